"""The predicate of a copular yes/no question, and when a sentence states it (FRANCOYN65).

"howa anba moussa el aswad kan 3abd abl ma yetrahbn?" (searched "هو انبا موسي الاسود كان عبد قبل ما يترهبن؟") asks
whether he was a slave. Read by its last content word, its predicate was "يترهبن", the verb of the time clause, and the
noun "عبد" was held only as a subject word (in the sentence or the record's title, by root): a sentence of his monastic
life ("… وقبله راهبا … في عبادات كثيرة") said yes to it. Likewise "kan tabib abl el seyasa" asked "السياسي", "kan ra2ees
deir el mo7ara2" asked "المحرقه". The predicate is the word the copula governs:

- a time clause after it (قبل، بعد، لما، قبل ما …: `time_clauses.TIME_CLAUSE_OPENERS`, glued و/ف too) tells when, not
  what: it is no word of the claim;
- subject first ("X كان P …", "هو كان P …", a Franco "X kan P"): P is the first content word after the copula; the words
  after it (a genitive, an adjective, a phrase) stay held as the subject's are;
- copula first ("هل كان X P", "أكان X P"): P is the last content word before the first preposition after the subject;
- a preposition right after the copula ("كان من بيت صيدا") makes the phrase the predicate, and an imperfect verb after
  it ("كان بيعبد الأوثان", "كان يخدم …") tells a habit whose thing is asked: both read as before (the last word).

A predicate noun is stated by its forms or synonym class (`slot_fillers.same_noun`), not by another noun of its root:
"عبادات" (worship) and "يعبد" (he worships) do not say "عبد" (a slave), "رئاسة" does not say "رئيس".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dalil.answer.slot_fillers import same_noun
from dalil.answer.slot_words import verbal
from dalil.text.assertions import ROLE_PREPOSITIONS
from dalil.text.normalize import folded_words
from dalil.text.time_clauses import TIME_CLAUSE_OPENERS, with_glued

COPULAS = folded_words("كان كانت كانوا كانا كانو")
YES_NO_PARTICLES = folded_words("هل وهل")
ASKED_COPULAS = folded_words("أكان أكانت أكانوا")  # "أكان X Y" is "هل كان X Y"
_TIME_CLAUSE = with_glued(TIME_CLAUSE_OPENERS)
_IMPERFECT = ("بي", "بت", "بن", "ي")  # "بيعبد", "يخدم": a habit told by a verb; a ت/ن noun is too common (تاجر، نبي)
_SUBJECT_WORDS = 2  # a copula-first claim names its subject before any preposition: "هل كان موسى الأسود عبدا في …"


def predicate_last(words: Sequence[str], asked: Callable[[str], bool]) -> tuple[str, ...]:
    """The claim's asked words (`asked`: a content word, no frame word) with the predicate the copula governs last,
    a time clause after the copula left out (see the module). `words`: the folded question or claim."""
    at = next((i for i, word in enumerate(words) if word in COPULAS or word in ASKED_COPULAS), None)
    if at is None:
        return tuple(w for w in words if asked(w))
    end = next((i for i in range(at + 1, len(words)) if words[i] in _TIME_CLAUSE), len(words))
    before, after = list(words[:at]), list(words[at + 1 : end])
    if not after or after[0] in ROLE_PREPOSITIONS or _imperfect(after[0]):
        return tuple(w for w in (*before, *after) if asked(w))  # a phrase is the predicate: its last word
    subject = [w for w in before if asked(w)]
    if any(w not in YES_NO_PARTICLES for w in before):  # subject first: "X كان P", "هو كان P"
        at_predicate = next((i for i, w in enumerate(after) if asked(w)), None)
        if at_predicate is None:
            return tuple(subject)
        rest = [w for i, w in enumerate(after) if i != at_predicate and asked(w)]
        return (*subject, *rest, after[at_predicate])
    cut = next((i for i, w in enumerate(after) if i >= _SUBJECT_WORDS and w in ROLE_PREPOSITIONS), len(after))
    head = [w for w in after[:cut] if asked(w)]
    tail = [w for w in after[cut:] if asked(w)]
    return (*subject, *head[:-1], *tail, *head[-1:])


def predicate_stated(predicate: str, said: Sequence[str]) -> bool:
    """Is the predicate noun one of the sentence's words, by its forms or synonym class (not its root)?"""
    return any(same_noun(predicate, word) for word in said)


def _imperfect(word: str) -> bool:
    return word.startswith(_IMPERFECT) and verbal(word) > 0
