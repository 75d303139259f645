"""A yes/no question asked as a cleft ("هو X اللي Y؟"، "X هو اللي Y؟"، "هل X هو الذي Y؟"، "أهو X الذي Y؟"، Franco "howa X
elly Y?") is read as the claim "X Y", its premise (CLEFTYESNO79, `text.verification`)."""

from __future__ import annotations

import pytest

from dalil.text.verification import CLEFT, asks_cleft, polar_proposition, verification_claim


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        ("هو عثمان الأول اللي أسس الدولة السلجوقية؟", "عثمان الأول أسس الدولة السلجوقية"),
        ("البابا كيرلس هو اللي رسمه؟", "البابا كيرلس رسمه"),
        ("هل عثمان الأول هو الذي أسس الدولة العثمانية؟", "عثمان الأول أسس الدولة العثمانية"),
        ("أهو مار مرقس الذي أسس الكلية الإكليريكية؟", "مار مرقس أسس الكلية الإكليريكية"),
        ("هي الدولة العثمانية اللي أسسها عثمان؟", "الدولة العثمانية أسسها عثمان"),
        ("howa Mousa elly 3abar el ba7r?", "Mousa 3abar el ba7r"),
        ("heya Maryam elli 3arafetha 3ala Youssef?", "Maryam 3arafetha 3ala Youssef"),
    ],
)
def test_a_cleft_is_read_as_its_premise(question: str, claim: str) -> None:
    read = verification_claim(question)
    assert read is not None and read.frame == CLEFT and read.text == claim
    assert asks_cleft(question) and polar_proposition(question) == claim  # a yes to it asserts the same premise


@pytest.mark.parametrize(
    "question",
    [
        "مين هو اللي بنى الكنيسة؟",  # who asks: no one named
        "من الذي بنى الكنيسة؟",
        "هو مين اللي بنى الهيكل؟",
        "ايه هو اللي حصل؟",
        "meen howa elly bana el kenisa?",
        "هل آمن يوليوس قائد المئة الذي رافق بولس؟",  # هل without the cleft's pronoun: a relative on the subject
        "هو البابا بطرس السابع اتعمل بطرك في الكنيسة اللي في الازبكية؟",  # a relative five words on: on the object
        "الكنيسة اللي بناها مار مرقس فين؟",
        "هو ده اللي بناه مار مرقس",  # no "؟" and no هل/أهو: it may tell
    ],
)
def test_no_cleft_is_read_where_the_question_asks_or_a_relative_describes(question: str) -> None:
    assert not asks_cleft(question)


def test_a_truth_frame_is_read_first() -> None:
    # "هو صحيح ان … اللي …": the truth frame's claim, not a cleft
    read = verification_claim("هو صحيح ان بولس قال ان لوقا بس اللي فضل معاه؟")
    assert read is not None and read.frame == "truth"
