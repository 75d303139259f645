"""DOERSAID74: a who-did question answered only by a sentence that says the asked deed with its doer: a passive by its
spelling (the hamza on the kasra's ي seat, "أُنشِئ"; a hollow root's "اختير") names its doer only after من; a plural
"they" ("فاختاروه") only where the sentence names several people; "اختار" is a who-did verb. Wording of my
own, not any fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.deed_person import asked_deed_person, deed_person_problem


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("من الذي اختار الأنبا بولا رئيسا للدير؟", "اختار"),  # a hollow root's افتعل
        ("مين اللي اصطاد السمكة الكبيرة؟", "اصطاد"),  # its ت written ط after ص
    ],
)
def test_derived_verbs_of_choosing_ask_a_doer(question: str, verb: str) -> None:
    asked = asked_deed_person(question)
    assert asked is not None and asked.role == "doer" and asked.verb == verb


@pytest.mark.parametrize(
    "question",
    [
        "من الذي اختير أسقفا على المدينة؟",  # the passive: the one chosen is asked
        "من الذي انتقل إلى السماء؟",  # intransitive, before a preposition
        "مين اللي استاذ التاريخ في الجامعة؟",  # a noun, not افتعل
        "مين اللي انتخب البابا كيرلس؟",  # افتعل of a root in ن: read as انفعل, no doer asked (a right answer kept)
    ],
)
def test_no_doer_asked(question: str) -> None:
    assert asked_deed_person(question) is None


@pytest.mark.parametrize(
    ("question", "sentence", "problem"),
    [
        # the founding said by a synonym in the passive: no founder
        ("مين اللي أسس المكتبة العامة في البلد؟", "وكانت المكتبة العامة قد أنشئت في البلد سنة 1920 .", "deed person اسس"),
        ("من الذي أسس الجمعية الخيرية؟", "وهي الجمعية الخيرية التي أنشئ مقرها عام 1890 .", "deed person اسس"),
        # the same deed by a synonym with its doer
        ("من الذي أسس الجمعية الخيرية؟", "وقد أنشأ الجمعية الخيرية الأمير عمر طوسون .", None),
        # a hollow root's passive: no chooser; its choosers after من answer
        ("من الذي اختار الأنبا بولا رئيسا للدير؟", "ولما ذاع صيته اختير رئيسا للدير .", "deed person اختار"),
        ("من الذي اختار الأنبا بولا رئيسا للدير؟", "ولما ذاع صيته اختير من الرهبان رئيسا للدير .", None),
        # "they" with no one named; several people named before it answer
        ("من الذي اختار الأنبا بولا رئيسا للدير؟", "وكان القديس بولا رجلا فاضلا فاختاروه رئيسا للدير .", "deed person اختار"),
        ("من الذي اختار الأنبا بولا رئيسا للدير؟", "فاجتمع الرهبان واختاروه رئيسا للدير .", None),
        ("من الذي دفن الأنبا بولا؟", "فأتى المؤمنون وحملوا جسده ودفنوه في الدير .", None),
        ("من الذي دفن الأنبا بولا؟", "ثم تنيح بسلام فحملوا جسده ودفنوه في الدير .", "deed person دفن"),
    ],
)
def test_the_doer_must_be_said(question: str, sentence: str, problem: str | None) -> None:
    assert deed_person_problem(question, [sentence]) == problem
