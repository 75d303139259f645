"""Each step builds only the ports it uses: generation never builds the embedder or the
search client, validation and finish never build search. `Services` builds a port on first access."""

from __future__ import annotations

from pathlib import Path

from dalil.stores.factory import build_services, reset_services
from dalil.workflow import steps
from dalil.workflow.state import WorkflowState
from support.answer_store import answer_settings, build_answer_store


def test_each_step_builds_only_its_ports(tmp_path: Path) -> None:
    settings = answer_settings(tmp_path, provider="extractive")
    build_answer_store(settings)
    reset_services()
    state = steps.retrieve(WorkflowState(question="متى تنيح القديس أنطونيوس؟"), settings)
    assert {"embedder", "search", "chunks", "conversations"} <= build_services(settings).built()

    reset_services()
    state = steps.generate(state, settings)
    assert state.next == "validate"
    assert build_services(settings).built() == set()  # the extractive rung is unmetered: not even capacity

    reset_services()
    state = steps.validate(state, settings)
    steps.finish(state, settings)
    built = build_services(settings).built()
    assert "search" not in built and "embedder" not in built
    assert {"feedback"} <= built
    reset_services()
