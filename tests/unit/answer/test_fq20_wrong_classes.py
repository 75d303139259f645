"""The classes fresh-questions-20 found answered wrongly on first contact (issue 19, FQ20WRONG34): an ordinal
asked that the sentence does not state (fq20-035, fq20-061), what X said to Y answered by Y's own words
(fq20-036), a count of kin answered by a kin word with no number (fq20-082), a kin's name answered by a
verb or a noun before the kin word (fq20-091), and a liturgy's heading read as a line (fq20-009). The
questions and sentences are this test's own (the store-wide runs are in benchmarks/trust/RESULTS.md)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import asked_problem
from dalil.answer.elative_asked import asked_elative, elative_stated
from dalil.answer.said_asked import said_problem
from dalil.text.rubrics import heading_lines, read_exchange, turns

# --- an ordinal asked -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "key"),
    [
        ("ما أول كنيسة اتبنت في الإسكندرية؟", "#1"),
        ("مين آخر واحد اتنيح من الرسل؟", "#last"),
        ("بولس كان تالت واحد اتكلم؛ فمن كان الأول؟", "#1"),
        ("مرقس كان أول بطريرك، فمن كان الثاني؟", "#2"),
        ("ما هي الأولى بين رسائل بولس؟", "#1"),
    ],
)
def test_the_ordinal_after_the_question_word_is_asked(question: str, key: str) -> None:
    assert asked_elative(question) == key


@pytest.mark.parametrize(
    "question",
    ["الكنيسة اتبنت من الأول ولا اتجددت؟", "ما اسم أول بطريرك؟", "صلى كام مرة من أول اليوم"],
)
def test_an_ordinal_elsewhere_is_not_asked(question: str) -> None:
    assert asked_elative(question) is None


def test_a_sentence_without_the_rank_does_not_answer_the_ordinal() -> None:
    question = "يوسف كان تالت واحد اتعمد في القرية؛ فمن كان الأول؟"
    premise = "وكان يوسف ثالث من اعتمد في تلك القرية على يد الأسقف."
    assert asked_problem(question, [premise]) is not None
    assert asked_problem(question, ["وكان الشماس أنطونيوس أول من اعتمد في تلك القرية."]) is None


def test_an_ordinal_qualified_by_another_deed_is_not_the_one_asked() -> None:
    sentence = "كان دير القديس مقار آخر هذه الأديرة بناءً، وكان أولها خراباً في غارات البربر."
    assert not elative_stated("#1", [sentence], "ما أول دير من الأديرة الأربعة اتبنى؟")
    assert elative_stated("#1", [sentence], "ما أول دير من الأديرة الأربعة اتخرب؟")
    assert elative_stated("#last", [sentence], "ما آخر دير اتبنى من الأديرة الأربعة؟")
    assert elative_stated("#1", ["وكان أولهم إيمانا بالمسيح."], "")


def test_the_adverb_states_the_rank() -> None:
    assert asked_problem("المسيح قال نطلب إيه الأول", ["لكن اطلبوا أولاً ملكوت الله وبره."]) is None


# --- a count of kin asked ---------------------------------------------------------------------------


@pytest.mark.parametrize(("question", "head"), [("القديس كان عنده كام أخ؟", "اخ"), ("كم ابنا كان له؟", "ابنا"), ("كام بنت خلفت؟", "بنت")])
def test_a_short_kin_word_after_how_many_is_the_counted_noun(question: str, head: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "count" and slot.head == (head,)


def test_a_kin_word_without_a_number_counts_no_siblings() -> None:
    question = "الأنبا شنودة كان عنده كام أخ وأخت؟"
    described = "بعد ثورة 1919 رحل الأنبا شنودة إلى الدير وترك في القرية أمه العجوز وأخته الصغرى."
    assert asked_problem(question, [described]) is not None
    assert asked_problem(question, ["وكان للأنبا شنودة ثلاثة إخوة وأختان."]) is None


# --- a kin's name: no verb nor noun before the kin word --------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "وفي تلك الأيام هربت زوجة الأمير يوحنا الكبير إلى الصعيد مع أولادها.",
        "وخدمه بكل الأمانة وتزوج الأمير يوحنا بعد ذلك بسنين.",
    ],
)
def test_a_verb_or_a_noun_before_the_kin_word_names_no_one(sentence: str) -> None:
    assert asked_problem("ما اسم زوجة الأمير يوحنا الكبير؟", [sentence]) is not None


def test_a_name_in_apposition_before_the_kin_word_names_her() -> None:
    question = "ما اسم زوجة الأمير يوحنا الكبير؟"
    assert asked_problem(question, ["وكانت القديسة أناسيمون زوجة الأمير يوحنا الكبير تحب الفقراء."]) is None


# --- what X said to Y, answered by Y's words -------------------------------------------------------


def test_the_addressee_asked_speaking_the_line_is_not_said_to() -> None:
    question = "ماذا قال الأسقف للشاب الذي جاء يطلب الرهبنة؟"
    own = "فلما رآه الأسقف سأله عن حاله فأطرق الشاب وقال : إني أريد أن أترك العالم وأعيش في البرية ."
    assert said_problem(question, [own]) is not None
    assert said_problem(question, ["فقال الأسقف للشاب : اذهب إلى الدير وامكث فيه ثلاثة أيام ."]) is None
    assert said_problem(question, ["فقال له الشاب : باركني يا أبي فإني أريد الرهبنة ."]) is not None


# --- a liturgy's heading line ----------------------------------------------------------------------

_RITE = "الكاهن: السلام لجميعكم.\nالشعب: ومع روحك أيضاً.\nصلاة الصلح\nالكاهن: يا الله العظيم الأبدي الذي جبل الإنسان.\nوأعطيته نعمة."


def test_a_heading_between_two_turns_is_no_line_of_either() -> None:
    assert [_RITE[a:b] for a, b in heading_lines(_RITE)] == ["صلاة الصلح"]
    people = [t for t in turns(_RITE) if t.speaker == "الشعب"]
    assert [[_RITE[a:b] for a, b in t.lines] for t in people] == [["الشعب: ومع روحك أيضاً."]]


def test_an_excerpts_first_line_is_no_heading_of_a_turn_above() -> None:
    opening = "أوشية المياه\nالكاهن: تفضل يا رب مياه النهر.\nالشماس: أطلبوا عن صعود مياه الأنهار."
    assert heading_lines(opening) == []


def test_the_response_after_a_heading_is_still_read() -> None:
    exchange = read_exchange("لما الكاهن يقول السلام لجميعكم الشعب بيرد بإيه؟", [_RITE])
    assert exchange is not None and exchange.response is not None
    assert _RITE[exchange.response[0] : exchange.response[1]] == "الشعب: ومع روحك أيضاً."
