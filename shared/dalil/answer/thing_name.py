"""A thing's name asked: "ما اسم السفينة التي حملت جسد القديس ساويرس؟", "إيه اسم الدير اللي اترهب فيه …",
"اسم البرية اللي راح لها … إيه". The noun is a thing, a place, a book, a building, a beast: its name must stand
beside that noun in the sentence that answers — in construct ("جبل أنصنا", "معركة داندقان", "بمدينة صور"),
after a naming word ("سفينة تدعى …", "دير اسمه …", "يقال لها …"), or past its articled adjective ("السفينة
الملكية كالكوتا"). The noun alone ("في سفينة إلى دير الزجاج", fq13-089) or with an adjective ("سفينة ذاهبة")
names none. A sentence that never says the noun is left to the other checks: "ولد القديس أباكير بدمنهور"
names the town of "ما اسم المدينة التي ولد فيها …" without the word مدينة. A place asked by its kind ("أي جزيرة",
"انهي نهر", WRONGREC70) is held closer by `slot_stated`: such a sentence must name a place on its own
(`slot_fillers.place_named_alone`: "نُفي إلى بطمس"), not a kind of place ("في البحر", "إلى البرية") nor another
kind's place ("بمدينة إنطاكية" for an island).

Only the nouns listed are things. A person's role the office list does not know ("ما اسم السياف الذي امتنع
…", fq12-042, answered from the sentence after the one that names him) is not one: reading every articled
noun after اسم as a thing declined that right answer and one of the validation slice (FQ13CLASS19).
"""

from __future__ import annotations

from dalil.answer.name_asked import names_given
from dalil.answer.slot_words import PLACE_UNITS, content_word, may_be_name, verbal
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.forms import word_forms
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.normalize import folded_words
from dalil.text.stem import STOPWORDS
from dalil.text.vocabulary import bundled_vocabulary

# Things whose name a reader asks (folded, without the article): the place units a place is asked by
# (`slot_words.PLACE_UNITS`: مدينة, قرية, جبل, دير, كنيسة …) and vessels, waters, wilds, buildings, writings,
# beasts, battles. Their plurals and a few synonyms the sentences write map to one of them.
THING_NOUNS = PLACE_UNITS | folded_words(
    "سفينه مركب قارب نهر بحر بحيره جزيره ولايه وادي بريه صحراء مغاره كهف بيعه هيكل معبد قصر سجن حصن قلعه "
    "مدرسه كتاب رساله سفر انجيل حصان جمل معركه حرب موقعه عين بير"
)
_SAME_THING = {
    "ديره": "دير", "اديره": "دير", "ديارات": "دير", "سفن": "سفينه", "مراكب": "مركب", "مركبه": "مركب",
    "مدن": "مدينه", "قري": "قريه", "جبال": "جبل", "كنائس": "كنيسه", "كتب": "كتاب", "بيعه": "كنيسه",
    "بئر": "بير", "خيل": "حصان", "فرس": "حصان",
}
_NAME_REACH = 3  # after the noun: an articled adjective, a naming word, the name
_SAID_TO = folded_words("يقال يدعي تسمي يسمي")  # "يقال لها …": the name after "to him/her"


def thing_noun(word: str) -> str:
    """The thing a (folded) question word is, "" for none: "السفينه" -> "سفينه", "الديارات" -> "دير"."""
    bare = word.removeprefix("ال")
    bare = _SAME_THING.get(bare, bare)
    return bare if bare in THING_NOUNS else ""


def _place_named(words: list[str]) -> list[int]:
    """Where a name stands in a thing's construct, past its titles ("برية القديس مكاريوس", "بدير الأنبا
    أنطونيوس", "كنيسة مار جرجس"): the name of the place, not of a person in the sentence."""
    found = []
    for i, word in enumerate(words[:-1]):
        if word.startswith(_ARTICLED) or not any(thing_noun(form) for form in word_forms(word)):
            continue
        j = i + 1
        while j < len(words) - 1 and words[j] in FOLDED_TITLE_WORDS:
            j += 1
        if j > i + 1 and not words[j].startswith(_ARTICLED) and may_be_name(words[j]):
            found.append(j)
    return found


def without_place_names(words: list[str], question_words: list[str]) -> list[str]:
    """The sentence's folded `words` with each person's name that stands only in a place's name blanked
    ("صار راهبا في برية القديس مكاريوس" is not about البابا مكاريوس الثالث: fq21-108's class), unless the
    question names that place too ("دير الأنبا بولا اتبنى امتى")."""
    own = {question_words[i] for i in _place_named(question_words)}
    blanked = {i for i in _place_named(words) if words[i] not in own}
    return ["" if i in blanked else word for i, word in enumerate(words)]


_ARTICLED = ("ال", "وال", "بال", "فال", "لل")
_PREPOSITION_ARTICLES = ("بال", "لل", "وبال", "ولل", "فبال", "فلل")  # not كال: "كالكوتا"


def _says_thing(word: str, thing: str) -> bool:
    """The sentence's word is the thing's noun, glued particles aside ("بمدينة", "والسفينة", "سفن"); with a
    possessive pronoun ("سفينته", "ديره") it is one already spoken of, not named here."""
    return any(_SAME_THING.get(form, form) == thing for form in word_forms(word))


def names_thing(thing: str, words: list[str], said: frozenset[str]) -> bool | None:
    """Does the sentence (folded words) name the thing where it says its noun? None when it never says the
    noun (left to the other checks: `slot_stated` then wants the relative clause's event said, `Slot.clause_verb`);
    False when it says the noun with no name beside it ("جبل عال": an adjective, `_defective_participle`)."""
    mentioned = False
    for i, word in enumerate(words):
        if not _says_thing(word, thing):
            continue
        mentioned = True
        if _named_after(word.startswith(("ال", "وال", "بال", "فال")), words[i + 1 : i + 1 + _NAME_REACH], said):
            return True
    return None if not mentioned else False


def _named_after(articled: bool, after: list[str], said: frozenset[str]) -> bool:
    """Is the noun (`articled` or not) named by the words right after it? A thing's name may carry the
    article, as a person's does not: "سفينة تدعى الرجاء", "دير الزجاج", "نهر النيل"."""
    unarticled = [after[0], *(w.removeprefix("ال") for w in after[1:])] if after else []
    if names_given(unarticled, said):  # "سفينة تدعى …", "دير اسمه …"
        return True
    if len(after) > 2 and after[0] in _SAID_TO and after[1].startswith("ل"):  # "يقال لها …"
        return a_name(after[2].removeprefix("ال"), said)
    if articled:
        # "الدير المحرق", "الكنيسة المعلقة": a name with the article; a nisba or an adjective's shape is the
        # noun's adjective ("السفينة الملكية كالكوتا"), past which an unarticled name may stand
        if after and after[0].startswith("ال") and not after[0].endswith(("ي", "يه")) and a_name(after[0][2:], said):
            return True
        past = after
        while len(past) > 1 and past[0].startswith("ال") and content_word(past[0]):
            past = past[1:]
        # only past an adjective: right after the articled noun an unarticled word starts another phrase
        # ("وكان بالدير رجل عابد … اسمه …": a man, no monastery's name; UNNAMED44)
        return past is not after and not past[0].startswith("ال") and a_name(past[0], said)
    # the noun in construct: "جبل أنصنا", "دير الزجاج", "بمدينة صور"; past a saint's title ("دير الأنبا مقار")
    titled = after[1:] if len(after) > 1 and after[0] in FOLDED_TITLE_WORDS else after
    return bool(titled) and a_name(titled[0].removeprefix("ال"), said) and titled[0] not in said


def a_name(word: str, said: frozenset[str]) -> bool:
    """A word that may be the thing's own name: no function word, verb or adjective's shape ("ذاهبة",
    "عظيمة", "مسكونة"), nor a word the question says. Three letters may be a name ("صور"): `verbal` takes
    every such word for a past verb, so only its surer shapes are verbs here."""
    return (
        may_be_name(word) and content_word(word) and word not in STOPWORDS and word not in said
        # a preposition glued to an articled word is a phrase, no name ("في أحد الأديرة بالصعيد": UNNAMED44)
        and not (len(word) > 5 and word.startswith(_PREPOSITION_ARTICLES))
        and verbal(word) < 2 and not (len(word) == 4 and verbal(word)) and not _adjective_shape(word)
        and word[0] not in GLUED_CONJUNCTIONS
    )


def _adjective_shape(word: str) -> bool:
    """فاعل/فاعلة, فعيل/فعيلة, مفعول/مفعولة: an adjective's pattern ("ذاهبه", "كبيره", "مسكونه"), which a
    short place's name rarely has ("قانا", "يافا" end in a long vowel)."""
    stem = word.removesuffix("ه")
    return (len(stem) == 4 and ((stem[1] == "ا" and stem[-1] not in "اوي") or stem[2] == "ي")) or (
        len(stem) == 5 and stem[0] == "م" and stem[3] == "و"
    ) or _defective_participle(word)


def _defective_participle(word: str) -> bool:
    """فاعٍ: the indefinite participle of a root ending in ي/و, its final ي dropped ("جبل عال", "قاض", "واد"),
    an adjective or a common noun, no name: a word of that shape whose form with ي the corpus writes ("عالي",
    "قاضي"; the shipped vocabulary). A short place's name of the shape has none ("مدينة قاو", "سان")."""
    return len(word) == 3 and word[1] == "ا" and word + "ي" in bundled_vocabulary()
