"""ARCD (Arabic Reading Comprehension Dataset): one Document per unique Wikipedia paragraph.

doc_id = `arcd:` + the first 12 hex of sha256(id_fold(context)), computed on the context exactly as the
source file holds it, so evaluation fixtures can compute the same id from a question's context.
Five contexts appear twice (each once in train and once in test): they collapse into one Document, whose
`split` is where it appears first (train before test) and `splits` lists both.
Accepts the raw folder (arcd-train.json + arcd-test.json), one of the raw files, or `arcd.jsonl.gz`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

from pydantic import BaseModel, ValidationError

from dalil.errors import IngestError
from dalil.ingest.sources.base import DEMO_DIR, FileSource, LoadReport, existing, is_demo_file, read_demo_lines, read_json
from dalil.models import Document
from dalil.text.normalize import clean_source_text, id_fold

DEMO_FILE = "arcd.jsonl.gz"
SPLIT_FILES = {"train": "arcd-train.json", "test": "arcd-test.json"}


class ArcdParagraph(BaseModel):
    article: str
    split: str  # "train" | "test" (where the context appears first) | "unknown"
    splits: list[str]
    context: str  # as in the source file; the Document text is its cleaned form


def arcd_doc_id(context: str) -> str:
    return "arcd:" + hashlib.sha256(id_fold(context).encode("utf-8")).hexdigest()[:12]


def wikipedia_url(language: str, title: str) -> str:
    return f"https://{language}.wikipedia.org/wiki/{title.replace(' ', '_')}"


class ArcdSource(FileSource):
    name = "arcd"

    def default_path(self) -> Path | None:
        return DEMO_DIR / DEMO_FILE

    def input_files(self, path: Path) -> list[Path]:
        path = existing(path, self.name)
        if path.is_file():
            siblings = [path.parent / name for name in SPLIT_FILES.values()]
            if path.name == "arcd.json" and all(s.is_file() for s in siblings):
                return [path, *siblings]  # the splits label the union's paragraphs
            return [path]
        files = [path / name for name in SPLIT_FILES.values()]
        if all(file.is_file() for file in files):
            return files
        if (path / "arcd.json").is_file():
            return [path / "arcd.json"]
        raise IngestError(f"arcd: {path} has neither arcd-train.json + arcd-test.json nor arcd.json.")

    def paragraphs(self, path: Path) -> Iterator[ArcdParagraph]:
        """Unique paragraphs, train before test, in source order."""
        report = self._start()
        path = existing(path, self.name)
        if is_demo_file(path):
            yield from _demo_paragraphs(path, report)
            return
        files = self.input_files(path)
        if files[0].name == "arcd.json":
            labels = _split_labels(files[1:], report) if len(files) > 1 else {}
            entries = [(labels.get(arcd_doc_id(c), ["unknown"]), a, c) for a, c in _contexts(files[0], report)]
        else:
            entries = [([split], a, c) for file in files for split in [_split_of(file)] for a, c in _contexts(file, report)]
        merged: dict[str, ArcdParagraph] = {}
        for splits, article, context in entries:
            doc_id = arcd_doc_id(context)
            if doc_id in merged:
                known = merged[doc_id]
                known.splits = sorted(set(known.splits) | set(splits), key=_split_order)
            else:
                merged[doc_id] = ArcdParagraph(article=article, split=splits[0], splits=list(splits), context=context)
        yield from merged.values()

    def load(self, path: Path) -> Iterator[Document]:
        for paragraph in self.paragraphs(path):
            if not clean_source_text(paragraph.context):
                self.last_report.skip("empty text", paragraph.article)
                continue
            self.last_report.documents += 1
            yield paragraph_document(paragraph)


def _split_order(split: str) -> int:
    return {"train": 0, "test": 1}.get(split, 2)


def _split_of(file: Path) -> str:
    for split, name in SPLIT_FILES.items():
        if file.name == name:
            return split
    return "unknown"


def _split_labels(files: list[Path], report: LoadReport) -> dict[str, list[str]]:
    labels: dict[str, list[str]] = {}
    for file in files:
        for _, context in _contexts(file, report):
            splits = labels.setdefault(arcd_doc_id(context), [])
            if _split_of(file) not in splits:
                splits.append(_split_of(file))
    return labels


def _contexts(file: Path, report: LoadReport) -> Iterator[tuple[str, str]]:
    """(article title, context) pairs of a SQuAD-v1.1 file."""
    data = read_json(file, "arcd")
    if not isinstance(data, dict) or not isinstance(data.get("data"), list):
        raise IngestError(f"arcd: {file} is not SQuAD v1.1 JSON (no `data` list).")
    for article in data["data"]:
        title = article.get("title") if isinstance(article, dict) else None
        paragraphs = article.get("paragraphs") if isinstance(article, dict) else None
        if not isinstance(title, str) or not isinstance(paragraphs, list):
            report.skip("malformed article", f"{file.name}: {str(article)[:80]}")
            continue
        for paragraph in paragraphs:
            context = paragraph.get("context") if isinstance(paragraph, dict) else None
            if not isinstance(context, str) or not context.strip():
                report.skip("malformed paragraph", f"{file.name}: {title}")
                continue
            yield title, context


def _demo_paragraphs(path: Path, report: LoadReport) -> Iterator[ArcdParagraph]:
    for line in read_demo_lines(path, "arcd", report):
        try:
            yield ArcdParagraph.model_validate(line)
        except ValidationError as error:
            report.skip("malformed paragraph", str(error).splitlines()[0])


def paragraph_document(paragraph: ArcdParagraph) -> Document:
    return Document(
        doc_id=arcd_doc_id(paragraph.context),
        library="arcd",
        domains=["general"],
        title=paragraph.article,
        url=wikipedia_url("ar", paragraph.article),
        text=clean_source_text(paragraph.context),
        metadata={"article": paragraph.article, "split": paragraph.split, "splits": paragraph.splits},
    )
