"""How a claim states the excerpt's act: ordered, allowed, asked or forbidden; and two framings
of the same words that keep every content word of the excerpt and so pass the coverage checks:
the speaker of a quoted line ("الشماس: …" written "الكاهن: …") and a question restated as an
assertion. ("One of the greatest" made "the greatest" is `text.comparison`'s, "after" a time point
made "before" it `text.order`'s, "first" made "last" `text.quantifiers`'.)

- The modal verbs are a closed class (أمر، سمح، أجاز، طلب، استأذن، التمس، منع، نصح، أشار), read
  on the bare verb with its person endings and object pronouns. A sentence writing a modal the excerpt
  sentence it restates does not write, where that sentence writes one of another mode, is
  refused: an order made a permission, a request for leave made an order. A modal added where
  the excerpt writes none is not read ("أمر بقطع رأسه" is how a narrative tells "قطع رأسه").
- A speaker label is one or two words before a colon at the head of a sentence (a liturgy's
  "الشماس:"، "الكاهن:"، "الشعب:"); the same line under another label the passage gives is refused.
- An excerpt sentence an interrogative particle opens (هل، أليس، ألعل، أفلا), or a line it quotes
  after a colon that one opens, restated with its content words and no question mark, no
  interrogative and no verb of asking is refused.
"""

from __future__ import annotations

import re

from dalil.text.normalize import fold
from dalil.text.restated import bare_forms, content, restated_sentence, text_keys, tokens
from dalil.text.support import split_sentences, strip_markers

# Finding kinds, as `text.assertions`' (the validator's codes): a mode changed or a question
# asserted is a certainty the excerpt does not give (`hedge`, as a will stated as done); a speaker
# changed is who did what (`role`).
MODALITY = "hedge"
SPEAKER = "role"
QUESTION = "hedge"

# Folded modal verbs by mode, read as a stem with an optional imperfect prefix, person ending and
# object pronoun: "أمرا" "فأمرهما" "يأمرهم" "سمحا" "يسمح" "طلبا" "استأذنوه".
_MODES = {
    "order": ("امر",),
    "permit": ("سمح", "اجاز"),
    "request": ("طلب", "استاذن", "التمس"),
    "forbid": ("منع",),  # not نهى: folded "نهي" is also "أنهى" (finished), "نها" the "-نها" of "أنها"
    "advise": ("نصح", "اشار"),  # "أشاروا عليه بالتوجه": advised him to go
}
_PERSON = r"(?:ت|تا|ا|وا|تم|نا|ن|ي|و)?"
_OBJECT = r"(?:ه|ها|هم|هما|هن|ك|كم|ني|نا)?"
_MODE_PATTERNS = {
    mode: re.compile(rf"^(?:[يتنا])?(?:{'|'.join(stems)}){_PERSON}{_OBJECT}$") for mode, stems in _MODES.items()
}
# Nouns written like a modal verb: "أمراء" (princes), "امراه" (a woman), "أمور" (matters).
_NOT_MODAL = frozenset("امراء امراه امور امير ايمر طلبه طلبات اطلب".split())


def _modes(text: str) -> set[str]:
    found: set[str] = set()
    for tok in tokens(text):
        for form in bare_forms(tok):
            if form in _NOT_MODAL or form.startswith("ال"):
                continue
            found.update(mode for mode, pattern in _MODE_PATTERNS.items() if pattern.match(form))
    return found


def modal(token: str) -> bool:
    """Is the word a modal verb (ordered, allowed, asked, forbidden, advised)?"""
    return bool(_modes(token))


def mode_changed(sentence: str, excerpt: str) -> str | None:
    """A modal of another mode than the excerpt sentence's: "أمرا الجند" -> "سمحا للجند"."""
    said = _modes(sentence)
    if not said:
        return None
    restated = restated_sentence(sentence, excerpt)
    held = _modes(restated)
    added = said - held
    if held and added and len(text_keys(sentence) & text_keys(restated)) >= 2:
        return f"{sorted(added)[0]} for {sorted(held)[0]}"
    return None


_LABEL = re.compile(r"^\s*([^\s:،,.]+(?:\s[^\s:،,.]+)?)\s*:")


# A speech verb heading the sentence ("فقال لهم:", "أجاب يسوع:") is a narrated saying, not a label.
_SPEECH = re.compile(r"^(?:[وف])?(?:قال|قائل|يقول|تقول|اقول|نقول|اجاب|يجيب|سال|يسال|صرخ|نادي|كتب)")


def _label(sentence: str) -> tuple[str, str] | None:
    """(folded label, the line after it) when the sentence opens with a speaker's label."""
    match = _LABEL.match(strip_markers(sentence).strip(" \"'«»"))
    if match is None:
        return None
    words = tokens(match.group(1))
    if not words or not all(content(word) for word in words) or _SPEECH.match(words[0]):
        return None
    return fold(match.group(1)), strip_markers(sentence).strip(" \"'«»")[match.end() :]


def speaker_changed(sentence: str, excerpt: str) -> str | None:
    """A quoted line of the excerpt put under another speaker's label."""
    said = _label(sentence)
    if said is None:
        return None
    line_keys = text_keys(said[1])
    labelled = [held for held in map(_label, split_sentences(excerpt)) if held is not None]
    # Only a speaker of the passage: an answer's own "الجواب:" or "المعنى:" heads no quoted line.
    if len(line_keys) < 2 or said[0] not in {held[0] for held in labelled}:
        return None
    for held in labelled:
        if held[0] == said[0]:
            continue
        if line_keys <= text_keys(held[1]) | text_keys(said[0]):
            return f"{said[0]} for {held[0]}"
    return None


# Folded, so without the hamza: not "الا" (إلا/ألا) nor "اما" (أما/إما), which are read as often as not a question.
_INTERROGATIVES = frozenset("هل الم اليس افلا العل العلك العلكم العله اانت اانتم".split())
# Words that ask, in the answer: it keeps the question ("لماذا لم تعطني" restated with its "لماذا").
_ASKS = frozenset("هل لماذا ماذا كيف متى اين ايه ليه ازاي امتي".split())
_ASKING = re.compile(r"^(?:[وف])?(?:سال|يسال|تسال|تساءل|يتساءل|استفهم|استفسر)")


def _asks(sentence: str) -> bool:
    """Whether an interrogative particle opens the sentence: a question mark alone is not read, as
    a restatement may end where the excerpt's sentence ends and lose it."""
    folded = tokens(sentence)
    return bool(folded and folded[0] in _INTERROGATIVES)


def _questions(sentence: str) -> list[str]:
    """The sentence when an interrogative particle opens it, and each line it quotes after a colon
    that one opens ("قائلا: هل يحل الإبراء في السبت")."""
    parts = strip_markers(sentence).split(":")
    return [sentence] * _asks(sentence) + [part for part in parts[1:] if _asks(part)]


def question_asserted(sentence: str, excerpt: str) -> str | None:
    """A question of the excerpt ("ألعلك أعظم من أبينا يعقوب؟") stated ("أنت أعظم من …")."""
    restated = restated_sentence(sentence, excerpt)
    questions = [] if restated is excerpt else _questions(restated)
    if not questions:
        return None
    body = strip_markers(sentence)
    folded = tokens(body)
    forms = {form for tok in folded for form in bare_forms(tok)}
    if "؟" in body or "?" in body or any(_ASKING.match(tok) for tok in folded) or forms & (_INTERROGATIVES | _ASKS):
        return None
    said, held = text_keys(body), text_keys(restated)
    if len(said & held) < 3 or len(said & held) * 2 < len({t for t in folded if content(t)}):
        return None
    # The claim restates the question's own words (two, or all it has), not only the narration around it.
    if any(len(said & text_keys(question)) >= min(2, len(text_keys(question))) > 0 for question in questions):
        return "a question stated as an assertion"
    return None


def modality_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    """(finding kind, detail) for each of the framings above that the excerpt does not state."""
    checks = (
        (MODALITY, mode_changed),
        (SPEAKER, speaker_changed),
        (QUESTION, question_asserted),
    )
    found: list[tuple[str, str]] = []
    for kind, check in checks:
        detail = check(sentence, excerpt)
        if detail is not None:
            found.append((kind, detail))
    return found
