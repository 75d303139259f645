"""Ingest job, step 3: move the alias (a build) or apply removals, only when every batch
succeeded; write the run's report to runs/<run id>/report.json and return it."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools import Logger
from pydantic import BaseModel

from dalil.ingest.cloud import BatchResult, Plan, from_environment

logger = Logger(service="dalil-ingest")


class FinishTask(BaseModel):
    """The Finish state's payload: the plan step's result and the Map's results (one per batch)."""

    plan: Plan
    results: list[BatchResult] = []


@logger.inject_lambda_context(clear_state=True)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    task = FinishTask.model_validate(event)  # a malformed payload fails here, naming its fields
    plan, results = task.plan, task.results
    report = from_environment().finish(plan, results)
    logger.info("ingest run finished", extra={"run_id": report.run_id, "status": report.status,
                                              "failed_batches": len(report.batches_failed)})
    return report.model_dump(mode="json")
