"""Coptic liturgical texts (Agpeya, midnight Psalmody, Liturgy of St Basil, Raising of Incense).

One Document per section: doc_id `<collection>:<file>:<section id>`, where file is the file stem
for the Agpeya and the Psalmody (`agpeya:prime:prime-psalm-1`, `tasbeha:common:ten-theno`) and the
service id for the one-service files (`liturgy:basil:…`, `incense:evening:…`). Units are the
source's own lines (psalm verses, hymn stanzas, prayer lines); a line with a speaker gets the
Arabic speaker label the source itself uses in its rubrics ("الكاهن: …"). Sections without text
(reading slots filled at run time, gospel references) are skipped and counted. Never bundled.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from dalil.errors import IngestError
from dalil.ingest.sources.base import FileSource, LoadReport, existing, read_json
from dalil.models import Document
from dalil.text.bible_books import septuagint_to_hebrew_psalm
from dalil.text.normalize import clean_source_text
from dalil.text.rubrics import MARKERS

COLLECTIONS = ("agpeya", "tasbeha", "liturgy", "incense")
DOMAINS = {"agpeya": ["rites"], "tasbeha": ["hymns", "rites"], "liturgy": ["rites", "hymns"], "incense": ["rites", "hymns"]}
SPEAKERS = MARKERS  # the rubric markers a speaker's line opens with: text/rubrics.py reads the same table
# Arabic names for untitled sections, by kind.
KIND_TITLES = {"opening": "بدء الصلاة", "litany": "الطلبات", "closing": "الختام", "gospel": "الإنجيل"}
_PSALM_TITLE = re.compile(r"^\s*Psalm\s+(\d+)\s*$", re.IGNORECASE)
_ARABIC = re.compile("[\u0600-\u06ff]")


def liturgy_url(collection: str, file: str, section_id: str) -> str:
    return f"dalil://liturgy/{collection}/{file}#{section_id}"


class LiturgySource(FileSource):
    name = "liturgy"

    def input_files(self, path: Path) -> list[Path]:
        path = existing(path, self.name)
        if path.is_file():
            _collection_of(path)
            return [path]
        if path.name in COLLECTIONS:
            files = sorted(path.glob("*.json"))
        else:
            files = sorted(file for c in COLLECTIONS for file in (path / c).glob("*.json"))
        if not files:
            raise IngestError(f"liturgy: no JSON files under {path} (expected {', '.join(COLLECTIONS)} folders).")
        return files

    def load(self, path: Path) -> Iterator[Document]:
        report = self._start()
        for file in self.input_files(path):
            collection = _collection_of(file)
            data = read_json(file, self.name)
            if not isinstance(data, dict):
                raise IngestError(f"liturgy: {file} should hold a JSON object.")
            for file_key, service, sections in _services(file, data):
                seen: set[str] = set()
                for section in sections:
                    document = _document(collection, file_key, service, section, report)
                    if document is None:
                        continue
                    if document.doc_id in seen:
                        report.skip("malformed section (repeated id)", document.doc_id)
                        continue
                    seen.add(document.doc_id)
                    report.documents += 1
                    yield document


def _collection_of(file: Path) -> str:
    collection = file.parent.name
    if collection not in COLLECTIONS:
        raise IngestError(f"liturgy: {file} is not inside one of the folders {', '.join(COLLECTIONS)}.")
    return collection


def _services(file: Path, data: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any], list[Any]]]:
    """(file key, service header, sections) for each service the file holds."""
    if "sections" in data:  # Agpeya hour / Psalmody day / their common.json
        sections = data["sections"]
        if isinstance(sections, dict):
            sections = list(sections.values())
        if not isinstance(sections, list):
            raise IngestError(f"liturgy: {file} has a `sections` field that is neither a list nor an object.")
        yield file.stem, data, sections
        return
    for key, service in data.items():  # liturgy.json / incense.json: {service id: {...}}
        if isinstance(service, dict) and isinstance(service.get("sections"), list):
            yield str(service.get("id") or key), service, service["sections"]
        else:
            raise IngestError(f"liturgy: service {key!r} in {file} has no list of sections.")


def _group_names(service: dict[str, Any]) -> dict[str, str]:
    """Section id -> the name of the group holding it (the Agpeya midnight watches)."""
    names: dict[str, str] = {}
    for item in service.get("order") or []:
        if isinstance(item, dict) and isinstance(item.get("name"), str):
            for section_id in item.get("order") or []:
                if isinstance(section_id, str):
                    names[section_id] = item["name"]
    return names


def _document(collection: str, file_key: str, service: dict[str, Any], section: Any, report: LoadReport) -> Document | None:
    if not isinstance(section, dict) or not isinstance(section.get("id"), str) or not section["id"]:
        report.skip("malformed section", f"{collection}:{file_key}: {str(section)[:80]}")
        return None
    section_id = section["id"]
    doc_id = f"{collection}:{file_key}:{section_id}"
    kind = str(section.get("kind") or section.get("type") or "section")
    units, labels = _units(section)
    if not units:
        report.skip("no text (reading slot or reference)", doc_id)
        return None
    metadata: dict[str, Any] = {"collection": collection, "file": file_key, "kind": kind}
    service_name = service.get("name")
    if isinstance(service_name, str) and service_name:
        metadata["service"] = service_name
    title = clean_source_text(str(section.get("title") or ""))
    psalm = _PSALM_TITLE.match(title)
    if psalm:
        number = int(psalm.group(1))
        metadata["title_source"] = title
        metadata["psalm_septuagint"] = number
        hebrew = septuagint_to_hebrew_psalm(number)
        if hebrew:
            metadata["psalm_svd"] = hebrew[0]
        title = f"مزمور {number}"
    elif not title:
        parts = [KIND_TITLES.get(kind, kind), metadata.get("service"), _group_names(service).get(section_id)]
        title = " — ".join(str(part) for part in parts if part)
    metadata["unit_kind"] = "verse" if labels else "line"
    return Document(
        doc_id=doc_id,
        library="liturgy",
        domains=list(DOMAINS[collection]),
        title=title,
        url=liturgy_url(collection, file_key, section_id),
        text="\n".join(units),
        metadata=metadata,
        units=units,
        unit_labels=labels,
    )


def _units(section: dict[str, Any]) -> tuple[list[str], list[str] | None]:
    verses = section.get("verses")
    if isinstance(verses, list) and verses:
        units: list[str] = []
        labels: list[str] = []
        for verse in verses:
            if isinstance(verse, dict) and isinstance(verse.get("text"), str):
                text = clean_source_text(verse["text"])
                if text:
                    units.append(text)
                    labels.append(str(verse.get("num", len(labels) + 1)))
        return units, labels
    lines: list[str] = []
    rubric = section.get("rubric")
    if isinstance(rubric, str) and _ARABIC.search(rubric):
        lines.append(rubric)
    lines.extend(_lines(section.get("content")))
    for block in section.get("blocks") or []:
        if isinstance(block, dict):
            if isinstance(block.get("title"), str):
                lines.append(block["title"])
            lines.extend(_lines(block.get("content")))
    units = [text for text in (clean_source_text(line) for line in lines) if text]
    # A section whose only Arabic is a rubric is a slot, not text.
    if units and not _lines(section.get("content")) and not section.get("blocks"):
        return [], None
    return units, None


def _lines(content: Any) -> list[str]:
    if not isinstance(content, list):
        return []
    lines: list[str] = []
    for item in content:
        if isinstance(item, str):
            lines.append(item)
        elif isinstance(item, dict) and isinstance(item.get("text"), str):
            speaker = SPEAKERS.get(str(item.get("speaker")))
            lines.append(f"{speaker}: {item['text']}" if speaker and not item.get("isRubric") else item["text"])
    return lines
