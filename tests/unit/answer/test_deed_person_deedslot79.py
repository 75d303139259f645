"""DEEDSLOT79: a who-did answered only where the doer is named: the verbal noun a verb takes as its object ("ضربوه ضربا
شديدا") is no deed of its own whose doer is said, and a plural or dual "they" ("جلدوهما") names no doer unless the
sentence names a company (a people, "أهل …"). Wording of my own, not the class fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.deed_person import asked_deed_person, deed_person_said


@pytest.mark.parametrize(
    "sentence",
    [
        "فلما سمعوا كلامه قبضوا عليه وجلدوه جلدا عنيفا.",  # a cognate noun after "they flogged him"
        "فأخذوا الشماس وأخاه وجلدوهما أمام الناس.",  # a dual object: "they flogged them two"
        "وجلدوهن في ساحة المدينة.",
    ],
)
def test_they_name_no_doer(sentence: str) -> None:
    asked = asked_deed_person("مين اللي جلد الشماسين؟")
    assert asked is not None and not deed_person_said(asked, sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "فغضب أهل القرية وجلدوهما جلدا عنيفا.",  # the village's folk
        "فقبض عليهما اليهود وجلدوهما.",  # a people
        "فأمسكهما الوالي وجلدهما جلدا عنيفا.",  # a singular doer named, the cognate noun after
    ],
)
def test_a_named_company_or_person_is_the_doer(sentence: str) -> None:
    asked = asked_deed_person("مين اللي جلد الشماسين؟")
    assert asked is not None and deed_person_said(asked, sentence)
