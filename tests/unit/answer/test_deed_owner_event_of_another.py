"""EXCERPT80: a life event asked of the question's subject (his death, his birth) is not stated by a sentence that says
that event of another: a kin or an office right after its verb, which the question does not say, with no asked name in
apposition. Wording of my own, not the class fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import states_asked
from dalil.answer.deed_owner import another_kin, event_of_another, kin_noun
from dalil.answer.relation_asked import deed_of_another
from dalil.text.normalize import fold


def _at(sentence: str, verb: str) -> tuple[list[str], int]:
    words = fold(sentence).split()
    return words, words.index(verb)


@pytest.mark.parametrize(
    ("sentence", "verb"),
    [
        ("ولما بلغ خمس عشرة سنة مات أبوه فباع كل ما له", "مات"),  # his father's death
        ("وتوفيت والدته وهو صغير فرباه خاله", "وتوفيت"),
        ("وفي تلك الأيام مات الوالي وجاء غيره فأحضر القديس يوليوس", "مات"),  # the governor, another
        ("فلما تنيح أسقف المدينة اختاروه مكانه", "تنيح"),  # an office in construct: his predecessor
        ("ثم مات الإمبراطور ثيودوسيوس في ميلانو", "مات"),  # an office with another's name
    ],
)
def test_a_kin_or_an_office_after_the_verb_tells_another_death(sentence: str, verb: str) -> None:
    words, j = _at(sentence, verb)
    assert event_of_another(words, j, fold("يوليوس مات وعمره كام؟").split(), {"يوليوس"})


@pytest.mark.parametrize(
    ("question", "sentence", "verb"),
    [
        ("متى مات الإمبراطور ثيودوسيوس؟", "ثم مات الإمبراطور ثيودوسيوس في ميلانو", "مات"),  # the asked one named after
        ("متى تنيح البابا يوساب؟", "وتنيح البابا البار الأنبا يوساب في شيخوخة صالحة", "وتنيح"),  # titles, then the name
        ("إمتى مات الوالي؟", "وفي تلك الأيام مات الوالي وجاء غيره", "مات"),  # the office the question says
        ("متى ماتت أم القديس يوليوس؟", "وماتت أمه وهو صغير", "وماتت"),  # the kin asked
        ("متى مات القديس يوليوس؟", "وفي ذلك اليوم تنيح القديس يوليوس بسلام", "تنيح"),  # a title, then his name
    ],
)
def test_the_asked_one_or_the_kin_or_office_asked_keeps_the_event(question: str, sentence: str, verb: str) -> None:
    words, j = _at(sentence, verb)
    assert not event_of_another(words, j, fold(question).split(), {w for w in fold(question).split() if len(w) > 3})


def test_another_kin_reads_the_kin_by_its_noun() -> None:
    assert kin_noun("والده") and kin_noun(fold("وأمه")) == kin_noun("امه")
    assert kin_noun("زوجته") and kin_noun("ابنته") and kin_noun("والدته")
    assert another_kin("والده", fold("يوليوس مات امتى؟").split())
    assert not another_kin("والده", fold("أبو يوليوس مات امتى؟").split())
    assert not another_kin("المدينة", [])


@pytest.mark.parametrize(
    "question",
    ["يوليوس مات وعمره كام؟", "كم كان عمر القديس يوليوس عندما توفي؟", "يوليوس مات فين؟", "كيف مات القديس يوليوس؟"],
)
def test_a_sentence_with_only_another_death_states_none_of_his(question: str) -> None:
    sentence = "ولما صار عمره عشرين سنة مات والده في مدينة صور فوزع أمواله على الفقراء."
    assert deed_of_another(question, sentence, asked_slot(question))
    assert not states_asked(question, sentence, ["استشهاد القديس يوليوس"])


def test_the_office_told_dying_before_the_subject_is_brought_is_another() -> None:
    sentence = "وبعد زمن مات الملك وملك بعده ابنه ، فاستدعى القديس يوليوس وأمره بالسجود للأصنام ."
    question = "القديس يوليوس مات ازاي؟"
    assert deed_of_another(question, sentence, asked_slot(question))


def test_his_own_death_beside_a_kin_death_is_still_his() -> None:
    sentence = "في مثل هذا اليوم استشهد القديس يوليوس ، وكان قد ولد من أبوين غنيين ولما توفي والده ترهب ."
    for question in ("متى استشهد القديس يوليوس؟", "يوليوس مات امتى؟"):
        assert not deed_of_another(question, sentence, asked_slot(question))
