"""A figure dated to a past moment does not answer a question asked of the present (PIN19F, issue 19:
fq10-042's class). Design set of our own: other subjects, Egyptian and MSA, other as-of wordings than
fq10-042's "اعتباراً من يناير 2016"."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import PRESENT_TIME_UNSTATED, answer_type_problem
from dalil.models import Evidence
from dalil.text.as_of import dated_as_of


def _cited(excerpt: str) -> list[Evidence]:
    return [Evidence(evidence_id="E1", chunk_id="arcd:0000000000aa/0", title="مرجع", excerpt=excerpt)]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("كم عدد سكان مصر حاليا؟", "حسب تعداد 2017 بلغ عدد سكان مصر 94 مليون نسمة."),
        ("ما هو أسرع حاسوب في العالم حتى الآن؟", "اعتبارا من يونيو 2018 كان أسرع حاسوب في العالم هو سوميت."),
        ("كام دولة في الاتحاد الأوروبي دلوقتي؟", "ابتداء من عام 2013 أصبح عدد الدول الأعضاء في الاتحاد الأوروبي 28 دولة."),
        ("ما هو أطول مبنى في العالم الآن؟", "حتى نهاية عام 2015 كان برج خليفة أطول مبنى في العالم بارتفاع 828 مترا."),
        ("عدد طلاب جامعة القاهرة كام حاليا؟", "وفقا لإحصائيات 2019 يدرس في جامعة القاهرة 250 ألف طالب."),
    ],
)
def test_a_dated_figure_does_not_answer_the_present(question: str, answer: str) -> None:
    assert dated_as_of(answer) is not None
    assert answer_type_problem(question, f"{answer} [E1]", _cited(answer)) == PRESENT_TIME_UNSTATED


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # no date on the figure: a reference's current figure answers as it stands
        ("كم عدد سكان اليابان اليوم؟", "يبلغ عدد سكان اليابان 128 مليون نسمة."),
        # a year that dates an event, not the figure; and the present said
        ("كم عدد سكان القاهرة حاليا؟", "تأسست القاهرة عام 969 ويبلغ عدد سكانها حاليا 10 ملايين نسمة."),
        # the past asked: the dated figure is what is asked
        ("كم كان عدد سكان مصر سنة 2017؟", "حسب تعداد 2017 بلغ عدد سكان مصر 94 مليون نسمة."),
    ],
)
def test_an_undated_or_asked_for_figure_still_answers(question: str, answer: str) -> None:
    assert answer_type_problem(question, f"{answer} [E1]", _cited(answer)) != PRESENT_TIME_UNSTATED


@pytest.mark.parametrize(
    "text",
    [
        "وحتى نوع الفنون التمثيلية التقليدية 2000 سنة",  # حتى meaning "even", a number far after it
        "تأسست الجامعة عام 1908 ويبلغ عدد طلابها 5000",  # a year alone dates an event
        "حسب رأي المؤرخين",  # no year
    ],
)
def test_no_as_of_is_read_where_there_is_none(text: str) -> None:
    assert dated_as_of(text) is None
