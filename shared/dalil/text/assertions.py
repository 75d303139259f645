"""What a sentence asserts, beyond the words it shares with an excerpt: the checks the validator
runs on every cited sentence (critic on or off), so that a provider answer that cites a real
excerpt but bends it is not published.

A cited sentence is stated by ONE excerpt when, against that excerpt:
- polarity: it carries a negator exactly when the excerpt span it matches does ("صام" copied as
  "لم يصم", or "لم يصم" copied as "صام", fails). Negators are stop words for search; here they
  are the point, so they are read from the folded tokens, not from the search terms;
- details: every number (digits or number words, compared by value), month name, and proper name
  in it occurs in the excerpt (or the cited chunk's metadata: a Synaxarium entry's day and month;
  a name of 6+ letters may be one edit from the excerpt's spelling). A name is a
  word after a person or place title in the sentence ("القديس لوقا", "مدينة حلب"), or a word the
  corpus itself writes as a name (`corpus_names`: after a title, before a postpositive title,
  around "بن"), so untitled names are checked too ("إلى هيرودس");
- coverage: few content terms of it are missing from the excerpt, in absolute terms (a share
  alone lets one wrong word through in a long sentence).
A sentence copied verbatim from the excerpt passes all of them.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from dalil.text.coptic_calendar import GREGORIAN_MONTH_NAMES, coptic_month_variants, month_number
from dalil.text.normalize import fold
from dalil.text.stem import STOPWORDS, analyze
from dalil.text.support import (
    HONORIFICS,
    numbers,
    proper_names,
    sentence_spans,
    strip_markers,
    term_set,
)

# --- format characters ---------------------------------------------------------------------------


def format_characters(text: str) -> list[str]:
    """Unicode `Cf` characters (bidi overrides and isolates, zero-width joiners, marks): what a
    reader is shown is not what was checked. Stored evidence has none (`clean_source_text`)."""
    return [f"U+{ord(ch):04X}" for ch in text if unicodedata.category(ch) == "Cf"]


# --- polarity ------------------------------------------------------------------------------------

# Folded negation particles and the forms of ليس (a closed class of the grammar, not a word list
# tuned to examples). "ما" and "غير" are left out: far more often "what"/"which" and "other".
NEGATORS = frozenset("لا لم لن ليس ليست ليسوا ليسا لست لستم لستن لسنا لسن".split())
_GLUED = "وف"


def _negator(token: str) -> bool:
    return token in NEGATORS or (len(token) > 2 and token[0] in _GLUED and token[1:] in NEGATORS)


def negated(text: str) -> bool:
    return any(_negator(tok) for tok in fold(strip_markers(text)).split())


# How many tokens before the first matched word still belong to the span: a negator governs the
# word right after it ("لم يصم": يصم is not صام's term, so the span starts at the next match).
_SPAN_LEAD = 2


def matched_span(sentence: str, excerpt: str) -> str:
    """The part of `excerpt` that `sentence` restates: the excerpt sentence sharing most of its
    terms, cut to the tokens from (just before) its first shared term to its last one."""
    wanted = term_set(sentence)
    best, best_overlap = "", -1
    for a, b in sentence_spans(excerpt):
        piece = excerpt[a:b]
        overlap = len(wanted & term_set(piece))
        if overlap > best_overlap:
            best, best_overlap = piece, overlap
    tokens = fold(best).split()
    hits = [i for i, tok in enumerate(tokens) if set(analyze(tok)) & wanted]
    if not hits:
        return ""
    return " ".join(tokens[max(0, hits[0] - _SPAN_LEAD) : hits[-1] + 1])


def polarity_differs(sentence: str, excerpt: str) -> bool:
    return negated(sentence) != negated(matched_span(sentence, excerpt))


# --- numbers, months, names ----------------------------------------------------------------------

# Folded cardinal and ordinal words -> value (the Bible and the Synaxarium spell numbers out).
# "عشر" in "اثنا عشر" adds 10 as a value of its own; comparing sets of values is enough here.
_NUMBER_WORDS: dict[str, int] = {
    **dict.fromkeys("واحد واحده".split(), 1),  # not احد: "one of" and Sunday (الأحد)
    **dict.fromkeys("اثنان اثنين اثنتان اثنتين اثنا اثني اثنتا اثنتي".split(), 2),
    **dict.fromkeys("ثلاث ثلاثه".split(), 3), **dict.fromkeys("اربع اربعه".split(), 4),
    **dict.fromkeys("خمس خمسه".split(), 5), **dict.fromkeys("ست سته".split(), 6),
    **dict.fromkeys("سبع سبعه".split(), 7), **dict.fromkeys("ثمان ثماني ثمانيه".split(), 8),
    **dict.fromkeys("تسع تسعه".split(), 9), **dict.fromkeys("عشر عشره".split(), 10),
    **dict.fromkeys("عشرون عشرين".split(), 20), **dict.fromkeys("ثلاثون ثلاثين".split(), 30),
    **dict.fromkeys("اربعون اربعين".split(), 40), **dict.fromkeys("خمسون خمسين".split(), 50),
    **dict.fromkeys("ستون ستين".split(), 60), **dict.fromkeys("سبعون سبعين".split(), 70),
    **dict.fromkeys("ثمانون ثمانين".split(), 80), **dict.fromkeys("تسعون تسعين".split(), 90),
    **dict.fromkeys("مئه مائه ميه".split(), 100), **dict.fromkeys("مئتان مئتين مائتان مائتين".split(), 200),
    **dict.fromkeys("الف الفا الفان الفين الاف".split(), 1000),
    **dict.fromkeys("ثاني ثانيه".split(), 2), **dict.fromkeys("ثالث ثالثه".split(), 3),
    **dict.fromkeys("رابع رابعه".split(), 4), **dict.fromkeys("خامس خامسه".split(), 5),
    **dict.fromkeys("سادس سادسه".split(), 6), **dict.fromkeys("سابع سابعه".split(), 7),
    **dict.fromkeys("ثامن ثامنه".split(), 8), **dict.fromkeys("تاسع تاسعه".split(), 9),
    **dict.fromkeys("عاشر عاشره".split(), 10),
}  # fmt: skip
# Particles glued before a word (folded): و ف ب ل ك, the article, and their combinations; and the
# titles the corpus glues to names ("مارمرقس", "انبابيشوي" — as `retrieval.names` reads titles).
_PREFIXES = ("وبال", "فبال", "وكال", "وال", "فال", "بال", "كال", "ولل", "فلل", "لل", "ال", "و", "ف", "ب", "ل", "ك")
GLUED_TITLES = ("مار", "انبا", "ابا")  # also what `retrieval.names` glues to a name


def word_forms(token: str) -> set[str]:
    """The folded token and the token without one run of glued particles ("وبالاسكندريه" ->
    "اسكندريه") or a glued title ("مارمرقس" -> "مرقس"), each at least 3 letters: what a word may
    be written as in an excerpt."""
    forms = {token}
    for prefix in _PREFIXES:
        if token.startswith(prefix) and len(token) - len(prefix) >= 3:
            forms.add(token[len(prefix) :])
    for title in GLUED_TITLES:
        for form in list(forms):
            if form.startswith(title) and len(form) - len(title) >= 3:
                forms.add(form[len(title) :])
    return forms


# A name of at least this many letters is held by an excerpt word one edit away (the corpus's own
# spellings vary: مقاريوس / مكاريوس, and titles carry typos: "انطونبوس"), as `retrieval.names`
# matches titles.
MIN_TYPO_LENGTH = 6


def _one_edit(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def _number_word(token: str) -> int | None:
    for form in sorted(word_forms(token), key=len):
        if form in _NUMBER_WORDS:
            return _NUMBER_WORDS[form]
    return None


def is_number(token: str) -> bool:
    """A folded token that is a number: digits or a number word (with glued particles)."""
    return token.isdigit() or _number_word(token) is not None


def _compose(values: list[int]) -> int:
    """The value of a run of number words: "مئة وخمس" 105, "خمسة وعشرين" 25, "ثلاث مئة" 300,
    "اثنا عشر" 12 (a unit then ten is a teen)."""
    total = 0
    for value in values:
        if value in (100, 1000) and 0 < total < value:
            total *= value
        else:
            total += value
    return total


def claimed_numbers(text: str) -> set[int]:
    """The numbers `text` states: digits (Arabic-Indic folded) and each run of number words as one
    value (so "مئة وخمس" states 105, not 100 and 5)."""
    values = {int(digits) for digits in numbers(text)}
    run: list[int] = []
    for tok in [*fold(strip_markers(text)).split(), ""]:
        value = _number_word(tok) if tok else None
        if value is not None:
            run.append(value)
        elif tok != "و":
            if run:
                values.add(_compose(run))
            run = []
    return values


def number_values(text: str) -> set[int]:
    """Every number `text` holds: what it states (`claimed_numbers`) and each number word alone."""
    values = claimed_numbers(text)
    for tok in fold(strip_markers(text)).split():
        value = _number_word(tok)
        if value is not None:
            values.add(value)
    return values


def _month_words() -> frozenset[str]:
    gregorian = {fold(name) for names in GREGORIAN_MONTH_NAMES.values() for name in names if " " not in name}
    return frozenset(set(coptic_month_variants()) | {g for g in gregorian if len(g) >= 4})


MONTH_WORDS = _month_words()

# Folded titles a place name follows ("مدينة حلب", "جبل النطرون" is skipped: it starts with ال).
PLACE_TITLES = frozenset("مدينه بمدينه لمدينه قريه بقريه بلده ببلده جبل بجبل دير بدير نهر بنهر جزيره بجزيره".split())
# Titles written after the name ("هيرودس الملك", "داود النبي") and the patronymic "بن".
_POSTPOSITIVE = frozenset("الملك الملكه النبي الرسول الوالي الكاهن".split())
_PATRONYMIC = frozenset({"بن"})


def _name_like(token: str) -> bool:
    return len(token) >= 3 and not token.startswith("ال") and token not in STOPWORDS and not token.isdigit()


def titled_names(text: str) -> set[str]:
    """Folded names `text` writes after a person title (`support.proper_names`) or a place title."""
    names = set(proper_names(text))
    toks = fold(strip_markers(text)).split()
    for i, tok in enumerate(toks[:-1]):
        if tok in PLACE_TITLES and _name_like(toks[i + 1]):
            names.add(toks[i + 1])
    return names


def name_mentions(text: str) -> Counter[str]:
    """How often each folded word of `text` stands where names stand: after a person or place
    title, before a postpositive title, on either side of "بن"."""
    toks = fold(text).split()
    found: Counter[str] = Counter()
    for i, tok in enumerate(toks):
        if tok in HONORIFICS or tok in PLACE_TITLES:
            for nxt in toks[i + 1 : i + 4]:
                if nxt in HONORIFICS or nxt.startswith("ال"):
                    continue
                if _name_like(nxt):
                    found[nxt] += 1
                break
        if tok in _POSTPOSITIVE and i > 0 and _name_like(toks[i - 1]):
            found[toks[i - 1]] += 1
        if tok in _PATRONYMIC:
            for side in (toks[i - 1 : i], toks[i + 1 : i + 2]):
                if side and _name_like(side[0]):
                    found[side[0]] += 1
    return found


# Bump on any change to what `corpus_names` returns: stores saved the set under this version.
CORPUS_NAMES_VERSION = 1


def corpus_names(texts: Iterable[str], min_share: float) -> frozenset[str]:
    """Words the corpus writes as names: standing where names stand (`name_mentions`) in at least
    `min_share` of their occurrences. Common words that happen to follow a title once ("الملك
    فغضب") mostly fall under the share; those that remain only cost a paraphrase that brings them
    in uncovered (never a verbatim copy)."""
    mentions: Counter[str] = Counter()
    occurrences: Counter[str] = Counter()
    for text in texts:
        mentions.update(name_mentions(text))
        occurrences.update(fold(text).split())
    return frozenset(w for w, n in mentions.items() if n >= min_share * max(occurrences[w], 1))


# --- the claim check -----------------------------------------------------------------------------

_NUMBER_KEYS = ("coptic_day", "coptic_month", "chapter", "verse_start", "verse_end")


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def stored_numbers(metadata: Mapping[str, Any]) -> set[int]:
    """Numbers a record states through its metadata, not its words (a Synaxarium entry's day and
    month, a chapter and its verses)."""
    return {n for key in _NUMBER_KEYS if (n := _int(metadata.get(key))) is not None}


def stored_months(metadata: Mapping[str, Any]) -> set[int]:
    month = _int(metadata.get("coptic_month"))
    return {month} if month is not None else set()


POLARITY = "polarity"
NUMBER = "number"
MONTH = "month"
NAME = "name"
UNCOVERED = "uncovered"
LOW_SUPPORT = "low_support"


@dataclass(frozen=True)
class ClaimFinding:
    kind: str  # one of the constants above
    detail: str


def _holds(excerpt_forms: set[str], token: str) -> bool:
    return not word_forms(token).isdisjoint(excerpt_forms)


def _holds_name(excerpt_forms: set[str], token: str) -> bool:
    if _holds(excerpt_forms, token):
        return True
    long_forms = [form for form in word_forms(token) if len(form) >= MIN_TYPO_LENGTH]
    return any(_one_edit(form, known) for form in long_forms for known in excerpt_forms if len(known) >= MIN_TYPO_LENGTH - 1)


def _stored_month(token: str, months: Collection[int]) -> bool:
    """A Coptic month word naming the cited record's own month (a Synaxarium entry rarely repeats
    its date: the metadata holds it)."""
    return any(month_number(form) in months for form in word_forms(token) if form in MONTH_WORDS)


def foreign_details(
    sentence: str,
    excerpt: str,
    known_names: Collection[str] = frozenset(),
    metadata_numbers: Collection[int] = (),
    metadata_months: Collection[int] = (),
) -> list[ClaimFinding]:
    """Numbers, month names and names of `sentence` that `excerpt` (or, for numbers and Coptic
    months, the cited record's metadata) does not hold."""
    findings: list[ClaimFinding] = []
    extra = claimed_numbers(sentence) - number_values(excerpt) - set(metadata_numbers)
    if extra:
        findings.append(ClaimFinding(NUMBER, ", ".join(str(v) for v in sorted(extra))))
    excerpt_forms = {form for tok in fold(excerpt).split() for form in word_forms(tok)}
    tokens = fold(strip_markers(sentence)).split()
    month_tokens = [tok for tok in tokens if not word_forms(tok).isdisjoint(MONTH_WORDS)]
    months = [tok for tok in month_tokens if not _holds(excerpt_forms, tok) and not _stored_month(tok, metadata_months)]
    if months:
        findings.append(ClaimFinding(MONTH, months[0]))
    names = titled_names(sentence)
    foreign = [
        tok for tok in tokens
        if tok not in month_tokens and (tok in names or not word_forms(tok).isdisjoint(known_names))
        and not _holds_name(excerpt_forms, tok)
    ]  # fmt: skip
    if foreign:
        findings.append(ClaimFinding(NAME, foreign[0]))
    return findings


def claim_findings(
    sentence: str,
    excerpt: str,
    *,
    min_support: float,
    max_uncovered: int,
    known_names: Collection[str] = frozenset(),
    metadata_numbers: Collection[int] = (),
    metadata_months: Collection[int] = (),
) -> list[ClaimFinding]:
    """Why ONE excerpt does not state `sentence` (empty: it does). Verbatim copies pass."""
    body = strip_markers(sentence)
    if body and body in excerpt:
        return []
    findings: list[ClaimFinding] = []
    # Numbers are compared by value (below), whatever they are written as; a month the record
    # states through its metadata is not a word it lacks.
    kept = [tok for tok in fold(body).split() if not is_number(tok) and not _stored_month(tok, metadata_months)]
    wanted = term_set(" ".join(kept))
    uncovered = wanted - term_set(excerpt)
    if wanted and (len(wanted) - len(uncovered)) / len(wanted) < min_support:
        findings.append(ClaimFinding(LOW_SUPPORT, f"{len(wanted) - len(uncovered)}/{len(wanted)} terms"))
    elif len(uncovered) > max_uncovered:
        findings.append(ClaimFinding(UNCOVERED, " ".join(sorted(uncovered))))
    findings += foreign_details(body, excerpt, known_names, metadata_numbers, metadata_months)
    if polarity_differs(body, excerpt):
        findings.append(ClaimFinding(POLARITY, "negated" if negated(body) else "negation dropped"))
    return findings
