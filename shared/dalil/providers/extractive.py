"""The offline answerer: copies the sentences of the supplied excerpts that answer the question.

Deterministic and honest rather than clever. It never writes a word of its own: every sentence of
its answer is a verbatim slice of the excerpt it cites, followed by that excerpt's `[E<n>]`. It
declines (`insufficient_evidence`) when no sentence covers enough of the question.

Selection:
- question terms are the question's subject terms (`support.subject_terms`: `analyze` terms minus
  the words that frame a question — "اذكر", "معنى", "اليوم", a speaker after "قول" …);
- a sentence's score is the weighted share of question terms it contains, a term weighing
  ln(1 + N / df) over the N candidate sentences of this request (rare terms count more; a
  question term absent from all evidence gets the largest weight, so it pulls towards declining);
- the words of the asked slot that say what kind of answer is asked ("سنة" of "مات سنة كام",
  "مدينة" of "في أنهي مدينة": `asked.answer_kind_terms`) count for a sentence or excerpt read alone
  that holds them and never against one that does not: the passage states the value ("(1332 -
  1406م)", "في لندن"), and the slot check still requires it;
- only sentences of an excerpt that covers `extractive_min_excerpt_coverage` of the question
  terms (`extractive_strict_excerpt_coverage` for a fail-closed rite/hymn question) compete (the
  passage must be about the question's subject, not share one word with it);
- the best sentence must reach `extractive_min_support`; up to `extractive_max_sentences` are kept,
  each at least 0.8 of the best score;
- a Coptic date in the question selects the opening sentence of the date's entry ("في هذا اليوم …"
  states what the day commemorates; the rest of the story rarely repeats the date);
- a verse reference ("يوحنا 3: 16") selects that verse's line of the chapter's excerpt (the context
  builder starts the excerpt at the verse and records its number in `Evidence.first_verse`);
- a question about a person is answered only from the first record whose title names that
  person, when one does (`retrieval.names`: the same matching that ranks those records first);
- a "how" question (كيف، ازاي) that no single sentence answers may be answered by a run of up to
  `HOW_RUN` consecutive sentences of one excerpt, scored on the terms they hold together: a manner
  is told over several sentences, and a narrative names its subject once and then says "he" ("أما
  شاول …" / "وفي ذهابه … اقترب إلى دمشق" / "فسقط …": no verse alone holds شاول and دمشق);
- a sentence that gives orders to the assistant, contains a marker, a URL or markup is never copied.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache

from dalil.answer.answer_type import AnswerType, expected_type, satisfies
from dalil.answer.asked_one import asked_one
from dalil.answer.asked_reading import (
    answer_kind_terms,
    asked_deed,
    asked_event_verbs,
    asked_predicates,
    asked_slot,
    deed_synonyms,
    frame_words,
    framed_verb,
    placed_being_terms,
    subject_kin_forms,
)
from dalil.answer.asked_stated import born_place_terms, spanned_event_terms, states_asked
from dalil.answer.context import estimate_tokens
from dalil.answer.deed_thing import given_things, thing_problem
from dalil.answer.described import described_problem, descriptions, undescribed
from dalil.answer.letter_writer import WRITER_SAYS_TERMS, asked_psalm_writer, asked_writers, book_code, psalm_title
from dalil.answer.line_scene import scene_runs, scene_words
from dalil.answer.manner_asked import manner_problem
from dalil.answer.material_asked import material_problem
from dalil.answer.person_choice import text_choice
from dalil.answer.predicates import Predicate
from dalil.answer.read_on import continued, finishing_sentence
from dalil.answer.said_asked import answers_said, asks_line_said, said_problem
from dalil.answer.slot_fillers import same_noun
from dalil.answer.speaker_line import in_chapter
from dalil.models import BIBLE, AnswerPayload, Evidence, ProviderAttempt, library_of
from dalil.providers.base import GenerationRequest, GenerationResult
from dalil.ranking import rank_score
from dalil.retrieval.names import (
    TITLE_WORDS,
    asked_persons,
    chosen_own_record,
    names_every_person,
    numbered_otherwise,
    own_record,
    question_names,
    title_names,
    titled_by_epithet,
)
from dalil.settings import Settings, get_settings
from dalil.text.addressee import GREETING_VERSES, asked_addressee, greeting_rank, greets_on
from dalil.text.bible_books import BOOKS, WRITERS
from dalil.text.bible_refs import BibleRef, parse_bible_ref
from dalil.text.book_hint import named_book
from dalil.text.book_opening import asked_opening
from dalil.text.egyptian_verbs import WordReading, held_terms, term_readings
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.letter_hand import Hand, asked_hand, hand_rank, last_chapter
from dalil.text.normalize import fold, folded_words
from dalil.text.rite_place import ACCORDING, held_with_name, named_terms, place_terms
from dalil.text.rubrics import heading_lines, read_exchange
from dalil.text.stem import analyze, article_stems
from dalil.text.support import (
    MARKER,
    addresses_assistant,
    kind_terms,
    question_date,
    sentence_spans,
    subject_share,
    subject_terms,
    term_set,
    time_opener_terms,
)
from dalil.text.time_clauses import AFTER_CONJUNCTION, WHEN_CONJUNCTIONS
from dalil.text.word_families import root_keys

_OPENING = re.compile(r"^\W*(?:و)?في\s+(?:مثل\s+)?هذا\s+اليوم\b")
_UNSAFE = re.compile(r"<|>|https?://|www\.|```|~~~|\[\s*[Ee]\s*\d", re.IGNORECASE)
_RELATIVE_FLOOR = 0.8
# "Who was X" (no typed question word) is answered from the opening of X's own record when no
# sentence reaches extractive_min_support only if the record's title holds this share of the
# question's subject terms (titles and "سيرة/قصة" aside), so "ما اسم والد الأنبا بيشوي" is not
# answered with his death. Chosen on the dev suites person-own-record, synaxarium-names and
# name-variants (benchmarks/trust/RESULTS.md "After (retrieval side, TRUSTR)", commit a8b2ebf):
# 0.5 adds a wrong answer on synaxarium-names, 0.6 to 1.0 are equal. Never set by a deploy or a
# sweep, so a constant beside its one reader rather than a DALIL_* setting.
WHO_TITLE_COVERAGE = 0.6
_TERMINATORS = ".؟!؛?;…"
# The kinds of answer whose value a sentence states by itself (a year, a count, a place, a name: `answer_type`).
# A question of one of them that nothing else answers (no sentence alone or with its record's title, no fallback)
# may be answered by a sentence read with the other sentences of its excerpt, as with the title (`_sentence_score`,
# `context`): a passage names whom and what it tells of once ("وبعد حين قصد القديس باخوميوس ، وترهب عنده") and
# gives the value in another sentence ("ومكث هكذا ثلاث عشرة سنة"); the sentence must still state
# extractive_min_support of what neither the title nor those sentences hold, of the kind asked, and state what is
# asked (`_typed_on_subject`). Measured on the fresh sets (benchmarks/trust/RESULTS.md, FLOOR33).
_VALUE_KINDS = frozenset({"date", "number", "place", "person"})
# "How" asks for a manner, which a passage tells over consecutive sentences (a Bible verse is one
# line, and a story's subject is named in the first verse only). Three: a verse naming the subject,
# the event, and what followed; the run never exceeds extractive_max_sentences either.
HOW_RUN = 3
_HOW_WORDS = frozenset(fold("كيف ازاي إزاي").split())
# Words that open a description of the question's subject by what it did or what befell it: a relative
# pronoun ("العبد اللي بطرس قطعله ودنه") or a time conjunction ("حين رافقه فيلبس", "لما وصلوا برجة").
# Such a question tells an event the way a story tells it, and asks what the story says next
# (`_told_run`). "وهو"/"وهي" ("وهو صغير") describe too.
_DESCRIBING = folded_words("الذي التي الذين اللذان اللتان اللي اللى وهو وهي") | (WHEN_CONJUNCTIONS - {"حينما"}) | {AFTER_CONJUNCTION}


@dataclass(frozen=True)
class _Sentence:
    rank: int  # position of the evidence in the request
    position: int  # position of the sentence in its excerpt
    evidence_id: str
    text: str  # verbatim slice of the excerpt
    terms: frozenset[str]
    title_terms: frozenset[str] = frozenset()  # the terms of its record's title (server-side)
    excerpt_terms: tuple[frozenset[str], ...] = ()  # every sentence's terms of its excerpt, shared by its sentences
    # The excerpt's cut last sentence read on through the next chunk of its record (`answer.read_on`): `text` is the
    # two joined, and this continuation's id is cited with `evidence_id`.
    also: str | None = None
    named: frozenset[str] = frozenset()  # a rite's record: the words that name its text (`rite_place.named_terms`)

    @property
    def markers(self) -> str:
        return f"[{self.evidence_id}]" + (f"[{self.also}]" if self.also else "")

    @property
    def context_terms(self) -> frozenset[str]:
        """The terms of the other sentences of its excerpt (`_VALUE_KINDS`): read only when nothing else
        answers, so derived then, not built for every sentence of every ask."""
        return frozenset().union(*(terms for i, terms in enumerate(self.excerpt_terms) if i != self.position))


class _Stating:
    """Scored sentences, best first, read through `test` (of the asked kind, and stating what is
    asked of the subject: the costliest reading of a sentence) one at a time, as the answerer asks
    for them: it reads the first that passes, then only those above the floor that one sets, up to
    its limit. The test ran on every scored sentence before (3.5 an answer on the serve mix; 338
    against 149 now on 120 ARCD answers, tests/unit/providers/test_extractive.py); the sentences are
    read in the same order, so the same ones are found."""

    def __init__(self, scored: list[tuple[float, _Sentence]], test: Callable[[_Sentence], bool]) -> None:
        self._scored = iter(scored)
        self._test = test

    def next(self, floor: float = -math.inf) -> tuple[float, _Sentence] | None:
        """The next sentence that passes, or None when none is left at `floor` or above."""
        for score, sentence in self._scored:
            if score < floor:
                return None  # best first: every sentence after it is below the floor too
            if self._test(sentence):
                return score, sentence
        return None

    def chosen(self, first: tuple[float, _Sentence], floor: float, limit: int) -> list[_Sentence]:
        """`first` and the sentences that pass after it at `floor` or above, each text once, up to `limit`."""
        chosen: list[_Sentence] = []
        seen_texts: set[str] = set()
        found: tuple[float, _Sentence] | None = first
        while found is not None and len(chosen) < limit:
            sentence = found[1]
            if sentence.text not in seen_texts:
                seen_texts.add(sentence.text)
                chosen.append(sentence)
            if len(chosen) < limit:
                found = self.next(floor)
        return chosen


def _sentences(evidence: list[Evidence], book: str | None = None, writers: frozenset[str] = frozenset()) -> list[_Sentence]:
    """The copyable sentences of `evidence`; `book`: the Bible book the question names, `writers`: the books whose
    writer it names as saying what is asked (`_subject_title_terms`)."""
    found: list[_Sentence] = []
    rests = continued(evidence)
    rest_ids = {rest.evidence_id for rest in rests.values()}
    for rank, item in enumerate(evidence):
        titled = _subject_title_terms(item, book, writers)
        # a liturgy's heading line names the prayer after it: no sentence of it (`text.rubrics.heading_lines`)
        headings = heading_lines(item.excerpt)
        spans = sentence_spans(item.excerpt)
        # a rite's record holds the words of where it stands in every sentence (`_place_terms`), and its text's name
        # in a sentence that holds all else asked (`rite_place.held_with_name`)
        place = _place_terms(item)
        named = _named_terms(item)
        rest = rests.get(item.evidence_id)
        texts = [item.excerpt[a:b] for a, b in spans]
        if rest is not None and texts:
            texts[-1] = f"{texts[-1]} {finishing_sentence(rest)}"
        # the rest of a cut sentence (its continuation's first sentence) is read only with the sentence it finishes
        skipped = 0 if item.evidence_id in rest_ids else None
        all_terms = tuple(term_set(text) | place for text in texts)
        for position, (a, b) in enumerate(spans):
            text = texts[position]
            if position == skipped:
                continue
            if _UNSAFE.search(text) or MARKER.search(text) or addresses_assistant(text):
                continue
            if any(start <= a and b <= end for start, end in headings):
                continue
            also = rest.evidence_id if rest is not None and position == len(spans) - 1 else None
            found.append(_Sentence(rank, position, item.evidence_id, text, all_terms[position], titled, all_terms, also, named))
    return found


def _place_terms(item: Evidence) -> frozenset[str]:
    """The terms of the words that name where a rite's record stands (`Evidence.place`, `text.rite_place`): its book,
    its service, its place in the service where its kind says it. They are held by every excerpt of that record, as a
    chapter's verses stand in its book: "صلاة النوم في الأجبية" is where the hour's introduction stands, though its
    text says only "تسبحة النوم". Every other word of the question is still asked of the text (fail-closed for a
    rite: `strict_religious`)."""
    return place_terms(item.place)


def _named_terms(item: Evidence) -> frozenset[str]:
    """The terms of the words that name a rite's text (`rite_place.named_terms`: its title, "بحسب"), for a record of a
    liturgy collection (one with a place); none for any other record, whose title names its subject (`_held_with_title`)."""
    return named_terms(item.title) if item.place else frozenset()


def _subject_title_terms(item: Evidence, book: str | None = None, writers: frozenset[str] = frozenset()) -> frozenset[str]:
    """The terms of the record title that names what the excerpt is about (a saint's record, an
    article, a hymn), or none: a Bible chunk's title names its book and chapter ("رسالة بطرس
    الأولى 3"), the book's author or addressee, not what its verses are about — but for the book
    the question names (`book`, `book_hint.named_book`: "بحسب رسالة أفسس", "المزمور الذي يقول"):
    a chapter of that book holds the question's words that name it (its title and the book's names,
    `_book_terms`), as a saint's record holds his name, and a chapter of another book does not; and for a
    letter whose writer the question names as saying what is asked (`writers`, `letter_writer.asked_writers`:
    "بولس قال إيه عن المحبة"), a chapter of that letter holds the writer's name (`bible_books.WRITERS`)."""
    if not item.title:
        return frozenset()
    if library_of(item.chunk_id) == BIBLE:
        code = book_code(item.chunk_id)
        if code in writers:  # his name and his saying it, as `_book_terms` holds "بحسب"
            return term_set(WRITERS[code]) | WRITER_SAYS_TERMS
        if book is None or code != book:
            return frozenset()
        return term_set(item.title) | _book_terms(book)
    return term_set(item.title)


@lru_cache(maxsize=4096)  # read up to 4 times an answer (the sentences, the excerpt checks); pure in the question
def _asked_book(question: str) -> str | None:
    """The Bible book the question names: by a safe name ("بحسب رسالة أفسس", `book_hint.named_book`) or
    by a reference ("في اعمال 6", `bible_refs.parse_bible_ref`), else None — and None when it asks
    fewer than `_BOOK_DETAIL` words beyond the book's: "ما هو الإيمان بحسب الرسالة إلى العبرانيين"
    leaves one word, "الإيمان", that half the chapter's verses hold ("بالإيمان نوح …" was copied
    for it, coverage-unseen cov-a04)."""
    book = named_book(question)
    if book is None and (reference := parse_bible_ref(question)) is not None:
        book = reference.book
    if book is None or len(subject_terms(question) - _book_terms(book)) < _BOOK_DETAIL:
        return None
    return book


# The question's words beyond the book's it names, at least, for a chapter of that book to hold the book's.
_BOOK_DETAIL = 2


@lru_cache(maxsize=64)
def _book_terms(book: str) -> frozenset[str]:
    """The terms of a Bible book's names (`bible_books.BOOKS`: "رسالة أفسس", "الرسالة إلى أفسس", "أهل أفسس")
    and of the word that attributes to it (`rite_place.ACCORDING`: "بحسب رسالة غلاطية")."""
    names = BOOKS[book]
    return term_set(" ".join((names.name, *names.variants, ACCORDING)))


def _question_readings(question: str, root_credit: float = 0.0) -> dict[str, WordReading]:
    """The question's subject terms and what else holds each (`text.egyptian_verbs`: "اتولد" is held
    by the passage's "ولد", "بيعبدوا" by "يعبدون", "مات" of a saint by "تنيح"); at a full
    `root_credit` (settings.extractive_root_credit) also every other word of its root (`_reworded`); a kin
    of the subject asked by every form that states that kin ("والد" by "والده", "أبوه", "أبيه": `_with_kin_forms`)."""
    readings = _with_deed_forms(question, _with_kin_forms(question, term_readings(question, subject_terms(question))))
    return _reworded(readings) if root_credit >= 1.0 else readings


def _with_deed_forms(question: str, readings: dict[str, WordReading]) -> dict[str, WordReading]:
    """`readings` with the verb whose object the question asks (`asked_deed`: "كان بياكل إيه", "ماذا كان يلبس") also
    held by the words of its synonym class (`asked_reading.deed_synonyms`): a sentence tells what he ate by "وكان
    طعامه الجراد", what he wore by "كان لباسه من وبر الإبل" (LOST47)."""
    deed = asked_deed(question)
    if deed is None:
        return readings
    extra = deed_synonyms(question)
    terms = term_set(deed) & readings.keys()
    if not extra or not terms:
        return readings
    return {
        term: WordReading(reading.terms | (extra - {term}), reading.roots) if term in terms else reading
        for term, reading in readings.items()
    }


def _with_kin_forms(question: str, readings: dict[str, WordReading]) -> dict[str, WordReading]:
    """`readings` with the terms of a kin word the question asks of its subject also held by the terms of
    the words a sentence states that kin by (`asked_reading.subject_kin_forms`): "ما اسم والد الشهيد مارمينا"
    is held by "كان والده اوذكسيوس", whose "والده" the stemmer cuts to الده (LOST41). Each form also glued to و: the
    stemmer leaves the conjunction on a short kin word ("وأخاه", "وأخيه" stem واخ; "وأولاده" واولاد: KIN43)."""
    extra: dict[str, set[str]] = {}
    for word, states in subject_kin_forms(question).items():
        for term in term_set(word):
            if term in readings:
                extra.setdefault(term, set()).update(term_set(" ".join(f"{form} و{form}" for form in states)))
    if not extra:
        return readings
    return {
        term: WordReading(reading.terms | (extra.get(term, set()) - {term}), reading.roots)
        for term, reading in readings.items()
    }


def _with_article_forms(question: str, readings: dict[str, WordReading]) -> dict[str, WordReading]:
    """`readings` with each term also held by its word's longer stem in the other definiteness
    (`stem.article_stems`): the stemmer cuts a bare noun's ending and leaves it on the same noun
    after the article ("رسالة" -> رسال, "الرسالة" -> رساله; "إسكندرية" -> اسكندر, "الإسكندرية" ->
    اسكندريه), so the question's bare "إسكندرية" is held by the excerpt's "الإسكندرية". Only the
    longer stem: the shorter is another word's too ("البابا" would be held by باب, a door; "الأرملة"
    by أرمل): read both ways, in the sentences and the evidence floor too, it answered four dev declines
    and four of the validation slice, and both ways here fq12-061 (COVER29, benchmarks/answers/RESULTS.md).
    For the excerpt check only (`_on_subject_ids`: is the
    passage about the question?); a sentence still holds the question's words as the stemmer reads them."""
    extra: dict[str, set[str]] = {}
    for term, stems in _article_forms(question):
        if term in readings:
            extra.setdefault(term, set()).update(stems)
    return {
        term: WordReading(reading.terms | extra[term], reading.roots) if extra.get(term) else reading
        for term, reading in readings.items()
    }


@lru_cache(maxsize=4096)  # every excerpt check of an answer reads the question's; pure in the question
def _article_forms(question: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """(term, its word's longer stems in the other definiteness) for each word of the question that
    is one term (`_with_article_forms`)."""
    forms = []
    for word in fold(question).split():
        own = analyze(word)
        if len(own) == 1:
            term = own[0]
            forms.append((term, frozenset(s for s in article_stems(word) if len(s) > len(term) and s.startswith(term))))
    return tuple(forms)


def _reworded(readings: dict[str, WordReading]) -> dict[str, WordReading]:
    """`readings` with each term also held by the other words of its root (`root_keys`), but for a
    root that two of the question's terms share: it does not tell them apart ("العروسة في عرس")."""
    keys = {term: root_keys(term) for term in readings}
    shared = {key for term, own in keys.items() for key in own if any(key in keys[o] for o in keys if o != term)}
    return {term: WordReading(reading.terms, reading.roots | (keys[term] - shared)) for term, reading in readings.items()}


def _held_with_title(own: frozenset[str], title: frozenset[str]) -> frozenset[str]:
    """The question terms an excerpt holds, read as part of its record: `own`, those its text
    holds, and `title`, those its record's title holds. The title names its subject once
    ("استشهاد مار جرجس الرومانى") and its sentences tell the rest ("وقد ولد بالقبادوقية …"), so the
    title's terms count for an excerpt that itself holds a question term the title does not hold.
    An excerpt holding only what the title says is read alone."""
    if title and own - title:
        return own | title
    return own


def _described_parts(question: str) -> list[str]:
    """The question cut at its first describing word (`_DESCRIBING`): the subject as asked and the event
    that describes it ("اسم العبد" / "بطرس قطعله ودنه ايه"); the whole question alone when it has none."""
    words = fold(question).split()
    at = next((i for i, word in enumerate(words) if word in _DESCRIBING), None)
    if at is None:
        return [question]
    return [" ".join(words[:at]), " ".join(words[at + 1 :])]


def _held_but_one(wanted: frozenset[str], held: frozenset[str]) -> bool:
    """`held` holds every term of `wanted` but at most one, and more than half of them."""
    missing = len(wanted - held)
    return missing <= 1 and 2 * missing < len(wanted)


def _told_and_asked(asked: frozenset[str], description: frozenset[str], held: list[frozenset[str]]) -> bool:
    """Does one sentence of a run tell the description (all its words but one, `_held_but_one`) while
    another holds a word of the subject as asked? `held`: the question terms each sentence of the run
    holds. A description told only by the run's sentences together (v6 of RIGHT19: "most of the words
    no other sentence holds") answered a validation decline and no more dev questions right."""
    for i, told in enumerate(held):
        others = [other for j, other in enumerate(held) if j != i]
        if _held_but_one(description, told) and any(asked & other for other in others):
            return True
    return False


def _rubric_response(question: str, evidence: list[Evidence]) -> list[_Sentence] | None:
    """A liturgy's exchange asked ("when the priest says L, what do the people answer"): the line of the
    asked speaker that answers L in its excerpt ([] when the text does not give it: `text.rubrics`);
    None when the question asks no exchange of these excerpts."""
    exchange = read_exchange(question, [item.excerpt for item in evidence])
    if exchange is None:
        return None
    if exchange.response is None:
        return []
    item = evidence[exchange.index]
    a, b = exchange.response
    # the line's sentences, each cited ("الشعب: حقاً. أؤمن." is two)
    line = [
        _Sentence(exchange.index, position, item.evidence_id, text, term_set(text))
        for position, (start, end) in enumerate(sentence_spans(item.excerpt))
        if start < b and end > a and (text := item.excerpt[max(start, a) : min(end, b)].strip())
    ]  # fmt: skip
    if not line or any(_UNSAFE.search(s.text) or MARKER.search(s.text) or addresses_assistant(s.text) for s in line):
        return []
    return line


def _opening_sentences(candidates: list[_Sentence]) -> list[_Sentence]:
    return [s for s in candidates if s.position == 0 and _OPENING.match(fold(s.text))]


def _verse_line(evidence: list[Evidence], reference: BibleRef) -> list[_Sentence]:
    """The asked verse, from the first excerpt of that chapter whose lines are numbered by the
    server (`first_verse`); the line is copied verbatim."""
    if reference.verse is None:
        return []
    doc_id = f"svd:{reference.book}.{reference.chapter}"
    for rank, item in enumerate(evidence):
        if item.first_verse is None or item.chunk_id.rsplit("/", 1)[0] != doc_id:
            continue
        lines = item.excerpt.split("\n")
        index = reference.verse - item.first_verse
        if not 0 <= index < len(lines):
            continue
        text = lines[index].strip()
        if text and not (_UNSAFE.search(text) or MARKER.search(text) or addresses_assistant(text)):
            return [_Sentence(rank, index, item.evidence_id, text, term_set(text))]
    return []


def _greeting(evidence: list[Evidence], book: str) -> list[_Sentence]:
    """The verse of the book's opening that greets its addressee (`text.addressee.greeting_rank`, the surest, then
    the first, within its first `GREETING_VERSES`), with a next verse that greets on ("وإلى أبفية المحبوبة"), from
    an excerpt of its first chapter whose lines are numbered (`first_verse`); none when the opening greets nobody
    (Mark, 1 John)."""
    lines = _chapter_lines(evidence, book, 1, GREETING_VERSES)
    ranked = sorted((surety, verse) for verse, line in lines.items() if (surety := greeting_rank(line.text, verse)) is not None)
    if not ranked:
        return []
    verse = ranked[0][1]
    following = lines.get(verse + 1)
    return [lines[verse], following] if following is not None and greets_on(following.text) else [lines[verse]]


def _psalm_title(evidence: list[Evidence], psalms: frozenset[int]) -> list[_Sentence]:
    """The first verse of the asked psalm when its title gives it to a singer (`letter_writer.psalm_title`), or none."""
    for rank, item in enumerate(evidence):
        if (line := psalm_title(item, psalms)) and not (_UNSAFE.search(line) or MARKER.search(line)):
            return [_Sentence(rank, 0, item.evidence_id, line, term_set(line))]
    return []


def _chapter_lines(evidence: list[Evidence], book: str, chapter: int, last_verse: int | None = None) -> dict[int, _Sentence]:
    """verse -> its line, from the excerpts of one chapter whose lines are numbered (`first_verse`), up to
    `last_verse`; the first excerpt (retrieval's order) holding a verse gives it; no unsafe or marked line."""
    doc_id = f"svd:{book}.{chapter}"
    lines: dict[int, _Sentence] = {}
    for rank, item in enumerate(evidence):
        if item.first_verse is None or item.chunk_id.rsplit("/", 1)[0] != doc_id:
            continue
        for index, line in enumerate(item.excerpt.split("\n")):
            text, verse = line.strip(), item.first_verse + index
            if last_verse is not None and verse > last_verse:
                break
            if text and verse not in lines and not (_UNSAFE.search(text) or MARKER.search(text)):
                lines[verse] = _Sentence(rank, index, item.evidence_id, text, term_set(text))
    return lines


def _hand(evidence: list[Evidence], book: str, asked: Hand) -> list[_Sentence]:
    """The verse of the letter's last chapter that says by whose hand it was written or sent (`text.letter_hand
    .hand_rank`: the kind asked first, then the last verse — the subscript closes the letter), or none: a letter
    whose closing names no hand (Galatians' bearer, Titus, James) declines."""
    lines = _chapter_lines(evidence, book, last_chapter(book))
    ranked = sorted((surety, -verse) for verse, line in lines.items() if (surety := hand_rank(line.text, asked)) is not None)
    if not ranked:
        return []
    line = lines[-ranked[0][1]]
    # the sentence of the verse that says it: "-كتبت إلى أهل فيلبي من رومية على يد أبفرودتس-", not "آمين" before it
    said = [line.text[a:b] for a, b in sentence_spans(line.text) if hand_rank(line.text[a:b], asked) == ranked[0][0]]
    return [replace(line, text=said[0], terms=term_set(said[0]))] if said else [line]


def _opening_verse(evidence: list[Evidence], opening: BibleRef) -> list[_Sentence]:
    """The first verse of the chapter whose opening is asked (`text.book_opening.asked_opening`), from an excerpt of it
    whose lines are numbered (`first_verse`), or none: a later verse that names the book is no opening."""
    line = _chapter_lines(evidence, opening.book, opening.chapter, 1).get(1)
    return [line] if line is not None else []


def _placed_sentences(question: str, evidence: list[Evidence], limit: int) -> list[_Sentence] | None:
    """The sentences a question's frame places rather than its words: a Coptic date's opening sentences, a book's
    greeting when its addressee is asked (`_greeting`: it or nothing), a letter's closing when its hand is asked
    (`_hand`: it or nothing), a book's or psalm's first verse when its opening is asked (`_opening_verse`: it or
    nothing), a referenced verse; None when none applies."""
    if question_date(question) is not None and (openings := _opening_sentences(_sentences(evidence))):
        return openings[:limit]
    if (addressed := asked_addressee(question)) is not None:
        return _greeting(evidence, addressed)  # the book's greeting says it, or nothing does
    if psalms := asked_psalm_writer(question):
        return _psalm_title(evidence, psalms)  # the psalm's own title says it, or nothing does
    if (hand := asked_hand(question)) is not None:
        return _hand(evidence, *hand)  # the letter's closing says it, or nothing does
    if (opening := asked_opening(question)) is not None:
        return _opening_verse(evidence, opening)  # the chapter's first verse says it, or nothing does
    reference = parse_bible_ref(question)
    if reference is not None and (verse := _verse_line(evidence, reference)):
        return verse
    return None


def _of_the_epithet(question: str, evidence: list[Evidence]) -> list[Evidence]:
    """The excerpts of the record whose title ties the bare name the question asks of to the epithet after it
    (`retrieval.names.titled_by_epithet`: "كم سنة قضى ديمتريوس الكرام في البطريركية" -> "نياحة البابا ديمتريوس
    الكرام ال12"; fq27-017 was answered from Cyril V's 52 years), else all of them. A person so read is not named
    as a title names him, and his record is read as any evidence is: its own-record leniencies (a sentence sharing
    few words with the question, "who was X" answered by the opening) made six answers where the store has none
    (FQ27RIGHT43, benchmarks/trust/RESULTS.md)."""
    doc = titled_by_epithet(question, [(item.chunk_id.rpartition("/")[0], item.title or "") for item in evidence])
    if doc is None:
        return evidence
    # his record among its library's records (another man's Synaxarium record goes); a Bible verse or an article
    # that tells of him is no namesake's record and stays ("يوحنا المعمدان" of Matthew 3)
    library = library_of(doc)
    return [item for item in evidence if item.chunk_id.rpartition("/")[0] == doc or library_of(item.chunk_id) != library]


def _of_the_description(question: str, evidence: list[Evidence]) -> list[Evidence]:
    """The excerpts of the first record (retrieval's order) that holds the description the question gives of the one
    asked (`described.descriptions`: "صاحب كتاب النبي", "مؤسس الإمبراطورية المغولية"), or [] when it gives none or no
    record holds it (`described.described_problem`, the check every answer is validated by)."""
    if not descriptions(question):
        return []
    record = next(
        (item.chunk_id.rpartition("/")[0] for item in evidence if described_problem(question, [item], evidence) is None), None
    )
    return [item for item in evidence if item.chunk_id.rpartition("/")[0] == record] if record is not None else []


def _about_the_person(question: str, evidence: list[Evidence]) -> list[Evidence]:
    """A question about a person ("من هو الأنبا أنطونيوس") is answered only from the record of
    that person: the first excerpt (retrieval's order) whose record title names the person
    (`retrieval.names`: variants and typos) and that record's other excerpts. Another saint's
    story that mentions him, or "شهداء بجبل أنطونيوس", can share more of the question's words
    than his own record. No title names the person: all the evidence, as before."""
    wanted = question_names(question)
    if not wanted:
        return evidence
    # Saints asked about together ("الانبا بيشاي والانبا بطرس"): the record that names them all;
    # else the person's own record (death, martyrdom, life; a birth when asked about), else any
    # record whose title names them.
    persons = asked_persons(question)
    together = len(persons) > 1
    record = next(
        (item.chunk_id.rpartition("/")[0] for item in evidence if together and item.title and names_every_person(item.title, persons)),
        None,
    ) or chosen_own_record(
        question,
        [(item.chunk_id.rpartition("/")[0], item.title or "") for item in evidence],
        text_choice(question, evidence),
    ) or next(
        (item.chunk_id.rpartition("/")[0] for item in evidence if item.title and own_record(item.title, wanted, question)), None
    ) or next(
        (item.chunk_id.rpartition("/")[0] for item in evidence if item.title and title_names(item.title, wanted)), None
    )
    if record is None:
        return evidence
    return [item for item in evidence if item.chunk_id.rpartition("/")[0] == record]


# Words that ask for a person's life as a whole ("سيرة", "احكيلي عن"), not for one detail of it.
_LIFE_WORDS = frozenset(term for word in "سيره قصه حياه نبذه احكي احكيلي عرفني اعرف عاوز عايز".split() for term in term_set(word))
_TITLE_TERMS = frozenset(term for word in TITLE_WORDS for term in term_set(word))


def _asks_only_who(question: str, record: list[Evidence], floor: float) -> bool:
    """Does the question ask who the person was and nothing more? The record's title holds at
    least `floor` of its subject terms, titles ("الشهيدة") and life words ("سيرة") aside: "من هو
    القديس مارمينا العجايبي" yes, "ما اسم والد الأنبا بيشوي" no (the opening does not name his father)."""
    title = next((item.title for item in record if item.title), "")
    wanted = subject_terms(question) - _LIFE_WORDS - _TITLE_TERMS
    # A word the title names otherwise counts too: the question as read holds "مار مرقس مارمرقس"
    # for "مارمرقس", and "مارمرقس" in the title names مرقس (retrieval/names.py).
    held = {term for term in wanted if term in term_set(title) or title_names(title, [term])}
    return not wanted or len(held) / len(wanted) >= floor


def _titled_opening(question: str, evidence: list[Evidence]) -> list[_Sentence]:
    """The opening sentence of the first record whose title holds every subject term of the question."""
    wanted = subject_terms(question)
    titled = [item for item in evidence if item.title and wanted and wanted <= term_set(item.title)]
    return _opening_sentences(_sentences(titled))


def _frame_terms(question: str, readings: dict[str, WordReading]) -> tuple[frozenset[str], frozenset[str]]:
    """(the question's terms outside its main clause, those of its time clause's own words) of a framed question
    (`asked_reading.frame_words`: "ساب بولس" of "يوحنا لما ساب بولس رجع على فين"; its conjunction, "بعد ما", is of
    neither clause); ((), ()) with no frame. A term of the main clause too is the main clause's."""
    clause, main = frame_words(question)
    if not clause:
        return frozenset(), frozenset()
    asked = term_set(" ".join(main))
    return frozenset(readings) - asked, frozenset(readings) & term_set(" ".join(clause)) - asked


# The asked slots whose value a time clause locates (`asked_reading.asked_slot`): how old, how long, how many, how
# much, which year "when" the clause's event happened (`moment_opener_terms`).
_MOMENT_SLOTS = frozenset({"age", "duration", "count", "measure", "year"})


def moment_opener_terms(question: str) -> frozenset[str]:
    """`time_opener_terms` of a question that asks a value at the moment its time clause names ("كان عنده كام سنة لما
    ماتوا أهله", "صام كام يوم قبل ما يجربه إبليس", `_MOMENT_SLOTS`): the record states the value with the event in
    its own words ("ولما كان له من العمر عشرون سنة"، "وتوفي والداه وله عشرون سنة") or with none ("فبعد ما صام أربعين
    نهارا"). Not of a name, a person or a thing asked: there the clause's opener is what the question's terms are
    measured on like any other (a role-holder's unnamed wife asked by the clause that names him, COVER29), nor of a
    relation asked by the preposition ("اترسم بعد مين": `Slot.relation_of`, the slot's own "بعد")."""
    openers = time_opener_terms(question)  # first: no clause, no slot to read (`asked_slot` fails on a bare "")
    if not openers or asks_line_said(question):
        return openers  # a line said at the moment ("ماذا قال ليهوذا حين دنا منه"): told "فلما" / "وبينما" (BIBLERECALL68)
    slot = asked_slot(question)
    return openers if slot is not None and slot.kind in _MOMENT_SLOTS else frozenset()


def _frame_located(frame: frozenset[str], held: frozenset[str]) -> bool:
    """Does a text that holds the question terms `held` (an excerpt; a sentence with the others of its excerpt) tell
    the time clause `frame`: at least `FRAME_LOCATED` of its terms?"""
    return len(frame & held) >= FRAME_LOCATED * len(frame)


# The share of a question's time-clause terms an excerpt must hold for the clause to be told there, and the main
# clause alone read as what is asked (CLAUSE41, benchmarks/trust/RESULTS.md).
FRAME_LOCATED = 0.5


def _term_weights(readings: dict[str, WordReading], held: list[frozenset[str]]) -> dict[str, float]:
    """ln(1 + N / df) per question term over the N candidate sentences, `held` being the terms each
    holds (`held_terms`; df: the sentences that hold it); a term absent from all of them weighs most
    (df 0.5), so it pulls towards declining. {} when there is nothing to weigh."""
    if not held or not readings:
        return {}
    total = len(held)
    weights = {}
    for term in readings:
        df = sum(1 for terms in held if term in terms)
        weights[term] = math.log(1.0 + total / (df if df else 0.5))
    return weights


def _answer_kind(question: str, titled: bool) -> frozenset[str]:
    """The question's terms that say what kind of answer it asks (`asked_reading.answer_kind_terms`), for a
    sentence or excerpt read alone; read as part of its record, only the verb that stands for any deed
    (`asked_event_verbs`: "ما الذي حصل للكاس"): a record's title names no deed, while a slot's unit is
    not stated by another record's title ("العذراء مريم اتولدت في أنهي مدينة", `score_sentences`); nor the verb of being
    (`asked_reading.placed_being_terms`: "أين يوجد جسد القديس …")."""
    return asked_event_verbs(question) | placed_being_terms(question) if titled else answer_kind_terms(question)


def _coverage(weights: dict[str, float], held: frozenset[str], kind: frozenset[str] = frozenset()) -> float:
    """The weighted share of the question's terms `held`. The `kind` terms (`asked.answer_kind_terms`:
    "سنة" of "سنة كام", "مدينة" of "في أنهي مدينة") count for a sentence that holds them and never
    against one that does not: it states the value ("سنة 1406م" or "(1332 - 1406م)", "في لندن"),
    and `states_asked` still requires that value."""
    # fsum: a set's iteration order (and so a plain sum's last bit) changes with the process's
    # string hash seed; rounded: `log` is the CPU's variant. Equal coverage is then equal, and
    # ties go by evidence rank and position (dalil/ranking.py).
    counted = [t for t in weights if t in held or t not in kind]
    total = math.fsum(weights[t] for t in counted)
    if not total:
        return 0.0
    return rank_score(math.fsum(weights[t] for t in weights.keys() & held) / total)


def asks_how(question: str) -> bool:
    """Does the question ask how ("كيف تغير شاول", "وكيف …", colloquial "ازاي")?"""
    return any(
        word in _HOW_WORDS or (len(word) > 3 and word[0] in GLUED_CONJUNCTIONS and word[1:] in _HOW_WORDS)
        for word in fold(question).split()
    )


def _deed_told_near(deed: frozenset[str], near: list[frozenset[str]], title: frozenset[str], own: frozenset[str]) -> bool:
    """Is the deed a question describes its one by told near the sentence that names him (`near`: the question terms
    each sentence within `HOW_RUN` of it holds; `title`: those its record's title holds; `own`: the naming sentence's)?
    One near sentence with the title holds all its words but one (UNNAMED44); or, a description of several parts
    (DESCRIBED49: "صعد إلى جميزة في أريحا ليرى يسوع", the town said where he is named, the tree two verses on), one
    near sentence holds two of its words and the naming sentence with its neighbours and the title all but one."""
    if any(_held_but_one(deed, held | title) for held in near):
        return True
    told = frozenset().union(title, own, *near)
    return any(len(held & deed) >= _DEED_WORDS_NEAR for held in near) and _held_but_one(deed, told)


_DEED_WORDS_NEAR = 2  # a verb and its object or place ("وصعد إلى جميزة"): one near sentence tells the deed itself


def _runs(sentences: list[_Sentence], size: int) -> list[tuple[_Sentence, ...]]:
    """Every run of 2..`size` consecutive sentences of one excerpt (positions adjacent: a sentence
    left out as unsafe breaks the run)."""
    runs: list[tuple[_Sentence, ...]] = []
    for start, first in enumerate(sentences):
        run = [first]
        for following in sentences[start + 1 : start + size]:
            previous = run[-1]
            if following.rank != previous.rank or following.position != previous.position + 1:
                break
            run.append(following)
            runs.append(tuple(run))
    return runs


class ExtractiveProvider:
    """`Provider` for the embedded deployment and for tests: no network, same input, same output."""

    name = "extractive"
    model = "extractive-v1"
    metered = False  # offline: no quota to reserve against, locally or on AWS (providers/ladder.py)

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or get_settings()

    def generate(self, request: GenerationRequest) -> GenerationResult:
        started = time.perf_counter()
        payload = self.answer(request.question, request.evidence, strict=request.strict_religious)
        attempt = ProviderAttempt(
            provider=self.name,
            model=self.model,
            outcome="ok",
            latency_ms=(time.perf_counter() - started) * 1000.0,
            tokens_in=estimate_tokens(request.question) + sum(estimate_tokens(e.excerpt) for e in request.evidence),
            tokens_out=estimate_tokens(payload.answer),
            detail=payload.status,
        )
        return GenerationResult(payload=payload, attempt=attempt)

    # --- selection --------------------------------------------------------------------------

    def answer(self, question: str, evidence: list[Evidence], strict: bool = False) -> AnswerPayload:
        chosen = self._choose(question, evidence, strict)
        if not chosen:
            return AnswerPayload(status="insufficient_evidence", answer="", cited_ids=[])
        chosen.sort(key=lambda s: (s.rank, s.position))
        parts: list[str] = []
        for sentence in chosen:
            part = f"{sentence.text} {sentence.markers}"
            candidate = "".join(parts) + part
            if parts and len(candidate) > self.settings.answer_max_chars:
                break
            # A copied sentence without a full stop is closed by a line break, so the marker
            # cannot be read as belonging to the sentence that follows it.
            parts.append(part + (" " if sentence.text[-1] in _TERMINATORS else "\n"))
        text = "".join(parts).strip()
        cited = list(dict.fromkeys(re.findall(r"\[(E\d+)\]", text)))
        return AnswerPayload(status="answered", answer=text, cited_ids=cited)

    def score_sentences(
        self, question: str, evidence: list[Evidence], titled: bool = False, readings: dict[str, WordReading] | None = None,
        sentences: list[_Sentence] | None = None, context: bool = False,
    ) -> list[tuple[float, _Sentence]]:
        """(weighted question coverage, sentence) for every copyable sentence, best first.

        `titled`: a sentence is read as part of its record (`_held_with_title`) when it states, by itself, at least
        extractive_min_support of the detail the question asks — its terms beyond the title, the names it asks about and
        their honorifics: "ولد" of "مار جرجس اتولد فين", not one word of it ("ياكل" of "أبانوب كان بيحب ياكل إيه وهو
        صغير"), and not the name alone where the title spells it otherwise ("انطونبوس": the record's opening names
        أنطونيوس and says nothing of his birth). `readings`: the question's (`_question_readings`), `sentences`: the
        evidence's (`_sentences`), when the caller has them. `context` (with `titled`): the other sentences of its
        excerpt are read as its title is (`_VALUE_KINDS`)."""
        sentences = _sentences(evidence, _asked_book(question), asked_writers(question)) if sentences is None else sentences
        readings = _question_readings(question, self.settings.extractive_root_credit) if readings is None else readings
        # once: the weights and the scores read it; a life's span in brackets holds the birth or death asked, a
        # birth's glued ب the place's unit ("ولد بأوسيم" for "في أي بلدة ولد")
        dated = expected_type(question) == "date"
        # A sentence read alone may leave the answer's kind words unsaid (`_coverage`); one read as part of its record
        # borrows the title's words, and not that leniency too (a place asked of one record is not stated by another
        # record's title: "العذراء مريم اتولدت في أنهي مدينة"), but for the verb that stands for any deed (`recorded`).
        kind, recorded = _answer_kind(question, titled) | time_opener_terms(question), _answer_kind(question, True)
        wanted = frozenset(readings)
        held = [
            held_with_name(held_terms(readings, s.terms), held_terms(readings, s.named), wanted, kind)
            | ((spanned_event_terms(question, s.text, dated) | born_place_terms(question, s.text)) & readings.keys())
            for s in sentences
        ]
        weights = _term_weights(readings, held)
        if not weights:
            return []
        names = term_set(" ".join(question_names(question))) if titled else frozenset()
        scored = [
            (self._sentence_score(weights, readings, s, h, titled, names, kind, context, recorded), s)
            for s, h in zip(sentences, held, strict=True)
        ]
        credit = self.settings.extractive_root_credit
        if 0.0 < credit < 1.0:
            # A partial credit: a sentence earns that share of the weight of the terms it holds only by their root.
            reworded = _reworded(readings)
            scored = [
                (rank_score(score + credit * (
                    self._sentence_score(weights, readings, s, rooted, titled, names, kind, context, recorded) - score)), s)
                if (rooted := held_terms(reworded, s.terms)) != h else (score, s)
                for (score, s), h in zip(scored, held, strict=True)
            ]
        frame, told = _frame_terms(question, readings)
        if told:
            # A time clause the sentence's excerpt tells frames the ask (CLAUSE41): a sentence that says the main
            # clause's verb is read for the main clause's words only (`_framed_score`); one that says only its
            # subject is no answer of it ("فلما رأى الجمع أن يسوع ليس هو هناك ولا تلاميذه" for "التلاميذ … قالوا إيه").
            main = {term: weight for term, weight in weights.items() if term not in frame}
            verb = frozenset(readings) & term_set(framed_verb(question))
            scored = [
                (max(score, self._framed_score(main, readings, s, h - frame, kind, recorded)), s)
                if main and verb & h and _frame_located(told, held_terms(readings, s.terms | s.context_terms)) else (score, s)
                for (score, s), h in zip(scored, held, strict=True)
            ]
        scored.sort(key=lambda pair: (-pair[0], pair[1].rank, pair[1].position))
        return scored

    def _framed_score(
        self, main: dict[str, float], readings: dict[str, WordReading], sentence: _Sentence, held: frozenset[str],
        kind: frozenset[str], recorded: frozenset[str],
    ) -> float:
        """A sentence's score for a time clause's main clause (`main`: its terms' weights), once its excerpt tells the
        clause and the sentence says the main clause's verb itself: the sentence read alone, or with the other sentences
        of its excerpt in its title's place (the person they name: "ثم أرسله … وفيها نال إكليل الشهادة" after "وأما
        القديس مقاريوس …"; `recorded`: `_sentence_score`'s)."""
        own = _coverage(main, held, kind)
        return max(own, self._sentence_score(main, readings, sentence, held, True, frozenset(), kind, True, recorded))

    def _sentence_score(
        self, weights: dict[str, float], readings: dict[str, WordReading], sentence: _Sentence, held: frozenset[str],
        titled: bool, names: frozenset[str] = frozenset(), kind: frozenset[str] = frozenset(), context: bool = False,
        recorded: frozenset[str] = frozenset(),
    ) -> float:
        """`held`: the question terms the sentence holds (`held_terms` of its terms). `kind`: the terms counted where
        held and never against, for the sentence read alone (`score_sentences`); `recorded`: those of them counted so
        when it is read as part of its record too — the verb that stands for any deed ("ماذا فعل", "عملوا إيه": the
        record tells the deed itself; `_answer_kind`'s titled reading, no slot unit). Not a time clause's opener: read
        with the title it answered a validation decline (SUPPORT78, benchmarks/trust/RESULTS.md)."""
        own = _coverage(weights, held, kind)
        # `context`: the excerpt's other sentences are read in the title's place, not beside it: a sentence stitched
        # to its title AND its neighbours holds the words of three places (fq12-070: "الإسكندرية" of a title for
        # Alexander, "الأكبر" of the next sentence, "الصغير" of its own).
        title_held = held_terms(readings, sentence.context_terms if context else sentence.title_terms)
        detail = {term: weight for term, weight in weights.items() if term not in title_held | names | _TITLE_TERMS}
        if not titled or not detail or len(detail) == len(weights):
            return own
        if _coverage(detail, held, recorded) < self.settings.extractive_min_support:
            return own
        return _coverage(weights, _held_with_title(held, title_held), recorded)

    def score_runs(
        self, question: str, evidence: list[Evidence], size: int, readings: dict[str, WordReading] | None = None,
        sentences: list[_Sentence] | None = None,
    ) -> list[tuple[float, tuple[_Sentence, ...]]]:
        """(weighted question coverage of the terms they hold together, run) for every run of 2..`size`
        consecutive sentences of one excerpt, best first (ties: the longer run — a how-question asks
        for the telling, and the sentence that follows the subject's is where it happens — then the earlier).
        Terms are weighed over single sentences, as `score_sentences` weighs them."""
        sentences = _sentences(evidence, _asked_book(question), asked_writers(question)) if sentences is None else sentences
        readings = _question_readings(question, self.settings.extractive_root_credit) if readings is None else readings
        weights = _term_weights(readings, [held_terms(readings, s.terms) for s in sentences])
        if not weights:
            return []
        kind = answer_kind_terms(question)
        scored = [
            (_coverage(weights, held_terms(readings, frozenset().union(*(s.terms for s in run))), kind), run)
            for run in _runs(sentences, size)
        ]
        scored.sort(key=lambda pair: (-pair[0], -len(pair[1]), pair[1][0].rank, pair[1][0].position))
        return scored

    def _on_subject(
        self, question: str, evidence: list[Evidence], scored: list[tuple[float, _Sentence]], strict: bool = False,
        titled: bool = False, readings: dict[str, WordReading] | None = None,
    ) -> list[tuple[float, _Sentence]]:
        """Keep sentences whose excerpt, as a whole, covers enough of the question: a sentence that
        shares one rare word with the question but comes from a passage about something else
        ("عاصمة" in a list of Egyptian governorates, for "عاصمة اليابان") is not an answer."""
        if not subject_terms(question):
            return scored
        on_subject = self._on_subject_ids(question, evidence, strict, titled, readings=readings)
        return [(score, sentence) for score, sentence in scored if sentence.evidence_id in on_subject]

    def _on_subject_ids(
        self, question: str, evidence: list[Evidence], strict: bool = False, titled: bool = False, asked_kind: bool = True,
        readings: dict[str, WordReading] | None = None,
    ) -> set[str]:
        """The evidence ids whose excerpt covers enough of the question's subject terms (`asked_kind`:
        the noun a "which" question word governs counts only where held, `support.kind_terms`)."""
        readings = _with_article_forms(question, readings if readings is not None else _question_readings(
            question, self.settings.extractive_root_credit))
        question_terms = frozenset(readings)
        if not question_terms:
            return {item.evidence_id for item in evidence}
        # Fail closed: a rite or hymn question is answered only from a passage that names all of it.
        floor = self.settings.extractive_strict_excerpt_coverage if strict else self.settings.extractive_min_excerpt_coverage
        # The answer's kind words count only where held: the slot's unit as `score_sentences` reads it,
        # and the noun a "which" question word governs ("أنهي مزمور", "مين الراهب اللي": `support.kind_terms`).
        kind = _answer_kind(question, titled) | (kind_terms(question) if asked_kind else frozenset())
        kind |= moment_opener_terms(question) & question_terms  # "كام سنة لما …": where held only (EXCERPT51)
        kept = set()
        frame, told = _frame_terms(question, readings)  # a time clause told by the excerpt: the main clause is asked
        book, writers = (_asked_book(question), asked_writers(question)) if titled else (None, frozenset())
        for item in evidence:
            title = _subject_title_terms(item, book, writers) if titled else frozenset()
            own = held_terms(readings, term_set(item.excerpt) | _place_terms(item))
            own = held_with_name(own, held_terms(readings, _named_terms(item)), question_terms, kind)
            held = _held_with_title(own, held_terms(readings, title))
            if subject_share(question_terms, held, kind) >= floor or (
                told and _frame_located(told, held) and subject_share(question_terms - frame, held, kind) >= floor
            ):
                kept.add(item.evidence_id)
        return kept

    def _choose(self, question: str, evidence: list[Evidence], strict: bool = False) -> list[_Sentence]:
        """The sentences to copy, only if they state what the question asks of its subject (a kin's
        name, the birth, the leaving, the asked slot with its filler …: answer/asked_stated.py); else none,
        and the answerer declines."""
        responded = _rubric_response(question, evidence)
        if responded is not None:
            return responded
        predicates = asked_predicates(question)
        chosen, stated = self._choose_sentences(question, evidence, strict, predicates)
        if stated or not (predicates or asked_slot(question) or asked_one(question)) or not chosen:
            return chosen
        titles = {item.evidence_id: [item.title] if item.title else [] for item in evidence}
        stating = [s for s in chosen if states_asked(question, s.text, titles[s.evidence_id], predicates)]
        if stating:
            return stating
        # A run of one excerpt (a "how" answer) may tell it over its sentences.
        together = " ".join(s.text for s in chosen)
        if len({s.rank for s in chosen}) == 1 and states_asked(question, together, titles[chosen[0].evidence_id], predicates):
            return chosen
        return []

    def _choose_sentences(
        self, question: str, evidence: list[Evidence], strict: bool, predicates: list[Predicate]
    ) -> tuple[list[_Sentence], bool]:
        """(the sentences, whether each was already found to state what is asked: `states_asked`
        with these `predicates`, so `_choose` need not ask again)."""
        limit = max(1, self.settings.extractive_max_sentences)
        if (placed := _placed_sentences(question, evidence, limit)) is not None:
            # a letter's hand line is read as stating the hand asked (`letter_hand.hand_rank`): the bearer asked with
            # "اتبعتت مع مين" is the subscript's "كتبت … على يد X", in the letter's words, not the question's
            return placed, asked_hand(question) is not None
        # a bare name with its epithet, read in the titles ("قضى ديمتريوس الكرام"): only that man's record answers, and
        # as any evidence does (no title named him: the own-record leniencies below stay off, `_of_the_epithet`)
        evidence = _of_the_epithet(question, evidence)
        person_record = _about_the_person(question, evidence)
        kind = expected_type(question)
        # once an answer: every scorer and on-subject test below reads it
        readings = _question_readings(question, self.settings.extractive_root_credit)
        sentences = _sentences(person_record, _asked_book(question), asked_writers(question))  # once: both passes, the fallbacks
        min_support = self.settings.extractive_min_support
        stating = self._typed_on_subject(question, person_record, kind, strict, False, readings, predicates, sentences)
        best = stating.next()
        if best is None or best[0] < min_support:
            # No sentence says it by itself: a sentence that tells the asked detail in the record
            # whose title names the subject (score_sentences, `titled`).
            stating = self._typed_on_subject(question, person_record, kind, strict, True, readings, predicates, sentences)
            best = stating.next()
        if best is None or best[0] < min_support:
            if best is not None and person_record is not evidence and (predicates or asked_slot(question) or given_things(question)) and (
                best[1].evidence_id in self._on_subject_ids(question, person_record, strict, True, asked_kind=False,
                                                            readings=readings)
            ):
                # The person's own record states the relation or slot asked of him in its own words
                # ("وأمه هيلانه" for "ما اسم والدة قسطنطين", "رسموه أسقفا … بعد الأنبا جمول" for "اترسم
                # بعد مين"): that sentence answers, however few words it shares — from an excerpt about
                # the question with the answer's kind word counted too: a record that never says "والي"
                # does not tell "على إيد أنهي والي" by a sentence sharing no word of it (fq4-007); so the asked thing (LEFT38).
                return [best[1]], True
            if kind is None and asks_how(question) and (run := self._best_run(question, person_record, strict, readings, sentences)):
                return run, False
            if kind is None and person_record is not evidence and _asks_only_who(
                question, person_record, WHO_TITLE_COVERAGE
            ):
                # "Who was X": the opening of X's own record says who X was and what the day keeps.
                return _opening_sentences(sentences)[:limit], False
            if kind == "date" and (opening := _titled_opening(question, evidence)[:1]):
                # "When is the feast of X": the record whose title says all of the question's
                # subject is kept on its day, and its opening says so ("في مثل هذا اليوم …").
                return opening, False
            told = self._told(question, evidence, person_record, kind, strict, readings, predicates, sentences)
            if told or kind not in _VALUE_KINDS:
                return told, True
            # Nothing else answers: a sentence of the asked kind read with the other sentences of its excerpt.
            stating = self._typed_on_subject(question, person_record, kind, strict, True, readings, predicates, sentences,
                                             context=True)
            best = stating.next()
            if best is None or best[0] < min_support:
                return [], True
        return stating.chosen(best, max(min_support, best[0] * _RELATIVE_FLOOR), limit), True

    def _told(
        self, question: str, evidence: list[Evidence], person_record: list[Evidence], kind: AnswerType | None,
        strict: bool, readings: dict[str, WordReading], predicates: list[Predicate], sentences: list[_Sentence],
    ) -> list[_Sentence]:
        """No sentence says it by itself: a run of the record that tells it, the one named near the deed, the one
        described by his deed, or a Bible speaker's line with its scene — the first that answers, or []."""
        return self._told_run(question, person_record, kind, strict, readings, predicates, sentences) or (
            self._named_near_deed(question, person_record, strict, readings, predicates, sentences)
        ) or self._told_of_description(question, evidence, strict) or (
            self._line_in_scene(question, person_record, strict, readings, predicates, sentences)
        )

    def _told_of_description(self, question: str, evidence: list[Evidence], strict: bool) -> list[_Sentence]:
        """The one asked described by his work or deed, no title naming him ("صاحب كتاب النبي اتولد فين"): the record
        that holds the description is his (`answer/described.py`, the one reading validation holds the answer to), and
        what is asked of him is asked of that record, as of its own subject (DESCRIBED49)."""
        if (described := _of_the_description(question, evidence)) and (asked := undescribed(question)):
            return self._choose(asked, described, strict)
        return []

    def _typed_on_subject(
        self, question: str, evidence: list[Evidence], kind: AnswerType | None, strict: bool, titled: bool,
        readings: dict[str, WordReading], predicates: list[Predicate], sentences: list[_Sentence], context: bool = False,
    ) -> _Stating:
        scored = self._on_subject(question, evidence, self.score_sentences(question, evidence, titled, readings, sentences,
                                                                           context), strict, titled, readings)
        # Only sentences of the kind the question word asks for (a date for متى, a number for كم …)
        # that state the relation or event asked of the subject answer it: answer/answer_type.py, answer/asked_stated.py.
        titles = {item.evidence_id: [item.title] if item.title else [] for item in evidence}
        excerpts = {item.evidence_id: [item.excerpt] for item in evidence}
        return _Stating(scored, lambda sentence: satisfies(kind, sentence.text, question, titles[sentence.evidence_id])
                        and states_asked(question, sentence.text, titles[sentence.evidence_id], predicates)
                        and answers_said(question, sentence.text, titles[sentence.evidence_id], excerpts[sentence.evidence_id])
                        and thing_problem(question, [sentence.text], excerpts[sentence.evidence_id]) is None
                        and manner_problem(question, [sentence.text], titles[sentence.evidence_id]) is None
                        and material_problem(question, [sentence.text]) is None
                        # "كيرلس الخامس والسبعون" for "كيرلس الخامس": another ordinal of the name is another man
                        and not numbered_otherwise(question, [(" ".join(titles[sentence.evidence_id]), sentence.text)]))

    def _told_run(
        self, question: str, evidence: list[Evidence], kind: AnswerType | None, strict: bool,
        readings: dict[str, WordReading], predicates: list[Predicate], sentences: list[_Sentence],
    ) -> list[_Sentence]:
        """The best run of up to `HOW_RUN` consecutive sentences of one on-subject excerpt that together
        reach extractive_min_support, one of them of the asked type, and that together state what is
        asked (`states_asked`), or []. A story describes whom it tells of in one sentence and gives the
        asked detail in the next ("وكان كثيرون … يجمعون الكتب ويحرقونها" / "وحسبوا أثمانها فوجدوها خمسين
        ألفا"): the question that describes its subject the same way shares its words with the first and
        asks the second, and no sentence alone holds enough of it. Measured on answerable-losses.jsonl
        and the fresh sets (benchmarks/trust/RESULTS.md, RIGHT19)."""
        size = min(HOW_RUN, max(1, self.settings.extractive_max_sentences))
        parts = [held_terms(readings, term_set(part)) for part in _described_parts(question)]
        if size < 2 or len(parts) < 2 or not all(parts):
            return []  # no subject asked before the description ("إيه اللي كان منقوش …"), or no description
        on_subject = self._on_subject_ids(question, evidence, strict, readings=readings)
        titles = {item.evidence_id: [item.title] if item.title else [] for item in evidence}
        for score, run in self.score_runs(question, evidence, size, readings, sentences):
            if score < self.settings.extractive_min_support:
                break
            if run[0].evidence_id not in on_subject:
                continue
            held = [held_terms(readings, sentence.terms) for sentence in run]
            if not all(held) or not all(_held_but_one(part, frozenset().union(*held)) for part in parts):
                # Every sentence holds a word of the question (no sentence copied for its place in the
                # run), and the run holds what each part says but one word, and more than half of it: the
                # subject as asked and the event that describes it ("كم كان عمر نوح حين جاء الطوفان": a
                # passage of another's age when something came holds neither Noah nor the flood).
                continue
            if not _told_and_asked(parts[0], parts[1], held):
                continue
            title = titles[run[0].evidence_id]
            typed = any(satisfies(kind, sentence.text, question, title) for sentence in run)
            # a line asked of its speaker is the run's too: the scene before Martha's words is no line of Jesus (fq26-116)
            said = said_problem(question, [sentence.text for sentence in run], title) is None
            if typed and said and states_asked(question, " ".join(sentence.text for sentence in run), title, predicates):
                return list(run)
        return []

    def _line_in_scene(
        self, question: str, evidence: list[Evidence], strict: bool, readings: dict[str, WordReading],
        predicates: list[Predicate], sentences: list[_Sentence],
    ) -> list[_Sentence]:
        """A Bible speaker's line with the verses before it that tell the scene asked (`answer.line_scene`): the best run
        reaching extractive_min_support together whose last sentence answers as his line, or []."""
        if not asks_line_said(question):
            return []
        on_subject = self._on_subject_ids(question, evidence, strict, readings=readings)
        titles = {item.evidence_id: [item.title] if item.title else [] for item in evidence}
        excerpts = {item.evidence_id: [item.excerpt] for item in evidence}

        def line(sentence: _Sentence) -> bool:
            at = sentence.evidence_id
            return at in on_subject and in_chapter(titles[at]) and answers_said(question, sentence.text, titles[at], excerpts[at])

        weights = _term_weights(readings, [held_terms(readings, s.terms) for s in sentences])
        kind = answer_kind_terms(question) | time_opener_terms(question)  # "حين", "لما": held where said, as a sentence's
        # the scene's time clause ("حين دنا منه ليقبله") is told, all of it
        told = frozenset(readings) & term_set(" ".join(scene_words(question))) - time_opener_terms(question)
        best: tuple[float, tuple[_Sentence, ...]] | None = None
        for run in scene_runs(sentences, line):
            held = held_terms(readings, frozenset().union(*(s.terms for s in run)))
            score = _coverage(weights, held, kind)
            title = titles[run[0].evidence_id]
            if score >= self.settings.extractive_min_support and (best is None or score > best[0]) and told <= held and (
                states_asked(question, " ".join(s.text for s in run), title, predicates)
            ):
                best = (score, run)
        return list(best[1]) if best is not None else []

    def _named_near_deed(
        self, question: str, evidence: list[Evidence], strict: bool, readings: dict[str, WordReading],
        predicates: list[Predicate], sentences: list[_Sentence],
    ) -> list[_Sentence]:
        """A person asked by role and deed ("ما اسم السياف الذي امتنع عن قتل …"): a story names him where it brings him
        in ("فأرسل إليها الوالي سيافا يدعى أولوجي") and tells the deed a sentence or two on, past one that holds no word
        of the question, which `_told_run` needs. The naming sentence answers, alone, when it says the role with its name
        (`states_asked`) and a sentence of its excerpt within `HOW_RUN` tells the deed (all its words but one). The deed's
        sentence is never the answer: it names no one, or another (UNNAMED44, fq12-042). The record's title counts with the
        deed's sentence: the one the deed was done to is often the record's saint ("أمتنع عن قتلها")."""
        slot = asked_slot(question)
        parts = [held_terms(readings, term_set(part)) for part in _described_parts(question)]
        if slot is None or slot.kind != "person" or not slot.by_name or not slot.head or len(parts) < 2 or not all(parts):
            return []
        on_subject = self._on_subject_ids(question, evidence, strict, True, readings=readings)  # its record's title counts
        titles = {item.evidence_id: [item.title] if item.title else [] for item in evidence}
        for sentence in sentences:
            if sentence.evidence_id not in on_subject or not any(same_noun(w, slot.head[0]) for w in fold(sentence.text).split()):
                continue
            near = [
                other for other in sentences
                if other.evidence_id == sentence.evidence_id and 0 < abs(other.position - sentence.position) < HOW_RUN
            ]
            title = held_terms(readings, term_set(" ".join(titles[sentence.evidence_id])))  # the saint the record is of
            if _deed_told_near(parts[1], [held_terms(readings, other.terms) for other in near], title,
                               held_terms(readings, sentence.terms)) and states_asked(
                question, sentence.text, titles[sentence.evidence_id], predicates
            ):
                return [sentence]
        return []

    def _best_run(
        self, question: str, evidence: list[Evidence], strict: bool, readings: dict[str, WordReading], sentences: list[_Sentence]
    ) -> list[_Sentence]:
        """The best run of consecutive sentences of an on-subject excerpt reaching
        extractive_min_support together, or []."""
        size = min(HOW_RUN, max(1, self.settings.extractive_max_sentences))
        if size < 2:
            return []
        on_subject = self._on_subject_ids(question, evidence, strict, readings=readings)
        for score, run in self.score_runs(question, evidence, size, readings, sentences):
            if score < self.settings.extractive_min_support:
                break
            if run[0].evidence_id in on_subject:
                return list(run)
        return []
