"""The eval holds a question to the request budget with the time the product spent, not the machine's load (DRIFT51):
offline (extractive answerer, no LLM critic) that is the process's CPU time — a loaded 2-core box stretched one CI
question to 30 s of wall clock and failed the gate's "every fixture completed"; with a network model, the wall clock."""

from __future__ import annotations

from dalil.eval.answers import _spent_s
from dalil.models import ProviderAttempt, Response
from dalil.settings import Settings


def _response(*providers: str) -> Response:
    attempts = [ProviderAttempt(provider=p, model=p, outcome="ok") for p in providers]
    return Response(state="answer", message_id="m", attempts=attempts)


def test_an_offline_answer_is_held_to_its_cpu_time() -> None:
    settings = Settings(provider="extractive")
    assert _spent_s(30.0, 1.5, _response("extractive"), settings) == 1.5
    assert _spent_s(30.0, 1.5, _response(), settings) == 1.5  # declined before any draft: retrieval's own work


def test_a_network_model_or_critic_is_held_to_the_wall_clock() -> None:
    assert _spent_s(30.0, 1.5, _response("gemini"), Settings(provider="gemini")) == 30.0
    assert _spent_s(30.0, 1.5, _response("extractive", "openrouter"), Settings()) == 30.0
    assert _spent_s(30.0, 1.5, _response("extractive"), Settings(provider="extractive", critic="llm")) == 30.0
