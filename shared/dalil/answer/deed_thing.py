"""The thing of a deed, asked and stated: one reading for every question that names what a deed is done to.

Three questions name the thing (THING64 merged LEFT38's `object_asked` and OBJECT63's part of `premise_slot`;
COPIES66 moved DEEDOBJ58's `deed_object` here):

- **To whom a thing went** ("الأنبا أنطونيوس وصى إن عكازه يروح لمين؟", fq23-017; "لمن ترك الأمير ثروته؟"): a
  recipient asked (لمن / لمين) of a thing the subject owns, a noun with his pronoun ("عكازه", "ثروته"),
  `given_things`. A sentence of the cited record that never names that thing does not say where it went, when
  another sentence of the same excerpt does: "ولما دنت ايام وفاة القديس الانبا بولا … وكفنه" is not "وان يعطوا
  عكازه لمقاريوس" (LEFT38).
- **A yes/no deed's thing** ("هل اخترع إديسون الهاتف؟", "يوحنا كتب سفر الأعمال؟"): the head of what the asked verb
  governs before a preposition, `polar_thing` (OBJECT63). Verb-first, it must be said by the answer sentence or the
  record's title — "اخترع العديد من الأجهزة … الفونوغراف" names no telephone.
- **What was done with a thing** ("ماذا فعل X بالمال الذي قدمه له Y؟", "عملوا إيه بجسمه بعد ما قطعوا راسه؟"): the
  noun glued to ب after the asked deed, `thing_done_with`, and the premise verbs the question states of it; a
  sentence that never says the thing, or says it only as the question's premise with no deed on it after, tells
  no deed on it, `tells_no_deed_on_thing` (DEEDOBJ58; see its doc).

One test of "the thing is said" (`thing_stated`: forms, root or synonym class), one rule of "the record names it
elsewhere" (`named_elsewhere`), one list of the words that open a phrase other than the thing (`_OTHER_PHRASE`).
One table of an owner's pronoun (`_OWNED`) and of the letters a noun keeps without it (`_STEM_MIN`). Readers: the
offline answerer chooses a sentence (providers/extractive.py), validation holds every provider's answer
(`answer_type.answer_type_problem` code `ASKED_NOT_STATED` for the recipient's thing; `said_asked.said_problem`
code `PROPOSITION_UNSTATED` for a yes/no deed's; `asked_stated._says_deed` for a deed done with a thing).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from dalil.answer.after_event import dated_by_event, event_clause, joined_deed
from dalil.answer.asked_reading import HONORIFIC_WORDS, asks_a_deed
from dalil.answer.premise_slot import PLACE_PREPOSITIONS
from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_words import TIME_UNITS, content_word, verbal
from dalil.text.assertions import ROLE_PREPOSITIONS, is_number
from dalil.text.clause_openers import RELATIVES
from dalil.text.egyptian_verbs import read_word
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import ARTICLED, BY_AND_TO, articled_openings, unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import office
from dalil.text.question_words import EGYPTIAN_WHAT
from dalil.text.stem import STOPWORDS
from dalil.text.support import split_sentences, strip_markers, term_set
from dalil.text.time_clauses import SOON_AFTER, TIME_CLAUSE_OPENERS, WHEN_OPENERS, opens_order_clause
from dalil.text.verification import polar_proposition

TO_WHOM = folded_words("لمن لمين ولمن ولمين")  # a recipient asked
# A word that opens a phrase other than the thing: a preposition, a time opener ("قبل استشهاده", "أثناء
# بطريركيته"). The thing of a deed ends at one; a noun after one (or after a word of a moment, "يوم نياحته",
# "وقت موته") tells when or where, not the thing given (not after any unit of time: "خمستاشر سنة أبوها").
_OTHER_PHRASE = ROLE_PREPOSITIONS | PLACE_PREPOSITIONS | TIME_CLAUSE_OPENERS | folded_words("اثناء خلال اثر عقب مثل")
_WHEN_OR_WHERE = _OTHER_PHRASE | folded_words("وقت ايام يوم ساعه")
_GLUED_ARTICLED = articled_openings("و", BY_AND_TO)  # "للرهبان", "بالذهب", "وبالدير": a preposition's phrase, not the thing

_OWNED = tuple(sorted(THIRD_PERSON_PRONOUNS, key=len, reverse=True))  # "عكازه", "ثروتها" (raw: a folded ة is ه too)
_VERB_PREFIXES = ("ي", "ت", "ن", "ب", "ه")  # "يعطيه", "بيديه", "هيسيبه": a present verb and its object
_STEM_MIN = 3  # letters a thing's noun keeps without its pronoun ("عكاز", "ثروت"), or has at least ("جسد")


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


# What was done with a thing (DEEDOBJ58): "ماذا فعل X بالمال الذي قدمه له Y؟", "عملوا إيه بجسمه؟".
_DID = folded_words(  # read whole and without a glued و/ف ("فعل" itself begins with ف)
    "فعل فعلوا فعلت عمل عملوا عملت صنع صنعوا صنعت يفعل يعمل يصنع بيعمل بيعملوا بتعمل تعمل تفعل يفعلون يعملون"
)
_WITH = "ب"  # "عمل إيه بجسمه", "ماذا فعل بالمال"
_WITH_IT = folded_words("به بها بهم بهما")  # "فاشترى به أرضا": the thing the deed is done with
_SELF = folded_words("نفسه نفسها نفسهم انفسهم")  # "عمل إيه بنفسه": himself, no thing
_REACH = 6  # words between the asked deed and its thing ("ماذا فعل رئيس دير القديس رومانوس بالمال")
_THING_REACH = 3  # words after a joined deed where the thing's word stands ("وصرف كل غلمانه")
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
def thing_done_with(question: str) -> DeedThing | None:
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
    owned = next((word[: -len(e)] for e in _OWNED if word.endswith(e)), "")
    if construct and len(word) >= _STEM_MIN and not word.startswith(_PRESENT):
        return content_word(word)  # a bare noun of three letters reads as a verb's shape ("جسد"، "رأس")
    shaped = word.startswith("ال") and len(word) > _STEM_MIN or len(owned) >= _STEM_MIN
    return shaped and content_word(word) and not verbal(word) and word not in STOPWORDS | _SELF | EGYPTIAN_WHAT


def _opens_clause(words: list[str], i: int) -> bool:
    word = unglued(words[i])
    following = words[i + 1] if i + 1 < len(words) else ""
    return word in RELATIVES or opens_order_clause(word, following) or word in SOON_AFTER or words[i] in WHEN_OPENERS


def _relative_verb(words: list[str], at: int) -> frozenset[str]:
    """The terms of the verb of the thing's relative clause ("بالمال الذي قدمه له" -> قدم): what the question states
    was done with it before."""
    for i in range(at + 1, min(len(words) - 1, at + 3)):
        if words[i] in RELATIVES:
            return term_set(words[i + 1]) | read_word(words[i + 1]).terms
    return frozenset()


def _order_verb(words: list[str]) -> frozenset[str]:
    """The terms of the verb of the question's clause of order ("بعد ما قطعوا راسه" -> قطع)."""
    clause = event_clause(" ".join(words))
    return clause.terms if clause is not None else frozenset()


def tells_no_deed_on_thing(question: str, sentence: str) -> bool:
    """Does the sentence, for a deed asked on a thing (`thing_done_with`), tell no deed on it? No thing asked: no.

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
    asked = thing_done_with(question)
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
    if bare.endswith(_OWNED) and len(bare) > len(_OWNED[-1]) + 2 and not bare.startswith("ال"):
        return True
    return any(word in _WITH_IT for word in words[j + 1 : j + 1 + _THING_REACH])


def _names_it(words: list[str], j: int, thing: str) -> bool:
    """Does the thing's word stand in the words after the deed joined at `j` ("وأخذوا جسده"، "وصرف كل غلمانه")?"""
    return any(same_word(word, thing) for word in words[j + 1 : j + 1 + _THING_REACH])
