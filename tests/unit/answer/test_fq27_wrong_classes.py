"""What fresh-questions-27/28 answered where they should decline (issue 19, FQ27WRONG43): four classes, each read on
questions and sentences of this test's own (other people, events, numbers; MSA, Egyptian, Franco-read), each with a
twin whose sentence does state the asked thing, so that an over-decline shows.

1. An age asked at an event other than a death ("كان عنده كام سنة لما رسموه", fq27-041) answered by the years the
   subject lived after it ("وعاش أربعين سنة"): an age is answered only by an age (عمره، ابن N سنة، بلغ من العمر).
2. A length counted from an event ("كم سنة عاش X بعد خروجه من …", fq27-099) answered by another span of the story
   ("في بطن الحوت ثلاثة أيام"): the span must be counted from that event.
3. Two parts asked ("ماذا درّس X … وفي أي جامعة", fq27-088): a sentence that says neither the teaching nor any
   university answers neither part.
4. An opinion or a record asked ("مين احسن بابا", "مين اكتر نادي كسب …", fq27-097, fq28-064): only a sentence that
   ranks the asked set answers it; praise ranks nothing, another league's record holder is not this one's.
"""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.asked_reading import asked_slot
from dalil.answer.elative_asked import asked_elative

# 1. an age at an event ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        # the years lived after the event: no age at it
        ("الانبا شنوده كان عنده كام سنة لما رسموه اسقف", "ولما رسموه أسقفا علي أخميم عاش بعدها خمسين سنة ثم تنيح", False),
        ("كم كان عمر يوحنا حين ترهب", "وترهب يوحنا في دير القديس مقاريوس وعاش فيه ستين سنة", False),
        ("كم كان عمر الملك يوشيا حين ملك", "ملك يوشيا على أورشليم وعاش إحدى وثلاثين سنة في الملك", False),
        ("كان عمر الانبا بولا كام وقت ما راح البرية", "ولما ذهب الأنبا بولا إلى البرية عاش فيها تسعين سنة لا يرى وجه إنسان", False),
        # twins: an age stated
        ("الانبا شنوده كان عنده كام سنة لما رسموه اسقف", "ورسموه أسقفا وهو ابن ثلاثين سنة", True),
        ("كم كان عمر يوحنا حين ترهب", "ترهب يوحنا في دير القديس مقاريوس وهو ابن عشرين سنة", True),
        ("كم كان عمر الملك يوشيا حين ملك", "كان يوشيا ابن ثماني سنين حين ملك", True),
        # a death asked: the years he lived are his age at it
        ("كان عنده كام سنة لما اتنيح الانبا بولا", "وعاش الأنبا بولا مائة وثلاث عشرة سنة ثم تنيح بسلام", True),
        ("كم كان عمر الانبا بولا عند نياحته", "وعاش الأنبا بولا مائة وثلاث عشرة سنة ثم تنيح بسلام", True),
    ],
)
def test_an_age_at_an_event_is_told_only_by_an_age(question: str, sentence: str, stated: bool) -> None:
    assert (answer_type_problem(question, sentence) is None) is stated


# 2. a length counted from an event ---------------------------------------------------------------------------------


def test_the_event_a_length_is_counted_from_is_read() -> None:
    slot = asked_slot("كم سنة عاش دانيال بعد خروجه من جب الأسود")
    assert slot is not None and slot.since == "خروجه"
    slot = asked_slot("قعد كام سنه في الدير بعد ما رجع من المنفى")
    assert slot is not None and slot.since == "رجع"
    slot = asked_slot("كم سنة عاش دانيال")
    assert slot is not None and slot.since == ""
    # "بعد كام سنة": the length is what بعد governs, no event it is counted from
    slot = asked_slot("بعد كام سنة رجع بولس لأورشليم مع برنابا")
    assert slot is None or slot.since == ""


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        # another span of the story: before the event, or dating another deed
        ("كم سنة عاش دانيال بعد خروجه من جب الأسود", "وبقي دانيال في جب الأسود ليلة كاملة ، وخروجه سالما ، آية بعد ثلاثة أيام", False),
        ("الراهب قعد كام سنة في الدير بعد ما رجع من المنفى", "نفي الراهب إلى جزيرة ثلاث سنوات ثم رجع إلى ديره", False),
        ("كم سنة عاش ارميا بعد سقوط اورشليم", "وتنبأ إرميا أربعين سنة قبل سقوط أورشليم", False),
        # twins: the span counted from the event
        ("كم سنة عاش دانيال بعد خروجه من جب الأسود", "وبعد خروجه من الجب عاش دانيال عشرين سنة", True),
        ("الراهب قعد كام سنة في الدير بعد ما رجع من المنفى", "وبعد عودته من المنفى أقام في الدير سبع سنوات", True),
        ("كم سنة عاش ارميا بعد سقوط اورشليم", "وسقطت أورشليم ، ثم عاش إرميا بعد ذلك خمس سنين في مصر", True),
        ("كم سنة عاش ارميا بعد سقوط اورشليم", "ومات إرميا بعد خمس سنين من سقوط أورشليم", True),
    ],
)
def test_a_length_asked_from_an_event_is_counted_from_it(question: str, sentence: str, stated: bool) -> None:
    assert (answer_type_problem(question, sentence) is None) is stated


# 3. two parts asked ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        # a school of another city and no teaching: neither part
        ("ماذا درّس نيوتن في لندن وفي أي جامعة", "عاش نيوتن في لندن سنوات، وتعلم في المدرسة الملكية في غرانثام.", False),
        ("ماذا كان يدرس طه حسين وفي أي جامعة", "سافر طه حسين إلى فرنسا سنة 1915 وعاد إلى مصر سنة 1919.", False),
        ("طه حسين درس ايه وفي انهي جامعة", "عاد طه حسين إلى مصر بعد أن أتم دراسته في فرنسا.", False),
        # twins: both parts
        ("ماذا درّس نيوتن في لندن وفي أي جامعة", "درّس نيوتن الرياضيات في جامعة كامبريدج.", True),
        ("ماذا كان يدرس طه حسين وفي أي جامعة", "درس طه حسين التاريخ والأدب في جامعة السوربون.", True),
    ],
)
def test_each_asked_part_needs_its_answer(question: str, sentence: str, stated: bool) -> None:
    assert (answer_type_problem(question, sentence) is None) is stated


# 4. an opinion or a record asked -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "form"),
    [
        ("مين احسن مطرب في تاريخ مصر", "احسن"),
        ("مين اكتر نادي كسب كاس مصر", "اكثر"),
        ("ما هو أكثر نادٍ فاز بكأس مصر", "اكثر"),
        ("ايه اكتر دولة فيها كنايس", "اكثر"),
        ("مين اكتر من 100 سنة عاش", None),  # a bound, no elative asked
        ("في أي مناسبة قال داود يا رب ما أكثر الذين يقومون علي", None),  # a quoted exclamation
        ("ما هو أكثر نادٍ فاز بكأس مصر", "اكثر"),  # a copula after ما: asked
    ],
)
def test_the_best_and_the_most_are_asked(question: str, form: str | None) -> None:
    assert asked_elative(question) == form


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        # praise ranks nothing
        ("مين احسن مطرب في تاريخ مصر", "وكان عبد الوهاب مطربا عظيما أحبه الناس في مصر والعالم العربي.", False),
        ("من هو أحسن بطريرك في تاريخ الكنيسة", "وكان البابا كيرلس الرابع مصلحا عظيما ، أنشأ المدارس وأحسن إلى الفقراء.", False),
        # the record holder of another competition, or one of the most
        ("مين اكتر نادي كسب كاس مصر", "الزمالك أكثر الأندية فوزا بالدوري السعودي في الخمسينات.", False),
        ("ايه اكتر نادي كسب دوري ابطال اسيا", "يعد الهلال أكثر الأندية تحقيقا لبطولة الدوري السعودي الممتاز.", False),
        ("مين اكتر نادي كسب كاس مصر", "يعتبر الأهلي من أكثر الأندية المصرية شهرة وحصل على كأس مصر 36 مرة.", False),
        # twins: the asked set ranked
        ("مين احسن مطرب في تاريخ مصر", "كان المطرب سيد درويش أحسن مطرب في تاريخ مصر.", True),
        ("ايه اكتر نادي كسب كاس مصر", "الأهلي أكثر الأندية فوزا بكأس مصر.", True),
        ("ايه اكتر نادي كسب كاس مصر", "الزمالك أكثر الأندية فوزا بالدوري السعودي في الخمسينات.", False),
        ("ايه اكتر نادي كسب دوري ابطال اسيا", "الهلال أكثر الأندية فوزا بدوري أبطال آسيا.", True),
        ("مين اكبر واحد في التلاميذ الاتني عشر", "وكان بطرس أكبرهم سنا.", True),  # the pronoun: the ones spoken of
    ],
)
def test_an_opinion_or_a_record_is_told_only_by_a_ranking_of_the_asked_set(question: str, sentence: str, stated: bool) -> None:
    assert (answer_type_problem(question, sentence) is None) is stated
