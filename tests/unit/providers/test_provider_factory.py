"""Which rungs the ladder gets from settings and keys; the offline default needs no capacity."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import SecretStr

from dalil.models import Evidence
from dalil.providers.base import GenerationRequest
from dalil.providers.errors import ConfigError
from dalil.providers.factory import build_rungs
from dalil.providers.secrets import ProviderKeys
from dalil.settings import Settings
from dalil.stores.sqlite.capacity import SqliteCapacityStore

BOTH = ProviderKeys(gemini=SecretStr("g"), openrouter=SecretStr("o"))


def names(settings: Settings, keys: ProviderKeys | None = None) -> list[str]:
    return [f"{rung.name}:{rung.model}" for rung in build_rungs(settings, keys)]


def test_auto_with_both_keys_is_gemini_models_then_openrouter() -> None:
    settings = Settings(gemini_models="m1,m2", openrouter_model="x/y")
    assert names(settings, BOTH) == ["gemini:m1", "gemini:m2", "openrouter:x/y"]


def test_auto_with_one_key() -> None:
    settings = Settings(gemini_models=("m1",), openrouter_model="x/y")
    assert names(settings, ProviderKeys(gemini=SecretStr("g"))) == ["gemini:m1"]
    assert names(settings, ProviderKeys(openrouter=SecretStr("o"))) == ["openrouter:x/y"]


def test_no_key_is_the_offline_extractive_provider() -> None:
    assert names(Settings()) == ["extractive:extractive-v1"]


def test_keys_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENROUTER_API_KEY", "o")
    assert names(Settings(openrouter_model="x/y")) == ["openrouter:x/y"]


def test_a_forced_provider() -> None:
    assert names(Settings(provider="extractive"), BOTH) == ["extractive:extractive-v1"]
    assert names(Settings(provider="openrouter", openrouter_model="x/y"), BOTH) == ["openrouter:x/y"]
    assert names(Settings(provider="gemini", gemini_models=("m1",)), BOTH) == ["gemini:m1"]


def test_forcing_a_remote_provider_without_its_key_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="GEMINI_API_KEY"):
        build_rungs(Settings(provider="gemini"), ProviderKeys())
    with pytest.raises(ConfigError, match="OPENROUTER_API_KEY"):
        build_rungs(Settings(provider="openrouter"), ProviderKeys(gemini=SecretStr("g")))


def test_the_extractive_ladder_answers_offline_without_reserving(tmp_path: Path) -> None:
    from dalil.providers import ladder

    capacity = SqliteCapacityStore(tmp_path / "dalil.sqlite", Settings(capacity_per_minute=1))
    rungs = build_rungs(Settings())
    assert [ladder.metered(rung) for rung in rungs] == [False]  # a provider trait, not a name
    evidence = [
        Evidence(
            evidence_id="E1",
            chunk_id="arcd:0123456789ab/0",
            excerpt="تأسست جامعة القاهرة عام 1908 باسم الجامعة المصرية. وكانت أول جامعة حديثة في مصر.",
        )
    ]
    request = GenerationRequest(request_id="r", question="متى تأسست جامعة القاهرة؟", evidence=evidence)
    climbs = [
        ladder.climb(
            rungs, lambda rung, timeout_s: rung.generate(request), capacity=capacity,
            reservation_id=lambda n, i=i: f"r{i}:{n}", tokens=100, budget=ladder.Budget.start(0.0, 10.0, 5.0), clock=lambda: 1.0,
        )
        for i in range(3)  # more than the per-minute limit: the offline provider is not metered
    ]
    assert [c.final.outcome for c in climbs] == ["ok"] * 3
    assert {c.final.provider for c in climbs} == {"extractive"}
    assert all(set(c.final.reply.payload.cited_ids) <= {"E1"} for c in climbs)
    assert capacity.reservations() == []
