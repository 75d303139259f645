"""The topical concept index of the Bible library: topics (teachings, virtues, events, parables,
named sayings) -> verse ranges, with the Arabic phrasings readers ask them by.

The data is `dalil/data/topics/topics.jsonl` (one topic a line; provenance and licence in its
ATTRIBUTION.md). A question matches a topic when every analyzed term of one of the topic's
phrasings is among the question's analyzed terms: the same folding, lexicon, stop words and stemmer
the lexical index uses (`text/stem.analyze`), so "ثمار الروح القدس؟" and "إيه هي ثمار الروح" both
hold the phrasing "ثمار الروح".

The match score is bounded in (0, 1]: the phrasing's terms over themselves plus the question's
other content terms (words that only frame a question, "ماذا قال المسيح عن", are not counted), so a
question that is all topic scores 1.0 and a topic word inside a longer, other question scores low.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from dalil.text.bible_books import BOOKS
from dalil.text.stem import analyze

DATA_FILE = Path(__file__).resolve().parents[1] / "data" / "topics" / "topics.jsonl"
KINDS = frozenset({"teaching", "virtue", "event", "parable", "saying", "person", "prayer", "psalm"})
# Kinds that are themes of the Bible only; "event" and "person" topics (the Nativity, the flight
# into Egypt, John the Baptist) are also the Synaxarium's saints and feasts (retrieval/routing.concept_question).
THEME_KINDS = frozenset({"teaching", "virtue", "parable", "saying", "prayer", "psalm"})

# Words that frame a question about the Bible rather than name its subject (MSA and Egyptian):
# they never count against a topic's share of the question. Stemmed like the question.
_FRAMING = """
قال يقول قالت تقول قاله قالوا يقولون بيقول بتقول قول اقوال تكلم يتكلم كلام علم يعلم تعليم تعاليم علمنا
المسيح يسوع الرب السيد ربنا الله الاله بولس الرسول رسول الكتاب المقدس الانجيل الاناجيل الوحي
ايه ازاي فين امتي ليه مين اللي ده دي دول دا كده عايز عاوز عايزه يعني بقي ممكن احنا انا
اعرف نعرف اشرح اشرحلي فهمني قولي قوللي احكيلي احكي حكايه قصه القصه معني مفهوم موضوع موقف رأي راي
الذي حسب بحسب نص ايه اية الايه الايات شاهد شواهد فكره عقيده المسيحيه المسيحي المسيحيين
اذكر اذكري ذكر يذكر ورد وردت جاء جاءت موجود مكتوب مكتوبه كتب يوجد فيه نجد وصف يصف
ما ماذا هي هو هل كيف لماذا متى اين من
"""
_REF = re.compile(r"^(?P<book>[1-3]?[A-Za-z]{2,3})\.(?P<chapter>\d+)(?::(?P<start>\d+)(?:-(?P<end>\d+))?)?$")


@lru_cache(maxsize=1)
def framing_terms() -> frozenset[str]:
    return frozenset(analyze(_FRAMING))


def asks(question: str) -> bool:
    """The text is asked as a question (a question mark, or a word that frames one: ما، كيف، ازاي،
    ايه، ماذا قال ...), not a title that names something ("السبع أواشي الصغار", "صلاة الصلح في
    القداس": a liturgy's prayer, however near a teaching its words sound)."""
    return "?" in question or "؟" in question or not framing_terms().isdisjoint(analyze(question))


@dataclass(frozen=True)
class VerseRange:
    book: str
    chapter: int
    start: int | None  # None: the whole chapter
    end: int | None

    @property
    def label(self) -> str:
        if self.start is None:
            return f"{self.book}.{self.chapter}"
        return f"{self.book}.{self.chapter}:{self.start}" + (f"-{self.end}" if self.end != self.start else "")

    @property
    def doc_id(self) -> str:
        return f"svd:{self.book}.{self.chapter}"

    def overlaps(self, verse_start: int, verse_end: int) -> bool:
        if self.start is None or self.end is None:
            return True
        return verse_start <= self.end and verse_end >= self.start


@dataclass(frozen=True)
class Topic:
    topic_id: str
    kind: str
    name: str
    english: str
    passages: tuple[VerseRange, ...]
    phrasings: tuple[str, ...]


@dataclass(frozen=True)
class TopicMatch:
    topic: Topic
    score: float  # (0, 1]
    phrasing: str


def parse_range(text: str) -> VerseRange:
    """"Gal.5:22-23", "Mat.5:3", "Psa.23" (whole chapter) -> VerseRange; a clear ValueError otherwise."""
    found = _REF.match(text.strip())
    if found is None:
        raise ValueError(f"topic passage {text!r} is not Book.Chapter[:Verse[-Verse]] (e.g. Gal.5:22-23)")
    book = found["book"]
    if book not in BOOKS:
        raise ValueError(f"topic passage {text!r}: unknown book {book!r}; use one of {', '.join(BOOKS)}")
    chapter = int(found["chapter"])
    if not 1 <= chapter <= BOOKS[book].chapters:
        raise ValueError(f"topic passage {text!r}: {book} has chapters 1-{BOOKS[book].chapters}")
    start = int(found["start"]) if found["start"] else None
    end = int(found["end"]) if found["end"] else start
    if start is not None and (start < 1 or end is None or end < start):
        raise ValueError(f"topic passage {text!r}: verses must run forwards from 1")
    return VerseRange(book=book, chapter=chapter, start=start, end=end)


def parse_topic(line: str, where: str) -> Topic:
    try:
        raw = json.loads(line)
    except json.JSONDecodeError as error:
        raise ValueError(f"{where}: not JSON ({error})") from error
    missing = [key for key in ("id", "kind", "name", "en", "passages", "phrasings") if not raw.get(key)]
    if missing:
        raise ValueError(f"{where}: topic lacks {', '.join(missing)}")
    if raw["kind"] not in KINDS:
        raise ValueError(f"{where}: kind {raw['kind']!r} is not one of {', '.join(sorted(KINDS))}")
    try:
        passages = tuple(parse_range(text) for text in raw["passages"])
    except ValueError as error:
        raise ValueError(f"{where}: {error}") from error
    phrasings = tuple(dict.fromkeys([raw["name"], *raw["phrasings"]]))
    empty = [p for p in phrasings if not analyze(p)]
    if empty:
        raise ValueError(f"{where}: phrasings {empty} have no searchable word (only stop words)")
    # A phrasing made only of words that frame any Bible question ("ماذا قال المسيح") would match
    # every such question: each phrasing needs a word of its own.
    framing_only = [p for p in phrasings if set(analyze(p)) <= framing_terms()]
    if framing_only:
        raise ValueError(f"{where}: phrasings {framing_only} hold only question-framing words")
    return Topic(topic_id=raw["id"], kind=raw["kind"], name=raw["name"], english=raw["en"],
                 passages=passages, phrasings=phrasings)


def load_topics(path: Path = DATA_FILE) -> tuple[Topic, ...]:
    """Every topic of a JSONL file, checked (a bad line names its line number); ids are unique."""
    topics: list[Topic] = []
    seen: set[str] = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        topic = parse_topic(line, f"{path.name}:{number}")
        if topic.topic_id in seen:
            raise ValueError(f"{path.name}:{number}: topic id {topic.topic_id!r} repeats")
        seen.add(topic.topic_id)
        topics.append(topic)
    return tuple(topics)


class TopicIndex:
    """Phrasings analyzed once; `match` is a set test per phrasing (a few thousand per question)."""

    def __init__(self, topics: tuple[Topic, ...]) -> None:
        self.topics = topics
        self._framing = framing_terms()
        self._phrasings: list[tuple[frozenset[str], Topic, str]] = []
        for topic in topics:
            for phrasing in topic.phrasings:
                self._phrasings.append((frozenset(analyze(phrasing)), topic, phrasing))
        # Every match, whole or in part, holds at least one of the phrasing's terms: a question's
        # terms pick the few phrasings worth the set test (positions keep file order for ties).
        # (A phrasing without a term, which `parse_topic` refuses, would match everything: kept.)
        self._by_term: dict[str, list[int]] = {}
        self._termless = [order for order, (needed, _topic, _phrasing) in enumerate(self._phrasings) if not needed]
        for order, (needed, _topic, _phrasing) in enumerate(self._phrasings):
            for term in needed:
                self._by_term.setdefault(term, []).append(order)

    def match(self, question: str, limit: int = 2, min_score: float = 0.0) -> list[TopicMatch]:
        """The best `limit` topics whose phrasing the question holds, best first (score, then the
        longer phrasing, then file order); one match per topic, its best phrasing.

        A phrasing of three or more own words (framing words aside) also matches in part, when the
        question holds at least two of them and at least half: readers quote a saying loosely. Its
        score is then scaled by the share it holds."""
        terms = set(analyze(question))
        if not terms:
            return []
        content = terms - self._framing
        best: dict[str, tuple[float, int, int, TopicMatch]] = {}
        orders = sorted({order for term in terms for order in self._by_term.get(term, ())}.union(self._termless))
        for order in orders:
            needed, topic, phrasing = self._phrasings[order]
            held_terms = needed & terms
            if held_terms != needed:
                own = needed - self._framing
                held_own = own & terms
                if len(own) < 3 or len(held_own) < 2 or 2 * len(held_own) < len(own):
                    continue
                coverage = len(held_own) / len(own)
            else:
                coverage = 1.0
            other = len(content - held_terms)
            score = coverage * len(held_terms) / (len(held_terms) + other)
            if score < min_score:
                continue
            key = (score, len(held_terms), -order)
            held = best.get(topic.topic_id)
            if held is None or key > held[:3]:
                best[topic.topic_id] = (*key, TopicMatch(topic=topic, score=round(score, 4), phrasing=phrasing))
        ranked = sorted(best.values(), key=lambda entry: entry[:3], reverse=True)
        return [entry[3] for entry in ranked[:limit]]


@lru_cache(maxsize=1)
def default_index() -> TopicIndex:
    return TopicIndex(load_topics())
