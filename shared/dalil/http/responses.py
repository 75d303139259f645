"""The bodies the edge builds itself: the JSON error body every non-2xx route answer carries, and the
safe `search` state a failed or unavailable /ask falls back to. The routes (`dalil.http.app`), the
Step Functions path (`dalil.http.sfn`) and both transports (ASGI, Lambda) shape their answers here."""

from __future__ import annotations

import sqlite3
import uuid
from typing import Any

from dalil.errors import UNAVAILABLE, DalilError, client_view
from dalil.http.messages import HttpResponse
from dalil.http.models import ErrorBody
from dalil.models import Response
from dalil.settings import Settings


def error_response(status: int, code: str, message: str, details: list[dict] | None = None,
                   headers: dict[str, str] | None = None) -> HttpResponse:
    body = ErrorBody(error=code, message=message, details=details).model_dump(mode="json", exclude_none=True)
    return HttpResponse.json(status, body, headers)


# Failures the embedded store and the local file system raise as their own types (the SQLite stores
# do not wrap every query): on a route they are the backend's, like `BackendUnavailable`. botocore's
# and OpenSearch's errors never reach the edge: the AWS stores turn them into DalilErrors.
LOCAL_STORE_FAILURES: tuple[type[Exception], ...] = (sqlite3.Error, OSError, TimeoutError)
# What a route maps by status (`error_fields`); anything else is a bug, answered 500 and logged.
ROUTE_FAILURES: tuple[type[Exception], ...] = (DalilError, *LOCAL_STORE_FAILURES)


def error_fields(error: Exception) -> tuple[int, str, str]:
    """(status, code, sentence) for a DalilError (by its `http_status`) or a local store failure (503)."""
    if isinstance(error, DalilError):
        return client_view(error)
    return 503, "unavailable", UNAVAILABLE


def dalil_error_response(error: Exception) -> HttpResponse:
    """The JSON error body of a route that failed with `error` (see `error_fields`)."""
    return error_response(*error_fields(error))


def safe_search(settings: Settings, question: str, reason: str) -> dict[str, Any]:
    """The `search` state: a site-search link built from the question, no text, no citation."""
    return Response(
        state="search", message_id=uuid.uuid4().hex, reason=reason, search_url=settings.search_link(question)
    ).model_dump(mode="json")
