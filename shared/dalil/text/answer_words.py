"""The words an answer says yes or no with (FAITH39's words, folded; Franco and English too).

Their own home because two readings need them and one may not import the other: `support` reads an answer's opening
yes/no, and `courtesy` must not take a bare yes for a courtesy ("نعم" is also the stem of "نعمة", grace).
"""

from __future__ import annotations

ANSWER_YES = frozenset({"نعم", "ايوه", "ايوا", "ايوة", "اجل", "بلي", "aywa", "aiwa", "aywah", "yes"})
ANSWER_NO = frozenset({"لا", "لاء", "لأ", "la2", "no"})
