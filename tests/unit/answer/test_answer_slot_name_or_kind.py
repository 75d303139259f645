"""The asked name or kind in every construction (answer/slot_reading.py, answer/slot_fillers.py, issue 19): a role in construct
("والي البلدة"), "ما اسم" + a role + its relative clause, and which one of a
common noun ("أي داء", "ما الكتاب الذي …"). Wording of my own, not any fixture's."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import states_asked


@pytest.mark.parametrize(
    ("question", "kind", "head", "by_name", "agent"),
    [
        # a role in إضافة is the same ask as the role with the article
        ("مين والي طيبة اللي حبس الراهب", "person", ("والي",), True, False),
        ("من أسقف البهنسا الذي رسم الشماس يوسف؟", "person", ("اسقف",), True, False),
        ("من كان أسقف أسيوط؟", "person", ("اسقف",), True, False),
        # اسم + a role + the relative clause that says which one
        ("ما اسم الكاهن الذي عمد الطفل في النهر؟", "person", ("الكاهن",), True, False),
        ("إيه اسم الأمير اللي بنى القصر؟", "person", ("الامير",), True, False),
        # which one of a common noun
        ("الراهب كتب أي كتاب في البرية؟", "which", ("كتاب",), False, False),
        ("البابا لبس انهي ثوب في العيد", "which", ("ثوب",), False, False),
        ("ما الدواء الذي أعطاه الطبيب للملك؟", "which", ("الدواء",), False, False),
        # not a kind: a definition, a reason, a person by role, a place, a year
        ("ما الدواء؟", None, (), False, False),
        ("ما السبب الذي جعله يهرب؟", None, (), False, False),
        # a listed thing's name: a name beside the noun (answer/thing_name.py, NAMESAKE20)
        ("ما اسم المعركة التي انتصر فيها القائد؟", "which", ("المعركه",), True, False),
        ("أي نوع من الأديرة بناه الأنبا باخوميوس؟", None, (), False, False),  # a partitive
        ("من هو والد يوسف النجار؟", None, (), False, False),  # kin in construct: a kin predicate, no role  # no person's role after اسم
        ("مين تلميذ الأنبا بولا اللي سكن معاه؟", None, (), False, False),  # a person's disciple: "تلميذه X"
        ("في أي سنة اتبنى الدير؟", "year", ("اتبني",), False, False),
    ],
)
def test_the_name_or_kind_is_read_in_every_construction(
    question: str, kind: str | None, head: tuple[str, ...], by_name: bool, agent: bool
) -> None:
    slot = asked_slot(question)
    assert (slot.kind if slot else None) == kind
    if slot is not None:
        assert (slot.head, slot.by_name, slot.agent) == (head, by_name, agent)


@pytest.mark.parametrize(
    ("question", "sentence", "states"),
    [
        # the generic noun with a pronoun says which one of nothing
        ("ما الداء الذي أصاب الأمير تادرس؟", "ولما رجع إلى بيته أصابه داؤه فلزم الفراش", False),
        ("ما الداء الذي أصاب الأمير تادرس؟", "ولما رجع أصاب الأمير تادرس داء الجذام فلزم الفراش", True),
        ("الراهب نسخ أي كتاب في الدير", "ونسخ الراهب في الدير كتابه بخط يده", False),
        ("الراهب نسخ أي كتاب في الدير", "ونسخ الراهب في الدير كتاب المزامير بخط يده", True),
        # the specifier quoted after the noun
        ("الراهب نسخ أي كتاب في الدير", 'ونسخ الراهب في الدير كتاب "البستان" بخط يده', True),
        # one that never says the noun is left to the other checks
        ("ما الداء الذي أصاب الأمير تادرس؟", "وأصاب الأمير تادرس الجذام فلزم الفراش", True),
        # a role in construct: filled by a name, not by the role word alone
        ("مين والي طيبة اللي حبس الراهب", "فمضى إلى طيبة ووقف أمام الوالي فحبس الراهب", False),
        ("مين والي طيبة اللي حبس الراهب", "فقبض عليه مكسيموس والي طيبة وحبس الراهب في السجن", True),
    ],
)
def test_a_sentence_fills_the_name_or_kind_only_with_a_word_that_says_which(question: str, sentence: str, states: bool) -> None:
    assert states_asked(question, sentence) is states


def test_undesigned_wording_behaves_as_recorded() -> None:
    # (FQ8CLASS19T: "من الذي قتل X" / "مين اللي قتل X" is now held to its doer, a kin noun before the
    # verb ("عمه … أبلغ") and a name after the doer's epithets read as doers:
    # test_subject_description_and_anaphor.py)
    # "X إيه" after the noun ("شفاه من مرض إيه") is not read as which one of the noun
    assert asked_slot("شفاه من مرض ايه") is None
