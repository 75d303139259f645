"""A question word behind a glued one-letter particle asks, it names nothing (SUPPORT78, issue 19).

The stemmer keeps a glued ب/ل/و/ف on a short word: "بأي مزمور" gave the subject term با and "لأي سبب" the term لا,
which no passage writes, so every sentence lost that share of the answerer's support floor (and the excerpt check and
the evidence floor read the same terms). The reading is one (`question_words.glued_asking_word`), read by the frame of
`support.subject_terms`; "لما" (ل + ما) stays the time clause's opener it is (`time_opener_terms`)."""

from __future__ import annotations

import pytest

from dalil.text.question_words import glued_asking_word
from dalil.text.support import subject_terms, time_opener_terms


@pytest.mark.parametrize(
    "word", ["باي", "لاي", "بكم", "لكم", "وكم", "لفين", "بمين", "لمين", "بايه", "بانهي", "لانهي", "ومتي", "لامتي", "فمن"]
)
def test_a_question_word_behind_a_glued_particle_asks(word: str) -> None:
    assert glued_asking_word(word)


@pytest.mark.parametrize("word", ["لما", "باب", "بابا", "بيت", "ليس", "لكن", "كما", "بايع", "اي", "كم", "", "ب", "بي"])
def test_other_words_are_not_glued_question_words(word: str) -> None:
    assert not glued_asking_word(word)


@pytest.mark.parametrize(
    ("question", "dropped", "kept"),
    [
        ("بأي مزمور يبدأ الهوس الرابع في التسبحة؟", "با", {"مزمور", "هوس", "رابع"}),
        ("لأي سبب ترك الراهب الدير؟", "لا", {"سبب", "ترك", "دير"}),
        ("بكم اشترى رؤساء الكهنة الحقل؟", "بكم", {"اشتر", "حقل"}),
        ("لكم بطريرك صار الأنبا مينا أبا؟", "لكم", {"مينا"}),
        ("بمين اتجوزت القديسة؟", "مين", {"اتجوز"}),
    ],
)
def test_the_glued_question_word_is_the_frame_not_the_subject(question: str, dropped: str, kept: set[str]) -> None:
    terms = subject_terms(question)
    assert dropped not in terms
    assert kept <= terms


def test_when_stays_the_opener_of_a_time_clause() -> None:
    question = "الأنبا بولا كان عنده كام سنة لما تنيح؟"
    assert "لما" in subject_terms(question)
    assert time_opener_terms(question) == {"لما"}


@pytest.mark.parametrize("question", ["", "؟", "بأي", "بكم بكم بكم", "which psalm?", "بأي " * 300])
def test_bad_input_reads_without_error(question: str) -> None:
    assert isinstance(subject_terms(question), frozenset)
