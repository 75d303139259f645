"""fq15's classes (FQ15CLASS19), in wording of my own: a person named without a title before the name is
still the subject an answer must be about (answer/untitled_subject.py), and how someone died is not stated
by a sentence that only commemorates the death (answer/manner_asked.py)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import PERSON_NOT_NAMED, answer_type_problem, person_problem
from dalil.answer.manner_asked import MANNER_NOT_STATED, asks_manner_of_death, manner_problem
from dalil.answer.untitled_subject import untitled_subjects
from dalil.models import Evidence


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("صفنيا النبي كان من سبط ايه؟", ["صفنيا"]),  # the office after the name
        ("هل كتب برنابا الرسول رسالة؟", ["برنابا"]),  # the same, after a yes-no verb
        ("هل نزل نوح من الفلك في الشتاء؟", []),  # too short to be read as a name by shape
        ("هل خرج إبراهيم من أور؟", ["ابراهيم"]),  # the subject of a yes-no question's verb
        ("طيموثاوس كان اسقف فين؟", ["طيموثاوس"]),  # the word an Egyptian question opens with, before كان
        ("هل يوجد خلاص خارج الكنيسة؟", []),  # an imperfect verb: whether a thing is, of no one
        ("هل كان يعرف القراءة؟", []),  # a verb after the copula names no one
        ("هو كان فين؟", []),  # a pronoun
        ("هل كان الرسول متزوجا؟", []),  # a title with the article is no name
    ],
)
def test_a_name_without_a_title_before_it(question: str, names: list[str]) -> None:
    found = untitled_subjects(question)
    assert found[: len(names)] == names  # the name itself first, then its known spellings
    assert bool(found) is bool(names)


def _item(title: str, excerpt: str) -> Evidence:
    return Evidence(evidence_id="E1", chunk_id="syn:01-01#1/0", title=title, excerpt=excerpt)


def test_an_untitled_subject_is_answered_only_from_a_record_that_names_him() -> None:
    question = "هل كان ميخا النبي من نسل داود؟"
    other = _item("نياحة دانيال النبى", "كان هذا النبى من سبط يهوذا ومن نسل داود الملك .")
    own = _item("نياحة ميخا النبى", "في هذا اليوم تذكار نياحة ميخا النبى .")
    assert person_problem(question, [other]) == PERSON_NOT_NAMED
    assert person_problem(question, [own]) is None


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("كيف تنيح القديس أبيبوس؟", True),
        ("الشهيد أغاثون اتقتل ازاي؟", True),
        ("بأي طريقة مات يهوذا الإسخريوطي؟", True),
        ("ازاي اصلي صلاة النوم؟", False),  # how, but no death
        ("متى استشهد القديس أبيبوس؟", False),  # a death, but when
    ],
)
def test_a_manner_of_death_asked(question: str, asks: bool) -> None:
    assert asks_manner_of_death(question) is asks


@pytest.mark.parametrize(
    ("sentence", "title", "stated"),
    [
        ("تذكار استشهاد القديس أغاثون . صلواته تكون معنا", "استشهاد القديس أغاثون", False),
        ("في مثل هذا اليوم تذكار نياحة القديس أبيبوس .", "نياحة القديس أبيبوس", False),
        # another event of the record tells no death
        ("في مثل هذا اليوم تذكار القديس أغاثون الذي كان راهبا في برية شيهيت .", "استشهاد القديس أغاثون", False),
        ("وأخيرا ضرب عنقه فنال إكليل الشهادة .", "استشهاد القديس أغاثون", True),
        ("فأمر الوالي بقطع رأسه .", "استشهاد القديس أغاثون", True),  # a killing's word, no death word
        ("في مثل هذا اليوم استشهد القديس أغاثون غريقا في النيل .", "استشهاد القديس أغاثون", True),
    ],
)
def test_a_bare_commemoration_states_no_manner(sentence: str, title: str, stated: bool) -> None:
    problem = manner_problem("كيف استشهد القديس أغاثون؟", [sentence], [title])
    assert (problem is None) is stated
    if not stated:
        assert answer_type_problem("كيف استشهد القديس أغاثون؟", f"{sentence} [E1]", [_item(title, sentence)]) == MANNER_NOT_STATED


def test_what_is_asked_told_only_in_another_persons_record() -> None:
    """The person's own record is cited, but the tribe asked is said only by another's record: the
    answer's tribe is that other person's. Another record beside an own record that holds every word
    asked is tolerated."""
    question = "صفنيا النبي كان من انهي سبط؟"
    own = Evidence(evidence_id="E1", chunk_id="syn:01-01#1/0", title="نياحة صفنيا النبي",
                   excerpt="في هذا اليوم تذكار نياحة صفنيا النبي .")
    other = Evidence(evidence_id="E2", chunk_id="syn:02-02#1/0", title="نياحة دانيال النبى",
                     excerpt="كان هذا النبى من سبط يهوذا ومن نسل داود الملك .")
    assert person_problem(question, [own, other]) == PERSON_NOT_NAMED
    told = Evidence(evidence_id="E1", chunk_id="syn:01-01#1/0", title="نياحة صفنيا النبي",
                    excerpt="في هذا اليوم تنيح صفنيا النبي وكان من سبط شمعون .")
    assert person_problem(question, [told, other]) is None


def test_a_noun_before_the_office_heads_a_construct() -> None:
    """"بقول الرسول" is the apostle's saying (gate suite meaning-09): no one named "بقول"."""
    assert untitled_subjects("ما المقصود بقول الرسول المحبة تتأنى وترفق؟") == []
    assert untitled_subjects("ماذا قال برنابا الرسول في أنطاكية؟")[:1] == ["برنابا"]


@pytest.mark.parametrize(
    ("question", "sentence", "title", "stated"),
    [
        # a commemoration that only names, praises and describes the saint (WRONGREC21, fq16-033)
        ("كيف مات الأنبا موسى الأسود", "في مثل هذا اليوم استشهد القديس العظيم الأنبا موسى الأسود صاحب السيرة العجيبة .",
         "استشهاد الانبا موسى الاسود", False),
        ("ازاي استشهد الأنبا أمونيوس", "في مثل هذا اليوم استشهد الاب العظيم الانبا امونيوس أسقف مدينة إسنا .",
         "استشهاد القديس امونيوس", False),  # an office and what it is of
        ("كيف مات القديس بقطر", "في مثل هذا اليوم استشهد القديس الجليل بقطر بن رومانوس وزير الملك دقلديانوس .",
         "استشهاد بقطر", False),  # a patronym, an office
        ("كيف استشهدت العذارى بيستس وهلبيس", "في مثل هذا اليوم استشهدت القديسات العذاري المطوبات بيستس و هلبيس و امهن صوفية .",
         "استشهاد العذارى", False),  # praise, names, their mother
        ("كيف مات فابيانوس", "في مثل هذا اليوم استشهد القديس فابيانوس ، وكان هذا الأب عالما صالحا مجاهدا .",
         "استشهاد فابيانوس", False),  # his praise in a clause of its own
        # a fact of the death is still one
        ("كيف مات القديس بقطر", "في مثل هذا اليوم استشهد القديس بقطر بن رومانوس بقطع رأسه .", "استشهاد بقطر", True),
        ("كيف مات الأنبا موسى الأسود", "ودخل البربر فقتلوه .", "استشهاد الانبا موسى الاسود", True),
        # a martyrdom asked needs its manner, whatever else the sentence says (FLOOR33)
        ("ازاي استشهد داسيه", "في مثل هذا اليوم استشهد داسيه الجندي من أهل تندا .", "استشهاد القديس داسيه الجندى", False),
        ("ازاي استشهد داسيه", "في مثل هذا اليوم استشهد داسيه الجندي من أهل تندا بحد السيف .", "استشهاد القديس داسيه الجندى",
         True),
        ("كيف مات القديس بيصاريون", "وقد أجري الله علي يديه آيات كثيرة ثم تنيح بسلام .", "نياحة بيصاريون", True),
    ],
)
def test_a_commemoration_that_describes_the_saint_states_no_manner(
    question: str, sentence: str, title: str, stated: bool,
) -> None:
    assert (manner_problem(question, [sentence], [title]) is None) is stated


# Words the corpus writes as names (`Services.claim_names`): a name of a verb's shape ("خالد", "زكي") is read by them.
_CORPUS_NAMES = frozenset({"خالد", "زكي"})


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("صلاح الدين كان بيحارب مين؟", ["صلاح"]),  # the first word of a name of two, its second with the article
        ("خالد الوليد كان قائد فين؟", ["خالد"]),  # a verb's shape, but the corpus writes it as a name
        ("زكي المبارك كان بيكتب إيه", ["زكي"]),  # a short first word: the epithet marks it as a name
        ("يوحنا المعمدان كان عايش فين؟", ["يوحنا"]),
        ("هارون الرشيد العباسي كان خليفة امتى", ["هارون"]),  # two epithets
        ("قال الرسول كان إيه؟", []),  # a verb first, no corpus name: no one named
        ("صلاح الدين اتلقب بإيه؟", ["صلاح"]),  # a plain verb after the epithet, as the copula
        ("أبو الإسكندر الأكبر كان مين؟", []),  # a kin word first: the father asked, named by no one
        ("الكتاب المقدس كان مكتوب بأي لغة؟", []),  # the question opens with the article: no name
        ("البابا شنودة كان بيتقال عليه إيه", []),  # a title first: `question_names` reads it, not this
    ],
)
def test_an_opening_name_and_its_epithets_before_the_copula(question: str, names: list[str]) -> None:
    found = untitled_subjects(question, _CORPUS_NAMES)
    assert found[: len(names)] == names
    assert bool(found) is bool(names)


@pytest.mark.parametrize(
    "question",
    [
        "زكي المبارك كان بيتلقب بإيه؟",
        "زكي المبارك كان بيطالب ب ما",  # the Franco reading's shape ("zaki el mobarak kan byet2aleb b eh")
    ],
)
def test_a_name_of_two_words_is_not_met_by_its_common_word(question: str) -> None:
    # "المبارك" (the blessed) is a word of the name and a common word: a sentence holding it alone names
    # someone else (fq16-056's class: "عمر المختار" met by "أن يقيم لهم المختار")
    other = _item("نياحة القديس أنطونيوس", "وكان الشعب يدعوه المبارك لكثرة صلواته .")
    own = _item("زكي مبارك", "زكي عبد السلام مبارك كاتب مصري لقب بالدكاترة لكثرة شهاداته .")
    assert person_problem(question, [other], names=_CORPUS_NAMES) == PERSON_NOT_NAMED
    assert person_problem(question, [own], names=_CORPUS_NAMES) is None
