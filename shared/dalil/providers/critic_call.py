"""The model critic's call: the writer's Gemini / OpenRouter endpoints, the critic's own schema and
its own capacity.

`build_critic_call(settings, capacity)` returns `call(prompt) -> raw JSON text` for
`dalil.answer.critic.LLMCritic`, which parses the reply strictly; `build_critic` builds the critic
`settings.critic` names together with that call. Design points:

- Separate capacity: the critic's rungs are named `gemini-critic` / `openrouter-critic`, so their
  reservations never use up (or hide behind) the writer's windows, and each review has its own
  reservation id.
- The critic's JSON schema (`CRITIC_JSON_SCHEMA`) is requested as structured output, so a
  well-behaved model cannot return anything else; the strict parse still checks it.
- The ladder's one rule (`providers/ladder.py`: attempt + decide, looped by `climb`): a 5xx is
  retried once on the same rung, other provider failures (timeouts, 429, 402, a bad key or model
  name) move to the next rung. A reply that came back but is not a verdict (blocked, cut off at the
  token limit, not JSON) is a review failure at once: asking another model until one says "fine"
  would be shopping for a verdict.
- No provider key (or the key secret is unreadable): every call raises `CriticUnavailable`, so
  `DALIL_CRITIC=llm` fails closed with a reason instead of passing unreviewed answers.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import httpx

from dalil.answer.context import estimate_tokens
from dalil.answer.critic import CRITIC_JSON_SCHEMA, LLMCritic, OfflineCritic
from dalil.answer.prompt import gemini_dialect
from dalil.errors import CriticFailure, CriticUnavailable
from dalil.models import Chunk, ProviderAttempt
from dalil.providers import ladder
from dalil.providers.base import RawReply
from dalil.providers.errors import ConfigError
from dalil.providers.gemini import GeminiProvider
from dalil.providers.ladder import Budget
from dalil.providers.openrouter import OpenRouterProvider
from dalil.providers.secrets import ProviderKeys, provider_keys
from dalil.settings import Settings
from dalil.stores.protocols import CapacityStore

CRITIC_SUFFIX = "-critic"
SYSTEM_TEXT = "You are a strict reviewer. Reply only with the JSON object the schema describes."
CRITIC_SCHEMA_NAME = "critic_verdict"


CriticReply = RawReply  # the critic's reply: the verdict's raw JSON text plus the attempt record


class CriticRung(Protocol):
    name: str
    model: str

    def review(self, prompt: str, timeout_s: float) -> CriticReply:
        """Raise a `ProviderError` subclass on any provider-layer failure."""


def gemini_critic_schema(schema: dict[str, Any] | None = None) -> dict[str, Any]:
    """`CRITIC_JSON_SCHEMA` in Gemini's OpenAPI subset (what `GeminiCritic` sends)."""
    return gemini_dialect(schema or CRITIC_JSON_SCHEMA)


class GeminiCritic(GeminiProvider):
    """One Gemini model as a critic rung: the writer's request and response code, the verdict schema."""

    name = "gemini" + CRITIC_SUFFIX

    def review(self, prompt: str, timeout_s: float) -> CriticReply:
        return self.complete_json(SYSTEM_TEXT, prompt, CRITIC_JSON_SCHEMA, CRITIC_SCHEMA_NAME, timeout_s)


class OpenRouterCritic(OpenRouterProvider):
    """OpenRouter as the critic's last rung, with the verdict schema as strict structured output."""

    name = "openrouter" + CRITIC_SUFFIX

    def review(self, prompt: str, timeout_s: float) -> CriticReply:
        return self.complete_json(SYSTEM_TEXT, prompt, CRITIC_JSON_SCHEMA, CRITIC_SCHEMA_NAME, timeout_s)


def build_critic_rungs(settings: Settings, keys: ProviderKeys, client: httpx.Client | None = None) -> list[CriticRung]:
    """The writer's models in the writer's order, for the providers that have a key. A forced
    `DALIL_PROVIDER=gemini|openrouter` keeps the critic on that provider too."""
    rungs: list[CriticRung] = []
    if settings.provider in ("auto", "extractive", "gemini") and keys.gemini is not None:
        rungs += [GeminiCritic(model, keys.gemini, settings, client) for model in settings.gemini_models]
    if settings.provider in ("auto", "extractive", "openrouter") and keys.openrouter is not None:
        rungs.append(OpenRouterCritic(keys.openrouter, settings, client))
    return rungs


class CriticCall:
    """`call(prompt) -> raw JSON text` over the critic rungs: the ladder's one loop (`ladder.climb`)."""

    def __init__(
        self,
        rungs: Sequence[CriticRung],
        capacity: CapacityStore,
        settings: Settings,
        clock: Callable[[], float] = time.time,
        review_id: str | None = None,
    ) -> None:
        self.rungs = list(rungs)
        self.capacity = capacity
        self.settings = settings
        self.clock = clock
        self.review_id = review_id  # the reservation ids' stem; one per review by default
        self.deadline: float | None = None  # the request's deadline, when the workflow knows it
        self.attempts: list[ProviderAttempt] = []  # every attempt of this call object, for the trace

    def __call__(self, prompt: str) -> str:
        stem = self.review_id or f"critic-{uuid.uuid4().hex}"
        tokens = estimate_tokens(SYSTEM_TEXT) + estimate_tokens(prompt) + self.settings.max_output_tokens
        now = self.clock()
        budget = Budget.start(now, self.settings.request_budget_s, self.settings.provider_timeout_s)
        if self.deadline is not None:
            budget = budget.model_copy(update={"deadline": min(budget.deadline, self.deadline)})
        climb = ladder.climb(
            self.rungs, lambda rung, timeout_s: rung.review(prompt, timeout_s), capacity=self.capacity,
            reservation_id=lambda n: stem if n == 0 else f"{stem}:{n + 1}", tokens=tokens, budget=budget, clock=self.clock,
        )
        self.attempts += climb.attempts
        final = climb.final
        if final is not None and final.ok:
            return final.reply.text
        if final is not None and final.outcome in ladder.UNUSABLE:
            # A reply that is not a verdict: asking another model until one says "fine" would be
            # shopping for a verdict.
            raise CriticFailure(f"The critic's reply was not a verdict: {final.attempt.detail or final.outcome}")
        problems = [f"{r.provider}:{r.model} {r.outcome}" for r in climb.results]
        raise CriticUnavailable("No model critic could review the answer: " + "; ".join(problems or ["no critic rung"]))


def _unavailable(reason: str) -> Callable[[str], str]:
    def call(prompt: str) -> str:
        raise CriticUnavailable(reason)

    return call


def build_critic_call(
    settings: Settings, capacity: CapacityStore, keys: ProviderKeys | None = None, client: httpx.Client | None = None
) -> Callable[[str], str]:
    """The model critic's call; without a usable key a call that always fails closed."""
    try:
        keys = keys if keys is not None else provider_keys(settings)
    except ConfigError as error:
        return _unavailable(f"DALIL_CRITIC=llm: the provider keys could not be read ({error}); no answer can pass review.")
    rungs = build_critic_rungs(settings, keys, client)
    if not rungs:
        return _unavailable(
            "DALIL_CRITIC=llm needs GEMINI_API_KEY or OPENROUTER_API_KEY (or the provider secret on AWS); "
            "without a model critic no answer can pass review."
        )
    return CriticCall(rungs, capacity, settings)


def build_critic(
    settings: Settings,
    capacity: CapacityStore,
    chunks: Mapping[str, Chunk] | None = None,
    call: Callable[[str], str] | None = None,
) -> OfflineCritic | LLMCritic:
    """The critic `settings.critic` names, built with its call. For "llm", `call` defaults to the
    providers' ladder (`build_critic_call`), which fails closed without a usable key, so no answer
    passes an unconfigured model critic."""
    if settings.critic != "llm":
        return OfflineCritic(settings, chunks)
    return LLMCritic(call if call is not None else build_critic_call(settings, capacity))


__all__ = [
    "CriticCall",
    "CriticReply",
    "GeminiCritic",
    "OpenRouterCritic",
    "build_critic",
    "build_critic_call",
    "build_critic_rungs",
    "gemini_critic_schema",
]
