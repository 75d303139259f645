"""A figure dated to a moment: "اعتباراً من يناير 2016 يحتوي أكبر عدد أولي معروف على …", "حسب تعداد
2017 بلغ عدد السكان …", "حتى نهاية عام 2015". Such a sentence states what held then, not what holds
now: a question asked of the present ("حتى الآن", "حاليا", "دلوقتي") is not answered by it
(answer/answer_type.py; docs/DECISIONS.md "A dated figure does not answer a question asked now").

Read from the sentence's structure: an as-of or census word ("اعتبارا من", "ابتداء من", "حتى", "حسب",
"وفقا ل", "تعداد", "إحصاء", "تقديرات", glued ل/ب/و allowed) followed within `_YEAR_REACH` words by a
year, with nothing but a month and "من"/"عام"/"نهاية" … between. A year alone ("تأسست عام 1900")
dates an event, not a figure, and is not read.
"""

from __future__ import annotations

import re

from dalil.text.normalize import fold

_ANCHORS = frozenset(
    fold(
        """اعتبارا ابتداء حتى لغاية غاية حسب بحسب وفق وفقا طبقا تبعا تعداد إحصاء إحصائيات إحصائية
        تقديرات تقدير"""
    ).split()
)
_GLUED = ("و", "ل", "ب", "ال", "لل", "بال", "وال")
_YEAR = re.compile(r"^(1[5-9]\d\d|20\d\d)$")
_YEAR_REACH = 3  # words between the anchor and its year: "من يناير 2016", "نهاية عام 2015"
# Words that may stand between the anchor and the year; besides them, one word (a month, however spelt)
_BETWEEN = frozenset(fold("من في عام سنة شهر نهاية بداية مطلع منتصف أواخر أوائل").split())


def _anchor(word: str) -> bool:
    return word in _ANCHORS or any(word.startswith(p) and word[len(p) :] in _ANCHORS for p in _GLUED)


def dated_as_of(text: str) -> str | None:
    """The as-of phrase that dates a figure in `text` ("اعتبارا من ناير 2016"), or None."""
    words = fold(text).split()
    for i, word in enumerate(words):
        if not _anchor(word):
            continue
        for j in range(i + 1, min(len(words), i + 2 + _YEAR_REACH)):
            if _YEAR.match(words[j]):
                if sum(w not in _BETWEEN for w in words[i + 1 : j]) <= 1:
                    return " ".join(words[i : j + 1])
                break
    return None
