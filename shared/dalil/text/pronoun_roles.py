"""Who a verb's object pronoun makes the doer. Arabic marks the one done to on the verb itself (an
object pronoun: قتله، استضافه) and, on an indefinite noun, by the accusative alif (شيخاً); an answer
that adds or drops that pronoun while keeping every other word turns the doer into the one done
to, and the coverage checks see the same words:

- after a relative pronoun, the resumptive pronoun: "يوليانوس الذي قتله القديس مرقوريوس" (Mercurius
  killed Julian) -> "الذي قتل القديس مرقوريوس" (Julian killed Mercurius), and the reverse;
- an object pronoun added to the verb whose following noun the excerpt writes in the accusative:
  "استضاف شيخاً راهباً" (he hosted an old monk) -> "استضافه شيخٌ راهبٌ" (an old monk hosted him),
  and the reverse.

- the doer and the one done to exchanged through the persons of the verb: "وهو أرسلني" (he sent
  me) -> "وأنا أرسلته" (I sent him); "لأن العدو قد اضطهد نفسي" (the enemy persecuted my soul) ->
  "لأني قد اضطهدت العدو" (I persecuted the enemy).

Read on folded words: the same verb written with and without one object-pronoun ending, and the
same word after it (with or without the accusative alif); for persons, the doer is a pronoun or a
noun written right before the verb (after لأن/إن: "لأني" is I), the one done to an object-pronoun
ending or the noun right after it ("نفسي" is me).
"""

from __future__ import annotations

from dalil.text.asked_kind import RELATIVES
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.restated import tokens as folded_tokens
from dalil.text.stem import analyze

_OBJECT_PRONOUNS = THIRD_PERSON_PRONOUNS
_ACCUSATIVE_ALIF = "ا"
_MIN_VERB = 3


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
    said, theirs = folded_tokens(sentence), folded_tokens(excerpt_sentence)
    for i in range(len(said) - 1):
        verb, after = said[i], said[i + 1]
        for j in range(len(theirs) - 1):
            their_verb, their_after = theirs[j], theirs[j + 1]
            added, dropped = _with_pronoun(verb, their_verb), _with_pronoun(their_verb, verb)
            if not (added or dropped):
                continue
            relative = i > 0 and j > 0 and said[i - 1] in RELATIVES and theirs[j - 1] in RELATIVES
            if relative and _same_noun(after, their_after):
                return f"{theirs[j]} -> {verb}: who the relative's head is turned"
            if added and _accusative(their_after, after):
                return f"{their_verb} {their_after} -> {verb} {after}: the one done to made the doer"
            if dropped and _accusative(after, their_after):
                return f"{their_verb} {their_after} -> {verb} {after}: the doer made the one done to"
    return None


# Independent pronouns and the pronoun endings of لأن/إن/أن ("لأني", "إنه"): who stands before a verb.
_PERSONS = {"انا": "1s", "نحن": "1p", "انت": "2", "انتم": "2", "هو": "3ms", "هي": "3fs", "هم": "3p"}
_THAT = ("لان", "ان", "فان", "وان")
_THAT_ENDINGS = {"ي": "1s", "ني": "1s", "نا": "1p", "ه": "3ms", "ها": "3fs", "هم": "3p", "ك": "2", "كم": "2"}
_OBJECT_PERSONS = {"ني": "1s", "نا": "1p", "ه": "3ms", "ها": "3fs", "هم": "3p", "ك": "2", "كم": "2"}
_SUBJECT_SUFFIXES = ("تم", "وا", "ت")
_SELF = "نفس"  # "نفسي": my soul, the speaker himself
_PARTICLES_BEFORE_VERB = frozenset({"قد", "لقد", "فقد"})
_ARTICLE = "ال"
Person = frozenset[str]


def _bare(token: str) -> str:
    return unglued(token, 3)


def _person_before(token: str) -> Person | None:
    bare = _bare(token)
    if token[:1] in GLUED_CONJUNCTIONS and token[1:] in _PERSONS:
        bare = token[1:]  # "وهو", "وأنا"
    if bare in _PERSONS:
        return frozenset({_PERSONS[bare]})
    for that in _THAT:
        if bare.startswith(that) and bare[len(that) :] in _THAT_ENDINGS:
            return frozenset({_THAT_ENDINGS[bare[len(that) :]]})
    keys = frozenset(analyze(bare))
    return keys or None


def _person_after(token: str) -> Person | None:
    if token.startswith(_SELF) and token[len(_SELF) :] in _THAT_ENDINGS:
        return frozenset({_THAT_ENDINGS[token[len(_SELF) :]]})
    keys = frozenset(analyze(token))
    return keys or None


def _verb_frames(tokens: list[str]) -> list[tuple[str, Person, Person]]:
    """(verb base, doer, done to) of each verb read with an explicit doer before it and an object
    (a pronoun ending, or the noun after it)."""
    frames = []
    for i, tok in enumerate(tokens):
        bare = _bare(tok)
        before = i - 1
        while before >= 0 and tokens[before] in _PARTICLES_BEFORE_VERB:
            before -= 1
        if before < 0 or not analyze(bare) or bare.startswith(_ARTICLE) or tok in _PARTICLES_BEFORE_VERB:
            continue  # a verb takes no article: "العدو" relates nothing
        doer = _person_before(tokens[before])
        if doer is None:
            continue
        for ending, person in sorted(_OBJECT_PERSONS.items(), key=lambda item: -len(item[0])):
            if bare.endswith(ending) and len(bare) - len(ending) >= _MIN_VERB:
                frames.append((_verb_base(bare[: -len(ending)]), doer, frozenset({person})))
                break
        else:
            after = _person_after(tokens[i + 1]) if i + 1 < len(tokens) else None
            if after is not None:
                frames.append((_verb_base(bare), doer, after))
    return frames


def _verb_base(verb: str) -> str:
    """Without a subject ending, a defective verb's last letter read as alif ("دعوت", "دعا")."""
    for suffix in _SUBJECT_SUFFIXES:
        if verb.endswith(suffix) and len(verb) - len(suffix) >= _MIN_VERB:
            verb = verb[: -len(suffix)]
            break
    return verb[:-1] + "ا" if verb.endswith(("و", "ي")) and len(verb) >= _MIN_VERB else verb


def persons_exchanged(sentence: str, excerpt_sentence: str) -> str | None:
    """The same verb with its doer and the one done to exchanged (see the module's rule)."""
    said, theirs = _verb_frames(folded_tokens(sentence)), _verb_frames(folded_tokens(excerpt_sentence))
    for verb, doer, done_to in said:
        for their_verb, their_doer, their_done_to in theirs:
            if verb != their_verb or doer & their_doer:
                continue
            if any(v == their_verb and d & their_doer and o & their_done_to for v, d, o in said):
                continue  # the answer states the excerpt's own frame too: a chiasmus ("مجدا وإكراما إكراما ومجدا")
            if doer & their_done_to and done_to & their_doer:
                return f"{verb}: doer and the one done to exchanged"
    return None


# The verb's own subject ending that names the persons its object pronoun named: "ويأتيهما" (he
# brings them two) -> "ويأتيانه" (they two bring him); "ضربهم" -> "ضربوه".
_SUBJECT_OF_OBJECT = {"هما": ("ان", "ا"), "هم": ("ون", "و"), "هن": ("ن",)}  # "ضربوا" drops its alif before "ه"
_ANY_OBJECT = ("ه", "ها", "هما", "هم", "هن", "ني", "نا", "ك", "كم")


def _agreement_turns(verb: str, other: str) -> bool:
    """`other` is `verb`'s stem with a subject ending naming `verb`'s object, and another object."""
    for obj, subjects in _SUBJECT_OF_OBJECT.items():
        stem = verb[: -len(obj)]
        if not verb.endswith(obj) or len(stem) < _MIN_VERB:
            continue
        for subject in subjects:
            rest = other[len(stem) + len(subject) :]
            if other.startswith(stem + subject) and rest in _ANY_OBJECT and rest != obj:
                return True
    return False


def object_made_subject(sentence: str, excerpt_sentence: str) -> str | None:
    """The persons a verb of `excerpt_sentence` does something to made the ones who do it, and the
    other way round, by the verb's own endings (see `_SUBJECT_OF_OBJECT`)."""
    said, theirs = [_bare(t) for t in folded_tokens(sentence)], [_bare(t) for t in folded_tokens(excerpt_sentence)]
    for verb in said:
        for their in theirs:
            if (_agreement_turns(their, verb) or _agreement_turns(verb, their)) and their not in said:
                return f"{their} -> {verb}: the one done to made the doer"
    return None
