"""An either-or question asks which of its two options holds ("اليابان عاصمتها طوكيو ولا أوساكا؟",
"أوشية المسافرين بتتقال في باكر ولا في العشية؟", "كانت متزوجة أو أرملة؟"). A sentence that says
neither option does not answer it, however many of the question's other words it shares: Lydia's
trade and city do not tell whether she was married or widowed.

Read from the question's end: "ولا" or "أو" with one word before it and at most three after it. Not
"ولا لأ" / "أو لا" (a yes/no question), nor "ولا" after a negator ("ما بتحسدش ولا بتتفاخر": nor).
"أم" is not read: folded, the MSA "or" is the word for mother ("ما اسم أم القديسة …").
"""

from __future__ import annotations

from collections.abc import Iterable

from dalil.text.normalize import fold
from dalil.text.stem import STOPWORDS
from dalil.text.support import strip_markers, term_set

_OR = frozenset({"ولا", "او"})
_NO = frozenset(fold("لا لأ لاء").split())  # "ولا لأ؟": yes or no
_NEGATORS = frozenset(fold("ما مش لا لم لن ليس مفيش").split())
_RIGHT_MAX = 3  # words after the "or": one option, with its preposition or article


def options(question: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The two options' terms of an either-or question, or None when it is not one."""
    words = fold(strip_markers(question)).split()
    at = next((k for k in range(len(words) - 1, 0, -1) if words[k] in _OR), None)
    if at is None or not 0 < len(words) - at - 1 <= _RIGHT_MAX or words[at + 1] in _NO:
        return None
    if any(w in _NEGATORS or (w.startswith("ما") and w.endswith("ش") and len(w) > 4) for w in words[:at]):
        return None  # "ما بتحسدش ولا بتتفاخر": nor, not or
    left, right = term_set(words[at - 1]) - STOPWORDS, term_set(" ".join(words[at + 1 :])) - STOPWORDS
    if not left or not right:
        return None
    return left, right


def choice_stated(question: str, texts: Iterable[str]) -> bool:
    """Does any of the texts (an answer's sentences, its records' titles) hold one of the question's
    options? True for a question with none."""
    asked = options(question)
    if asked is None:
        return True
    held: set[str] = set()
    for text in texts:
        held |= term_set(text)
    return any(option & held for option in asked)
