"""The thing of a deed (DEEDTHING84): a which-noun asked of a deed of the subject ("ما الدواء الذي … يعالجان به",
"كان بيدرس في أنهي جامعة", "ما الكتاب الذي ألفه X") is told only by a sentence that tells that deed's phrase; a place
asked of a passive participle ("مدفون فين") asks its verb's event; "ماذا كان عمل X" asks a trade. Wording of my own,
not any fixture's."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import states_asked
from dalil.answer.occupation_asked import asked_occupation, occupation_restrictor


@pytest.mark.parametrize(
    ("question", "deed", "preposition"),
    [
        ("ما الدواء الذي كان لوقا يعالج به المرضى؟", "يعالج", "ب"),
        ("الراهب كان بيدرس في أنهي مدرسة؟", "بيدرس", "في"),
        ("في أي جريدة كتب الصحفي؟", "كتب", "في"),
        ("ما الكتاب الذي ألفه ساويرس؟", "الفه", ""),
        # a text asked by its words ("… إن …"), the reader's own prayer: no deed of a record's subject
        ("أنهي مزمور بيقول إن الرب نوري؟", "", ""),
        ("إيه الصلاة اللي بنقول فيها قدوس؟", "", ""),
    ],
)
def test_the_deed_a_which_noun_is_asked_of(question: str, deed: str, preposition: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "which"
    assert (slot.deed, slot.deed_preposition) == (deed, preposition)


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # the deed said, its phrase unfilled ("بلا أجر" is no remedy) or filled
        ("ما الدواء الذي كان لوقا يعالج به المرضى؟", "وكان لوقا يعالج المرضى بلا أجر في المدينة.", False),
        ("ما الدواء الذي كان لوقا يعالج به المرضى؟", "وكان لوقا يعالج المرضى بالزيت والصلاة.", True),
        # the noun said only in another deed's phrase: his graduation is not where he taught
        ("الراهب كان بيدرس في أنهي مدرسة؟", "وتخرج الراهب من مدرسة الإسكندرية ثم سافر إلى روما.", False),
        ("الراهب كان بيدرس في أنهي مدرسة؟", "وكان الراهب يدرس في مدرسة الإسكندرية سنين كثيرة.", True),
        # the deed without its place: "وانقطع إلى التدريس" names no school
        ("الراهب كان بيدرس في أنهي مدرسة؟", "ثم ترك منصبه وانقطع إلى التدريس والتأليف.", False),
        # the deed's object: a sentence about the Scriptures he read tells no writing
        ("ما الكتاب الذي ألفه ساويرس؟", "وكان ساويرس عالما بالكتاب المقدس يقرأه كل يوم.", False),
        ("ما الكتاب الذي ألفه ساويرس؟", "وألف ساويرس كتاب الدر الثمين في شرح الإيمان.", True),
        # a reader's work verb said by the record's عمل
        ("أخو الطبيب كان بيشتغل في أنهي شركة؟", "وكان للطبيب أخ يعمل في شركة صغيرة هي شركة النيل.", True),
    ],
)
def test_a_which_noun_of_a_deed_is_told_with_the_deed_and_its_phrase(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence) is ok


@pytest.mark.parametrize(
    ("sentence", "ok"),
    [
        ("وقد ولد هذا البار في بلد قمن العروس من والدين غنيين.", False),  # his birthplace is not where he lies
        ("وتنيح بسلام ودفن في دير الأنبا مقار.", True),
    ],
)
def test_a_place_asked_of_a_passive_participle_asks_its_event(sentence: str, ok: bool) -> None:
    question = "الأنبا يوساب مدفون فين؟"
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "place" and slot.head == ("مدفون",)
    assert states_asked(question, sentence, ("نياحة الأنبا يوساب",)) is ok


def test_the_work_noun_after_a_copula_asks_a_trade_and_its_restrictor() -> None:
    assert asked_occupation("ماذا كان عمل الحجاج في شبابه؟")
    assert occupation_restrictor("ماذا كان عمل الحجاج في الطائف؟") == ("الطائف",)
    assert not asked_occupation("ماذا عمل القديس بعد نياحة أبيه؟")  # a deed asked, no trade
