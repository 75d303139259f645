"""Dense re-scoring of the fused top-k with a second, stronger embedder.

The first stage (lexical + the cheap vector signal + metadata, fused by rank) decides WHICH chunks
are candidates; a stronger model (multilingual-E5-small locally, the Bedrock embedding on AWS)
then re-orders the first `window` of them: each covered candidate gets

    1 / (rrf_k + fused rank) + weight / (rrf_k + dense rank inside the window)

and the covered candidates are sorted by that inside the positions they occupied. A candidate the
second model has no vector for yet (a library still being embedded in the background) keeps its
place, so the old order answers until the new vectors exist. `score` stays the fused score; the
dense rank and cosine are recorded as the signal "e5" for the trace.

Rank fusion, not cosine arithmetic: the two models' cosines live on different scales, and rank
fusion was what the dev runs rewarded (benchmarks/retrieval/RESULTS.md, re-scoring rows).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Protocol

import numpy as np

from dalil.models import Candidate, SignalHit, library_of
from dalil.ranking import FUSED_DECIMALS, cosines64, rank_score, unit64
from dalil.settings import rescore_mode
from dalil.text.normalize import fold

SIGNAL = "e5"
NOTE_SKIPPED = "rescore_skipped"  # the trace note of a question re-scoring could not change (`moot`)
NOTE_DECISIVE = "rescore_decisive"  # the trace note of a question the first stage settles (`decisive`)
COUNT_REMEMBERED = "e5_query_remembered"  # the trace count of a question vector the process had made before
log = logging.getLogger(__name__)


def rescore_window(
    fused: Sequence[Candidate],
    cosines: Mapping[str, float],
    window: int,
    weight: float,
    rrf_k: int,
    signal: str = SIGNAL,
    pinned: int = 0,
    keep_top: int = 3,
) -> list[Candidate]:
    """`fused` with its first `window` candidates re-ordered by fused rank + dense rank; the first
    `pinned` keep their places (a verbatim quotation match stays first)."""
    if window < 1 or weight < 0 or rrf_k < 0:
        raise ValueError(f"window >= 1, weight >= 0 and rrf_k >= 0 required, not {window}, {weight}, {rrf_k}")
    head = list(fused[:window])
    slots = [i for i, c in enumerate(head) if c.chunk_id in cosines and i >= pinned]
    if len(slots) < 2:
        return list(fused)
    # Rounded before they are compared, equal ones in fused order (which breaks its own ties by
    # chunk id): a cosine's last bits are the machine's (dalil/ranking.py).
    by_cosine = sorted(slots, key=lambda i: (-rank_score(cosines[head[i].chunk_id]), i))
    dense_rank = {i: rank for rank, i in enumerate(by_cosine, start=1)}
    combined = {i: rank_score(1.0 / (rrf_k + i + 1) + weight / (rrf_k + dense_rank[i]), FUSED_DECIMALS) for i in slots}
    reordered = sorted(slots, key=lambda i: (-combined[i], i))
    out = list(head)
    for slot, source in zip(slots, reordered, strict=True):
        candidate = head[source]
        hit = SignalHit(rank=dense_rank[source], score=rank_score(cosines[candidate.chunk_id]))
        out[slot] = candidate.model_copy(update={"signals": {**candidate.signals, signal: hit}})
    # The first-stage top `keep_top` stay the top `keep_top` (re-ordered among themselves): the
    # evidence floor and the context read the top 3 as a set, so the floor decides exactly as
    # without re-scoring (moving other chunks in declined 2 more grounded dev-ARCD questions).
    if keep_top:
        kept = {c.chunk_id for c in head[:keep_top]}
        out = [c for c in out if c.chunk_id in kept] + [c for c in out if c.chunk_id not in kept]
    return out + list(fused[window:])


class PassageVectorSource(Protocol):
    """Stored passage vectors of the second model, by chunk id (missing ids are simply absent)."""

    def vectors_for(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]: ...


class QueryEmbedder(Protocol):
    model_id: str

    def embed_query(self, text: str) -> np.ndarray: ...


MIN_QUOTE_WORDS = 3
# Folded like the words they are compared with (متى folds to متي: written plain it never matched).
_ASKING = frozenset(fold(word) for word in "ما ماذا من كيف هل اين متى لماذا كم اي ماهي ماهو لمن بماذا عن في".split())


def quotes(question: str, text: str) -> bool:
    """True when the question's folded words appear, in order and contiguous, in the text: the
    user quoted the passage, and the exact match must not be re-ranked away by meaning."""
    words = fold(question).split()
    return len(words) >= MIN_QUOTE_WORDS and f" {' '.join(words)} " in f" {' '.join(fold(text).split())} "


def may_be_quotation(question: str) -> bool:
    """A statement of >= 3 words, not a question: the only case worth reading the first chunk for."""
    words = fold(question).split()
    return len(words) >= MIN_QUOTE_WORDS and not any(mark in question for mark in "؟?") and words[0] not in _ASKING


class DenseRescorer:
    """Re-scores with a query embedder and stored passage vectors of the same model."""

    def __init__(self, embedder: QueryEmbedder, passages: PassageVectorSource, window: int, weight: float, rrf_k: int,
                 chunks=None, libraries: Sequence[str] | None = None) -> None:  # noqa: ANN001 - ChunkStore, for quotations
        self.embedder = embedder
        self.passages = passages
        self.chunks = chunks
        self.libraries = None if libraries is None else frozenset(libraries)  # None: every library
        self.window = window
        self.weight = weight
        self.rrf_k = rrf_k
        # Each thread's last question and its vector: `dalil serve` answers several questions at
        # once on threads sharing this re-scorer, and one shared entry let another thread's question
        # evict a vector between E5 topic matching (retrieval/topic_vectors.py) and re-scoring.
        self._last = threading.local()
        # Vectors embedded ahead for the questions of a batch (`prepare`), each used once.
        self._prepared: dict[str, np.ndarray] = {}

    def cosines(self, question: str, chunk_ids: Sequence[str]) -> dict[str, float]:
        return self._cosines(question, self._passage_vectors(chunk_ids))

    def _passage_vectors(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]:
        """The stored passage vectors of the re-scored libraries' chunks among `chunk_ids`."""
        if self.libraries is not None:
            chunk_ids = [c for c in chunk_ids if library_of(c) in self.libraries]
        return self.passages.vectors_for(list(chunk_ids))

    def _cosines(self, question: str, vectors: Mapping[str, np.ndarray]) -> dict[str, float]:
        if not vectors:
            return {}  # nothing to re-score with: do not even embed the question
        query = unit64(self.query_vector(question))
        if query is None:
            return {}
        # float64 sums, not np.dot on float32: BLAS sums a float32 dot in its CPU kernel's order,
        # which moved these cosines by one float32 unit between OpenBLAS core types.
        ids = list(vectors)
        scores = cosines64(np.vstack([vectors[chunk_id] for chunk_id in ids]), query)
        return {chunk_id: rank_score(score) for chunk_id, score in zip(ids, scores.tolist(), strict=True)}

    def query_vector(self, question: str) -> np.ndarray:
        """The question's E5 vector, embedded once: the retriever may re-score one question twice
        (once more after the expansion list joins fusion), and E5 topic matching
        (retrieval/topic_vectors.py) uses the same vector. One entry per thread, so a long-lived process holds no more."""
        last: tuple[str, np.ndarray] | None = getattr(self._last, "query", None)
        if last is None or last[0] != question:
            vector = self._prepared.pop(question, None)
            if vector is None and (vector := self._remembered(question)) is not None:
                self._last.remembered = question  # traced by apply_rescore: not embedded again
            if vector is None:
                vector = self.embedder.embed_query(question)
            last = self._last.query = (question, np.asarray(vector, dtype=np.float32))
        return last[1]

    def _remembered(self, question: str) -> np.ndarray | None:
        """The question's vector from the embedder's process memory (embed/query_memory.py), if it
        keeps one and holds the question: the engine's own vector for the same input."""
        remembered = getattr(self.embedder, "remembered_query", None)
        return None if remembered is None else remembered(question)

    def remembered(self, question: str) -> bool:
        """Whether this thread's vector of `question` came from the process memory."""
        return getattr(self._last, "remembered", None) == question

    def prepare(self, questions: Sequence[str]) -> None:
        """Embed a batch's questions (as the retriever will search them) in one go when the
        embedder can (`embed_queries`, the same vectors as one at a time): `query_vector` takes
        them instead of embedding. What the previous batch left unused is dropped, so a long job
        holds one batch at most. Nothing else changes: `embedded_query` still answers only for the
        question re-scoring actually used."""
        embed_many = getattr(self.embedder, "embed_queries", None)
        memory = getattr(self.embedder, "memory", None)
        query_text = getattr(self.embedder, "query_text", None)
        # A question the process memory holds is taken from there when it is asked, not embedded again.
        wanted = [q for q in dict.fromkeys(questions) if memory is None or query_text is None or query_text(q) not in memory]
        self._prepared = {}
        if embed_many is None or len(wanted) < 2:
            return
        self._prepared = dict(zip(wanted, embed_many(wanted), strict=True))

    def embedded_query(self, question: str) -> np.ndarray | None:
        """The question's vector when re-scoring looked at this question with passage vectors in
        its window, else None: E5 topic matching (retrieval/topic_vectors.py) reads it. Where
        re-scoring found the order settled without the vector (`moot`), it is embedded here, on
        first use, so topic matching sees exactly the questions it saw before the skip."""
        last = getattr(self._last, "query", None)
        if last is not None and last[0] == question:
            return last[1]
        return self.query_vector(question) if getattr(self._last, "skipped", None) == question else None

    def _pinned(self, question: str, fused: Sequence[Candidate]) -> int:
        # Reading a record before ranking is done is the exception (one chunk, statements only).
        if self.chunks is None or not fused or not may_be_quotation(question):
            return 0
        top = self.chunks.get_many([fused[0].chunk_id]).get(fused[0].chunk_id)
        return 1 if top is not None and quotes(question, top.text) else 0

    def rescore(self, question: str, fused: Sequence[Candidate], structured: bool = False,
                settled: Sequence[str] = ()) -> tuple[list[Candidate], int, str | None]:
        """(re-ordered candidates, how many of the window had a vector, why the question was not
        embedded or None). `structured`: a date or reference lookup ran, whose priority decides the
        head anyway (no quotation check). `settled`: a lookup's records that lead and fill what the
        reader gets whatever the order of the rest (see `moot`)."""
        vectors = self._passage_vectors([c.chunk_id for c in fused[: self.window]])
        pinned = self._pinned(question, fused) if vectors and not structured else 0
        why = moot(fused[: self.window], vectors, pinned, settled) if vectors else None
        if why is not None:
            self._last.skipped = question
            return list(fused), len(vectors), why
        cosines = self._cosines(question, vectors)
        return rescore_window(fused, cosines, self.window, self.weight, self.rrf_k, pinned=pinned), len(cosines), None


def moot(window: Sequence[Candidate], vectors: Mapping[str, object], pinned: int, settled: Sequence[str]) -> str | None:
    """Why re-scoring `window` cannot change what the reader gets, so the question need not be
    embedded (~17 ms of CPU, half a served ask: benchmarks/performance/RESULTS.md, E5SKIP24I), or
    None. Both cases follow from `rescore_window`, not from a measured threshold:
    - fewer than two candidates it may move (with a passage vector, after a pinned quotation):
      `rescore_window` returns the fused order untouched;
    - a lookup's records (`settled`: a day's or a passage's chunks that `policy.prioritize` puts
      first, at least as many as the reader's top-k) none of which has a passage vector:
      `rescore_window` moves only candidates with a vector, and keeps the relative order of those
      without one (its kept top-3 included), so the records lead in the same order and everything
      it re-orders falls after the top-k."""
    movable = sum(1 for i, c in enumerate(window) if c.chunk_id in vectors and i >= pinned)
    if movable < 2:
        return f"{movable} of the window's candidates can move (fewer than 2)"
    if settled and not any(chunk_id in vectors for chunk_id in settled):
        return f"the lookup's {len(settled)} records without a dense vector fill the top-k"
    return None


def decisive(fused: Sequence[Candidate], lexical: Sequence[tuple[str, float]], margin: float,
             libraries: Sequence[str]) -> str | None:
    """Why the first stage already settles this question without the E5 vector, or None: the
    lexical (BM25) leader leads the fused order too, is a passage of `libraries` (questions asked
    in the words of their paragraph: ARCD, XQuAD), and scores at least `margin` (relative) above the
    lexical second. Measured, not a consequence of the code (unlike `moot`): on the dev retrieval
    suites such questions lose no hit@1 or hit@5 without re-scoring and the E5 topic list, while a
    Bible-led question at the same margin loses hit@5 (concept questions need the meaning signal):
    settings.rescore_decisive_margin, benchmarks/performance/RESULTS.md THROUGHPUT25. A margin
    above 1 never holds (the relative margin is at most 1): the rule off."""
    if margin > 1 or not fused or not lexical or lexical[0][0] != fused[0].chunk_id:
        return None
    if library_of(fused[0].chunk_id) not in libraries:
        return None
    best = lexical[0][1]
    second = lexical[1][1] if len(lexical) > 1 else 0.0
    if best <= 0 or (best - second) / best < margin:
        return None
    return f"the lexical leader ({library_of(fused[0].chunk_id)}) is {(best - second) / best:.2f} above the second"


class SignalRescorer:
    """Re-scores with cosines the candidate search already returned in its "dense" list (the
    question against each candidate's stored vector of the deployment's embedder). On AWS that
    list comes back in the same OpenSearch `_msearch` as the other signals, so re-scoring costs no
    extra round trip; locally it is the first-stage model's cosine."""

    def __init__(self, window: int, weight: float, rrf_k: int) -> None:
        self.window = window
        self.weight = weight
        self.rrf_k = rrf_k

    def rescore_signals(
        self, fused: Sequence[Candidate], signals: Mapping[str, Sequence[tuple[str, float]]]
    ) -> tuple[list[Candidate], int, str | None]:
        """(re-ordered candidates, how many of the window had a cosine, None: nothing to skip, the
        cosines came with the search)."""
        window_ids = {c.chunk_id for c in fused[: self.window]}
        cosines = {chunk_id: float(score) for chunk_id, score in signals.get("dense", []) if chunk_id in window_ids}
        return rescore_window(fused, cosines, self.window, self.weight, self.rrf_k, signal="dense"), len(cosines), None


def make_rescorer(settings, chunks) -> DenseRescorer | SignalRescorer | None:  # noqa: ANN001 - Settings, ChunkStore
    """The re-scorer `settings.rescore` names: off, e5 (local E5 passage vectors), signals, auto."""
    mode = rescore_mode(settings)
    if mode == "off":
        return None
    if mode == "signals":
        return SignalRescorer(settings.rescore_window, settings.rescore_weight, settings.rescore_rrf_k)
    if mode == "e5":
        from dalil.embed.e5 import E5Embedder

        embedder = E5Embedder(threads=settings.e5_threads, query_memory=settings.e5_query_memory)
        passages = shared_passage_vectors(embedder.model_id, Path(settings.store))
        return DenseRescorer(embedder, passages, settings.rescore_window, settings.rescore_weight, settings.rescore_rrf_k,
                             chunks=chunks, libraries=settings.rescore_libraries)
    raise ValueError(f"unknown rescore mode {mode!r}; use off, auto, e5 or signals")


def shared_passage_vectors(model_id: str, store: Path) -> PassageVectorSource:
    """The store's E5 passage vectors (shipped file, then the sidecar), one source per process for
    the same files. A retriever, and so a re-scorer, is built per question: a source of its own
    opened two SQLite connections an ask (the store's meta and the sidecar, with its WAL pragma and
    table check), ~1 ms of CPU (benchmarks/performance/RESULTS.md, CPU24E). Shared, each thread
    keeps its connections; every read still asks the files for what they hold now (corpus
    versions, vectors the background pass has written since), so the vectors found are the same.
    A file replaced under its name (another inode: a rebuilt store or sidecar) gets a new source."""
    from dalil.stores.sqlite.dense_sidecar import sidecar_path

    return _shared_passage_vectors(model_id, store, _identity(store), _identity(sidecar_path(store)))


def _identity(path: Path) -> tuple[int, int]:
    try:
        status = path.stat()
    except OSError:
        return (0, 0)  # not there yet: the source opens it when it appears
    return (status.st_dev, status.st_ino)


@lru_cache(maxsize=4)
def _shared_passage_vectors(model_id: str, store: Path, store_identity: tuple[int, int],
                            sidecar_identity: tuple[int, int]) -> PassageVectorSource:
    from dalil.stores.sqlite.dense_sidecar import stored_passage_vectors

    return stored_passage_vectors(model_id, store)


def apply_rescore(
    rescorer: DenseRescorer | SignalRescorer | None,
    question: str,
    fused: list[Candidate],
    signals: Mapping[str, Sequence[tuple[str, float]]],
    notes: list[str],
    counts: dict[str, int],
    settled: Sequence[str] = (),
    decided: str | None = None,
) -> list[Candidate]:
    """The retriever's hook: re-scored candidates, or the fused order when there is no re-scorer
    or it fails (the first-stage order still answers; the failure is noted in the trace), or when
    re-scoring cannot change what the reader gets (`moot`; noted, the question not embedded).
    `settled`: the lookup records that lead and fill the top-k whatever the rest's order.
    `decided`: why the first stage settles the question (`decisive`): the fused order kept, the
    question not embedded, in every pass of the question."""
    if rescorer is None or not fused:
        return fused
    if decided is not None and isinstance(rescorer, DenseRescorer):
        counts[NOTE_DECISIVE] = counts.get(NOTE_DECISIVE, 0) + 1
        notes.append(f"{NOTE_DECISIVE}: {decided}; the fused order kept, the question not embedded")
        return fused
    started = time.perf_counter()
    try:
        if isinstance(rescorer, SignalRescorer):
            out, covered, skipped = rescorer.rescore_signals(fused, signals)
        else:
            out, covered, skipped = rescorer.rescore(question, fused, structured=bool(signals.get("metadata")),
                                                     settled=settled)
    except Exception as error:  # noqa: BLE001 - a second opinion must never break retrieval
        log.exception("dense re-scoring failed; keeping the fused order")
        notes.append(f"rescore_unavailable: {type(error).__name__}: {error}")
        return fused
    counts["rescored"] = covered
    if isinstance(rescorer, DenseRescorer) and rescorer.remembered(question):
        # A count, not a note: the notes go on into the finish step's document and the triage
        # record, which must read the same as the first ask's (the vector is the same).
        counts[COUNT_REMEMBERED] = 1
    if skipped is not None:
        counts[NOTE_SKIPPED] = counts.get(NOTE_SKIPPED, 0) + 1  # every pass; the note is the first pass's
        notes.append(f"{NOTE_SKIPPED}: {skipped}; the fused order kept, the question not embedded for it")
    # Summed over the question's re-scorings (fusion re-runs when the topic or expansion list
    # joins): the last one alone, which reuses the query vector, hid the embedding's cost.
    # The query embedding is included; with `Retriever.prepare` (a batch) it was made ahead.
    spent = (time.perf_counter() - started) * 1000
    counts["rescore_ms"] = round(counts.get("rescore_ms", 0) + spent)
    if covered < min(rescorer.window, len(fused)):
        notes.append(f"rescore_partial: {covered} of the top {min(rescorer.window, len(fused))} have a dense vector")
    return out
