"""Fixture building against a small real store (real adapters, real SQLite, hashing embedder),
and the answer-eval batches on it (the real answer path with the offline extractive provider)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.eval.fixtures import (
    ChunkCatalog,
    Fixture,
    FixtureError,
    Spec,
    arcd_dev_questions,
    build_qa_fixtures,
    BuildReport,
    clean_question,
    load_fixtures,
    resolve_spec,
    write_fixtures,
)
from dalil.ingest.pipeline import run_ingest
from dalil.ingest.sources import arcd_doc_id
from dalil.models import Chunk
from dalil.stores.sqlite.store import open_store
from dalil.text.normalize import fold

EMBEDDER = HashingEmbedder()
SYNAXARIUM_DAYS = ("22 Hator", "12 Hator", "30 Baba", "30 Toba", "1 Tout")


@pytest.fixture(scope="module")
def small_world(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> dict:
    """Three ARCD train articles (the third held out of the index) and five Synaxarium days."""
    root = tmp_path_factory.mktemp("eval-world")
    train = json.loads((shared_data / "arcd" / "arcd-train.json").read_text(encoding="utf-8"))
    articles = train["data"][:3]
    data_dir = root / "data"
    (data_dir / "arcd").mkdir(parents=True)
    (data_dir / "arcd" / "arcd-train.json").write_text(json.dumps({"version": "1.1", "data": articles}, ensure_ascii=False), encoding="utf-8")
    indexed = root / "indexed" / "arcd-train.json"
    indexed.parent.mkdir()
    indexed.write_text(json.dumps({"version": "1.1", "data": articles[:2]}, ensure_ascii=False), encoding="utf-8")
    canonical = json.loads((shared_data / "coptic_synaxarium_ar" / "ar" / "canonical.json").read_text(encoding="utf-8"))
    synaxarium = root / "synaxarium" / "canonical.json"
    synaxarium.parent.mkdir()
    synaxarium.write_text(json.dumps({day: canonical[day] for day in SYNAXARIUM_DAYS}, ensure_ascii=False), encoding="utf-8")
    store_path = root / "store.sqlite"
    run_ingest(store_path, EMBEDDER, [("arcd", indexed), ("synaxarium", synaxarium)], progress=False)
    with open_store(store_path, embedder=EMBEDDER) as store:
        catalog = ChunkCatalog.from_store(store)
    return {"data": data_dir, "store": store_path, "catalog": catalog, "held_out": articles[2]["title"], "articles": articles}


def test_clean_question_strips_leading_dashes_and_spaces() -> None:
    assert clean_question(" - من هو جمال خاشقجي؟") == "من هو جمال خاشقجي؟"
    assert clean_question("-- ما هي عاصمة مصر") == "ما هي عاصمة مصر"


def test_arcd_dev_fixtures_point_at_the_chunk_holding_the_answer(small_world: dict) -> None:
    catalog: ChunkCatalog = small_world["catalog"]
    report = BuildReport()
    grounded, refusals = build_qa_fixtures(
        arcd_dev_questions(small_world["data"]), "arcd", catalog, {small_world["held_out"]}, report
    )
    indexed_questions = sum(len(p["qas"]) for a in small_world["articles"][:2] for p in a["paragraphs"])
    held_questions = sum(len(p["qas"]) for p in small_world["articles"][2]["paragraphs"])
    assert len(grounded) == indexed_questions and len(refusals) == held_questions
    chunks = {c.chunk_id: c for cs in catalog.by_doc.values() for c in cs}
    for fixture in grounded:
        assert not fixture.question.startswith(("-", " "))
        (doc_id,) = fixture.expectedDocIds
        assert fixture.suite == "dev-arcd" and fixture.library == "arcd" and fixture.expects.answer == "grounded"
        assert all(chunk_id.startswith(doc_id + "/") for chunk_id in fixture.expectedChunkIds)
        assert not set(fixture.expectedChunkIds) & set(fixture.acceptableChunkIds)
        if fixture.notes is None:  # matched by string: every expected chunk holds the gold answer
            for chunk_id in fixture.expectedChunkIds:
                assert fold(fixture.goldAnswers[0]) in fold(chunks[chunk_id].text)
        # acceptable = the paragraph's other chunks (the small world has no duplicate paragraphs)
        assert set(fixture.expectedChunkIds) | set(fixture.acceptableChunkIds) == {c.chunk_id for c in catalog.by_doc[doc_id]}
    # the doc ids are the adapter's: sha256 of the folded paragraph
    first_context = small_world["articles"][0]["paragraphs"][0]["context"]
    assert grounded[0].expectedDocIds == [arcd_doc_id(first_context)]
    for fixture in refusals:
        assert fixture.expects.answer == "refuse" and fixture.suite == "refusal"
        assert fixture.expectedChunkIds == [] and fixture.expectedDocIds == []


def test_a_paragraph_missing_for_another_reason_is_counted_not_silently_dropped(small_world: dict) -> None:
    report = BuildReport()
    grounded, refusals = build_qa_fixtures(arcd_dev_questions(small_world["data"]), "arcd", small_world["catalog"], set(), report)
    assert refusals == []
    assert report.skipped == {"arcd: gold paragraph not in the store": sum(len(p["qas"]) for p in small_world["articles"][2]["paragraphs"])}


def test_a_date_spec_expects_every_record_of_that_day(small_world: dict) -> None:
    catalog: ChunkCatalog = small_world["catalog"]
    fixture = resolve_spec(Spec(id="d1", question="سنكسار ١ توت", library="synaxarium", copticDate="01-01"), "synaxarium-dates", catalog)
    assert fixture.expectedDocIds == [f"syn:01-01#{n}" for n in range(1, 6)]
    assert fixture.expectedChunkIds == [f"syn:01-01#{n}/0" for n in range(1, 6)]  # each record's opening chunk
    assert all(c.startswith("syn:01-01#") and not c.endswith("/0") for c in fixture.acceptableChunkIds)
    assert fixture.expects.model_extra == {"copticDate": "01-01"}


def test_a_title_spec_finds_both_days_of_a_repeated_title(small_world: dict) -> None:
    spec = Spec(id="t1", question="نياحة القديس ابراهيم المتوحد", library="synaxarium", title="نياحة القديس ابراهيم المتوحد")
    fixture = resolve_spec(spec, "synaxarium-names", small_world["catalog"])
    assert fixture.expectedDocIds == ["syn:02-30#2", "syn:05-30#3"]


def test_specs_naming_what_the_store_lacks_fail_clearly(small_world: dict) -> None:
    catalog = small_world["catalog"]
    with pytest.raises(FixtureError, match="no Synaxarium record for 02-13"):
        resolve_spec(Spec(id="x", question="سنكسار 13 بابه", copticDate="02-13"), "s", catalog)
    with pytest.raises(FixtureError, match="not in the store"):
        resolve_spec(Spec(id="y", question="يوحنا 3: 16", expectedDocIds=["svd:Jhn.3"], verse=16), "s", catalog)
    refusal = resolve_spec(Spec(id="z", question="سنكسار 13 بابه", expects={"answer": "refuse"}), "refusal", catalog)
    assert refusal.refuse and refusal.expectedChunkIds == []


def _chunk(doc_id: str, n: int, text: str, **metadata) -> Chunk:
    return Chunk(
        chunk_id=f"{doc_id}/{n}", doc_id=doc_id, n=n, library="bible", domains=["bible"], title="يوحنا 3", url="u",
        text=text, search_text=fold(text), content_hash=str(n), corpus_version="v", metadata=metadata,
    )


def test_verse_selector_and_duplicate_paragraphs() -> None:
    catalog = ChunkCatalog(
        [
            _chunk("svd:Jhn.3", 0, "أ", verse_start=1, verse_end=15),
            _chunk("svd:Jhn.3", 1, "ب", verse_start=16, verse_end=36),
            _chunk("svd:Copy.3", 0, "أ"),
            _chunk("svd:Copy.3", 1, "ب"),
        ]
    )
    fixture = resolve_spec(Spec(id="v", question="يوحنا 3: 16", expectedDocIds=["svd:Jhn.3"], verse=16), "bible-refs", catalog)
    assert fixture.expectedChunkIds == ["svd:Jhn.3/1"]
    # the other chunk of the chapter, then the chunks of the document with the same text
    assert fixture.acceptableChunkIds == ["svd:Jhn.3/0", "svd:Copy.3/0", "svd:Copy.3/1"]


def test_fixture_files_round_trip_and_reject_bad_lines(tmp_path: Path) -> None:
    path = tmp_path / "f.jsonl"
    fixtures = [Fixture(id="a", question="س", suite="s", expectedChunkIds=["x/0"]), Fixture(id="b", question="ص", suite="s")]
    write_fixtures(path, fixtures)
    loaded = load_fixtures(path)
    assert [f.id for f in loaded.fixtures] == ["a", "b"] and len(loaded.sha256) == 64
    path.write_text(path.read_text(encoding="utf-8") + '{"id": "a", "question": "again", "suite": "s"}\n', encoding="utf-8")
    with pytest.raises(FixtureError, match="repeats"):
        load_fixtures(path)
    path.write_text('{"question": "no id"}\n', encoding="utf-8")
    with pytest.raises(FixtureError, match="not a fixture"):
        load_fixtures(path)
    with pytest.raises(FixtureError, match="not found"):
        load_fixtures(tmp_path / "missing.jsonl")


def test_answer_batches_resume_and_report_partial_work(small_world: dict, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dalil.eval.answers import read_results, run_answers
    from dalil.eval.fixtures import FixtureSet
    from dalil.settings import get_settings
    from dalil.stores.factory import build_services, reset_services

    monkeypatch.setenv("DALIL_STORE", str(small_world["store"]))
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    monkeypatch.setenv("DALIL_PROVIDER", "extractive")
    get_settings.cache_clear()
    reset_services()
    settings = get_settings()
    grounded, _ = build_qa_fixtures(arcd_dev_questions(small_world["data"]), "arcd", small_world["catalog"], set(), BuildReport())
    fixtures = [
        *grounded[:2],
        Fixture(id="refuse-date", question="ما هو سنكسار يوم 31 كيهك؟", suite="refusal", expects={"answer": "refuse"}),
    ]
    fixture_set = FixtureSet(path="mem", sha256="0" * 64, fixtures=fixtures)
    results = tmp_path / "answers.jsonl"
    chunks = build_services(settings).chunks
    first = run_answers(fixture_set, settings, chunks, results, resume=False, limit=1)
    assert (first.attempted, first.N) == (1, 3)  # partial work is visible, not hidden
    second = run_answers(fixture_set, settings, chunks, results, resume=True)
    assert second.attempted == 3 and len(second.batches) == 2
    assert len(read_results(results)) == 3 and len(results.read_text(encoding="utf-8").splitlines()) == 3
    outcomes = read_results(results)
    refusal = outcomes["refuse-date"]
    assert refusal.state == "search" and refusal.refused and "date_invalid" in (refusal.reason or "")
    assert second.refusal_N == 1 and second.refusal_true == 1
    for fixture in grounded[:2]:
        outcome = outcomes[fixture.id]
        assert outcome.error is None and outcome.correct is not None
        if outcome.state == "answer":
            assert outcome.citation_pairs >= 1 and outcome.schema_errors == []
    reset_services()
