"""One span (`text.span`): a cited sentence's numbers are carried by the ONE excerpt sentence it
restates. Two true facts of one record joined wrongly (a year of one event given to another, a
day stated twice in place of the other) keep every word the record's own; faithful restatements,
reordered or reworded, pass. Wording made up for these tests (not any probe's)."""

from __future__ import annotations

import pytest

from dalil.answer.validate import validate_answer
from dalil.models import ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.span import FUSED, span_findings

RECORD = (
    "ولد الأنبا بولا في قرية صغيرة سنة 1710 من أبوين فقيرين. "
    "وفي سنة 1735 دخل الدير، ثم رسم كاهنا في 12 مارس سنة 1742 وبنى كنيسة في 3 يونيو من السنة نفسها. "
    "وكان عدد الرهبان في أيامه أربعين راهبا، منهم خمسة عشر شيخا. "
    "وتنيح بسلام سنة 1780."
)


def kinds(sentence: str) -> list[str]:
    return [finding.kind for finding in span_findings(sentence, RECORD)]


@pytest.mark.parametrize(
    "sentence",
    [
        # the year of his birth given to his entering the monastery
        "وفي سنة 1710 دخل الأنبا بولا الدير",
        # the year he reposed given to his ordination (a year written in words)
        "رسم كاهنا سنة ألف وسبعمائة وثمانين",
    ],
)
def test_a_number_of_another_sentence_is_not_carried(sentence: str) -> None:
    assert FUSED in kinds(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the church's day put in place of the ordination's: 3 said twice, 12 nowhere
        "ثم رسم كاهنا في 3 مارس سنة 1742 وبنى كنيسة في 3 يونيو من السنة نفسها",
        # the elders' count given to all the monks as well
        "كان عدد الرهبان في أيامه خمسة عشر راهبا، منهم خمسة عشر شيخا",
    ],
)
def test_a_number_put_in_the_place_of_another_of_its_sentence_is_not_carried(sentence: str) -> None:
    assert "number" in kinds(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the date phrase moved to the front (VSO to a fronted adverbial), the same values once each
        "في 12 مارس سنة 1742 رسم كاهنا، وفي 3 يونيو بنى كنيسة",
        # the subject before its verb, and a number in words for the excerpt's digits
        "الأنبا بولا دخل الدير في سنة ألف وسبعمائة وخمس وثلاثين",
        # another wording of the count sentence
        "بلغ عدد الرهبان في زمانه أربعين راهبا بينهم خمسة عشر من الشيوخ",
        # no number at all
        "ولد الأنبا بولا لأبوين فقيرين في قرية صغيرة",
    ],
)
def test_a_faithful_restatement_is_carried(sentence: str) -> None:
    assert kinds(sentence) == []


def test_a_one_sentence_excerpt_still_reads_a_number_said_twice() -> None:
    excerpt = "ولد في سنة 1900 وتعلم في سنة 1915 في المدرسة"
    assert [f.kind for f in span_findings("ولد في سنة 1915 وتعلم في سنة 1915 في المدرسة", excerpt)] == ["number"]
    assert span_findings("تعلم في المدرسة في سنة 1915 وكان قد ولد في سنة 1900", excerpt) == []


def _validate(answer: str, settings: Settings):
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="arcd:span0000001", excerpt=RECORD)], tokens=80)
    return validate_answer({"status": "answered", "answer": answer, "cited_ids": ["E1"]}, context, settings, known_names=set())


def test_validation_refuses_a_fused_year_and_the_setting_turns_the_check_off() -> None:
    fused = "وفي سنة 1710 دخل الأنبا بولا الدير [E1]."
    # The span check alone: the quotation rule (every library by default) is switched off here.
    words = Settings(quotation_libraries=())
    assert _validate(fused, words).failures == ["foreign_detail"]
    assert _validate(fused, Settings(answer_span_check=False, quotation_libraries=())).ok
    # a verbatim copy of a sentence is never read by the span (it is its own sentence)
    assert _validate("وتنيح بسلام سنة 1780 [E1].", Settings()).ok
