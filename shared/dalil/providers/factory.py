"""Which providers make up the ladder, from settings and the keys that are present.

`provider="auto"`: every configured Gemini model (when a Gemini key exists), then OpenRouter
(when an OpenRouter key exists); with no key at all, the offline extractive provider alone.
`provider=<name>` forces that provider; forcing a remote one without its key is a config error.
The generate step calls this (it has the keys); the rungs travel in the workflow state by name.
"""

from __future__ import annotations

from dalil.providers.base import Provider
from dalil.providers.errors import ConfigError
from dalil.providers.secrets import ProviderKeys, provider_keys
from dalil.settings import Settings


def _extractive(settings: Settings) -> Provider:
    from dalil.providers.extractive import ExtractiveProvider

    return ExtractiveProvider(settings)


def build_rungs(settings: Settings, keys: ProviderKeys | None = None) -> list[Provider]:
    choice = settings.provider
    if choice == "extractive":
        return [_extractive(settings)]
    keys = keys if keys is not None else provider_keys(settings)
    rungs: list[Provider] = []
    # The remote providers (and httpx under them) are imported only when a key makes them rungs:
    # an offline `dalil ask` does not pay for them at start-up.
    if choice in ("auto", "gemini"):
        if keys.gemini is not None:
            from dalil.providers.gemini import GeminiProvider

            rungs += [GeminiProvider(model, keys.gemini, settings) for model in settings.gemini_models]
        elif choice == "gemini":
            raise ConfigError(
                "DALIL_PROVIDER=gemini needs GEMINI_API_KEY (or the provider secret on AWS).", reason="missing_key"
            )
    if choice in ("auto", "openrouter"):
        if keys.openrouter is not None:
            from dalil.providers.openrouter import OpenRouterProvider

            rungs.append(OpenRouterProvider(keys.openrouter, settings))
        elif choice == "openrouter":
            raise ConfigError(
                "DALIL_PROVIDER=openrouter needs OPENROUTER_API_KEY (or the provider secret on AWS).", reason="missing_key"
            )
    if choice == "gemini" and not rungs:
        raise ConfigError("DALIL_PROVIDER=gemini needs at least one model in DALIL_GEMINI_MODELS.")
    return rungs or [_extractive(settings)]

