"""Wires the store interfaces for the configured backend (`DALIL_BACKEND=local|aws`).

The request path sees only the protocols in `stores/protocols.py`; this module is the one place
that knows which implementation stands behind them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dalil.errors import StoreNotBuilt
from dalil.settings import Settings
from dalil.stores.protocols import (
    CandidateSearch,
    CapacityStore,
    ChunkStore,
    ConversationStore,
    FeedbackStore,
)

if TYPE_CHECKING:  # the protocol only: steps that never embed (api, validation) never load numpy
    from dalil.embed.base import Embedder


class Services:
    """The ports of one backend, each built on first access: a step builds only what it uses (the
    generation step never builds the embedder or the search client, validation never builds search)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._built: dict[str, Any] = {}
        self._lock = threading.RLock()

    def _port(self, name: str, build: Callable[[], Any]) -> Any:
        with self._lock:
            if name not in self._built:
                self._built[name] = build()
            return self._built[name]

    def built(self) -> set[str]:
        """Which ports exist so far (tests, the cold-start check)."""
        return set(self._built)

    @property
    def embedder(self) -> Embedder:
        from dalil.embed.factory import make_embedder

        return self._port("embedder", lambda: make_embedder(self.settings))

    @property
    def search(self) -> CandidateSearch:
        if self.settings.backend == "aws":
            return self._port("search", lambda: _aws().candidate_search(self.settings))
        # The local index checks the store's embedding model against the embedder.
        return self._port("search", lambda: _open_local(self.settings, embedder=self.embedder).candidates)

    @property
    def chunks(self) -> ChunkStore:
        if self.settings.backend == "aws":
            return self._port("chunks", lambda: _aws().chunk_store(self.settings))
        return self._port("chunks", lambda: self._local_store().chunks)

    @property
    def capacity(self) -> CapacityStore:
        if self.settings.backend == "aws":
            return self._port("capacity", lambda: _aws().capacity_store(self.settings))
        from dalil.stores.sqlite.capacity import SqliteCapacityStore

        return self._port("capacity", lambda: SqliteCapacityStore(self.settings.store, self.settings))

    @property
    def feedback(self) -> FeedbackStore:
        if self.settings.backend == "aws":
            return self._port("feedback", lambda: _aws().feedback_store(self.settings))
        return self._port("feedback", lambda: self._local_store().feedback)

    @property
    def conversations(self) -> ConversationStore:
        if self.settings.backend == "aws":
            return self._port("conversations", lambda: _aws().conversation_store(self.settings))
        return self._port("conversations", lambda: self._local_store().conversations)

    @property
    def claim_names(self) -> frozenset[str]:
        """Words the corpus writes as names, for the claim checks (`text.assertions.corpus_names`).
        Derived from the local store (saved in it); on AWS the set the cloud ingest published beside
        the index's vocabulary (stores/aws/dynamo_claim_names.py), read once per container."""
        if self.settings.backend == "aws":
            return _aws().claim_names(self.chunks, self.settings)
        from dalil.stores.sqlite.claim_names import stored_claim_names  # cold start: as the ports above

        return stored_claim_names(self._local_store().db, self.settings.claim_name_min_share)

    @property
    def common_words(self) -> frozenset[str]:
        """Words the corpus writes as common nouns, not names (`text.assertions.corpus_common_words`), for
        the answer checks that would read a word's shape as a name; derived and read with `claim_names`."""
        if self.settings.backend == "aws":
            return _aws().common_words(self.chunks, self.settings)
        from dalil.stores.sqlite.claim_names import stored_common_words  # cold start: as the ports above

        return stored_common_words(self._local_store().db, self.settings.claim_name_min_share)

    def _local_store(self):
        """The store file without the embedder check (chunks, feedback, conversations need no model)."""
        return self._port("store", lambda: _open_local(self.settings))


def _aws():
    from dalil.stores.aws import factory as aws

    return aws


def _open_local(settings: Settings, embedder: Embedder | None = None):
    from dalil.stores.sqlite.store import open_store

    return open_store(settings.store, embedder=embedder, settings=settings)


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
    """One set of clients per settings object and process (Lambda containers reuse it); each
    client is built when first used."""
    with _lock:
        if settings not in _cache:
            _cache[settings] = _build(settings)
        return _cache[settings]


def reset_services() -> None:
    with _lock:
        _cache.clear()


def _build(settings: Settings) -> Services:
    return Services(settings)


def feedback_store(settings: Settings) -> FeedbackStore:
    """Feedback needs no embedder or index: the API's /feedback route opens only this."""
    if settings.backend == "aws":
        from dalil.stores.aws import factory as aws

        return aws.feedback_store(settings)
    from dalil.stores.sqlite.userdata import shared_user_data

    # The user-data file only, opened once per process (not per request: that leaked descriptors).
    return shared_user_data(settings.store, settings.store_question_text).feedback


def conversation_store(settings: Settings) -> ConversationStore:
    """Conversations only: the API checks a follow-up's id before it starts the workflow."""
    if settings.backend == "aws":
        from dalil.stores.aws import factory as aws

        return aws.conversation_store(settings)
    from dalil.stores.sqlite.userdata import shared_user_data

    return shared_user_data(settings.store, settings.store_question_text).conversations
