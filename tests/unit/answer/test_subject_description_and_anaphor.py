"""Who the asked fact is about (answer/asked_subject.py, answer/anaphor.py, issue 19). Wording of my own,
none of any fixture's, MSA and Egyptian:
- what describes the subject (a relative clause before the ask, a role before its name, a nisba after
  it) identifies the subject; it is not a word of the asked event;
- a sentence that points back ("هذا النبي", "تلك الملكة", "الأخير") is about its record's person, or
  one named before the anaphor, never a name it says after it;
- "من الذي / مين اللي + verb" asks the doer of that deed: a sentence naming only the one it was done
  to does not answer."""

from __future__ import annotations

import pytest

from dalil.answer.anaphor import anaphor_at, naming_words
from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import states_asked
from dalil.text.normalize import fold

# --- 1. the subject's description is not the asked event's word ----------------------------------

_MARTYRDOM = "في هذا اليوم استشهد القديس بسادة من أهل طحا وقطعوا رأسه بالسيف."
_BURIAL = "وأخذ المؤمنون جسد القديس بسادة ودفنوه في مدينة أخميم."


@pytest.mark.parametrize(
    "question",
    [
        "بسادة اللي من طحا اتدفن فين",  # Egyptian, the verb after the description
        "بسادة الذي من طحا، أين دفن؟",  # MSA, the question word after it
        "بسادة اللي من طحا في انهي بلد اتدفن",  # the question word before its verb
        "القديس بسادة اللي من طحا اتدفن فين؟",
    ],
)
def test_a_relative_clause_that_describes_the_subject_is_not_the_asked_event(question: str) -> None:
    titles = ["استشهاد القديس بسادة"]
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "place"
    # his town (طحا) is who he is: his martyrdom sentence does not place his burial
    assert not states_asked(question, _MARTYRDOM, titles)
    assert states_asked(question, _BURIAL, titles)


def test_the_ask_after_a_description_opens_with_its_own_verb() -> None:
    """ "اللي اتولد في أسيوط عاش كام سنة": the birth describes him; the span asked is of عاش."""
    question = "الراهب اللي اتولد في أسيوط عاش كام سنة"
    slot = asked_slot(question)
    assert slot is not None and (slot.kind, slot.head) == ("duration", ("عاش",))
    titles = ["نياحة الراهب يوساب"]
    assert states_asked(question, "وعاش الراهب يوساب في البرية ستين سنة.", titles)
    assert not states_asked(question, "وولد الراهب يوساب في أسيوط سنة 1200 ولبث في بيت أبيه عشرين سنة.", titles)


@pytest.mark.parametrize(
    ("question", "kind", "head"),
    [
        # the unit of the year asked is the question word's, not a verb ("سنة كام")
        ("الدير اللي في وادي النطرون اتبنى سنة كام", "year", ("اتبني",)),
        # the office the verb makes him and the one governing أي are not verbs ("اترسم أسقف على أنهي مدينة")
        ("يعقوب الرسول اللي من الاتناشر اترسم اسقف على انهي مدينه", "place", ("اترسم",)),
        ("الراهب اللي من دير الأنبا مقار اترسم سنة كام", "year", ("اترسم",)),
    ],
)
def test_the_ask_opens_at_its_verb_not_at_a_unit_or_office(question: str, kind: str, head: tuple[str, ...]) -> None:
    slot = asked_slot(question)
    assert slot is not None and (slot.kind, slot.head) == (kind, head)


def test_a_role_before_the_name_describes_the_subject() -> None:
    """ "القائد طومانيوس": his role names him; a sentence of another event repeating it places nothing."""
    question = "في أي مدينة دفن القائد طومانيوس؟"
    assert not states_asked(question, "عاش القائد طومانيوس في مدينة صور سنين كثيرة.")
    assert states_asked(question, "ودفن القائد طومانيوس في مدينة صور.")


def test_a_relative_clause_after_the_ask_still_describes_a_person_asked_by_role() -> None:
    """Unchanged: "مين الملك اللي …" reads the clause as which king (`slot.clause_object`)."""
    slot = asked_slot("مين الملك اللي نقل جسد الشهيد؟")
    assert slot is not None and slot.head == ("الملك",) and slot.clause_object[:1] == ("نقل",)


# --- 2. an anaphor is about its record's person ----------------------------------------------------


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("يونان النبي عاش كام سنة", "وعاش هذا النبي تسعين سنة ثم تنيح بسلام."),
        ("كم سنة عاش يونان النبي؟", "وعاش هذا النبي تسعين سنة ثم تنيح بسلام."),
        # a name said after the anaphor is not whom it is about
        ("كم سنة عاش يونان النبي؟", "وعاش هذا النبي الذي سمع بخبر يونان تسعين سنة."),
        ("الملكة هيلانة اتولدت سنة كام", "وولدت تلك الملكة سنة 250 في مدينة الرها."),
        ("في أي سنة ولد الأنبا شنودة؟", "وقد ولد هذا القديس سنة 348 للميلاد."),
        ("كان عنده كام سنة الأنبا شنودة لما اترهبن", "وترهبن هذا القديس وعمره تسع سنين."),
    ],
)
def test_a_sentence_that_points_back_is_about_its_own_record(question: str, sentence: str) -> None:
    other = ["نياحة ميخا النبي"] if "النبي" in sentence else ["نياحة القديس بيجول"]
    assert not states_asked(question, sentence, other)


@pytest.mark.parametrize(
    ("question", "sentence", "title"),
    [
        ("يونان النبي عاش كام سنة", "وعاش هذا النبي تسعين سنة ثم تنيح بسلام.", "نياحة يونان النبي"),
        ("كم سنة عاش يونان النبي؟", "وعاش يونان تسعين سنة ثم تنيح بسلام.", "نياحة ميخا النبي"),
        # named before the anaphor in its own sentence: he is its antecedent
        ("كم سنة عاش يونان النبي؟", "وبشر يونان أهل نينوى، وعاش هذا النبي تسعين سنة.", "نياحة ميخا النبي"),
        ("في أي سنة ولد الأنبا شنودة؟", "وقد ولد هذا القديس سنة 348 للميلاد.", "نياحة الأنبا شنودة رئيس المتوحدين"),
    ],
)
def test_the_anaphor_answers_for_its_own_person(question: str, sentence: str, title: str) -> None:
    assert states_asked(question, sentence, [title])


def test_what_is_an_anaphor() -> None:
    def at(sentence: str) -> int | None:
        return anaphor_at(fold(sentence).split())

    assert at("وعاش هذا النبي سبعين سنة") == 1
    assert at("فلما سمع الأخير بذلك مضى") == 2
    # a time, a thing, an adjective or an object of a preposition points to no subject
    assert at("في مثل هذا اليوم تنيح البار") is None
    assert at("وكتب هذا الكتاب في البرية") is None
    assert at("وفي اليوم الأخير من الشهر") is None
    assert at("وأرسل الملك إلى هذا النبي") is None
    assert naming_words(fold("ومضى يونان إلى نينوى").split()) == fold("ومضى يونان إلى نينوى").split()


# --- 3. who did the deed in a relative clause -----------------------------------------------------


@pytest.mark.parametrize(
    "question",
    ["من الذي قتل ميخا النبي؟", "مين اللي قتل ميخا النبي", "من هو الذي قتل ميخا النبي؟", "مين هو اللي قتل ميخا النبي؟"],
)
def test_who_did_the_deed_of_a_relative_clause_is_its_doer(question: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.agent and slot.head == ("قتل",)
    titles = ["نياحة ميخا النبي"]
    # the one it was done to, or his death, names no doer
    assert not states_asked(question, "وقيل إن هذا النبي مات قتيلا في أيام الملك.", titles)
    assert not states_asked(question, "في هذا اليوم تنيح ميخا النبي بسلام.", titles)
    assert states_asked(question, "فقتله يورام الملك لأنه وبخه.", titles)


def test_a_cleft_of_another_verb_asks_its_doer_too() -> None:
    question = "مين اللي بنى دير الأنبا بيشوي؟"
    assert asked_slot(question) is not None and asked_slot(question).agent
    assert not states_asked(question, "وتنيح الأنبا بيشوي بسلام في جبل أنصنا.")
    assert states_asked(question, "وبنى الملك زينون دير الأنبا بيشوي بعد خرابه.")


def test_a_clause_that_tells_no_deed_is_not_a_cleft() -> None:
    """ "مين اللي كان …" tells a state, no deed: read as before (any statement of the person)."""
    slot = asked_slot("مين اللي كان أسقف أخميم وقت المجمع؟")
    assert slot is None or not slot.agent


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # a kin noun with its pronoun is one person: the doer, before the verb in its clause
        ("مين اللي بلّغ الوالي عن الشماس؟", "وكان أخوه جنديا في المدينة فأبلغ الوالي عنه.", True),
        # a name after the doer's epithets ("القائد الفرنسي الشجاع جان")
        ("من الذي قاد الجيش إلى النوبة؟", "وسار إلى النوبة الجيش الذي قاده القائد الفرنسي الشجاع جان.", True),
        # the deed said of the one it was done to, with no one else in its clause
        ("من الذي قاد الجيش إلى النوبة؟", "وقاد الجيش إلى النوبة في الشتاء.", False),
    ],
)
def test_the_doer_is_read_where_a_relation_or_epithets_name_him(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence) is ok


@pytest.mark.parametrize(
    "question",
    ["من الذي هرب إليه الشماس في البرية؟", "مين اللي ظهر له الملاك في الحلم؟", "مين اللي اتكلم عنه البابا في العظة؟"],
)
def test_a_pronoun_that_refers_back_makes_the_one_asked_no_doer(question: str) -> None:
    """The one fled to, appeared to, spoken of: the clause's doer is another (الشماس, الملاك, البابا)."""
    slot = asked_slot(question)
    assert slot is None or not slot.agent


# --- wording NOT designed for: what it does today -------------------------------------------------


def test_undesigned_wording_behaves_as_recorded() -> None:
    # an origin said without a relative pronoun ("بسادة من طحا اتدفن فين") is read as a word of the
    # event: his martyrdom sentence, which repeats طحا, still places his burial
    assert states_asked("القديس بسادة من طحا اتدفن فين", _MARTYRDOM, ["استشهاد القديس بسادة"])
    # a plural cleft ("من الذين قتلوا X") and "على إيد مين" read no doer
    assert asked_slot("من الذين قتلوا ميخا النبي؟") is None
    assert asked_slot("ميخا النبي اتقتل على إيد مين؟") is None


def test_a_name_in_apposition_after_an_anaphor_is_still_a_doer() -> None:
    """ "وقتل هذا الملك هيرودس يعقوب": the name after "هذا الملك" is his; "هذا النبي مات" is a verb."""
    question = "من الذي قتل يعقوب الرسول؟"
    assert states_asked(question, "وقتل هذا الملك هيرودس يعقوب الرسول بالسيف.")
    assert not states_asked(question, "وقيل إن هذا الرسول مات قتيلا بالسيف.")
