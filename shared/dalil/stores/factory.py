"""Wires the store interfaces for the configured backend (`DALIL_BACKEND=local|aws`).

The request path sees only the protocols in `stores/protocols.py`; this module is the one place
that knows which implementation stands behind them.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from dalil.embed.base import Embedder
from dalil.embed.factory import make_embedder
from dalil.errors import StoreNotBuilt
from dalil.settings import Settings
from dalil.stores.protocols import CandidateSearch, CapacityStore, ChunkStore, ConversationStore, FeedbackStore


@dataclass
class Services:
    settings: Settings
    embedder: Embedder
    search: CandidateSearch
    chunks: ChunkStore
    capacity: CapacityStore
    feedback: FeedbackStore
    conversations: ConversationStore


_lock = threading.Lock()
_cache: dict[Settings, Services] = {}


def store_is_built(settings: Settings) -> bool:
    """True when the local store file exists and holds chunks (the first `dalil ask` builds it)."""
    from dalil.stores.sqlite.store import open_store

    path = Path(settings.store)
    if not path.exists():
        return False
    try:
        with open_store(path, settings=settings) as store:
            return any(sum(by_lib.values()) for by_lib in store.chunks.counts().values())
    except StoreNotBuilt:
        return False  # e.g. the capacity table made the file first


def build_services(settings: Settings) -> Services:
    """One set of clients per settings object and process (Lambda containers reuse it)."""
    with _lock:
        if settings not in _cache:
            _cache[settings] = _build(settings)
        return _cache[settings]


def reset_services() -> None:
    with _lock:
        _cache.clear()


def _build(settings: Settings) -> Services:
    embedder = make_embedder(settings)
    if settings.backend == "aws":
        from dalil.stores.aws import factory as aws

        return Services(
            settings=settings,
            embedder=embedder,
            search=aws.candidate_search(settings),
            chunks=aws.chunk_store(settings),
            capacity=aws.capacity_store(settings),
            feedback=aws.feedback_store(settings),
            conversations=aws.conversation_store(settings),
        )
    from dalil.stores.sqlite.capacity import SqliteCapacityStore
    from dalil.stores.sqlite.store import open_store

    store = open_store(settings.store, embedder=embedder, settings=settings)
    return Services(
        settings=settings,
        embedder=embedder,
        search=store.candidates,
        chunks=store.chunks,
        capacity=SqliteCapacityStore(settings.store, settings),
        feedback=store.feedback,
        conversations=store.conversations,
    )


def feedback_store(settings: Settings) -> FeedbackStore:
    """Feedback needs no embedder or index: the API's /feedback route opens only this."""
    if settings.backend == "aws":
        from dalil.stores.aws import factory as aws

        return aws.feedback_store(settings)
    from dalil.stores.sqlite.store import open_store

    return open_store(settings.store, create=True, settings=settings).feedback


def conversation_store(settings: Settings) -> ConversationStore:
    """Conversations only: the API checks a follow-up's id before it starts the workflow."""
    if settings.backend == "aws":
        from dalil.stores.aws import factory as aws

        return aws.conversation_store(settings)
    from dalil.stores.sqlite.store import open_store

    return open_store(settings.store, create=True, settings=settings).conversations
