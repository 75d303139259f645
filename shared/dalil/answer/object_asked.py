"""The thing a question asks the fate of ("الأنبا أنطونيوس وصى إن عكازه يروح لمين؟", fq23-017; "لمن ترك الأمير
ثروته؟"): a recipient asked (لمن / لمين) of a thing the subject owns, a noun with his pronoun ("عكازه", "ثروته").
A sentence of the cited record that never names that thing does not say where it went, when another sentence of
the same excerpt does: "ولما دنت ايام وفاة القديس الانبا بولا … وكفنه" is not "وان يعطوا عكازه لمقاريوس"
(LEFT38). Read by the offline answerer to choose a sentence (providers/extractive.py) and by validation for every
provider's answer (`answer_type.answer_type_problem`, code `ASKED_NOT_STATED`)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from dalil.answer.said_asked import TO_WHOM
from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_words import content_word, verbal
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import ARTICLED
from dalil.text.normalize import fold, folded_words
from dalil.text.support import split_sentences, strip_markers

_OWNED = tuple(sorted(THIRD_PERSON_PRONOUNS, key=len, reverse=True))  # "عكازه", "ثروتها" (raw: a folded ة is ه too)
_VERB_PREFIXES = ("ي", "ت", "ن", "ب", "ه")  # "يعطيه", "بيديه", "هيسيبه": a present verb and its object
_STEM_MIN = 3  # letters the noun keeps without its pronoun: "عكاز", "ثروت"
# a noun after these tells when or where, not the thing given: "بعد موته", "قبل نياحته", "في بيته"
_ADVERBIAL = folded_words("بعد قبل عند وقت ايام يوم لما في من الي علي مع ساعه")


@lru_cache(maxsize=1024)
def asked_things(question: str) -> tuple[str, ...]:
    """The (folded) nouns with an owner's pronoun in a question asking to whom ("… عكازه يروح لمين" -> عكازه),
    else (): a word written with ه (not ة), no article, no present verb's prefix, no verb by its shape."""
    raw = strip_markers(question).replace("؟", " ").replace("?", " ").split()
    if not any(fold(word) in TO_WHOM for word in raw):
        return ()
    things = []
    for i, word in enumerate(raw):
        folded = fold(word)
        if i and fold(raw[i - 1]) in _ADVERBIAL:
            continue
        ending = next((e for e in _OWNED if word.endswith(e)), None)
        if ending is None or folded in TO_WHOM or not content_word(folded) or folded.startswith(ARTICLED):
            continue
        if len(folded) - len(ending) < _STEM_MIN or folded.startswith(_VERB_PREFIXES) or verbal(folded):
            continue
        things.append(folded)
    return tuple(things)


def _names(sentence: str, things: Sequence[str]) -> bool:
    said = fold(strip_markers(sentence)).split()
    return any(same_word(thing, word) for thing in things for word in said)


def thing_problem(question: str, sentences: Sequence[str], excerpts: Sequence[str]) -> str | None:
    """`<thing>` when no answer sentence names the thing asked while a sentence of a cited excerpt does, else None."""
    things = asked_things(question)
    if not things or any(_names(sentence, things) for sentence in sentences):
        return None
    if any(_names(piece, things) for excerpt in excerpts for piece in split_sentences(excerpt)):
        return things[0]
    return None
