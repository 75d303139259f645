"""CLAIMUSE72: frame words a faithful answer writes around the record's own sentence, read as frame — an "according to"
lead-in naming the cited record before a plain comma, a chapter named "in its chapter N" or "number N", a name ending
in a word that folds as a preposition, "in other words" opening a sentence, a greeting, a yes's evidence frame — while
a lead-in naming another record, and every claim after a frame, are still checked."""

from __future__ import annotations

import pytest

from dalil.text.courtesy import writer_courtesy
from dalil.text.lead_record import names_record
from dalil.text.lead_words import ACCORDING_WORDS, FOUND_WORDS, WHERE_WORDS, lead_word
from dalil.text.normalize import fold
from dalil.text.support import answer_sentences, source_lead


def _read(answer: str) -> list[tuple[str, str | None]]:
    return [(s.text.strip(" ."), s.source) for s in answer_sentences(answer)]


@pytest.mark.parametrize(
    ("text", "record", "claim"),
    [
        ("حسب اللي في نص مزمور 33، صن لسانك عن الشر", "مزمور 33", "صن لسانك عن الشر"),
        ("طبقا لما ورد في رسالة أفسس في أصحاحها 4، وأما أنتم فلم تتعلموا المسيح هكذا", "رسالة أفسس في أصحاحها 4",
         "وأما أنتم فلم تتعلموا المسيح هكذا"),
        ("بالرجوع إلى سنكسار 15 برمودة، في مثل هذا اليوم تنيحت القديسة", "سنكسار 15 برمودة", "في مثل هذا اليوم تنيحت القديسة"),
        ("زي ما هو وارد في مقالة جمال عبد الناصر، تولى السلطة من سنة 1956", "جمال عبد الناصر", "تولى السلطة من سنة 1956"),
        ("Zay ma warid fi مقالة تشي جيفارا, رأى جيفارا أن العلاج الوحيد هو الثورة", "تشي جيفارا",
         "رأى جيفارا أن العلاج الوحيد هو الثورة"),
        ("Bena2an 3ala نص أوشية الطبيعة, لأن أعين الكل تترجاك", "أوشية الطبيعة", "لأن أعين الكل تترجاك"),
    ],
)
def test_an_according_to_lead_in_names_its_record_before_a_comma(text: str, record: str, claim: str) -> None:
    assert source_lead(text) == (record, claim)


@pytest.mark.parametrize(
    "text",
    [
        "في سنة 300، بنى الملك كنيسة كبيرة",  # a claim's own time
        "في مثل هذا اليوم، تنيح القديس الأنبا بولا",  # the record's own opening
        "في مزمور 33، صن لسانك عن الشر",  # "in" alone says nothing found there
    ],
)
def test_a_plain_comma_ends_no_lead_in_without_according_or_found(text: str) -> None:
    assert source_lead(text) is None


def test_a_name_keeps_its_last_word_that_folds_as_a_preposition_and_a_number_word() -> None:
    assert source_lead("Fi مقالة محمد علي maktoob keda: «وهو صاحب أسرع لكمة»") == ("محمد علي", "«وهو صاحب أسرع لكمة»")
    assert source_lead("ينص المزمور رقم 10 على الآتي: «تأوه الودعاء»")[0].startswith("المزمور رقم 10")
    assert source_lead("جاي في المزمور 34: «ذوقوا وانظروا»") == ("المزمور 34", "«ذوقوا وانظروا»")


@pytest.mark.parametrize(
    ("source", "title", "metadata"),
    [
        ("رسالة أفسس في أصحاحها 4", "أفسس 4", {}),
        ("سفر الرؤيا في أصحاحه 8", "رؤيا يوحنا 8", {}),
        ("إنجيل يوحنا في أصحاحه 12", "يوحنا 12", {}),
        ("مقالة تشي جيفارا", "تشي جيفارا", {}),
        ("مقالة أم كلثوم", "أم كلثوم (مطربة)", {}),
        ("المزمور رقم 10 على", "مزمور 10", {}),
        ("سنكسار 30 بؤونة", "ميلاد القديس يوحنا المعمدان", {"coptic_month": 10, "coptic_day": 30}),
    ],
)
def test_a_lead_in_names_the_cited_record(source: str, title: str, metadata: dict[str, object]) -> None:
    assert names_record(source, title, metadata)


@pytest.mark.parametrize(
    ("source", "title", "metadata"),
    [
        ("رسالة أفسس في أصحاحها 5", "أفسس 4", {}),  # another chapter
        ("رسالة رومية في أصحاحها 4", "أفسس 4", {}),  # another book
        ("مقالة محمد علي كلاي", "محمد علي", {}),  # one more word
        ("سنكسار 19 برمهات", "استشهاد القديسين", {"coptic_month": 7, "coptic_day": 9}),  # another day
    ],
)
def test_a_lead_in_naming_another_record_is_no_name_of_the_cited_one(source: str, title: str, metadata: dict[str, object]) -> None:
    assert not names_record(source, title, metadata)


def test_according_words_say_where_and_are_lead_words() -> None:
    assert ACCORDING_WORDS <= WHERE_WORDS
    assert all(lead_word(word) for word in ACCORDING_WORDS)
    assert fold("وارد") in FOUND_WORDS and fold("نشوف") in FOUND_WORDS


@pytest.mark.parametrize(
    ("answer", "claim"),
    [
        ("أي بعبارة أخرى، الحجر الذي رذله البناءون هذا أصبح رأسا للزاوية [E1].", "الحجر الذي رذله البناءون هذا أصبح رأسا للزاوية"),
        ("يعني من الآخر، احفظني من الفخ [E1].", "احفظني من الفخ"),
        ("بكلمات أخرى، وأما المتنعمة فقد ماتت وهي حية [E1].", "وأما المتنعمة فقد ماتت وهي حية"),
        ("Be ma3na tany, يا رب كثر الذين يحزنونني [E1].", "يا رب كثر الذين يحزنونني"),
    ],
)
def test_in_other_words_opening_a_sentence_is_taken_off(answer: str, claim: str) -> None:
    assert _read(answer)[0][0] == claim


def test_in_other_words_inside_a_sentence_is_no_opening() -> None:
    # not at a sentence's start: the words stay where they are (the explanation frame reads them, FAITH43)
    assert "بعبارة" in _read("قال الرب بعبارة أخرى واضحة إنه يأتي [E1].")[0][0]


@pytest.mark.parametrize(
    "answer",
    [
        "منور يا غالي، اقرا معايا: «بلغت الدولة أقصى اتساع لها» [E1].",
        "Monawar, e2ra ma3aya: «ثم أمر بقتل من لا يذبح لها» [E1].",
        "أهلا بك، هذا ما وجدته: «ثم قصد القديس ديمتريوس البابا» [E1].",
        "أيوه، والدليل: «طالبين ليلا ونهارا أوفر طلب» [E1].",
        "نعم، وهذا هو النص: «كانوا من إحدى بلاد العرب» [E1].",
    ],
)
def test_a_greeting_or_an_evidence_frame_before_the_quotation_leaves_the_quotation(answer: str) -> None:
    (text, _source), *_ = _read(answer)
    assert text.startswith("«") and text.endswith("»")


def test_the_writer_asking_god_for_the_reader_is_a_courtesy() -> None:
    assert writer_courtesy("أسأل الله أن ينفعك بها.")
    assert not writer_courtesy("أسأل الله أن يشفي المريض")  # someone else named: a claim
    assert not writer_courtesy("نسأل ونطلب من صلاحك يا محب البشر")  # the liturgy's own "we ask"
