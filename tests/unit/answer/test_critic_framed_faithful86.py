"""FAITHFUL86: the offline critic reads a quotation behind a frame around the cited record's name — before it or after a
dash — as `answer.validate` does (`record_frame.framed_quotation`): the frame's words say where the quotation is and are
no ungrounded claim; a frame naming another record is still read whole. New wording, not the probes'."""

from __future__ import annotations

from dalil.answer.critic import OfflineCritic
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings

SETTINGS = Settings()
MONK = "في مثل هذا اليوم تنيح القديس بولس الراهب. وكان قد سكن البرية الداخلية أربعين سنة يصلي ويصوم."
TITLE = "نياحة القديس بولس الراهب"
QUOTE = "«وكان قد سكن البرية الداخلية أربعين سنة يصلي ويصوم»"


def _ungrounded(answer: str) -> list[str]:
    context = ContextPack(
        evidence=[Evidence(evidence_id="E1", chunk_id="syn:01-02#1/0", excerpt=MONK, title=TITLE)],
        tokens=40,
        chunk_metadata={"syn:01-02#1/0": {"coptic_month": 5, "coptic_day": 2}},
    )
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    return OfflineCritic(SETTINGS).review("كم سنة سكن القديس بولس الراهب البرية؟", payload, context).ungrounded_claims


def test_a_quotation_then_its_record_named_after_a_dash_is_grounded() -> None:
    assert _ungrounded(f"{QUOTE} — وهي جملة مأخوذة من سيرة نياحة القديس بولس الراهب في 2 طوبة [E1].") == []


def test_a_quotation_then_another_day_named_is_still_read_whole() -> None:
    assert _ungrounded(f"{QUOTE} — وهي جملة مأخوذة من سيرة نياحة القديس بولس الراهب في 9 طوبة [E1].") != []
