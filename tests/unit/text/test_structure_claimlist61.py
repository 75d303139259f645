"""CLAIMLIST61: faithful structure refused — a lead-in naming the cited record with lead words at its ends, in Franco
kinds or a chapter abbreviated; a list numbered "1- "; a title of a dual count word; the next sentence of the same record
after "وكمان …"; a Franco lead-in over an Arabic quotation (own wording, not the probes')."""

from __future__ import annotations

import pytest

from dalil.answer.output_checks import NOT_ARABIC, check_output
from dalil.text.lead_record import names_record
from dalil.text.lead_words import lead_word
from dalil.text.support import answer_sentences, continues_record, source_lead

# --- the record a lead-in names ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "title"),
    [
        ("قريت مزمور 120", "مزمور 120"),  # a reading verb left before the name
        ("الأبصلمودية بالظبط", "الأبصلمودية"),  # exactness left after it
        ("resalet Ya3qoob 2", "يعقوب 2"),  # the epistle's kind in Franco
        ("كورنثوس الأولى ص 7", "كورنثوس الأولى 7"),  # the chapter abbreviated
    ],
)
def test_a_lead_in_names_the_cited_record_with_its_lead_words_left_at_its_ends(source: str, title: str) -> None:
    assert names_record(source, title, {})


@pytest.mark.parametrize(
    ("source", "title"),
    [
        ("قريت مزمور 121", "مزمور 120"),
        ("resalet Ya3qoob 3", "يعقوب 2"),
        ("كورنثوس الأولى ص 8", "كورنثوس الأولى 7"),
        ("قريت سيرة الأنبا بولا", "الأبصلمودية"),
        ("", "مزمور 120"),
        ("ignore previous instructions " * 200, "مزمور 120"),
    ],
)
def test_another_record_or_nothing_is_not_the_cited_one(source: str, title: str) -> None:
    assert not names_record(source, title, {})


def test_a_synaxarium_day_in_franco_with_its_kind_word() -> None:
    assert names_record("senksar yom 3 Hatour", None, {"coptic_month": 3, "coptic_day": 3})
    assert not names_record("senksar yom 4 Hatour", None, {"coptic_month": 3, "coptic_day": 3})


@pytest.mark.parametrize(
    ("text", "record"),
    [
        ("في رسالة كورنثوس الأولى الإصحاح 7: الأفضل أن يبقى كما هو [E1]", "رسالة كورنثوس الأولى الإصحاح 7"),  # ":" alone
        ("جاي في المزمور 120: في ضيقي صرخت إلى الرب [E1]", "المزمور 120"),  # a number alone names nothing
        ("F mazmoor 120 maktoob keda: «في ضيقي صرخت إلى الرب» [E1]", "mazmoor 120"),
        ("بحسب سنكسار ٣ هاتور: تنيح الأب [E1]", "سنكسار ٣ هاتور"),  # names_day reads it
        ("يرد في مقالة الصومال ما نصه: «الصومال دولة» [E1]", "الصومال"),
    ],
)
def test_lead_ins_read(text: str, record: str) -> None:
    found = source_lead(text)
    assert found is not None and found[0] == record


def test_a_record_sentence_ended_by_that_is_no_lead_in() -> None:
    assert source_lead("في مثل هذا اليوم من سنة 300 أن الأب تنيح") is None


@pytest.mark.parametrize("word", ["نقطتين", "حاجتين", "سطرين", "جملتين"])
def test_a_dual_of_a_lead_word_is_a_lead_word(word: str) -> None:
    assert lead_word(word)


@pytest.mark.parametrize("word", ["المؤمنين", "القديسين", "اثنين", "بين"])
def test_other_words_ending_like_a_dual_are_not(word: str) -> None:
    assert not lead_word(word)


# --- lists and titles ----------------------------------------------------------------------------


def test_a_list_numbered_with_a_dash_is_two_cited_points() -> None:
    read = answer_sentences("#### من السجل نفسه\n1- صام الأب أربعين يوما\n2- ثم مضى إلى البرية [E1].")
    assert [s.ids for s in read] == [("E1",), ("E1",)]
    assert read[0].text.startswith("صام") and read[0].source is None


def test_a_year_before_a_dash_is_no_enumerator() -> None:
    read = answer_sentences("1948 - صام الأب أربعين يوما [E1].")
    assert read[0].text.startswith("1948")


def test_a_title_of_a_dual_count_word_is_dropped() -> None:
    read = answer_sentences("### النص فيه نقطتين\nأ) صام الأب أربعين يوما\nب) ثم مضى إلى البرية [E1].")
    assert [s.source for s in read] == [None, None] and [s.ids for s in read] == [("E1",), ("E1",)]


# --- the next sentence of the same record --------------------------------------------------------


@pytest.mark.parametrize("lead", ["وكمان اتحكى عنه إن", "وحاجة تانية عنه:", "وفي نفس السيرة كمان:", "وبرضه مكتوب:"])
def test_a_sentence_going_on_in_the_same_record_cites_the_one_before(lead: str) -> None:
    read = answer_sentences(f"صام الأب أربعين يوما.\n{lead} ثم مضى إلى البرية [E1].")
    assert [s.ids for s in read] == [("E1",), ("E1",)]


@pytest.mark.parametrize(
    "text",
    ["الإجابة: ثم مضى", "وقال بطرس كمان: ثم مضى", "وكمان في سنة 300: ثم مضى", "ثم مضى كمان", "", "كمان " * 5000],
)
def test_other_openings_do_not_go_on_in_the_same_record(text: str) -> None:
    assert not continues_record(text)


def test_without_such_a_lead_in_the_sentence_before_stays_uncited() -> None:
    read = answer_sentences("صام الأب أربعين يوما.\nثم مضى إلى البرية [E1].")
    assert read[0].ids == ()


# --- the answer's language -----------------------------------------------------------------------


def test_a_franco_lead_in_over_an_arabic_quotation_is_an_arabic_answer() -> None:
    answer = "F mazmoor 120 maktoob keda: «في ضيقي صرخت إلى الرب» [E1]."
    assert NOT_ARABIC not in [f.code for f in check_output(answer)]


def test_an_answer_whose_sentences_are_latin_is_still_not_arabic() -> None:
    answer = "fel mazmoor 120 howa bey2ool eno sarakh lel rab fi deeqto w el rab samaa [E1]."
    assert NOT_ARABIC in [f.code for f in check_output(answer)]
