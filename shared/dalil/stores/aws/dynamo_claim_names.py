"""The corpus's names on AWS (`text.assertions.corpus_names`, for the claim checks and the premise
check): the SQLite store derives them from its chunks (stores/sqlite/claim_names.py); the cloud
ingest cannot read every chunk of the index at once, so it counts each library it reads
(`NameCounts`, which add up) and publishes them beside the vocabulary, in the chunk table, with the
set they decide (docs/DECISIONS.md, "The corpus's names as deployed"). The validation Lambda reads
the set back at its init.

Items (no chunk_id starts with `#`, so hydration never meets them), cut into parts under the item
limit and keyed by digest as the vocabulary's are (stores/aws/pointed_parts.py, which reads and publishes both):
- `#names#<library>#<digest>#<part>`: one library's `NameCounts.to_bytes`.
- `#names#set#<digest>#<part>`: the names of the sum of the pointer's libraries at its share, and the
  words it writes as common nouns (`NameCounts.common`; gzip'd JSON `{"names": [...], "common": [...]}`):
  what a container reads.
- `#names#current`: the pointer, naming the index, the derivation (`CORPUS_NAMES_VERSION`), the
  share, each library's counts and the set. Moved by the ingest's finish after its index is live,
  then the parts no pointer names any more are deleted: the names are swapped with the index.

Reading is cached per process and the pointer read again at most every `recheck_s` seconds, as the
vocabulary's. A reader whose share differs from the published one decides from the libraries'
counts (the same function, their sum). No pointer, or one of another derivation: no names, with a
warning (titled names are still checked); a failing read keeps the names read last, or none, with a
warning. Never fails a question.
"""

from __future__ import annotations

import gzip
import json
import logging
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from dalil.errors import BackendUnavailable
from dalil.stores.aws.pointed_parts import LibraryParts, PointedRead, blob_parts, joined_parts, publish_parts
from dalil.text.assertions import CORPUS_NAMES_VERSION, NameCounts

log = logging.getLogger("dalil.stores.claim_names")

PREFIX = "#names#"
POINTER_KEY = f"{PREFIX}current"
SET_PREFIX = f"{PREFIX}set"  # no library is named "set": library names are the adapters' (models.LIBRARIES)


@dataclass(frozen=True)
class NamesPointer:
    index: str
    version: int  # CORPUS_NAMES_VERSION of the counts and the set
    min_share: float  # the set's share
    libraries: Mapping[str, LibraryParts]
    names: LibraryParts

    def key(self) -> tuple[Any, ...]:
        return self.index, self.version, self.min_share, self.names.key, tuple(sorted(p.key for p in self.libraries.values()))


def names_blob(names: Iterable[str], common: Iterable[str] = ()) -> bytes:
    body = {"names": sorted(names), "common": sorted(common)}
    return gzip.compress(json.dumps(body, ensure_ascii=False).encode("utf-8"), mtime=0)


Decided = tuple[frozenset[str], frozenset[str]]  # the names, the common words


class DynamoClaimNames(PointedRead[Decided]):
    """The name items of one chunk table; `get(ids)` and `write(requests)` are the chunk store's reads
    by key and BatchWriteItem (its batching and retries), `clock` injectable for tests."""

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

    # --- reading (the validation Lambda: its init, then at most every recheck_s) ----------------

    def names(self, min_share: float) -> frozenset[str]:
        return self._decided(min_share)[0]

    def common(self, min_share: float) -> frozenset[str]:
        """The words the corpus writes as common nouns, not names (read with the names)."""
        return self._decided(min_share)[1]

    def _decided(self, min_share: float) -> Decided:
        errors = (BackendUnavailable, ValueError, KeyError, OSError)  # unreadable items: as a failed read
        return self._read_through(lambda: self._locate(min_share), self._none, errors, log, "the corpus names", "the ones")

    def _locate(self, min_share: float) -> tuple[Any, Callable[[], Decided]] | str:
        pointer = self.pointer()
        if pointer is None:
            return "no corpus names were published with this index (built before they were)"
        if pointer.version != CORPUS_NAMES_VERSION:
            return (f"the corpus names were published by derivation {pointer.version}, this code is {CORPUS_NAMES_VERSION}: "
                    "ingest every source again")
        return (*pointer.key(), min_share), lambda: self._read(pointer, min_share)

    def pointer(self) -> NamesPointer | None:
        items = self._get([POINTER_KEY])
        if not items:
            return None
        item = items[0]
        body = json.loads(item["body"]["S"])
        return NamesPointer(
            index=body["index"], version=int(body["version"]), min_share=float(body["min_share"]),
            libraries={name: LibraryParts(**parts) for name, parts in body["libraries"].items()},
            names=LibraryParts(**body["names"]),
        )

    def _read(self, pointer: NamesPointer, min_share: float) -> Decided:
        if pointer.min_share == min_share:
            [blob] = joined_parts(self._get(pointer.names.part_keys()), [pointer.names])
            body = json.loads(gzip.decompress(blob))
            names, common = frozenset(body["names"]), frozenset(body["common"])
        else:  # this function's share differs from the ingest's: the same decision over the summed counts
            counts = self._counts(pointer)
            names, common = counts.names(min_share), counts.common(min_share)
        log.info("read the corpus names of index %s: %d names, %d common words from %d libraries",
                 pointer.index, len(names), len(common), len(pointer.libraries))
        return names, common

    def _counts(self, pointer: NamesPointer) -> NameCounts:
        wanted = list(pointer.libraries.values())
        keys = [key for parts in wanted for key in parts.part_keys()]
        return NameCounts.merged(NameCounts.from_bytes(blob) for blob in joined_parts(self._get(keys), wanted))

    @staticmethod
    def _none(why: str) -> Decided:
        log.warning("%s; the claim checks see titled names only", why)
        return frozenset(), frozenset()

    # --- writing (the ingest job's finish) --------------------------------------------------------

    def publish(self, index: str, counts: Mapping[str, bytes], min_share: float, *, building: bool,
                stored: Iterable[str] = ()) -> NamesPointer | None:
        """Make `counts` (library -> `NameCounts.to_bytes` of all its chunks) the names' counts of
        `index`, and publish the set of their sum (with the counts the pointer already names for this
        index, an incremental run's other libraries). `stored`: every library the chunk table holds (an
        incremental run). When one of them has no counts of this derivation (an index built before
        they were written, or by another derivation), nothing is published and no pointer stays: a
        set without a library's names would judge its answers otherwise than the SQLite store does."""
        previous = self.pointer()
        libraries: dict[str, LibraryParts] = {}
        if not building and previous is not None and previous.index == index and previous.version == CORPUS_NAMES_VERSION:
            libraries.update(previous.libraries)
        missing = sorted(set(stored) - set(libraries) - set(counts))
        if missing:
            log.warning("the index %s holds libraries without name counts (%s): no corpus names are published; "
                        "ingest every source again (or with --rebuild) to write them", index, ", ".join(missing))
            if previous is not None:
                self._write([{"DeleteRequest": {"Key": {"chunk_id": {"S": POINTER_KEY}}}}])
            return None
        requests: list[dict[str, Any]] = []
        for library, blob in counts.items():
            libraries[library], puts = blob_parts(f"{PREFIX}{library}", blob)
            requests += puts
        kept = [parts for name, parts in libraries.items() if name not in counts]
        summed = NameCounts.merged([*(NameCounts.from_bytes(blob) for blob in counts.values()),
                                    *(NameCounts.from_bytes(blob) for blob in joined_parts(
                                        self._get([key for parts in kept for key in parts.part_keys()]), kept))])
        names, puts = blob_parts(SET_PREFIX, names_blob(summed.names(min_share), summed.common(min_share)))
        pointer = NamesPointer(index, CORPUS_NAMES_VERSION, min_share, libraries, names)
        body = {"index": index, "version": CORPUS_NAMES_VERSION, "min_share": min_share, "names": vars(names),
                "libraries": {name: vars(parts) for name, parts in sorted(libraries.items())}}
        item = {"chunk_id": {"S": POINTER_KEY}, "body": {"S": json.dumps(body)}}
        publish_parts(self._write, requests + puts, item,
                      None if previous is None else [*previous.libraries.values(), previous.names], [*libraries.values(), names])
        return pointer
