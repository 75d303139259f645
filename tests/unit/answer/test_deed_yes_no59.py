"""A yes/no question asking a DEED (no كان) of a subject — by هل, by the Egyptian هو (a Franco "howa" too), or by
its tone alone — is told only by a sentence stating that verb, its doer there or in the record's title; a
sentence naming the subject and the place without the deed is no yes (YESNO59, issue 19). Wording of my own."""

from __future__ import annotations

import pytest

from dalil.answer.said_asked import PROPOSITION_UNSTATED, Deed, asked_deed, said_problem

_SAIL = "وبرنابا أخذ مرقس وسافر في البحر إلى قبرس."
_LETTER = "بولس، رسول يسوع المسيح بمشيئة الله، وتيموثاوس الأخ، إلى كنيسة الله التي في كورنثوس"
_TITUS = "ولما ذهب بولس إلى روما عاد هو إلى كريت وبني فيها كنيسة ورسم لها قسوسا"
_TITUS_TITLE = ["نياحة القديس تيطس الرسول"]


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        ("هل سافر برنابا إلى قبرس؟", Deed("", "سافر", ("برنابا", "قبرس"))),  # MSA: the verb first, its doer next
        ("بولس حلق راسه في كنخريا؟", Deed("بولس", "حلق", ("راسه", "كنخريا"))),  # by tone
        ("هو يوحنا اتسجن في مكاريوس؟", Deed("يوحنا", "اتسجن", ("مكاريوس",))),  # هو, an Egyptian verb
        ("برنابا خد مرقس وسافر بيه قبرس؟", Deed("برنابا", "وسافر", ("قبرس",))),  # a preposition's pronoun holds nothing
        ("هل بولس راح روما؟", Deed("بولس", "راح", ("روما",))),
        ("زكا رئيس العشارين كان متجوز؟", None),  # copular: asked_proposition's
        ("مين سافر إلى قبرس؟", None),  # asks a person
        ("برنابا سافر فين؟", None),
        ("برنابا سافر قبرس ولا رومية؟", None),  # either/or
        ("برنابا سافر قبرس", None),  # no mark, no particle
        ("ممكن تقولي برنابا سافر قبرس؟", None),  # a request
        ("", None),
        ("barnaba ba3 beito?", None),  # Latin letters: read after the Franco reading
        ("بولس اللي كتب لأهل رومية راح روما؟", None),  # a relative clause brings a second verb
        ("شيرين اتجوزت من سنة 2018؟", None),  # a bare من may ask (the searched reading writes مين so)
        ("؟" * 300, None),
    ],
)
def test_a_deed_yes_no_question_asks_the_verb_and_what_it_governs(question: str, deed: Deed | None) -> None:
    assert asked_deed(question) == deed


def test_a_sentence_naming_the_subject_and_the_place_without_the_deed_is_no_yes() -> None:
    assert said_problem("هو بولس اتسجن في كورنثوس؟", [_LETTER]) == f"{PROPOSITION_UNSTATED}: اتسجن"
    assert said_problem("بولس كتب رسالة لأهل كورنثوس؟", [_LETTER]) is not None  # no verb of writing in it


def test_the_deed_stated_with_its_place_answers() -> None:
    assert said_problem("هل سافر برنابا إلى قبرس؟", [_SAIL]) is None
    assert said_problem("برنابا سافر في البحر لقبرس؟", [_SAIL]) is None  # "لقبرس": the glued لـ read off
    assert said_problem("برنابا اتسجن في قبرس؟", [_SAIL]) is not None  # another deed of him there


def test_the_doer_may_be_named_in_the_title_and_what_the_verb_governs_is_not_held() -> None:
    assert said_problem("هل بنى تيطس كنيسة في كريت؟", [_TITUS], _TITUS_TITLE) is None  # his name in the title
    assert said_problem("هل بنى تيطس كنيسة في كريت؟", [_TITUS]) is not None  # named nowhere
    # Rome is Paul's, far before the building: no yes (PREMISE62 holds the place to the deed, `premise_slot`)
    assert said_problem("هل بنى تيطس كنيسة في روما؟", [_TITUS], _TITUS_TITLE) is not None
