"""API Lambda behind API Gateway (REST, proxy integration): POST /ask, POST /feedback, GET /health.

The routes live in `dalil.http.app`, shared with `dalil serve`; this file only adds the Lambda's
logging and metrics. /ask starts the Express workflow synchronously when `DALIL_STATE_MACHINE_ARN`
is set (`dalil.http.sfn`) and runs the in-process runner otherwise.

No powertools Tracer here, on purpose: importing the X-Ray SDK costs ~200 ms of CPU per cold start
(benchmarks/lambda/RESULTS.md), which would break this function's 400 ms import budget. Lambda's
active tracing (set in infra/stacks/workflow.py) still records every invocation in X-Ray.
"""

from __future__ import annotations

import os
from typing import Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.typing import LambdaContext

from dalil.deploy.functions import require
from dalil.http.app import Api
from dalil.http.lambda_adapter import handle_event

require("api")  # on Lambda: a missing DALIL_* variable fails the cold start, by name
logger = Logger(service="dalil-api")
metrics = Metrics(namespace=os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "Dalil"), service="dalil-api")  # per stage
app = Api(metric=lambda name: metrics.add_metric(name=name, unit=MetricUnit.Count, value=1))


@metrics.log_metrics
@logger.inject_lambda_context(correlation_id_path="requestContext.requestId", clear_state=True)
def handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    return handle_event(app, event)
