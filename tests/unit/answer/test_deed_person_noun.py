"""FQ45LEFT66: the one a deed was received from is read after the deed's VERB ("تعلم من الشيخ", "نال المعمودية من
البابا"); after a noun or an adjective of the deed's root or object ("شاعر عربي من أدباء المهجر", "للفكر العالمي من
أشهرها", "مؤرخ من شمال أفريقيا") "من" is partitive or an origin, and only a hand or a means ("على يد", "بواسطة") is a
source. Wording of my own, not any fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.deed_person import asked_deed_person, deed_person_problem, deed_person_said


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("الكاتب ده اتعلم الفرنساوي من مين؟", "وهو روائي فرنسي من أشهر كتاب القرن"),  # nisba + partitive
        ("الراهب تعلم الحكمة من من؟", "وكان مشهورا بالحكمة من صغره"),  # the object's noun + a time
        ("الطبيب اتعلم الطب من مين؟", "وكانت كتبه في الطب العالمي من أهم المراجع"),  # علم's root as an adjective
        ("المؤرخ درس التاريخ عند مين؟", "مؤرخ من بلاد المغرب، تونسي المولد"),  # an origin
        ("الشاعر اتعلم الشعر من مين؟", "شاعر وكاتب من رواد الشعر الحديث"),  # a participle
    ],
)
def test_a_noun_of_the_deed_with_a_partitive_min_tells_no_source(question: str, sentence: str) -> None:
    asked = asked_deed_person(question)
    assert asked is not None and asked.role == "source"
    assert not deed_person_said(asked, sentence)
    assert deed_person_problem(question, [sentence]) is not None


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("الكاتب ده اتعلم الفرنساوي من مين؟", "وتعلم الفرنسية من معلم خاص في باريس"),  # the verb, then من + person
        ("الراهب تعلم الحكمة من من؟", "فتعلم الحكمة من الأنبا يوحنا"),
        ("الجندي نال المعمودية على يد من؟", "ونال المعمودية من البابا ألكسندروس"),  # a noun governed by its verb
        ("الأمير اتعمد على إيد مين؟", "وكانت معموديته على يد الأسقف"),  # a noun, then a hand: still a source
        ("المؤرخ درس التاريخ عند مين؟", "ودرس التاريخ عند الشيخ أحمد"),
        ("الشاب اتتلمذ على إيد مين؟", "وتتلمذ على يد الفيلسوف أرسطو"),
    ],
)
def test_the_deed_s_verb_or_a_hand_still_tells_the_source(question: str, sentence: str) -> None:
    asked = asked_deed_person(question)
    assert asked is not None and asked.role == "source"
    assert deed_person_said(asked, sentence)


def test_the_doer_is_not_changed() -> None:
    """The doer's reading is AGENT65's as before: a noun of the deed is not read by this rule."""
    asked = asked_deed_person("من الذي دفن الراهب بيشوي؟")
    assert asked is not None and asked.role == "doer"
    assert deed_person_said(asked, "فأتى تلاميذه وحملوا جسده ودفنوه في الدير")
