"""The retrieval step: question -> ranked, hydrated candidates plus a trace that explains each stage.

validate -> normalize (search only; the original stays in the trace) -> date / reference intent ->
route -> ONE candidate search (lexical, vector, metadata; plus the query-side expansion list of a
Bible-leaning question; plus the topical index's passages of a question naming a topic)
-> policy filters -> fuse by chunk_id ->
priority (the named day / reference first) -> cut to top_k -> hydrate those ids only.

A record that cannot be hydrated, or whose stored metadata contradicts the policy, is an invariant
failure: logged, listed in the trace, and never passed on.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from datetime import date
from typing import TYPE_CHECKING, overload

from dalil.errors import InvalidQuestion, InvalidRequest
from dalil.models import BIBLE, SYNAXARIUM, Candidate, Chunk, DateIntent, RetrievalResult, RetrievalTrace, library_of
from dalil.retrieval import names, policy, quotes, routing, topic_vectors, topics
from dalil.retrieval.fusion import fuse, signal_weights
from dalil.retrieval.question import validate_question
from dalil.retrieval.rescore import DenseRescorer, apply_rescore, decisive, make_rescorer
from dalil.retrieval.router import route
from dalil.settings import Settings
from dalil.stores.protocols import CandidateSearch, ChunkStore
from dalil.text.addressee import addressee_reference
from dalil.text.bible_refs import BibleRef, parse_bible_ref, reference_problem
from dalil.text.book_hint import named_book
from dalil.text.book_opening import asked_opening
from dalil.text.coptic_calendar import DateMatch, find_date
from dalil.text.date_subject import date_is_subject
from dalil.text.expansion import expand_for_search, expansions
from dalil.text.letter_hand import hand_reference
from dalil.text.lexicon import canonicalize
from dalil.text.normalize import fold
from dalil.text.reading import Reading, franco_names_of, read_question, vocabulary_of
from dalil.text.stem import surface
from dalil.text.topics import TopicMatch
from dalil.text.vocabulary import Vocabulary

if TYPE_CHECKING:
    from dalil.embed.base import Embedder

log = logging.getLogger(__name__)

EXPANSION_SIGNAL = "expansion"  # the expanded query's own lexical list (settings.query_expansion_mode "list")
BOOK_K = 1000  # lexical depth searched for a named book's passages (the whole Bible is 2,654 chunks)
NAME_WINDOW = 30  # fused candidates inspected for a title naming the asked person (retrieval/names.py)
NAME_RECORDS = 2  # at most this many such records move first: the rest of the order stays fusion's
NOTE_DATE_NOT_SUBJECT = "date_not_subject"  # a date in a question about something else (text/date_subject.py)


class _Clock:
    def __init__(self) -> None:
        self.timings: dict[str, float] = {}
        self._start = self._last = time.perf_counter()

    def lap(self, stage: str) -> None:
        now = time.perf_counter()
        self.timings[stage] = round((now - self._last) * 1000.0, 3)
        self._last = now

    def total(self) -> None:
        self.timings["total"] = round((time.perf_counter() - self._start) * 1000.0, 3)


class _LazyTopicE5(Sequence[TopicMatch]):
    """One question's E5 topic matches (`Retriever._topic_e5_matches`), computed on first read: the
    concept decision reads them only when its cheaper tests leave it open (routing.concept_question)
    and the E5 list only when it may join (`Retriever._topic_e5_list`); most questions need neither,
    and computing them may embed the question (`DenseRescorer.embedded_query`) and takes a product
    over every topic phrasing. Kept once computed. A read while the question has no vector yet
    (re-scoring had no passage vector in its window) finds none and is not kept: a later read,
    after a re-scoring that embedded the question (the topic list joined), computes them."""

    def __init__(self, compute: Callable[[], list[TopicMatch] | None]) -> None:
        self._compute = compute
        self._matches: list[TopicMatch] | None = None

    def _read(self) -> list[TopicMatch]:
        if self._matches is None:
            self._matches = self._compute()  # None: no vector yet, read again next time
        return self._matches or []

    @overload
    def __getitem__(self, index: int) -> TopicMatch: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[TopicMatch]: ...

    def __getitem__(self, index: int | slice) -> TopicMatch | Sequence[TopicMatch]:
        return self._read()[index]

    def __len__(self) -> int:
        return len(self._read())


def question_reading(
    text: str, store: ChunkStore, settings: Settings, names: Callable[[], frozenset[str]] | None = None,
    vocabulary: Vocabulary | None = None,
) -> Reading:
    """How a validated question is read for the search (text/reading.py: Franco-Arabic as Arabic, Egyptian words in the
    corpus's register), with the store's vocabulary and names (`names`: the retriever's cached reader of them)."""
    return read_question(
        text, vocabulary or vocabulary_of(store), settings.colloquial_everyday,
        names or franco_names_of(store, settings.claim_name_min_share),
    )


def searched_as(question: str, store: ChunkStore, settings: Settings) -> str | None:
    """The question as the search reads it (the retrieval trace's `searched`), which the answer's checks read too
    (`publish_decision.Asked.read_as`: a Franco-Arabic question's question words and verbs in its Arabic); None when it
    is read as asked, or is no valid question (the retriever says why). A harness that checks answers outside the
    workflow (the claim probes, the fabrication suite) asks it so, not as the raw Latin letters (FRANCOVERB70)."""
    try:
        checked = validate_question(question, settings.max_question_chars)
    except InvalidQuestion:
        return None
    reading = question_reading(checked.text, store, settings)
    return reading.searched if reading.changed else None


class Retriever:
    def __init__(self, settings: Settings, search: CandidateSearch, store: ChunkStore, embedder: Embedder) -> None:
        self.settings = settings
        self.search = search
        self.store = store
        self.embedder = embedder
        # A second, stronger dense opinion on the fused top-k (off unless settings.rescore says so).
        self.rescorer = make_rescorer(settings, store)
        self.topics = topics.TopicSignal(store) if settings.topics else None
        self.topic_vectors = self._load_topic_vectors()
        # the corpus's names, read only for a Franco-Arabic question: its name words before look-alike common words
        self._corpus_names = franco_names_of(store, settings.claim_name_min_share)

    def prepare(self, questions: Sequence[str]) -> None:
        """Before a batch of `retrieve` calls (`dalil retrieve --batch`): the re-scorer's question
        vectors for all of them in one embedding call, each question read exactly as `retrieve`
        will read it. Results are the same as without; a question that is invalid or unreadable is
        left to `retrieve`, which says why. Not with the decisive rule on (`rescore.decisive`): which
        questions need a vector is known only after their first stage, and one embedded ahead for a
        decisive question is the cost the rule saves (THROUGHPUT25, benchmarks/performance/RESULTS.md)."""
        if not isinstance(self.rescorer, DenseRescorer) or self.settings.rescore_decisive_margin <= 1:
            return
        vocabulary = vocabulary_of(self.store)
        searched: list[str] = []
        for question in questions:
            try:
                reading = question_reading(
                    validate_question(question, self.settings.max_question_chars).text, self.store, self.settings,
                    self._corpus_names, vocabulary,
                )
            except InvalidQuestion:
                continue
            if reading.supported:
                searched.append(reading.searched)
        try:
            self.rescorer.prepare(searched)
        except Exception:  # noqa: BLE001 - each question still embeds its own when re-scored
            log.exception("batched question embedding failed; embedding one at a time")

    def retrieve(
        self,
        question: str,
        top_k: int | None = None,
        libraries: Sequence[str] | None = None,
        today: date | None = None,
    ) -> RetrievalResult:
        settings = self.settings
        clock = _Clock()
        checked = validate_question(question, settings.max_question_chars)
        k = settings.top_k if top_k is None else top_k
        if k < 1:
            raise InvalidRequest(f"عدد النتائج يجب أن يكون 1 على الأقل. / top_k must be at least 1, not {k}.")
        allowed = policy.resolve_libraries(settings, libraries)
        notes = list(checked.notes)
        # Colloquial, Franco-Arabic, glued titles: everything below searches the question as read
        # (text/reading.py); the trace keeps the question as asked.
        reading = question_reading(checked.text, self.store, settings, self._corpus_names)
        if reading.script == "franco":
            # read as Arabic: not a question to send back with "write it in Arabic" (answer/clarify.py)
            notes = [note for note in notes if not note.startswith("non_arabic_question")]
        notes.extend(reading.notes())
        text = reading.searched
        clock.lap("validate")
        if not reading.supported:
            clock.total()
            trace = RetrievalTrace(
                question=checked.original, normalized=fold(text), route=route(text, DateIntent(), None),
                date_intent=DateIntent(), libraries=allowed, timings_ms=clock.timings, notes=notes,
                script=reading.script,
            )
            return RetrievalResult(candidates=[], trace=trace)

        date_match = self._subject_date(text, today, settings.timezone, notes)
        date_intent = date_match.intent if date_match else DateIntent()
        if date_match:
            notes.append(date_match.describe())
        # a book's addressee: its first chapter; a letter's hand: its last; a book's opening: its first verse
        bible_ref = asked_opening(text) or parse_bible_ref(text) or addressee_reference(text) or hand_reference(text)
        if bible_ref:
            notes.append(bible_ref.describe())
        elif (problem := reference_problem(text)) is not None:
            notes.append(problem)  # a reference the library cannot serve: said, never answered from elsewhere
        domain_route = route(text, date_intent, bible_ref)
        metadata_query = self._metadata_query(date_intent, bible_ref, allowed, notes)
        clock.lap("route")

        vector = None
        try:
            vector = self.embedder.embed_query(text)
        except Exception as error:  # noqa: BLE001 - lexical and metadata signals still answer
            log.exception("query embedding failed; continuing without the vector signal")
            notes.append(f"vector_unavailable: {type(error).__name__}: {error}")
        clock.lap("embed")

        appended = settings.query_expansion and settings.query_expansion_mode == "query"
        signals = self.search.search(
            expand_for_search(text) if appended else text,
            vector,
            lexical_k=max(settings.lexical_k, k),
            vector_k=max(settings.vector_k, k),
            libraries=allowed,
            metadata=metadata_query,
        )
        book = None
        if settings.query_expansion and not appended and metadata_query is None:  # a named day/passage leads anyway
            named = settings.query_expansion_books and bible_ref is None and BIBLE in allowed
            book = named_book(text) if named else None
            signals.update(self._expansion_list(text, max(settings.lexical_k, k), allowed, book))
        topic_matches: list[TopicMatch] = []
        if self.topics is not None and metadata_query is None and BIBLE in allowed:
            topic_matches, topic_signal = self._topic_list(self.topics, text, notes)
            signals.update(topic_signal)
        counts = {f"signal:{name}": len(ranked) for name, ranked in sorted(signals.items())}
        clock.lap("search")

        outcome = policy.apply_filters(
            signals, allowed, settings.exclusions, date_intent, bible_ref, metadata_query
        )
        notes.extend(self._absent_libraries(outcome.notes, signals))
        counts.update({f"policy:{name}": len(ranked) for name, ranked in sorted(outcome.signals.items())})
        counts.update({f"removed:{reason}": n for reason, n in sorted(outcome.removed.items())})
        clock.lap("policy")

        first = {name: ranked for name, ranked in outcome.signals.items() if name not in (EXPANSION_SIGNAL, topics.SIGNAL)}
        weights = signal_weights(settings)
        fused = fuse(first, settings.fusion, weights, settings.rrf_k)
        # A lookup (no topic or expansion list joins it) whose own records fill the top k: the
        # re-scorer may leave the rest's order alone (rescore.moot).
        records = set(outcome.priority) if metadata_query is not None else set()
        leading = [c.chunk_id for c in fused if c.chunk_id in records]
        settled = leading if len(leading) >= k else []
        # A question its first stage settles (rescore.decisive) is not embedded at all: no re-scoring in any pass, no E5 topics.
        decided = self._decisive(fused, first)
        fused = apply_rescore(self.rescorer, text, fused, first, notes, counts, settled=settled, decided=decided)
        topic_list = outcome.signals.get(topics.SIGNAL)
        e5_matches = _LazyTopicE5(lambda: [] if decided else self._topic_e5_matches(text, allowed, metadata_query))
        concept = routing.concept_question(text, domain_route, allowed, settings, topic_matches if topic_list else [], e5_matches, notes)
        if topic_list and (concept or self._topic_joins(fused, notes, topic_list[0][1])):
            # A weak match (a topic word inside another question) votes less: re-fuse, re-score.
            weights[topics.SIGNAL] = topics.scaled_weight(settings.topic_weight, topic_list[0][1], settings.topic_full_score)
            first = {**first, topics.SIGNAL: topic_list}
            fused = fuse(first, settings.fusion, weights, settings.rrf_k)
            fused = apply_rescore(self.rescorer, text, fused, first, [], counts, decided=decided)
            counts["topic_fused"] = 1
        e5_topics = self._topic_e5_list(e5_matches, fused, notes, allowed, date_intent, bible_ref, concept)
        fused, first = self._join_topic_e5(text, fused, e5_topics, first, weights, counts)
        if outcome.signals.get(EXPANSION_SIGNAL) and (book or self._leans_to_scope(fused)):
            # Only when the order without it already answers from the Bible: re-fuse, re-score.
            weights = {**weights, EXPANSION_SIGNAL: settings.query_expansion_weight}
            joined = {**first, EXPANSION_SIGNAL: outcome.signals[EXPANSION_SIGNAL]}
            fused = fuse(joined, settings.fusion, weights, settings.rrf_k)
            fused = apply_rescore(self.rescorer, text, fused, joined, [], counts, decided=decided)
            counts["expansion_fused"] = 1
        ranked = policy.prioritize(fused, outcome.priority, outcome.priority_reason)
        domains = domain_route.domains
        only_general = not any(score > 0 for domain, score in domains.items() if domain != "general")
        about_saints = domains.get("saints", 0.0) > 0 or (only_general and names.bare_name_question(text))
        if not outcome.priority and SYNAXARIUM in allowed:
            # Outside a saints question only a record that is the person's own
            # (names.own_record: "استشهاد القديس يوحنا المعمدان") moves first; a bare name ("تكلا
            # هيمانوت") is a saint's only when nothing else is asked about: "ذكصولوجية العذراء مريم"
            # names a hymn, not مريم
            ranked = self._names_first(text, ranked, notes, bare_names=only_general, own_only=not about_saints)
        if not outcome.priority:
            ranked = self._quotation_first(text, ranked, notes)
        notes.extend(self._subject_unavailable(text, signals, outcome, allowed, date_intent, bible_ref, metadata_query))
        floor = settings.min_evidence_score
        ranked = [c for c in ranked if c.score >= floor or c.boosts]
        ranked = routing.route_first(
            text, ranked, domain_route, allowed, self.store, settings, notes,
            lookup=metadata_query is not None, topic_list=topic_list if counts.get("topic_fused") else None,
        )  # fmt: skip
        counts["fused"] = len(fused)
        counts["above_floor"] = len(ranked)
        final = ranked[:k]
        counts["final"] = len(final)
        clock.lap("fuse")

        candidates, failures = self._hydrate(final, allowed, date_intent)
        if outcome.priority and not any(c.boosts.get(outcome.priority_reason or "") for c in candidates):
            notes.append(f"{policy.NOTE_UNHYDRATED}: the {outcome.priority_reason} records could not be loaded")
        counts["hydrated"] = len(candidates)
        counts["invariant_failures"] = len(failures)
        clock.lap("hydrate")
        clock.total()

        trace = RetrievalTrace(
            question=checked.original,
            normalized=canonicalize(fold(text)),
            route=domain_route,
            date_intent=date_intent,
            libraries=allowed,
            counts=counts,
            invariant_failures=failures,
            timings_ms=clock.timings,
            notes=notes,
            searched=text if reading.changed else None,
            script=reading.script,
        )
        return RetrievalResult(candidates=candidates, trace=trace)

    def _expansion_list(
        self, question: str, k: int, allowed: Sequence[str], book: str | None
    ) -> dict[str, list[tuple[str, float]]]:
        """The question plus its partner words (text/expansion.py) as a separate lexical list over the
        expansion scope, or over the one book the question names ("بحسب رسالة أفسس"): a separate
        vote that leaves the question's own BM25 list and the libraries outside the scope alone."""
        extra = expansions(question)
        scope = [lib for lib in allowed if self.settings.query_expansion_scope == "all" or lib == BIBLE]
        if not scope or not (extra or book):
            return {}
        query = f"{question} {' '.join(extra)}" if extra else question
        libraries = [BIBLE] if book else scope
        found = self.search.search(query, None, lexical_k=BOOK_K if book else k, vector_k=0, libraries=libraries)
        ranked = found.get("lexical", [])
        if book:
            ranked = [(chunk_id, score) for chunk_id, score in ranked if chunk_id.startswith(f"svd:{book}.")][:k]
        return {EXPANSION_SIGNAL: ranked}

    def _topic_list(
        self, signal: topics.TopicSignal, question: str, notes: list[str]
    ) -> tuple[list[TopicMatch], dict[str, list[tuple[str, float]]]]:
        """The topical index's passages for a question naming a topic (retrieval/topics.py): its own
        list, so fusion weighs it like any other vote. A date or reference lookup leads instead."""
        try:
            matches, ranked = signal.search(question, self.settings.topic_limit, self.settings.topic_min_score)
        except Exception as error:  # noqa: BLE001 - the other signals still answer
            log.exception("topic signal failed; continuing without it")
            notes.append(f"topic_unavailable: {type(error).__name__}: {error}")
            return [], {}
        if not matches:
            return [], {}
        notes.append(topics.describe(matches, ranked))
        return matches, ({topics.SIGNAL: ranked} if ranked else {})

    def _load_topic_vectors(self) -> topic_vectors.TopicVectors | None:
        """The shipped topic vectors when E5 topic matching can run: it reuses the E5 re-scorer's
        question vector, so without that re-scorer (AWS today, rescore off) it is off."""
        if not (self.settings.topic_e5 and self.topics is not None and isinstance(self.rescorer, DenseRescorer)):
            return None
        model_id = getattr(self.rescorer.embedder, "model_id", "")
        try:
            return topic_vectors.TopicVectors.shared(model_id, index=self.topics.index)
        except (OSError, ValueError, KeyError) as error:
            log.warning("E5 topic matching off: %s", error)
            return None

    def _decisive(self, fused: list[Candidate], first: dict[str, list[tuple[str, float]]]) -> str | None:
        """Why the first stage settles the question without the E5 vector (`rescore.decisive`), or None."""
        if not isinstance(self.rescorer, DenseRescorer):
            return None
        settings = self.settings
        return decisive(fused, first.get("lexical", []), settings.rescore_decisive_margin, settings.rescore_decisive_libraries)

    def _topic_e5_matches(self, text: str, allowed: Sequence[str], metadata_query: object) -> list[TopicMatch] | None:
        """The topics the question's E5 vector is closest to (retrieval/topic_vectors.py), for a
        question that looks up no day or passage; the vector is the re-scorer's (after a
        re-scoring), never a second embedding. [] where E5 topic matching cannot run; None while
        re-scoring has not looked at the question with a passage vector (`_LazyTopicE5` asks again
        after the next re-scoring: a liturgy-led first order may have had none in its window)."""
        if self.topic_vectors is None or self.topics is None or metadata_query is not None or BIBLE not in allowed:
            return []
        if not isinstance(self.rescorer, DenseRescorer):
            return []
        vector = self.rescorer.embedded_query(text)
        if vector is None:
            return None
        settings = self.settings
        return self.topic_vectors.match(vector, settings.topic_e5_limit, settings.topic_e5_min_cosine,
                                        settings.topic_e5_frame_weight)

    def _topic_e5_list(
        self, matches: Sequence[TopicMatch], fused: list[Candidate], notes: list[str], allowed: Sequence[str],
        date_intent: DateIntent, bible_ref: BibleRef | None, concept: bool,
    ) -> list[tuple[str, float]]:
        """The passages of the E5-matched topics, for a concept question (routing.concept_question)
        whatever leads, and for any other question only when its order without them is already led
        by a Bible passage (a QA or saints question keeps its order). `matches` is read last: the
        tests before it decide most questions without it (`_LazyTopicE5`)."""
        if self.topics is None or not fused:
            return []
        if not concept and library_of(fused[0].chunk_id) != BIBLE:
            return []
        if not matches:
            return []
        settings = self.settings
        ranked = self.topics.ranked(matches, settings.topic_e5_tie_margin)
        kept = policy.apply_filters({topic_vectors.SIGNAL: ranked}, allowed, settings.exclusions, date_intent, bible_ref, None)
        ranked = list(kept.signals.get(topic_vectors.SIGNAL, []))
        notes.append(topics.describe(matches, ranked).replace("topic_match:", "topic_e5_match:", 1))
        return ranked

    def _join_topic_e5(
        self, text: str, fused: list[Candidate], e5_topics: list[tuple[str, float]],
        first: dict[str, list[tuple[str, float]]], weights: dict[str, float], counts: dict[str, int],
    ) -> tuple[list[Candidate], dict[str, list[tuple[str, float]]]]:
        """Re-fuse and re-score with the E5 topic list as one more signal (traced per candidate)."""
        if not e5_topics:
            return fused, first
        weights[topic_vectors.SIGNAL] = self.settings.topic_e5_weight
        first = {**first, topic_vectors.SIGNAL: e5_topics}
        fused = fuse(first, self.settings.fusion, weights, self.settings.rrf_k)
        counts["topic_e5_fused"] = 1
        return apply_rescore(self.rescorer, text, fused, first, [], counts), first

    def _topic_joins(self, fused: list[Candidate], notes: list[str], best_score: float = 0.0) -> bool:
        """The topic list joins unless the order without it is led by records of the libraries in
        settings.topic_yield_to (the Synaxarium, the liturgy), its first topic_yield_depth all from
        them: those libraries tell of the same people and feasts as the Gospels, and a question their
        records already answer is about them ("the old man who held the child Jesus in the temple"
        is a saint's day, not Luke 2). One stray record ahead of Bible passages does not count. A
        topic named at settings.route_topic_score or more routes the question to the Bible
        (retrieval/routing.py) and joins whatever leads."""
        if best_score >= self.settings.route_topic_score:
            return True
        depth = self.settings.topic_yield_depth
        leaders = [library_of(candidate.chunk_id) for candidate in fused[:depth]]
        if depth > 0 and len(leaders) == depth and all(lib in self.settings.topic_yield_to for lib in leaders):
            notes.append(f"topic_yields: {', '.join(sorted({str(lib) for lib in leaders}))} records lead without the topic list")
            return False
        return True

    def _leans_to_scope(self, fused: list[Candidate]) -> bool:
        """The expansion list joins fusion only when the question already leans to its scope: the
        winner without it (fused and re-scored) is a Bible passage and at least
        settings.query_expansion_lean of the top 5 are. So a passage of another library that led
        keeps the lead (a QA question that happens to say أسلحة keeps its answer;
        benchmarks/retrieval/RESULTS.md)."""
        if self.settings.query_expansion_scope == "all":
            return True
        top = [library_of(c.chunk_id) == BIBLE for c in fused[:5]]
        return bool(top) and top[0] and sum(top) >= self.settings.query_expansion_lean

    def _quotation_first(self, question: str, ranked: list[Candidate], notes: list[str]) -> list[Candidate]:
        """A quoted saying ("قول المسيح أنا هو نور العالم"): the passages among the first
        `NAME_WINDOW` that hold the quotation word for word go first (retrieval/quotes.py)."""
        quote = quotes.quotation(question)
        if quote is None:
            return ranked
        window = ranked[:NAME_WINDOW]
        records = self.store.get_many([c.chunk_id for c in window])
        holding = [c for c in window if c.chunk_id in records and quotes.contains_quotation(records[c.chunk_id].text, quote)]
        if not holding:
            return ranked
        notes.append(f"quote_match: '{quote}' -> {', '.join(c.chunk_id for c in holding[:5])}")
        chosen = {c.chunk_id for c in holding}
        first = [c.model_copy(update={"boosts": {**c.boosts, "quote_match": 1.0}}) for c in holding]
        return first + [c for c in ranked if c.chunk_id not in chosen]

    @staticmethod
    def _subject_date(text: str, today: date | None, timezone: str, notes: list[str]) -> DateMatch | None:
        """The date the question asks about, or None when it names a date about something else."""
        date_match = find_date(text, today, timezone)
        if date_match is not None and not date_is_subject(text):
            # Intent before metadata: the question is about something else; the date stays a word.
            notes.append(f"{NOTE_DATE_NOT_SUBJECT}: '{date_match.text}' is searched as words")
            return None
        return date_match

    def _names_first(
        self, question: str, ranked: list[Candidate], notes: list[str], bare_names: bool = False, own_only: bool = False
    ) -> list[Candidate]:
        """A question about a named saint: the Synaxarium records among the first `NAME_WINDOW`
        whose title names that person (spelling variants, one-letter typos) go first, each as its
        first chunk; ordered by the most specific name matched, how much of the question the
        title holds, then how many of the
        record's chunks were found (body matching), then fused order (retrieval/names.py)."""
        wanted = names.question_names(question, bare=bare_names)
        if not wanted:
            return ranked
        records, body_hits, first_seen, titles = self._records_naming(ranked[:NAME_WINDOW], wanted, own_only)
        if not body_hits:
            return ranked
        # More of the question in the title ("اب الرهبان"; surface words: the stemmer folds
        # "الأنبا" and "انبا" apart), a name the title spells differently counting as the word it
        # stands for; then the most specific name; then how many of the record's chunks retrieval
        # found (its body keeps naming the person); then the title with fewer other words; then fusion.
        asked = set(surface(question))
        overlap = {doc: len(asked & set(surface(titles[doc]))) + names.variant_only(titles[doc], wanted) for doc in body_hits}
        specific = {doc: names.matched_name_length(titles[doc], wanted) for doc in body_hits}
        focus = {doc: overlap[doc] / max(1, len(set(surface(titles[doc])))) for doc in body_hits}
        # Among titles that hold as much of the question, the person's own record (death,
        # martyrdom, life) before one that only names the person (a relic transfer, a church
        # consecration): retrieval/names.own_record. "وجود رأس القديس يوحنا المعمدان" still asks
        # for the finding of the head: its title holds more of the question.
        own = {doc: names.own_record(titles[doc], wanted) for doc in body_hits}
        order = sorted(
            body_hits,
            key=lambda doc: (-overlap[doc], -own[doc], -specific[doc], -body_hits[doc], -focus[doc], first_seen[doc]),
        )
        top_doc = ranked[0].chunk_id.rpartition("/")[0]
        if top_doc in overlap and (overlap[top_doc], own[top_doc]) >= (overlap[order[0]], own[order[0]]):
            return ranked  # fusion already put a record that names the person as well first: keep its order
        leader = records.get(ranked[0].chunk_id)
        if own_only and leader is not None and len(asked & set(surface(leader.title))) > overlap[order[0]]:
            return ranked  # "من هو توماس ألفا أديسون": the leader's title names more of him than a saint's
        by_id = {c.chunk_id: c for c in ranked}
        first: list[Candidate] = []
        for doc_id in order[:NAME_RECORDS]:
            head_id = doc_id + "/0"
            if head_id not in records:
                continue
            head = by_id.get(head_id) or Candidate(chunk_id=head_id, score=0.0)
            first.append(head.model_copy(update={"boosts": {**head.boosts, "name_match": 1.0}}))
        if not first:
            return ranked
        notes.append(f"name_match: {', '.join(wanted)} -> {', '.join(order[:5])}")
        chosen = {c.chunk_id for c in first}
        return first + [c for c in ranked if c.chunk_id not in chosen]

    def _records_naming(
        self, window: list[Candidate], wanted: list[str], own_only: bool
    ) -> tuple[dict[str, Chunk], dict[str, int], dict[str, int], dict[str, str]]:
        """The stored chunks `_names_first` reads (the window's Synaxarium chunks, each record's
        first chunk, the window's leader), and per record whose title names the person (its own
        record only, with `own_only`): how many of its chunks the window holds, where it first
        appears, its title. The window's other chunks are not read, so not fetched and parsed."""
        saints = {c.chunk_id for c in window if library_of(c.chunk_id) == SYNAXARIUM}
        if not saints:
            return {}, {}, {}, {}  # no record can name the person
        heads = {chunk_id.rpartition("/")[0] + "/0" for chunk_id in saints}
        records = self.store.get_many(sorted(saints | heads | {window[0].chunk_id}))
        body_hits: dict[str, int] = {}
        first_seen: dict[str, int] = {}
        titles: dict[str, str] = {}
        for position, candidate in enumerate(window):
            doc_id = candidate.chunk_id.rpartition("/")[0]
            chunk = records.get(candidate.chunk_id)
            if library_of(candidate.chunk_id) != SYNAXARIUM or chunk is None:
                continue
            if names.own_record(chunk.title, wanted) if own_only else names.title_names(chunk.title, wanted):
                body_hits[doc_id] = body_hits.get(doc_id, 0) + 1
                first_seen.setdefault(doc_id, position)
                titles[doc_id] = chunk.title
        return records, body_hits, first_seen, titles

    def _subject_unavailable(
        self,
        question: str,
        signals: dict[str, list[tuple[str, float]]],
        outcome: policy.PolicyOutcome,
        allowed: Sequence[str],
        date_intent: DateIntent,
        bible_ref: BibleRef | None,
        metadata_query: dict[str, object] | None,
    ) -> list[str]:
        """Notes that decline a question whose subject this request may not use (policy, not
        scores): the asked person's own record is excluded or its library switched off, or the
        passage the question resolves to (what would lead without the exclusions) is excluded.
        Another record about someone or something else must never stand in for it."""
        if outcome.priority:
            return []  # a named day or passage: the lookup's own notes already say what is missing
        person = self._person_record_unavailable(question, signals, allowed)
        if person is not None:
            return [person]
        if not self.settings.exclusions:
            return []
        unfiltered = policy.apply_filters(signals, allowed, [], date_intent, bible_ref, metadata_query)
        first = {name: ranked for name, ranked in unfiltered.signals.items() if name != EXPANSION_SIGNAL}
        leading = fuse(first, self.settings.fusion, signal_weights(self.settings), self.settings.rrf_k)[:1]
        if leading and policy.is_excluded(leading[0].chunk_id, self.settings.exclusions):
            return [
                f"{policy.NOTE_SUBJECT_EXCLUDED}: the passage this question is about ({leading[0].chunk_id.rpartition('/')[0]}) "
                f"is excluded in this environment (DALIL_EXCLUSIONS) / النص المسؤول عنه مستبعد هنا"
            ]
        return []

    def _person_record_unavailable(
        self, question: str, signals: dict[str, list[tuple[str, float]]], allowed: Sequence[str]
    ) -> str | None:
        """A question about a person whose own record (death, martyrdom, life: names.own_record)
        the store holds but this request may not use (excluded, or the Synaxarium switched off)."""
        if SYNAXARIUM in allowed and not self.settings.exclusions:
            return None  # every own record of the person is usable: the check below always ends in None
        wanted = names.question_names(question)
        if not wanted:
            return None
        if SYNAXARIUM in allowed:
            ids = [cid for ranked in signals.values() for cid, _ in ranked[:NAME_WINDOW] if library_of(cid) == SYNAXARIUM]
        else:
            # One lexical search of the switched-off library, only to know whether it holds the person.
            found = self.search.search(question, None, lexical_k=NAME_WINDOW, vector_k=0, libraries=[SYNAXARIUM])
            ids = [cid for cid, _ in found.get("lexical", [])]
        heads = sorted({cid.rpartition("/")[0] + "/0" for cid in ids})
        if not heads:
            return None
        records = self.store.get_many(heads)
        asked = set(surface(question))
        own = [
            (len(asked & set(surface(chunk.title))), names.matched_name_length(chunk.title, wanted), head)
            for head, chunk in records.items()
            if names.own_record(chunk.title, wanted)
        ]
        if not own:
            return None
        best = max(own)[:2]
        usable = [
            head for overlap, specific, head in own
            if (overlap, specific) == best
            and SYNAXARIUM in allowed
            and not policy.is_excluded(head, self.settings.exclusions)
        ]
        if usable:
            return None
        doc = max(own)[2].rpartition("/")[0]
        why = "the Synaxarium is switched off here" if SYNAXARIUM not in allowed else "it is excluded in this environment"
        return (
            f"{policy.NOTE_PERSON_UNAVAILABLE}: the record of the person asked about ({doc}) cannot be used: {why} "
            f"/ سجل الشخص المسؤول عنه غير متاح هنا"
        )

    def _absent_libraries(self, notes: list[str], signals: dict[str, list[tuple[str, float]]]) -> list[str]:
        """A day or passage found nowhere because its whole library was never ingested says so,
        with the command that adds it (not "no record for that day"). Present = some signal
        returned one of its chunks, or its sentinel chunk (1 Tout, Matthew 1) is stored."""
        checked: list[str] = []
        for note in notes:
            library = SYNAXARIUM if policy.has_note([note], policy.NOTE_DATE_MISSING) else (
                BIBLE if policy.has_note([note], policy.NOTE_REF_MISSING) else None
            )
            if library is not None:
                seen = any(library_of(cid) == library for ranked in signals.values() for cid, _ in ranked)
                if not seen and not self.store.get_many([policy.LIBRARY_SENTINELS[library]]):
                    note = policy.not_in_store_note(library)
            checked.append(note)
        return checked

    @staticmethod
    def _metadata_query(
        date_intent: DateIntent, bible_ref: BibleRef | None, allowed: Sequence[str], notes: list[str]
    ) -> dict[str, object] | None:
        """One structured lookup per question: a valid Coptic day first, else a Bible reference."""
        if date_intent.present and date_intent.valid and SYNAXARIUM in allowed:
            if bible_ref is not None:
                notes.append(f"bible_ref_not_looked_up: the date is looked up instead of {bible_ref.label}")
            return policy.date_metadata(date_intent)
        if bible_ref is not None:
            if BIBLE in allowed:
                return bible_ref.metadata()
            notes.append(f"{policy.NOTE_REF_MISSING}: the Bible library is not used for this request")
        return None

    def _hydrate(
        self, final: list[Candidate], allowed: Sequence[str], date_intent: DateIntent
    ) -> tuple[list[Candidate], list[str]]:
        if not final:
            return [], []
        records = self.store.get_many([candidate.chunk_id for candidate in final])
        hydrated: list[Candidate] = []
        failures: list[str] = []
        for candidate in final:
            chunk = records.get(candidate.chunk_id)
            if chunk is None:
                failures.append(f"missing_record:{candidate.chunk_id}")
            elif chunk.chunk_id != candidate.chunk_id:
                failures.append(f"id_mismatch:{candidate.chunk_id}: the store returned {chunk.chunk_id}")
            else:
                problem = policy.check_hydrated(chunk, allowed, date_intent)
                if problem is None:
                    hydrated.append(candidate.model_copy(update={"chunk": chunk}))
                    continue
                failures.append(problem)
        for failure in failures:
            log.error("retrieval invariant failure: %s", failure)
        return hydrated, failures
