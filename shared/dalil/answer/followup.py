"""Follow-up questions: keep the subject of a conversation without trusting its earlier answers.

The contract (`dalil ask --new-conversation / --conversation ID`, API `conversation_id` +
`new_conversation`):

- A question without a conversation id is a single question: nothing is recorded as a turn.
- `new_conversation` starts one. The server mints the id (uuid hex) unless the client sends its
  own (an id nobody is using: a live id is refused, so two clients cannot share one by accident).
  The response's `conversation_id` is the id to send back.
- A follow-up sends that id without `new_conversation`. An id with no live turn (never started
  here, or older than `conversation_ttl_s`) is `UnknownConversation` (the API maps it to 404):
  a client cannot tell a mistyped id from an expired one, and either way there is no subject.
- A conversation keeps only the chunk ids each turn cited (the stores hold no answer text). A
  follow-up hydrates the previous turn's chunks from the chunk store and, when the new question is
  elliptic ("ومتى تنيح؟"), adds their titles to its *retrieval query*. Retrieval then runs afresh;
  the previous chunks are not evidence by themselves, and the previous answer never is.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from pydantic import BaseModel, Field

from dalil.answer.asked_reading import asked_part, asked_predicates, asked_slot
from dalil.answer.asked_subject import subject_words
from dalil.errors import InvalidRequest, UnknownConversation
from dalil.settings import Settings
from dalil.stores.protocols import ChunkStore, ConversationStore
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.normalize import fold, tokens
from dalil.text.stem import INTERROGATIVES, analyze
from dalil.text.support import proper_names, titled_relative

MAX_SUBJECT_TITLES = 3
SUBJECT_UNRESOLVED = "subject_unresolved"  # a question that only points back, asked outside a conversation
# Folded words that point back at an earlier subject. "هو/هي" are left out: "من هو القديس …؟"
# uses them as a copula, not a reference.
_ANAPHORA = frozenset(
    "عنه عنها عنهم له لها لهم فيه فيها منه منها به بها اليه اليها ذلك تلك هؤلاء ايضا نفسه نفسها".split()
)


class Subject(BaseModel):
    """What a follow-up carries over from the previous turn: ids and titles, never text."""

    conversation_id: str
    chunk_ids: list[str] = Field(default_factory=list)  # cited by the previous turn
    titles: list[str] = Field(default_factory=list)  # of those chunks, from the stored records


def open_conversation(
    conversations: ConversationStore, conversation_id: str | None, new_conversation: bool, subject_turns: int = 0
) -> tuple[str | None, list[str]]:
    """(the conversation id to use, the chunk ids of the conversation's subject: those the last
    turn that cited any cited, when it is at most `subject_turns` turns back — a declined turn in
    between does not lose the subject; 0: only the previous turn).

    Raises `UnknownConversation` for a follow-up on an unknown or expired id and `InvalidRequest`
    when a new conversation asks for an id that is still live."""
    if new_conversation:
        if conversation_id is None:
            return uuid.uuid4().hex, []
        if conversations.last_cited(conversation_id) is not None:
            raise InvalidRequest(
                f"conversation {conversation_id!r} already exists; send it without new_conversation to continue it"
            )
        return conversation_id, []
    if conversation_id is None:
        return None, []
    cited = conversations.last_subject(conversation_id, subject_turns)
    if cited is None:
        raise UnknownConversation(
            f"لا توجد محادثة بهذا المعرّف أو انتهت صلاحيتها. / No conversation {conversation_id!r}: it was never "
            "started here or it has expired; start a new one (dalil ask --new-conversation)."
        )
    return conversation_id, cited


def hydrate_subject(chunks: ChunkStore, conversation_id: str, cited: Sequence[str]) -> Subject:
    """The stored records behind the previous turn's citations (re-ingested ids simply drop out)."""
    records = chunks.get_many(list(dict.fromkeys(cited))) if cited else {}
    titles = list(dict.fromkeys(records[c].title for c in cited if c in records and records[c].title.strip()))
    return Subject(conversation_id=conversation_id, chunk_ids=list(cited), titles=titles[:MAX_SUBJECT_TITLES])


def is_elliptic(question: str, settings: Settings) -> bool:
    """Does the question lean on an earlier subject? Not when it names someone itself; yes when it
    refers back (عنه، ذلك …, a kin of "his": `points_back_only`), opens with و/ف + a question word,
    or is very short."""
    if proper_names(question) or titled_relative(question):
        return False  # named, or told by his title and a clause ("من الملك الذي أرسل …"): no earlier subject leaned on
    words = tokens(question)
    if any(word in _ANAPHORA for word in words) or points_back_only(question):
        return True  # "حدثني عنه", "وأمه اسمها إيه؟": a pronoun for the earlier subject
    # A question that opens with و/ف glued to a question word continues the previous one.
    if words and words[0][:1] in GLUED_CONJUNCTIONS and words[0][1:] in INTERROGATIVES:
        return True
    return len(analyze(question)) <= settings.followup_max_terms


def points_back_only(question: str) -> bool:
    """Does the question ask a relation or an event of someone it only points back to ("وأمه اسمها
    إيه؟", "ما اسم أمه؟"): no name, no subject word, and a pronoun for the person (on the kin word, or
    an anaphor)? Asked outside a conversation there is no one to resolve it to: any record's "his
    mother" would be a guess at whom the reader means."""
    words = tokens(question)
    if words and words[0][:1] in GLUED_CONJUNCTIONS and len(words[0]) > 2:
        question = question.strip().lstrip(GLUED_CONJUNCTIONS)  # "وأمه …" continues: the ask is "أمه …"
    predicates = asked_predicates(question)
    slot = asked_slot(question)
    if not predicates and slot is None or proper_names(question) or subject_words(question, predicates, slot):
        return False
    if titled_relative(question):
        return False  # "القديسة اللي حلقت شعرها …، كان اسمها ايه": her pronoun is the described one's (ROLEPERSON78)
    # the asked part only: a pronoun in a relative clause points to its own head ("مين القديسين اللي
    # بنعيد لهم …"), and a person asked by role or deed is what is asked, not pointed back to
    folded = asked_part(question)
    if slot is not None and slot.kind == "person":
        return False
    kin_pronoun = any(
        word in predicate.cues and word.endswith(_POSSESSIVES) for predicate in predicates if predicate.kin for word in folded
    )
    return kin_pronoun or any(word in _ANAPHORA for word in folded)


_POSSESSIVES = THIRD_PERSON_PRONOUNS  # "أمه", "أبوها", "أولادهم": his, her, their


def retrieval_query(question: str, subject: Subject | None, settings: Settings) -> str:
    """The question, with the previous subject's titles when it is elliptic. Only the retrieval
    query changes: the model is still asked the question as the user wrote it."""
    if subject is None or not subject.titles or not is_elliptic(question, settings):
        return question
    known = set(fold(question).split())
    titles = [t for t in subject.titles if not set(fold(t).split()) <= known]
    return " ".join([question, *titles]) if titles else question
