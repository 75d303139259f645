"""`question_words.glued_asking` / `spelled_asking`: a question word glued to ب/ل asks as written apart, and names
nothing a passage is about (`support.subject_terms` drops it; EXCERPT78)."""

from __future__ import annotations

import pytest

from dalil.text.normalize import fold
from dalil.text.question_words import glued_asking, spelled_asking
from dalil.text.support import subject_share, subject_terms, term_set


@pytest.mark.parametrize("word", ["بأي", "لأي", "ولأي", "بكم", "وبكم", "لكم", "بأنهي", "لأنهي", "لامتى", "لفين", "بمين", "لماذا"])
def test_a_question_word_behind_a_glued_preposition_is_asking(word: str) -> None:
    assert glued_asking(fold(word))


@pytest.mark.parametrize("word", ["لما", "كما", "بما", "كلية", "كمين", "باكر", "بولس", "لبنان", "أي", "كم", "ليه", "مينا"])
def test_when_like_names_and_bare_question_words_are_not(word: str) -> None:
    # "لما" opens a time clause, "كلية" is no ك + ليه; a bare question word is read by the frame words already
    assert not glued_asking(fold(word))


def test_which_when_where_words_are_spelled_apart_and_words_read_whole_are_kept() -> None:
    assert spelled_asking(fold("بأي")) == ("ب", "اي")
    assert spelled_asking(fold("ولأي")) == ("ل", "اي")
    assert spelled_asking(fold("لامتى")) == ("ل", "امتي")
    assert spelled_asking(fold("بأنهي")) == ("ب", "انهي")
    # a question word as written ("بكم", "لماذا"), who and what behind a preposition: their readers take them whole
    for word in ("بكم", "بكام", "لماذا", "لمن", "بمين", "بإيه", "باكر"):
        assert spelled_asking(fold(word)) == (fold(word),), word


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("بأي كلمات تبدأ صلاة باكر في الأجبية؟", "با"),
        ("بكم معمودية نعترف في قانون الإيمان؟", "بكم"),
        ("لأي قبيلة كان ينتمي عنترة بن شداد؟", "لا"),
        ("لأنهي قبيلة كان بينتمي عنترة؟", "لانه"),
    ],
)
def test_the_glued_word_is_no_subject_term(question: str, asked: str) -> None:
    terms = subject_terms(question)
    assert asked not in terms
    assert terms  # the subject itself stays


def test_the_passage_that_answers_is_no_longer_held_short_by_the_glued_word() -> None:
    question = "بكم معمودية نعترف في قانون الإيمان؟"
    held = term_set("قانون الإيمان: ونعترف بمعمودية واحدة لمغفرة الخطايا")
    assert subject_share(subject_terms(question), held, frozenset()) == 1.0


def test_time_openers_stay_terms_as_before() -> None:
    # "لما" is read by `support.time_opener_terms` (held where held), not dropped as a question word
    assert "لما" in subject_terms("داود لما راح بيت أخيمالك مين بلغ شاول")
