"""A deed asked after an event, answered by the event's own telling (SPAN56, issue 19).

"عملت إيه الملكة هيلانة بصليبي اللصين بعد ما لقتهم؟" asks what followed the finding; "… حتى وجدته كما وجدت الصليبين
الآخرين اللذين صلب عليهما اللصان ." tells the finding and stops there (fq38-012). The after-clause is cut from the
ask (`asked_reading.asked_part`), so the finding's sentence held every word left and was answered. A sentence that
says the after-clause's event tells a deed after it where the event is a time clause of its own ("ولما وجدته أخذته
…", "وبنت عليه كنيسة بعد أن وجدته"), or where a word joined by و/ف or "ثم" follows the event's last word (read as a
deed told after it: the reading stays on the side of answering). The event's last word followed only by its object
and a relative clause ("وجدت الصليبين الآخرين اللذين صلب عليهما اللصان"), or by the sentence's end, tells the event
alone.
"""

from __future__ import annotations

from dalil.answer.asked_reading import asks_a_deed, opens_order_clause
from dalil.text.egyptian_verbs import read_word
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.stem import RELATIVE_PRONOUNS, STOPWORDS
from dalil.text.support import strip_markers, term_set
from dalil.text.time_clauses import AFTER_CONJUNCTION, WHEN_OPENERS

_AFTER = "بعد"  # "after" ("بعدما", "بعد ما/أن"); "قبل" opens the other side of `opens_order_clause`
_RELATIVE_DUALS = ("اللذ", "اللت")  # "اللذين", "اللتين", "اللذان": the duals `RELATIVE_PRONOUNS` leaves out
_THEN = folded_words("ثم")
_SEQUENCE = frozenset(GLUED_CONJUNCTIONS)  # the conjunctions a following deed is told with ("فأرسلتهما", "ودخلا")
_MAX_WORDS = 400  # a question longer than this is no question (injected text): nothing asked


def after_event_terms(question: str) -> frozenset[str]:
    """The terms of the verb an after-clause of the question says ("بعد ما لقتهم", "بعدما خرج", "بعد أن وجدوه"),
    with its Egyptian reading (`egyptian_verbs.read_word`: "لقتهم" is وجد); none: empty."""
    words = fold(strip_markers(question)).split()
    if len(words) > _MAX_WORDS:
        return frozenset()
    for i, word in enumerate(words):
        if not _opens_after(words, i):
            continue
        at = i + 1 if unglued(word) == AFTER_CONJUNCTION else i + 2  # past "بعدما", past "بعد ما/أن"
        if at < len(words):  # the clause's verb ("لقتهم" reads as no verb's shape: its reading tells it)
            return term_set(words[at]) | read_word(words[at]).terms
    return frozenset()


def tells_only_the_event(question: str, sentence: str) -> bool:
    """Does the sentence, for a deed asked after an event ("عمل إيه بعد ما …", "ماذا فعل بعد أن …"), tell that event
    and no deed after it (see the module's doc)? A sentence that never says the event: no (the other checks read it)."""
    if not asks_a_deed(question):
        return False
    terms = after_event_terms(question)
    if not terms:
        return False
    words = fold(strip_markers(sentence)).split()
    said = [i for i, word in enumerate(words) if term_set(word) & terms]
    if not said:
        return False
    last = said[-1]
    if any(_opens_after(words, j) or words[j] in WHEN_OPENERS for j in range(max(0, last - 2), last)):
        return False  # "… بعد أن وجدته", "ولما وجدته …": a deed dated by the event, told beside it
    for word in words[last + 1 :]:
        if word in RELATIVE_PRONOUNS or word.startswith(_RELATIVE_DUALS) or word == "اللي":
            return True  # a relative clause describes what the event found or did: nothing followed
        if word in _THEN or word[:1] in _SEQUENCE and len(word) > 3 and word not in STOPWORDS:  # not "في", "فيها"
            return False  # "ثم", a word glued to و/ف: maybe a deed that followed (read as told)
    return True


def _opens_after(words: list[str], j: int) -> bool:
    """Does the word at `j` open a clause of after (`asked_reading.opens_order_clause`, its "بعد" side)?"""
    bare = unglued(words[j])
    return bare.startswith(_AFTER) and opens_order_clause(bare, words[j + 1] if j + 1 < len(words) else "")
