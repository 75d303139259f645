"""Which words of a question name the KIND of its answer rather than its subject, read by the
question's structure: the noun a "which" question word governs.

- "which" + noun: "أنهي مزمور", "أي قديس", "بأي طريقة", "في أي مدينة" (the question word with a
  glued preposition or conjunction too: "بأي", "لأي"); not a noun in construct with a definite one
  ("أي نوع الطعام": the noun is what is asked about);
- "what / who" + an article noun + a relative pronoun (a cleft that asks a thing or a person by
  what the clause says of it): "مين الراهب اللي …", "إيه الأوشية اللي …", "ما المرد الذي …".

A passage that answers names the psalm, the saint, the litany, and need not say "مزمور", "قديس"
or "أوشية": these words tell what is asked, not what it is asked about. They count for a passage
that holds them and never against one that does not (`support.subject_share`) in the answerer's
excerpt check; not in the evidence floor, where, measured, it lost a right answer of the validation
slice (SUBJECT19, benchmarks/answers/RESULTS.md). A sentence is still scored on them
(`providers/extractive.py`): a sentence that does not name the kind need not state the asked value
("which club": a sentence on the player's birth names no club; benchmarks/answers/RESULTS.md
"RIGHT19W").

Not read as a kind: the noun "how many" counts ("كام كتاب", "كم عدد"): the passage says the counted
noun with its number, and without it the number is of something else (the answerer's slot reads the
units a value replaces: `answer.asked_reading.answer_kind_terms`); nor the naming word of a name
asked ("اسمها إيه", "ما اسم والد X"): measured, it let the answerer's fallbacks (the person's own
record, "who was X") answer from records that do not name the kin asked (SUBJECT19, fresh-questions
3-6: three declines answered, benchmarks/answers/RESULTS.md).
"""

from __future__ import annotations

from dalil.text.glued import ONE_LETTER_PARTICLES
from dalil.text.question_words import asking
from dalil.text.stem import PRONOUN_COPULAS, STOPWORDS, analyze

# Relative pronouns (folded; pronoun_roles reads them too).
RELATIVES = frozenset("الذي التي الذين اللذين اللتين اللواتي اللاتي اللي".split())
_WHICH = asking("اي")
_WHAT_OR_WHO = asking("ما ماذا من")


def _is(word: str, words: frozenset[str]) -> bool:
    return word in words or (len(word) > 2 and word[0] in ONE_LETTER_PARTICLES and word[1:] in words)  # "بأي", "لأي"


def _noun(word: str) -> bool:
    """A word that can be the noun a question word governs: not a stop word or a number, not a
    prepositional phrase ("أي للإسكندرية") nor an imperfect verb ("أي إبصالية تقول")."""
    if not word or word in STOPWORDS or word.isdigit() or not analyze(word):
        return False
    prepositional = word.startswith("لل") or (word[0] in "بلك" and word[1:].startswith("ال"))
    return not prepositional and not word.startswith(_IMPERFECT)


_IMPERFECT = ("ي", "ت", "بي", "بت", "بن")


def asked_kind_words(words: list[str]) -> list[str]:
    """The (folded) words of `words` that name the kind of answer asked (module docstring)."""
    kind: list[str] = []
    for i, word in enumerate(words):
        following = words[i + 1] if i + 1 < len(words) else ""
        construct = i + 2 < len(words) and words[i + 2].startswith("ال")
        if _is(word, _WHICH) and _noun(following) and following not in _WHAT_OR_WHO and not construct:
            kind.append(following)
        elif word in _WHAT_OR_WHO:
            rest = [w for w in words[i + 1 : i + 4] if w not in PRONOUN_COPULAS]  # "ما هو المرد الذي"
            if len(rest) > 1 and rest[0].startswith("ال") and rest[1] in RELATIVES and _noun(rest[0]):
                kind.append(rest[0])
    return kind
