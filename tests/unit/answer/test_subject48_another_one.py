"""The answer is about the one asked (issue 19, SUBJECT48): what SUBJECT47's check left in its class.

- kin by marriage no kin table held (حماة، حما، نسيب، صهر، سلفة، كنة): a name asked of an in-law is answered only by a
  sentence that names that in-law, never by the possessor's own mention ("وكانت حماة فلان مريضة");
- an origin asked of one of two the question names ("منين", "من أين"): the place the sentence gives the other one
  ("X … من مدينة Y وZ امرأته") is not the one asked's;
- a word a vocalised sentence writes with a tanwin is indefinite, no kin's name ("مُضْطَجِعَةً").
Each with its answerable twin. Wording and sentences of my own, not from any fixture."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_predicates, asked_slot, read_question
from dalil.answer.asked_stated import ASKED_NOT_STATED, asked_problem, indefinite_words, origin_of_another, states_asked


@pytest.mark.parametrize(
    ("question", "kin"),
    [
        ("ما اسم حماة القديس تادرس؟", "parent_in_law"),
        ("حما الأمير بقطر كان اسمه ايه", "parent_in_law"),
        ("مين حمو الوالي أريانوس؟", "parent_in_law"),
        ("نسيب الأنبا بيشوي اسمه ايه؟", "in_law"),
        ("ما اسم صهر الملك قسطنطين؟", "in_law"),
        ("سلفة القديسة رفقة كان اسمها ايه", "in_law"),
        ("ما اسم كنة الكاهن يوحنا؟", "in_law"),
    ],
)
def test_an_in_law_is_a_kin_asked_by_name(question: str, kin: str) -> None:
    assert [(p.name, p.by_name) for p in asked_predicates(question)] == [(kin, True)]


@pytest.mark.parametrize(
    ("question", "named", "unnamed"),
    [
        ("ما اسم حماة القديس تادرس؟", "وكانت حماة القديس تادرس تدعى صوفيا وكانت تقية.",
         "وكانت حماة القديس تادرس مريضة في بيتها."),
        ("حما الأمير بقطر كان اسمه ايه", "وكان حما الأمير بقطر يدعى يسطس وكان غنيا.",
         "فغضب حما الأمير بقطر جدا على الوالي."),
        ("نسيب الأنبا بيشوي اسمه ايه؟", "وكان للأنبا بيشوي نسيب اسمه يوحنا من البلدة.",
         "وجاء إلى الأنبا بيشوي نسيبه من البلدة ومعه هدايا كثيرة."),
        ("سلفة القديسة رفقة كان اسمها ايه", "وكانت للقديسة رفقة سلفة اسمها مرثا تخدم معها.",
         "وكانت سلفة القديسة رفقة في بيت واحد معها."),
    ],
)
def test_an_in_law_is_answered_only_by_her_name(question: str, named: str, unnamed: str) -> None:
    assert states_asked(question, named)
    assert not states_asked(question, unnamed)
    assert asked_problem(question, [unnamed]) is not None
    assert asked_problem(question, [named]) is None


def test_a_word_with_a_tanwin_names_no_kin() -> None:
    question = "ما اسم حماة الصياد يونان؟"
    unnamed = "وَكَانَتْ حَمَاةُ الصَّيَّادِ يُونَانَ مُلْقَاةً مَرِيضَةً، فَلِلْوَقْتِ دَعَوْهُ إِلَيْهَا."
    assert indefinite_words(unnamed) >= {"ملقاه", "مريضه"}
    assert not states_asked(question, unnamed)
    assert states_asked(question, "وَكَانَتْ حَمَاةُ الصَّيَّادِ يُونَانَ تُدْعَى سُوسَنَّةَ.")


def test_a_name_before_a_kin_said_to_its_possessor_names_the_kin() -> None:
    question = "ما اسم نسيبة مريم التي ولدت ابنا في شيخوختها؟"
    assert states_asked(question, "فقال لها الملاك يا مريم هوذا أليصابات نسيبتك قد ولدت في شيخوختها.")
    assert not states_asked(question, "فقال لها الملاك يا مريم هوذا نسيبتك قد ولدت في شيخوختها.")


@pytest.mark.parametrize(
    "question", ["ترتلا مرات فيلمون كانت منين؟", "فيلمون كان منين", "ومنين جه الأنبا صرابامون؟"]
)
def test_whence_is_read_from_where(question: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and (slot.kind, slot.preposition) == ("place", "من")
    assert "منين" not in read_question(question).asked


TWO = "وكان في المدينة تاجر اسمه فيلمون من بلدة طوة، وترتلا امرأته، وكانا يخدمان الفقراء."


@pytest.mark.parametrize(
    ("question", "another"),
    [
        ("ترتلا مرات فيلمون كانت منين؟", True),  # his town, her a conjunct after him
        ("من أين كانت ترتلا زوجة فيلمون؟", True),
        ("ترتلا اللي كانت مع فيلمون أصلها من أي بلد؟", True),
        ("فيلمون جوز ترتلا كان منين؟", False),  # the one the place follows
        ("فيلمون كان منين", False),  # one named only
        ("ترتلا مرات فيلمون كانت بتعمل ايه؟", False),  # no origin asked
    ],
)
def test_an_origin_given_of_the_other_of_two_named(question: str, another: bool) -> None:
    assert origin_of_another(question, TWO, asked_slot(question)) is another
    if another:
        assert not states_asked(question, TWO)
        assert (asked_problem(question, [TWO]) or "").startswith(ASKED_NOT_STATED)


def test_her_own_origin_after_her_conjunct_answers() -> None:
    question = "ترتلا مرات فيلمون كانت منين؟"
    own = "وكان في المدينة تاجر اسمه فيلمون، وترتلا امرأته من بلدة شبرا، وكانا يخدمان الفقراء."
    assert not origin_of_another(question, own, asked_slot(question))
