"""The words a vocabulary counts are the terms the SQLite lexical index keeps (its FTS5 unicode61
tokenizer over `surface_terms`): the AWS ingest counts them in Python, and the two must agree
(tests/contracts/test_vocabulary_contract.py holds it over the CI corpus)."""

from __future__ import annotations

import sqlite3

import pytest

from dalil.text.vocabulary import chunk_surface, count_words, index_words


@pytest.mark.parametrize("word", ["χριστιανός", "ΜΈΓΑΣ", "Straße", "o'neil", "abc-12", "بيشوي", "٣٤", "x\u200cy"])
def test_a_word_is_cut_and_folded_as_fts5_unicode61_does(word: str) -> None:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5 (surface_terms, tokenize = 'unicode61 remove_diacritics 0')")
    conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'row')")
    conn.execute("INSERT INTO t VALUES (?)", (word,))
    assert sorted(index_words(word)) == sorted(term for (term,) in conn.execute("SELECT term FROM v"))


def test_final_sigma_is_folded_as_the_index_folds_it() -> None:
    assert index_words("χριστιανός") == ["χριστιανόσ"]


def test_a_word_is_counted_once_per_chunk() -> None:
    counts = count_words(["القديس بيشوي والقديس بيشوي", "الانبا بيشوي"])
    assert counts[chunk_surface("بيشوي")[0]] == 2
