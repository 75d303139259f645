"""COVER37: an occupation asked by the working verb or a work noun ("كان بيشتغل إيه", "شغلته إيه", "ما مهنة X")
is the answer's kind, not a word the passage writes: a record says the trade itself ("وكان إسكافيا", "بياعة
أرجوان", "رئيس للعشارين"), never "يشتغل". The work word counts only where held (the excerpt check, a sentence's
score), the working verb is no deed the sentence must say, and a sentence answers only when it names a trade
(`answer/occupation_asked.py`, code `asked_not_stated: occupation`). Cases written for the class, not copied from
the fresh sets."""

from __future__ import annotations

import pytest
from support.evidence import evidence

from dalil.answer.asked_reading import answer_kind_terms, asked_deed
from dalil.answer.asked_stated import asked_problem
from dalil.answer.occupation_asked import asked_occupation, occupation_stated
from dalil.providers.extractive import ExtractiveProvider


@pytest.mark.parametrize(
    "question",
    [
        "القديس أنيانوس كان بيشتغل إيه؟",
        "أنيانوس كان بيشتغل ايه قبل ما يؤمن",
        "ما مهنة القديس أنيانوس؟",
        "ما كانت مهنة أنيانوس قبل أن يصير أسقفا؟",
        "الأنبا بولا كانت شغلته ايه قبل ما يترهب",
        "ماذا كانت حرفة أكيلا وبريسكلا؟",
        "نحميا كانت وظيفته إيه عند الملك؟",
        "أبو القديسة كان شغلته ايه",
        "اكيلا و بريسكلا كانوا بيشتغلوا ما",  # the question as the search reads it (إيه -> ما)
        "زكا كان شغلت ما",  # a Franco "sheghlto" as the reading writes it
    ],
)
def test_an_occupation_asked_is_read(question: str) -> None:
    assert asked_occupation(question)


@pytest.mark.parametrize(
    "question",
    [
        "القديسة كانت بتشتغل عند مين؟",  # whom she worked for: a person asked
        "بطرس كان بيشتغل فين؟",  # a place asked
        "مين اللي كان بيشتغل في بيت الوالي؟",  # who: a person asked by what he did
        "شغل الرهبان في الدير",  # no ask
        "ما معنى كلمة حرفة في الإنجيل؟",  # a meaning asked
    ],
)
def test_no_occupation_asked_without_the_work_word_and_its_what_word(question: str) -> None:
    assert not asked_occupation(question)


def test_the_work_word_is_the_answer_kind_and_the_working_verb_no_deed() -> None:
    assert "يشتغل" in answer_kind_terms("القديس أنيانوس كان بيشتغل إيه؟")
    assert "مهن" in answer_kind_terms("ما مهنة القديس أنيانوس؟")
    assert asked_deed("القديس أنيانوس كان بيشتغل إيه؟") is None
    assert asked_deed("المجوس قدموا ايه للطفل يسوع") == "قدموا"  # another verb's deed is still asked


def test_a_trade_is_said_by_a_closed_class_word_under_a_glued_particle_or_the_article() -> None:
    assert occupation_stated(["وكان أنيانوس إسكافيا في المدينة"])
    assert occupation_stated(["وإذا رجل اسمه زكا وهو رئيس للعشارين"])
    assert occupation_stated(["امرأة اسمها ليدية بياعة أرجوان"])
    assert occupation_stated(["لأنهما كانا في صناعتهما خياميين"])
    assert occupation_stated(["وكان أبوها واليا على المدينة"])
    assert occupation_stated(["فإنهما كانا صيادين"])
    assert not occupation_stated(["ولد في الناصرة من أبوين تقيين ومضى إلى البرية"])


def test_a_trade_with_the_article_names_another_person_and_answers_no_trade() -> None:
    assert not occupation_stated(["وراح يحفظ الأشعار متتلمذا على يد الشاعر يوسف وقد علمه أصول النحو"])
    assert not occupation_stated(["فأمر الوالي أريانوس بتعذيبه"])
    assert not occupation_stated(["فقال له الطبيب"])


def test_a_sentence_that_names_no_trade_does_not_answer_an_occupation_asked() -> None:
    question = "القديس أنيانوس كان بيشتغل ما؟"
    assert asked_problem(question, ["وآمن أنيانوس واعتمد هو وأهل بيته"]) == "asked_not_stated: occupation"
    assert asked_problem(question, ["وكان أنيانوس إسكافيا في الإسكندرية"]) is None


_SHOEMAKER = evidence(
    "E1",
    "syn:a/0",
    "نياحة القديس أنيانوس البطريرك",
    (
        "كان القديس أنيانوس إسكافيا في مدينة الإسكندرية. ولما انقطع سير حذاء مار مرقس أصلحه أنيانوس فجرح إصبعه "
        "فشفاه مار مرقس. ثم آمن أنيانوس واعتمد هو وأهل بيته."
    ),
)
_HERMIT = evidence(
    "E2",
    "syn:b/0",
    "نياحة القديس بفنوتيوس السائح",
    "كان القديس بفنوتيوس يسكن في مغارة بالجبل. ولما تنيح القديس بفنوتيوس حمل الرهبان جسده إلى الدير ودفنوه هناك.",
)
_POET_TEACHER = evidence(
    "E4",
    "arcd:x/0",
    "ميخائيل نعيمة",
    "ولد ميخائيل نعيمة في بسكنتا. ثم مال إلى الشعر متتلمذا على يد الشاعر يوسف ميخائيل الذي علمه أصول النحو.",
)
_MERCHANT_FATHER = evidence(
    "E3",
    "syn:c/0",
    "استشهاد القديس أبانوب",
    "ولد القديس أبانوب في نهيسا. وكان أبو القديس أبانوب تاجرا غنيا في البلدة. ونال أبانوب إكليل الشهادة وهو صبي.",
)


@pytest.mark.parametrize(
    "question",
    ["القديس أنيانوس كان بيشتغل إيه؟", "ما مهنة القديس أنيانوس؟", "القديس أنيانوس كانت شغلته ايه في الإسكندرية؟",
     "أنيانوس كان بيشتغل ما"],  # the last as the search reads it
)
def test_the_trade_asked_is_answered_by_the_sentence_that_names_it(question: str) -> None:
    answer = ExtractiveProvider().answer(question, [_SHOEMAKER, _HERMIT])
    assert answer.status == "answered", answer
    assert "إسكافيا" in answer.answer and answer.cited_ids == ["E1"]


@pytest.mark.parametrize(
    ("question", "evidence"),
    [
        ("القديس بفنوتيوس السائح كان بيشتغل إيه؟", [_HERMIT, _SHOEMAKER]),  # his record names no trade
        ("القديس أنيانوس كان بيشتغل إيه في روما؟", [_SHOEMAKER, _HERMIT]),  # a place the passage never names
        ("القديس أبانوب كان بيشتغل إيه؟", [_MERCHANT_FATHER, _HERMIT]),  # the trade of his father, not his
        ("أبو ميخائيل نعيمة كان بيشتغل ما", [_POET_TEACHER, _HERMIT]),  # his teacher named by a trade
    ],
)
def test_a_trade_absent_or_another_persons_still_declines(question: str, evidence: list[Evidence]) -> None:
    assert ExtractiveProvider().answer(question, evidence).status == "insufficient_evidence"
