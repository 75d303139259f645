"""A record of our own in the Synaxarium's style (the monk Apollo), cited as E1, and the validation failures of an
answer to a question about it: the shared ground of the courtesy, quotation-frame and rider tests of tests/unit/text."""

from __future__ import annotations

from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings

NAMES = frozenset({"أبللو", "بيجول"})
CHUNK = "syn:02-19#1/0"
TITLE = "نياحة القديس أبللو"
RECORD = (
    "في مثل هذا اليوم تنيح القديس أبللو رفيق الأنبا بيجول. "
    "وكان قد ترهب في جبل أتريب وأقام في مغارة صغيرة يصلي ليلا ونهارا. "
    "ولما كملت أيامه أسلم روحه بيد الرب ودفنه الرهبان بإكرام."
)


def failures(answer: str, question: str) -> list[str]:
    """The validation failures of `answer`, citing the record as E1, to `question`."""
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id=CHUNK, excerpt=RECORD, title=TITLE)], tokens=0)
    return validate_answer(payload, context, Settings(), known_names=NAMES, question=question).failures
