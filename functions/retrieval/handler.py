"""Retrieval Lambda: normalize, route, hybrid search, policy, fuse, hydrate, compact context.

Thin on purpose: at init, one call that reads the store's vocabulary (`steps.prepare_reading`); per
event, parse the workflow state, one call into `dalil.workflow.steps.retrieve`, dump it."""

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

require("retrieval")  # on Lambda: a missing DALIL_* variable fails the cold start, by name
logger = Logger(service="dalil-retrieval")
tracer = Tracer(service="dalil-retrieval")
metrics = Metrics(namespace=os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "Dalil"), service="dalil-retrieval")  # per stage
# Container init: the store's vocabulary (on AWS the chunk table's `#vocab#` items) and the Franco-Arabic
# index over it, so a container's first question makes one chunk round trip, not three. Never fails the
# init: a failed read is logged and the first question reads it again.
steps.prepare_reading()


@metrics.log_metrics
@tracer.capture_lambda_handler
@logger.inject_lambda_context(clear_state=True)
@event_parser(model=WorkflowState)
def handler(event: WorkflowState, context: LambdaContext) -> dict[str, Any]:
    logger.append_keys(request_id=event.request_id)
    state = steps.retrieve(event)
    metrics.add_metric(name="EvidenceFound" if state.has_evidence else "NoEvidence", unit=MetricUnit.Count, value=1)
    logger.info("retrieved", extra={"evidence": len(state.evidence), "next": state.next})
    return state.dump()
