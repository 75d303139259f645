"""What every source adapter shares: path checks, the input fingerprint, the skip report, and the
location of the bundled demo corpus."""

from __future__ import annotations

import gzip
import hashlib
import json
import logging
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dalil.errors import IngestError
from dalil.ingest.chunking import CHUNKER_VERSION

log = logging.getLogger("dalil.ingest")

DEMO_DIR = Path(__file__).resolve().parents[2] / "data" / "demo"
DEMO_SUFFIX = ".jsonl.gz"


@dataclass
class LoadReport:
    """What the last `load` call did: documents yielded and records skipped, by reason."""

    documents: int = 0
    skipped: Counter[str] = field(default_factory=Counter)

    def skip(self, reason: str, detail: str) -> None:
        self.skipped[reason] += 1
        if reason.startswith("malformed"):
            log.warning("skipped a malformed record (%s): %s", reason, detail)


class FileSource:
    """Base for adapters that read files. Subclasses set `name` and implement `input_files`/`load`."""

    name: str = ""

    def __init__(self) -> None:
        self.last_report = LoadReport()

    @property
    def library(self) -> str:
        return self.name

    def default_path(self) -> Path | None:
        return None

    def input_files(self, path: Path) -> list[Path]:
        """The files `load(path)` reads, in a stable order. Raises IngestError for a bad path."""
        raise NotImplementedError

    def version(self, path: Path) -> str:
        """sha256 (first 12 hex) over the names and bytes of the input files, plus the chunker version."""
        root = Path(path)
        folder = root if root.is_dir() else root.parent
        digest = hashlib.sha256()
        for file in self.input_files(root):
            name = file.relative_to(folder).as_posix()
            digest.update(name.encode("utf-8") + b"\0")
            try:
                digest.update(file.read_bytes())
            except OSError as error:  # a symlink loop, a folder named like a file, no permission
                raise IngestError(f"{self.name}: cannot read {file}: {error.strerror or error}.") from error
            digest.update(b"\0")
        return f"{digest.hexdigest()[:12]}-{CHUNKER_VERSION}"

    def _start(self) -> LoadReport:
        self.last_report = LoadReport()
        return self.last_report


def existing(path: Path | str, library: str) -> Path:
    path = Path(path)
    if not path.exists():
        raise IngestError(f"{library}: the path {path} does not exist.")
    return path


def is_demo_file(path: Path) -> bool:
    return path.is_file() and path.name.endswith(DEMO_SUFFIX)


def read_json(path: Path, library: str) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise IngestError(f"{library}: cannot read {path}: {error}.") from error
    except json.JSONDecodeError as error:
        raise IngestError(f"{library}: {path} is not valid JSON (line {error.lineno}): {error.msg}.") from error


def read_demo_lines(path: Path, library: str, report: LoadReport) -> Iterator[dict[str, Any]]:
    """Objects of a gzip JSON-lines demo file; a broken line is skipped and counted."""
    try:
        with gzip.open(path, "rt", encoding="utf-8") as stream:
            lines = stream.read().splitlines()
    except (OSError, EOFError, UnicodeDecodeError) as error:
        raise IngestError(f"{library}: {path} is not a readable gzip JSON-lines file: {error}.") from error
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError:
            report.skip("malformed line", f"{path.name}:{number}")
            continue
        if not isinstance(value, dict):
            report.skip("malformed line", f"{path.name}:{number}")
            continue
        yield value


def write_demo_lines(path: Path, records: Iterable[dict[str, Any]]) -> int:
    """Deterministic gzip JSON lines (mtime 0, no file name in the header, sorted keys)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with path.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as stream:
        for record in records:
            stream.write((json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8"))
            count += 1
    return count


def load_demo_manifest() -> dict[str, Any]:
    """manifest.json of the bundled demo corpus: files, sha256, counts, held-out articles."""
    path = DEMO_DIR / "manifest.json"
    if not path.is_file():
        raise IngestError(f"the bundled demo corpus has no manifest at {path}; run benchmarks/build_demo_corpus.py.")
    return read_json(path, "demo")
