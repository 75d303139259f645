"""ASKEDKIND49: the kind of detail asked must be the kind stated (issue 19). Own invented records; every decline case
here passes the answer on main 06ecbc1.

- plural days / months asked ("كان بيصوم انهي ايام", "في أي الأيام", "ايام ايه", "في انهي شهور"): only named days
  (a weekday, the Sabbath, the week's first day) or named months answer; "مرتين في الأسبوع" does not.
- a place's founding asked (اتبنى / اتأسس / اتعمل / بُني / تأسس / شُيّد): the year of another deed in a clause that
  names the place (a tonsure, an ordination, a birth in it) does not date its building.
- an ordinal asked of a kind, anywhere in the question ("بولس كتب أول رسالة لمين", "آخر رسالة كتبها …", "عمل
  أول معجزة امتى"): a sentence about some letter, some miracle, that states no first or last, does not answer.
"""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.elative_asked import asked_elative
from dalil.answer.time_unit import asked_unit


@pytest.mark.parametrize(
    ("question", "unit"),
    [
        ("الراهب كان بيصوم انهي ايام؟", "weekday"),
        ("في أي الأيام كان الشعب يجتمع في الهيكل؟", "weekday"),
        ("كانوا بيتجمعوا ايام ايه", "weekday"),
        ("الناسك كان بيدخل المغارة في انهى شهور", "month"),
        ("في أي الشهور كان الرهبان يخرجون إلى البرية؟", "month"),
        # not a plural asked: in whose reign, a count of days, a date's days, the days past
        ("في أيام أي ملك ولد النبي", None),
        ("فضل في السجن كام يوم", None),
        ("أيام ايه في الشهر كان بيصوم", None),
        ("ايام ايه اللي فاتت عليه", None),
    ],
)
def test_plural_days_and_months_asked_by_which(question: str, unit: str | None) -> None:
    assert asked_unit(question) == unit


def test_plural_days_are_answered_by_named_days_only() -> None:
    question = "الراهب يوأنس كان بيصوم انهي ايام؟"
    assert answer_type_problem(question, "وكان الراهب يوأنس يصوم يومين في الأسبوع ويصلي كثيرا.") is not None
    assert answer_type_problem(question, "وكان الراهب يوأنس يصوم يومي الأربعاء والجمعة.") is None
    question = "tolab el madrasa kano beyegtme3o ayam eh"
    franco_read = "طلاب المدرسه كانوا بيجتمعوا ايام ايه"
    assert asked_unit(franco_read) == "weekday", question
    assert answer_type_problem(franco_read, "وكان طلاب المدرسة يجتمعون كل سبت ليقرأوا.") is None


@pytest.mark.parametrize(
    "question",
    [
        "دير الأنبا صموئيل بني سنة كم",  # the Egyptian "اتبنى" as the search reads it back
        "دير الأنبا صموئيل اتبنى سنة كام",
        "في أي سنة بني دير الأنبا صموئيل؟",
        "دير الأنبا صموئيل اتأسس امتى",
        "متى شيد دير الأنبا صموئيل؟",
        "دير الأنبا صموئيل عمل متى",  # Franco "et3amal emta" read back
    ],
)
def test_a_founding_is_not_dated_by_another_deed_in_the_place(question: str) -> None:
    answer = (
        "ولد في قرية بجوار دير الأنبا صموئيل ومنذ صباه ترهب في برية شيهيت ثم رسموه أسقفا على الفيوم "
        "وكان ذلك سنة 1620 م بعد وفاة سلفه ."
    )
    assert answer_type_problem(question, answer) is not None


def test_a_later_deed_in_another_clause_does_not_date_the_founding() -> None:
    answer = "ولد بكفر الدير سنة 1780 م من أبوين تقيين ، ثم قصد دير الأنبا صموئيل في شهر توت سنة 1801 م ."
    assert answer_type_problem("دير الأنبا صموئيل اتأسس امتى", answer) is not None


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("مدينة الفسطاط اتأسست سنة كام", "وأسس عمرو بن العاص مدينة الفسطاط سنة 641 م بعد فتح حصن بابليون ."),
        ("في أي سنة بنيت مدينة الفسطاط؟", "وأسس عمرو بن العاص مدينة الفسطاط سنة 641 م بعد فتح حصن بابليون ."),
        ("الكنيسة الكبيرة اتبنت امتى", "وبنيت الكنيسة الكبيرة سنة 1911 م على نفقة الأهالي ."),
        ("دير الأنبا صموئيل اتعمل امتى", "وشيد الرهبان دير الأنبا صموئيل في القرن السابع سنة 650 م ."),
    ],
)
def test_a_founding_stated_answers(question: str, answer: str) -> None:
    assert answer_type_problem(question, answer) is None


def test_the_sons_of_is_no_founding() -> None:
    """"بني" before a name is "the sons of": a birth asked of "ملك بني عمون" asks no founding."""
    answer = "وولد ملك بني عمون سنة 900 ق.م في مدينة ربة ."
    assert answer_type_problem("ملك بني عمون اتولد امتى", answer) is None


@pytest.mark.parametrize(
    ("question", "rank"),
    [
        ("بولس كتب اول رساله لمين", "#1"),
        ("آخر رسالة كتبها يوحنا كانت لمين؟", "#last"),
        ("الأنبا بيشوي عمل أول معجزة امتى", "#1"),
        ("الرهبان بنوا أول دير في أنهي جبل؟", "#1"),
        ("ايه تاني كتاب ألفه القديس", "#2"),
        # an ordinal after its noun is a name or a title; after a name, an epithet; before a time noun, a date
        ("الرسالة الأولى لتيموثاوس كتبها مين", None),
        ("البابا كيرلس الأول اتنيح امتى", None),
        ("استفانوس أول شهيد اترجم فين", None),
        ("تاني يوم الرسول راح فين", None),
        ("اول ما وصل المدينة قال ايه", None),
    ],
)
def test_an_ordinal_asked_in_construct_anywhere(question: str, rank: str | None) -> None:
    assert asked_elative(question) == rank


def test_an_ordinal_asked_is_answered_only_by_a_sentence_stating_it() -> None:
    question = "القديس يوحنا كتب اول رساله لمين"
    assert answer_type_problem(question, "وكتب القديس يوحنا رسالة إلى كنيسة أفسس يعزيهم فيها .") is not None
    assert answer_type_problem(question, "وكانت أول رسالة كتبها القديس يوحنا إلى كنيسة أفسس .") is None
    question = "el anba bola 3amal awel mo3geza emta"
    read = "الانبا بولا عمل اول معجزه متى"
    assert asked_elative(read) == "#1", question
    assert answer_type_problem(read, "وصنع الأنبا بولا معجزة شفاء سنة 300 م .") is not None


def test_the_first_ones_in_the_plural_state_the_first() -> None:
    """"أول رهبان وصلوا الجزيرة امتى" is answered by "الرهبان الأوائل وصلوا … سنة 590" (w27e's fresh-q-g37 kind)."""
    assert answer_type_problem("أول رهبان وصلوا الجزيرة امتى؟", "وكان الرهبان الأوائل قد وصلوا الجزيرة سنة 590 م.") is None


def test_a_place_in_a_book_numbered_is_no_rank_asked() -> None:
    """"في تاني إصحاح", "أول مزمور": the passage's place, not a rank among things."""
    assert asked_elative("في تاني اصحاح من سفر الاعمال الرسل اتكلموا بايه؟") is None
    assert asked_elative("اول مزمور بيتكلم عن مين") is None


def test_a_building_finished_is_dated_by_its_building_with_its_pronoun() -> None:
    answer = "كانت المنارة آخر المباني بناءً، فقد تم بناؤها في العام 270 قبل الميلاد، ثم هدمها زلزال في العام 1303."
    assert answer_type_problem("متى انتهى بناء المنارة؟", answer) is None


def test_the_records_own_day_answers_when_but_not_which_year() -> None:
    """docs/DECISIONS.md (ASKEDKIND49, fq12-090): a Synaxarium record's own day ("في مثل هذا اليوم تنيح …") is a day of
    the Coptic calendar, a real answer to "متى تنيح" (when he is commemorated, the day he reposed); it is no year."""
    day = "في مثل هذا اليوم تنيح القديس أرسطوبولس أحد السبعين رسولا ، وقد كرز في بلاد كثيرة ."
    assert answer_type_problem("متى تنيح الرسول أرسطوبولس؟", day) is None
    assert answer_type_problem("في أي سنة تنيح الرسول أرسطوبولس؟", day) is not None
    assert answer_type_problem("الرسول أرسطوبولس اتنيح سنة كام", day) is not None
