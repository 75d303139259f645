"""The API's routes and its one error mapping, shared by the API Lambda and `dalil serve`.

    POST /ask        a question -> the docs/DESIGN.md §4 response (in-process runner, or the Express
                     state machine when DALIL_STATE_MACHINE_ARN is set)
    POST /feedback   a vote on an issued message -> 201
    GET|HEAD /health liveness and configuration
    GET /sources/{doc_id}  the whole record a card was cut from (every chunk, in order)

Errors a client may read are sentences we wrote: validation problems (400/413/415/422), unknown
ids (404). Every store or backend failure is 503 with a fixed sentence: no file path, AWS
message, ARN, key or provider text ever reaches a client; the details go to the log.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from urllib.parse import unquote

from dalil.answer.cards import coptic_day
from dalil.answer.passage import public_url, whole_text
from dalil.http.body import parse_body
from dalil.http.messages import HttpProblem, HttpRequest, HttpResponse
from dalil.http.models import AskRequest, FeedbackAccepted, FeedbackRequest, HealthResponse, SourceChunk, SourceDocument
from dalil.http.origins import origin_allowed
from dalil.http.responses import ROUTE_FAILURES, dalil_error_response, error_fields, error_response, safe_search
from dalil.ingest.links import record_url
from dalil.models import Response, library_of
from dalil.settings import Settings, get_settings
from dalil.text.coptic_calendar import today_in

log = logging.getLogger("dalil.http")

ROUTES_TEXT = "Routes: POST /ask, POST /feedback, GET /health, GET /sources/{doc_id}."
SOURCES_PREFIX = "/sources/"
SOURCES_ROUTE = "/sources/{doc_id}"
# A doc_id as the corpora make them (`svd:Jhn.3`, `syn:03-22#1`, `xquad:Fresno,_California:0`):
# printable, no slash (chunk ids append `/<n>`), bounded. Anything else is refused before a lookup.
MAX_DOC_ID_CHARS = 200

Metric = Callable[[str], None]


def _no_metric(name: str) -> None:
    return None


class Api:
    """Route table + error mapping. `handle` never raises."""

    def __init__(self, metric: Metric = _no_metric) -> None:
        self.metric = metric
        self.routes: dict[tuple[str, str], Callable[[HttpRequest], HttpResponse]] = {
            ("POST", "/ask"): self.ask,
            ("POST", "/feedback"): self.feedback,
            ("GET", "/health"): self.health,
            ("GET", SOURCES_ROUTE): self.source,
        }

    # ---- dispatch ------------------------------------------------------------------------------
    def handle(self, request: HttpRequest) -> HttpResponse:
        return self.with_cors(request, self._dispatch(request))

    def _dispatch(self, request: HttpRequest) -> HttpResponse:
        method = request.method.upper()
        route_path = SOURCES_ROUTE if request.path.startswith(SOURCES_PREFIX) else request.path
        allowed = sorted({m for (m, path) in self.routes if path == route_path})
        if method == "OPTIONS" and allowed:
            return HttpResponse(204, headers={"Allow": ", ".join([*allowed, "OPTIONS"])})
        route = self.routes.get(("GET" if method == "HEAD" else method, route_path))
        if route is None:
            if allowed:
                return error_response(405, "method_not_allowed", f"{request.path} accepts {', '.join(allowed)}.",
                                      headers={"Allow": ", ".join(allowed)})
            return error_response(404, "not_found", f"No such route. {ROUTES_TEXT}")
        try:
            response = route(request)
        except HttpProblem as problem:
            response = error_response(problem.status, problem.code, problem.message, problem.details, problem.headers)
        except Exception:  # noqa: BLE001 - the last line of defence: never a traceback to a client
            log.exception("unhandled error on %s %s", method, request.path)
            response = error_response(500, "internal", "Something went wrong on our side; the error was logged.")
        if method == "HEAD":
            response.headers["Content-Length"] = str(len(response.body))
            response.body = b""
        return response

    def with_cors(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        """The configured sites may read responses (the request's own origin echoed, never "*")."""
        origin = request.header("origin")
        if origin and origin_allowed(origin, get_settings().allowed_origins):
            response.headers["Access-Control-Allow-Origin"] = origin
            response.headers["Vary"] = "Origin"
            if request.method.upper() == "OPTIONS":
                response.headers["Access-Control-Allow-Methods"] = "GET, HEAD, POST, OPTIONS"
                response.headers["Access-Control-Allow-Headers"] = "Content-Type"
                response.headers["Access-Control-Max-Age"] = "600"
        return response

    # ---- routes --------------------------------------------------------------------------------
    def ask(self, request: HttpRequest) -> HttpResponse:
        body = parse_body(request, AskRequest)
        settings = get_settings()
        # The budget starts at the edge's receipt (the gateway's, on AWS), not in the first step.
        deadline = settings.request_deadline(request.received_at)
        try:
            if settings.state_machine_arn:
                from dalil.http.sfn import run_state_machine  # deferred: only the AWS edge starts the state machine

                status, response = run_state_machine(settings, body, deadline)
                if status != 200:
                    self.metric(f"Workflow_{response.get('reason')}")
                    return HttpResponse.json(status, response)
                return self._answer(Response.model_validate(response))
            from dalil.workflow import local  # deferred: the in-process runner loads the retrieval stack

            result = local.run(
                question=body.question,
                conversation_id=body.conversation_id,
                libraries=body.libraries,
                new_conversation=body.new_conversation,
                deadline=deadline,
            )
        except ROUTE_FAILURES as error:
            status = error_fields(error)[0]
            if status < 500:
                return dalil_error_response(error)
            # A store, search or provider failure: details to the log, a safe state to the client.
            log.error("ask failed: backend unavailable (%s)", type(error).__name__, exc_info=True)
            return HttpResponse.json(status, safe_search(settings, body.question, "backend_unavailable"))
        return self._answer(result)

    def _answer(self, response: Response) -> HttpResponse:
        self.metric(f"State_{response.state}")
        headers = {}
        if response.state == "quota" and response.retry_after_s:
            headers["Retry-After"] = str(response.retry_after_s)
        return HttpResponse.json(200, response.model_dump(mode="json"), headers)

    def feedback(self, request: HttpRequest) -> HttpResponse:
        body = parse_body(request, FeedbackRequest)
        try:
            from dalil.stores.factory import feedback_store

            store = feedback_store(get_settings())
            feedback_id = store.add_feedback(body.message_id, body.vote, body.category, body.comment)
        except ROUTE_FAILURES as error:
            if error_fields(error)[0] >= 500:
                log.error("feedback failed: store unavailable (%s)", type(error).__name__, exc_info=True)
            return dalil_error_response(error)
        self.metric(f"Feedback_{body.vote}")
        return HttpResponse.json(201, FeedbackAccepted(feedback_id=feedback_id, message_id=body.message_id).model_dump(mode="json"))

    def source(self, request: HttpRequest) -> HttpResponse:
        # Percent-decoded here whatever the edge did (uvicorn decodes, a proxy event may not): a
        # doc_id never holds `%`, so decoding an already decoded id changes nothing.
        doc_id = unquote(request.path[len(SOURCES_PREFIX):])
        if not _looks_like_doc_id(doc_id):
            return error_response(422, "invalid_request", f"Not a document id (printable, no '/', at most {MAX_DOC_ID_CHARS} characters).")
        if library_of(doc_id) is None:
            return error_response(404, "not_found", f"No source with doc_id {doc_id!r}: its prefix names no library.")
        settings = get_settings()
        try:
            from dalil.stores.factory import build_services  # deferred: the store clients load on first use

            chunks = build_services(settings).chunks.document_chunks(doc_id)
        except ROUTE_FAILURES as error:
            log.error("sources failed: store unavailable (%s)", type(error).__name__, exc_info=True)
            return dalil_error_response(error)
        if not chunks:
            return error_response(404, "not_found", f"No source with doc_id {doc_id!r} is stored.")
        first = chunks[0]
        body = SourceDocument(
            doc_id=doc_id, library=first.library, title=first.title, url=public_url(record_url(first)), text=whole_text(chunks),
            chunks=[SourceChunk(chunk_id=c.chunk_id, n=c.n, text=c.text) for c in chunks],
            coptic_day=coptic_day(first, today_in(settings.timezone)),
        )
        self.metric("Source_read")
        return HttpResponse.json(200, body.model_dump(mode="json"))

    def health(self, request: HttpRequest) -> HttpResponse:
        import dalil

        settings = get_settings()
        healthy = settings.backend != "local" or _local_store_readable(settings)
        body = HealthResponse(
            status="ok" if healthy else "unavailable",
            backend=settings.backend,
            workflow="step-functions" if settings.state_machine_arn else "in-process",
            version=getattr(dalil, "__version__", "0"),
        )
        return HttpResponse.json(200 if healthy else 503, body.model_dump(mode="json"))


def _looks_like_doc_id(doc_id: str) -> bool:
    return 0 < len(doc_id) <= MAX_DOC_ID_CHARS and doc_id.isprintable() and not any(ch in doc_id for ch in "/ \\")


def _local_store_readable(settings: Settings) -> bool:
    """Both files of the embedded store open and answer (a broken store is not "ok")."""
    from dalil.stores.sqlite.database import Database
    from dalil.stores.sqlite.userdata import shared_user_data

    try:
        shared_user_data(settings.store, settings.store_question_text).db.meta()
        index = Database(settings.store)
        index.close()
    except ROUTE_FAILURES:
        log.error("health: the local store cannot be read", exc_info=True)
        return False
    return True


api = Api()
