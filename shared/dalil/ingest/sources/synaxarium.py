"""Coptic Synaxarium (Arabic), one Document per saint/feast record.

The doc_id comes from the record url (`…/synaxarium/<M>_<D>.html?lang=ar#<n>` -> `syn:MM-DD#n`),
never from the source `id` (two ids repeat). The Coptic date is metadata because the story text
rarely states it. Rights in the text are unclear: this library is read from the team's data folder
and never bundled (docs/DESIGN.md §8), so there is no default path.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from dalil.errors import IngestError
from dalil.ingest.sources.base import FileSource, existing, read_json
from dalil.models import Document
from dalil.text.coptic_calendar import month_name
from dalil.text.normalize import clean_source_text

_RECORD_URL = re.compile(r"/synaxarium/(\d{1,2})_(\d{1,2})\.html\?lang=ar#(\d+)$")


def synaxarium_doc_id(url: str) -> str | None:
    """`syn:MM-DD#n` for a record url, or None when the url is not a Synaxarium record url."""
    match = _RECORD_URL.search(url)
    if not match:
        return None
    month, day, n = (int(group) for group in match.groups())
    return f"syn:{month:02d}-{day:02d}#{n}"


class SynaxariumSource(FileSource):
    name = "synaxarium"

    def input_files(self, path: Path) -> list[Path]:
        path = existing(path, self.name)
        if path.is_dir():
            for candidate in (path / "ar" / "canonical.json", path / "canonical.json"):
                if candidate.is_file():
                    return [candidate]
            raise IngestError(f"synaxarium: no ar/canonical.json in {path}.")
        return [path]

    def load(self, path: Path) -> Iterator[Document]:
        report = self._start()
        (file,) = self.input_files(path)
        data = read_json(file, self.name)
        if not isinstance(data, dict):
            raise IngestError(f"synaxarium: {file} should hold an object keyed by Coptic day (\"22 Hator\").")
        for day_key, records in data.items():
            if not isinstance(records, list):
                report.skip("malformed day", str(day_key))
                continue
            for record in records:
                document = _document(record)
                if document is None:
                    report.skip("malformed record", f"{day_key}: {str(record)[:80]}")
                elif not document.text:
                    report.skip("empty text", document.doc_id)
                else:
                    report.documents += 1
                    yield document


def _document(record: object) -> Document | None:
    if not isinstance(record, dict):
        return None
    url, name, text = record.get("url"), record.get("name"), record.get("text")
    if not (isinstance(url, str) and isinstance(name, str) and isinstance(text, str)):
        return None
    doc_id = synaxarium_doc_id(url)
    if doc_id is None:
        return None
    match = _RECORD_URL.search(url)
    assert match is not None
    month, day = int(match.group(1)), int(match.group(2))
    if not (1 <= month <= 13 and 1 <= day <= (6 if month == 13 else 30)):
        return None
    metadata: dict[str, object] = {
        "coptic_month": month,
        "coptic_day": day,
        "coptic_date": f"{day} {month_name(month)}",
    }
    if isinstance(record.get("id"), str):
        metadata["source_id"] = record["id"]
    return Document(
        doc_id=doc_id,
        library="synaxarium",
        domains=["saints", "history"],
        title=clean_source_text(name),
        url=url,
        text=clean_source_text(text),
        metadata=metadata,
    )
