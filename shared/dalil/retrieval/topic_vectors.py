"""E5 topic matching: the question's E5 vector (the one the dense re-scorer already computed; never a
second embedding) against every topic name and phrasing of the topical index (text/topics.py),
embedded once as E5 queries and shipped in `dalil/data/topics/topics-e5.npz`.

A topic's score is its best phrasing's cosine. Topics are ranked by that (the question's frame taken
off), plus, when asked, the question's cosine to the topic's own passages (the stored E5 vectors of
the chunks the topic lists, shipped beside the phrasings) and the lexical phrasing match's score: a
reader's words are often near the verses or hold a phrasing's words when no phrasing's vector is near
(benchmarks/retrieval/RESULTS.md, TOPIC27). The words a reader uses for a teaching are rarely
the ones written in a phrasing ("ما معنى أن نحب أعداءنا" vs "محبة الأعداء"); the phrasing test of
text/topics.py needs every word, E5 needs the meaning (benchmarks/retrieval/RESULTS.md, "E5 topic
matching"). The file records the digest of the topics.jsonl it was built from and the model id: a
stale or foreign file is refused (the lexical matcher still answers), never silently used.

Build (after any change to topics.jsonl or to the bundled Bible's chunks; a phrasing whose vector the
current file holds for the same model is not embedded again):
    .venv/bin/python -m dalil.retrieval.topic_vectors --store <a store holding the bundled corpus>
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

import numpy as np

from dalil.ranking import unit64
from dalil.retrieval.result_cache import file_state
from dalil.retrieval.topics import TopicSignal
from dalil.stores.protocols import ChunkStore
from dalil.text.topics import DATA_FILE, TopicIndex, TopicMatch, default_index

VECTORS_FILE = DATA_FILE.with_name("topics-e5.npz")
SIGNAL = "topic_e5"
# The words that frame a question about a teaching and name none. A reader's question is mostly
# frame ("المسيح قال ايه عن ..."), so its E5 vector leans to phrasings that quote a saying of the Lord
# whatever the teaching; the frame's own E5 vector (shipped beside the phrasings) is taken off the
# question's before topics are ranked (`TopicVectors.match`, settings.topic_e5_frame_weight). One
# fixed sentence, not a list fitted to questions (benchmarks/retrieval/RESULTS.md, TOPIC25D).
FRAME_QUESTION = "ماذا قال المسيح عن"


def topics_digest(path: Path = DATA_FILE) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def phrasing_rows(index: TopicIndex) -> list[tuple[str, str]]:
    """(topic_id, phrasing) in the file's row order: topics in file order, each topic's phrasings sorted."""
    return [(topic.topic_id, phrasing) for topic in index.topics for phrasing in sorted(set(topic.phrasings))]


class TopicVectors:
    def __init__(self, index: TopicIndex, matrix: np.ndarray, owners: list[str], phrasings: list[str],
                 frame: np.ndarray | None = None, passages: np.ndarray | None = None,
                 passage_owners: list[str] | None = None) -> None:
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
        self.topics = [by_id[owner] for owner in owners]
        self.phrasings = phrasings
        self.frame = unit64(frame) if frame is not None else None  # None: a file built before the frame
        # Topic positions: phrasing rows and passage rows point at one topic list (the index's order).
        self.topic_list = list(index.topics)
        position = {topic.topic_id: n for n, topic in enumerate(self.topic_list)}
        self.owner = np.array([position[owner] for owner in owners], dtype=np.int64)
        self.position = position
        # The stored E5 passage vectors of the chunks each topic lists (None: a file built before them).
        self.passages: np.ndarray | None = None
        self.passage_owner = np.zeros(0, dtype=np.int64)
        if passages is not None and passage_owners is not None and len(passage_owners):
            if passages.shape != (len(passage_owners), self.matrix.shape[1]):
                raise ValueError(f"topic passage vectors: {passages.shape} rows for {len(passage_owners)} chunks")
            unknown = sorted(set(passage_owners) - set(by_id))
            if unknown:
                raise ValueError(f"topic passage vectors name topics the index lacks: {', '.join(unknown[:5])}")
            rows = passages.astype(np.float64)
            self.passages = rows / np.linalg.norm(rows, axis=1, keepdims=True)
            self.passage_owner = np.array([position[owner] for owner in passage_owners], dtype=np.int64)

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
            passages = data["passage_vectors"] if "passage_vectors" in data.files else None
            passage_owners = [str(x) for x in data["passage_topic_ids"]] if "passage_topic_ids" in data.files else None
            return cls(index or default_index(), data["vectors"], [str(x) for x in data["topic_ids"]],
                       [str(x) for x in data["phrasings"]], frame, passages, passage_owners)

    @classmethod
    def shared(cls, model_id: str, path: Path = VECTORS_FILE, index: TopicIndex | None = None,
               topics_file: Path = DATA_FILE) -> TopicVectors:
        """`load`, once per process for the same files (read-only after loading, so threads share
        it): a retriever is built per question, and reading the 4.7 MB file and hashing the topics
        each time cost ~45 ms of CPU an ask. A file rewritten in place (another mtime) is read again."""
        return _shared(model_id, path, file_state(path), index or default_index(), topics_file, file_state(topics_file))

    def match(self, query: np.ndarray, limit: int, min_cosine: float, frame_weight: float = 0.0,
              passage_weight: float = 0.0, lexical: Mapping[str, float] | None = None,
              lexical_weight: float = 0.0, keep_first: bool = False) -> list[TopicMatch]:
        """The best `limit` topics among those whose best phrasing's cosine is at least `min_cosine`,
        best first; the match score is that phrasing's cosine.

        A topic is ranked by its best phrasing, each phrasing by its cosine to the question's vector
        minus `frame_weight` x the frame's (with a shipped frame vector): what the question asks
        about, not how it is asked; plus `passage_weight` x the question's best cosine to the topic's
        shipped passage vectors (0 for a topic without one), plus `lexical_weight` x the topic's
        lexical match score in `lexical` (topic_id -> text/topics.TopicIndex.match score). The
        scores stay the plain phrasing cosines (the evidence floor's credit and the concept test read
        them). Equal ranks keep file order."""
        vector = np.asarray(query, dtype=np.float64).ravel()
        norm = float(np.linalg.norm(vector))
        if vector.shape[0] != self.matrix.shape[1] or norm == 0.0:
            return []
        unit = vector / norm
        cosines = self.matrix @ unit
        order_by = cosines
        if frame_weight > 0 and self.frame is not None and self.frame.shape == unit.shape:
            order_by = self.matrix @ (unit - frame_weight * self.frame)
        eligible = np.flatnonzero(cosines >= min_cosine)
        if not len(eligible) or limit <= 0:
            return []
        # Per topic, its best eligible phrasing by the ranking's value (the first row on a tie).
        rows = eligible[np.argsort(-order_by[eligible], kind="stable")]
        topics_seen, first = np.unique(self.owner[rows], return_index=True)
        best_rows = rows[first]
        value = order_by[best_rows].copy()
        if passage_weight and self.passages is not None:
            near = np.full(len(self.topic_list), -np.inf)
            np.maximum.at(near, self.passage_owner, self.passages @ unit)
            value += passage_weight * np.where(np.isfinite(near[topics_seen]), near[topics_seen], 0.0)
        if lexical_weight and lexical:
            value += lexical_weight * np.array([lexical.get(self.topic_list[t].topic_id, 0.0) for t in topics_seen])
        order = np.lexsort((first, -value))  # ties: the topic whose best row came first
        if keep_first:  # the best phrasing's topic stays first; the terms order the rest
            lead = int(np.argmin(first))
            order = np.concatenate([[lead], order[order != lead]])
        order = order[:limit]
        return [TopicMatch(topic=self.topics[row], score=round(float(cosines[row]), 4), phrasing=self.phrasings[row])
                for row in best_rows[order].tolist()]


def passage_rows(index: TopicIndex, chunks: ChunkStore, vectors: Mapping[str, np.ndarray]) -> tuple[list[str], list[np.ndarray]]:
    """(topic_id, passage vector) for every chunk each topic lists (`TopicSignal.ranked` of that
    topic alone: its key passages, at most MAX_CHUNKS_PER_TOPIC), in the index's order; a chunk
    without a vector in `vectors` is left out."""
    signal = TopicSignal(chunks, index)
    owners: list[str] = []
    rows: list[np.ndarray] = []
    for topic in index.topics:
        for chunk_id, _ in signal.ranked([TopicMatch(topic=topic, score=1.0, phrasing="")]):
            vector = vectors.get(chunk_id)
            if vector is not None:
                owners.append(topic.topic_id)
                rows.append(np.asarray(vector, dtype=np.float32))
    return owners, rows


def _reusable(path: Path, model_id: str) -> dict[str, np.ndarray]:
    """phrasing -> vector from the current file when it is of the same model (E5 embeds a text the same way)."""
    if not path.exists():
        return {}
    with np.load(path, allow_pickle=False) as data:
        if str(data["model_id"]) != model_id:
            return {}
        found = {str(p): np.asarray(v, dtype=np.float32) for p, v in zip(data["phrasings"], data["vectors"], strict=True)}
        if "frame" in data.files:
            found[FRAME_QUESTION] = np.asarray(data["frame"], dtype=np.float32)
        return found


def build(store: ChunkStore, path: Path = VECTORS_FILE, threads: int = 1) -> tuple[int, int]:
    """Write the file: every phrasing's E5 query vector (reused from the current file when it holds
    it for the same model), the frame's, and the stored E5 passage vectors (the bundled file's) of
    the chunks every topic lists, read through `store` (a store holding the bundled corpus)."""
    # Cold start: only the build loads the E5 engine from here; retrieval gets the query vector.
    from dalil.embed.e5 import E5Embedder  # noqa: PLC0415 - cold start, see above
    from dalil.embed.passages import load_bundled  # noqa: PLC0415 - build time only

    embedder = E5Embedder(threads=threads)
    known = _reusable(path, embedder.model_id)

    def embedded(text: str) -> np.ndarray:
        found = known.get(text)
        return found if found is not None else np.asarray(embedder.embed_query(text), dtype=np.float32)

    index = default_index()
    rows = phrasing_rows(index)
    vectors = np.vstack([embedded(phrasing) for _, phrasing in rows])
    frame = embedded(FRAME_QUESTION)
    bundled = load_bundled(embedder.model_id)
    if bundled is None:
        raise SystemExit(f"no bundled passage vectors for {embedder.model_id}: python -m dalil.ingest.bundled build")
    by_chunk = {chunk_id: bundled.matrix[row] for chunk_id, (row, _digest) in bundled.row.items()}
    owners, passages = passage_rows(index, store, by_chunk)
    if not passages:
        raise SystemExit("no topic passage has a vector: is the store's Bible the bundled one?")
    np.savez_compressed(
        path, vectors=vectors.astype(np.float16), frame=frame.astype(np.float16), topic_ids=np.array([r[0] for r in rows]),
        phrasings=np.array([r[1] for r in rows]), model_id=np.array(embedder.model_id),
        topics_sha256=np.array(topics_digest()), passage_vectors=np.vstack(passages).astype(np.float16),
        passage_topic_ids=np.array(owners), passages_corpus=np.array(bundled.corpus_hash),
    )
    return len(rows), len(passages)


@lru_cache(maxsize=4)
def _shared(model_id: str, path: Path, stamp: tuple[int, int], index: TopicIndex, topics_file: Path,
            topics_stamp: tuple[int, int]) -> TopicVectors:
    return TopicVectors.load(model_id, path, index=index, topics_file=topics_file)


def main(argv: list[str]) -> int:
    from dalil.settings import Settings  # noqa: PLC0415 - build time only
    from dalil.stores.factory import build_services  # noqa: PLC0415 - build time only

    parser = argparse.ArgumentParser(description="Build dalil/data/topics/topics-e5.npz")
    parser.add_argument("--store", type=Path, help="a store holding the bundled corpus (default: the configured one)")
    args = parser.parse_args(argv)
    settings = Settings(store=args.store) if args.store else Settings()
    phrasings, passages = build(build_services(settings).chunks)
    print(f"{phrasings} phrasings, {passages} topic passages -> {VECTORS_FILE}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
