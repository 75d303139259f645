"""What a thing was made of, asked of a sentence that only names the thing.

"التابوت بتاع لعازر كان معمول من ايه؟", "مِمَّ صُنع التابوت …؟", "من أي مادة صنع …", Franco "kan ma3mool men
eh": the question asks the MATERIAL of a thing it names (a coffin, a bed, a cross, a whip). A record that names
the thing for another reason — the inscription on the coffin, the hymns heard from inside it, the coffin carried —
shares the thing's word and the subject's name, so every word check finds the question held (fq51-067 was
answered by "وقد نقش على التابوت …", the coffin's inscription, when the record says "في تابوت رخام").

A sentence states the material only by putting one to the asked thing: the thing's noun with "من" and a noun after
it ("في تابوت من الرخام", "صليب من ذهب"), an indefinite thing with a bare noun after it ("تابوت رخام", "سرير
حديد": a noun of material in apposition), or a word of making with "من" and a noun ("ثور مصنوع من نحاس", "السياط
… مصنوعة من عروق البقر") a few words after the thing. An answer none of whose sentences does so does not state
the material asked (code `asked_not_stated: material`); the extractive answerer reads the same test, so it takes
the sentence that states it, or none.
"""

from __future__ import annotations

from collections.abc import Sequence

from dalil.answer.measure import word_stems
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import WHAT
from dalil.text.stem import COPULAS, STOPWORDS
from dalil.text.support import strip_markers

MATERIAL_NOT_STATED = "asked_not_stated: material"

_FROM = "من"
_FROM_WHAT = folded_words("مما مم")  # "مِمَّ صُنع", "مما كان مصنوعا": من + ما glued
_MATTER = folded_words("ماده خامه")  # "من أي مادة", "من أي خامة"
_WHICH = folded_words("اي انهي")
# The making words by their shape (roots صنع, عمل): "مصنوع(ة)", "المصنوع", "صنع", "يصنع", Egyptian "معمول(ة)",
# "اتعمل(ت)", "اتصنع"; with a glued conjunction or article.
_MAKING_STARTS = ("مصنوع", "معمول", "صنع", "يصنع", "تصنع", "اتصنع", "اتعمل", "عملت", "عملو")
_MAKING_WORDS = folded_words("عمل صنعه")
# Nouns after "من" that make a compound preposition or a partitive, no material ("من أجل", "من بين", "من داخل").
_NOT_MATERIAL = folded_words("اجل قبل بين داخل خلال عند جهه بعد فوق تحت")
_REACH = 6  # words from the thing to its making word ("السياط المستعملة في الضرب مصنوعة": 4)
_BARE_MIN = 3  # letters of a noun of material ("حديد", "ذهب")


def _making(word: str) -> bool:
    bare = word[1:] if word[:1] in GLUED_CONJUNCTIONS and len(word) > 4 else word  # noqa: PLR2004 - "وصنع"
    bare = bare.removeprefix("ال")
    return bare in _MAKING_WORDS or bare.startswith(_MAKING_STARTS)


def material_asked(question: str) -> str:
    """The thing whose material the question asks (its folded word, article off), or "": a making word with "من"
    and a what-word after it ("معمول من ايه", "مصنوع من ماذا"), "مما/مم" before it ("مما صنع …", "مما كان مصنوعا"),
    or "من أي مادة". The thing is the question's first noun ("التابوت بتاع لعازر", "مما صنع تابوت جسد …"): the
    names and the relative clause after it tell whose it was, not what was made."""
    words = fold(strip_markers(question)).split()
    if not any(_asks_at(words, i) for i in range(len(words))):
        return ""
    return next((w.removeprefix("ال") for w in words if _noun(w)), "")


def _asks_at(words: list[str], i: int) -> bool:
    word, after = words[i], words[i + 1 : i + 3]
    if _making(word):
        before = words[i - 2] if i >= 2 and words[i - 1] in COPULAS else words[i - 1] if i else ""  # noqa: PLR2004
        from_what = after[:1] == [_FROM] and len(after) == 2 and after[1] in WHAT  # noqa: PLR2004 - "من ايه"
        return bool(after) and after[0] in _FROM_WHAT or from_what or before in _FROM_WHAT
    return word == _FROM and len(after) == 2 and after[0] in _WHICH and after[1] in _MATTER  # noqa: PLR2004 - "أي مادة"


def _noun(word: str) -> bool:
    return (
        len(word) >= _BARE_MIN and word not in STOPWORDS and word not in WHAT and word not in _FROM_WHAT and word not in COPULAS
        and word not in FOLDED_TITLE_WORDS and word not in _MATTER and word not in _WHICH and word != _FROM and not _making(word)
    )


def _is_thing(word: str, thing: str) -> bool:
    bare = word[1:] if word[:1] in GLUED_CONJUNCTIONS and len(word) > 4 else word  # noqa: PLR2004 - "وتابوت"
    bare = bare.removeprefix("ال").removesuffix("ا")  # "تابوتا": the accusative's alif
    return bare == thing or thing in word_stems(bare)


def _material(word: str) -> bool:
    """A noun that may name a material after "من" or in apposition: no particle, compound preposition or number."""
    return len(word) >= _BARE_MIN and word not in STOPWORDS and word.removeprefix("ال") not in _NOT_MATERIAL and not word.isdigit()


def states_material(sentence: str, thing: str) -> bool:
    """Does the sentence put a material to one of the asked things (see the module's doc)?"""
    words = fold(strip_markers(sentence)).split()
    for i, word in enumerate(words):
        following = words[i + 1 : i + 3]
        from_material = len(following) == 2 and following[0] == _FROM and _material(following[1])  # noqa: PLR2004
        if _is_thing(word, thing):
            if from_material:
                return True  # "في تابوت من الرخام"
            bare = following[:1] and following[0]
            if not word.startswith("ال") and bare and not bare.startswith("ال") and bare[0] not in GLUED_CONJUNCTIONS and _material(bare):
                return True  # "تابوت رخام", "سرير حديد"
        if _making(word) and from_material and any(_is_thing(w, thing) for w in words[max(0, i - _REACH) : i + 1]):
            return True  # "ثور مصنوع من نحاس", "السياط … مصنوعة من عروق البقر"
    return False


def material_problem(question: str, sentences: Sequence[str]) -> str | None:
    """`asked_not_stated: material` when the question asks what a thing was made of and no sentence puts a material
    to it; None otherwise (nothing of the kind asked, or stated)."""
    thing = material_asked(question)
    if not thing or any(states_material(sentence, thing) for sentence in sentences):
        return None
    return MATERIAL_NOT_STATED
