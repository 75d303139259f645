"""Egyptian question words, كم of a measure, present-time quantities and an untitled name that is a
life event's subject (answer/answer_type.py, answer/measure.py). Wording of my own, issue 19."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import (
    ANSWER_TYPE_MISMATCH,
    PERSON_NOT_NAMED,
    PRESENT_TIME_UNSTATED,
    SUBJECT_NOT_NAMED,
    answer_type_problem,
    event_subjects,
    expected_type,
    person_problem,
    present_time_question,
)
from dalil.answer.measure import asked_measure
from dalil.models import Evidence


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("فين الكاتدرائية الجديدة؟", "place"),
        ("امتى اتنيح البابا شنودة؟", "date"),
        ("الكاتدرائية الجديدة فين؟", None),  # trailing: untyped (colloquial suite)
        ("نيقولاوس اتولد في أنهي بلد؟", "place"),
        ("الدير ده اتبنى في أنهي سنة؟", "date"),
        ("في انهي مدينة اتولد مار مرقس؟", "place"),
        ("سعر الشموع دي بكام؟", "number"),
        ("مزمور الراعي رقمه كام؟", None),
        ("امتى بيبدأ صوم الرسل؟", "date"),
        ("ليه الراهب ساب الدير؟", "reason"),
        ("أبونا قال ليه إيه؟", None),  # "told him", not "why"
        ("ازاي أحضر القداس؟", None),
    ],
)
def test_egyptian_question_words_ask_what_their_msa_forms_ask(question: str, kind: str | None) -> None:
    assert expected_type(question) == kind


@pytest.mark.parametrize(
    ("question", "measure"),
    [
        ("القديس كان طوله كام؟", "length"),
        ("كم كان عمرها لما استشهدت؟", "age"),
        ("بكام سعر الإنجيل المشكول؟", "price"),
        ("كم وزن الجرس الكبير؟", "weight"),
        ("درجة الحرارة في أسوان كام؟", "temperature"),
        ("كم المسافة بين الديرين؟", "distance"),
        ("كم عدد رهبان الدير؟", None),
    ],
)
def test_a_measure_noun_names_the_measure_asked(question: str, measure: str | None) -> None:
    assert asked_measure(question) == measure


def test_a_measure_wants_its_unit_not_any_number() -> None:
    question = "القديس الناسك كان طوله كام؟"
    assert answer_type_problem(question, "تنيح بسلام سنة 350 للميلاد.") == f"{ANSWER_TYPE_MISMATCH}: wanted number"
    assert answer_type_problem(question, "كان طوله نحو أربعة أذرع.") is None
    age = "كم كان عمر الشهيدة؟"
    assert answer_type_problem(age, "استشهدت في عهد دقلديانوس ومعها 40 عذراء.") is not None
    assert answer_type_problem(age, "استشهدت وعمرها خمس عشرة سنة.") is None
    # A plain count keeps wanting any number.
    assert answer_type_problem("كم عدد تلاميذ الأنبا مكاريوس؟", "كان للأنبا مكاريوس 70 تلميذا.") is None


def test_todays_price_or_temperature_needs_a_sentence_that_states_it_now() -> None:
    question = "سعر الشمعة النهارده كام؟"
    assert present_time_question(question)
    assert answer_type_problem(question, "اشترى الشموع بثلاثة دنانير.") == PRESENT_TIME_UNSTATED
    assert answer_type_problem(question, "سعر الشمعة حاليا 5 جنيهات.") is None
    # The record's own day ("في مثل هذا اليوم") says nothing of now.
    assert answer_type_problem("درجة الحرارة اليوم كام؟", "في مثل هذا اليوم اشتدت الحرارة 50 درجة.") == PRESENT_TIME_UNSTATED
    # A count today is answered by a reference's current figure.
    assert answer_type_problem("كم عدد سكان البرتغال اليوم؟", "يبلغ عدد سكان البرتغال 10 ملايين نسمة.") is None
    assert not present_time_question("مين القديس اللي بنعيد له النهارده؟")


def test_a_quantity_asked_of_a_place_is_answered_only_from_a_record_naming_it() -> None:
    question = "كم عدد الكنائس في كندا النهارده؟"
    elsewhere = [Evidence(evidence_id="e1", chunk_id="syn:1/0", title="تدشين كنيسة", excerpt="دشن البابا 3 كنائس في لندن")]
    assert answer_type_problem(question, "دشن البابا 3 كنائس في لندن.", elsewhere) == f"{SUBJECT_NOT_NAMED}: كندا"
    # a reference's record (FQ7PERSON19R: a Synaxarium record states no count of now)
    there = [Evidence(evidence_id="e1", chunk_id="arcd:1/0", title="الكنيسة في كندا", excerpt="في كندا 40 كنيسة")]
    assert answer_type_problem(question, "في كندا 40 كنيسة.", there) is None


def test_an_untitled_name_a_life_event_is_said_of_must_be_named_by_the_cited_record() -> None:
    assert event_subjects("نيوتن اتولد في أنهي بلد؟") == ["نيوتن"]
    assert event_subjects("أين ولد نيوتن؟") == ["نيوتن"]
    assert event_subjects("أين ولدت العذراء مريم؟") == []
    assert event_subjects("متى تنيح القديس الأنبا بولا؟") == []
    cited = [Evidence(evidence_id="e1", chunk_id="bible/luke-2/1", title="لوقا 2", excerpt="ولد لكم اليوم في مدينة داود مخلص")]
    assert person_problem("نيوتن اتولد في أنهي مدينة؟", cited) == PERSON_NOT_NAMED
    named = [Evidence(evidence_id="e1", chunk_id="arcd/x/1", title="إسحاق نيوتن", excerpt="ولد نيوتن في إنجلترا سنة 1643")]
    assert person_problem("نيوتن اتولد في أنهي مدينة؟", named) is None


def test_a_common_place_noun_after_fi_names_no_place() -> None:
    cited = [Evidence(evidence_id="e1", chunk_id="arcd:1/0", title="هولندا", excerpt="يعيش 21% من السكان تحت مستوى البحر")]
    assert answer_type_problem("كم عدد السكان في المنطقة المنخفضة؟", "يعيش 21% من السكان تحت مستوى البحر.", cited) is None
