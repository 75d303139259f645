"""The ingest pipeline over real SQLite files: incremental, idempotent, transactional.

Small cases use a tiny JSON-lines adapter (the real adapter interface, registered under its own
name); the `slow` cases ingest the team's real data through the real adapters."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np
import pytest
from support.data_folders import FOLDER_OF_LIBRARY

from dalil.embed.hashing import HashingEmbedder
from dalil.embed.use import UseEmbedder
from dalil.errors import DalilError, IngestError, StoreError
from dalil.ingest import sources
from dalil.ingest.pipeline import run_ingest
from dalil.models import Document
from dalil.stores.sqlite.store import open_store
from dalil.text.normalize import fold

EMBEDDER = HashingEmbedder(dim=64)


class JsonlSource:
    """A real adapter for tests: one Document per line of a .jsonl file."""

    name = "toy"
    library = "toy"

    def __init__(self, fail_after: int | None = None) -> None:
        self.fail_after = fail_after

    def default_path(self) -> Path | None:
        return None

    def version(self, path: Path) -> str:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:12]

    def load(self, path: Path) -> Iterator[Document]:
        for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines()):
            if self.fail_after is not None and number >= self.fail_after:
                raise IngestError(f"toy: broken record at line {number + 1}")
            yield Document.model_validate_json(line)


class CountingEmbedder:
    """Wraps an embedder and remembers what it was asked to embed."""

    def __init__(self, inner: HashingEmbedder) -> None:
        self.inner, self.model_id, self.dim = inner, inner.model_id, inner.dim
        self.seen: list[str] = []

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        self.seen += list(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> np.ndarray:
        return self.inner.embed_query(text)


class FailingEmbedder(CountingEmbedder):
    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        raise RuntimeError("embedding service fell over")


def doc(doc_id: str, text: str, title: str = "عنوان") -> dict:
    return {"doc_id": doc_id, "library": "toy", "domains": ["general"], "title": title,
            "url": f"https://example.org/{doc_id}", "text": text}


LONG = " ".join(f"جملة رقم {i} عن الرهبنة في برية شيهيت." for i in range(60))  # several chunks


def write_input(path: Path, docs: list[dict]) -> Path:
    path.write_text("\n".join(json.dumps(d, ensure_ascii=False) for d in docs) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> JsonlSource:
    adapter = JsonlSource()
    monkeypatch.setitem(sources.SOURCES, "toy", adapter)
    return adapter


def counts(path: Path) -> dict[str, int]:
    conn = sqlite3.connect(path)
    try:
        return {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                for t in ("documents", "chunks", "vectors", "chunks_fts", "meta")}
    finally:
        conn.close()


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


BASE = [doc("toy:a", "الأنبا مكاري أب الرهبان."), doc("toy:b", LONG), doc("toy:c", "القاهرة عاصمة مصر.")]


def test_first_ingest_adds_everything_and_is_searchable(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    report = run_ingest(store_path, EMBEDDER, [("toy", write_input(tmp_path / "in.jsonl", BASE))], progress=False)
    [lib] = report.libraries
    assert (lib.library, lib.added, lib.replaced, lib.unchanged, lib.removed) == ("toy", 3, 0, 0, 0)
    assert lib.chunks > 3 and lib.chunks_embedded == lib.chunks == lib.chunks_written
    with open_store(store_path, embedder=EMBEDDER) as store:
        assert store.corpus_versions() == {"toy": lib.corpus_version}
        assert store.lexical.search_lexical("مكاري", k=1)[0][0] == "toy:a/0"
        assert store.chunks.counts() == {"toy": {"documents": 3, "chunks": lib.chunks}}


def test_reingesting_the_same_input_writes_nothing(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    source = [("toy", write_input(tmp_path / "in.jsonl", BASE))]
    run_ingest(store_path, EMBEDDER, source, progress=False)
    before_counts, before_bytes = counts(store_path), file_digest(store_path)
    with open_store(store_path) as store:
        generation = store.generation
    embedder = CountingEmbedder(EMBEDDER)
    report = run_ingest(store_path, embedder, source, progress=False)
    [lib] = report.libraries
    assert (lib.added, lib.replaced, lib.unchanged, lib.removed) == (0, 0, 3, 0)
    assert embedder.seen == [] and not report.wrote
    assert counts(store_path) == before_counts
    assert file_digest(store_path) == before_bytes  # not a page changed
    with open_store(store_path) as store:
        assert store.generation == generation


def test_changed_document_is_replaced_without_orphans(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    run_ingest(store_path, EMBEDDER, [("toy", write_input(tmp_path / "v1.jsonl", BASE))], progress=False)
    with open_store(store_path) as store:
        old_ids = store.chunks.chunk_ids_for_doc("toy:b")
    assert len(old_ids) > 1
    changed = [BASE[0], doc("toy:b", "نص قصير جديد عن الصوم."), BASE[2]]
    embedder = CountingEmbedder(EMBEDDER)
    report = run_ingest(store_path, embedder, [("toy", write_input(tmp_path / "v2.jsonl", changed))], progress=False)
    [lib] = report.libraries
    assert (lib.added, lib.replaced, lib.unchanged, lib.removed) == (0, 1, 2, 0)
    assert lib.chunks_embedded == 1 and len(embedder.seen) == 1  # only the changed chunk
    with open_store(store_path, embedder=EMBEDDER) as store:
        assert store.chunks.chunk_ids_for_doc("toy:b") == ["toy:b/0"]
        assert store.chunks.get_many(old_ids[1:]) == {}
        assert store.lexical.search_lexical("شيهيت", k=5) == []  # only the old chunks said it
        assert store.corpus_versions()["toy"] == lib.corpus_version
    c = counts(store_path)
    assert c["chunks"] == c["vectors"] == c["chunks_fts"] == 3


def test_unchanged_chunks_of_a_changed_document_keep_their_vectors(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    run_ingest(store_path, EMBEDDER, [("toy", write_input(tmp_path / "v1.jsonl", BASE))], progress=False)
    grown = [BASE[0], doc("toy:b", LONG + " " + " ".join(f"جملة إضافية {i} عن الصوم." for i in range(40))), BASE[2]]
    embedder = CountingEmbedder(EMBEDDER)
    [lib] = run_ingest(store_path, embedder, [("toy", write_input(tmp_path / "v2.jsonl", grown))], progress=False).libraries
    assert lib.replaced == 1
    assert 0 < lib.chunks_embedded < lib.chunks_written  # reused the chunks whose text is the same


def test_documents_absent_from_the_new_input_are_removed(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    run_ingest(store_path, EMBEDDER, [("toy", write_input(tmp_path / "v1.jsonl", BASE))], progress=False)
    [lib] = run_ingest(store_path, EMBEDDER, [("toy", write_input(tmp_path / "v2.jsonl", BASE[:1]))],
                       progress=False).libraries
    assert (lib.unchanged, lib.removed) == (1, 2)
    assert counts(store_path)["documents"] == 1
    assert counts(store_path)["chunks"] == counts(store_path)["vectors"] == counts(store_path)["chunks_fts"] == 1


def test_other_libraries_are_left_alone(tmp_path: Path, toy: JsonlSource, monkeypatch: pytest.MonkeyPatch) -> None:
    class OtherSource(JsonlSource):
        name = library = "other"

        def load(self, path: Path) -> Iterator[Document]:
            for document in super().load(path):
                yield document.model_copy(update={"library": "other", "doc_id": document.doc_id.replace("toy", "other")})

    monkeypatch.setitem(sources.SOURCES, "other", OtherSource())
    store_path = tmp_path / "store.sqlite"
    path = write_input(tmp_path / "in.jsonl", BASE)
    run_ingest(store_path, EMBEDDER, [("toy", path), ("other", path)], progress=False)
    run_ingest(store_path, EMBEDDER, [("toy", write_input(tmp_path / "few.jsonl", BASE[:1]))], progress=False)
    with open_store(store_path) as store:
        assert store.chunks.counts()["other"]["documents"] == 3
        assert store.chunks.counts()["toy"]["documents"] == 1


def test_duplicate_doc_ids_first_wins_and_is_counted(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    docs = [*BASE, doc("toy:a", "نسخة ثانية مختلفة"), doc("toy:a", "نسخة ثالثة")]
    [lib] = run_ingest(store_path, EMBEDDER, [("toy", write_input(tmp_path / "in.jsonl", docs))], progress=False).libraries
    assert (lib.documents, lib.duplicates) == (3, 2)
    with open_store(store_path) as store:
        assert store.chunks.get_many(["toy:a/0"])["toy:a/0"].text == "الأنبا مكاري أب الرهبان."


def test_failing_adapter_leaves_the_store_as_it_was(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    run_ingest(store_path, EMBEDDER, [("toy", write_input(tmp_path / "v1.jsonl", BASE))], progress=False)
    before = file_digest(store_path), counts(store_path)
    toy.fail_after = 2
    changed = [doc("toy:a", "تغيير"), doc("toy:b", "تغيير آخر"), doc("toy:c", "ثالث")]
    with pytest.raises(IngestError, match="line 3"):
        run_ingest(store_path, EMBEDDER, [("toy", write_input(tmp_path / "v2.jsonl", changed))], progress=False)
    assert (file_digest(store_path), counts(store_path)) == before


def test_failing_embedder_leaves_the_store_as_it_was(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    run_ingest(store_path, EMBEDDER, [("toy", write_input(tmp_path / "v1.jsonl", BASE))], progress=False)
    before = counts(store_path)
    with pytest.raises(RuntimeError):
        run_ingest(store_path, FailingEmbedder(EMBEDDER),
                   [("toy", write_input(tmp_path / "v2.jsonl", [doc("toy:z", "جديد")]))], progress=False)
    assert counts(store_path) == before


def test_rebuild_replaces_the_file_and_a_failed_rebuild_keeps_the_old_one(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    source = [("toy", write_input(tmp_path / "in.jsonl", BASE))]
    run_ingest(store_path, EMBEDDER, source, progress=False)
    with open_store(store_path) as store:
        uid = store.db.meta()["store_uid"]
    before = file_digest(store_path)
    with pytest.raises(RuntimeError):
        run_ingest(store_path, FailingEmbedder(EMBEDDER), source, rebuild=True, progress=False)
    assert file_digest(store_path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl", "store.sqlite"]
    report = run_ingest(store_path, EMBEDDER, source, rebuild=True, progress=False)
    assert report.rebuilt and report.libraries[0].added == 3
    with open_store(store_path, embedder=EMBEDDER) as store:
        assert store.db.meta()["store_uid"] != uid
        assert store.chunks.counts()["toy"]["documents"] == 3


def test_another_model_needs_rebuild(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    source = [("toy", write_input(tmp_path / "in.jsonl", BASE))]
    run_ingest(store_path, EMBEDDER, source, progress=False)
    other = HashingEmbedder(dim=32)
    with pytest.raises(StoreError, match="--rebuild"):
        run_ingest(store_path, other, source, progress=False)
    run_ingest(store_path, other, source, rebuild=True, progress=False)
    with open_store(store_path, embedder=other) as store:
        assert store.dim == 32


def test_bad_source_name_or_path_fails_before_writing(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    with pytest.raises(DalilError, match="unknown source"):
        run_ingest(store_path, EMBEDDER, [("nope", tmp_path)], progress=False)
    with pytest.raises(IngestError, match="does not exist"):
        run_ingest(store_path, EMBEDDER, [("toy", tmp_path / "absent.jsonl")], progress=False)
    with pytest.raises(IngestError, match="no bundled data"):
        run_ingest(store_path, EMBEDDER, [("toy", None)], progress=False)
    assert not store_path.exists()


# ---- real data ---------------------------------------------------------------------------------

REAL = FOLDER_OF_LIBRARY


@pytest.mark.slow
def test_real_corpora_ingest_with_the_hashing_embedder(tmp_path: Path, shared_data: Path) -> None:
    store_path = tmp_path / "real.sqlite"
    plan = [(name, shared_data / folder) for name, folder in REAL.items()]
    report = run_ingest(store_path, EMBEDDER, plan, progress=False)
    by_library = {lib.library: lib for lib in report.libraries}
    assert set(by_library) == set(REAL)
    assert by_library["synaxarium"].documents == 856  # SOURCE.md: 856 records
    assert by_library["xquad"].documents == 240  # SOURCE.md: 240 paragraphs
    assert by_library["bible"].documents == 260 + 150  # chapters: New Testament + Psalms
    c = counts(store_path)
    assert c["chunks"] == c["vectors"] == c["chunks_fts"] == sum(lib.chunks for lib in report.libraries)

    with open_store(store_path, embedder=EMBEDDER) as store:
        # 22 Hator = month 3, day 22: the Synaxarium entries of that day by metadata alone
        day = store.metadata.lookup({"library": "synaxarium", "coptic_month": 3, "coptic_day": 22})
        assert day and all(chunk_id.startswith("syn:03-22#") for chunk_id, _ in day)
        # John 3:16 by reference
        verse = store.metadata.lookup({"library": "bible", "book": "Jhn", "chapter": 3, "verse": 16})
        assert [chunk_id.split("/")[0] for chunk_id, _ in verse] == ["svd:Jhn.3"]
        assert fold("هكذا أحب الله العالم") in fold(store.chunks.get_many([verse[0][0]])[verse[0][0]].text)
        # lexical finds an exact name; a library filter keeps other corpora out
        hits = store.lexical.search_lexical("الأنبا أنطونيوس", k=10, libraries=["synaxarium"])
        assert hits and all(chunk_id.startswith("syn:") for chunk_id, _ in hits)
        question = "ما هي عاصمة مصر؟"
        signals = store.candidates.search(question, EMBEDDER.embed_query(question), 20, 20, libraries=["arcd", "xquad"])
        assert signals["lexical"] and signals["vector"]
        assert all(chunk_id.split(":")[0] in {"arcd", "xquad"} for chunk_id, _ in signals["vector"])

    again = run_ingest(store_path, EMBEDDER, plan, progress=False)
    assert not again.wrote and all(lib.unchanged == lib.documents for lib in again.libraries)
    assert counts(store_path) == c


@pytest.mark.slow
def test_small_real_run_with_the_use_embedder(tmp_path: Path, shared_data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real model end to end on a slice of the Synaxarium (first 40 records)."""
    real = sources.get_source("synaxarium")

    class FirstRecords:
        name, library = "synaxarium-slice", "synaxarium"

        def default_path(self) -> Path | None:
            return None

        def version(self, path: Path) -> str:
            return real.version(path) + "-first40"

        def load(self, path: Path) -> Iterator[Document]:
            for number, document in enumerate(real.load(path)):
                if number == 40:
                    return
                yield document

    monkeypatch.setitem(sources.SOURCES, "synaxarium-slice", FirstRecords())
    embedder = UseEmbedder()
    store_path = tmp_path / "use.sqlite"
    [lib] = run_ingest(store_path, embedder, [("synaxarium-slice", shared_data / REAL["synaxarium"])],
                       progress=False).libraries
    assert lib.documents == 40 and lib.chunks_embedded == lib.chunks
    with open_store(store_path, embedder=embedder) as store:
        assert store.model_id == embedder.model_id and store.dim == 512
        chunk = next(store.chunks.iter_chunks("synaxarium"))
        hits = store.vectors.search_vector(embedder.embed_query(chunk.title + "\n" + chunk.text), k=3)
        assert hits[0][0] == chunk.chunk_id and hits[0][1] > 0.99
    with pytest.raises(StoreError):
        open_store(store_path, embedder=EMBEDDER)  # hashing vectors never mix with USE vectors


def test_rebuild_never_overwrites_a_foreign_database(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "someone-elses.sqlite"
    conn = sqlite3.connect(store_path)
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    before = file_digest(store_path)
    source = [("toy", write_input(tmp_path / "in.jsonl", BASE))]
    with pytest.raises(StoreError, match="will not overwrite"):
        run_ingest(store_path, EMBEDDER, source, rebuild=True, progress=False)
    with pytest.raises(StoreError, match="not a Dalil store"):
        run_ingest(store_path, EMBEDDER, source, progress=False)
    assert file_digest(store_path) == before


def test_rebuild_repairs_a_corrupt_store(tmp_path: Path, toy: JsonlSource) -> None:
    store_path = tmp_path / "store.sqlite"
    store_path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    source = [("toy", write_input(tmp_path / "in.jsonl", BASE))]
    with pytest.raises(StoreError, match="--rebuild"):
        run_ingest(store_path, EMBEDDER, source, progress=False)
    run_ingest(store_path, EMBEDDER, source, rebuild=True, progress=False)
    with open_store(store_path, embedder=EMBEDDER) as store:
        assert store.chunks.counts()["toy"]["documents"] == 3


def test_default_sources_are_the_bundled_demo_corpora(tmp_path: Path) -> None:
    from dalil.ingest.pipeline import default_sources

    expected = {name for name, adapter in sources.SOURCES.items() if adapter.default_path() is not None}
    assert {name for name, _ in default_sources()} == expected and expected
    report = run_ingest(tmp_path / "demo.sqlite", EMBEDDER, progress=False)
    assert {lib.library for lib in report.libraries} == {sources.SOURCES[name].library for name in expected}
    assert all(lib.added == lib.documents > 0 for lib in report.libraries)
