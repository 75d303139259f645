"""What two ways of answering must agree on: a run's response and the document its finish step got,
less what is minted per request or read off a clock. Tests that hold a speed-up (the retrieval
cache, batched E5 questions) to "same answers" compare these."""

from __future__ import annotations

from typing import Any

from dalil.workflow.local import run_traced

# The serve benchmark's six (two of them about libraries the demo store lacks) and questions the
# bundled corpus answers, declines or reads as a Bible reference.
QUESTIONS = [
    "يوحنا 3: 16",
    "لماذا أحب الله العالم حتى بذل ابنه الوحيد؟",
    "ما هو سنكسار يوم ٢٢ هاتور؟",
    "متى استشهد القديس برثلوماوس الرسول؟",
    "من هو جمال أحمد حمزة خاشقجي؟",
    "كم نقطة تخلى عنها دفاع البانثرز؟",
    "في البدء كان الكلمة",
    "متى ولد جمال أحمد حمزة خاشقجي وتوفي؟",
    "ما عاصمة فرنسا؟",
    "مزمور 23",
]


def comparable(question: str, libraries: list[str] | None = None) -> dict[str, Any]:
    """The response and the document the finish step got, less what is minted per request."""
    run = run_traced(question, libraries=libraries)
    response = run.response.model_dump(mode="json", exclude={"message_id", "conversation_id"})
    assert run.state is not None
    state = run.state.model_dump(mode="json", exclude={"request_id", "deadline", "conversation_id"})
    return without_clocks({"response": response, "state": state, "path": run.path})


def without_clocks(value: Any) -> Any:
    """Wall-clock readings (an attempt's latency, stage timings) differ from run to run anyway."""
    if isinstance(value, dict):
        return {k: without_clocks(v) for k, v in value.items() if k not in ("latency_ms", "timings_ms")}
    if isinstance(value, list):
        return [without_clocks(v) for v in value]
    return value
