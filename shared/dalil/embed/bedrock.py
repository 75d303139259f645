"""Embeddings on Amazon Bedrock behind the `Embedder` interface.

- Titan Text Embeddings V2 (`amazon.titan-embed-text-v2:0`): one text per InvokeModel call,
  `dimensions` 256/512/1024, `normalize: true`; documents and queries are embedded alike.
- Cohere Embed Multilingual v3 (`cohere.embed-multilingual-v3`): up to 96 texts per call, at most
  2048 characters each (longer texts are cut here, and `truncate: END` covers the token limit),
  `input_type` `search_document` for chunks and `search_query` for questions; 1024 dimensions.
Every vector is L2-normalized again locally, so cosine on OpenSearch equals the dot product.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import numpy as np
from botocore.exceptions import BotoCoreError, ClientError

from dalil.embed.base import l2_normalize
from dalil.errors import BackendUnavailable, DalilError
from dalil.settings import Settings
from dalil.text.normalize import for_embedding

TITAN_V2 = "amazon.titan-embed-text-v2:0"
TITAN_DIMENSIONS = (256, 512, 1024)
TITAN_MAX_CHARS = 50_000  # the model's own input limit
COHERE_MULTILINGUAL_V3 = "cohere.embed-multilingual-v3"
COHERE_DIM = 1024
COHERE_BATCH = 96
COHERE_MAX_CHARS = 2048


def _invoke(client, model_id: str, body: dict) -> dict:
    try:
        response = client.invoke_model(
            modelId=model_id, body=json.dumps(body, ensure_ascii=False).encode("utf-8"),
            contentType="application/json", accept="application/json",
        )
    except (ClientError, BotoCoreError) as error:
        raise BackendUnavailable(f"Bedrock embedding with {model_id} failed: {error}") from error
    return json.loads(response["body"].read())


def _text(text: str, limit: int) -> str:
    # Bedrock refuses empty input; a blank text still needs a (meaningless) vector of the right shape.
    cleaned = for_embedding(text)[:limit]
    return cleaned if cleaned.strip() else "."


class TitanEmbedder:
    def __init__(self, client, dimensions: int = 1024) -> None:
        if dimensions not in TITAN_DIMENSIONS:
            raise DalilError(f"Titan Text Embeddings V2 gives 256, 512 or 1024 dimensions, not {dimensions}")
        self.client = client
        self.dim = dimensions
        self.model_id = f"bedrock:{TITAN_V2}:{dimensions}"

    def _one(self, text: str) -> np.ndarray:
        body = {"inputText": _text(text, TITAN_MAX_CHARS), "dimensions": self.dim, "normalize": True}
        vector = np.asarray(_invoke(self.client, TITAN_V2, body)["embedding"], dtype=np.float32)
        if vector.shape != (self.dim,):
            raise BackendUnavailable(f"{TITAN_V2} returned {vector.shape[0]} dimensions, expected {self.dim}")
        return vector

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return l2_normalize(np.vstack([self._one(text) for text in texts]))

    def embed_query(self, text: str) -> np.ndarray:
        return l2_normalize(self._one(text))


class CohereEmbedder:
    def __init__(self, client) -> None:
        self.client = client
        self.dim = COHERE_DIM
        self.model_id = f"bedrock:{COHERE_MULTILINGUAL_V3}"

    def _batch(self, texts: Sequence[str], input_type: str) -> np.ndarray:
        body = {"texts": [_text(t, COHERE_MAX_CHARS) for t in texts], "input_type": input_type, "truncate": "END"}
        matrix = np.asarray(_invoke(self.client, COHERE_MULTILINGUAL_V3, body)["embeddings"], dtype=np.float32)
        if matrix.shape != (len(texts), self.dim):
            raise BackendUnavailable(f"{COHERE_MULTILINGUAL_V3} returned shape {matrix.shape}, expected ({len(texts)}, {self.dim})")
        return matrix

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        parts = [self._batch(texts[i : i + COHERE_BATCH], "search_document") for i in range(0, len(texts), COHERE_BATCH)]
        return l2_normalize(np.vstack(parts))

    def embed_query(self, text: str) -> np.ndarray:
        return l2_normalize(self._batch([text], "search_query")[0])


def make_bedrock_embedder(settings: Settings, client=None) -> TitanEmbedder | CohereEmbedder:
    if client is None:
        from dalil.stores.aws.clients import bedrock_runtime_client

        client = bedrock_runtime_client(settings)
    if settings.embedder == "bedrock-titan":
        return TitanEmbedder(client, settings.bedrock_dimensions)
    if settings.embedder == "bedrock-cohere":
        return CohereEmbedder(client)
    raise DalilError(f"{settings.embedder!r} is not a Bedrock embedder; choose bedrock-titan or bedrock-cohere")
