"""What the slot reading does not cover, in one table (`PREDICATES`): the kin a question asks by name
(mother, father, wife, children …, each side of the wider family apart) and the life events it names
(birth, death, leaving). Each predicate has its question cues, MSA and Egyptian, and the answer
words that state it (its forms; an event also the words of its listed synonym class in
data/paraphrase, `text.word_families`).

The kin words are the inflected forms a question and a sentence write ("امه", "والدته", "ابوها"):
not `text.offices.KIN`, the bare nouns (ام اب …) an office reading looks a word up by.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from dalil.answer.measure import word_stems
from dalil.text.normalize import folded_words


@dataclass(frozen=True)
class Predicate:
    name: str
    cues: frozenset[str]  # question words (folded, bare) that ask it
    states: frozenset[str]  # answer words (folded, bare) that state it
    kin: bool = False  # a kin word: asked only right after اسم, a question word or a count ("أم" is also "or")
    by_name: bool = False  # asked by name ("ما اسم أم X", "مين أبو X"): the sentence must name the kin


_MOTHER = "ام امه امها امو والدته والدتها امي"
_FATHER = "اب ابوه ابوها ابيه ابيها ابو والد والدها ابي"
_PARENTS = "والدي والديه والديها والدين والداه والداها ابوي ابويه ابويها ابوين ابواه ابواها"
_WIFE = "زوجه زوجته مرات مراته امراه امراته زوجاته"
_HUSBAND = "زوج زوجها جوز جوزها بعلها"
# Egyptian "ولاد", "ولادها" (not "ولاده": that is "ولادة", a birth, folded); the dual "ولديه" (KIN43)
_CHILDREN = (
    "اولاد اولاده اولادها ولاد ولادها ولادهم ولديه ولداه ولديها ولداها ابناء ابناءه ابنائه"
    " ابناؤه ابناءها ابنائها بنين بنات بناته اطفال اطفاله ذريه ذريته عيل عيال عياله"
)
_SIBLINGS = "اخ اخو اخي اخوه اخيه اخوها اخاه اخاها اخويه اخت اختيه اخته اختها اخوات اخواته اخوته اخوتها اخوان اخواتها"
_FULL_SIBLINGS = "شقيق شقيقه شقيقته شقيقها شقيقتها اشقاء اشقائه اشقاءه شقيقات شقيقاته"
# The wider family, each side apart: a maternal uncle does not answer "his paternal uncle's name".
_PATERNAL = "عم عمه عمها عمو عمي عمته عمتها اعمام اعمامه"
_MATERNAL = "خال خاله خالها خالو خالي خالته خالتها اخوال اخواله"
_GRANDPARENT = "جد جده جدها جدو جدي جدته جدتها اجداد اجداده"
_GRANDCHILD = "حفيد حفيده حفيدها حفيدته حفيدتها احفاد احفاده احفادها"
# Kin by marriage (SUBJECT48): the spouse's parent — "حماة" (his mother-in-law) folds as "حماه" (his father-in-law), so
# one kin, like "parent" — and the others by marriage: نسيب (an in-law, in the Bible a kinsman: "أليصابات نسيبتك"), صهر,
# سلفة (a husband's brother's wife), كنة (a son's wife). "حمى" (a fever) folds as "حمي": never a word of it; "سلفه"
# is also "his predecessor", whose name follows it as an in-law's does ("بعد نياحة سلفه القديس يوحنا").
# A disciple (`text.offices.RELATIONS`' تلميذ), the nouns with the person's pronoun or bare ("كان له تلميذ اسمه"), and
# the accusative a count states ("كان له سبعون تلميذا"; KIN50). Not the verb "تتلمذ": it tells who taught HIM.
_DISCIPLE = "تلميذ تلميذه تلميذها تلاميذ تلاميذه تلاميذها تلميذته تلميذتها"
_PARENT_IN_LAW = "حماه حماته حماتها حماتك حماتي حما حماها حماك حمو حموه حموها حميه حميها احماء"
_IN_LAW = (
    "نسيب نسيبه نسيبته نسيبتها نسيبتك نسيبي نسيبها انسباء نسباء نسايب نسايبه صهر صهره صهرها اصهار اصهاره"
    " سلفه سلفته سلفتها سلايف كنه كنته كنتها كناين"
)

PREDICATES: tuple[Predicate, ...] = (
    # "والدة" (mother) and "والده" (his father) fold alike: either parent states it.
    # both parents asked in the dual too ("اسما والدي X", "أبوين X اسمهم ايه"): stated by either one named
    # ("واسم أبيه …"), not by the dual, which a record writes unnamed ("من أبوين مسيحيين")
    Predicate("parent", folded_words(f"والده {_PARENTS}"), folded_words(f"{_MOTHER} {_FATHER} والده"), kin=True),
    # "والدة" asks the mother (read unfolded, `asked_predicates`); a sentence's folded "والده" may be
    # either parent, its name after it still wanted
    Predicate("mother", folded_words(f"{_MOTHER} والده"), folded_words(f"{_MOTHER} امهم امهما امهات والده"), kin=True),
    # and his "والده" states his father as it may his mother (LOST41: "وكان اسم والده بالاريانوس")
    Predicate("father", folded_words(_FATHER), folded_words(f"{_FATHER} ابوهم ابيهم ابوهما ابيهما والده"), kin=True),
    # the participle too ("كان متجوز مين", "كان متزوج من؟"): the spouse asked by name, like the verb (PARA36)
    Predicate("wife", folded_words(_WIFE), folded_words(f"{_WIFE} تزوج تزوجها اتجوز اتجوزها متزوج متجوز زواج زواجه خطب خطيبته"), kin=True),
    Predicate(
        "husband", folded_words(_HUSBAND),
        folded_words(f"{_HUSBAND} تزوجت تزوجها اتجوزت متزوجه متجوزه زواج زواجها خطيبها"), kin=True,
    ),
    Predicate(
        "children",
        folded_words(f"{_CHILDREN} ابن ابنا ابنه ابنها ابنته ابنتها بنته بنتها ولد ولدا طفل طفلا بنت بنتا"),
        folded_words(f"{_CHILDREN} ابنا ابنه ابنته ابنتان ابنتين ابنين ابنان بنتا ولدا ولدان ولدين انجب انجبت رزق طفلا"),
        kin=True,
    ),
    # the MSA "شقيق" asks a brother as "أخ" does (WHATDEED75: "ما اسم شقيق X" was read as no kin asked, and any
    # sentence of X's record answered it)
    Predicate("siblings", folded_words(f"{_SIBLINGS} {_FULL_SIBLINGS}"), folded_words(f"{_SIBLINGS} {_FULL_SIBLINGS}"), kin=True),
    Predicate("paternal_kin", folded_words(_PATERNAL), folded_words(_PATERNAL), kin=True),
    Predicate("maternal_kin", folded_words(_MATERNAL), folded_words(_MATERNAL), kin=True),
    Predicate("grandparent", folded_words(_GRANDPARENT), folded_words(_GRANDPARENT), kin=True),
    Predicate("grandchild", folded_words(_GRANDCHILD), folded_words(_GRANDCHILD), kin=True),
    Predicate("parent_in_law", folded_words(_PARENT_IN_LAW), folded_words(_PARENT_IN_LAW), kin=True),
    Predicate("in_law", folded_words(_IN_LAW), folded_words(_IN_LAW), kin=True),
    # A role of a named person read as his kin is (KIN50): "مين تلميذ الأنبا X", "ما اسم تلميذ X", "X تلميذه اسمه
    # إيه" are answered only by a sentence that says the disciple OF him and names one ("وأقام معه تلميذه حزقيال"),
    # never by "حتى أن تلميذه أخذ قطعة" or a sentence that names another and says no disciple.
    Predicate("disciple", folded_words(_DISCIPLE), folded_words(f"{_DISCIPLE} تلميذا"), kin=True),
    Predicate(
        "birth",
        folded_words("ولد ولدت يولد اتولد اتولدت مولد مولده ميلاد ميلاده ميلادها ولاده ولادته ولادتها مولود"),
        folded_words("ولد ولدت يولد اتولد اتولدت مولد مولده مولدها ميلاد ميلاده ميلادها ولاده ولادته ولادتها مولود مواليد"),
    ),
    Predicate(
        "death",
        folded_words(
            """مات ماتت يموت موت موته توفي توفيت اتوفي اتوفت وفاه وفاته وفاتها تنيح تنيحت نياحه نياحته
            رقد رقدت استشهد استشهدت استشهاد استشهاده قتل قتلت قتلوا اتقتل اتقتلت مقتل مقتله قتله اغتيل اغتيال"""
        ),
        folded_words(
            """مات ماتت يموت موت موته توفي توفيت اتوفي اتوفت وفاه وفاته وفاتها تنيح تنيحت نياحه نياحته
            نياحتها رقد رقدت استشهد استشهدت استشهاد استشهاده استشهادها قتل قتلت قتلوا اتقتل اتقتلت مقتل
            مقتله قتله قتلها اغتيل اغتيال اغتياله اعدم اعدام اعدامه صلب ذبح قطعت قطعوا رقبته راسه اسلم روحه"""
        ),
    ),
    Predicate(
        "leaving",
        folded_words("ترك تركت غادر غادرت ساب سابت هاجر هاجرت رحل رحلت"),
        folded_words(
            """ترك تركت تركوا غادر غادرت مغادره مغادرته ساب سابت هاجر هاجرت هجره هجرته رحل رحلت رحيل
            رحيله خرج خرجت خروج خروجه سافر سافرت نفي نفاه منفي منفاه هرب فر انتقل"""
        ),
    ),
)


@lru_cache(maxsize=1 << 16)  # asked_predicates asks it ~100 times a question (in_family); pure in its word
def stem_set(word: str) -> frozenset[str]:
    """The word and its forms without a glued conjunction, article or preposition and a possessive; a verb told in
    its writer's first person keeps its verb under a glued ف and a first-person object (LOST42): "فتركته في ميليتس"
    (تركته, تركت), "تركني" (ترك), "فمكثت عنده" (مكثت) — the ف only before four letters or more ("فرحت" is no ف +
    رحت), the ني only after three ("مني" stays)."""
    forms = set(word_stems(word))
    if len(word) > _GLUED_F_FLOOR and word.startswith(_F):
        forms |= word_stems(word[1:])
    forms |= {form[: -len(_ME)] for form in list(forms) if form.endswith(_ME) and len(form) - len(_ME) >= _ME_FLOOR}
    return frozenset(forms)


_F = "ف"
_GLUED_F_FLOOR = 4  # "فتركه" → تركه; "فرحت" (rejoiced) is not ف + رحت (went)
_ME = "ني"  # the first-person object: "تركني", "أرسلني"
_ME_FLOOR = 3  # "تركني" → ترك; "مني"، "عني" stay


def in_family(word: str, family: frozenset[str]) -> bool:
    return word in family or bool(stem_set(word) & family)
