"""The choices a decline offers when the reader's choice resolves it (the `clarify` field of the
response, docs/DESIGN.md §4).

- A day without its month ("سنكسار يوم ١٢"): the months that have that day, each a question with
  the month written in.
- A numeric date ("سنكسار ١/١٢"): each reading (1 December, 12 Tout …), each a question.
- A chapter the book does not have ("يوحنا 99: 1"): the chapters it has.
- A question that is not in Arabic: a request to write it in Arabic (no options: the corpus is
  Arabic and Dalil does not translate questions).
- A name that several persons bear, the question choosing none ("من هو القديس أبانوب؟"): each of
  their records, each a question with that record's title written in.

Everything comes from the question, the calendar, the book table and stored record titles; nothing
from a model.
"""

from __future__ import annotations

from collections.abc import Sequence

from dalil.models import Clarification, ClarifyOption
from dalil.reasons import reason_code
from dalil.text.bible_refs import PSALMS, impossible_chapter
from dalil.text.coptic_calendar import DEFAULT_TIMEZONE, find_date

NON_ARABIC_NOTE = "non_arabic_question"
WRITE_IN_ARABIC = "اكتب سؤالك بالعربية؛ المصادر كلها عربية. / Please write the question in Arabic: the sources are in Arabic."


def clarification(question: str, reason: str | None, notes: Sequence[str] = (), timezone: str = DEFAULT_TIMEZONE) -> Clarification | None:
    """The choices for a question declined with `reason`, or None when no choice would resolve it.
    `notes` are the retrieval trace's notes (they say when the question is not in Arabic)."""
    code = reason_code(reason)
    if code == "date_ambiguous":
        found = _date_choices(question, timezone)
        if found is not None:
            return found
    if code == "ref_impossible":
        found = _chapter_choices(question)
        if found is not None:
            return found
    if any(note.startswith(NON_ARABIC_NOTE) for note in notes):
        return Clarification(kind="language", prompt=WRITE_IN_ARABIC)
    return None


def _date_choices(question: str, timezone: str) -> Clarification | None:
    match = find_date(question, timezone=timezone)
    if match is None or match.span is None or not match.choices:
        return None
    start, end = match.span
    options = [ClarifyOption(label=label, question=f"{question[:start]}{words}{question[end:]}") for label, words in match.choices]
    if match.intent.source == "coptic":
        prompt = "في أي شهر قبطي؟ اختر الشهر. / Which Coptic month? Choose one."
        return Clarification(kind="month", prompt=prompt, options=options)
    prompt = "التاريخ يُقرأ بأكثر من طريقة؛ أيها تقصد؟ / The date reads more than one way; which do you mean?"
    return Clarification(kind="date", prompt=prompt, options=options)


def _chapter_choices(question: str) -> Clarification | None:
    found = impossible_chapter(question)
    if found is None:
        return None
    book = found.book
    # "مزمور 23" is how a reader names one psalm; other books by their name ("يوحنا 21").
    name = "مزمور" if book.code == PSALMS else book.name
    options = [ClarifyOption(label=str(chapter), question=f"{name} {chapter}") for chapter in range(1, found.chapters + 1)]
    # The count after "عدد إصحاحاته" keeps Arabic number agreement right for any count.
    prompt = (
        f"لا يوجد إصحاح {found.stated} في {book.name}؛ عدد إصحاحاته {found.chapters}. اختر إصحاحًا. / "
        f"{book.english} has {found.chapters} chapters, not {found.stated}; choose one."
    )
    return Clarification(kind="chapter", prompt=prompt, options=options)


PERSON_AMBIGUOUS = "person_ambiguous"  # the reason code of a question the same-name records leave open


def person_choices(question: str, titles: Sequence[str]) -> Clarification:
    """One option per record of a person bearing the asked name: its title as the label, and the
    question again with the title after it, whose words choose that record when it is asked
    (retrieval/names.same_name_records)."""
    stem = question.strip().rstrip("؟?").strip()
    options = [ClarifyOption(label=title, question=f"{stem} ({title})؟") for title in titles]
    prompt = "يحمل هذا الاسم أكثر من قديس؛ أيهم تقصد؟ / More than one saint bears this name; which one do you mean?"
    return Clarification(kind="person", prompt=prompt, options=options)
