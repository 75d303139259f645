"""Embeddings on Amazon Bedrock behind the `Embedder` interface.

- Titan Text Embeddings V2 (`amazon.titan-embed-text-v2:0`): one text per InvokeModel call,
  `dimensions` 256/512/1024, `normalize: true`; documents and queries are embedded alike.
- Cohere Embed Multilingual v3 (`cohere.embed-multilingual-v3`): up to 96 texts per call, at most
  2048 characters each (longer texts are cut here, and `truncate: END` covers the token limit),
  `input_type` `search_document` for chunks and `search_query` for questions; 1024 dimensions.
Every vector is L2-normalized again locally, so cosine on OpenSearch equals the dot product.

Bedrock's quotas are tokens per minute as well as requests: a `TokenBudget` spends the estimated
tokens of each call before it is made (waiting when the minute's budget is spent), and a
ThrottlingException that still comes back is retried with exponential backoff and full jitter.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable, Sequence

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


CHARS_PER_TOKEN = 3  # a cautious estimate for Arabic text (fewer characters per token than English)
THROTTLE_ATTEMPTS = 6
THROTTLE_BASE_S = 1.0
THROTTLE_MAX_S = 30.0


def estimated_tokens(texts: Sequence[str]) -> int:
    return sum(max(1, len(text) // CHARS_PER_TOKEN) for text in texts)


class TokenBudget:
    """A token bucket of `tokens_per_minute`, refilled continuously; `spend` waits for room.
    A single call larger than the whole minute's budget waits for a full bucket and goes alone."""

    def __init__(self, tokens_per_minute: int, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        if tokens_per_minute < 1:
            raise DalilError(f"a token budget needs at least 1 token per minute, not {tokens_per_minute}")
        self.capacity = float(tokens_per_minute)
        self.rate = tokens_per_minute / 60.0
        self.clock, self.sleep = clock, sleep
        self.available = self.capacity
        self.updated = clock()
        self.lock = threading.Lock()

    def spend(self, tokens: int) -> float:
        """Spend `tokens`, waiting as long as needed; returns the seconds waited."""
        wanted = min(float(tokens), self.capacity)
        with self.lock:
            now = self.clock()
            self.available = min(self.capacity, self.available + (now - self.updated) * self.rate)
            self.updated = now
            wait = max(0.0, (wanted - self.available) / self.rate)
            self.available -= wanted  # may go negative: the wait below pays it back
        if wait:
            self.sleep(wait)
        return wait


def _invoke(client, model_id: str, body: dict, budget: TokenBudget | None = None, tokens: int = 0,
            sleep: Callable[[float], None] | None = None) -> dict:
    if budget is not None:
        budget.spend(tokens)
    for attempt in range(THROTTLE_ATTEMPTS):
        try:
            response = client.invoke_model(
                modelId=model_id, body=json.dumps(body, ensure_ascii=False).encode("utf-8"),
                contentType="application/json", accept="application/json",
            )
            return json.loads(response["body"].read())
        except ClientError as error:
            throttled = error.response.get("Error", {}).get("Code") == "ThrottlingException"
            if not throttled or attempt == THROTTLE_ATTEMPTS - 1:
                raise BackendUnavailable(f"Bedrock embedding with {model_id} failed: {error}") from error
            # full jitter: concurrent batch Lambdas throttled together do not retry together
            (sleep or time.sleep)(random.uniform(0, min(THROTTLE_MAX_S, THROTTLE_BASE_S * 2**attempt)))
        except BotoCoreError as error:
            raise BackendUnavailable(f"Bedrock embedding with {model_id} failed: {error}") from error
    raise AssertionError("unreachable: the last attempt returns or raises")


def _text(text: str, limit: int) -> str:
    # Bedrock refuses empty input; a blank text still needs a (meaningless) vector of the right shape.
    cleaned = for_embedding(text)[:limit]
    return cleaned if cleaned.strip() else "."


class TitanEmbedder:
    def __init__(self, client, dimensions: int = 1024, budget: TokenBudget | None = None) -> None:
        self.budget = budget
        if dimensions not in TITAN_DIMENSIONS:
            raise DalilError(f"Titan Text Embeddings V2 gives 256, 512 or 1024 dimensions, not {dimensions}")
        self.client = client
        self.dim = dimensions
        self.model_id = f"bedrock:{TITAN_V2}:{dimensions}"

    def _one(self, text: str) -> np.ndarray:
        input_text = _text(text, TITAN_MAX_CHARS)
        body = {"inputText": input_text, "dimensions": self.dim, "normalize": True}
        answer = _invoke(self.client, TITAN_V2, body, self.budget, estimated_tokens([input_text]))
        vector = np.asarray(answer["embedding"], dtype=np.float32)
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
    def __init__(self, client, budget: TokenBudget | None = None) -> None:
        self.client = client
        self.budget = budget
        self.dim = COHERE_DIM
        self.model_id = f"bedrock:{COHERE_MULTILINGUAL_V3}"

    def _batch(self, texts: Sequence[str], input_type: str) -> np.ndarray:
        cut = [_text(t, COHERE_MAX_CHARS) for t in texts]
        body = {"texts": cut, "input_type": input_type, "truncate": "END"}
        answer = _invoke(self.client, COHERE_MULTILINGUAL_V3, body, self.budget, estimated_tokens(cut))
        matrix = np.asarray(answer["embeddings"], dtype=np.float32)
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
    budget = TokenBudget(settings.bedrock_tokens_per_minute)
    if settings.embedder == "bedrock-titan":
        return TitanEmbedder(client, settings.bedrock_dimensions, budget)
    if settings.embedder == "bedrock-cohere":
        return CohereEmbedder(client, budget)
    raise DalilError(f"{settings.embedder!r} is not a Bedrock embedder; choose bedrock-titan or bedrock-cohere")
