"""The one asked described by what he did, made, founded or wrote (DESCRIBED49, issue 19): one reading of the
description (`answer/described.py`) declines an answer whose record does not hold it and accepts the record that
does; a description told over the naming sentence and the sentence after it (`asked_stated.described_told_on`) is
stated. Records are invented or paraphrased; the wordings are neither the fresh sets' nor the fixture's."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.asked_stated import asked_problem, described_told_on
from dalil.answer.described import asked_of_described, described_problem, descriptions, undescribed
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.reasons import DESCRIBED_UNSUPPORTED
from dalil.text.normalize import fold

NAMES = frozenset(fold("مرقس انطونيوس باخوميوس اخميم").split())
_SAINT = "في مثل هذا اليوم تنيح القديس العظيم، وقد ولد بمدينة أخميم من أبوين مسيحيين سنة 292 م"


def _record(excerpt: str, title: str = "", chunk: str = "arcd:abc/0", evidence_id: str = "E1") -> list[Evidence]:
    return [Evidence(evidence_id=evidence_id, chunk_id=chunk, title=title, excerpt=excerpt)]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("صاحب نظرية الكم اتولد فين", [("صاحب", ("نظريه", "الكم"))]),  # the owner's noun
        ("في أي بلد ولدت صاحبة رواية الطاحونة؟", [("صاحبه", ("روايه", "الطاحونه"))]),
        ("كاتب ديوان الشوقيات مات امتى", [("كاتب", ("ديوان", "الشوقيات"))]),  # a فاعل participle
        ("راسم لوحة الصرخة اتولد سنة كام", [("راسم", ("لوحه", "الصرخه"))]),
        ("واضع قانون الجاذبية مات في أي سنة؟", [("واضع", ("قانون", "الجاذبيه"))]),
    ],
)
def test_an_owner_or_a_doer_heads_a_description(question: str, expected: list) -> None:
    assert descriptions(question, NAMES) == expected


@pytest.mark.parametrize(
    "question",
    [
        "مين اللي قاتل الفلسطينيين",  # after a relative pronoun: a form III verb
        "هو حارب الفرس امتى",  # after a subject pronoun: a verb
        "القديس مرقس كاتب الانجيل اتولد فين",  # a named person: the description is his (premise.py)
    ],
)
def test_a_doers_shape_after_a_relative_or_beside_a_name_is_no_description(question: str) -> None:
    assert descriptions(question, NAMES) == []


def test_a_saints_record_does_not_describe_the_owner_of_a_theory() -> None:
    cited = _record(_SAINT, "نياحة القديس", "syn:01-01#1/0")
    assert described_problem("صاحب نظرية الكم اتولد في انهي مدينة", cited, cited, NAMES) == f"{DESCRIBED_UNSUPPORTED}: نظريه"
    assert described_problem("كاتب ديوان الشوقيات اتولد فين", cited, cited, NAMES) == f"{DESCRIBED_UNSUPPORTED}: كاتب"


def test_a_record_that_holds_the_work_describes_its_owner_and_its_doer() -> None:
    poet = _record("أحمد شوقي أمير الشعراء، ولد في القاهرة سنة 1868، وكتب ديوان الشوقيات وتوفي سنة 1932", "أحمد شوقي")
    assert described_problem("صاحب ديوان الشوقيات اتولد فين", poet, poet, NAMES) is None  # no "صاحب" needed
    assert described_problem("كاتب ديوان الشوقيات اتولد فين", poet, poet, NAMES) is None  # "كتب" holds "كاتب"


def test_what_is_asked_of_the_described_one_is_asked_of_the_record_that_holds_him() -> None:
    poet = _record("أحمد شوقي أمير الشعراء، كتب ديوان الشوقيات. توفي في القاهرة سنة 1932.", "أحمد شوقي")
    saint = _record(_SAINT, "نياحة القديس", "syn:01-01#1/0")
    assert undescribed("كاتب ديوان الشوقيات مات في أي مدينة؟") == "مات في اي مدينه"
    assert undescribed("في أي مدينة ولد القديس انطونيوس؟", NAMES) == ""  # no description
    assert asked_of_described("كاتب ديوان الشوقيات مات في أي مدينة؟", poet) == "مات في اي مدينه"
    assert asked_of_described("كاتب ديوان الشوقيات مات في أي مدينة؟", saint) == ""


def test_the_death_of_the_described_one_is_stated_by_his_records_sentence() -> None:
    poet = _record("أحمد شوقي أمير الشعراء، كتب ديوان الشوقيات. توفي في مدينة القاهرة سنة 1932.", "أحمد شوقي")
    question = "كاتب ديوان الشوقيات اتوفى في أنهي مدينة"
    assert answer_type_problem(question, "توفي في مدينة القاهرة سنة 1932. [E1]", poet) is None
    saint = _record(_SAINT, "نياحة القديس", "syn:01-01#1/0")
    assert answer_type_problem(question, "توفي في مدينة القاهرة سنة 1932. [E1]", saint) is not None


# A described one brought in with his name, his deed told by the next sentence of the same record.
_NAMED = "وفي تلك الساعة أقبل رجل شيخ من بيت عنيا اسمه لعازر، وكان صديقا للتلاميذ."
_DEED = "فهذا ذهب إلى الوالي وطلب جسد الشهيد."
_ANOTHER = "فجاء سمعان الخباز وطلب جسد الشهيد."


def test_a_deed_told_after_the_naming_sentence_states_the_described_one() -> None:
    question = "الراجل الشيخ اللي طلب جسد الشهيد من الوالي اسمه ايه"
    assert asked_problem(question, [_NAMED, _DEED]) is not None  # main: each sentence alone
    assert described_told_on("ما اسم الشيخ الذي طلب جسد الشهيد من الوالي؟", [[_NAMED, _DEED]])
    assert asked_problem(question, [_NAMED, _DEED], runs=[[_NAMED, _DEED]]) is None
    answer = f"{_NAMED} [E1] {_DEED} [E1]"
    assert answer_type_problem(question, answer, _record(f"{_NAMED} {_DEED}")) is None


def test_a_deed_told_of_another_or_from_another_record_is_not_his() -> None:
    question = "ما اسم الشيخ الذي طلب جسد الشهيد من الوالي؟"
    assert not described_told_on(question, [[_NAMED, _ANOTHER]])  # another subject named before the deed
    two = _record(_NAMED) + _record(_DEED, chunk="arcd:other/0", evidence_id="E2")
    assert answer_type_problem(question, f"{_NAMED} [E1] {_DEED} [E2]", two) is not None  # two records: no run
    assert not described_told_on("اسمه ايه الراجل ده", [[_NAMED, _DEED]])  # no deed asked: nothing to tell on


def test_the_offline_answerer_answers_from_the_record_that_holds_the_description() -> None:
    saint = _record(_SAINT, "نياحة القديس", "syn:01-01#1/0", "E1")
    poet = _record(
        "أحمد شوقي شاعر مصري لقب بأمير الشعراء، ولد في حي الحنفي بالقاهرة سنة 1868. اشتهر بديوانه الشوقيات.",
        "أحمد شوقي", "arcd:poet/0", "E2",
    )
    payload = ExtractiveProvider().answer("صاحب ديوان الشوقيات اتولد فين", saint + poet)
    assert payload.status == "answered"
    assert payload.cited_ids == ["E2"]
    assert "الحنفي" in payload.answer


def test_a_role_said_after_the_name_by_he_is_the_named_ones() -> None:
    question = "ما اسم رئيس الصيادين الذي نزل إلى البحيرة ليلا؟"
    named = "وكان هناك رجل اسمه يونا، وهو رئيس للصيادين وكان فقيرا،"
    assert asked_problem(question, [named]) is None  # "وهو" stands for the name just given
    other = "وكان هناك رجل اسمه يونا، وهو ذهب إلى رئيس الصيادين"
    assert asked_problem(question, [other]) is not None  # the role is another's: the one he went to


def test_the_offline_answerer_reads_a_description_told_over_the_verses_around_the_naming() -> None:
    verses = [
        "ثم دخل المدينة واجتاز في السوق.",
        "وإذا رجل اسمه يونا، وهو رئيس للصيادين وكان فقيرا،",
        "وطلب أن يرى المعلم، ولم يقدر من الجمع.",
        "فركض متقدما ونزل إلى البحيرة ليلا.",
    ]
    record = _record(" ".join(verses), "", "svd:Xyz.1/0")
    payload = ExtractiveProvider().answer("ما اسم رئيس الصيادين الذي نزل إلى البحيرة في المدينة ليرى المعلم؟", record)
    assert payload.status == "answered"
    assert "يونا" in payload.answer
