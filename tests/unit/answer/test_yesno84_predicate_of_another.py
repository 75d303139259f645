"""YESNO84 (wave s43): a yes/no question asks P of S; a sentence saying P of another (a man named after it, a father, a
place under a preposition) or S without P is no answer; a why's reason of another move is no reason of the asked one."""

from __future__ import annotations

from dalil.answer.answer_type import _clauses, _has_reason
from dalil.answer.said_asked import asked_deed, said_problem

_HERMIT = (
    "نسك وجهاد عظيمين ، وكان بالدير رجل عابد حبيس سرياني اسمه انسوسينوس ، ابصر في إحدى الليالي الرسولين بطرس ويوحنا "
    "قد دخلا علي ذهبي الفم"
)
_PATENTS = (
    "يُعد إديسون رابع أكثر مخترع إنتاجاً في التاريخ، ويمتلك 1093 براءة اختراع أمريكية، "
    "فضلاً عن العديد من براءات الاختراع في وفرنسا وألمانيا."
)
_TIMOTHY = "وقد ولد ببلدة لسترة من أعمال ليكاؤنية بآسيا اصغري من أب يوناني يعبد الكواكب ، وأم يهودية اسمها افنيكي."
_ISAAC = "ثم تزوج أبوه بعد ذلك واتفق أن حدث في البلاد غلاء عظيم وكانت امرأة أبيه تبغضه"
_GOHARI = "وتزوج المعلم إبراهيم من سيدة فاضلة تقية وشجعته علي تعمير الكنائس ورزق منها بولد اسمه يوسف وابنة اسمها دميانة ."


def test_a_trait_of_a_man_named_after_it_is_his():
    assert said_problem("ذهبى الفم كان بيعرف سريانى؟", [_HERMIT], ["نياحة البابا يوحنا ذهبى الفم"]) is not None
    assert said_problem("هو انسوسينوس كان سرياني؟", [_HERMIT]) is None


def test_a_predicate_noun_under_a_place_preposition_is_a_place():
    assert said_problem("هل كان توماس إديسون ألمانياً؟", [_PATENTS], ["توماس إديسون"]) is not None


def test_the_adjective_of_a_kin_the_question_does_not_ask_is_theirs():
    titles = ["استشهاد القديس تيموثاوس أسقف افسس"]
    assert said_problem("هل كان القديس تيموثاوس يونانياً؟", [_TIMOTHY], titles) is not None


def test_a_deed_done_by_another_named_after_the_verb():
    titles = ["نياحة القديس اسحق الهوزيني"]
    assert said_problem("هل تزوج القديس إسحق الهوزيني؟", [_ISAAC], titles) is not None
    assert said_problem("هو أبو القديس إسحق اتجوز تاني؟", [_ISAAC], titles) is None
    assert said_problem("هل تزوج يوسف ابن المعلم إبراهيم الجوهري قبل وفاته؟", [_GOHARI], ["نياحة المعلم إبراهيم الجوهرى"]) is not None


def test_a_name_opened_by_its_kin_word_is_the_doer():
    deed = asked_deed("ابن خلدون استشهد؟")
    assert deed is not None and deed.subject == "خلدون"
    assert said_problem("ابن خلدون استشهد؟", ["حيث توفي عام 1406 عن عمر بلغ ستة وسبعين عاما"], ["ابن خلدون"]) is not None


def test_a_reason_of_the_move_to_another_place():
    answer = (
        "وبعد سنة دراسية واحدة انتقل إلى باتنة لمواصلة التعليم الابتدائي ولما حصل على الشهادة الابتدائية عاد لأسرته "
        "التي انتقلت هي الأخرى إلى مدينة بسكرة وفيها تابع محمد العربي دراسته"
    )
    words, starts = _clauses(answer)
    assert not _has_reason(words, "لماذا انتقل العربي بن مهيدي إلى بسكرة؟", starts)
    assert _has_reason(words, "لماذا انتقل العربي بن مهيدي إلى باتنة؟", starts)
    assert _has_reason(words, "ليه العربي بن مهيدي انتقل لباتنة؟", starts)


def test_a_reason_beside_the_event_of_another_named_one():
    answer = (
        "فهرع ناثان إلى أم سليمان وحثها على الذهاب إلى داود وذلك لسببان، أن يهوه أراد أن سليمان أن يبني الهيكل "
        "عقب وفاة داود والسبب الثاني هو وعد داود لزوجته"
    )
    words, starts = _clauses(answer)
    assert not _has_reason(words, "لماذا وفاه السلطان سليمان القانوني", starts)
