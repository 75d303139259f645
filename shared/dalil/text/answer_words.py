"""The words an answer says yes or no with (FAITH39's words, folded; Franco and English too).

Their own home because two readings need them and one may not import the other: `yes_no_opening` reads an answer's opening
yes/no, and `courtesy` must not take a bare yes for a courtesy ("نعم" is also the stem of "نعمة", grace).
"""

from __future__ import annotations

ANSWER_YES = frozenset({"نعم", "ايوه", "ايوا", "ايوة", "اجل", "بلي", "aywa", "aiwa", "aywah", "yes"})
ANSWER_NO = frozenset({"لا", "لاء", "لأ", "la2", "no"})

# CLAIMYN63: words that only make a no stronger ("لأ خالص"، "لا إطلاقا"، "La2 abadan"): no claim of the record. The bare
# denial reads them among its "not so" words; the answer's opening no may carry one before its mark.
NO_INTENSIFIERS = frozenset(
    {"خالص", "أبدا", "ابدا", "أبداً", "إطلاقا", "اطلاقا", "إطلاقاً", "بالمره", "بالمرة", "تماما", "تماماً", "5ales", "khales", "abadan"}
)
# The reader addressed after the answer's yes or no: "يا" / "ya" and one word ("لأ يا باشا،"، "أيوه يا فندم،"، "La2 ya
# basha,"): it names the reader, not a person, place or deed of the record.
VOCATIVE = r"(?:يا|ya)[ \t]+[^\s:،,!؛;.«“\"—–-]+"
