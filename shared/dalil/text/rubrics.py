"""Who says which line of a rite, and what answers it: the rubric markers of the liturgy's text (issue 19).

The liturgy library writes each turn of an exchange as a line opened by its speaker's marker
("الكاهن: إرفعوا قلوبكم." / "الشعب: هي عند الرب."); a line without a marker continues the turn above it
(a quoted word of the Lord, a second sentence of the same prayer). Readers ask these exchanges:
"لما ابونا يقول … الشعب بيرد يقول ايه؟", "بماذا يجيب الشعب حين يقول الكاهن: …؟", "… قبل أن يقول الكاهن …".

The reading, on the question as it was searched (Franco-Arabic in Arabic letters, "ابونا" read as the
title it is):
- the quoted line L: the longest run of the question's consecutive words that is a run of one line of a
  marked excerpt (words meet by `restated.word_keys`: a glued و, an article, a pronoun ending, the stem),
  of two content words at least, or the whole line when the question writes it right after a verb of
  saying ("حين يقول الكاهن: صلوا"); and it covers most of what the question quotes there;
- the speakers: a word naming one of the markers' speakers (`NAMED`). The one written just before L
  (only a verb of saying or a time word between: "ابونا يقول L", "يقول الكاهن: L", "لما الشماس يقول L")
  said L; another named elsewhere is the one asked;
- the direction: the turn after L's, or the one before it when the question asks what comes before (قبل).

Then the text settles it or it does not:
- answered: the turn after (before) L's, opened by the asked speaker's marker; its first line is the
  answer, a verbatim line of the excerpt;
- `LINE_OTHER_SPEAKER`: the question says S1 said L and the text gives L to another (or to no marked
  speaker in what is shown);
- `RESPONSE_OTHER_SPEAKER`: the turn after (before) L's is another speaker's than the one asked;
- `RESPONSE_NOT_GIVEN`: L's turn ends (opens) the excerpt: the text shown gives no response;
- `LINE_NOT_FOUND`: the question reads as an exchange (two speakers named, a verb of saying) and no
  marked excerpt holds its line.

Pure text reading: the answerer (`providers.extractive`), the context builder (`answer.context`, which shows
the window holding L and its response) and the validator (`workflow.steps.validate`: a draft must quote the
response the reading finds) read the same `read_exchange`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import HOW_MANY, QUESTION_WORDS, WHO, msa
from dalil.text.restated import content, tokens, word_keys
from dalil.text.speakers import reply_verb, saying_verb
from dalil.text.stem import RELATIVE_PRONOUNS
from dalil.text.time_clauses import AFTER_CONJUNCTION, WHEN_CONJUNCTIONS

# The speakers of the liturgy data (its `speaker` field) and the marker the text opens their lines with:
# the one table the ingest writes the markers from (ingest/sources/liturgy.py) and this reading reads.
MARKERS: dict[str, str] = {"Priest": "الكاهن", "Deacon": "الشماس", "People": "الشعب"}
PRIEST, DEACON, PEOPLE = (fold(marker) for marker in MARKERS.values())
# How a question names each marker's speaker (folded). The search reads the everyday "ابونا" as الكاهن when no
# name follows it (`text.reading.BARE_TITLE_OFFICES`), else as "الانبا" (`text.reading.TITLE_FORMS`): bare
# before a verb of saying, it is the celebrant. Not "الآب" (the
# Father, a word of the prayers) nor "المؤمنين" (a word of the litanies): a speaker's name is never read as
# a word of the quoted line.
NAMED: dict[str, frozenset[str]] = {
    PRIEST: folded_words("الكاهن كاهن القس القسيس ابونا الانبا"),
    DEACON: folded_words("الشماس شماس الشمامسة"),
    PEOPLE: folded_words("الشعب المصلين"),
}

LINE_NOT_FOUND = "rubric_line_not_found"
LINE_OTHER_SPEAKER = "rubric_line_other_speaker"
RESPONSE_OTHER_SPEAKER = "rubric_response_other_speaker"
RESPONSE_NOT_GIVEN = "rubric_response_not_given"
SPEAKER_NOT_GIVEN = "rubric_speaker_not_given"  # "who says L": L's turn opens above what is shown
RESPONSE_UNQUOTED = "rubric_response_unquoted"  # a draft that does not quote the response the text gives

_MARKED = re.compile(r"^[ \t]*(" + "|".join(re.escape(m) for m in MARKERS.values()) + r")[ \t]*:", re.MULTILINE)
# Words that may stand between the speaker who said L and L: a verb of saying (`speakers.saying_verb`, and
# the Egyptian بـ of the present: "بيقول") and a time word ("لما الشماس يقول", "حين يقول الكاهن:").
_BETWEEN = folded_words("ما ان اما وقت") | (WHEN_CONJUNCTIONS - {"حينما"}) | {AFTER_CONJUNCTION}
_BEFORE = folded_words("قبل قبلها قبليها")
# Question words (MSA, `question_words.msa`) that ask something else of a line than what answers it.
_ASKS_ANOTHER = folded_words("لماذا متى اين كيف هل")
_AFTER = folded_words("بعد بعدها بعديها بعدين يكمل بيكمل")
_THAT_ONE = folded_words("اللي اللى")  # the Egyptian relative: "مين اللي بيقول"
_FRAME = 3  # at most this many words between the speaker named and L
_LINE_RUN = 2  # content words of a partial line the question must write in order
_QUOTED_SHARE = 0.6  # of the words the question quotes at L, the share the line must hold
_OPENING_LINES = 3  # L within this many lines of its turn's marker: the window shows the marker too


@dataclass(frozen=True)
class Turn:
    speaker: str | None  # the marker, folded; None for an excerpt's opening lines without one
    lines: tuple[tuple[int, int], ...]  # offsets of its lines in the text


@dataclass(frozen=True)
class Exchange:
    """What the question asks of a rubric exchange and what the text answers."""

    index: int  # which of the texts read holds L (-1: none)
    line: tuple[int, int] | None  # L's line, offsets in that text
    opening: int | None  # where L's turn opens (its marker's line) when L is among its first lines, else L's line
    said_by: str | None  # the speaker the question says said L (folded marker), if named
    asked: str | None  # the speaker the question asks, if named
    before: bool  # the question asks what comes before L
    response: tuple[int, int] | None  # the answering line's offsets; None: declined
    reason: str | None  # why declined


# A line's closing marks: a line of a turn ends its sentence; a heading ("صلاة خضوع للآب") does not.
_CLOSING = tuple(".،,:؛;!؟?\"»)…")


def heading_lines(text: str) -> list[tuple[int, int]]:
    """Offsets of the headings among a marked text's lines: an unmarked line after another, with no closing
    mark, whose next line opens a turn ("الشعب: أمامك يا رب.\nصلاة خضوع للآب\nالكاهن: …"). It names the prayer that
    follows; it is no line of the turn above it, nor any speaker's response (fq20-009)."""
    if not _MARKED.search(text):
        return []
    spans: list[tuple[int, int]] = []
    at = 0
    lines: list[tuple[int, int, str]] = []
    for raw in text.split("\n"):
        lines.append((at, at + len(raw), raw))
        at += len(raw) + 1
    filled = [line for line in lines if line[2].strip()]
    # after a line (a turn above it, which it would continue): an excerpt's first line is its own
    # (a None turn, as before), and the answerer may read it as the excerpt's title ("أوشية المياه", fq12-051)
    for (_, _, _), (start, end, raw), (_, _, following) in zip(filled, filled[1:], filled[2:], strict=False):
        stripped = raw.strip()
        if not _MARKED.match(raw) and not stripped.endswith(_CLOSING) and _MARKED.match(following):
            spans.append((start, end))
    return spans


def turns(text: str) -> list[Turn]:
    """The turns of a text: a marked line opens one, an unmarked line continues the one above it; a
    heading (`heading_lines`) belongs to none."""
    found: list[Turn] = []
    speaker: str | None = None
    lines: list[tuple[int, int]] = []
    at = 0
    headings = {start for start, _ in heading_lines(text)}
    for raw in text.split("\n"):
        start, end = at, at + len(raw)
        at = end + 1
        if not raw.strip() or start in headings:
            continue
        marked = _MARKED.match(raw)
        if marked or not lines:
            if lines:
                found.append(Turn(speaker, tuple(lines)))
            speaker = fold(marked.group(1)) if marked else None
            lines = []
        lines.append((start, end))
    if lines:
        found.append(Turn(speaker, tuple(lines)))
    return found


def _line_words(text: str, span: tuple[int, int]) -> list[str]:
    words = tokens(text[span[0] : span[1]])
    if words and _MARKED.match(text[span[0] : span[1]]):
        return words[1:]  # the marker is not a word of the line
    return words


def _speaker_named(word: str) -> str | None:
    for marker, names in NAMED.items():
        if word in names or (len(word) > 4 and word[0] in "وفل" and word[1:] in names):
            return marker
    return None


def _asks_saying(word: str) -> bool:
    bare = word[1:] if word[:1] == "ب" and len(word) > 3 else word  # the Egyptian present: بيقول، بيرد
    return saying_verb(word) or saying_verb(bare) or reply_verb(word)


@dataclass(frozen=True)
class _Asked:
    words: tuple[str, ...]
    speakers: tuple[tuple[int, str], ...]  # (position, marker) of each speaker named
    saying: frozenset[int]  # positions of verbs of saying or replying
    quote: int  # where the question's quotation opens (after its colon; 0 without one)
    who: bool  # "من يقول …", "مين اللي بيقول …": who says the line


@lru_cache(maxsize=256)
def _asked(question: str) -> _Asked | None:
    """The question's words, the speakers it names and its verbs of saying; None: no exchange asked
    (no speaker named and no "who says", or no verb of saying)."""
    words = tuple(tokens(question))
    speakers = tuple((i, marker) for i, w in enumerate(words) if (marker := _speaker_named(w)) is not None)
    saying = frozenset(i for i, w in enumerate(words) if _asks_saying(w))
    who = any(
        w in WHO and (i + 1 in saying or (i + 2 in saying and words[i + 1] in RELATIVE_PRONOUNS | _THAT_ONE))
        for i, w in enumerate(words)
    )
    if not (speakers or who) or not saying or any(msa(w) in _ASKS_ANOTHER for w in words):
        return None  # "ليه الشماس بيقول …", "امتى الشعب بيقول …": a reason, a time asked of the line, not its response
    quote = len(tokens(question[: question.index(":")])) if ":" in question else 0
    return _Asked(words, speakers, saying, quote, who)


def _run(asked: _Asked, line: list[str]) -> tuple[int, int, int]:
    """(length, start in the question, start in the line) of the longest run of the question's
    consecutive words that is a run of the line's words."""
    keys = [word_keys(w) for w in line]
    best = (0, 0, 0)
    spoken = {i for i, _ in asked.speakers}
    for i in range(len(asked.words)):
        if i in spoken:
            continue
        for j in range(len(line)):
            n = 0
            while i + n < len(asked.words) and j + n < len(line) and i + n not in spoken and (
                word_keys(asked.words[i + n]) & keys[j + n]
            ):
                n += 1
            if n > best[0]:
                best = (n, i, j)
    return best


def _quoted(asked: _Asked, start: int, length: int) -> int:
    """How many words the question quotes around the run: from after the verb of saying before it to
    the next speaker named, question word or verb of saying after it."""
    stops = {i for i, _ in asked.speakers} | asked.saying
    first = start
    while first > asked.quote and first - 1 not in stops and asked.words[first - 1] not in _BETWEEN | _BEFORE:
        first -= 1
    last = start + length
    while last < len(asked.words) and last not in stops and asked.words[last] not in QUESTION_WORDS | _BEFORE:
        last += 1
    return last - first


def _found(asked: _Asked, text: str, span: tuple[int, int]) -> tuple[int, int] | None:
    """(run length, run start in the question) when the question quotes this line, else None."""
    line = _line_words(text, span)
    if not line:
        return None
    n, i, _ = _run(asked, line)
    if not n:
        return None
    whole = n == len(line)
    held = sum(1 for w in asked.words[i : i + n] if content(w))
    # a one-word line is read only right after its verb of saying: "يقول صلوا", "يقول الكاهن: صلوا"
    quoted = i - 1 in asked.saying or (i - 2 in asked.saying and any(p == i - 1 for p, _ in asked.speakers))
    if whole and not (held >= _LINE_RUN or (held and quoted)):
        return None
    if not whole and held < _LINE_RUN:
        return None
    if n < _QUOTED_SHARE * _quoted(asked, i, n):
        return None
    return n, i


def _said_by(asked: _Asked, start: int) -> tuple[int, str] | None:
    """(position, marker) of the speaker named just before the run, with only verbs of saying and time
    words between."""
    for position, marker in reversed(asked.speakers):
        if position >= start or start - position - 1 > _FRAME:
            continue
        between = range(position + 1, start)
        if all(i in asked.saying or asked.words[i] in _BETWEEN for i in between):
            return position, marker
    return None


def _asks_next(asked: _Asked) -> bool:
    """"… بيرد بإيه", "وبعدها يقال إيه": a reply or what follows is asked, not only the line named."""
    return any(reply_verb(w) for w in asked.words) or any(w in _AFTER for w in asked.words)


def _located(asked: _Asked, texts: Sequence[str]) -> tuple[int, int, int, int, int] | None:
    """(text index, turn index, line index, run start in the question, run length) of the best quoted line."""
    best: tuple[int, int, int, int, int, int] | None = None  # (-length, text, turn, line, start, length)
    for t, text in enumerate(texts):
        if not _MARKED.search(text):
            continue
        parsed = turns(text)
        if not any(turn.speaker for turn in parsed):
            continue
        for k, turn in enumerate(parsed):
            for m, span in enumerate(turn.lines):
                found = _found(asked, text, span)
                if found is not None and (best is None or -found[0] < best[0]):
                    best = (-found[0], t, k, m, found[1], found[0])
    return None if best is None else best[1:]


def read_exchange(question: str, texts: Sequence[str]) -> Exchange | None:
    """What `question` asks of a rubric exchange, read against `texts` (excerpts or chunk texts, best
    first), and what they answer; None when the question asks no exchange of them."""
    asked = _asked(question)
    if asked is None or not any(_MARKED.search(text) for text in texts):
        return None
    located = _located(asked, texts)
    if located is None:
        if len({marker for _, marker in asked.speakers}) >= 2:  # "when S1 says …, what does S2 answer", of a line the text does not hold
            return Exchange(-1, None, None, None, None, False, None, LINE_NOT_FOUND)
        return None
    t, k, m, start, length = located
    parsed = turns(texts[t])
    saying = _said_by(asked, start)
    said_by = None if saying is None else saying[1]
    # the speaker asked: one named after the line ("لما ابونا يقول L الشعب بيرد بإيه"), else the first named
    # before it other than the one who said it ("ماذا يرد الشعب حين يقول الكاهن: L")
    named = [(position, marker) for position, marker in asked.speakers if saying is None or position != saying[0]]
    after = [marker for position, marker in named if position >= start + length]
    asked_speaker = after[0] if after else next((marker for _, marker in named), None)
    # "قبل" outside the quoted line ("… من قبل الصليب" is the line's own word)
    before = any(w in _BEFORE for i, w in enumerate(asked.words) if not start <= i < start + length)
    line = parsed[k].lines[m]
    # the marker of L's turn is shown with it when L is among the turn's first lines
    opening = parsed[k].lines[0][0] if m <= _OPENING_LINES else line[0]

    def declined(reason: str) -> Exchange:
        return Exchange(t, line, opening, said_by, asked_speaker, before, None, reason)

    if asked.who:  # "who says L": L's line under its turn's marker answers
        if parsed[k].speaker is None or opening != parsed[k].lines[0][0]:
            return declined(SPEAKER_NOT_GIVEN)
        return Exchange(t, line, opening, None, None, False, (opening, line[1]), None)
    if said_by is not None and parsed[k].speaker != said_by:
        return declined(LINE_OTHER_SPEAKER)
    if asked_speaker is None and (said_by is None or not (before or _asks_next(asked))):
        # a line named with no speaker asked: an exchange only when what comes next or before is asked
        return None
    other = k - 1 if before else k + 1
    if not 0 <= other < len(parsed) or parsed[other].speaker is None:
        return declined(RESPONSE_NOT_GIVEN)
    if asked_speaker is not None and parsed[other].speaker != asked_speaker:
        return declined(RESPONSE_OTHER_SPEAKER)
    response = parsed[other].lines[0]
    if any(w in HOW_MANY for w in asked.words) and not any(ch.isdigit() for ch in texts[t][response[0] : response[1]]):
        return None  # "كم مرة يقول الشعب …": only a response that counts ("كيري ليسون (٤١)") answers a count
    return Exchange(t, line, opening, said_by, asked_speaker, before, response, None)


def exchange_window(question: str, text: str) -> tuple[int, int] | None:
    """(start, end) offsets in `text` of what an excerpt of it must show for the exchange asked: L's turn
    from its marker (`Exchange.opening`) and the line that answers it, before or after it; L's turn alone
    when the text declines it."""
    exchange = read_exchange(question, [text])
    if exchange is None or exchange.line is None or exchange.opening is None:
        return None
    start, end = exchange.opening, exchange.line[1]
    if exchange.response is not None:
        start, end = min(start, exchange.response[0]), max(end, exchange.response[1])
    return start, end


def response_line(question: str, texts: Sequence[str]) -> tuple[int, str] | None:
    """(text index, the answering line as written) when the texts answer the exchange asked."""
    exchange = read_exchange(question, texts)
    if exchange is None or exchange.response is None:
        return None
    a, b = exchange.response
    return exchange.index, texts[exchange.index][a:b].strip()


def response_check(question: str, answer: str, cited: Sequence[str]) -> tuple[bool, str | None]:
    """A draft's answer to an exchange question, checked against the excerpts it cites: (whether the
    question asks an exchange of them, the problem). The problem is the reason the reading declines, or
    `RESPONSE_UNQUOTED` when the answer does not write the response line's words; None when the answer
    quotes the response (or no exchange is asked)."""
    exchange = read_exchange(question, cited)
    if exchange is None:
        return False, None
    if exchange.response is None:
        return True, exchange.reason
    said = _line_words(cited[exchange.index], exchange.response)
    written = " " + " ".join(tokens(answer)) + " "
    return True, None if " " + " ".join(said) + " " in written else RESPONSE_UNQUOTED
