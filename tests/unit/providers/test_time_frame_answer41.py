"""CLAUSE41: the extractive answerer reads a framed question's main clause ("يوحنا لما ساب بولس … رجع على فين": where
he returned) once the excerpt tells the time clause: the sentence that states the main clause's thing is the answer,
the person named by the sentences beside it. Decline twins: the main clause's thing never stated (a wife, a death
place), or a sentence that says only the person. Acts 13:11-13 (Van Dyck, the corpus's); the answer fails on main
1936ef2 (the clause's "ساب" was read as an asked leaving); the declines hold on both."""

from __future__ import annotations

import pytest

from dalil.models import Evidence
from dalil.providers.extractive import FRAME_LOCATED, ExtractiveProvider

ACTS_13 = (
    "فَالآنَ هُوَذَا يَدُ الرَّبِّ عَلَيْكَ، فَتَكُونُ أَعْمَى لاَ تُبْصِرُ الشَّمْسَ إِلَى حِينٍ. فَفِي الْحَالِ سَقَطَ عَلَيْهِ ضَبَابٌ"
    " وَظُلْمَةٌ، فَجَعَلَ يَدُورُ مُلْتَمِسًا مَنْ يَقُودُهُ بِيَدِهِ.\n"
    "فَالْوَالِي حِينَئِذٍ لَمَّا رَأَى مَا جَرَى، آمَنَ مُنْدَهِشًا مِنْ تَعْلِيمِ الرَّبِّ.\n"
    "ثُمَّ أَقْلَعَ مِنْ بَافُوسَ بُولُسُ وَمَنْ مَعَهُ وَأَتَوْا إِلَى بَرْجَةِ بَمْفِيلِيَّةَ. وَأَمَّا يُوحَنَّا فَفَارَقَهُمْ وَرَجَعَ إِلَى أُورُشَلِيمَ."
)


def _acts() -> list[Evidence]:
    return [Evidence(evidence_id="E1", chunk_id="svd:Act.13/3", excerpt=ACTS_13, first_verse=11, title="أعمال الرسل 13")]


@pytest.mark.parametrize(
    "question",
    ["يوحنا لما ساب بولس في بمفيلية رجع على فين", "يوحنا بعد ما ساب بولس وصحابه في برجة رجع فين؟"],
)
def test_the_main_clause_is_answered_under_its_frame(question: str) -> None:
    payload = ExtractiveProvider().answer(question, _acts())
    assert payload.status == "answered" and payload.cited_ids == ["E1"]
    assert "أُورُشَلِيمَ" in payload.answer


@pytest.mark.parametrize(
    "question",
    [
        "يوحنا لما ساب بولس في بمفيلية اتجوز مين؟",  # the main clause's thing never stated
        "يوحنا لما ساب بولس في بمفيلية اتولد فين؟",
        "يوحنا لما ساب بولس في بمفيلية مات فين؟",
    ],
)
def test_a_main_clause_never_stated_declines(question: str) -> None:
    assert ExtractiveProvider().answer(question, _acts()).status == "insufficient_evidence"


def test_half_the_clause_locates_it() -> None:
    assert FRAME_LOCATED == 0.5
