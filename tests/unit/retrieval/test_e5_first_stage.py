"""One dense question embedding an ask (retrieval/e5_list.py): with settings.e5_first_stage the
first stage's vector list comes from the E5 re-scorer's question vector and the store's embedder is
never asked; a library without E5 vectors falls back to the embedder's list; the evidence floor
reads the E5 list's cosine on its own threshold.

A real SQLite store of the bundled demo corpus (hashing embedder) with the shipped E5 passage
vectors; the E5 *question* is a chosen passage's own stored vector, so the expected first place is
known without loading the E5 engine."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import numpy as np
import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.models import Candidate, DateIntent, RetrievalResult, RetrievalTrace, Route, SignalHit
from dalil.ranking import cosines64, ranked_pairs, unit64
from dalil.retrieval import e5_list
from dalil.retrieval.evidence import evidence_floor
from dalil.retrieval.rescore import DenseRescorer
from dalil.retrieval.retriever import Retriever
from dalil.settings import Settings
from dalil.stores.sqlite.dense_sidecar import sidecar_path, stored_passage_vectors
from dalil.stores.sqlite.store import open_store

QUESTION = "ما هي ثمار الروح؟"


class CountingEmbedder(HashingEmbedder):
    def __init__(self) -> None:
        super().__init__(dim=256)
        self.calls = 0

    def embed_query(self, text: str) -> np.ndarray:
        self.calls += 1
        return super().embed_query(text)


class ChosenQuestion:
    """The E5 "question" is one passage's stored vector: that passage must come first."""

    def __init__(self, model_id: str, vector: np.ndarray) -> None:
        self.model_id = model_id
        self.vector = vector
        self.calls = 0

    def embed_query(self, text: str) -> np.ndarray:
        self.calls += 1
        return self.vector


class Without:
    """The stored passage vectors less some chunks (a library still being embedded)."""

    def __init__(self, inner, missing: set[str]) -> None:  # noqa: ANN001
        self.inner = inner
        self.missing = missing

    def vectors_for(self, chunk_ids):  # noqa: ANN001, ANN201
        return {c: v for c, v in self.inner.vectors_for(chunk_ids).items() if c not in self.missing}


@pytest.fixture()
def store(demo_store: Path):  # noqa: ANN201
    opened = open_store(demo_store, settings=Settings(store=demo_store))
    yield opened
    opened.close()


def _retriever(demo_store: Path, store, target: str, **settings):  # noqa: ANN001, ANN202
    config = Settings(store=demo_store, rescore="e5", **{"e5_first_stage": "covered", **settings})
    embedder = CountingEmbedder()
    retriever = Retriever(config, store.candidates, store.chunks, embedder)
    assert isinstance(retriever.rescorer, DenseRescorer)
    passages = retriever.rescorer.passages
    question = ChosenQuestion(retriever.rescorer.embedder.model_id, passages.vectors_for([target])[target])
    retriever.rescorer.embedder = question
    return retriever, embedder, question


def test_one_dense_question_vector_the_embedders_is_never_computed(demo_store: Path, store) -> None:  # noqa: ANN001
    target = "svd:Gal.5/2" if store.chunks.get_many(["svd:Gal.5/2"]) else store.chunks.chunk_ids()[0]
    retriever, embedder, question = _retriever(demo_store, store, target)
    result = retriever.retrieve(QUESTION)
    assert embedder.calls == 0
    assert question.calls == 1  # re-scoring reused the first stage's vector
    counts = result.trace.counts
    assert counts["signal:e5_vector"] > 0 and counts["signal:vector"] == 0
    assert counts["rescored"] > 0


def test_the_e5_list_is_the_exact_cosine_top_k_over_every_stored_chunk(demo_store: Path, store) -> None:  # noqa: ANN001
    ids = store.chunks.chunk_ids()
    target = ids[len(ids) // 2]
    retriever, _, _ = _retriever(demo_store, store, target)
    assert retriever.e5_list is not None
    libraries = ["bible", "arcd", "xquad"]
    got = retriever.e5_list.search(QUESTION, 50, libraries)
    vectors = stored_passage_vectors(retriever.rescorer.embedder.model_id, demo_store).vectors_for(ids)
    query = unit64(vectors[target])
    wanted = [c for c in ids if c in vectors and c.split(":")[0] in {"svd", "arcd", "xquad"}]
    brute = ranked_pairs(zip(wanted, cosines64(np.vstack([vectors[c] for c in wanted]), query).tolist(), strict=True))[:50]
    assert got == brute
    assert got[0][0] == target
    assert retriever.e5_list.search(QUESTION, 50, ["liturgy"]) == []


def test_a_library_without_e5_vectors_falls_back_to_the_embedders_list(demo_store: Path, store) -> None:  # noqa: ANN001
    ids = store.chunks.chunk_ids()
    retriever, embedder, _ = _retriever(demo_store, store, ids[0])
    retriever.rescorer.passages = Without(retriever.rescorer.passages, {ids[-1]})
    e5_list._MATRICES.clear()  # noqa: SLF001 - the process's matrix was built over every vector
    retriever.e5_list = retriever._make_e5_list()  # noqa: SLF001 - rebuilt over the partial vectors
    result = retriever.retrieve(QUESTION)
    assert embedder.calls == 1
    assert result.trace.counts["signal:vector"] > 0 and "signal:e5_vector" not in result.trace.counts
    e5_list._MATRICES.clear()  # noqa: SLF001 - the next test's store has every vector again


def test_always_a_chunk_without_an_e5_vector_has_no_dense_vote(demo_store: Path, store) -> None:  # noqa: ANN001
    ids = store.chunks.chunk_ids()
    retriever, embedder, _ = _retriever(demo_store, store, ids[0], e5_first_stage="always")
    missing = ids[0]
    retriever.rescorer.passages = Without(retriever.rescorer.passages, {missing})
    e5_list._MATRICES.clear()  # noqa: SLF001 - the process's matrix was built over every vector
    retriever.e5_list = retriever._make_e5_list()  # noqa: SLF001 - rebuilt over the partial vectors
    assert retriever.e5_list is not None and not retriever.e5_list.covered(["bible", "arcd", "xquad"])
    result = retriever.retrieve(QUESTION)
    assert embedder.calls == 0
    assert result.trace.counts["signal:e5_vector"] > 0 and result.trace.counts["signal:vector"] == 0
    assert missing not in {c for c, _ in retriever.e5_list.search(QUESTION, 10_000, ["bible", "arcd", "xquad"])}
    e5_list._MATRICES.clear()  # noqa: SLF001 - the next test's store has every vector again


def test_every_retriever_of_the_process_shares_one_matrix(demo_store: Path, store) -> None:  # noqa: ANN001
    """The workflow builds a Retriever for each question: the matrix must not be built again."""
    ids = store.chunks.chunk_ids()
    first, _, _ = _retriever(demo_store, store, ids[0])
    second, _, _ = _retriever(demo_store, store, ids[1])
    assert first.e5_list is not None and second.e5_list is not None
    assert first.e5_list.matrix() is second.e5_list.matrix()


def test_the_matrix_follows_the_dense_sidecar(demo_store: Path, store, tmp_path: Path) -> None:  # noqa: ANN001
    ids = store.chunks.chunk_ids()
    retriever, _, _ = _retriever(demo_store, store, ids[0])
    first_stage = retriever.e5_list
    assert first_stage is not None
    first_stage.sidecar = tmp_path / "x.dense.sqlite"
    before = first_stage.matrix()
    assert first_stage.matrix() is before  # nothing changed: the same matrix
    first_stage.sidecar.write_bytes(b"new vectors")
    after = first_stage.matrix()
    assert after is not before and after.chunk_ids == before.chunk_ids
    os.utime(first_stage.sidecar, ns=(1, 1))
    assert first_stage.matrix() is not after
    assert sidecar_path(demo_store).name.endswith(".dense.sqlite")


def test_off_by_setting_or_without_the_e5_rescorer_the_embedder_answers(demo_store: Path, store) -> None:  # noqa: ANN001
    for config in (Settings(store=demo_store, rescore="e5", e5_first_stage="off"),
                   Settings(store=demo_store, rescore="off", e5_first_stage="covered")):
        embedder = CountingEmbedder()
        retriever = Retriever(config, store.candidates, store.chunks, embedder)
        assert retriever.e5_list is None
        retriever.rescorer = None
        result = retriever.retrieve(QUESTION)
        assert embedder.calls == 1 and "signal:e5_vector" not in result.trace.counts


def _floor_result(store, signals: dict[str, SignalHit]) -> RetrievalResult:  # noqa: ANN001
    chunk_id = store.chunks.chunk_ids()[0]
    chunk = store.chunks.get_many([chunk_id])[chunk_id]
    candidate = Candidate(chunk_id=chunk_id, score=1.0, signals=signals, chunk=chunk)
    return RetrievalResult(candidates=[candidate], trace=RetrievalTrace(
        question="q", normalized="q", route=Route(domains={}, signals=[]), date_intent=DateIntent(), libraries=["bible"]))


def test_the_floor_reads_the_e5_cosine_on_its_own_threshold(store) -> None:  # noqa: ANN001
    settings = Settings(min_question_coverage=2.0, min_vector_score=0.55, min_e5_vector_score=0.85)
    unrelated = "سعر الفراخ كم"
    assert evidence_floor(unrelated, _floor_result(store, {e5_list.SIGNAL: SignalHit(rank=1, score=0.86)}), settings) == (True, None)
    passed, why = evidence_floor(unrelated, _floor_result(store, {e5_list.SIGNAL: SignalHit(rank=1, score=0.84)}), settings)
    assert not passed and why is not None and "E5 cosine 0.84" in why
    # an E5 cosine is never read against the USE threshold
    passed, _ = evidence_floor(unrelated, _floor_result(store, {e5_list.SIGNAL: SignalHit(rank=1, score=0.6)}), settings)
    assert not passed
    assert evidence_floor(unrelated, _floor_result(store, {"vector": SignalHit(rank=1, score=0.6)}), settings) == (True, None)


def test_each_thread_keeps_its_own_question_vector() -> None:
    """Threads of one server share the re-scorer: another thread's question between a thread's first
    stage and its re-scoring must not make it embed its question again."""

    class Counting:
        model_id = "q"

        def __init__(self) -> None:
            self.calls: list[str] = []

        def embed_query(self, text: str) -> np.ndarray:
            self.calls.append(text)
            return np.full(4, float(len(self.calls)), dtype=np.float32)

    embedder = Counting()
    rescorer = DenseRescorer(embedder, Without({}, set()), 10, 1.0, 10)
    first = rescorer.query_vector("سؤال أول")
    other = threading.Thread(target=rescorer.query_vector, args=("سؤال من خيط آخر",))
    other.start()
    other.join()
    assert rescorer.query_vector("سؤال أول") is first
    assert rescorer.embedded_query("سؤال من خيط آخر") is None  # that vector is the other thread's
    assert embedder.calls == ["سؤال أول", "سؤال من خيط آخر"]
