"""An either-or question asks which of its two options holds ("اليابان عاصمتها طوكيو ولا أوساكا؟",
"أوشية المسافرين بتتقال في باكر ولا في العشية؟", "كانت متزوجة أو أرملة؟"). A sentence that says
neither option does not answer it, however many of the question's other words it shares: Lydia's
trade and city do not tell whether she was married or widowed.

Read from the question's end: "ولا" or "أو" with one word before it and at most three after it. Not
"ولا لأ" / "أو لا" (a yes/no question), nor "ولا" after a negator ("ما بتحسدش ولا بتتفاخر": nor).
"أم" is not read: folded, the MSA "or" is the word for mother ("ما اسم أم القديسة …").

A sentence that names BOTH options chooses between them only when it ties one of them to what is
asked: "تختلف منطقة كانتو التي تشمل طوكيو عن منطقة كانساي التي تضم أوساكا" names both cities and
says nothing of a capital. The question's other words (its stem: "اليابان عاصمتها", titles such as
"القديس" left out) must all be held by the answer's texts or its records' titles, and one of them must
stand within `_TIE_WINDOW` words of an option in that sentence ("طوكيو هي عاصمة اليابان"). One text
holding one option is read as before: it states that option.
"""

from __future__ import annotations

from collections.abc import Iterable

from dalil.answer.measure import word_stems
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.normalize import fold, folded_words
from dalil.text.stem import STOPWORDS
from dalil.text.support import strip_markers, term_set

_OR = frozenset({"ولا", "او"})
_NO = folded_words("لا لأ لاء")  # "ولا لأ؟": yes or no
_NEGATORS = folded_words("ما مش لا لم لن ليس مفيش")
_RIGHT_MAX = 3  # words after the "or": one option, with its preposition or article
_TIE_WINDOW = 4  # words between an option and the asked relation's word in a sentence naming both


def options(question: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The two options' terms of an either-or question, or None when it is not one."""
    words = fold(strip_markers(question)).split()
    at = next((k for k in range(len(words) - 1, 0, -1) if words[k] in _OR), None)
    if at is None or not 0 < len(words) - at - 1 <= _RIGHT_MAX or words[at + 1] in _NO:
        return None
    if any(w in _NEGATORS or (w.startswith("ما") and w.endswith("ش") and len(w) > 4) for w in words[:at]):
        return None  # "ما بتحسدش ولا بتتفاخر": nor, not or
    left, right = term_set(words[at - 1]) - STOPWORDS, term_set(" ".join(words[at + 1 :])) - STOPWORDS
    if not left or not right:
        return None
    return left, right


def _forms(word: str) -> frozenset[str]:
    """A folded word's terms, also without a glued article, conjunction or possessive ("عاصمتها",
    "العاصمة": عاصم)."""
    return frozenset(term for form in word_stems(word) for term in term_set(form))


def _stem_words(question: str, asked: tuple[frozenset[str], frozenset[str]]) -> list[frozenset[str]]:
    """The forms of each content word of the question that is not an option nor the "or"."""
    words = fold(strip_markers(question)).split()
    at = max(k for k in range(len(words)) if words[k] in _OR)
    option_terms = asked[0] | asked[1]
    stem = []
    for word in words[: at - 1]:
        forms = _forms(word)
        if word in STOPWORDS or word in FOLDED_TITLE_WORDS or not forms - STOPWORDS or forms & option_terms:
            continue
        stem.append(forms - STOPWORDS)
    return stem


def _word_forms(text: str) -> list[frozenset[str]]:
    """`_forms` of each folded word of `text`, in order."""
    return [_forms(word) for word in fold(strip_markers(text)).split()]


def _ties_an_option(forms: list[frozenset[str]], asked: tuple[frozenset[str], frozenset[str]], stem: list[frozenset[str]]) -> bool:
    """Does a word of the question's stem stand within `_TIE_WINDOW` words of an option in a text
    (`forms`: its `_word_forms`)?"""
    option_terms = asked[0] | asked[1]
    at_options = [i for i, f in enumerate(forms) if f & option_terms]
    stem_terms = frozenset().union(*stem)
    return any(
        forms[j] & stem_terms and not forms[j] & option_terms
        for i in at_options
        for j in range(max(0, i - _TIE_WINDOW), min(len(forms), i + _TIE_WINDOW + 1))
    )


def choice_stated(question: str, texts: Iterable[str]) -> bool:
    """Does any of the texts (an answer's sentences, its records' titles) hold one of the question's
    options — and, when one text holds both, tie one to what is asked? True for a question with none."""
    asked = options(question)
    if asked is None:
        return True
    given = [(text, _word_forms(text)) for text in texts]  # each text folded and stemmed once
    stem = _stem_words(question, asked)
    held = frozenset(term for _, word_forms in given for forms in word_forms for term in forms)
    stem_held = all(forms & held for forms in stem)
    for text, word_forms in given:
        terms = term_set(text)
        forms = terms.union(*word_forms)
        if all(option & forms for option in asked):
            if stem_held and _ties_an_option(word_forms, asked, stem):
                return True
        elif any(option & terms for option in asked):
            return True
    return False
