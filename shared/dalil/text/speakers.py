"""Who says a quoted line, and to whom. A claim that quotes a line of its excerpt under another
speaker or to another addressee keeps the line's every word, and so passes the coverage checks,
while it asserts that someone else said it: "فعزاها ألقانة رجلها قائلا: لماذا تبكين" written
"فعزتها فننة ضرتها قائلة: لماذا تبكين", "قال لهما: أيها الغبيان" written "قالا له: أيها الغبيان".

- A quoted line opens after a colon or at a quotation mark; its frame is the words before that in
  the same clause (up to six), its line the words after. Only frames with a verb of saying (قال،
  قائلا، أجاب، صرخ، نادى، أقر …) in both the claim and the excerpt are read: a title in quotation
  marks or a term before a colon has no speaker (a liturgy's label is `text.modality`'s).
- The claim's line is the excerpt's when it shares at least two of its content words with a line
  of the restated excerpt sentence (the one, when it has one).
- Then the two frames are read:
  * the addressee: a pronoun after لـ (له، لها، لهم، لهما …) in both, and not the same one;
  * the speaker: a verb of saying in both, in another person or number (قال / قالا / قالوا);
  * the named speaker: the excerpt's frame has content words besides verbs of saying and
    particles that the claim's frame drops, and the claim's frame puts words of its own in their
    place, one of them a noun with the article (a verb of the frame in another person, "وجدته" →
    "تجده", names no one).
  A claim naming a speaker where the excerpt's frame names none ("فقال:" → "فقال القديس:") is not
  read: who it is is told sentences earlier, and a faithful answer names him the same way.
"""

from __future__ import annotations

import re

from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.restated import bare_forms, content, restated_sentence, word_keys
from dalil.text.stem import MSA_DEMONSTRATIVES, STOPWORDS
from dalil.text.support import HONORIFICS
from dalil.text.written import Word, words

# A finding kind, as `text.assertions`' (the validator's codes): who said it is who did what.
SPEAKER = "role"

_FRAME = 6
_LONG_FRAME = 12
# Folded verbs of saying and their participles, with an optional glued و/ف and imperfect prefix: a word that
# begins with one ("فقال", "قائلا", "أجابه", "يتكلم"), as a frame of saying is read.
_SAYING = re.compile(r"^(?:[وف])?(?:[يتان])?(?:قال|قول|قل|قائل|اجاب|جاوب|صرخ|صاح|نادي|هتف|تكلم|كلم|خاطب|اقر)")
# The verbs of saying as whole forms (a glued و/ف): where one word alone must be a verb of saying (the word
# before a quoted span, `text.quotation`), a prefix is too loose ("قل" begins قليل، "نادي" ناديا).
_SAYING_FORM = re.compile(
    r"^[وف]?(?:قال|قالت|قالوا|قالا|يقول|تقول|يقولون|قائلا|قائله|قائلين|اجاب|اجابت|اجابوا|صرخ|صرخت|صرخوا"
    r"|صاح|صاحت|نادي|نادت|هتف|هتفت|هتفوا)$"
)
# The pronouns of the one a line is said to ("قال له:"). `text.quotation` reads the same table.
ADDRESSEES = frozenset("له لها لهم لهما لهن لي لنا لك لكم لكما".split())
# Here also لكنّ ("to you", women): inside a frame of saying it is read as one; the quotation rule leaves
# it out, since the same letters are لكنّ "but", which opens a new clause rather than framing a line.
_ADDRESSEES = ADDRESSEES | {"لكن"}

# Verbs of replying besides the verbs of saying (`_SAYING` holds أجاب، جاوب), whole forms: رد in the past
# ("رد عليه بإيه", "فردت"), and in a question its present with the Egyptian بـ ("الشعب بيرد يقول إيه") and
# أجاب's and جاوب's present ("بماذا يجيب الشعب", "بيجاوب"). Not a word that only begins so ("فردوس",
# "نجيب", "برد"); not the present in a text, where "يرد" is mostly "returns" ("يرد الشرور على أعدائي").
_REPLY_PAST = re.compile(r"^رد(?:ت|وا|و)?$")
_REPLY_PRESENT = re.compile(r"^(?:ب?[يتن]رد|ب?[يت](?:جيب|جاوب))(?:وا|و)?$")


def reply_verb(folded: str, *, present: bool = True) -> bool:
    """Is this folded word a verb of replying ("رد", "وردت"; `present`: "بيرد", "يجيب" too), a glued و/ف
    too (not "ورد", "فرد": a three-letter word keeps its و/ف, mostly "returned")?"""
    bare = unglued(folded, 3)
    return bool(_REPLY_PAST.match(bare) or (present and _REPLY_PRESENT.match(bare)))


def saying_form(folded: str) -> bool:
    """Is this folded word, whole, a verb of saying ("فقالت", "قائلا", "أجاب"; not "قليل")?"""
    return bool(_SAYING_FORM.match(folded))


def saying_verb(folded: str) -> bool:
    """Is this folded word a verb of saying or its participle ("فقال", "قائلا", "أجابه", "صرخ")?"""
    return bool(_SAYING.match(folded))


def addressee(folded: str) -> bool:
    """Is this folded word a pronoun of the one a line is said to ("له", "لهم")?"""
    return folded in _ADDRESSEES


def _wide(before: list[Word]) -> list[Word]:
    """Where a line's speaker and addressee are read: from the word before its last verb of saying
    (a subject written first: "بطرس قال للتلميذ:") to the line, a speaker named at length included
    ("فقال ذلك التلميذ الذي كان يسوع يحبه لبطرس:"); no farther back than `_LONG_FRAME` words."""
    verbs = [at for at, w in enumerate(before) if _SAYING.match(w.folded)]
    if not verbs:
        return []
    return before[max(0, verbs[-1] - 1, len(before) - _LONG_FRAME) :]


def _quotes(ws: list[Word]) -> list[tuple[list[Word], list[Word], list[Word]]]:
    """(frame, line, the wider frame its sides are read in) of each quoted line of `ws`."""
    found = []
    for at, word in enumerate(ws):
        start = at + 1 if word.colon else at if word.opens_quote else None
        if start is None or start >= len(ws) or start == 0:
            continue
        clause = ws[start - 1].clause
        before = [w for w in ws[:start] if w.clause == clause]
        found.append((before[-_FRAME:], ws[start:], _wide(before)))
    return found


def _keys(ws: list[Word]) -> set[str]:
    return {key for w in ws if content(w.folded) for key in word_keys(w.folded)}


def _saying(ws: list[Word]) -> set[str]:
    return {w.folded.lstrip(GLUED_CONJUNCTIONS) for w in ws if _SAYING.match(w.folded)}


def _addressees(ws: list[Word]) -> set[str]:
    return {w.folded for w in ws if w.folded in _ADDRESSEES}


def _named(ws: list[Word]) -> list[Word]:
    """The frame's words besides verbs of saying, addressees and particles (a glued "وعندما")."""
    return [
        w for w in ws
        if content(w.folded) and not _SAYING.match(w.folded) and w.folded not in _ADDRESSEES
        and not bare_forms(w.folded) & STOPWORDS
    ]  # fmt: skip


def _sides(ws: list[Word]) -> tuple[set[str], set[str]]:
    """(the speaker's keys, the addressee's keys) of a frame: the addressee is a noun after a
    glued لـ or after إلى ("لبطرس", "للتلميذ", "إلى الشعب"); the speaker the other content words
    (besides verbs of saying and particles), before or after the verb (VSO, SVO)."""
    speaker: set[str] = set()
    addressee: set[str] = set()
    to_next = False
    for w in ws:
        if w.folded == "الي" or (w.folded[:1] == "ل" and w.folded[1:] in MSA_DEMONSTRATIVES):
            to_next = True  # "إلى الشعب", "لذلك التلميذ": the next noun is the one spoken to
            continue
        if not content(w.folded) or _SAYING.match(w.folded) or w.folded in _ADDRESSEES or bare_forms(w.folded) & STOPWORDS:
            to_next = False
            continue
        # "لبطرس" -> بطرس, "للقديس" -> القديس (the article's alif is not written after لـ)
        bare = "ال" + w.folded[2:] if w.folded.startswith("لل") else w.folded[1:]
        glued = w.folded[:1] == "ل" and len(w.folded) > 3 and content(bare)
        if to_next or glued:
            named = w.folded if to_next else bare
            addressee |= word_keys(named)
            to_next = named in HONORIFICS  # a title passes the addressee on to its name: "للقديس أنطونيوس"
        else:
            speaker |= word_keys(w.folded)
            to_next = False
    return speaker, addressee


def _sides_exchanged(said: list[Word], held: list[Word]) -> str | None:
    """The one the excerpt's line is said to made its speaker, or its speaker made the one it is
    said to: "فقال ذلك التلميذ … لبطرس:" -> "فقال بطرس لذلك التلميذ:" (or "بطرس قال للتلميذ:")."""
    said_speaker, said_to = _sides(said)
    held_speaker, held_to = _sides(held)
    # a word that moved sides: on the speaker's side in one and only on the addressee's in the other
    # ("قال الرب لربي" keeps رب on both sides)
    to_speaker = said_speaker & held_to - held_speaker - said_to
    to_addressee = said_to & held_speaker - held_to - said_speaker
    if to_speaker and to_addressee:
        return f"speaker '{sorted(to_speaker)[0]}' and addressee exchanged"
    return None


def _definite(word: Word) -> bool:
    """A noun with the article ("الكرامون", "والشيوخ"): who speaks is a noun phrase, and a verb of
    the frame in another person ("وجدته" → "تجده") names no one."""
    return any(form.startswith("ال") for form in (word.folded, word.folded[1:]) if len(form) > 4)


def _stems(verbs: set[str]) -> set[str]:
    """The verbs of saying without person endings: قال، قالا، قالوا، قالت meet as قال."""
    return {_SAYING.match(verb).group(0) if _SAYING.match(verb) else verb for verb in verbs}  # type: ignore[union-attr]


def _frames_differ(said: list[Word], held: list[Word], said_wide: list[Word], held_wide: list[Word]) -> str | None:
    exchanged = _sides_exchanged(said_wide, held_wide)
    if exchanged is not None:
        return exchanged
    if not (_saying(said) and _saying(held)):
        return None  # a title in quotation marks, a label, a term before a colon: no one speaks
    said_to, held_to = _addressees(said), _addressees(held)
    if said_to and held_to and not said_to & held_to:
        return f"said to '{sorted(said_to)[0]}' for '{sorted(held_to)[0]}'"
    said_verb, held_verb = _saying(said), _saying(held)
    if said_verb and held_verb and not said_verb & held_verb and _stems(said_verb) == _stems(held_verb):
        return f"'{sorted(said_verb)[0]}' for '{sorted(held_verb)[0]}'"
    held_keys, said_keys = _keys(held), _keys(said)
    dropped = [w for w in _named(held) if not word_keys(w.folded) & said_keys]
    added = [w for w in _named(said) if not word_keys(w.folded) & held_keys]
    if dropped and added and any(_definite(w) for w in (*dropped, *added)):
        return f"said by '{added[0].written}' for '{dropped[0].written}'"
    return None


def saying_moved(sentence: str, excerpt: str) -> str | None:
    said_quotes = _quotes(words(sentence))
    if not said_quotes:
        return None
    held_quotes = _quotes(words(restated_sentence(sentence, excerpt)))
    for frame, line, wide in said_quotes:
        line_keys = _keys(line)
        needed = min(2, len([w for w in line if content(w.folded)]))
        if not needed:
            continue
        # A line may hold another ("قال لهم: … أقول لكم: …"): the claim's frame need only agree
        # with one excerpt frame whose line its line is.
        moves = [
            _frames_differ(frame, held_frame, wide, held_wide)
            for held_frame, held_line, held_wide in held_quotes if len(line_keys & _keys(held_line)) >= needed
        ]  # fmt: skip
        if moves and None not in moves:
            return next(move for move in moves if move is not None)
    return None


def speaker_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    detail = saying_moved(sentence, excerpt)
    return [] if detail is None else [(SPEAKER, detail)]


# The singular past of the verbs of saying and their participles, by gender (folded, a glued و/ف and an
# object pronoun off): "قالت"/"أجابت"/"قائلة" are a woman's line, "قال"/"أجاب"/"قائلا" a man's; a plural
# ("قالوا") or the Egyptian present in a text is read as neither.
_FEMININE = re.compile(r"^(?:قالت|اجابت|جاوبت|صرخت|صاحت|نادت|هتفت|ردت|قائله|بتقول)(?:ه|ها|هم|هما|له|لها|لهم)?$")
_MASCULINE = re.compile(r"^(?:قال|اجاب|جاوب|صرخ|صاح|نادي|هتف|رد|قائلا|بيقول)(?:ه|ها|هم|هما|له|لها|لهم)?$")


def saying_voice(word: str) -> str | None:
    """The gender of a folded verb of saying ("فقالت" -> "f", "قال" -> "m"), None for a plural or another word."""
    bare = unglued(word, 3)
    if _FEMININE.match(bare):
        return "f"
    if _MASCULINE.match(bare):
        return "m"
    return None
