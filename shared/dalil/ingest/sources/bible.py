"""Smith & Van Dyck Arabic Bible (NT + Psalms) from the STEPBible token-tagged files.

One Document per chapter (`svd:Jhn.3`), one unit per verse. A verse's text is the `Arabic` column
of its `#…` rows joined with single spaces, exactly as SOURCE.md describes; the Greek/Hebrew
tagging columns are not corpus text. Accepts the raw folder, one raw book file, or the bundled
`bible.jsonl.gz` ({book, chapter, verses: [[n, text], …]} a line).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from pydantic import BaseModel, ValidationError

from dalil.errors import IngestError
from dalil.ingest.links import stepbible_url
from dalil.ingest.sources.base import DEMO_DIR, FileSource, LoadReport, existing, is_demo_file, read_demo_lines
from dalil.models import Document
from dalil.text.bible_books import BOOKS, hebrew_to_septuagint_psalm

DEMO_FILE = "bible.jsonl.gz"
_REFERENCE = re.compile(r"^([1-3]?[A-Z][a-z]{1,2})\.(\d+)\.(\d+)\s*$")
_OPEN, _CLOSE = "========>>>", "<<<========"


class BibleChapter(BaseModel):
    book: str
    chapter: int
    verses: list[tuple[int, str]]


def svd_doc_id(book: str, chapter: int) -> str:
    return f"svd:{book}.{chapter}"


class BibleSource(FileSource):
    name = "bible"

    def default_path(self) -> Path | None:
        return DEMO_DIR / DEMO_FILE

    def input_files(self, path: Path) -> list[Path]:
        path = existing(path, self.name)
        if path.is_file():
            return [path]
        files = sorted(file for file in path.glob("*.txt") if file.is_file())
        if not files:
            raise IngestError(f"bible: no STEPBible .txt files in {path}.")
        return files

    def chapters(self, path: Path) -> Iterator[BibleChapter]:
        """Chapters in file order (Matthew … Revelation, then Psalms for the raw folder)."""
        report = self._start()
        path = existing(path, self.name)
        if is_demo_file(path):
            yield from self._demo_chapters(path, report)
            return
        for file in self.input_files(path):
            if file.suffix != ".txt":
                raise IngestError(f"bible: {file} is neither a STEPBible .txt file nor a {DEMO_FILE} demo file.")
            yield from _raw_chapters(file, report)

    def load(self, path: Path) -> Iterator[Document]:
        for chapter in self.chapters(path):
            self.last_report.documents += 1
            yield chapter_document(chapter)

    def _demo_chapters(self, path: Path, report: LoadReport) -> Iterator[BibleChapter]:
        for line in read_demo_lines(path, self.name, report):
            try:
                chapter = BibleChapter.model_validate(line)
            except ValidationError as error:
                report.skip("malformed chapter", str(error).splitlines()[0])
                continue
            if chapter.verses:
                yield chapter


def _raw_chapters(file: Path, report: LoadReport) -> Iterator[BibleChapter]:
    try:
        lines = file.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise IngestError(f"bible: cannot read {file}: {error}.") from error
    current: BibleChapter | None = None
    reference: tuple[str, int, int] | None = None
    words: list[str] = []
    inside = False
    blocks = 0
    for line in lines:
        if not inside:
            match = _REFERENCE.match(line)
            if match:
                reference = (match.group(1), int(match.group(2)), int(match.group(3)))
            elif line.startswith(_OPEN) and reference is not None:
                inside, words = True, []
            continue
        if line.startswith(_CLOSE):
            inside = False
            blocks += 1
            assert reference is not None
            book, chapter, verse = reference
            reference = None
            if not words:
                report.skip("malformed verse (no Arabic words)", f"{book}.{chapter}.{verse}")
                continue
            if current is None or (current.book, current.chapter) != (book, chapter):
                if current is not None:
                    yield current
                current = BibleChapter(book=book, chapter=chapter, verses=[])
            if any(number == verse for number, _ in current.verses):
                report.skip("malformed verse (repeated)", f"{book}.{chapter}.{verse}")
                continue
            current.verses.append((verse, " ".join(words)))
        elif line.startswith("#"):
            # Rows "#01\tكلمة\t…" or "#03 - #04\tكلمتان\t…"; rows that start with a tab are untranslated
            # source words with an empty Arabic cell and are not text.
            fields = line.split("\t")
            if len(fields) > 1 and fields[1].strip():
                words.append(fields[1].strip())
    if current is not None:
        yield current
    if blocks == 0:
        raise IngestError(f"bible: {file} holds no verse blocks; is it a STEPBible Translation Tags file?")


def chapter_document(chapter: BibleChapter) -> Document:
    book = BOOKS.get(chapter.book)
    title = book.chapter_title(chapter.chapter) if book else f"{chapter.book} {chapter.chapter}"
    verses = [text for _, text in chapter.verses]
    metadata: dict[str, object] = {"book": chapter.book, "chapter": chapter.chapter, "unit_kind": "verse"}
    if chapter.book == "Psa":
        metadata["psalm_septuagint"] = hebrew_to_septuagint_psalm(chapter.chapter)
    return Document(
        doc_id=svd_doc_id(chapter.book, chapter.chapter),
        library="bible",
        domains=["bible"],
        title=title,
        url=stepbible_url(chapter.book, chapter.chapter),
        text="\n".join(verses),
        metadata=metadata,
        units=verses,
        unit_labels=[str(number) for number, _ in chapter.verses],
    )
