"""Answerable questions the product declined (LOST39, issue 19): a birthplace or home town written the way the
records write it, and a sentence cut inside a bracket. Wording of my own on invented records; each class has twins
that must still decline (the town of another event, another person's town)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import expected_type, satisfies
from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import asked_problem, born_place_terms, states_asked
from dalil.answer.slot_fillers import born_at
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings
from dalil.text.normalize import fold
from dalil.text.quotation import quotation_problem
from dalil.text.support import split_sentences

# --- a sentence is not cut inside a bracket or a quotation ------------------------------------------------------


def test_a_semicolon_inside_brackets_does_not_end_the_sentence() -> None:
    text = (
        "ابن النفيس (بالعربية الفصحى: علاء الدين؛ وباللاتينية: Ibn al-Nafis؛ وبالفارسية: نفيس) طبيب عربي "
        "اكتشف الدورة الدموية الصغرى سنة 1242. وتوفي في القاهرة."
    )
    assert split_sentences(text) == [text[: text.index("1242.") + 5], "وتوفي في القاهرة."]


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        # a question mark inside «» with more of the quotation after it
        ("فقال له «من أنت؟ ومن أين أتيت» فسكت الرجل. ثم مضى.", ["فقال له «من أنت؟ ومن أين أتيت» فسكت الرجل.", "ثم مضى."]),
        # a period inside square brackets
        ("قال الوالي [في المحضر. الأول] كلاما كثيرا. ثم سكت.", ["قال الوالي [في المحضر. الأول] كلاما كثيرا.", "ثم سكت."]),
        # a quotation that ends with its own terminator still ends the sentence, as before
        ('فقال له: "من أنت؟" فقال: "أنا هو".', ['فقال له: "من أنت؟"', 'فقال: "أنا هو".']),
        # a bracket never closed on its line protects nothing
        ("وكان الملك (وهو شاب. ثم كبر", ["وكان الملك (وهو شاب.", "ثم كبر"]),
        # a line break ends a sentence even inside a bracket that closes on a later line
        ("وقال (هذا\nوذاك) تم", ["وقال (هذا", "وذاك) تم"]),
    ],
)
def test_the_splitter_keeps_what_a_bracket_or_quotation_encloses(text: str, sentences: list[str]) -> None:
    assert split_sentences(text) == sentences


def test_a_quotation_of_one_piece_of_an_enclosed_sentence_is_still_a_quotation() -> None:
    # the excerpt's sentence now runs through the quoted words; a model quoting the first of them quotes as before
    excerpt = 'فقال الراهب " لقد ظننت أنني سأعيش مائة سنة أخرى، ولهذا توانيت . والآن يجب أن أجاهد كثيرا ".'
    assert quotation_problem('فقال الراهب " لقد ظننت أنني سأعيش مائة سنة أخرى، ولهذا توانيت [E1].', excerpt) is None
    assert quotation_problem(f"{excerpt} [E1]", excerpt) is None
    assert quotation_problem('فقال الراهب " لقد ظننت أنني سأعيش مائة سنة أخرى، ولهذا جاهدت [E1].', excerpt) is not None


def test_the_offline_answerer_answers_from_a_sentence_with_a_bracketed_aside() -> None:
    excerpt = (
        "ابن النفيس (بالعربية الفصحى: علاء الدين؛ وباللاتينية: Ibn al-Nafis؛ وبالفارسية: نفيس) طبيب عربي "
        "اكتشف الدورة الدموية الصغرى سنة 1242."
    )
    # the record's title names no one: the sentence itself must keep its subject, cut off at "؛" on main
    record = Evidence(evidence_id="E1", chunk_id="arcd:x/0", title="تاريخ الطب العربي", excerpt=excerpt)
    payload = ExtractiveProvider(Settings()).answer("ابن النفيس اكتشف الدورة الدموية الصغرى سنة كام", [record])
    assert payload.status == "answered" and "1242" in payload.answer
    assert payload.answer.startswith("ابن النفيس (")


# --- a birthplace with its ب glued ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("verb", "word", "place"),
    [
        ("ولد", "بدمنهور", True),
        ("وولدت", "بقليوب", True),
        ("ولدت", "ببلدة", True),
        ("ولد", "بعد", False),  # a time, not a place
        ("تنيح", "بسلام", False),  # another verb: "in peace"
        ("ولد", "بها", False),  # a pronoun
        ("ولد هذا الأب", "ببلدة", True),  # the verb before the anaphor
        ("ولد الملك", "بطرس", False),  # not after the verb
    ],
)
def test_a_birth_place_with_a_glued_b(verb: str, word: str, place: bool) -> None:
    words = fold(f"{verb} {word}").split()
    assert born_at(words, len(words) - 1) is place


@pytest.mark.parametrize(
    ("question", "sentence", "answers"),
    [
        ("في أي مدينة ولد القديس بفنوتيوس؟", "وقد ولد بدمنهور من أبوين مسيحيين .", True),
        ("القديس بفنوتيوس اتولد في انهي بلد", "وقد ولد بدمنهور من أبوين مسيحيين .", True),
        ("في أي قرية ولدت القديسة دميانة؟", "ولدت بقرية الزعفرانة من أب والي .", True),
        # another event's town: the martyrdom, not the birth
        ("في أي مدينة ولد القديس بفنوتيوس؟", "وقد استشهد بدمنهور بعد عذاب كثير .", False),
        ("في أي مدينة استشهد القديس بفنوتيوس؟", "وقد ولد بدمنهور من أبوين مسيحيين .", False),
    ],
)
def test_the_birthplace_asked_by_which_town_is_stated_with_a_glued_b(question: str, sentence: str, answers: bool) -> None:
    title = ["استشهاد القديس بفنوتيوس"] if "بفنوتيوس" in question else ["استشهاد القديسة دميانة"]
    assert (satisfies(expected_type(question), sentence, question, title) and states_asked(question, sentence, title)) is answers


def test_the_scorer_counts_the_place_unit_held_by_a_glued_b() -> None:
    question = "في أي بلدة ولد القديس بفنوتيوس؟"
    assert born_place_terms(question, "وقد ولد بدمنهور من أبوين مسيحيين .")
    assert not born_place_terms(question, "وقد استشهد بدمنهور بعد عذاب كثير .")
    assert not born_place_terms("في أي بلدة استشهد القديس بفنوتيوس؟", "وقد ولد بدمنهور من أبوين مسيحيين .")


def _record(excerpt: str, title: str = "استشهاد القديس بفنوتيوس الدمنهوري") -> Evidence:
    return Evidence(evidence_id="E1", chunk_id="syn:01-01#9/0", title=title, excerpt=excerpt)


def test_the_offline_answerer_answers_a_birthplace_written_with_a_glued_b() -> None:
    record = _record(
        "في مثل هذا اليوم استشهد القديس بفنوتيوس . وقد ولد بطوخ من أبوين مسيحيين وربياه تربية حسنة . "
        "ولما كبر مضى إلى الوالي واعترف بالمسيح فعذبه كثيرا ."
    )
    payload = ExtractiveProvider(Settings()).answer("في أي بلدة ولد القديس بفنوتيوس؟", [record])
    assert payload.status == "answered" and "بطوخ" in payload.answer
    twin = ExtractiveProvider(Settings()).answer("في أي بلدة استشهد القديس بفنوتيوس؟", [record])
    assert twin.status != "answered"


# --- a home town: "من أهل X", "أصله من" -------------------------------------------------------------------------


def test_from_the_people_of_which_town_asks_whence() -> None:
    slot = asked_slot("الأنبا بفنوتيوس كان من أهل أي مدينة؟")
    assert slot is not None and slot.kind == "place" and slot.preposition == "من"
    origin = asked_slot("الأنبا بفنوتيوس أصله من أي بلد؟")
    assert origin is not None and origin.preposition == "من" and origin.head == ()  # his origin is no event to tell


@pytest.mark.parametrize(
    ("question", "answers"),
    [
        ("الأنبا بفنوتيوس كان من أهل أي مدينة؟", True),
        ("الأنبا بفنوتيوس أصله من أي بلد؟", True),
        ("الأنبا بفنوتيوس كان من أي بلدة؟", True),
        # his mother's, his wife's, his father's town: another person's, not said
        ("أم الأنبا بفنوتيوس كانت من أي بلدة؟", False),
        ("زوجة الأنبا بفنوتيوس كانت من أهل أي مدينة؟", False),
        ("أبو القديس بفنوتيوس كان من أي بلدة؟", False),
    ],
)
def test_a_home_town_said_as_of_the_people_of(question: str, answers: bool) -> None:
    sentence = "في مثل هذا اليوم تنيح الأنبا بفنوتيوس وكان هذا الأب من أهل طوخ ."
    title = ["نياحة الأنبا بفنوتيوس"]
    assert (satisfies(expected_type(question), sentence, question, title) and states_asked(question, sentence, title)) is answers


def test_a_kin_is_asked_of_where_the_sentence_says_the_kin() -> None:
    question = "أم القديس بفنوتيوس كانت من أي بلدة؟"
    title = ["نياحة القديس بفنوتيوس"]
    assert states_asked(question, "وكانت أمه من أهل طوخ .", title)


def test_born_before_a_title_is_no_child_of_the_saint() -> None:
    # "ولد القديس …" is the verb of the birth, not "the saint's child": the saint's own town answers
    question = "في أي مدينة ولد القديس بفنوتيوس أسقف طوخ؟"
    sentence = "في مثل هذا اليوم تنيح القديس بفنوتيوس أسقف مدينة طوخ ، وقد ولد بمدينة تدعى قليوب من أبوين مسيحيين ."
    assert asked_problem(question, [sentence], ["نياحة القديس بفنوتيوس أسقف طوخ"]) is None
