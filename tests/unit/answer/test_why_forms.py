"""answer/why_forms.py: a why asked in another form than a leading لماذا/ليه (WHYFORMS73)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem, expected_type, satisfies
from dalil.answer.why_forms import asks_why, why_readings
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    "question",
    [
        "اليهود عملوا كده علشان إيه؟",  # a purpose asked closing the question
        "الراهب ساب الدير عشان ايه",
        "الأنبا بولا ساب الميراث لأخوه ليه يعني؟",
        "لأي سبب ترك الملك المدينة؟",
        "لأنهي غرض اتبنى السور؟",
        "ما سبب انسحاب الجيش من المدينة؟",
        "ما هو السبب في غلق المصنع؟",
        "ما الداعي إلى الحرب؟",
        "موت الملك سببه إيه؟",
        "إيه اللي خلى الأنبا بولا يسيب خناقة الميراث مع أخوه؟",
        "الملك إيه اللي خلاه يقتل يوحنا؟",  # after a fronted subject
        "ما الذي جعل زخارياس يترك بيته؟",
        "ما الذي دفع الملك إلى قتل يوحنا؟",
        "ربنا أعطى علامة لعبيده بهدف إيه؟",
        "اليهود عملوا لكي ما",  # Franco "3alashan eh" as read
        "شاول كان في طريقه الي دمشق لماذا",  # Franco "leh" as read
        # inside the question من and ما are "from" and "not", no other question word (TRAILWHY74)
        "البابا متاؤس الرابع هرب من أهله ورجع لديره تاني ليه؟",
        "الراهب ما رجعش لبلده ليه؟",
    ],
)
def test_the_other_forms_of_why_are_read_as_why(question: str) -> None:
    assert asks_why(fold(question).split())
    assert expected_type(question) == "reason"


@pytest.mark.parametrize(
    "question",
    [
        "الانبا انطونيوس كان ليه اخ اسمه ايه",  # ليه = له: "had he a brother"
        "السل ليه اسامي تانيه ايه؟",
        "مين اللي خلى ياروكلاس شماس؟",  # who made him one: a person
        "ما الذي دفعه للجنود؟",  # دفع = paid: a sum
        "في رحلة بولس السفر بقى خطر عشان ايه عدى",  # because WHAT passed: a thing
        "كلية الطب رجعت سبب الطاعون لإيه؟",  # attributed to what
        "في تحليل الخدام بيذكر كم بطريرك بالاسم و لماذا",  # another question word asks
        "من الذي قتل القديس مرقس ولماذا",  # من opening the question asks who (TRAILWHY74)
        "من قتل القديس مرقس ليه",
        "بطرس ما جعله يترك الشباك",  # a bare ما inside: "did not make him"
        "يهوذا خد كام عشان يسلم المسيح",
    ],
)
def test_other_questions_are_no_why(question: str) -> None:
    assert not asks_why(fold(question).split())
    assert expected_type(question) != "reason"


def test_a_form_is_read_as_the_leading_why_it_means() -> None:
    assert why_readings("إيه اللي خلى الأنبا بولا يسيب الميراث") == ["ليه الانبا بولا يسيب الميراث"]
    assert why_readings("لأي سبب صعد يوسف إلى مدينة داود") == ["لماذا صعد يوسف الي مدينه داود"]  # MSA order: a verb first
    assert why_readings("ما سبب اكتشاف حقل برقان") == ["ليه اكتشاف حقل برقان"]
    assert why_readings("لماذا مات الملك") == ["لماذا مات الملك"]  # a leading why: as asked


def test_a_trailing_why_is_read_first_and_before_the_verb_after_its_subject() -> None:
    # "بدر" has a verb's shape: read first only, it would be taken for the deed asked
    assert why_readings("غزوة بدر اتسمت بالاسم ده ليه؟") == ["ليه غزوه بدر اتسمت بالاسم ده", "غزوه بدر ليه اتسمت بالاسم ده"]
    # a relative clause's verb describes the subject: not the verb asked
    assert all("ليه قذفت" not in r for r in why_readings("الست اللي قذفت القديس عيت ليه؟"))


def test_the_reason_of_the_asked_deed_answers_a_why_in_another_form() -> None:
    stated = "وقد سميت بهذا الاسم نسبة إلى منطقة بدر التي وقعت المعركة فيها."
    assert satisfies("reason", stated, "غزوة بدر اتسمت بالاسم ده ليه؟")
    feared = "وكانت الأبواب مغلقة حيث كان التلاميذ مجتمعين لسبب الخوف من اليهود."  # لسبب: "for the reason of"
    assert satisfies("reason", feared, "التلاميذ كانوا قافلين عليهم الابواب ليه؟")
    assert satisfies("reason", "توقف العمل في حقل برقان 1942 بسبب ظروف الحرب.", "حقل برقان وقف العمل فيه علشان إيه؟")


def test_a_sentence_restating_the_asked_fact_does_not_answer_it() -> None:
    restated = "وتونس لديها علاقات وثيقة وتاريخية مع كل من الولايات المتحدة وفرنسا [E1]"
    for question in ("إيه اللي خلى تونس عندها علاقات وثيقة مع أمريكا؟", "tunis 3andaha 3ala2at ma3 amrika لكي ما"):
        assert answer_type_problem(question, restated) == "answer_type_mismatch: wanted reason"
    assert answer_type_problem("ليفربول عنده منافسات طويلة مع إيفرتون ليه؟", "ليفربول لديه منافسات طويلة مع جاره إيفرتون [E1]")
