"""AGENT86: the person of a deed done TO someone. A source asked before its deed ("على يد من درس X الفن", "عند مين
اتتلمذ X") is read as the one asked after it is; a rank given and its see ("سام X أسقفًا على بلاد Y") are the one
ordained's title, no second thing of the deed told in other words; a root verb whose first letter is ت ("توج") asks its
doer. Wording of my own, not any fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.deed_person import asked_deed_person, deed_person_problem


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("على يد من تعلم الشاب الطب في الإسكندرية؟", "تعلم"),
        ("على إيد مين اتعمد الأمير؟", "اتعمد"),
        ("عند مين اتتلمذ الراهب مرقس؟", "اتتلمذ"),
        ("على إيد مين الراهب اترهبن؟", "اترهبن"),  # the subject before the verb, articled
    ],
)
def test_a_source_asked_before_its_deed_is_read(question: str, verb: str) -> None:
    asked = asked_deed_person(question)
    assert asked is not None and asked.role == "source" and asked.verb == verb


def test_a_fronted_source_is_not_the_subjects_name() -> None:
    # "درس يوحنا الفلسفة": the subject after the verb names whom, no thing of the deed
    asked = asked_deed_person("على يد من درس يوحنا الفلسفة في روما؟")
    assert asked is not None and ("يوحنا",) not in asked.told_by


def test_a_deed_said_with_no_source_declines_a_fronted_ask() -> None:
    question = "على يد من درس يوحنا الفلسفة في روما؟"
    assert deed_person_problem(question, ["سافر يوحنا إلى روما حيث درس الفلسفة وبدأ يكتب."]) is not None
    assert deed_person_problem(question, ["ودرس يوحنا الفلسفة في روما على يد الفيلسوف أمونيوس."]) is None


def test_a_rank_and_its_see_are_no_second_thing() -> None:
    question = "من الذي سام الأنبا بفنوتيوس أسقفًا على مدينة طما؟"
    asked = asked_deed_person(question)
    assert asked is not None and asked.told_by == (("بفنوتيوس",),)
    # his title and see said, no ordination: the deed is not told in other words
    assert deed_person_problem(question, ["في هذا اليوم تنيح الأنبا بفنوتيوس أسقف مدينة طما ."]) is not None
    # the ordination said with its doer still answers (the question's own verb: "سام" is no form of "رسم")
    told = "من الذي رسم الأنبا بفنوتيوس أسقفًا على مدينة طما؟"
    assert deed_person_problem(told, ["فرسمه البابا بطرس أسقفا على طما ."]) is None


def test_a_root_verb_in_ta_asks_its_doer() -> None:
    asked = asked_deed_person("من الذي توج الملك داود؟")
    assert asked is not None and asked.role == "doer" and asked.verb == "توج"
    assert asked_deed_person("من الذي تعلم الطب؟") is None  # تفعّل: the one it befell is asked


@pytest.mark.parametrize(
    "question",
    [
        "على يد من استشهد يوحنا المعمدان؟",  # استفعل is no verb the reading knows: the name after it is no deed
        "بيد من أرسلت الرسالة إلى أهل كولوسي؟",  # the passive unread; "أهل" is a complement
    ],
)
def test_a_fronted_ask_reads_only_its_first_word_as_the_deed(question: str) -> None:
    assert asked_deed_person(question) is None
