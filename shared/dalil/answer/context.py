"""Compact context: from ranked, hydrated candidates to the few excerpts a model may see.

Retrieve broadly, answer narrowly. In rank order, each candidate is
  1. skipped if it was not hydrated or repeats an earlier chunk_id;
  2. trimmed to its query-focused excerpt: the window of `excerpt_sentences` consecutive sentences
     whose `analyze` terms overlap the question most, each term weighing ln(1 + S / df) over the
     chunk's S sentences (earliest window on ties). The excerpt is a
     slice of the original `chunk.text`, never normalized text;
  3. dropped when its excerpt nearly repeats a kept one (word 3-gram Jaccard or containment
     >= `dedupe_jaccard` on folded text: the same paragraph twice is one, the same psalm in two
     translations is two);
  4. shortened, then dropped, when it does not fit what is left of `context_token_budget`.
Kept excerpts get E1…En in rank order, at most `context_chunks` of them. Every left-out chunk_id
is listed in `dropped` with its reason in `drop_reasons`.

Token estimate (deterministic, no tokenizer download): max(words × 1.3, characters / 3.5),
rounded up, plus 4 tokens a piece for the "[E12]" label and separators. Taking the larger of the
two keeps fully vocalised text (the Van Dyck Bible, where marks inflate the character count and
real tokenizers split more) inside the budget.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from dalil.models import Candidate, Chunk, ContextPack, DateIntent, Evidence
from dalil.settings import Settings, get_settings
from dalil.text.bible_refs import parse_bible_ref
from dalil.text.book_opening import asked_opening
from dalil.text.letter_hand import asked_hand, hand_rank, last_chapter
from dalil.text.normalize import fold
from dalil.text.rite_place import rite_place
from dalil.text.rubrics import exchange_window
from dalil.text.support import question_date, sentence_spans, term_set

EVIDENCE_OVERHEAD_TOKENS = 4
_SHINGLE = 3


def estimate_tokens(text: str) -> int:
    if not text:
        return 0
    return math.ceil(max(len(text.split()) * 1.3, len(text) / 3.5))


def _evidence_tokens(excerpt: str) -> int:
    return estimate_tokens(excerpt) + EVIDENCE_OVERHEAD_TOKENS


# --- near-duplicates ----------------------------------------------------------------------------


@lru_cache(maxsize=1024)  # each kept excerpt is compared with every later one; pure, frozen
def shingles(text: str) -> frozenset[tuple[str, ...]]:
    toks = fold(text).split()
    if len(toks) < _SHINGLE:
        return frozenset({tuple(toks)}) if toks else frozenset()
    return frozenset(tuple(toks[i : i + _SHINGLE]) for i in range(len(toks) - _SHINGLE + 1))


def near_duplicate_score(text: str, kept: str) -> float:
    """max(Jaccard, containment of `text` in `kept`) over folded word 3-grams."""
    return _overlap(shingles(text), shingles(kept))


def _overlap(a: frozenset[tuple[str, ...]], b: frozenset[tuple[str, ...]]) -> float:
    """`near_duplicate_score` of two texts' shingles (build_context folds each excerpt once)."""
    if not a or not b:
        return 0.0
    common = len(a & b)
    return max(common / len(a | b), common / len(a))


# --- query-focused excerpt ----------------------------------------------------------------------


def _is_date_question(question: str, date_intent: DateIntent | None) -> bool:
    if date_intent is not None and date_intent.present and date_intent.valid:
        return True
    return question_date(question) is not None


def excerpt_span(
    question: str,
    chunk: Chunk,
    window: int,
    *,
    date_question: bool = False,
) -> tuple[int, int]:
    """Offsets in `chunk.text` of its best window of `window` consecutive sentences."""
    text = chunk.text
    spans = sentence_spans(text)
    if not spans:
        return 0, 0
    window = max(1, window)
    if len(spans) <= window:
        return spans[0][0], spans[-1][1]

    # A liturgy's exchange ("لما ابونا يقول … الشعب بيرد بإيه"): the quoted line's turn and the line that
    # answers it (text/rubrics.py), up to twice the window (a smaller window, `_fit`, keeps the answer's end).
    shown = exchange_window(question, chunk.text) if chunk.library == "liturgy" else None
    if shown is not None:
        first = next((i for i, (a, b) in enumerate(spans) if b > shown[0]), 0)
        last = max(first, next((i for i, (a, b) in enumerate(spans) if b >= shown[1]), len(spans) - 1))
        return spans[max(first, last - 2 * window + 1)][0], spans[last][1]
    if (hand := _hand_line(question, chunk)) is not None:
        return hand  # the letter's closing line, whole: the subscript may be its fifth sentence
    start_index = _anchored_start(question, chunk, spans, date_question)
    if start_index is None:
        question_terms = term_set(question)
        sentence_terms = [term_set(text[a:b]) for a, b in spans]
        # A question term found in few sentences of this chunk says more than one found in all.
        weights = {
            term: math.log(1.0 + len(spans) / df)
            for term in question_terms
            if (df := sum(1 for terms in sentence_terms if term in terms))
        }
        best_score, start_index = -1.0, 0
        for i in range(len(spans) - window + 1):
            covered = question_terms.intersection(frozenset().union(*sentence_terms[i : i + window]))
            score = math.fsum(weights[term] for term in covered)  # a set's order must not move the last bit
            if score > best_score + 1e-9:
                best_score, start_index = score, i
    start_index = min(start_index, len(spans) - window)
    return spans[start_index][0], spans[start_index + window - 1][1]


def _anchored_start(question: str, chunk: Chunk, spans: list[tuple[int, int]], date_question: bool) -> int | None:
    # A Synaxarium entry states what the day commemorates in its opening sentence ("في هذا اليوم …");
    # the story rarely repeats its own date, so term overlap cannot find it.
    if date_question and chunk.library == "synaxarium":
        return 0
    # A verse reference ("يوحنا 3: 16") names a line of a verse-per-line chapter chunk.
    line_start = _verse_line_start(question, chunk)
    if line_start is not None:
        return next((i for i, (a, b) in enumerate(spans) if a <= line_start < b or line_start <= a), None)
    return None


def _verse_lines(chunk: Chunk) -> tuple[int, list[str]] | None:
    """(first verse, lines) when the chunk is a Bible passage with one verse a line."""
    start, end = chunk.metadata.get("verse_start"), chunk.metadata.get("verse_end")
    if chunk.library != "bible" or not isinstance(start, int) or not isinstance(end, int):
        return None
    lines = chunk.text.split("\n")
    return (start, lines) if len(lines) == end - start + 1 else None


def _verse_line_start(question: str, chunk: Chunk) -> int | None:
    verses = _verse_lines(chunk)
    # a verse asked by its number, or a book's opening: its chapter's first verse (`text.book_opening`, FRANCO44)
    reference = (asked_opening(question) or parse_bible_ref(question)) if verses else None
    if verses is None or reference is None or reference.verse is None:
        return None
    if chunk.metadata.get("book") != reference.book or chunk.metadata.get("chapter") != reference.chapter:
        return None
    first, lines = verses
    index = reference.verse - first
    if not 0 <= index < len(lines):
        return None
    return sum(len(line) + 1 for line in lines[:index])


def _hand_line(question: str, chunk: Chunk) -> tuple[int, int] | None:
    """The offsets of the verse of a letter's last chapter that says the hand asked (`text.letter_hand`: the
    surest in this chunk, then the last), a whole line; None when the question asks no hand of this chunk's letter
    or no verse of the chunk says one."""
    verses = _verse_lines(chunk)
    asked = asked_hand(question) if verses else None
    if verses is None or asked is None:
        return None
    book, hand = asked
    if chunk.metadata.get("book") != book or chunk.metadata.get("chapter") != last_chapter(book):
        return None
    lines = verses[1]
    ranked = sorted((surety, -index) for index, line in enumerate(lines) if (surety := hand_rank(line, hand)) is not None)
    if not ranked:
        return None
    index = -ranked[0][1]
    start = sum(len(line) + 1 for line in lines[:index])
    return start, start + len(lines[index])


def first_verse(chunk: Chunk, excerpt_start: int) -> int | None:
    """Verse number of the line an excerpt starts on (verse-per-line Bible chunks only)."""
    verses = _verse_lines(chunk)
    if verses is None or (excerpt_start > 0 and chunk.text[excerpt_start - 1] != "\n"):
        return None
    return verses[0] + chunk.text.count("\n", 0, excerpt_start)


def _fit(
    question: str, chunk: Chunk, window: int, room: int, date_question: bool, min_tokens: int
) -> tuple[int, str] | None:
    """(start, excerpt): the largest focused excerpt that fits `room` tokens, or None."""
    for size in range(window, 0, -1):
        a, b = excerpt_span(question, chunk, size, date_question=date_question)
        excerpt = chunk.text[a:b]
        if excerpt and _evidence_tokens(excerpt) <= room:
            return a, excerpt
    if room < min_tokens:
        return None
    # One sentence is still too long: keep its longest word-aligned prefix (still verbatim).
    a, b = excerpt_span(question, chunk, 1, date_question=date_question)
    sentence = chunk.text[a:b]
    cut = len(sentence)
    while cut > 0 and _evidence_tokens(sentence[:cut]) > room:
        cut = sentence.rfind(" ", 0, cut)
    excerpt = sentence[:cut].rstrip() if cut > 0 else ""
    return (a, excerpt) if excerpt else None


# --- builders -----------------------------------------------------------------------------------


def _metadata(chunk: Chunk) -> dict:
    return {**chunk.metadata, "library": chunk.library, "doc_id": chunk.doc_id}


def build_context(
    question: str,
    candidates: Sequence[Candidate],
    settings: Settings | None = None,
    *,
    date_intent: DateIntent | None = None,
) -> ContextPack:
    """The compact context pack (see the module docstring)."""
    settings = settings or get_settings()
    date_question = _is_date_question(question, date_intent)
    evidence: list[Evidence] = []
    kept_excerpts: list[tuple[str, frozenset[tuple[str, ...]]]] = []  # (chunk_id, the excerpt's shingles)
    dropped: dict[str, str] = {}
    metadata: dict[str, dict] = {}
    used = 0
    seen: set[str] = set()

    for candidate in candidates:
        chunk_id = candidate.chunk_id
        if chunk_id in seen:
            continue  # the same id twice in one ranking: nothing to drop, it is already decided
        seen.add(chunk_id)
        chunk = candidate.chunk
        if chunk is None:
            dropped[chunk_id] = "not_hydrated"
            continue
        if len(evidence) >= settings.context_chunks:
            dropped[chunk_id] = "context_chunks"
            continue
        a, b = excerpt_span(question, chunk, settings.excerpt_sentences, date_question=date_question)
        excerpt = chunk.text[a:b]
        if not excerpt.strip():
            dropped[chunk_id] = "empty"
            continue
        excerpt_shingles = shingles(excerpt) if kept_excerpts else frozenset()
        duplicate_of = next(
            (
                kept_id
                for kept_id, kept in kept_excerpts
                if _overlap(excerpt_shingles, kept) >= settings.dedupe_jaccard
            ),
            None,
        )
        if duplicate_of is not None:
            dropped[chunk_id] = f"duplicate_of:{duplicate_of}"
            continue
        room = settings.context_token_budget - used
        if _evidence_tokens(excerpt) > room:
            fitted = _fit(
                question, chunk, settings.excerpt_sentences, room, date_question, settings.min_excerpt_tokens
            )
            if fitted is None:
                dropped[chunk_id] = "token_budget"
                continue
            a, excerpt = fitted
        used += _evidence_tokens(excerpt)
        kept_excerpts.append((chunk_id, shingles(excerpt)))
        evidence.append(
            Evidence(
                evidence_id=f"E{len(evidence) + 1}",
                chunk_id=chunk_id,
                excerpt=excerpt,
                first_verse=first_verse(chunk, a),
                title=chunk.title,
                place=rite_place(chunk.metadata),
            )
        )
        metadata[chunk_id] = _metadata(chunk)

    return ContextPack(
        evidence=evidence,
        tokens=used,
        dropped=list(dropped),
        drop_reasons=dropped,
        chunk_metadata=metadata,
        mode="compact",
    )


def build_full_context(
    question: str,
    candidates: Sequence[Candidate],
    settings: Settings | None = None,
    *,
    date_intent: DateIntent | None = None,
) -> ContextPack:
    """The un-compacted pack for the compaction A/B: the first `context_chunks` hydrated
    candidates as whole chunks, no dedupe, no trimming, no budget, E1…En in rank order (the same
    ids as the compact pack whenever compaction dropped nothing; compare the two by chunk_id)."""
    del question, date_intent  # same signature as build_context; nothing here is query-dependent
    settings = settings or get_settings()
    evidence: list[Evidence] = []
    dropped: dict[str, str] = {}
    metadata: dict[str, dict] = {}
    used = 0
    seen: set[str] = set()
    for candidate in candidates:
        if candidate.chunk_id in seen:
            continue
        seen.add(candidate.chunk_id)
        chunk = candidate.chunk
        if chunk is None:
            dropped[candidate.chunk_id] = "not_hydrated"
            continue
        if len(evidence) >= settings.context_chunks:
            dropped[candidate.chunk_id] = "context_chunks"
            continue
        evidence.append(
            Evidence(
                evidence_id=f"E{len(evidence) + 1}",
                chunk_id=chunk.chunk_id,
                excerpt=chunk.text,
                first_verse=first_verse(chunk, 0),
                title=chunk.title,
                place=rite_place(chunk.metadata),
            )
        )
        metadata[chunk.chunk_id] = _metadata(chunk)
        used += _evidence_tokens(chunk.text)
    return ContextPack(
        evidence=evidence, tokens=used, dropped=list(dropped), drop_reasons=dropped, chunk_metadata=metadata, mode="full"
    )
