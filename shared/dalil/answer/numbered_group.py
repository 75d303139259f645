"""A group the question names by its number, held to the records that answer it (NUMGROUP67).

The Synaxarium names groups by their number: the forty martyrs of Sebaste and the four hundred of Dendera, the 49
elders of Scetis, the fifty virgins of Edessa, the 318 fathers of Nicaea and the 150 of Constantinople; the Gospels
the forty days of the fast. The number is the group's name: "الأربعمائة شهيد" answered from the forty's record, or
"صام الاربعمية يوم" from the fast of forty days, tells of another group. So a number above ten right before a noun of persons
or of time ("الأربعمائة شهيد", "الاربعميت شهيد", "ال٤٠٠ شهيد", Franco "el arba3meet shahid" as its Arabic reading,
"الخمسين عذراء", "أربعمائة ليلة"), or a definite number within two words after a noun of persons ("العذارى الستين",
"شيوخ شيهيت التسعة والأربعين", "الآباء الثلاثمائة والثمانية عشر"), must be stated by the cited records — their titles
and every retrieved excerpt of the same records (`premise.record_words`: the 49 are named in the title and the first
chunk, the killing told in a later one). A record that states no such number is another group's:
`premise_unsupported: <number> <noun>`.

The numbers are read as whole phrases by the one number reading (`text.assertions.number_phrases`: MSA, Egyptian
"الستة وتلاتين", the hundreds glued to ميه/ميت, digits with the article glued, Arabic-Indic folded): a record's "التسعة
والأربعين" is 49, never 40. A yes/no question asks its number (the claim is checked as a claim:
`verification.affirmed_problem`): not read here.
"""

from __future__ import annotations

from collections.abc import Sequence

from dalil.answer.slot_words import TIME_UNITS
from dalil.text.assertions import claimed_numbers, number_phrases
from dalil.text.forms import word_forms
from dalil.text.glued import without_particles
from dalil.text.normalize import folded_words
from dalil.text.ordinals import ORDINAL_WORDS
from dalil.text.verification import polar_proposition

# Nouns of persons a group is counted in, singular (with the written accusative alif) and plural, folded: the
# groups the church remembers by their number and the companions counted in a martyrdom. Not the singular "أب" nor
# "أخ": a glued particle off "البابا" leaves "ابا" (a pope's number is his own, not a group's).
GROUP_NOUNS = folded_words(
    "شهيد شهيدا شهداء شهيدة شهيدات آباء اباء أسقف أسقفا أساقفة قسيس قسيسا قسوس قسيسين كاهن كهنة شيخ شيخا شيوخ"
    " عذراء عذارى عذراوات راهب راهبا رهبان راهبة راهبات ناسك نساك رسول رسولا رسل تلميذ تلميذا تلاميذ شماس شمامسة"
    " مؤمن مؤمنا مؤمنين مؤمنون رجل رجلا رجال امرأة نساء جندي جنديا جنود قديس قديسا قديسين قديسون قديسات فتى فتية"
    " طفل طفلا أطفال إخوة بنت بنات نبي نبيا أنبياء نفس نفسا أنفس شخص شخصا أشخاص أسير أسرى حيوان حيوانات"
    " مجمع"
)
# How far before a definite number its noun may stand ("شيوخ شيهيت التسعة والأربعين": the noun, a name, the number).
_NOUN_BEFORE = 2
_ARTICLE = "ال"
_TEN = frozenset({"عشر", "عشره"})
# A company of ten or fewer is told by its members' names as often as by its count: "التلاميذ الثلاثة" of the
# transfiguration are "بطرس ويعقوب ويوحنا" in the verse that answers (fq21-074). The groups named by their number are
# larger (12, 40, 49, 50, 70, 150, 318, 400); a small count is not read as a group's name.
_TOLD_BY_MEMBERS = 10


def _noun(word: str, nouns: frozenset[str]) -> str | None:
    """The word as one of `nouns`, a glued particle or the article off ("والشهداء", "شهيدا")."""
    return next((form for form in sorted(without_particles(word, 2), key=len) if form in nouns), None)


def named_groups(words: Sequence[str]) -> list[tuple[int, str]]:
    """(number, noun) for each group the folded question words name by its number: a number phrase right before a
    noun of persons or time, or a definite one (its first word with the article) within `_NOUN_BEFORE` words after a
    noun of persons."""
    groups: list[tuple[int, str]] = []
    for phrase in number_phrases(" ".join(words)):
        said = words[phrase.start : phrase.end]
        if phrase.value <= _TOLD_BY_MEMBERS or any(not word_forms(word).isdisjoint(ORDINAL_WORDS) for word in said):
            continue  # a small company, or an ordinal ("المجمع المسكوني الرابع"): no group's name
        if len(said) == 1 and not word_forms(said[0]).isdisjoint(_TEN):
            continue  # a teen whose unit the reading lost (Franco "alasna 3shr" read "السنه عشر"), or the ten: unread
        # the counted noun after its number is indefinite ("الأربعمائة شهيد"); "بثلاث الاسقف" counts nothing
        following = words[phrase.end] if phrase.end < len(words) else ""
        after = _noun(following, GROUP_NOUNS | TIME_UNITS) if not following.startswith(_ARTICLE) else None
        before = None
        if words[phrase.start].startswith(_ARTICLE):
            before = next(
                (noun for word in words[max(0, phrase.start - _NOUN_BEFORE) : phrase.start] if (noun := _noun(word, GROUP_NOUNS))),
                None,
            )
        noun = after or before
        if noun is not None:
            groups.append((phrase.value, noun))
    return groups


def group_unstated(question: str, words: Sequence[str], record: Sequence[str]) -> str | None:
    """The first group ("<number> <noun>") the question names by a number (`named_groups`) that the record's words
    state nowhere; None when each is stated, none is named, or the question is a yes/no (its number is asked)."""
    groups = named_groups(words)
    if not groups or polar_proposition(question) is not None:
        return None
    stated = claimed_numbers(" ".join(record))
    return next((f"{value} {noun}" for value, noun in groups if value not in stated), None)
