"""SLOT60: "where" / "what work" answered by a sentence that has the person but not the asked slot of the deed.
A place asked of a deed is filled by a place, not by "في أحد الأيام" (a time); a number of places after إلى names
one ("إلى الخمس مدن الغربية"); an office beside the deed (its doer) tells who, not the deed, so a clause naming the
governor and some place places no exile; a work asked with a restrictor ("في اليمن", "عند X", "أيام X") is told only
by a sentence that says the restrictor too. Wording of my own, not any fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import states_asked
from dalil.answer.asked_subject import event_words
from dalil.answer.occupation_asked import occupation_restrictor, occupation_stated, restrictor_kept
from dalil.answer.slot_fillers import _places
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    "clause", ["وحدث في أحد الأيام أن دعاه الوالي", "وفي إحدى الليالي ظهر له ملاك", "ومضى في بعض السنين إلى البرية"]
)
def test_one_of_the_days_is_a_time_not_a_place(clause: str) -> None:
    words = fold(clause).split()
    assert not [i for i in _places(words) if words[i + 1 : i + 2] and words[i + 1].startswith(("احد", "بعض"))]


@pytest.mark.parametrize("clause", ["ثم نفاه إلى الخمس مدن الغربية", "وأرسله إلى العشر قرى"])
def test_a_number_of_places_after_to_names_a_place(clause: str) -> None:
    assert _places(fold(clause).split())


def test_the_doer_office_is_no_word_of_the_event() -> None:
    question = "الوالي نفى القديس مرقوريوس على فين؟"
    slot = asked_slot(question)
    assert slot is not None and "الوالي" not in event_words(question, slot)
    # the place's own office stays the event's word ("اترسم أسقف فين": the complement)
    ordained = "الأنبا بيشوي اترسم أسقف فين؟"
    slot = asked_slot(ordained)
    assert slot is not None and "اسقف" in event_words(ordained, slot)


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("الوالي نفى القديس مرقوريوس على فين؟", "وحدث في أحد الأيام أن استدعى الوالي القديس مرقوريوس وعرض عليه السجود"),
        ("الوالي نفى القديس مرقوريوس على فين؟", "فأرسل الوالي جنودا إلى القديس مرقوريوس الذي من مدينة طوه"),
    ],
)
def test_the_person_and_a_place_without_the_deed_state_no_place(question: str, sentence: str) -> None:
    assert not states_asked(question, sentence)


def test_the_deed_and_its_place_state_it() -> None:
    assert states_asked(
        "الوالي نفى القديس مرقوريوس على فين؟", "فعذبه الوالي ثم نفاه إلى الخمس مدن الغربية", ("استشهاد القديس مرقوريوس",)
    )


@pytest.mark.parametrize(
    ("question", "restrictor"),
    [
        ("الطبيب لوقا اشتغل إيه في أنطاكية؟", ("انطاكيه",)),
        ("يوسف كان بيشتغل إيه عند فوطيفار؟", ("فوطيفار",)),
        ("ميخائيل كانت شغلته إيه أيام الملك هرقل؟", ("هرقل",)),
        ("ميخائيل كانت شغلته إيه؟", ()),
        ("", ()),
        ("what was his job in Yemen?", ()),
    ],
)
def test_the_restrictor_of_a_work_asked(question: str, restrictor: tuple[str, ...]) -> None:
    assert occupation_restrictor(question) == restrictor


def test_a_work_told_without_the_restrictor_is_no_answer() -> None:
    question = "الطبيب لوقا اشتغل إيه في أنطاكية؟"
    assert not restrictor_kept(question, ["وكان لوقا طبيبا ماهرا فعرف بالرحمة"])
    assert restrictor_kept(question, ["وكان لوقا طبيبا في أنطاكية"])
    assert restrictor_kept("لوقا اشتغل إيه؟", ["وكان لوقا طبيبا ماهرا"])


def test_he_wrote_it_names_no_trade() -> None:
    assert not occupation_stated(["الكتاب الذي كتبه للمرة الأولى في المدينة"])
