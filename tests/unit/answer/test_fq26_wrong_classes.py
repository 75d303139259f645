"""What fresh-questions-26 answered wrongly (issue 19, FQ26WRONG41): three classes, each read on questions and sentences
of this test's own (other people, other psalms, other wordings), each with a twin whose sentence does state the thing.

1. A person asked with an ordinal or a number ("البابا كيرلس السادس", fq26-025), answered by a passage of a namesake
   of another ordinal ("كيرلس الأول", "كيرلس الخامس"): another ordinal of the name is another man.
2. A kin asked of one person (fq26-087, fq26-119, fq26-068), answered by a byname ("لقب أب الفقراء"), by another
   relation, or not read as asked at all ("ما اسم أخي الأنبا X", "أبو X كان مين").
3. A psalm's writer (fq26-118), answered by a name inside another psalm ("حلفت بها لداود", Psalm 89): only the
   psalm's own title, opening its first verse, gives it.
"""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import PERSON_NAMESAKE, PERSON_NOT_NAMED, person_problem
from dalil.answer.asked_reading import asked_predicates
from dalil.answer.asked_stated import states_asked
from dalil.answer.letter_writer import asked_psalm_writer, psalm_title, psalm_writer_unstated
from dalil.models import Evidence
from dalil.retrieval.names import numbered_otherwise


def _cited(chunk_id: str, excerpt: str, title: str = "", first_verse: int | None = None) -> list[Evidence]:
    return [Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt=excerpt, title=title, first_verse=first_verse)]


# 1. a namesake of another ordinal --------------------------------------------------------------------------------

_YOANNIS_V = [
    "متى تنيح البابا يوأنس الخامس؟",
    "البابا يوأنس الخامس اتنيح سنة كام",
    "في أي سنة تنيح يوأنس الخامس؟",  # no title: the ordinal marks the name
]


@pytest.mark.parametrize("question", _YOANNIS_V)
@pytest.mark.parametrize(
    ("title", "excerpt", "other"),
    [
        ("نياحة البابا يوأنس الثاني عشر", "في مثل هذا اليوم تنيح البابا يوأنس الثاني عشر سنة 1483 م", True),
        ("نياحة البابا يوأنس السادس", "تنيح البابا يوأنس السادس البطريرك الرابع والسبعون", True),
        ("نياحة البابا يوأنس الخامس", "في مثل هذا اليوم تنيح البابا يوأنس الخامس سنة 1166 م", False),
        # his own record's sentence says no ordinal: the title does
        ("نياحة البابا يوأنس الخامس البطريرك", "وفي سنة 1166 م تنيح بسلام", False),
        # another name's ordinal says nothing of him
        ("نياحة البابا مرقس الثالث", "وفي أيام البابا مرقس الثالث رسم البابا يوأنس الخامس أسقفا", False),
    ],
)
def test_another_ordinal_of_the_name_is_another_man(question: str, title: str, excerpt: str, other: bool) -> None:
    assert numbered_otherwise(question, [(title, excerpt)]) is other
    cited = _cited("syn:01-01#1/0", excerpt, title)
    assert (person_problem(question, cited) == PERSON_NAMESAKE) is other


@pytest.mark.parametrize(
    ("question", "excerpt", "other"),
    [
        ("البابا متاؤس ال 90 اتنيح امتى", "تنيح البابا متاؤس الأول ال87", False),  # a place asked, an ordinal told: not compared
        ("البابا متاؤس ال 90 اتنيح امتى", "تنيح البابا متاؤس الخامس والثمانون", True),  # another place among the popes
        ("البابا متاؤس ال 87 اتنيح امتى", "تنيح البابا متاؤس ال87 في سنة 1409", False),
        ("البابا متاؤس الثالث اتنيح امتى", "تنيح البابا متاؤس الرابع في سنة 1675 م", True),  # Egyptian
        ("متى تنيح البابا متاؤس؟", "تنيح البابا متاؤس الرابع في سنة 1675 م", False),  # no ordinal asked: no namesake by number
        ("متى تنيح البابا متاؤس الثالث؟", "وبقي متاؤس 7 سنه في الدير", False),  # a span, no ordinal
    ],
)
def test_numbers_and_places(question: str, excerpt: str, other: bool) -> None:
    assert numbered_otherwise(question, [("", excerpt)]) is other


# 2. a kin of one person: the relation read, a byname no kin --------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "kin"),
    [
        ("ما اسم أخي القديس مكسيموس؟", "siblings"),  # the genitive أخي (أخو in construct)
        ("ما اسم أخو القديسة مارينا؟", "siblings"),
        ("أبو القديس يسطس كان مين", "father"),  # Egyptian order, who asked at the end
        ("ابي الانبا صموئيل كان من", "father"),  # the Franco "abo el anba samuel kan meen" as searched
        ("أم القديس يسطس كانت مين", "mother"),
        ("ام يسطس كانت مين", "mother"),  # the mother's word before a bare name (no kunya with أم)
    ],
)
def test_the_kin_asked_is_read(question: str, kin: str) -> None:
    assert any(p.name == kin and p.by_name for p in asked_predicates(question))


def test_a_kunya_asked_who_is_still_the_man_himself() -> None:
    assert not any(p.kin for p in asked_predicates("أبو سيفين كان مين"))


@pytest.mark.parametrize("question", ["ما اسم أبي القديس مكاريوس؟", "أبو القديس مكاريوس كان مين", "ابو القديس مكاريوس كان اسمه ايه"])
@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("وقد أحبه الشعب حتى أطلقوا عليه لقب أب الفقراء والأيتام", False),  # a byname
        ("وكان القديس مكاريوس يدعى أب المساكين", False),
        ("تنيح القديس مكاريوس وأب جميع الأساقفة", False),  # a plural office: a byname still
        ("وكان أبوه كاهنا اسمه إبراهيم", True),
        ("ولد القديس مكاريوس من أب اسمه إبراهيم", True),
    ],
)
def test_a_byname_is_no_father(question: str, sentence: str, stated: bool) -> None:
    assert states_asked(question, sentence, ("نياحة القديس مكاريوس",)) is stated


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("وكانت أم الملك ثيودوسيوس تدعى بلخاريا", True),  # the king's mother: one man's office, a parent
        ("وأمه بلخاريا", True),
        ("وأقام الملك ثيودوسيوس في القصر وكان محبا للكنائس", False),
    ],
)
def test_the_mother_of_an_office_holder_is_his_mother(sentence: str, stated: bool) -> None:
    assert states_asked("أم الملك ثيودوسيوس كانت مين", sentence, ("الملك ثيودوسيوس",)) is stated


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("تنيح القديس مكسيموس وكان له أخ يدعى دوماديوس", True),
        ("تنيح القديس مكسيموس في البرية", False),  # no brother at all
    ],
)
def test_the_brother_asked_in_the_genitive(sentence: str, stated: bool) -> None:
    assert states_asked("ما اسم أخي القديس مكسيموس؟", sentence, ("نياحة القديس مكسيموس",)) is stated


# 3. a psalm's writer: its own title -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("من كاتب المزمور العاشر؟", True),
        ("مين اللي كتب المزمور 23", True),
        ("المزمور 121 مين اللي كتبه", True),
        ("من مؤلف المزمور الخمسين؟", True),
        ("المزمور 23 بيقول إيه عن الراعي؟", False),  # no writer asked
        ("من كاتب رسالة يعقوب؟", False),  # no psalm
    ],
)
def test_a_psalms_writer_asked(question: str, asked: bool) -> None:
    assert bool(asked_psalm_writer(question)) is asked


@pytest.mark.parametrize(
    ("chunk_id", "excerpt", "first_verse", "unstated"),
    [
        ("svd:Psa.132/3", "مِنْ أَجْلِ دَاوُدَ عَبْدِكَ لاَ تَرُدَّ وَجْهَ مَسِيحِكَ.", 10, True),  # another psalm's David
        ("svd:Psa.18/11", "بُرْجُ خَلاَصٍ لِمَلِكِهِ، وَالصَّانِعُ رَحْمَةً لِمَسِيحِهِ، لِدَاوُدَ وَنَسْلِهِ", 50, True),
        ("svd:Psa.23/0", "اَلرَّبُّ رَاعِيَّ فَلاَ يُعْوِزُنِي شَيْءٌ.", 1, True),  # the psalm asked, the title not cited
        ("svd:Psa.23/0", "مَزْمُورٌ لِدَاوُدَ اَلرَّبُّ رَاعِيَّ فَلاَ يُعْوِزُنِي شَيْءٌ.", 1, False),
        ("syn:01-01#1/3", "وكان يرتل مزامير داود النبي ويكتبها", None, True),  # a record's sentence
    ],
)
def test_a_psalms_writer_is_read_in_its_title(chunk_id: str, excerpt: str, first_verse: int | None, unstated: bool) -> None:
    cited = _cited(chunk_id, excerpt, first_verse=first_verse)
    assert psalm_writer_unstated("مين اللي كتب المزمور 23", cited) is unstated
    assert (person_problem("مين اللي كتب المزمور 23", cited) == PERSON_NOT_NAMED) is unstated


@pytest.mark.parametrize(
    ("excerpt", "title"),
    [
        ("لإِمَامِ الْمُغَنِّينَ. لِبَنِي قُورَحَ. مَزْمُورٌ اِسْمَعُوا هذَا يَا جَمِيعَ الشُّعُوبِ.", "لِبَنِي قُورَحَ."),
        ("مَزْمُورٌ لآسَافَ إِلهُ الآلِهَةِ الرَّبُّ تَكَلَّمَ.", "مَزْمُورٌ لآسَافَ إِلهُ الآلِهَةِ الرَّبُّ تَكَلَّمَ."),
        ("طُوبَى لِلرَّجُلِ الَّذِي لَمْ يَسْلُكْ فِي مَشُورَةِ الأَشْرَارِ.", ""),  # "to the man": no singer
    ],
)
def test_the_title_sentence_copied(excerpt: str, title: str) -> None:
    assert psalm_title(Evidence(evidence_id="E1", chunk_id="svd:Psa.49/0", excerpt=excerpt, first_verse=1), frozenset({49})) == title
