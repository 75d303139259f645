"""Who a verb's object pronoun makes the doer. Arabic marks the one done to on the verb itself (an
object pronoun: قتله، استضافه) and, on an indefinite noun, by the accusative alif (شيخاً); an answer
that adds or drops that pronoun while keeping every other word turns the doer into the one done
to, and the coverage checks see the same words:

- after a relative pronoun, the resumptive pronoun: "يوليانوس الذي قتله القديس مرقوريوس" (Mercurius
  killed Julian) -> "الذي قتل القديس مرقوريوس" (Julian killed Mercurius), and the reverse;
- an object pronoun added to the verb whose following noun the excerpt writes in the accusative:
  "استضاف شيخاً راهباً" (he hosted an old monk) -> "استضافه شيخٌ راهبٌ" (an old monk hosted him),
  and the reverse.

Read on folded words: the same verb written with and without one object-pronoun ending, and the
same word after it (with or without the accusative alif).
"""

from __future__ import annotations

from dalil.text.normalize import fold
from dalil.text.stem import analyze
from dalil.text.support import strip_markers

_RELATIVES = frozenset("الذي التي الذين اللذين اللتين اللواتي اللاتي اللي".split())
_OBJECT_PRONOUNS = ("ه", "ها", "هم", "هما", "هن")
_ACCUSATIVE_ALIF = "ا"
_MIN_VERB = 3


def _tokens(text: str) -> list[str]:
    return ["".join(ch for ch in tok if ch.isalnum()) for tok in fold(strip_markers(text)).split()]


def _with_pronoun(verb: str, other: str) -> bool:
    """`verb` is `other` with one object-pronoun ending ("قتله" / "قتل")."""
    return any(verb == other + pronoun for pronoun in _OBJECT_PRONOUNS) and len(other) >= _MIN_VERB


def _same_noun(a: str, b: str) -> bool:
    return a == b or not frozenset(analyze(a)).isdisjoint(analyze(b))


def _accusative(written: str, other: str) -> bool:
    """`written` is `other` with the accusative alif ("شيخا" / "شيخ")."""
    return written == other + _ACCUSATIVE_ALIF


def pronoun_turned(sentence: str, excerpt_sentence: str) -> str | None:
    """An object pronoun added to or dropped from a verb of `excerpt_sentence` that turns who does
    it (see the module's rule)."""
    said, theirs = _tokens(sentence), _tokens(excerpt_sentence)
    for i in range(len(said) - 1):
        verb, after = said[i], said[i + 1]
        for j in range(len(theirs) - 1):
            their_verb, their_after = theirs[j], theirs[j + 1]
            added, dropped = _with_pronoun(verb, their_verb), _with_pronoun(their_verb, verb)
            if not (added or dropped):
                continue
            relative = i > 0 and j > 0 and said[i - 1] in _RELATIVES and theirs[j - 1] in _RELATIVES
            if relative and _same_noun(after, their_after):
                return f"{theirs[j]} -> {verb}: who the relative's head is turned"
            if added and _accusative(their_after, after):
                return f"{their_verb} {their_after} -> {verb} {after}: the one done to made the doer"
            if dropped and _accusative(after, their_after):
                return f"{their_verb} {their_after} -> {verb} {after}: the doer made the one done to"
    return None
