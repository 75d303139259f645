"""What fills a place slot (answer/slot_fillers.py `_places`, `_names_place`; text/verbal_nouns.py): a place noun,
or a preposition of place before a word that may name a place. An act ("بإصدار حكم"), a time ("في حينها"), a
quantity ("في عدد"), a number, a particle with its pronoun ("من أنه") or a common noun after من ("من الحمى") is
no place (FQ16B19, fq16-111's class). Wording of my own, not any fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import states_asked
from dalil.text.normalize import fold
from dalil.text.verbal_nouns import derived_verbal_noun


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        # the event said, no place: how it was done, when, with what, of what he suffered
        ("الراهب اتعدم فين؟", "وحوكم الراهب محاكمة سريعة انتهت بإصدار أمر بإعدامه ، فنفذ فيه الحكم وهو شيخ يعاني من الحمى."),
        ("الراهب اتعدم فين؟", "وبعد أن قبض عليه من قبل الجند وحكم بإعدامه في حينها على الرغم من أنه كان مريضا."),
        ("القائد اتقتل فين؟", "وقاد القائد رجاله في عدد كبير من الغارات حتى قتل بعد عشرين عاما من القتال."),
        ("في أي مدينة مات العالم؟", "ومات العالم بعد أن أمضى عمره في تكافؤ الطاقة والمادة."),
    ],
)
def test_an_act_a_time_or_a_quantity_after_a_preposition_places_no_event(question: str, sentence: str) -> None:
    assert not states_asked(question, sentence)


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("الراهب اتولد فين؟", "وولد الراهب بطنطا سنة 1900 م."),
        ("الراهب اتولد فين؟", "وولد الراهب في الإسكندرية من أسرة غنية."),
        ("الراهب اتدفن فين؟", "ودفن الراهب بمدينة أخميم."),
        ("القائد اتعدم فين؟", "وأعدم القائد شنقا في ساحة المدينة."),
        ("في أي مدينة مات العالم؟", "ومات العالم في برينستون سنة 1955."),
    ],
)
def test_a_place_after_its_preposition_still_places_the_event(question: str, sentence: str) -> None:
    assert states_asked(question, sentence)


def test_the_verbal_nouns_of_derived_verbs_are_read_by_shape_not_place_names() -> None:
    acts = "إصدار إعدامه اعتراف انتقال استشهاد تعذيب تكافؤ محاكمة"
    places = "الإسكندرية أسيوط أخميم أورشليم أنطاكية قيصرية دمشق طنطا إسنا أبنوب"
    assert all(derived_verbal_noun(fold(word)) for word in acts.split())
    assert not any(derived_verbal_noun(fold(word)) for word in places.split())


def test_a_kin_word_beside_the_subject_names_no_one_elses_brother() -> None:
    # "X أخو Y": another saint's brother is not X; X himself is
    question = "سمعان أخو يوساب اتقتل فين؟"
    assert not states_asked(question, "وفي مثل هذا اليوم استشهد القديس بقطر أخو القديس أبانوب في مدينة أنصنا.")
    assert states_asked(question, "وقتل سمعان في مدينة أنصنا.")


@pytest.mark.parametrize(
    ("question", "sentence", "title"),
    [
        # a name or an office whose own first letter is ب is no "ب + place" (WRONGREC21, fq13-098)
        ("أين تنيح الأنبا بيجول؟", "في مثل هذا اليوم تنيح القديس العظيم الانبا بيجول أسقف مدينته .", "نياحة الانبا بيجول"),
        ("أين استشهد القديس بقطر؟", "في مثل هذا اليوم استشهد القديس الجليل بقطر بن رومانوس .", "استشهاد القديس بقطر"),
        ("أين تنيح القديس ساويرس؟", "في مثل هذا اليوم تنيح القديس ساويرس بطريرك رومية .", "نياحة القديس ساويرس"),
        ("الأنبا يوساب اتنيح فين؟", "في مثل هذا اليوم تنيح البابا يوساب بابا الكرازة .", "نياحة البابا يوساب"),
    ],
)
def test_a_name_or_an_office_beginning_with_ba_places_no_event(question: str, sentence: str, title: str) -> None:
    assert not states_asked(question, sentence, [title])


@pytest.mark.parametrize(
    ("question", "sentence", "title"),
    [
        ("أين تنيح الأنبا بيجول؟", "وتنيح الانبا بيجول بالبرية الشرقية .", "نياحة الانبا بيجول"),
        ("البابا يوساب اتولد فين؟", "ولد هذا الأب بقرية النخيلة من أعمال أسيوط .", "نياحة البابا يوساب"),
        ("أين استشهد القديس بقطر؟", "واستشهد القديس بقطر بأنصنا .", "استشهاد القديس بقطر"),
    ],
)
def test_a_place_after_a_glued_ba_still_places_the_event(question: str, sentence: str, title: str) -> None:
    assert states_asked(question, sentence, [title])


def test_the_office_asked_before_a_name_says_its_see() -> None:
    """"كان بابا فين" asks the see: the office asked before a name says it ("بابا رومية"), though a ب-office
    places no event (above)."""
    sentence = "في مثل هذا اليوم استشهد القديس فابيانوس بابا رومية ."
    assert states_asked("فابيانوس كان بابا فين", sentence, ["استشهاد القديس فابيانوس"])
    assert not states_asked("أين استشهد القديس فابيانوس", sentence, ["استشهاد القديس فابيانوس"])
