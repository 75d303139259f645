"""Each request-path function's synthesized environment sets exactly the DALIL_* variables its
declaration in dalil/deploy/functions.py names (beyond the ops settings DalilConfig passes to all),
and the cold-start check accepts that environment and refuses it with any one variable removed."""

from __future__ import annotations

import re

import pytest

from dalil.deploy.functions import FUNCTIONS, FunctionSettings, MissingSettings, missing, require

FUNCTION_DESCRIPTION = re.compile(r"functions/(?P<name>\w+)/handler\.py")


def environments(synthesized) -> dict[str, dict[str, object]]:
    found = {}
    for template in synthesized.templates.values():
        for resource in template.get("Resources", {}).values():
            if resource["Type"] != "AWS::Lambda::Function":
                continue
            match = FUNCTION_DESCRIPTION.search(str(resource["Properties"].get("Description", "")))
            if match and match.group("name") in FUNCTIONS:
                found[match.group("name")] = resource["Properties"].get("Environment", {}).get("Variables", {})
    return found


def ops_variables() -> set[str]:
    from infra.config import OPS_SETTINGS

    return set(OPS_SETTINGS.values())


def test_every_declared_function_is_synthesized(synthesized) -> None:
    assert set(environments(synthesized)) == set(FUNCTIONS)


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_the_synthesized_environment_matches_the_declaration(synthesized, name: str) -> None:
    variables = {key for key in environments(synthesized)[name] if key.startswith("DALIL_")}
    assert variables - ops_variables() == set(FUNCTIONS[name].variables)


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_the_cold_start_check_names_a_missing_variable(synthesized, name: str) -> None:
    environment = {key: "x" if not isinstance(value, str) else value for key, value in environments(synthesized)[name].items()}
    environment = {**environment, **{k: v[0] for k, v in FUNCTIONS[name].values.items()}, "AWS_LAMBDA_FUNCTION_NAME": name}
    assert missing(name, environment) == []
    require(name, environment)
    dropped = FUNCTIONS[name].variables[-1]
    with pytest.raises(MissingSettings, match=dropped):
        require(name, {k: v for k, v in environment.items() if k != dropped})


def test_the_check_is_off_outside_lambda() -> None:
    require("retrieval", {})  # `dalil invoke` and in-process tests run the handlers locally


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_a_function_needs_only_fields_of_the_sections_it_declares(name: str) -> None:
    declared = FUNCTIONS[name]
    assert "deploy" in declared.all_sections
    assert set(declared.fields) <= declared.readable_fields


def test_a_need_outside_the_declared_sections_is_refused() -> None:
    with pytest.raises(ValueError, match="opensearch_url, outside its sections"):
        FunctionSettings("odd", ("opensearch_url",), sections=("http",))
    with pytest.raises(ValueError, match="unknown settings sections"):
        FunctionSettings("odd", (), sections=("nowhere",))
