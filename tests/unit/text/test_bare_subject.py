"""A question that only names what it asks about (text/bare_subject): the shape that tells a short
general question ("ما هو الكتاب المقدس؟") from a theme question the E5 topic match may route to the
topical index (retrieval/routing.concept_question)."""

from __future__ import annotations

import pytest

from dalil.text.bare_subject import bare_subject


@pytest.mark.parametrize(
    "question",
    [
        "ما هو الكتاب المقدس؟",  # a definition: the Bible's own name is the subject, no verb of saying
        "من هو النبي زكريا؟",  # a person: a title and a name
        "مين هو زكريا؟",  # Egyptian "who"
        "ايه هو الانجيل؟",  # Egyptian "what"
        "ماهو تعريف الأندلس؟",  # the copula glued to the question word, as typed
        "متى يتزوج؟",  # a date
        "أين يقع المغرب؟",  # a place
        "و ماذا تكون؟",  # a conjunction first, and nothing named at all
        "من ألف كتاب تلبيس إبليس؟",  # a person asked by a past deed (أ: a verb, not the article)
        "من بنى الكعبة؟",
    ],
)
def test_a_question_word_and_a_name_is_a_bare_subject(question: str) -> None:
    assert bare_subject(question, 2)


@pytest.mark.parametrize(
    "question",
    [
        "ماذا قال المسيح عن الغفران؟",  # what Christ says about something: a verb of saying, a speaker, a subject
        "الكتاب بيقول ايه عن القلق؟",  # the same, Egyptian, the question word inside
        "ازاي ابطل اقلق",  # how: a way to live, however short
        "هل كل البشر خطاة؟",  # whether a teaching holds
        "ما معنى أن المسيح يحيا في المؤمن؟",  # a clause, not a name
        "آيات عن الصبر",  # no question word
        "من يدخل ملكوت السموات؟",  # who does, generally (the imperfect): a teaching
        "من هو القريب الذي يجب أن أحبه بحسب مثل المسيح؟",  # a copula and a relative clause
        "مين اللي كان موجود من البداية عند ربنا؟",  # a relative
    ],
)
def test_a_question_that_says_more_than_a_name_is_not(question: str) -> None:
    assert not bare_subject(question, 2)


def test_the_bound_is_the_number_of_words_and_a_negative_one_turns_it_off() -> None:
    assert bare_subject("من هو عيسى؟", 1)
    assert not bare_subject("من هو النبي زكريا؟", 1)
    assert not bare_subject("من هو عيسى؟", -1)


@pytest.mark.parametrize(
    "question",
    [
        "أنطونيوس مين؟",  # Egyptian puts "who" last: the name before it is all that is asked
        "طيبة دي فين؟",  # "where" last, a demonstrative
        "وعيد النيروز امتى؟",  # "when" last, after a conjunction
        "بيت عنيا ايه",  # "what" last, no question mark
        "رسالة العبرانيين كتبها مين؟",  # a person asked by a past deed, the verb just before "who"
    ],
)
def test_a_question_word_at_the_end_reads_as_at_the_start(question: str) -> None:
    assert bare_subject(question, 2)


@pytest.mark.parametrize(
    "question",
    [
        "ربنا بيغفر للي بيرجعله كام مرة؟",  # a teaching asked with "how many" last: a clause before it
        "اللي ربنا بيسمع صلاته مين؟",  # a relative clause: "who" of a teaching
        "الأخ اللي زعلني أسامحه كام مرة؟",  # a relative clause and a count
        "المؤمن يلاقي السلام فين؟",  # where a teaching says peace is found: three terms before "where"
        "الواحد يصلي ازاي؟",  # "how" last: a way, as "how" first is
    ],
)
def test_a_theme_asked_with_the_question_word_at_the_end_is_not(question: str) -> None:
    assert not bare_subject(question, 2)
