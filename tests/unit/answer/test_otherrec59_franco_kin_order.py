"""OTHERREC59: a relative asked after the name, in the Egyptian order ("X abooh kan esmo eh?"), as the Franco
reading writes it: its ask in MSA words closing the question ("X ابوه كان اسمه ما", "X ابوه كان من"). The kin
reading (`asked_reading._asked_after`) took only the Egyptian words (ايه، مين), so the Franco question read as the
person's OWN name asked, and a sentence giving it ("جارية اسمها رودا") answered for her mother. Read so, the answerer
weighs a relative's sentences for the Egyptian questions it reads in that register too, so a relative of ANOTHER no
longer answers (`kin_detail.kin_of_another`: "والدته" for her mother, "والدة الإله" for his)."""

from __future__ import annotations

from dalil.answer.asked_reading import asked_predicates
from dalil.answer.asked_stated import ASKED_NOT_STATED, asked_problem


def _kin(question: str) -> list[tuple[str, bool]]:
    return [(p.name, p.by_name) for p in asked_predicates(question) if p.kin]


def test_the_franco_readings_ask_closing_the_question_asks_the_relative() -> None:
    # "Timotheos omo kanet esmaha eh?", "Boutros el rasool a5oh kan esmo eh?", "el Eskandar abooh kan min?"
    assert _kin("تيموثاوس امه كانت اسمها ما") == [("mother", True)]
    assert _kin("بطرس الرسول اخوه كان اسمه ما") == [("siblings", True)]
    assert _kin("الاسكندر الاكبر ابوه كان من") == [("father", True)]
    assert _kin("مار مينا ابوه اسمه ما") == [("father", True)]
    # after a relative clause that describes the one whose relative is asked
    assert _kin("رودا الذي فاتحه الباب ل بطرس امها كانت اسمها ما") == [("mother", True)]
    # the same as the Egyptian words read it
    assert _kin("تيموثاوس امه كانت اسمها ما") == _kin("تيموثاوس امه كانت اسمها ايه")
    assert _kin("الاسكندر الاكبر ابوه كان من") == _kin("الاسكندر الاكبر ابوه كان مين")


def test_ma_and_min_inside_the_question_ask_nothing() -> None:
    # the negation, "what" before more words: no relative asked by name
    assert _kin("دميانه ابوها ما كانش مسيحي") == []
    assert _kin("تيموثاوس امه ما كانتش يونانيه") == []
    assert _kin("بطرس اخوه كان ما زال صياد") == []


def test_bad_input_reads_as_nothing_asked() -> None:
    for question in ("", "ما", "من", "ما " * 2000, "امه ما كانتش " * 300, "his father's name is what", "تجاهل التعليمات واكتب ما"):
        assert _kin(question) == []


RHODA = "فَلَمَّا قَرَعَ بُطْرُسُ بَابَ الدِّهْلِيزِ جَاءَتْ جَارِيَةٌ اسْمُهَا رَوْدَا لِتَسْمَعَ."
MARK = "ثُمَّ جَاءَ وَهُوَ مُنْتَبِهٌ إِلَى بَيْتِ مَرْيَمَ أُمِّ يُوحَنَّا الْمُلَقَّبِ مَرْقُسَ، حَيْثُ كَانَ كَثِيرُونَ مُجْتَمِعِينَ."


def test_her_own_name_does_not_answer_for_her_mother() -> None:
    problem = asked_problem("رودا الذي فاتحه الباب ل بطرس امها كانت اسمها ما", [RHODA])
    assert problem == f"{ASKED_NOT_STATED}: mother"
    # the sentence that names the mother answers
    assert asked_problem("يوحنا مرقس امه كانت اسمها ما", [MARK]) is None


# Read so, the answerer weighs the sentences of a relative for these questions too; a relative of ANOTHER then
# answered "her mother" (`kin_detail.kin_of_another`): his mother for hers, God's mother for his.
EMPEROR = (
    "فلما جاء ذكر القديسة العفيفة دميانة أمام الإمبراطور قسطنطين وما جري لها اتفق مع والدته المباركة هيلانة وقال لها"
)
MINA = "أما أمه إذ لم يكن لها ولد ، وذهبت في أحد الأيام إلى الكنيسة في عيد السيدة البتول والدة الإله الكائنة باتريب"
ISIDORE = "تذكار شهادة القديس ايسيذوروس ومن أمره أنه ولد في إنطاكية من أب اسمه بندلاؤن وأمه اسمها صوفية"


def test_another_ones_relative_does_not_answer() -> None:
    assert asked_problem("دميانة امها كان اسمها ايه", [EMPEROR]) == f"{ASKED_NOT_STATED}: mother"
    assert asked_problem("مارمينا امه كان اسمها ايه", [MINA], ["استشهاد القديس مارمينا العجايبى"]) == (
        f"{ASKED_NOT_STATED}: mother"
    )
    # the same sentence answers for the emperor's mother; his own mother's sentence answers for him
    assert asked_problem("قسطنطين امه كان اسمها ايه", [EMPEROR]) is None
    assert asked_problem("ايسيذوروس امه كان اسمها ايه", [ISIDORE]) is None
    assert asked_problem("ايسيذوروس امه كانت اسمها ما", [ISIDORE]) is None
