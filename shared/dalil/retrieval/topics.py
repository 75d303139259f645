"""The topic signal: a question that names a topic of the topical index (text/topics.py) gets that
topic's passages as a separate ranked list, fused by rank like the lexical and vector lists
(weight `settings.topic_weight`) and recorded per candidate as the signal "topic".

Verse ranges become chunk ids through the chunk store, not through a search index: a chapter's
chunks are `svd:<Book>.<chapter>/<n>` with their `verse_start`/`verse_end` in the metadata, read
once per chapter with `get_many` and kept for the process. So the same data serves the embedded
store (SQLite) and AWS (the DynamoDB chunk table behind OpenSearch; one BatchGetItem per chapter not
yet seen) without a new index field.
"""

from __future__ import annotations

from collections.abc import Sequence
from threading import Lock

from dalil.stores.protocols import ChunkStore
from dalil.text.topics import TopicIndex, TopicMatch, VerseRange, default_index

SIGNAL = "topic"
_BLOCK = 16  # chunk ids asked per get_many while walking a chapter (the longest, Psalm 119, has ~45)
_MAX_CHUNKS = 200  # a chapter never has more; stops the walk on a store that answers every id
MAX_CHUNKS_PER_TOPIC = 4  # a topic's passages are its key verses: more chunks would crowd the top 5


class TopicSignal:
    def __init__(self, chunks: ChunkStore, index: TopicIndex | None = None) -> None:
        self.chunks = chunks
        self.index = index or default_index()
        self._chapters: dict[str, list[tuple[str, int, int]]] = {}
        self._lock = Lock()

    def chapter_chunks(self, doc_id: str) -> list[tuple[str, int, int]]:
        """(chunk_id, verse_start, verse_end) of one chapter in order; [] when it is not stored."""
        with self._lock:
            cached = self._chapters.get(doc_id)
        if cached is not None:
            return cached
        found: list[tuple[str, int, int]] = []
        for first in range(0, _MAX_CHUNKS, _BLOCK):
            ids = [f"{doc_id}/{n}" for n in range(first, first + _BLOCK)]
            records = self.chunks.get_many(ids)
            for chunk_id in ids:
                chunk = records.get(chunk_id)
                if chunk is None:
                    continue
                start, end = chunk.metadata.get("verse_start"), chunk.metadata.get("verse_end")
                if isinstance(start, int) and isinstance(end, int):
                    found.append((chunk_id, start, end))
            if ids[-1] not in records:
                break
        with self._lock:
            self._chapters[doc_id] = found
        return found

    def resolve(self, passage: VerseRange) -> list[str]:
        return [chunk_id for chunk_id, start, end in self.chapter_chunks(passage.doc_id) if passage.overlaps(start, end)]

    def ranked(self, matches: Sequence[TopicMatch], tie_margin: float | None = None) -> list[tuple[str, float]]:
        """The matched topics' chunks, best topic first, each topic's passages in their listed order
        (its key passage first), each chunk once, scored by its topic's match score.

        With `tie_margin` (>= 0), the topics whose score is within it of the best one are taken as
        tied: their chunks are dealt in turn (every tied topic's key chunk, then every one's second,
        ...), so a near second topic's key passage stands second in the list, not after all of the
        first topic's passages; the topics below the margin follow as before."""
        per_topic: list[tuple[TopicMatch, list[str]]] = []
        seen: set[str] = set()
        for match in matches:
            chunk_ids: list[str] = []
            for passage in match.topic.passages:
                for chunk_id in self.resolve(passage):
                    if chunk_id in seen or len(chunk_ids) >= MAX_CHUNKS_PER_TOPIC:
                        continue
                    seen.add(chunk_id)
                    chunk_ids.append(chunk_id)
            per_topic.append((match, chunk_ids))
        tied = tied_count(matches, tie_margin)
        out: list[tuple[str, float]] = []
        for depth in range(MAX_CHUNKS_PER_TOPIC):
            out.extend((ids[depth], match.score) for match, ids in per_topic[:tied] if depth < len(ids))
        for match, ids in per_topic[tied:]:
            out.extend((chunk_id, match.score) for chunk_id in ids)
        return out

    def search(self, question: str, limit: int, min_score: float) -> tuple[list[TopicMatch], list[tuple[str, float]]]:
        matches = self.index.match(question, limit=limit, min_score=min_score)
        return matches, self.ranked(matches)


def tied_count(matches: Sequence[TopicMatch], tie_margin: float | None) -> int:
    """How many of the first matches are tied with the best: each one's score within `tie_margin` of
    the best score (a later one may score above it: E5 ranks with the frame vector taken off, the
    scores are plain cosines). The first that is not ends the run. 1 without a margin."""
    if tie_margin is None or tie_margin < 0 or not matches:
        return min(len(matches), 1)
    best = matches[0].score
    tied = 1
    for match in matches[1:]:
        if best - match.score > tie_margin:
            break
        tied += 1
    return tied


def scaled_weight(weight: float, best_score: float, full_score: float) -> float:
    """The topic list's fusion weight for one question: `weight` when its best match scores at least
    `full_score`, in proportion below that (a topic word inside a longer, other question votes
    little); `full_score` 0 keeps the weight whatever the score."""
    if full_score <= 0:
        return weight
    return weight * min(1.0, max(best_score, 0.0) / full_score)


def describe(matches: Sequence[TopicMatch], ranked: Sequence[tuple[str, float]]) -> str:
    """The trace note: which topics, by which phrasing, at what score, and the chunks they gave."""
    topics = ", ".join(f"{m.topic.topic_id} ({m.score:.2f}, '{m.phrasing}')" for m in matches)
    return f"topic_match: {topics} -> {', '.join(chunk_id for chunk_id, _ in ranked[:8]) or 'no stored chunk'}"
