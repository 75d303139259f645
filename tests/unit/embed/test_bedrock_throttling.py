"""Bedrock throttling: a token budget per minute before each call, and backoff with jitter on a
ThrottlingException, against the loopback Bedrock fake answering 429 as Bedrock does."""

from __future__ import annotations

import boto3
import pytest
from botocore.config import Config

from dalil.embed import bedrock as bedrock_module
from dalil.embed.bedrock import THROTTLE_ATTEMPTS, TitanEmbedder, TokenBudget, estimated_tokens
from dalil.errors import BackendUnavailable
from support.bedrock_fake import BedrockFake


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def test_the_budget_waits_once_the_minute_is_spent():
    clock = FakeClock()
    budget = TokenBudget(6000, clock=clock, sleep=clock.sleep)  # 100 tokens a second
    assert budget.spend(6000) == 0.0
    assert budget.spend(500) == pytest.approx(5.0)
    clock.now += 60  # a quiet minute refills the bucket, never beyond one minute's worth
    assert budget.spend(6000) == 0.0
    assert budget.spend(100) == pytest.approx(1.0)
    assert clock.slept == [pytest.approx(5.0), pytest.approx(1.0)]


def test_a_call_larger_than_a_minute_waits_for_a_full_bucket_not_forever():
    clock = FakeClock()
    budget = TokenBudget(600, clock=clock, sleep=clock.sleep)
    budget.spend(600)
    assert budget.spend(10_000) == pytest.approx(60.0)


def test_estimates_tokens_from_characters():
    assert estimated_tokens(["أ" * 300, ""]) == 101


@pytest.fixture
def client_for(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")

    def make(fake: BedrockFake):
        # botocore's own retries off: the embedder's backoff is what is under test
        return boto3.client("bedrock-runtime", region_name="us-east-1", endpoint_url=fake.url,
                            config=Config(retries={"mode": "standard", "total_max_attempts": 1}))
    return make


def test_throttled_calls_back_off_with_growing_jittered_waits_then_succeed(client_for, monkeypatch):
    answered: dict[str, int] = {}

    def throttle_twice(text: str):
        answered[text] = answered.get(text, 0) + 1
        return (429, "Too many tokens, please wait before trying again.") if answered[text] <= 2 else None

    waits: list[float] = []
    monkeypatch.setattr(bedrock_module.time, "sleep", waits.append)
    with BedrockFake(fail_when=throttle_twice) as fake:
        vectors = TitanEmbedder(client_for(fake), 256).embed_documents(["نص أول", "نص ثان"])
        assert len(fake.invocations) == 6
    assert vectors.shape == (2, 256)
    assert len(waits) == 4
    assert all(0 <= wait <= 1.0 for wait in waits[0::2]) and all(0 <= wait <= 2.0 for wait in waits[1::2])


def test_throttling_that_never_ends_is_backend_unavailable_after_the_last_attempt(client_for, monkeypatch):
    monkeypatch.setattr(bedrock_module.time, "sleep", lambda _s: None)
    with BedrockFake(fail_when=lambda _t: (429, "Too many requests")) as fake:
        with pytest.raises(BackendUnavailable, match="ThrottlingException"):
            TitanEmbedder(client_for(fake), 256).embed_query("سؤال")
        assert len(fake.invocations) == THROTTLE_ATTEMPTS


def test_a_validation_error_is_not_retried(client_for, monkeypatch):
    monkeypatch.setattr(bedrock_module.time, "sleep", lambda _s: None)
    with BedrockFake(fail_when=lambda _t: (400, "Malformed input request")) as fake:
        with pytest.raises(BackendUnavailable):
            TitanEmbedder(client_for(fake), 256).embed_query("سؤال")
        assert len(fake.invocations) == 1
