"""Lexical support: the one measure of "does this excerpt say this sentence" shared by the context
builder, the extractive answerer, the validator, the offline critic and retrieval's evidence floor,
so they cannot disagree. Pure text analysis: answer markers, sentences, terms, dates and names.

Terms are `dalil.text.stem.analyze` terms (folded, stop words removed, stemmed). Support of a
sentence by an excerpt is the share of the sentence's distinct terms that the excerpt contains;
a sentence copied verbatim has support 1.0. It measures lexical grounding, not entailment.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache

from dalil.settings import get_settings
from dalil.text.answer_words import ANSWER_NO, ANSWER_YES, NO_INTENSIFIERS, VOCATIVE
from dalil.text.asked_kind import asked_kind_words
from dalil.text.bible_books import BOOKS
from dalil.text.bible_refs import whole_chapter_ref
from dalil.text.clause_openers import RELATIVES
from dalil.text.clause_summary import THAT_WORDS, clause_said, without_frame
from dalil.text.colloquial import ANSWER_FUNCTION_WORDS, function_word_readings
from dalil.text.coptic_calendar import (
    coptic_month_variants,
    month_number,
)
from dalil.text.courtesy import INTENSIFIER, addresses_reader, courtesy_clauses_off, words_of, writer_courtesy
from dalil.text.date_subject import find_subject_date
from dalil.text.glued import GLUED_CONJUNCTIONS, ONE_LETTER_PARTICLES, glued_forms, known_names, own_letter_name, unglued
from dalil.text.lead_words import ACCORDING_WORDS, FOUND_WORDS, PART_WORD, WHERE_WORDS, lead_word, only_lead
from dalil.text.markers import MARKER, marker_ids, strip_markers
from dalil.text.markers import malformed_markers as malformed_markers  # answer.validate reads it from here
from dalil.text.memo import remembered_copy
from dalil.text.normalize import fold
from dalil.text.ordinals import LIST_ORDINALS
from dalil.text.question_frame import SAYING_WORDS, frame_spellings, frame_terms
from dalil.text.question_words import glued_asking
from dalil.text.quote_links import continuation_cuts, continued_quotation, lone_quotation
from dalil.text.restatement import restates
from dalil.text.stem import DEMONSTRATIVES, STOPWORDS, analyze, names_matta
from dalil.text.time_clauses import WHEN_OPENERS, opens_order_clause
from dalil.text.vocabulary import bundled_vocabulary
from dalil.text.worship import worship_word

# --- sentences ----------------------------------------------------------------------------------

_TERMINATORS = ".؟!؛?;\n…"
# A url's dots and question mark do not end a sentence (its last character may: "… www.x.com.").
URL = re.compile(r"(?:[A-Za-z][A-Za-z0-9+.-]*://|www\.)[^\s<>()\[\]\"'،]+", re.IGNORECASE)
_CLOSERS = "\"'»”’)]"
# A terminator inside a bracket or a quotation that closes later on its line does not end the sentence
# (LOST39): "محمد علي باشا (بالتركية: …؛ وبالألبانية: …)، … وحاكم مصر ما بين عامي 1805 إلى 1848" is one
# sentence, and so is «… . …» up to its closer. A terminator right before the closer (with only terminators
# between) still ends it, as before: «اطردوه.» ends a sentence. An opener with no closer on its line opens
# nothing. Read by every sentence split (`sentence_spans`: the excerpt choice, the answerer, the checks).
_PAIRS = {"(": ")", "[": "]", "«": "»", "“": "”", '"': '"'}


def _enclosed(text: str) -> list[tuple[int, int]]:
    """(opener, closer) offsets of the outermost brackets and quotations of `text` closed on their own line."""
    found: list[tuple[int, int]] = []
    i, n = 0, len(text)
    while i < n:
        closer = _PAIRS.get(text[i])
        if closer is None:
            i += 1
            continue
        depth, j = 0, i + 1
        while j < n and text[j] != "\n":
            if text[j] == closer and depth == 0:
                break
            if closer != text[i] and text[j] == text[i]:
                depth += 1
            elif text[j] == closer:
                depth -= 1
            j += 1
        if j < n and text[j] == closer:
            found.append((i, j))
            i = j + 1
        else:
            i += 1
    return found


def _inside(i: int, text: str, enclosed: list[tuple[int, int]]) -> bool:
    """Is the terminator at `i` inside an enclosure, with more than terminators before its closer?"""
    for opener, closer in enclosed:
        if opener < i < closer:
            return any(ch not in _TERMINATORS and not ch.isspace() for ch in text[i + 1:closer])
    return False


def sentence_spans(text: str, enclosures: bool = True) -> list[tuple[int, int]]:
    """`_sentence_spans`, remembered per text (a fresh list each call): an ask splits the same
    passages and excerpts ~12 times (the excerpt choice, the answerer, the checks; SERVE28).
    `enclosures=False`: cut inside brackets and quotations too, as every split did before LOST39 — only for
    the claim probes, whose frozen cases index a chunk's sentences as they were cut when written."""
    return list(_spans_of(text, enclosures))


@lru_cache(maxsize=4096)
def _spans_of(text: str, enclosures: bool = True) -> tuple[tuple[int, int], ...]:
    return tuple(_sentence_spans(text, enclosures))


def _sentence_spans(text: str, enclosures: bool = True) -> list[tuple[int, int]]:
    """(start, end) offsets of the sentences of `text`: split after . ؟ ! ؛ ? ; … and newlines.

    A period between two digits ("3.5") does not end a sentence. Runs of terminators stay with
    their sentence, and a closing quote or bracket glued to the terminator stays too. Offsets
    point into the original text with surrounding whitespace excluded, so `text[a:b]` is a
    verbatim copy of the sentence."""
    spans: list[tuple[int, int]] = []
    protected = [m.span() for m in URL.finditer(text)]
    enclosed = _enclosed(text) if enclosures else []
    start = 0
    i = 0
    n = len(text)
    while i < n:
        char = text[i]
        if char in _TERMINATORS and not (
            char == "." and 0 < i < n - 1 and text[i - 1].isdigit() and text[i + 1].isdigit()
        ) and not any(a <= i < b - 1 for a, b in protected) and not (char != "\n" and _inside(i, text, enclosed)):
            end = i + 1
            while end < n and text[end] in _TERMINATORS and text[end] != "\n":
                end += 1
            while end < n and text[end] in _CLOSERS:
                end += 1
            _append_trimmed(text, start, end, spans)
            start = i = end
            continue
        i += 1
    _append_trimmed(text, start, n, spans)
    return spans


def _append_trimmed(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    # A fragment of punctuation only (a stray "." or ")") is not a sentence.
    if start < end and any(ch.isalnum() for ch in text[start:end]):
        spans.append((start, end))


def split_sentences(text: str, enclosures: bool = True) -> list[str]:
    return [text[a:b] for a, b in sentence_spans(text, enclosures)]


@dataclass(frozen=True)
class AnswerSentence:
    text: str  # the sentence with its markers removed
    ids: tuple[str, ...]  # evidence ids of the markers that belong to it
    # A lead-in that only names a record ("من «يوحنا 11» مكتوب:", `source_lead`) was taken off: the record it
    # names, and the claim as written with it. The validation reads `text` only where `source` is the title of
    # an evidence the sentence cites, else `written` (`answer.validate`).
    source: str | None = None
    written: str | None = None
    # The items of a one-line numbered list this sentence joins ("1. «A»، 2. «B» [E1]."): each a claim checked on
    # its own against the excerpt the sentence cites; the validation publishes the list when every item passes,
    # or, as before, when the joined sentence does (`answer.validate`).
    items: tuple[str, ...] = ()
    # LISTKEPT86: `source` is a title line over the claim (`_title_line`), not a lead-in of the sentence itself
    titled: bool = False


# A numbered list's enumerator at a line's start ("1. …", "2) …", "١. …") with its item on the same line; in bold
# too ("**1.** …", FAITHFUL55: markdown emphasis is presentation, and taken off only after the enumerators are read).
# CLAIMLIST61: "1- …" too, the dash right after the number (a line "1948 - …" or "5-7 …" is no enumerator).
# LISTKEPT86: and a number in brackets ("(1) …"، "(٢) …"), as a model counts points too.
_ENUMERATOR = re.compile(
    r"^([ \t]*)(?:\*\*|__)?(?:\(([0-9٠-٩]{1,2})\)|([0-9٠-٩]{1,2})(?:[.)]|-(?=[ \t])))(?:\*\*|__)?[ \t]+(?=\S)", re.MULTILINE
)


def without_enumerators(answer: str) -> str:
    """`answer` with the enumerators of its numbered list taken off (FAITH37): a model lists sentences as
    "1. …", "2. …", and "1." read as a sentence is an uncited number. Only a list that counts 1, 2, 3 … in
    order from its first line is one; any other number at a line's start ("105. وتنيح") stays the claim it is."""
    return _enumerated(answer).replace(ITEM_BREAK, "")


# CLAIMLEAD59: a list's points counted by ordinal words at a line's start ("أولا: …"، "ثانيا - …", `LIST_ORDINALS`) or by
# the letters in their counting order ("أ- …"، "ب- …"), 1, 2, 3 … in order from the first, are enumerators like "1." "2.";
# one alone, or out of order, stays the sentence's word.
# LISTKEPT86: a counting letter closed by a full stop ("أ. …"، "ب. …") or bracketed ("(أ) …"), and the articled ordinals
# of either gender ("الأولى: …"، "الثانية: …"، "الأول: …", `LIST_ORDINALS`): still only in counting order from the first.
_ORDINAL_ROW = re.compile(
    r"^([ \t]*)(?:\*\*|__)?\(?((?:[^\W\d_]|[\u064b-\u0652])+)(?:\*\*|__)?[ \t]*(?:[:،,)\-–—]|\.(?=[ \t]))[ \t]*(?=\S)", re.MULTILINE
)


def _ordinal_rows(answer: str) -> str:
    """`answer` with the ordinal words counting its list's points taken off, an `ITEM_BREAK` opening each after the first."""
    found = [m for m in _ORDINAL_ROW.finditer(answer) if _row_count(m.group(2))]
    if len(found) < 2 or [_row_count(m.group(2)) for m in found] != list(range(1, len(found) + 1)):
        return answer
    pieces, at = [], 0
    for number, row in enumerate(found):
        pieces += [answer[at : row.start()], row.group(1), ITEM_BREAK if number else ""]
        at = row.end()
    return "".join([*pieces, answer[at:]])


_COUNTING_LETTERS = "ابجدهوزحطي"  # أ ب ج د ه و ز ح ط ي, folded: the order a list's letters count its points


def _row_count(word: str) -> int:
    """The count an ordinal word or a counting letter says (`_ORDINAL_ROW`), 0 for any other word."""
    folded = fold(word)
    if len(folded) == 1:
        return _COUNTING_LETTERS.find(folded) + 1
    return LIST_ORDINALS.get(folded, 0)


def _enumerated(answer: str) -> str:
    """`without_enumerators` with an `ITEM_BREAK` opening each item after the first (FAITHFMT49)."""
    found = list(_ENUMERATOR.finditer(answer))
    if not found or [_enumerator_count(m) for m in found] != list(range(1, len(found) + 1)):
        return answer
    return _ENUMERATOR.sub(lambda m: m.group(1) + ("" if _enumerator_count(m) == 1 else ITEM_BREAK), answer)


def _enumerator_count(enumerator: re.Match[str]) -> int:
    """The number an enumerator (`_ENUMERATOR`) counts, bracketed or not."""
    return int((enumerator.group(2) or enumerator.group(3)).translate(_ARABIC_DIGITS))


_ARABIC_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")

# A numbered list written on one line (FAITH43): "1. …، 2. …" — a model (or a reader's markdown flattened) runs
# the rows together. The line opens with "1." and every later enumerator, after a space or a comma, counts
# 2, 3 … in order; any other number there ("سنة 2. …" without a "1." first, "1. … 3. …") stays the claim it is.
# CLAIMS51: a dash closes an enumerator too ("١- «…»، ٢- «…»").
_FIRST_ROW = re.compile(r"^([ \t]*)[1١][.)\-][ \t]+(?=\S)")
_LATER_ROW = re.compile(r"(?<=[\s،,;؛])([0-9٠-٩]{1,2})[.)\-][ \t]+(?=\S)")


def without_inline_enumerators(text: str) -> str:
    """`text` with the enumerators of each one-line numbered list taken off (see `_FIRST_ROW`)."""
    return _inline_items(text).replace(ITEM_BREAK, "")


# Where one item of a one-line numbered list ends and the next begins (FAITHFMT49), kept through the reading of
# an answer (`_read_answer`) so that each item is a claim of its own (`AnswerSentence.items`); never in any text
# the checks or a reader see.
ITEM_BREAK = "\ue000"


def _inline_items(text: str) -> str:
    lines = text.split("\n")
    for number, line in enumerate(lines):
        first = _FIRST_ROW.match(line)
        if not first:
            continue
        later = list(_LATER_ROW.finditer(line, first.end()))
        if later and [int(m.group(1).translate(_ARABIC_DIGITS)) for m in later] == list(range(2, len(later) + 2)):
            lines[number] = first.group(1) + _LATER_ROW.sub(ITEM_BREAK, line[first.end() :])
    return "\n".join(lines)


# A bulleted list written on one line (CLAIMS51): "• «A»، • «B» [E1]."، "- A، - B، - C [E1]."، "### الإجابة - A، - B".
# The line opens with a bullet; a later "•" anywhere, or a later "-" after the list's own separator ("،"، ","، "؛"),
# opens the next item. A dash inside a sentence ("فيليب - ملك مقدونيا -") is no bullet: no separator before it.
_FIRST_BULLET = re.compile(r"^([ \t]*)[-•][ \t]+(?=\S)")
_LATER_BULLET = re.compile(r"(?:(?<=[،,;؛])[ \t]*-|[ \t]*•)[ \t]+(?=\S)")


def _inline_bullets(text: str) -> str:
    """`text` with an `ITEM_BREAK` for each later bullet of a one-line bulleted list (the first bullet is left to
    `_bulleted`)."""
    lines = text.split("\n")
    for number, line in enumerate(lines):
        first = _FIRST_BULLET.match(line)
        if first and _LATER_BULLET.search(line, first.end()):
            lines[number] = line[: first.end()] + _LATER_BULLET.sub(" " + ITEM_BREAK, line[first.end() :])
    return "\n".join(lines)


# What may end a list item before the next enumerator: the list's own separators ("،", "؛", a dash).
_ITEM_SEPARATOR = re.compile(r"[\s،,;؛\-–—]+$")


def _list_items(text: str) -> tuple[str, ...]:
    """The items of a one-line list read as one sentence (`ITEM_BREAK` between them), each without the separator
    before the next; none when the sentence holds no break or only one item."""
    items = tuple(_ITEM_SEPARATOR.sub("", item).strip() for item in text.split(ITEM_BREAK))
    items = tuple(item for item in items if any(ch.isalnum() for ch in item))
    return items if len(items) > 1 else ()


# Presentation a model wraps a cited sentence in (FRAME38): markdown heading marks and list bullets at a
# line's start, bold/underline emphasis, and an answer frame that asserts nothing. A frame is one of a
# closed list: "the answer", or "according to" the source / the text / what it says, ended by ":" or
# "،"/"," ("حسب المصدر، …", "**بحسب النص:** …", "According to the source: …", "الإجابة: …"). A lead-in that
# names anything else ("حسب التقليد،", "بحسب الأنبا …،", "حسب 3 مصادر،") is not in the list and stays
# the sentence it is; so does a heading that says something ("### ما عمله").
_HEADINGS = re.compile(r"^([ \t]*)#{1,6}[ \t]+([^\n]*)", re.MULTILINE)  # a heading line, its text in group 2
# FAITHFUL55: where a markdown heading's line ended, kept through the reading of an answer (`_title_line`) and never
# in any text the checks or a reader see (as `ITEM_BREAK`).
TITLE_LINE = "\ue001"
# CLAIMLEAD59: the other glyphs models bullet a list with (▪ ◦ ● ■ ► …; an en or em dash opening a line) are bullets too.
# CLAIMUSE74: so is any symbol a line opens with before a space (★ ✦ ➤ ✅ 👉 …: Unicode's "other symbol" and "math
# symbol" characters): a glyph says where a point starts, whatever its shape, and asserts nothing.
_SYMBOL_BLOCKS = ((0x2190, 0x2BFF), (0x1F300, 0x1FAFF))  # arrows, math, technical, shapes, dingbats; pictographs, emoji
_SYMBOLS = "".join(
    chr(code) for low, high in _SYMBOL_BLOCKS for code in range(low, high + 1) if unicodedata.category(chr(code)) in {"So", "Sm"}
)
_BULLET = re.compile(r"^([ \t]*)[-*•▪▫◦●○■□◆◇♦►▸‣∙·–—" + re.escape(_SYMBOLS) + r"]\ufe0f?[ \t]+(?=\S)", re.MULTILINE)
_EMPHASIS = re.compile(r"\*\*|__")
_SOURCE_WORD = r"(?:لل|ال|ل|)(?:مصدر|مصادر|نص|دليل|مقتطف|شاهد)"
# "According to the source" (MSA, Egyptian, English): the frames that only say where a sentence is written.
_ACCORDING = (
    r"(?:"
    r"(?:ب|)حسب\s+(?:ما\s+(?:ورد|جاء|ذكر|يقول)\s+(?:في\s+)?)?" + _SOURCE_WORD
    + r"|(?:وفق|طبق)(?:ا|ًا|اً)?\s+(?:لما\s+(?:ورد|جاء)\s+في\s+)?" + _SOURCE_WORD
    + r"|كما\s+(?:ورد|جاء|يقول|ذكر)\s+(?:في\s+)?" + _SOURCE_WORD
    + r"|زي\s+ما\s+" + _SOURCE_WORD + r"\s+(?:بيقول|قال|بيذكر)"
    + r"|according\s+to\s+the\s+(?:source|text|excerpt|evidence)"
    r")"
)
_ANSWER_FRAME = r"(?:(?:ال|)(?:إجابة|اجابة|جواب)|el[ -]?(?:egaba|igaba|gawab)|(?:the\s+)?answer)"
_FRAME = r"(?:" + _ACCORDING + r"|" + _ANSWER_FRAME + r")"
# A frame at a line's start, or "the answer" at a sentence's start, ended by its punctuation; or "the answer" alone
# under a heading mark. An "according to" frame after a sentence ("الإجابة: 1915. حسب المصدر، …") is left to
# `attributed_claims` (FAITH41), which reads the short head before it as that sentence's detail.
_LEAD_IN = re.compile(
    r"()(?:^[ \t]*" + _FRAME + r"|(?<=[.؟!؛?;]\s)[ \t]*" + _ANSWER_FRAME + r")[ \t]*[:،,][ \t]*", re.MULTILINE | re.IGNORECASE
)
_ANSWER_HEADING = re.compile(
    # SUMMARY60: "### الجواب المختصر" / "### الإجابة المختصرة" over a summary: the short answer, still the answer
    r"^([ \t]*)#{1,6}[ \t]+(?:ال|)(?:إجابة|اجابة|جواب|answer)(?:[ \t]+(?:ال)?مختصر[ةه]?)?[ \t]*:?(?:[ \t]*\n|[ \t]+(?=\S))",
    re.MULTILINE | re.IGNORECASE,
)


# A courtesy or a summary lead-in (FAITH41): words a model opens with that assert nothing about the record —
# "Sure!", "Of course:", "Short answer —", "In short,", "Based on the cited text:", "باختصار،", "بإيجاز:",
# "طبعا!", "أكيد،", "بص يا سيدي،" (look, sir), Franco "tab3an!", "bos ya sedy," — a closed list, ended by its
# punctuation (":", "،", ",", "!", "؛" or a dash). Without that mark it is a sentence's own word ("أكيد أنه …",
# "بص إلى السماء", "Sure enough …"); a person addressed ("بص يا أنبا …") is not in the list.
# FRANCOANS64: "well" before "look" or alone ("طب بص،"، "طيب،"، Franco "Tab bos,"، "Tayeb,"), "look" as "see" too ("شوف يا
# سيدي،"، "Shoof ya sedy,"): they hand the turn over and say nothing.
_WELL = r"(?:طب|طيب|tab|tayeb|tayyeb)"
_LOOK = r"(?:بص|شوف|bos|shoof|shouf)"
_COURTESY = (
    r"(?:" + INTENSIFIER
    + r"|باختصار(?:\s+شديد)?|بإيجاز|بايجاز|(?:" + _WELL + r"\s+)?" + _LOOK + r"(?:\s+يا\s+(?:سيدي|باشا|فندم|صاحبي))?|" + _WELL
    # "ملخص ما يذكره المصدر:", "خلاصة النص:" (FAITH43): a summary heading that names only the source
    + r"|(?:ال)?(?:ملخص|خلاصة|خلاصه)(?:\s+(?:ما\s+(?:يذكره|يقوله|ذكره|قاله|بيقوله|ورد\s+في|جاء\s+في)\s+)?" + _SOURCE_WORD + r")?"
    + r"|in\s+(?:short|brief)|(?:the\s+)?short\s+answer|here\s+it\s+is|here\s+is\s+what\s+(?:it|the\s+(?:source|text))\s+says"
    + r"|based\s+on\s+the\s+(?:cited\s+)?(?:source|text|excerpt|evidence|passage)"
    # CLAIMLIST61: "ya sa7by" (my friend), the reader addressed
    + r"|(?:" + _WELL + r"\s+)?" + _LOOK + r"(?:\s+ya\s+(?:sedy|sidi|basha|fandem|sa7by|sa7bi))?"
    + r")"
)
_LEAD_MARK = r"[ \t]*(?:[:،,!؛;]|[—–]|-(?=[ \t]))[ \t]*"
_AT_START = r"(^|(?<=[.؟!؛?;]\s))[ \t]*"
# "يعني باختصار، …" (CLAIMS51): the filler "I mean" before a summary lead-in.
# FAITHFUL55: on a line of its own too ("بص يا سيدي:" over a list).
_COURTESY_LEAD = re.compile(_AT_START + r"(?:يعني[ \t]+)?" + _COURTESY + _LEAD_MARK + r"(?=\S|\n)", re.MULTILINE | re.IGNORECASE)
# The answer's yes or no (`answer_words`). Opening a sentence with any mark
# after it ("Yes —", "نعم؛", "نعم.", "أيوه طبعاً،", "aywa tab3an,") it is written "WORD، " before the sentence, the
# form `quotation.without_answer_word` reads: there it must agree with its sentence ("نعم، لم …" stays, refused).
# CLAIMYN63: a no's own intensifier ("لأ خالص،"، "لا إطلاقا،") and the reader addressed ("لأ يا باشا،"، "أيوه يا فندم،"، "La2 ya
# basha,") may stand between the word and its mark: neither says anything of the record.
_NO_INTENSIFIER = "(?:" + "|".join(sorted(map(re.escape, NO_INTENSIFIERS), key=len, reverse=True)) + ")"
_YES_NO_LEAD = re.compile(
    _AT_START + r"([^\s:،,!؛;.—–-]+)(?:[ \t]*[,،]?[ \t]+(?:" + INTENSIFIER + "|" + _NO_INTENSIFIER + r"))?"
    + r"(?:[ \t]*[,،]?[ \t]+" + VOCATIVE + r")?" + r"[ \t]*(?:[:،,!؛;.]|[—–]|-(?=[ \t]))[ \t]*(?=\S)",
    re.MULTILINE | re.IGNORECASE,
)
# CLAIMYN63: what follows an opening no when it is the record's words only — a quotation, or a frame of source lead-in
# words before one ("لأ خالص، بص المكتوب: «…»"، "La2, el nas by2ool: «…»").
_FRAMED_QUOTATION_NEXT = re.compile(r"^(?:(?P<frame>[^«»“”\":،,؛;.\n]{1,60}?)[ \t]*:[ \t]*)?[«“\"]")
_LEAD_PASSES = 4  # "Sure — here it is: حسب النص، …": a few lead-ins in a row


def _answer_word_lead(match: re.Match[str]) -> str:
    word = match.group(2)
    folded = fold(word).lower()
    if folded in ANSWER_NO and _quotation_next(match.string[match.end() :]):
        return f"{match.group(1)}{word}. "  # its own sentence: a bare denial (`text.yes_no_opening`), held to the question
    return f"{match.group(1)}{word}، " if folded in ANSWER_YES or folded in ANSWER_NO else match.group(0)


def _quotation_next(rest: str) -> bool:
    """CLAIMYN63: the no is followed by the record's words only (`_FRAMED_QUOTATION_NEXT`). Such a no claims nothing
    but "not what you asked": written as its own sentence it is read as a bare denial (`text.yes_no_opening`), which stands only
    where the cited sentence contradicts the question's proposition (`answer.verification.denial_problem`); written
    "لأ، «…»" it would be read as a no its sentence disagrees with."""
    following = _FRAMED_QUOTATION_NEXT.match(rest)
    if following is None:
        return False
    return following.group("frame") is None or source_frame(following.group("frame"))


# CLAIMUSE72: "in other words" opening a sentence ("أي بعبارة أخرى، …"، "يعني من الآخر، …"، "بكلمات أخرى، …"، Franco "Be
# ma3na tany, …") says only that what follows retells the record: it is taken off, and what follows is checked as
# any claim is (the quotation rule refuses a retelling of a quoted library; the record's own words pass).
# RIDER84: "بتعبير تاني،" (Franco "Be ta3beer tany,") too; it had passed only as a courtesy aside, "تاني" read as a verb
# to the writer (`foreign_courtesy._to_writer`).
# FAITHFUL86: the class, not its phrases — "in another/a simpler way of saying" is بـ + a noun of the manner of saying (words,
# expression, wording, style, way, language, form) + other/simpler/clearer, in either register ("بصيغة أخرى،"، "بأسلوب تاني،"،
# "بلغة أبسط،"، "وبألفاظ أخرى،"، Franco "Be tare2a tanya,"); "by way of" a retelling ("على سبيل التوضيح / إعادة الصياغة،");
# "if we say it (simply)" in the writer's first person ("لو نقولها ببساطة،"، "ولو قلناها باختصار،"، Franco "Law 2olnaha be
# basata,"). A person's or a thing's "other" ("بيد أخرى"، "بسفينة أخرى") names no manner of saying and stays the sentence's.
_SAYING_MANNER = (
    r"(?:عبارة|عبارات|معنى|معني|كلمات|كلام|تعبير|صيغة|صيغه|أسلوب|اسلوب|طريقة|طريقه|ألفاظ|الفاظ|لفظ|لغة|لغه|شكل|صورة|صوره)"
)
_OTHER_MANNER = (
    r"(?:أخرى|اخرى|أخري|اخري|آخر|اخر|أخر|تاني|تانى|تانية|تانيه|ثاني|ثانية|ثانيه|مختلفة|مختلف|أبسط|ابسط|أوضح|اوضح|أسهل|اسهل"
    r"|مبسطة|مبسطه|بسيطة|بسيطه)"
)
_FRANCO_MANNER = r"(?:ma3na|ta3beer|ta3bir|kalam|kelmat|kalmat|tare2a|tari2a|tareeqa|shakl|loga|logha|se8a|sigha|alfaz|osloob|oslob)"
_FRANCO_OTHER = r"(?:tany|tani|tanya|tanyah|tania|a5ar|akhar|abssat|absat|awda7|as-hal|ashal)"
_RETELLING = r"(?:إعادة|اعادة|اعاده|إعاده)"
_RETELLING_NOUN = r"(?:الصياغة|الصياغه|التبسيط|التوضيح|الإيضاح|الايضاح|الشرح|التلخيص|الاختصار|التقريب)"
_SAY_FIRST_PERSON = (  # the writer's own saying: we / I, past or present, with its object pronoun
    r"(?:قلنا|قلت|نقول|أقول|اقول|عبرنا|عبرت|نعبر|أعبر|صغنا|نصيغ|بسطنا|نبسط|لخصنا|نلخص)(?:ها|ه|هو)?"
)
_SIMPLY = r"(?:ببساطة|ببساطه|باختصار|بوضوح|بإيجاز|بايجاز|بشكل\s+(?:أبسط|ابسط|مبسط|أوضح|اوضح)|بكلمات\s+(?:بسيطة|بسيطه))"
_RETOLD = (
    r"(?:بعبارة\s+(?:أخرى|اخرى|أخري|اخري)|بمعنى\s+(?:آخر|اخر|أخر|تاني|تانى|ثاني)|بكلمات\s+(?:أخرى|اخرى|تانية|تانيه)"
    r"|بكلام\s+(?:تاني|تانى|آخر|اخر)|بتعبير\s+(?:تاني|تانى|ثاني|آخر|اخر|أخر)|من\s+(?:الآخر|الاخر)"
    r"|b[ie]?\s*(?:ma3na|ta3beer|ta3bir)\s+(?:tany|tani|tanya|a5ar|akhar)"
    + r"|(?:و|ف)?ب" + _SAYING_MANNER + r"\s+" + _OTHER_MANNER
    + r"|(?:w\s*)?b[ie]?\s*" + _FRANCO_MANNER + r"\s+" + _FRANCO_OTHER
    + r"|(?:و|ف)?على\s+سبيل\s+(?:" + _RETELLING + r"\s+)?" + _RETELLING_NOUN
    + r"|(?:و|ف)?(?:لو|إذا|اذا)\s+" + _SAY_FIRST_PERSON + r"(?:\s+" + _SIMPLY + r")?"
    + r"|(?:w\s*)?(?:law|lw|lau|iza|eza)\s+(?:2olna|2oltaha|2oltha|n2ool|a2ool)(?:ha|h)?(?:\s+b[ie]?\s*(?:basata|e5tesar|ekhtesar|wodoo7))?"
    + r")"
)
_RETOLD_LEAD = re.compile(
    _AT_START + r"(?:(?:أي|اي|يعني|ya3ni|ya3ny)[ \t]+)?" + _RETOLD + _LEAD_MARK + r"(?=\S)", re.MULTILINE | re.IGNORECASE
)


def _without_lead_ins(text: str) -> str:
    for _ in range(_LEAD_PASSES):
        read = _YES_NO_LEAD.sub(_answer_word_lead, _COURTESY_LEAD.sub(lambda m: m.group(1), text))
        read = _RETOLD_LEAD.sub(lambda m: m.group(1), _LEAD_IN.sub(lambda m: m.group(1), read))
        if read == text:
            break
        text = read
    return text


def _answer_no(sentence: str) -> bool:
    """The sentence opens with the answer's no ("لا، …", "La2، …"): `text.yes_no_opening` reads what follows it."""
    words = fold(sentence).lower().replace("،", " ").split()
    return bool(words) and words[0].strip(" ,.") in ANSWER_NO


def without_presentation(answer: str) -> str:
    """`answer` as its sentences say it (FRAME38): a numbered list's enumerators (`without_enumerators`), heading
    marks, list bullets, bold emphasis and an answer frame that asserts nothing (`_FRAME`) taken off, so a
    faithful sentence a model put in a frame reads as the sentence it cites; a courtesy or summary lead-in
    (`_COURTESY`) too, and an opening yes/no written in the one form the quotation rule reads (FAITH41).
    Nothing else changes: a frame outside the closed list, or a heading that says something, stays a sentence
    for the checks."""
    return _presented(answer).replace(ITEM_BREAK, "").replace(TITLE_LINE, "")


def _presented(answer: str) -> str:
    """`without_presentation` with an `ITEM_BREAK` between the items of each one-line numbered list."""
    text = _inline_bullets(_ANSWER_HEADING.sub(lambda m: m.group(1), _enumerated(_ordinal_rows(_inline_items(answer)))))
    text = _EMPHASIS.sub("", _bulleted(_HEADINGS.sub(lambda m: m.group(1) + m.group(2).rstrip() + TITLE_LINE, text)))
    return _inline_items(_without_lead_ins(_REMARK.sub("", text)))


def _bulleted(text: str) -> str:
    """`text` with its list bullets taken off, an `ITEM_BREAK` opening each bullet line that follows another."""
    lines = text.split("\n")
    after_bullet = False
    for number, line in enumerate(lines):
        bullet = _BULLET.match(line)
        if bullet:
            lines[number] = bullet.group(1) + (ITEM_BREAK if after_bullet else "") + line[bullet.end() :]
        after_bullet = bool(bullet) or (after_bullet and not line.strip())
    return "\n".join(lines)


# An attribution frame (FRAME40): words that say the source states what follows — "ويضيف المصدر:"،
# "ويذكر النص أيضا أن"، "إذ يذكر النص أن"، "المصدر بيقول إن"، "كما يقول النص:"، "وحسب النص،"، "كما يذكر أن"،
# "el masdar by2ol:", "according to the source," — a closed list: a verb of saying (يذكر/يضيف/يقول, Egyptian
# بيقول/بيذكر/بيضيف) with the source (`_THE_SOURCE`) for its subject, or FRAME38's "according to" frames, or
# a verb with no subject ("كما يذكر أن"، Egyptian "وكمان بيقول:"); ended by ":", "،" or أن/إن. A verb whose
# subject is a person ("ويضيف القديس:") is not one: who said it is a claim; nor is a verb with no subject
# after words that quote someone ("فقال المسيح: …، وكمان بيقول: …" names the speaker of both). The frame
# asserts nothing, so the words on either side of it are two claims (`attributed_claims`), each checked
# against the evidence the sentence cites.
_SAYS = r"(?:ي|بي)(?:ذكر|ضيف|قول)"
_THE_SOURCE = r"ال(?:مصدر|نص|دليل|مقتطف|شاهد)"
_ALSO = r"(?:\s+(?:كذلك|أيضا|أيضًا|أيضاً|ايضا|كمان))?"
# "المصدر بيقول بالنص:", "يذكر النص حرفيا:" (FAITH43): the source says it word for word — still only where it is said.
_VERBATIM = r"(?:\s+(?:بالنص|نصا|نصًا|حرفيا|حرفيًا|بالحرف(?:\s+الواحد)?))?"
_THAT = r"(?:[ \t]*[:،,]|\s+(?:أن|إن|ان)(?:ه|ها|هم)?(?=\s))"
_LINK = r"(?:(?:و|ف)?(?:إذ|اذ|كما|حيث|لأن|لان)\s+|(?:وده|وذلك|وهذا)\s+(?:لأن|لان)\s+|و|ف)?"
_ATTRIBUTION = (
    r"(?:" + _LINK + r"(?:"
    + _SAYS + r"\s+" + _THE_SOURCE + _ALSO + _VERBATIM + _THAT
    + r"|" + _THE_SOURCE + r"\s+" + _SAYS + _ALSO + _VERBATIM + _THAT
    + r"|" + _ACCORDING + r"[ \t]*[:،,]"
    + r"|(?P<bare>كما\s+يذكر\s+(?:أن|ان)(?:ه|ها|هم)?(?=\s)|وكمان\s+(?:بيقول|بيذكر)" + _THAT + r")"
    + r")"
    + r"|(?:el[ -]?)?(?:masdar|nas|nass)\s+(?:by2ol|bey2ol|bi2ol|byqol|byzkor)[ \t]*[:،,]"
    + r")"
)
# A frame opening a sentence, or one inside it after a comma or a dash.
_ATTRIBUTION_START = re.compile(r"^[ \t]*" + _ATTRIBUTION + r"[ \t]*", re.IGNORECASE)
_ATTRIBUTION_INSIDE = re.compile(r"[ \t]*(?:[،,]|[ \t][-—–]|[—–])[ \t]*" + _ATTRIBUTION + r"[ \t]*", re.IGNORECASE)
# An explanation frame (FAITH43): "«…»، يعني بالمصري: …", "…، بمعنى آخر: …" — what follows retells what went
# before in other words. Both are claims, each checked against the evidence the sentence cites; the retelling
# is not read as a relation between them (its own علشان/لأن is the retold sentence's). Only "يعني" with a
# register word or none, "بمعنى آخر" or "بعبارة أخرى", and only ended by ":"/"،"/",": "يعني" inside a clause
# ("اسمه يعني عطية الله") is a word of the sentence.
_EXPLAIN = (
    r"(?:يعني(?:\s+(?:بالمصري|بالعامية|بالبلدي|بالعربي|ببساطة|بكلام\s+تاني))?(?:\s+كده)?"
    r"|بمعنى\s+(?:آخر|اخر|أخر)|بعبارة\s+(?:أخرى|اخرى|أخري|اخري))[ \t]*[:،,]"
)
_EXPLANATION_INSIDE = re.compile(r"[ \t]*(?:[،,]|[ \t][-—–]|[—–])[ \t]*" + _EXPLAIN + r"[ \t]*")
# A fidelity remark (FAITH43): the answer saying its quotation is the text's own words — "ده الكلام زي ما هو في
# النص من غير زيادة ولا نقصان", "وده اللي النص قاله من غير زيادة", "هذا ما ذكره المصدر بدون أي إضافة". It asserts
# nothing about the record, so it is presentation; a closed list of words between the pointer and "without
# addition", so a remark that names anything else ("ده اللي القديس عمله من غير زيادة") stays a claim.
_REMARK_WORDS = (
    "زي", "ما", "هو", "هي", "كما", "في", "فى", "النص", "المصدر", "قاله", "قالته", "ذكره", "ذكرته", "بيقوله",
    "يقوله", "اللي", "الذي", "بالظبط", "بالضبط", "تماما", "تمامًا", "حرفيا", "بالحرف", "ورد", "جاء",
)
_FIDELITY_REMARK = (
    r"(?:و)?(?:(?:ده|دا|دي|هذا|هذه|ذلك)\s+(?:هو\s+)?(?:الكلام|كلام|النص|اللي|ما)|(?:الكلام|النص)\s+(?:ده|دا|هذا))"
    r"(?:\s+(?:" + "|".join(_REMARK_WORDS) + r"))*"
    r"\s+(?:من\s+غير|بدون|بلا|دون)\s+(?:أي\s+|اي\s+)?(?:زيادة|زياده|إضافة|اضافة|تغيير)"
    r"(?:\s+(?:ولا|أو|او|و)\s+(?:نقصان|نقص|حذف|تغيير))?"
)
_REMARK = re.compile(
    r"(?:[ \t]*(?:[،,;؛]|[ \t][-—–]|[—–]))?[ \t]*(?:" + _EXPLAIN + r"[ \t]*)?" + _FIDELITY_REMARK + r"(?=[ \t]*(?:$|[.؟!?]|\[))",
    re.MULTILINE,
)
# What a frame must not stand before: a relation between the two facts (which came first, why, what
# follows from it) is a claim of the answer's, not of either sentence — the sentence is left whole.
_RELATION_OPENERS = frozenset(
    """ثم وبعد بعد بعدها وبعدها بعدين وبعدين لذلك ولذلك لهذا ولهذا لذا فلذلك بسبب وبسبب لان ولان السبب والسبب
    علشان وعلشان عشان وعشان لكي كي حتي فبالتالي وبالتالي بالتالي نتيجه ونتيجه ده وده ذلك وذلك هذا وهذا""".split()
)
_HEAD_WORDS = 4  # at most this many words before a frame make a short answer head ("**صهيون** —")


def _opens_relation(text: str) -> bool:
    """A piece opening with a relation word (ثم، لأن، لذلك …); not one opening a quotation ("«لأن …»"), whose
    words are the source's own (FAITH43)."""
    if text.lstrip()[:1] in "«\"“":
        return False
    words = fold(text).split()
    return bool(words) and words[0] in _RELATION_OPENERS


def _quotes_someone(text: str) -> bool:
    """Words that quote someone (a colon, a quotation mark, a verb of saying of `SAYING_WORDS`, a glued و/ف/ل/ب
    too): a frame with no subject after them may be read as that speaker's."""
    if any(mark in text for mark in ':"«»“”'):
        return True
    words = fold(text).split()
    return any(word in _SAYING or (len(word) > 3 and word[0] in ONE_LETTER_PARTICLES and word[1:] in _SAYING) for word in words)


def _states_head(head: str, sentence: str) -> bool:
    """The short answer head is the sentence's own detail: each of its terms and numbers is the sentence's
    (a head of no term, "لا —", is none)."""
    wanted = term_set(head)
    return bool(wanted) and wanted <= term_set(sentence) and numbers(head) <= numbers(sentence)


def attributed_claims(text: str) -> tuple[list[tuple[str, bool]], str | None]:
    """The claims of one sentence (markers removed) around its attribution frames (`_ATTRIBUTION`), each
    with whether it keeps the sentence's citation, and the answer head it took off. "X، ويضيف المصدر: Y"
    is X and Y, both cited. A short head before the first frame ("412 — إذ يذكر النص أن Y") is the answer's
    claim that Y states it: taken off when every term of it is Y's (`answer_head` gives it to the check that
    reads the question: it must be of the kind asked). Otherwise the sentence is left as written, its frame words no
    evidence's (refused): a head that is another sentence's detail ("40 —"), only a particle ("لا —"), a
    frame before a relation (ثم، بسبب، لذلك …) or a subjectless frame after a quoted speaker."""
    as_written: tuple[list[tuple[str, bool]], str | None] = ([(text, True)], None)
    explained = [(cut.start(), cut.end(), True) for cut in _EXPLANATION_INSIDE.finditer(text)]
    attributed = list(_ATTRIBUTION_INSIDE.finditer(text))
    cuts = sorted([(cut.start(), cut.end(), False) for cut in attributed] + explained)
    start = _ATTRIBUTION_START.match(text)
    if not cuts and not start:
        return as_written
    pieces: list[str] = []
    retold: list[bool] = []  # whether a piece follows an explanation frame
    position = start.end() if start else 0
    after_explanation = False
    for cut_start, cut_end, explanation in cuts:
        if cut_start < position:
            continue
        pieces.append(text[position:cut_start])
        retold.append(after_explanation)
        position, after_explanation = cut_end, explanation
    pieces.append(text[position:])
    retold.append(after_explanation)
    if any(_opens_relation(piece) and not told for piece, told in zip(pieces[1:], retold[1:], strict=True)) or (
        start and _opens_relation(pieces[0])
    ):
        return as_written
    if any(cut.group("bare") and _quotes_someone(text[: cut.start()]) for cut in attributed):
        return as_written
    claims = [(piece, True) for piece in pieces if any(ch.isalnum() for ch in piece)]
    if len(pieces) > 1 and not start and not retold[1] and len(pieces[0].split()) <= _HEAD_WORDS:
        head, said = pieces[0], pieces[1]
        return (claims[1:], head.strip()) if _states_head(head, said) else as_written
    return claims, None


@remembered_copy(1024)  # the checks split one answer ~2 times an ask; pure, its sentences frozen
def answer_sentences(answer: str) -> list[AnswerSentence]:
    """Split an answer into sentences and give each the markers that belong to it.

    Writers put markers either before or after the full stop ("… [E1]." or "…. [E1]"). A marker
    that opens a sentence therefore belongs to the sentence before it (when there is one). A numbered
    list's enumerators, markdown and an answer frame are presentation, not sentences (`without_presentation`);
    an attribution frame splits the claims it joins, and an answer head its sentence states is taken off
    (`attributed_claims`)."""
    return list(_read_answer(answer)[0])


def answer_head(answer: str) -> str | None:
    """The short answer head `answer_sentences` took off ("**412** — إذ يذكر النص أن …" -> "412"), or None."""
    return _read_answer(answer)[1]


@lru_cache(maxsize=1024)
def _read_answer(answer: str) -> tuple[tuple[AnswerSentence, ...], str | None]:
    pieces = split_sentences(_presented(answer))
    result: list[tuple[str, list[str]]] = []
    extra: dict[int, tuple[str | None, str | None, tuple[str, ...], bool]] = {}  # result index -> (source, written, items, titled)
    taken: str | None = None
    uncited_items: list[int] = []  # items of the one-line list being read, cut off by a full stop with no marker
    title: str | None = None  # a title line waiting for the claim under it (`_title_line`)
    for piece in pieces:
        if (line := _title_line(piece)) is not None:
            title = _held_title(title, line, result)
            continue
        leading = re.match(r"^(?:\s*" + MARKER.pattern + r")+", piece)
        if leading and result:
            result[-1][1].extend(marker_ids(leading.group(0)))
            piece = piece[leading.end() :]
        piece = _courtesy_clauses_off(_references_joined(piece))
        listed = strip_markers(piece)
        text = listed.replace(ITEM_BREAK, "")
        ids = marker_ids(piece)
        if not ids and writer_courtesy(text):  # a courtesy of the exchange on its own (FAITHFUL57): no sentence
            continue
        # "١) …؛ ٢) … [E1]." or a list of lines with one marker at its end: an item with none of its own is cited by
        # the markers that close the list (the first item after it that has one).
        if listed.lstrip().startswith(ITEM_BREAK):
            if result and not result[-1][1]:
                uncited_items.append(len(result) - 1)
            if ids:
                for index in uncited_items:
                    result[index][1].extend(ids)
                uncited_items = []
        else:
            uncited_items = []
        if not any(ch.isalnum() for ch in text):
            if ids and result:
                result[-1][1].extend(ids)
            continue
        text = _cite_back(result, ids, text, title)
        claims, head = attributed_claims(text)
        taken = taken or head
        if _ATTRIBUTION_START.match(text) and len(result) == 1 and not result[0][1] and len(result[0][0].split()) <= _HEAD_WORDS \
                and not _answer_no(result[0][0]):  # "لا، ليس كذلك؛ فالنص يقول: …": a no is no detail (CLAIMNUM59)
            # "الإجابة: 959. المصدر بيقول إن …": the answer's first sentence, a short head with no citation,
            # then the frame's sentence: the head is that sentence's detail, or the answer stays as written.
            if _states_head(result[0][0], claims[0][0]):
                taken = result.pop()[0].strip(" .")
                extra.pop(0, None)
            else:
                claims = [(text, True)]
        # A one-line list read as one sentence, no frame splitting it: its items are its claims too (`_list_items`).
        items = _list_items(listed) if claims == [(text, True)] else ()
        # The claims of one sentence share its markers (one list: a marker after its full stop joins them all).
        (read, title), held = _under_title(title, _source_leads(claims), result), title
        for number, (claim, cited, source, written) in enumerate(read):
            if source is not None or items:
                extra[len(result)] = (source, written, items, number == 0 and held is not None and source == held)
            result.append((claim, ids if cited else []))
    _held_title(title, "", result)
    return _restatements_read(_answer_sentences(result, extra)), taken


def _answer_sentences(
    result: list[tuple[str, list[str]]], extra: dict[int, tuple[str | None, str | None, tuple[str, ...], bool]]
) -> list[AnswerSentence]:
    """The sentences read, each with its markers once and what the reading found of it (source, written, items, titled)."""
    return [
        AnswerSentence(text, tuple(dict.fromkeys(ids)), *extra.get(number, (None, None, (), False)))
        for number, (text, ids) in enumerate(result)
    ]


# CLAIMUSE74: a comma before a record's part joins a reference, it ends no clause ("على حسب إنجيل يوحنا، الأصحاح رقم 10، …"،
# "اقرا اللي مكتوب في كتاب الصلوات، قطعة بدء تسبحة عشية: «…»"; `lead_words.PART_WORD`): read as a space, the lead-in names
# the record and its part whole. Outside quotation marks only: a quotation keeps the record's own commas.
_PART_JOINT = re.compile(r"[ \t]*[،,][ \t]+(?=(?:" + PART_WORD + r")[ \t]+\S)")


def _references_joined(piece: str) -> str:
    """`piece` with the comma before a record's part (`_PART_JOINT`) read as a space, outside its quotations."""
    enclosed = _enclosed(piece)
    cuts = [m for m in _PART_JOINT.finditer(piece) if not any(opener < m.start() < closer for opener, closer in enclosed)]
    for m in reversed(cuts):
        piece = piece[: m.start()] + " " + piece[m.end() :]
    return piece


def _courtesy_clauses_off(piece: str) -> str:
    """`courtesy.courtesy_clauses_off`, a list's items and a title line left whole."""
    return piece if ITEM_BREAK in piece or TITLE_LINE in piece else courtesy_clauses_off(piece)


# A title line (FAITHFUL55): a markdown heading's line ("## رومية 16"، "### ما ورد في النص") or a line ended by ":" over
# what follows ("أهم ما في الفقرة:"), with no marker of its own. A model puts one over the quotation or the list it
# cites, and the one marker at the list's end cites what is under the title, not the title: read as an uncited
# sentence, every faithful answer so written was refused. A title of source words only (`lead_words.LEAD_WORDS`: it says the
# source's words follow) asserts nothing and is dropped; any other title is read as a lead-in naming the record of
# the claim under it (`AnswerSentence.source`): the validation reads that claim alone only where the title is the
# title of an evidence the claim cites ("## متى 15" over Matthew 15), else the title and the claim together, as one
# claim ("## مرقس 15" over Matthew 15, "## بروخوس صار أسقفا على أفسس" over his record: refused as before).
def _title_line(piece: str) -> str | None:
    """The words of a title line (`TITLE_LINE` ends a heading's line; a line ended by ":"), "" for one of source words
    only, or None: `piece` is no title line (it holds a marker, or neither ends it)."""
    text = strip_markers(piece).replace(ITEM_BREAK, "").strip()
    if marker_ids(piece) or not text.endswith((TITLE_LINE, ":")):  # a piece ends at a terminator: ":" ended its line
        return None
    words = text.rstrip(TITLE_LINE + ": \t").replace(TITLE_LINE, "").strip()
    return "" if not any(ch.isalnum() for ch in words) or only_lead(_lead_words(words)) else words


def _held_title(held: str | None, line: str, result: list[tuple[str, list[str]]]) -> str | None:
    """The title line now waiting for its claim (None for a dropped one, "" from `_title_line`); a title still held
    with no claim under it (another title follows, or the answer ends) stays the sentence it is, as before."""
    if held is not None:
        result.append((held, []))
    return line or None


def _under_title(
    title: str | None, read: list[tuple[str, bool, str | None, str | None]], result: list[tuple[str, list[str]]]
) -> tuple[list[tuple[str, bool, str | None, str | None]], None]:
    """The claims of the piece under a title line, its first claim led in by the title (`source`, `written`); a first
    claim that names its own record keeps it, and the title stays a sentence of its own (as before)."""
    if title is None:
        return read, None
    if not read or read[0][2] is not None:
        result.append((title, []))
        return read, None
    claim, cited, _, _ = read[0]
    if _clause_of(title, claim):  # CLAIMLEAD59: it says nothing the claim does not, and is dropped
        return read, None
    return [(claim, cited, title, f"{title}: {claim}"), *read[1:]], None


def _clause_of(title: str, claim: str) -> bool:
    """The title says one clause of the claim, whole (`clause_summary.clause_said`, SUMMARY57's reading of a summary):
    a heading that repeats a clause of the sentence under it ("### طوبى للرجل …" over "طوبى للرجل …، ولم …"). A word
    changed, added, or a clause's negator, condition or head left out ("## تسلمني …" over "«لا تسلمني …»") is no clause
    of it, and the title is read as before."""
    return clause_said(title, claim) is not None


# A summary line beside the sentence it quotes (CLAIMS51): "الخلاصة: في ده اليوم … . والنص بيقول: «في هذا اليوم …»
# [E1]."، "يعني …، زي ما مكتوب: «…» [E1]."، "«…» [E1]. يعني …". A frame that only says a quotation follows ("وفي
# النص:"، "ونص الكلام:"، "زي ما مكتوب:"، "مكتوب:", ended by ":" right before the quotation mark) asserts nothing; a
# summary that is the quotation's words one for one (`restatement.restates`: Egyptian function words read as the
# quote's) claims nothing the quotation does not, and the quotation is what is checked. A summary with one other
# word, or beside no quotation, stays a claim of its own (an uncited one is refused, as before).
_QUOTE_FRAME = (
    r"(?:(?:و|ف)?(?:(?:(?:زي|كما)\s+(?:ما\s+)?(?:هو\s+)?)?(?:(?:ال)?مكتوب|ورد|جاء)|(?:في\s+)?" + _THE_SOURCE + r"|نص\s+(?:الكلام|المصدر))"
    # "بص النص:"، "Bos el nas:"، "El nas:" (CLAIMNUM59): look at / the text, in Egyptian and Franco
    r"|بص\s+" + _THE_SOURCE + r"|(?i:(?:bos\s+)?el[ -]?(?:nas|nass|masdar))"
    # "والجواب في النص:"، "والإجابة:"، "وإليك النص:"، "تمام، اللي مكتوب:"، Franco "Shoof:" (RESTATE60): the answer
    # follows / here is the text / look — after a question said back (`text.restated_question`), only a frame
    r"|و?" + _ANSWER_FRAME + r"(?:\s+(?:في|من)\s+" + _THE_SOURCE + r")?|و?إليك\s+" + _THE_SOURCE
    + r"|(?:(?:تمام|طيب|حاضر)[،,]?\s+)?اللي\s+مكتوب|(?i:shoof|shouf|bos))"
)
_QUOTATION = r"(?P<quote>[«“\"][^«»“”\"]+[»”\"])"
_FRAMED_QUOTE = re.compile(r"^(?P<before>(?:.*?[\s،,:—–-])??)" + _QUOTE_FRAME + r"[ \t]*:[ \t]*" + _QUOTATION + r"[\s.،,؛;!]*$", re.S)
# CLAIMNUM61: any frame of source lead-in words (`source_frame`) before the quotation, not only `_QUOTE_FRAME`'s.
_LEAD_FRAMED_QUOTE = re.compile(
    r"^(?P<before>(?:.*?[\s،,:—–-])??)(?P<frame>[^«»“”\":،,؛;.]{1,60}?)[ \t]*:[ \t]*" + _QUOTATION + r"[\s.،,؛;!]*$", re.S
)
_QUOTE_FIRST = re.compile(r"^[ \t]*" + _QUOTATION + r"[ \t]*(?:[،,:—–-][ \t]*)?(?P<after>.*?)[\s.،,؛;!]*$", re.S)


_SUMMARY_LEAD = re.compile(r"^\s*(?P<lead>[^:«»“”\"]{1,40}):\s*(?P<rest>\S.*)$", re.S)


def _restates(summary: str, quote: str) -> bool:
    """`restatement.restates`, past a lead-in of source words only ended by ":" ("الكلام باختصار:", `lead_words.LEAD_WORDS`)."""
    lead = _SUMMARY_LEAD.match(summary)
    if lead and only_lead(_lead_words(lead.group("lead"))):
        summary = lead.group("rest")
    return restates(summary, quote)


def _quotation_alone(text: str) -> str | None:
    """The quotation a claim says, when the rest of it is a quote frame or a summary of that quotation."""
    framed = _FRAMED_QUOTE.match(text)
    if framed:
        before = framed.group("before").strip(" \t\n،,:—–-")
        if not before or _restates(before, framed.group("quote")):
            return framed.group("quote")
    # CLAIMYN63: else the whole frame may still be source lead-in words ("شوف المكتوب:"، "بص المكتوب:" — "المكتوب" is
    # `_QUOTE_FRAME`'s, the look before it is a lead word)
    lead_framed = _LEAD_FRAMED_QUOTE.match(text)
    if lead_framed and source_frame(lead_framed.group("frame")):  # a frame of source words only (CLAIMNUM61)
        before = lead_framed.group("before").strip(" \t\n،,:—–-")
        # CLAIMYN63: or the answer's yes ("أيوه، بص المكتوب: «…»"): `verification.affirmed_problem` holds it to the question
        said = not before or fold(before).lower() in ANSWER_YES or _restates(before, lead_framed.group("quote"))
        return lead_framed.group("quote") if said else None
    first = _QUOTE_FIRST.match(text)
    if first and first.group("after") and _restates(first.group("after"), first.group("quote")):
        return first.group("quote")
    return None


def _restatements_read(sentences: list[AnswerSentence]) -> tuple[AnswerSentence, ...]:
    """The answer's sentences with quote frames and summaries of a quotation taken off (`_quotation_alone`); an
    uncited sentence next to a cited one that is only a quotation is dropped when it restates that quotation."""
    read = [replace(s, text=quote) if (quote := _quotation_alone(s.text)) is not None else s for s in sentences]
    kept: list[AnswerSentence] = []
    for number, sentence in enumerate(read):
        neighbours = read[number + 1 : number + 2] + read[max(number - 1, 0) : number]
        if not sentence.ids and any(_summarises(sentence, other) for other in neighbours):
            continue
        kept.append(sentence)
    summarised = _clause_summaries_read(kept)
    # a frame after a short uncited head ("الإجابة: أنصنا. المصدر بيقول إن …") is the head's: the head must be its
    # sentence's detail (`attributed_claims`), so that frame stays
    return tuple(
        sentence if number and _short_uncited(summarised[number - 1]) else _empty_lead_off(sentence)
        for number, sentence in enumerate(summarised)
    )


def _short_uncited(sentence: AnswerSentence) -> bool:
    return not sentence.ids and len(sentence.text.split()) <= _HEAD_WORDS + 1


def _empty_lead_off(sentence: AnswerSentence) -> AnswerSentence:
    """CLAIMPARA59: the sentence without a lead-in of lead words only (`_without_empty_lead`). Read after the clause
    summaries: there such a lead-in is the frame of the quotation a summary says a clause of (claims-blind22 b22-362)."""
    if sentence.source is not None or (bare := _without_empty_lead(sentence.text)) is None:
        return sentence
    return replace(sentence, text=bare)


# A summary that says ONE clause of the quotation beside it (SUMMARY57, `text.clause_summary`), in the sentence
# before or after it or in the same sentence: the summary's lead-in and the quotation's frame say nothing and are
# taken off; the clause and the quotation are read as two claims, each cited by the markers either carries, so every
# check reads both (a clause bent, or cut from its exception or condition, is refused as any claim).
def _clause_summaries_read(sentences: list[AnswerSentence]) -> tuple[AnswerSentence, ...]:
    read: list[AnswerSentence] = []
    at = 0
    while at < len(sentences):
        pair = sentences[at : at + 2]
        if len(pair) == 2 and (found := _summary_pair(pair[0], pair[1])):
            read.extend(found)
            at += 2
            continue
        read.extend(_summary_in_sentence(sentences[at]) or [sentences[at]])
        at += 1
    return tuple(read)


def _as_written(sentence: AnswerSentence) -> str:
    return (sentence.written or sentence.text).strip().lstrip(">").strip()


def _summary_pair(first: AnswerSentence, second: AnswerSentence) -> list[AnswerSentence] | None:
    """Two sentences, a summary and the quotation it says a clause of (either first), cited together."""
    if first.items or second.items or (first.ids and second.ids and first.ids != second.ids) or not (first.ids or second.ids):
        return None
    ids = first.ids or second.ids
    return _clause_and_quote(_as_written(first), _as_written(second), ids) or _clause_and_quote(
        _as_written(second), _as_written(first), ids, after_quote=True
    )


def _clause_and_quote(summary: str, quoted: str, ids: tuple[str, ...], after_quote: bool = False) -> list[AnswerSentence] | None:
    frame, quote = without_frame(quoted)
    said = clause_said(summary.strip(" \t.؛;،,"), quote.strip(" \t.؛;،,"), after_quote)
    if said is None or _names_speaker(said[0]) or _names_speaker(frame):
        return None
    return [AnswerSentence(said[1], ids), AnswerSentence(quote, ids)]


def _names_speaker(words: str) -> bool:
    """A lead-in or a frame that says who speaks ("بطرس قال إن"، "وقال القديس أنطونيوس:"): a verb of saying with any
    word other than the source's (`lead_words.LEAD_WORDS`: "النص بيقول" says nothing), or a titled name; read in each piece
    between clause marks (SUMMARY60: "على قد ما فهمت، النص بيقول إن": the writer's hedge, then the source saying)."""
    return bool(proper_names(words)) or any(_speaker_piece(_lead_words(piece)) for piece in _LEAD_PIECE_CUT.split(words))


_LEAD_PIECE_CUT = re.compile(r"[:،,؛;—–]")


def _speaker_piece(words: list[str]) -> bool:
    words = words[:-1] if words[-1:] and words[-1] in THAT_WORDS else words  # "النص بيقول إن": the lead-in's close
    return any(word in _SPEAKING or word[1:] in _SPEAKING for word in words) and not only_lead(words)


_PIECE_CUT = re.compile(r"[،,؛;—–]|(?<=[»”\"])\s")


def _summary_in_sentence(sentence: AnswerSentence) -> list[AnswerSentence] | None:
    """One sentence that writes the quotation and a summary of one of its clauses, cut at a clause mark."""
    if not sentence.ids or sentence.items:
        return None
    text = _as_written(sentence)
    # a cut inside a quotation or brackets is no summary's edge: the summary is the model's words, outside them
    enclosed = _enclosed(text)
    cuts = [
        (text[: cut.start()], text[cut.end() :])
        for cut in _PIECE_CUT.finditer(text)
        if not any(opener < cut.start() < closer for opener, closer in enclosed)
    ]
    # the summary after the quotation: its longest quotation first; before it: its shortest summary first
    for head, tail in reversed(cuts):
        if _words_after_quotation(head, enclosed):
            continue  # SUMMARY60: "«1 – …»، el ma3na: 1 – …": the quotation ends where its mark closes
        if found := _clause_and_quote(tail, head, sentence.ids, after_quote=True):
            return found
    for head, tail in cuts:
        if found := _clause_and_quote(head, tail, sentence.ids):
            return found
    return None


def _words_after_quotation(head: str, enclosed: list[tuple[int, int]]) -> bool:
    """`head` writes a quotation («»، “”، "") and words of its own after it closed, outside brackets."""
    quoted = [closer for opener, closer in enclosed if closer < len(head) and head[opener] in "«“\""]
    if not quoted:
        return False
    after = head[quoted[-1] + 1 :]
    offset = quoted[-1] + 1
    for opener, closer in enclosed:
        if opener >= offset and closer < len(head):
            after = after[: opener - offset] + " " * (closer - opener + 1) + after[closer - offset + 1 :]
    return re.search(r"[^\W\d_]", after) is not None


_LONE_QUOTE = re.compile(r"^[ \t]*" + _QUOTATION + r"[\s.،,؛;!]*$", re.S)


def _summarises(summary: AnswerSentence, other: AnswerSentence) -> bool:
    """`other` is cited and only a quotation, and `summary` restates it."""
    quote = _LONE_QUOTE.match(other.text)
    return bool(other.ids) and quote is not None and _restates(summary.text, quote.group("quote"))


# A lead-in that only names the record it quotes (FAITHFMT49): "من «يوحنا 11» مكتوب: «…»"، "ملخص ما في «رومية 14»:
# «…»"، "دي خلاصة من «لوقا 4»، والنص بيقول: «…»"، "في بطرس الأولى 2: «…»"، Franco "men «…» el nas by2ol: «…»". Its words
# are a title and words of this closed class — where, from, a summary of, it is written, it says, this is — so it
# asserts only that the quote is that record's. `source_lead` takes it off and keeps the title it names; the
# validation reads the quote alone only where that title is the title of an evidence the sentence cites, else the
# sentence as written (a lead-in naming another chapter, another saint, or with one other word — "ما كتبه بولس" —
# is checked whole, as before).
_TITLED_LEAD = re.compile(
    r"^\s*(?P<pre>[^«»“”\":]*?)[«“\"](?P<title>[^«»“”\"]{1,120})[»”\"](?P<post>[^«»“”\"]*?)(?P<rest>[«“\"].*)?$", re.S
)
_PLAIN_LEAD = re.compile(r"^\s*(?P<lead>[^«»“”\":]{1,120}?)\s*:\s*(?P<rest>[«“\"].*)$", re.S)
# FAITHFUL57: a lead-in naming a book, record or article without «» before an unquoted claim, ended by ":" or إن/أن
# ("الكلام ده موجود في سفر المزامير الإصحاح 35: …"، "جه في رسالة أفسس الإصحاح 3 إن …"، "في مقال الكعبة بنقرأ: …").
# CLAIMLEAD59: or ended by a verb of saying with no mark ("في مقالة الكويت بيقول …"، "…، وبيقول …"، Franco "bey2ool"): the
# lead-in then says the words are read there as a verb of finding does.
_BARE_LEAD = re.compile(
    r"^\s*(?P<lead>[^«»“”\":]{1,120}?)(?:\s*:|\s+(?:إن|أن|ان)|[\s،,]+(?P<says>و?ب?[يت](?:قول|ذكر)|b[iey]{0,2}[2q]o{1,2}l))\s+"
    r"(?P<rest>[^\s«“\"].*)$",
    re.S,
)
# CLAIMUSE72: or ended by a plain comma after "according to" or "as found in" ("حسب اللي في نص مزمور 33، …"، "زي ما هو
# وارد في سنكسار 30 بؤونة، …", Franco "Bena2an 3ala …, …"); read first, the lead-ins above where it reads none.
# A verb of saying after the comma is the lead-in's own (`_BARE_LEAD`'s `says`: "…، وبيقول إنه …").
_COMMA_LEAD = re.compile(
    r"^\s*(?P<lead>[^«»“”\":،,]{1,120}?)\s*[،,]\s+(?!(?:و?ب?[يت](?:قول|ذكر)|b[iey]{0,2}[2q]o{1,2}l)\s)(?P<rest>[^\s«“\"].*)$", re.S
)
_BARE_NAME_WORDS = 10  # at most this many words name the record (a book, chapter and its word; a title)
# A «title»'s lead-in ended by إن/أن rather than by a mark ("جه في «…» إن …").
_TITLE_CUT = re.compile(r"[:،,—–]|(?<!\S)(?:إن|أن|ان)(?=\s)")


def _lead_words(text: str) -> list[str]:
    return words_of(text)


def source_lead(text: str) -> tuple[str, str] | None:
    """(the record a lead-in names, the claim after it — "" when the lead-in is all the piece holds), or None when
    the claim opens with no such lead-in (`lead_words.LEAD_WORDS`; at least one of them besides the title)."""
    titled = _TITLED_LEAD.match(text)
    if titled:
        pre, post, rest = _lead_words(titled.group("pre")), titled.group("post"), titled.group("rest") or ""
        if not rest:  # "من «يوحنا 11» مكتوب: فلما …": the claim after the lead-in's own separator
            cut = _TITLE_CUT.search(post)
            if cut and any(ch.isalnum() for ch in post[cut.end() :]):
                post, rest = post[: cut.start()], post[cut.end() :]
        if pre and only_lead(pre) and only_lead(_lead_words(post)):
            return titled.group("title").strip(), rest.strip()
        # a book word before the title ("من إنجيل «لوقا 4»"): it is part of what the lead-in names (`names_title`)
        head = list(itertools.takewhile(lambda w: only_lead([w]), pre))
        if head and len(head) < len(pre) and only_lead(_lead_words(post)):
            return " ".join([*pre[len(head) :], titled.group("title").strip()]), rest.strip()
        return None
    plain = _PLAIN_LEAD.match(text)
    if plain:
        # FRANCOANS64: past an opening yes ("Aywa, fi engil Loka 22 maktoob:"): the yes is held to the question (`affirmed_problem`)
        lead = " ".join(_past_yes(plain.group("lead").split()))
        words = _lead_words(lead)
        head = _name_head(words)
        tail = _lead_tail(words[len(head) :])
        # CLAIMUSE74: a dash in the record's name is no word ("ثيؤطوكية الخميس — واطس": `names_title` reads words)
        written = [token for token in lead.split() if any(ch.isalnum() for ch in token)]
        middle = written[len(head) : len(words) - len(tail)] if len(written) == len(words) else []
        # FRANCOANS64: a record named by its number first, its verb of saying after ("لوقا 22 بيقول: «…»"، "Loka 22
        # bey2ool: «…»"): the validation reads the claim alone only when it names the cited record (`lead_record.names_record`);
        # a clause before the quotation ("يعني …، كما جاء:") is a summary, left to the restatement readings
        if middle and (head or (tail and _numbered_name(middle))):
            return " ".join(middle), plain.group("rest").strip()
    return _bare_lead(text)


_NUMBERED_NAME_WORDS = 4  # "Loka 22"، "mazmoor 133"، "resalet Romya 12": a book or a day and its number


def _numbered_name(words: list[str]) -> bool:
    """A short name with a number and no clause mark: a chapter or a day ("لوقا 22"، "Loka 22")."""
    marked = any(mark in word for word in words for mark in "،,؛;")
    return 0 < len(words) <= _NUMBERED_NAME_WORDS and any(word.isdigit() for word in words) and not marked


def _past_yes(words: list[str]) -> list[str]:
    """`words` past an opening yes and its mark ("أيوه،"، "Aywa,")."""
    return words[1:] if words and fold(words[0].strip("،,!").lower()) in ANSWER_YES else words


def _names_chapter_or_day(name: str) -> bool:
    return whole_chapter_ref(name) is not None or any(date.day is not None for date in coptic_dates(name))


def _name_head(words: list[str]) -> list[str]:
    """The lead words opening a lead-in, but the last when a number follows it: a number alone names no record, the word
    before it is the record's ("جاي في المزمور 34:" names "المزمور 34", CLAIMLIST61; CLAIMUSE72: so does "number N",
    "ينص المزمور رقم 10 على …" names "المزمور رقم 10")."""
    head = list(itertools.takewhile(lambda w: only_lead([w]), words))
    rest = words[len(head) :]
    numbered = bool(rest) and (rest[0][:1].isdigit() or (rest[0] in _NUMBER_WORD and len(rest) > 1 and rest[1][:1].isdigit()))
    return head[:-1] if 1 < len(head) < len(words) and numbered else head


def _lead_tail(words: list[str]) -> list[str]:
    """The lead words closing a lead-in after the record's name (reversed: "مكتوب كده"), never opened by a preposition:
    a preposition there has its object before it, in the name (CLAIMUSE72: "في مقالة محمد علي مكتوب كده" names "محمد
    علي", whose علي folds as the preposition على)."""
    tail = list(itertools.takewhile(lambda w: only_lead([w]), reversed(words)))
    # given back only before a verb of finding ("محمد علي مكتوب"); "المزمور رقم 10 على الآتي" keeps its preposition
    while len(tail) > 1 and tail[-1] in _PREPOSITIONS and len(tail) < len(words) and tail[-2] in FOUND_WORDS:
        tail.pop()
    return tail


_PREPOSITIONS = frozenset(fold("على في فى من عن").split())
_NUMBER_WORD = frozenset({fold("رقم")})  # "المزمور رقم 10": the word that says a number follows


def _bare_lead(text: str) -> tuple[str, str] | None:
    """(the record, the claim) of a lead-in naming its record without «» before an unquoted claim (`_BARE_LEAD`): lead
    words that say where it is (`WHERE_WORDS`) and that it is found or read there (`FOUND_WORDS`), a few words naming
    the record, lead words or none; else None. What it names is only a candidate: the validation reads the claim alone
    where it is the title of an evidence the sentence cites (`names_title`), else the sentence as written."""
    return _read_bare_lead(text, _COMMA_LEAD.match(text), comma=True) or _read_bare_lead(text, _BARE_LEAD.match(text))


def _read_bare_lead(text: str, bare: re.Match[str] | None, comma: bool = False) -> tuple[str, str] | None:
    if not bare:
        return None
    written = bare.group("lead").split()
    words = _lead_words(bare.group("lead"))
    if len(written) != len(words):
        return None
    head = _name_head(words)
    tail = _lead_tail(words[len(head) :])
    middle = written[len(head) : len(words) - len(tail)]
    if not any(form in WHERE_WORDS for word in head for form in glued_forms(word)) or not 0 < len(middle) <= _BARE_NAME_WORDS:
        return None
    # CLAIMUSE72: a plain comma ends only a lead-in that says "according to" or "as found in": "في سنة 300، …" or "في مثل
    # هذا اليوم، …" is a claim's own time
    if comma:
        according = any(form in ACCORDING_WORDS or form in FOUND_WORDS for word in head for form in glued_forms(word))
        return (" ".join(middle), bare.group("rest").strip()) if according else None
    # CLAIMLIST61: a lead-in ended by ":" naming a chapter or a day ("في رسالة يعقوب الإصحاح 5: …") says its words follow as a
    # verb of finding does; one ended by إن/أن needs that verb ("في مثل هذا اليوم … أن" is a record's own sentence), and
    # so does any other name ("في سنة 300: …" is a claim's time)
    colon = text[bare.end("lead") :].lstrip().startswith(":") and _names_chapter_or_day(" ".join(middle))
    if not (colon or bare.group("says")) and not any(form in FOUND_WORDS for word in [*head, *tail] for form in glued_forms(word)):
        return None
    return " ".join(middle), bare.group("rest").strip()


def names_title(source: str, title: str | None) -> bool:
    """A lead-in's record is this title: the same words and numbers, folded, whatever the spacing; or a chapter
    reference and nothing else whose chapter is this title, its book written with its book word or a variant
    ("إنجيل لوقا 4"، "رسالة رومية الإصحاح 14" for "لوقا 4"، "رومية 14": `bible_refs.whole_chapter_ref`, FAITHFMT50).
    Another book ("رسالة يوحنا الأولى 5" for "يوحنا 5"), another chapter, or one more word names another record."""
    if not title:
        return False
    if "".join(_lead_words(source)) == "".join(_lead_words(title)):
        return True
    ref = whole_chapter_ref(source)
    return ref is not None and "".join(_lead_words(BOOKS[ref.book].chapter_title(ref.stated_chapter))) == "".join(_lead_words(title))


# FAITHFUL57: "ورد في سنكسار يوم 12 برمهات ما يلي:" names the Synaxarium record by its day, not its title.
_DAY_LEAD_WORDS = frozenset(fold("سنكسار السنكسار يوم اليوم sinaksar synaxarium youm yom").split())


# CLAIMUSE74: a day reference as it is written — the day "of" its month ("يوم 9 من شهر طوبة"), the day with a glued لـ
# ("نص السنكسار ليوم 7 من شهر توت"، "لليوم 14"), the record's kind or a lead word around it ("نص"، "بتاع"): none of
# them names another day; the day and the month (`coptic_dates`) still decide which record it is.
_DAY_OF_WORDS = frozenset(fold("من شهر الشهر men shahr").split())


def _day_word(word: str) -> bool:
    """A word a Synaxarium day's reference holds besides its day and month (`_DAY_LEAD_WORDS`, "of the month", a lead
    word), as written or past a glued لـ ("ليوم" -> يوم، "لليوم" -> اليوم)."""
    forms = (word, "ال" + word[2:]) if word.startswith("لل") else (word, word[1:]) if word.startswith("ل") else (word,)
    return any(form in _DAY_LEAD_WORDS or form in _DAY_OF_WORDS for form in forms) or lead_word(word)


def names_day(source: str, metadata: Mapping[str, object]) -> bool:
    """A lead-in's record is the Synaxarium day of this record (`metadata`'s coptic month and day): a day and a month
    (`coptic_dates`) and the words "سنكسار"، "يوم" only. Another day, a month alone or one more word: another record."""
    dates = coptic_dates(source)
    if len(dates) != 1 or dates[0].day is None:
        return False
    others = [word for word in _lead_words(source) if not word.isdigit() and _month_of(word) is None]
    return all(_day_word(word) for word in others) and (metadata.get("coptic_month"), metadata.get("coptic_day")) == (
        dates[0].month,
        dates[0].day,
    )


def _source_leads(claims: list[tuple[str, bool]]) -> list[tuple[str, bool, str | None, str | None]]:
    """The claims of one sentence with their source lead-ins taken off (`source_lead`): (claim, cited, the record it
    names or None, the claim as written). A lead-in alone in its piece ("دي خلاصة من «لوقا 4»"، cut off by an
    attribution frame) names the record of the claim after it in the same sentence; with none after it, it stays."""
    read: list[tuple[str, bool, str | None, str | None]] = []
    pending: tuple[str, str, bool] | None = None  # (record, lead-in as written, cited) waiting for its claim
    for claim, cited in _joined_claims(claims):
        lead = source_lead(claim)
        if lead is not None and not lead[1] and pending is None:
            pending = (lead[0], claim, cited)
            continue
        if pending is not None:
            read.append((claim, cited, pending[0], f"{pending[1]}: {claim}"))
            pending = None
        elif lead is not None and lead[1]:
            read.append((lead[1], cited, lead[0], claim))
        else:
            read.append((claim, cited, None, None))
    if pending is not None:
        read.append((pending[1], pending[2], None, None))
    return read


# CLAIMPARA59: a lead-in made only of lead words names no record and asserts nothing ("ورد أن …"، "اللي حصل إن …"،
# "الإجابة ببساطة: …"): taken off, the claim after it read alone. A joiner of such words after a clause mark ("…،
# وكمان في نفس السيرة: …"، "…، W kaman: …"، "…، وفي موضع آخر: …") joins two claims of the cited record written as one
# sentence: cut there, each keeps the sentence's citation and every check reads each. A lead-in with any other word (a
# name, a record named, a verb of saying with its speaker, a hedge "يقال"), a number, a negator or "ما" is not one.
_EMPTY_LEAD = re.compile(r"^\s*(?P<lead>[^«»“”\":،,؛;.؟?!]{1,60}?)(?:\s*:|\s+(?:إن|أن|ان))\s+(?P<rest>\S.*)$", re.S)
_JOINER = re.compile(r"\s*[،,؛;]\s*(?P<lead>[^«»“”\":،,؛;.؟?!]{1,60}?)\s*:\s*(?=[^\s«“\"])")
_EMPTY_LEAD_WORDS = 6  # "الإجابة ببساطة"، "وكمان في نفس السيرة": a few words
_NOT_EMPTY = frozenset({fold("ما")})  # "ما ورد أن" may be "it was not told that"


def _lead_function_word(word: str) -> bool:
    return any(form in STOPWORDS or form in DEMONSTRATIVES or function_word_readings(form) for form in glued_forms(word))


def _empty_lead(lead: str) -> bool:
    """Lead words only, one of them more than a function word: "وده إن"/"وذلك أن" is the record's own connective
    before its clause ("that is, …"), which the quotation rule reads with it (claims-blind12 b12-004)."""
    words = _lead_words(lead)
    return (
        0 < len(words) <= _EMPTY_LEAD_WORDS and len(words) == len(lead.split())
        and not any(form in _NOT_EMPTY for word in words for form in glued_forms(word)) and only_lead(words)
        and not all(_lead_function_word(word) for word in words)
    )


def _without_empty_lead(claim: str) -> str | None:
    """The claim after a lead-in of lead words only, or None."""
    found = _EMPTY_LEAD.match(claim)
    return found.group("rest") if found and _empty_lead(found.group("lead")) else None


# CLAIMLIST61: a sentence opened by an empty lead-in that says it goes on in the same record ("وكمان اتحكى عنه إن …"،
# "وحاجة تانية عنه: …"، "وفي نفس الإصحاح كمان إن …") carries the marker of both: the sentence before it, written with no
# marker of its own, is cited by the marker this one closes with, and every check reads it against that excerpt (a bent
# first sentence is refused there, as a detail of another record is).
_SAME_RECORD = frozenset(
    fold("كمان برضه برضو أيضا ايضا كذلك نفس تاني تانية آخر أخرى kaman kman kamaan tany tanya tani tania tanyah").split()
)  # TWOSENT64: Franco تاني/تانية


def continues_record(text: str) -> bool:
    """`text` opens with an empty lead-in (`_empty_lead`) holding a word of going on in the same record (`_SAME_RECORD`)."""
    found = _EMPTY_LEAD.match(text)
    if found is None:
        return False
    lead = found.group("lead")
    return _empty_lead(lead) and any(form in _SAME_RECORD for word in _lead_words(lead) for form in glued_forms(word))


def _cite_back(result: list[tuple[str, list[str]]], ids: list[str], text: str, title: str | None) -> str:
    """"X. ¶ وكمان في نفس السيرة: Y [E1].": the uncited sentence before one going on in the same record (`continues_record`)
    is cited by that one's markers; under a title line waiting for its claim nothing is cited back. TWOSENT64: so is an
    uncited quotation before "وبعدين بيقول: «Y» [E1]" (`quote_links.continued_quotation`), and the frame is taken off.
    Returns the text to read."""
    if not (ids and title is None and result and not result[-1][1]):
        return text
    if continues_record(text):
        result[-1][1].extend(ids)
    elif lone_quotation(result[-1][0]) and (quotation := continued_quotation(text, lead_word)) is not None:
        result[-1][1].extend(ids)
        return quotation
    return text


def _joined_claims(claims: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """Each claim cut at its joiners of lead words only (a clause mark, the joiner, a colon), and between two
    quotations at a frame that only says the record goes on (TWOSENT64, `quote_links.continuation_cuts`)."""
    read: list[tuple[str, bool]] = []
    for claim, cited in [(piece, cited) for whole, cited in claims for piece in continuation_cuts(whole, lead_word)]:
        position = 0
        for joiner in _JOINER.finditer(claim):
            if _empty_lead(joiner.group("lead")) and any(ch.isalnum() for ch in claim[position : joiner.start()]):
                read.append((claim[position : joiner.start()], cited))
                position = joiner.end()
        read.append((claim[position:], cited))
    return read


# --- terms and support --------------------------------------------------------------------------


@lru_cache(maxsize=50_000)
def _terms_cached(text: str) -> tuple[str, ...]:
    words = fold(text).split()
    if not any(_cut_name(word) for word in words):
        return tuple(analyze(text))
    # a name the analyzer cuts into another word is its own term; the words between are analysed as before
    terms: list[str] = []
    start = 0
    for i, word in enumerate(words):
        if (name := _cut_name(word)) is not None:
            terms += [*analyze(" ".join(words[start:i])), name]
            start = i + 1
    return tuple(terms + analyze(" ".join(words[start:])))


@lru_cache(maxsize=1)
def _cut_names() -> frozenset[str]:
    """The names the corpus knows (`glued.own_letter_name`) whose first letter the analyzer takes for a particle,
    leaving a word the corpus writes: "فيلبس" -> "يلبس" (wear), which held "what was John wearing" (fq55-029). The
    search index keeps the analyzer's terms (both sides of a search cut alike); the answer's terms do not."""
    vocabulary = bundled_vocabulary()
    cut = {name: analyze(name) for name in known_names() if own_letter_name(name)}
    return frozenset(name for name, term in cut.items() if term and term[0] != name and vocabulary.count(term[0]) > 0)


def _cut_name(word: str) -> str | None:
    """The cut name (`_cut_names`) a folded word is, as written or past one glued particle ("وفيلبس", "لفيلبس")."""
    names = _cut_names()
    return next((form for form in (word, word[1:]) if form in names), None)


def terms(text: str) -> list[str]:
    """Content terms of `text` (markers ignored)."""
    return list(_terms_cached(strip_markers(text)))


def term_set(text: str) -> frozenset[str]:
    return frozenset(terms(text))


def support(sentence: str, excerpt: str) -> float:
    """Share of the sentence's distinct terms found in the excerpt (0.0 for a sentence with none)."""
    sentence_terms = term_set(sentence)
    if not sentence_terms:
        return 0.0
    return len(sentence_terms & term_set(excerpt)) / len(sentence_terms)


_SAYING = frozenset(fold(SAYING_WORDS).split())  # folded once, for `_quotes_someone`
# COURTESY61: "القول" with the article is the saying as a thing, no one's ("وخلاصة القول أن …"، "ومجمل القول إن …"): a
# summary's lead-in; a verb of saying or a saying in construct ("قول الرسول") still names a speaker.
_SPEAKING = frozenset(word for word in fold(SAYING_WORDS).split() if not word.startswith("ال"))


# A function word with a pronoun or plural ending is a function word too ("كان عنده كام سنة": عند
# + ه; "كانوا", "بينهم"); the analyzer drops the bare stop word but stems the suffixed one to it.
# Only stop words that are nothing else when suffixed: not ام ("أمها" is her mother), اي ("آية"
# folds to اي + ه), ال ("اله" is God). في with a pronoun is "in it" ("وفيها خلصت آدم", "كل واحد فيهم").
# Not the saying verb's Egyptian forms ("بنقول فيها", "بتتقال") as frame words: measured, they answered a
# decline of the validation slice (COVER19, benchmarks/answers/RESULTS.md).
_FUNCTION_STEMS = frozenset("عند مع بين كان ان لكن علي الي عن من لدي غير بعض ذات في".split())
_FUNCTION_SUFFIXES = ("هما", "هم", "هن", "ها", "كم", "نا", "وا", "ه", "ك", "ي")


def _inflected_function_word(token: str) -> bool:
    return any(token.endswith(suffix) and token[: -len(suffix)] in _FUNCTION_STEMS for suffix in _FUNCTION_SUFFIXES)


@lru_cache(maxsize=1)
def _egyptian_function_words() -> frozenset[str]:
    """The Egyptian function words the answer side reads in the excerpt's register
    (`colloquial.ANSWER_FUNCTION_WORDS`: demonstratives, the relative, "like", connectives, aspect
    particles, مش، حاجة، the copula بقى); a question's "زي العمود" or "بقت خمر" names nothing with
    them either. Not ايه: it folds like آية ("أول آية"), and the question words are the frame's."""
    question_words = {fold(word) for word in "ايه مين فين ازاي ليه".split()}
    return frozenset(fold(word) for word in ANSWER_FUNCTION_WORDS) - question_words


def _function_word(token: str) -> bool:
    return _inflected_function_word(token) or token in _egyptian_function_words() or token in _NEGATIONS


# The negation the reading writes for "مش" ("وليس هحتاج حاجة") negates, it names nothing. Not the
# subordinators (لما، بعد ما، بحسب …): measured, dropping them let three declines of the validation
# slice be answered (SUBJECT19, benchmarks/answers/RESULTS.md).
_NEGATIONS = frozenset(fold("ليس ليست").split())


@lru_cache(maxsize=1024)  # read ~4 times an ask (floor, cards, answerer, checks) for the same question; pure in it
def subject_terms(question: str) -> frozenset[str]:
    """The question's terms without its frame (all of them when only frame words are left).

    A frame word's term is dropped only when no other word of the question gives it too: stems
    collide ("اليوم", today, frames a question; "يوم" in "ابصالية يوم الجمعة" names its subject)."""
    all_terms = term_set(question)
    frame, saying, speaker = frame_terms()
    dropped = frame | (saying | speaker if all_terms & saying else frozenset())
    spellings = frame_spellings()
    words = fold(strip_markers(question)).split()
    function = [
        tok for tok in words
        if _function_word(tok) or _function_word(_bare(tok)) or worship_word(_bare(tok)) or glued_asking(tok)
    ]
    dropped |= term_set(" ".join(function))
    subject_words = [
        tok for tok in words if tok not in spellings and _bare(tok) not in spellings and tok not in function
    ]
    dropped -= term_set(" ".join(subject_words))
    return (all_terms - dropped) or all_terms


@lru_cache(maxsize=1024)
def kind_terms(question: str) -> frozenset[str]:
    """The subject terms (`subject_terms`) that only name the KIND of answer asked ("أنهي مزمور",
    "مين الراهب اللي …", "كام مرة", "اسمها إيه": `text/asked_kind.py`); a term another word of the
    question gives too stays the subject's. Empty when they would be all of the subject."""
    subject = subject_terms(question)
    words = fold(strip_markers(question)).split()
    kind_words = asked_kind_words(words)
    kind = term_set(" ".join(kind_words)) & subject
    others = [word for word in words if word not in kind_words]
    kind -= term_set(" ".join(others))
    return kind if kind != subject else frozenset()


@lru_cache(maxsize=1024)  # every excerpt check and sentence score of an answer reads the question's; pure in it
def time_opener_terms(question: str) -> frozenset[str]:
    """The terms of the question's words that open a time clause, but a term another word of the question gives too.
    A word opens one when it is "when" (`time_clauses.WHEN_OPENERS`: لما، عندما، حين، حينما, a glued و/ف too) or
    "after"/"before" opening a clause (`time_clauses.opens_order_clause`: بعدما، قبلما; بعد/قبل before ما/أن; a glued
    و/ف too: "وبعدما"). "بعد"/"قبل" before a noun ("بعد البابا", "قبل الصليب") is no opener: an order or a time asked
    (RISKS54: EXCERPT51 read them bare, SUPPORT51 not; one reading now).

    The word relates the question's two events and names nothing the passage is about; the record tells the order in
    its own words ("ثم"، "وبعد ذلك"، "فلما") or by its telling's order alone. So the excerpt check counts it for a
    passage that holds it and never against one that does not (`subject_share`'s kind terms; EXCERPT51), and
    so does a sentence's support (`score_sentences`' kind terms, as a slot's unit in `_coverage`): a question term no
    sentence holds weighs most, and the opener alone pulled a stated answer under the floor ("سيمون بعد ما اتعمد كان
    بيلازم مين" told as "ولما اعتمد كان يلازم فيلبس"; SUPPORT51, benchmarks/trust/RESULTS.md). So does the evidence
    floor (`retrieval.evidence`): the record writes "ولما"/"فلما", which the stemmer reads as ولم/فلم, and the question's
    "لما" counted against the passage ranked first (FLOORWORDS68). Here, not in the answerer, so that both read it."""
    words = re.findall(r"\w+", fold(strip_markers(question)))
    openers = {
        i for i, word in enumerate(words)
        if word in WHEN_OPENERS or opens_order_clause(unglued(word), words[i + 1] if i + 1 < len(words) else "")
    }
    if not openers:
        return frozenset()
    opening = term_set(" ".join(words[i] for i in sorted(openers)))
    return opening - term_set(" ".join(word for i, word in enumerate(words) if i not in openers))


def subject_share(wanted: frozenset[str], held: frozenset[str], kind: frozenset[str]) -> float:
    """Share of the `wanted` terms `held`, the `kind` terms (`kind_terms`) counting only where held:
    a passage names the psalm without the word "مزمور". The one measure of the evidence floor (no
    kind terms there) and the answerer's excerpt check."""
    counted = wanted - (kind - held)
    return len(wanted & held) / len(counted) if counted else 0.0


def subject_coverage(question: str, text: str) -> float:
    """Share of the question's subject terms (`subject_terms`) that `text` contains."""
    wanted = subject_terms(question)
    if not wanted:
        return 0.0
    return len(wanted & term_set(text)) / len(wanted)


def coverage(question: str, text: str) -> float:
    """The reverse direction: share of the question's terms that `text` contains."""
    return support(question, text)


def is_claim(sentence: str, min_terms: int) -> bool:
    """A sentence states something checkable when it has at least `min_terms` content terms;
    shorter ones ("نعم.") are connective and need no citation; nor does a line addressed to the
    reader that says nothing of anyone else (`addresses_reader`: "ربنا يباركك.") or a heading that only says
    the source's words follow (`_source_heading`: "الخلاصة:")."""
    return len(term_set(sentence)) >= min_terms and not addresses_reader(sentence) and not _source_heading(sentence)


def source_frame(frame: str) -> bool:
    """A frame before a quotation's ":" of a few source lead-in words only (`lead_words.LEAD_WORDS`: "وجوابه"، "El rad"، "بص
    المكتوب"، "وهاك نص المقال"): it points at the quotation and names nothing the record could state (CLAIMNUM61)."""
    words = _lead_words(frame)
    return 0 < len(words) <= _EMPTY_LEAD_WORDS and len(words) == len(frame.split()) and only_lead(words)


def _source_heading(sentence: str) -> bool:
    """A heading over what follows that only says it is the source's ("الخلاصة:"، "ملخص النص:"، "النص بيقول:"): words
    of a source lead-in (`lead_words.LEAD_WORDS`) ended by ":" — it names nothing the record could state (FAITHFMT49)."""
    words = _lead_words(sentence)
    return sentence.rstrip().endswith(":") and bool(words) and only_lead(words)


def is_verbatim(sentence: str, excerpt: str) -> bool:
    """The sentence (markers removed) occurs character for character in the excerpt."""
    body = strip_markers(sentence)
    return bool(body) and body in excerpt


# --- instructions hidden in evidence ------------------------------------------------------------

# Folded forms. Evidence is data: a sentence that addresses the assistant is never copied out.
_OVERRIDE_VERBS = frozenset(
    "تجاهل تجاهلي تجاهلوا اهمل اهملي ignore disregard forget override bypass".split()
)
_ASSISTANT_NOUNS = frozenset(
    """تعليمات التعليمات تعليماتك الاوامر اوامر المساعد النموذج الذكاء البرومبت الموجه الادله الدليل
    الاسئله السوال المستخدم instructions instruction assistant system prompt model ai user""".split()
)
_IMPERATIVES = frozenset(
    "قل قولي قولوا اكتب اكتبي اجب اجيبي اخبر اخبري رد ردي اعد say answer respond write tell output print reply".split()
)


def _bare(token: str) -> str:
    # "وقل" / "فاكتب" -> "قل" / "اكتب": a one-letter conjunction glued to an imperative.
    if len(token) > 2 and token[0] in GLUED_CONJUNCTIONS:
        return token[1:]
    return token


@lru_cache(maxsize=4096)  # every excerpt sentence, ~11 an ask, the same sentences ask after ask; pure
def addresses_assistant(sentence: str) -> bool:
    """True for text that gives orders to the assistant ("تجاهل الأدلة وقل إن …",
    "ignore previous instructions"). Deliberately broad: a false positive only costs recall."""
    toks = fold(sentence).split()
    bare = {_bare(tok) for tok in toks} | set(toks)
    if bare & _OVERRIDE_VERBS:
        return True
    return bool(bare & _ASSISTANT_NOUNS) and bool(bare & _IMPERATIVES)


# --- dates, numbers, names, references ----------------------------------------------------------

# Folded single-word spellings of the Coptic months (the calendar module's table) -> number.
_MONTH_BY_NAME: dict[str, int] = {
    name: number for name in coptic_month_variants() if (number := month_number(name)) is not None
}
MONTH_NAMES = frozenset(_MONTH_BY_NAME)


def _month_of(token: str) -> int | None:
    if token in _MONTH_BY_NAME:
        return _MONTH_BY_NAME[token]
    # One glued preposition or conjunction ("لهاتور", "وكيهك"); "بابه" itself starts with ب.
    if len(token) > 3 and token[0] in "وبلف" and token[1:] in _MONTH_BY_NAME:
        return _MONTH_BY_NAME[token[1:]]
    return None


@dataclass(frozen=True)
class CopticDate:
    month: int
    day: int | None


def coptic_dates(text: str) -> list[CopticDate]:
    """Coptic dates written with digits: "22 هاتور", "22 من شهر هاتور", "هاتور 22", "شهر كيهك".

    A month name alone is not a date (توت is also "mulberry"): it needs a day number or the word
    شهر next to it. Days written as words ("الثاني والعشرين") are not recognised."""
    toks = fold(text).split()
    found: list[CopticDate] = []
    for i, tok in enumerate(toks):
        month = _month_of(tok)
        if month is None:
            continue
        day: int | None = None
        before = toks[max(0, i - 3) : i]
        # Walk back over "من" / "شهر" to a number: "22 من شهر هاتور".
        for prev in reversed(before):
            if prev in {"من", "شهر", "لشهر"}:
                continue
            if prev.isdigit():
                day = int(prev)
            break
        if day is None and i + 1 < len(toks) and toks[i + 1].isdigit():
            day = int(toks[i + 1])
        if day is None and not (i > 0 and toks[i - 1] in {"شهر", "لشهر"}):
            continue
        if day is not None and not 1 <= day <= 30:
            continue
        found.append(CopticDate(month=month, day=day))
    return found


def question_date(question: str, timezone: str | None = None) -> CopticDate | None:
    """The Coptic day a question asks about, read by the calendar module (digits, ordinals,
    Gregorian dates converted, "today" in `timezone`, default `Settings.timezone`); None when it
    names no valid date, or names one in a question about something else (`text/date_subject.py`)."""
    if timezone is None:
        timezone = get_settings().timezone
    match = find_subject_date(question, timezone=timezone)  # a date that is not the subject is a word
    intent = match.intent if match is not None else None
    if intent is None or not intent.present or not intent.valid or intent.month is None:
        return None
    return CopticDate(month=intent.month, day=intent.day)


def numbers(text: str) -> set[str]:
    """Digit strings (Arabic-Indic digits folded to ASCII) of `text`, markers ignored."""
    return {tok for tok in fold(strip_markers(text)).split() if tok.isdigit()}


# Titles that are followed by a proper name in this corpus (folded).
_HONORIFICS = frozenset(
    """القديس القديسه قديس الانبا انبا البابا الملك الملكه النبي الرسول الشهيد الشهيده مار الامير
    الاسقف الامبراطور الوالي الاب الام البطريرك الكاهن""".split()
)
HONORIFICS = _HONORIFICS


@remembered_copy(4096)  # the question's, read by several name readers an ask; pure
def proper_names(text: str) -> set[str]:
    """Folded names that follow a title ("القديس برثلوماوس" -> "برثلوماوس"). Adjectives between
    the title and the name ("القديس العظيم الأنبا أنطونيوس") are skipped: they start with ال. A relative
    pronoun, MSA or Egyptian, is no adjective: it opens a clause that tells of the title's bearer, whose
    first word is its verb or subject, not his name ("البابا اللي رسم مكسيموس", "القديس الذي تعيد له
    الكنيسة", "الوالي الذي عذب": ROLEPERSON78)."""
    toks = fold(strip_markers(text)).split()
    names: set[str] = set()
    for i, tok in enumerate(toks):
        if _bare(tok) not in _HONORIFICS and tok not in _HONORIFICS:
            continue
        for j, nxt in enumerate(toks[i + 1 : i + 4], start=i + 1):
            if nxt in RELATIVES:
                break
            if nxt in _HONORIFICS or nxt.startswith("ال"):
                continue
            if (nxt not in STOPWORDS or names_matta(toks, j)) and not nxt.isdigit():  # "القديس متى"
                names.add(nxt)
            break
    return names


def titled_relative(text: str) -> bool:
    """Does the text tell of someone by a title and a relative clause ("القديسة اللي حلقت شعرها …", "الملك الذي بنى
    …")? The clause names him by what he did, not by a name (`proper_names` stops at the relative): a pronoun after it
    points to him, not back to someone earlier (`answer.followup`, ROLEPERSON78)."""
    toks = fold(strip_markers(text)).split()
    return any(
        (tok in _HONORIFICS or _bare(tok) in _HONORIFICS) and following in RELATIVES
        for tok, following in zip(toks, toks[1:], strict=False)
    )


def contains_token(text: str, token: str) -> bool:
    """`token` (folded) occurs in `text` as a word, with or without one glued conjunction."""
    toks = fold(text).split()
    return token in toks or any(_bare(tok) == token for tok in toks)
