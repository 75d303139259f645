"""How a claim states the excerpt's act: ordered, allowed, asked or forbidden; and four framings
of the same words that keep every content word of the excerpt and so pass the coverage checks:
the speaker of a quoted line ("الشماس: …" written "الكاهن: …"), "one of the greatest" made "the
greatest", a question restated as an assertion, and "after" a time point made "before" it.

- The modal verbs are a closed class (أمر، سمح، أجاز، طلب، استأذن، التمس، منع), read on the bare
  verb with its person endings and object pronouns. A sentence writing a modal the excerpt
  sentence it restates does not write, where that sentence writes one of another mode, is
  refused: an order made a permission, a request for leave made an order. A modal added where
  the excerpt writes none is not read ("أمر بقطع رأسه" is how a narrative tells "قطع رأسه").
- A speaker label is one or two words before a colon at the head of a sentence (a liturgy's
  "الشماس:"، "الكاهن:"، "الشعب:"); the same line under another label the passage gives is refused.
- "أحد/إحدى/من" + an elative ("إحدى أكبر مدن العالم") is one of the set; the same elative without
  it is the one, refused unless the excerpt sentence also writes the elative alone.
- An excerpt sentence an interrogative particle opens (هل، أليس، ألعل، أفلا) restated with its
  content words and no question mark, no interrogative and no verb of asking is refused.
- "قبل X" for the excerpt's "بعد X" (or the reverse) with the same next word is refused, and so is
  "آخر"/"الأخير" for the excerpt's "أول"/"الأول" beside the same word (or the reverse).
"""

from __future__ import annotations

import re

from dalil.text.comparison import COMPARISON, elative_of
from dalil.text.normalize import fold
from dalil.text.order import ORDER
from dalil.text.quantifiers import QUANTIFIER, quantifier_mismatch
from dalil.text.restated import bare_forms, content, restated_sentence, text_keys, tokens
from dalil.text.support import split_sentences, strip_markers

# Finding kinds, as `text.assertions`' (the validator's codes): a mode changed or a question
# asserted is a certainty the excerpt does not give (`hedge`, as a will stated as done); a speaker
# changed is who did what (`role`); the other two are `text.comparison`'s and `text.order`'s.
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


_ONE_OF = frozenset("احد احدي من".split())


def _elatives(text: str) -> list[tuple[str, bool]]:
    """Each elative of the text and whether "أحد/إحدى/من" makes it one of a set."""
    folded = tokens(text)
    found: list[tuple[str, bool]] = []
    for i, tok in enumerate(folded):
        form = elative_of(tok)
        if form is not None:
            found.append((form, i > 0 and bool(bare_forms(folded[i - 1]) & _ONE_OF)))
    return found


def one_of_dropped(sentence: str, excerpt: str) -> str | None:
    """ "إحدى أكبر مدن العالم" restated "أكبر مدينة في العالم"."""
    said = [form for form, one_of in _elatives(sentence) if not one_of]
    if not said:
        return None
    held = _elatives(restated_sentence(sentence, excerpt))
    for form in said:
        if (form, True) in held and (form, False) not in held:
            return f"one of the {form} stated as the {form}"
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


def question_asserted(sentence: str, excerpt: str) -> str | None:
    """A question of the excerpt ("ألعلك أعظم من أبينا يعقوب؟") stated ("أنت أعظم من …")."""
    restated = restated_sentence(sentence, excerpt)
    if restated is excerpt or not _asks(restated):
        return None
    body = strip_markers(sentence)
    folded = tokens(body)
    forms = {form for tok in folded for form in bare_forms(tok)}
    if "؟" in body or "?" in body or any(_ASKING.match(tok) for tok in folded) or forms & (_INTERROGATIVES | _ASKS):
        return None
    said, held = text_keys(body), text_keys(restated)
    if len(said & held) >= 3 and len(said & held) * 2 >= len({t for t in folded if content(t)}):
        return "a question stated as an assertion"
    return None


# First and last, folded: "أول أجزائه" -> "آخر أجزائه", "الجزء الأول" -> "الجزء الأخير". "آخر" is
# also "another": read only beside the same word as the excerpt's "أول".
_FIRST = frozenset("اول الاول الاولي اولي".split())
_LAST = frozenset("اخر الاخر الاخير الاخيره اخير اخيره".split())


def _ends(text: str) -> set[tuple[str, str, str]]:
    """(first|last, side, neighbour) for each first or last word of the text and its neighbours."""
    folded = tokens(text)
    found: set[tuple[str, str, str]] = set()
    for i, tok in enumerate(folded):
        end = "first" if tok in _FIRST else "last" if tok in _LAST else None
        if end is None:
            continue
        if i + 1 < len(folded) and content(folded[i + 1]):
            found.add((end, "next", folded[i + 1]))
        if i and content(folded[i - 1]):
            found.add((end, "previous", folded[i - 1]))
    return found


def first_made_last(sentence: str, excerpt: str) -> str | None:
    """The excerpt's "first" beside a word, written "last" beside the same word (or the reverse),
    where `text.quantifiers` (which reads "الأول" -> "الأخير" on the same noun) finds nothing."""
    if quantifier_mismatch(sentence, excerpt) is not None:
        return None  # already one quantifier finding: the same bend is not reported twice
    held = _ends(restated_sentence(sentence, excerpt))
    for end, side, neighbour in _ends(sentence):
        other = "last" if end == "first" else "first"
        if (other, side, neighbour) in held and (end, side, neighbour) not in held:
            return f"{end} for the excerpt's {other} ({neighbour})"
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


def modality_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    """(finding kind, detail) for each of the framings above that the excerpt does not state."""
    checks = (
        (MODALITY, mode_changed),
        (SPEAKER, speaker_changed),
        (COMPARISON, one_of_dropped),
        (QUESTION, question_asserted),
        (ORDER, time_point_flipped),
        (QUANTIFIER, first_made_last),
    )
    found: list[tuple[str, str]] = []
    for kind, check in checks:
        detail = check(sentence, excerpt)
        if detail is not None:
            found.append((kind, detail))
    return found
