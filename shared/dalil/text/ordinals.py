"""Arabic ordinal words, folded, in one table, and `parse_ordinal`, which reads a number written as
an ordinal ("الثاني والعشرين" = 22). The calendar reads days with it ("اليوم الثالث من توت"), the
Bible reader chapters and verses ("الإصحاح الأول"), the claim checks compare the values a sentence
and its excerpt state (`text.assertions`) and what a restatement adds ("الجزء الثالث",
`text.quantifiers`): one list of words, so the readers cannot drift apart.
"""

from __future__ import annotations

# The masculine ordinals 2-10, folded and bare (no article); the feminine adds ه (ة, folded).
# 1 is irregular (اول / اولي) and each reader takes it or not on purpose; 11 is "الحادي عشر".
_STEMS: dict[int, str] = {
    2: "ثاني", 3: "ثالث", 4: "رابع", 5: "خامس", 6: "سادس", 7: "سابع", 8: "ثامن", 9: "تاسع", 10: "عاشر",
}  # fmt: skip
_TEN = 10

# "ثالث" / "ثالثه" -> 3 …: the bare ordinals 2-10 of both genders.
ORDINAL_WORDS: dict[str, int] = {form: value for value, stem in _STEMS.items() for form in (stem, stem + "ه")}

_UNITS = {
    "اول": 1, "الاول": 1, "الحادي": 1, "حادي": 1, "واحد": 1,
    **{form: value for value, stem in _STEMS.items() if value < _TEN for form in ("ال" + stem, stem)},
}  # fmt: skip
_TENS = {
    "العشرين": 20, "عشرين": 20, "العشرون": 20, "عشرون": 20,
    "الثلاثين": 30, "ثلاثين": 30, "الثلاثون": 30, "ثلاثون": 30,
    "الاربعين": 40, "اربعين": 40, "الخمسين": 50, "خمسين": 50, "الستين": 60, "ستين": 60,
    "السبعين": 70, "سبعين": 70, "الثمانين": 80, "ثمانين": 80, "التسعين": 90, "تسعين": 90,
    # the nominative of 40-90 as the lower tens have it ("البابا مقاريوس التاسع والستون")
    "الاربعون": 40, "اربعون": 40, "الخمسون": 50, "خمسون": 50, "الستون": 60, "ستون": 60,
    "السبعون": 70, "سبعون": 70, "الثمانون": 80, "ثمانون": 80, "التسعون": 90, "تسعون": 90,
}  # fmt: skip
_TENTH = {"ال" + _STEMS[_TEN]: _TEN, _STEMS[_TEN]: _TEN}
_TEEN = {"عشر"}
# Feminine forms ("الآية السادسة عشرة"): only where the noun is feminine, never for days, where
# "الساعة الثالثة" (the third hour) would read as a date.
_UNITS_FEMININE = {
    "الاولي": 1, "اولي": 1, "الحاديه": 1,
    **{"ال" + stem + "ه": value for value, stem in _STEMS.items() if value < _TEN},
}  # fmt: skip
_TENTH_FEMININE = {"ال" + _STEMS[_TEN] + "ه": _TEN}
_TEEN_FEMININE = {"عشره"}
_HUNDREDTH = {"الميه": 100, "المايه": 100, "المئه": 100}

# The masculine ordinals 1-10 that count days ("اليوم الثالث", "اليوم الأول"): what `parse_ordinal`
# reads as a day without `feminine`, the tens and the hundredth aside.
DAY_ORDINALS = frozenset({*_UNITS, *_TENTH})


# The adverbial ordinals that count a list's points ("أولا:"، "ثانيا:"، "ثالثاً -"; CLAIMLEAD59), folded: "first" is
# its own word (اولا), the rest the bare ordinal with the accusative ا.
# LISTKEPT86: and the articled ordinal of either gender a model titles its points with ("الأولى:"، "الثاني:").
LIST_ORDINALS: dict[str, int] = {
    "اولا": 1, "الاول": 1, "الاولي": 1,
    **{form: value for value, stem in _STEMS.items() for form in (stem + "ا", "ال" + stem, "ال" + stem + "ه")},
}  # fmt: skip


# Egyptian speech says ت for ث in three ordinals ("البابا خائيل التالت والخمسين", "التاني", "التامن").
# Read only where the caller asks (`egyptian`): "تاني" is also "again" / "another" in a sentence. The
# teen's ten as a Franco-Arabic question writes it ("el 7ady 3ashar", read "الحادي عاشر") too.
_EGYPTIAN_UNITS = {
    form.replace("ث", "ت"): value for form, value in _UNITS.items() if "ث" in form and value in (2, 3, 8)
}
_EGYPTIAN_TEEN = {"عاشر"}


def parse_ordinal(tokens: list[str], start: int, feminine: bool = False, egyptian: bool = False) -> tuple[int, int] | None:
    """An ordinal word (folded) at `start`: (value, tokens used). "الحادي عشر" = 11,
    "الثاني والعشرين" = 22, "العشرين" = 20, "الخمسين" = 50; with `feminine`, also
    "السادسة عشرة" = 16; with `egyptian`, also "التالت والخمسين" = 53."""
    if start >= len(tokens):
        return None
    units = {**_UNITS, **_UNITS_FEMININE} if feminine else _UNITS
    units = {**units, **_EGYPTIAN_UNITS} if egyptian else units
    teen_egyptian = _EGYPTIAN_TEEN if egyptian else set()
    tenth = {**_TENTH, **_TENTH_FEMININE} if feminine else _TENTH
    teen = _TEEN | _TEEN_FEMININE if feminine else _TEEN
    word = tokens[start]
    if word in tenth:
        return tenth[word], 1
    if word in _TENS:
        return _TENS[word], 1
    if word in _HUNDREDTH:
        return _HUNDREDTH[word], 1
    if word not in units:
        return None
    unit = units[word]
    following = tokens[start + 1] if start + 1 < len(tokens) else ""
    if following in teen or following in teen_egyptian:
        return 10 + unit, 2
    if following.startswith("و") and following[1:] in _TENS:
        return _TENS[following[1:]] + unit, 2
    if word in ("الحادي", "حادي", "الحاديه"):  # "الحادي" alone is not an ordinal
        return None
    return unit, 1
