"""Readings remembered per process (CPU24F, a speed change: a served ask folded ~180 texts of ~29,
and the claim checks read the same words and sentence pairs again and again). Each remembered
function must give what its plain definition gives, for any text, and hand out nothing a caller
could change for the next caller: a cached list or set returned as is would carry one ask's
change into the next."""

from __future__ import annotations

import json
from pathlib import Path

from dalil.text import normalize, restated, support, written
from dalil.text.exceptions import exception_findings
from dalil.text.forms import GLUED_PARTICLES
from dalil.text.normalize import fold

FIXTURES = Path(__file__).resolve().parents[3] / "benchmarks" / "fixtures"


def _fixture_texts(limit_per_file: int = 60) -> list[str]:
    texts: list[str] = []
    for path in sorted(FIXTURES.glob("*.jsonl")):
        if path.name.startswith(("fresh-questions-5", "claims-blind8", "concepts-unseen", "concepts-readers")):
            continue  # held out
        for line in path.read_text(encoding="utf-8").splitlines()[:limit_per_file]:
            if line.strip():
                texts.extend(value for value in json.loads(line).values() if isinstance(value, str))
    return texts


def test_fold_remembered_is_fold() -> None:
    texts = _fixture_texts()
    assert len(texts) > 500
    long_text = "بِسْمِ الآبِ ﻻ ١٢ ‌" * 300  # > _REMEMBERED_FOLD_CHARS: folded every time
    assert len(long_text) > normalize._REMEMBERED_FOLD_CHARS
    for text in [*texts, long_text, "", "  ", "a_b"]:
        plain = normalize._fold_letters(normalize._FORMAT.sub("", text))
        assert fold(text) == plain
        assert fold(text) == plain  # and again, from memory


def test_fold_memory_is_bounded() -> None:
    info = normalize._fold_remembered.cache_info()
    assert info.maxsize == normalize._REMEMBERED_FOLDS
    fold("x" * (normalize._REMEMBERED_FOLD_CHARS + 1))
    assert normalize._fold_remembered.cache_info().currsize <= normalize._REMEMBERED_FOLDS
    before = normalize._fold_remembered.cache_info()
    fold("y" * (normalize._REMEMBERED_FOLD_CHARS + 1))
    assert normalize._fold_remembered.cache_info() == before  # a long text is not remembered


def _bare_forms_defined(token: str) -> set[str]:
    forms = {token}
    for prefix in GLUED_PARTICLES:
        if token.startswith(prefix) and len(token) - len(prefix) >= 2:
            forms.add(token[len(prefix):])
    return forms


def test_bare_forms_and_word_keys_are_their_definitions_and_immutable() -> None:
    for text in _fixture_texts(20):
        for token in restated.tokens(text):
            assert restated.bare_forms(token) == _bare_forms_defined(token)
            assert isinstance(restated.bare_forms(token), frozenset)
            assert isinstance(restated.word_keys(token), frozenset)
    assert restated.word_keys("والكنيسة") >= {"كنيسه"}


def test_restating_hands_out_fresh_copies() -> None:
    excerpt = "لم يسمح لأحد بالدخول إلى الهيكل سوى الشمامسة. وكان ذلك في أيام الملك."
    claim = "لم يسمح لأحد بالدخول إلى الهيكل"
    first = written.restating(claim, excerpt)
    assert first is not None
    keys, held = first
    expected_keys, expected_words = set(keys), list(held)
    keys.clear()
    held.clear()
    again = written.restating(claim, excerpt)
    assert again is not None and again[0] == expected_keys and again[1] == expected_words
    said = written.words(claim)
    said.clear()
    assert written.words(claim)
    # the checks that read them still find the dropped exception, twice in a row
    assert exception_findings(claim, excerpt) == exception_findings(claim, excerpt) != []


def test_subject_terms_remembered_is_the_same_reading() -> None:
    questions = [text for text in _fixture_texts(40) if len(text) < 200]
    first = [support.subject_terms(q) for q in questions]
    assert [support.subject_terms(q) for q in questions] == first
    assert all(isinstance(terms, frozenset) for terms in first)


def test_a_words_root_keys_are_read_once_and_equal_the_reading() -> None:
    from dalil.text.word_families import root_keys  # noqa: PLC0415

    words = ["ارسل", "مرسل", "تعليم", "علمه", "قال", "يقول", "استشهد", "شهيد", "ا", "ابو", "كتب", "مكتوبه"]
    for word in words:
        assert root_keys(word) == root_keys.__wrapped__(word)
    before = root_keys.cache_info().hits
    again = [root_keys(word) for word in words]
    assert root_keys.cache_info().hits == before + len(words)
    assert again == [root_keys.__wrapped__(word) for word in words]
    assert all(isinstance(keys, frozenset) for keys in again)  # immutable: one value shared by every caller
