"""COVER37: an epistle's writer asked as the one who says what is asked ("بولس قال ايه عن الرجاء",
"يعقوب الرسول بيقول ايه عن الصبر") is held by a chapter of his epistle, as a saint's record holds his name: the
chapter's title names its book, never its writer, and the letter's verses say "I", so the excerpt check counted
the writer's name against the very letter asked about. Only for a question that asks what he said, and
only his own letters (`bible_books.WRITERS`): his life is told by others (Acts), and another apostle's letter does
not hold his name. Cases written for the class, not copied from the fresh sets."""

from __future__ import annotations

import pytest
from support.evidence import evidence

from dalil.providers.extractive import ExtractiveProvider
from dalil.text.bible_books import BOOKS, WRITERS

_ROMANS = evidence(
    "E1",
    "svd:Rom.5/1",
    "رومية 5",
    (
        "ليس ذلك فقط، بل نفتخر أيضا في الضيقات، عالمين أن الضيق ينشئ صبرا، والصبر تزكية، والتزكية رجاء، "
        "والرجاء لا يخزي، لأن محبة الله قد انسكبت في قلوبنا بالروح القدس المعطى لنا."
    ),
)
_JAMES = evidence("E2", "svd:Jas.1/0", "يعقوب 1", "احسبوه كل فرح يا إخوتي حينما تقعون في تجارب متنوعة، عالمين أن امتحان إيمانكم ينشئ صبرا.")
_ACTS = evidence(
    "E3",
    "svd:Act.22/0",
    "أعمال الرسل 22",
    "أنا رجل يهودي ولدت في طرسوس كيليكية، ولكن ربيت في هذه المدينة مؤدبا عند رجلي غمالائيل.",
)


def test_the_writers_table_names_only_books_of_the_corpus() -> None:
    assert set(WRITERS) <= set(BOOKS)
    assert WRITERS["Rom"] == WRITERS["Heb"] and "Act" not in WRITERS and "Psa" not in WRITERS


@pytest.mark.parametrize(
    ("question", "cited"),
    [
        ("بولس قال ايه عن الرجاء والصبر؟", "E1"),
        ("بولس الرسول قال ما عن الرجاء والصبر", "E1"),  # as the search reads it
        ("يعقوب الرسول بيقول ايه عن التجارب والصبر؟", "E2"),
    ],
)
def test_what_the_writer_said_is_answered_from_his_letter(question: str, cited: str) -> None:
    answer = ExtractiveProvider().answer(question, [_ROMANS, _JAMES, _ACTS])
    assert answer.status == "answered", answer
    assert answer.cited_ids == [cited]


@pytest.mark.parametrize(
    "question",
    [
        "بطرس قال ايه عن الرجاء والصبر؟",  # not the writer of Romans or James
        "بولس قال ايه عن الصوم والصلاة؟",  # a topic his letter here never names
        "بولس عمل ايه في الضيقات والصبر؟",  # no saying asked: his deeds are told by others
    ],
)
def test_another_speaker_an_absent_topic_or_a_deed_still_declines(question: str) -> None:
    assert ExtractiveProvider().answer(question, [_ROMANS, _JAMES, _ACTS]).status == "insufficient_evidence"


def test_the_validators_read_the_writer_as_named_by_his_letter_only_when_his_saying_is_asked() -> None:
    from dalil.answer.answer_type import person_problem
    from dalil.answer.premise import premise_problem

    names = frozenset({"بولس", "بطرس", "يعقوب"})
    answer = f"{_ROMANS.excerpt} [E1]"
    assert premise_problem("بولس قال ايه عن الرجاء والصبر؟", answer, [_ROMANS], known_names=names) is None
    assert premise_problem("بطرس قال ايه عن الرجاء والصبر؟", answer, [_ROMANS], known_names=names) is not None
    assert person_problem("القديس بولس قال ايه عن الرجاء والصبر؟", [_ROMANS]) is None
    assert person_problem("بحسب القديس بولس ما هو الرجاء والصبر", [_ROMANS]) is None
    assert person_problem("القديس بطرس قال ايه عن الرجاء والصبر؟", [_ROMANS]) is not None
    assert person_problem("القديس بولس اتولد فين؟", [_ROMANS]) is not None  # no saying asked
