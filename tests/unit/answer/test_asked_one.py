"""The answer must be about the one asked (issue 19, SUBJECT47): a name asked of someone or something the question does
not name — a kin word before a named person, a construct's head and its possessor, a noun a relative clause describes —
is answered only by a sentence that names THAT one, by a name bound to its head. The possessor's own naming, the head
said with no name, or another's story tell of another one, and both runners decline (`states_asked` for the offline
answerer, `asked_problem` with "asked_not_stated: another one" for every provider's answer). Each with its answerable
twin. Wording and sentences of my own, not from any fixture."""

from __future__ import annotations

import pytest

from dalil.answer.asked_one import asked_one
from dalil.answer.asked_stated import ANOTHER_ONE, ASKED_NOT_STATED, asked_problem, names_the_one, states_asked
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings

ANOTHER = f"{ASKED_NOT_STATED}: {ANOTHER_ONE}"


@pytest.mark.parametrize(
    ("question", "named", "another"),
    [
        # a kin word before a named person: his own naming is not hers
        ("بنت رئيس المجمع يايرس كان اسمها ايه", "وكانت له ابنة تدعى سارة عمرها اثنتا عشرة سنة.",
         "فجاء رجل من رؤساء المجمع اسمه يايرس وسجد عند قدميه."),
        ("ابن الوالي أريانوس اسمه ايه", "وكان للوالي أريانوس ابن اسمه فيلبس.",
         "فأمر الوالي أريانوس بتعذيبه وكان الوالي قاسيا."),
        # the kin said with no name: where she was given, not what she was called
        ("الأنبا بولا أخته اللي سابها عند الراهبات اسمها ايه", "وكانت له أخت اسمها مريم فسلمها للراهبات.",
         "فوزع ماله على المساكين وسلم أخته للراهبات ومضى إلى البرية."),
        # a construct's head: the saint's own death is no name of her monastery
        ("ما اسم الدير الذي عاشت فيه القديسة أناسيمون؟", "وعاشت القديسة أناسيمون في دير الأنبا شنودة سنين كثيرة.",
         "ولما أكملت القديسة أناسيمون ثلاثين سنة في العبادة مرضت وتنيحت بسلام."),
        # a noun a relative clause describes: the saint present at the raising is not the one raised
        ("ماذا كان اسم الشاب الذي أقامه الرسول من الموت في المدينة؟", "وكان هناك شاب اسمه أفتيخوس فأقامه الرسول من الموت.",
         "ولما أقام الرسول الميت في المدينة كان هذا القديس حاضرا فآمن بالمسيح."),
    ],
)
def test_a_name_asked_of_an_unnamed_one_is_not_answered_by_another(question: str, named: str, another: str) -> None:
    assert asked_one(question) is not None
    assert names_the_one(question, named)
    assert not names_the_one(question, another)
    assert not states_asked(question, another)
    assert asked_problem(question, [another]) == ANOTHER
    assert asked_problem(question, [named]) != ANOTHER


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        # the name in apposition before "son of <the question's one>"
        ("ابن تيماوس الأعمى اسمه ايه", "وكان بارتيماوس الأعمى ابن تيماوس جالسا على الطريق يستعطي."),
        # the head's noun in construct after the naming noun
        ("ما اسم خادم الوالي الذي ضرب القديس؟", "فضربه خادم الوالي وكان اسم الخادم كسيانوس."),
        # the one's own adjective and place, as the question says them, between its head and its naming
        ("ما اسم الرجل الغني من أريحا الذي تسلق الشجرة؟", "وكان رجل غني من أريحا اسمه زكا قد صعد على جميزة."),
        # a one the record brings in by a naming word, its noun worded otherwise ("ضرة" is "زوجة أخرى")
        ("اسم ضرة سارة ايه", "وكانت لإبراهيم زوجة أخرى اسمها هاجر المصرية."),
    ],
)
def test_the_one_named_answers(question: str, sentence: str) -> None:
    assert names_the_one(question, sentence)


def test_a_son_in_construct_names_his_father_not_himself() -> None:
    """"ابن داود" after the son's bare word is his possessor: no name of the son asked."""
    assert not names_the_one("ابن تيماوس الأعمى اسمه ايه", "فصرخ قائلا يا يسوع ابن داود ارحمني.")


@pytest.mark.parametrize(
    "question",
    [
        "أبو سيفين اسمه الحقيقي ايه",  # the subject's own name: a kunya is his title
        "ما اسم يوحنا الحقيقي؟",  # a name with its epithet, not a construct
        "ما معنى اسم الموناليزا؟",  # a name's meaning asked, the name said
        "ما اسم المدينة التي ولد فيها القديس مرقس؟",  # a town is named bare ("ولد بالقيروان"): the place slot's
        "ما اسم الوالي الذي عذب القديس مينا؟",  # a person by role: the person slot's
        "ما اسم والد القديسة دميانة؟",  # a kin the kin reading asks by name already
        "مار جرجس اتولد فين",  # no name asked
    ],
)
def test_no_unnamed_one_asked(question: str) -> None:
    assert asked_one(question) is None
    assert names_the_one(question, "أي جملة لا تسمي أحدا.")


def test_the_answerer_declines_where_another_is_told() -> None:
    """The offline answerer: the sentence telling the raising, where another is present, does not answer the raised
    boy's name (main's answerer gave it); the one naming the boy does."""
    question = "ماذا كان اسم الغلام الذي أقامه القديس أبانوب في أتريب؟"
    provider = ExtractiveProvider(Settings())
    told = "فلما أقام القديس أبانوب الغلام في مدينة أتريب من الموت كان هذا الشيخ حاضرا فآمن."
    named = "وكان في أتريب غلام اسمه بقطر أقامه القديس أبانوب من الموت."
    for excerpt, status in ((told, "insufficient_evidence"), (named, "answered")):
        evidence = [Evidence(evidence_id="E1", chunk_id="syn:01-01#9/0", excerpt=excerpt, title="نياحة القديس أبانوب")]
        assert provider.answer(question, evidence).status == status


def test_a_kin_addressed_is_not_named() -> None:
    """"يا والدي العزيز": the vocative's noun is addressed, its epithet no name (the kin rule, for any kin asked by name)."""
    question = "أبو القديسة مارينا كان اسمه ايه"
    addressed = "فقالت له يا والدي العزيز ارجع عن عبادة الأوثان فلما سمع أبوها هذا الكلام غضب."
    assert not states_asked(question, addressed)
    assert states_asked(question, "وكان أبوها أوجانيوس رجلا غنيا من أهل المدينة.")
