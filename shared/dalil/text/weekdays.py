"""Days of the week: a claim check that refuses a weekday the excerpt does not name ("يوم الخميس"
written "يوم الجمعة"). A weekday is neither a number nor a month, so the detail checks never read
it; the week's seven names are a closed class.

"الأحد" is also "the One" (الواحد الأحد) and "أحد" is "anyone": it is a weekday only after
"يوم" or with the article not after "الواحد". "السبت" is the Sabbath in the Bible: the same day.
"""

from __future__ import annotations

from dalil.text.restated import bare_forms, tokens

WEEKDAY = "weekday"  # a finding kind, as `text.assertions`' kinds

# Folded day names (with the article) -> the day, Sunday = 1.
WEEKDAYS: dict[str, int] = {
    "الاحد": 1, "الاثنين": 2, "الاتنين": 2, "الثلاثاء": 3, "التلات": 3, "الاربعاء": 4, "الاربع": 4,
    "الخميس": 5, "الجمعه": 6, "السبت": 7,
}  # fmt: skip
_DAY_WORDS = frozenset({"يوم", "ويوم", "بيوم", "ليوم", "اليوم", "فيوم"})
_ONE_GOD = frozenset({"الواحد", "واحد"})


def weekdays(text: str) -> set[int]:
    """The days of the week `text` names."""
    found: set[int] = set()
    folded = tokens(text)
    for i, tok in enumerate(folded):
        previous = folded[i - 1] if i else ""
        for form in bare_forms(tok):
            day = WEEKDAYS.get(form) or WEEKDAYS.get("ال" + form)
            if day is None:
                continue
            prefix = tok[: len(tok) - len(form)]
            bare = not form.startswith("ال") and not prefix.endswith(("ال", "لل"))
            if bare and previous not in _DAY_WORDS:
                continue  # "أحد", "جمعة": a weekday without the article only after "يوم"
            if day == 1 and previous in _ONE_GOD:
                continue
            found.add(day)
    return found


def weekday_changed(sentence: str, excerpt: str) -> str | None:
    """A day of the week the sentence names and the excerpt does not."""
    extra = weekdays(sentence) - weekdays(excerpt)
    if not extra:
        return None
    name = next(name for name, day in WEEKDAYS.items() if day == min(extra))
    return f"{name} not in the excerpt"


def weekday_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    """(finding kind, detail) for a weekday the excerpt does not name."""
    changed = weekday_changed(sentence, excerpt)
    return [] if changed is None else [(WEEKDAY, changed)]
