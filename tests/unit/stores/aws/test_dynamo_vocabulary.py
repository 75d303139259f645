"""The vocabulary the cloud ingest keeps in the chunk table (stores/aws/dynamo_vocabulary.py), on
moto: read back whole, swapped with the index, cached per process until the recheck, and the
bundled table (with a note in the log) for an index built before it was written."""

from __future__ import annotations

import hashlib
import logging

import pytest

from dalil.models import Chunk
from dalil.stores.aws import pointed_parts
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.text.vocabulary import Vocabulary, bundled_vocabulary, of_chunks

TABLE = "dalil-chunks"


def chunk(library: str, n: int, title: str, text: str) -> Chunk:
    return Chunk(
        chunk_id=f"{library}:{n}/0", doc_id=f"{library}:{n}", n=0, library=library, domains=["general"], title=title,
        url=f"https://example.org/{library}/{n}", text=text, search_text=f"{title}\n{text}",
        content_hash=hashlib.sha256(text.encode()).hexdigest(), corpus_version="v1",
    )


SYNAXARIUM = [chunk("synaxarium", 1, "نياحة القديس بيشوي", "تنيح القديس العظيم الانبا بيشوي"),
              chunk("synaxarium", 2, "استشهاد مار جرجس", "استشهد القديس مار جرجس الروماني")]
BIBLE = [chunk("bible", 1, "يوحنا 3", "لانه هكذا احب الله العالم")]
BIBLE_CHANGED = [chunk("bible", 1, "يوحنا 3", "في البدء كان الكلمة")]


def blob(chunks: list[Chunk]) -> bytes:
    return of_chunks(chunks, source="test").to_bytes()


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(dynamodb, clock: Clock) -> DynamoChunkStore:
    store = DynamoChunkStore(dynamodb, TABLE, vocabulary_recheck_s=60)
    store.vocabulary.clock = clock
    return store


def stored_keys(dynamodb) -> set[str]:
    return {item["chunk_id"]["S"] for item in dynamodb.scan(TableName=TABLE)["Items"]}


def test_an_index_built_before_its_vocabulary_reads_the_bundled_table_and_says_so(store, caplog) -> None:
    with caplog.at_level(logging.WARNING, logger="dalil.stores.vocabulary"):
        vocabulary = store.surface_vocabulary()
    assert vocabulary is bundled_vocabulary()
    assert "no vocabulary was written with this index" in caplog.text


def test_a_published_vocabulary_reads_back_whole_across_parts(store, dynamodb, monkeypatch) -> None:
    monkeypatch.setattr(pointed_parts, "PART_BYTES", 40)  # a library's table in several items
    pointer = store.vocabulary.publish("dalil-chunks-v1", {"synaxarium": blob(SYNAXARIUM), "bible": blob(BIBLE)}, building=True)
    assert pointer is not None and pointer.libraries["synaxarium"].parts > 1
    read = store.surface_vocabulary()
    expected = of_chunks(SYNAXARIUM + BIBLE, source="test")
    assert read.source == "store"
    assert dict(read.words()) == dict(expected.words()) and read.titled_words() == expected.titled_words()
    assert read.count("بيشوي") == 1 and read.titled("جرجس")


def test_a_vocabulary_of_more_than_a_hundred_parts_is_read_in_the_stores_batches(store, dynamodb, monkeypatch) -> None:
    """The parts are read by the chunk store's one batching (100 keys a BatchGetItem, the API's limit)."""
    monkeypatch.setattr(pointed_parts, "PART_BYTES", 1)
    pointer = store.vocabulary.publish("dalil-chunks-v1", {"synaxarium": blob(SYNAXARIUM)}, building=True)
    assert pointer is not None and pointer.libraries["synaxarium"].parts > 100
    sizes: list[int] = []
    dynamodb.meta.events.register("before-parameter-build.dynamodb.BatchGetItem",
                                  lambda params, **_: sizes.append(len(params["RequestItems"][TABLE]["Keys"])))
    read = store.surface_vocabulary()
    assert dict(read.words()) == dict(of_chunks(SYNAXARIUM, source="test").words())
    parts = pointer.libraries["synaxarium"].parts
    assert sizes == [1, *[100] * (parts // 100), *([parts % 100] if parts % 100 else [])]  # the pointer, then the parts


def test_the_vocabulary_is_kept_until_the_recheck_then_follows_the_new_index(store, dynamodb, clock) -> None:
    store.vocabulary.publish("dalil-chunks-v1", {"synaxarium": blob(SYNAXARIUM)}, building=True)
    first = store.surface_vocabulary()
    old_parts = {key for key in stored_keys(dynamodb) if key.startswith("#vocab#synaxarium#")}
    store.vocabulary.publish("dalil-chunks-v2", {"bible": blob(BIBLE)}, building=True)
    clock.now += 59
    assert store.surface_vocabulary() is first  # within the recheck: no read at all
    clock.now += 2
    second = store.surface_vocabulary()
    assert "بيشوي" not in second and second.count("عالم") == 1
    assert not old_parts & stored_keys(dynamodb), "the swapped-out vocabulary's items stay behind"
    clock.now += 61
    assert store.surface_vocabulary() is second  # the pointer did not move: the same vocabulary, not read again


def test_an_incremental_run_keeps_the_words_of_the_libraries_it_did_not_read(store, clock) -> None:
    store.vocabulary.publish("dalil-chunks-v1", {"synaxarium": blob(SYNAXARIUM), "bible": blob(BIBLE)}, building=True)
    store.vocabulary.publish("dalil-chunks-v1", {"bible": blob(BIBLE_CHANGED)}, building=False,
                             stored=["synaxarium", "bible"])
    vocabulary = store.surface_vocabulary()
    assert vocabulary.count("بيشوي") == 1 and vocabulary.count("كلمه") == 1 and "عالم" not in vocabulary


def test_an_incremental_run_over_an_index_without_a_vocabulary_publishes_none(store) -> None:
    """Its words alone would miss the other library's names: the bundled table reads them better."""
    assert store.vocabulary.publish("dalil-chunks-v1", {"bible": blob(BIBLE)}, building=False,
                                    stored=["synaxarium", "bible"]) is None
    assert store.surface_vocabulary() is bundled_vocabulary()


def test_vocabulary_items_are_never_hydrated_as_chunks(store) -> None:
    pointer = store.vocabulary.publish("dalil-chunks-v1", {"synaxarium": blob(SYNAXARIUM)}, building=True)
    assert pointer is not None
    keys = ["#vocab#current", *pointer.libraries["synaxarium"].part_keys()]
    assert store.get_many(keys) == {}
    assert store.document_chunks("#vocab#current") == []


def test_the_same_vocabulary_gives_the_same_bytes() -> None:
    """Content-keyed parts: an unchanged library is rewritten under the same keys."""
    assert blob(SYNAXARIUM) == blob(list(reversed(SYNAXARIUM)))
    assert Vocabulary.merged([blob(SYNAXARIUM)], "x").count("بيشوي") == 1
