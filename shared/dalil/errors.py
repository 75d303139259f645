"""Errors that carry a message meant for a person. The CLI and handlers print these, never a traceback."""


class DalilError(Exception):
    """Base class: `str(error)` is a complete, user-facing sentence."""

    exit_code = 2


class InvalidQuestion(DalilError):
    """Empty, too long, control characters only, or otherwise unusable as a question."""


class UnknownLibrary(DalilError):
    """A library name that is not configured."""


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


class InvalidFeedback(DalilError):
    """A feedback vote, category or comment that cannot be stored as given."""


class InvalidRequest(DalilError):
    """A request parameter outside its range (for example top_k < 1)."""


class UnknownConversation(DalilError):
    """A follow-up names a conversation that was never started here or has expired (the API: 404)."""


class CriticUnavailable(CriticFailure):
    """No model critic can review now (no provider key, no capacity, every critic rung failed):
    the review fails closed, and a redraft would not change that."""
