"""Every candidate signal for one question in ONE OpenSearch `_msearch` round trip.

The searches, each `_source: false` (ids and scores only; `_id` is the chunk_id):
- lexical: the embedded default's lexical search, rebuilt: one `term` query per distinct
  `analyze()` term of the question (and per distinct `surface()` term, in the surface space, when
  the surface weight is > 0) on `lexical_terms`, scored by the index's FTS5-bm25 similarity with
  the FTS5 column weights as boosts, filtered by library. Same terms, same formula, same
  statistics (one shard) as `SqliteLexicalIndex.search_lexical`; what is left is Lucene's one-byte
  length norm (document lengths are rounded, up to ~12 %) and float32 scores, so near-ties may swap
  (benchmarks/aws/RESULTS.md measures it). `lexical_mode="arabic"` keeps the earlier
  `multi_match` (most_fields) over `title^w`, `text` and `text.exact^e` under Lucene's Arabic
  analysis, for comparison; "both" adds the two;
- vector: k-NN on the lucene HNSW graph with the library filter applied inside the graph search
  (efficient filtering), so a restricted library still yields k hits; `ef_search` (default 200)
  widens the graph search so the list is close to the embedded default's exact cosine top k;
- metadata (only when asked): chunks whose structured metadata match exactly, in document order.
- dense (only with `dense=True`): no extra search: the lexical hits carry a script field,
  the exact cosine of the question with the hit's stored vector; merged with the k-NN hits'
  cosines it is the "dense" list the re-scorer (`retrieval/rescore.py`, `rescore=signals`)
  re-orders the fused top-k by (the same list the SQLite search returns).
Fusion happens in Python (`dalil.retrieval.fusion`), identical for both deployments: the hybrid
query of the neural-search plugin is not available on the node, and fusing by rank in one place
keeps each signal's contribution visible in the trace.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

import numpy as np
from opensearchpy import OpenSearch
from opensearchpy.exceptions import ConnectionError as OpenSearchConnectionError
from opensearchpy.exceptions import TransportError

from dalil.errors import BackendUnavailable, StoreError
from dalil.settings import get_settings
from dalil.stores.aws.opensearch_index import SURFACE_MARK, TERMS_FIELD, VECTOR_FIELD, fts_token
from dalil.text.stem import analyze, surface

LexicalMode = Literal["terms", "arabic", "both"]

_METADATA_TERMS = ("library", "coptic_month", "coptic_day", "book", "chapter")
_METADATA_KEYS = frozenset({*_METADATA_TERMS, "verse"})


def _distinct(terms: list[str]) -> list[str]:
    """Like the FTS5 match expression: each term once (FTS5 would score a repeated phrase twice)."""
    return [term for term in dict.fromkeys(fts_token(term.replace('"', "")) for term in terms) if term]


def terms_clauses(query: str, stemmed_weight: float, surface_weight: float) -> list[dict[str, Any]]:
    """The `should` clauses equal to `lexical.match_expression(query)`: no clause at all when no
    stemmed term is left (FTS5 then searches nothing either)."""
    stemmed = _distinct(analyze(query))
    if not stemmed:
        return []
    clauses = [{"term": {TERMS_FIELD: {"value": term, "boost": stemmed_weight}}} for term in stemmed]
    if surface_weight > 0:
        clauses += [{"term": {TERMS_FIELD: {"value": SURFACE_MARK + term, "boost": surface_weight}}}
                    for term in _distinct(surface(query))]
    return clauses


def arabic_clause(query: str, title_boost: float, exact_boost: float) -> dict[str, Any]:
    return {
        "multi_match": {
            "query": query,
            "type": "most_fields",
            "fields": [f"title^{title_boost:g}", "text", f"text.exact^{exact_boost:g}"],
        }
    }


def lexical_query(
    query: str,
    k: int,
    libraries: Sequence[str] | None,
    *,
    mode: LexicalMode = "terms",
    stemmed_weight: float = 1.0,
    surface_weight: float = 2.0,
    title_boost: float = 2.0,
    exact_boost: float = 0.5,
) -> dict[str, Any] | None:
    """The lexical search body, or None when the question leaves nothing to search for."""
    should: list[dict[str, Any]] = []
    if mode in ("terms", "both"):
        should += terms_clauses(query, stemmed_weight, surface_weight)
    if mode in ("arabic", "both") and (should or mode == "arabic"):
        should.append(arabic_clause(query, title_boost, exact_boost))
    if not should:
        return None
    bool_query: dict[str, Any] = {"should": should, "minimum_should_match": 1}
    if libraries is not None:
        bool_query["filter"] = [{"terms": {"library": list(libraries)}}]
    return {"size": k, "_source": False, "track_total_hits": False, "query": {"bool": bool_query}}


def vector_query(vector: np.ndarray, k: int, libraries: Sequence[str] | None, ef_search: int | None = None) -> dict[str, Any]:
    knn: dict[str, Any] = {"vector": [float(x) for x in vector], "k": k}
    if ef_search is not None:
        # Lucene HNSW explores max(k, ef_search) candidates; at ef = k = 50 only ~78 % of the
        # exact top 50 came back on the full corpus (benchmarks/aws/RESULTS.md).
        knn["method_parameters"] = {"ef_search": max(k, ef_search)}
    if libraries is not None:
        knn["filter"] = {"bool": {"filter": [{"terms": {"library": list(libraries)}}]}}
    return {"size": k, "_source": False, "track_total_hits": False, "query": {"knn": {VECTOR_FIELD: knn}}}


# The cosine of the question with each hit's stored vector (unit rows, so the dot product), as a
# script field: the k-NN painless functions are score-context only, and the index keeps vectors
# out of `_source`, so the field is read through doc values.
_COSINE_SCRIPT = (
    "float[] v = doc[params.field].getValue(); double s = 0; "
    "for (int i = 0; i < v.length; i++) { s += v[i] * params.q[i]; } return s;"
)


def with_cosines(lexical_body: dict[str, Any], vector: np.ndarray) -> dict[str, Any]:
    """The lexical search, each hit also carrying its cosine with the question (same request)."""
    query = np.asarray(vector, dtype=np.float32)
    query = query / (float(np.linalg.norm(query)) or 1.0)
    script = {"source": _COSINE_SCRIPT, "lang": "painless", "params": {"field": VECTOR_FIELD, "q": [float(x) for x in query]}}
    return {**lexical_body, "script_fields": {"cosine": {"script": script}}}


def _signal_score(name: str, hit: dict[str, Any]) -> float:
    """A hit's score in the unit the embedded default uses: the k-NN list as the cosine itself
    (lucene cosinesimil scores (1 + cos) / 2, and the evidence floor's `min_vector_score` is a
    cosine), the others as OpenSearch scored them (a metadata match has no score: 1.0)."""
    score = float(hit["_score"] if hit.get("_score") is not None else 1.0)
    return 2.0 * score - 1.0 if name == "vector" else score


def dense_cosines(hits: list[dict[str, Any]], vector_hits: list[tuple[str, float]]) -> list[tuple[str, float]]:
    """(chunk_id, cosine) best first: the lexical hits' script-field cosines, then the k-NN hits'."""
    cosines: dict[str, float] = {}
    for hit in hits:
        value = (hit.get("fields") or {}).get("cosine")
        if value:
            cosines[hit["_id"]] = float(value[0])
    for chunk_id, cosine in vector_hits:  # already cosines (`_signal_score`)
        cosines.setdefault(chunk_id, cosine)
    return sorted(cosines.items(), key=lambda item: (-item[1], item[0]))


def metadata_query(metadata: dict[str, Any], k: int, libraries: Sequence[str] | None) -> dict[str, Any] | None:
    """Exact structured match, or None when nothing but the library is given (never "everything")."""
    unknown = sorted(set(metadata) - _METADATA_KEYS)
    if unknown:
        raise ValueError(f"unsupported metadata keys {unknown}; supported: {sorted(_METADATA_KEYS)}")
    given = {key: value for key, value in metadata.items() if value is not None}
    if not set(given) - {"library"}:
        return None
    filters: list[dict[str, Any]] = [{"term": {key: given[key]}} for key in _METADATA_TERMS if key in given]
    if "verse" in given:
        filters.append({"range": {"verse_start": {"lte": given["verse"]}}})
        filters.append({"range": {"verse_end": {"gte": given["verse"]}}})
    if libraries is not None:
        filters.append({"terms": {"library": list(libraries)}})
    return {
        "size": k,
        "_source": False,
        "track_total_hits": False,
        "query": {"constant_score": {"filter": {"bool": {"filter": filters}}, "boost": 1.0}},
        "sort": [{"doc_id": "asc"}, {"n": "asc"}],
    }


class OpenSearchCandidateSearch:
    """`CandidateSearch` on OpenSearch: one `_msearch` per question."""

    def __init__(
        self,
        client: OpenSearch,
        index: str,
        *,
        title_boost: float = 2.0,
        exact_boost: float = 0.5,
        timeout_s: float = 3.0,
        lexical_mode: LexicalMode = "terms",
        title_weight: float | None = None,
        text_weight: float | None = None,
        surface_weight: float | None = None,
        ef_search: int | None = 200,
        dense: bool = False,
    ) -> None:
        """The FTS5 column weights default to the settings' `lexical_*_weight`, so both deployments
        rank with the same weights. Title and text terms share one field (FTS5 sums their
        frequencies inside one saturation); equal title and text weights, the measured default,
        are reproduced exactly, unequal ones by their mean."""
        settings = get_settings()  # cached; only its lexical weights are read, as defaults
        self.client = client
        self.index = index
        self.title_boost = title_boost
        self.exact_boost = exact_boost
        self.timeout_s = timeout_s
        self.lexical_mode = lexical_mode
        self.ef_search = ef_search
        self.dense = dense  # also return the "dense" cosine list (re-scoring)
        title = settings.lexical_title_weight if title_weight is None else title_weight
        text = settings.lexical_text_weight if text_weight is None else text_weight
        self.stemmed_weight = (title + text) / 2
        self.surface_weight = settings.lexical_surface_weight if surface_weight is None else surface_weight

    def search(
        self,
        query: str,
        vector: np.ndarray | None,
        lexical_k: int,
        vector_k: int,
        libraries: Sequence[str] | None = None,
        metadata: dict | None = None,
    ) -> dict[str, list[tuple[str, float]]]:
        signals: dict[str, list[tuple[str, float]]] = {"lexical": [], "vector": []}
        if metadata is not None:
            signals["metadata"] = []
        if libraries is not None and not libraries:
            return signals  # every library is switched off: nothing may be retrieved
        searches: list[tuple[str, dict[str, Any]]] = []
        if query.strip() and lexical_k > 0:
            body = lexical_query(query, lexical_k, libraries, mode=self.lexical_mode, stemmed_weight=self.stemmed_weight,
                                 surface_weight=self.surface_weight, title_boost=self.title_boost, exact_boost=self.exact_boost)
            if body is not None:
                searches.append(("lexical", with_cosines(body, vector) if self.dense and vector is not None else body))
        if vector is not None and vector_k > 0:
            searches.append(("vector", vector_query(vector, vector_k, libraries, self.ef_search)))
        if metadata is not None:
            body = metadata_query(metadata, max(lexical_k, vector_k), libraries)
            if body is not None:
                searches.append(("metadata", body))
        if not searches:
            return signals
        lines: list[dict[str, Any]] = []
        for _name, body in searches:
            lines += [{"index": self.index}, body]
        try:
            result = self.client.msearch(body=lines, params={"request_timeout": self.timeout_s})
        except OpenSearchConnectionError as error:  # refused, reset, or timed out
            raise BackendUnavailable(f"the search index did not answer within {self.timeout_s:g} s: {error}") from error
        except TransportError as error:
            raise BackendUnavailable(f"the search index failed: {error}") from error
        lexical_hits: list[dict[str, Any]] = []
        for (name, _body), response in zip(searches, result["responses"], strict=True):
            if "error" in response:
                raise self._error(name, response)
            if name == "lexical":
                lexical_hits = response["hits"]["hits"]
            signals[name] = [(hit["_id"], _signal_score(name, hit)) for hit in response["hits"]["hits"]]
        if self.dense and vector is not None:
            signals["dense"] = dense_cosines(lexical_hits, signals["vector"])
        return signals

    def _error(self, name: str, response: dict[str, Any]) -> Exception:
        error = response["error"]
        kind = error.get("type", "") if isinstance(error, dict) else ""
        reason = error.get("reason", error) if isinstance(error, dict) else error
        if kind == "index_not_found_exception":
            return StoreError(
                f"the search index {self.index} does not exist: run `dalil ingest` with DALIL_BACKEND=aws first"
            )
        return BackendUnavailable(f"the {name} search failed ({response.get('status')} {kind}): {reason}")
