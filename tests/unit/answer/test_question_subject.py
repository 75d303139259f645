"""The words of a question that name its subject (`text.support.subject_terms`), as the offline
answerer and the evidence floor read them: Egyptian question words left as written and function
words with a pronoun ending frame a question, they name nothing a passage must hold."""

from __future__ import annotations

import pytest

from dalil.text.support import subject_terms, term_set


@pytest.mark.parametrize(
    ("question", "framing"),
    [
        ("سويسرا متقسمة لكام كانتون؟", "لكام"),
        ("كلية الطب في باريس رجّعت سبب الطاعون لإيه؟", "لإيه"),
        ("أنهي مزمور يقول إن الرب راعيني", "أنهي"),
        ("عمر المختار كان عنده كم سنة لما أعدموه؟", "عنده"),
        ("كم عذراء كانوا عايشين مع القديسة دميانة؟", "كانوا"),
    ],
)
def test_a_colloquial_question_word_or_an_inflected_function_word_frames_the_question(question: str, framing: str) -> None:
    assert not term_set(framing) & subject_terms(question)


def test_the_subject_words_stay() -> None:
    assert {"سويسر", "متقسم"} <= subject_terms("سويسرا متقسمة لكام كانتون؟")
    # a word that only begins like a function word is no function word: كانتون is not كان + تون
    assert term_set("كانتون") <= subject_terms("سويسرا متقسمة لكام كانتون؟")
    # the article is not a stop word with an ending: "اله" is God
    assert subject_terms("من هو الاله؟") == term_set("الاله")


def test_a_term_another_word_gives_too_stays() -> None:
    # "عنده" frames, but "عند" as the question writes it elsewhere ... is a stop word itself; a
    # subject word that stems to the same term keeps it: "عندليب" is not "عند".
    assert term_set("عندليب") <= subject_terms("ما لون العندليب عنده؟")


def test_an_egyptian_function_word_names_nothing_but_a_verse_stays() -> None:
    # "زي العمود" (like the pillar), "بقت خمر" (became wine): the answer side's closed class of
    # Egyptian function words (text.colloquial.ANSWER_FUNCTION_WORDS) frames a question too.
    assert not term_set("زي") & subject_terms("سمعان العمودي قعد كم سنة فوق الجبل زي العمود؟")
    assert not term_set("بقت") & subject_terms("في أنهي بلد عمل المسيح أول آية لما المية بقت خمر؟")
    # "آية" folds like the colloquial ايه, which the question words frame: the verse stays
    assert term_set("آية") <= subject_terms("في أنهي بلد عمل المسيح أول آية لما المية بقت خمر؟")
