"""READON66: a why whose answering sentence the chunker cut reads on into the next chunk of the same record — its own
evidence (`continues`), cited with the cut one; the checks read the two joined, and only a sentence citing both. No
read-on for another question kind, a next chunk that does not finish the sentence, a chunk of another record, or an
excerpt shortened inside its chunk."""

from __future__ import annotations

from dalil.answer.publish_decision import Asked, decide
from dalil.answer.read_on import finishing_sentence, joined_text, joined_view, next_chunk_id, read_on, sentence_rest
from dalil.models import AnswerPayload, Chunk, ContextPack, Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings

_DOC = "syn:11-22#1"
_CUT = "فلما وصل مدينة الإسكندرية ووقف أمام أرمانيوس الوالي لاطفه وخادعه كثيرا لعلمه"
_REST = "أنه ابن الوزير واسيليدس ، وإذ لم يرجع عن عزمه عذبه بكل نوع ."
_AFTER = " وبعد ذلك أرسله الوالي إلى نقيوس ."
_WHY = "لماذا لاطف أرمانيوس الوالي مقاريوس وخادعه؟"


def _chunk(n: int, text: str, doc_id: str = _DOC) -> Chunk:
    return Chunk(chunk_id=f"{doc_id}/{n}", doc_id=doc_id, n=n, library="synaxarium", domains=["saints"],
                 title="استشهاد مقاريوس ابن واسيليدس", url="https://example.org/m", text=text, search_text=text,
                 content_hash=str(n), corpus_version="v1")


def _cut_evidence() -> list[Evidence]:
    return [Evidence(evidence_id="E1", chunk_id=f"{_DOC}/1", excerpt=_CUT, title="استشهاد مقاريوس ابن واسيليدس")]


def _store(*chunks: Chunk):
    by_id = {chunk.chunk_id: chunk for chunk in chunks}
    asked: list[list[str]] = []

    def fetch(ids: list[str]) -> dict[str, Chunk]:
        asked.append(ids)
        return {i: by_id[i] for i in ids if i in by_id}

    return fetch, asked


def test_the_next_chunk_id_is_the_records_next() -> None:
    assert next_chunk_id("syn:11-22#1/1") == "syn:11-22#1/2"
    assert next_chunk_id("no-number") is None


def test_the_rest_runs_to_the_next_chunks_first_sentence_end() -> None:
    assert sentence_rest(_REST + _AFTER) == _REST
    assert sentence_rest("أنه ابن الوزير واسيليدس ، وإذ لم يرجع عن عزمه") is None  # no sentence end: cut again


def test_a_why_reads_on_into_the_next_chunk_of_its_record() -> None:
    fetch, asked = _store(_chunk(2, _REST + _AFTER))
    evidence, added = read_on(_WHY, _cut_evidence(), {f"{_DOC}/1": _chunk(1, _CUT)}, fetch)
    assert asked == [[f"{_DOC}/2"]] and [c.chunk_id for c in added] == [f"{_DOC}/2"]
    rest = evidence[-1]
    assert (rest.evidence_id, rest.chunk_id, rest.excerpt, rest.continues) == ("E2", f"{_DOC}/2", _REST, "E1")


def test_no_read_on_where_the_rest_is_not_the_records_or_not_whole() -> None:
    chunks = {f"{_DOC}/1": _chunk(1, _CUT)}
    # another kind of question
    fetch, asked = _store(_chunk(2, _REST))
    assert read_on("ماذا فعل الوالي بمقاريوس؟", _cut_evidence(), chunks, fetch) == (_cut_evidence(), []) and not asked
    # the next chunk does not finish the sentence
    fetch, _ = _store(_chunk(2, "أنه ابن الوزير واسيليدس ، وإذ لم يرجع عن عزمه"))
    assert read_on(_WHY, _cut_evidence(), chunks, fetch)[1] == []
    # a chunk of another record under that id
    fetch, _ = _store(_chunk(2, _REST, doc_id="syn:11-23#1").model_copy(update={"chunk_id": f"{_DOC}/2"}))
    assert read_on(_WHY, _cut_evidence(), chunks, fetch)[1] == []
    # an excerpt shortened inside its chunk: what follows it is no next chunk
    fetch, asked = _store(_chunk(2, _REST))
    assert read_on(_WHY, _cut_evidence(), {f"{_DOC}/1": _chunk(1, _CUT + " " + _REST)}, fetch)[1] == [] and not asked


def test_a_next_chunk_already_in_the_evidence_from_its_opening_is_marked_not_fetched() -> None:
    held = [*_cut_evidence(), Evidence(evidence_id="E2", chunk_id=f"{_DOC}/2", excerpt=_REST + _AFTER)]
    fetch, asked = _store()
    evidence, added = read_on(_WHY, held, {f"{_DOC}/1": _chunk(1, _CUT), f"{_DOC}/2": _chunk(2, _REST + _AFTER)}, fetch)
    assert not asked and added == [] and evidence[1].continues == "E1" and len(evidence) == 2


def _joined_context() -> ContextPack:
    evidence = [*_cut_evidence(), Evidence(evidence_id="E2", chunk_id=f"{_DOC}/2", excerpt=_REST, continues="E1")]
    return ContextPack(evidence=evidence, tokens=0)


def test_the_checks_read_a_sentence_citing_both_against_the_two_joined() -> None:
    answer = f"{_CUT} {_REST} [E1][E2]"
    view, context = joined_view(AnswerPayload(status="answered", answer=answer, cited_ids=["E1", "E2"]), _joined_context())
    assert view.answer == f"{_CUT} {_REST} [E1001]" and view.cited_ids == ["E1001"]
    joined = context.by_id()["E1001"]
    assert joined.excerpt == f"{_CUT} {_REST}" and joined.chunk_id == f"{_DOC}/1"
    alone = AnswerPayload(status="answered", answer=f"{_CUT} [E1]", cited_ids=["E1"])
    assert joined_view(alone, _joined_context())[0] == alone  # cites the cut excerpt alone: read against it alone


def test_the_joined_view_reads_markers_as_the_product_does() -> None:
    # a grouped marker cites both as "[E1][E2]" does; a marker of another sentence stays cited in the view, so the
    # view's cited ids are its markers' ids (validation's marker_mismatch compares the two)
    grouped = AnswerPayload(status="answered", answer=f"{_CUT} {_REST} [E1, E2]", cited_ids=["E1", "E2"])
    assert joined_view(grouped, _joined_context())[0].answer == f"{_CUT} {_REST} [E1001]"
    context = _joined_context()
    other = Evidence(evidence_id="E3", chunk_id=f"{_DOC}/7", excerpt=_AFTER)
    context = context.model_copy(update={"evidence": [*context.evidence, other]})
    answer = f"{_CUT} {_REST} [E1][E2] {_AFTER} [E3، E1]"
    view, _ = joined_view(AnswerPayload(status="answered", answer=answer, cited_ids=["E1", "E2", "E3"]), context)
    assert view.cited_ids == ["E1001", "E3", "E1"]


def test_a_read_on_answer_is_published_and_the_cut_one_is_not() -> None:
    settings = Settings()
    both = AnswerPayload(status="answered", answer=f"{_CUT} {_REST} [E1][E2]", cited_ids=["E1", "E2"])
    assert decide(Asked(_WHY), both, _joined_context(), settings).codes == []
    cut = AnswerPayload(status="answered", answer=f"{_CUT} [E1]", cited_ids=["E1"])
    assert any(code.startswith("answer_cut_at_chunk_edge") for code in decide(Asked(_WHY), cut, _joined_context(), settings).codes)
    # the rest cited with the cut excerpt alone (not its continuation) is not stated by what it cites
    claimed = AnswerPayload(status="answered", answer=f"{_CUT} {_REST} [E1]", cited_ids=["E1"])
    assert decide(Asked(_WHY), claimed, _joined_context(), settings).codes != []


def test_the_offline_answerer_reads_the_cut_sentence_through_and_cites_both() -> None:
    payload = ExtractiveProvider(Settings()).answer(_WHY, _joined_context().evidence)
    assert payload.status == "answered" and payload.answer.endswith(f"{_CUT} {_REST} [E1][E2]")
    assert payload.cited_ids == ["E1", "E2"]


def test_the_answerer_finishes_the_sentence_and_the_checks_read_the_whole_continuation() -> None:
    # ONEPLACE68: a held continuation, marked, of two sentences: the answerer's cut sentence ends at its first sentence
    # end (`finishing_sentence`); the checks' joined text keeps the rest of it, which a sentence citing it may state
    cut = _cut_evidence()[0]
    rest = Evidence(evidence_id="E2", chunk_id=f"{_DOC}/2", excerpt=_REST + _AFTER, title=cut.title, continues="E1")
    assert finishing_sentence(rest) == _REST
    assert joined_text(cut, rest) == f"{_CUT} {_REST}{_AFTER}"
    # a continuation with no sentence end (none is read on so, but one may be given): the whole of it, never "None"
    assert finishing_sentence(rest.model_copy(update={"excerpt": "أنه ابن الوزير واسيليدس"})) == "أنه ابن الوزير واسيليدس"
