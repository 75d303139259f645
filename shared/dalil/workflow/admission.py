"""Admitting a question before a run starts: the checks whose failure is the client's, made once at
the edge of both runners (`local.run_traced`, and the API Lambda before StartSyncExecution in
`http/sfn.py`), so a client error is a 4xx and never reaches a step, never fails an execution,
never pages anyone:

- the requested libraries are known and enabled here: the rule retrieval applies
  (`retrieval.policy.resolve_libraries`), so the edge and the step cannot disagree -> UnknownLibrary (422);
- a follow-up names a live conversation (UnknownConversation, 404); a new conversation does not
  reuse a live id (InvalidRequest, 422); a new conversation without an id gets one here.

What can still change between this check and the retrieve step (a conversation expiring) is caught
there and ends in a safe `search` state (`transitions.RETRIEVE_CLIENT_ERRORS`).
"""

from __future__ import annotations

from collections.abc import Sequence

from dalil.answer.followup import open_conversation
from dalil.retrieval.policy import resolve_libraries
from dalil.settings import Settings
from dalil.stores.factory import conversation_store


def admit(settings: Settings, conversation_id: str | None, new_conversation: bool, libraries: Sequence[str] | None) -> str | None:
    """The conversation id the run carries (minted for a new conversation without one)."""
    if libraries is not None:
        resolve_libraries(settings, libraries)
    if conversation_id is None and not new_conversation:
        # A single question has no conversation to check: it must not depend on the user-data file,
        # which only records it (a broken file costs the record, never the answer).
        return None
    return open_conversation(conversation_store(settings), conversation_id, new_conversation)[0]
