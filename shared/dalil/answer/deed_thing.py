"""The thing of a deed, asked and stated: one reading for every question that names what a deed is done to.

Two questions name the thing (THING64 merged their readers, LEFT38's `object_asked` and OBJECT63's part of
`premise_slot`):

- **To whom a thing went** ("الأنبا أنطونيوس وصى إن عكازه يروح لمين؟", fq23-017; "لمن ترك الأمير ثروته؟"): a
  recipient asked (لمن / لمين) of a thing the subject owns, a noun with his pronoun ("عكازه", "ثروته"),
  `given_things`. A sentence of the cited record that never names that thing does not say where it went, when
  another sentence of the same excerpt does: "ولما دنت ايام وفاة القديس الانبا بولا … وكفنه" is not "وان يعطوا
  عكازه لمقاريوس" (LEFT38).
- **A yes/no deed's thing** ("هل اخترع إديسون الهاتف؟", "يوحنا كتب سفر الأعمال؟"): the head of what the asked verb
  governs before a preposition, `polar_thing` (OBJECT63). Verb-first, it must be said by the answer sentence or the
  record's title — "اخترع العديد من الأجهزة … الفونوغراف" names no telephone.

One test of "the thing is said" (`thing_stated`: forms, root or synonym class), one rule of "the record names it
elsewhere" (`named_elsewhere`), one list of the words that open a phrase other than the thing (`_OTHER_PHRASE`).
Readers: the offline answerer chooses a sentence (providers/extractive.py), validation holds every provider's answer
(`answer_type.answer_type_problem` code `ASKED_NOT_STATED` for the recipient's thing; `said_asked.said_problem`
code `PROPOSITION_UNSTATED` for a yes/no deed's).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from dalil.answer.premise_slot import PLACE_PREPOSITIONS
from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_words import TIME_UNITS, content_word, verbal
from dalil.text.assertions import ROLE_PREPOSITIONS, is_number
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import ARTICLED, unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import office
from dalil.text.support import split_sentences, strip_markers
from dalil.text.time_clauses import TIME_CLAUSE_OPENERS
from dalil.text.verification import polar_proposition

TO_WHOM = folded_words("لمن لمين ولمن ولمين")  # a recipient asked
# A word that opens a phrase other than the thing: a preposition, a time opener ("قبل استشهاده", "أثناء
# بطريركيته"). The thing of a deed ends at one; a noun after one (or after a word of a moment, "يوم نياحته",
# "وقت موته") tells when or where, not the thing given (not after any unit of time: "خمستاشر سنة أبوها").
_OTHER_PHRASE = ROLE_PREPOSITIONS | PLACE_PREPOSITIONS | TIME_CLAUSE_OPENERS | folded_words("اثناء خلال اثر عقب مثل")
_WHEN_OR_WHERE = _OTHER_PHRASE | folded_words("وقت ايام يوم ساعه")
_GLUED_ARTICLED = ("لل", "بال", "كال", "وبال", "ولل")  # "للرهبان", "بالذهب": a preposition's phrase, not the thing

_OWNED = tuple(sorted(THIRD_PERSON_PRONOUNS, key=len, reverse=True))  # "عكازه", "ثروتها" (raw: a folded ة is ه too)
_VERB_PREFIXES = ("ي", "ت", "ن", "ب", "ه")  # "يعطيه", "بيديه", "هيسيبه": a present verb and its object
_STEM_MIN = 3  # letters the noun keeps without its pronoun: "عكاز", "ثروت"


@lru_cache(maxsize=1024)
def given_things(question: str) -> tuple[str, ...]:
    """The (folded) nouns with an owner's pronoun in a question asking to whom ("… عكازه يروح لمين" -> عكازه),
    else (): a word written with ه (not ة), no article, no present verb's prefix, no verb by its shape."""
    raw = strip_markers(question).replace("؟", " ").replace("?", " ").split()
    if not any(fold(word) in TO_WHOM for word in raw):
        return ()
    things = []
    for i, word in enumerate(raw):
        folded = fold(word)
        if i and fold(raw[i - 1]) in _WHEN_OR_WHERE:
            continue
        ending = next((e for e in _OWNED if word.endswith(e)), None)
        if ending is None or folded in TO_WHOM or not content_word(folded) or folded.startswith(ARTICLED):
            continue
        if len(folded) - len(ending) < _STEM_MIN or folded.startswith(_VERB_PREFIXES) or verbal(folded):
            continue
        things.append(folded)
    return tuple(things)


def thing_stated(thing: str, sentence: str, titles: Sequence[str] = ()) -> bool:
    """The thing said by the sentence or the record's title, by its forms, root or synonym class."""
    said = [w for text in (sentence, *titles) for w in fold(strip_markers(text)).split()]
    return any(same_word(form, word) for form in {thing, unglued(thing)} for word in said)


def named_elsewhere(things: Sequence[str], sentences: Sequence[str], excerpts: Sequence[str]) -> str | None:
    """The first thing when no answer sentence names any of them while a sentence of a cited excerpt does (the
    record tells the thing, the answer chose another sentence), else None: a record that never names it is left
    to the other checks (it may say the thing in its own words)."""
    if not things or any(thing_stated(thing, sentence) for thing in things for sentence in sentences):
        return None
    pieces = [piece for excerpt in excerpts for piece in split_sentences(excerpt)]
    return things[0] if any(thing_stated(thing, piece) for thing in things for piece in pieces) else None


def thing_problem(question: str, sentences: Sequence[str], excerpts: Sequence[str]) -> str | None:
    """`<thing>` when no answer sentence names the thing whose recipient is asked while a sentence of a cited
    excerpt does, else None."""
    return named_elsewhere(given_things(question), sentences, excerpts)


def polar_thing(question: str, verb: str, governed: Sequence[str], verb_first: bool) -> str | None:
    """The thing a yes/no deed is done to: the head of the phrase the verb governs, cut at the first preposition
    ("كتب رسالة إلى ساويرس" → رسالة, "كتب سفر الأعمال" → الأعمال, "وزع أمواله على المساكين" → أمواله). A
    verb-first claim ("هل اخترع إديسون الهاتف") opens the phrase with its doer and the doer's words, so its last
    word is read; a phrase of the doer alone names none. `governed` is `said_asked.asked_deed`'s (titles and
    stopwords out)."""
    claim = polar_proposition(question)
    if not claim or not governed:
        return None
    words = fold(strip_markers(claim)).split()
    at = next((i for i, word in enumerate(words) if word == verb), None)
    if at is None:
        return None
    after = words[at + 1 :]
    end = next((j for j, w in enumerate(after) if _ends_thing(w)), len(after))
    kept = set(governed[1:] if verb_first else governed)
    # a rank is `premise_slot.asked_rank`'s; a number or a unit of time tells when or how long, not what
    phrase = [w for w in after[:end] if w in kept and office(w) is None and not is_number(w) and w not in TIME_UNITS]
    if verb_first:
        phrase = [w for w in phrase if w != governed[0]]
        return phrase[-1] if phrase else None  # the doer's own words (الإنجيلي، ذهبي الفم) come before the thing
    return _head(phrase)


def epithets(question: str, verb: str, governed: Sequence[str], verb_first: bool) -> tuple[str, ...]:
    """After a verb-first claim's doer, a run of articled words only ("هل تزوج أبانوب النهيسي", "هل عمد فيلبس
    الخصي الحبشي", "هل اخترع إديسون الهاتف") may be his epithet, the thing, or the thing and its adjective: the
    run's head is held to the cited record, which names him, not to one sentence. Else none."""
    if not verb_first or polar_thing(question, verb, governed, verb_first) is None:
        return ()
    claim = fold(strip_markers(polar_proposition(question) or "")).split()
    after = claim[claim.index(verb) + 1 :] if verb in claim else []
    end = next((j for j, w in enumerate(after) if _ends_thing(w)), len(after))
    kept = set(governed[1:])
    run = tuple(w for w in after[:end] if w in kept and office(w) is None and w != governed[0])
    return run if run and all(w.startswith("ال") for w in run) else ()


def deed_thing_problem(
    question: str, verbs: Sequence[str], governed: Sequence[str], verb_first: bool,
    sentences: Sequence[str], titles: Sequence[str], excerpts: Sequence[str],
) -> str | None:
    """The thing of a yes/no deed not said (`<thing>`), else None; `verbs` are the asked verb's readings, the first
    as the claim writes it. Verb-first: by an answer sentence or the record's title; articled words right after the
    doer, which may be his epithet, by their head to the cited excerpts (an adjective after it may be the record's
    in another verse: "رجل حبشي خصي", fq41-087). Subject-first: `_subject_first_problem`."""
    thing = polar_thing(question, verbs[0], governed, verb_first)
    if thing is None:
        return None
    if not verb_first:
        return _subject_first_problem(question, thing, verbs, sentences, titles, excerpts)
    if run := epithets(question, verbs[0], governed, verb_first):
        record = [*sentences, *excerpts]
        return None if any(thing_stated(run[0], s, titles) for s in record) else run[0]
    return None if any(thing_stated(thing, s, titles) for s in sentences) else thing


def _subject_first_problem(
    question: str, thing: str, verbs: Sequence[str], sentences: Sequence[str], titles: Sequence[str],
    excerpts: Sequence[str],
) -> str | None:
    """A subject-first deed's thing ("سوريانوس بنى كنيسة؟") is held only where the record tells it otherwise: no
    answer sentence names it and either another sentence of the cited record does (`named_elsewhere`, the answer
    chose the wrong one) or the answer sentence gives the asked verb another thing ("بني ديرا", "فبنى فندقا"). A
    sentence with the verb and no thing said, or a record that never names the thing, is left: holding the thing to
    the sentence or the record whatever it says cost a validation right of set 11 (OBJECT63; counts only)."""
    if any(thing_stated(thing, s, titles) for s in sentences):
        return None
    if named_elsewhere((thing,), sentences, excerpts) is not None:
        return thing
    doer = _doer_words(question, verbs[0])
    return thing if any(_other_thing(verbs, doer, sentence) for sentence in sentences) else None


_OTHER_THING_REACH = 4  # words after the verb that may stand before its thing: "له", "لهم", "بيده"


def _other_thing(verbs: Sequence[str], doer: Sequence[str], sentence: str) -> bool:
    """Does the sentence give one of the verbs a thing right after it (past a function word or a glued preposition
    with its pronoun, "له", "بيده"): a bare content word, no verb, not a preposition's phrase, a number or a time
    ("فبنى فندقا", "بني ديرا")? The caller knows it is not the asked thing."""
    words = fold(strip_markers(sentence)).split()
    for at, word in enumerate(words):
        if not any(same_word(verb, word) for verb in verbs):
            continue
        for after in words[at + 1 : at + 1 + _OTHER_THING_REACH]:
            if _ends_thing(after) or is_number(after) or after in TIME_UNITS:
                break
            if not content_word(after) or after.startswith(_GLUED_PREPOSITIONS):
                continue
            # the doer after his verb ("بنى الملك قسطنطين", "كتب القديس العظيم …"), his titles, or an articled thing
            # the record may say in other words: read as no other thing (reading past them cost a validation right
            # of set 11, counts only)
            if _doer_or_articled(after, doer):
                break
            return not verbal(after)
    return False


def _doer_or_articled(word: str, doer: Sequence[str]) -> bool:
    return word.startswith("ال") or office(word) is not None or any(same_word(d, word) for d in doer)


_GLUED_PREPOSITIONS = ("بي", "لي")  # "بنى بيده فندقا", "عمل ليه": a preposition with its pronoun stands before the thing


def _doer_words(question: str, verb: str) -> tuple[str, ...]:
    """The claim's words before its verb: the doer, his titles and epithets ("القديس سوريانوس")."""
    words = fold(strip_markers(polar_proposition(question) or "")).split()
    return tuple(words[: words.index(verb)]) if verb in words else ()


def _head(phrase: Sequence[str]) -> str | None:
    """The word that names the thing: the first, but a bare noun before an articled one is a construct whose
    genitive tells which ("سفر الأعمال" → الأعمال); an adjective after the head says no other thing ("الأواني
    المقدسة" → الأواني, "ميامر كثيرة" → ميامر)."""
    if not phrase:
        return None
    if len(phrase) > 1 and not phrase[0].startswith("ال") and phrase[1].startswith("ال"):
        return phrase[1]
    return phrase[0]


def _ends_thing(word: str) -> bool:
    """A word that opens another phrase than the thing (`_OTHER_PHRASE`; a preposition glued to an articled word,
    "للرهبان")."""
    return word in _OTHER_PHRASE or word.startswith(_GLUED_ARTICLED)
