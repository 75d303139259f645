"""The 29 s gateway limit counts from API Gateway's receipt of the request, cold starts included:
the request's deadline is set there (`requestTimeEpoch` of the proxy event), passed in the workflow
input, and every step keeps to it, with the gateway's margin (`gateway_margin_s`) kept back.

A simulated clock for the cold start: the event says the gateway received the request
`COLD_START_S` seconds before the API function runs (a cold API function and a cold retrieval
function), so no test sleeps through it. The slow provider is real: a loopback Gemini that answers
after `PROVIDER_DELAY_S`, which would be inside the provider timeout. Both runners (the in-process
one behind the API handler, and the synthesized state machine in moto) must end in a safe state
before the gateway's limit less its margin, counted from the gateway's receipt.
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from test_workflow_client_errors import SyncOverMoto
from test_workflow_two_runners import QUESTION, configure, server  # noqa: F401 - fixtures

from dalil.http.lambda_adapter import received_at, to_proxy_event
from dalil.workflow.invoke import invoke_event
from support.loopback_providers import gemini_answer, gemini_echo

# Spent before the API function's handler runs (simulated). It leaves 10 s of the 25 s budget: 8 s for
# the slow rung after the 2 s finish reserve, less what retrieval takes. At 21 s it left the rung ~1 s, so
# a retrieval slowed by a loaded machine (CI beside other work) used it up and the rung was never tried
# (`budget_exhausted`): the result depended on the machine.
COLD_START_S = 15.0
PROVIDER_DELAY_S = 12.0  # the first rung answers only after this (real): past any attempt's timeout here
GATEWAY_LIMIT_S = 29.0


@pytest.mark.parametrize("runner", ["local", "machine"])
def test_a_cold_start_and_a_slow_provider_end_in_a_safe_state_before_the_gateway_gives_up(
    runner, configure, server, moto_workflow, monkeypatch  # noqa: F811 - the imported fixtures
) -> None:
    from dalil.http import sfn
    from dalil.settings import get_settings

    configure(DALIL_PROVIDER_TIMEOUT_S="20", DALIL_REQUEST_BUDGET_S="25")  # the shipped defaults
    server.always("model-a", gemini_answer({}, delay_s=PROVIDER_DELAY_S))
    server.always("model-b", gemini_echo())
    if runner == "machine":
        monkeypatch.setenv("DALIL_STATE_MACHINE_ARN", moto_workflow.arn)
        monkeypatch.setattr(sfn, "_client", SyncOverMoto(moto_workflow.sfn))
    get_settings.cache_clear()
    settings = get_settings()
    assert (settings.gateway_timeout_s, settings.gateway_margin_s) == (GATEWAY_LIMIT_S, 2.0)

    body = json.dumps({"question": QUESTION}, ensure_ascii=False).encode()
    event = to_proxy_event("POST", "/ask", {"Content-Type": "application/json"}, body)
    gateway_received = time.time() - COLD_START_S
    event["requestContext"]["requestTimeEpoch"] = int(gateway_received * 1000)
    result = invoke_event("api", event)
    answered_after_s = time.time() - gateway_received

    response: dict[str, Any] = json.loads(result["body"])
    assert answered_after_s < GATEWAY_LIMIT_S - settings.gateway_margin_s, (answered_after_s, response)
    assert result["statusCode"] == 200, response
    # Safe: the slow rung timed out at the deadline and no other rung was tried in time left.
    assert (response["state"], response["reason"]) == ("sources", "generation_unavailable"), response
    assert [(a["model"], a["outcome"]) for a in response["attempts"]] == [("model-a", "timeout")]


def test_the_deadline_starts_at_the_gateways_receipt_and_keeps_its_margin(monkeypatch) -> None:
    from dalil.settings import Settings

    now = 1_800_000_000.0
    event = {"requestContext": {"requestTimeEpoch": int((now - 4.5) * 1000)}}
    assert received_at(event, now) == now - 4.5
    # Not believed: none, not a number, in the future, older than a minute -> the function's receipt.
    for context in ({}, {"requestTimeEpoch": "soon"}, {"requestTimeEpoch": True},
                    {"requestTimeEpoch": int((now + 5) * 1000)}, {"requestTimeEpoch": int((now - 600) * 1000)}):
        assert received_at({"requestContext": context}, now) == now, context
    assert Settings(request_budget_s=25).request_deadline(now) == now + 25
    # A budget configured past the gateway's limit is cut to the limit less the margin.
    assert Settings(request_budget_s=40, gateway_margin_s=3).request_deadline(now) == now + 26
