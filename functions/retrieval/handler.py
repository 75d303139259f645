"""Retrieval Lambda: normalize, route, hybrid search, policy, fuse, hydrate, compact context.

Thin on purpose: typed input, one call into `dalil.workflow.steps.retrieve`, observability around it."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.parser import event_parser
from aws_lambda_powertools.utilities.typing import LambdaContext

from dalil.api.events import WorkflowInput
from dalil.settings import get_settings
from dalil.workflow import steps

logger = Logger(service="dalil-retrieval")
tracer = Tracer(service="dalil-retrieval")
metrics = Metrics(namespace="Dalil", service="dalil-retrieval")


@metrics.log_metrics
@tracer.capture_lambda_handler
@logger.inject_lambda_context(clear_state=True)
@event_parser(model=WorkflowInput)
def handler(event: WorkflowInput, context: LambdaContext) -> dict[str, Any]:
    settings = get_settings()
    logger.append_keys(request_id=event.request_id, backend=settings.backend)
    result = steps.retrieve(event.model_dump(mode="json", exclude_unset=True))
    metrics.add_metric(name="EvidenceFound" if result["has_evidence"] else "NoEvidence", unit=MetricUnit.Count, value=1)
    logger.info("retrieved", extra={"evidence": len(result["evidence"]), "rungs": result["rung_count"]})
    return result
