"""answer.disputed_fill: a slot answered from a stretch the record reports as a confusion or corrects (DISPUTED75)."""

from __future__ import annotations

from dalil.answer.disputed_fill import DISPUTED_FILL, disputed_problem
from dalil.models import Evidence

SIMON = (
    "كان حاضرا في معجزة الخمس أرغفة والسمكتين لذلك تصوره الأيقونات اليونانية حاملا سنارة بها سمكة ، كما يحمل سلة خبز ، "
    "ويخلط البعض بينه وبين سمعان أحد المدعوين أخو الرب ، وأخي يعقوب البار ويهوذا الرسول ، الذي صار أسقفا لأورشليم في "
    "سنة 106 خلفا ليعقوب البار ، لكن هذا خطأ ..."
)
CYPRIAN = (
    "يخلط السنكسار القبطي في بعض طبعاته بين القديس كبريانوس أسقف قرطاجنة وقديس آخر كان في إنطاكية كان ساحرا قبل "
    "تعميده ، ولعل ذلك الخلط مصدره القديس غريغوريوس النزينزي في مقالته الرابعة والعشرين."
)
JONAH = "في مثل هذا اليوم تنيح النبى العظيم يونان بن أمتاي وقيل أنه ابن أرمله صرفه صيدا ، الذي أقامه ايليا النبي من الموت ."


def _check(question: str, excerpt: str, answer: str | None = None) -> str | None:
    cited = [Evidence(evidence_id="E1", chunk_id="c/0", excerpt=excerpt)]
    return disputed_problem(question, (answer or excerpt) + " [E1]", cited)


def test_a_year_told_inside_a_corrected_confusion_answers_nothing() -> None:
    for question in ("متى صار سمعان الغيور أسقفا لأورشليم؟", "سمعان الغيور بقى اسقف امتى؟"):
        code = _check(question, SIMON)
        assert code is not None and code.startswith(DISPUTED_FILL) and "اسقف" in code


def test_the_asserted_clause_of_the_same_sentence_answers() -> None:
    assert _check("الأيقونات اليونانية بتصور سمعان الغيور شايل إيه؟", SIMON) is None


def test_the_other_party_of_a_confusion_is_not_the_one_asked() -> None:
    assert _check("هل كان القديس كبريانوس أسقف قرطاجنة ساحرا قبل تعميده؟", CYPRIAN) is not None
    assert _check("السنكسار بيخلط بين كبريانوس ومين؟", CYPRIAN) is None  # asks about the confusion itself
    assert _check("من كان ساحرا في إنطاكية قبل تعميده؟", CYPRIAN) is None  # the second party named in full


def test_a_hedge_is_no_denial() -> None:
    assert _check("يونان بن أمتاي قيل إنه ابن مين؟", JONAH) is None
    assert _check("مين أبو يونان النبي؟", JONAH) is None


def test_an_answer_that_does_not_give_the_sentence_is_not_read_here() -> None:
    other = "تصوره الأيقونات اليونانية حاملا سنارة بها سمكة"
    assert _check("متى صار سمعان الغيور أسقفا لأورشليم؟", SIMON, answer=other) is None
