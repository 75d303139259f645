"""CLAIMUSE72: "is it true that the text says X" checks whether the record states X — the record's saying is frame."""

from __future__ import annotations

import pytest

from dalil.text.verification import verification_claim


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        ("هل صحيح أن النص يقول هذه القديسة كانت سامرية المذهب؟", "هذه القديسة كانت سامرية المذهب"),
        ("هو صح إن السنكسار بيقول إن القديس اتولد في أسيوط؟", "القديس اتولد في أسيوط"),
        ("هل صحيح أن المصدر يذكر أنها كانت من بعلبك؟", "كانت من بعلبك"),
    ],
)
def test_the_records_saying_is_frame(question: str, claim: str) -> None:
    read = verification_claim(question)
    assert read is not None and read.text.endswith(claim)
    assert not read.text.startswith(("النص", "السنكسار", "المصدر"))


@pytest.mark.parametrize(
    ("question", "claim"),
    [
        ("هل صحيح أن بولس قال إن المحبة لا تسقط؟", "بولس قال إن المحبة لا تسقط"),  # a person's saying is asked
        ("هو صحيح ان الكنيسة اتبنت سنة 300؟", "الكنيسة اتبنت سنة 300"),
        ("هل صحيح أن النص يقول؟", "النص يقول"),  # nothing left after the saying: read as before
    ],
)
def test_anything_else_reads_as_before(question: str, claim: str) -> None:
    read = verification_claim(question)
    assert read is not None and read.text == claim
