"""Issue 19, WRONGREC23: the last dev answers from another record and fresh-questions-18's pinned declines, each
held as a class on wording of this test's own, on other records than the fixtures'."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import asked_problem

# --- "الف" (ألّف, composed) after an opening من/مين is the verb, not the number ------------------------------


@pytest.mark.parametrize("question", ["من الذي ألّف تسبحة نصف الليل؟", "مين اللي الف كتاب بستان الرهبان"])
def test_composed_after_who_is_the_deed_asked(question: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.agent and slot.head == ("الف",)


def test_a_thousand_before_a_unit_of_time_is_still_a_number() -> None:
    slot = asked_slot("من ألف سنة مين كان ملك مصر")
    assert slot is None or slot.head != ("الف",)


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        # the work named, chanted or read by someone else: no one composed it
        ("من الذي ألّف تسبحة نصف الليل؟", "(يقف الشماس ويقرأ القارئ تسبحة نصف الليل)"),
        ("مين اللي الف كتاب بستان الرهبان", "وكان الرهبان يقرأون كتاب بستان الرهبان في قلاليهم"),
    ],
)
def test_who_composed_is_not_answered_by_another_deed_on_the_work(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is not None


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("من الذي ألف كتاب تجسد الكلمة؟", "وضع القديس أثناسيوس الرسولي كتاب تجسد الكلمة وهو شاب"),
        ("مين اللي ألف كتاب حياة أنطونيوس", "ألف القديس أثناسيوس الرسولي كتاب حياة الأنبا أنطونيوس"),
        # the deed in other words, its doer named in the conjunct that says it
        ("من غنى النشيد الوطني؟", "أدّت الفائزة بجائزة غرامي ليدي غاغا النشيد الوطني، بينما ترجمته مارلي ماتلين."),
    ],
)
def test_who_did_it_is_answered_by_the_doer_named_with_the_work(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is None


# --- an Egyptian name-first question: the opening name and its epithet are the subject, not the event -------


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        # a namesake's sentence with a place: the first name tells no burial, prison or execution
        ("صلاح الدين اتدفن فين", "ولد صلاح عبد الصبور في مدينة الزقازيق بمحافظة الشرقية"),
        ("جمال الدين اتسجن فين", "وكان جمال عبد الناصر يسكن في حي منشية البكري بالقاهرة"),
        ("خالد الاسلامبولي اتعدم فين", "ولعب خالد بيومي في النادي الأهلي سنوات طويلة"),
    ],
)
def test_a_namesake_does_not_tell_the_event_of_a_name_first_question(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is not None


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("عمر المختار اتقبض عليه فين", "قبض الإيطاليون على عمر المختار في منطقة سلنطة"),
        ("صلاح الدين اتدفن فين", "ودفن صلاح الدين الأيوبي في دمشق بجوار الجامع الأموي"),
        # the event's object with its pronoun is no name: the burial told by "ووضعوه" still places it
        ("الأنبا بولا جسده اتحط فين", "ثم أخذوا جسد الأنبا بولا وكفنوه ووضعوه في مدينة أخميم ."),
    ],
)
def test_the_event_of_a_name_first_question_is_still_answered(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is None


# --- an opening time clause ("وبعد ما X عمل Y، …") dates the ask; its words are not the event asked -------


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("وبعد ما بطرس أقام طابيثا، سافر على فين؟", "وأقام بطرس في مدينة يافا أياما كثيرة عند سمعان الدباغ"),
        ("بعد ما يوحنا عمد المسيح، راح فين؟", "وكان يوحنا يعمد في بيت عبرة عبر الأردن"),
    ],
)
def test_the_time_clause_does_not_tell_the_event_asked(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is not None


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("وبعد ما بولس عمد ليديا، سافر على فين؟", "ثم سافر بولس إلى مدينة أمفيبوليس"),
        ("بعدما تنيح الأنبا أنطونيوس، تلاميذه راحوا فين", "وبعد نياحة الأنبا أنطونيوس ذهب تلاميذه إلى دير القديس مكاريوس"),
    ],
)
def test_the_event_after_the_time_clause_is_still_answered(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is None


# --- a why's when-clause ("… عندما هجم البربر على الدير") dates the deed; a reason near its words is none -----


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("لماذا لم يهرب القديس أبانوب عندما جاء الجنود إلى القرية؟", "ولما وصل الجنود إلى القرية لم يمض وقت حتى أحرقوا البيوت"),
        ("ليه التلاميذ خافوا لما هاجت الريح على البحر", "وكانت الريح مضادة لهم لأن البحر كان هائجا جدا"),
    ],
)
def test_a_reason_near_the_when_clause_is_no_reason_of_the_deed(question: str, sentence: str) -> None:
    assert answer_type_problem(question, sentence) is not None


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("لماذا لم يهرب القديس أبانوب عندما جاء الجنود إلى القرية؟", "ولم يهرب القديس أبانوب لأنه كان يشتهي إكليل الشهادة"),
        ("ليه التلاميذ خافوا لما هاجت الريح على البحر", "فخاف التلاميذ لأنهم ظنوا أنه خيال"),
    ],
)
def test_a_reason_of_the_deed_itself_still_answers(question: str, sentence: str) -> None:
    assert answer_type_problem(question, sentence) is None


# --- "X اتسمى Y ليه": a trailing ليه after an Egyptian verb of naming asks a reason -------------------------


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("يعقوب اتسمى اسرائيل ليه", "وفي هذا اليوم نعيد بتذكار يعقوب أبي الأسباط الذي دعي إسرائيل ."),
        ("الانبا موسى اتلقب بالاسود ليه", "استشهد القديس العظيم الأنبا موسى الأسود بيد البربر ."),
    ],
)
def test_why_so_named_is_not_answered_without_a_reason(question: str, sentence: str) -> None:
    assert answer_type_problem(question, sentence) is not None


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("يعقوب اتسمى اسرائيل ليه", "ودعي اسمه إسرائيل لأنه جاهد مع الله والناس وقدر ."),
        ("الانبا انطونيوس كان ليه اخ اسمه ايه", "وكان للأنبا أنطونيوس أخت واحدة اسمها مريم ."),
    ],
)
def test_a_reason_of_the_name_still_answers_and_ليه_as_له_asks_none(question: str, sentence: str) -> None:
    assert answer_type_problem(question, sentence) is None or "reason" not in answer_type_problem(question, sentence)


# --- "X كان بيعلم مين": whom, the object of an Egyptian بـ-present, named after the verb --------------------


def test_whom_after_a_habitual_verb_is_read_as_its_object() -> None:
    for question in ("أرسانيوس كان بيعلم مين", "ارسانيوس كان بعلم من"):  # the second as Franco "bey3alem" reads
        slot = asked_slot(question)
        assert slot is not None and slot.patient and slot.head == ("علم",)


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("الأنبا بولا كان بيخدم مين", "ولما خدم الرب بكل قلبه ترك العالم ومضى إلى البرية"),
        # the same letters, another verb ("علم بـ", knew of), and its doer after it
        ("القديس مرقس كان بيعلم مين", "ولما علم بذلك الوالي غضب جدا وأمر بتعذيبه"),
        # the object a pronoun only: no one named
        ("القديس مرقس كان بيعلم مين", "وكان يعلمهم بكل اجتهاد في البيت"),
    ],
)
def test_whom_is_not_answered_without_the_object_named(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is not None


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("القديس مرقس كان بيعلم مين", "وكان يعلم أنيانوس الإسكافي وأهل بيته الإيمان"),
        ("الأنبا بولا كان بيخدم مين", "وكان يخدم أباه الشيخ في مرضه"),
    ],
)
def test_whom_is_answered_by_the_object_named_after_the_verb(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is None


def test_whom_is_not_named_by_the_record_title_beside_a_pronoun() -> None:
    title = ("نياحة القديس ديديموس معلم اولاد الملوك",)
    assert asked_problem("ديديموس كان بيعلم مين", ["فأدبهما وعلمهما بما يتفق مع غزارة علمه ."], title) is not None
