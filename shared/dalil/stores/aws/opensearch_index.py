"""The OpenSearch chunk index: mapping, bulk writes, and an alias swapped atomically on re-index.

Layout
- Readers query the alias (`settings.opensearch_index`, "dalil-chunks"); every build writes a new
  concrete index `<alias>-v<UTC stamp>` and one `_aliases` call moves the alias, so a question
  never sees a half-built index. Older concrete indices are deleted after the swap.
- The document `_id` is the chunk_id; search reads ids and scores only.
- `text` and `title` are analyzed by `dalil_arabic`, the built-in `arabic` analyzer rebuilt from
  its parts (standard tokenizer, lowercase, decimal_digit, Arabic stop words,
  arabic_normalization, Arabic light stemmer) plus char filters that fold what
  `dalil.text.normalize.fold` folds and `arabic_normalization` keeps (ٱ, the Quranic and
  superscript marks) and split tokens where fold() splits them (at every non-word character), so
  both deployments see the same tokens. The `.exact` sub-fields use the same folding without stop
  words or stemming, for names and transliterations; their tokens equal `fold(text).split()`
  (tests/integration/opensearch checks this on real corpus text).
- `lexical_terms` carries the embedded default's FTS5 terms (`dalil.stores.sqlite.lexical.fts_row`:
  `analyze()` of title and search_text, and the unstemmed `surface()` terms marked with a leading
  `~` so they live in their own term space, as in their own FTS5 column), split on whitespace and
  nothing else, so BM25 sees the very tokens the SQLite index sees. The field is scored by
  `fts5_bm25`, a scripted similarity with FTS5's bm25() formula (its IDF, k1=1.2, b=0.75, column
  weight times term frequency inside the saturation, one document length over all columns); the
  lexical search queries this field (see `opensearch_search`). `_meta.lexical_version` records the
  analyzer and layout the terms were made by: an index of other terms is refused for writes.
- `knn_vector` (HNSW, lucene engine, cosinesimil): the Maven k-NN plugin carries no native
  faiss/nmslib libraries, and lucene supports efficient filtering inside the graph search.
- `_meta` records the embedding model and dimension: vectors of two models never mix.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

import numpy as np
from opensearchpy import OpenSearch, helpers
from opensearchpy.exceptions import ConnectionError as OpenSearchConnectionError
from opensearchpy.exceptions import NotFoundError, TransportError
from pydantic import BaseModel, Field

from dalil.errors import BackendUnavailable, StoreError
from dalil.models import Chunk

# The embedded default's FTS rows are the single source of the lexical terms of both deployments.
from dalil.stores.sqlite.lexical import FTS_COLUMNS, fts_row, lexical_version
from dalil.text.normalize import FORMAT_CHARACTERS

log = logging.getLogger("dalil.stores.opensearch")

VECTOR_FIELD = "embedding"
TERMS_FIELD = "lexical_terms"
SURFACE_MARK = "~"  # surface terms get their own term space (their own FTS5 column in SQLite)
INTEGER_METADATA = ("coptic_month", "coptic_day", "chapter", "verse_start", "verse_end")
KEYWORD_METADATA = ("book",)

# What fold() removes beyond arabic_normalization's harakat and tatweel: U+0653..U+065F, the
# superscript alef U+0670 and the Quranic marks U+06D6..U+06ED; and ٱ (U+0671) -> ا.
# One bulk request carries at most this many encoded (uncompressed) bytes, so its gzip body is at
# most this too: half the 10 MiB HTTP payload limit of the smallest OpenSearch Service instance
# types, and inside the 5-15 MiB bulk size OpenSearch recommends. A count of chunks is no bound:
# one 1024-float vector alone is ~20 KB of JSON, and chunk texts vary tenfold.
BULK_MAX_BYTES = 5 * 1024 * 1024
BULK_MAX_ITEMS = 10_000  # a bound streaming_bulk needs; the byte limit decides first at any real chunk size

_FOLD_MARKS = "[\u0653-\u065f\u0670\u06d6-\u06ed]"

ANALYSIS: dict[str, Any] = {
    "char_filter": {
        # fold() removes invisible format characters before anything else (text/normalize.py).
        "dalil_format": {"type": "pattern_replace", "pattern": FORMAT_CHARACTERS, "replacement": ""},
        "dalil_marks": {"type": "pattern_replace", "pattern": _FOLD_MARKS, "replacement": ""},
        "dalil_alef_wasla": {"type": "mapping", "mappings": ["\u0671=>\u0627"]},
        # fold() separates tokens at every non-word character; the standard tokenizer alone
        # would keep "word.word" or "a_b" whole.
        "dalil_non_word": {"type": "pattern_replace", "pattern": "(?U)[\\W_]+", "replacement": " "},
    },
    "filter": {
        "dalil_non_empty": {"type": "length", "min": 1},  # a token of marks only folds to nothing
        "dalil_arabic_stop": {"type": "stop", "stopwords": "_arabic_"},
        "dalil_arabic_stemmer": {"type": "stemmer", "language": "arabic"},
    },
    "analyzer": {
        "dalil_arabic": {
            "type": "custom",
            "char_filter": ["dalil_format", "dalil_marks", "dalil_alef_wasla", "dalil_non_word"],
            "tokenizer": "standard",
            "filter": [
                "lowercase", "decimal_digit", "dalil_arabic_stop", "arabic_normalization", "dalil_arabic_stemmer", "dalil_non_empty",
            ],
        },
        # The terms were analyzed in Python already (dalil.text.stem): split, never change them.
        "dalil_terms": {"type": "custom", "tokenizer": "whitespace", "filter": []},
        "dalil_exact": {
            "type": "custom",
            "char_filter": ["dalil_format", "dalil_marks", "dalil_alef_wasla", "dalil_non_word"],
            "tokenizer": "standard",
            "filter": ["lowercase", "decimal_digit", "arabic_normalization", "dalil_non_empty"],
        },
    },
}


# FTS5 bm25() (sqlite/ext/fts5/fts5_aux.c) as a Lucene similarity, per query term:
#   idf = ln((N - n + 0.5) / (n + 0.5)), 1e-6 when <= 0 (Lucene's BM25 uses ln(1 + …), never <= 0);
#   f = column weight * term frequency (the weight rides on the term query's boost, because FTS5
#   weights the frequency inside the saturation, not the term's score);
#   score = idf * f * (k1 + 1) / (f + k1 * (1 - b + b * length / avg length)).
# N, n and the average length are per shard: the index has one shard.
FTS5_BM25_SIMILARITY: dict[str, Any] = {
    "type": "scripted",
    "weight_script": {
        "source": "double n = term.docFreq; double idf = Math.log((field.docCount - n + 0.5) / (n + 0.5));"
                  " return idf > 0 ? idf : 1e-6;"
    },
    "script": {
        "source": "double f = doc.freq * query.boost; double avgdl = field.sumTotalTermFreq / (double) field.docCount;"
                  " return weight * f * 2.2 / (f + 1.2 * (0.25 + 0.75 * doc.length / avgdl));"
    },
}


def fts_token(token: str) -> str:
    """The token as FTS5's unicode61 tokenizer stores it: the terms are already folded, only the
    Greek final sigma is still folded by unicode61 (checked on every term of the full corpus)."""
    return token.replace("\u03c2", "\u03c3")


def lexical_terms(chunk: Chunk) -> str:
    """The `lexical_terms` value of a chunk: its FTS5 row's terms in one whitespace-separated field."""
    row = dict(zip(FTS_COLUMNS, fts_row(chunk), strict=True))
    if set(row) != {"title_terms", "text_terms", "surface_terms"}:
        raise StoreError(f"the SQLite FTS layout changed to {list(row)}; teach opensearch_index.lexical_terms the new columns")
    stemmed = row["title_terms"].split() + row["text_terms"].split()
    surface = [SURFACE_MARK + term for term in row["surface_terms"].split()]
    return " ".join(fts_token(term) for term in stemmed + surface)


def index_body(dim: int, model_id: str) -> dict[str, Any]:
    """Settings and mappings of one concrete index."""
    analyzed = {"type": "text", "analyzer": "dalil_arabic", "fields": {"exact": {"type": "text", "analyzer": "dalil_exact"}}}
    properties: dict[str, Any] = {
        "chunk_id": {"type": "keyword"},
        "doc_id": {"type": "keyword"},
        "n": {"type": "integer"},
        "library": {"type": "keyword"},
        "domains": {"type": "keyword"},
        "title": analyzed,
        "text": analyzed,
        # Frequencies and norms are needed, positions are not: the terms query never uses phrases.
        TERMS_FIELD: {"type": "text", "analyzer": "dalil_terms", "similarity": "fts5_bm25", "index_options": "freqs"},
        "url": {"type": "keyword", "index": False},
        "content_hash": {"type": "keyword", "index": False},
        "corpus_version": {"type": "keyword"},
        **{name: {"type": "integer"} for name in INTEGER_METADATA},
        **{name: {"type": "keyword"} for name in KEYWORD_METADATA},
        VECTOR_FIELD: {
            "type": "knn_vector",
            "dimension": dim,
            "method": {"name": "hnsw", "engine": "lucene", "space_type": "cosinesimil",
                       "parameters": {"m": 16, "ef_construction": 128}},
        },
    }
    return {
        "settings": {
            "index": {"knn": True, "number_of_shards": 1, "auto_expand_replicas": "0-1"},
            "analysis": ANALYSIS,
            "similarity": {"fts5_bm25": FTS5_BM25_SIMILARITY},
        },
        "mappings": {
            # Strict: a field the mapping does not name is a bug upstream, rejected per item.
            "dynamic": "strict",
            "_meta": {"embedding_model": model_id, "dim": dim, "lexical_version": lexical_version()},
            # Vectors are indexed, not kept in _source: search never reads them back.
            "_source": {"excludes": [VECTOR_FIELD]},
            "properties": properties,
        },
    }


def chunk_document(chunk: Chunk, vector: np.ndarray) -> dict[str, Any]:
    """The indexed form of a chunk. The original text is indexed; the analyzer does the folding."""
    doc: dict[str, Any] = {
        "chunk_id": chunk.chunk_id,
        "doc_id": chunk.doc_id,
        "n": chunk.n,
        "library": chunk.library,
        "domains": list(chunk.domains),
        "title": chunk.title,
        "text": chunk.text,
        TERMS_FIELD: lexical_terms(chunk),
        "url": chunk.url,
        "content_hash": chunk.content_hash,
        "corpus_version": chunk.corpus_version,
        VECTOR_FIELD: [float(x) for x in vector],
    }
    for name in (*INTEGER_METADATA, *KEYWORD_METADATA):
        value = chunk.metadata.get(name)
        if value is not None:
            doc[name] = value
    return doc


class BulkFailure(BaseModel):
    chunk_id: str
    status: int
    reason: str


class BulkReport(BaseModel):
    index: str
    indexed: int = 0
    failed: list[BulkFailure] = Field(default_factory=list)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.failed


def _new_index_name(alias: str) -> str:
    return f"{alias}-v{datetime.now(UTC):%Y%m%d%H%M%S%f}"


class OpenSearchChunkIndex:
    """Writes chunks (with their vectors) into the index behind `alias`."""

    def __init__(self, client: OpenSearch, alias: str, model_id: str, dim: int, *, bulk_max_bytes: int = BULK_MAX_BYTES) -> None:
        self.client = client
        self.bulk_max_bytes = bulk_max_bytes
        self.alias = alias
        self.model_id = model_id
        self.dim = dim

    # --- what exists ---------------------------------------------------------------------------

    def current_index(self) -> str | None:
        """The concrete index the alias points at, or None before the first build."""
        try:
            found = self._call(self.client.indices.get_alias, name=self.alias)
        except NotFoundError:
            return None
        names = sorted(found)
        if len(names) != 1:
            raise StoreError(f"the alias {self.alias} points at {len(names)} indices ({', '.join(names)}); expected one")
        return names[0]

    def check_compatible(self, index: str) -> None:
        """Refuse to write vectors of another model or dimension into an existing index."""
        mapping = self._call(self.client.indices.get_mapping, index=index)[index]["mappings"]
        field = mapping.get("properties", {}).get(VECTOR_FIELD, {})
        existing_dim = field.get("dimension")
        existing_model = mapping.get("_meta", {}).get("embedding_model")
        existing_lexical = mapping.get("_meta", {}).get("lexical_version")
        if existing_dim != self.dim:
            raise StoreError(
                f"the index {index} holds {existing_dim}-dimensional vectors but the embedder {self.model_id} "
                f"gives {self.dim}; nothing was indexed. Re-index everything with --rebuild."
            )
        if existing_model is not None and existing_model != self.model_id:
            raise StoreError(
                f"the index {index} was built with the embedder {existing_model}, not {self.model_id}; "
                "nothing was indexed. Re-index everything with --rebuild."
            )
        if existing_lexical != lexical_version():
            raise StoreError(
                f"the index {index} holds lexical terms of {existing_lexical or 'an earlier layout'}, this Dalil "
                f"makes {lexical_version()}; nothing was indexed. Re-index everything with --rebuild."
            )

    # --- writing -------------------------------------------------------------------------------

    def create_index(self) -> str:
        name = _new_index_name(self.alias)
        self._call(self.client.indices.create, index=name, body=index_body(self.dim, self.model_id))
        return name

    def bulk_index(
        self,
        index: str,
        chunks: Sequence[Chunk],
        vectors: dict[str, np.ndarray],
        *,
        max_retries: int = 4,
        initial_backoff_s: float = 0.5,
    ) -> BulkReport:
        """Index every chunk; items rejected with 429 are retried with exponential backoff
        (helpers.streaming_bulk), every item that still fails is reported, never dropped silently.
        Requests are split by encoded bytes (`bulk_max_bytes`); a chunk too large for one request
        is refused by name before anything is sent."""
        started = time.perf_counter()
        self._check_vectors(chunks, vectors)
        report = BulkReport(index=index)
        actions = self._sized_actions(index, chunks, vectors)
        try:
            for ok, item in helpers.streaming_bulk(
                self.client,
                actions,
                chunk_size=BULK_MAX_ITEMS,
                max_chunk_bytes=self.bulk_max_bytes,
                max_retries=max_retries,
                initial_backoff=initial_backoff_s,  # type: ignore[arg-type] # the stub says int; seconds as float work
                max_backoff=8,
                raise_on_error=False,
                raise_on_exception=False,
                request_timeout=120,
            ):
                if ok:
                    report.indexed += 1
                    continue
                result = next(iter(item.values()))
                error = result.get("error", {})
                reason = error.get("reason", str(error)) if isinstance(error, dict) else str(error)
                kind = error.get("type", "error") if isinstance(error, dict) else "error"
                report.failed.append(BulkFailure(chunk_id=str(result.get("_id")), status=int(result.get("status", 0)),
                                                 reason=f"{kind}: {reason}"))
        except (OpenSearchConnectionError, TransportError) as error:
            raise BackendUnavailable(f"OpenSearch bulk indexing into {index} failed: {error}") from error
        self._call(self.client.indices.refresh, index=index)
        report.seconds = round(time.perf_counter() - started, 3)
        for failure in report.failed[:10]:
            log.error("bulk item %s rejected (%s): %s", failure.chunk_id, failure.status, failure.reason)
        return report

    def _sized_actions(self, index: str, chunks: Sequence[Chunk], vectors: dict[str, np.ndarray]) -> list[dict[str, Any]]:
        """The bulk actions, each measured as streaming_bulk measures it (action line, source line,
        two newlines, in the client's serializer): one that cannot fit a request alone is an error
        naming its chunk, raised before the first request so no batch is half written for it."""
        serializer = self.client.transport.serializer
        actions = []
        for chunk in chunks:
            source = chunk_document(chunk, vectors[chunk.chunk_id])
            header = {"index": {"_index": index, "_id": chunk.chunk_id}}
            size = len(serializer.dumps(header).encode()) + len(serializer.dumps(source).encode()) + 2
            if size > self.bulk_max_bytes:
                raise StoreError(
                    f"the chunk {chunk.chunk_id} encodes to {size} bytes, more than one bulk request may carry "
                    f"({self.bulk_max_bytes} bytes); nothing was indexed. Split its document into smaller chunks."
                )
            actions.append({"_op_type": "index", "_index": index, "_id": chunk.chunk_id, "_source": source})
        return actions

    def delete_documents(self, index: str, doc_ids: Iterable[str]) -> int:
        """Delete every chunk of the given documents: their ids are looked up, then deleted in
        one bulk request. (Not `_delete_by_query`: it lives in the `reindex` module, which the
        minimal distribution of the local node does not carry.)"""
        doc_ids = sorted(set(doc_ids))
        if not doc_ids:
            return 0
        self._call(self.client.indices.refresh, index=index)
        chunk_ids: list[str] = []
        for start in range(0, len(doc_ids), 1000):
            for hit in helpers.scan(
                self.client, index=index, _source=False, size=1000,
                query={"query": {"terms": {"doc_id": doc_ids[start : start + 1000]}}},
            ):
                chunk_ids.append(hit["_id"])
        if not chunk_ids:
            return 0
        deleted, errors = helpers.bulk(
            self.client, ({"_op_type": "delete", "_index": index, "_id": cid} for cid in chunk_ids),
            raise_on_error=False, refresh=True,
        )
        failed = [e for e in errors if next(iter(e.values())).get("status") != 404]
        if failed:
            raise StoreError(f"{len(failed)} chunks of replaced documents could not be deleted from {index}: {failed[0]}")
        return deleted

    def swap_alias(self, new_index: str) -> list[str]:
        """Point the alias at `new_index` in one atomic `_aliases` call; returns the old indices."""
        try:
            old = sorted(self._call(self.client.indices.get_alias, name=self.alias))
        except NotFoundError:
            old = []
        actions: list[dict[str, Any]] = [{"remove": {"index": name, "alias": self.alias}} for name in old if name != new_index]
        actions.append({"add": {"index": new_index, "alias": self.alias}})
        self._call(self.client.indices.update_aliases, body={"actions": actions})
        return [name for name in old if name != new_index]

    def rebuild(self, chunks: Sequence[Chunk], vectors: dict[str, np.ndarray], keep_old: bool = False) -> BulkReport:
        """Build a fresh index and swap the alias to it, only if every chunk was indexed.
        On any failure the new index is deleted and the alias stays where it was."""
        self._check_vectors(chunks, vectors)
        new_index = self.create_index()
        try:
            report = self.bulk_index(new_index, chunks, vectors)
        except BaseException:
            self.delete_index_quietly(new_index)
            raise
        if not report.ok:
            self.delete_index_quietly(new_index)
            first = report.failed[0]
            raise StoreError(
                f"{len(report.failed)} of {len(chunks)} chunks were rejected by OpenSearch "
                f"(first: {first.chunk_id}: {first.reason}); the alias {self.alias} was not moved."
            )
        old = self.swap_alias(new_index)
        if not keep_old:
            for name in old:
                self.delete_index_quietly(name)
        return report

    def upsert(self, chunks: Sequence[Chunk], vectors: dict[str, np.ndarray], replace_doc_ids: Iterable[str] = ()) -> BulkReport:
        """Incremental write into the current index: the documents' old chunks are deleted first,
        so a document that shrank leaves no orphan chunk behind."""
        index = self.current_index()
        if index is None:
            return self.rebuild(chunks, vectors)
        self.check_compatible(index)
        self._check_vectors(chunks, vectors)
        self.delete_documents(index, replace_doc_ids)
        return self.bulk_index(index, chunks, vectors)

    # --- helpers -------------------------------------------------------------------------------

    def _check_vectors(self, chunks: Sequence[Chunk], vectors: dict[str, np.ndarray]) -> None:
        for chunk in chunks:
            vector = vectors.get(chunk.chunk_id)
            if vector is None:
                raise StoreError(f"no vector for chunk {chunk.chunk_id}; nothing was indexed")
            if np.shape(vector) != (self.dim,):
                raise StoreError(
                    f"the vector of {chunk.chunk_id} has shape {np.shape(vector)}, the index expects ({self.dim},) "
                    f"from {self.model_id}; nothing was indexed"
                )

    def delete_index_quietly(self, index: str) -> None:
        try:
            self.client.indices.delete(index=index)
        except (NotFoundError, OpenSearchConnectionError, TransportError) as error:
            log.warning("could not delete index %s: %s", index, error)

    def _call(self, method, **kwargs):
        try:
            return method(**kwargs)
        except NotFoundError:
            raise
        except OpenSearchConnectionError as error:
            raise BackendUnavailable(f"OpenSearch did not answer: {error}") from error
