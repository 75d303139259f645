"""Generation Lambda: ONE provider attempt for `rungs[rung_index]`; the state machine reserved its capacity.

A transient provider failure (timeout, 5xx, per-minute 429) is raised as `TransientProviderError`
so the state machine's Retry sees the error name; every other failure comes back as an outcome."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from dalil.api.events import RetrievedEvent
from dalil.settings import get_settings
from dalil.workflow import steps

logger = Logger(service="dalil-generation")
tracer = Tracer(service="dalil-generation")
metrics = Metrics(namespace="Dalil", service="dalil-generation")


@metrics.log_metrics
@tracer.capture_lambda_handler
@logger.inject_lambda_context(clear_state=True)
@event_parser(model=RetrievedEvent)
def handler(event: RetrievedEvent, context: LambdaContext) -> dict[str, Any]:
    settings = get_settings()
    if event.rung_index >= len(event.rungs):
        # The state machine checks this before reserving; reaching here is a wiring bug.
        raise ValueError(f"rung_index {event.rung_index} is outside the ladder of {len(event.rungs)} rungs")
    rung = event.rungs[event.rung_index]
    logger.append_keys(request_id=event.request_id, provider=rung.provider, model=rung.model, backend=settings.backend)
    result = steps.generate(event.model_dump(mode="json", exclude_unset=True))
    generation = result["generation"]
    metrics.add_dimension(name="provider", value=rung.provider)
    metrics.add_metric(name=f"Generation_{generation['outcome']}", unit=MetricUnit.Count, value=1)
    logger.info("generated", extra={"outcome": generation["outcome"], "failover": generation["failover"]})
    if generation["transient"]:
        # By name, so the state machine's Retry tries this rung again before failing over.
        raise steps.TransientProviderError(f"{rung.provider}:{rung.model} {generation['outcome']}")
    return result
