"""A verification question ("is it true that …?") is read as its claim (text/verification.py): the frame
words are a closed list; what follows the hearing verb's "ان"/"en", or the truth opener, or what stands
before a closing "right?" is the claim; a claim that still asks something is no claim."""

from __future__ import annotations

import pytest

from dalil.text.reading import read_question
from dalil.text.verification import verification_claim
from dalil.text.vocabulary import bundled_vocabulary


@pytest.mark.parametrize(
    ("question", "claim", "frame"),
    [
        ("هو صحيح ان الانبا شنوده رئيس المتوحدين عاش في اتريب؟", "الانبا شنوده رئيس المتوحدين عاش في اتريب", "truth"),
        ("هل صحيح أن البابا أثناسيوس نفي خمس مرات؟", "البابا أثناسيوس نفي خمس مرات", "truth"),
        ("هل حقاً صام موسى أربعين يوما", "صام موسى أربعين يوما", "truth"),
        ("ابونا قال في العظة امبارح انه بولس الرسول كان من طرسوس، صح الكلام ده؟", "بولس الرسول كان من طرسوس", "hearing"),
        ("انا سمعت في الكنيسة النهارده ان القديسة مارينا لبست زي الرهبان", "القديسة مارينا لبست زي الرهبان", "hearing"),
        ("الكاهن بيقول ان موسى صام اربعين يوم، صح؟", "موسى صام اربعين يوم", "hearing"),  # the preacher's saying frames
        ("sme3t en el anba bola 3ash fel sa7ra 60 sana, da sa7?", "el anba bola 3ash fel sa7ra 60 sana", "hearing"),
        ("howa sa7 en mar morkos et2atal fe eskendereya?", "mar morkos et2atal fe eskendereya", "truth"),
        ("يوحنا المعمدان كان ابن زكريا الكاهن، صح؟", "يوحنا المعمدان كان ابن زكريا الكاهن", "tag"),
        ("mar mina kan gendy wala la2?", None, ""),  # no truth word in the tag: an either-or, not a tag
    ],
)
def test_the_claim_is_what_follows_the_frame(question: str, claim: str | None, frame: str) -> None:
    read = verification_claim(question)
    if claim is None:
        assert read is None
    else:
        assert read is not None and (read.text, read.frame) == (claim, frame)


@pytest.mark.parametrize(
    "question",
    [
        "سمعت ان الانبا انطونيوس عاش في الصحرا، عاش فيها كام سنة؟",  # the claim is followed by a question
        "هو صحيح ان مين اللي عمد قسطنطين؟",  # the "claim" asks
        "سمعت ترنيمة جميلة النهارده اسمها ايه",  # no "ان" after the hearing
        "هل تنيح الانبا بولا في الصحراء؟",  # a yes/no question, no frame
        "هل صحيح؟",  # a frame with nothing to check
        "من هو القديس مار مرقس؟",
        # a text's or a person's saying is what is asked, not a frame around the reader's claim (concepts-dev2)
        "المسيح قال ان اللي بيأكل الجعان ويزور العيان كأنه عمل كده معاه هو؟",
        "هل قال يسوع إنه الطعام الذي يشبع النفوس؟",
        "ما المزمور الذي يقول إن الله حماية وقوة في وقت الضيق؟",
    ],
)
def test_a_question_that_is_no_verification_reads_no_claim(question: str) -> None:
    assert verification_claim(question) is None


def test_the_search_reads_the_claim_and_keeps_the_question_as_asked() -> None:
    question = "هو صحيح ان الانبا شنوده رئيس المتوحدين عاش في اتريب؟"
    reading = read_question(question, bundled_vocabulary())
    assert reading.original == question
    assert "صحيح" not in reading.searched and "اتريب" in reading.searched and reading.changed
    # Franco-Arabic: the frame is read in Latin letters, the claim alone is transliterated
    franco = read_question("sme3t en el anba bola 3ash fel sa7ra, sa7?", bundled_vocabulary())
    assert franco.script == "franco" and "سمعت" not in franco.searched and franco.searched.split()[-1] != "صاح"
    # any other question is read as before
    plain = "الانبا بولا عاش فين"
    assert read_question(plain, bundled_vocabulary()).original == plain
