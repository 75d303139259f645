"""A few chunks every backend indexes the same way, for the chunk and search contracts."""

from __future__ import annotations

import hashlib

import numpy as np

from dalil.embed.hashing import HashingEmbedder
from dalil.ingest.pipeline import doc_hash, embedding_text
from dalil.models import Chunk

EMBEDDER = HashingEmbedder(dim=64)


def chunk(doc_id: str, n: int, library: str, title: str, text: str, **metadata: object) -> Chunk:
    return Chunk(
        chunk_id=f"{doc_id}/{n}", doc_id=doc_id, n=n, library=library, domains=["general"], title=title,
        url=f"https://example.org/{doc_id}", text=text, search_text=text,
        content_hash=hashlib.sha256(text.encode()).hexdigest(), corpus_version="contract-1", metadata=dict(metadata),
    )


CHUNKS_BY_DOC: dict[str, list[Chunk]] = {
    "syn:03-22#1": [
        chunk("syn:03-22#1", 0, "synaxarium", "استشهاد القديسين قزمان ودميان",
              "في مثل هذا اليوم استشهد القديسان قزمان ودميان الطبيبان مع أخوتهما وأمهما.", coptic_month=3, coptic_day=22),
        chunk("syn:03-22#1", 1, "synaxarium", "استشهاد القديسين قزمان ودميان",
              "وكانا يداويان المرضى مجانا بلا أجر باسم المسيح.", coptic_month=3, coptic_day=22),
    ],
    "syn:01-01#1": [
        chunk("syn:01-01#1", 0, "synaxarium", "النيروز", "هذا اليوم هو رأس السنة القبطية المباركة.", coptic_month=1, coptic_day=1),
    ],
    "arcd:aaaaaaaaaaaa": [
        chunk("arcd:aaaaaaaaaaaa", 0, "arcd", "نهر النيل", "نهر النيل أطول نهر في أفريقيا ويصب في البحر المتوسط."),
    ],
}
CHUNKS = [c for chunks in CHUNKS_BY_DOC.values() for c in chunks]
HASHES = {doc_id: doc_hash(chunks) for doc_id, chunks in CHUNKS_BY_DOC.items()}


def vectors() -> dict[str, np.ndarray]:
    matrix = EMBEDDER.embed_documents([embedding_text(c) for c in CHUNKS])
    return {c.chunk_id: matrix[i] for i, c in enumerate(CHUNKS)}
