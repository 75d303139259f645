"""The flat `Settings` (the DALIL_* deploy contract) is covered by its section models: every field in
exactly one section with the same type, and a section view carrying the environment's values."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import SecretStr

from dalil.settings import Settings
from dalil.settings_sections import (
    SECTION_BY_NAME,
    SECTIONS,
    CapacitySettings,
    DeploySettings,
    HttpSettings,
    ProviderSettings,
    RetrievalSettings,
    StoreSettings,
)


def test_every_settings_field_is_in_exactly_one_section() -> None:
    owners: dict[str, list[str]] = {}
    for section in SECTIONS:
        for field in section.model_fields:
            owners.setdefault(field, []).append(section.name)
    assert set(owners) == set(Settings.model_fields), "sections list a field Settings lacks, or miss one"
    assert {field: names for field, names in owners.items() if len(names) > 1} == {}


@pytest.mark.parametrize("section", SECTIONS, ids=lambda section: section.name)
def test_a_section_field_has_the_settings_field_type(section) -> None:
    for name, field in section.model_fields.items():
        assert field.annotation == Settings.model_fields[name].annotation, f"{section.name}.{name}"


def test_the_sections_are_the_seven_the_design_names() -> None:
    assert set(SECTION_BY_NAME) == {"retrieval", "answers", "providers", "capacity", "stores", "http", "deploy"}


def test_a_view_carries_the_environment_values(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DALIL_TOP_K", "7")
    monkeypatch.setenv("DALIL_RESCORE_LIBRARIES", "bible,arcd")
    monkeypatch.setenv("DALIL_STORE", str(tmp_path / "x.sqlite"))
    monkeypatch.setenv("DALIL_BACKEND", "aws")
    monkeypatch.setenv("DALIL_CORS_ORIGINS", "https://a.example,https://*.b.example")
    monkeypatch.setenv("GEMINI_API_KEY", "k-123")
    settings = Settings()

    retrieval = settings.section(RetrievalSettings)
    assert (retrieval.top_k, retrieval.rescore_libraries) == (7, ("bible", "arcd"))
    assert settings.retrieval_settings == retrieval
    assert settings.store_settings.store == tmp_path / "x.sqlite"
    assert settings.deploy_settings.backend == "aws"
    assert settings.http_settings.cors_origins == ("https://a.example", "https://*.b.example")
    key = settings.provider_settings.gemini_api_key
    assert isinstance(key, SecretStr) and key.get_secret_value() == "k-123"
    assert settings.capacity_settings.capacity_shards == 1
    assert isinstance(settings.section(StoreSettings), StoreSettings)


def test_a_view_holds_only_its_fields_and_is_frozen() -> None:
    view = Settings().section(HttpSettings)
    assert not hasattr(view, "top_k")
    with pytest.raises(Exception, match="frozen"):
        view.max_question_chars = 1  # type: ignore[misc]
    assert Settings().section(DeploySettings).model_dump().keys() == set(DeploySettings.model_fields)
    assert Settings().section(CapacitySettings) == Settings().capacity_settings
    assert Settings().section(ProviderSettings).provider == "auto"
