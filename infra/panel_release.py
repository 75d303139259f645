"""The Ask panel's release: its version (`DalilAsk.version` in web/dalil-ask.js) and the digests of
the files published under /panel/<version>/ (infra/stacks/panel.py), recorded in web/release.json.

Published files are served as immutable for a year, so a version's files must never change: a unit
test (tests/unit/web/test_panel_release.py) fails when they differ from the recorded digests. After
changing the panel, raise `version` in dalil-ask.js and run

    .venv/bin/python -m infra.panel_release --write

The digests are subresource-integrity values (`sha384-…`): a site may pin the script with
`integrity=` and `crossorigin="anonymous"` (web/README.md). No CDK import here: the unit test and
this command run without Node."""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import re
from pathlib import Path

WEB_DIR = Path(__file__).resolve().parents[1] / "web"
RELEASE_FILE = WEB_DIR / "release.json"
# The files a site loads, and the types they are served with: both hold Arabic text, and a script
# served without a charset is decoded in the host page's encoding.
PANEL_FILES = {"dalil-ask.js": "text/javascript; charset=utf-8", "dalil-ask.css": "text/css; charset=utf-8"}
CONFIG_KEY = "panel/dalil-config.js"
_VERSION = re.compile(r'window\.DalilAsk = \{[^}]*\bversion: "([0-9A-Za-z.-]+)"')


def panel_version(web_dir: Path = WEB_DIR) -> str:
    """`DalilAsk.version` as dalil-ask.js declares it: the path segment of the published files."""
    found = _VERSION.search((web_dir / "dalil-ask.js").read_text(encoding="utf-8"))
    if found is None:
        raise SystemExit(f"{web_dir / 'dalil-ask.js'}: no `version: \"…\"` in window.DalilAsk; the panel cannot be published")
    return found.group(1)


def file_digests(web_dir: Path = WEB_DIR) -> dict[str, str]:
    """Subresource-integrity digests (`sha384-…`) of the published files, as a page's `integrity=` takes them."""
    return {
        name: "sha384-" + base64.b64encode(hashlib.sha384((web_dir / name).read_bytes()).digest()).decode("ascii")
        for name in PANEL_FILES
    }


def config_script(api_url: str) -> str:
    """dalil-config.js: the page-wide defaults the panel reads (`apiBase`, the API stage's URL; at
    deploy time the URL's parts are filled in by CloudFormation)."""
    return "window.DalilAskConfig = " + json.dumps({"apiBase": api_url}) + ";\n"


def current_release(web_dir: Path = WEB_DIR) -> dict[str, object]:
    return {"version": panel_version(web_dir), "integrity": file_digests(web_dir)}


def recorded_release(web_dir: Path = WEB_DIR) -> dict[str, object]:
    return json.loads((web_dir / "release.json").read_text(encoding="utf-8"))


def write_release(web_dir: Path = WEB_DIR) -> dict[str, object]:
    """Record the current files' digests under the version dalil-ask.js declares (after raising it)."""
    release = current_release(web_dir)
    (web_dir / "release.json").write_text(json.dumps(release, indent=2) + "\n", encoding="utf-8")
    return release


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The Ask panel's release record (web/release.json).")
    parser.add_argument("--write", action="store_true", help="record the current files under the version dalil-ask.js declares")
    args = parser.parse_args(argv)
    if args.write:
        print(json.dumps(write_release(), indent=2))
        return 0
    current, recorded = current_release(), recorded_release()
    if current == recorded:
        print(f"panel {current['version']}: web/release.json matches the files")
        return 0
    print(f"web/release.json records {recorded.get('version')}; the files are {current['version']} with other digests")
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
