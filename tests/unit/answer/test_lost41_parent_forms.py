"""LOST41: a parent of the named person asked ("ما اسم والد X", "أبو القديسة X كان شغال إيه", "X أبوها كان
بيشتغل إيه") — the record writes the parent with the person's pronoun ("والده", "أبوه", "أبيه", "والدها"), which
the stemmer never reads as the question's "والد" or "أبو" ("والده" stems الده): the excerpt check and the
sentence score missed the kin and the answerer declined. Own invented records and wordings. The answers fail on
main 1936ef2 (declined); the declines (the other parent, a cousin's "عمتها") held there and must hold still."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_predicates, subject_kin_forms
from dalil.answer.asked_stated import states_asked
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider

# A record's later chunk: the parent told, the saint's name only in the title (the corpus's way: 04-08#3/1
# "وكان أبوه ارسلاؤس قسا", 03-15#1/0 "كان والده اوذكسيوس").
YOUSTOS = "وقد ربّاه والده تادرس الكاهن على خوف الله في بلدة منقباد، ولما كبر ترك العالم ومضى إلى البرية."
YOUSTOS_TITLE = "نياحة القديس يسطس الأسيوطي"
MAHRAEL = "وكانت وحيدة لأبويها، وكان أبوها يوحنا صائغا في مدينة طما. ولما بلغت الثانية عشرة اشتاقت إلى الشهادة."
MAHRAEL_TITLE = "استشهاد القديسة مهرائيل"
SALIM = "عاش طفولته في قرية صغيرة على النيل. والده عبد الرحيم كان نجارا وعلّمه القراءة."
KYROS_TITLE = "نياحة الأنبا كيروس السائح"
KYROS_FATHER = "واسم أبيه يوساب، وكان رجلا بارا محبا للغرباء، وقد ترهب في برية شيهيت."
KYROS_MOTHER = "وكانت أمه مريم تصلي كثيرا من أجله، وقد ترهب في برية شيهيت."


def _item(label: str, chunk_id: str, title: str, text: str) -> Evidence:
    return Evidence(evidence_id=label, chunk_id=chunk_id, excerpt=text, title=title)


@pytest.mark.parametrize(
    ("question", "title", "text", "answer_holds"),
    [
        ("مين والد القديس يسطس الأسيوطي", YOUSTOS_TITLE, YOUSTOS, "تادرس"),  # Egyptian, "والده"
        ("ما اسم والد القديس يسطس الأسيوطي؟", YOUSTOS_TITLE, YOUSTOS, "تادرس"),  # MSA
        ("من والد سليم الحكيم؟", "سليم الحكيم", SALIM, "عبد الرحيم"),  # an untitled name
        ("من هو أبو الأنبا كيروس السائح؟", KYROS_TITLE, KYROS_FATHER, "يوساب"),  # "أبيه"
        ("ما اسم والدة الأنبا كيروس السائح؟", KYROS_TITLE, KYROS_MOTHER, "مريم"),  # the mother: "أمه"
        ("والدة الانبا كيروس السائح كان اسمها ايه", KYROS_TITLE, KYROS_MOTHER, "مريم"),  # Egyptian order
    ],
)
def test_a_parent_asked_is_answered_by_the_records_parent_with_its_pronoun(
    question: str, title: str, text: str, answer_holds: str
) -> None:
    payload = ExtractiveProvider().answer(question, [_item("E1", "syn:99-01#1/1", title, text)])
    assert payload.status == "answered" and payload.cited_ids == ["E1"], payload
    assert answer_holds in payload.answer


@pytest.mark.parametrize(
    ("question", "title", "text"),
    [
        # the other parent: only the father is told
        ("ما اسم والدة القديس يسطس الأسيوطي؟", YOUSTOS_TITLE, YOUSTOS),
        ("ام القديسة مهرائيل كان اسمها ايه", MAHRAEL_TITLE, MAHRAEL),
        ("والدة الانبا كيروس السائح كان اسمها ايه", KYROS_TITLE, KYROS_FATHER),
        # a cousin told by "ابن عمتها" names no uncle of his
        (
            "عم القديس يسطس الأسيوطي كان اسمه ايه",
            YOUSTOS_TITLE,
            "فلما عادت الفتاة سألت ابن عمتها يسطس عما سمعته من الرهبان، فأجابها وهداها إلى الإيمان.",
        ),
    ],
)
def test_a_parent_or_kin_the_record_does_not_name_is_declined(question: str, title: str, text: str) -> None:
    payload = ExtractiveProvider().answer(question, [_item("E1", "syn:99-01#1/1", title, text)])
    assert payload.status != "answered", payload


@pytest.mark.parametrize(
    ("question", "kin_word"),
    [
        ("ما اسم والد الشهيد يسطس؟", "والد"),
        ("مين ابو الانبا كيروس", "ابو"),
        ("ابو القديسه مهرائيل كان شغال ايه", "ابو"),
        ("ام كلثوم ابوها كان بيشتغل ايه", "ابوها"),  # after the name, with its pronoun
        ("والد سليم الحكيم كان بيشتغل ايه", "والد"),
    ],
)
def test_the_parent_asked_of_the_subject_is_read_with_its_stated_forms(question: str, kin_word: str) -> None:
    forms = subject_kin_forms(question)
    assert kin_word in forms
    assert {"والده", "ابوه", "ابيه"} <= forms[kin_word] or {"امه", "والدته"} <= forms[kin_word]


@pytest.mark.parametrize(
    "question",
    [
        "ابو سيفين كان اسمه ايه",  # a kunya: the man's own name
        "ماذا قالت مريم أخت لعازر ليسوع",  # a sister describing the subject, no parent
        "عم القديس يسطس كان اسمه ايه",  # the wider family is not read so
        "كام راهب عاشوا مع الأنبا يسطس في الدير اللي بناه له أبوه",  # a clause describing the monastery
    ],
)
def test_no_parent_of_the_subject_is_read_where_none_is_asked(question: str) -> None:
    assert subject_kin_forms(question) == {}


def test_his_father_is_stated_by_his_walidu() -> None:  # held on main too: the father by his "والده"
    question = "ما اسم والد القديس يسطس الأسيوطي؟"
    assert states_asked(question, "وكان اسم والده تادرس.", [YOUSTOS_TITLE], asked_predicates(question))
