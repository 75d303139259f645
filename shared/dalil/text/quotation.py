"""Near-quotation: does an answer sentence restate ONE sentence of an excerpt in that sentence's own
words? The fail-closed rule for cited evidence (`answer.validate`, `quotation_libraries`: the religious
libraries since VERBATIM19M, ARCD/XQuAD too since QUOTEALL19S): lexical support cannot tell a faithful paraphrase from a bent one (each
blind claim probe's new bends passed the word checks it had not been built on), but whether a
sentence is the excerpt's own sentence with words left out is decidable.

A sentence is a near-quotation of an excerpt sentence when its folded words (`normalize.fold`: vowel
marks, hamza seats, ta marbuta and alef maqsura folded) are that sentence's folded words in the same
order, a glued و/ف added or left off a word, with
- inside the quoted span, only words that carry no claim left out: function words (no content term
  of `stem.analyze`) and honorifics (`support.HONORIFICS`: الأنبا، القديس، الطاهر …) that are none
  of the scope words below; a content word left out inside the span ("ضرب الوالي القديس" ->
  "ضرب القديس") changes who did what and fails;
- outside it (the words before and after the span), no scope word anywhere: a negator, an
  exceptive, a condition, a hedge, a possibility (يمكن، يجب …), a quantifier, a modal verb or "أن" before the span (the span was
  what someone wanted, ordered or said), so "لم يتزوج" quoted as "يتزوج", "لم يجد إلا الجسد" as
  "لم يجد الجسد" and "أراد أن يقتله" as "يقتله" fail; an asking word (لماذا، هل، كيف …) is a scope
  word too: "لماذا ارتجت الأمم" quoted as "ارتجت الأمم" turns a question into a statement; and the
  words next to the span are no number,
  name, month, office or kin word (a number phrase or a name cut in two: "مئة وخمس" -> "خمس").
- a line someone says keeps its frame: a span that opens a quoted line (after a colon or a quotation
  mark: "فقالت : حقا إن هذا الرجل بار", a rubric's "الكاهن:") or follows a verb of saying with
  only its addressee and speaker between ("فقال لها من يأكل …"), quoted without the words before it, gives the
  speaker's words as the excerpt's own statement, and fails;
- a span that starts inside a clause does not start with a name or an articled noun cut from the
  word that governed it: "بأعمال المسيح، أرسل اثنين" quoted from "المسيح" makes Christ the sender
  (a clause mark between them is no cut);
- a parenthetical of the excerpt sentence (encyclopedia prose: "باريس (بالإنجليزية: Paris) هي …",
  "(1881–1973)") may be left out WHOLE, inside the span or next to it: a gloss left out changes no
  claim, while a part of one left out ("(ولد 1881 وتوفي 1973)" -> "ولد 1973") is the rule above.
Nothing is added and nothing replaced: no synonym, no other form of a root, no digit for a number
word, and no vowel mark the excerpt sentence does not write on that word (`text.vocalization`: the marks
fold away, but أَرسَل and أُرسِل have different doers). Decided by the cited chunk's library, never by the question's route.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache

from dalil.text.assertions import CONJUNCTIONS, NEGATORS, number_values
from dalil.text.conditions import CONDITION_PARTICLES
from dalil.text.exceptions import EXCEPTIVES
from dalil.text.forms import MONTH_WORDS
from dalil.text.glued import unglued
from dalil.text.hedges import BELIEFS, DOUBTS, POSSIBILITIES, REPORTS
from dalil.text.modality import modal
from dalil.text.normalize import fold
from dalil.text.offices import office
from dalil.text.quantifiers import quantifier
from dalil.text.question_words import asking
from dalil.text.restated import CLAUSE_MARKS
from dalil.text.speakers import ADDRESSEES, saying_form
from dalil.text.stem import analyze
from dalil.text.support import HONORIFICS, split_sentences, strip_markers
from dalil.text.vocalization import added_marks

# "أن"/"لكي"/"كي" before the span: the span is a subordinate clause (what someone wanted, asked,
# ordered or said), not a statement of the excerpt's.
_SUBORDINATORS = frozenset("ان لكي كي".split())
_FOLDED_HONORIFICS = frozenset(fold(word) for word in HONORIFICS)
# The asking words that never mean anything else ("من"/"ما"/"أي" are also "from", "what/not",
# "any": a question read by them would refuse quotations of statements).
_ASKING = asking("لماذا ماذا هل كيف متى أين كم")
_NOT_IN_ORDER = "not the words of one excerpt sentence in its order"
# The addressee between a verb of saying and its line ("فقال لها", "قال لهم").
_CLOSERS = "\"'»”)"


def _bare(token: str) -> str:
    return unglued(token, 2)


def _same(answer_token: str, excerpt_token: str) -> bool:
    return answer_token == excerpt_token or _bare(answer_token) == _bare(excerpt_token)


def _same_inside(answer_token: str, excerpt_token: str) -> bool:
    """`_same` for a word after the span's first: a glued و/ف kept or left as the excerpt writes it.
    Dropping the و of "فأرسل بطرس ويوحنا" makes Peter the one who sends John (claims-blind12
    b12-257); adding one joins a subject to its object. A conjunction itself ("ولكن" -> "لكن") still
    joins what it joined."""
    bare = _bare(answer_token)
    return answer_token == excerpt_token or (
        bare == _bare(excerpt_token)
        and (bare in CONJUNCTIONS or (bare == answer_token) == (_bare(excerpt_token) == excerpt_token))
    )


@lru_cache(maxsize=1 << 15)
def _scope_word(token: str) -> bool:
    """A word whose loss changes what the words around it claim (closed classes of the grammar,
    each read where the claim checks read it)."""
    bare = _bare(token)
    return (
        token in NEGATORS or bare in NEGATORS
        or token in EXCEPTIVES or bare in EXCEPTIVES
        or token in CONDITION_PARTICLES or bare in CONDITION_PARTICLES
        or bare in DOUBTS or bare in BELIEFS or bare in REPORTS or bare in POSSIBILITIES
        or bare in _ASKING
        or quantifier([token], 0) is not None
        or modal(token)
    )


def _detail_word(token: str, names: Collection[str]) -> bool:
    """A number, name, month, office or kin word: cut from its phrase, the rest is another claim."""
    bare = _bare(token)
    return bool(
        number_values(token) or token in names or bare in names or bare in MONTH_WORDS or office(token) is not None
    )


def _droppable_inside(token: str, names: Collection[str]) -> bool:
    if _scope_word(token) or token in CONJUNCTIONS:  # "بطرس و يوحنا" -> "بطرس يوحنا": another subject
        return False
    if _bare(token) in _FOLDED_HONORIFICS:
        return True
    return not _detail_word(token, names) and not analyze(token)


@dataclass(frozen=True)
class _Sentence:
    tokens: list[str]  # folded
    group_end: dict[int, int]  # where a parenthetical opens -> the index after it closes
    group_start: dict[int, int]  # where one closes -> where it opened
    clause_starts: frozenset[int]  # tokens right after a clause mark (، : ؛ …)
    line_starts: frozenset[int]  # tokens that open a quoted line: after a colon, or at a quotation mark


def _folded_tokens(sentence: str) -> _Sentence:
    """The folded tokens of an excerpt sentence, with its parentheticals (an unclosed one is none)
    and where its punctuation starts a clause or a quoted line."""
    tokens: list[str] = []
    opened: list[int] = []
    ends: dict[int, int] = {}
    clause_starts: set[int] = set()
    line_starts: set[int] = set()
    straight_quotes = 0  # '"' opens and closes alike: an even count before it opens
    for raw in sentence.split():
        if "(" in raw and not opened:
            opened.append(len(tokens))
        lead = raw.lstrip("(")[:1]
        if lead and (lead in "«“" or (lead == "\"" and straight_quotes % 2 == 0)):
            line_starts.add(len(tokens))
        straight_quotes += raw.count('"')
        tokens.extend(fold(raw).split())
        if ")" in raw and opened:
            start = opened.pop()
            if len(tokens) > start:
                ends[start] = len(tokens)
        tail = raw.rstrip(_CLOSERS)
        if tail[-1:] in CLAUSE_MARKS:
            clause_starts.add(len(tokens))
        if tail.endswith(":"):
            line_starts.add(len(tokens))
    return _Sentence(tokens, ends, {end: start for start, end in ends.items()}, frozenset(clause_starts),
                     frozenset(line_starts))


def _frame_left_out(sentence: _Sentence, start: int, names: Collection[str]) -> bool:
    """The words left out before the span are the frame of the line it opens: a colon or a quotation
    mark opens it, or a verb of saying stands before it with at most its addressee and its speaker
    between ("فقال لها", "قال لهم الأب", "فقال الوالي للقديس")."""
    if start in sentence.line_starts:
        return True
    before = start - 1
    while before >= 0 and start - before <= 4 and _frame_word(sentence.tokens[before], names):
        before -= 1
    return before >= 0 and saying_form(sentence.tokens[before])


def _frame_word(token: str, names: Collection[str]) -> bool:
    """An addressee or a speaker between a verb of saying and its line: a pronoun after لـ, a name,
    an honorific or a noun with the article (glued لـ included: "للقديس")."""
    bare = _bare(token)
    return (
        bare in ADDRESSEES or bare in names or bare in _FOLDED_HONORIFICS
        or bare.startswith(("ال", "لل"))
    )


def _governed(first: str, names: Collection[str]) -> bool:
    """A span's first word that the left-out word before it governed (no clause mark between): a
    name, number or the like, or a noun with the article ("بأعمال المسيح" quoted from "المسيح",
    "يمكن الكشف" from "الكشف"): the phrase's complement made its head."""
    return _detail_word(first, names) or _bare(first).startswith("ال")


def _edge_problem(read: _Sentence, start: int, end: int, names: Collection[str]) -> str | None:
    """Why the span `start`..`end` (inclusive) of the excerpt sentence is cut where the words left
    out change its claim, or None. Next to the span a whole parenthetical left out is no cut: the
    word beyond it is read."""
    sentence = read.tokens
    edge_before = start
    while edge_before in read.group_start:
        edge_before = read.group_start[edge_before]
    edge_after = end + 1
    while edge_after in read.group_end:
        edge_after = read.group_end[edge_after]
    if edge_before and (sentence[edge_before - 1] in _SUBORDINATORS or _detail_word(sentence[edge_before - 1], names)):
        return "cuts the excerpt sentence inside a clause or a name or number"
    if edge_before and _frame_left_out(read, edge_before, names):
        return "leaves out who says the line it quotes (a verb of saying, a colon or a quotation mark before it)"
    if edge_before and edge_before not in read.clause_starts and _governed(sentence[edge_before], names):
        return "cuts a noun or a name from the words that governed it"
    if edge_after < len(sentence) and _detail_word(sentence[edge_after], names):
        return "cuts the excerpt sentence inside a name or number"
    return None


def _quotes(answer: list[str], excerpt_sentence: str, names: Collection[str]) -> str | None:
    """None when `answer` is a near-quotation of the excerpt sentence; else why not."""
    read = _folded_tokens(excerpt_sentence)
    sentence, group_end = read.tokens, read.group_end
    why = _NOT_IN_ORDER
    for start, token in enumerate(sentence):
        if not _same(answer[0], token):
            continue
        position, matched = start, 1
        for word in answer[1:]:
            position += 1
            while position < len(sentence) and not _same_inside(word, sentence[position]):
                if position in group_end:  # a whole parenthetical left out
                    position = group_end[position]
                    continue
                if not _droppable_inside(sentence[position], names):
                    break
                position += 1
            if position >= len(sentence) or not _same_inside(word, sentence[position]):
                break
            matched += 1
        if matched < len(answer):
            continue
        before, after = sentence[:start], sentence[position + 1 :]
        if any(_scope_word(token) for token in before + after):
            why = "leaves out a negator, exceptive, condition, hedge, quantifier or modal of the excerpt sentence"
            continue
        problem = _edge_problem(read, start, position, names)
        if problem:
            why = problem
            continue
        return None
    return why


def quotation_problem(sentence: str, excerpt: str, known_names: Collection[str] = frozenset()) -> str | None:
    """None when `sentence` (markers removed) restates one sentence of `excerpt` in that sentence's
    own words (the module's rule); otherwise why not."""
    plain = strip_markers(sentence)
    answer = fold(plain).split()
    if not answer:
        return None
    problems = []
    for excerpt_sentence in split_sentences(excerpt):
        problem = _quotes(answer, excerpt_sentence, known_names)
        if problem is None:
            marked = added_marks(plain, excerpt_sentence)
            if marked is None:
                return None
            problem = f"writes vowel marks the excerpt does not on '{marked}' (another reading of the word)"
        problems.append(problem)
    # The most telling reason: a sentence that was nearly a quotation says what it left out.
    return next((p for p in problems if p != _NOT_IN_ORDER), problems[0] if problems else "no excerpt sentence")
