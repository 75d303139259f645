"""Whose deed a reason word gives the reason of (DEEDSTATED77): a reason after a naming is the name's.

A why asks of one deed. A sentence's reason word ("لأن", "لأنه", "بسبب") gives the reason of the deed its clause
tells, and a clause that gives a name ("يسمى هذا التقويم … بالتقويم الميلادي لأن عد السنين فيه يبدأ من سنة ميلاد
المسيح", "وهو يعرف بمرقس البهجوري لأنه من بهجورة", "وسميت بذلك لأن الله حرم القتال بها", "مسميا إياه بنهر مايو لأنه
اكتشفه في شهر مايو") tells why the thing is so called: it is no reason of another deed of the question's words —
not of abolishing that calendar, exiling that pope, building the Kaaba or drawing the river's map. The naming is read
by `name_asked.gives_name` (the product's one naming reading). The reason is the name's when the nearest naming word
before the reason word in its clause (the asked deed not said between them, `_REACH` words at most) is one, and the
question asks no name: a why of a naming ("ليه اتسمى مينا", "لماذا سميت الكعبة البيت الحرام") is answered by it.
"""

from __future__ import annotations

from collections.abc import Collection

from dalil.answer.name_asked import gives_name
from dalil.answer.slot_fillers import same_word

_REACH = 12  # words back from the reason word where the naming heading its clause may stand


def reason_of_a_name(
    words: list[str], marker: int, question_words: list[str], deed: Collection[str], starts: Collection[int] = ()
) -> bool:
    """Is the reason word at `marker` the reason of a name given in its clause (module docstring)? `words`: the answer,
    folded; `question_words`: the question, folded; `deed`: the asked deed's words; `starts`: where the answer's
    clauses start."""
    if any(gives_name(question_words, k) for k in range(len(question_words))):
        return False  # the name's reason is asked
    start = max((s for s in starts if s <= marker), default=0)
    for j in range(marker - 1, max(start, marker - _REACH) - 1, -1):
        if gives_name(words, j):
            return True
        if any(same_word(words[j], d) for d in deed if len(d) > 2 and len(words[j]) > 2):
            return False  # the asked deed said nearer: the reason is its own
    return False
