"""Provider keys: environment locally, Secrets Manager (moto) on AWS; never in logs or errors."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator

import boto3
import pytest
from moto import mock_aws

from dalil.providers.errors import SecretsUnavailable
from dalil.providers.secrets import provider_keys
from dalil.settings import Settings

GEMINI_SECRET = "AIza-secret-gemini-value-123"
OPENROUTER_SECRET = "sk-or-v1-secret-openrouter-value-456"


@pytest.fixture
def aws(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-west-1")
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    # Powertools caches secrets per process; start every test from an empty cache.
    from aws_lambda_powertools.utilities import parameters

    parameters.clear_caches()
    with mock_aws():
        yield
    parameters.clear_caches()


def test_keys_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GEMINI_API_KEY", GEMINI_SECRET)
    keys = provider_keys(Settings())
    assert keys.gemini is not None and keys.gemini.get_secret_value() == GEMINI_SECRET
    assert keys.openrouter is None
    assert GEMINI_SECRET not in repr(keys) and GEMINI_SECRET not in str(keys)


def test_blank_environment_key_counts_as_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GEMINI_API_KEY", "  ")
    assert provider_keys(Settings()).gemini is None


def test_keys_from_secrets_manager_are_cached(aws: None, caplog: pytest.LogCaptureFixture) -> None:
    client = boto3.client("secretsmanager")
    client.create_secret(
        Name="dalil/providers",
        SecretString=json.dumps({"GEMINI_API_KEY": GEMINI_SECRET, "OPENROUTER_API_KEY": OPENROUTER_SECRET}),
    )
    settings = Settings(backend="aws", provider_secret_name="dalil/providers")
    with caplog.at_level(logging.DEBUG):  # botocore debug logging included
        keys = provider_keys(settings)
    assert keys.gemini is not None and keys.gemini.get_secret_value() == GEMINI_SECRET
    assert keys.openrouter is not None and keys.openrouter.get_secret_value() == OPENROUTER_SECRET
    # Rotated in the store, but the cached value is served until max_age passes.
    client.put_secret_value(SecretId="dalil/providers", SecretString=json.dumps({"GEMINI_API_KEY": "rotated"}))
    assert provider_keys(settings).gemini.get_secret_value() == GEMINI_SECRET  # type: ignore[union-attr]
    assert GEMINI_SECRET not in caplog.text and OPENROUTER_SECRET not in caplog.text


def test_environment_key_wins_over_the_secret(aws: None, monkeypatch: pytest.MonkeyPatch) -> None:
    boto3.client("secretsmanager").create_secret(
        Name="dalil/providers", SecretString=json.dumps({"GEMINI_API_KEY": GEMINI_SECRET, "OPENROUTER_API_KEY": OPENROUTER_SECRET})
    )
    monkeypatch.setenv("GEMINI_API_KEY", "local-override")
    keys = provider_keys(Settings(backend="aws", provider_secret_name="dalil/providers"))
    assert keys.gemini.get_secret_value() == "local-override"  # type: ignore[union-attr]
    assert keys.openrouter.get_secret_value() == OPENROUTER_SECRET  # type: ignore[union-attr]


def test_missing_secret_is_a_clear_config_error(aws: None) -> None:
    with pytest.raises(SecretsUnavailable) as caught:
        provider_keys(Settings(backend="aws", provider_secret_name="dalil/absent"))
    assert "dalil/absent" in str(caught.value)
    assert caught.value.failover is False


def test_a_secret_that_is_not_json_never_shows_its_content(aws: None, caplog: pytest.LogCaptureFixture) -> None:
    boto3.client("secretsmanager").create_secret(Name="dalil/plain", SecretString=GEMINI_SECRET)
    with caplog.at_level(logging.DEBUG), pytest.raises(SecretsUnavailable) as caught:
        provider_keys(Settings(backend="aws", provider_secret_name="dalil/plain"))
    assert GEMINI_SECRET not in str(caught.value)
    assert GEMINI_SECRET not in repr(caught.value)
    assert caught.value.__cause__ is None and caught.value.__suppress_context__
    assert GEMINI_SECRET not in caplog.text
