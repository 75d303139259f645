"""Ingest job, step 2 (one Map iteration): validate, embed and write one batch of documents.
An IngestError (a malformed document) is final for the batch; BackendUnavailable is retried by
the state machine."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools import Logger

from dalil.ingest.cloud import from_environment

logger = Logger(service="dalil-ingest")


@logger.inject_lambda_context(clear_state=True)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    result = from_environment().run_batch(event["key"], event["mode"], event["index"])
    logger.info("batch written", extra=result.model_dump(mode="json"))
    return result.model_dump(mode="json")
