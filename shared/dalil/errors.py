"""Errors that carry a message meant for a person. The CLI and handlers print these, never a traceback.

Each class says how it ends where it surfaces: `exit_code` for the CLI, `http_status` for the HTTP
edge (`dalil serve` and the API Lambda map every `DalilError` by it, in `dalil.http.responses`).
A 4xx error's sentence is about the client's own input and is shown as written; any other status
answers a fixed sentence, and the details go to the log (`client_view`).
"""

UNAVAILABLE = "The service's storage or search backend is unavailable right now; try again shortly."
# The error code of a 4xx body, by status; every other status is "unavailable".
_CLIENT_CODES = {404: "not_found", 422: "invalid_request"}


class DalilError(Exception):
    """Base class: `str(error)` is a complete, user-facing sentence."""

    exit_code = 2
    # On a route, an error not about the client's input is the backend's: a store, search,
    # provider or workflow failure the client can only retry.
    http_status = 503


class InvalidQuestion(DalilError):
    """Empty, too long, control characters only, or otherwise unusable as a question."""

    http_status = 422


class UnknownLibrary(DalilError):
    """A library name that is not configured."""

    http_status = 422


class StoreError(DalilError):
    """The store file is missing, corrupt, foreign, or was built with another embedding model."""


class StoreNotBuilt(StoreError):
    """The store file holds no index yet (only auxiliary tables, e.g. capacity)."""


class IngestError(DalilError):
    """A source path or record could not be ingested; nothing was written."""


class BackendUnavailable(DalilError):
    """A search or storage backend did not answer in time."""


class CriticFailure(DalilError):
    """A critic verdict was malformed, out of range or unavailable; it is never partially trusted."""


class CitationResolutionError(DalilError):
    """A cited evidence id does not resolve to a supplied, stored chunk (an invariant failure)."""


class UnknownMessage(DalilError):
    """Feedback names a message id the server never issued (or no longer keeps)."""

    http_status = 404


class InvalidFeedback(DalilError):
    """A feedback vote, category or comment that cannot be stored as given."""

    http_status = 422


class InvalidRequest(DalilError):
    """A request parameter outside its range (for example top_k < 1)."""

    http_status = 422


class UnknownConversation(DalilError):
    """A follow-up names a conversation that was never started here or has expired (the API: 404)."""

    http_status = 404


class CriticUnavailable(CriticFailure):
    """No model critic can review now (no provider key, no capacity, every critic rung failed):
    the review fails closed, and a redraft would not change that."""


def client_view(error: DalilError) -> tuple[int, str, str]:
    """(HTTP status, error code, sentence) a client is shown for `error`, on every route and stream."""
    status = error.http_status
    if 400 <= status < 500:
        return status, _CLIENT_CODES.get(status, "invalid_request"), str(error)
    return status, "unavailable", UNAVAILABLE
