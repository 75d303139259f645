"""One table of the verbs of replying (text/speakers.py `reply_verb`), read by the rubric exchanges
(text/rubrics.py) and the line asked (answer/said_asked.py), instead of a prefix pattern in one and a
word list in the other (MEND33, issue 19 hygiene). Wording of my own."""

from __future__ import annotations

import pytest

from dalil.answer.said_asked import says_a_line
from dalil.text import rubrics
from dalil.text.normalize import fold
from dalil.text.speakers import reply_verb


@pytest.mark.parametrize("word", ["رد", "فردت", "وردوا", "بيرد", "يردوا", "بنرد", "يجيب", "بيجاوب", "تجيب"])
def test_verbs_of_replying(word: str) -> None:
    assert reply_verb(fold(word))


@pytest.mark.parametrize("word", ["فردوس", "نجيب", "برد", "ورد", "فرد", "فرديناند", "ردهم"])
def test_words_that_only_begin_like_one(word: str) -> None:
    assert not reply_verb(fold(word))


def test_a_text_reads_the_past_only() -> None:
    assert reply_verb("يرد") and not reply_verb("يرد", present=False)  # "يرد الشرور على أعدائي": returns
    assert reply_verb("فردت", present=False)


def test_returned_is_no_line() -> None:
    assert not says_a_line("حينئذ لما رأى يهوذا أنه قد دين ندم ورد الثلاثين من الفضة")
    assert says_a_line("فردت عليه قائلة: لست أعرف هذا الرجل الذي تسأل عنه")


@pytest.mark.parametrize(
    "question", ["مين نجيب محفوظ؟", "ما الذي ورد في أوشية الطبيعة بشأن الكاهن؟"]
)
def test_no_rite_exchange_is_asked(question: str) -> None:
    assert rubrics._asked(question) is None


def test_a_reply_asked_is_read() -> None:
    asked = rubrics._asked("الشعب بيرد بإيه لما الشماس يقول صلوا")
    assert asked is not None and rubrics._asks_next(asked)
