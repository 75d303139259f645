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


class IngestError(DalilError):
    """A source path or record could not be ingested; nothing was written."""


class BackendUnavailable(DalilError):
    """A search or storage backend did not answer in time."""
