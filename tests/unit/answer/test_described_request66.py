"""A reader's request to the answerer ("ممكن تشرحلي …", "هل ممكن أن تذكر لي …") describes no one: "ممكن" has an
agent noun's shape (مُفعِل of أمكن) but asks for a telling (`text.question_frame.REQUESTS`), so it is no head and the
question's own description, if it has one, is still read (answer/described.py, FAITHFUL66). Invented records."""

from __future__ import annotations

import pytest

from dalil.answer.described import agent_noun, described_problem, descriptions
from dalil.models import Evidence
from dalil.reasons import DESCRIBED_UNSUPPORTED
from dalil.text.normalize import fold

_PSALM = "الرب راعي فلا يعوزني شيء، في مراع خضر يربضني"
_SAINT = "وفي مثل هذا اليوم استشهد القديس، وقد ولد ببلدة صغيرة من أبوين مسيحيين"


def _record(excerpt: str) -> list[Evidence]:
    return [Evidence(evidence_id="E1", chunk_id="svd:Psa.1/0", title="مزمور 1", excerpt=excerpt)]


@pytest.mark.parametrize("word", ["ممكن", "مُمكن", "يمكن"])
def test_a_word_asking_for_a_telling_is_no_agent_noun(word: str) -> None:
    assert not agent_noun(fold(word))  # read folded, as the question's words are


@pytest.mark.parametrize(
    "question",
    [
        "ممكن تشرحلي المزمور ده بيتكلم عن إيه؟",
        "مُمكن تحكيلنا عن المراعي الخضر؟",
        "هل ممكن أن تذكر لي ما ورد عن الراعي؟",
        "ممكن توضح لي موقع اليابان؟",
    ],
)
def test_a_request_frame_describes_no_one(question: str) -> None:
    assert descriptions(question) == []
    assert described_problem(question, _record(_PSALM)) is None


@pytest.mark.parametrize(
    ("question", "missing"),
    [
        ("ممكن تقولي مكتشف البنسلين اتولد فين؟", "مكتشف"),
        ("هل ممكن أن تخبرني أين ولد مؤسس شركة سوني؟", "مؤسس"),
        ("ممكن تعرفني مخترع الطيارة مات إزاي؟", "مخترع"),
    ],
)
def test_a_description_after_the_request_is_still_read(question: str, missing: str) -> None:
    assert described_problem(question, _record(_SAINT)) == f"{DESCRIBED_UNSUPPORTED}: {missing}"


def test_a_held_description_after_the_request_passes() -> None:
    record = _record("وكان مخترع الطيارة قد ولد في بلدة صغيرة قرب البحر")
    assert described_problem("ممكن تقولي مخترع الطيارة اتولد فين؟", record) is None
