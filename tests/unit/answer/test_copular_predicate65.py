"""FRANCOYN65: a copular yes/no's predicate is the noun the copula governs, stated by its forms or synonyms, not its root.

"howa anba moussa el aswad kan 3abd abl ma yetrahbn?" was read by its last word ("يترهبن", the time clause's verb) and a
sentence of his monastic life ("… وقبله راهبا … في عبادات كثيرة") said yes to it."""

from __future__ import annotations

import pytest

from dalil.answer.copular_predicate import copular_claim
from dalil.answer.said_asked import PROPOSITION_UNSTATED, asked_proposition, said_problem
from dalil.text.normalize import fold
from dalil.text.reading import answer_reading, read_question
from dalil.text.vocabulary import bundled_vocabulary

_MOSES = "استشهاد القديس أنبا موسى الأسود"
_MONK = (
    "فأتي به إلى القديس مقاريوس الكبير وهذا وعظه ولقنه الأمانة وعمده وقبله راهبا وأسكنه في البرية فاندفع القديس موسى "
    "في عبادات كثيرة تفوق عبادة كثيرين من القديسين"
)
_SLAVE = "كان في حياته الأولي عبدا لقوم يعبدون الشمس جبارا قويا كثير الإفراط في الأكل"


def _words(*words: str) -> list[str]:
    return [fold(word) for word in words]


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        # the time clause after the predicate is no word of the claim; the predicate is the noun after كان
        ("هو انبا موسي الاسود كان عبد قبل ما يترهبن؟", _words("موسي", "الاسود", "عبد")),
        ("هل كان بشار الأسد طبيبا قبل أن يدخل السياسة؟", _words("بشار", "الاسد", "طبيبا")),
        # by tone: the subject is the reader's; what follows the predicate is held, the predicate last
        ("كرنيليوس كان قائد 100 جندي في يافا؟", _words("جندي", "يافا", "قائد")),
        ("البابا غبريال الرابع كان رئيس دير المحرق؟", _words("دير", "المحرق", "رئيس")),
        ("هو كان رئيس الدير؟", _words("الدير", "رئيس")),
        # read as before: a phrase after a copula-first subject, a naming word, an asking word, a habit
        ("هل كان هوشع النبي من سبط يهوذا؟", _words("هوشع", "سبط", "يهوذا")),
        ("هو مرقس كان اسمه يوحنا؟", _words("مرقس", "اسمه", "يوحنا")),
        ("بشار الأسد كان شغال ما قبل ما يدخل السياسة؟", _words("السياسة")),
        ("هو كان بيعبد الأصنام؟", _words("الاصنام")),
    ],
)
def test_the_predicate_is_the_word_the_copula_governs(question: str, wanted: list[str]) -> None:
    assert asked_proposition(question) == wanted


def test_a_sentence_of_the_subject_with_another_noun_of_the_root_does_not_state_the_predicate() -> None:
    question = "هو موسى الأسود كان عبد قبل ما يترهب؟"
    assert said_problem(question, [_MONK], [_MOSES]) == f"{PROPOSITION_UNSTATED}: عبد"
    assert said_problem(question, [_SLAVE], [_MOSES]) is None
    # he worshipped the stars: no slave
    assert said_problem("كرنيليوس كان عبد؟", ["وكان يعبد الكواكب ويكثر الصدقات"], ["تذكار القديس كرنليوس"]) is not None


def test_a_franco_question_is_held_to_its_predicate_noun() -> None:
    asked = "howa anba moussa el aswad kan 3abd abl ma yetrahbn?"
    question = answer_reading(asked, read_question(asked, bundled_vocabulary()).searched)
    assert said_problem(question, [_MONK], [_MOSES]) is not None
    assert said_problem(question, [_SLAVE], [_MOSES]) is None


def test_the_time_clause_neither_answers_nor_is_required() -> None:
    question = "بشار الأسد كان طبيب قبل السياسة؟"
    assert said_problem(question, ["قبل دخوله السياسة، كان طبيبا وتخصص في طب العيون"], ["بشار الأسد"]) is None
    assert said_problem(question, ["ودخل السياسة بعد وفاة أخيه"], ["بشار الأسد"]) == f"{PROPOSITION_UNSTATED}: طبيب"


def test_what_follows_the_predicate_is_held_to_the_sentence() -> None:
    question = "كرنيليوس كان قائد 100 جندي في يافا؟"
    assert said_problem(question, ["كان رئيسا علي فرقة من مئة جندي بقيصرية فلسطين وكان قائدا"], []) is not None


@pytest.mark.parametrize("question", ["", "كان", "كان؟", "؟" * 500, "Zakka kan ghany?", "هو كان؟", "x " * 3000 + "كان عبد؟"])
def test_bad_input_asks_nothing_or_is_read_safely(question: str) -> None:
    asked_proposition(question)  # no error
    assert not copular_claim([], lambda word: True).predicate
    assert asked_proposition("Zakka kan ghany?") == []
