"""`text.question_frame`: the words that frame a question (ONEPLACE68 moved them out of `text.support`)."""

from __future__ import annotations

import pytest

from dalil.text import support
from dalil.text.normalize import fold
from dalil.text.question_frame import REQUESTS, TELL_ME, frame_spellings, frame_terms, telling_verb, tells_me
from dalil.text.relative_days import PRESENT_WORDS


def test_the_frame_of_a_question_is_dropped_from_its_subject_terms() -> None:
    # "ما معنى قول المسيح …": معنى frames it; قول with المسيح names the saying and its speaker, not the subject
    subject = support.subject_terms("ما معنى قول المسيح أنا هو الراعي الصالح؟")
    frame, saying, speaker = frame_terms()
    assert subject and not subject & (frame | saying | speaker)


def test_a_speaker_word_is_the_subject_when_no_saying_is_asked() -> None:
    assert support.subject_terms("متى ولد يسوع؟") & frame_terms()[2]


def test_the_words_of_now_frame_a_question() -> None:
    assert {fold(word) for word in PRESENT_WORDS} <= frame_spellings()


def test_a_request_and_a_tell_me_are_folded_and_apart() -> None:
    assert fold("احكيلي") in REQUESTS and fold("ممكن") in REQUESTS
    assert fold("قولي") in TELL_ME and fold("تقوللي") in TELL_ME
    assert not REQUESTS & TELL_ME  # TELL_ME was not measured with the critic's request terms


def test_tell_me_is_read_past_a_glued_wa_or_fa_on_a_long_enough_word() -> None:
    assert all(tells_me(fold(word)) for word in ("قولي", "وقولي", "فقولي", "وقلي", "فتقوللي"))
    assert not tells_me(fold("قال")) and not tells_me(fold("يقول"))



@pytest.mark.parametrize(
    ("word", "after"),
    [
        ("ورد", "في"), ("بيذكر", "ايه"), ("ذكر", "ايه"), ("يذكر", ""), ("بنقول", "ايه"), ("بيقول", ""), ("قيل", "عن"),
        ("اتقال", "ايه"), ("بيحكي", "ايه"), ("وبتحكي", ""), ("يروي", ""), ("روت", ""), ("هيقول", ""), ("فقال", ""),
        ("جاء", "في"), ("جه", "فى"),
    ],
)
def test_a_verb_of_telling_is_read_in_its_egyptian_and_msa_forms(word: str, after: str) -> None:
    # REQVERB70: the aspect بـ/بيـ/هـ, the ات- passive and a glued و/ف are read off by the morphology, never listed
    assert telling_verb(fold(word), fold(after))


@pytest.mark.parametrize(
    ("word", "after"),
    [
        ("كتب", "ايه"),  # "زكريا كتب إيه على اللوح": writing is a deed
        ("جاء", "به"),  # "ماذا جاء به المجوس": a coming (bringing), not a text
        ("جه", ""),
        ("قدموا", "ايه"),
        ("تذكرة", ""),  # a ticket, folded تذكره: not the verb with its pronoun
        ("يرد", "الشعب"),  # "بماذا يرد الشعب": a reply, not "it comes in"
    ],
)
def test_a_deed_or_a_noun_is_no_verb_of_telling(word: str, after: str) -> None:
    assert not telling_verb(fold(word), fold(after))
