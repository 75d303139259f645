"""A slot answered from what the record does not assert (DISPUTED75): "في أي سنة صار القديس سمعان الغيور أسقفا
على أورشليم؟" answered by "ويخلط البعض بينه وبين سمعان … الذي صار أسقفا لأورشليم في سنة 106 … لكن هذا خطأ": the
bishopric and its year are told inside a confusion the record corrects (`text.disputed`), of another man.

The answering sentence is the one the answer quotes (most of its words are the answer's). It answers from its
unasserted stretch when the question's terms it holds only inside the stretch outnumber those it holds in the rest of
the sentence (what the record asserts): "ماذا تحمل الأيقونات اليونانية لسمعان الغيور؟" holds "الأيقونات
اليونانية" and "حاملا" in the asserted clause before the confusion and is answered. A confusion's stretch tells of
its two parties, each with his own description ("بين القديس كبريانوس أسقف قرطاجنة وقديس آخر كان في إنطاكية كان
ساحرا"): the second party's description answers nothing of the first ("هل كان كبريانوس أسقف قرطاجنة ساحرا؟"), and a
question that names the second party in full is answered by it. A question that holds a word of the frame
itself ("مع مين بيخلطوا سمعان", "ماذا ادعى بطرس") asks about the report, and the report answers it.
"""

from __future__ import annotations

from collections.abc import Sequence

from dalil.models import Evidence
from dalil.text.disputed import Stretch, frame_words, unasserted
from dalil.text.egyptian_verbs import held_terms, term_readings
from dalil.text.glued import BY_AND_TO, off_preposition
from dalil.text.normalize import fold
from dalil.text.support import split_sentences, strip_markers, subject_terms, term_set

DISPUTED_FILL = "disputed_fill"  # the stable code: "disputed_fill: <the question's terms held only there>"
_QUOTED = 0.6  # share of a sentence's words an answer writes when it gives that sentence
_GLUED_LONGER = 4  # letters a word with a glued ب/ل before a held word has more than ("لأورشليم": `glued.BY_AND_TO`)


def _terms(words: Sequence[str]) -> frozenset[str]:
    bare = [b for w in words if (b := off_preposition(w, BY_AND_TO, _GLUED_LONGER)) is not None]
    return term_set(" ".join([*words, *bare]))


def _quoted(words: Sequence[str], answer_words: frozenset[str]) -> bool:
    return bool(words) and sum(w in answer_words for w in words) >= _QUOTED * len(words)


def _rests_on(stretch: Stretch, words: list[str], asked: frozenset[str], question: str) -> frozenset[str]:
    """The question's terms the sentence holds only inside `stretch`, when they are what answers (else empty)."""
    readings = term_readings(question, asked)
    start = stretch.other if stretch.confused else stretch.start
    inside = held_terms(readings, _terms(words[start : stretch.end]))
    outside = held_terms(readings, _terms(words[: stretch.start] + words[stretch.end :]))
    first = held_terms(readings, _terms(words[stretch.start : start]))  # a confusion's first party
    only = inside - outside - first
    if len(only) <= len(outside):
        return frozenset()
    if stretch.confused and not (asked - inside):
        return frozenset()  # the second party is named in full: it is the one asked
    return only


def disputed_problem(question: str, answer: str, cited: Sequence[Evidence]) -> str | None:
    """`DISPUTED_FILL` when the answer gives a cited sentence whose question terms sit in what it does not assert."""
    asked = subject_terms(question)
    if not asked:
        return None
    answer_words = frozenset(fold(strip_markers(answer)).split())
    for item in cited:
        for sentence in split_sentences(strip_markers(item.excerpt)):
            words, stretches = unasserted(sentence)
            if not stretches or not _quoted(words, answer_words):
                continue
            if not term_set(" ".join(frame_words(words))).isdisjoint(asked):
                continue  # the question asks about the report itself
            for stretch in stretches:
                if only := _rests_on(stretch, words, asked, question):
                    return f"{DISPUTED_FILL}: {' '.join(sorted(only))}"
    return None
