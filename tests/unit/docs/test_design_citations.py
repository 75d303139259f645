"""The design the code cites lives in the repository, and every `§N` it cites is a section there."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CITED_IN = ("shared/dalil", "functions", "infra", "tests", "web", "benchmarks", "docs", "README.md")
TEXT_SUFFIXES = {".py", ".md", ".js", ".json", ".html", ".css", ".toml"}


def _files() -> list[Path]:
    found: list[Path] = []
    for entry in CITED_IN:
        path = ROOT / entry
        found += [path] if path.is_file() else [p for p in path.rglob("*") if p.suffix in TEXT_SUFFIXES and p.is_file()]
    return [p for p in found if "egg-info" not in str(p) and p.resolve() != Path(__file__).resolve()]


def _sections() -> set[str]:
    text = (ROOT / "docs" / "DESIGN.md").read_text(encoding="utf-8")
    return set(re.findall(r"^## §(\d+) ", text, flags=re.MULTILINE))


def test_design_is_in_the_repository_with_its_sections() -> None:
    assert _sections() == {str(n) for n in range(1, 10)}


def test_every_citation_points_at_docs_design_and_an_existing_section() -> None:
    sections = _sections()
    wrong: list[str] = []
    cited = 0
    for path in _files():
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in re.finditer(r"(?<![\w])(\S*)DESIGN\.md(?:\s*§\s*(\d+))?", text):
            prefix, section = match.group(1), match.group(2)
            where = f"{path.relative_to(ROOT)}: {match.group(0)}"
            if path.name == "DESIGN.md":
                continue
            cited += 1
            if not prefix.endswith("docs/") or "../shared" in prefix:
                wrong.append(where + " (not docs/DESIGN.md)")
            elif section is not None and section not in sections:
                wrong.append(where + " (no such section)")
    assert cited > 20, "the citations were not found: the test reads the wrong files"
    assert wrong == []
