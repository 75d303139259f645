"""Ingest job, step 1: read the sources, diff against the stored document hashes, write the
changed documents as batches under runs/<run id>/ (dalil.ingest.cloud)."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools import Logger

from dalil.ingest.cloud import IngestRequest, from_environment

logger = Logger(service="dalil-ingest")


@logger.inject_lambda_context(clear_state=True)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    # {"request": <the execution input>, "run_id": <the execution name>}; a bare request also works.
    request = IngestRequest.model_validate({**event["request"], "run_id": event.get("run_id")} if "request" in event else event)
    plan = from_environment().plan(request)
    logger.info("planned", extra={"run_id": plan.run_id, "mode": plan.mode, "batches": len(plan.batches)})
    return plan.model_dump(mode="json")
