"""The corpus's names the cloud ingest keeps in the chunk table (stores/aws/dynamo_claim_names.py), on
moto: the set of the summed libraries' counts is `corpus_names` of all their texts at once (what the
SQLite store derives), swapped with the index, kept for an incremental run's other libraries, cached
per process until the recheck, and none (with a warning, never an error) when absent or unreadable."""

from __future__ import annotations

import logging

import pytest

from dalil.errors import BackendUnavailable
from dalil.stores.aws import dynamo_claim_names
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.text.assertions import CORPUS_NAMES_VERSION, NameCounts, corpus_common_words, corpus_names

TABLE = "dalil-chunks"
# Written for this test: "ثاوفانيوس" stands after a title only in the first library's text, and
# occurs bare in the second's, so whether it is a name depends on both libraries' counts.
SYNAXARIUM = ["تنيح القديس ثاوفانيوس الاسقف في مدينه اخميم", "استشهد القديس بقطر بن رومانوس في زمان الملك دقلديانوس"]
LITURGY = ["ثاوفانيوس ثاوفانيوس ثاوفانيوس ثاوفانيوس ثاوفانيوس ثاوفانيوس ثاوفانيوس ثاوفانيوس ثاوفانيوس ثاوفانيوس",
           "نسجد لك ايها المسيح مع ابيك الصالح"]


def counts(texts: list[str]) -> bytes:
    return NameCounts.of(texts).to_bytes()


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
    store.claim_names.clock = clock
    return store


def fresh(dynamodb) -> DynamoChunkStore:
    """The store as a new container builds it: nothing cached."""
    return DynamoChunkStore(dynamodb, TABLE)


def stored_keys(dynamodb) -> set[str]:
    return {item["chunk_id"]["S"] for item in dynamodb.scan(TableName=TABLE)["Items"]}


def test_summed_library_counts_decide_what_all_texts_at_once_decide() -> None:
    whole = corpus_names([*SYNAXARIUM, *LITURGY], 0.1)
    merged = NameCounts.merged([NameCounts.from_bytes(counts(SYNAXARIUM)), NameCounts.from_bytes(counts(LITURGY))])
    assert merged.names(0.1) == whole
    assert "ثاوفانيوس" in corpus_names(SYNAXARIUM, 0.1) and "ثاوفانيوس" not in whole  # 1 mention in 11 occurrences: under 0.1
    assert counts(SYNAXARIUM) == counts(list(SYNAXARIUM))  # the same bytes: keyed by digest


def test_published_names_are_read_back_as_the_sqlite_store_derives_them(dynamodb, store: DynamoChunkStore) -> None:
    store.claim_names.publish("dalil-chunks-v1", {"synaxarium": counts(SYNAXARIUM), "liturgy": counts(LITURGY)}, 0.1, building=True)
    read = fresh(dynamodb).claim_names.names(0.1)
    assert read == corpus_names([*SYNAXARIUM, *LITURGY], 0.1)
    assert {"دقلديانوس", "رومانوس", "بقطر"} <= read


def test_a_reader_at_another_share_decides_from_the_summed_counts(dynamodb, store: DynamoChunkStore) -> None:
    store.claim_names.publish("dalil-chunks-v1", {"synaxarium": counts(SYNAXARIUM), "liturgy": counts(LITURGY)}, 0.1, building=True)
    assert fresh(dynamodb).claim_names.names(0.05) == corpus_names([*SYNAXARIUM, *LITURGY], 0.05)
    assert "ثاوفانيوس" in fresh(dynamodb).claim_names.names(0.05)


def test_an_incremental_run_keeps_the_other_libraries_counts_and_a_build_swaps_them(dynamodb, store: DynamoChunkStore) -> None:
    store.claim_names.publish("dalil-chunks-v1", {"synaxarium": counts(SYNAXARIUM), "liturgy": counts(LITURGY)}, 0.1, building=True)
    changed = ["تنيح القديس ثاوفانيوس الاسقف", "استشهد القديس بقطر في زمان الملك نوميريانوس"]
    store.claim_names.publish("dalil-chunks-v1", {"synaxarium": counts(changed)}, 0.1, building=False,
                              stored=["synaxarium", "liturgy"])
    assert fresh(dynamodb).claim_names.names(0.1) == corpus_names([*changed, *LITURGY], 0.1)
    store.claim_names.publish("dalil-chunks-v2", {"synaxarium": counts(SYNAXARIUM)}, 0.1, building=True)
    assert fresh(dynamodb).claim_names.names(0.1) == corpus_names(SYNAXARIUM, 0.1)
    pointer = store.claim_names.pointer()
    assert pointer is not None
    live = {*pointer.names.part_keys(), *(key for parts in pointer.libraries.values() for key in parts.part_keys())}
    assert {key for key in stored_keys(dynamodb) if key.startswith("#names#")} == {*live, dynamo_claim_names.POINTER_KEY}


def test_a_library_without_counts_publishes_no_names(dynamodb, store: DynamoChunkStore, caplog: pytest.LogCaptureFixture) -> None:
    store.claim_names.publish("dalil-chunks-v1", {"synaxarium": counts(SYNAXARIUM)}, 0.1, building=True)
    # an incremental run over a table that also holds a library ingested before names were counted
    with caplog.at_level(logging.WARNING, logger="dalil.stores.claim_names"):
        assert store.claim_names.publish("dalil-chunks-v1", {"synaxarium": counts(SYNAXARIUM)}, 0.1, building=False,
                                         stored=["synaxarium", "bible"]) is None
    assert "bible" in caplog.text
    assert store.claim_names.pointer() is None


def test_no_pointer_or_another_derivation_reads_no_names_with_a_warning(
    dynamodb, store: DynamoChunkStore, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    with caplog.at_level(logging.WARNING, logger="dalil.stores.claim_names"):
        assert fresh(dynamodb).claim_names.names(0.1) == frozenset()
    assert "no corpus names were published" in caplog.text
    store.claim_names.publish("dalil-chunks-v1", {"synaxarium": counts(SYNAXARIUM)}, 0.1, building=True)
    monkeypatch.setattr(dynamo_claim_names, "CORPUS_NAMES_VERSION", CORPUS_NAMES_VERSION + 1)
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="dalil.stores.claim_names"):
        assert fresh(dynamodb).claim_names.names(0.1) == frozenset()
    assert "ingest every source again" in caplog.text


def test_names_are_read_once_per_container_until_the_recheck(dynamodb, store: DynamoChunkStore, clock: Clock) -> None:
    store.claim_names.publish("dalil-chunks-v1", {"synaxarium": counts(SYNAXARIUM)}, 0.1, building=True)
    reader = DynamoChunkStore(dynamodb, TABLE, vocabulary_recheck_s=60)
    reader.claim_names.clock = clock
    calls: list[list[str]] = []
    original = reader._get_items

    def recorded(ids: list[str]) -> list[dict]:
        calls.append(ids)
        return original(ids)

    reader.claim_names._get = recorded
    first = reader.claim_names.names(0.1)
    assert len(calls) == 2  # the pointer, then the set's parts
    assert reader.claim_names.names(0.1) == first and len(calls) == 2
    store.claim_names.publish("dalil-chunks-v2", {"liturgy": counts(LITURGY)}, 0.1, building=True)
    clock.now += 61
    assert reader.claim_names.names(0.1) == corpus_names(LITURGY, 0.1)
    assert len(calls) == 4


def test_a_failed_read_keeps_the_names_read_last_or_none_never_an_error(
    dynamodb, store: DynamoChunkStore, clock: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    store.claim_names.publish("dalil-chunks-v1", {"synaxarium": counts(SYNAXARIUM)}, 0.1, building=True)

    def unavailable(ids: list[str]) -> list[dict]:
        raise BackendUnavailable("the chunk table dalil-chunks failed: AccessDeniedException")

    cold = fresh(dynamodb)
    cold.claim_names._get = unavailable
    with caplog.at_level(logging.WARNING, logger="dalil.stores.claim_names"):
        assert cold.claim_names.names(0.1) == frozenset()
    assert "could not be read" in caplog.text
    warm = fresh(dynamodb)
    warm.claim_names.clock = clock
    known = warm.claim_names.names(0.1)
    assert known
    warm.claim_names._get = unavailable
    clock.now += 61
    assert warm.claim_names.names(0.1) == known


def test_the_common_words_are_published_with_the_names_and_read_at_any_share(dynamodb, store: DynamoChunkStore) -> None:
    texts = [*SYNAXARIUM, *LITURGY, "في البرية الداخلية ثم في برية شيهيت"]
    store.claim_names.publish("dalil-chunks-v1", {"synaxarium": counts(texts[:2] + texts[4:]), "liturgy": counts(LITURGY)},
                              0.1, building=True)
    reader = fresh(dynamodb).claim_names
    assert reader.common(0.1) == corpus_common_words(texts, 0.1) and "بريه" in reader.common(0.1)
    assert reader.names(0.1) == corpus_names(texts, 0.1)
    assert fresh(dynamodb).claim_names.common(0.05) == corpus_common_words(texts, 0.05)  # from the summed counts
