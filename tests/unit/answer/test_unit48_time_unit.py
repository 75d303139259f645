"""UNIT48: a unit of time asked more precisely than "when" — which weekday, month, hour, season — is answered
only by a sentence that states THAT unit (answer/time_unit.py, read by answer_type.satisfies and
answer_type_problem). A year does not answer a month, a month not a season, a day of the month or a day
counted ("اليوم الثالث") not a weekday, a date not an hour. Own invented records and wordings (Egyptian, MSA,
the Arabic a Franco question is searched as); each failing case fails on main 8fcd01c."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import ANSWER_TYPE_MISMATCH, answer_type_problem, satisfies
from dalil.answer.time_unit import asked_unit, states_unit
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider

TITLE = "نياحة القديس بسنتاؤس الناسك"


@pytest.mark.parametrize(
    ("question", "unit"),
    [
        ("القديس بسنتاؤس اتنيح انهي يوم في الاسبوع؟", "weekday"),
        ("في أي يوم من أيام الأسبوع رسم الأنبا بسنتاؤس أسقفا؟", "weekday"),
        ("الأنبا بسنتاؤس كان بينزل المدينة يوم ايه في الأسبوع؟", "weekday"),
        ("المعلم سمعان نياح في اي يوم في الاسبوع", "weekday"),  # a Franco question as it is searched
        ("القديس بسنتاؤس اتنيح في انهي شهر؟", "month"),
        ("في أي شهر قبطي رسم البابا بسنتاؤس؟", "month"),
        ("عيد الشجرة في شهر ايه؟", "month"),
        ("الراهب بسنتاؤس اترهب في شهر كام؟", "month"),
        ("الملاك ظهر للقديس الساعة كام؟", "hour"),
        ("في أي ساعة من النهار صلى القائد؟", "hour"),
        ("بطرس طلع علي السطح لكي يصلي الساعه كم", "hour"),
        ("في أي فصل من فصول السنة تنيح القديس بسنتاؤس؟", "season"),
        ("عيد الحصاد بييجي في انهي فصل؟", "season"),
        ("رحلة القديس للجبل كانت صيف ولا شتا؟", "season"),
    ],
)
def test_the_unit_asked(question: str, unit: str) -> None:
    assert asked_unit(question) == unit


@pytest.mark.parametrize(
    "question",
    [
        "متى تنيح القديس بسنتاؤس؟",  # "when": any date answers
        "القديس بسنتاؤس اتنيح يوم ايه؟",  # which day, a date answers it: the week is not named
        "في أي يوم تنيح القديس بسنتاؤس؟",
        "كم ساعة صلى القديس بسنتاؤس؟",  # how many hours: a duration
        "كم شهرا بقي القديس في الجبل؟",
        "في أي فصل من سفر التكوين ذكر الطوفان؟",  # a chapter, no season
        "في أي سنة تنيح القديس بسنتاؤس؟",
    ],
)
def test_no_unit_asked(question: str) -> None:
    assert asked_unit(question) is None


@pytest.mark.parametrize(
    ("unit", "sentence"),
    [
        ("weekday", "ورسم أسقفا في يوم الخميس 4 هاتور سنة 1500 ش."),
        ("weekday", "وكان ينزل إلى المدينة يوم السبت ويعود إلى مغارته."),
        ("weekday", "وفي أول الأسبوع جاءت النسوة إلى القبر."),
        ("month", "وتنيح في 13 مسرى سنة 1600 ش."),  # a Coptic date states a month and a day
        ("month", "وتنيح في 5 أغسطس سنة 1890 م."),
        ("month", "وفي الشهر السابع اجتمع الشعب."),
        ("month", "في مثل هذا اليوم تنيح القديس بسنتاؤس."),  # the record's own day, a day of its month
        ("hour", "وفي الساعة التاسعة صلى القائد في بيته."),
        ("hour", "وكان نحو الساعة الحادية عشرة."),
        ("hour", "وكان يصلي صلاة باكر مع الرهبان."),
        ("season", "وكان شتاء والبرد شديدا."),
        ("season", "ويحتفلون به في أول يوم من فصل الربيع."),
    ],
)
def test_the_unit_stated(unit: str, sentence: str) -> None:
    assert states_unit(unit, sentence, this_day="هذا اليوم" in sentence)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("unit", "sentence"),
    [
        ("weekday", "وتنيح القديس في 22 سبتمبر سنة 1890 م."),  # a day of the month, no weekday
        ("weekday", "وقام في اليوم الثالث من بين الأموات."),  # a day counted
        ("weekday", "وكان يصوم مرتين في الأسبوع."),  # how often, not which day
        ("month", "وتنيح القديس سنة 1600 ش."),  # a year for a month
        ("month", "وتنيح في الشتاء بعد مرض طويل."),  # a season for a month
        ("hour", "وتنيح في 13 مسرى سنة 1600 ش."),  # a date for an hour
        ("hour", "لأن ساعتها قد جاءت."),  # "her hour", no hour told
        ("season", "وتنيح في 22 سبتمبر سنة 1890 م."),  # a month for a season
        ("season", "وتنيح القديس سنة 1600 ش."),
    ],
)
def test_another_unit_stated(unit: str, sentence: str) -> None:
    assert not states_unit(unit, sentence)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("القديس بسنتاؤس اتنيح انهي يوم في الاسبوع؟", "وتنيح القديس بسنتاؤس في 22 سبتمبر سنة 1890 م. [E1]"),
        ("في أي يوم من أيام الأسبوع رسم الأنبا بسنتاؤس أسقفا؟", "ورسم الأنبا بسنتاؤس أسقفا سنة 1500 ش. [E1]"),
        ("القديس بسنتاؤس اتنيح في انهي شهر؟", "وتنيح القديس بسنتاؤس سنة 1600 ش. [E1]"),
        ("في أي شهر رسم الأنبا بسنتاؤس أسقفا؟", "ورسم الأنبا بسنتاؤس أسقفا عام 350 م. [E1]"),
        ("القديس بسنتاؤس اتنيح الساعة كام؟", "وتنيح القديس بسنتاؤس في 13 مسرى سنة 1600 ش. [E1]"),
        ("في أي فصل من فصول السنة تنيح القديس بسنتاؤس؟", "وتنيح القديس بسنتاؤس في 22 سبتمبر سنة 1890 م. [E1]"),
        ("القديس بسنتاؤس اتنيح في انهي فصل؟", "وتنيح القديس بسنتاؤس سنة 1600 ش. [E1]"),
    ],
)
def test_another_unit_does_not_answer(question: str, answer: str) -> None:
    problem = answer_type_problem(question, answer)
    assert problem is not None and problem.startswith(ANSWER_TYPE_MISMATCH)
    assert not satisfies(None, answer, question)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("القديس بسنتاؤس اتنيح انهي يوم في الاسبوع؟", "وتنيح القديس بسنتاؤس في يوم الخميس 4 هاتور سنة 1500 ش. [E1]"),
        ("في أي شهر رسم الأنبا بسنتاؤس أسقفا؟", "ورسم الأنبا بسنتاؤس أسقفا في 13 مسرى سنة 1500 ش. [E1]"),
        ("في أي ساعة صلى القائد كرنيليوس؟", "وفي الساعة التاسعة صلى القائد كرنيليوس في بيته. [E1]"),
        ("في أي فصل من فصول السنة تنيح القديس بسنتاؤس؟", "وتنيح القديس بسنتاؤس في الشتاء بعد مرض طويل. [E1]"),
    ],
)
def test_the_unit_answers(question: str, answer: str) -> None:
    assert answer_type_problem(question, answer) is None


def _answer(question: str, *texts: str):
    evidence = [
        Evidence(evidence_id=f"E{i}", chunk_id=f"syn:99-03#1/{i}", excerpt=text, title=TITLE)
        for i, text in enumerate(texts, 1)
    ]
    return ExtractiveProvider().answer(question, evidence)


def test_the_answerer_skips_a_sentence_of_another_unit() -> None:
    """Of a record that states only a year, the answerer gives no sentence for a month asked."""
    result = _answer(
        "القديس بسنتاؤس الناسك اتنيح في انهي شهر؟",
        "وتنيح القديس بسنتاؤس الناسك سنة 1600 ش بعد جهاد طويل في الجبل.",
    )
    assert not result.answer or "1600" not in result.answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # the hour the question names is not the hour it asks
        ("تسبحة الساعة التالتة بتتصلى الساعة كام؟", "تسبحة الساعة الثالثة من النهار المبارك أقدمها للمسيح ملكي. [E1]"),
        ("صلاة باكر بتتصلى الساعة كام؟", "صلاة باكر من النهار المبارك أقدمها للمسيح ملكي وإلهي. [E1]"),
        # the weekday the question names is not the weekday it asks
        ("قداس الجمعة العظيمة اتنقل لأنهي يوم في الأسبوع؟", "ويصلى قداس الجمعة العظيمة في الكنيسة. [E1]"),
        # the month the question names is not the month it asks
        ("الأنبا بسنتاؤس اللي اترسم في توت اتنيح في أنهي شهر؟", "ورسم الأنبا بسنتاؤس في توت سنة 1500 ش وتنيح سنة 1530 ش. [E1]"),
    ],
)
def test_the_unit_the_question_names_does_not_answer(question: str, answer: str) -> None:
    problem = answer_type_problem(question, answer)
    assert problem is not None and problem.startswith(ANSWER_TYPE_MISMATCH)


def test_an_hour_told_beside_the_one_named() -> None:
    question = "في أي ساعة تصلى تسبحة الساعة التالتة؟"
    assert answer_type_problem(question, "وتصلى تسبحة الساعة الثالثة في الساعة التاسعة صباحا. [E1]") is None
