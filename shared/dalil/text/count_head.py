"""A count said as the answer's head (CLAIMNUM61): "11 يوما."، "خمستاشر سنة، والكلام ده جاي في السيرة كده: «…»"،
"العدد 9 أشهر."، "23 sana bel zabt." — a number and the noun it counts, before the quotation that states them.

The head names no person, place or deed; what it claims is one number of one thing, and the quotation beside it is
checked as always. So it is read against that quotation: it claims nothing the quotation does not state when the
quotation counts the same noun (its singular, dual, plural; a Franco noun by its spelling) with the same value — digits
or number words, MSA or Egyptian (`assertions.number_phrases`) — and counts that noun with no other value (a record
giving "11 شهرا" of a stay and "خمسة أشهر" of a vacancy cannot tell which one the head means: it stays a claim).

A closed reading: one number phrase and its noun, and at most `_MOST_OTHER` words that only say "the number is"
(`_SAYS_THE_COUNT`) or a hedge the quotation writes too ("تقريبا"). Any other word — a verb, a name, a negator —
keeps the head a sentence of its own, checked as any claim is; so does another value or a number of another noun
("7 أيام" where the record's 7 counts years).
"""

from __future__ import annotations

import re
from dataclasses import replace

from dalil.text.assertions import number_phrases
from dalil.text.counted import counted_noun_forms
from dalil.text.franco import spells
from dalil.text.normalize import fold
from dalil.text.stem import COPULAS
from dalil.text.support import AnswerSentence, source_frame

# The words around a count that only say it is the answer: the number / the count / it is / exactly / only (Franco too).
_SAYS_THE_COUNT = frozenset(
    fold(
        """العدد عدد الرقم رقم المذكور المذكوره المده الجواب الاجابه الإجابة بالظبط بالضبط تحديدا
        فقط بس el raqam ra2am rakam adad el3adad howa heya homma bel zabt bezzabt bel dabt bas faqat"""
    ).split()
) | COPULAS  # "هي 3 شهور"، "هما ثلاثة أيام"، "كانت 11 سنة"
_HEDGES = frozenset(fold("تقريبا حوالي نحو taqriban ta2riban 7awaly").split())  # said only where the quotation hedges too
_MOST_OTHER = 5
_EDGE = " \t\n.،,؛;:!؟?—–-*"
_QUOTATION = r"[«“\"][^«»“”\"]+[»”\"]"
_LONE_QUOTE = re.compile(r"^\s*(?P<quote>" + _QUOTATION + r")[\s.،,؛;!]*$", re.S)
# "HEAD، FRAME: «…»" or "HEAD: «…»": the head, then a frame of source words only (`support.source_frame`), or none.
_HEAD_THEN_QUOTE = re.compile(
    r"^\s*(?P<head>[^«»“”\":]{1,60}?)\s*(?:[،,؛;—–-]\s*(?P<frame>[^«»“”\":،,؛;]{1,60}?))?\s*:?\s*"
    r"(?P<quote>" + _QUOTATION + r")[\s.،,؛;!]*$",
    re.S,
)


def _words(text: str) -> list[str]:
    return [word for word in (token.strip(_EDGE) for token in fold(text).lower().split()) if word]


def _noun_forms(noun: str) -> frozenset[str]:
    form = noun[:-1] if noun.endswith("ا") and len(noun) > 3 else noun  # "يوما" -> "يوم"
    return frozenset({form, noun}) | counted_noun_forms(noun)


def _same_noun(said: str, written: str) -> bool:
    if said.isascii():  # a Franco noun: "sana", "marrat"
        return any(spells(said, form) for form in _noun_forms(written))
    return not _noun_forms(said).isdisjoint(_noun_forms(written))


def _counts(text: str) -> list[tuple[int, str]]:
    """(value, the word after it) for each number phrase of `text`."""
    words = fold(text).lower().split()
    return [(phrase.value, words[phrase.end].strip(_EDGE)) for phrase in number_phrases(text) if phrase.end < len(words)]


def count_head(head: str, quotation: str) -> bool:
    """`head` is a number and its noun (with words that only say so) that `quotation` states, and no other value of it."""
    words = _words(head)
    phrases = number_phrases(" ".join(words))
    if len(phrases) != 1 or phrases[0].end >= len(words) or len(words) > phrases[0].end - phrases[0].start + 1 + _MOST_OTHER:
        return False
    value, noun = phrases[0].value, words[phrases[0].end]
    quoted = set(_words(quotation))
    others = words[: phrases[0].start] + words[phrases[0].end + 1 :]
    if not all(word in _SAYS_THE_COUNT or (word in _HEDGES and word in quoted) for word in others):
        return False
    values = {counted for counted, written in _counts(quotation) if _same_noun(noun, written)}
    return values == {value}


def _quotation(sentence: AnswerSentence) -> str | None:
    lone = _LONE_QUOTE.match(sentence.text)
    return lone.group("quote") if sentence.ids and lone else None


def counted_heads(sentences: list[AnswerSentence]) -> tuple[list[AnswerSentence], frozenset[int]]:
    """The answer's sentences with a head said in a quotation's own sentence taken off ("خمستاشر سنة، والكلام ده جاي
    كده: «…»" -> "«…»"), and the numbers (from 1) of the uncited sentences that are the head of the quotation next to
    them ("11 يوما." then "«…» [E1]")."""
    read = [_head_off(sentence) for sentence in sentences]
    heads = frozenset(
        number for number, sentence in enumerate(read, 1)
        if not sentence.ids and any(
            (quote := _quotation(other)) is not None and count_head(sentence.text, quote) for other in read[number : number + 1]
        )
    )  # fmt: skip
    return read, heads


def _head_off(sentence: AnswerSentence) -> AnswerSentence:
    """The sentence as its quotation alone when what precedes it is a count head (and a frame of source words); the
    sentence as written is read (a head taken for the name of a record, `support.source_lead`, is no record's)."""
    found = _HEAD_THEN_QUOTE.match(sentence.written or sentence.text)
    if not sentence.ids or found is None or (found.group("frame") and not source_frame(found.group("frame"))):
        return sentence
    if not count_head(found.group("head"), found.group("quote")):
        return sentence
    return replace(sentence, text=found.group("quote"), source=None, written=None)
