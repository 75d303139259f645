"""An opinion or a ranking between two asked, an author asked (issue 19, OPINION44): read on questions and sentences
of this test's own (MSA, Egyptian, Franco-read), each decline with a twin that states the asked thing, so that an
over-decline shows.

1. The reader's own opinion ("برأيك", "في رأيك", "في نظرك", "رأيك ايه", "تفتكر …"): no sentence answers it; "رأي
   الكنيسة" (what the church holds) and "تفتكر" inside a clause (she remembers) are no opinion asked.
2. A ranking between two named ones ("بطرس أحسن ولا بولس", "مين أعظم: X ولا Y", "أيهما أفضل X أم Y"): only a clause
   that says the elative with one option on each side of it ("X أعظم من Y") answers.
3. An author asked ("من مؤلف …", "مين اللي ألف …", "… من تأليف مين", "… مين واضعه"): only a sentence that ties
   someone to the work with an authoring word answers; one that names the work, or the days of a pontificate
   beside "كتب", does not. A psalm's writer is `letter_writer`'s (its title), not read here.
"""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import asked_problem, states_asked
from dalil.answer.author_asked import asked_work, author_stated
from dalil.answer.elative_asked import asked_elative, asked_pair, elative_stated
from dalil.answer.opinion_asked import asks_opinion

# 1. an opinion asked ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "opinion"),
    [
        ("برأيك مين أحسن شماس: استفانوس ولا فيلبس؟", True),
        ("وفي رأيك، هل كان يونان على حق؟", True),
        ("في نظرك الأنبا بولا أهم ولا الأنبا أنطونيوس؟", True),
        ("رأيك ايه في صوم نينوى", True),
        ("تفتكر مين أقوى شمشون ولا جليات؟", True),
        ("بصراحة، تعتقد إن القديس أثناسيوس كان أهم بابا؟", True),
        ("ما رأيكم في سيرة القديسة مارينا", True),
        # twins: the church's view, a verb of remembering inside a clause, no opinion at all
        ("إيه رأي الكنيسة في الزواج التاني", False),
        ("الأم كانت تفتكر ابنها كل يوم؟", False),
        ("مين أحسن ولا أسوأ مثل في الإنجيل اتقال", False),
    ],
)
def test_an_opinion_asked(question: str, opinion: bool) -> None:
    assert asks_opinion(question) is opinion


def test_an_opinion_asked_is_not_stated_by_any_sentence() -> None:
    question = "برأيك، هل أليشع أعظم من إيليا؟"
    sentence = "وقال أليشع لإيليا ليكن نصيب اثنين من روحك علي فصار أليشع أعظم من إيليا في المعجزات"
    assert asked_problem(question, [sentence]) == "asked_not_stated: opinion"
    assert not states_asked(question, sentence)
    # its twin, no opinion asked: the comparison is stated
    assert asked_problem("هل أليشع أعظم من إيليا؟", [sentence]) is None


# 2. a ranking between two --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "elative"),
    [
        ("بطرس أحسن ولا بولس؟", "احسن"),
        ("يعقوب أكبر ولا يوحنا؟", "اكبر"),
        ("أيهما أعظم: الهيكل أم المذبح؟", "اعظم"),
        ("مين أقوى شمشون ولا جليات", "اقوي"),
        # twins: no ranking asked
        ("بطرس كان صياد ولا عشار؟", None),
        ("أيهما ولد أولا: يعقوب أم عيسو؟", None),
        ("أكثر من ألف واحد ولا أقل؟", None),
    ],
)
def test_a_ranking_between_two_is_an_elative_asked(question: str, elative: str | None) -> None:
    assert asked_elative(question) == elative


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        # both named, none ranked; one ranked alone; both before another's elative
        ("بطرس أحسن ولا بولس؟", "في مثل هذا اليوم استشهد القديسان العظيمان بطرس وبولس", False),
        ("يعقوب أكبر ولا يوحنا؟", "وكان يعقوب أكبر الرسل سنا وتبعه يوحنا", False),
        ("مين أعظم: موسى ولا هارون؟", "وكلم الرب موسى وهارون وكان موسى الأعظم بين أنبياء جيله", False),
        ("ra2yak eh, botros a3zam walla bolos", "ورسم بطرس وبولس السادس الحبر الأعظم", False),
        # twins: the two ranked in the asked way
        ("بطرس أحسن ولا بولس؟", "وقال إن بطرس أحسن من بولس في الخطابة", True),
        ("يعقوب أكبر ولا يوحنا؟", "وكان يعقوب أكبر من أخيه يوحنا", True),
        ("مين أعظم: موسى ولا هارون؟", "لم يكن هارون أعظم من موسى", True),
    ],
)
def test_a_ranking_between_two_is_stated_by_a_clause_that_ranks_them(question: str, sentence: str, stated: bool) -> None:
    question = question.replace("ra2yak eh, botros a3zam walla bolos", "بطرس اعظم ولا بولس")  # its Arabic reading
    form = asked_elative(question)
    assert form is not None and asked_pair(question) is not None
    assert elative_stated(form, [sentence], question) is stated


def test_an_elative_of_a_set_still_reads_its_domain() -> None:
    # not a ranking between two: the record's elative of the set answers as before
    question = "مين أعظم مواليد النساء؟"
    assert asked_pair(question) is None
    assert elative_stated("اعظم", ["لم يقم بين مواليد النساء أعظم من يوحنا المعمدان"], question)


# 3. an author asked --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("من مؤلف كتاب الدسقولية؟", True),
        ("مين اللي ألف لحن أومونوجينيس؟", True),
        ("القداس الكيرلسي من تأليف مين؟", True),
        ("ترنيمة الثلاثة فتية مين ناظمها؟", True),
        ("من هو واضع قوانين الرهبنة؟", True),
        ("من الذي كتب سيرة الأنبا شنودة؟", True),
        # twins: no author asked ("from books", a psalm's writer read by its title, a hand asked)
        ("نقل الكاهن من كتب الآباء إيه؟", False),
        ("من كاتب المزمور الخمسين؟", False),
        ("بطرس كتب رسالته التانية بيد مين؟", False),
        ("مين اللي اتولد في بيت لحم؟", False),
        ("الرسالة الأولى لتيموثاوس كتبت من أين", False),  # written from where
    ],
)
def test_an_author_asked(question: str, asked: bool) -> None:
    assert bool(asked_work(question)) is asked


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        # the work named, no author; a span of days beside "كتب"; the kind alone
        ("من مؤلف كتاب الدسقولية؟", "وكان يقرأ في كتاب الدسقولية كل يوم", False),
        ("مين اللي ألف كتاب الأيام؟", "وجلس على الكرسي عشرة أيام ، كتب أثناءها كتابا في الإيمان", False),
        ("القداس الكيرلسي من تأليف مين؟", "وصلى القداس الكيرلسي في الكنيسة الكبرى", False),
        ("ترنيمة الثلاثة فتية مين ناظمها؟", "وسبح الثلاثة فتية في أتون النار", False),
        # twins: an authoring word ties someone to the work
        ("من مؤلف كتاب الدسقولية؟", "وهو الذي ألف كتاب الدسقولية", True),
        ("القداس الكيرلسي من تأليف مين؟", "والقداس الكيرلسي من تأليف القديس كيرلس عمود الدين", True),
        ("من هو واضع قوانين الرهبنة؟", "ووضع الأنبا باخوميوس قوانين الرهبنة للشركة", True),
        ("مين اللي ألف كتاب اللآلئ؟", "وألف كتبا كثيرة منها : كتاب اللآلئ النفيسة وكتاب المرشد", True),
        # the work's kind after a demonstrative is the work in its own words; the kind alone is not
        ("من الذي كتب رسالة كولوسي بيده؟", "السلام بيدي أنا بولس كاتب هذه الرسالة", True),
        ("من الذي كتب رسالة كولوسي؟", "وكتب رسالة أخرى إلى أهل أفسس", False),
    ],
)
def test_an_author_is_stated_by_an_authoring_word(question: str, sentence: str, stated: bool) -> None:
    assert author_stated(question, [sentence]) is stated
    assert (asked_problem(question, [sentence]) != "asked_not_stated: author") is stated
