"""Intent before metadata (text/date_subject.py): a date selects the day's records only in a
question about that day; otherwise it is one more word that no passage gets credit for holding."""

from __future__ import annotations

import pytest

from dalil.retrieval.names import own_record
from dalil.text.date_subject import date_is_subject, find_subject_date, other_subject, time_words
from dalil.text.support import question_date


@pytest.mark.parametrize(
    "question",
    ["ما هو سنكسار يوم ٢٢ هاتور؟", "من نتذكر في 22 هتور", "ماذا حدث يوم 30 برموده؟", "22 هاتور",
     "ماذا تذكر الكنيسة في 10 برمهات؟", "التذكار الشهري لرئيس الملائكة ميخائيل يوم 12 هاتور",
     "مين القديسين اللي بنعيد لهم يوم 15 هاتور؟"],
)  # fmt: skip
def test_a_question_about_the_day_keeps_its_date(question: str) -> None:
    assert date_is_subject(question) and find_subject_date(question) is not None and question_date(question) is not None


@pytest.mark.parametrize(
    "question",
    ["هل ستمطر في القاهرة يوم ١٢ كيهك؟", "كم كان سعر جرام الذهب عيار 21 يوم 10 يناير 2025؟",
     "ماذا حدث في البورصة المصرية يوم 11 بابه؟", "سؤال لامتحان يوم 12 طوبة: ما هي عاصمة سوريا؟"],
)  # fmt: skip
def test_a_question_about_something_else_loses_its_date_to_the_search(question: str) -> None:
    assert not date_is_subject(question) and other_subject(question)
    assert find_subject_date(question) is None and question_date(question) is None


def test_time_words_are_the_date_and_relative_days_of_an_unrelated_question_only() -> None:
    assert time_words("هل البنوك إجازة يوم 29 كيهك؟") == ["يوم", "29", "كيهك"]
    assert time_words("ما هي نشرة الطقس اليوم في بورسعيد؟") == ["اليوم"]
    assert time_words("ما هو سنكسار يوم ٢٢ هاتور؟") == []


@pytest.mark.parametrize(
    ("title", "own"),
    [("نياحة القديس العظيم الانبا بيشوى كوكب البرية", True), ("استشهاد مارمرقس الرسول اول باباوات الاسكندرية", True),
     ("تذكار نقل جسد القديسين الانبا بيشوى والانبا بولا", False), ("عودة رفات القديس مارمرقس", False),
     ("نياحة القديسة اليصابات أم يوحنا المعمدان", False), ("تذكار تكريس كنيسة القديس مكاريوس الكبير", False)],
)  # fmt: skip
def test_a_persons_own_record_opens_with_their_death_martyrdom_or_life(title: str, own: bool) -> None:
    names = {"بيشوى": ["بيشوي", "بيشوى"], "مرقس": ["مرقس"], "يوحنا": ["يوحنا"], "مكاريوس": ["مكاريوس"]}
    wanted = next(v for k, v in names.items() if k in title or any(n in title for n in v))
    assert own_record(title, wanted) is own
