"""A why is answered by a reason ATTACHED to the asked deed (answer/answer_type.py `_has_reason`), and
"بمناسبة إيه" asks a reason (the occasion). fresh-questions-18 classes (FQ18WHY21); answers in the
corpus's own wording."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import ANSWER_TYPE_MISMATCH, answer_type_problem, expected_type


@pytest.mark.parametrize(
    "question",
    ["داود كتب مزمور ما احسن وما اجمل ان يسكن الاخوة معا بمناسبة ايه", "بمناسبة إيه كتب داود مزمور ارحمني يا الله؟"],
)
def test_the_occasion_asked_is_a_reason(question: str) -> None:
    assert expected_type(question) == "reason"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # a resignation told, and a ل-word a dozen words on: no reason of it (fq18-089)
        (
            "لماذا استقال ابن خلدون من منصب القضاء؟",
            "ثم استقال من منصبه وانقطع إلى التدريس والتصنيف فكانت مصنفاته من أهم المصادر للفكر العالمي [E1].",
        ),
        # Moses' reason for another thing, before the attack asked (fq18-059) …
        (
            "لماذا هجم البربر على دير الأنبا موسى الأسود؟",
            "فأجابه القديس موسى لعلي أنا هو لأنه مكتوب : من قتل بالسيف فبالسيف يقتل ولما عاد إلى ديره لم يلبث"
            " طويلا حتى هجم البربر علي الدير [E1].",
        ),
        # the psalm's own title echoes the question: "لداود" is no occasion (fq18-018)
        ("داود كتب مزمور ما احسن وما اجمل ان يسكن الاخوة معا بمناسبة ايه", "لِدَاوُدَ هُوَذَا مَا أَحْسَنَ وَمَا أَجْمَلَ أَنْ يَسْكُنَ الإِخْوَةُ مَعًا [E1]."),
        ("مزمور الرب راعي فلا يعوزني شيء داود كتبه بمناسبة ايه", "مَزْمُورٌ لِدَاوُدَ الرَّبُّ رَاعِيَّ فَلاَ يُعْوِزُنِي شَيْءٌ [E1]."),
    ],
)
def test_a_reason_of_another_deed_or_none_fails(question: str, answer: str) -> None:
    problem = answer_type_problem(question, answer)
    assert problem is not None and problem.startswith(ANSWER_TYPE_MISMATCH)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("لماذا استهان أسقف جزيرة غاغرا بالقديس ديسقورس؟", "قابله أسقفها مظهرا الاستخفاف بشأنه والاستهانة بشخصه ، لأنه كان نسطوريا [E1]."),
        ("لماذا اندفع الجند إلى داخل الكنيسة؟", "فاندفع الجند بشدة إلى داخل الكنيسة للقبض علي البابا [E1]."),
        # the verb of a relative clause is not the deed asked (fq6-074)
        (
            "لماذا لم تتحرك المركب التي حملت جسد الأنبا بيشوي؟",
            "حملوا جسده إلى مركب وتركوا جسد الأنبا بولا، فلم تبرح المركب مكانها حتى أحضروا جسد الأنبا بولا [E1].",
        ),
        ("لماذا صعد يوسف إلى بيت لحم؟", "فصعد يوسف أيضا من الجليل ليكتتب مع مريم امرأته [E1]."),
        ("ليه يونان النبي هرب من وجه الرب؟", "انه أراد بالهرب أن يبتعد عن مدينة نينوي لأنه لم يشاء القيام بإنذارهم [E1]."),
        ("مزمور ارحمني يا الله داود كتبه بمناسبة ايه", "مَزْمُورٌ لِدَاوُدَ عِنْدَمَا جَاءَ إِلَيْهِ نَاثَانُ النَّبِيُّ [E1]."),
        # "because" said outright reaches past a long place phrase (answer-type-11's shape)
        (
            "لماذا ذهب بولس من أنطاكية إلى أورشليم؟",
            "فذهب بولس من أنطاكية عبر فينيقية والسامرة إلى مدينة أورشليم التي في اليهودية، لكي يخبر الرسل بما صنع [E1].",
        ),
    ],
)
def test_a_reason_attached_to_the_asked_deed_answers(question: str, answer: str) -> None:
    assert answer_type_problem(question, answer) is None


@pytest.mark.parametrize(
    ("question", "answer", "ok"),
    [
        # a cause told before the deed: إذ … (fq18-001), a when-clause whose main clause is the deed (fq18-120)
        (
            "لماذا لم يرجع المجوس إلى هيرودس؟",
            "ثُمَّ إِذْ أُوحِيَ إِلَيْهِمْ فِي حُلْمٍ أَنْ لاَ يَرْجِعُوا إِلَى هِيرُودُسَ، انْصَرَفُوا فِي طَرِيق أُخْرَى [E1].",
            True,
        ),
        (
            "لماذا ترك مارمينا ولايته ومضى إلى البرية؟",
            "ولما ارتد دقلديانوس واصدر أوامره بعبادة الأوثان ، واستشهد كثيرون علي اسم السيد المسيح ، ترك هذا القديس"
            " ولايته ومضي إلى البرية [E1].",
            True,
        ),
        # the attack inside another clause after "ولما عاد": a time, no cause (fq18-059)
        (
            "لماذا هجم البربر على الدير؟",
            "ولما عاد إلى ديره لم يلبث طويلا حتى هجم البربر علي الدير [E1].",
            False,
        ),
    ],
)
def test_a_cause_told_before_the_deed(question: str, answer: str, ok: bool) -> None:
    assert (answer_type_problem(question, answer) is None) is ok



# ASKEDNOT67: the event mentioned in passing, with no reason of it
@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # the "because" of a count told in an after-clause, not of the burial before it
        (
            "لماذا دفن البابا يوأنس التاسع بدير النسطور؟",
            "وتنيح البابا بحارة زويلة ودفن بدير النسطور بعد أن قام علي الكرسي ست سنين وستة شهور ويوما واحدا لأنه"
            " تولي الكرسي في يوم أول بابه [E1].",
        ),
        # ل + the article and a noun is no purpose ("كمدرب للفريق")
        (
            "ليه الإدارة عينت المدرب الجديد بعد الهزيمة؟",
            "وعينت الإدارة المدرب الجديد كمدرب للفريق بعد الهزيمة الثقيلة في الموسم الماضي [E1].",
        ),
        # the subject named all along, beside ل-words of other things; the asked verb's own clause gives no reason
        (
            "ليه النادي واجه الإفلاس سنة 1902؟",
            "تأسس النادي سنة 1878 وكان يسمى باسم سكة حديد لانكشاير ، وانضم النادي إلى الدوري ، وواجه النادي الإفلاس"
            " عام 1902 ولكن جون ديفيز أنقذ النادي ودفع الديون [E1].",
        ),
    ],
)
def test_an_event_mentioned_in_passing_gives_no_reason(question: str, answer: str) -> None:
    problem = answer_type_problem(question, answer)
    assert problem is not None and problem.startswith(ANSWER_TYPE_MISMATCH)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # its reason right after the asked verb still answers, in each register's question
        ("ليه النادي واجه الإفلاس سنة 1902؟", "وواجه النادي الإفلاس عام 1902 بسبب ديونه الكبيرة [E1]."),
        ("لماذا دفن البابا بدير النسطور؟", "ودفن بدير النسطور لأنه كان قد ترهب فيه [E1]."),
        # ل + the article and a verbal noun is a purpose
        ("ليه الراهب راح الكنيسة بدري؟", "وراح الراهب إلى الكنيسة بدري للصلاة مع الشعب [E1]."),
    ],
)
def test_a_reason_of_the_asked_predicate_answers(question: str, answer: str) -> None:
    assert answer_type_problem(question, answer) is None
