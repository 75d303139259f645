"""Chunking on real documents: deterministic ids, nothing lost, sizes bounded, unit ranges."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
from support.data_folders import FOLDER_OF_LIBRARY

from dalil.ingest.chunking import MAX_WORDS_BY_LIBRARY, chunk_document
from dalil.ingest.sources import get_source
from dalil.models import Document
from dalil.text.normalize import fold

FOLDERS = FOLDER_OF_LIBRARY


@pytest.fixture(scope="module")
def corpus(shared_data: Path) -> dict[str, list[Document]]:
    return {name: list(get_source(name).load(shared_data / folder)) for name, folder in FOLDERS.items()}


def _covered(doc: Document, chunks) -> None:
    base = doc.text
    covered = bytearray(len(base))
    for chunk in chunks:
        start, end = chunk.metadata["char_start"], chunk.metadata["char_end"]
        assert base[start:end] == chunk.text
        covered[start:end] = b"\x01" * (end - start)
    lost = "".join(ch for ch, seen in zip(base, covered, strict=True) if not seen and not ch.isspace())
    assert lost == "", f"{doc.doc_id} lost {lost[:40]!r}"


@pytest.mark.parametrize("name", list(FOLDERS))
def test_chunks_cover_every_document_and_are_exact_slices(corpus, name):
    for doc in corpus[name]:
        chunks = chunk_document(doc, "v1")
        assert chunks, doc.doc_id
        _covered(doc, chunks)


@pytest.mark.parametrize("name", list(FOLDERS))
def test_chunk_ids_are_deterministic_and_well_formed(corpus, name):
    docs = corpus[name][:60]
    first = [c.model_dump() for d in docs for c in chunk_document(d, "v1")]
    again = [c.model_dump() for d in docs for c in chunk_document(d, "v1")]
    assert first == again
    for chunk in first:
        assert chunk["chunk_id"] == f"{chunk['doc_id']}/{chunk['n']}"
        assert chunk["content_hash"] == hashlib.sha256(chunk["text"].encode("utf-8")).hexdigest()
        assert chunk["search_text"] == fold(chunk["title"] + "\n" + chunk["text"])
        assert chunk["corpus_version"] == "v1"


@pytest.mark.parametrize("max_words", [30, 60, 150])
def test_sizes_stay_under_the_limit_for_sentence_texts(corpus, max_words):
    for doc in corpus["synaxarium"][:200]:
        for chunk in chunk_document(doc, "v1", max_words=max_words):
            assert len(chunk.text.split()) <= max_words, chunk.chunk_id


def test_library_defaults_are_applied(corpus):
    doc = max(corpus["synaxarium"], key=lambda d: len(d.text))
    assert all(len(c.text.split()) <= MAX_WORDS_BY_LIBRARY["synaxarium"] for c in chunk_document(doc, "v1"))
    short_qa = next(d for d in corpus["arcd"] if len(d.text.split()) < 200)
    assert len(chunk_document(short_qa, "v1")) == 1  # QA paragraphs stay whole


def test_bible_chunks_keep_verses_whole_and_carry_the_range(corpus):
    john3 = next(d for d in corpus["bible"] if d.doc_id == "svd:Jhn.3")
    chunks = chunk_document(john3, "v1", max_words=60)
    assert len(chunks) > 1
    expected = 1
    for chunk in chunks:
        assert chunk.metadata["verse_start"] == expected
        assert chunk.metadata["book"] == "Jhn" and chunk.metadata["chapter"] == 3
        lines = chunk.text.split("\n")
        assert lines == john3.units[chunk.metadata["verse_start"] - 1 : chunk.metadata["verse_end"]]
        expected = chunk.metadata["verse_end"] + 1
    assert expected == 37
    holding_16 = [c for c in chunks if c.metadata["verse_start"] <= 16 <= c.metadata["verse_end"]]
    assert len(holding_16) == 1 and john3.units[15] in holding_16[0].text


def test_overlap_repeats_sentences_and_still_advances(corpus):
    doc = max(corpus["synaxarium"], key=lambda d: len(d.text))
    plain = chunk_document(doc, "v1", max_words=150)
    overlapping = chunk_document(doc, "v1", max_words=150, overlap_sentences=1)
    assert len(overlapping) >= len(plain)
    shared = 0
    for before, after in zip(overlapping, overlapping[1:]):
        # shares the previous chunk's last sentence, unless that chunk was one sentence alone
        shared += after.metadata["char_start"] < before.metadata["char_end"]
        assert after.metadata["char_end"] > before.metadata["char_end"]  # and always moves on
    assert shared >= len(overlapping) // 2
    assert all(len(c.text.split()) <= 150 for c in overlapping)
    _covered(doc, overlapping)


def test_packing_is_balanced_and_splits_sentences_at_arabic_punctuation():
    sentences = [f"جملة رقم {i} فيها كلمات كثيرة جدا هنا." for i in range(13)]  # 13 x 8 words = 104
    doc = Document(doc_id="t:1", library="test", domains=["general"], title="عنوان", url="u", text=" ".join(sentences))
    chunks = chunk_document(doc, "v1", max_words=100)
    assert [len(c.text.split()) for c in chunks] == [48, 56]  # not 96 + 8
    question = Document(doc_id="t:2", library="test", domains=["general"], title="t", url="u",
                        text="هل جاء؟ نعم جاء! ثم ذهب؛ وعاد. النسبة 3.5 بالمئة")
    pieces = [c.text for c in chunk_document(question, "v1", max_words=2)]
    assert pieces == ["هل جاء؟", "نعم جاء!", "ثم ذهب؛", "وعاد.", "النسبة 3.5", "بالمئة"]


def test_a_sentence_longer_than_the_limit_is_cut_at_words():
    text = " ".join(["كلمة"] * 250)
    doc = Document(doc_id="t:3", library="test", domains=["general"], title="t", url="u", text=text)
    chunks = chunk_document(doc, "v1", max_words=100)
    assert [len(c.text.split()) for c in chunks] == [84, 84, 82]
    assert re.sub(r"\s+", " ", " ".join(c.text for c in chunks)) == text


def test_bad_settings_are_rejected():
    doc = Document(doc_id="t:4", library="test", domains=[], title="t", url="u", text="نص.")
    with pytest.raises(ValueError):
        chunk_document(doc, "v1", max_words=0)
    with pytest.raises(ValueError):
        chunk_document(doc, "v1", overlap_sentences=-1)
