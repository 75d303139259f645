"""Where a sentence names someone only as another's forebear.

"في عهد الملك سليمان بن داود" names David only as Solomon's father: a sentence about Takla Haymanot's
birth that says it is no sentence about David ("داود الراهب اتولد فين؟", fq9-006). A name right after
a patronymic word (`PATRONYMIC`: ابن، بن، بنت، أم) stands for somebody's father or mother — a relative
of the sentence's person, not the person — so it does not hold the question's subject, unless the
question names its subject that same way ("ابن خلدون", "أم كلثوم": the name IS the lineage).

أبو / أبا / أبي are not read so: in the Coptic corpus they are the title of the person himself ("أبو
مقار", "القديس أبا نوب", "أبي سيفين"), not his child's father.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dalil.answer.asked_reading import LINEAGE
from dalil.text.glued import unglued
from dalil.text.normalize import folded_words
from dalil.text.offices import FATHER_IN_CONSTRUCT

# The lineage words after which a sentence's name is another's parent ("سليمان بن داود": داود): the
# name-lineage words (`asked_reading.LINEAGE`) but the Coptic titles أبو / أبا / أبي (`offices.FATHER_IN_CONSTRUCT`).
# A son's or daughter's word in construct ("كوبتلاس وأكسوا أخته نجلا سافور": Shapur, their father) too.
PATRONYMIC = LINEAGE - FATHER_IN_CONSTRUCT | folded_words("نجل نجلا نجلي ابنا")


def _after_patronymic(words: Sequence[str]) -> list[int]:
    return [i for i in range(1, len(words)) if unglued(words[i - 1]) in PATRONYMIC]


def without_forebears(words: Sequence[str], question_words: Iterable[str]) -> list[str]:
    """The folded `words` of a sentence with each name that stands only as another's forebear
    ("سليمان بن داود": داود) blanked, unless the question writes that name after a patronymic word too."""
    asked = list(question_words)
    own = {asked[i] for i in _after_patronymic(asked)}
    blanked = {i for i in _after_patronymic(words) if words[i] not in own}
    return ["" if i in blanked else word for i, word in enumerate(words)]
