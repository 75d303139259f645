"""The classes fresh-questions-22 found answered when they should have been declined (issue 19, FQ22WRONG36):
a yes/no comparison the text never makes ("هل X أعظم من Y", fq22-124); a town asked and a tribe answered (fq22-116);
the baptiser asked and a sentence that names the baptised and no baptism (fq22-067). The questions and sentences
are this test's own (the store-wide runs are in benchmarks/trust/RESULTS.md)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import expected_type, satisfies
from dalil.answer.asked_stated import asked_problem
from dalil.answer.elative_asked import asked_elative

# --- a yes/no comparison --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("هل القديس مكاريوس كان أعظم من القديس أنطونيوس؟", "اعظم"),
        ("هل كان بطرس أكبر من أخيه أندراوس؟", "اكبر"),
        ("وهل الأنبا شنوده أقدم من الأنبا ويصا؟", "اقدم"),
        ("هل عاش القديس أكثر من مائة سنة؟", None),  # a bound on a number, no comparison of persons
        ("هل كان أعظم الأنبياء؟", None),  # no "من": the superlative is not asked here
    ],
)
def test_a_yes_no_comparison_asks_its_elative(question: str, asked: str | None) -> None:
    assert asked_elative(question) == asked


@pytest.mark.parametrize(
    ("sentence", "answers"),
    [
        ("ثم قصد القديس العظيم أنطونيوس فلما رآه القديس مكاريوس دهش من هيبته", False),  # both named, no comparison
        ("وكان القديس مكاريوس تلميذا للقديس أنطونيوس", False),
        ("وكان القديس مكاريوس أعظم من القديس أنطونيوس في نسكه", True),  # the elative said
    ],
)
def test_a_comparison_is_answered_only_where_it_is_written(sentence: str, answers: bool) -> None:
    problem = asked_problem("هل القديس مكاريوس كان أعظم من القديس أنطونيوس؟", [sentence])
    assert (problem is None) is answers


# --- a town asked, a tribe answered ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    ["دانيال النبي كان من أي مدينة؟", "النبي ناحوم من أي قرية؟", "الراهب ده كان من أنهي بلد؟", "في أي مدينة ولد؟"],
)
def test_which_town_asked_inside_the_clause_wants_a_place(question: str) -> None:
    assert expected_type(question) == "place"


@pytest.mark.parametrize(
    ("sentence", "answers"),
    [
        ("كان هذا النبي من سبط يهوذا ومن نسل داود الملك", False),  # a tribe and a line: no town
        ("وكانت نبية من سبط أشير وهي متقدمة في أيام كثيرة", False),  # "في أيام": a time, no place
        ("في مثل هذا اليوم تنيح النبي البار من سبط لاوي", False),
        ("وقد ولد في قرية القوش من قرى الجليل وهو من سبط سمعان", True),  # the village said beside the tribe
        ("وكان هذا النبي من أهل أنطاكية", True),
        ("كان النبي من الإسكندرية", True),  # the origin's "من" names the town
    ],
)
def test_a_town_is_not_told_by_a_tribe(sentence: str, answers: bool) -> None:
    assert satisfies("place", sentence, "النبي ده كان من أي مدينة؟") is answers


def test_a_place_after_a_time_word_is_still_read() -> None:
    assert satisfies("place", "وتنيح في أيام الملك قسطنطين في مدينة الإسكندرية", "تنيح في أي مدينة؟")


# --- the baptiser asked ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "sentence", "answers"),
    [
        # the baptised named and described, no baptism said: whoever else is named baptised no one
        ("مين اللي عمد أبلوس الإسكندري؟", "وأقبل إلى أفسس يهودي اسمه أبلوس إسكندري الجنس رجل فصيح سمعه أكيلا وبريسكلا", False),
        ("من الذي عمد الخصي الحبشي؟", "وإذا رجل حبشي خصي وزير لكنداكة ملكة الحبشة قد جاء إلى أورشليم", False),
        ("من الذي عمد كريسبس رئيس المجمع؟", "وكريسبس رئيس المجمع آمن بالرب مع جميع بيته", False),
        # the baptism said, its doer named
        ("من الذي عمد كريسبس رئيس المجمع؟", "أشكر الله أني لم أعمد أحدا منكم إلا كريسبس وغايس", True),
        ("مين اللي عمد أبلوس الإسكندري؟", "فعمده بولس الرسول في أفسس", True),
    ],
)
def test_the_baptiser_is_told_only_by_the_baptism(question: str, sentence: str, answers: bool) -> None:
    assert (asked_problem(question, [sentence]) is None) is answers
