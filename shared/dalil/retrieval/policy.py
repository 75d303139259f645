"""Retrieval policy: rules, not scores. Applied to candidate ids before fusion (library flags,
request restriction, exclusions, date intent) and to the fused order (the record a date or a
Bible reference names comes first), and checked again on hydrated records.

Date intent. When a question names a Coptic day, the Synaxarium records of that day (the
"metadata" signal) are put first and Synaxarium records of every other day are removed: a
story of 12 Hator must never be cited as the story of 22 Hator. When the named day does not
exist (`date_invalid`) or has no record (`date_missing`, e.g. 13 Baba), no Synaxarium evidence
is kept at all and the trace says why, so the answer layer falls back to search instead of
presenting a near match. Notes start with these codes: `has_note(trace.notes, NOTE_DATE_MISSING)`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from dalil.errors import UnknownLibrary
from dalil.models import BIBLE, LIBRARIES, SYNAXARIUM, Candidate, Chunk, DateIntent, library_of
from dalil.settings import Settings
from dalil.text.bible_refs import BibleRef
from dalil.text.coptic_calendar import month_name

NOTE_DATE_INVALID = "date_invalid"
NOTE_DATE_MISSING = "date_missing"
NOTE_DATE_UNAVAILABLE = "date_unavailable"  # the Synaxarium library is off for this request
NOTE_REF_MISSING = "ref_missing"
NOTE_REF_EXCLUDED = "ref_excluded"  # the referenced passage exists but policy excludes it here
NOTE_DATE_EXCLUDED = "date_excluded"  # the day's records exist but policy excludes them here
NOTE_LIBRARY_NOT_IN_STORE = "library_not_in_store"  # the library was never ingested into this store
NOTE_UNHYDRATED = "structured_match_unhydrated"  # the named day / passage could not be loaded
NOTE_EXCLUDED = "excluded"
NOTE_PERSON_UNAVAILABLE = "person_record_unavailable"  # the asked person's own record is excluded / switched off
NOTE_SUBJECT_EXCLUDED = "subject_excluded"  # the passage a free-text question resolves to is excluded
# Notes after which a question is not answered from anything else: the structured lookup the
# question asked for (a day, a passage) failed, and a near match from another record or library
# would be an answer to a different question (retrieval/evidence.py).
UNSERVED_LOOKUP_NOTES = (
    NOTE_DATE_INVALID, NOTE_DATE_MISSING, NOTE_DATE_UNAVAILABLE, NOTE_DATE_EXCLUDED, NOTE_LIBRARY_NOT_IN_STORE,
    NOTE_REF_MISSING, NOTE_REF_EXCLUDED, NOTE_UNHYDRATED, "ref_not_in_library", "ref_impossible", "date_ambiguous",
    NOTE_PERSON_UNAVAILABLE, NOTE_SUBJECT_EXCLUDED,
)

_SYNAXARIUM_ID = re.compile(r"^syn:(\d{2})-(\d{2})#\d+(?:/|$)")
_BIBLE_ID = re.compile(r"^svd:([^.]+)\.(\d+)(?:/|$)")
_PREFIX_ENDINGS = (":", "-", "#", "/", ".")


def synaxarium_day(chunk_id: str) -> tuple[int, int] | None:
    """(month, day) of a Synaxarium chunk_id ("syn:03-22#1/0" -> (3, 22))."""
    match = _SYNAXARIUM_ID.match(chunk_id)
    return (int(match.group(1)), int(match.group(2))) if match else None


def bible_chapter(chunk_id: str) -> tuple[str, int] | None:
    """(book, chapter) of a Bible chunk_id ("svd:Jhn.3/1" -> ("Jhn", 3))."""
    match = _BIBLE_ID.match(chunk_id)
    return (match.group(1), int(match.group(2))) if match else None


def is_excluded(chunk_id: str, exclusions: Sequence[str]) -> bool:
    """An entry excludes the id itself, a doc_id's chunks, or (ending in : - # / .) every id it
    starts: "syn:03-22#1" excludes syn:03-22#1/0 but not syn:03-22#10/0; "syn:03-" all of Hator."""
    for entry in exclusions:
        if chunk_id == entry or chunk_id.startswith(entry + "/"):
            return True
        if entry.endswith(_PREFIX_ENDINGS) and chunk_id.startswith(entry):
            return True
    return False


def resolve_libraries(settings: Settings, requested: Sequence[str] | None) -> list[str]:
    """The libraries this request may use: the enabled ones, narrowed by the request."""
    enabled = [library for library in LIBRARIES if library in settings.libraries]
    if requested is None:
        return enabled
    chosen: list[str] = []
    for name in requested:
        library = name.strip().lower()
        if library not in LIBRARIES:
            raise UnknownLibrary(
                f"المكتبة '{name}' غير معروفة. / Unknown library '{name}'; known: {', '.join(LIBRARIES)}."
            )
        if library not in enabled:
            raise UnknownLibrary(
                f"المكتبة '{name}' غير مفعّلة هنا. / Library '{name}' is not enabled in this environment; "
                f"enabled: {', '.join(enabled) or 'none'}."
            )
        if library not in chosen:
            chosen.append(library)
    return [library for library in LIBRARIES if library in chosen]


def date_metadata(intent: DateIntent) -> dict[str, object]:
    return {"library": SYNAXARIUM, "coptic_month": intent.month, "coptic_day": intent.day}


@dataclass
class PolicyOutcome:
    signals: dict[str, list[tuple[str, float]]]
    priority: list[str]  # chunk_ids that go first, in this order (the named day / reference)
    priority_reason: str | None  # boost name recorded on those candidates
    removed: dict[str, int] = field(default_factory=dict)  # reason -> ids removed (all signals)
    notes: list[str] = field(default_factory=list)


def apply_filters(
    signals: Mapping[str, Sequence[tuple[str, float]]],
    libraries: Sequence[str],
    exclusions: Sequence[str],
    date_intent: DateIntent,
    bible_ref: BibleRef | None,
    metadata_query: Mapping[str, object] | None,
) -> PolicyOutcome:
    """Remove what policy forbids from every signal list and decide which ids go first."""
    allowed = set(libraries)
    removed: dict[str, set[str]] = {}
    notes: list[str] = []
    date_day: tuple[int, int] | None = None
    drop_all_synaxarium = False
    if date_intent.present:
        if not date_intent.valid:
            drop_all_synaxarium = True
            notes.append(f"{NOTE_DATE_INVALID}: {date_intent.reason}; no Synaxarium record is used")
        elif SYNAXARIUM not in allowed:
            notes.append(
                f"{NOTE_DATE_UNAVAILABLE}: the Synaxarium library is switched off here (DALIL_LIBRARIES), so no day's "
                f"record can be shown / مكتبة السنكسار غير مفعّلة هنا"
            )
        else:
            assert date_intent.month is not None and date_intent.day is not None
            date_day = (date_intent.month, date_intent.day)
    metadata_is_date = date_day is not None and metadata_query is not None and metadata_query.get("library") == SYNAXARIUM
    metadata_is_ref = bible_ref is not None and metadata_query is not None and metadata_query.get("library") == BIBLE

    def reject(chunk_id: str, signal: str) -> str | None:
        library = library_of(chunk_id)
        if library is not None and library not in allowed:
            return "library"
        if is_excluded(chunk_id, exclusions):
            return NOTE_EXCLUDED
        if library == SYNAXARIUM:
            if drop_all_synaxarium:
                return NOTE_DATE_INVALID
            if date_day is not None and synaxarium_day(chunk_id) != date_day:
                return "other_day"
        if (
            signal == "metadata"
            and metadata_is_ref
            and bible_ref is not None  # implied by metadata_is_ref; narrows the type
            and bible_chapter(chunk_id) != (bible_ref.book, bible_ref.chapter)
        ):
            return "metadata_mismatch"
        return None

    kept: dict[str, list[tuple[str, float]]] = {}
    for name, ranked in signals.items():
        kept[name] = []
        for chunk_id, score in ranked:
            reason = reject(chunk_id, name)
            if reason is None:
                kept[name].append((chunk_id, score))
            else:
                removed.setdefault(reason, set()).add(chunk_id)

    priority: list[str] = []
    priority_reason: str | None = None
    metadata_ids = list(dict.fromkeys(chunk_id for chunk_id, _ in kept.get("metadata", [])))
    excluded_matches = [cid for cid, _ in signals.get("metadata", []) if is_excluded(cid, exclusions)]
    if date_day is not None:
        if metadata_is_date and metadata_ids:
            priority, priority_reason = metadata_ids, "date_match"
        elif metadata_is_date and excluded_matches:
            for name, ranked in kept.items():
                kept[name] = [(cid, score) for cid, score in ranked if library_of(cid) != SYNAXARIUM]
            named = f"{date_day[1]} {month_name(date_day[0])}"
            notes.append(
                f"{NOTE_DATE_EXCLUDED}: the Synaxarium records of {named} are excluded in this environment "
                f"(DALIL_EXCLUSIONS) / سجلات {named} مستبعدة هنا"
            )
        else:
            # No record for the named day: nothing from the Synaxarium may stand in for it.
            for name, ranked in kept.items():
                for chunk_id, _ in ranked:
                    if library_of(chunk_id) == SYNAXARIUM:
                        removed.setdefault(NOTE_DATE_MISSING, set()).add(chunk_id)
                kept[name] = [(cid, score) for cid, score in ranked if library_of(cid) != SYNAXARIUM]
            named = f"{date_day[1]} {month_name(date_day[0])}"
            notes.append(f"{NOTE_DATE_MISSING}: no Synaxarium record for {named}; no Synaxarium record is used")
    elif metadata_is_ref:
        assert bible_ref is not None  # metadata_is_ref implies it
        if metadata_ids:
            priority, priority_reason = metadata_ids, "reference_match"
        elif excluded_matches:
            notes.append(
                f"{NOTE_REF_EXCLUDED}: {bible_ref.label} is excluded in this environment (DALIL_EXCLUSIONS) "
                f"/ هذا النص مستبعد هنا"
            )
        elif "metadata" not in signals:
            # The lookup did not run (a single-signal ranker of the eval): nothing is known missing.
            notes.append(f"ref_not_looked_up: {bible_ref.label}")
        else:
            notes.append(f"{NOTE_REF_MISSING}: no Bible passage {bible_ref.label} in this library / لا يوجد هذا النص في المكتبة")
    for reason in ("library", NOTE_EXCLUDED, "other_day", "metadata_mismatch"):
        if reason in removed:
            notes.append(f"policy_removed:{reason}: {len(removed[reason])}")
    return PolicyOutcome(
        signals=kept,
        priority=priority,
        priority_reason=priority_reason,
        removed={reason: len(ids) for reason, ids in removed.items()},
        notes=notes,
    )


def _record_first(candidates: list[Candidate]) -> list[Candidate]:
    """One chunk per record first (each record's first chunk, records in the order of their best
    fused chunk), then the records' other chunks in fused order: a named day shows every record
    of that day before a long record's later chunks."""
    heads: dict[str, Candidate] = {}  # doc_id -> its lowest-numbered chunk; keys in fused order

    def position(candidate: Candidate) -> int:
        n = candidate.chunk_id.rpartition("/")[2]
        return int(n) if n.isdigit() else 0

    for candidate in candidates:
        doc_id = candidate.chunk_id.rpartition("/")[0] or candidate.chunk_id
        if doc_id not in heads or position(candidate) < position(heads[doc_id]):
            heads[doc_id] = candidate
    first = list(heads.values())
    chosen = {c.chunk_id for c in first}
    return first + [c for c in candidates if c.chunk_id not in chosen]


def prioritize(candidates: Sequence[Candidate], priority: Sequence[str], reason: str | None) -> list[Candidate]:
    """Priority ids first, then the rest in fused order. Among date matches, each record's first
    chunk comes before any record's later chunks; other priority ids keep their fused order."""
    if not priority:
        return list(candidates)
    wanted = set(priority)
    first = [c.model_copy(update={"boosts": {**c.boosts, reason or "priority": 1.0}}) for c in candidates if c.chunk_id in wanted]
    if reason == "date_match":
        first = _record_first(first)
    rest = [c for c in candidates if c.chunk_id not in wanted]
    return first + rest


def check_hydrated(chunk: Chunk, libraries: Sequence[str], date_intent: DateIntent) -> str | None:
    """Why a hydrated record must not be used (its stored metadata contradicts its id or the
    policy), or None. These are invariant failures: the id-level rules should have caught them."""
    if chunk.library not in libraries:
        return f"library_mismatch:{chunk.chunk_id}: stored library {chunk.library!r} is not enabled"
    if chunk.library == SYNAXARIUM and date_intent.present:
        if not date_intent.valid:
            return f"date_mismatch:{chunk.chunk_id}: the question's date does not exist"
        stored = (chunk.metadata.get("coptic_month"), chunk.metadata.get("coptic_day"))
        if stored != (date_intent.month, date_intent.day):
            return f"date_mismatch:{chunk.chunk_id}: stored day {stored} is not the question's day"
    return None


# One chunk every ingested copy of a library holds (docs/DESIGN.md §2 ids: 1 Tout's first record,
# Matthew 1): its absence means the library was never ingested into this store.
LIBRARY_SENTINELS = {SYNAXARIUM: "syn:01-01#1/0", BIBLE: "svd:Mat.1/0"}
INGEST_COMMANDS = {
    SYNAXARIUM: "dalil ingest --source synaxarium ../shared/data/coptic_synaxarium_ar",
    BIBLE: "dalil ingest",
}


def not_in_store_note(library: str) -> str:
    label = {SYNAXARIUM: "The Synaxarium (السنكسار)", BIBLE: "The Bible (الكتاب المقدس)"}.get(library, library)
    return (
        f"{NOTE_LIBRARY_NOT_IN_STORE}: {label} is not in this store; add it with: {INGEST_COMMANDS.get(library, 'dalil ingest')} "
        f"/ هذه المكتبة غير موجودة في هذا المخزن؛ أضفها بالأمر أعلاه"
    )


def has_note(notes: Sequence[str], code: str) -> bool:
    return any(note == code or note.startswith(code + ":") for note in notes)
