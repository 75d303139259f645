"""A liturgy's exchange read from its rubric markers (text/rubrics.py, issue 19): "when the priest says L,
what do the people answer", "what comes before L", "who says L". The texts are written the way the liturgy
library writes a section (a marked line opens a turn, an unmarked line continues it); the questions are
worded for these tests, not copied from a fixture."""

from __future__ import annotations

import pytest

from dalil.answer.context import excerpt_span
from dalil.ingest.sources.liturgy import SPEAKERS
from dalil.models import Chunk, Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings
from dalil.text.rubrics import (
    LINE_NOT_FOUND,
    LINE_OTHER_SPEAKER,
    MARKERS,
    RESPONSE_NOT_GIVEN,
    RESPONSE_OTHER_SPEAKER,
    RESPONSE_UNQUOTED,
    SPEAKER_NOT_GIVEN,
    exchange_window,
    read_exchange,
    response_check,
    response_line,
    turns,
)

SECTION = "\n".join(
    [
        "الكاهن: يا ملك السلام أعطنا سلامك.",
        "واغفر لنا خطايانا كلها.",
        "الشماس: قفوا بخوف الله.",
        "الشعب: نحن وقوف أمامك يا رب.",
        "الكاهن: بارك شعبك واحفظ ميراثك.",
        "الشعب: آمين.",
        "الكاهن: ارفع قرن المسيحيين بقوة صليبك المحيي.",
    ]
)


def test_a_marked_line_opens_a_turn_and_an_unmarked_line_continues_it() -> None:
    found = turns(SECTION)
    assert [turn.speaker for turn in found] == ["الكاهن", "الشماس", "الشعب", "الكاهن", "الشعب", "الكاهن"]
    assert len(found[0].lines) == 2  # "واغفر لنا …" is still the priest's
    assert turns("وبعد ذلك.\nالشعب: آمين.")[0].speaker is None  # an excerpt opening mid-turn


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("لما ابونا يقول بارك شعبك واحفظ ميراثك الشعب بيرد بإيه؟", "الشعب: آمين."),
        ("بماذا يجيب الشعب حين يقول الشماس: قفوا بخوف الله؟", "الشعب: نحن وقوف أمامك يا رب."),
        # L in the second line of the priest's turn: the people's line after the deacon's is not his answer
        ("ماذا يقول الشماس بعد أن يقول الكاهن: واغفر لنا خطايانا كلها؟", "الشماس: قفوا بخوف الله."),
        # what comes before
        ("ماذا يقول الكاهن قبل أن يقول الشعب: نحن وقوف أمامك يا رب؟", None),  # the deacon's line is before it
        ("ماذا يقول الشماس قبل أن يقول الشعب: نحن وقوف أمامك يا رب؟", "الشماس: قفوا بخوف الله."),
        # who says it
        ("مين اللي بيقول قفوا بخوف الله؟", "الشماس: قفوا بخوف الله."),
    ],
)
def test_the_asked_speakers_line_next_to_the_quoted_one_answers(question: str, answer: str | None) -> None:
    found = response_line(question, [SECTION])
    assert (found[1] if found else None) == answer


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        # the people answer it, not the deacon
        ("ماذا يرد الشماس عندما يقول الكاهن: بارك شعبك واحفظ ميراثك؟", RESPONSE_OTHER_SPEAKER),
        # the priest says it, not the deacon
        ("لما الشماس يقول بارك شعبك واحفظ ميراثك الشعب بيرد بإيه؟", LINE_OTHER_SPEAKER),
        # a line the text does not hold
        ("لما ابونا يقول المسيح قام من الاموات الشعب بيرد بإيه؟", LINE_NOT_FOUND),
        # the last turn shown: no response given
        ("لما ابونا يقول ارفع قرن المسيحيين بقوة صليبك الشعب بيرد بإيه؟", RESPONSE_NOT_GIVEN),
        # the first turn shown: nothing before it
        ("ماذا يقول الشعب قبل أن يقول الكاهن: يا ملك السلام أعطنا سلامك؟", RESPONSE_NOT_GIVEN),
    ],
)
def test_an_exchange_the_text_does_not_settle_is_declined_with_its_reason(question: str, reason: str) -> None:
    exchange = read_exchange(question, [SECTION])
    assert exchange is not None and exchange.response is None
    assert exchange.reason == reason


def test_who_says_a_line_of_a_turn_opened_above_the_excerpt_is_not_told() -> None:
    exchange = read_exchange("من يقول: واغفر لنا خطايانا كلها؟", ["واغفر لنا خطايانا كلها.\nالشعب: آمين."])
    assert exchange is not None and exchange.reason == SPEAKER_NOT_GIVEN


@pytest.mark.parametrize(
    "question",
    [
        "ماذا قال الكاهن للملك حين دخل المدينة؟",  # a story's priest: no marked text holds it
        "ما معنى ارفع قرن المسيحيين؟",  # no speaker, no verb of saying
        "الشعب بيحب يسمع ايه في القداس",  # a speaker, no exchange
        "ليه الشماس بيقول قفوا بخوف الله في القداس؟",  # a reason asked of the line, not its response
        "امتى الشعب بيقول نحن وقوف أمامك يا رب؟",  # a time asked
        "الشماس بيقول قفوا بخوف الله",  # one speaker and his line: nothing asked of what follows
        "كم مرة يقول الشعب آمين بعد بارك شعبك واحفظ ميراثك؟",  # a count, and the response counts nothing
    ],
)
def test_a_question_that_asks_no_exchange_of_the_text_is_left_to_the_answerer(question: str) -> None:
    assert read_exchange(question, [SECTION]) is None
    assert read_exchange("لما ابونا يقول بارك شعبك الشعب بيرد بإيه؟", ["في مثل هذا اليوم تنيح القديس."]) is None


def test_the_excerpt_window_shows_the_quoted_line_and_its_response() -> None:
    text = "\n".join([*(f"الكاهن: صلاة طويلة رقم {n} من الصلوات." for n in range(8)), SECTION])
    chunk = Chunk(
        chunk_id="liturgy:test:section/0", doc_id="liturgy:test:section", n=0, library="liturgy", domains=["rites"],
        title="قسم", url="dalil://liturgy/test/section#0", text=text, search_text=text, content_hash="x", corpus_version="t", metadata={},
    )
    question = "لما ابونا يقول بارك شعبك واحفظ ميراثك الشعب بيرد بإيه؟"
    a, b = excerpt_span(question, chunk, 2)
    assert "الكاهن: بارك شعبك" in text[a:b] and "الشعب: آمين." in text[a:b]
    assert exchange_window(question, text) is not None


def test_the_offline_answerer_quotes_the_response_line_and_cites_it() -> None:
    evidence = [
        Evidence(evidence_id="E1", chunk_id="syn:01-01#1/0", excerpt="في مثل هذا اليوم قال الكاهن للشعب كلاما كثيرا."),
        Evidence(evidence_id="E2", chunk_id="liturgy:test:section/0", excerpt=SECTION),
    ]
    provider = ExtractiveProvider(Settings())
    payload = provider.answer("بماذا يجيب الشعب حين يقول الشماس: قفوا بخوف الله؟", evidence, strict=True)
    assert payload.status == "answered"
    assert payload.answer == "الشعب: نحن وقوف أمامك يا رب. [E2]"
    declined = provider.answer("ماذا يرد الشماس عندما يقول الكاهن: بارك شعبك واحفظ ميراثك؟", evidence, strict=True)
    assert declined.status == "insufficient_evidence"


def test_a_draft_must_quote_the_response_the_cited_excerpt_gives() -> None:
    question = "لما ابونا يقول بارك شعبك واحفظ ميراثك الشعب بيرد بإيه؟"
    assert response_check(question, "الشعب: آمين. [E1]", [SECTION]) == (True, None)
    assert response_check(question, "الشعب: نحن وقوف أمامك يا رب. [E1]", [SECTION]) == (True, RESPONSE_UNQUOTED)
    assert response_check("ماذا يرد الشماس عندما يقول الكاهن: بارك شعبك واحفظ ميراثك؟", "الشماس: آمين.", [SECTION]) == (
        True, RESPONSE_OTHER_SPEAKER,
    )
    assert response_check("متى تنيح القديس؟", "تنيح سنة 300. [E1]", [SECTION]) == (False, None)


def test_the_ingest_writes_the_markers_the_reading_reads() -> None:
    assert SPEAKERS is MARKERS
