"""Provider API keys: from the environment locally, from Secrets Manager on AWS.

Keys live only in `SecretStr` values (their repr is masked) and are sent only in request
headers. Nothing here logs, and no error message carries a key or the secret's content.
"""

from __future__ import annotations

import logging

from pydantic import BaseModel, SecretStr

from dalil.providers.errors import SecretsUnavailable
from dalil.settings import Settings

SECRET_MAX_AGE_S = 300  # a rotated key reaches warm Lambdas within five minutes

_GEMINI_FIELDS = ("GEMINI_API_KEY", "gemini_api_key", "gemini")
_OPENROUTER_FIELDS = ("OPENROUTER_API_KEY", "openrouter_api_key", "openrouter")


class _SecretBodyFilter(logging.Filter):
    """botocore logs every response body at DEBUG, a GetSecretValue body included: with debug
    logging switched on in a Lambda, that line would carry the keys. Blank such lines."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # a malformed record is not ours to judge
            return True
        if "SecretString" in message or "SecretBinary" in message:
            record.msg, record.args = "Response body: <withheld: Secrets Manager value>", ()
        return True


def _guard_sdk_logs() -> None:
    logger = logging.getLogger("botocore.parsers")
    if not any(isinstance(existing, _SecretBodyFilter) for existing in logger.filters):
        logger.addFilter(_SecretBodyFilter())


class ProviderKeys(BaseModel):
    gemini: SecretStr | None = None
    openrouter: SecretStr | None = None


def _pick(stored: dict[str, object], fields: tuple[str, ...]) -> SecretStr | None:
    for field in fields:
        value = stored.get(field)
        if isinstance(value, str) and value.strip():
            return SecretStr(value.strip())
    return None


def _from_secrets_manager(secret_name: str) -> ProviderKeys:
    # Imported here: the AWS extra is optional on a laptop.
    from aws_lambda_powertools.utilities import parameters
    from aws_lambda_powertools.utilities.parameters.exceptions import GetParameterError, TransformParameterError

    _guard_sdk_logs()
    try:
        stored = parameters.get_secret(secret_name, transform="json", max_age=SECRET_MAX_AGE_S)
    except TransformParameterError:
        raise SecretsUnavailable(
            f"The secret {secret_name} is not a JSON object with GEMINI_API_KEY and/or OPENROUTER_API_KEY."
        ) from None
    except GetParameterError:
        # `from None`: the SDK error names the secret and the reason, but we keep the chain short.
        raise SecretsUnavailable(f"The provider keys could not be read from the secret {secret_name}.") from None
    if not isinstance(stored, dict):
        raise SecretsUnavailable(
            f"The secret {secret_name} is not a JSON object with GEMINI_API_KEY and/or OPENROUTER_API_KEY."
        )
    return ProviderKeys(gemini=_pick(stored, _GEMINI_FIELDS), openrouter=_pick(stored, _OPENROUTER_FIELDS))


def _stripped(value: SecretStr | None) -> SecretStr | None:
    text = value.get_secret_value().strip() if value is not None else ""
    return SecretStr(text) if text else None


def provider_keys(settings: Settings) -> ProviderKeys:
    """Environment keys win (a local override); a configured secret fills in what is missing."""
    # Stripped: a key pasted with a trailing newline is not a valid header value (httpx would
    # refuse every call, and each would read as a "connection" failure).
    keys = ProviderKeys(gemini=_stripped(settings.gemini_api_key), openrouter=_stripped(settings.openrouter_api_key))
    if settings.provider_secret_name and (keys.gemini is None or keys.openrouter is None):
        stored = _from_secrets_manager(settings.provider_secret_name)
        keys = ProviderKeys(gemini=keys.gemini or stored.gemini, openrouter=keys.openrouter or stored.openrouter)
    return keys
