"""XQuAD, Arabic: one Document per paragraph, doc_id `xquad:<title>:<paragraph index>`.

The title is the English Wikipedia title as the source spells it (`Super_Bowl_50`); the paragraph
index counts within the article from 0. Even article indexes (0, 2, 4, …) are the dev split.
Accepts the raw folder, `xquad.ar.json`, or the bundled `xquad.jsonl.gz`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from pydantic import BaseModel, ValidationError

from dalil.errors import IngestError
from dalil.ingest.sources.base import DEMO_DIR, FileSource, LoadReport, existing, is_demo_file, read_demo_lines, read_json
from dalil.models import Document
from dalil.text.normalize import clean_source_text

DEMO_FILE = "xquad.jsonl.gz"
RAW_FILE = "xquad.ar.json"


class XquadParagraph(BaseModel):
    article: str  # English title, as in the source ("Super_Bowl_50")
    article_index: int  # position of the article in xquad.ar.json; even = dev split
    paragraph: int  # position within the article
    context: str  # as in the source file


def xquad_doc_id(title: str, paragraph_index: int) -> str:
    return f"xquad:{title}:{paragraph_index}"


class XquadSource(FileSource):
    name = "xquad"

    def default_path(self) -> Path | None:
        return DEMO_DIR / DEMO_FILE

    def input_files(self, path: Path) -> list[Path]:
        path = existing(path, self.name)
        if path.is_dir():
            if not (path / RAW_FILE).is_file():
                raise IngestError(f"xquad: no {RAW_FILE} in {path}.")
            return [path / RAW_FILE]
        return [path]

    def paragraphs(self, path: Path) -> Iterator[XquadParagraph]:
        report = self._start()
        path = existing(path, self.name)
        if is_demo_file(path):
            yield from _demo_paragraphs(path, report)
            return
        (file,) = self.input_files(path)
        data = read_json(file, self.name)
        if not isinstance(data, dict) or not isinstance(data.get("data"), list):
            raise IngestError(f"xquad: {file} is not SQuAD v1.1 JSON (no `data` list).")
        for article_index, article in enumerate(data["data"]):
            title = article.get("title") if isinstance(article, dict) else None
            paragraphs = article.get("paragraphs") if isinstance(article, dict) else None
            if not isinstance(title, str) or not isinstance(paragraphs, list):
                report.skip("malformed article", f"{file.name}: article {article_index}")
                continue
            for index, paragraph in enumerate(paragraphs):
                context = paragraph.get("context") if isinstance(paragraph, dict) else None
                if not isinstance(context, str) or not context.strip():
                    report.skip("malformed paragraph", f"{title}:{index}")
                    continue
                yield XquadParagraph(article=title, article_index=article_index, paragraph=index, context=context)

    def load(self, path: Path) -> Iterator[Document]:
        for paragraph in self.paragraphs(path):
            self.last_report.documents += 1
            yield paragraph_document(paragraph)


def _demo_paragraphs(path: Path, report: LoadReport) -> Iterator[XquadParagraph]:
    for line in read_demo_lines(path, "xquad", report):
        try:
            yield XquadParagraph.model_validate(line)
        except ValidationError as error:
            report.skip("malformed paragraph", str(error).splitlines()[0])


def paragraph_document(paragraph: XquadParagraph) -> Document:
    return Document(
        doc_id=xquad_doc_id(paragraph.article, paragraph.paragraph),
        library="xquad",
        domains=["general"],
        title=paragraph.article.replace("_", " "),
        url=f"https://en.wikipedia.org/wiki/{paragraph.article}",
        text=clean_source_text(paragraph.context),
        metadata={"article": paragraph.article, "article_index": paragraph.article_index, "paragraph": paragraph.paragraph},
    )
