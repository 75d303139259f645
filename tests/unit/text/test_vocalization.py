"""Vowel marks an answer adds to a quoted word (claims-blind13: أَرسَل "he sent" bent into أُرسِل "he was
sent" by marks alone passed the fold-based quotation rule)."""

from __future__ import annotations

import pytest

from dalil.text.quotation import quotation_problem
from dalil.text.vocalization import added_marks

SENT = "فأرسل إليه ملاكا فبشره بالولادة"
VOCALIZED = "وَقَالَ الرَّبُّ لِمُوسَى: اذْهَبْ إِلَى فِرْعَوْنَ"


@pytest.mark.parametrize(
    ("answer", "excerpt"),
    [
        ("فأُرسِل إليه ملاكا", SENT),  # the passive: another doer
        ("وأُخِذ موعد الروح", "وأخذ موعد الروح من الآب"),
        ("علّم التلاميذ في الهيكل", "علم التلاميذ في الهيكل"),  # a shadda: another verb (taught / knew)
        ("وَقُالَ الرَّبُّ لِمُوسَى", VOCALIZED),  # a mark changed where the excerpt writes one
        ("فأَرسَل إليه ملاكا", SENT),  # marks the unmarked excerpt does not choose, even the likelier reading
    ],
)
def test_an_answer_may_not_add_or_change_the_marks_that_choose_a_reading(answer: str, excerpt: str) -> None:
    assert added_marks(answer, excerpt) is not None
    assert quotation_problem(answer, excerpt) is not None


@pytest.mark.parametrize(
    ("answer", "excerpt"),
    [
        ("فأرسل إليه ملاكا", SENT),  # no marks
        ("وقال الرب لموسى: اذهب إلى فرعون", VOCALIZED),  # the excerpt's marks dropped
        ("وَقَالَ الرَّبُّ لِمُوسَى", VOCALIZED),  # kept
        ("وقَالَ الرب لموسى", VOCALIZED),  # some kept
        ("يعد إديسون رابع أكثر مخترع إنتاجًا", "يُعد إديسون رابع أكثر مخترع إنتاجاً في التاريخ"),  # tanwin moved
        ("قَالَ الرَّبُّ لِمُوسَى", VOCALIZED),  # the glued و left off
    ],
)
def test_marks_dropped_or_kept_are_the_excerpts_reading(answer: str, excerpt: str) -> None:
    assert added_marks(answer, excerpt) is None
    assert quotation_problem(answer, excerpt) is None
