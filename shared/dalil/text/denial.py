"""A bare denial (CLAIMNUM59): an answer opening with its no and words that only say "not so" — "لأ، مش كده خالص."،
"لا، ليس الأمر كذلك؛"، "لا، هذا غير دقيق؛"، "La2, msh keda." — before the cited sentence that refutes the question's
premise. The denial names no person, place, number or deed: it says the yes/no question's proposition is not what
the record says, so it is no claim of the record's to check against an excerpt, and an uncited claim it is not. What
it asserts is checked where the question is read (`answer.verification.affirmed_problem`): the cited sentence must
contradict the proposition; a no to a premise the sentence states, or does not touch, is refused.

A closed class: the answer's no (`answer_words.ANSWER_NO`), then at most `_MOST_WORDS` words of `NOT_SO_WORDS` — negators,
"so / true / right / exact", the matter or the words ("الأمر"، "الكلام ده"), and intensifiers ("خالص"، "أبدا"). Any
other word ("لأ، ماتعلمش …"، "لا، بل في روما") makes it a sentence of its own, checked as before.
"""

from __future__ import annotations

from dalil.text.answer_words import ANSWER_NO, NO_INTENSIFIERS
from dalil.text.normalize import fold
from dalil.text.stem import DEMONSTRATIVES
from dalil.text.support import answer_sentences

NOT_SO_WORDS = frozenset(
    fold(
        """مش مو ليس ليست غير الأمر الامر الكلام الموضوع كده كدا كدة كذلك صحيح صحيحا صح مظبوط
        مضبوط دقيق دقيقا msh mesh mish mush mosh keda kda kedda sa7 sa7ee7 mazboot mazbout not so true"""
    ).split()
    # "لا، هذا غير دقيق"، "لأ، الكلام ده مش صح"; a no's intensifiers ("خالص"، "أبدا") from their home
) | frozenset(fold(word) for word in DEMONSTRATIVES) | frozenset(fold(word) for word in NO_INTENSIFIERS)
_MOST_WORDS = 6  # the no and a few words: "لا، ليس الأمر كذلك على الإطلاق" is about the longest
_EDGE = " \t\n.،,؛;:!؟?—–-"


def bare_denial(sentence: str) -> bool:
    """The sentence is the answer's no, alone or with words that only say "not so" (`NOT_SO_WORDS`)."""
    words = [word.strip(_EDGE) for word in fold(sentence).lower().replace("،", " ").replace(",", " ").split()]
    words = [word for word in words if word]
    if not words or len(words) > _MOST_WORDS or words[0] not in ANSWER_NO:
        return False
    return all(word in NOT_SO_WORDS for word in words[1:])


def opens_with_denial(answer: str) -> bool:
    """The answer's first sentence, uncited, is a bare denial (`bare_denial`), and a cited sentence follows it."""
    sentences = answer_sentences(answer)
    return len(sentences) > 1 and not sentences[0].ids and bare_denial(sentences[0].text) and any(s.ids for s in sentences[1:])
