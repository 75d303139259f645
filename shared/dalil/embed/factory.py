"""Choose the embedder named by `settings.embedder`."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

from dalil.embed.base import Embedder
from dalil.embed.blas import limit_blas_threads
from dalil.errors import DalilError
from dalil.settings import Settings


def make_embedder(settings: Settings) -> Embedder:
    # Every process that embeds comes here before its first numpy product: the one place its BLAS
    # threads are set (embed/blas.py; docs/DECISIONS.md, E5SKIP24I).
    limit_blas_threads(settings.blas_threads)
    name = settings.embedder
    if name == "use":
        from dalil.embed.use import UseEmbedder

        # The parsed-tokenizer cache lives beside the store: one folder per installation.
        return UseEmbedder(threads=settings.use_threads, cache_dir=Path(settings.store).parent / "cache")
    if name == "e5":
        from dalil.embed.e5 import E5Embedder

        # multilingual-E5-small as the first-stage model too (slow to ingest: ~3-4 chunks/s).
        return E5Embedder(threads=settings.e5_threads, query_memory=settings.e5_query_memory)
    if name == "hashing":
        from dalil.embed.hashing import HashingEmbedder

        return HashingEmbedder()
    if name.startswith("bedrock"):
        # Imported by name: boto3 is an optional extra and the local path must not need it.
        return import_module("dalil.embed.bedrock").make_bedrock_embedder(settings)
    raise DalilError(f"unknown embedder {name!r}; choose use, e5, hashing, bedrock-titan or bedrock-cohere")
