"""Ingest job, step 1: read the sources, diff against the stored document hashes, write the
changed documents as batches under runs/<run id>/ (dalil.ingest.cloud)."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools import Logger
from pydantic import BaseModel

from dalil.ingest.cloud import IngestRequest, from_environment

logger = Logger(service="dalil-ingest")


class PlanEvent(BaseModel):
    """What the ingest state machine passes (infra/stacks/ingest.py): the execution input and name."""

    request: IngestRequest
    run_id: str | None = None

    def resolved(self) -> IngestRequest:
        return self.request.model_copy(update={"run_id": self.run_id})


@logger.inject_lambda_context(clear_state=True)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    # {"request": <the execution input>, "run_id": <the execution name>}; a bare request also works.
    if isinstance(event, dict) and "request" in event:
        request = PlanEvent.model_validate(event).resolved()  # a request that is not an object fails here
    else:
        request = IngestRequest.model_validate(event)
    plan = from_environment().plan(request)
    logger.info("planned", extra={"run_id": plan.run_id, "mode": plan.mode, "batches": len(plan.batches)})
    return plan.model_dump(mode="json")
