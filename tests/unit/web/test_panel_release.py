"""A published panel version never changes: /panel/<version>/ is served as immutable for a year
(infra/stacks/panel.py), so the files must match the digests web/release.json records for the
version dalil-ask.js declares. Changing the panel means a new version (infra/panel_release.py)."""

from __future__ import annotations

import base64
import hashlib
import re
import shutil
from pathlib import Path

import pytest

from support import panel_release

release = panel_release.load()
PANEL_FILES, WEB_DIR = release.PANEL_FILES, release.WEB_DIR
current_release, recorded_release, write_release = release.current_release, release.recorded_release, release.write_release
main, panel_version = release.main, release.panel_version


def test_the_recorded_release_is_the_files_as_they_are() -> None:
    recorded, current = recorded_release(), current_release()
    assert recorded["version"] == panel_version(), "web/release.json names another version than dalil-ask.js"
    assert recorded == current, (
        "web/dalil-ask.js or dalil-ask.css changed under a published version: raise `version` in dalil-ask.js, "
        "then run `.venv/bin/python -m infra.panel_release --write`"
    )


@pytest.fixture
def web_copy(tmp_path: Path) -> Path:
    for name in (*PANEL_FILES, "release.json"):
        shutil.copyfile(WEB_DIR / name, tmp_path / name)
    return tmp_path


def test_a_changed_file_under_the_same_version_is_caught(web_copy: Path) -> None:
    with (web_copy / "dalil-ask.css").open("a", encoding="utf-8") as css:
        css.write("\n.dalil-ask { color: red; }\n")
    assert current_release(web_copy)["version"] == recorded_release(web_copy)["version"]
    assert current_release(web_copy) != recorded_release(web_copy)
    # Recording it under a new version makes the two agree again.
    script = web_copy / "dalil-ask.js"
    script.write_text(script.read_text(encoding="utf-8").replace(f'version: "{panel_version()}"', 'version: "9.9.9"'), encoding="utf-8")
    written = write_release(web_copy)
    assert written["version"] == "9.9.9" and recorded_release(web_copy) == current_release(web_copy)


def test_a_script_without_a_version_cannot_be_published(web_copy: Path) -> None:
    script = web_copy / "dalil-ask.js"
    script.write_text(script.read_text(encoding="utf-8").replace(f'version: "{panel_version()}", ', ""), encoding="utf-8")
    with pytest.raises(SystemExit, match="no `version"):
        panel_version(web_copy)


def test_the_command_reports_a_match(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 0
    assert f"panel {panel_version()}" in capsys.readouterr().out


def test_the_integrity_values_are_what_a_browser_checks() -> None:
    digest = current_release()["integrity"]["dalil-ask.js"]  # type: ignore[index]
    assert digest == "sha384-" + base64.b64encode(hashlib.sha384((WEB_DIR / "dalil-ask.js").read_bytes()).digest()).decode()


def test_the_documented_snippet_loads_the_recorded_release() -> None:
    """web/README.md's embed snippet names the current version and its integrity digest, config first."""
    readme = (WEB_DIR / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Embedding the deployed panel"):]
    snippet = section[section.index("```html") + len("```html"):section.index("```", section.index("```html") + 7)]
    recorded = recorded_release()
    sources = re.findall(r'src="([^"]+)"', snippet)
    assert sources == ["https://PANEL-HOST/panel/dalil-config.js", f"https://PANEL-HOST/panel/{recorded['version']}/dalil-ask.js"]
    assert f'integrity="{recorded["integrity"]["dalil-ask.js"]}"' in snippet and 'crossorigin="anonymous"' in snippet
    assert snippet.count(" defer") == 2 and "async" not in snippet
