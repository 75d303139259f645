"""An author, composer or writer asked ("من مؤلف كتاب الأيام", "مين اللي ألف تسبحة نصف الليل", "القداس الغريغوري
من تأليف مين", "من ناظم ذكصولوجية العذراء", "حساب الأبقطي مين واضعه", Franco "meen elly katab …"): answered only by a
sentence that ties someone to the work with a verb or noun of authoring ("وألف كتبا كثيرة منها … كتاب عزاء
المؤمنين", "وهو الذي وضع حساب الأبقطى", "أنا ترتيوس كاتب هذه الرسالة"), one that holds the authoring word and a
word of the work; never by a sentence that only names the work ("وفى يدها كتاب تقرأ فيه" for "كتاب الأيام").
Read by `answer/asked_stated.py` for the offline answerer's choice and for every provider's answer (code
`asked_not_stated: author`).

A psalm's writer is its own title's ("مزمور لداود"): `answer/letter_writer.asked_psalm_writer` reads that ask and
`psalm_writer_unstated` its answer; a letter's hand ("بيد مين كتب …") is `text/letter_hand.py`'s. Neither is read here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from dalil.answer.letter_writer import asked_psalm_writer
from dalil.text.counted import counted_as
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import WHO
from dalil.text.restated import CLAUSE_MARKS, clause_tokens, word_keys
from dalil.text.stem import MSA_DEMONSTRATIVES, STOPWORDS
from dalil.text.support import strip_markers

# The authoring words a question asks by (a noun of the one who wrote, or the verb, with the work's pronoun or not),
# read by their keys (`restated.word_keys`: a glued و/ف and an article aside).
_ASKING_AUTHOR = folded_words(
    """مؤلف مؤلفه مؤلفها كاتب كاتبه كاتبها واضع واضعه واضعها ناظم ناظمه ناظمها ملحن ملحنه ملحنها مصنف مصنفه
    الف الفه الفها الفت كتب كتبه كتبها كتبت وضع وضعه وضعها وضعت نظم نظمه نظمها لحن لحنه لحنها صنف صنفه
    اتكتب اتكتبت اتالف اتالفت اتوضع اتوضعت"""
)
_AUTHORING = "تاليف"  # "من تأليف مين"
# A sentence's words that tie a person to a work: the asking ones, the verb's present and the works' nouns with
# their writer's pronoun ("من أشهر أعماله: الثلاثية", "مؤلفاته").
_STATING_AUTHOR = _ASKING_AUTHOR | {_AUTHORING} | folded_words(
    "يكتب يؤلف يضع ينظم تاليفه تاليفها مؤلفات مؤلفاته اعماله اعمالها رواياته رواياتها قصائده قصائدها"
)
# The kind of a work ("كتاب الأيام", "رواية الثلاثية"): a sentence that says the kind alone names no work of the
# question's own, when the question names it by more words than its kind.
_KINDS = folded_words("كتاب الكتاب سفر رساله الرساله صلاه قصيده روايه ترنيمه مقال مقاله")
# The work's kind after a demonstrative is the work itself, in its own words ("أنا ترتيوس كاتب هذه الرسالة"): an MSA
# one, written before its noun (`stem.MSA_DEMONSTRATIVES`).
_THIS = "#"  # a kind's key in `asked_work`, matched only after a demonstrative
_RELATIVES = folded_words("اللي الذي التي هو هي")  # between the who-word and the authoring word
_EGYPTIAN_WHO = "مين"  # the MSA "من" is also "from" ("نقل من كتب الآباء"): it asks only opening its clause


def _authoring(word: str, table: frozenset[str]) -> bool:
    return bool(word_keys(word) & table) or word in table


@lru_cache(maxsize=4096)  # read for the answerer and the checks; pure in the question
def asked_work(question: str) -> frozenset[str]:
    """The keys of the work whose author the question asks (its content words), or none when no author is asked."""
    if asked_psalm_writer(question):
        return frozenset()
    raw_words = [raw for raw in strip_markers(question).split() if fold(raw).split()]
    words = [fold(raw).split()[0] for raw in raw_words]
    asked_at: set[int] = set()
    for i, word in enumerate(words):
        if word not in WHO:
            continue
        opens = word == _EGYPTIAN_WHO or i == 0 or raw_words[i - 1].endswith(tuple(CLAUSE_MARKS))
        j = i + 1
        while j < len(words) and words[j] in _RELATIVES:
            j += 1
        if opens and j < len(words) and _authoring(words[j], _ASKING_AUTHOR):
            asked_at |= {i, j}  # "من مؤلف …", "مين اللي ألف …", "من هو كاتب …"
        elif i and (word == _EGYPTIAN_WHO or i == len(words) - 1) and (
            _authoring(words[i - 1], _ASKING_AUTHOR) or words[i - 1] == _AUTHORING
        ):  # not "كتبت من أين" (written from where): the MSA "من" after it only closing the question
            asked_at |= {i, i - 1}  # "… كاتبه مين", "من تأليف مين"
    if not asked_at:
        return frozenset()
    named = [
        word for k, word in enumerate(words) if k not in asked_at and word not in STOPWORDS and word not in WHO
        and word not in _RELATIVES and word != _AUTHORING and len(word) > 2
    ]
    proper = [word for word in named if word not in _KINDS] or named
    return frozenset(key for word in proper for key in word_keys(word)) | {
        _THIS + key for word in named if word in _KINDS for key in word_keys(word)
    }


def author_stated(question: str, texts: Iterable[str]) -> bool:
    """Does one of the texts tie someone to the asked work: a clause with an authoring word and a word of the work?
    A colon parts no clause here: a list of works follows its verb past it ("وألف كتبا كثيرة منها : …"); a comma
    does ("وعشرة ايام ، كتب أثناءها اثني عشر كتابا": days are no work). (No author asked: yes.)"""
    work = asked_work(question)
    if not work:
        return True
    for text in texts:
        for clause in _CLAUSE_END.split(strip_markers(text)):
            if _ties(clause_tokens(clause), work):
                return True
    return False


_CLAUSE_END = re.compile(r"[،,؛;.!؟?]")


def _ties(tokens: list[str], work: frozenset[str]) -> bool:
    """Do these words hold an authoring word and, besides it, a word of the work?"""
    words = [word for word in tokens if word]
    keys = [
        word_keys(word) | ({_THIS + key for key in word_keys(word)} if k and words[k - 1] in MSA_DEMONSTRATIVES else set())
        for k, word in enumerate(words)
    ]
    for at, word in enumerate(words):
        if counted_as(words, at) is not None:
            continue  # "ثلاثين ألف مسيحي": a thousand, not the verb ألّف (PINNED51, fq34-002)
        if _authoring(word, _STATING_AUTHOR) and any(keys[k] & work for k in range(len(words)) if k != at):
            return True
    return False
