"""The store's vocabulary knows the words its records are titled with: where the corpus writes its
names, read by the Franco reader to tell a name spelt without its opening ع from a common word (PIN19F)."""

from __future__ import annotations

from pathlib import Path

from dalil.settings import Settings
from dalil.stores.factory import build_services
from dalil.text.reading import vocabulary_of
from dalil.text.stem import surface


def test_the_stores_vocabulary_knows_its_record_titles(demo_store: Path) -> None:
    chunks = build_services(Settings(store=demo_store, embedder="hashing", provider="extractive")).chunks
    vocabulary = vocabulary_of(chunks)
    titles = {chunk.title for chunk in chunks.iter_chunks() if chunk.title}
    assert titles
    for title in titles:
        assert all(vocabulary.titled(word) for word in surface(title)), title
    body_only = {w for chunk in chunks.iter_chunks() for w in surface(chunk.text)} - {w for t in titles for w in surface(t)}
    assert body_only and not any(vocabulary.titled(word) for word in body_only)
