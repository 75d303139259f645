"""Glued titles, name forms and the reading's report, on a small vocabulary of corpus words."""

from __future__ import annotations

import pytest
from dalil.text.reading import MIN_GLUED_NAME_LENGTH, NAME_FORMS, name_variants, read_question, split_glued_title, vocabulary_of
from dalil.text.vocabulary import Vocabulary, bundled_vocabulary

VOCABULARY = Vocabulary(
    {
        "مرقس": 309, "مارمرقس": 38, "جرجس": 58, "مينا": 51, "مارمينا": 26, "مارينا": 25, "ينا": 42, "بيشوي": 11,
        "شنوده": 25, "سيفين": 26, "بقطر": 30, "تكلاهيمانوت": 9, "تكلا": 8, "هيمانوت": 2, "مكاريوس": 75, "باخوم": 11,
    },
    "test",
)


@pytest.mark.parametrize(
    ("glued", "split"),
    [
        ("مارجرجس", "مار جرجس"),
        ("الانبابيشوي", "الانبا بيشوي"),
        ("انباشنوده", "انبا شنوده"),
        ("ماربقطر", "مار بقطر"),
        ("ابوسيفين", "ابي سيفين"),
        ("مارمرقس", "مار مرقس مارمرقس"),  # the corpus writes both: both are searched
    ],
)
def test_a_glued_title_is_split_when_the_name_is_a_corpus_word(glued: str, split: str) -> None:
    assert split_glued_title(glued, VOCABULARY) == split


@pytest.mark.parametrize("word", ["مارينا", "مارمينا", "مارثا", "انبار"])
def test_a_name_of_its_own_is_not_split(word: str) -> None:
    # مارينا is a saint, not مار + ينا (ينا is a corpus word too); مارمينا is written glued as often
    # as مينا alone; unknown remainders never split
    assert split_glued_title(word, VOCABULARY) is None


def test_two_words_the_corpus_glues_are_also_searched_glued() -> None:
    # مرقس stands alone far more often than "مارمرقس": both ways
    assert read_question("مار مرقس", VOCABULARY).searched == "مار مرقس مارمرقس"


def test_a_name_the_corpus_writes_as_one_word_is_searched_glued_only() -> None:
    # "هيمانوت" alone in 2 chunks, "تكلاهيمانوت" in 9: one name; its half تكلا is St Tekla
    reading = read_question("تكلا هيمانوت", VOCABULARY)
    assert reading.searched == "تكلاهيمانوت" and reading.rewrites == ["تكلا هيمانوت→تكلاهيمانوت"]


@pytest.mark.parametrize("word", ["ابادير", "انبانوب", "ابانوب"])
def test_a_glued_title_never_splits_off_a_name_shorter_than_four_letters(word: str) -> None:
    # ابادير is a saint, not ابا + دير ("monastery"), however often the corpus writes دير
    vocabulary = Vocabulary({"دير": 221, "ابادير": 13, "نوب": 40}, "test")
    assert MIN_GLUED_NAME_LENGTH == 4
    assert split_glued_title(word, vocabulary) is None
    assert read_question(word, vocabulary).searched == word


@pytest.mark.parametrize(
    ("name", "variants"),
    [
        ("ابوسيفين", {"سيفين"}),  # a glued title: the name behind it
        ("مارمينا", {"مينا"}),
        ("انباشنوده", {"شنوده"}),
        ("باخوميوس", {"باخوم"}),  # a NAME_SPELLINGS row: the spelling his own record is titled with
        ("مكاري", {"مكاريوس"}),
        ("قزما", {"قسما"}),  # Cosmas: the 54th pope's record is titled "قسما الثانى" (fq28-098)
        ("ابادير", set()),  # دير is no name
        ("مارينا", set()),
        ("بيشوي", set()),
    ],
)
def test_name_variants(name: str, variants: set[str]) -> None:
    assert name_variants(name) == variants


@pytest.mark.parametrize(("word", "forms"), list(NAME_FORMS.items()))
def test_each_name_form_row(word: str, forms: str) -> None:
    assert read_question(f"{word} القديس", Vocabulary({}, "empty")).searched == f"{forms} القديس"


def test_an_msa_question_is_searched_as_asked() -> None:
    question = "في أي سنة تنيح الأنبا أنطونيوس؟"
    reading = read_question(question, VOCABULARY)
    assert reading.searched == question and not reading.changed and reading.notes() == []


def test_without_a_store_vocabulary_the_bundled_table_is_read() -> None:
    # (a store's own vocabulary: tests/integration/test_title_variants.py reads a real one)
    assert vocabulary_of(object()) is bundled_vocabulary()
    assert len(bundled_vocabulary()) > 10_000 and bundled_vocabulary().count("المسيح") == 0
    assert bundled_vocabulary().count("مسيح") > 100
