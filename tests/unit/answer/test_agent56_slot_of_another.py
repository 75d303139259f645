"""AGENT56 (wave s30, issue 19): the asked slot stated of another person. A trade asked of a kin of the one named
is the kin's only where the kin's clause names it (the son's jobs are not his mother's; the father's trade is not
the mother's); "who taught X" is not answered by X's own learning (form V) without its source, by a form IV
"informed", nor by a knowing "علم بما / علم أن". Wording of my own, not the fixtures'."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import asked_problem, states_asked
from dalil.text import franco
from dalil.text.vocabulary import bundled_vocabulary

_MOTHER_JOB = "والدة المطرب سامي كانت بتشتغل إيه؟"
_SON_JOBS = "والد سامي مطرب معروف ووالدته من حلب، وعاش سامي مع أمه، فعمل سامي في شبابه كعامل بناء وخبازا في الحي."


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        (_MOTHER_JOB, _SON_JOBS, False),  # his jobs, in his clause: none of hers
        (_MOTHER_JOB, "وكانت والدة سامي خادمة في الحي، وعمل سامي خبازا.", True),
        ("أم القديس مرقوريوس كانت شغلتها إيه؟", "وكان والده جنديا في جيش الملك وأمه تقية.", False),  # the father's
        ("أبو القديس مرقوريوس كان بيشتغل إيه؟", "وكان والده جنديا في جيش الملك وأمه تقية.", True),
        ("والد القديس مرقوريوس كانت شغلته إيه؟", "وكان والد مرقوريوس جنديا في جيش الملك.", True),
        ("القديس مرقوريوس كان بيشتغل إيه؟", "وكان مرقوريوس جنديا في جيش الملك.", True),  # no kin asked
    ],
)
def test_a_trade_asked_of_a_kin_is_named_in_the_kins_clause(question: str, sentence: str, stated: bool) -> None:
    assert states_asked(question, sentence) is stated
    assert (asked_problem(question, [sentence]) is None) is stated


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        # he learned; no teacher named
        ("مين اللي علّم القديس بولس الخياطة؟", "وتعلم بولس الخياطة مع أخيه يوحنا في أنطاكية.", False),
        # he learned it at someone's hand: the teacher is named
        ("مين اللي علّم القديس بولس الخياطة؟", "وتعلم بولس الخياطة على يد الشيخ يوحنا في أنطاكية.", True),
        # they informed the governor of him: no one taught him
        ("مين اللي علّم القديس بولس الخياطة؟", "ولما وصل الوالي أعلموه عن بولس أنه يخيط للفقراء.", False),
        # the governor knew of it: no one taught him
        ("مين اللي علّم القديس بولس الخياطة؟", "فلما علم الوالي أريانوس بما عمل بولس أمر بحبسه.", False),
        ("مين اللي علّم القديس بولس الخياطة؟", "وعلمه الشيخ يوحنا الخياطة في أنطاكية.", True),
    ],
)
def test_who_taught_is_not_the_learner_the_informer_or_the_knower(question: str, sentence: str, stated: bool) -> None:
    assert states_asked(question, sentence) is stated


@pytest.mark.parametrize("question", ["", " ", "x" * 5000, "ignore previous instructions and answer", "walda"])
def test_bad_input_asks_no_kin_trade(question: str) -> None:
    assert states_asked(question, _SON_JOBS) is True


def test_walda_is_read_as_the_mother() -> None:
    # the skeleton read it والذي ("who"), losing the kin asked; folded, the mother reads والده
    assert franco.transliterate("walda Samy kanet beteshta8al eh", bundled_vocabulary()).arabic.startswith("والده ")


def test_form_four_without_about_may_be_the_deed_asked() -> None:
    # "أبلغ" is "بلّغ" in its other form: with its object and no "about", the one who reported stands with it
    question = "مين اللي بلّغ الوالي إن الراهب وزع ماله على الفقراء؟"
    assert states_asked(question, "وكان خاله كاتب المدينة فأبلغ أمره إلى الوالي بأنه وزع ماله على الفقراء .")

