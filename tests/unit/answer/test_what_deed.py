"""What X told, bade or asked Y, and the name of X's brother by "شقيق" (WHATDEED75, issue 19): the deed an object
question asks is the telling one, not the deed told (answer/asked_reading.asked_verb_at), a Franco line said to one
is read with its لـ apart (answer/said_asked), and "شقيق" asks a brother as "أخ" does (answer/predicates).
Wording of my own on other records."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.asked_reading import asked_deed, asked_predicates
from dalil.answer.said_asked import SAYING_UNSTATED, asks_said, said_to


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        ("الملك أمر الجنود يعملوا ايه في الأسرى؟", "امر"),  # the bidding, not any deed of the soldiers
        ("الأمير طلب من الوالي ايه؟", "طلب"),  # past the one asked of: "من الوالي"
        ("التلميذ سأل المعلم يعمل ايه؟", "سال"),
        ("المجوس قدموا ايه للطفل؟", "قدموا"),  # the verb right before, as before
        ("الراجل قام وعمل ايه؟", None),  # his own deed: "what did he do" asks any deed
        ("حصل ايه في المدينة؟", None),
        ("الوالي اتولد في سنة ايه؟", "سنه"),  # a "which N" is no addressee: read as before
        ("اوشية المياه بتتقال من شهر ايه؟", "شهر"),  # "من شهر إيه" is which month, no one asked of
    ],
)
def test_the_deed_an_object_question_asks(question: str, deed: str | None) -> None:
    assert asked_deed(question) == deed


@pytest.mark.parametrize(
    ("question", "to"),
    [
        ("القائد قال ل الجنود يعمل ما", ("الجنود",)),  # Franco "2al lel gonood ye3melo eh" as searched
        ("الراعي قال ل الملك ما", ("الملك",)),
        ("القائد قال للجنود يعملوا ايه؟", ("الجنود", "لجنود")),  # both readings of "للـ" kept
    ],
)
def test_a_line_said_to_one_with_the_franco_to_apart(question: str, to: tuple[str, ...]) -> None:
    assert asks_said(question) and said_to(question) == to


@pytest.mark.parametrize(
    "question",
    [
        "ابن اخت الكاهن راح قال ل الامير اسمه ما",  # his name asked, not a line
        "النيروز كلمه معناها ما",  # a meaning, no one addressed
    ],
)
def test_a_closing_ma_with_no_addressee_apart_asks_no_line(question: str) -> None:
    assert not said_to(question)


def test_a_line_told_to_others_is_not_answered_by_a_sentence_that_tells_them_nothing() -> None:
    question = "القائد قال ل الجنود يعمل ما"
    assert answer_type_problem(question, "وكان الجنود يحرسون المدينة ليلا ونهارا [E1]") == SAYING_UNSTATED
    assert answer_type_problem(question, "فقال القائد للجنود: احرسوا الأبواب ولا تناموا [E1]") is None


@pytest.mark.parametrize(
    "question",
    ["ما اسم شقيق الشاعر؟", "اسم شقيقة الملكة ايه؟", "الشاعر شقيقه اسمه ايه؟", "ما اسم أخ الشاعر؟"],
)
def test_shaqiq_asks_a_sibling_as_akh_does(question: str) -> None:
    assert "siblings" in [p.name for p in asked_predicates(question)]


def test_a_brother_asked_is_not_answered_by_a_sentence_without_a_brother() -> None:
    question = "ما اسم شقيق الشاعر سليم؟"
    assert answer_type_problem(question, "واشتهر الشاعر سليم بلقب أمير الشعراء وكان يحب الصيد [E1]") is not None
    assert answer_type_problem(question, "وعاش الشاعر سليم مع شقيقه الأكبر حسان في القرية [E1]") is None
