"""Real Arabic passages for the answer-layer tests, read from the team's data folder at test time
(the Coptic folders may not be copied into the project)."""

from __future__ import annotations

import hashlib
import html
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dalil.models import Candidate, Chunk
from dalil.text.normalize import clean_source_text, fold

MONTH_KEYS = ("Tout", "Baba", "Hator", "Kiahk", "Toba", "Amshir", "Baramhat", "Baramouda", "Bashans", "Paona", "Epep", "Mesra", "Nasie")


def make_chunk(
    chunk_id: str,
    text: str,
    *,
    library: str = "arcd",
    title: str = "عنوان",
    url: str | None = None,
    metadata: dict[str, Any] | None = None,
) -> Chunk:
    doc_id = chunk_id.rsplit("/", 1)[0]
    return Chunk(
        chunk_id=chunk_id,
        doc_id=doc_id,
        n=int(chunk_id.rsplit("/", 1)[1]) if "/" in chunk_id else 0,
        library=library,
        domains=["general"],
        title=title,
        url=url or f"https://dalil.example/{doc_id}",
        text=text,
        search_text=fold(text),
        content_hash=hashlib.sha256(text.encode()).hexdigest()[:16],
        corpus_version="test",
        metadata=metadata or {},
    )


def candidates_of(chunks: list[Chunk]) -> list[Candidate]:
    return [Candidate(chunk_id=c.chunk_id, score=1.0 / (i + 1), chunk=c) for i, c in enumerate(chunks)]


@pytest.fixture(scope="session")
def synaxarium(shared_data: Path) -> dict[str, list[dict[str, Any]]]:
    return json.loads((shared_data / "coptic_synaxarium_ar" / "ar" / "canonical.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def synaxarium_chunks(synaxarium) -> Callable[[int, int], list[Chunk]]:
    """The day's entries as first chunks, with coptic_month/coptic_day metadata."""

    def day(month: int, day_: int) -> list[Chunk]:
        records = synaxarium[f"{day_} {MONTH_KEYS[month - 1]}"]
        return [
            make_chunk(
                f"syn:{month:02d}-{day_:02d}#{i + 1}/0",
                clean_source_text(html.unescape(r["text"])),
                library="synaxarium",
                title=r["name"],
                url=r["url"],
                metadata={"coptic_month": month, "coptic_day": day_},
            )
            for i, r in enumerate(records)
        ]

    return day


@pytest.fixture(scope="session")
def arcd_train(shared_data: Path) -> list[dict[str, Any]]:
    """(context, question, answer) triples of the dev split only (docs/DESIGN.md §7)."""
    data = json.loads((shared_data / "arcd" / "arcd-train.json").read_text(encoding="utf-8"))
    rows = []
    for article in data["data"]:
        for paragraph in article["paragraphs"]:
            for qa in paragraph["qas"]:
                rows.append(
                    {
                        "title": article["title"],
                        "context": clean_source_text(paragraph["context"]),
                        "question": qa["question"].strip(" -"),
                        "answer": qa["answers"][0]["text"],
                    }
                )
    return rows


def svd_verses(shared_data: Path, book_file_prefix: str, chapter_ref: str) -> dict[int, str]:
    """Plain verse text of one chapter (SOURCE.md: the Arabic column of the '#' rows, space-joined)."""
    path = next((shared_data / "arabic_bible_svd_stepbible").glob(f"{book_file_prefix}*.txt"))
    verses: dict[int, str] = {}
    current: int | None = None
    words: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.rstrip("\r")
        if line.startswith(chapter_ref + "."):
            current = int(line.split(".")[-1])
            words = []
        elif line.startswith("<<<") and current is not None:
            verses[current] = " ".join(words)
            current = None
        elif current is not None and line.startswith("#"):
            words.append(line.split("\t")[1])
    return verses


@pytest.fixture(scope="session")
def agpeya_psalm_1(shared_data: Path) -> str:
    prime = json.loads((shared_data / "coptic_liturgical_ar" / "agpeya" / "prime.json").read_text(encoding="utf-8"))
    section = next(s for s in prime["sections"] if s["id"] == "prime-psalm-1")
    return "\n".join(v["text"] for v in section["verses"])


@pytest.fixture(scope="session")
def svd_psalm_1(shared_data: Path) -> str:
    verses = svd_verses(shared_data, "OT_19_Psa", "Psa.1")
    return "\n".join(verses[n] for n in sorted(verses))
