"""A question that only names what it asks about: what, who, when, where, how many or which, and a
name of a few words after it ("ما هو الكتاب المقدس؟", "من هو النبي زكريا؟", "متى يتزوج؟", "أين
يقع المغرب؟", "ماهو تعريف الأندلس؟"). It asks a definition, a person, a date, a place or a count of
one named thing: an encyclopedia paragraph answers it, not a teaching of the Bible, however near a
theme's phrasing the E5 vector of so short a question falls (retrieval/routing.concept_question).

A theme question says more than a name: what the Bible or Christ says of something ("ماذا قال
المسيح عن الغفران؟": a verb of saying, its speaker and its subject), how to live or do something
("ازاي ابطل اقلق": the question word is "how"), whether a teaching holds ("هل الغضب خطية؟"), or a
clause ("ما معنى أن المسيح يحيا في المؤمن؟"). Read by the question's shape: its first word (a
conjunction aside) is one of those question words, read in MSA and Egyptian (text/question_words),
and the rest holds at most `words` analyzed terms (the search's own stop words and stemming,
text/stem.analyze: the copula, "كان", the article fall away).

A person asked by a past deed is such a question too, however long: "who" and a verb in the perfect
("من ألف كتاب تلبيس إبليس؟", "من بنى الكعبة؟"). Not "who" and the imperfect ("من يدخل ملكوت
السموات؟": who does, generally, is a teaching), a copula ("من هو القريب الذي …") or a relative
("مين اللي …"). The article is read as written, before folding: "ال" with a bare alif; "ألف" with
a hamza is a verb whose folded form only looks like one.

The question word may also end the question, as Egyptian puts it ("زكريا مين؟", "المغرب فين؟",
"عيد الغطاس امتى؟", Franco "yo7anna meen?" once read as Arabic): the same reading, mirrored: the words
before it hold at most `words` analyzed terms, or "who" follows a verb in the perfect, a person asked by
a deed ("سفر الأعمال كتبه مين؟"), in a question without a relative clause ("قريبي اللي المفروض أحبه
مين؟" asks a teaching: "أحب" there is the imperfect). Not read: a question word followed by its counted
noun at the end ("الصوم الكبير كام يوم"); its leading mirror ("كم يوم الصوم الكبير") counts the noun as a
term, so it is bare only with a one-word subject anyway.
"""

from __future__ import annotations

from dalil.text.asked_kind import RELATIVES
from dalil.text.egyptian_morphology import ARTICLE, ASPECT_PREFIXES, PERSON_LETTERS
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.normalize import fold
from dalil.text.question_words import WHO, asking
from dalil.text.stem import PRONOUN_COPULAS, STOPWORDS, analyze

# What, who, when, where, how many, which (folded, with every Egyptian form). Not how, why or
# whether: they ask a way, a reason or a yes or no, which a teaching answers.
_NAMING = asking("ما ماذا من متى اين كم اي")
_CONJUNCTIONS = frozenset(GLUED_CONJUNCTIONS)


def _asks_naming(word: str) -> bool:
    if word in _NAMING:
        return True
    glued = len(word) > 2 and word[0] in GLUED_CONJUNCTIONS and word[1:] in _NAMING  # "ومتى"
    return glued or any(word == asked + copula for asked in _NAMING for copula in PRONOUN_COPULAS)  # glued: "ماهو", "ماهي"


def bare_subject(question: str, words: int) -> bool:
    """Does the question ask what / who / when / where / how many of a subject of at most `words`
    analyzed terms, and say nothing else (module docstring)? A negative `words`: never."""
    if words < 0:
        return False
    pairs = [(word, folded) for word in question.split() if (folded := fold(word))]  # as written, folded
    if pairs and pairs[0][1] in _CONJUNCTIONS:
        pairs = pairs[1:]
    if not pairs:
        return False
    if _asks_naming(pairs[0][1]):
        asked, deed, rest = pairs[0][1], pairs[1:2], pairs[1:]
    elif len(pairs) > 1 and pairs[-1][1] in _NAMING:  # "زكريا مين؟": the question word ends it
        asked, deed, rest = pairs[-1][1], pairs[-2:-1], pairs[:-1]
        if any(folded in RELATIVES for _word, folded in rest):
            deed = []  # "… اللي المفروض أحبه مين؟": the verb is the relative clause's
    else:
        return False
    if deed and asked in WHO and _perfect_verb(*deed[0]):
        return True
    return len(analyze(" ".join(folded for _word, folded in rest))) <= words


def _perfect_verb(written: str, folded: str) -> bool:
    """A word after "who" that can only be a verb in the perfect: no stop word (a copula, a
    relative), no article as written (a bare-alif "ال"), no imperfect's person letter, alone or
    after the Egyptian aspect (text/egyptian_morphology)."""
    if folded in STOPWORDS or written.startswith(ARTICLE):
        return False
    lead = folded[1:] if folded[:1] in ASPECT_PREFIXES else folded
    return lead[:1] not in PERSON_LETTERS
