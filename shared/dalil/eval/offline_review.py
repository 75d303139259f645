"""The offline critic as the workflow asks it (`workflow.steps._review`), for the suites that run the product's
publish decision (`answer.publish_decision.decide`) without a request: the fabrication suite
(`eval.fabrications`) and the claim probes (benchmarks/trust/fresh_claims.py). One copy, so both review alike.
The model critic needs a provider; these suites review with the deterministic one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dalil.answer.critic import OfflineCritic, passes
from dalil.answer.publish_decision import Critic
from dalil.models import AnswerPayload, Chunk, ContextPack
from dalil.settings import Settings
from dalil.workflow.transitions import CRITIC_REJECTED


def offline_critic(question: str, chunks: Mapping[str, Chunk], settings: Settings) -> Critic:
    """The offline critic on `chunks`, judging against `question`: its reasons as the workflow's critic codes."""

    def review(payload: AnswerPayload, context: ContextPack) -> tuple[dict[str, Any] | None, list[str]]:
        verdict = OfflineCritic(settings, dict(chunks)).review(question, payload, context)
        ok, reasons = passes(verdict, settings)
        return verdict.model_dump(), [] if ok else [f"{CRITIC_REJECTED}{reason}" for reason in reasons]

    return review
