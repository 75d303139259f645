"""CLAIMUSE72: a faithful answer in frame words of its own is validated as the record's sentence it cites — an
"according to" lead-in naming the cited record, "in other words", a greeting, a yes's evidence frame — and the same
frames over a bent sentence, or naming another record, are still refused."""

from __future__ import annotations

import pytest

from dalil.answer.validate import validate_answer
from dalil.models import ContextPack, Evidence
from dalil.settings import Settings

EPH = "وأما أنتم فلم تتعلموا المسيح هكذا. إن كنتم قد سمعتموه وعلمتم فيه كما هو حق في يسوع."
SYN = "في مثل هذا اليوم تنيحت القديسة الكسندرة الملكة ، زوجة الملك دقلديانوس. وكانت محبة للفقراء."


def _validate(answer: str, excerpt: str, chunk_id: str, title: str, metadata: dict[str, object]):
    context = ContextPack(
        evidence=[Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt=excerpt, title=title)], tokens=40,
        chunk_metadata={chunk_id: metadata},
    )
    payload = {"status": "answered", "answer": answer, "cited_ids": ["E1"]}
    return validate_answer(payload, context, Settings(), known_names=frozenset())


BIBLE = (EPH, "svd:Eph.4/3", "أفسس 4", {"book": "Eph", "chapter": 4, "library": "bible"})
SAINT = (SYN, "syn:08-15#1/0", "نياحة القديسة الكسندرة الملكة", {"coptic_month": 8, "coptic_day": 15, "library": "synaxarium"})


@pytest.mark.parametrize(
    ("answer", "record"),
    [
        ("طبقا لما ورد في رسالة أفسس في أصحاحها 4، وأما أنتم فلم تتعلموا المسيح هكذا [E1].", BIBLE),
        ("Bena2an 3ala رسالة أفسس في أصحاحها 4, وأما أنتم فلم تتعلموا المسيح هكذا [E1].", BIBLE),
        ("جاء في رسالة أفسس في أصحاحها 4 ما نصه: «وأما أنتم فلم تتعلموا المسيح هكذا» [E1].", BIBLE),
        ("أي بعبارة أخرى، وأما أنتم فلم تتعلموا المسيح هكذا [E1].", BIBLE),
        ("بالرجوع إلى سنكسار 15 برمودة، في مثل هذا اليوم تنيحت القديسة الكسندرة الملكة ، زوجة الملك دقلديانوس [E1].", SAINT),
        ("منور يا غالي، اقرا معايا: «وكانت محبة للفقراء» [E1].", SAINT),
        ("Ahlan w sahlan, 5od el egaba: «وكانت محبة للفقراء» [E1].", SAINT),
    ],
)
def test_a_faithful_sentence_in_its_frame_passes(answer: str, record: tuple) -> None:
    result = validate_answer_of(answer, record)
    assert result.ok, result.details


@pytest.mark.parametrize(
    ("answer", "record"),
    [
        # the claim bent behind the same frames
        ("طبقا لما ورد في رسالة أفسس في أصحاحها 4، وأما أنتم فقد تعلمتم المسيح هكذا [E1].", BIBLE),
        ("أي بعبارة أخرى، وأما أنتم فلم تتعلموا الناموس هكذا [E1].", BIBLE),
        ("منور يا غالي، اقرا معايا: «وكانت محبة للأغنياء» [E1].", SAINT),
        # the frame names another record: the sentence is checked with it, and its chapter or day is foreign
        ("طبقا لما ورد في رسالة أفسس في أصحاحها 5، وأما أنتم فلم تتعلموا المسيح هكذا [E1].", BIBLE),
        ("بالرجوع إلى سنكسار 16 برمودة، في مثل هذا اليوم تنيحت القديسة الكسندرة الملكة ، زوجة الملك دقلديانوس [E1].", SAINT),
    ],
)
def test_the_same_frames_over_a_bent_sentence_or_another_record_are_refused(answer: str, record: tuple) -> None:
    assert not validate_answer_of(answer, record).ok


def validate_answer_of(answer: str, record: tuple):
    return _validate(answer, *record)
