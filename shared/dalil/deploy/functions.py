"""The settings each deployed function needs, declared once.

Each Lambda reads only the `DALIL_*` variables below; its template (infra/stacks/workflow.py) must
set exactly these (tests/infra/test_function_settings.py compares the synthesized environments),
and its handler calls `require(<name>)` at import, so a deploy that forgets one fails its cold start
with a message naming the variables, instead of a default quietly pointing at a table or endpoint
that does not exist. Settings ops tune from CDK context (DalilConfig.ops_environment: capacity,
providers, critic, TTL) are optional everywhere and not listed.

Each function also declares the settings sections it reads (dalil.settings_sections): what it
needs must belong to those sections, and its code reads typed views of them
(`Settings.section(...)`).

Imports nothing heavy (pydantic, for the section models, every handler loads anyway): this runs
before anything else in every handler.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from dalil.errors import DalilError
from dalil.settings_sections import SECTION_BY_NAME

# Every function: the backend switch and the site-search link of the safe fallbacks (section deploy).
COMMON = ("backend", "site_search_url")


class MissingSettings(DalilError):
    """A deployed function's environment lacks a variable it needs (a deploy bug)."""


@dataclass(frozen=True)
class FunctionSettings:
    name: str
    needs: tuple[str, ...]  # Settings field names, beyond COMMON
    # Variables whose value is fixed on AWS (the layer has no USE embedder, no SQLite store).
    values: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # Settings sections (dalil.settings_sections names) the function reads; "deploy" is implied.
    sections: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        unknown = sorted(set(self.sections) - set(SECTION_BY_NAME))
        if unknown:
            raise ValueError(f"function {self.name}: unknown settings sections {unknown}")
        readable = self.readable_fields
        outside = [name for name in self.fields if name not in readable]
        if outside:
            raise ValueError(
                f"function {self.name} needs {', '.join(outside)}, outside its sections "
                f"({', '.join(self.all_sections)})"
            )

    @property
    def all_sections(self) -> tuple[str, ...]:
        return ("deploy", *(name for name in self.sections if name != "deploy"))

    @property
    def readable_fields(self) -> frozenset[str]:
        return frozenset(name for section in self.all_sections for name in SECTION_BY_NAME[section].model_fields)

    @property
    def fields(self) -> tuple[str, ...]:
        return COMMON + self.needs

    @property
    def variables(self) -> tuple[str, ...]:
        return tuple(variable(name) for name in self.fields)


def variable(field_name: str) -> str:
    return f"DALIL_{field_name.upper()}"


_AWS = {"DALIL_BACKEND": ("aws",)}

FUNCTIONS: dict[str, FunctionSettings] = {
    # /ask checks a follow-up's conversation, then runs the state machine; /feedback records votes.
    "api": FunctionSettings(
        "api",
        ("state_machine_arn", "feedback_table", "conversation_table", "cors_origin"),
        _AWS,
        sections=("http", "stores", "capacity"),
    ),
    # Hybrid search (OpenSearch + the query embedding from Bedrock), chunk hydration, follow-ups.
    "retrieval": FunctionSettings(
        "retrieval",
        ("chunk_table", "conversation_table", "opensearch_url", "opensearch_index", "embedder"),
        {**_AWS, "DALIL_EMBEDDER": ("bedrock-titan", "bedrock-cohere")},
        sections=("retrieval", "stores", "capacity"),
    ),
    # Decides the rungs from the keys it reads, reserves capacity, calls one provider at a time.
    "generation": FunctionSettings(
        "generation",
        ("capacity_table", "provider_secret_name"),
        _AWS,
        sections=("providers", "capacity", "answers", "stores"),
    ),
    # Validates the draft, with the corpus's names the cloud ingest published in the chunk table;
    # Finish builds cards from the chunks the state carries, records the message (feedback table)
    # and the turn (conversation table).
    "validation": FunctionSettings(
        "validation", ("feedback_table", "conversation_table", "chunk_table"), _AWS,
        sections=("answers", "providers", "stores"),
    ),
}


def missing(function: str, environ: Mapping[str, str] | None = None) -> list[str]:
    """The problems with `function`'s environment: unset variables and values it cannot run with."""
    environ = os.environ if environ is None else environ
    declared = FUNCTIONS[function]
    problems = [name for name in declared.variables if not environ.get(name, "").strip()]
    for name, allowed in declared.values.items():
        value = environ.get(name, "").strip()
        if value and value not in allowed:
            problems.append(f"{name}={value} (expected {' or '.join(allowed)})")
    return problems


def require(function: str, environ: Mapping[str, str] | None = None) -> None:
    """Raise MissingSettings naming every missing or wrong variable; called at a handler's import.

    Only on Lambda (which always sets AWS_LAMBDA_FUNCTION_NAME): `dalil invoke` and the in-process
    tests import the same handlers on the local backend, where none of this applies."""
    environ = os.environ if environ is None else environ
    if not environ.get("AWS_LAMBDA_FUNCTION_NAME"):
        return
    problems = missing(function, environ)
    if problems:
        raise MissingSettings(
            f"the {function} function cannot start: its environment lacks {', '.join(problems)} "
            f"(set by infra/stacks/workflow.py; declared in dalil/deploy/functions.py)"
        )
