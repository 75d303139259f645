"""An elative asked among a group: "مين أصغر واحد في الفتية السبعة", "من هو أكبر الشمامسة السبعة",
"meen a2dam wa7ed …". The question asks which one of them is the youngest (the oldest, the greatest …);
a sentence that names the group, or one of its members, does not answer it unless it says that
elative (`text.comparison.elative`: أكبر, الكبرى …) — the record that lists the seven deacons tells no
eldest (fq14-085). Read by `answer/asked_stated.py` for the offline answerer's choice and for every
provider's answer (code `asked_not_stated: elative`).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from dalil.answer.slot_words import PRONOUN_ENDINGS
from dalil.text.comparison import elative
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import msa
from dalil.text.support import strip_markers

# The question words an elative is asked after ("مين أصغر", "ايه أكبر", "أنهي أقدم"), with a copula
# between them or not ("من هو أكبر", "مين كان أكبر"); MSA and Egyptian read alike (`msa`).
_ASKING = frozenset({"من", "ما", "اي"})
_COPULAS = folded_words("هو هي هم كان كانت")
# A bound before a number ("أكثر من ألف"), a quantity ("أكثر الناس"): no elative asked of one.
_BOUNDS = frozenset({"اكثر", "اقل"})


@lru_cache(maxsize=4096)  # read for the answerer and the checks; pure in the question
def asked_elative(question: str) -> str | None:
    """The elative the question asks right after its question word (a copula between them allowed),
    or None."""
    words = fold(strip_markers(question)).split()
    for i, word in enumerate(words):
        if msa(word) not in _ASKING:
            continue
        following = words[i + 1 : i + 3]
        if following and following[0] in _COPULAS:
            following = following[1:]
        form = elative(following[0]) if following else None
        if form is not None and form not in _BOUNDS:
            return form
    return None


def elative_stated(form: str, texts: Iterable[str]) -> bool:
    """Does one of the texts say that elative (any of its written forms, with a pronoun too: "أكبرهم")?"""
    return any(
        elative(bare) == form
        for text in texts
        for word in fold(strip_markers(text)).split()
        for bare in (word, *(word.removesuffix(p) for p in PRONOUN_ENDINGS if word.endswith(p)))
    )

