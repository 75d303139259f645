"""The model's own words between two quotations of one record, and after one (TWOSENT64).

Models quote two sentences of the record they cite with words of their own between them, and end a quotation with
a conclusion that only says one of its clauses again:

- a continuation frame: "«…»، ثم يتابع قائلا: «…» [E1]."، "«…»، وبعدها على طول النص بيكمل: «…»"، Franco "«…», w ba3deen
  by2ool: «…»". The frame says only that the record goes on: its words are the source's lead words (the text, it says,
  written) and words of going on (then, after it, right after, it continues, adds, saying), nothing else — no speaker,
  no deed, no place, no number. `continuation_cuts` cuts the claim there when what stands before the frame is a
  quotation alone and a quotation follows it; each quotation is then a claim of its own with the sentence's citation,
  and every claim check reads each against the excerpt (a bent first or second quotation is refused as before). A
  frame with any other word ("ثم قال بطرس:"، "ثم يواصل بعد أن سافروا:") is not cut: the sentence is read as written.
- a conclusion connective (`concludes`): "«…»؛ لذلك <a clause of that quotation>"، "«…» — yeb2a …"، "«…»، وعلشان كده …".
  `text.clause_summary` reads the connective as a lead-in that says nothing only AFTER the quotation, and only when
  what follows it is one of that quotation's clauses word for word: the conclusion then restates the record's own
  words. A conclusion with anything else (a consequence, a cause, a comparison, a negation, another sentence of the
  record) is no clause of the quotation and is read as the model's claim, as before.
The order the frame states (the second quotation comes after the first) is the record's order of sentences, not of
events; it is not checked against the excerpt.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from dalil.text.courtesy import words_of
from dalil.text.glued import glued_forms
from dalil.text.normalize import fold

# Words that say the record goes on: then, after it, right after, it continues / adds / goes on saying (MSA, Egyptian,
# Franco). The source's own lead words (النص، بيقول، مكتوب، كده …) are `text.support`'s and read with these.
CONTINUATION_WORDS = frozenset(
    fold(word).lower()
    for word in (
        "ثم بعد بعدها بعده بعدين بعديها طول مباشرة مباشره فورا "
        "يتابع بيتابع تابع يستطرد استطرد بيستطرد يواصل بيواصل واصل يكمل بيكمل كمل يستكمل يضيف بيضيف أضاف اضاف "
        "قائلا قايلا مضيفا متابعا "
        "ba3d ba3deen ba3dein badeen ba3dha ba3daha ba3deha ba3do 3ala tool tol 3altool 3latol "
        "byekammel bykammel bykamel beykammel beykamel yekammel yekamel byekamel bykaml bydeef byedeef beydeef "
        # FAITHSHAPE70: what follows it ("ويلي ذلك قوله:")
        "يلي يليه يليها تلي تليه تليها"
    ).split()
)
# FAITHSHAPE70: "also" ("«…» وكمان: «…»"، "W kaman:"، "وأيضا:"): another sentence of the same record, in no order said
ALSO_WORDS = frozenset(fold(word).lower() for word in "كمان أيضا ايضا كذلك برضه برضو kaman kman kamaan kamman bardo bardu".split())

# A conclusion connective as the model writes it before what follows from the quotation (therefore, so, hence); not
# إذًا, which folds to إذا "if".
_CONCLUSIONS = frozenset(
    " ".join(fold(word).lower() for word in phrase.split())
    for phrase in (
        "لذلك", "لهذا", "لذا", "إذن", "اذن", "وعليه", "بالتالي", "فبالتالي", "ومن ثم", "ومن هنا",
        "علشان كده", "عشان كده", "علشان كدا", "عشان كدا", "يبقى", "فيبقى", "يبقي",
        "lehaza", "lehazza", "lezalek", "yeb2a", "yeba2", "yb2a", "fa", "3ashan keda", "3shan keda", "alashan keda",
        "3ashan kda", "3alashan keda",
    )
)
_GLUED = ("و", "ف", "w", "f")

# A quotation closed, a clause mark (FAITHSHAPE70: or none — the closing mark ends the record's words as a clause mark
# would: "«A» ثم يتابع: «B»"), the frame, ":" and the next quotation opening.
_QUOTE_JOINER = re.compile(
    r"(?<=[»”\"])[ \t]*(?:(?:[،,؛;]|[—–]|-(?=[ \t]))[ \t]*)?(?P<frame>[^«»“”\":،,؛;.؟?!\n]{1,60}?)[ \t]*:[ \t]*(?=[«“\"])"
)
_LONE_QUOTATION = re.compile(r"[ \t]*[«“\"][^«»“”\"]+[»”\"][ \t]*")
_FRAME_WORDS = 8  # "وبعدها على طول النص بيكمل": a few words


def _continuation_word(word: str) -> bool:
    return any(form in CONTINUATION_WORDS for form in glued_forms(word))


# FAITHSHAPE70: the record's kind, which a frame between two of its quotations names ("«…» ويكمل الإنجيل: «…»"، "ثم تقول
# الأوشية:"); not a lead word: before a quotation it opens the record's name ("إنجيل متى 5:"), read by `lead_record`
_RECORD_KINDS = frozenset(
    fold(word) for word in "إنجيل رسالة سفر مزمور سنكسار سيرة أوشية قداس تسبحة إبصالية مقال مقالة النص".split()
)


def _names_kind(word: str) -> bool:
    return any(form in _RECORD_KINDS or form.removeprefix("ال") in _RECORD_KINDS for form in glued_forms(fold(word)))


def _going_on(word: str) -> bool:
    """A word of going on: then, after it, it continues (`CONTINUATION_WORDS`), or also (`ALSO_WORDS`)."""
    return _continuation_word(word) or any(form in ALSO_WORDS for form in glued_forms(word))


def continues(frame: str, lead_word: Callable[[str], bool]) -> bool:
    """`frame` says only that the record goes on: a few words, each a word of going on, a lead word of the source
    (`lead_word`) or the record's kind (`_RECORD_KINDS`), at least one of going on."""
    words = words_of(frame)
    return (
        0 < len(words) <= _FRAME_WORDS and len(words) == len(frame.split())
        and all(_going_on(word) or lead_word(word) or _names_kind(word) for word in words)
        and any(_going_on(word) for word in words)
    )


def continuation_links(claim: str, lead_word: Callable[[str], bool]) -> list[tuple[str, bool]]:
    """`continuation_cuts`' pieces, each with whether the frame before it says it comes after the one before ("ثم"،
    "وبعدها"، "يتابع", not "also" alone: FAITHSHAPE70, the order the quotation rule holds the record to)."""
    pieces: list[tuple[str, bool]] = []
    position, after = 0, False
    for joiner in _QUOTE_JOINER.finditer(claim):
        before = claim[position : joiner.start()]
        if _LONE_QUOTATION.fullmatch(before) and continues(joiner.group("frame"), lead_word):
            pieces.append((before.strip(), after))
            position = joiner.end()
            after = any(_continuation_word(word) for word in words_of(joiner.group("frame")))
    return [*pieces, (claim[position:], after)] if pieces else [(claim, False)]


def continuation_cuts(claim: str, lead_word: Callable[[str], bool]) -> list[str]:
    """The claim's quotations, cut at each continuation frame between two of them ("«A»، ثم يتابع قائلا: «B»" -> "«A»",
    "«B»"); the claim whole when it has none. Each piece before a frame must be a quotation alone."""
    return [piece for piece, _ in continuation_links(claim, lead_word)]


_OPENING_FRAME = re.compile(r"^[ \t]*(?P<frame>[^«»“”\":،,؛;.؟?!\n]{1,60}?)[ \t]*:[ \t]*(?P<rest>[«“\"].*)$", re.S)


def lone_quotation(text: str) -> bool:
    """`text` is one quotation and nothing else but the marks that close its sentence ("«…»؛", "«…».")."""
    return _LONE_QUOTATION.fullmatch(text.rstrip(" \t.،,؛;!")) is not None


def continued_quotation(text: str, lead_word: Callable[[str], bool]) -> str | None:
    """The quotation after a continuation frame that opens `text` ("وبعدين على طول بيقول: «B»" -> "«B»"), or None: the
    frame of two quotations that a "؛" or a full stop wrote as two sentences."""
    found = _OPENING_FRAME.match(text)
    return found.group("rest") if found and continues(found.group("frame"), lead_word) else None


def concludes(words: list[str]) -> bool:
    """Folded words that are a conclusion connective alone ("لذلك"، "وعلشان كده"، "yeb2a"), a glued و/ف on the first."""
    if not words:
        return False
    phrase = " ".join(words)
    if phrase in _CONCLUSIONS:
        return True
    first = words[0]
    return len(first) > 2 and first[0] in _GLUED and " ".join([first[1:], *words[1:]]) in _CONCLUSIONS
