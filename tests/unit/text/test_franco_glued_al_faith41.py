"""FAITH41 (issue 19, class 4): the article typed "al" glued to its noun, the Arabic spelled letter by letter
("alywm" اليوم, "albaba" البابا, "alkahn" الكاهن). Read whole, the ا-less skeleton found an ل-word (ليوم، لبب،
لكهن) and the offline critic held the question's subject for a word no record writes. New wording; each case has
a twin that must stay whole: a word whose whole reading already holds the article ("allef" الف، "alhan" الحان,
"alrb" الرب), a vowel after "al" ("alexandros"), a word too short ("alf")."""

from __future__ import annotations

import pytest

from dalil.text import franco
from dalil.text.vocabulary import Vocabulary

VOCABULARY = Vocabulary(
    {
        "يوم": 900, "ليوم": 2, "بابا": 300, "لبب": 1, "كاهن": 200, "كهنه": 100, "لكهن": 1, "مجد": 150, "لمجد": 3,
        "شهيد": 90, "لشهود": 2, "ولايات": 12, "متحده": 12, "الف": 400, "ليف": 3, "الحان": 40, "حان": 20, "الرب": 900,
        "رب": 300, "صلاه": 300, "لصلاه": 5, "اسكندروس": 5, "كنيسه": 400, "لكنيسه": 5,
    },
    "test",
)


@pytest.mark.parametrize(
    ("typed", "arabic"),
    [
        ("alywm", "اليوم"),
        ("albaba", "البابا"),
        ("alkahn", "الكاهن"),
        ("almgd", "المجد"),
        ("alshhyd", "الشهيد"),
        ("alwlayat almt7da", "الولايات المتحده"),
        ("alknysa", "الكنيسه"),
    ],
)
def test_a_glued_al_before_a_consonant_is_the_article(typed: str, arabic: str) -> None:
    assert franco.transliterate(typed, VOCABULARY).arabic == arabic


@pytest.mark.parametrize(
    ("typed", "arabic"),
    [
        ("allef", "الف"),  # read whole, the article is there
        ("alhan", "الحان"),
        ("alrb", "الرب"),
    ],
)
def test_a_word_whose_whole_reading_holds_the_article_stays_whole(typed: str, arabic: str) -> None:
    assert franco.transliterate(typed, VOCABULARY).arabic == arabic


@pytest.mark.parametrize("typed", ["alexandros", "alf", "alam"])
def test_a_vowel_after_al_or_a_short_word_is_no_glued_article(typed: str) -> None:
    assert not franco._glued_article(typed, franco._index(VOCABULARY))
