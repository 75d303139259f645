"""The class of a deed asked of its doer, and its converse (LEFTOVERS78): which words of a sentence tell that deed
when the question's own verb, and every word its family or synonym class holds (`slot_fillers.same_word`), is said
nowhere.

`deed_person.deed_person_said` takes a sentence that says two things of the deed's object for the deed "told in other
words" ("من الذي أعان إبراهيم في رفع قواعد الكعبة": "وساعده ابنه إسماعيل في بنائها … قواعد الكعبة"). Two things of the
object are said by sentences that tell another deed of it as often ("من الذي قاد قوات الشبيحة في قمع الاحتجاجات":
"استخدم ضدها … قوات الشبيحة"; "من الذي أرسل ابنة أريتاس": "طرد ابنته"). So a deed of a known class is told in
other words only by a word of its class or of its converse — the deed seen from the other side, whose doer is the
asked deed's other party: a grant by its receiving ("منح X مقاطعة": "X الذي حصل على مقاطعة"), a teaching by its
learning. A deed of no class here nor in `data/paraphrase` keeps the object's reading: no table holds every verb, and
its answers were right as often as not (DEEDSTATED77's count).

The classes of `data/paraphrase/synonyms.txt` are the claim checks' (a claim may put one word for another): help and
grant are not there because a claim's "ساعد" for the record's "أعان" is left to those checks, so they live here, with
the converses, which are never synonyms (a claim may not say "received" for "granted").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from dalil.text.assertions import NAMING_WORDS
from dalil.text.egyptian_morphology import verb_forms
from dalil.text.glued import unglued
from dalil.text.normalize import fold
from dalil.text.stem import analyze
from dalil.text.word_families import synonyms_of

# A class a line: its verbs (perfect, imperfect, Egyptian) and the nouns that tell the deed done by someone
# ("بقيادة X", "بمساعدة X"). Folded on load; a word's stems and its forms with a pronoun are read too (`_keys`).
_CLASSES: dict[str, str] = {
    # a help is told by a deed done WITH the one helped too ("وعمل معه الكهنة في بناء سور أورشليم")
    "help": "اعان يعين عاون يعاون ساعد يساعد ساند يساند شارك يشارك مساعده بمساعده معاونه بمعاونه اعانه باعانه عون بعون"
    " معه معها معهم",
    "grant": "منح يمنح اعطي يعطي وهب يهب اهدي يهدي انعم ينعم اقطع يقطع",
    "receive": "نال ينال حصل يحصل تسلم يتسلم تلقي يتلقي استلم يستلم اخذ ياخد ياخذ",
    "lead": "قاد يقود ترأس يترأس تزعم يتزعم قياده بقياده قائد زعيم زعامه بزعامه",
    "send": "ارسل يرسل بعث يبعث اوفد يوفد",
    "teach": "علم يعلم درس يدرس لقن يلقن ادب يؤدب ثقف تعليم بتعليم",
    "learn": "تعلم يتعلم تتلمذ يتتلمذ درس تلقي",
    "make": "صنع يصنع انتج ينتج صمم يصمم ابتكر يبتكر اخترع يخترع طور يطور صناعه تصنيع انتاج",
    "build": "بني يبني شيد يشيد انشا ينشئ اسس يؤسس",
    "begin": "بدا يبدا ابتدا يبتدي شرع يشرع استهل افتتح",
}
# Each deed seen from its other party: what the one grants the other receives, what one teaches the other learns.
# Not a sending by an arrival: "وصلت تعزيزات الجيش … بقيادة X" names who led them, not who sent them.
_CONVERSES: dict[str, str] = {"grant": "receive", "receive": "grant", "teach": "learn", "learn": "teach"}


def _keys(word: str) -> frozenset[str]:
    """A folded word as written, past a glued و/ف, its Egyptian and imperfect forms, and their stems."""
    forms = {word, unglued(word), *verb_forms(word)}
    return frozenset(key for form in forms for key in (form, *analyze(form)))


@lru_cache(maxsize=1)
def _class_keys() -> dict[str, frozenset[str]]:
    return {name: frozenset(key for word in fold(words).split() for key in _keys(word)) for name, words in _CLASSES.items()}


@lru_cache(maxsize=4096)
def _told_by(verb: str) -> frozenset[str] | None:
    """The keys of the words that tell the deed of `verb` (folded): its classes here and their converses, and its
    synonym class in `data/paraphrase`; None when it is of none."""
    if verb in NAMING_WORDS or f"{verb}ه" in NAMING_WORDS:
        return None  # "مين اسم الأعرج اللي …": a name asked, read as the deed "اسم"; no deed's class
    own = _keys(verb)
    classes = [name for name, keys in _class_keys().items() if own & keys]
    synonyms = frozenset(other for key in own for other in synonyms_of(key))
    if not classes and not synonyms:
        return None
    names = {*classes, *(_CONVERSES[name] for name in classes if name in _CONVERSES)}
    return synonyms | frozenset(key for name in names for key in _class_keys()[name])


def deed_class_said(verb: str, words: Sequence[str]) -> bool | None:
    """Does a word of the folded sentence `words` tell the asked `verb`'s deed by its class or its converse? None when
    the verb is of no class (the caller keeps its own reading)."""
    told = _told_by(verb)
    if told is None:
        return None
    return any(_keys(word) & told for word in words if len(word) > 2)
