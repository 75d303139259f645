"""The slot filled for another owner (SLOTOWNER73): a partitive member counts a part, not the group asked
(answer/slot_fillers.py `counts_a_part`); a rank written apart from its article is no count; a burial said by its
object pronoun of a newcomer, or done by the asked one to another, places no burial of his (answer/deed_owner.py).
Wording of my own, not the fixture's."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.deed_owner import deed_of_another_owner
from dalil.answer.slot_fillers import counts_a_part, fillers_in
from dalil.answer.slot_reading import Slot
from dalil.answer.slot_stated import states_slot
from dalil.text.normalize import fold

GROUP = Slot("count", head=(fold("الجنود"),))


def _words(sentence: str) -> list[str]:
    return fold(sentence).split()


@pytest.mark.parametrize(
    ("sentence", "number"),
    [
        ("وكان واحد منهم أعمى منذ ولادته", "واحد"),
        ("فأرسل الوالي اثنين منهم إلى السجن", "اثنين"),
        ("وأعطى كل واحد منهم دينارا", "واحد"),
        ("وكانت واحدة منهن مريضة", "واحدة"),
    ],
)
def test_a_partitive_member_is_no_count_of_the_group(sentence: str, number: str) -> None:
    words = _words(sentence)
    assert counts_a_part(GROUP, words, words.index(fold(number)), frozenset(_words("كم كان عدد الجنود")))


def test_the_group_count_beside_a_member_still_counts() -> None:
    sentence = "وكان عدد الجنود أربعين ركب كل اثنين منهم مركبة"
    assert states_slot(GROUP, sentence, frozenset(_words("كم كان عدد الجنود")))
    words = _words(sentence)
    assert not counts_a_part(GROUP, words, words.index(fold("أربعين")))


def test_a_part_that_did_the_asked_deed_answers_it() -> None:
    words = _words("فقتل ثلاثون منهم في المعركة")
    asked = frozenset(_words("كم جنديا قتل في المعركة"))
    assert not counts_a_part(Slot("count", head=(fold("جنديا"),)), words, words.index(fold("ثلاثون")), asked)


def test_a_group_named_after_the_pronoun_is_what_it_counts() -> None:
    words = _words("وكان ستة منهم من المهاجرين")
    assert not counts_a_part(Slot("count", head=(fold("المهاجرين"),)), words, words.index(fold("ستة")))


def test_one_of_a_group_asked_keeps_its_partitive() -> None:
    of_group = Slot("count", head=(fold("الأنصار"),), of_group=True)
    words = _words("واستشهد ثمانية منهم")
    assert not counts_a_part(of_group, words, words.index(fold("ثمانية")))


def test_a_rank_apart_from_its_article_is_no_count() -> None:
    slot = Slot("count", head=())
    words = _words("رسمه البابا البطريرك ال 109 أسقفا")
    assert words.index("109") not in fillers_in(slot, words, frozenset())
    counted = _words("وكانوا ثلاثة رهبان")
    assert counted.index(fold("ثلاثة")) in fillers_in(slot, counted, frozenset())


MARTIN = "فأبصر إنسانا أوقف جنازة ميت ، ومنع أهله من دفنه مدعيا أن له عليه مالا"


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("الأنبا أنطونيوس اتدفن فين؟", MARTIN),
        ("أين دفن القديس أنطونيوس؟", "وكان قد قتل رجلا في شبابه ودفنه تحت نخلة"),
        ("القديس تيطس اتدفن فين؟", "ولما كفنه تيطس ودفنه في مغارة صلى وتنيح"),
    ],
)
def test_a_burial_said_of_another_places_none_of_his(question: str, sentence: str) -> None:
    assert deed_of_another_owner(question, sentence, asked_slot(question))


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("أين دفن القديس أنطونيوس؟", "ولما كفنه تيطس ودفنه في مغارة صلى وتنيح"),  # Titus buried him
        ("الأنبا أنطونيوس اتدفن فين؟", "إلى أن تنيح بسلام فدفنوه في ديره"),
        ("أين دفن القديس أنطونيوس؟", "فوجده رجل مؤمن فأخذه وكفنه ودفنه في مغارة"),  # the newcomer is the burier
        ("أين دفن القديس أنطونيوس؟", "فجاء رجل وحمل جسد القديس ودفنه في الدير"),
        ("أنطونيوس دفن الرجل اللي قتله فين؟", "وكان قد قتل رجلا في شبابه ودفنه تحت نخلة"),  # the newcomer asked
        ("أين دفن القديس أنطونيوس؟", "ودفن في ديره بوادي النطرون"),  # no pronoun: his
    ],
)
def test_a_burial_of_the_asked_one_stays_his(question: str, sentence: str) -> None:
    assert not deed_of_another_owner(question, sentence, asked_slot(question))


def test_a_verb_with_its_own_subject_has_no_doer_after_it() -> None:
    question = "أين قاوم أنطونيوس مقاريوس مواجهة؟"
    sentence = "ولكن لما أتى مقاريوس إلى الإسكندرية قاومته مواجهة"
    assert not deed_of_another_owner(question, sentence, asked_slot(question))
