"""What fresh-questions-25 answered wrongly (issue 19, FQ25WRONG40): three classes, each read on questions and sentences
of this test's own (other records, other wordings), each with a twin whose sentence does state the thing asked.

1. A kin's name asked by a bare "ام X" / "ابو X" (fq25-063, fq25-107's Franco "abu onesimos"), answered by the name of
   someone in another relation: a king, a master, a host.
2. A described person's name asked by a relative clause whose verb carries the role's pronoun ("الأمير الذي أرسله
   دقلديانوس إلى دميانة", fq25-081), answered by a namesake of the role in another story.
3. A deed asked of the one named right after its verb ("في عهد من صلب المسيح", fq25-027), answered by the same deed
   told of another ("عندما صلب فيلبس الرسول").
"""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_predicates
from dalil.answer.asked_stated import states_asked

# 1. a kin's name asked by a bare kin head ------------------------------------------------------------------------

_MOTHER_ASKED = ["ام يسطس كان اسمها ايه", "ام يسطس اسمها ايه؟", "ام القديس يسطس كان اسمها ايه"]


@pytest.mark.parametrize("question", _MOTHER_ASKED)
def test_a_bare_mothers_word_asks_the_mother_by_name(question: str) -> None:
    assert any(p.name == "mother" and p.by_name for p in asked_predicates(question))


@pytest.mark.parametrize("question", _MOTHER_ASKED)
@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("وأما الملك الذي كان في البلاد في ذلك الزمان فكان اسمه أركاديوس وكان محبا للكنائس", False),  # a king
        ("وكان يسطس ابنا لرجل غني اسمه كيرياكوس", False),  # the father, not the mother
        ("وكانت أمه امرأة تقية تدعى صوفيا", True),
        ("ولد يسطس من أب وثني اسمه كيرياكوس وأم مسيحية اسمها صوفيا", True),
    ],
)
def test_the_mothers_name_is_hers_only(question: str, sentence: str, stated: bool) -> None:
    assert states_asked(question, sentence, ("نياحة القديس يسطس",)) is stated


@pytest.mark.parametrize("question", ["ابو يسطس كان اسمه ايه", "ابي يسطس كان اسمه ما"])  # the Franco "abu yustus" reads ابي
@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("كان يسطس مملوكا لرجل من أهل أنطاكية اسمه أرسانيوس", False),  # his master
        ("وأما الملك الذي كان في البلاد في ذلك الزمان فكان اسمه أركاديوس", False),  # a king
        ("وفي طريقه نزل عند رجل مؤمن اسمه سيفاروس", False),  # his host
        ("وكان يسطس قد آمن لدى سماعه تبشير القديس بولس في رومية", False),  # "سماعه": hearing, no naming verb
        ("ولد يسطس من أب وثني اسمه كيرياكوس", True),  # the father named: a reader may ask him so
    ],
)
def test_a_bare_fathers_word_is_not_answered_by_another_mans_name(question: str, sentence: str, stated: bool) -> None:
    assert states_asked(question, sentence) is stated


# 2. a described person's name, a namesake of the description ----------------------------------------------------

_SENT = "ما اسم الجندي الذي أرسله الوالي إلى القديس أبانوب؟"


@pytest.mark.parametrize(
    ("sentence", "titles", "stated"),
    [
        # sent, by the governor, to another
        ("فأرسل إليها الوالي جنديا يدعى يوليوس", ("استشهاد القديسة مارينا",), False),
        # another verb, the role's namesake
        ("ثم رأى الملك أن يستقدم الجندي بقطر فحضر بجيشه", ("استشهاد القديس بقطر",), False),
        # the sending said, the sender and the one sent to named, no soldier: a word after a title names no one
        (
            "قال له أنا رسول من قبل الوالي الملك جئت أدعوك إلى عبادة الأوثان فقال القديس أبانوب لعن الرسول ومن أرسله",
            ("استشهاد القديس أبانوب",), False,
        ),
        ("فأرسل الوالي إلى القديس أبانوب جنديا اسمه يوليوس", ("استشهاد القديس أبانوب",), True),
        ("فأرسل إليه الوالي جنديا يدعى يوليوس", ("استشهاد القديس أبانوب",), True),  # the record's own title names him
    ],
)
def test_the_described_persons_name_holds_the_description(sentence: str, titles: tuple[str, ...], stated: bool) -> None:
    assert states_asked(_SENT, sentence, titles) is stated


@pytest.mark.parametrize(
    ("sentence", "titles", "stated"),
    [
        ("ولما عجز الوالي عن تعذيبه استحضر ساحرا اسمه أثناسيوس", ("استشهاد مار جرجس",), False),  # for George
        ("ولما عجز الوالي عن تعذيبه استحضر ساحرا اسمه أثناسيوس", ("استشهاد القديس أبانوب",), True),  # doer before the verb
    ],
)
def test_a_clause_verb_of_the_istafala_form(sentence: str, titles: tuple[str, ...], stated: bool) -> None:
    assert states_asked("ايه اسم الساحر اللي استحضره الوالي للقديس أبانوب؟", sentence, titles) is stated


# 3. a deed asked of one person, told of another -----------------------------------------------------------------


@pytest.mark.parametrize("question", ["في عهد من صلب المسيح؟", "قانون الإيمان بيقول صلب المسيح على عهد مين؟"])
@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("وقد كان حاضرا عندما صلب أندراوس الرسول في مدينة بتراس", False),
        ("وصلب عنا على عهد بيلاطس البنطي وتألم وقبر", True),
        ("صلب السيد المسيح على عهد بيلاطس البنطي", True),
    ],
)
def test_a_crucifixion_of_another_is_not_christs(question: str, sentence: str, stated: bool) -> None:
    assert states_asked(question, sentence) is stated


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("وفي تلك الأيام استشهد بطرس الرسول في مدينة رومية", False),
        ("استشهد القديس مرقس الرسول في مدينة الإسكندرية", True),  # past his titles
        ("استشهد مار مرقس في مدينة الإسكندرية", True),
    ],
)
def test_a_martyrdom_of_another_is_not_the_asked_ones(sentence: str, stated: bool) -> None:
    assert states_asked("في أي مدينة استشهد مار مرقس؟", sentence) is stated
