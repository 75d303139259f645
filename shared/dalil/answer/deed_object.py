"""A deed asked on a thing ("what did they do with his body / with the money"), answered by a sentence that only
gives the thing (DEEDOBJ58; issue 19).

"ماذا فعل X بالمال الذي قدمه له Y؟" asks what was done with the money; "… فقدم للرئيس ما بقي لديه من المال ." tells
the giving the question itself states, and nothing done with it after. "عملوا إيه بجسمه بعد ما قطعوا راسه؟" asks
what was done with the body; the beheading's sentence never says the body. The thing is the noun glued to ب after
the asked deed, with the article, an owner's pronoun or a titled owner ("بالمال"، "بجسمه"، "بجسد القديس …"); the
question's premise is the verb of its relative clause ("الذي قدمه"، "اللي أعطاه") and of its clause of order
(`after_event.event_clause`). A sentence tells a deed on the thing where it says the thing (its word, forms or
synonym class: "جسمه" is "جسده", "الفلوس" is "المال") and either says no premise verb, or says the premise in a
clause of after/when ("وبعد أن قطعوا رأسه أخذوا جسده"), or tells a deed after the premise, joined by و/ف or "ثم",
that holds the thing: the next deed by a pronoun ("وأخذوه"; "به" after it), any by the thing's word ("وأتى أهل بلده
وأخذوا جسده"، "وصرف غلمانه"). Another deed alone ("وذهب إلى برية شيهيت"، "فخرج منه ماء ودم") is none. Leans to answering
where the premise is said in other words ("طلبت رأس يوحنا على طبق" for "the dish it was in"), or the doer is another.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from dalil.answer.after_event import dated_by_event, event_clause, joined_deed
from dalil.answer.asked_reading import HONORIFIC_WORDS, asks_a_deed, opens_order_clause
from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_words import content_word, verbal
from dalil.text.egyptian_verbs import read_word
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import EGYPTIAN_WHAT
from dalil.text.stem import RELATIVE_PRONOUNS, STOPWORDS
from dalil.text.support import strip_markers, term_set
from dalil.text.time_clauses import SOON_AFTER, WHEN_OPENERS

_DID = folded_words(  # read whole and without a glued و/ف ("فعل" itself begins with ف)
    "فعل فعلوا فعلت عمل عملوا عملت صنع صنعوا صنعت يفعل يعمل يصنع بيعمل بيعملوا بتعمل تعمل تفعل يفعلون يعملون"
)
_WITH = "ب"  # "عمل إيه بجسمه", "ماذا فعل بالمال"
_RELATIVES = RELATIVE_PRONOUNS | folded_words("اللي اللى")
_WITH_IT = folded_words("به بها بهم بهما")  # "فاشترى به أرضا": the thing the deed is done with
_SELF = folded_words("نفسه نفسها نفسهم انفسهم")  # "عمل إيه بنفسه": himself, no thing
_REACH = 6  # words between the asked deed and its thing ("ماذا فعل رئيس دير القديس رومانوس بالمال")
_THING_REACH = 3  # words after a joined deed where the thing's word stands ("وصرف كل غلمانه")
_OBJECT_ENDINGS = tuple(sorted(THIRD_PERSON_PRONOUNS, key=len, reverse=True))
_MIN_THING = 3
_PRESENT = ("ي", "ت", "ن", "ا")  # "بيعذب القديس": the Egyptian present, no noun
_MAX_WORDS = 400  # a question longer than this is no question (injected text): nothing asked


@dataclass(frozen=True)
class DeedThing:
    """The thing a deed is asked on (folded, without its ب), the terms of the question's premise verbs, and of those
    the verb of the thing's own relative clause (`made_by`: "المال الذي باع به نفسه" -> باع, what made the thing)."""

    thing: str
    premise: frozenset[str]
    made_by: frozenset[str]


@lru_cache(maxsize=256)  # read for every sentence the answerer weighs (`tells_no_deed_on_thing`); pure in the question
def deed_thing(question: str) -> DeedThing | None:
    """The thing of "ماذا فعل X بـN" / "عمل إيه بـN" and the premise verbs (its relative clause's, its clause of
    order's), else None: no deed asked, no ب-noun within reach after it, or the ب-word is a verb, a pronoun, himself."""
    words = fold(strip_markers(question)).split()
    if not words or len(words) > _MAX_WORDS or not asks_a_deed(question):
        return None
    asked = next((i for i, word in enumerate(words) if word in _DID or unglued(word) in _DID), None)
    if asked is None:
        return None
    for i in range(asked + 1, min(len(words), asked + 1 + _REACH)):
        word = words[i]
        if _opens_clause(words, i):
            return None  # the thing is asked before any clause of order or relative clause
        thing = word[1:] if word.startswith(_WITH) and words[i - 1] not in HONORIFIC_WORDS else ""
        construct = i + 1 < len(words) and words[i + 1] in HONORIFIC_WORDS  # "بجسد القديس …": the saint's body
        if _a_thing(thing, construct):
            made_by = _relative_verb(words, i)
            return DeedThing(thing, made_by | _order_verb(words), made_by)
    return None


def _a_thing(word: str, construct: bool) -> bool:
    """A noun with the article, an owner's pronoun or a titled owner after it ("المال"، "جسمه"، "جسد القديس"), not a
    verb ("بيعمل"), a function word ("بعد"), "himself", nor a name that begins with ب ("بطرس"، "بولس"; after a title,
    "القديس بساده")."""
    owned = next((word[: -len(e)] for e in _OBJECT_ENDINGS if word.endswith(e)), "")
    if construct and len(word) >= _MIN_THING and not word.startswith(_PRESENT):
        return content_word(word)  # a bare noun of three letters reads as a verb's shape ("جسد"، "رأس")
    shaped = word.startswith("ال") and len(word) > _MIN_THING or len(owned) >= _MIN_THING
    return shaped and content_word(word) and not verbal(word) and word not in STOPWORDS | _SELF | EGYPTIAN_WHAT


def _opens_clause(words: list[str], i: int) -> bool:
    word = unglued(words[i])
    following = words[i + 1] if i + 1 < len(words) else ""
    return word in _RELATIVES or opens_order_clause(word, following) or word in SOON_AFTER or words[i] in WHEN_OPENERS


def _relative_verb(words: list[str], at: int) -> frozenset[str]:
    """The terms of the verb of the thing's relative clause ("بالمال الذي قدمه له" -> قدم): what the question states
    was done with it before."""
    for i in range(at + 1, min(len(words) - 1, at + 3)):
        if words[i] in _RELATIVES:
            return term_set(words[i + 1]) | read_word(words[i + 1]).terms
    return frozenset()


def _order_verb(words: list[str]) -> frozenset[str]:
    """The terms of the verb of the question's clause of order ("بعد ما قطعوا راسه" -> قطع)."""
    clause = event_clause(" ".join(words))
    return clause.terms if clause is not None else frozenset()


def tells_no_deed_on_thing(question: str, sentence: str) -> bool:
    """Does the sentence, for a deed asked on a thing (`deed_thing`), tell no deed on it (see the module's doc)?
    No thing asked: no."""
    asked = deed_thing(question)
    if asked is None:
        return False
    words = fold(strip_markers(sentence)).split()
    if not any(same_word(word, asked.thing) for word in words):
        # the thing never said: nothing done with it told, unless the sentence tells what made it and a deed after
        # ("فباع نفسه عبدا ودفع الثمن للمساكين" for "المال الذي باع به نفسه": the money is the price)
        made = _saying(words, asked.made_by)
        return not made or not any(joined_deed(word) for word in words[made[-1] + 1 :])
    said = _saying(words, asked.premise)
    if not said:
        return False
    last = said[-1]
    if dated_by_event(words, last):
        return False  # "وبعد أن وزعه …": a deed dated by the premise
    deeds = [j for j in range(last + 1, len(words)) if joined_deed(words[j])]
    return not deeds or not (_done_on(words, deeds[0]) or any(_names_it(words, j, asked.thing) for j in deeds))


def _saying(words: list[str], terms: frozenset[str]) -> list[int]:
    """Where the words say one of the verb's terms (also past a glued conjunction or preposition: "فقدم"، "بقطع")."""
    return [i for i, word in enumerate(words) if terms and (term_set(word) | term_set(unglued(word))) & terms]


def _done_on(words: list[str], j: int) -> bool:
    """Is the deed joined at `j` (the next after the premise) done on a thing by a pronoun: glued to it ("وأخذوه"،
    "فوزعها") or "به/بها" after it ("فاشترى به أرضا")?"""
    bare = words[j][1:]
    if bare.endswith(_OBJECT_ENDINGS) and len(bare) > len(_OBJECT_ENDINGS[-1]) + 2 and not bare.startswith("ال"):
        return True
    return any(word in _WITH_IT for word in words[j + 1 : j + 1 + _THING_REACH])


def _names_it(words: list[str], j: int, thing: str) -> bool:
    """Does the thing's word stand in the words after the deed joined at `j` ("وأخذوا جسده"، "وصرف كل غلمانه")?"""
    return any(same_word(word, thing) for word in words[j + 1 : j + 1 + _THING_REACH])
