"""The evidence floor: is there anything worth answering from, or is this the `search` state?

Retrieval always returns its nearest neighbours, even for a question the corpus cannot answer.
A question passes the floor when one of the top chunks covers enough of its terms, or is close
enough in embedding space.

A question that asked for a structured lookup the store cannot serve never passes on the strength
of other records: a date that does not exist or is ambiguous, a day without a record, a day or
passage that is excluded, switched off, not ingested or not hydrated, a Bible book the library
lacks or a chapter the book does not have (`policy.UNSERVED_LOOKUP_NOTES`). The reason names what
is missing (and, for a library that was never ingested, the command that adds it).

Coverage ignores the words that frame a question rather than name its subject ("ما معنى قول
المسيح …": معنى، قول، المسيح; `question_frame.FRAME_WORDS`): no passage is expected to contain them, so
counting them declined questions whose passage was found first (benchmarks/answers/RESULTS.md).

A question term is held by a passage the way the answerer reads it (`egyptian_verbs.term_readings`
and `held_terms`, the one reading both call): "اتولد" is held by the passage's "ولد", "بيعبدوا" by
"يعبدون". Counted by exact terms only, the floor declined as weak evidence questions whose passage
was ranked first and which the answerer would have read as held (HELD19).

Below the top `FLOOR_DEPTH`, a passage of the `context_chunks` the answerer reads carries the question
when it holds all of the question's own subject (`_named_below`, FLOOR36).

The word that opens a time clause ("X لما …", "بعد ما …", `support.time_opener_terms`) counts for a passage that
holds it and never against one that does not, as the answerer reads it: the record tells the moment in its own words,
and writes "ولما"/"فلما", which the stemmer reads as ولم/فلم, so the question's "لما" was never held and the floor
declined questions whose passage it ranked first (FLOORWORDS68, benchmarks/trust/RESULTS.md).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from dalil.models import RetrievalResult
from dalil.retrieval.names import TITLE_WORDS
from dalil.retrieval.policy import UNSERVED_LOOKUP_NOTES, has_note
from dalil.retrieval.topic_vectors import SIGNAL as TOPIC_E5_SIGNAL
from dalil.settings import Settings
from dalil.text.assertions import NAMING_WORDS
from dalil.text.date_subject import other_subject, time_words
from dalil.text.egyptian_verbs import WordReading, held_terms, term_readings
from dalil.text.support import kind_terms, subject_share, subject_terms, term_set, time_opener_terms

FLOOR_DEPTH = 3  # how many top candidates may carry the question

def _unserved_lookup(result: RetrievalResult) -> str | None:
    intent = result.trace.date_intent
    if intent.present and not intent.valid:
        reason = intent.reason or ""
        if reason.startswith("ambiguous:"):
            return "date_ambiguous: " + reason.removeprefix("ambiguous:").strip()
        return f"date_invalid: {reason}"
    for note in result.trace.notes:
        if any(has_note([note], code) for code in UNSERVED_LOOKUP_NOTES):
            return note
    return None


def evidence_floor(question: str, result: RetrievalResult, settings: Settings) -> tuple[bool, str | None]:
    unserved = _unserved_lookup(result)
    if unserved is not None:
        return False, unserved
    hydrated = [c for c in result.candidates if c.chunk is not None][:FLOOR_DEPTH]
    if not hydrated:
        return False, "no_candidates"
    matched = [c for c in hydrated if _metadata_match(c)]
    if matched:
        return _day_covers_the_rest(question, result, matched, settings)
    if any(_strong_topic_match(c, settings) for c in hydrated):
        return True, None
    # Frame words never count against a passage, and never for one that contains them either.
    # A date in a question about something else is one more word of the question, but never
    # counts for a passage that shares it (`_asked_terms`).
    subject, uncounted = _asked_terms(question, settings)
    whole = term_set(question)
    subject_readings, whole_readings = term_readings(question, subject), term_readings(question, whole)  # once, not per passage
    openers = time_opener_terms(question)
    best_coverage = max(
        max(_coverage(subject_readings, subject, text, uncounted, openers),
            _coverage(whole_readings, whole, text, uncounted, openers))
        for text in (c.chunk.title + "\n" + c.chunk.text for c in hydrated if c.chunk is not None)
    )
    # The "vector" list's cosine only: the "dense" list holds the same cosine for lexical candidates, but OpenSearch
    # returns it only when re-scoring (off by default on AWS), so reading it would make the embedded floor pass passages
    # the deployed one does not (FLOORWORDS68's rule, reversed at its merge: docs/DECISIONS.md).
    best_vector = max((c.signals["vector"].score for c in hydrated if "vector" in c.signals), default=0.0)
    if best_coverage >= settings.min_question_coverage or best_vector >= settings.min_vector_score:
        return True, None
    below = [c.chunk for c in result.candidates if c.chunk is not None][FLOOR_DEPTH : settings.context_chunks]
    if _named_below(question, subject, uncounted, below):
        return True, None
    return False, f"weak_evidence: coverage {best_coverage:.2f}, cosine {best_vector:.2f}"


# Terms that name no one's subject: a title ("النبي", "القديسة", "الأنبا") and the naming words ("اسم",
# "يدعى", "الملقب") stand in records of every person.
_NAMING_NO_SUBJECT = term_set(" ".join(TITLE_WORDS)) | term_set(" ".join(NAMING_WORDS))


def _named_below(question: str, subject: frozenset[str], uncounted: frozenset[str], below: list) -> bool:
    """Does a passage below the floor's top `FLOOR_DEPTH`, among the `context_chunks` the answerer reads,
    hold ALL of the question's own subject? Such a passage is evidence wherever the five rank it ("ماذا
    قال نثنائيل عن الناصرة، وقد وجده فيلبس؟" is John 1 though Matthew 4 and Luke 5 rank above it:
    fq19-022, fq20-058). The answer's kind ("مدينة", `support.kind_terms`), titles and naming words are
    not asked of it. Read as the top 3 are (half the subject), a passage ranked 4th or 5th answered a dev
    decline (fq15-081: a record of churches built "على اسم" a prophet and the Virgin, for a prophet's
    mother's name); half of the subject without those words still let 35 dev declines past the floor, to
    the answer-side checks alone. Holding all of it, none in the CI profile (FLOOR36,
    benchmarks/trust/RESULTS.md)."""
    wanted = subject - kind_terms(question) - _NAMING_NO_SUBJECT
    if not below or not wanted:
        return False
    readings = term_readings(question, wanted)
    openers = time_opener_terms(question)
    return any(_coverage(readings, wanted, chunk.title + "\n" + chunk.text, uncounted, openers) == 1.0 for chunk in below)


def _asked_terms(question: str, settings: Settings) -> tuple[frozenset[str], frozenset[str]]:
    """(the question's subject terms, the terms of its time words).

    A time word in a question about something else ("سعر الفراخ اليوم كم؟", "حالة المرور اليوم")
    is part of what is asked — today's price, which no passage states — so it stays among the
    subject's terms although "اليوم" alone frames other questions; and a passage is never credited
    with it (every Synaxarium record says "في مثل هذا اليوم"). Without it a two-word subject
    passed on its commonest word: "سعر" alone is half of {سعر، فراخ}. `question` is the question
    as read (text/reading.py), the same text the retriever judged the date on: "النهارده كام"
    reads "اليوم كم"."""
    timed = term_set(" ".join(time_words(question, timezone=settings.timezone)))
    return subject_terms(question) | timed, timed


def _coverage(
    readings: Mapping[str, WordReading], wanted: frozenset[str], text: str, uncounted: frozenset[str],
    openers: frozenset[str] = frozenset(),
) -> float:
    """Share of `wanted` (terms of the question; `readings`: their `term_readings` in it, made once
    a question by the caller) that `text` holds as the answerer reads a held term (`held_terms`),
    the `uncounted` terms never counting as held (`support.subject_share`, the answerer's measure),
    the `openers` (`support.time_opener_terms`) counting only where held.
    The answer's kind words (`support.kind_terms`) count here as any other: read leniently by the
    floor too, one right answer of the validation slice was lost (SUBJECT19,
    benchmarks/answers/RESULTS.md); the answerer's excerpt check reads them."""
    held = held_terms(readings, term_set(text)) - uncounted
    return subject_share(wanted, held, openers & wanted)


def _day_covers_the_rest(
    question: str, result: RetrievalResult, matched: list, settings: Settings
) -> tuple[bool, str | None]:
    """A day's records are evidence by themselves for a question about the day alone. When the
    question also names another subject ("التذكار الشهري لرئيس الملائكة ميخائيل يوم 12 هاتور",
    "درجة الحرارة يوم عيد الميلاد"), a record of that day must also carry that subject, by the
    same coverage floor as any other question: the day's first record is not an answer to it.

    The other subject is read as every other question's subject is (`_day_rest`), but held by the
    record's own terms only: past this floor a question the day selects is answered with the day's
    records, and a record that holds "ترهب" for the question's "يترهب" is not about a name held
    before it ("البابا غبريال اللي بنعيد له 21 أمشير كان اسمه إيه قبل ما يترهب؟", floor-day fd-d05,
    answered with the answerer's reading; WEAK51)."""
    if not result.trace.date_intent.present:
        return True, None  # a Bible reference: the passage is the subject
    rest = _day_rest(question)
    if not rest:
        return True, None
    best = max(
        len(rest & term_set(c.chunk.title + "\n" + c.chunk.text)) / len(rest) for c in matched if c.chunk is not None
    )
    if best >= settings.min_question_coverage:
        return True, None
    return False, f"weak_evidence: the day's records cover {best:.2f} of the question's other subject"


def _day_rest(question: str) -> frozenset[str]:
    """The terms of a day question's other subject (`date_subject.other_subject`) that are also its
    subject's (`support.subject_terms`). The other subject is every word but the day's; counted raw,
    a question word ("أنهي"), a pronoun ("بيه"), a subordinator ("لكي") or a frame word stood in it, and
    no record of the day holds those: "الشهيد فيلوثاوس اللي بيتذكر يوم 2 بشنس كان من أهل أنهي بلد؟"
    was declined with the martyr's own record first (0.40: أنهي; WEAK51, benchmarks/trust/RESULTS.md).
    All of the raw words when none is a subject term (the floor never gives way on an empty reading)."""
    rest = term_set(" ".join(other_subject(question)))
    return (rest & subject_terms(question)) or rest


def cards_on_topic(question: str, result: RetrievalResult, card_ids: Collection[str], settings: Settings) -> bool:
    """May the `sources` state show these cards as passages about the question?

    The floor above lets a question through on its frame words too ("اليوم" matches every
    Synaxarium record's "في مثل هذا اليوم"), and on any of the top candidates. Cards shown without
    an answer must be about the question itself: one card (its whole chunk) holds at least
    `min_question_coverage` of the question's subject terms, or was a structured match (the asked
    day, the referenced chapter). Otherwise the response is `search`: "كم سعر الذهب في القاهرة
    اليوم؟" shows no oil crisis and no Cairo earthquake. Measured in benchmarks/answers/RESULTS.md."""
    return bool(on_topic_cards(question, result, card_ids, settings))


def on_topic_cards(question: str, result: RetrievalResult, card_ids: Collection[str], settings: Settings) -> set[str]:
    """The cards (of `card_ids`) about the question, by the rule of `cards_on_topic`, each judged
    on its own: one card on the topic does not carry the others with it. "حالة المرور على الطريق
    الدائري اليوم" finds a paragraph holding three of its terms; the Synaxarium record beside it,
    sharing only "مرور", is not shown as a passage about traffic. A question with no subject terms
    keeps every card (nothing to judge by)."""
    if not subject_terms(question):
        return set(card_ids)
    subject, uncounted = _asked_terms(question, settings)
    readings: dict[str, WordReading] | None = None  # made at the first card judged by its words, once
    openers = time_opener_terms(question)
    kept: set[str] = set()
    for candidate in result.candidates:
        if candidate.chunk_id not in card_ids or candidate.chunk is None:
            continue
        if _metadata_match(candidate):
            kept.add(candidate.chunk_id)
            continue
        readings = term_readings(question, subject) if readings is None else readings
        text = candidate.chunk.title + "\n" + candidate.chunk.text
        if _coverage(readings, subject, text, uncounted, openers) >= settings.min_question_coverage:
            kept.add(candidate.chunk_id)
    return kept


def _metadata_match(candidate) -> bool:
    # A structured match (the asked day's record, the referenced chapter) is evidence by itself.
    return "metadata" in candidate.signals


def _strong_topic_match(candidate, settings: Settings) -> bool:
    """A passage the E5 topic list carried into the top candidates at settings.topic_e5_evidence_cosine
    or more: the question's meaning named the topic whose key passage this is, so the passage is
    evidence although it shares none of the reader's words ("البذار التي سقطت على أنواع من التربة"
    is the sower of Matthew 13). The topic list joins only when the topic_e5 setting is on."""
    hit = candidate.signals.get(TOPIC_E5_SIGNAL)
    return hit is not None and hit.score >= settings.topic_e5_evidence_cosine
