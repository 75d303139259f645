"""The asked fact held to the question's own event and subject (answer/slot_stated.py, answer/asked_stated.py;
issue 19). Wording of my own, none of any fixture's: a verb's slot is not filled by another event's
filler, "who did it" wants that deed's doer, a role is matched by its noun and its qualifier, a
place or a count of a named subject wants that name, a kin name is not read past a new clause, and
today's value is asked whatever the question word."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import PRESENT_TIME_UNSTATED, answer_type_problem
from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import ASKED_NOT_STATED, states_asked
from dalil.models import Evidence


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # the event asked is the burial: a birthplace in a sentence that never says it is no answer
        ("الراهب بيشاي اتدفن فين؟", "ولد الراهب بيشاي في قرية شبرا من أعمال البحيرة.", False),
        ("الراهب بيشاي اتدفن فين؟", "ودفنوا الراهب بيشاي في دير الأنبا مقار.", True),
        ("في أي مدينة دفن طومانيوس؟", "عاش طومانيوس في مدينة صور سنين كثيرة.", False),
        # the same event told in other words: the clause says what else the question tells of it
        ("كم يوما بقي القديس بولس في السجن المظلم؟", "ومكث القديس بولس في السجن المظلم ثلاثة أيام.", True),
        ("كم يوما بقي القديس بولس في السجن المظلم؟", "ومرض القديس بولس ثلاثة أيام ثم شفي.", False),
        # how long, asked of a verb with no noun ("عاش قد إيه"): a span beside that verb
        ("الناسك بولا عاش قد إيه؟", "وكان للناسك بولا تلميذان وثلاثة إخوة.", False),
        ("الناسك بولا عاش قد إيه؟", "وعاش الناسك بولا مائة وثلاث عشرة سنة.", True),
    ],
)
def test_a_slot_of_an_event_is_filled_only_where_that_event_is_told(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence) is ok


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # "مين + verb": the one who did it, named with that verb
        ("مين حرق الكنيسة؟", "وعند حريق الكنيسة تفرق الشعب في القرى.", False),
        ("مين حرق الكنيسة؟", "فأحرقها الوالي أريانوس في الليل.", True),
        ("من سجن البطريرك؟", "ثم سجن البطريرك سنة كاملة ولم يطلقوه.", False),
        ("من سجن البطريرك؟", "وعلى يد مرقوريوس سجن البطريرك سنة كاملة.", True),
        # a cleft brings the doer; another verb's subject is not it
        ("من بنى الدير؟", "ويقال إن من بنى الدير أول مرة هم أهل القرية.", True),
        ("من بنى الدير؟", "وعند بناء الدير فرح الشعب كله.", False),
    ],
)
def test_who_did_a_deed_is_answered_only_by_its_doer(question: str, sentence: str, ok: bool) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.agent
    assert states_asked(question, sentence) is ok


def test_a_partitive_after_who_is_not_a_deed() -> None:
    """ "من أشهر من …" (one of the most famous who …): an elative, not a verb asked of its doer."""
    slot = asked_slot("من أشهر من كتب في اللاهوت؟")
    assert slot is None or not slot.agent


def test_a_kin_asked_by_name_is_not_a_deed() -> None:
    """ "مين أبو X": the father by name (answer/asked_reading.py's kin reading), not the doer of a verb."""
    slot = asked_slot("مين أبو الشهيد بقطر؟")
    assert slot is None or not slot.agent


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # the role by its noun, not its root: a kingdom (مملكة) is not its king; a name beside it is not his
        ("مين كان ملك الفرس؟", "وفي مملكة الفرس استشهد القديس يعقوب المقطع.", False),
        ("مين كان ملك الفرس؟", "وكان ملك الفرس في تلك الأيام الملك سابور.", True),
        # a name with the role but not with what the question says of it: the head of another thing
        ("مين كان رئيس الدير؟", "وفي السنة الأولى من رئاسة الأنبا يوأنس على الكرسي اجتمع المجمع.", False),
        ("مين كان رئيس الدير؟", "وكان رئيس الدير في تلك الأيام الأنبا يوأنس.", True),
        # the role's qualifier: which governor
        ("مين الوالي الجديد اللي حبس الشهيد؟", "فحبس الوالي أريانوس الشهيد في السجن.", False),
        ("مين الوالي الجديد اللي حبس الشهيد؟", "ولما جاء الوالي الجديد أريانوس حبس الشهيد في السجن.", True),
    ],
)
def test_a_role_is_held_to_its_noun_and_what_the_question_says_of_it(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence) is ok


@pytest.mark.parametrize(
    ("question", "sentence", "titles", "ok"),
    [
        # a count of a subject named by its name: the description alone (العاصمة) is another's
        ("كم عدد سكان العاصمة الإيطالية روما؟", "ويبلغ عدد سكان العاصمة باريس 2 مليون نسمة.", (), False),
        ("كم عدد سكان العاصمة الإيطالية روما؟", "ويبلغ عدد سكان روما نحو ثلاثة ملايين نسمة.", (), True),
        # a see asked of a named bishop: another bishop's record does not place him
        ("على أي مدينة رسم بفنوتيوس أسقفا؟", "ثم رسم أسقفا على مدينة البهنسا.", ("نياحة الأنبا إيسيذورس",), False),
        ("على أي مدينة رسم بفنوتيوس أسقفا؟", "ثم رسم أسقفا على مدينة البهنسا.", ("نياحة الأنبا بفنوتيوس",), True),
    ],
)
def test_a_place_or_count_is_held_to_the_named_subject(question: str, sentence: str, titles: tuple[str, ...], ok: bool) -> None:
    assert states_asked(question, sentence, titles) is ok


def test_a_kin_name_is_not_read_past_a_new_clause() -> None:
    question = "ما اسم أم الشهيد بقطر؟"
    titles = ["استشهاد القديس بقطر"]
    assert not states_asked(question, "وأخذت جسده امرأة قيل إنها أمه قبل أن يدفنوه.", titles)
    assert states_asked(question, "وكانت أمه تدعى مرثا وكانت تقية.", titles)


def test_todays_value_is_asked_whatever_the_question_word() -> None:
    """ "ما سعر …اليوم" asks today's price as "بكام … النهارده" does: a record's figure is not it."""
    cited = [Evidence(evidence_id="E1", chunk_id="x:1/0", excerpt="وكان سعر الذهب عشرة دنانير.", first_verse=None, title="الذهب")]
    assert answer_type_problem("ما سعر الذهب في القاهرة اليوم؟", "وكان سعر الذهب عشرة دنانير [E1].", cited) == PRESENT_TIME_UNSTATED


# --- wording NOT designed for: what it does today (issue 19 open ends) -----------------------------


def test_undesigned_wording_behaves_as_recorded() -> None:
    # (FQ8CLASS19T: "مين اللي قتل X", a deed in a relative clause, now asks its doer, and a role beside
    # the subject's name, "القائد طومانيوس", no longer counts as a word of the event:
    # test_subject_description_and_anaphor.py)
    # a subject named first and described after ("روما عاصمة إيطاليا") has no name read by apposition,
    # but the name ending the construct ("عاصمة إيطاليا") is read (WRONGREC19V): another capital's count,
    # sharing the description, is no longer taken for it
    assert not states_asked("كم عدد سكان روما عاصمة إيطاليا؟", "ويبلغ عدد سكان عاصمة فرنسا 2 مليون نسمة.")
    # a role's qualifier after a relative clause is not read ("الوالي اللي جه جديد")
    assert states_asked("مين الوالي اللي جه جديد؟", "وكان الوالي أريانوس قاسيا.")
    # the question word's own problem code is unchanged for a deed: a statement with no doer is
    # refused as the person slot
    problem = answer_type_problem("مين حرق الكنيسة؟", "وعند حريق الكنيسة تفرق الشعب [E1].", [])
    assert problem == f"{ASKED_NOT_STATED}: person"
