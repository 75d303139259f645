"""Dense re-scoring of the fused top-k (retrieval/rescore.py), with the real E5 model."""

from __future__ import annotations

import os
import sqlite3

import numpy as np
import pytest

from dalil.embed.e5 import E5Embedder
from dalil.models import Candidate, SignalHit
from dalil.retrieval.rescore import (
    DenseRescorer,
    SignalRescorer,
    apply_rescore,
    make_rescorer,
    may_be_quotation,
    moot,
    rescore_window,
)
from dalil.settings import Settings
from dalil.stores.sqlite import schema
from dalil.stores.sqlite.dense_sidecar import SidecarVectors, sidecar_path


def cands(*ids: str) -> list[Candidate]:
    return [Candidate(chunk_id=i, score=1.0 / (3 + n), signals={"lexical": SignalHit(rank=n, score=1.0)})
            for n, i in enumerate(ids, start=1)]


def ids(candidates) -> list[str]:  # noqa: ANN001
    return [c.chunk_id for c in candidates]


def test_a_strong_dense_first_lifts_a_candidate_inside_the_window_only() -> None:
    fused = cands("a", "b", "c", "d")
    out = rescore_window(fused, {"a": 0.1, "b": 0.2, "c": 0.9}, window=3, weight=2.0, rrf_k=1)
    assert ids(out) == ["c", "a", "b", "d"]  # a and b tie at 1.0: fused order; d is outside the window
    assert out[0].signals["e5"] == SignalHit(rank=1, score=0.9)
    assert out[0].score == fused[2].score  # the fused score stays; the order is the re-score's
    assert "e5" not in out[3].signals


def test_candidates_without_a_vector_keep_their_places() -> None:
    out = rescore_window(cands("a", "b", "c", "d", "e"), {"a": 0.1, "d": 0.95, "e": 0.9}, window=5, weight=5.0, rrf_k=1,
                         keep_top=0)
    assert ids(out) == ["d", "b", "c", "e", "a"]  # b and c had no vector: positions 2 and 3 are theirs


def test_weight_zero_or_one_vector_changes_nothing() -> None:
    fused = cands("a", "b", "c")
    assert ids(rescore_window(fused, {"a": 0.1, "b": 0.5, "c": 0.9}, 3, 0.0, 10)) == ["a", "b", "c"]
    assert ids(rescore_window(fused, {"c": 0.9}, 3, 5.0, 10)) == ["a", "b", "c"]
    with pytest.raises(ValueError):
        rescore_window(fused, {}, 0, 1.0, 10)


def test_rank_fusion_keeps_a_clear_first_stage_winner_against_a_small_dense_preference() -> None:
    # fused rank 1 vs dense rank 2, fused rank 2 vs dense rank 1: equal weights tie -> fused order wins
    out = rescore_window(cands("a", "b"), {"a": 0.5, "b": 0.6}, window=2, weight=1.0, rrf_k=10)
    assert ids(out) == ["a", "b"]


class Passages:
    def __init__(self, vectors: dict[str, np.ndarray]) -> None:
        self.vectors = vectors

    def vectors_for(self, chunk_ids):  # noqa: ANN001, ANN201
        return {i: self.vectors[i] for i in chunk_ids if i in self.vectors}


def test_the_e5_rescorer_brings_the_meaning_match_up() -> None:
    e5 = E5Embedder()
    texts = {
        "nile/0": "نهر النيل أطول أنهار أفريقيا ويمر بمصر والسودان.",
        "gal/5": "وأما ثمر الروح فهو: محبة فرح سلام، طول أناة لطف صلاح، إيمان وداعة تعفف.",
        "gen/1": "الروح القدس حل على التلاميذ في يوم الخمسين.",
    }
    matrix = e5.embed_documents(list(texts.values()))
    rescorer = DenseRescorer(e5, Passages(dict(zip(texts, matrix, strict=True))), window=3, weight=2.0, rrf_k=1)
    notes: list[str] = []
    counts: dict[str, int] = {}
    out = apply_rescore(rescorer, "ما هي ثمار الروح؟", cands("gen/1", "nile/0", "gal/5"), {}, notes, counts)
    assert ids(out)[0] == "gal/5"
    assert counts["rescored"] == 3 and notes == []


def test_a_failing_rescorer_keeps_the_fused_order_and_says_so() -> None:
    class Broken:
        window = 3

        def rescore(self, question, fused, structured=False, settled=()):  # noqa: ANN001, ANN201
            raise RuntimeError("engine gone")

    notes: list[str] = []
    fused = cands("a", "b")
    assert apply_rescore(Broken(), "q", fused, {}, notes, {}) == fused  # type: ignore[arg-type]
    assert notes and notes[0].startswith("rescore_unavailable: RuntimeError")


def test_signal_rescorer_uses_the_search_dense_list_in_the_same_response() -> None:
    rescorer = SignalRescorer(window=3, weight=2.0, rrf_k=1)
    notes: list[str] = []
    counts: dict[str, int] = {}
    signals = {"dense": [("c", 0.9), ("a", 0.2), ("z", 0.99)]}
    out = apply_rescore(rescorer, "q", cands("a", "b", "c"), signals, notes, counts)
    assert ids(out) == ["c", "b", "a"] and out[0].signals["dense"].score == 0.9
    assert counts["rescored"] == 2 and notes[0].startswith("rescore_partial: 2 of the top 3")


def test_settings_choose_the_rescorer(tmp_path) -> None:  # noqa: ANN001
    assert make_rescorer(Settings(store=tmp_path / "s.sqlite", rescore="off"), None) is None
    assert isinstance(make_rescorer(Settings(store=tmp_path / "s.sqlite", rescore="signals"), None), SignalRescorer)
    e5 = make_rescorer(Settings(store=tmp_path / "s.sqlite", rescore="e5", rescore_window=7), None)
    assert isinstance(e5, DenseRescorer) and e5.window == 7
    assert isinstance(make_rescorer(Settings(store=tmp_path / "s.sqlite", rescore="auto"), None), DenseRescorer)
    assert make_rescorer(Settings(store=tmp_path / "s.sqlite", rescore="auto", backend="aws"), None) is None
    aws = Settings(store=tmp_path / "s.sqlite", rescore="signals", backend="aws")
    assert isinstance(make_rescorer(aws, None), SignalRescorer)


def test_a_quoted_passage_in_first_place_stays_there() -> None:
    from dalil.retrieval.rescore import quotes

    assert quotes("ارحمني يا الله حسب رحمتك", "مزمور لداود. ارحمني يا الله، حسب رحمتك. حسب كثرة رأفتك")
    assert not quotes("ارحمني يا رب", "ارحمني يا الله")
    assert not quotes("الله محبة", "لأن الله محبة")  # two words are not a quotation
    out = rescore_window(cands("a", "b", "c"), {"a": 0.1, "b": 0.5, "c": 0.9}, window=3, weight=5.0, rrf_k=1, pinned=1)
    assert ids(out) == ["a", "c", "b"]


def test_the_first_stage_top_three_stay_the_top_three() -> None:
    fused = cands("a", "b", "c", "d", "e")
    cos = {"a": 0.0, "b": 0.9, "c": 0.1, "d": 0.8, "e": 0.7}
    out = rescore_window(fused, cos, window=5, weight=10.0, rrf_k=1)
    assert set(ids(out)[:3]) == {"a", "b", "c"} and ids(out)[0] == "b"
    assert ids(out)[3:] == ["d", "e"]
    free = rescore_window(fused, cos, window=5, weight=10.0, rrf_k=1, keep_top=0)
    assert ids(free)[:2] == ["b", "d"]


def test_only_the_configured_libraries_are_rescored() -> None:
    class Everything:
        def vectors_for(self, chunk_ids):  # noqa: ANN001, ANN201
            return {c: np.ones(4, dtype=np.float32) / 2 for c in chunk_ids}

    class Query:
        model_id = "q"

        def embed_query(self, text):  # noqa: ANN001, ANN201
            return np.ones(4, dtype=np.float32) / 2

    rescorer = DenseRescorer(Query(), Everything(), 10, 1.0, 10, libraries=("bible",))
    assert set(rescorer.cosines("q", ["svd:Gal.5/2", "syn:01-01#1/0", "tasbeha:x/0"])) == {"svd:Gal.5/2"}
    assert Settings(rescore_libraries="bible,arcd").rescore_libraries == ("bible", "arcd")


def test_by_default_synaxarium_candidates_are_rescored_and_liturgy_keeps_its_order(tmp_path) -> None:  # noqa: ANN001
    # The measured rule (RESULTS.md "complete vectors"): re-scoring Synaxarium raised
    # names/stories with no suite lower; re-scoring liturgy lost a hymn-title top-1.
    rescorer = make_rescorer(Settings(store=tmp_path / "s.sqlite", rescore="e5"), None)
    assert isinstance(rescorer, DenseRescorer)
    assert rescorer.libraries == frozenset({"bible", "arcd", "xquad", "synaxarium"})

    fused = cands("tasbeha:psali-adam/0", "syn:03-22#1/0", "syn:07-04#2/1", "agpeya:prime/3")
    rescorer.passages = Passages({c: np.eye(1, 4, k, dtype=np.float32)[0] for k, c in enumerate(ids(fused))})

    class Query:
        model_id = "q"

        def embed_query(self, text):  # noqa: ANN001, ANN201
            return np.eye(1, 4, 2, dtype=np.float32)[0]  # the third candidate is the meaning match

    rescorer.embedder = Query()
    out, covered, _ = rescorer.rescore("من هو القديس؟", fused)
    assert covered == 2  # the two Synaxarium chunks; the liturgy ones have vectors but are not asked
    assert ids(out) == ["tasbeha:psali-adam/0", "syn:07-04#2/1", "syn:03-22#1/0", "agpeya:prime/3"]


class CountingEmbedder:
    """A query embedder that records each text it embeds (one unit vector for all)."""

    model_id = "q"

    def __init__(self) -> None:
        self.calls: list[str] = []

    def embed_query(self, text: str) -> np.ndarray:
        self.calls.append(text)
        return np.eye(1, 4, 0, dtype=np.float32)[0]


def test_a_question_re_scored_twice_is_embedded_once() -> None:
    counting = CountingEmbedder()
    calls = counting.calls
    fused = cands("svd:Gal.5/2", "svd:Gal.5/3")
    rescorer = DenseRescorer(counting, Passages({c: np.eye(1, 4, 0, dtype=np.float32)[0] for c in ids(fused)}), 10, 1.0, 10)
    rescorer.rescore("ما هي ثمار الروح؟", fused)
    rescorer.rescore("ما هي ثمار الروح؟", fused)
    rescorer.rescore("ماذا قال بولس عن المحبة؟", fused)
    assert calls == ["ما هي ثمار الروح؟", "ماذا قال بولس عن المحبة؟"]


def test_questions_prepared_together_are_not_embedded_again_and_rank_the_same() -> None:
    calls: list[list[str]] = []

    class Counting:
        model_id = "q"

        def embed_query(self, text):  # noqa: ANN001, ANN201
            calls.append([text])
            return np.array([1.0, float(len(text)), 0.0, 0.5], dtype=np.float32)

        def embed_queries(self, texts):  # noqa: ANN001, ANN201
            calls.append(list(texts))
            return [np.array([1.0, float(len(text)), 0.0, 0.5], dtype=np.float32) for text in texts]

    fused = cands("svd:Gal.5/2", "svd:Gal.5/3", "svd:Gal.5/4", "svd:Gal.5/5", "svd:Gal.5/6")
    passages = Passages({c: np.eye(1, 4, n % 4, dtype=np.float32)[0] for n, c in enumerate(ids(fused))})
    asked = ["ما هي ثمار الروح؟", "ماذا قال بولس عن المحبة؟", "من هو يوحنا؟"]
    one_by_one = DenseRescorer(Counting(), passages, 10, 1.0, 10)
    expected = [one_by_one.rescore(q, fused) for q in asked]
    calls.clear()
    batched = DenseRescorer(Counting(), passages, 10, 1.0, 10)
    batched.prepare(asked + ["لم يسأل"])
    assert batched.embedded_query(asked[0]) is None  # prepared is not "embedded for this question" yet
    assert [batched.rescore(q, fused) for q in asked] == expected
    assert calls == [asked + ["لم يسأل"]]  # one call for the batch, none per question
    assert batched.embedded_query(asked[-1]) is not None
    batched.prepare([])  # a new batch drops what the last one left unused
    batched.rescore("لم يسأل", fused)
    assert calls[-1] == ["لم يسأل"]


def _store_with_versions(path, versions: dict[str, str]) -> None:  # noqa: ANN001
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        conn.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)",
                         [(schema.META_CORPUS_VERSION_PREFIX + library, version) for library, version in versions.items()])
    conn.close()


def test_re_scorers_of_one_store_share_one_passage_source_that_reads_the_files_at_every_question(tmp_path) -> None:  # noqa: ANN001
    store = tmp_path / "s.sqlite"
    _store_with_versions(store, {"synaxarium": "s1"})
    settings = Settings(store=store, rescore="e5")
    first, second = make_rescorer(settings, None), make_rescorer(settings, None)
    assert isinstance(first, DenseRescorer) and isinstance(second, DenseRescorer)
    assert first.passages is second.passages  # built per question, opened once per process
    source, chunk = first.passages, "syn:01-01#1/0"
    assert source.vectors_for([chunk]) == {}  # no sidecar yet

    vector = np.ones(384, dtype=np.float32) / np.sqrt(384)
    SidecarVectors(sidecar_path(store), first.embedder.model_id).put_many([(chunk, "h", vector)], versions={chunk: "s1"})
    assert set(source.vectors_for([chunk])) == {chunk}  # written after the source was made: found
    _store_with_versions(store, {"synaxarium": "s2"})
    assert source.vectors_for([chunk]) == {}  # the library re-ingested since: the vector no longer counts
    assert make_rescorer(settings, None).passages is not source  # the sidecar appeared: a source that opens it

    rebuilt = tmp_path / "build.sqlite"
    _store_with_versions(rebuilt, {"synaxarium": "s1"})
    kept = make_rescorer(settings, None).passages
    os.replace(rebuilt, store)  # what `dalil ingest --rebuild` does
    fresh = make_rescorer(settings, None).passages
    assert fresh is not kept and set(fresh.vectors_for([chunk])) == {chunk}


@pytest.mark.parametrize("question", ["متى ولد موسى", "متي ولد موسى", "لماذا بكى بطرس", "أين ولد المسيح"])
def test_a_question_word_opening_a_statement_is_no_quotation(question: str) -> None:
    # Without a question mark, a sentence opened by any question word, in any spelling, is asked, not quoted.
    assert not may_be_quotation(question)


def test_a_statement_without_a_question_word_may_be_a_quotation() -> None:
    assert may_be_quotation("طوبى للمساكين بالروح")


def test_a_window_with_one_movable_candidate_is_not_embedded_until_topic_matching_asks() -> None:
    counting = CountingEmbedder()
    calls = counting.calls
    fused = cands("syn:01-01#1/0", "svd:Gal.5/2", "tasbeha:x/0")
    rescorer = DenseRescorer(counting, Passages({"svd:Gal.5/2": np.eye(1, 4, 1, dtype=np.float32)[0]}), 10, 1.0, 10)
    question = "ما هي ثمار الروح؟"
    notes: list[str] = []
    counts: dict[str, int] = {}
    out = apply_rescore(rescorer, question, fused, {}, notes, counts)
    # One candidate with a vector: rescore_window could only return the fused order, so no embedding.
    assert out == fused and calls == [] and counts["rescored"] == 1 and counts["rescore_skipped"] == 1
    assert [note.split(":")[0] for note in notes] == ["rescore_skipped", "rescore_partial"]
    # E5 topic matching still gets the vector of a question re-scoring looked at (embedded now, once) ...
    vector = rescorer.embedded_query(question)
    assert vector is not None and calls == [question]
    assert rescorer.embedded_query(question) is vector and calls == [question]
    # ... and still none for a question re-scoring never looked at with a vector.
    assert rescorer.embedded_query("سؤال آخر") is None
    assert rescorer.rescore("سؤال آخر", cands("syn:01-01#1/0", "tasbeha:x/0")) == (cands("syn:01-01#1/0", "tasbeha:x/0"), 0, None)
    assert rescorer.embedded_query("سؤال آخر") is None and calls == [question]


def test_a_pinned_quotation_leaves_one_movable_candidate_and_nothing_is_embedded() -> None:
    fused = cands("a", "b", "c")
    assert moot(fused, {"a": 1, "b": 1}, pinned=1, settled=()) is not None  # only b may move
    assert moot(fused, {"a": 1, "b": 1}, pinned=0, settled=()) is None
    assert moot(fused, {"b": 1, "c": 1}, pinned=0, settled=("a",)) is not None  # the lookup's record has no vector
    assert moot(fused, {"a": 1, "c": 1}, pinned=0, settled=("a",)) is None  # it has one: re-scoring may move it
