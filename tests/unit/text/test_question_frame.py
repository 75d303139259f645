"""`text.question_frame`: the words that frame a question (ONEPLACE68 moved them out of `text.support`)."""

from __future__ import annotations

from dalil.text import support
from dalil.text.normalize import fold
from dalil.text.question_frame import REQUESTS, TELL_ME, frame_spellings, frame_terms, tells_me
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

