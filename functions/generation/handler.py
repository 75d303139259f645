"""Generation Lambda: ONE provider attempt (reserve → call → reconcile) on `rungs[rung_index]`.

The ladder is built here, where the provider keys are; the step decides what comes next
(`state.next`: the same rung again, the next rung, validate or finish) and the state machine
routes on it. Thin on purpose: parse, one call into `dalil.workflow.steps.generate`, dump."""

from __future__ import annotations

import os
from typing import Any

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from dalil.deploy.functions import require
from dalil.workflow import steps
from dalil.workflow.state import WorkflowState

require("generation")  # on Lambda: a missing DALIL_* variable fails the cold start, by name
logger = Logger(service="dalil-generation")
tracer = Tracer(service="dalil-generation")
metrics = Metrics(namespace=os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "Dalil"), service="dalil-generation")  # per stage


@metrics.log_metrics
@tracer.capture_lambda_handler
@logger.inject_lambda_context(clear_state=True)
@event_parser(model=WorkflowState)
def handler(event: WorkflowState, context: LambdaContext) -> dict[str, Any]:
    logger.append_keys(request_id=event.request_id, rung_index=event.rung_index, draft=event.draft)
    state = steps.generate(event)
    outcome = state.generation.outcome if state.generation else "none"
    metrics.add_metric(name=f"Generation_{outcome}", unit=MetricUnit.Count, value=1)
    logger.info("generated", extra={"outcome": outcome, "next": state.next})
    return state.dump()
