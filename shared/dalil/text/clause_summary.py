"""A summary that says ONE clause of the quotation beside it (SUMMARY57): "الموضوع باختصار إن يقسمون ثيابي بينهم. وده
الكلام بنصه: «يقسمون ثيابي بينهم، وعلى لباسي يقترعون» [E1]."، "«…» [E1]، وده معناه إن ولدته بغير دنس، وأعطانا جسده".
Models summarise a quotation by one of its clauses, in light words of their own around it; `restatement.restates`
reads only a summary of the whole sentence, so these were uncited or unsupported claims.

The summary is read as a lead-in and a clause: the clause is its last words, one clause of the quotation word for word
(`restatement.read_as`: Egyptian function words read as the quote's; a glued و/ف the quote writes on the clause's first
word may be left off), cut where the quotation's clauses are cut (its start, a clause mark, a glued و/ف; its end, a
clause mark, a glued و/ف), never right after a ":" (a speaker's words without the speaker). Everything before the
clause is the lead-in, and it must say nothing (`says_nothing`): a few words ended by its mark (":"، "،"، "؛"، a dash)
or by "that" (إن/أن/en), with no other mark or "that" inside it (what follows them would be a claim: "الموضوع
باختصار إن أخيرا، …"), no number, no negator, no office or kin word (a person: "البابا"، "أبوه"), and no word of the
quotation (a word moved out of its clause). `text.support` then reads the clause as a claim of its own, cited by the
quotation's markers, so every claim check still reads it (a negation, number or person bent, an exception or a
condition cut off: `text.exceptions`, `text.conditions`); only the lead-in is taken off. A frame before the
quotation ("وده الكلام بنصه:"، "El kalam nafso:") is taken off by the same test."""

from __future__ import annotations

import re

from dalil.text.colloquial import NEGATION
from dalil.text.egyptian_morphology import NEGATED_VERB_HEADS, NEGATION_LEADS, without_negation_tail
from dalil.text.forms import word_forms
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.normalize import fold
from dalil.text.offices import KIN, OFFICES
from dalil.text.quote_links import concludes
from dalil.text.restatement import FILLERS, MIN_WORDS, read_as

# A word or one clause mark; a quotation mark, markdown and a blockquote's ">" are neither.
_TOKEN = re.compile(r"(?:[^\W_]|[\u0640\u064B-\u065F\u0670])+|[،,؛;:—–➜]|(?<!\w)-(?!\w)")
_CLAUSE_MARKS = frozenset("،,؛;:—–-➜")
THAT_WORDS = frozenset({"ان", "بان", "en", "enn"})  # folded إن/أن/بأن, Franco "en": what follows is what is said
# SUMMARY60: "«…»، يعني من الآخر X": a lead-in opened by the filler "I mean" (`restatement.FILLER`) needs no mark
MAX_LEAD_PIECES = 2  # SUMMARY60: "على قد ما فهمت، النص بيقول إن …": a hedge, then the lead-in
# SUMMARY60: the heads of a place or a time ("في الناصرة، …"، "يعني بعد موته …"): in a lead-in's first piece, or in one
# with no closing mark, they would set the clause somewhere the record may not; such a lead-in is read as a claim.
_SETTING_HEADS = frozenset(fold(word) for word in "في فى إلى الى عند بعد قبل خلال أثناء اثناء fi fe ba3d abl".split())
SETTING_HEADS = _SETTING_HEADS  # COURTESY61: a courtesy set in a place or a time is a claim too (`text.foreign_courtesy`)
MAX_LEAD_WORDS = 6  # "هقولك الحكاية في كلمتين:", "يعني الكلام هنا إن": a few words
_NEGATORS = (NEGATED_VERB_HEADS - {"ما"}) | frozenset(fold(word) for word in NEGATION) | {"لن", "ليس", "ليست"}


def _read(text: str) -> list[tuple[str, int, int]]:
    """Folded words and clause marks, in order, with where each is written (`fold` drops the marks: each word is
    folded alone)."""
    read = []
    for found in _TOKEN.finditer(text):
        token = found.group(0)
        folded = token if token in _CLAUSE_MARKS else fold(token).lower()
        if folded:
            read.append((folded, found.start(), found.end()))
    return read


def _tokens(text: str) -> list[str]:
    return [token for token, _, _ in _read(text)]


def _words(tokens: list[str]) -> list[str]:
    return [token for token in tokens if token not in _CLAUSE_MARKS]


def _cuts(tokens: list[str]) -> tuple[list[str], set[int], set[int]]:
    """The quotation's words, the indexes where a clause may start, and those after which one may end."""
    words: list[str] = []
    starts, ends = {0}, set()
    for token in tokens:
        if token in _CLAUSE_MARKS:
            if words:
                ends.add(len(words) - 1)
                if token != ":":  # after a speaker's ":" a clause is his words without him
                    starts.add(len(words))
            continue
        if words and len(token) > 2 and token[0] in GLUED_CONJUNCTIONS:
            starts.add(len(words))
            ends.add(len(words) - 1)
        words.append(token)
    ends.add(len(words) - 1)
    return words, starts, ends


def _clause_at(said: list[str], written: list[str], at: int) -> int:
    """The index after the quotation's clause from `at` that `said` says word for word (0: none)."""
    for number, word in enumerate(said):
        step = read_as(word, written, at)
        if not step and number == 0 and at < len(written) and written[at][:1] in GLUED_CONJUNCTIONS:
            step = int(written[at][1:] == word)
        if not step:
            return 0
        at += step
    return at


def _negator(word: str) -> bool:
    bare = word[1:] if len(word) > 2 and word[0] in GLUED_CONJUNCTIONS else word
    wrapped = word.startswith(NEGATION_LEADS) and without_negation_tail(word) is not None and len(word) > 4
    return bare in _NEGATORS or wrapped


def _person(word: str) -> bool:
    return any(form in OFFICES or form in KIN for form in word_forms(word))


def _pieces(lead: list[str]) -> list[list[str]]:
    """The lead-in's pieces between its clause marks, each with the mark that ends it (none ends the last one when
    the clause follows with no mark); a run of marks ("المقطع: - …") ends one piece."""
    pieces: list[list[str]] = [[]]
    for token in lead:
        pieces[-1].append(token)
        if token in _CLAUSE_MARKS:
            pieces.append([])
    return [piece for piece in pieces if _words(piece)]


def _piece_says_nothing(piece: list[str], quote_words: set[str], last: bool) -> bool:
    words = _words(piece)
    if len(words) > MAX_LEAD_WORDS or any(word in THAT_WORDS for word in words[: -1 if last else None]):
        return False
    return not any(word.isdigit() or _negator(word) or _person(word) or (len(word) > 2 and word in quote_words) for word in words)


def says_nothing(lead: list[str], quote_words: set[str], ended: bool, after_quote: bool = False) -> bool:
    """A lead-in of a few words that asserts nothing (the module's docstring); `ended`: its closing mark was read.
    SUMMARY60: up to two pieces ("على قد ما فهمت، النص بيقول إن"), each read so, "that" only closing the last; a
    lead-in opened by the filler "يعني" needs no closing mark. TWOSENT64: nor does a conclusion connective alone
    ("لذلك"، "yeb2a": `quote_links.concludes`) when the summary follows its quotation (`after_quote`)."""
    pieces = _pieces(lead)
    if not pieces:
        return True
    if len(pieces) > MAX_LEAD_PIECES:
        return False
    words = _words(lead)
    if words[-1] in NEGATED_VERB_HEADS:  # "ya3ni …: ما كانت …": a ما right before the clause negates its verb
        return False
    closed = ended or lead[-1] in _CLAUSE_MARKS or words[-1] in THAT_WORDS
    opener = len(pieces) == 1 and (words[0] in FILLERS or (after_quote and concludes(words)))
    if not (closed or opener):  # past a mark, words run into the clause
        return False
    unset = pieces[:-1] if closed else pieces  # the pieces SUMMARY57 never read: no place or time in them
    if any(word in _SETTING_HEADS for piece in unset for word in _words(piece)):
        return False
    return all(_piece_says_nothing(piece, quote_words, number == len(pieces) - 1) for number, piece in enumerate(pieces))


def clause_said(summary: str, quote: str, after_quote: bool = False) -> tuple[str, str] | None:
    """(the lead-in as written, the clause of `quote` that `summary` says after it, as the quotation writes it: its
    glued و/ف, its MSA function words); None when the summary is no clause of the quotation after a lead-in that says
    nothing. `after_quote`: the summary is written after the quotation (a conclusion connective may lead it in)."""
    said_read, quote_read = _read(summary), _read(quote)
    said_tokens = [token for token, _, _ in said_read]
    written, starts, ends = _cuts([token for token, _, _ in quote_read])
    said = _words(said_tokens)
    if len(said) < MIN_WORDS or len(written) <= MIN_WORDS or len(summary) > 4 * len(quote) + 200:
        return None
    content = {word for word in written if len(word) > 2}
    for cut in range(len(said_tokens)):
        clause = _words(said_tokens[cut:])
        if len(clause) < MIN_WORDS:
            return None
        if said_tokens[cut] in _CLAUSE_MARKS or not says_nothing(said_tokens[:cut], content, False, after_quote):
            continue
        for at in sorted(starts):
            end = _clause_at(clause, written, at)
            if end and end - 1 in ends:
                spans = [(start, stop) for token, start, stop in quote_read if token not in _CLAUSE_MARKS]
                return summary[: said_read[cut][1]], quote[spans[at][0] : spans[end - 1][1]]
    return None


def without_frame(quote: str) -> tuple[str, str]:
    """(a frame before the quotation that says nothing — "وده الكلام بنصه:"، "El kalam nafso:" — or "", the quotation
    without it)."""
    framed = re.match(r"^\s*(?P<frame>[^:«»“”\"\n]{1,60}):\s*(?P<rest>\S.*)$", quote, re.S)
    if not framed:
        return "", quote
    rest = framed.group("rest")
    content = {word for word in _words(_tokens(rest)) if len(word) > 2}
    return (framed.group("frame"), rest) if says_nothing(_tokens(framed.group("frame")), content, True) else ("", quote)
