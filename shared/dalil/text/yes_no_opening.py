"""The answer's opening yes or no: the one reading of it (ONEPLACE66). Three checks ask it, and each read it its own way
before: the yes asserts the yes/no question's proposition (`answer.verification.affirmed_problem`), the answer's own no
keeps the record's-no check off (`answer.record_no`), and a bare denial is no claim of the record's
(`answer.validate`, `answer.critic`, `answer.publish_decision`).

The answer word is `answer_words.ANSWER_YES` / `ANSWER_NO`, read as `support.without_presentation` writes the answer (its
courtesy, heading and bold off; an intensifier or the reader addressed after the word dropped; any mark after it written
"، ", or ". " before the record's words). It opens the answer only closed by its mark, a no with at most words that only
say "not so" before it (`opening_word`): "لا تقدرون أن تخدموا الله والمال" and "نعم الرجل" open with the record's words, a
negation or a praise, not with an answer's no or yes (as `assertions.without_answer_word` reads them).

A bare denial (CLAIMNUM59): an answer opening with its no and words that only say "not so" — "لأ، مش كده خالص."،
"لا، ليس الأمر كذلك؛"، "لا، هذا غير دقيق؛"، "La2, msh keda." — before the cited sentence that refutes the question's
premise. The denial names no person, place, number or deed: it says the yes/no question's proposition is not what
the record says, so it is no claim of the record's to check against an excerpt, and an uncited claim it is not. What
it asserts is checked where the question is read (`answer.verification.affirmed_problem`): the cited sentence must
contradict the proposition; a no to a premise the sentence states, or does not touch, is refused.
A closed class: the answer's no, then at most `_MOST_WORDS` words of `NOT_SO_WORDS` — negators, "so / true / right /
exact", the matter or the words ("الأمر"، "الكلام ده"), and intensifiers ("خالص"، "أبدا"). Any other word ("لأ، ماتعلمش …"،
"لا، بل في روما") makes it a sentence of its own, checked as before.
"""

from __future__ import annotations

from typing import Literal

from dalil.text.answer_words import ANSWER_NO, ANSWER_YES, NO_INTENSIFIERS
from dalil.text.normalize import fold
from dalil.text.stem import DEMONSTRATIVES
from dalil.text.support import answer_sentences, without_presentation

AnswerWord = Literal["yes", "no"]

NOT_SO_WORDS = frozenset(
    fold(
        """مش مو ليس ليست غير الأمر الامر الكلام الموضوع كده كدا كدة كذلك صحيح صحيحا صح مظبوط
        مضبوط دقيق دقيقا msh mesh mish mush mosh keda kda kedda sa7 sa7ee7 mazboot mazbout not so true"""
    ).split()
    # "لا، هذا غير دقيق"، "لأ، الكلام ده مش صح"; a no's intensifiers ("خالص"، "أبدا") from their home
) | frozenset(fold(word) for word in DEMONSTRATIVES) | frozenset(fold(word) for word in NO_INTENSIFIERS)
_MOST_WORDS = 6  # the no and a few words: "لا، ليس الأمر كذلك على الإطلاق" is about the longest
_EDGE = " \t\n.،,؛;:!؟?—–-"


def answer_word(word: str) -> AnswerWord | None:
    """"yes" or "no" when `word` (its marks off, folded) is an answer's yes or no word, else None."""
    folded = fold(word.strip(_EDGE)).lower()
    if folded in ANSWER_YES:
        return "yes"
    return "no" if folded in ANSWER_NO else None


def opening_word(answer: str) -> AnswerWord | None:
    """The yes or no the answer opens with: its first word as `without_presentation` writes it (after any courtesy or
    heading; "نعم، …"، "Yes — …"، "**لأ.** «…»"، "La2 msh keda, «…»"), read by `answer_word`; None when it is no answer word."""
    words = without_presentation(answer).split(maxsplit=1)
    return answer_word(words[0]) if words else None


def opens_with_yes(answer: str) -> bool:
    """The answer opens with a yes ("نعم، …", "أيوه طبعا، …", "Yes — …", after any courtesy or heading; BENT52). A yes
    asserts what the yes/no question asked (`answer.verification.affirmed_problem`)."""
    return opening_word(answer) == "yes"


def opens_with_no(answer: str) -> bool:
    """The answer says its own no ("لا، …"، "La2, …"، "لأ مش كده. «…»"): what it asserts is the claim checks' to judge
    (`answer.verification.denial_problem`), not a quotation of the record's no (`answer.record_no`)."""
    return opening_word(answer) == "no"


def bare_denial(sentence: str) -> bool:
    """The sentence is the answer's no, alone or with words that only say "not so" (`NOT_SO_WORDS`)."""
    words = [word.strip(_EDGE) for word in fold(sentence).lower().replace("،", " ").replace(",", " ").split()]
    words = [word for word in words if word]
    if not words or len(words) > _MOST_WORDS or answer_word(words[0]) != "no":
        return False
    return all(word in NOT_SO_WORDS for word in words[1:])


def opens_with_denial(answer: str) -> bool:
    """The answer's first sentence, uncited, is a bare denial (`bare_denial`), and a cited sentence follows it."""
    sentences = answer_sentences(answer)
    return len(sentences) > 1 and not sentences[0].ids and bare_denial(sentences[0].text) and any(s.ids for s in sentences[1:])
