"""CLAIMFAITH76: `validate_answer` reads a quotation (or an unquoted claim) alone behind a frame of the writer's own words
around the cited record's name, or behind a yes and a source frame; the same frames over a bent sentence, naming another
record or a speaker of the record, are still refused."""

from __future__ import annotations

import pytest

from dalil.answer.validate import validate_answer
from dalil.models import ContextPack, Evidence
from dalil.settings import Settings

SYN = "في مثل هذا اليوم تنيحت القديسة الكسندرة الملكة ، زوجة الملك دقلديانوس. وكانت محبة للفقراء والمساكين كثيرا."
SAINT = ("syn:08-15#1/0", "نياحة القديسة الكسندرة الملكة", {"coptic_month": 8, "coptic_day": 15, "library": "synaxarium"})
QUOTE = "«وكانت محبة للفقراء والمساكين كثيرا»"


def _validate(answer: str):
    chunk_id, title, metadata = SAINT
    context = ContextPack(
        evidence=[Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt=SYN, title=title)], tokens=40,
        chunk_metadata={chunk_id: metadata},
    )
    payload = {"status": "answered", "answer": answer, "cited_ids": ["E1"]}
    return validate_answer(payload, context, Settings(), known_names=frozenset({"دقلديانوس"}), question="إيه اللي يعرف عن الكسندرة؟")


@pytest.mark.parametrize(
    "answer",
    [
        f"تطالعنا في سنكسار يوم 15 برمودة هذه السطور: {QUOTE} [E1].",
        f"بيحكيلنا سنكسار 15 برمودة الحتة دي بالمظبوط: {QUOTE} [E1].",
        f"Shoof ya basha, سنكسار يوم 15 برمودة feeh el sa6r da: {QUOTE} [E1].",
        f"أيوه فعلا، والنص بيقول: {QUOTE} [E1].",
        "كما يرد في سنكسار يوم 15 برمودة، وكانت محبة للفقراء والمساكين كثيرا [E1].",
    ],
)
def test_a_faithful_quotation_behind_a_writers_frame_passes(answer: str) -> None:
    result = _validate(answer)
    assert result.ok, result.details


@pytest.mark.parametrize(
    "answer",
    [
        "تطالعنا في سنكسار يوم 15 برمودة هذه السطور: «وكانت محبة للأغنياء والمساكين كثيرا» [E1].",  # the quotation bent
        f"تطالعنا في سنكسار يوم 20 برمودة هذه السطور: {QUOTE} [E1].",  # another day
        f"قال الملك دقلديانوس في سنكسار يوم 15 برمودة: {QUOTE} [E1].",  # a speaker of the record
        "كما يرد في سنكسار يوم 15 برمودة، وكانت محبة للفقراء والمساكين قليلا [E1].",  # the unquoted claim bent
        "بسبب غناها الكبير، وكانت محبة للفقراء والمساكين كثيرا [E1].",  # a cause of the writer's, no record named
    ],
)
def test_the_same_frames_over_a_bent_quotation_or_another_record_are_refused(answer: str) -> None:
    assert not _validate(answer).ok
