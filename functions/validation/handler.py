"""Validation Lambda: check the draft against the evidence (schema, id membership, citation
completeness, the critic when configured) and, as the workflow's last step, build the §4 response
with its source cards. Which of the two: the document's `next` ("validate" or "finish").

No powertools Tracer here, on purpose: importing the X-Ray SDK costs ~200 ms of CPU per cold start
(benchmarks/lambda/RESULTS.md), which would break this function's 400 ms import budget. Lambda's
active tracing (set in infra/stacks/workflow.py) still records every invocation in X-Ray; the
subsegments that matter (search, providers) come from the retrieval and generation functions.
"""

from __future__ import annotations

import os
from typing import Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.typing import LambdaContext

from dalil.deploy.functions import require
from dalil.workflow import steps
from dalil.workflow.state import WorkflowState

require("validation")  # on Lambda: a missing DALIL_* variable fails the cold start, by name
logger = Logger(service="dalil-validation")
metrics = Metrics(namespace=os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "Dalil"), service="dalil-validation")  # per stage
# Container init: the corpus's names for the claim checks (on AWS the chunk table's `#names#` items the
# cloud ingest publishes), so the site judges an untitled name as `dalil ask` does. Never fails the
# init: a failed read is logged (the checks then see titled names only) and read again later.
steps.prepare_names()


@metrics.log_metrics
@logger.inject_lambda_context(clear_state=True)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    # pydantic directly: the powertools parser adds ~100 ms of imports to this 400 ms cold-start budget
    state = WorkflowState.model_validate(event)
    logger.append_keys(request_id=state.request_id, step=state.next)
    if state.next == "validate":
        state = steps.validate(state)
        valid = bool(state.validation and state.validation.valid)
        metrics.add_metric(name="Valid" if valid else "GroundingFailure", unit=MetricUnit.Count, value=1)
        logger.info("validated", extra={"valid": valid, "next": state.next})
        return state.dump()
    # Finish: reached by `next: finish`, or by a Catch (then `next` still names the failed step).
    response = steps.finish(state)
    metrics.add_metric(name=f"State_{response.state}", unit=MetricUnit.Count, value=1)
    # One line per message with its id and triage record: a downvote's message_id finds it
    # (docs/DEPLOY.md §5 has the Logs Insights query).
    logger.info("finished", extra={"message_id": response.message_id, "state": response.state, "reason": response.reason,
                                   "triage": state.triage.record() if state.triage else None})
    return response.model_dump(mode="json")
