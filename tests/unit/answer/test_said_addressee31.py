"""The asked addressee, hearer, written words and not-done deed must be the answer sentence's
(answer/said_asked.py, answer/answer_type.py; issue 19, fq18-017 / fq18-084 / fq15-045 / fq16-006).
Wording of my own on other records."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.said_asked import SAYING_UNSTATED, asks_written, said_problem, said_to


@pytest.mark.parametrize(
    ("question", "to"),
    [
        ("يسوع قال ايه للبحر لما الريح هاجت", ("البحر", "لبحر")),  # the article, or a name whose first letter is ل
        ("ماذا قال يسوع للمرأة الخاطئة", ("المراه", "لمراه")),
        ("الراهب كان بيقول إيه للأسد", ("الاسد", "لاسد")),
        ("بطرس كان يقول ماذا ل الجارية", ("الجاريه",)),  # a Franco question searched with لـ apart
        ("قال له إيه", ()),  # a pronoun names no one
        ("ماذا قال بطرس", ()),
        ("ماذا يعني قول يسوع للمرأة", ()),  # a saying's meaning, no line
    ],
)
def test_said_to_reads_the_addressee_noun(question: str, to: tuple[str, ...]) -> None:
    assert said_to(question) == to


def test_a_line_said_to_another_does_not_answer() -> None:
    question = "يسوع قال ايه للبحر لما الريح هاجت"
    to_them = "فقام وانتهر الريح، وقال لهم: ما بالكم خائفين هكذا، كيف لا إيمان لكم"
    to_sea = "فقام وانتهر الريح، وقال للبحر: اسكت. ابكم. فسكنت الريح وصار هدوء عظيم"
    assert said_problem(question, [to_them]) == f"{SAYING_UNSTATED}: البحر"
    assert said_problem(question, [to_sea]) is None


def test_what_was_written_needs_a_word_of_writing() -> None:
    question = "قسطنطين شاف صليب في السما مكتوب عليه ايه"
    assert asks_written(question)
    assert not asks_written("قسطنطين شاف صليب في السما امتى")
    assert asks_written("ماذا كتب بيلاطس على الصليب")
    assert not asks_written("بولس كتب رسالة رومية لأهل رومية بمناسبة ايه")  # the occasion of a writing
    war = "فزحف بجنده إلى إنقاذهم وانتصر على مكسيميانوس وآمن بالمسيح"
    cross = "رأى في السماء صليبا من كواكب مكتوبا عليه باليونانية بهذا تغلب"
    assert said_problem(question, [war]) == f"{SAYING_UNSTATED}: مكتوب"
    assert said_problem(question, [cross]) is None


def test_what_another_heard_does_not_answer() -> None:
    question = "شاول سمع صوت في الطريق بيقول ايه"
    soldiers = "وأما الرجال المسافرون معه فوقفوا صامتين، إذ سمعهم الجند ولم ينظروا أحدا"
    himself = "فسقط على الأرض وسمع صوتا قائلا له: شاول، شاول، لماذا تضطهدني"
    titled = "فسمع القديس صوتا من السماء يقول له: تشدد وتقو"
    assert said_problem(question, [soldiers]) == f"{SAYING_UNSTATED}: سمع"
    assert said_problem(question, [himself]) is None
    assert said_problem("الأنبا بولا سمع صوت بيقول ايه", [titled]) is None


@pytest.mark.parametrize(
    "question", ["ليه السامريين مقبلوش يسوع", "لماذا لم يقبل السامريون يسوع"],
)
def test_why_not_is_told_beside_the_deed_not_done(question: str) -> None:
    # a purpose of another deed ("ليعدوا له") is no reason of not receiving him
    other = "وأرسل أمام وجهه رسلا، فذهبوا ودخلوا قرية للسامريين ليعدوا له مكانا"
    told = "فلم يقبلوه لأن وجهه كان متجها نحو أورشليم"
    assert answer_type_problem(question, other) is not None
    assert answer_type_problem(question, told) is None


def test_why_not_told_with_another_verb_of_not_doing_still_answers() -> None:
    # the deed not done in other words ("لم تمسه بأذى" for "ماكلتوش") still states the not-doing (fq13-027's shape)
    told = "وألقوه في جب الأسود فلم تمسه بأذى لأن الرب أرسل ملاكه فسد أفواهها"
    assert answer_type_problem("ليه الأسود ماكلتش دانيال", told) is None


def test_a_pronoun_addressee_counts_when_the_asked_speaker_frames_the_line() -> None:
    question = "ماذا قال الشيخ للزوار عند باب القلاية"
    assert said_problem(question, ["فقال لهم الشيخ : امضوا بسلام يا أولادي وصلوا عني"]) is None
    # another's words to him ("ثم قال له الوالي:") are not the asked speaker's to the asked one
    assert said_problem(question, ["ثم قال له الوالي : اترك عنك هذا الطريق"]) == f"{SAYING_UNSTATED}: الزوار"


def test_a_will_refused_is_told_by_what_was_asked_instead() -> None:
    # "مارضيش" / "لم يشأ": no deed of its own; the request made instead answers (fq19-087's shape)
    asked_instead = "فطلب من الرهبان أن يتركوه ليكمل جهاده وينال إكليله"
    assert answer_type_problem("ليه الأنبا بولا مارضيش الرهبان يشيلوه", asked_instead) is None
    assert answer_type_problem("لماذا لم يشأ الأنبا بولا أن يحمله الرهبان", asked_instead) is None
