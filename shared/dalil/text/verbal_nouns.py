"""Is a folded word, by its shape, the verbal noun of a derived verb (`derived_verbal_noun`)?

The derived forms' verbal nouns have fixed shapes: إفعال ("إصدار", "إعدام"), افتعال / انفعال
("اعتراف", "انتقال"), استفعال ("استشهاد"), تفعيل ("تعذيب"), تفاعل ("تكافؤ"), مفاعلة ("محاكمة"). Such a word names an
act, never a place, so "بإصدار حكم" or "في استقبال" says how or in what, not where (fq16-111: "انتهت
بإصدار حكم بإعدامه" places no execution). A place name of one of these shapes ("أسوان") is the price
of reading by shape: the place readers still take it after a place noun ("مدينة أسوان").
"""

from __future__ import annotations

from dalil.text.forms import THIRD_PERSON_PRONOUNS


def _shaped(word: str) -> bool:
    n = len(word)
    return (
        (n == 5 and word[0] == "ا" and word[3] == "ا")  # إفعال
        or (n == 6 and word[0] == "ا" and word[4] == "ا" and (word[1] == "ن" or word[2] == "ت"))  # انفعال، افتعال
        or (n == 7 and word.startswith("است") and word[5] == "ا")  # استفعال
        or (n == 5 and word[0] == "ت" and word[3] == "ي")  # تفعيل
        or (n == 5 and word[0] == "ت" and word[2] == "ا")  # تفاعل
        or (n == 6 and word[0] == "م" and word[2] == "ا" and word[-1] == "ه")  # مفاعلة
    )


def derived_verbal_noun(word: str) -> bool:
    """The folded word (no glued particle before it), with a glued pronoun or not ("إعدامه"), has the
    shape of a derived verb's verbal noun."""
    return _shaped(word) or any(_shaped(word.removesuffix(ending)) for ending in THIRD_PERSON_PRONOUNS if word.endswith(ending))
