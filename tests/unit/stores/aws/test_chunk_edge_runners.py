"""CHUNKEDGE65: the open-edge rule (`answer.chunk_edge`) reads only the cited chunk's text, so it holds the same on the
embedded store and the OpenSearch/DynamoDB path: a record whose long sentence the chunker cut before its reason is
stored in both, hydrated back from each, and the answer copied from each is declined with the same code."""

from __future__ import annotations

import json
from pathlib import Path

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.chunk_edge import CUT_AT_EDGE
from dalil.answer.publish_decision import Asked, decide
from dalil.answer.read_on import read_on
from dalil.embed.hashing import HashingEmbedder
from dalil.ingest.chunking import chunk_document
from dalil.models import AnswerPayload, Chunk, Document, Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.stores.sqlite.store import open_store
from dalil.workflow.state import WorkflowState

_WALK = "ثم سار القديس في الطريق " * 7  # 35 words
# One sentence of 80 words: the Synaxarium's 60-word chunks cut it in two windows of 40, after "لعلمه".
_TEXT = f"{_WALK}لاطفه الوالي وخادعه كثيرا لعلمه أنه ابن الوزير {_WALK}وصلى ."
_DOC = Document(doc_id="syn:05-05#1", library="synaxarium", domains=["saints"], title="استشهاد القديس",
                url="https://example.org/5", text=_TEXT, metadata={"coptic_month": 5, "coptic_day": 5})


def _answer_problem(chunk: Chunk) -> str | None:
    excerpt = chunk.text
    tail = " ".join(excerpt.split()[-8:])
    evidence = [Evidence(evidence_id="E1", chunk_id=chunk.chunk_id, excerpt=excerpt, title=chunk.title)]
    return answer_type_problem("لماذا لاطفه الوالي؟", f"{tail} [E1]", evidence)


def test_the_rule_holds_alike_on_both_runners(tmp_path: Path, dynamodb) -> None:
    chunks = chunk_document(_DOC, "v1")
    assert len(chunks) == 2 and chunks[0].text.endswith("لعلمه") and chunks[1].text.startswith("أنه ابن الوزير")
    embedder = HashingEmbedder(dim=64)
    sqlite = open_store(tmp_path / "store.sqlite", embedder=embedder, create=True)
    vectors = dict(zip([c.chunk_id for c in chunks], embedder.embed_documents([c.text for c in chunks]), strict=True))
    sqlite.writer.replace_documents({_DOC.doc_id: chunks}, vectors, {_DOC.doc_id: "h"})
    dynamo = DynamoChunkStore(dynamodb, "dalil-chunks")
    dynamo.replace_documents({_DOC.doc_id: chunks}, {_DOC.doc_id: "h"})
    try:
        embedded = sqlite.chunks.get_many([chunks[0].chunk_id])[chunks[0].chunk_id]
        aws = dynamo.get_many([chunks[0].chunk_id])[chunks[0].chunk_id]
        assert embedded.text == aws.text == chunks[0].text
        problems = {_answer_problem(embedded), _answer_problem(aws)}
        assert len(problems) == 1 and next(iter(problems), "").startswith(CUT_AT_EDGE)
        closed = _answer_problem(sqlite.chunks.get_many([chunks[1].chunk_id])[chunks[1].chunk_id]) or ""
        assert not closed.startswith(CUT_AT_EDGE)  # the record's last chunk ends on its sentence's stop
    finally:
        sqlite.close()


def test_reading_on_holds_alike_on_both_runners(tmp_path: Path, dynamodb) -> None:
    """READON66: the next chunk of the cut record, hydrated by each runner's `get_many`, gives the same continuation;
    it survives the workflow state's JSON between the Step Functions steps, and the answer that reads on is published
    from the reloaded state as from the embedded one."""
    chunks = chunk_document(_DOC, "v1")
    embedder = HashingEmbedder(dim=64)
    sqlite = open_store(tmp_path / "store.sqlite", embedder=embedder, create=True)
    vectors = dict(zip([c.chunk_id for c in chunks], embedder.embed_documents([c.text for c in chunks]), strict=True))
    sqlite.writer.replace_documents({_DOC.doc_id: chunks}, vectors, {_DOC.doc_id: "h"})
    dynamo = DynamoChunkStore(dynamodb, "dalil-chunks")
    dynamo.replace_documents({_DOC.doc_id: chunks}, {_DOC.doc_id: "h"})
    question = "لماذا لاطفه الوالي؟"
    cut = [Evidence(evidence_id="E1", chunk_id=chunks[0].chunk_id, excerpt=chunks[0].text, title=chunks[0].title)]
    try:
        read = [read_on(question, cut, {chunks[0].chunk_id: chunks[0]}, store.get_many) for store in (sqlite.chunks, dynamo)]
        assert read[0] == read[1] and read[0][1] == [chunks[1]]
        evidence = read[0][0]
        assert evidence[1].continues == "E1" and evidence[1].excerpt == chunks[1].text  # the record's last sentence
        state = WorkflowState(question=question, evidence=evidence, chunks={c.chunk_id: c for c in chunks})
        reloaded = WorkflowState.model_validate_json(json.dumps(state.dump()))
        assert reloaded.evidence == evidence
        settings = Settings()
        for each in (state, reloaded):
            payload: AnswerPayload = ExtractiveProvider(settings).answer(question, each.evidence)
            assert "[E1][E2]" in payload.answer and "أنه ابن الوزير" in payload.answer
            assert decide(Asked(question), payload, each.context(), settings).codes == []
    finally:
        sqlite.close()
