"""Source adapters: one per library, each turning a raw data folder (or the bundled demo file) into
`Document`s with the doc_ids of docs/DESIGN.md §2."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Protocol, runtime_checkable

from dalil.errors import UnknownLibrary
from dalil.ingest.sources.arcd import ArcdSource, arcd_doc_id
from dalil.ingest.sources.base import DEMO_DIR, LoadReport, load_demo_manifest
from dalil.ingest.sources.bible import BibleSource, svd_doc_id
from dalil.ingest.sources.liturgy import LiturgySource
from dalil.ingest.sources.synaxarium import SynaxariumSource, synaxarium_doc_id
from dalil.ingest.sources.xquad import XquadSource, xquad_doc_id
from dalil.models import Document


@runtime_checkable
class SourceAdapter(Protocol):
    name: str  # "bible" | "synaxarium" | "liturgy" | "arcd" | "xquad"

    @property
    def library(self) -> str:
        """Same as `name` (read-only: FileSource derives it)."""
        ...

    def default_path(self) -> Path | None:
        """The bundled demo file (bible, arcd, xquad); None for the two Coptic libraries."""
        ...

    def version(self, path: Path) -> str:
        """Stable: sha256 of the input bytes (first 12 hex) + the chunker version."""
        ...

    def load(self, path: Path) -> Iterator[Document]: ...


SOURCES: dict[str, SourceAdapter] = {
    source.name: source
    for source in (BibleSource(), SynaxariumSource(), LiturgySource(), ArcdSource(), XquadSource())
}


def get_source(name: str) -> SourceAdapter:
    try:
        return SOURCES[name]
    except KeyError:
        raise UnknownLibrary(f"unknown source {name!r}; known sources: {', '.join(SOURCES)}.") from None


__all__ = [
    "DEMO_DIR",
    "SOURCES",
    "LoadReport",
    "SourceAdapter",
    "arcd_doc_id",
    "get_source",
    "load_demo_manifest",
    "svd_doc_id",
    "synaxarium_doc_id",
    "xquad_doc_id",
]
