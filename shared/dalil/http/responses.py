"""The bodies the edge builds itself: the JSON error body every non-2xx route answer carries, and the
safe `search` state a failed or unavailable /ask falls back to. The routes (`dalil.http.app`), the
Step Functions path (`dalil.http.sfn`) and both transports (ASGI, Lambda) shape their answers here."""

from __future__ import annotations

import uuid
from typing import Any

from dalil.http.messages import HttpResponse
from dalil.http.models import ErrorBody
from dalil.models import Response
from dalil.settings import Settings


def error_response(status: int, code: str, message: str, details: list[dict] | None = None,
                   headers: dict[str, str] | None = None) -> HttpResponse:
    body = ErrorBody(error=code, message=message, details=details).model_dump(mode="json", exclude_none=True)
    return HttpResponse.json(status, body, headers)


def safe_search(settings: Settings, question: str, reason: str) -> dict[str, Any]:
    """The `search` state: a site-search link built from the question, no text, no citation."""
    return Response(
        state="search", message_id=uuid.uuid4().hex, reason=reason, search_url=settings.search_link(question)
    ).model_dump(mode="json")
