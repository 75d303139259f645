"""Whom a sentence is about when it points back: an anaphor names no one by itself.

A record tells its person's life and then says "هذا النبي", "هذه القديسة", "ذلك الملك", "الأخير"
(the latter): the one the record — or the sentence before the anaphor — has already named. "وعاش هذا
النبي أكثر من سبعين سنة" in Haggai's record is Haggai's life; it tells Daniel's only in Daniel's record,
or after Daniel is named in the same sentence. So a sentence whose asked fact follows an anaphor
holds its subject by its record's title, or by the words before the anaphor, never by a name it says
after it ("وعاش هذا النبي الذي عاصر دانيال سبعين سنة" is not Daniel's span).

An anaphor here is a demonstrative before a person's title or office ("هذا القديس", "وهذا البار", "تلك
الملكة") that no preposition governs ("ذهب إلى هذا النبي": another person is the subject), or "the
latter" where it stands for a person and not as an adjective ("اليوم الأخير"). A demonstrative before a
time or a thing ("في مثل هذا اليوم", "هذا الكتاب") points to no person.
"""

from __future__ import annotations

from collections.abc import Sequence

from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.glued import unglued
from dalil.text.normalize import fold
from dalil.text.offices import office
from dalil.text.stem import DEMONSTRATIVES

_LATTER = frozenset(fold("الاخير الاخيره").split())
# Prepositions that make the demonstrative's person an object, not whom the sentence is about.
_GOVERNING = frozenset(fold("الي الى علي على عن من مع لدي لدى عند امام ضد في بين").split())


def _person_noun(word: str) -> bool:
    return word in FOLDED_TITLE_WORDS or (word.startswith("ال") and office(word) is not None)


def anaphor_at(words: Sequence[str]) -> int | None:
    """The position of the sentence's first anaphor to a person (folded words), or None."""
    for i, word in enumerate(words):
        bare = unglued(word, 3)
        before = words[i - 1] if i else ""
        if before in _GOVERNING:
            continue
        if bare in DEMONSTRATIVES and i + 1 < len(words) and _person_noun(words[i + 1]):
            return i
        # "the latter" after a verb or a conjunction; after an article noun it is that noun's adjective
        if bare in _LATTER and not before.startswith("ال"):
            return i
    return None


def follows_anaphor(words: Sequence[str], i: int) -> bool:
    """Does the word at i come right after an anaphor's title ("هذا النبي مات قتيلا")? The anaphor
    names the person; the word after it is what he did, no name of another (`titled_names` reads a
    word after a title as a name)."""
    return i > 1 and _person_noun(words[i - 1]) and anaphor_at(words[i - 2 : i]) == 0


def naming_words(words: Sequence[str]) -> list[str]:
    """The words of a sentence that can name whom its asked fact is about: all of them, or, with an
    anaphor, only those before it (its antecedent, if the sentence names it; else the record's own
    person, held by the record's title)."""
    at = anaphor_at(words)
    return list(words if at is None else words[:at])
