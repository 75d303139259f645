"""Triage from a message id: every message is stored with a compact record of why it said what it
said (route, each signal's top ids and scores, the floor decision, the rungs tried, validation and
critic reasons, the outcome), the same on both runners, and the finish step's log line (the AWS
final line) carries the `message_id` and the record, so one Logs Insights query on it finds both.

Both runners here record into the demo SQLite store; the DynamoDB side of storing and reading the
record is the feedback contract (tests/contracts/test_feedback_contract.py)."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator

import pytest
from test_workflow_two_runners import (  # noqa: F401 - fixtures
    NO_EVIDENCE,
    QUESTION,
    configure,
    critic_rejects_once,
    server,
    walk_local,
    walk_state_machine,
)

from support.loopback_providers import gemini_echo, gemini_error


class FinishLines(logging.Handler):
    """The validation function's log lines, formatted as Lambda would print them (powertools JSON)."""

    def __init__(self, formatter: logging.Formatter) -> None:
        super().__init__()
        self.setFormatter(formatter)
        self.lines: list[dict] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(self.format(record)))


@pytest.fixture
def finish_lines(lambdas_in_process) -> Iterator[FinishLines]:
    from dalil.workflow.invoke import load_handler_module

    logger = load_handler_module("validation").logger  # the powertools Logger of functions/validation
    lines = FinishLines(logger.registered_handler.formatter)
    logger._logger.addHandler(lines)
    yield lines
    logger._logger.removeHandler(lines)


def stored_triage(message_id: str) -> dict:
    from dalil.settings import get_settings
    from dalil.stores.factory import feedback_store

    triage = feedback_store(get_settings()).message_triage(message_id)
    assert triage is not None, message_id
    return triage


def test_each_message_is_stored_with_its_triage_the_same_on_both_runners(
    configure, server, moto_workflow, finish_lines  # noqa: F811 - the imported fixtures
) -> None:
    configure(DALIL_CRITIC="llm")
    server.always("model-a", gemini_error(503, "UNAVAILABLE", "overloaded"))
    server.always("model-b", critic_rejects_once())
    local = walk_local(QUESTION)
    server.requests.clear()
    machine = walk_state_machine(moto_workflow, QUESTION)

    records = {name: stored_triage(walk.response["message_id"]) for name, walk in (("local", local), ("machine", machine))}
    for name, triage in records.items():
        assert triage["floor"] == "passed" and triage["route"] and triage["route_signals"] is not None, name
        assert triage["signals"] and all(1 <= len(top) <= 3 for top in triage["signals"].values()), name
        assert all(isinstance(chunk_id, str) and isinstance(score, float) for top in triage["signals"].values() for chunk_id, score in top)
        cited = {c["chunk_id"] for c in (local if name == "local" else machine).response["citations"]}
        assert cited and cited <= {chunk_id for chunk_id, _ in triage["fused"]} | {i for t in triage["signals"].values() for i, _ in t}
        # Every call, in order: the writer's two 503s on model-a (one same-rung retry) then model-b; the
        # critic's own ladder the same way (it rejects the first draft); model-b's redraft, reviewed again.
        critic = ["gemini-critic:model-a:server_error", "gemini-critic:model-a:server_error", "gemini-critic:model-b:ok"]
        assert triage["rungs"] == ["gemini:model-a:server_error", "gemini:model-a:server_error", "gemini:model-b:ok",
                                   *critic, "gemini:model-b:ok", *critic], name
        assert triage["critic"] is not None and set(triage["critic"]) >= {"confidence", "drift_detected"}, name
        assert (triage["state"], triage["reason"]) == ("answer", None), name
        assert QUESTION not in json.dumps(triage, ensure_ascii=False)  # no question text, ever
    assert records["local"] == records["machine"]

    # The AWS final log line: message_id and the same record, findable by the id alone.
    (line,) = [entry for entry in finish_lines.lines if entry.get("message") == "finished"]
    assert line["message_id"] == machine.response["message_id"] and line["triage"] == records["machine"]
    assert line["request_id"]  # and the request id, which the retrieval and generation lines carry too


def test_a_refused_evidence_floor_is_in_the_record(configure, server, moto_workflow) -> None:  # noqa: F811 - fixtures
    configure()
    server.always("model-a", gemini_echo())
    for walk in (walk_local(NO_EVIDENCE), walk_state_machine(moto_workflow, NO_EVIDENCE)):
        triage = stored_triage(walk.response["message_id"])
        assert triage["floor"] not in (None, "passed") and triage["rungs"] == [], triage
        assert (triage["state"], triage["reason"]) == ("search", walk.response["reason"])
