"""Validation Lambda: check the draft against the evidence (schema, id membership, citation
completeness) and, as the workflow's last step, build the §4 response with its source cards.

The state machine calls it twice: `Validate` (no `outcome` yet) and `Finish` (`outcome` chosen).

No powertools Tracer here, on purpose: importing the X-Ray SDK costs ~200 ms of CPU per cold start
(benchmarks/lambda/RESULTS.md), which would break this function's 400 ms import budget. Lambda's
active tracing (set in infra/stacks/workflow.py) still records every invocation in X-Ray; the
subsegments that matter (search, providers) come from the retrieval and generation functions.
"""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import parse
from aws_lambda_powertools.utilities.typing import LambdaContext

from dalil.api.events import FinishEvent, GeneratedEvent
from dalil.settings import get_settings
from dalil.workflow import steps

logger = Logger(service="dalil-validation")
metrics = Metrics(namespace="Dalil", service="dalil-validation")


@metrics.log_metrics
@logger.inject_lambda_context(clear_state=True)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    settings = get_settings()
    if event.get("outcome") is not None:  # the workflow document carries "outcome": null until then
        finish = parse(event=event, model=FinishEvent)
        logger.append_keys(request_id=finish.request_id, outcome=finish.outcome, backend=settings.backend)
        response = steps.finish(finish.model_dump(mode="json", exclude_unset=True))
        metrics.add_metric(name=f"State_{response['state']}", unit=MetricUnit.Count, value=1)
        logger.info("finished", extra={"state": response["state"]})
        return response
    draft = parse(event=event, model=GeneratedEvent)
    logger.append_keys(request_id=draft.request_id, backend=settings.backend)
    result = steps.validate(draft.model_dump(mode="json", exclude_unset=True))
    validation = result["validation"]
    metrics.add_metric(name="Valid" if validation["valid"] else "GroundingFailure", unit=MetricUnit.Count, value=1)
    logger.info("validated", extra={"valid": validation["valid"], "codes": validation["codes"]})
    return result
