"""Routing that shapes retrieval (retrieval/routing.py): the router's real scores on real
questions, a store holding real Chunk records, and the evidence floor the answer step applies."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from dalil.models import Candidate, Chunk, Route
from dalil.retrieval.router import route
from dalil.retrieval.routing import NOTE_ROUTED, NOTE_WIDENED, concept_question, route_first, routed_libraries
from dalil.settings import Settings
from dalil.text.topics import TopicMatch, default_index
from test_retriever import _other_chunks, _retriever  # noqa: E402 - same folder, rootdir on sys.path

ALL = ["bible", "synaxarium", "liturgy", "arcd", "xquad"]


def _chunk(chunk_id: str, library: str, title: str, text: str) -> Chunk:
    doc_id, _, n = chunk_id.rpartition("/")
    return Chunk(
        chunk_id=chunk_id, doc_id=doc_id, n=int(n), library=library, domains=[], title=title,
        url=f"https://example.invalid/{doc_id}", text=text, search_text=text, content_hash=chunk_id,
        corpus_version="test", metadata={},
    )  # fmt: skip


CHUNKS = {
    c.chunk_id: c
    for c in (
        _chunk("syn:03-12#1/0", "synaxarium", "تذكار رئيس الملائكة ميخائيل", "في هذا اليوم تعيد الكنيسة بتذكار رئيس الملائكة"),
        _chunk("svd:Jhn.1/0", "bible", "يوحنا 1", "في البدء كان الكلمة والكلمة كان عند الله"),
        _chunk("tasbeha:common:ten-theno/0", "liturgy", "تين ثينو", "لحن تين ثينو يقال في بدء التسبحة في نصف الليل"),
        _chunk("arcd:000000000001/0", "arcd", "القاهرة", "القاهرة عاصمة جمهورية مصر العربية وأكبر مدنها"),
    )
}


class ChunkRecords:
    """A ChunkStore over real Chunk records held in memory."""

    def get_many(self, chunk_ids: Sequence[str]) -> dict[str, Chunk]:
        return {cid: CHUNKS[cid] for cid in chunk_ids if cid in CHUNKS}


def _ranked(*ids: str) -> list[Candidate]:
    return [Candidate(chunk_id=cid, score=1.0 / (i + 1)) for i, cid in enumerate(ids)]


def test_a_hymn_question_is_routed_to_the_liturgy_alone() -> None:
    hymn = route("متى يقال لحن تين ثينو في التسبحة؟")
    assert hymn.domains["hymns"] >= 0.6
    assert routed_libraries(hymn, ALL, 0.6) == (["liturgy"], ["hymns"])


def test_general_and_history_questions_and_a_threshold_above_one_are_never_routed() -> None:
    assert routed_libraries(route("ما هي عاصمة أستراليا؟"), ALL, 0.6) == ([], [])
    history = Route(domains={"history": 0.9, "saints": 0.8, "general": 0.1}, signals=[])
    assert routed_libraries(history, ALL, 0.6) == ([], [])  # history is told by every library
    assert routed_libraries(route("متى يقال لحن تين ثينو في التسبحة؟"), ALL, 2.0) == ([], [])


def test_routing_only_narrows_the_request_and_a_request_of_the_routed_library_alone_is_not_routed() -> None:
    hymn = route("متى يقال لحن تين ثينو في التسبحة؟")
    assert routed_libraries(hymn, ["liturgy"], 0.6) == ([], [])
    assert routed_libraries(hymn, ["bible", "arcd"], 0.6) == ([], [])


def test_the_routed_librarys_evidence_is_kept_and_the_others_set_aside() -> None:
    question = "متى يقال لحن تين ثينو في التسبحة؟"
    ranked = _ranked("syn:03-12#1/0", "svd:Jhn.1/0", "tasbeha:common:ten-theno/0", "arcd:000000000001/0")
    notes: list[str] = []
    out = route_first(question, ranked, route(question), ALL, ChunkRecords(), Settings(route_threshold=0.6), notes)
    assert [c.chunk_id for c in out] == ["tasbeha:common:ten-theno/0"]
    assert notes == [f"{NOTE_ROUTED}: liturgy <- hymns {route(question).domains['hymns']:.2f}; 3 candidates of other libraries set aside"]


def test_a_candidate_a_rule_moved_first_stays_whatever_its_library() -> None:
    question = "متى يقال لحن تين ثينو في التسبحة؟"
    ranked = _ranked("syn:03-12#1/0", "tasbeha:common:ten-theno/0")
    ranked[0] = ranked[0].model_copy(update={"boosts": {"name_match": 1.0}})
    out = route_first(question, ranked, route(question), ALL, ChunkRecords(), Settings(route_threshold=0.6), [])
    assert [c.chunk_id for c in out] == ["syn:03-12#1/0", "tasbeha:common:ten-theno/0"]


def test_routed_libraries_without_evidence_above_the_floor_widen_to_every_library() -> None:
    question = "ما هو لحن الأسرار السبعة في التسبحة؟"  # the liturgy chunk holds none of its subject
    domains = route(question)
    assert routed_libraries(domains, ALL, 0.6)[0]
    ranked = _ranked("svd:Jhn.1/0", "tasbeha:common:ten-theno/0")
    settings = Settings(route_threshold=0.6, min_question_coverage=0.9, min_vector_score=2.0)
    notes: list[str] = []
    out = route_first(question, ranked, domains, ALL, ChunkRecords(), settings, notes)
    assert out == ranked
    assert len(notes) == 1 and notes[0].startswith(f"{NOTE_WIDENED}: ")


@pytest.mark.parametrize("threshold", [0.6, 2.0])
def test_an_unrouted_question_keeps_its_order_and_notes_nothing(threshold: float) -> None:
    question = "ما هي عاصمة مصر؟"
    ranked = _ranked("arcd:000000000001/0", "svd:Jhn.1/0")
    notes: list[str] = []
    assert route_first(question, ranked, route(question), ALL, ChunkRecords(), Settings(route_threshold=threshold), notes) == ranked
    assert notes == []


def test_a_bible_topic_the_question_names_routes_it_to_the_bible_from_route_topic_score_up() -> None:
    question = "ما هي ثمار الروح؟"  # no Bible keyword: the router alone leaves it to every library
    domains = route(question)
    assert routed_libraries(domains, ALL, 0.6) == ([], [])
    assert routed_libraries(domains, ALL, 0.6, topic_score=0.8) == (["bible"], ["bible"])
    ranked = _ranked("arcd:000000000001/0", "svd:Jhn.1/0")
    topic_list = [("svd:Jhn.1/0", 0.8)]
    permissive = Settings(route_threshold=0.6, route_topic_score=0.5, min_question_coverage=0.0)
    notes: list[str] = []
    out = route_first(question, ranked, domains, ALL, ChunkRecords(), permissive, notes, topic_list=topic_list)
    assert [c.chunk_id for c in out] == ["svd:Jhn.1/0"]
    assert notes[0].startswith(f"{NOTE_ROUTED}: bible <- bible 0.80 (topic)")
    # below route_topic_score, or with no topic list, the topic does not route
    strict = Settings(route_threshold=0.6, route_topic_score=0.9, min_question_coverage=0.0)
    assert route_first(question, ranked, domains, ALL, ChunkRecords(), strict, [], topic_list=topic_list) == ranked
    assert route_first(question, ranked, domains, ALL, ChunkRecords(), permissive, [], topic_list=None) == ranked


def test_the_retriever_answers_a_routed_hymn_question_from_the_liturgy_alone_and_says_so() -> None:
    chunks = _other_chunks()
    question = "متى يقال لحن تين ثينو في التسبحة نصف الليل؟"
    retriever, _, _ = _retriever(chunks, Settings(route_threshold=0.6))
    routed = retriever.retrieve(question)
    assert {c.chunk.library for c in routed.candidates} == {"liturgy"}
    assert any(note.startswith(f"{NOTE_ROUTED}: liturgy <- hymns") for note in routed.trace.notes)
    unrouted, _, _ = _retriever(chunks, Settings(route_threshold=2.0))
    before = unrouted.retrieve(question)
    assert {c.chunk.library for c in before.candidates} > {"liturgy"}  # the other libraries' neighbours
    assert not any(note.startswith(NOTE_ROUTED) for note in before.trace.notes)


def _match(topic_id: str, score: float) -> TopicMatch:
    topic = next(t for t in default_index().topics if t.topic_id == topic_id)
    return TopicMatch(topic=topic, score=score, phrasing=topic.name)


LIBRARIES = ["bible", "synaxarium", "liturgy", "arcd", "xquad"]


@pytest.mark.parametrize(
    ("question", "lexical", "e5", "concept"),
    [
        # a theme asked about, matched strongly by words or by E5: a concept question whatever leads
        ("ما هي ثمار الروح؟", [("fruit-spirit", 1.0)], [], True),
        ("ازاي ابطل اقلق", [], [("anxiety", 0.95)], True),
        # the same matches, too weak
        ("ما هي ثمار الروح؟", [("fruit-spirit", 0.4)], [("fruit-spirit", 0.93)], False),
        # a title, not a question: a liturgy's prayer whose words sound like a teaching
        ("السبع أواشي الصغار", [], [("anxiety", 0.94)], False),
        # a Gospel event: the Synaxarium's feasts and saints tell it too
        ("مجيء العائلة المقدسة إلى مصر؟", [("flight-egypt", 0.75)], [("flight-egypt", 0.97)], False),
        # words that route it to a saint's record
        ("ما هي ثمار الروح في سيرة القديس؟", [("fruit-spirit", 0.5)], [], False),
        # a question word and a name: a definition or a person (an encyclopedia paragraph answers
        # it), however near a theme the E5 vector of so short a question lies ...
        ("ما هو الكتاب المقدس؟", [], [("scripture-inspired", 0.95)], False),
        ("من هو النبي زكريا؟", [], [("benedictus", 0.95)], False),
        # ... but a name that is a topic's own words is asked as that teaching
        ("ما هي التطويبات؟", [("beatitudes", 1.0)], [("beatitudes", 0.95)], True),
    ],
)
def test_a_concept_question_is_read_from_the_question_and_its_topic_match(question, lexical, e5, concept) -> None:
    settings = Settings()
    notes: list[str] = []
    found = concept_question(
        question, route(question), LIBRARIES, settings,
        [_match(t, s) for t, s in lexical], [_match(t, s) for t, s in e5], notes,
    )  # fmt: skip
    assert found is concept
    assert any(note.startswith("concept_question") for note in notes) is concept
