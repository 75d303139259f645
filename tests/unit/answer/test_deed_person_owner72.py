"""DEEDUNSAID72: a who-did question told in other words by its object's phrases: an articled kind and the name after it
(no article: no adjective) are one thing, and the cited record's subject named as the thing's owner (لـ + a word of
its title, and the rest of its name) is none. Wording of my own, not any fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.deed_person import asked_deed_person, deed_person_problem


def test_an_articled_kind_and_its_name_are_one_phrase_an_adjective_stays_apart() -> None:
    produced = asked_deed_person("من الذي أنتج الألبوم تملي معاك لعمرو؟")
    sung = asked_deed_person("من غنى النشيد الوطني في الحفل؟")
    assert produced is not None and produced.told_by == (("الالبوم", "تملي", "معاك"), ("لعمرو",))
    assert sung is not None and sung.told_by == (("النشيد",), ("الوطني",))


@pytest.mark.parametrize(
    ("question", "sentence", "titles", "problem"),
    [
        # the singer's record names the song among her best sellers: no composer
        ("مين اللي لحن أغنية على بالي لعمرو دياب؟", "وقدم عمرو دياب أغنية على بالي ضمن ألبومه الذي حقق أعلى المبيعات .",
         ("عمرو دياب",), "deed person لحن"),
        ("مين اللي لحن أغنية على بالي لعمرو دياب؟", "ولحن أغنية على بالي الموسيقار رياض الهمشري .", ("عمرو دياب",), None),
        # with no title to read the owner by, the phrases count as before
        ("مين اللي لحن أغنية على بالي لعمرو دياب؟", "وقدم عمرو دياب أغنية على بالي ضمن ألبومه .", (), None),
        # a subject word of the title that is no owner ("التقويم الميلادي") still tells the deed with the rest
        ("من الذي أعان إبراهيم في رفع قواعد الكعبة؟", "وساعده ابنه إسماعيل في بنائها ورفع قواعد الكعبة .", ("إبراهيم الخليل",), None),
    ],
)
def test_the_records_owner_tells_no_deed(question: str, sentence: str, titles: tuple[str, ...], problem: str | None) -> None:
    assert deed_person_problem(question, [sentence], titles) == problem
