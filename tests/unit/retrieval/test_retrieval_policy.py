from __future__ import annotations

import pytest

from dalil.errors import UnknownLibrary
from dalil.models import LIBRARIES, Candidate, Chunk, DateIntent, library_of
from dalil.retrieval import policy
from dalil.retrieval.fusion import fuse
from dalil.settings import Settings
from dalil.text.bible_refs import parse_bible_ref

ALL = list(LIBRARIES)
HATOR_22 = DateIntent(month=3, day=22, source="coptic")


def _signals() -> dict[str, list[tuple[str, float]]]:
    return {
        "lexical": [("syn:03-12#1/0", 9.0), ("arcd:3f9c1a0b22de/0", 7.0), ("syn:03-22#1/1", 5.0), ("svd:Jhn.3/1", 2.0)],
        "vector": [("syn:02-12#2/0", 0.9), ("syn:03-22#1/0", 0.8), ("xquad:Normans:2/0", 0.5)],
        "metadata": [("syn:03-22#1/0", 1.0), ("syn:03-22#1/1", 1.0)],
    }


def _ids(signals: dict[str, list[tuple[str, float]]]) -> set[str]:
    return {chunk_id for ranked in signals.values() for chunk_id, _ in ranked}


def test_id_helpers() -> None:
    assert library_of("syn:03-22#1/0") == "synaxarium"
    assert library_of("svd:Jhn.3/1") == "bible"
    assert library_of("tasbeha:common:ten-theno/0") == "liturgy"
    assert library_of("arcd:3f9c1a0b22de/0") == "arcd"
    assert library_of("unknown:thing/0") is None
    assert policy.synaxarium_day("syn:03-22#1/0") == (3, 22)
    assert policy.synaxarium_day("syn:13-06#1") == (13, 6)
    assert policy.synaxarium_day("svd:Jhn.3/0") is None
    assert policy.bible_chapter("svd:Jhn.3/1") == ("Jhn", 3)
    assert policy.bible_chapter("svd:1Co.13/0") == ("1Co", 13)


def test_named_day_comes_first_and_other_days_are_removed() -> None:
    outcome = policy.apply_filters(_signals(), ALL, (), HATOR_22, None, policy.date_metadata(HATOR_22))
    kept = _ids(outcome.signals)
    assert "syn:03-12#1/0" not in kept and "syn:02-12#2/0" not in kept  # other days: never cited as 22 Hator
    assert {"syn:03-22#1/0", "syn:03-22#1/1", "arcd:3f9c1a0b22de/0", "svd:Jhn.3/1"} <= kept
    assert outcome.removed["other_day"] == 2
    assert outcome.priority == ["syn:03-22#1/0", "syn:03-22#1/1"] and outcome.priority_reason == "date_match"
    ranked = policy.prioritize(fuse(outcome.signals, "rrf"), outcome.priority, outcome.priority_reason)
    assert [c.chunk_id for c in ranked[:2]] == ["syn:03-22#1/0", "syn:03-22#1/1"]
    assert ranked[0].boosts == {"date_match": 1.0}
    assert not policy.has_note(outcome.notes, policy.NOTE_DATE_MISSING)


def test_valid_day_without_records_yields_no_synaxarium_evidence() -> None:
    baba_13 = DateIntent(month=2, day=13, source="coptic")
    signals = _signals()
    signals["metadata"] = []  # the data has no 13 Baba
    signals["lexical"].append(("syn:02-13#1/0", 3.0))  # even an inconsistent index hit is not trusted
    outcome = policy.apply_filters(signals, ALL, (), baba_13, None, policy.date_metadata(baba_13))
    assert not any(library_of(cid) == "synaxarium" for cid in _ids(outcome.signals))
    assert "arcd:3f9c1a0b22de/0" in _ids(outcome.signals)
    assert outcome.priority == []
    assert policy.has_note(outcome.notes, policy.NOTE_DATE_MISSING)
    assert any("13 بابه" in note for note in outcome.notes)


def test_invalid_day_yields_no_synaxarium_evidence() -> None:
    invalid = DateIntent(month=4, day=31, source="coptic", valid=False, reason="day 31 does not exist")
    outcome = policy.apply_filters(_signals(), ALL, (), invalid, None, None)
    assert not any(library_of(cid) == "synaxarium" for cid in _ids(outcome.signals))
    assert policy.has_note(outcome.notes, policy.NOTE_DATE_INVALID)
    assert outcome.removed[policy.NOTE_DATE_INVALID] == 4


def test_no_date_keeps_every_day() -> None:
    outcome = policy.apply_filters(_signals(), ALL, (), DateIntent(), None, None)
    assert _ids(outcome.signals) == _ids(_signals())
    assert outcome.notes == [] and outcome.priority == []


def test_disabled_and_restricted_libraries_are_removed() -> None:
    outcome = policy.apply_filters(_signals(), ["bible", "arcd"], (), DateIntent(), None, None)
    assert _ids(outcome.signals) == {"arcd:3f9c1a0b22de/0", "svd:Jhn.3/1"}
    assert outcome.removed["library"] == 5


def test_date_with_synaxarium_off_is_noted() -> None:
    outcome = policy.apply_filters(_signals(), ["bible", "arcd"], (), HATOR_22, None, None)
    assert policy.has_note(outcome.notes, policy.NOTE_DATE_UNAVAILABLE)


@pytest.mark.parametrize(
    ("entry", "excluded", "kept"),
    [
        ("syn:03-22#1", {"syn:03-22#1/0", "syn:03-22#1/1"}, {"syn:03-22#10/0"}),
        ("syn:03-22#1/1", {"syn:03-22#1/1"}, {"syn:03-22#1/0"}),
        ("syn:03-", {"syn:03-22#1/0", "syn:03-12#1/0"}, {"syn:02-12#2/0"}),
        ("arcd:", {"arcd:3f9c1a0b22de/0"}, {"syn:03-22#1/0"}),
    ],
)
def test_exclusion_entries(entry: str, excluded: set[str], kept: set[str]) -> None:
    for chunk_id in excluded:
        assert policy.is_excluded(chunk_id, [entry])
    for chunk_id in kept:
        assert not policy.is_excluded(chunk_id, [entry])


def test_exclusions_apply_to_every_signal() -> None:
    outcome = policy.apply_filters(_signals(), ALL, ("syn:03-22#1",), DateIntent(), None, None)
    assert not any(cid.startswith("syn:03-22#1/") for cid in _ids(outcome.signals))
    assert outcome.removed[policy.NOTE_EXCLUDED] == 2


def test_reference_chunk_comes_first() -> None:
    ref = parse_bible_ref("يو 3:16")
    assert ref is not None
    signals = {
        "lexical": [("arcd:3f9c1a0b22de/0", 7.0), ("svd:Jhn.3/0", 2.0)],
        "vector": [("svd:Jhn.3/0", 0.7)],
        "metadata": [("svd:Jhn.3/1", 1.0), ("svd:Jhn.4/0", 1.0)],  # a wrong lookup row is dropped
    }
    outcome = policy.apply_filters(signals, ALL, (), DateIntent(), ref, ref.metadata())
    assert outcome.priority == ["svd:Jhn.3/1"] and outcome.priority_reason == "reference_match"
    assert outcome.removed["metadata_mismatch"] == 1
    ranked = policy.prioritize(fuse(outcome.signals, "rrf"), outcome.priority, outcome.priority_reason)
    assert ranked[0].chunk_id == "svd:Jhn.3/1" and ranked[0].boosts == {"reference_match": 1.0}


def test_reference_without_chunk_is_noted() -> None:
    ref = parse_bible_ref("يو 3:16")
    outcome = policy.apply_filters({"lexical": [], "metadata": []}, ALL, (), DateIntent(), ref, ref.metadata())
    assert policy.has_note(outcome.notes, policy.NOTE_REF_MISSING)


def test_resolve_libraries() -> None:
    settings = Settings(libraries=("bible", "synaxarium", "arcd"))
    assert policy.resolve_libraries(settings, None) == ["bible", "synaxarium", "arcd"]
    assert policy.resolve_libraries(settings, ["arcd", "Bible", "arcd"]) == ["bible", "arcd"]
    with pytest.raises(UnknownLibrary, match="Unknown library 'sermons'"):
        policy.resolve_libraries(settings, ["sermons"])
    with pytest.raises(UnknownLibrary, match="not enabled"):
        policy.resolve_libraries(settings, ["xquad"])
    assert policy.resolve_libraries(settings, []) == []


def _chunk(chunk_id: str, library: str, metadata: dict) -> Chunk:
    return Chunk(
        chunk_id=chunk_id, doc_id=chunk_id.rsplit("/", 1)[0], n=0, library=library, domains=["saints"],
        title="t", url="u", text="x", search_text="x", content_hash="h", corpus_version="v", metadata=metadata,
    )  # fmt: skip


def test_hydrated_records_are_checked_against_policy() -> None:
    good = _chunk("syn:03-22#1/0", "synaxarium", {"coptic_month": 3, "coptic_day": 22})
    assert policy.check_hydrated(good, ALL, HATOR_22) is None
    wrong_day = _chunk("syn:03-22#1/0", "synaxarium", {"coptic_month": 3, "coptic_day": 12})
    assert (policy.check_hydrated(wrong_day, ALL, HATOR_22) or "").startswith("date_mismatch:")
    assert (policy.check_hydrated(good, ["bible"], DateIntent()) or "").startswith("library_mismatch:")


def test_prioritize_without_priority_is_identity() -> None:
    candidates = [Candidate(chunk_id="a", score=1.0), Candidate(chunk_id="b", score=0.5)]
    assert policy.prioritize(candidates, [], None) == candidates


def test_date_matches_show_every_record_of_the_day_before_later_chunks() -> None:
    # fused order: a long record's later chunks outrank the other records' first chunks
    fused = [Candidate(chunk_id=cid, score=10.0 - i) for i, cid in enumerate(
        ["syn:01-01#2/3", "syn:01-01#2/1", "syn:01-01#1/1", "arcd:x/0", "syn:01-01#3/0", "syn:01-01#1/0", "syn:01-01#2/0"]
    )]
    day = [c.chunk_id for c in fused if c.chunk_id.startswith("syn:")]
    ranked = [c.chunk_id for c in policy.prioritize(fused, day, "date_match")]
    # records in the order of their best chunk (#2, #1, #3), each by its first chunk
    assert ranked[:3] == ["syn:01-01#2/0", "syn:01-01#1/0", "syn:01-01#3/0"]
    assert ranked[3:6] == ["syn:01-01#2/3", "syn:01-01#2/1", "syn:01-01#1/1"]
    assert ranked[6:] == ["arcd:x/0"]
    # a Bible reference keeps plain fused order among its chunks
    ref = [c.chunk_id for c in policy.prioritize(fused, ["syn:01-01#2/3", "syn:01-01#2/0"], "reference_match")]
    assert ref[:2] == ["syn:01-01#2/3", "syn:01-01#2/0"]
