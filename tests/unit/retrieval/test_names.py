"""Name matching as readers write names: letter variants, glued titles, the reading's spellings, a
person's own record (birth, kunya, saints commemorated together). Every pair of real Synaxarium
titles is checked in tests/integration/test_title_variants.py; these are the rules one by one."""

from __future__ import annotations

import pytest
from dalil.retrieval.names import (
    asked_persons,
    chosen_own_record,
    name_matches,
    names_every_person,
    own_record,
    question_names,
    relative_clause_persons,
    same_name_records,
    title_names,
)


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("الانبا بيشاي", "نياحة القديس العظيم الانبا بيشوى كوكب البرية".replace("بيشوى", "بيشاى")),  # ي / ى
        ("القديسة دميانة", "استشهاد القديسه دميانه والاربعين عذراء"),  # ة / ه
        ("الانبا ابرآم", "نياحة القديس انبا ابرام اسقف الفيوم"),  # madda / bare alef
        ("الانبا إبرام", "نياحة القديس انبا ابرام اسقف الفيوم"),  # hamza below / bare alef
        ("الانبا مقاريوس", "نياحة القديس مكاريوس الكبير"),  # ك / ق
        ("الانبا انطونيوس", "نياحة القديس العظيم انبا انطونبوس اب جميع الرهبان"),  # the corpus's own typo
        ("مارجرجس", "استشهاد مار جرجس الرومانى"),  # a glued title
        ("مار جرجس", "استشهاد مارجرجس الرومانى"),  # and the other way
    ],
)
def test_a_letter_variant_or_a_glued_title_names_the_same_person(question: str, title: str) -> None:
    assert title_names(title, question_names(question))


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("الانبا بيشاي", "نياحة القديس العظيم الانبا بيشوى كوكب البرية"),  # بيشاي is not بيشوي
        ("القديسة مارينا", "استشهاد مارمينا العجايبى"),
        ("الانبا بولا", "نياحة القديس بولس"),
        ("القديسة مرتا", "استشهاد القديستين تكلا ومرثا من أسنا"),
        ("الانبا ابادير", "بناء دير القديس"),  # ابادير is not ابا + دير
    ],
)
def test_a_near_miss_names_another_person(question: str, title: str) -> None:
    assert not title_names(title, question_names(question))


def test_a_glued_title_needs_a_name_of_four_letters() -> None:
    assert name_matches("مرقس", "مارمرقس") and name_matches("مينا", "مارمينا")
    assert not name_matches("دير", "ابادير")


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("ابوسيفين", ["ابوسيفين", "سيفين"]),  # the name behind ابو
        ("الانبا باخوميوس اب الشركه", ["باخوم", "باخوميوس"]),  # the spelling his own record is titled with
        # the question as read: the reading's two spellings of one name are not glued into a third
        ("الانبا باخوميوس باخوم اب الشركه", ["باخوم", "باخوميوس"]),
        ("تكلا هيمانوت تكلاهيمانوت", ["تكلا", "تكلاهيمانوت", "هيمانوت"]),
        ("تكلا هيمانوت", ["تكلا", "تكلاهيمانوت", "هيمانوت"]),
    ],
)
def test_question_names_carry_the_readings_spellings(question: str, names: list[str]) -> None:
    assert question_names(question) == names


@pytest.mark.parametrize(
    ("title", "question", "own"),
    [
        ("نياحة أنبا باخوم أب الشركة", "الانبا باخوميوس اب الشركه", True),
        ("نياحة القديس تادرس تلميذ باخوميوس أب الشركة", "الانبا باخوميوس اب الشركه", False),  # his disciple's
        ("ميلاد أنبا شنوده رئيس المتوحدبن", "ميلاد الانبا شنودة", True),  # a birth, when asked about
        ("ميلاد القديس يوحنا المعمدان", "من هو يوحنا المعمدان", False),  # not for "who was he"
        ("استشهاد القديس مرقوريوس أبى سيفين بالقرن الثالث الميلادى", "ابوسيفين", True),  # a kunya after the name
        ("تذكار تكريس كنيسة ابى سيفين", "ابوسيفين", False),  # a consecration names him, about something else
        ("استشهاد القديسين الأنبا بشاي والأنبا بطرس", "الانبا بطرس", True),  # saints commemorated together
        ("استشهاد القديستين تكلا ومرثا من أسنا", "القديسة مرثا", True),
        ("نياحة القديس بيشاى صاحب الدير الاحمر", "الانبا بيشاي", True),
        ("ميلاد القديسة العذراء والدة الإله", "القديسة والده", False),  # "والدة" is no second person
        ("نياحة القديسة اليصابات أم يوحنا المعمدان", "يوحنا المعمدان", False),  # an epithet ends the persons
    ],
)
def test_own_record(title: str, question: str, own: bool) -> None:
    assert own_record(title, question_names(question), question) is own


def test_saints_asked_about_together() -> None:
    persons = asked_persons("الانبا بيشاي والانبا بطرس")
    assert persons == ["بيشاي", "بطرس"]
    assert names_every_person("تكريس كنيسة الشهيدين انبا بيشاي وانبا بطرس", persons)
    assert not names_every_person("نياحة القديس بيشاى صاحب الدير الاحمر", persons)
    assert not names_every_person("استشهاد القديسين الأنبا بشاي والأنبا بطرس", persons)  # بشاي: another spelling we do not guess
    assert asked_persons("القديسه دميانه والاربعين عذراء") == ["دميانه"]
    assert asked_persons("ابوسيفين") == []


def test_the_person_a_relative_clause_acts_on_is_the_asked_name() -> None:
    # The clause's verb follows a title word ("الوالي الذي عذب") but names nobody; the person
    # after the verb and a title is whose record must answer, however late in the question.
    assert question_names("من هو الوالي الذي عذب الأنبا أنطونيوس؟") == ["انطونيوس"]
    assert asked_persons("من هو الوالي الذي عذب الأنبا أنطونيوس؟") == []
    assert relative_clause_persons("من الملك الذي قتل مار مرقس؟") == ["مرقس", "مارمرقس"]
    # A place after the verb is not a person the clause acts on.
    assert relative_clause_persons("من القديس الذي سكن في مغارة بكنيسة أبي سيفين؟") == []


def test_the_egyptian_relative_is_read_as_the_msa_one() -> None:
    # ROLEPERSON78: "اللي" opens the clause as "الذي" does; its verb ("رسم", "اتنيح", "عذب") names nobody.
    assert question_names("مين الوالي اللي عذب الأنبا أنطونيوس؟") == ["انطونيوس"]
    assert relative_clause_persons("مين الملك اللي قتل مار مرقس؟") == ["مرقس", "مارمرقس"]
    assert question_names("مين القديس اللي اتنيح في سنة 337 ميلادية وكان إمبراطور؟") == []
    assert question_names("الملك اللي عذب اليعازر وسالومى وولادهم كان مين") == []
    assert "بنعيد" not in question_names("القديس اللي بنعيد بيه 22 امشير الملك ثاؤدسيوس بعته لمين يتفاوض")


ABANOUB_RECORDS = [("syn:10-23#1", "نياحة القديس ابانوب المعترف"), ("syn:11-24#1", "استشهاد ابانوب النهيسى")]
ANTHONY_RECORDS = [("syn:11-25#6", "استشهاد القديس أنطونيوس"), ("syn:05-22#1", "نياحة القديس العظيم انبا انطونبوس اب جميع الرهبان")]
GEORGE_RECORDS = [("syn:10-08#2", "استشهاد القديس جرجس الجديد"), ("syn:08-23#1", "استشهاد مار جرجس الرومانى")]


@pytest.mark.parametrize(
    ("question", "records", "open_records", "chosen"),
    [
        # Nothing in the question chooses between the two saints: both stay open, none is chosen.
        ("من هو القديس أبانوب؟", ABANOUB_RECORDS, ["syn:10-23#1", "syn:11-24#1"], None),
        ("من هو الوالي الذي عذب الأنبا أنطونيوس؟", ANTHONY_RECORDS, ["syn:11-25#6", "syn:05-22#1"], None),
        # A word of one title chooses it; titles and honorifics ("القديس", "الأنبا") never do.
        ("من هو القديس أبانوب النهيسي؟", ABANOUB_RECORDS, [], "syn:11-24#1"),
        ("أين ولد الأنبا أنطونيوس أب الرهبان؟", ANTHONY_RECORDS, [], "syn:05-22#1"),
        # How the person died chooses the record of that kind of death.
        ("متى تنيح الأنبا أنطونيوس؟", ANTHONY_RECORDS, [], "syn:05-22#1"),
        ("كيف استشهد القديس أبانوب؟", ABANOUB_RECORDS, [], "syn:11-24#1"),
        # The most specific name: "مار جرجس" glued is the Roman's title subject only.
        ("من هو مار جرجس؟", GEORGE_RECORDS, [], "syn:08-23#1"),
        # One own record: nothing to choose between.
        ("من هو القديس أبانوب؟", ABANOUB_RECORDS[:1], [], "syn:10-23#1"),
    ],
)
def test_saints_who_share_a_name(question: str, records: list[tuple[str, str]], open_records: list[str], chosen: str | None) -> None:
    assert same_name_records(question, records) == open_records
    assert chosen_own_record(question, records) == chosen
