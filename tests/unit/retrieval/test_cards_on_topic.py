"""`cards_on_topic`: the cards a `sources` state may show are about the question itself; and the
evidence floor's treatment of a time word in a question about something else."""

from __future__ import annotations

from dalil.models import Candidate, Chunk, DateIntent, RetrievalResult, RetrievalTrace, Route, SignalHit
from dalil.retrieval.evidence import cards_on_topic, evidence_floor, on_topic_cards
from dalil.settings import Settings
from dalil.text.normalize import fold

SETTINGS = Settings()


def chunk(chunk_id: str, title: str, text: str, library: str = "synaxarium") -> Chunk:
    return Chunk(chunk_id=chunk_id, doc_id=chunk_id.split("/")[0], n=0, library=library, domains=["saints"], title=title,
                 url="https://dalil.example/x", text=text, search_text=fold(text), content_hash="h", corpus_version="v")


def result(question: str, *candidates: Candidate) -> RetrievalResult:
    trace = RetrievalTrace(question=question, normalized=fold(question), route=Route(domains={}, signals=[]),
                           date_intent=DateIntent(), libraries=["synaxarium", "xquad"])
    return RetrievalResult(candidates=list(candidates), trace=trace)


EARTHQUAKE = chunk("syn:01-03#3/0", "زلزلة عظيمة بالقاهرة", "في مثل هذا اليوم حدثت زلزلة عظيمة بالقاهرة وأكثر البلاد المصرية.")
OIL = chunk("xquad:1973_oil_crisis:0/0", "1973 oil crisis", "ارتفع سعر النفط أربعة أضعاف في أزمة النفط.", library="xquad")
GOLD = chunk("xquad:Gold:0/0", "الذهب", "يرتفع سعر الذهب في القاهرة مع سعر الدولار.", library="xquad")
QUESTION = "كم سعر الذهب في القاهرة اليوم؟"


def lexical(c: Chunk, rank: int) -> Candidate:
    return Candidate(chunk_id=c.chunk_id, score=1.0 / rank, signals={"lexical": SignalHit(rank=rank, score=10.0)}, chunk=c)


def test_cards_that_each_hold_one_word_of_the_question_are_not_about_it() -> None:
    found = result(QUESTION, lexical(OIL, 1), lexical(EARTHQUAKE, 2))
    assert not cards_on_topic(QUESTION, found, {OIL.chunk_id, EARTHQUAKE.chunk_id}, SETTINGS)


def test_a_card_that_holds_the_subject_is_about_it() -> None:
    found = result(QUESTION, lexical(OIL, 1), lexical(GOLD, 2))
    assert cards_on_topic(QUESTION, found, {OIL.chunk_id, GOLD.chunk_id}, SETTINGS)
    # Only the cards count: the same passage retrieved but not shown does not make the cards relevant.
    assert not cards_on_topic(QUESTION, found, {OIL.chunk_id}, SETTINGS)


def test_each_card_is_judged_on_its_own() -> None:
    # The gold paragraph is about the question; the earthquake record beside it shares only
    # "القاهرة" and is not shown with it.
    found = result(QUESTION, lexical(GOLD, 1), lexical(EARTHQUAKE, 2), lexical(OIL, 3))
    shown = {GOLD.chunk_id, EARTHQUAKE.chunk_id, OIL.chunk_id}
    assert on_topic_cards(QUESTION, found, shown, SETTINGS) == {GOLD.chunk_id}
    assert on_topic_cards(QUESTION, found, {EARTHQUAKE.chunk_id, OIL.chunk_id}, SETTINGS) == set()
    assert on_topic_cards("من هو؟", result("من هو؟", lexical(OIL, 1)), {OIL.chunk_id}, SETTINGS) == {OIL.chunk_id}


def test_a_structured_match_is_about_the_question_whatever_its_words() -> None:
    day = Candidate(chunk_id=EARTHQUAKE.chunk_id, score=1.0, chunk=EARTHQUAKE,
                    signals={"metadata": SignalHit(rank=1, score=1.0)})
    question = "من نتذكر في ٣ توت؟"
    assert cards_on_topic(question, result(question, day), {EARTHQUAKE.chunk_id}, SETTINGS)


def test_a_question_with_no_subject_terms_keeps_the_floors_verdict() -> None:
    assert cards_on_topic("من هو؟", result("من هو؟", lexical(OIL, 1)), {OIL.chunk_id}, SETTINGS)


# A time word in a question about something else is asked too ("today's price"), and no passage is
# credited with it: one shared word of a two-word subject is not the question's evidence.
WHEAT = chunk("syn:07-25#3/14", "نياحة البابا متاؤس", "وفي مثل هذا اليوم ارتفع سعر القمح في البلاد المصرية.")
CHICKEN = chunk("arcd:poultry/0", "الدواجن", "ارتفع سعر الفراخ في أسواق القاهرة.", library="arcd")
PRICE_TODAY = "سعر الفراخ اليوم كم؟"  # "سعر الفراخ النهارده كام؟" as the reading layer reads it


def test_a_passage_sharing_one_word_and_today_is_not_evidence_for_todays_price() -> None:
    found = result(PRICE_TODAY, lexical(WHEAT, 1))
    passed, reason = evidence_floor(PRICE_TODAY, found, SETTINGS)
    assert not passed and reason.startswith("weak_evidence: coverage 0.33")
    assert not cards_on_topic(PRICE_TODAY, found, {WHEAT.chunk_id}, SETTINGS)


def test_a_passage_holding_the_whole_subject_still_passes_without_today() -> None:
    found = result(PRICE_TODAY, lexical(WHEAT, 1), lexical(CHICKEN, 2))
    assert evidence_floor(PRICE_TODAY, found, SETTINGS) == (True, None)
    assert cards_on_topic(PRICE_TODAY, found, {CHICKEN.chunk_id}, SETTINGS)



# The floor reads a question term as held the way the answerer does (`egyptian_verbs.held_terms`):
# the passage's "اختير" holds the reader's "اتختار" (the ات- passive, form VIII's root).
ELECTED = chunk("syn:01-01#1/0", "نياحة البابا", "اختير يوحنا بطريركا على الاسكندرية.")


def test_a_passage_holding_the_egyptian_verb_in_the_corpus_form_is_evidence() -> None:
    question = "متى اتختار يوحنا بطريرك؟"  # as the reading layer reads "اتختار بطريرك امتى"
    passed, reason = evidence_floor(question, result(question, lexical(ELECTED, 1)), SETTINGS)
    assert passed, reason
