"""Evaluation: unreviewed feedback never runs, checkpoints are accepted only from
committed code, class expectations and citation precision are judged against expected passages,
failure categories are an enum."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dalil.eval.answers import FAILURE_CATEGORIES, FailureCategory, check_citations
from dalil.eval.expectations import behaves
from dalil.eval.fixtures import (
    Fixture,
    FixtureError,
    FixtureSet,
    load_fixtures,
    write_fixtures,
)
from dalil.eval.ledger import LedgerError, is_dirty, new_checkpoint
from dalil.models import Citation, Response, SourceCard
from dalil.settings import Settings


def _line(**fields) -> str:
    base = {"id": "f1", "question": "سؤال", "suite": "feedback"}
    return json.dumps({**base, **fields}, ensure_ascii=False)


def test_a_feedback_candidate_pending_review_never_runs_as_a_fixture(tmp_path: Path) -> None:
    path = tmp_path / "mixed.jsonl"
    path.write_text(_line(id="reviewed") + "\n" + _line(id="pending", review="pending") + "\n", encoding="utf-8")
    fixture_set = load_fixtures(path)
    assert [f.id for f in fixture_set.fixtures] == ["reviewed"] and fixture_set.pending_review == 1
    only_pending = tmp_path / "pending.jsonl"
    only_pending.write_text(_line(review="pending") + "\n", encoding="utf-8")
    with pytest.raises(FixtureError, match="await review"):
        load_fixtures(only_pending)


def test_class_fields_are_left_out_of_files_that_do_not_use_them(tmp_path: Path) -> None:
    path = tmp_path / "plain.jsonl"
    write_fixtures(path, [Fixture(id="a", question="q", suite="s")])
    assert "settings" not in path.read_text(encoding="utf-8") and "forbid" not in path.read_text(encoding="utf-8")


def _fixture_set() -> FixtureSet:
    return FixtureSet(path="mem", sha256="0" * 64, fixtures=[Fixture(id="a", question="q", suite="s")])


def test_an_accepted_checkpoint_from_uncommitted_code_is_refused() -> None:
    kwargs = {"kind": "answers", "suite": "s", "fixture_set": _fixture_set(), "settings": Settings(), "corpus_versions": {},
              "embedder": "hashing-v1-256", "n": 1, "completed": 1, "top_k": 5, "results": {}}  # fmt: skip
    with pytest.raises(LedgerError, match="uncommitted"):
        new_checkpoint(**kwargs, accepted=True, version="abc1234+dirty")
    flagged = new_checkpoint(**kwargs, accepted=False, version="abc1234+dirty")
    assert any("uncommitted" in note for note in flagged.limitations)
    clean = new_checkpoint(**kwargs, accepted=True, version="abc1234")
    assert clean.accepted and clean.code_version == "abc1234"
    assert is_dirty(None) and is_dirty("abc+dirty") and not is_dirty("abc")


def _response(state: str, cited: list[str] = (), cards: list[str] = (), reason: str | None = None, answer: str = "") -> Response:
    citations = [Citation(id=f"E{i}", chunk_id=c, title="t", url="https://x.invalid") for i, c in enumerate(cited, 1)]
    sources = [SourceCard(chunk_id=c, doc_id=c.rsplit("/", 1)[0], library="bible", title="t", url="https://x.invalid", excerpt="e")
               for c in cards]  # fmt: skip
    return Response(state=state, message_id="m" * 32, answer=answer or None, citations=citations, sources=sources, reason=reason)


def test_class_expectations() -> None:
    refuse = Fixture(id="r", question="q", suite="s", expects={"answer": "refuse", "reason": "date_ambiguous"})
    assert behaves(refuse, _response("search", reason="date_ambiguous: which month?"))[0]
    assert not behaves(refuse, _response("search", reason="weak_evidence: coverage 0.2"))[0]
    assert not behaves(refuse, _response("answer", cited=["syn:09-18#2/0"]))[0]
    grounded = Fixture(id="g", question="q", suite="s", expectedChunkIds=["syn:05-22#1/0"], expects={"declineOk": True})
    assert behaves(grounded, _response("answer", cited=["syn:05-22#1/0"]))[0]
    assert not behaves(grounded, _response("answer", cited=["syn:02-26#2/0"]))[0]
    assert behaves(grounded, _response("sources", cards=["syn:05-22#1/0"]))[0]
    forbid = Fixture(id="f", question="q", suite="s", expects={"forbidLibraries": ["synaxarium"]})
    assert not behaves(forbid, _response("answer", cited=["syn:03-21#1/0"]))[0]


def test_citation_precision_is_scored_against_expected_passages() -> None:
    from dalil.eval import answers

    excerpt = "لأنه هكذا أحب الله العالم حتى بذل ابنه الوحيد"
    response = _response("answer", cited=["svd:Jhn.3/4"], answer=f"{excerpt} [E1]")
    checks = check_citations(response, lambda _: excerpt, 0.5, 3)
    assert checks[0].precise_ids == ["E1"]  # supported: a verbatim copy supports itself ...
    wrong = Fixture(id="w", question="q", suite="s", expectedChunkIds=["svd:Rom.5/1"])
    right = Fixture(id="r", question="q", suite="s", expectedChunkIds=["svd:Jhn.3/4"])
    assert answers.precise_pairs(checks, response, wrong) == 0  # ... but it is not the expected passage
    assert answers.precise_pairs(checks, response, right) == 1


def test_failure_categories_are_an_enum() -> None:
    assert FailureCategory("timeout") is FailureCategory.TIMEOUT
    assert set(FAILURE_CATEGORIES) == {"timeout", "provider", "capacity", "hydration", "schema", "error"}
    with pytest.raises(ValueError):
        FailureCategory("slow")


def test_a_checkpoint_from_before_the_precision_change_is_compared_with_support() -> None:
    from dalil.eval.ledger import compare, count

    old = {"answers": {"citation_precision": count(4, 4)}}  # lexical support, under the old name
    new = {"answers": {"citation_precision": count(0, 4), "citation_support": count(4, 4)}}
    regressions, _, compared = compare(new, old)
    assert compared == 1 and regressions == []
    newer = {"answers": {"citation_precision": count(4, 4), "citation_support": count(4, 4)}}
    regressions, _, _ = compare(new, newer)
    assert [r.metric for r in regressions] == ["citation_precision"]
