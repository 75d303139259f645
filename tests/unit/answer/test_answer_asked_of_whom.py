"""What the question asks OF its subject, read from its structure (fresh-questions-9's classes, in
wordings of our own): a kin or a described person asked by name, "X كان <noun> مين" (whose), the
object of a verb asked by إيه / ماذا, the record's own day dating another event, a time clause
after the ask, and a question that only points back to someone it does not name."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.asked_reading import asked_deed, asked_predicates, asked_slot
from dalil.answer.followup import points_back_only

# --- a kin noun opening the question, its name asked at the end -------------------------------


@pytest.mark.parametrize(
    ("question", "kin"),
    [
        ("أم القديس مرقس كان اسمها ايه؟", "mother"),
        ("ابو الانبا بولا اسمه ايه", "father"),
        ("زوجة الملك هيرودس ما اسمها؟", "wife"),
        ("وأبوه كان اسمه إيه؟", "father"),
    ],
)
def test_a_kin_noun_opening_the_question_is_asked_by_name(question: str, kin: str) -> None:
    assert [(p.name, p.by_name) for p in asked_predicates(question)] == [(kin, True)]


@pytest.mark.parametrize("question", ["أبو سيفين كان اسمه ايه قبل كده؟", "ابن خلدون اسمه ايه بالكامل؟"])
def test_a_kunya_is_the_persons_own_name_not_his_kin(question: str) -> None:
    assert asked_predicates(question) == []


def test_the_kin_must_be_named_not_only_the_subject() -> None:
    question = "أم القديس مرقس الرسول كان اسمها ايه؟"
    assert answer_type_problem(question, "في مثل هذا اليوم استشهد القديس مرقس الرسول في الإسكندرية.") is not None
    assert answer_type_problem(question, "وكانت أم القديس مرقس تدعى مريم.") is None


# --- a described person asked by name -------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "told", "untold"),
    [
        (
            "الابن الاكبر كان اسمه ايه؟",
            "وكان الابن الأكبر يدعى يوحنا وكان في الحقل.",
            "وكان ابنه الأكبر في الحقل فلما جاء سمع صوت الغناء.",
        ),
        (
            "ابن الكاهن اللي مات في الهيكل اسمه ايه؟",
            "وكان ابن الكاهن يدعى زكريا ومات في الهيكل.",
            "ومات ابن الكاهن في الهيكل فحزن عليه أبوه جدا.",
        ),
    ],
)
def test_a_described_person_asked_by_name_needs_a_name(question: str, told: str, untold: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "person" and slot.by_name
    assert answer_type_problem(question, told) is None
    assert answer_type_problem(question, untold) is not None


def test_an_anaphor_and_its_predicate_name_nobody() -> None:
    """ "كان هذا القديس حاضرا": the word after "هذا القديس" is said of him, it is not a name."""
    question = "ابن الأرملة اللي المسيح أقامه كان اسمه ايه؟"
    assert answer_type_problem(question, "ولما أقام المسيح ابن الأرملة من الموت كان هذا القديس حاضرا.") is not None


@pytest.mark.parametrize("question", ["المحمة دي اسمها ايه دلوقتي؟", "الأنبا بولا كان اسمه ايه قبل الرهبنة؟"])
def test_a_place_or_a_named_person_is_no_described_person(question: str) -> None:
    slot = asked_slot(question)
    assert slot is None or not (slot.kind == "person" and slot.by_name)


# --- "X كان <noun> مين": whose ------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "told", "untold"),
    [
        ("بطرس كان شريك مين؟", "وكان بطرس شريك يعقوب ويوحنا في الصيد.", "وكان بطرس الشريك الأكبر في القارب."),
        ("أليشع كان تلميذ مين؟", "وكان أليشع تلميذ إيليا النبي.", "وكان أليشع التلميذ الأمين."),
        ("توما هو توأم مين؟", "وكان توما توأم يهوذا.", "توما الذي يقال له التوأم قال للتلاميذ."),
        ("توما هو توأم مين؟", "وكان توما توأم يهوذا.", "وكان توأمه يرعى الغنم."),
    ],
)
def test_whose_relation_needs_the_person_after_the_noun(question: str, told: str, untold: str) -> None:
    assert answer_type_problem(question, told) is None
    assert answer_type_problem(question, untold) is not None


# --- the object of a verb asked by إيه / ماذا -------------------------------------------------


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("الرعاة سمعوا ايه من الملاك؟", "سمعوا"),
        ("ماذا كتب بولس لأهل كورنثوس؟", "كتب"),
        ("ماذا فعل الملك بالقديس؟", None),  # a verb for any deed asks the event
        ("ماذا قال الكاتب عن الملك؟", None),  # what was said: told by any verb of statement
        ("ايه اللي حصل للقديس بعد كده؟", None),
        ("كان اسمه ايه؟", None),
    ],
)
def test_the_verb_whose_object_is_asked(question: str, verb: str | None) -> None:
    assert asked_deed(question) == verb


def test_a_sentence_that_never_says_the_verb_names_no_object() -> None:
    question = "ماذا كتب بولس الرسول لأهل كورنثوس؟"
    assert answer_type_problem(question, "في مثل هذا اليوم استشهد بولس الرسول في رومية.") is not None
    assert answer_type_problem(question, "كتب بولس الرسول رسالتين لأهل كورنثوس.") is None


# --- the record's own day dates its own event -----------------------------------------------


@pytest.mark.parametrize(
    ("question", "sentence", "dated"),
    [
        ("الكنيسة دي بتفتح امتى؟", "في مثل هذا اليوم تذكار تكريس الكنيسة على اسم القديس مرقس.", False),
        ("دير الأنبا بيشوي اتبنى امتى؟", "في مثل هذا اليوم تنيح القديس الأنبا بيشوي صاحب الدير.", False),
        ("الأنبا بيشوي اتنيح امتى؟", "في مثل هذا اليوم تنيح القديس الأنبا بيشوي.", True),
        ("القديس أثناسيوس اترسم بطريرك امتى؟", "في مثل هذا اليوم رسم القديس أثناسيوس بطريركا.", True),
        ("امتى عيد القديسة دميانة؟", "في مثل هذا اليوم استشهدت القديسة دميانة.", True),
        ("الأنبا بيشوي رئيس الدير امتى؟", "في مثل هذا اليوم تنيح الأنبا بيشوي رئيس الدير.", True),
    ],
)
def test_the_days_sentence_answers_when_only_of_its_event(question: str, sentence: str, dated: bool) -> None:
    assert (answer_type_problem(question, sentence) is None) is dated


# --- a time clause after the ask frames it ---------------------------------------------------


@pytest.mark.parametrize(
    "question",
    ["لعازر بقى أسقف على فين بعد ما المسيح أقامه؟", "مرقس بقى أسقف على فين بعدما بشر في مصر؟"],
)
def test_a_time_clause_is_not_the_event_asked(question: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "place" and slot.head == ("اسقف",)
    assert answer_type_problem(question, "وبعد أن أقامه المسيح حملوا جسده إلى القسطنطينية.") is not None


def test_an_age_at_an_event_still_reads_its_clause() -> None:
    """ "لما" is left: the age asked is AT the event its clause names."""
    assert asked_slot("كان عنده كام سنة لما اتنيح؟") is not None


# --- a question that only points back ------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "points_back"),
    [
        ("وأمه اسمها ايه؟", True),
        ("ما اسم أبيه؟", True),
        ("كم عدد أولاده؟", True),
        ("أم الأنبا بولا اسمها ايه؟", False),
        ("ما اسم والدة القديس مرقس؟", False),
        ("ومتى تنيح؟", False),  # no relation pointed back: the follow-up rules keep their subject
    ],
)
def test_a_question_that_only_points_back(question: str, points_back: bool) -> None:
    assert points_back_only(question) is points_back


def test_his_father_written_with_ha_is_not_the_mother() -> None:
    """Folding makes "والدة" (mother) and "والده" (his father) one word; the written ة tells them apart."""
    question = "أم الأنبا لونجينوس كان اسمها ايه؟"
    assert answer_type_problem(question, "ترهب الأنبا لونجينوس في الدير الذي ترهب فيه والده لوقيانوس.") is not None
    assert answer_type_problem(question, "وكانت والدة الأنبا لونجينوس تدعى مريم.") is None


@pytest.mark.parametrize(
    "question",
    [
        "مين القديسين اللي بنعيد لهم يوم 15 هاتور؟", "من الملك الذي أرسل إليه الرسالة؟", "مين الراجل اللي اتكلموا عنه؟",
        # the person named by a description, her kin's pronoun hers (ROLEPERSON78, fq17-031)
        "القديسة اللي حلقت شعرها ودخلت الدير مع ابوها، كان اسمها ايه قبل ما ابوها يسميها مارينا؟",
    ],
)
def test_a_pronoun_of_a_relative_clause_points_to_its_own_head(question: str) -> None:
    assert not points_back_only(question)


def test_the_kins_name_in_a_list_before_their_pronoun() -> None:
    """ "… قزمان ودميان وأمهم ثاؤدوتي" and "… وثاؤدوتي أمهم" both name the mother; a verb before "أمه"
    ("بكت أمه") names no one."""
    question = "أم القديسين قزمان ودميان كان اسمها ايه؟"
    assert answer_type_problem(question, "استشهد القديسون قزمان ودميان وإخوتهم الثلاثة وثاؤدوتي أمهم.") is None
    assert answer_type_problem(question, "ولما قتلوا القديسين قزمان ودميان بكت أمهم.") is not None


def test_a_naming_verb_asks_a_name_not_a_deed() -> None:
    assert asked_deed("ماذا سمي النظام الذي وضعه الملك؟") is None
