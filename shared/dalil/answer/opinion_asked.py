"""The reader's own opinion asked ("برأيك مين أعظم …", "في رأيك أيهما أفضل", "في نظرك", "رأيك ايه، …",
"تفتكر مين أهم …", Franco "ra2yak eh"): no record gives the reader an opinion, so no sentence answers it, however
many of the question's words it shares (a sentence that names Peter, Paul and another's "الحبر الأعظم" is no
ranking of the two). Read by `answer/asked_stated.py` for the offline answerer's choice and for every provider's
answer (code `asked_not_stated: opinion`).

Only the second person ("رأيك"، "نظرك"; a glued ب/و/ف or the plural "رأيكم"): "رأي الكنيسة في …" asks what the
church holds, which a record may say. "تفتكر/تعتقد/تظن" (do you think) only where the question or one of its clauses
opens with it: inside a clause "تفتكر" is also "she remembers".
"""

from __future__ import annotations

from functools import lru_cache

from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.normalize import fold, folded_words
from dalil.text.restated import CLAUSE_MARKS
from dalil.text.support import strip_markers

# "رأيك" (your opinion) and "نظرك" (your view), with a glued ب ("برأيك") or conjunction, singular or plural.
_YOUR_VIEW = folded_words("رأيك رأيكم رايك رايكم نظرك نظركم")
# "do you think", Egyptian and MSA, with the Egyptian present's ب or not: asked only at a clause's opening.
_YOU_THINK = folded_words("تفتكر تفتكري تفتكروا بتفتكر تعتقد تعتقدي بتعتقد تظن تظني بتظن")
_GLUED = frozenset({*GLUED_CONJUNCTIONS, "ب"})


def _bare(word: str) -> set[str]:
    """The word and the word past one or two glued letters ("برأيك" رأيك, "وبرأيك" رأيك)."""
    forms = {word}
    for _ in range(2):
        forms |= {form[1:] for form in forms if len(form) > 3 and form[0] in _GLUED}
    return forms


@lru_cache(maxsize=4096)  # read for the answerer and the checks; pure in the question
def asks_opinion(question: str) -> bool:
    """Does the question ask the reader's own opinion (see the module's doc)?"""
    raw_words = strip_markers(question).split()
    opens = True  # the question's first word, or one right after a clause mark
    for raw in raw_words:
        folded = fold(raw).split()
        word = folded[0] if folded else ""
        if _bare(word) & _YOUR_VIEW or (opens and _bare(word) & _YOU_THINK):
            return True
        opens = raw.endswith(tuple(CLAUSE_MARKS)) or (opens and not word)
    return False
