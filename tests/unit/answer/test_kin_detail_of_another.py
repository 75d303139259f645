"""A detail asked of a named person or of a kin of his is not answered by a sentence that gives
that detail of someone else, or gives none (issue 19, fresh-questions-11's pinned declines): a
kin's name only where it stands for THAT kin (not past a preposition, a possessor or the كان of
another clause), a kin asked by the verb of the relation ("اتجوزت مين"), a kin head before a name
with an office ("أم X أسقف Y") read as the kin, and an indefinite "one" after another noun no count.
The questions and sentences are of this test's own wording."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_predicates
from dalil.answer.asked_stated import asked_problem


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        # the kin indefinite, described by a preposition phrase; what follows is no name of hers
        ("ما اسم أخت الأنبا بولا؟", "ومات أبوه وتركه مع أخت له فربته أمه في خوف الله."),
        ("مين مرات القديس يوحنا؟", "وكان متزوجا من امرأة فاضلة من أهل طنطا فعاش معها في سلام."),
        ("ما اسم زوجة الأمير بقطر؟", "وكانت زوجة هذا الأمير تعزيه وتصبره في السجن."),
        ("أخو الأنبا شنودة اسمه ايه", "وكان للقديس أخ في البرية فزاره مرارا."),
        ("ما اسم ابن الملك؟", "ورزق الملك بابن من زوجته الثانية في أنطاكية."),
    ],
)
def test_a_kin_described_but_not_named_states_no_name(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is not None


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        # the same kin named where it stands: still answers
        ("ما اسم أخت الأنبا بولا؟", "وكان للأنبا بولا أخت تدعى دميانة فربتها أمها."),
        ("مين مرات القديس يوحنا؟", "وتزوج القديس يوحنا من مريم ابنة الكاهن."),
        ("ما اسم زوجة الأمير بقطر؟", "وكانت زوجة الأمير بقطر امرأة من أنطاكية تدعى صوفية."),
    ],
)
def test_a_kin_named_where_it_stands_still_answers(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is None


@pytest.mark.parametrize(
    ("question", "relation"),
    [
        ("مارينا اتجوزت مين", "husband"),
        ("الملك داود تزوج من؟", "wife"),
        ("الأمير اتجوز مين", "wife"),
        ("القديسة ايريني اتجوزت مين؟", "husband"),
    ],
)
def test_the_verb_of_a_relation_asks_the_kin_by_name(question: str, relation: str) -> None:
    assert [(p.name, p.by_name) for p in asked_predicates(question)] == [(relation, True)]


def test_whom_she_married_is_not_answered_by_her_father_marrying() -> None:
    # her father married; she is the daughter born: no husband of hers ("اتجوزت" as the pipeline
    # reads it, in its MSA form)
    sentence = "وتزوج المعلم يوسف من سيدة تقية ورزق منها بولد اسمه بطرس وابنة اسمها مارينا."
    assert asked_problem("مارينا تزوجت مين", [sentence]) is not None
    assert asked_problem("مارينا تزوجت مين", ["وتزوجت مارينا من التاجر جرجس في الإسكندرية."]) is None


@pytest.mark.parametrize(
    "question", ["ام اثناسيوس بطريرك الاسكندريه اسمها ايه", "ابو كيرلس اسقف اورشليم اسمه ايه"]
)
def test_a_kin_head_before_a_name_with_its_office_is_the_kin(question: str) -> None:
    assert [p.by_name for p in asked_predicates(question)] == [True]
    # the father named answers no question of the mother
    assert asked_problem(question, ["وولد من أب شريف اسمه ثاوفيلس وأم وثنية."]) is not None or "ابو" in question


def test_a_kunya_before_a_bare_name_is_still_the_persons_name() -> None:
    assert asked_predicates("أبو سيفين كان اسمه إيه") == []


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("كام نمر فاضل في الهند", "ولا تزال مجموعة واحدة صغيرة من النمور تعيش في غابات الهند."),
        ("كم ذئب يعيش في الجزيرة؟", "وتعيش في الجزيرة عشيرة واحدة من الذئاب."),
        ("كم عدد الفيلة في الغابة", "ويسكن الغابة قطيع واحد كبير من الفيلة."),
    ],
)
def test_one_of_another_noun_is_no_count(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is not None


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("كام نمر فاضل في الهند", "ولم يبق في الهند إلا نمر واحد."),
    ],
)
def test_one_after_the_counted_noun_is_the_count(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is None
