"""The record's no to a yes/no question (RECORDNO64): "Anba X etgawez?" answered by the quotation "أرادت أن تزوج ابنها
… فأبى". The record tells the asked deed only as refused or negated — offered and refused ("عرض عليه أبواه الزواج فلم
يقبل"، "أمره بالسجود للأصنام فأبى"), refused outright ("امتنع عن قبول المال"، "رفضت أن …"), or negated ("لم يتزوج"،
"فلم يقبلها") — so its sentence contradicts the question's premise. The offline answerer cannot say "no": published as
the answer, the quotation reads as a yes to whoever asked. Such an answer declines with `premise_contradicted`, the
record shown as a source (docs/DECISIONS.md, RECORDNO64). An answer that says its own no ("لا، …", "ما اتجوزش …" in its
own words) is the claim checks' to judge (`verification.denial_problem`), never this reading's.

The deed asked is `said_asked.asked_deed`'s verb (by form, root, synonym, or as a negator's jussive takes it), or
marrying (`kin_existence.marriage_asked`, read by `kin_existence.marrying`). The refusing words are the synonym class of
رفض (`text.word_families`, data/paraphrase/synonyms.txt: رفض، أبى، امتنع …) and a negated verb of accepting ("لم يقبل").
A sentence that also tells the deed done ("فامتنع أولا … انصاع لأمره وسجد للأوثان") is no no: the deed is stated.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from dalil.answer.kin_existence import marriage_asked, marrying
from dalil.answer.said_asked import asked_deed, verb_readings
from dalil.answer.slot_fillers import same_word
from dalil.reasons import PREMISE_CONTRADICTED
from dalil.text.answer_words import ANSWER_NO
from dalil.text.assertions import denied, same_verb
from dalil.text.glued import unglued
from dalil.text.normalize import fold
from dalil.text.support import answer_sentences, strip_markers, without_presentation
from dalil.text.word_families import synonyms_of

_REFUSING_WORD = "رفض"  # its synonym class (synonyms.txt "refusing") is the refusing words' one home
_ACCEPTING = "يقبل"  # negated, a refusal ("فلم يقبل"، "لم يقبلها")
_OFFERED_REACH = 5  # words from the deed offered to its refusal: "أرادت ان تزوج ابنها ابرام ، فأبى"
_REFUSED_REACH = 3  # words from a refusal to the deed it refuses: "امتنع عن قبول المال"، "رفض أن يتزوج"
_MAX_WORDS = 400  # a sentence longer than this is no record sentence read here


def _refusing(word: str) -> bool:
    """A word of refusing (the class of رفض, with its glued ف forms), read as written or past a glued و/ف."""
    keys = synonyms_of(fold(_REFUSING_WORD))
    return word in keys or unglued(word) in keys


def _accepting(word: str) -> bool:
    bare = unglued(word)
    return same_verb(_ACCEPTING, bare) or (bare[:1] in "يت" and same_word(_ACCEPTING, bare))


def deed_reader(question: str) -> Callable[[str], bool] | None:
    """Which words of a sentence tell the deed a yes/no question asks, or None when it asks no deed."""
    if marriage_asked(question):
        return marrying
    deed = asked_deed(question)
    if deed is None:
        return None
    readings = verb_readings(deed.verb)
    return lambda word: any(same_word(reading, word) or same_verb(reading, word) for reading in readings)


def _contradicted(words: Sequence[str], at: int, negated: Collection[int]) -> bool:
    """Is the deed at `at` negated, or refused: a refusal after it (offered, then refused) or right before it?"""
    if at in negated:
        return True
    refusals = [
        i for i, word in enumerate(words) if _refusing(word) or (i in negated and _accepting(word))
    ]
    return any(at < i <= at + _OFFERED_REACH or i < at <= i + _REFUSED_REACH for i in refusals)


def record_says_no(question: str, sentence: str) -> bool | None:
    """True when the sentence tells the asked deed only as refused or negated, False when it tells it done, None when
    it does not tell it (or the question asks no deed)."""
    reads = deed_reader(question)
    words = fold(strip_markers(sentence)).split()
    if reads is None or len(words) > _MAX_WORDS:
        return None
    at = [i for i, word in enumerate(words) if reads(word)]
    if not at:
        return None
    negated = denied(words)
    return all(_contradicted(words, i, negated) for i in at)


def _says_own_no(answer: str) -> bool:
    """Does the answer open with its no ("لا، …", "La2, …")?"""
    words = fold(without_presentation(answer)).lower().replace("،", " ").replace(",", " ").split()
    return bool(words) and words[0].strip(" .!:") in ANSWER_NO


def record_no_problem(question: str, answer: str, excerpts: Sequence[str]) -> str | None:
    """`premise_contradicted: <deed>` when the answer publishes the record's no as if it were an answer: an answer
    sentence quoting the record (a cited excerpt holds it) tells the asked deed only refused or negated, no answer
    sentence tells it done, and the answer says no no of its own (its opening "لا", or a refusing sentence in its own
    words)."""
    if _says_own_no(answer) or deed_reader(question) is None:
        return None
    held = [fold(strip_markers(excerpt)) for excerpt in excerpts]
    found = None
    for part in answer_sentences(answer):
        says = record_says_no(question, part.text)
        if says is False:
            return None  # the deed told done
        if says:
            if not any(fold(strip_markers(part.text)).strip(" .") in text for text in held):
                return None  # the answer's own words say it: its no, the claim checks' to judge
            found = part.text
    if found is None:
        return None
    return f"{PREMISE_CONTRADICTED}: {_deed_word(question, found)}"


def _deed_word(question: str, sentence: str) -> str:
    reads = deed_reader(question)
    return next((word for word in fold(strip_markers(sentence)).split() if reads is not None and reads(word)), "")
