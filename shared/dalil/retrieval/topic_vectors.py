"""E5 topic matching: the question's E5 vector (the one the dense re-scorer already computed; never a
second embedding) against every topic name and phrasing of the topical index (text/topics.py),
embedded once as E5 queries and shipped in `dalil/data/topics/topics-e5.npz`.

A topic's score is its best phrasing's cosine. The words a reader uses for a teaching are rarely
the ones written in a phrasing ("ما معنى أن نحب أعداءنا" vs "محبة الأعداء"); the phrasing test of
text/topics.py needs every word, E5 needs the meaning (benchmarks/retrieval/RESULTS.md, "E5 topic
matching"). The file records the digest of the topics.jsonl it was built from and the model id: a
stale or foreign file is refused (the lexical matcher still answers), never silently used.

Build (after any change to topics.jsonl; about 30 s on one core):
    .venv/bin/python -m dalil.retrieval.topic_vectors
"""

from __future__ import annotations

import hashlib
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np

from dalil.ranking import PRESELECT_MARGIN, unit64
from dalil.retrieval.result_cache import file_state
from dalil.text.topics import DATA_FILE, TopicIndex, TopicMatch, default_index

VECTORS_FILE = DATA_FILE.with_name("topics-e5.npz")
SIGNAL = "topic_e5"
# The words that frame a question about a teaching and name none. A reader's question is mostly
# frame ("المسيح قال ايه عن ..."), so its E5 vector leans to phrasings that quote a saying of the Lord
# whatever the teaching; the frame's own E5 vector (shipped beside the phrasings) is taken off the
# question's before topics are ranked (`TopicVectors.match`, settings.topic_e5_frame_weight). One
# fixed sentence, not a list fitted to questions (benchmarks/retrieval/RESULTS.md, TOPIC25D).
FRAME_QUESTION = "ماذا قال المسيح عن"
# Rows of the float64 matrix read together once the float32 scan has found a row worth deciding: a
# block aligned to this many rows is summed by BLAS exactly as inside the whole product (its
# matrix-vector kernels take rows four or eight at a time), so the cosines are the whole product's.
EXACT_BLOCK = 64


def topics_digest(path: Path = DATA_FILE) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def phrasing_rows(index: TopicIndex) -> list[tuple[str, str]]:
    """(topic_id, phrasing) in the file's row order: topics in file order, each topic's phrasings sorted."""
    return [(topic.topic_id, phrasing) for topic in index.topics for phrasing in sorted(set(topic.phrasings))]


class TopicVectors:
    def __init__(self, index: TopicIndex, matrix: np.ndarray, owners: list[str], phrasings: list[str],
                 frame: np.ndarray | None = None) -> None:
        if matrix.ndim != 2 or matrix.shape[0] != len(owners) or len(owners) != len(phrasings):
            raise ValueError(f"topic vectors: {matrix.shape} rows for {len(owners)} phrasings")
        by_id = {topic.topic_id: topic for topic in index.topics}
        unknown = sorted(set(owners) - set(by_id))
        if unknown:
            raise ValueError(f"topic vectors name topics the index lacks: {', '.join(unknown[:5])}")
        norms = np.linalg.norm(matrix.astype(np.float64), axis=1, keepdims=True)
        if not np.all(norms > 0):
            raise ValueError("topic vectors: a zero row")
        self.matrix = matrix.astype(np.float64) / norms
        # The scan a question pays: half the bytes of the float64 matrix (8,761 x 384: 27 MB a pass, a
        # memory-bound product on a busy box); float64 decides the few rows near the threshold.
        self.rough = self.matrix.astype(np.float32)
        self.topics = [by_id[owner] for owner in owners]
        self.phrasings = phrasings
        self.frame = unit64(frame) if frame is not None else None  # None: a file built before the frame

    @classmethod
    def load(cls, model_id: str, path: Path = VECTORS_FILE, index: TopicIndex | None = None,
             topics_file: Path = DATA_FILE) -> TopicVectors:
        """The shipped vectors; a clear ValueError when missing, of another model or of another topics file."""
        if not path.exists():
            raise ValueError(f"no topic vectors at {path}; build them: python -m dalil.retrieval.topic_vectors")
        with np.load(path, allow_pickle=False) as data:
            stored_model, stored_digest = str(data["model_id"]), str(data["topics_sha256"])
            if stored_model != model_id:
                raise ValueError(f"topic vectors are of {stored_model}, the query vector of {model_id}")
            if stored_digest != topics_digest(topics_file):
                raise ValueError(f"topic vectors were built from another {topics_file.name}; rebuild them")
            frame = data["frame"] if "frame" in data.files else None
            return cls(index or default_index(), data["vectors"], [str(x) for x in data["topic_ids"]],
                       [str(x) for x in data["phrasings"]], frame)

    @classmethod
    def shared(cls, model_id: str, path: Path = VECTORS_FILE, index: TopicIndex | None = None,
               topics_file: Path = DATA_FILE) -> TopicVectors:
        """`load`, once per process for the same files (read-only after loading, so threads share
        it): a retriever is built per question, and reading the 4.7 MB file and hashing the topics
        each time cost ~45 ms of CPU an ask. A file rewritten in place (another mtime) is read again."""
        return _shared(model_id, path, file_state(path), index or default_index(), topics_file, file_state(topics_file))

    def match(self, query: np.ndarray, limit: int, min_cosine: float, frame_weight: float = 0.0) -> list[TopicMatch]:
        """The best `limit` topics among the phrasings whose cosine is at least `min_cosine`, best
        first; the match score is that phrasing's cosine. With `frame_weight` > 0 (and a shipped
        frame vector) phrasings are ranked by their cosine to the question's vector minus
        `frame_weight` x the frame's: what the question asks about, not how it is asked. The
        scores stay the plain cosines (the evidence floor's credit reads them)."""
        vector = np.asarray(query, dtype=np.float64).ravel()
        norm = float(np.linalg.norm(vector))
        if vector.shape[0] != self.matrix.shape[1] or norm == 0.0:
            return []
        unit = vector / norm
        near = np.flatnonzero(self.rough @ unit.astype(np.float32) >= min_cosine - PRESELECT_MARGIN)
        if not near.size:
            return []  # no row near the threshold: nothing read in float64, the frame not at all
        cosines = self._exact(near, unit)
        kept = cosines >= min_cosine  # float64 decides, as in the whole product
        eligible, cosines = near[kept], cosines[kept]
        if not eligible.size:
            return []
        order_by = cosines
        if frame_weight > 0 and self.frame is not None and self.frame.shape == unit.shape:
            order_by = self._exact(eligible, unit - frame_weight * self.frame)
        best: dict[str, tuple[float, int]] = {}
        for at in np.argsort(-order_by, kind="stable").tolist():
            if len(best) >= limit:
                break
            best.setdefault(self.topics[eligible[at]].topic_id, (float(cosines[at]), int(eligible[at])))
        return [TopicMatch(topic=self.topics[row], score=round(score, 4), phrasing=self.phrasings[row])
                for score, row in best.values()]

    def _exact(self, rows: np.ndarray, vector: np.ndarray) -> np.ndarray:
        """The float64 products of `rows` of the matrix with `vector`, bit for bit what
        `self.matrix @ vector` gives them: each is read from the product of its `EXACT_BLOCK`-aligned
        block (a contiguous slice; tests/unit/retrieval/test_topic_vectors.py holds the two equal)."""
        out = np.empty(rows.shape[0], dtype=np.float64)
        for start in (np.unique(rows // EXACT_BLOCK) * EXACT_BLOCK).tolist():
            inside = (rows >= start) & (rows < start + EXACT_BLOCK)
            out[inside] = (self.matrix[start : start + EXACT_BLOCK] @ vector)[rows[inside] - start]
        return out


def build(path: Path = VECTORS_FILE, threads: int = 1) -> int:
    # Cold start: only the build loads the E5 engine from here; retrieval gets the query vector.
    from dalil.embed.e5 import E5Embedder  # noqa: PLC0415 - cold start, see above

    embedder = E5Embedder(threads=threads)
    rows = phrasing_rows(default_index())
    vectors = np.vstack([np.asarray(embedder.embed_query(phrasing), dtype=np.float32) for _, phrasing in rows])
    frame = np.asarray(embedder.embed_query(FRAME_QUESTION), dtype=np.float32)
    np.savez_compressed(
        path, vectors=vectors.astype(np.float16), frame=frame.astype(np.float16), topic_ids=np.array([r[0] for r in rows]),
        phrasings=np.array([r[1] for r in rows]), model_id=np.array(embedder.model_id),
        topics_sha256=np.array(topics_digest()),
    )
    return len(rows)


@lru_cache(maxsize=4)
def _shared(model_id: str, path: Path, stamp: tuple[int, int], index: TopicIndex, topics_file: Path,
            topics_stamp: tuple[int, int]) -> TopicVectors:
    return TopicVectors.load(model_id, path, index=index, topics_file=topics_file)


if __name__ == "__main__":
    print(f"{build()} phrasings -> {VECTORS_FILE}", file=sys.stderr)
