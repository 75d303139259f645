"""Blobs published in the chunk table under a pointer: the shape the vocabulary (dynamo_vocabulary.py)
and the corpus's names (dynamo_claim_names.py) share.

- Parts: a blob cut into items under DynamoDB's 400 KB item limit, keyed `<prefix>#<digest>#<n>`: an
  unchanged blob is written to the same items, two versions never share a key with different bytes
  (`blob_parts`); read back by key, a missing part is a read that failed (`joined_parts`).
- Publish: the parts first, then the pointer that names them, then the parts the previous pointer named
  and the new one does not (`publish_parts`): a reader sees the old blobs or the new, never a mix.
- Read (`PointedRead`): cached per process, the pointer read again at most every `recheck_s` seconds;
  the blobs read again only when the pointer names other ones; nothing to read gives the owner's
  stand-in (with its warning), and a failing read keeps the value read last, or the stand-in.

No chunk_id starts with `#`, so hydration never meets these items.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from dalil.errors import BackendUnavailable

PART_BYTES = 350_000  # under DynamoDB's 400 KB item limit, with room for the key and attribute names

T = TypeVar("T")


@dataclass(frozen=True)
class LibraryParts:
    key: str  # `<prefix>#<digest>`; its parts are `<key>#0`, `<key>#1`, ...
    parts: int

    def part_keys(self) -> list[str]:
        return [f"{self.key}#{n}" for n in range(self.parts)]


def blob_parts(prefix: str, blob: bytes) -> tuple[LibraryParts, list[dict[str, Any]]]:
    """`blob` cut into items under the item limit, keyed `<prefix>#<digest>#<n>`, and their puts: an
    unchanged blob is written to the same items."""
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


def publish_parts(
    write: Callable[[list[dict[str, Any]]], None], puts: list[dict[str, Any]], pointer_item: dict[str, Any],
    previous: Iterable[LibraryParts] | None, live: Iterable[LibraryParts],
) -> None:
    """The parts' puts, then the pointer (`pointer_item`, its DynamoDB item), then the deletes of the parts
    only the previous pointer named (`previous`: None when there was none)."""
    write(puts)  # the parts before the pointer that names them
    write([{"PutRequest": {"Item": pointer_item}}])
    if previous is not None:
        write(stale_part_deletes(previous, live))


# What a read through the pointer finds: the version it names and how to load its value, or why there is
# nothing to read (the owner's stand-in is read then, with that warning).
Located = tuple[Any, Callable[[], Any]] | str


class PointedRead(Generic[T]):
    """A value read through a pointer, cached per process: `read(locate)` returns the cached value while
    it is younger than `recheck_s`, else reads the pointer (`locate`) and loads the value only when the
    pointer names another version. `recheck_s` and `clock` are the owner's attributes (tests set them)."""

    recheck_s: float
    clock: Callable[[], float]
    _cached: tuple[float, Any, T] | None

    def _init_read(self, recheck_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.recheck_s = recheck_s
        self.clock = clock
        self._cached = None

    def _read_through(
        self, locate: Callable[[], Located], stand_in: Callable[[str], T], errors: tuple[type[BaseException], ...],
        log: logging.Logger, what: str, kept: str,
    ) -> T:
        """`stand_in(why)`: the value when there is nothing to read (it logs `why`); `errors`: the
        exceptions of a failed read, which keeps the value read last (`what` and `kept` name it in the
        warning: "the vocabulary", "the one")."""
        now = self.clock()
        if self._cached is not None and now - self._cached[0] < self.recheck_s:
            return self._cached[2]
        try:
            located = locate()
            if isinstance(located, str):
                value, version = stand_in(located), None
            else:
                version, load = located
                value = self._cached[2] if self._cached is not None and self._cached[1] == version else load()
        except errors as error:
            if self._cached is not None:
                log.warning("%s could not be read again (%s); keeping %s read last", what, error, kept)
                return self._cached[2]
            return stand_in(f"{what} could not be read: {error}")
        self._cached = (now, version, value)
        return value
