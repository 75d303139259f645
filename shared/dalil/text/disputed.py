"""What a sentence tells without asserting it: content the record reports as others' confusion, or reports and then
corrects (DISPUTED75).

"ويخلط البعض بينه وبين سمعان … الذي صار أسقفا لأورشليم في سنة 106 … لكن هذا خطأ": the year is Simeon's, and the
record denies that it is the saint's. The reading is of structure, not of one record's words:
- a **correction**: a falsity predicate ("خطأ", "غير صحيح", "باطلا", "كاذب") whose subject, at most two words
  before it, points back (a demonstrative, a pronoun, or the claim's own noun: "وهذا غير صحيح", "لكن هذا خطأ",
  "وهو في ذلك كاذب", "كان ادعاء كوستا باطلا"), or a correction opener ("والصحيح أن", "الصواب أن") that puts the
  true content after it. What it corrects runs back to the nearest report frame of the same sentence (a verb of
  believing, claiming, confusing or a report of `text.hedges`: "يخلط البعض", "يزعم", "ادعى", "قيل") and, with
  none, to the sentence's start;
- a **confusion**: "يخلط … بين A وبين B" reports two persons taken for one; what follows بين is told of the two
  parties, and none of it of the other one.
A hedge alone ("قيل إنه ابن أرملة صرفة صيدا", "يعتقد المسلمون أن …") is no denial: the record keeps it as a
possibility and the dev sets' gold accepts answers that carry it (fq15-116, fq19-131, fq22-076, fq12-054); its reading
stays with `text.hedges` and the claim checks that keep a hedge.
"""

from __future__ import annotations

from dataclasses import dataclass

from dalil.text.glued import unglued
from dalil.text.hedges import BELIEFS, DOUBTS, SUPPOSITIONS
from dalil.text.normalize import fold, folded_words
from dalil.text.stem import DEMONSTRATIVES

# The predicates that call a told content false (folded; "غير" + a word of truth is its negated form).
FALSITIES = folded_words("خطأ خطا خاطئ خاطئة خاطئا باطل باطلا باطلة كاذب كاذبا كاذبة كذب مغلوط")
_TRUTHS = folded_words("صحيح صحيحا صحيحة دقيق دقيقا سليم")
_NOT = folded_words("غير ليس ليست")
# The words a correction puts before the true content: "والصحيح أن", "لكن الصواب أن".
CORRECTIONS = folded_words("الصحيح الصواب والصحيح والصواب")
# Verbs and nouns of confusing one for another and of claiming: the content after them is someone's report.
CONFUSIONS = folded_words("يخلط يخلطون خلط خلطوا الخلط اختلط يختلط")
CLAIMS = folded_words("ادعى ادعت ادعوا يدعي يدعون ادعاء مزاعم تفسير يفسر")
_REPORT_FRAMES = CONFUSIONS | CLAIMS | folded_words(" ".join(DOUBTS | BELIEFS | SUPPOSITIONS))
# Words that point back to a told content as a correction's subject ("وهذا", "وهو في ذلك", "ادعاء كوستا").
_POINTERS = DEMONSTRATIVES | folded_words("هو هي وهو وهي")
_THAT = folded_words("أن إن أنه أنها هو هي")  # "والصحيح أن …": a correction opener, not "النطق الصحيح لها"
_BUT = folded_words("لكن بل")  # "لكن هذا خطأ": the correction's own conjunction (ولكن past its و)
_SUBJECT_REACH = 3  # words between a falsity predicate and what points back ("وهو في ذلك كاذب")
_BETWEEN = "بين"
_BETWEEN_REACH = 6  # words from the confusing verb to its بين ("يخلط السنكسار القبطي في بعض طبعاته بين")


@dataclass(frozen=True)
class Stretch:
    """Folded word positions [start, end) of a sentence that the record does not assert, and whether it is a
    confusion's (told of two parties, `confused`) or a denied report's."""

    start: int
    end: int
    confused: bool
    other: int = 0  # a confusion's second party starts here ("وقديس آخر كان في إنطاكية …"); the first is before it


def _bare(word: str) -> str:
    return unglued(word)


def _falsity_at(words: list[str], i: int) -> bool:
    """Does a falsity predicate stand at `i` ("خطأ", "غير صحيح")?"""
    word = _bare(words[i])
    if word in FALSITIES:
        return True
    return word in _TRUTHS and i > 0 and _bare(words[i - 1]) in _NOT


def _opens_clause(words: list[str], j: int) -> bool:
    """A pointer that opens its own clause: glued to و/ف ("وهذا غير صحيح", "وهو في ذلك كاذب") or after لكن/بل ("لكن
    هذا خطأ"). Not a demonstrative after its noun ("فديانة هذا باطلة", James 1:26: this one's religion is vain)."""
    bare = _bare(words[j])
    if bare not in _POINTERS:
        return False
    return bare != words[j] or (j > 0 and _bare(words[j - 1]) in _BUT)


def _correction_start(words: list[str], i: int) -> int | None:
    """The start of the correction clause whose falsity predicate stands at `i` (None: nothing points back)."""
    pointers = [j for j in range(max(i - _SUBJECT_REACH - 1, 0), i) if _opens_clause(words, j)]
    if not pointers:
        return None
    start = pointers[0]  # the farthest: "وهو في ذلك كاذب" from وهو
    return start - 1 if start > 0 and _bare(words[start - 1]) in _BUT else start


def _frame_before(words: list[str], at: int, floor: int) -> int | None:
    """The nearest report frame before `at` (not before `floor`): where the reported content starts. None: the
    sentence reports nothing there, and a "وهذا خطأ" of it judges a deed, not a told content."""
    for j in range(at - 1, floor - 1, -1):
        if words[j] in _REPORT_FRAMES or _bare(words[j]) in _REPORT_FRAMES:
            return j + 1
    return None


def _corrections(words: list[str]) -> list[Stretch]:
    stretches: list[Stretch] = []
    floor = 0
    for i, word in enumerate(words):
        if _bare(word) in CORRECTIONS and i + 1 < len(words) and words[i + 1] in _THAT:
            start: int | None = i
        elif _falsity_at(words, i):
            start = _correction_start(words, i)
        else:
            continue
        told = None if start is None or start <= floor else _frame_before(words, start, floor)
        if start is not None and told is not None and told < start:
            stretches.append(Stretch(told, start, False))
            floor = i + 1
    return stretches


def _confusions(words: list[str]) -> list[Stretch]:
    stretches: list[Stretch] = []
    for i, word in enumerate(words):
        if _bare(word) not in CONFUSIONS:
            continue
        between = next((j for j in range(i + 1, min(i + 1 + _BETWEEN_REACH + 1, len(words))) if words[j] == _BETWEEN), None)
        if between is None:
            continue
        # to the next frame ("ولعل ذلك الخلط مصدره …" tells where the confusion came from) or the sentence's end
        end = next((j for j in range(between + 1, len(words)) if _bare(words[j]) in _REPORT_FRAMES), len(words))
        stretches.append(Stretch(between + 1, end, True, _second_party(words, between + 1, end)))
    return stretches


def _second_party(words: list[str], start: int, end: int) -> int:
    """Where the second of two confused parties starts: after the first word, the first one glued to و ("بينه وبين
    سمعان", "بين القديس كبريانوس أسقف قرطاجنة وقديس آخر"); the stretch's start when none is written apart."""
    for j in range(start + 1, end):
        if words[j] == "وبين":
            return j + 1
        if words[j][:1] == "و" and unglued(words[j]) != words[j]:
            return j
    return start


def unasserted(sentence: str) -> tuple[list[str], list[Stretch]]:
    """The sentence's folded words and the stretches of them it does not assert (module docstring). A confusion that
    a correction closes ends at the correction, and is a denied report."""
    words = fold(sentence).split()
    corrected = _corrections(words)
    stretches = list(corrected)
    for confusion in _confusions(words):
        closing = next((c for c in corrected if c.end > confusion.start), None)
        if closing is not None:
            continue  # the correction's stretch already runs back to the confusing verb
        stretches.append(confusion)
    return words, stretches


def frame_words(words: list[str]) -> frozenset[str]:
    """The sentence's words that frame a report or a correction (a question holding one asks about the report)."""
    return frozenset(w for w in words if _bare(w) in _REPORT_FRAMES | CORRECTIONS or _bare(w) in FALSITIES)
