"""A group the question names by its number must be the group the cited record gives that number
(answer/numbered_group.py, read by answer/premise.py); the number table reads the reader's registers
(text/assertions.py: Egyptian hundreds, Franco tens and hundreds, the article glued to digits)."""

from __future__ import annotations

import pytest

from dalil.answer.numbered_group import group_unstated, named_groups
from dalil.answer.premise import premise_problem
from dalil.models import Evidence
from dalil.reasons import PREMISE_UNSUPPORTED
from dalil.text.assertions import claimed_numbers, is_number
from dalil.text.normalize import fold


def _words(text: str) -> list[str]:
    return fold(text).split()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("الاربعمية", 400), ("الاربعميت شهيد", 400), ("ربعمية", 400), ("التلتميت", 300), ("الخمسميت", 500),
        ("تسعمية", 900), ("التلتمية وتمنتاشر", 318), ("الستة وتلاتين", 36), ("الـ٤٩", 49), ("ال400 شهيد", 400),
        ("arba3meet", 400), ("el sab3een", 70), ("5amseen", 50), ("ثلاثمائة والثمانية عشر", 318),
    ],
)
def test_the_readers_registers_read_as_their_value(text: str, value: int) -> None:
    assert claimed_numbers(text) == {value}


def test_dead_and_a_price_are_no_hundreds_alone() -> None:
    # "ميت" alone is "dead", "تمن" alone a price: only glued to a hundred do they count
    assert not is_number("ميت") and not is_number("تمن")
    assert claimed_numbers("القديس كان ميت") == set()


def test_a_number_before_a_noun_of_persons_or_time_names_a_group() -> None:
    assert named_groups(_words("الأربعمائة شهيد استشهدوا بأي مدينة")) == [(400, "شهيد")]
    assert named_groups(_words("ايه اللي عمله يسوع بعد ما صام الاربعمية يوم")) == [(400, "يوم")]
    # a definite number after its noun, a name between them
    assert named_groups(_words("نقلت أجساد شيوخ شيهيت الستين إلى أين")) == [(60, "شيوخ")]
    assert named_groups(_words("مين قتل العذارى الخمسين في الرها")) == [(50, "عذاري")]


def test_a_number_of_no_group_is_not_read() -> None:
    # a year, a date, a verse, an indefinite number after its noun, "one": no group named
    for question in ("ماذا حدث سنة 325 في نيقية", "من تنيح يوم ١٢ هاتور", "ماذا يقول يوحنا 3 16", "عاش قرنا واحدا"):
        assert named_groups(_words(question)) == [], question
    assert named_groups(_words("البابا ال94 اسمه ايه")) == []


def test_a_record_of_another_number_is_another_group() -> None:
    elders = _words("نقل أجساد شيوخ شيهيت في هذا اليوم نعيد بتذكار نقل أجساد شيوخ برية شيهيت التسعة والأربعين")
    assert group_unstated("نقلت أجساد شيوخ شيهيت الستين إلى أين؟", _words("نقلت أجساد شيوخ شيهيت الستين إلى أين"), elders) == "60 شيوخ"
    right = "نقلت أجساد شيوخ شيهيت التسعة والأربعين إلى أين؟"
    assert group_unstated(right, _words(right), elders) is None
    # the record's 49 is one number, never its 40 and 9
    forty = "الأربعين شيخ اتنقلوا فين؟"
    assert group_unstated(forty, _words(forty), elders) == "40 شيخ"


def test_a_yes_no_asks_its_number() -> None:
    question = "هل صام المسيح أربعمائة يوم؟"
    assert group_unstated(question, _words(question), _words("صام أربعين نهارا وأربعين ليلة")) is None


def test_the_premise_reads_the_record_not_only_the_cited_sentence() -> None:
    """The virgins' number is in the record's title and first chunk; the killing in the third: the question naming
    them by their number is answered from the third, and one naming another number is not."""
    title = "استشهاد العذارى الخمسين وأمهن صوفيا"
    killing = Evidence(evidence_id="E1", chunk_id="syn:03-10#1/2", title=title, excerpt="أمر الجند بقتل من فيه ونهبه")
    answer = "أمر الجند بقتل من فيه ونهبه [E1]"
    assert premise_problem("مين قتل العذارى الخمسين في الرها؟", answer, [killing], [killing]) is None
    assert premise_problem("مين قتل العذارى الستين في الرها؟", answer, [killing], [killing]) == f"{PREMISE_UNSUPPORTED}: 60 عذاري"
    untitled = killing.model_copy(update={"title": ""})
    opening = Evidence(evidence_id="E2", chunk_id="syn:03-10#1/0", excerpt="استشهدت العذارى الراهبات الخمسون وأمهن صوفية")
    assert premise_problem("مين قتل العذارى الخمسين في الرها؟", answer, [untitled], [untitled, opening]) is None
    assert premise_problem("مين قتل العذارى الخمسين في الرها؟", answer, [untitled], [untitled]) == f"{PREMISE_UNSUPPORTED}: 50 عذاري"


def test_the_fast_of_forty_days_is_no_fast_of_four_hundred() -> None:
    psali = Evidence(evidence_id="E1", chunk_id="tasbeha:thursday:thursday-psali/1", excerpt="الذي صام عنا، أربعين يوماً وأربعين ليلة")
    answer = "الذي صام عنا، أربعين يوماً وأربعين ليلة [E1]"
    assert premise_problem("ايه اللي عمله يسوع بعد ما صام الاربعمية يوم؟", answer, [psali], [psali]) == f"{PREMISE_UNSUPPORTED}: 400 يوم"
    assert premise_problem("ايه اللي عمله يسوع بعد ما صام الاربعين يوم؟", answer, [psali], [psali]) is None


def test_an_ordinal_or_a_popes_number_names_no_group() -> None:
    # "the fourth council" is the council's place in a row, not a count; "البابا" is no "أبا" with a particle off
    assert named_groups(_words("ماذا قرر المجمع المسكوني الرابع")) == []
    assert named_groups(_words("البابا الخامس والخمسين عمل ايه")) == []
    assert named_groups(_words("البابا 112 اتنيح امتى")) == []
    assert named_groups(_words("أين اجتمع الآباء الثلاثمائة والثمانية عشر")) == [(318, "اباء")]


def test_a_misread_franco_number_names_no_group() -> None:
    # "alasna 3shr tlmyza" read "السنه عشر تلميذا": the teen's unit is lost, its 10 is not the twelve's number
    assert named_groups(_words("احد الشمامسه السبعين اه غير احد السنه عشر تلميذا")) == [(70, "شمامسه")]
    # a number before a definite noun counts nothing ("basyla2s el as2f" read "بثلاث الاسقف")
    assert named_groups(_words("استشهاد بثلاث الاسقف")) == []


def test_a_small_company_is_told_by_its_members() -> None:
    # "the three disciples" of the transfiguration are named in the verse, their count is not written (fq21-074)
    assert named_groups(_words("من هم التلاميذ الثلاثة الذين صعد بهم يسوع إلى الجبل العالي")) == []
    assert named_groups(_words("مين قتل العذارى الخمسين")) == [(50, "عذاري")]
