"""Which person a question asks about (issue 19, PERSON19): a name read only where it stands as a name,
the see given to an untitled name after a kin word, and the same-name records a question's number or
its other words choose between. Wording and records of my own, not from any fixture."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import PERSON_NAMESAKE, PERSON_NOT_NAMED, event_subjects, person_problem
from dalil.answer.person_choice import text_choice
from dalil.models import Evidence
from dalil.retrieval.names import another_see, chosen_own_record, same_name_records
from dalil.text.ordinals import parse_ordinal


def _item(chunk_id: str, title: str, excerpt: str) -> Evidence:
    return Evidence(evidence_id="E1", chunk_id=chunk_id, title=title, excerpt=excerpt)


def test_an_untitled_name_after_a_kin_word_keeps_its_see() -> None:
    # "أم يوحنا أسقف سمنود": the see is John's, whoever of his family is asked
    question = "أم يوحنا أسقف سمنود اسمها إيه؟"
    elsewhere = _item("syn:01-01#1/0", "نياحة القديس يوحنا أسقف البرلس", "وكانت أمه امرأة تقية اسمها مريم.")
    assert another_see(question, elsewhere.title or "", elsewhere.excerpt)
    assert person_problem(question, [elsewhere], [elsewhere]) == PERSON_NAMESAKE
    own = _item("syn:02-02#1/0", "نياحة القديس يوحنا أسقف سمنود", "وكانت أمه امرأة تقية اسمها حنة.")
    assert not another_see(question, own.title or "", own.excerpt)
    # a word with the article before the office is no name ("الشماس أسقف …" names nobody)
    assert not another_see("الراهب أسقف سمنود اسمه إيه؟", elsewhere.title or "", elsewhere.excerpt)


def test_an_opening_name_with_its_epithet_before_a_life_event_is_the_person() -> None:
    # the epithet with the article marks the short word before it as a name
    assert event_subjects("عمر الخيام مات امتى؟")[:1] == ["عمر"]
    assert event_subjects("هارون الرشيد مات سنة كام؟")[:1] == ["هارون"]
    # a common word at the opening, no epithet: no name
    assert event_subjects("امتى الملك مات؟") == []
    age = _item("syn:03-03#1/4", "نياحة القديس يعقوب", "وعاش طول عمره في البرية ثم مات بشيخوخة صالحة.")
    assert person_problem("عمر الخيام مات امتى؟", [age], [age]) == PERSON_NOT_NAMED
    own = _item("arcd:abc/0", "عمر الخيام", "عمر الخيام شاعر فارسي توفي سنة 1131.")
    assert person_problem("عمر الخيام مات امتى؟", [own], [age, own]) is None


def test_the_eleventh_and_the_nineteenth_are_two_popes() -> None:
    assert parse_ordinal("التالت والخمسين".split(), 0) is None
    assert parse_ordinal("التالت والخمسين".split(), 0, egyptian=True) == (53, 2)
    assert parse_ordinal("التاسع والستون".split(), 0) == (69, 2)


POPES = [("syn:a", "نياحة البابا يوساب ال52"), ("syn:b", 'نياحة البابا يوساب الثاني "94"')]
ELEVENTH = [("syn:c", "نياحة البابا متاوس الحادي عشر"), ("syn:d", "نياحة البابا متاوس التاسع عشر")]


@pytest.mark.parametrize(
    ("question", "records", "open_records", "chosen"),
    [
        # the number after the name chooses the title that gives it, in figures or in words
        ("البابا يوساب التاني والخمسين اتنيح امتى؟", POPES, [], "syn:a"),
        ("البابا يوساب الرابع والتسعون اتنيح امتى؟", POPES, [], "syn:b"),
        ("متى تنيح البابا متاوس الحادي عشر؟", ELEVENTH, [], "syn:c"),
        # as a Franco-Arabic question reads ("el 7ady 3ashar"), and "عاشر" there is no tenth
        ("البابا متاوس الحادي عاشر اتنيح امتى", [*ELEVENTH, ("syn:h", "نياحة البابا متاوس العاشر")], [], "syn:c"),
        # a title that numbers its pope otherwise is never chosen: the unnumbered one is left
        ("البابا يوساب الستين اتنيح امتى؟", [("syn:a", "نياحة البابا يوساب ال52"), ("syn:e", "نياحة البابا يوساب")], [], "syn:e"),
        # no number asked: both stay open
        ("البابا يوساب اتنيح امتى؟", POPES, ["syn:a", "syn:b"], None),
    ],
)
def test_a_number_after_the_name_chooses_among_popes(
    question: str, records: list[tuple[str, str]], open_records: list[str], chosen: str | None
) -> None:
    assert same_name_records(question, records) == open_records
    assert chosen_own_record(question, records) == chosen


MAXIMUS = [("syn:f", "نياحة القديس مكسيموس"), ("syn:g", "استشهاد القديس مكسيموس")]
MAXIMUS_TEXTS = [
    _item("syn:f/0", "نياحة القديس مكسيموس", "ترك قصر ابيه الغني وذهب الى البرية وعاش فيها عمره كله"),
    _item("syn:g/0", "استشهاد القديس مكسيموس", "عذبه الوالي في مدينة انطاكية ثم قطع راسه"),
]


def test_the_other_words_held_by_one_record_choose_it() -> None:
    question = "ليه القديس مكسيموس ساب قصر ابوه؟"
    assert same_name_records(question, MAXIMUS) == ["syn:f", "syn:g"]  # titles alone choose neither
    assert same_name_records(question, MAXIMUS, text_choice(question, MAXIMUS_TEXTS)) == []
    assert chosen_own_record(question, MAXIMUS, text_choice(question, MAXIMUS_TEXTS)) == "syn:f"
    # each record holds a word of its own: still open
    both = "ليه القديس مكسيموس ساب قصر ابوه وراح انطاكية؟"
    assert same_name_records(both, MAXIMUS, text_choice(both, MAXIMUS_TEXTS)) == ["syn:f", "syn:g"]
    assert chosen_own_record(both, MAXIMUS, text_choice(both, MAXIMUS_TEXTS)) is None
    # no other word held by either: still open
    plain = "القديس مكسيموس كان بيصلي ازاي؟"
    assert same_name_records(plain, MAXIMUS, text_choice(plain, MAXIMUS_TEXTS)) == ["syn:f", "syn:g"]


def test_the_asked_slot_chooses_no_record() -> None:
    # "كم كان عمره": the age is asked, and "عمره" in one record's text says nothing of whose it is
    question = "كم كان عمر القديس مكسيموس لما بقى راهب؟"
    assert same_name_records(question, MAXIMUS, text_choice(question, MAXIMUS_TEXTS)) == ["syn:f", "syn:g"]
    assert chosen_own_record(question, MAXIMUS, text_choice(question, MAXIMUS_TEXTS)) is None
    # nor a kin asked by name: any record may tell his sister
    kin = "ما اسم أخت القديس مكسيموس؟"
    sister = [_item("syn:f/0", "نياحة القديس مكسيموس", "وكانت اخته راهبة"), MAXIMUS_TEXTS[1]]
    assert same_name_records(kin, MAXIMUS, text_choice(kin, sister)) == ["syn:f", "syn:g"]

