"""Which of two events came first: a claim check that reads the time connectors of a sentence
(قبل، بعد، ثم، حتى، عندما، سابق/لاحق …) as an order between the words on either side, and refuses
a sentence that puts two events of its excerpt in the reverse order. The bend it catches uses the
excerpt's own words, so every coverage check passes: "تنيح بعد أن رسم أسقفا" written "تنيح قبل
أن يرسم أسقفا", "ذهب إلى الإسكندرية ثم إلى روما" written "ذهب إلى روما قبل الإسكندرية".

- A connector joins the content words before it in its clause (the earlier or later event) to
  the ones after it: "X قبل Y", "X ثم Y", "X حتى Y", "X، وبعد ذلك Y" put X first; "X بعد Y",
  "X عقب Y", "X إثر Y" put Y first; "عندما/لما/حين Y، X" and "X عندما Y" put Y no later than X.
  A connector that leads its sentence ("بعد أن X، Y", "قبل X، Y") joins its clause to the next
  one, never to the sentence before it.
- The pluperfect "كان قد" + a past verb ("عاد X، وكان قد تنيح Y") tells an event that had
  already happened: its clause came before the words before it, as with "بعد".
- The excerpt's order of the two events is read from its own connectors the same way; where it
  has none between them, from the order it tells them in (a narrative tells events in the order
  they happened; a flashback is written with a connector, which is then read first).
- Only words of one side and not the other count ("ذهب" on both sides orders nothing).
"""

from __future__ import annotations

from dataclasses import dataclass

from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.restated import bare_forms, clause_tokens, content, restated_sentence, tokens, word_keys
from dalil.text.support import split_sentences
from dalil.text.time_clauses import AFTER_CONJUNCTION, BEFORE_CONJUNCTION, SOON_AFTER, TIME_CLAUSE_OPENERS, WHEN_CONJUNCTIONS

ORDER = "order"  # a finding kind, as `text.assertions`' kinds

_FIRST_THEN = "then"  # the left side happened first
_SECOND_THEN = "after"  # the right side happened first
_WHEN = "when"  # the right side happened no later than the left

# Folded connectors (a glued و/ف is removed before the lookup) -> which side came first.
_CONNECTORS: dict[str, str] = {
    **dict.fromkeys(("قبل", BEFORE_CONJUNCTION, "ثم", "حتي", "سابق", "سابقا"), _FIRST_THEN),
    **dict.fromkeys(("بعد", AFTER_CONJUNCTION, *SOON_AFTER, "لاحق", "لاحقا"), _SECOND_THEN),
    **dict.fromkeys(WHEN_CONJUNCTIONS, _WHEN),
}
# "بعد ذلك", "بعدها", "بعد هذا" (Egyptian "بعد كده", "بعد ده"): "afterwards", the left side (the
# previous clause) first; read by the near-quotation rule too (`quotation`: "وبعد ذلك" for "ثم").
AFTERWARDS = frozenset("ذلك هذا هذه ها ده دي كده كدا".split())
# Words after a connector that are part of it ("بعد أن", "قبل ما"), not an event's word.
_LINKS = frozenset("ان ما".split())
_SIDE = 3  # content words on each side taken as the event
# Connectors that can lead a clause set before the main one ("بعد أن X، Y"); "ثم" and "حتى"
# leading a sentence go on from what the text said before it.
_SUBORDINATING = TIME_CLAUSE_OPENERS | SOON_AFTER
# The pluperfect: a form of كان followed by "قد" (and a past verb) — "had already".
PERFECT_BE = frozenset("كان كانت كانوا كانا".split())
_ALREADY = "قد"
# "X ثم Y", "X حتى Y": the clause they lead is told where it happened, after the one before it.
_IN_ORDER = frozenset("ثم حتي".split())


@dataclass(frozen=True)
class _Order:
    first: frozenset[str]  # keys of the event that happened first
    second: frozenset[str]
    strict: bool  # False for "when": the same time is allowed
    word: str


def _connector(token: str) -> str | None:
    for form in sorted(bare_forms(token), key=len, reverse=True):
        if form in _CONNECTORS and (form == token or (len(token) == len(form) + 1 and token[0] in GLUED_CONJUNCTIONS)):
            return _CONNECTORS[form]
    if token in ("بعدها", "وبعدها", "فبعدها"):
        return _FIRST_THEN
    return None


def _kind_at(stream: list[str], i: int) -> str | None:
    """Which side came first for the connector at `i`, None when `i` is no connector. "كان قد"
    orders like "بعد": the clause after it happened before the words before it."""
    token = stream[i]
    if not token:
        return None
    following = stream[i + 1] if i + 1 < len(stream) else ""
    if following == _ALREADY and (token in PERFECT_BE or (token[:1] in GLUED_CONJUNCTIONS and token[1:] in PERFECT_BE)):
        return _SECOND_THEN
    return _connector(token)


def _stream(text: str) -> tuple[list[str], frozenset[int]]:
    """`clause_tokens` of `text` sentence by sentence, and the index of each sentence's first token."""
    stream: list[str] = []
    starts: set[int] = set()
    for sentence in split_sentences(text):
        starts.add(len(stream))
        stream += clause_tokens(sentence)
        if stream and stream[-1]:
            stream.append("")  # a sentence ends its clause even without a mark (a newline)
    return stream, frozenset(starts)


def _bare(token: str) -> str:
    return token[1:] if token[:1] in GLUED_CONJUNCTIONS and token[1:] in _CONNECTORS else token


def _side(words: list[str]) -> frozenset[str]:
    return frozenset(k for tok in words if content(tok) for k in word_keys(tok))


def _left(stream: list[str], i: int, cross: bool) -> list[str]:
    """Content words of the clause before `i` (the clause before that when `cross` and the
    connector leads its clause), up to `_SIDE`, stopping at another connector."""
    found: list[str] = []
    j = i - 1
    crossed = False
    while j >= 0 and len(found) < _SIDE:
        tok = stream[j]
        if tok == "":
            if found or not cross or crossed:
                break
            crossed = True
        elif _connector(tok) is not None:
            break
        elif content(tok):
            found.append(tok)
        j -= 1
    return found


def _right(stream: list[str], i: int) -> tuple[list[str], int]:
    """Content words of the clause after `i`, up to `_SIDE`, and where that clause ends."""
    found: list[str] = []
    j = i + 1
    while j < len(stream) and stream[j] != "" and _connector(stream[j]) is None:
        if content(stream[j]) and len(found) < _SIDE:
            found.append(stream[j])
        j += 1
    return found, j


def orders(text: str) -> list[_Order]:
    """Each order `text` states with a connector between two events."""
    stream, starts = _stream(text)
    found: list[_Order] = []
    for i, tok in enumerate(stream):
        kind = _kind_at(stream, i)
        if kind is None:
            continue
        following = stream[i + 1] if i + 1 < len(stream) else ""
        afterwards = tok.endswith("بعدها") or (kind == _SECOND_THEN and following in AFTERWARDS)
        if afterwards:
            kind = _FIRST_THEN
        # "قبل X، Y" at the head of a sentence is "Y قبل X": its clause joins the next one, not
        # the sentence before it
        leads_sentence = i in starts and _bare(tok) in _SUBORDINATING
        # "X، وكان قد Y": the pluperfect goes back from the clause before its comma
        pluperfect = _connector(tok) is None
        left = [] if leads_sentence else _left(stream, i, cross=afterwards or kind == _FIRST_THEN or pluperfect)
        right, end = _right(stream, i)
        if not left:
            if afterwards or _bare(tok) not in _SUBORDINATING:
                continue  # "ثم X" leading a sentence follows what came before it, not X's clause
            # a connector leading its clause ("بعد أن X، Y"): its clause against the next one
            main_clause, _ = _right(stream, end) if end < len(stream) else ([], end)
            left = main_clause  # "بعد أن X، Y" is "Y بعد X": the main clause is the left side
        first_words, second_words = (left, right) if kind == _FIRST_THEN else (right, left)
        first, second = _side(first_words), _side(second_words)
        first, second = first - second, second - first
        if first and second:
            found.append(_Order(first, second, kind != _WHEN, tok))
    return found


def _narrated(text: str) -> list[str]:
    """Folded tokens of `text` with "" for every token of a clause a connector governs (not "ثم"
    or "حتى", which go on in the order told): what is left is told in the order it happened ("من
    قبل أن تولد الجبال، أنت الله" tells God second)."""
    stream, _ = _stream(text)
    told: list[str] = []
    governed = False
    for i, tok in enumerate(stream):
        if tok == "":
            governed = False
        elif _kind_at(stream, i) is not None and _bare(tok) not in _IN_ORDER:
            governed = True
        told.append("" if governed else tok)
    return told


def _positions(text_tokens: list[str], keys: frozenset[str]) -> list[int]:
    return [i for i, tok in enumerate(text_tokens) if content(tok) and word_keys(tok) & keys]


def order_reversed(sentence: str, excerpt: str) -> str | None:
    """An order of two events the sentence states that the excerpt states the other way round:
    by the excerpt's own connector, or, where none joins them, by the order it tells them in."""
    held = orders(excerpt)
    excerpt_tokens = _narrated(excerpt)
    for claim in orders(sentence):
        same = [o for o in held if o.first & claim.first and o.second & claim.second]
        reverse = [o for o in held if o.strict and o.first & claim.second and o.second & claim.first]
        if reverse and not same:
            return f"{claim.word}: the excerpt's {reverse[0].word} orders it the other way"
        if same or reverse or not claim.strict:
            continue
        first_at, second_at = _positions(excerpt_tokens, claim.first), _positions(excerpt_tokens, claim.second)
        if first_at and second_at and max(second_at) < min(first_at):
            return f"{claim.word}: the excerpt tells them the other way"
    return None


_BEFORE_AFTER = {"قبل": "بعد", "بعد": "قبل"}


def _time_points(text: str) -> set[tuple[str, str]]:
    folded = tokens(text)
    found: set[tuple[str, str]] = set()
    for i, tok in enumerate(folded[:-1]):
        for form in bare_forms(tok):
            if form in _BEFORE_AFTER:
                found.add((form, folded[i + 1]))
    return found


def time_point_flipped(sentence: str, excerpt: str) -> str | None:
    """ "بعد 1279" restated "قبل 1279"."""
    held = _time_points(restated_sentence(sentence, excerpt))
    for word, point in _time_points(sentence):
        if (_BEFORE_AFTER[word], point) in held and (word, point) not in held:
            return f"{word} {point} for {_BEFORE_AFTER[word]} {point}"
    return None


def order_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    """(finding kind, detail) for an order of events the excerpt states the other way."""
    details = (order_reversed(sentence, excerpt), time_point_flipped(sentence, excerpt))
    return [(ORDER, detail) for detail in details if detail is not None]
