"""fq19's classes (FQ19SAME30), in wording of my own: a person the question qualifies ("أسقف إدكو", "النبية",
"أحد الشمامسة السبعة") is not answered from a namesake's record that never says it (answer/qualified_person.py);
a killing or a manner of it asked is not told by a repose, nor by a clause that names him otherwise
(answer/manner_asked.py); "كام مرة" is not answered by a year (answer/measure.py)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import PERSON_NAMESAKE, person_problem, satisfies
from dalil.answer.manner_asked import MANNER_NOT_STATED, asks_manner_of_death, manner_problem
from dalil.answer.measure import asks_times
from dalil.answer.qualified_person import asked_qualifiers, qualified_elsewhere, ties_qualifier
from dalil.models import Evidence


def _item(n: int, doc: str, title: str, excerpt: str) -> Evidence:
    return Evidence(evidence_id=f"E{n}", chunk_id=f"{doc}/0", title=title, excerpt=excerpt)


@pytest.mark.parametrize(
    ("question", "qualifiers"),
    [
        ("متى ترهب الأنبا يوحنا أسقف أرمنت؟", [("يوحنا", ("ارمنت",))]),  # after a title, late in the question
        ("الأنبا مويسيس أسقف كرسي أوسيم اترسم امتى", [("مويسيس", ("اوسيم",))]),  # a see noun before the place
        ("يعقوب أسقف مصر مات ازاي", [("يعقوب", ("مصر",))]),  # the name it opens with; a short see
        ("القديس تيمون أحد الشمامسة السبعة كان منين", [("تيمون", ("الشمامسه", "السبعه"))]),  # one of a group
        ("حنة النبية عاشت قد ايه", [("حنه", ("النبيه",))]),  # an article word
        ("متى تنيح البابا كيرلس السادس", []),  # an ordinal is a number, read elsewhere
        ("من هو الأنبا أنطونيوس", []),  # no qualifier
        ("ازاي اصلي صلاة الغروب", []),  # no name
    ],
)
def test_the_qualifier_after_a_name(question: str, qualifiers: list) -> None:
    assert asked_qualifiers(question) == qualifiers


def test_a_qualifier_is_tied_before_or_after_the_name() -> None:
    assert ties_qualifier("تنيحت الصديقة النبيه حنة أم صموئيل", "حنه", ("النبيه",))
    assert ties_qualifier("استشهاد القديس مكاريوس اسقف فاو بأدكو", "مقاريوس", ("ادكو",))  # ك/ق, a glued ب
    assert not ties_qualifier("تنيحت حنة والدة السيدة العذراء", "حنه", ("النبيه",))


_POPE = ("syn:07-24#1", "نياحة البابا يوحنا التاسع عشر", "وقد ولد يوحنا فى بلدة بنى عدى وترهب صغيرا .")
_BISHOP = ("syn:04-07#4", "نياحة القديس يوحنا أسقف ارمنت", "في مثل هذا اليوم تذكار نياحة القديس يوحنا أسقف ارمنت .")


def test_a_namesakes_record_is_no_answer_when_the_qualified_one_is_retrieved() -> None:
    question = "في أي بلدة وُلد الأنبا يوحنا أسقف أرمنت؟"
    pope, bishop = _item(1, *_POPE), _item(2, *_BISHOP)
    assert qualified_elsewhere(question, [pope], [pope, bishop])
    assert person_problem(question, [pope], [pope, bishop]) == PERSON_NAMESAKE
    # the qualified record itself, or nobody tying the qualifier to the name: nothing to say
    assert not qualified_elsewhere(question, [bishop], [pope, bishop])
    assert not qualified_elsewhere(question, [pope], [pope])
    # a question without the qualifier chooses no one by it
    assert not qualified_elsewhere("في أي بلدة وُلد الأنبا يوحنا؟", [pope], [pope, bishop])


def test_a_record_that_holds_the_qualifier_is_the_same_person() -> None:
    """Two records both call a Hannah "النبيه": neither is ruled out; the mother of the Virgin's record, which
    never does, is."""
    question = "حنة النبية ابنة من؟"
    samuel = _item(1, "syn:02-06#1", "نياحة الصديقة حنة أم صموئيل النبي", "تنيحت الصديقة النبيه حنة أم صموئيل النبي")
    virgin = _item(2, "syn:03-11#1", "نياحة القديسة حنة والدة القديسة العذراء", "وكانت حنة ابنة لماثان بن لاوي")
    assert not qualified_elsewhere(question, [samuel], [samuel, virgin])
    assert qualified_elsewhere(question, [samuel, virgin], [samuel, virgin])


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("كيف صُلب القديس أندراوس؟", True),  # a manner named, no death word
        ("ازاي اتحرق القديس بوليكاربوس؟", True),  # the Egyptian passive
        ("كيف رجموا الشهيد؟", True),
        ("ازاي الكتاب اترجم؟", False),  # translated, not stoned
        ("كيف نشر الرسول الإيمان في مصر؟", False),  # spread, not sawn
        ("كيف تمت ترجمة السبعينية؟", False),  # a noun of the letters
    ],
)
def test_a_killings_manner_asked(question: str, asks: bool) -> None:
    assert asks_manner_of_death(question) is asks


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        # a crucifixion asked, a repose told: the premise is another man's (fq19-057's class)
        ("كيف صُلب القديس برنابا؟", "في مثل هذا اليوم تنيح القديس برنابا في قبرص بعد أن بشر بها .", False),
        ("كيف صُلب القديس برنابا؟", "فصلبوه منكس الرأس في قبرص .", True),
        # a burning asked, the beasts told: not the manner asked
        ("ازاي اتحرق القديس برنابا؟", "ولما وصل إلى روما طرحوه للوحوش فهجم عليه أسد .", False),
        # a martyrdom asked, a repose with a story told
        ("ازاي استشهد الأنبا برنابا", "في مثل هذا اليوم تنيح الأنبا برنابا ، كان بتولا طاهرا منذ صغره ودرس علوم الكنيسة .", False),
        # a martyrdom asked: the clause that tells it names him by another name, the next tells where he is mentioned
        ("ازاي استشهد القديس برنابا",
         "في مثل هذا اليوم استشهد القديس برنابا الرسول المعروف بيوسف اللاوي ، وقد ذكره لوقا في سفر الأعمال .", False),
        ("ازاي استشهد القديس برنابا", "فرجموه اليهود بالحجارة خارج المدينة .", True),
        ("ازاي استشهد القديس برنابا", "وأخيرا أمر الوالي بحرقه فنال إكليل الشهادة .", True),
        # a plain death asked: the sentence is read whole, as before
        ("كيف مات القديس برنابا", "في مثل هذا اليوم استشهد القديس برنابا ، وهو أحد السبعين رسولا الذين انتخبهم الرب .", True),
        # a monastery's name holds the letters of a burning: no manner
        ("ازاي استشهد القديس برنابا", "في مثل هذا اليوم استشهد القديس برنابا أسقف دير المحرق .", False),
    ],
)
def test_a_killing_asked_is_told_by_its_own_word(question: str, sentence: str, stated: bool) -> None:
    problem = manner_problem(question, [sentence], ["استشهاد القديس برنابا"])
    assert (problem is None) is stated
    if not stated:
        assert problem == MANNER_NOT_STATED


@pytest.mark.parametrize(
    ("answer", "counts"),
    [
        ("وكان قد اختير في سنة 348 م أسقفا", False),  # a year is no count of times
        ("وعذبه في السجن مدة ثلاث سنوات", False),  # a span neither
        ("ومنها أنه قال مرة لتلميذه", False),  # "once" of a story, no count
        ("وهكذا عزل هذا القديس للمرة الثالثة", True),  # the times by their ordinal
        ("وأصدر أمره بعزله مرة ثانية", True),
        ("وحدث في ثلاث مرات انه", True),
        ("ونفي 5 مرات", True),
        ("ونفوه مرتين", True),
    ],
)
def test_a_count_of_times_is_a_number_of_times(answer: str, counts: bool) -> None:
    question = "البابا أثناسيوس اتنفى كام مرة؟"
    assert asks_times(question)
    assert satisfies("number", answer, question) is counts


def test_a_count_not_of_times_is_read_as_before() -> None:
    assert not asks_times("كم سنة عاش القديس؟")
    assert satisfies("number", "وعاش 85 سنة", "كم سنة عاش القديس؟")
    # a year is no length of a life (DURATION62: a duration asked needs a number of time units)
    assert not satisfies("number", "وكان قد اختير في سنة 348 م", "كم سنة عاش القديس؟")


@pytest.mark.parametrize(
    ("question", "sentences", "stated"),
    [
        # fq19-062, fq2-049 (searched Franco): a date, an epithet, who he was — no manner
        ("فيلبس الرسول التلميذ استشهد كيف",
         ["في مثل هذا اليوم من سنة 80 ميلادية استشهد القديس فيلبس الرسول أحد الاثني عشر تلميذا ."], False),
        ("القديس اولمباس واحد من السبعين رسول استشهد كيف",
         ["في مثل هذا اليوم استشهد القديس اولمباس الملقب بولس أحد السبعين رسولا هذا الرسول هو الذي خدم التلاميذ ."],
         False),
        # torture is what he suffered, not how he died
        ("القديس اولمباس واحد من السبعين رسول استشهد كيف",
         ["فاعترف وأقر بالسيد المسيح أنه الإله الحق فعذبه نيرون عذابا أليما ."], False),
        ("القديس اولمباس واحد من السبعين رسول استشهد كيف",
         ["و فأمر الملك بضربه وصلبه منكسا مثل معلمه .", "ففعلوا به كذلك ونال إكليل الشهادة ."], True),
        ("كيف استشهد ثاؤفيلس وزوجته في الفيوم؟",
         ["في مثل هذا اليوم استشهد القديس ثاؤفيلس وزوجته بالفيوم فى أيام دقلديانوس الملك الشرير،وذلك أن بعضهم وشى بهما"
          " عند الوالي انهما مسيحيان، فاستحضرهما الوالي وسألهما فاعترفا بالسيد المسيح له المجد فأمر أن تحفر حفرة عميقة"
          " ويلقيان فيها."], True),  # fq14-102, right on main: the manner told later in the sentence
        ("ازاي اتقتل القديس مرقس", ["في مثل هذا اليوم استشهد القديس مرقس بحد السيف ."], True),
        # a plain death asked is read as before: the martyrdom is how he died
        ("كيف مات القديس فيلبس", ["في مثل هذا اليوم من سنة 80 ميلادية استشهد القديس فيلبس الرسول أحد الاثني عشر تلميذا ."],
         True),
    ],
)
def test_a_killing_asked_needs_its_manner(question: str, sentences: list, stated: bool) -> None:
    assert (manner_problem(question, sentences, ["استشهاد القديس"]) is None) is stated
