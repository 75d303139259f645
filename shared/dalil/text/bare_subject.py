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

Not read: a question word at the end, as Egyptian often puts it ("زكريا مين؟", "المغرب فين؟"), which
keeps the old reading.
"""

from __future__ import annotations

from dalil.text.egyptian_morphology import ARTICLE, ASPECT_PREFIXES, PERSON_LETTERS
from dalil.text.normalize import fold
from dalil.text.question_words import asking
from dalil.text.stem import STOPWORDS, analyze

# What, who, when, where, how many, which (folded, with every Egyptian form). Not how, why or
# whether: they ask a way, a reason or a yes or no, which a teaching answers.
_NAMING = asking("ما ماذا من متى اين كم اي")
_COPULAS = ("هو", "هي", "هم", "هما")  # glued to the question word as readers type it: "ماهو", "ماهي"
_CONJUNCTIONS = frozenset(("و", "ف"))
_WHO = asking("من")


def _asks_naming(word: str) -> bool:
    if word in _NAMING:
        return True
    glued = len(word) > 2 and word[0] in "وف" and word[1:] in _NAMING  # "ومتى"
    return glued or any(word == asked + copula for asked in _NAMING for copula in _COPULAS)


def bare_subject(question: str, words: int) -> bool:
    """Does the question ask what / who / when / where / how many of a subject of at most `words`
    analyzed terms, and say nothing else (module docstring)? A negative `words`: never."""
    if words < 0:
        return False
    pairs = [(word, folded) for word in question.split() if (folded := fold(word))]  # as written, folded
    if pairs and pairs[0][1] in _CONJUNCTIONS:
        pairs = pairs[1:]
    if not pairs or not _asks_naming(pairs[0][1]):
        return False
    if len(pairs) > 1 and pairs[0][1] in _WHO and _perfect_verb(*pairs[1]):
        return True
    return len(analyze(" ".join(folded for _word, folded in pairs[1:]))) <= words


def _perfect_verb(written: str, folded: str) -> bool:
    """A word after "who" that can only be a verb in the perfect: no stop word (a copula, a
    relative), no article as written (a bare-alif "ال"), no imperfect's person letter, alone or
    after the Egyptian aspect (text/egyptian_morphology)."""
    if folded in STOPWORDS or written.startswith(ARTICLE):
        return False
    lead = folded[1:] if folded[:1] in ASPECT_PREFIXES else folded
    return lead[:1] not in PERSON_LETTERS
