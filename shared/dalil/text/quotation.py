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
  exceptive, a condition, a hedge, a quantifier, a modal verb or "أن" before the span (the span was
  what someone wanted, ordered or said), so "لم يتزوج" quoted as "يتزوج", "لم يجد إلا الجسد" as
  "لم يجد الجسد" and "أراد أن يقتله" as "يقتله" fail; an asking word (لماذا، هل، كيف …) is a scope
  word too: "لماذا ارتجت الأمم" quoted as "ارتجت الأمم" turns a question into a statement; and the
  words next to the span are no number,
  name, month, office or kin word (a number phrase or a name cut in two: "مئة وخمس" -> "خمس").
- a parenthetical of the excerpt sentence (encyclopedia prose: "باريس (بالإنجليزية: Paris) هي …",
  "(1881–1973)") may be left out WHOLE, inside the span or next to it: a gloss left out changes no
  claim, while a part of one left out ("(ولد 1881 وتوفي 1973)" -> "ولد 1973") is the rule above.
Nothing is added and nothing replaced: no synonym, no other form of a root, no digit for a number
word. Decided by the cited chunk's library, never by the question's route.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

from dalil.text.assertions import NEGATORS, number_values
from dalil.text.conditions import CONDITION_PARTICLES
from dalil.text.exceptions import EXCEPTIVES
from dalil.text.forms import MONTH_WORDS
from dalil.text.hedges import BELIEFS, DOUBTS, REPORTS
from dalil.text.modality import modal
from dalil.text.normalize import fold
from dalil.text.offices import office
from dalil.text.quantifiers import quantifier
from dalil.text.question_words import asking
from dalil.text.stem import analyze
from dalil.text.support import HONORIFICS, split_sentences, strip_markers

_GLUED = ("و", "ف")
# "أن"/"لكي"/"كي" before the span: the span is a subordinate clause (what someone wanted, asked,
# ordered or said), not a statement of the excerpt's.
_SUBORDINATORS = frozenset("ان لكي كي".split())
_FOLDED_HONORIFICS = frozenset(fold(word) for word in HONORIFICS)
# The asking words that never mean anything else ("من"/"ما"/"أي" are also "from", "what/not",
# "any": a question read by them would refuse quotations of statements).
_ASKING = asking("لماذا ماذا هل كيف متى أين كم")
_NOT_IN_ORDER = "not the words of one excerpt sentence in its order"


def _bare(token: str) -> str:
    return token[1:] if token[:1] in _GLUED and len(token) > 2 else token


def _same(answer_token: str, excerpt_token: str) -> bool:
    return answer_token == excerpt_token or _bare(answer_token) == _bare(excerpt_token)


@lru_cache(maxsize=1 << 15)
def _scope_word(token: str) -> bool:
    """A word whose loss changes what the words around it claim (closed classes of the grammar,
    each read where the claim checks read it)."""
    bare = _bare(token)
    return (
        token in NEGATORS or bare in NEGATORS
        or token in EXCEPTIVES or bare in EXCEPTIVES
        or token in CONDITION_PARTICLES or bare in CONDITION_PARTICLES
        or bare in DOUBTS or bare in BELIEFS or bare in REPORTS
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
    if _scope_word(token):
        return False
    if _bare(token) in _FOLDED_HONORIFICS:
        return True
    return not _detail_word(token, names) and not analyze(token)


def _folded_tokens(sentence: str) -> tuple[list[str], dict[int, int], dict[int, int]]:
    """The folded tokens of an excerpt sentence, with its parentheticals: where each opens -> the
    index after it closes, and where each closes -> where it opened. An unclosed one is none."""
    tokens: list[str] = []
    opened: list[int] = []
    ends: dict[int, int] = {}
    for raw in sentence.split():
        if "(" in raw and not opened:
            opened.append(len(tokens))
        tokens.extend(fold(raw).split())
        if ")" in raw and opened:
            start = opened.pop()
            if len(tokens) > start:
                ends[start] = len(tokens)
    return tokens, ends, {end: start for start, end in ends.items()}


def _quotes(answer: list[str], excerpt_sentence: str, names: Collection[str]) -> str | None:
    """None when `answer` is a near-quotation of the excerpt sentence; else why not."""
    sentence, group_end, group_start = _folded_tokens(excerpt_sentence)
    why = _NOT_IN_ORDER
    for start, token in enumerate(sentence):
        if not _same(answer[0], token):
            continue
        position, matched = start, 1
        for word in answer[1:]:
            position += 1
            while position < len(sentence) and not _same(word, sentence[position]):
                if position in group_end:  # a whole parenthetical left out
                    position = group_end[position]
                    continue
                if not _droppable_inside(sentence[position], names):
                    break
                position += 1
            if position >= len(sentence) or not _same(word, sentence[position]):
                break
            matched += 1
        if matched < len(answer):
            continue
        before, after = sentence[:start], sentence[position + 1 :]
        if any(_scope_word(token) for token in before + after):
            why = "leaves out a negator, exceptive, condition, hedge, quantifier or modal of the excerpt sentence"
            continue
        # Next to the span, a whole parenthetical left out is no cut: the word beyond it is read.
        edge_before = start
        while edge_before in group_start:
            edge_before = group_start[edge_before]
        edge_after = position + 1
        while edge_after in group_end:
            edge_after = group_end[edge_after]
        if edge_before and (sentence[edge_before - 1] in _SUBORDINATORS or _detail_word(sentence[edge_before - 1], names)):
            why = "cuts the excerpt sentence inside a clause or a name or number"
            continue
        if edge_after < len(sentence) and _detail_word(sentence[edge_after], names):
            why = "cuts the excerpt sentence inside a name or number"
            continue
        return None
    return why


def quotation_problem(sentence: str, excerpt: str, known_names: Collection[str] = frozenset()) -> str | None:
    """None when `sentence` (markers removed) restates one sentence of `excerpt` in that sentence's
    own words (the module's rule); otherwise why not."""
    answer = fold(strip_markers(sentence)).split()
    if not answer:
        return None
    problems = []
    for excerpt_sentence in split_sentences(excerpt):
        problem = _quotes(answer, excerpt_sentence, known_names)
        if problem is None:
            return None
        problems.append(problem)
    # The most telling reason: a sentence that was nearly a quotation says what it left out.
    return next((p for p in problems if p != _NOT_IN_ORDER), problems[0] if problems else "no excerpt sentence")
