"""A sentence that contradicts the passage it cites, written with that passage's own words, is
never shown as an answer. Word overlap cannot tell "he lived 105 years" from "he did not live
105 years": every term of the contradiction is in the passage. A refused draft may fall back to the
offline answerer, which quotes the passage's own sentence (a true, partial answer to the first of
the question's two asks): that is an answer, the contradiction is not. The writer is a loopback Gemini
model; the store holds Antony's record ("... ولد القديس أنطونيوس في بلدة قمن العروس ...
وعاش القديس أنطونيوس مئة وخمس سنين ثم تنيح بسلام")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from support.answer_store import GEMINI_KEY, WRITER_MODEL, answer_settings, build_answer_store, evidence_with
from support.loopback_providers import LoopbackProviders, RecordedRequest, Reply, gemini_answer

from dalil.workflow.local import run_traced

QUESTION = "كم سنة عاش القديس أنطونيوس وأين ولد؟"
CONTRADICTIONS = {
    # negation of the passage's own sentence
    "negated": "لم يعش القديس أنطونيوس مئة وخمس سنين [{eid}].",
    "negated-birthplace": "لم يولد القديس أنطونيوس في بلدة قمن العروس [{eid}].",
    # the passage's words, another number: "five years" is inside "a hundred and five years"
    "number-cut": "وعاش القديس أنطونيوس خمس سنين ثم تنيح بسلام [{eid}].",
    # the passage's words, the opposite relation
    "roles-swapped": "وزع الفقراء أموالهم على القديس أنطونيوس ولما بلغ العشرين مضى إلى البرية الشرقية [{eid}].",
}


@pytest.fixture
def server() -> Iterator[LoopbackProviders]:
    with LoopbackProviders() as running:
        yield running


def writes(template: str):
    def respond(request: RecordedRequest) -> Reply:
        eid = evidence_with(request, "مئة وخمس سنين")
        return gemini_answer({"status": "answered", "answer": template.format(eid=eid), "cited_ids": [eid]})

    return Reply(respond=respond)


@pytest.mark.parametrize("critic", ["off", "offline"])
@pytest.mark.parametrize("name", list(CONTRADICTIONS))
def test_a_contradiction_in_the_passages_words_is_not_an_answer(
    server: LoopbackProviders, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, critic: str
) -> None:
    monkeypatch.setenv("GEMINI_API_KEY", GEMINI_KEY)
    settings = answer_settings(tmp_path, server.base_url, critic=critic)
    build_answer_store(settings)
    server.always(WRITER_MODEL, writes(CONTRADICTIONS[name]))
    response = run_traced(QUESTION, settings=settings).response
    assert server.requests, "the writer was never asked"
    bent = CONTRADICTIONS[name].split(" [")[0]
    if response.state != "answer":
        assert response.answer is None
        return
    assert response.provider == "extractive", response.answer  # the offline answerer, not the writer's draft
    assert bent not in (response.answer or ""), response.answer
    assert "مئة وخمس سنين" in (response.answer or "")  # the passage's own sentence, quoted


def test_the_faithful_sentence_is_still_answered(server: LoopbackProviders, tmp_path: Path, monkeypatch) -> None:
    """The control: the passage's sentences as they stand pass. Both asks are answered: an answer that
    leaves one of two asks unsaid is declined (answer/asked_*; docs/DECISIONS.md, "A question of two asks is answered only when both are stated")."""
    monkeypatch.setenv("GEMINI_API_KEY", GEMINI_KEY)
    settings = answer_settings(tmp_path, server.base_url, critic="offline")
    build_answer_store(settings)
    server.always(
        WRITER_MODEL,
        writes("ولد القديس أنطونيوس في بلدة قمن العروس [{eid}]. وعاش القديس أنطونيوس مئة وخمس سنين ثم تنيح بسلام [{eid}]."),
    )
    response = run_traced(QUESTION, settings=settings).response
    assert response.state == "answer", response.reason
