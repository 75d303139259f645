"""answer/reason_owner.py: whose deed a reason word gives the reason of (DEEDSTATED77)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.name_asked import gives_name
from dalil.answer.reason_owner import reason_of_a_name, reason_of_another_deed
from dalil.text.normalize import fold

CALENDAR = "يسمى هذا التقويم في أغلب الدول العربية بالتقويم الميلادي لأن عد السنين فيه يبدأ من سنة ميلاد المسيح."
KAABA = (
    "يعتقد المسلمون أن من بنى الكعبة أول مرة هم الملائكة قبل آدم، ومن مسمياتها أيضا البيت الحرام، "
    "وسميت بذلك لأن الله حرم القتال بها."
)
ENVOY = "عينت سفيرة للنوايا الحسنة في شمال أفريقيا لأنها ستساعد اللاجئين."


def _at(text: str, word: str) -> tuple[list[str], int]:
    words = fold(text).split()
    return words, words.index(fold(word))


@pytest.mark.parametrize(
    ("text", "word"),
    [("يسمى هذا التقويم", "يسمى"), ("وسميت بذلك", "وسميت"), ("مسميا إياه بنهر مايو", "مسميا"),
     ("وهو يعرف بمرقس البهجوري", "يعرف"), ("الملقب بالآمين", "الملقب")],
)
def test_a_naming_gives_a_name(text: str, word: str) -> None:
    words, i = _at(text, word)
    assert gives_name(words, i)


@pytest.mark.parametrize(("text", "word"), [("يعرف الحق", "يعرف"), ("سمع الصوت", "سمع"), ("بنى الكعبة", "بنى")])
def test_other_verbs_give_no_name(text: str, word: str) -> None:
    words, i = _at(text, word)
    assert not gives_name(words, i)


def test_a_reason_after_a_naming_is_the_names() -> None:
    words, marker = _at(CALENDAR, "لأن")
    assert reason_of_a_name(words, marker, fold("ليه الدول العربية لغت التقويم الميلادي").split(), ["لغت"])


def test_a_why_of_the_naming_keeps_its_reason() -> None:
    words, marker = _at(CALENDAR, "لأن")
    assert not reason_of_a_name(words, marker, fold("لماذا يسمى التقويم الميلادي بهذا الاسم").split(), ["يسمى"])


def test_the_asked_deed_said_after_the_naming_keeps_the_reason() -> None:
    words, marker = _at("وسمي الموضع باسمه ثم بنوا الكنيسة لأن الملك أمر بذلك", "لأن")
    assert not reason_of_a_name(words, marker, fold("ليه بنوا الكنيسة").split(), ["بنوا"])


def test_a_because_headed_by_another_deed_is_its_own() -> None:
    words, marker = _at(ENVOY, "لأنها")
    assert reason_of_another_deed(words, marker, fold("لماذا انقرضت الأسود في شمال أفريقيا").split())
    words, marker = _at("تم تعيينها سفيرة في شمال أفريقيا لأنها تحب الأطفال", "لأنها")
    assert reason_of_another_deed(words, marker, fold("لماذا انقرضت الأسود في شمال أفريقيا").split())


def test_a_because_headed_by_the_asked_verb_is_the_asked_deeds() -> None:
    words, marker = _at("انقرضت الأسود في شمال أفريقيا بسبب الصيد", "بسبب")
    assert not reason_of_another_deed(words, marker, fold("لماذا انقرضت الأسود في شمال أفريقيا").split())


def test_a_because_opening_its_clause_is_not_read_as_another_deeds() -> None:
    text = "فصعد يوسف من الجليل إلى مدينة داود التي تدعى بيت لحم، لكونه من بيت داود"
    words = fold(text).split()
    marker = words.index("لكونه")
    starts = {0, marker}
    assert not reason_of_another_deed(words, marker, fold("ليه يوسف طلع من الجليل لبيت لحم").split(), starts)
    assert not reason_of_a_name(words, marker, fold("ليه يوسف طلع من الجليل لبيت لحم").split(), ["طلع"], starts)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("ليه الدول العربية لغت التقويم الميلادي؟", CALENDAR),  # the naming's reason, no abolishing
        ("ليه الملايكة بنوا الكعبة قبل آدم؟", KAABA),  # the building said, the reason the naming's
        ("لماذا انقرضت الأسود في شمال أفريقيا؟", ENVOY),  # the regions named beside an appointment's reason
    ],
)
def test_a_why_answered_by_another_deeds_reason_declines(question: str, answer: str) -> None:
    assert answer_type_problem(question, answer) == "answer_type_mismatch: wanted reason"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("لماذا يسمى التقويم الميلادي بهذا الاسم؟", CALENDAR),
        ("لماذا سميت الكعبة البيت الحرام؟", KAABA),
        ("لماذا انقرضت الأسود في شمال أفريقيا؟", "انقرضت الأسود في شمال أفريقيا بسبب الصيد الجائر."),
        ("ليه يوسف طلع من الجليل لبيت لحم؟", "فصعد يوسف أيضا من الجليل إلى مدينة داود التي تدعى بيت لحم، لكونه من بيت داود وعشيرته،"),
    ],
)
def test_a_why_answered_by_its_deeds_reason_stands(question: str, answer: str) -> None:
    assert answer_type_problem(question, answer) is None


def test_a_why_of_a_calling_keeps_the_names_reason() -> None:
    # "بيقولوا على X Y" calls X by a name: the naming's reason answers it (fq55-048)
    question = "ليه بيقولوا على الكعبه البيت الحرام؟"
    assert answer_type_problem(question, KAABA) is None
    words, marker = _at(KAABA, "لأن")
    assert not reason_of_a_name(words, marker, fold(question).split(), ["بيقولوا"])


# AGENT86: a why of a naming is answered only by an answer that says the name (or the naming pointing back at it)
_RULE = "خلال حكم الأمير، نهض بالجبل، مما جعل من الجبل قلعة، إلا أن حالتها لم تستمر بسبب ضعف خلفائه."


@pytest.mark.parametrize(
    "question",
    [
        "ليه الأمير اتقال عليه أسد الجبل؟",
        "لماذا لقب الأمير بأسد الجبل؟",
        "ليه الناس سموه حامي الثغور؟",  # the name after the verb's pronoun
    ],
)
def test_a_why_of_a_naming_without_the_name_declines(question: str) -> None:
    assert answer_type_problem(question, _RULE) == "answer_type_mismatch: wanted reason"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("ليه الأمير اتقال عليه أسد الجبل؟", "ولقب بأسد الجبل لأنه دافع عنه."),
        ("لماذا لقب الأمير بأسد الجبل؟", "وعرف الأمير بأسد الجبل لأنه دافع عنه."),
        ("ليه الناس سموه حامي الثغور؟", "وكان الناس يدعونه حامي الثغور لأنه حصنها."),
        ("لماذا لقب الأمير بأسد الجبل؟", "ولقب بذلك لأنه دافع عن الجبل."),  # the naming points back at it
    ],
)
def test_a_why_of_a_naming_with_the_name_stands(question: str, answer: str) -> None:
    assert answer_type_problem(question, answer) is None


def test_a_relatives_naming_asks_no_name() -> None:
    # "اللي اسمه": a description of the one asked, whose deed's reason is asked
    assert answer_type_problem("ليه الراجل اللي اسمه يوحنا هرب؟", "هرب يوحنا لأنه خاف من الوالي.") is None


def test_a_calling_reads_no_glued_b_as_the_name() -> None:
    # "بتاع الفيوم" is the subject's epithet; the name's head is read after على's subject (a dev right answer, fq43-009)
    question = "ليه الناس كانت بتقول على الراهب بتاع الدير أبو المساكين؟"
    assert answer_type_problem(question, "حتى أطلق عليه لقب أب الفقراء والمساكين لأنه أطعمهم.") is None
