"""Ingest job, step 2 (one Map iteration): validate, embed and write one batch of documents.
An IngestError (a malformed document) is final for the batch; BackendUnavailable is retried by
the state machine."""

from __future__ import annotations

from typing import Any, Literal

from aws_lambda_powertools import Logger
from pydantic import BaseModel

from dalil.ingest.cloud import from_environment

logger = Logger(service="dalil-ingest")


class BatchTask(BaseModel):
    """One item as the Map's ItemSelector passes it (infra/stacks/ingest.py)."""

    key: str
    mode: Literal["build", "incremental"]
    index: str


@logger.inject_lambda_context(clear_state=True)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    task = BatchTask.model_validate(event)  # a malformed item fails here, naming its fields
    result = from_environment().run_batch(task.key, task.mode, task.index)
    logger.info("batch written", extra=result.model_dump(mode="json"))
    return result.model_dump(mode="json")
