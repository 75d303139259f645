"""answer/reason_scope.py: what a reason word in an answering sentence is the reason OF (WHYREASON71)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem, satisfies
from dalil.answer.reason_scope import aim_of, learned_cause, next_event, not_a_reason, of_another_clause
from dalil.text.normalize import fold


def _at(sentence: str, word: str) -> tuple[list[str], int]:
    words = fold(sentence).split()
    return words, words.index(fold(word))


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("خصمهم المحلي بولونيا وارسو لديهم عدد مشجعين أقل بكثير", "لديهم"),  # a preposition: "they have"
        ("ذهب إلى هناك لكنهم رفضوه", "لكنهم"),  # "but they"
        ("كانت معروفة بثرواتها التجارية لفترة كبيرة من تاريخها", "لفترة"),  # a span, how long
        ("حارب الإيطاليين لأكثر من عشرين عاما", "لأكثر"),
        ("رسموه أسقفا لمدينة أوسيم", "لمدينة"),  # a see, a place
        ("كما تتساوى نسبة الإصابة به بين الرجال والنساء", "نسبة"),  # a rate
    ],
)
def test_words_that_only_look_like_reasons(sentence: str, word: str) -> None:
    assert not_a_reason(*_at(sentence, word))


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("فصعد يوسف إلى مدينة داود لكونه من بيت داود", "لكونه"),
        ("جاءت إلى الكنيسة للصلاة", "للصلاة"),  # ل + a verbal noun: a purpose
        ("أرسلهم ليتجسسوا أرض الميعاد", "ليتجسسوا"),  # ل + a verb
        ("سمي كذلك نسبة إلى مدينته", "نسبة"),  # "نسبة إلى": named after
        ("تم إنزال بولونيا عام 2013 بسبب وضعهم المالي", "بسبب"),
    ],
)
def test_reason_words_stay_reasons(sentence: str, word: str) -> None:
    assert not not_a_reason(*_at(sentence, word))


def test_a_relative_opened_after_the_asked_verb_holds_its_own_reason() -> None:
    words = fold("حتى اكتشف حقل برقان والذي توقف العمل به 1942 بسبب ظروف الحرب").split()
    asked, field, marker = words.index("اكتشف"), words.index("حقل"), words.index("بسبب")
    assert of_another_clause(words, asked, marker, (), [asked, field])
    # the field's own relative, its verb the one asked in other words ("وقف"): the reason is the asked one's
    assert not of_another_clause(words, field, marker, (), [field])


def test_an_apposition_and_an_open_relative_are_other_clauses_a_closed_one_is_not() -> None:
    words = fold("وتعد عملة اليورو وهي العملة الموحدة للاتحاد الأوروبي العملة الأكثر تداولا").split()
    assert of_another_clause(words, 0, words.index("للاتحاد"), (), [0])
    closed = fold("أعطى علامة لعبيده ، الذين يخافونه ، لكي يهربوا").split()
    words = [w for w in closed if w != "،"]
    starts = {3, 5}  # "الذين …" and "لكي …" open clauses (cut at the commas)
    assert not of_another_clause(words, 0, words.index("لكي"), starts, [0])


def test_a_relative_that_is_the_subject_opens_no_clause_of_another() -> None:
    words = fold("وتيقنت إن الذي أصابها إنما كان بسبب قذفها القديس").split()
    assert not of_another_clause(words, 0, words.index("بسبب"), (), [0])


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("لماذا اكتشف حقل برقان في الكويت؟", "إلا أن النفط المكتشف لم يكن بكميات تجارية حتى اكتشف حقل برقان والذي توقف العمل به 1942 بسبب ظروف الحرب العالمية الثانية"),
        ("ليه بولونيا وارسو عندهم مشجعين أقل بكتير؟", "خصمهم المحلي، بولونيا وارسو، لديهم عدد مشجعين أقل بكثير، غير أنهم تمكنوا من الفوز ببطولة اكستراكلازا في 2000."),
        ("لماذا كانت شبه القارة الهندية معروفة بثرواتها؟", "كانت شبه القارة الهندية معروفة بثراوتها التجارية والثقافية لفترة كبيرة من تاريخها الطويل."),
        ("ليه التفاحة هي الفاكهة الأكتر أكلا في البلد؟", "وتعد التفاحة وهي الفاكهة الرسمية للاتحاد الزراعي الفاكهة الأكثر أكلا في البلد."),
        ("لماذا تظهر الأعراض قبل سن العشرين؟", "في حين أن نصف الناس الذين لديهم مشاكل بسببه، كانت قد ظهرت لديهم الأعراض قبل سن العشرين؛ كما تتساوى نسبة الإصابة به بين الرجال والنساء."),
    ],
)
def test_a_restatement_or_another_clauses_reason_answers_no_why(question: str, answer: str) -> None:
    assert not satisfies("reason", answer, question)
    assert answer_type_problem(question, answer) == "answer_type_mismatch: wanted reason"  # the claim checks: one reading


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("لماذا توقف العمل في حقل برقان سنة 1942؟", "حتى اكتشف حقل برقان والذي توقف العمل به 1942 بسبب ظروف الحرب العالمية الثانية"),
        ("ليه حقل برقان وقف الشغل فيه سنة 1942؟", "حتى اكتشف حقل برقان والذي توقف العمل به 1942 بسبب ظروف الحرب العالمية الثانية"),
        ("لماذا مرضت المرأة مرضا طويلا؟", "فان المرآة قد مرضت مرضا طويلا متي نحل جسمها وتيقنت إن الذي أصابها إنما كان بسبب قذفها القديس بما ليس فيه ."),
        ("ليه ربنا أعطى علامة لعبيده؟", "ربنا يسوع المسيح، أعطى علامة لعبيده، الذين يخافونه، لكي يهربوا من وجه القوس."),
        ("ليه بولونيا وارسو نزلت من الدرجة الأولى؟", "تم إنزال بولونيا من دوري الدرجة الأولى في البلاد عام 2013 بسبب وضعهم المالي الكارثي."),
    ],
)
def test_a_reason_of_the_asked_predicate_answers(question: str, answer: str) -> None:
    assert satisfies("reason", answer, question)


def test_a_noun_of_aim_in_construct_with_the_asked_deed_states_its_reason() -> None:
    words = fold("وكان الهدف من إعدام عمر المختار إضعاف الروح المعنوية").split()
    assert aim_of(words, 1, 3)
    assert not aim_of(words, 1, 5)  # not in construct with the deed
    question = "ليه الطليان اعدموا عمر المختار"
    assert satisfies("reason", "وكان الهدف من إعدام عمر المُختار إضعاف الروح المعنويَّة للمقاومين الليبيين والقضاء على الحركات المناهضة للحكم الإيطالي، لكن النتيجة جاءت عكسيَّة.", question)
    # the trial and the sentence, with a span's "لأكثر" only, state no reason (fq18-035 was answered by it)
    assert not satisfies("reason", "حارب عمر المختار الإيطاليين منذ كان عمره 53 عامًا لأكثر من عشرين عامًا في عدد كبير من المعارك، إلى أن قُبض عليه من قِبل الجنود الطليان، وأجريت له محاكمة صوريّة انتهت بإصدار حكم بإعدامه شنقًا.", question)


# --- learned_cause: a reason told before its deed by what the doer learned or saw (TRAILWHY74) ---------------------

_KICKED = (
    "فتذكر الكلام وتوقف عن الكتابة فلما علم رسول الملك إن الأسقف غير موافق علي أمانة الملك ، ولم يكتب اسمه ايضا "
    "وثب علي الأسقف وركله فتنيح علي الأثر ونال إكليل الشهادة ."
)
_FLED = (
    "وبعد ذلك أرادا أن يزوجاه فلما علم القديس من أخ صديق له بما اعتزما عليه هرب وعاد إلى ديره ثانيا فتلقاه اخوته "
    "الرهبان بالترحاب"
)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("رسول الملك رفس الأنبا مكاريوس أسقف إدكو ليه؟", _KICKED),  # the doer's when-clause of learning, then his deed
        ("البابا متاؤس الرابع هرب من أهله ورجع لديره تاني ليه؟", _FLED),
        ("أسرع أهالي غنغرة إلى المكان الذي قتل فيه أسقفهم، لماذا؟",
         "ثم طرحوا جسده في مخزن تبن فلما علم أهالي مدينة غنغرة بوفاة راعيهم الصالح أسرعوا إلى المحل الذي قتل به"),
        # the excerpt opens on the verb of learning, its لما left at the end of the chunk before (fq53-027)
        ("الوالي امر يكسروا سنان ام اربسيما ليه؟", "علم بما فعلته أمها أمر بكسر أسنانها ، أما القديسة أربسيما فقد أعطاها الرب قوة فتغلبت على الوالي"),
    ],
)
def test_what_the_doer_learned_before_his_deed_is_its_reason(question: str, answer: str) -> None:
    assert satisfies("reason", answer, question)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # the welcome is the story's next event (a ف-verb), after the flight the learning caused
        ("إخوات البابا متاؤس الرابع الرهبان استقبلوه بالترحاب ليه؟", _FLED),
        ("تلقى الرهبان البابا متاؤس الرابع بالترحاب عند عودته إلى ديره، لماذا؟", _FLED),
        # what was learned is only pointed at ("بذلك"): the reason was told before, not in this sentence
        ("والي المدينة قبض على القديس ليه؟", "فلما علم بذلك والي المدينة قبض عليه"),
        # the deed told before the when-clause: the learning is the reason of what follows it
        ("طرح الهراطقة جسد القديس هيباتيوس في مخزن تبن، لماذا؟",
         "ثم طرحوا جسده في مخزن تبن فلما علم أهالي مدينة غنغرة بوفاة راعيهم الصالح أسرعوا إلى المحل الذي قتل به"),
        # a verb of learning inside the clause, no when-clause opening it: "he learned" is the deed told
        ("الراهب ساب الدير ليه؟", "وترك الراهب الدير ثم علم الناس بقداسته"),
    ],
)
def test_a_deed_not_told_after_a_when_clause_of_learning_has_no_reason_from_it(question: str, answer: str) -> None:
    assert not satisfies("reason", answer, question)


def test_a_fa_verb_after_the_relative_ma_is_no_next_event() -> None:
    words = fold("علم بما فعلته أمها أمر بكسر أسنانها").split()
    assert learned_cause(words, [words.index("امر")], fold("الوالي امر يكسروا سنان ام اربسيما").split(), 16)
    assert next_event("فنقله") and not next_event("فقد")
