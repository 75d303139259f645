"""The gender of a role asked by name, and of a name a sentence gives: a queen is named by no saint's name.

"ما اسم الملكة التي آمنت على يد مار جرجس فقطعت رأسها؟": the record never names the queen, and its sentence of
George's beheading ("فقرر قطع رأس القديس جاؤرجيوس") gives names of men only. Arabic marks the feminine: the role
written with its ta marbuta ("الملكة", "الأرملة") or taken up by "التي"; a name held by a feminine title ("القديسة
دميانة", "الملكة هيلانة"), a feminine naming word ("اسمها", "تدعى") or a feminine title after it ("اوذكسيا الملكة").
The masculine is the unmarked form: a name under a title whose feminine twin is a title too ("القديس" beside
"القديسة") is a man's; a name with no mark at all is of no known gender.

A feminine role asked by name, in a sentence that never says the role, is named only by a name marked feminine; a
name marked masculine never names her, wherever it stands. A role taken up by "الذي" is a man's: a name marked
feminine never names him. Read by `answer/slot_stated.py` (UNNAMED57, wave s31).
"""

from __future__ import annotations

from typing import Literal

from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import NAMING_WORDS
from dalil.text.normalize import fold
from dalil.text.offices import office

Gender = Literal["", "feminine", "masculine"]  # also `Slot.gender`'s values

_FEMININE_ENDING = "ه"  # ta marbuta, folded
_FEMININE_RELATIVES = frozenset(fold("التي اللتان اللتين اللاتي اللواتي").split())
_MASCULINE_RELATIVES = frozenset(fold("الذي اللذان اللذين الذين").split())
_RELATIVE_REACH = 3  # "الملكة الأم التي …": the relative pronoun within three words of the role
_TITLE_RUN = 4  # "القديسة العظيمة الشهيدة دميانة": the titles before a name
_NAMING = frozenset(fold(" ".join(NAMING_WORDS)).split()) | frozenset(fold("تسمى تسمي").split())


def role_gender(question: str, role: str) -> Gender:
    """The gender the question gives the role asked (`role`, folded): feminine when written with its ta marbuta or
    taken up by a feminine relative pronoun, masculine when taken up by a masculine one and it has a feminine twin; ""
    otherwise (Egyptian
    "اللي" and a role written with ه say nothing: "الملكه" and "ابنه" (his son) fold alike)."""
    raw = question.split()
    folded = [fold(word) for word in raw]
    if role not in folded:
        return ""
    at = folded.index(role)
    if raw[at].rstrip("؟?.,،!").endswith("ة"):
        return "feminine"
    following = set(folded[at + 1 : at + 1 + _RELATIVE_REACH])
    if following & _FEMININE_RELATIVES:
        return "feminine"
    # "الذي" makes a man of a role only where the role has a feminine twin ("الملك", "القديس"): a reader's "elly" is
    # read الذي whatever it takes up ("el om elly …"), and a feminine noun without ة ("الأم") must not turn masculine
    masculine_office, feminine_office = office(role), office(role + _FEMININE_ENDING)
    twin = role + _FEMININE_ENDING in FOLDED_TITLE_WORDS or (
        masculine_office is not None and feminine_office == masculine_office + _FEMININE_ENDING
    )
    return "masculine" if following & _MASCULINE_RELATIVES and twin else ""


def _feminine_title(word: str) -> bool:
    return word.endswith(_FEMININE_ENDING) and word in FOLDED_TITLE_WORDS and word[:-1] in FOLDED_TITLE_WORDS


def _masculine_title(word: str) -> bool:
    return word in FOLDED_TITLE_WORDS and word + _FEMININE_ENDING in FOLDED_TITLE_WORDS


def _feminine_naming(word: str) -> bool:
    """ "اسمها", "تدعى", "تسمى": a naming word in its feminine form."""
    return word in _NAMING and (word.endswith("ها") or word.startswith("ت"))


def _masculine_naming(word: str) -> bool:
    """ "اسمه", "يدعى", "المدعو": a naming word in its masculine singular form (not "اسمهم", "يدعون")."""
    return word in _NAMING and not _feminine_naming(word) and not word.endswith(("هم", "ون", "ه" * 2))


def _titles_before(words: list[str], i: int) -> list[str]:
    run: list[str] = []
    j = i - 1
    while j >= 0 and len(run) < _TITLE_RUN and (words[j] in FOLDED_TITLE_WORDS or words[j].removeprefix("و") in FOLDED_TITLE_WORDS):
        run.append(words[j].removeprefix("و") if words[j] not in FOLDED_TITLE_WORDS else words[j])
        j -= 1
    return run


def name_gender(words: list[str], i: int) -> Gender:
    """The gender the sentence (folded words) marks on the name at i: by its titles before it, a naming word in the
    two words before it ("اسمها", "اسمه"), or a title right after it ("اوذكسيا الملكه")."""
    titles = _titles_before(words, i)
    after = words[i + 1] if i + 1 < len(words) else ""
    if any(_feminine_title(t) for t in titles) or _feminine_title(after) or any(_feminine_naming(w) for w in words[max(0, i - 2) : i]):
        return "feminine"
    if any(_masculine_title(t) for t in titles) or any(_masculine_naming(w) for w in words[max(0, i - 2) : i]):
        return "masculine"
    return ""


def of_another_gender(asked: Gender, words: list[str], i: int) -> bool:
    """Is the name at i marked with the other gender than the role asked?"""
    marked = name_gender(words, i)
    return bool(asked) and bool(marked) and marked != asked


def unmarked_for(asked: Gender, words: list[str], i: int) -> bool:
    """A feminine role the sentence never says is named only by a name marked feminine: is the name at i unmarked?"""
    return asked == "feminine" and name_gender(words, i) != "feminine"


def said_in_other_gender(asked: Gender, role: str, word: str) -> bool:
    """A feminine role asked with its feminine ending, said in the sentence without it ("الملك" for "الملكة"), is
    another person ("الأم" has no ending to lose)."""
    return asked == "feminine" and role.endswith(_FEMININE_ENDING) and not word.endswith(_FEMININE_ENDING)
