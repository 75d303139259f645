"""FRAME40: an attribution frame inside an answer ("…، ويضيف المصدر: …", "إذ يذكر النص أن …", "المصدر بيقول
إن …") asserts nothing: the sentences on either side of it are two claims, each checked against the evidence
the sentence cites. A short answer head before such a frame ("**412** — إذ يذكر النص أن …", "الإجابة: شيهيت.
المصدر بيقول إن …") is a claim too: it must be stated by the sentence it introduces, not by a neighbouring
sentence of the same chunk. My own wording, no probe's sentence; each faithful case has a bent twin.
"""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import ANSWER_TYPE_MISMATCH, answer_type_problem
from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.support import answer_head, answer_sentences

NAMES = frozenset({"بيشوي", "مقاريوس", "أنصنا", "انصنا"})
S1 = "في مثل هذا اليوم من سنة 412 م تنيح القديس بيشوي تلميذ الأنبا مقاريوس في برية شيهيت"
S2 = "وكان قد نسك في الجبل سنين كثيرة وصنع آيات عظيمة"
S3 = "ولما مرض جمع الرهبان وأوصاهم بحفظ الوصايا"
S4 = "وبعد أربعين سنة نقل جسده إلى مدينة أنصنا"
S5 = "فقال لهم احفظوا الوصايا ولا تهملوا الصلاة"
RECORD = f"{S1}. {S2}. {S3}: {S5}. {S4}."


def _failures(answer: str, settings: Settings | None = None) -> list[str]:
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:08-03#1/0", excerpt=RECORD)], tokens=0)
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    return [failure.code for failure in validate_answer(payload, context, settings or Settings(), known_names=NAMES).failed]


# Two facts of the cited record joined by a frame that only says where they are written.
JOINS = [
    f"{S1}، ويضيف المصدر: {S2} [E1].",
    f"{S2}، ويذكر النص أيضا أن {S3} [E1].",
    f"{S1}، والمصدر بيقول كمان إن {S2} [E1].",
    f"{S2}، وكما يقول النص: {S3} [E1].",
    f"{S2}، وحسب النص، {S3} [E1].",
    f"{S1}، كما يذكر أن {S2} [E1].",
    f"{S2}، وبيضيف النص: {S3} [E1].",
    f"{S1} — ويذكر المصدر كذلك: {S2} [E1].",
    f"{S2}، وكمان بيقول: {S3} [E1].",
    f"{S1}، ويضيف المصدر: {S2}، ويذكر النص أيضا أن {S3} [E1].",
    f"{S1}، ويضيف المصدر: {S2}. [E1]",
]


@pytest.mark.parametrize("answer", JOINS)
def test_two_cited_facts_joined_by_an_attribution_frame_are_published(answer: str) -> None:
    assert _failures(answer) == []


def test_each_side_of_the_frame_is_a_sentence_with_the_citation() -> None:
    sentences = answer_sentences(f"{S1}، ويضيف المصدر: {S2} [E1].")
    assert [s.text.strip(" .") for s in sentences] == [S1, S2]
    assert all(s.ids == ("E1",) for s in sentences)


# The same frames carrying what the record does not say: a changed fact after the frame, a relation
# (order, cause) the record never draws between the two facts, or a speaker the frame is not.
BENT_JOINS = [
    f"{S1}، ويضيف المصدر: وكان قد نسك في الجبل أربعين سنة وصنع آيات عظيمة [E1].",  # a number changed
    f"{S3}، ويذكر النص أيضا أن {S4.replace('أنصنا', 'الإسكندرية')} [E1].",  # a place changed
    f"{S3}، ويضيف المصدر: ثم {S2} [E1].",  # an order invented
    f"{S3}، ويضيف المصدر أنه بعد ذلك {S2} [E1].",
    f"{S2}، ويذكر النص أن السبب إن {S3} [E1].",  # a cause invented
    f"{S2}، والمصدر بيقول إن ده علشان {S3} [E1].",
    f"{S2}، ويذكر النص كذلك: لذلك {S3} [E1].",
    f"{S2}، ويضيف القديس: {S3} [E1].",  # a person, not the source: not a frame
    f"{S5}، وكمان بيقول: {S2} [E1].",  # no subject after a saying: the speaker's words, which these are not
    f"وأوصاهم قائلين: احفظوا الوصايا، كما يذكر أن {S2} [E1].",
    f"{S2}، ويضيف المصدر: وكان يكتب الكتب بيده [E1].",  # a fact of no cited evidence
    f"{S2}، ويذكر النص أيضا أنه لم يمرض [E1].",  # a negation of the record
]


@pytest.mark.parametrize("answer", BENT_JOINS)
def test_a_frame_does_not_carry_a_bent_fact_or_an_invented_relation(answer: str) -> None:
    assert _failures(answer) != []


# A short answer head (a number, a place, a name; bold, "الإجابة:", a dash) then the frame and the sentence
# stating it; its twin gives the neighbouring detail: another number or place of the same record, not
# in the sentence the head introduces.
HEADS = [
    ("**{h}** — إذ يذكر النص أن {s} [E1].", "412", "أربعين"),
    ("الإجابة: {h}. المصدر بيقول إن {s} [E1].", "شيهيت", "أنصنا"),
    ("{h}، وده لأن المصدر بيقول إن {s} [E1].", "برية شيهيت", "مدينة أنصنا"),
    ("{h} — according to the source, {s} [E1].", "412", "40"),
    ("el egaba: {h}. el masdar by2ol: {s} [E1].", "412", "40"),
    ("**{h}** – كما يقول النص: {s} [E1].", "الأنبا مقاريوس", "الجبل"),
    ("{h}، لأن النص يذكر أن {s} [E1].", "سنة 412", "سنة 40"),
    ("**الإجابة:** {h}\nالمصدر يذكر أن {s} [E1].", "برية شيهيت", "الرهبان"),
]


@pytest.mark.parametrize(("frame", "head", "neighbour"), HEADS)
def test_an_answer_head_the_sentence_states_is_published(frame: str, head: str, neighbour: str) -> None:
    assert _failures(frame.format(h=head, s=S1)) == []


@pytest.mark.parametrize(("frame", "head", "neighbour"), HEADS)
def test_an_answer_head_from_a_neighbouring_sentence_is_refused(frame: str, head: str, neighbour: str) -> None:
    assert _failures(frame.format(h=neighbour, s=S1)) != []
    # Not by the uncited-claim rule alone: a one-word head is refused when one word is no claim, too.
    assert _failures(frame.format(h=neighbour, s=S1), Settings(claim_min_terms=3)) != []


def test_a_head_that_is_only_a_yes_or_no_is_left_to_the_other_checks() -> None:
    assert _failures(f"لا — إذ يذكر النص أن {S1} [E1].") != []


def test_a_sentence_of_the_record_that_writes_a_frame_word_is_unchanged() -> None:
    record = "وقال الأب لتلاميذه: كما يقول الكتاب، اسهروا وصلوا. ثم رقد بسلام."
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:08-03#1/0", excerpt=record)], tokens=0)
    payload = AnswerPayload(status="answered", answer="وقال الأب لتلاميذه: كما يقول الكتاب، اسهروا وصلوا [E1].", cited_ids=["E1"])
    assert validate_answer(payload, context, Settings(), known_names=NAMES).failed == []


# The head is the detail the answer gives for what is asked: its kind is the question's (answer/answer_type.py).
KINDS = [
    ("في أي سنة تنيح القديس بيشوي؟", "**412** — إذ يذكر النص أن {s} [E1].", "**شيهيت** — إذ يذكر النص أن {s} [E1]."),
    ("في سنة كام تنيح القديس بيشوي؟", "الإجابة: 412. المصدر بيقول إن {s} [E1].", "الإجابة: مقاريوس. المصدر بيقول إن {s} [E1]."),
    ("فين تنيح الأنبا بيشوي؟", "برية شيهيت، وده لأن المصدر بيقول إن {s} [E1].", "412، وده لأن المصدر بيقول إن {s} [E1]."),
]


@pytest.mark.parametrize(("question", "right", "other"), KINDS)
def test_the_head_is_of_the_kind_asked(question: str, right: str, other: str) -> None:
    assert answer_head(right.format(s=S1)) is not None and answer_head(other.format(s=S1)) is not None
    problem = answer_type_problem(question, other.format(s=S1))
    assert problem is not None and problem.startswith(ANSWER_TYPE_MISMATCH)
    assert not (answer_type_problem(question, right.format(s=S1)) or "").startswith(ANSWER_TYPE_MISMATCH)
