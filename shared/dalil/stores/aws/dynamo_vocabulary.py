"""The store's vocabulary on AWS (text/vocabulary.py): the SQLite store reads its own from its lexical
index; OpenSearch's index cannot be read word by word, so the cloud ingest writes the vocabulary of
what it indexed beside the chunk records, in the chunk table (docs/DECISIONS.md, "The vocabulary
as deployed"), and the retrieval Lambda reads it back with the BatchGetItem it hydrates with.

Items (no chunk_id starts with `#`, so hydration never meets them):
- `#vocab#<library>#<digest>#<part>`: one library's vocabulary (`Vocabulary.to_bytes`), cut into
  parts under DynamoDB's 400 KB item limit. Keyed by the content's digest: rewriting an unchanged
  library writes the same items, and two versions never share a key with different bytes.
- `#vocab#current`: the pointer, naming the concrete index it was built for and each library's
  parts. An ingest moves it after its index is live (a build: after the alias moved), and then
  deletes the parts no pointer names any more: the vocabulary is swapped with the index.

Reading is cached per process (a Lambda container) and the pointer is read again at most every
`recheck_s` seconds: a new index's vocabulary is read once, when the pointer names other parts.
No pointer (an index built before its ingest wrote one) reads the bundled table, with a note in the
log; a failing read keeps the vocabulary read last (or the bundled table), never fails the question.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from dalil.errors import BackendUnavailable
from dalil.text.vocabulary import Vocabulary, bundled_vocabulary

log = logging.getLogger("dalil.stores.vocabulary")

PREFIX = "#vocab#"
POINTER_KEY = f"{PREFIX}current"
PART_BYTES = 350_000  # under DynamoDB's 400 KB item limit, with room for the key and attribute names


@dataclass(frozen=True)
class LibraryParts:
    key: str  # `#vocab#<library>#<digest>`; its parts are `<key>#0`, `<key>#1`, ...
    parts: int

    def part_keys(self) -> list[str]:
        return [f"{self.key}#{n}" for n in range(self.parts)]


def blob_parts(prefix: str, blob: bytes) -> tuple[LibraryParts, list[dict[str, Any]]]:
    """`blob` cut into items under the item limit, keyed `<prefix>#<digest>#<n>`, and their puts: an
    unchanged blob is written to the same items. The claim names' items are cut the same way."""
    parts = LibraryParts(f"{prefix}#{hashlib.sha256(blob).hexdigest()[:16]}", max(1, -(-len(blob) // PART_BYTES)))
    puts = [{"PutRequest": {"Item": {"chunk_id": {"S": key}, "body": {"B": blob[n * PART_BYTES : (n + 1) * PART_BYTES]}}}}
            for n, key in enumerate(parts.part_keys())]
    return parts, puts


def joined_parts(items: list[dict[str, Any]], wanted: list[LibraryParts]) -> list[bytes]:
    """Each of `wanted`'s blobs from the items read by key; BackendUnavailable when a part is missing
    (a pointer moved while it was read: its parts were deleted with the old one)."""
    found = {item["chunk_id"]["S"]: bytes(item["body"]["B"]) for item in items}
    missing = [key for parts in wanted for key in parts.part_keys() if key not in found]
    if missing:
        raise BackendUnavailable(f"{len(missing)} parts are missing (first: {missing[0]})")
    return [b"".join(found[key] for key in parts.part_keys()) for parts in wanted]


def stale_part_deletes(previous: Iterable[LibraryParts], live: Iterable[LibraryParts]) -> list[dict[str, Any]]:
    """The deletes of `previous`'s parts that none of `live` names: what a moved pointer left behind."""
    kept = {key for parts in live for key in parts.part_keys()}
    return [{"DeleteRequest": {"Key": {"chunk_id": {"S": key}}}}
            for parts in previous for key in parts.part_keys() if key not in kept]


@dataclass(frozen=True)
class Pointer:
    index: str  # the concrete index the vocabulary was built with
    libraries: Mapping[str, LibraryParts]

    def version(self) -> tuple[str, tuple[str, ...]]:
        return self.index, tuple(sorted(parts.key for parts in self.libraries.values()))


class DynamoVocabulary:
    """The vocabulary items of one chunk table. `get(ids)` and `write(requests)` are the chunk
    store's reads by key (batched 100 a BatchGetItem there, with its retries) and BatchWriteItem;
    `clock` is injectable for tests."""

    def __init__(
        self,
        get: Callable[[list[str]], list[dict[str, Any]]],
        write: Callable[[list[dict[str, Any]]], None],
        recheck_s: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._get = get
        self._write = write
        self.recheck_s = recheck_s
        self.clock = clock
        self._cached: tuple[float, tuple[Any, ...] | None, Vocabulary] | None = None

    # --- reading (the request path) ----------------------------------------------------------

    def surface_vocabulary(self) -> Vocabulary:
        now = self.clock()
        if self._cached is not None and now - self._cached[0] < self.recheck_s:
            return self._cached[2]
        try:
            pointer = self.pointer()
            if pointer is None:
                vocabulary, version = self._fallback("no vocabulary was written with this index (built before it was)"), None
            elif self._cached is not None and self._cached[1] == pointer.version():
                vocabulary, version = self._cached[2], pointer.version()
            else:
                vocabulary, version = self._read(pointer), pointer.version()
        except BackendUnavailable as error:
            if self._cached is not None:
                log.warning("the vocabulary could not be read again (%s); keeping the one read last", error)
                return self._cached[2]
            return self._fallback(f"the vocabulary could not be read: {error}")
        self._cached = (now, version, vocabulary)
        return vocabulary

    def pointer(self) -> Pointer | None:
        items = self._get([POINTER_KEY])
        if not items:
            return None
        item = items[0]
        libraries = json.loads(item["libraries"]["S"])
        return Pointer(item["index"]["S"], {name: LibraryParts(**parts) for name, parts in libraries.items()})

    def _read(self, pointer: Pointer) -> Vocabulary:
        keys = [key for parts in pointer.libraries.values() for key in parts.part_keys()]
        blobs = joined_parts(self._get(keys), list(pointer.libraries.values()))
        vocabulary = Vocabulary.merged(blobs, source="store")
        log.info("read the vocabulary of index %s: %d words from %d libraries", pointer.index, len(vocabulary),
                 len(pointer.libraries))
        return vocabulary

    @staticmethod
    def _fallback(why: str) -> Vocabulary:
        log.warning("%s; questions are read with the bundled vocabulary table", why)
        return bundled_vocabulary()

    # --- writing (the ingest job's finish) ----------------------------------------------------

    def publish(self, index: str, blobs: Mapping[str, bytes], *, building: bool, stored: Iterable[str] = ()) -> Pointer | None:
        """Make `blobs` (library -> `Vocabulary.to_bytes` of its chunks) the vocabulary of `index`.
        A build's index holds only these libraries; an incremental run's also holds the ones the
        pointer already names for this index. `stored`: every library the chunk table holds (an
        incremental run): when one of them has no vocabulary (an index built before this was
        written), nothing is published and the index keeps reading the bundled table: a
        vocabulary without a library's words would read its names worse than the bundled one."""
        previous = self.pointer()
        libraries: dict[str, LibraryParts] = {}
        if not building and previous is not None and previous.index == index:
            libraries.update(previous.libraries)
        missing = sorted(set(stored) - set(libraries) - set(blobs))
        if missing:
            log.warning("the index %s holds libraries without a vocabulary (%s): none is published; ingest with "
                        "--rebuild to write it", index, ", ".join(missing))
            if previous is not None and previous.index != index:  # it names another index: read none rather than it
                self._write([{"DeleteRequest": {"Key": {"chunk_id": {"S": POINTER_KEY}}}}])
            return None
        requests: list[dict[str, Any]] = []
        for library, blob in blobs.items():
            parts, puts = blob_parts(f"{PREFIX}{library}", blob)
            requests += puts
            libraries[library] = parts
        self._write(requests)  # the parts before the pointer that names them
        pointer = Pointer(index, libraries)
        body = json.dumps({name: {"key": p.key, "parts": p.parts} for name, p in sorted(libraries.items())})
        self._write([{"PutRequest": {"Item": {"chunk_id": {"S": POINTER_KEY}, "index": {"S": index}, "libraries": {"S": body}}}}])
        if previous is not None:
            self._write(stale_part_deletes(previous.libraries.values(), libraries.values()))
        return pointer
