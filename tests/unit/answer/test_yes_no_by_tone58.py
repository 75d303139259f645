"""A yes/no question asked by its tone alone ("زكا كان غني؟", no "هل") or by the MSA "أكان" asks its predicate: a
sentence that only matches the subject's description does not answer it (YESNO58, issue 19). Wording of my own."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.said_asked import PROPOSITION_UNSTATED, answers_said, asked_proposition
from dalil.models import Evidence

_TAX = "وَإِذَا رَجُلٌ اسْمُهُ زَكَّا، وَهُوَ رَئِيسٌ لِلْعَشَّارِينَ وَكَانَ غَنِيًّا، [E1]"


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        ("زكا رئيس العشارين كان متجوز؟", ["متجوز"]),  # the tone's "؟": the predicate alone
        ("طابيثا اللي في يافا كانت تلميذة؟", ["تلميذه"]),
        ("أكان زكا رئيس العشارين قصير القامة؟", ["زكا", "رئيس", "العشارين", "قصير", "القامه"]),  # أكان = هل كان
        ("زكا رئيس العشارين كان متجوز", []),  # no mark, no particle: no question read
        ("زكا كان غني ولا فقير؟", []),  # either/or
        ("مار جرجس كان منين؟", []),  # asks a place
        ("ممكن تقولي زكا كان غني؟", []),  # a request
        ("الوزير اللي قابل فيلبس كان خادم لمين؟", []),  # a question word glued to a particle asks
        ("التلاميذ كانوا بيسموا بطرس بأيه؟", []),
        ("زكا كان طوله قد اييييه؟", []),  # drawn out
        ("لأي ملك كان نحميا ساقي؟", []),
        ("تيموثاوس كان تلميذ من؟", []),  # "مين"/"إيه" as the searched reading writes them, last
        ("أخو أندراوس كان اسمه ما؟", []),
        ("عبيد الله المهدي أصله كان فارسي، صح كده؟", ["فارسي"]),  # the claim's predicate, not the closing tag
        ("كان؟", []),
        ("", []),
        ("Zakka kan ghany?", []),  # Latin letters: the Franco reading's, not read here
        ("؟" * 500, []),
    ],
)
def test_a_yes_no_question_by_its_tone_asks_its_predicate(question: str, wanted: list[str]) -> None:
    assert asked_proposition(question) == wanted


def test_a_sentence_of_the_subject_without_the_predicate_does_not_answer_it() -> None:
    record = Evidence(evidence_id="E1", chunk_id="svd:Luk.19/0", title="لوقا 19", excerpt="")
    assert answer_type_problem("زكا رئيس العشارين كان متجوز؟", _TAX, [record]) == f"{PROPOSITION_UNSTATED}: متجوز"
    assert not answers_said("زكا رئيس العشارين كان متجوز؟", _TAX)
    # the predicate stated answers, the reader's own description of the subject aside
    assert answer_type_problem("زكا اللي طلع على الجميزة كان غني؟", _TAX, [record]) is None
    assert answers_said("زكا اللي طلع على الجميزة كان غني؟", _TAX)
