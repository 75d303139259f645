"""RISKS57 item 2: a kin's trade told in a clause after a comma ("وكانت والدته، وكانت تعمل معلمة") is the kin's. On main
(1017beb2) AGENT56's `_trade_of_another` cut the sentence at every comma and read the trade as nobody's; a bare "امرأة"
("a woman") was read as a wife. A clause that names another doer, or a verb of the other gender, is not the kin's."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import _trade_of_another, states_asked

MOTHER = "والدة القديس كانت بتشتغل ايه؟"
FATHER = "ابو القديس كان شغلته ايه"


@pytest.mark.parametrize(
    "sentence",
    [
        "وكانت والدته، وكانت تعمل معلمة",
        "وكانت والدته، وهي امرأة تقية، تعمل بائعة أرجوان",
        "ولد القديس من أم تقية اسمها مريم، وكانت تعمل معلمة للفقراء",
        "وكانت والدته مريم امرأة فاضلة، وكانت تعمل بياعة",
    ],
)
def test_a_trade_after_a_comma_goes_on_with_the_mother(sentence: str) -> None:
    assert not _trade_of_another(MOTHER, sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "وكانت والدته امرأة فاضلة، فعمل ابنها خياطا",  # another doer named
        "وكانت والدته امرأة فاضلة، فعمل تامر خياطا",
        "وكانت والدته امرأة فاضلة، وكان يعمل نجارا",  # a masculine verb: the son's
        "وكانت والدته امرأة فاضلة. وكانت تعمل معلمة",  # another sentence
        "وكانت والدته امرأة فاضلة؛ وكانت تعمل معلمة",  # the Arabic semicolon ends it too (CLAUSE_MARKS)
        "وكانت والدته امرأة فاضلة، وكان والده يعمل نجارا، وكانت تعمل معلمة",
        "وكانت والدته امرأة فاضلة، وتزوج مريم، وكانت تعمل معلمة",  # a clause of another subject between
    ],
)
def test_a_trade_of_another_doer_is_not_the_mothers(sentence: str) -> None:
    assert _trade_of_another(MOTHER, sentence)


def test_the_father_by_agreement() -> None:
    assert not _trade_of_another(FATHER, "وكان أبوه رجلا تقيا، وكان يعمل نجارا")
    assert _trade_of_another(FATHER, "وكان أبوه رجلا تقيا، وكانت تعمل معلمة")
    assert _trade_of_another(FATHER, "وكانت أمه تقية، وكان يعمل نجارا")


@pytest.mark.parametrize("sentence", ["", "،،،", "x" * 5000, "Mother, she worked as a teacher", "، وكانت تعمل معلمة"])
def test_bad_input_names_no_kins_trade(sentence: str) -> None:
    assert _trade_of_another(MOTHER, sentence)


def test_the_feminine_kin_of_the_apposed_name_reading_is_untouched() -> None:
    # fq20-091: "اختفت زوجة المعلم …" names no wife; the first draft shadowed that reading's _FEMININE_KIN
    question = "ما اسم زوجة المعلم إبراهيم الجوهري؟"
    sentence = "وبسبب هذه الأحوال اختفت زوجة المعلم إبراهيم الجوهري في بيت أحد المسلمين"
    assert not states_asked(question, sentence, ["نياحة المعلم إبراهيم الجوهري"])
