"""The retrievers an evaluation run compares, behind one small interface.

- `fused`: the product's retriever as configured (lexical + vector + metadata, policy, fusion).
- `lexical` / `vector`: the same retriever with every other signal switched off at the candidate
  search (and no dense re-scoring or expansion list), so policy rules (library flags, date rules)
  and hydration stay identical and only the evidence signal differs. The structured date/reference lookup ("metadata") is part of fusion.
- `bm25s-plain`: the outside baseline, `bm25s` BM25 over the same chunks (title + text) with no
  Arabic normalization at all (no diacritic or letter folding, no stemming, no stop words).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from dalil.errors import DalilError
from dalil.models import RetrievalResult
from dalil.retrieval.retriever import Retriever
from dalil.settings import Settings

RETRIEVERS = ("fused", "lexical", "vector", "bm25s-plain")


@dataclass
class Ranking:
    chunk_ids: list[str]
    counts: dict[str, int] = field(default_factory=dict)
    invariant_failures: list[str] = field(default_factory=list)
    result: RetrievalResult | None = None  # the product retriever's full result (None for bm25s)
    error: str | None = None
    ms: float = 0.0


class Ranker(Protocol):
    name: str

    def rank(self, question: str, depth: int) -> Ranking: ...


class _SignalSubset:
    """A CandidateSearch that passes on only some signals of the real one."""

    def __init__(self, search: Any, keep: frozenset[str]) -> None:
        self._search = search
        self._keep = keep

    def search(self, query, vector, lexical_k, vector_k, libraries=None, metadata=None):  # noqa: ANN001 - protocol
        signals = self._search.search(
            query,
            vector if "vector" in self._keep else None,
            lexical_k,
            vector_k,
            libraries=libraries,
            metadata=metadata if "metadata" in self._keep else None,
        )
        return {name: ranked for name, ranked in signals.items() if name in self._keep}


class MemoEmbedder:
    """The query embedder, remembered per question: three rankers embed the same question once."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.dim = inner.dim
        self._queries: dict[str, Any] = {}

    def embed_query(self, text: str):  # noqa: ANN201 - numpy vector
        if text not in self._queries:
            self._queries[text] = self.inner.embed_query(text)
        return self._queries[text]

    def embed_documents(self, texts, on_batch=None):  # noqa: ANN001, ANN201
        return self.inner.embed_documents(texts, on_batch) if on_batch else self.inner.embed_documents(texts)


class SystemRanker:
    def __init__(
        self, name: str, settings: Settings, services: Any, keep: frozenset[str] | None = None, embedder: Any = None
    ) -> None:
        self.name = name
        search = services.search if keep is None else _SignalSubset(services.search, keep)
        self.retriever = Retriever(settings, search, services.chunks, embedder or services.embedder)

    def rank(self, question: str, depth: int) -> Ranking:
        started = time.perf_counter()
        try:
            result = self.retriever.retrieve(question, top_k=depth)
        except DalilError as error:
            return Ranking(chunk_ids=[], error=f"{type(error).__name__}: {error}")
        return Ranking(
            chunk_ids=[c.chunk_id for c in result.candidates],
            counts=dict(result.trace.counts),
            invariant_failures=list(result.trace.invariant_failures),
            result=result,
            ms=(time.perf_counter() - started) * 1000.0,
        )


class Bm25sPlainRanker:
    """Plain BM25 (bm25s defaults: k1 1.5, b 0.75, Lucene idf) on raw chunk text."""

    name = "bm25s-plain"

    def __init__(self, chunks: Sequence[Any]) -> None:
        import bm25s

        self._bm25s = bm25s
        self.chunk_ids = [c.chunk_id for c in chunks]
        corpus = bm25s.tokenize([f"{c.title}\n{c.text}" for c in chunks], stopwords=None, show_progress=False)
        self.index = bm25s.BM25()
        self.index.index(corpus, show_progress=False)
        self.vocab = corpus.vocab

    def rank(self, question: str, depth: int) -> Ranking:
        started = time.perf_counter()
        (tokens,) = self._bm25s.tokenize([question], stopwords=None, return_ids=False, show_progress=False)
        known = [t for t in tokens if t in self.vocab]
        if not known:
            return Ranking(chunk_ids=[], counts={"signal:bm25s": 0})
        k = min(depth, len(self.chunk_ids))
        docs, scores = self.index.retrieve([known], k=k, show_progress=False, n_threads=1)
        ranked = [self.chunk_ids[int(i)] for i, s in zip(docs[0], scores[0], strict=True) if s > 0]
        return Ranking(chunk_ids=ranked, counts={"signal:bm25s": len(ranked)}, ms=(time.perf_counter() - started) * 1000.0)


def make_rankers(names: Sequence[str], settings: Settings, services: Any, store: Any | None = None) -> list[Ranker]:
    """Rankers by name; bm25s-plain indexes every chunk of the local store once."""
    rankers: list[Ranker] = []
    embedder = MemoEmbedder(services.embedder)
    for name in names:
        if name == "fused":
            rankers.append(SystemRanker(name, settings, services, embedder=embedder))
        elif name in ("lexical", "vector"):
            # A single signal: the second dense opinion, the query expansion and topic lists are fusion's,
            # not this signal's, so they are off here (they made "lexical" read as lexical + E5).
            single = settings.model_copy(update={"rescore": "off", "query_expansion": False, "topics": False})
            rankers.append(SystemRanker(name, single, services, frozenset({name}), embedder=embedder))
        elif name == "bm25s-plain":
            if store is None:
                raise DalilError("bm25s-plain needs the local SQLite store (DALIL_BACKEND=local)")
            libraries = set(settings.libraries)
            rankers.append(Bm25sPlainRanker([c for c in store.chunks.iter_chunks() if c.library in libraries]))
        else:
            raise DalilError(f"unknown retriever {name!r}; use one of {', '.join(RETRIEVERS)}")
    return rankers
