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

import json
import logging
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from dalil.errors import BackendUnavailable
from dalil.stores.aws.pointed_parts import LibraryParts, PointedRead, blob_parts, joined_parts, publish_parts
from dalil.text.vocabulary import Vocabulary, bundled_vocabulary

log = logging.getLogger("dalil.stores.vocabulary")

PREFIX = "#vocab#"
POINTER_KEY = f"{PREFIX}current"


@dataclass(frozen=True)
class Pointer:
    index: str  # the concrete index the vocabulary was built with
    libraries: Mapping[str, LibraryParts]

    def version(self) -> tuple[str, tuple[str, ...]]:
        return self.index, tuple(sorted(parts.key for parts in self.libraries.values()))


class DynamoVocabulary(PointedRead[Vocabulary]):
    """The vocabulary items of one chunk table. `get(ids)` and `write(requests)` are the chunk
    store's reads by key (batched 100 a BatchGetItem there, with its retries) and BatchWriteItem;
    `clock` is injectable for tests. Parts, pointer and cache: stores/aws/pointed_parts.py."""

    def __init__(
        self,
        get: Callable[[list[str]], list[dict[str, Any]]],
        write: Callable[[list[dict[str, Any]]], None],
        recheck_s: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._get = get
        self._write = write
        self._init_read(recheck_s, clock)

    # --- reading (the request path) ----------------------------------------------------------

    def surface_vocabulary(self) -> Vocabulary:
        return self._read_through(self._locate, self._fallback, (BackendUnavailable,), log, "the vocabulary", "the one")

    def _locate(self) -> tuple[Any, Callable[[], Vocabulary]] | str:
        pointer = self.pointer()
        if pointer is None:
            return "no vocabulary was written with this index (built before it was)"
        return pointer.version(), lambda: self._read(pointer)

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
        pointer = Pointer(index, libraries)
        body = json.dumps({name: {"key": p.key, "parts": p.parts} for name, p in sorted(libraries.items())})
        item = {"chunk_id": {"S": POINTER_KEY}, "index": {"S": index}, "libraries": {"S": body}}
        publish_parts(self._write, requests, item, None if previous is None else previous.libraries.values(), libraries.values())
        return pointer
