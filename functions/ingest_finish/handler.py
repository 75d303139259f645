"""Ingest job, step 3: move the alias (a build) or apply removals, only when every batch
succeeded; write the run's report to runs/<run id>/report.json and return it."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools import Logger

from dalil.ingest.cloud import BatchResult, Plan, from_environment

logger = Logger(service="dalil-ingest")


@logger.inject_lambda_context(clear_state=True)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    plan = Plan.model_validate(event["plan"])
    results = [BatchResult.model_validate(r) for r in event.get("results", [])]
    report = from_environment().finish(plan, results)
    logger.info("ingest run finished", extra={"run_id": report.run_id, "status": report.status,
                                              "failed_batches": len(report.batches_failed)})
    return report.model_dump(mode="json")
