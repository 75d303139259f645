"""The record's no to a yes/no question (RECORDNO64): "Anba X etgawez?" answered by the quotation "أرادت أن تزوج ابنها
… فأبى". The record tells the asked deed only as refused or negated — offered and refused ("عرض عليه أبواه الزواج فلم
يقبل"، "أمره بالسجود للأصنام فأبى"), refused outright ("امتنع عن قبول المال"، "رفضت أن …"), or negated ("لم يتزوج"،
"فلم يقبلها") — so its sentence contradicts the question's premise. The offline answerer cannot say "no": published as
the answer, the quotation reads as a yes to whoever asked. Such an answer declines with `premise_contradicted`, the
record shown as a source (docs/DECISIONS.md, RECORDNO64). An answer that says its own no ("لا، …", "ما اتجوزش …" in its
own words) is the claim checks' to judge (`verification.denial_problem`), never this reading's.

The deed asked is `said_asked.asked_deed`'s verb (by form, root, synonym, or as a negator's jussive takes it), marrying
(`kin_existence.marriage_asked`, read by `kin_existence.marrying`), or a copular question's predicate
(`said_asked.asked_proposition`: "ولم يكن كاهنا"). The refusing words are the synonym class of
رفض (`text.word_families`, data/paraphrase/synonyms.txt: رفض، أبى، امتنع …) and a negated verb of accepting ("لم يقبل").
A sentence that also tells the deed done ("فامتنع أولا … انصاع لأمره وسجد للأوثان") is no no: the deed is stated.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from dalil.answer.kin_existence import asked_kin, marriage_asked, marrying
from dalil.answer.said_asked import asked_deed, asked_proposition, verb_readings
from dalil.answer.slot_fillers import same_word
from dalil.reasons import PREMISE_CONTRADICTED
from dalil.text.assertions import denied, same_verb
from dalil.text.glued import unglued
from dalil.text.normalize import fold
from dalil.text.stem import VERB_COPULAS
from dalil.text.support import answer_sentences, strip_markers
from dalil.text.word_families import synonyms_of
from dalil.text.yes_no_opening import opens_with_no

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
    if deed is not None:
        readings = verb_readings(deed.verb)
        return lambda word: any(same_word(reading, word) or same_verb(reading, word) for reading in readings)
    # a copular yes/no ("هل كان X أسقفا؟"): its predicate negated ("ولم يكن أسقفا") or refused ("أرادوا أن يقيموه أسقفا
    # فأبى") is the record's no too
    wanted = [] if asked_kin(question) is not None else asked_proposition(question)
    return (lambda word: same_word(wanted[-1], word)) if wanted else None


def _contradicted(words: Sequence[str], at: int, negated: Collection[int]) -> bool:
    """Is the deed at `at` negated, or refused: a refusal after it (offered, then refused) or right before it?"""
    # the deed itself negated, or the copula before a predicate ("ولم يكن كاهنا": the negator governs يكن)
    if at in negated or (at - 1 in negated and any(same_verb(be, words[at - 1]) for be in VERB_COPULAS)):
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


def record_no_problem(question: str, answer: str, excerpts: Sequence[str]) -> str | None:
    """`premise_contradicted: <deed>` when the answer publishes the record's no as if it were an answer: it is the
    record's sentences alone (each held by a cited excerpt, as the offline answerer quotes them), one tells the asked
    deed only refused or negated and none tells it done. An answer with words of its own — its opening "لا", a
    lead-in or a conclusion that says the no ("يعني ما اتجوزش") — is the claim checks' to judge."""
    if opens_with_no(answer) or deed_reader(question) is None:
        return None
    held = [_quoted(excerpt) for excerpt in excerpts]
    parts = [part.text for part in answer_sentences(answer)]
    if not parts or not all(_quoted(text) and any(_quoted(text) in excerpt for excerpt in held) for text in parts):
        return None
    said = [record_says_no(question, text) for text in parts]
    if False in said or True not in said:
        return None  # the deed told done, or not told
    return f"{PREMISE_CONTRADICTED}: {_deed_word(question, parts[said.index(True)])}"


def _quoted(text: str) -> str:
    """The text's folded words, markers off (`fold` drops punctuation and quotation marks): as its excerpt writes it."""
    return " ".join(fold(strip_markers(text)).split())


def _deed_word(question: str, sentence: str) -> str:
    reads = deed_reader(question)
    return next((word for word in fold(strip_markers(sentence)).split() if reads is not None and reads(word)), "")
