"""Every candidate signal for one question in ONE OpenSearch `_msearch` round trip.

The searches, each `_source: false` (ids and scores only; `_id` is the chunk_id):
- lexical: BM25 `multi_match` (most_fields) over `title^w`, `text` and `text.exact^e`, filtered by library;
- vector: k-NN on the lucene HNSW graph with the library filter applied inside the graph search
  (efficient filtering), so a restricted library still yields k hits;
- metadata (only when asked): chunks whose structured metadata match exactly, in document order.
Fusion happens in Python (`dalil.retrieval.fusion`), identical for both deployments: the hybrid
query of the neural-search plugin is not available on the node, and fusing by rank in one place
keeps each signal's contribution visible in the trace.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from opensearchpy import OpenSearch
from opensearchpy.exceptions import ConnectionError as OpenSearchConnectionError
from opensearchpy.exceptions import TransportError

from dalil.errors import BackendUnavailable, StoreError
from dalil.stores.aws.opensearch_index import VECTOR_FIELD

_METADATA_TERMS = ("library", "coptic_month", "coptic_day", "book", "chapter")
_METADATA_KEYS = frozenset({*_METADATA_TERMS, "verse"})


def lexical_query(query: str, k: int, libraries: Sequence[str] | None, title_boost: float, exact_boost: float) -> dict[str, Any]:
    bool_query: dict[str, Any] = {
        "must": {
            "multi_match": {
                "query": query,
                "type": "most_fields",
                "fields": [f"title^{title_boost:g}", "text", f"text.exact^{exact_boost:g}"],
            }
        }
    }
    if libraries is not None:
        bool_query["filter"] = [{"terms": {"library": list(libraries)}}]
    return {"size": k, "_source": False, "track_total_hits": False, "query": {"bool": bool_query}}


def vector_query(vector: np.ndarray, k: int, libraries: Sequence[str] | None) -> dict[str, Any]:
    knn: dict[str, Any] = {"vector": [float(x) for x in vector], "k": k}
    if libraries is not None:
        knn["filter"] = {"bool": {"filter": [{"terms": {"library": list(libraries)}}]}}
    return {"size": k, "_source": False, "track_total_hits": False, "query": {"knn": {VECTOR_FIELD: knn}}}


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
    ) -> None:
        self.client = client
        self.index = index
        self.title_boost = title_boost
        self.exact_boost = exact_boost
        self.timeout_s = timeout_s

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
            searches.append(("lexical", lexical_query(query, lexical_k, libraries, self.title_boost, self.exact_boost)))
        if vector is not None and vector_k > 0:
            searches.append(("vector", vector_query(vector, vector_k, libraries)))
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
        for (name, _body), response in zip(searches, result["responses"], strict=True):
            if "error" in response:
                raise self._error(name, response)
            signals[name] = [(hit["_id"], float(hit["_score"] if hit.get("_score") is not None else 1.0))
                             for hit in response["hits"]["hits"]]
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
