"""A range of time asked (LEFT38, fq24-028): "محمد علي حكم مصر من سنة كام لسنة كام", "من أي عام إلى أي عام",
"من امتى لامتى". One year is one end, not the range: "ولما تولى محمد علي باشا حكم مصر منذ عام 1805" does not
answer it; "وحاكم مصر ما بين عامي 1805 إلى 1848" does. Read by `answer_type.satisfies`, so by the offline
answerer's choice of a sentence and by validation for every provider."""

from __future__ import annotations

import re
from collections.abc import Sequence

from dalil.answer.slot_fillers import same_word
from dalil.text.assertions import YEAR_WORDS
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import HOW_MANY, QUESTION_WORDS, WHEN, WHICH
from dalil.text.restated import content

# two asks of a time, the second after a "to"
_WHICH_YEAR = HOW_MANY | folded_words("ايه")  # after the year word: "سنة كام"
_TO = folded_words("الي لحد حتي لغايه ل")
_TO_GLUED = "ل"  # "لسنة كام", "لامتى", "لأي سنة"
_YEAR_FIGURE = re.compile(r"(?<!\d)\d{3,4}(?!\d)")  # a year written in figures: 284, 1805
_ERAS = ("م", "ه")  # folded م / هـ after a year: the common era, the hijri


def _time_ask(words: list[str], i: int) -> tuple[bool, bool]:
    """Does words[i] open an ask of a time, and does a "to" mark it (glued "ل" or a "to" word before it)?"""
    word = words[i]
    before = words[i - 1] if i else ""
    for bare, glued in ((word, False), (word.removeprefix(_TO_GLUED), True)):
        if glued and bare == word:
            continue
        asks = bare in WHEN or (
            bare in YEAR_WORDS and i + 1 < len(words) and words[i + 1] in _WHICH_YEAR
        ) or (bare in WHICH and i + 1 < len(words) and words[i + 1] in YEAR_WORDS)
        if asks:
            return True, glued or before in _TO
    return False, False


def asks_range(question: str) -> bool:
    """Does the question ask a range of time: an ask of a time, then a second one marked by "to"
    ("محمد علي حكم من سنة كام لسنة كام", "من أي سنة إلى أي سنة", "من امتى لامتى")? Two times asked
    without "to" ("اتولد سنة كام ومات سنة كام") are two asks, read by `asked_stated.further_asks`."""
    words = fold(question.replace("؟", " ").replace("?", " ")).split()
    asks = [_time_ask(words, i) for i in range(len(words))]
    opened = [i for i, (ask, _) in enumerate(asks) if ask]
    return len(opened) >= 2 and any(asks[i][1] for i in opened[1:])


def _year_unglued(word: str) -> str:
    """"و1952" -> "1952", "1805م" -> "1805", "1264هـ" -> "1264": a figure with its glued "and" or its era."""
    bare = word.removeprefix("و")
    bare = bare[:-1] if bare[-1:] in _ERAS else bare
    return bare if bare != word and _YEAR_FIGURE.fullmatch(bare) else word


_SPAN_BETWEEN = folded_words("الي حتي ل لحد و وحتي والي عام عامي سنه سنتي م ه")  # "1805 إلى 1848"
_SPAN_REACH = 5  # words before a span where what it is said of stands: "وحاكم مصر ما بين عامي 1805 إلى 1848"


def states_range(answer: str, question: str, titles: Sequence[str] = ()) -> bool:
    """Does the answer hold both ends of the range asked: two different years in figures, the second right
    after the first ("ما بين عامي 1805 إلى 1848", "(1952 - 1970)"), said of what is asked: a content word
    of the question within `_SPAN_REACH` words before it ("في عهد الاحتلال الفرنسي (1798 - 1801)" is the
    occupation's span, not the governor's asked), and not only a word of the cited record's title (`titles`):
    "فاروق الأول (1920 - 1965)" is his life's span, beside his name."""
    words = [_year_unglued(word) for word in fold(answer).split()]
    titled = {word for title in titles for word in fold(title).split()}
    asked = [
        w for w in fold(question).split()
        if content(w) and w not in QUESTION_WORDS and w.removeprefix(_TO_GLUED) not in YEAR_WORDS | WHEN
        and not any(same_word(w, t) for t in titled)  # the asks' own words ("لسنة كام") say nothing of the span
    ]
    for i, word in enumerate(words):
        if not _YEAR_FIGURE.fullmatch(word):
            continue
        j = i + 1
        while j < len(words) and words[j] in _SPAN_BETWEEN:
            j += 1
        if j < len(words) and _YEAR_FIGURE.fullmatch(words[j]) and words[j] != word and any(
            same_word(want, other) for other in words[max(0, i - _SPAN_REACH) : i] for want in asked
        ):
            return True
    return False
