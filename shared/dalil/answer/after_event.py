"""A deed asked after, before or at an event, answered by the event's own telling (SPAN56, AFTER57; issue 19).

"عملت إيه الملكة هيلانة بصليبي اللصين بعد ما لقتهم؟" asks what followed the finding; "… حتى وجدته كما وجدت الصليبين
الآخرين اللذين صلب عليهما اللصان ." tells the finding and stops there (fq38-012). The after-clause is cut from the
ask (`asked_reading.asked_part`), so the finding's sentence held every word left and was answered. A sentence that
says the after-clause's event tells a deed after it where the event is a time clause of its own ("ولما وجدته أخذته
…", "وبنت عليه كنيسة بعد أن وجدته"), or where a word joined by و/ف or "ثم" follows the event's last word (read as a
deed told after it: the reading stays on the side of answering). The event's last word followed only by its object
and a relative clause ("وجدت الصليبين الآخرين اللذين صلب عليهما اللصان"), or by the sentence's end, tells the event
alone.

AFTER57: the question is read as the answerer is given it, "عملت ايه" read as "صنعت ماذا" (`text.colloquial`:
`asked_reading.asks_a_deed`), and the event's clause opens on every word of order: "بعد ما/أن"، "بعدما"، "عقب"/"إثر"
(`time_clauses.SOON_AFTER`), a when-clause ("عمل ايه لما كبر": its deed told at the event, read as after it) and
"قبل ما/أن"، "قبلما" (a deed before the event: told by a word joined by و/ف or "ثم" BEFORE the event's first word in
the sentence, or a "قبل أن" clause of the sentence around it; the event opening the sentence tells nothing before it).
"""

from __future__ import annotations

from dataclasses import dataclass

from dalil.answer.asked_reading import asks_a_deed, opens_order_clause
from dalil.text.egyptian_verbs import read_word
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.stem import RELATIVE_PRONOUNS, STOPWORDS
from dalil.text.support import strip_markers, term_set
from dalil.text.time_clauses import ORDER_CONJUNCTIONS, SOON_AFTER, WHEN_OPENERS

_AFTER = "بعد"  # "after" ("بعدما", "بعد ما/أن"); "قبل" opens the other side of `opens_order_clause`
_RELATIVE_DUALS = ("اللذ", "اللت")  # "اللذين", "اللتين", "اللذان": the duals `RELATIVE_PRONOUNS` leaves out
_THEN = folded_words("ثم")
_SEQUENCE = frozenset(GLUED_CONJUNCTIONS)  # the conjunctions a following deed is told with ("فأرسلتهما", "ودخلا")
_MAX_WORDS = 400  # a question longer than this is no question (injected text): nothing asked


@dataclass(frozen=True)
class EventClause:
    """The event a question's clause of order names: its verb's terms, and whether the deed asked is before it."""

    terms: frozenset[str]
    before: bool


def event_clause(question: str) -> EventClause | None:
    """The clause of order of the question: "بعد ما لقتهم", "بعدما خرج", "بعد أن وجدوه", "عقب العثور عليهما", "لما
    كبر" (after or at the event), "قبل ما يموت", "قبل أن يسلم روحه" (before it); its verb's terms with its Egyptian
    reading (`egyptian_verbs.read_word`: "لقتهم" is وجد). None: no such clause, or no word after its opener."""
    words = fold(strip_markers(question)).split()
    if len(words) > _MAX_WORDS:
        return None
    for i, word in enumerate(words):
        bare = unglued(word)
        following = words[i + 1] if i + 1 < len(words) else ""
        if opens_order_clause(bare, following):
            at = i + 1 if bare in ORDER_CONJUNCTIONS else i + 2  # past "بعدما", past "بعد ما/أن"
            before = not bare.startswith(_AFTER)
        elif bare in SOON_AFTER or word in WHEN_OPENERS:  # "عقب العثور", "إثر وفاته"; "لما كبر", "عندما علم"
            at, before = i + 1, False
        else:
            continue
        if at < len(words):  # the clause's verb ("لقتهم" reads as no verb's shape: its reading tells it)
            return EventClause(term_set(words[at]) | read_word(words[at]).terms, before)
        return None
    return None


def after_event_terms(question: str) -> frozenset[str]:
    """The terms of the verb the question's clause of order says (`event_clause`); none: empty."""
    clause = event_clause(question)
    return clause.terms if clause is not None else frozenset()


def tells_only_the_event(question: str, sentence: str) -> bool:
    """Does the sentence, for a deed asked after, at or before an event ("عمل إيه بعد ما …", "ماذا فعل بعد أن …",
    "عمل ايه لما …", "عمل ايه قبل ما …"), tell that event and no deed after (before) it (see the module's doc)? A
    sentence that never says the event: no (the other checks read it)."""
    if not asks_a_deed(question):
        return False
    clause = event_clause(question)
    if clause is None or not clause.terms:
        return False
    words = fold(strip_markers(sentence)).split()
    said = [i for i, word in enumerate(words) if term_set(word) & clause.terms]
    if not said:
        return False
    if clause.before:
        return not _deed_before(words, said[0])
    return not _deed_after(words, said[-1])


def _deed_after(words: list[str], last: int) -> bool:
    """Is a deed told after the event said at `last`: the event a time clause ("ولما وجدته أرسلته", "بنت كنيسة بعد
    أن وجدته"), or a word joined by و/ف or "ثم" after it before any relative clause?"""
    if dated_by_event(words, last):
        return True  # "… بعد أن وجدته", "ولما وجدته …": a deed dated by the event, told beside it
    for word in words[last + 1 :]:
        if word in RELATIVE_PRONOUNS or word.startswith(_RELATIVE_DUALS) or word == "اللي":
            return False  # a relative clause describes what the event found or did: nothing followed
        if joined_deed(word):
            return True  # "ثم", a word glued to و/ف: maybe a deed that followed (read as told)
    return False


def _deed_before(words: list[str], first: int) -> bool:
    """Is a deed told before the event said at `first`: a "قبل أن/ما" clause beside it ("صلى قبل أن يسلم روحه"), or
    a word joined by و/ف or "ثم" before it ("رسم علامة الصليب وأسلم روحه": read as told)? The event opening the
    sentence, or said in a clause of after or of when ("ولما أسلم روحه …"), tells nothing before it."""
    if any(_opens_order(words, j) and not _opens_after(words, j) for j in range(max(0, first - 2), first)):
        return True  # "وصلى قبل أن يسلم روحه"
    if any(_opens_order(words, j) or words[j] in WHEN_OPENERS for j in range(max(0, first - 2), first)):
        return False  # "ولما أسلم روحه": what the sentence tells is after or at it
    return any(joined_deed(word) for word in words[:first])


def dated_by_event(words: list[str], at: int) -> bool:
    """Is the event said at `at` in a clause of after or of when ("… بعد أن وجدته", "ولما وجدته …"): a deed dated by
    it is told beside it (also `deed_thing.tells_no_deed_on_thing`)."""
    return any(_opens_after(words, j) or words[j] in WHEN_OPENERS for j in range(max(0, at - 2), at))


def joined_deed(word: str) -> bool:
    """"ثم", or a content word glued to و/ف ("فأرسلتها", "ودخلا"; not "في", "فيها"): read as a deed in sequence."""
    return word in _THEN or (word[:1] in _SEQUENCE and len(word) > 3 and word not in STOPWORDS)


def _opens_order(words: list[str], j: int) -> bool:
    """Does the word at `j` open a clause of after or before (`asked_reading.opens_order_clause`)?"""
    return opens_order_clause(unglued(words[j]), words[j + 1] if j + 1 < len(words) else "")


def _opens_after(words: list[str], j: int) -> bool:
    """Does the word at `j` open a clause of after (`_opens_order`, its "بعد" side)?"""
    return unglued(words[j]).startswith(_AFTER) and _opens_order(words, j)
