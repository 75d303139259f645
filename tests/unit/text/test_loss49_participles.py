"""LOSS49: a verb asked where the passage writes its participle, a participle where it writes the verb, a noun in
its other number.

A reader asks "اللي رافقوا الأسقف" of a passage that writes "وكان من المرافقين للأسقف", "اللي جاهدت" of "هذه
المجاهدة", "اللي انتخبوه" of "الأسقف المنتخب", "الشهيد" of "مع الشهداء". The stemmer keeps the participle's م and the
plural's shape, so the question's term was not held (the support floor and the excerpt check lost such answers).
`verbal_nouns.participles` writes the forms by shape; the one term reader (`egyptian_verbs.term_readings`) holds the
question's term by them. A shape that is also a noun's (فاعل: "كاتب", whose مفاعل is the plural "مكاتب") is read as a
verb only where the word says so (`verb_cue`); a bare فعل / يفعل (form I or II unvowelled) gives no participle. Own
invented records and wordings; each test of the reading and the answers fails on main 06ecbc1."""

from __future__ import annotations

import pytest

from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.text.egyptian_verbs import held_terms, term_readings
from dalil.text.support import subject_terms, term_set
from dalil.text.verbal_nouns import participles, verb_cue


@pytest.mark.parametrize(
    ("term", "verbal", "form"),
    [
        ("ارسل", False, "مرسل"),  # أفعل (IV)
        ("ارسل", False, "مرسله"),  # its feminine, as the stemmer writes ة
        ("انتخب", False, "منتخب"),  # افتعل (VIII)
        ("انصرف", False, "منصرف"),  # انفعل (VII)
        ("استشهد", False, "مستشهد"),  # استفعل (X)
        ("تعلم", False, "متعلم"),  # تفعّل (V)
        ("يتعلم", False, "متعلم"),  # its imperfect
        ("يرافق", False, "مرافق"),  # يفاعل (III): the imperfect is a verb by its shape
        ("رافق", True, "مرافق"),  # فاعل (III), a verb by its cue
        ("جاهد", True, "مجاهده"),
        ("قاتل", True, "مقاتل"),  # فاعل (III) by its cue: "قاتلوا" -> المقاتلين
        ("متعلم", False, "تعلم"),  # a participle of a shape no plural has -> its verb
        ("منتخبه", False, "انتخب"),  # feminine too
        ("مستشهد", False, "استشهد"),
        ("شهيد", False, "شهداء"),  # فعيل -> فعلاء
        ("فقراء", False, "فقير"),  # and back
    ],
)
def test_a_verb_is_written_as_its_participle_and_a_noun_in_its_other_number(term: str, verbal: bool, form: str) -> None:
    assert form in participles(term, verbal)


@pytest.mark.parametrize(
    ("term", "verbal", "not_form"),
    [
        ("كتب", False, "كاتب"),  # a bare فعل is a noun too (books)
        ("كتب", True, "كاتب"),  # and, a verb, unvowelled I or II (كتّب): no participle
        ("يعلم", False, "عالم"),  # an imperfect of I or II (يعلّم, teaches): عالم is "the world" too (fq21-105, r1)
        ("كاتب", False, "مكاتب"),  # a فاعل with no cue is the agent noun: مكاتب is its offices' plural
        ("مجلس", False, "اجلس"),  # مفعل is a place noun's shape: no verb read back
        ("مكاتب", False, "كاتب"),  # مفاعل is a broken plural's shape
        ("يوسف", False, "ياسف"),  # a weak letter: a name, no verb
    ],
)
def test_a_shape_that_is_also_a_noun_is_not_read_as_a_verb(term: str, verbal: bool, not_form: str) -> None:
    assert not_form not in participles(term, verbal)


@pytest.mark.parametrize(
    ("word", "term", "after_relative", "verbal"),
    [
        ("رافقوا", "رافق", False, True),  # a verb's plural ending
        ("جاهدت", "جاهد", False, True),  # the feminine perfect
        ("وقتلوه", "قتل", False, True),  # after a glued و, with its object
        ("جاهد", "جاهد", True, True),  # after a relative: "اللي جاهد"
        ("كاتب", "كاتب", False, False),  # a noun
        ("كتب", "كتب", False, False),
    ],
)
def test_a_word_says_it_is_a_verb_by_its_ending_or_a_relative_before_it(
    word: str, term: str, after_relative: bool, verbal: bool
) -> None:
    assert verb_cue(word, term, after_relative) is verbal


@pytest.mark.parametrize(
    ("question", "passage", "term"),
    [
        ("مين الرهبان اللي رافقوا الأسقف في سفره لأسيوط؟", "وكان الراهب بيجول من المرافقين للأسقف في سفره إلى أسيوط.", "رافق"),
        ("الراهبة اللي جاهدت في الدير اتنيحت امتى", "وعاشت هذه المجاهدة في الدير حتى تنيحت بسلام.", "جاهد"),
        ("الأسقف اللي انتخبه الشعب اسمه ايه", "وصار الأنبا بيشاي هو الأسقف المنتخب من الشعب.", "انتخب"),
        ("كم عدد الجنود الذين كانوا يرافقون الوالي؟", "وكان الجنود المرافقون للوالي عشرين رجلا.", "يرافق"),
        ("المتعلمين في المدرسة كانوا كام", "وتعلم في تلك المدرسة مئة تلميذ.", "متعلم"),
        ("الشهيد بقطر اندفن فين", "ودفن جسده مع أجساد الشهداء في دير أبي مقار.", "شهيد"),
    ],
)
def test_the_passage_holds_the_verb_as_its_participle(question: str, passage: str, term: str) -> None:
    readings = term_readings(question, subject_terms(question))
    assert term in readings
    assert term in held_terms(readings, term_set(passage))


def test_a_form_no_passage_writes_holds_nothing() -> None:
    question = "مين الرهبان اللي رافقوا الأسقف في سفره لأسيوط؟"
    readings = term_readings(question, subject_terms(question))
    assert "رافق" not in held_terms(readings, term_set("وكان الراهب بيجول يخدم الأسقف في أسيوط."))


def test_a_noun_asked_is_not_held_by_a_plural_of_its_letters() -> None:
    question = "مين الكاتب اللي ألف سيرة الأنبا شنودة؟"
    readings = term_readings(question, subject_terms(question))
    assert "كاتب" not in held_terms(readings, term_set("وكانت مكاتب الدير مملوءة بسيرة الأنبا شنودة."))


TITLE = "نياحة القديس أبامون المجاهد"
KEPT = "وكان القديس أبامون من المرافقين للأنبا ويصا في رحلته إلى مدينة إسنا."
STRIVER = "وعاش هذا المجاهد في البرية ثلاثين سنة يصوم ويصلي."
CHOSEN = "ولما تنيح الأسقف صار أبامون هو الأسقف المنتخب لكرسي إسنا سنة 410 للشهداء."
OTHER = "وكان يعطي الفقراء كل ما يصل إليه ويعلم الشعب."


def _answer(question: str, *texts: str):
    evidence = [
        Evidence(evidence_id=f"E{i}", chunk_id=f"syn:99-04#1/{i}", excerpt=text, title=TITLE)
        for i, text in enumerate(texts, 1)
    ]
    return ExtractiveProvider().answer(question, evidence)


@pytest.mark.parametrize(
    ("question", "holds"),
    [
        ("اللي جاهد في البرية عاش فيها قد ايه", "ثلاثين"),  # the passage: "هذا المجاهد"
        ("مين انتخبوه أسقف لإسنا سنة 410؟", "أبامون"),  # the passage: "الأسقف المنتخب"
    ],
)
def test_answered_from_the_sentence_that_writes_the_participle(question: str, holds: str) -> None:
    payload = _answer(question, OTHER, KEPT, STRIVER, CHOSEN)
    assert payload.status == "answered", payload
    assert holds in payload.answer


@pytest.mark.parametrize(
    "question",
    [
        "أبامون رافق الأنبا ويصا في رحلته لروما سنة كام؟",  # no Rome, no year of the journey
        "القديس أبامون جاهد في البرية مع مين من الرهبان؟",  # no companion named
        "مين اللي انتخب أبامون أسقف على أسوان؟",  # no elector, no Aswan
        "الشهيد أبامون اتولد فين؟",  # no birthplace
    ],
)
def test_a_detail_the_record_does_not_tell_still_declines(question: str) -> None:
    assert _answer(question, OTHER, KEPT, STRIVER, CHOSEN).status != "answered"
