"""fresh-questions-26's answers of another kind (FQ26KIND41, issue 19: the answer answers the question).

- a prediction asked ("مين هيكسب الدوري السنه دي"): no record states who will win (`text/prediction.py`);
- a count asked ("كام واحد", "كم جرة"), answered by a number of another kind: a compound number of years
  ("ثماني عشر سنة") counts no people; "كم + a three-letter ة noun" counts that noun, not any number;
- an age asked by "أي سن": said by a number of years, not by "سن الزواج";
- what a man said ("ماذا قال يسوع"), answered by a woman's line ("فوقفت وقالت: …").

Each class with twins that DO state what is asked, so that over-declining shows. New wording, not the
fresh set's.
"""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import PREDICTION_ASKED, answer_type_problem, expected_type, present_time_question
from dalil.answer.asked_reading import asked_slot
from dalil.answer.said_asked import said_problem, said_voice
from dalil.text.prediction import asks_prediction


@pytest.mark.parametrize(
    ("question", "predicts"),
    [
        ("مين هتكسب كاس الامم السنه دي مصر ولا المغرب", True),
        ("من سيفوز بالدوري الإنجليزي هذا الموسم؟", True),
        ("هل سيفوز الزمالك بالبطولة؟", True),
        ("هل هيخسر المنتخب الماتش بكره؟", True),
        ("مين حيتأهل لكاس العالم الاهلي ولا الوداد", True),
        ("الاسماعيلي هيعمل ايه الموسم الجاي", True),  # a coming time beside a future verb
        ("ماذا سيحدث في مصر العام القادم؟", True),
        # twins: a future verb alone is what a text says will be; a past contest is a record's
        ("من سيرث الأرض حسب عظة الجبل؟", False),
        ("ماذا سيحدث في يوم الدينونة؟", False),
        ("مين كسب الدوري المصري سنة 1949؟", False),
        ("من فاز بكأس العالم 2010؟", False),
        ("هنعيد لمين بكره في الكنيسة", False),  # the day's commemoration
        ("مين القديس اللي هنحتفل بيه بكره", False),
        # winning and losing as a teaching: a condition, or a text read (the lead's review)
        ("ماذا سيخسر الإنسان لو ربح العالم كله؟", False),
        ("مين هيغلب في الآخر حسب سفر الرؤيا", False),
        ("هيكسب ايه اللي يترك بيته علشان المسيح في الانجيل", False),
    ],
)
def test_prediction_asked(question: str, predicts: bool) -> None:
    assert asks_prediction(question) is predicts


def test_a_prediction_is_answered_by_no_sentence() -> None:
    answer = "النادي الأهلي نادٍ رياضي مصري محترف يلعب في الدوري المصري الممتاز وفاز به أكثر من أربعين مرة."
    assert answer_type_problem("مين هيكسب الدوري السنه دي الاهلي ولا الزمالك", answer) == PREDICTION_ASKED
    assert answer_type_problem("من سيفوز بالدوري المصري؟", answer) == PREDICTION_ASKED
    assert answer_type_problem("هل النادي الأهلي يلعب في الدوري المصري الممتاز؟", answer) != PREDICTION_ASKED


def test_this_year_is_asked_now() -> None:
    assert present_time_question("مين بطل الدوري السنه دي")
    assert present_time_question("كم عدد سكان القاهرة هذا العام؟")
    assert not present_time_question("كم عدد سكان القاهرة سنة 1990؟")


@pytest.mark.parametrize(
    ("question", "answer", "stated"),
    [
        # a compound number of years counts no people
        ("صلاة الجنازة على البابا حضرها كام واحد", "ولما تنيح البابا مرض تلميذه خمسة عشر سنة .", False),
        ("كم شخصا حضروا دفن الأسقف؟", "وبقي الأسقف على كرسيه ثلاثة وعشرين سنة .", False),
        ("صلاة الجنازة على البابا حضرها كام واحد", "وحضر صلاة الجنازة على البابا أكثر من خمسة آلاف نفس .", True),
        ("كم شخصا حضروا دفن الأسقف؟", "وحضر دفن الأسقف نحو 300 شخص من الكهنة والشعب .", True),
        # كم + a three-letter ة noun counts that noun
        ("كم جرة زيت ملأت الأرملة؟", "وكانت الأرملة من المدينة التي يسكنها الاثنا عشر تلميذا .", False),
        ("كام قفة فضلت بعد ما الجموع اكلت", "وكان الآكلون نحو خمسة آلاف رجل .", False),
        ("كم جرة زيت ملأت الأرملة؟", "فملأت الأرملة سبع جرار زيتا .", True),
        ("كام قفة فضلت بعد ما الجموع اكلت", "ثم رفعوا ما فضل من الكسر اثنتي عشرة قفة مملوءة .", True),
        ("كم مرة أنكر بطرس المسيح؟", "فأنكر بطرس المسيح ثلاث مرات قبل صياح الديك .", True),  # مرة stays a count of times
        # an age asked by "أي سن"
        ("في أي سن ترهبت القديسة؟", "ولما بلغت سن الرهبنة ترهبت القديسة في دير العذارى .", False),
        ("القديس اترسم قسيس في انهي سن", "ولما كبر القديس في السن رسموه قسا على الكنيسة .", False),
        ("في أي سن ترهبت القديسة؟", "وترهبت القديسة في دير العذارى وهي في الثامنة عشرة من عمرها .", True),
        ("القديس اترسم قسيس في انهي سن", "ورسموه قسيسا وكان عمره ثلاثين سنة .", True),
    ],
)
def test_number_of_the_asked_kind(question: str, answer: str, stated: bool) -> None:
    assert (answer_type_problem(question, answer) is None) is stated


def test_an_age_asked_by_which_is_a_number() -> None:
    assert expected_type("في أي سن رفضت القديسة الزواج؟") == "number"
    assert expected_type("القديس اترسم قسيس في انهي سن") == "number"
    assert expected_type("في أي مدينة ولدت القديسة؟") == "place"


def test_the_slots_read() -> None:
    jar = asked_slot("كم جرة ماء كانت في العرس؟")
    assert jar is not None and jar.kind == "count" and jar.head == ("جره",)
    age = asked_slot("في أي سن رفضت القديسة الزواج؟")
    assert age is not None and age.kind == "age"
    times = asked_slot("كم مرة أنكر بطرس؟")
    assert times is not None and times.head == ()


@pytest.mark.parametrize(
    ("question", "sentences", "stated"),
    [
        ("ماذا قال بطرس حين سمع صياح الديك؟", ["فنظرت إليه جارية وقالت: وأنت كنت مع يسوع الناصري."], False),
        ("مريم المجدلية قالت ايه لما شافت القبر فاضي", ["فقال لها يسوع: يا امرأة، لماذا تبكين؟ من تطلبين؟"], False),
        ("ماذا قال بطرس عن المرأة حين أنكره؟", ["فنظرت إليه جارية وقالت: وأنت كنت مع يسوع الناصري."], False),
        ("العدرا قالت ايه للملاك", ["فأجاب الملاك وقال لها: الروح القدس يحل عليك."], False),
        ("مريم المجدلية قالت ايه لما شافت القبر فاضي", ["فقالت لهما: إنهم أخذوا سيدي، ولست أعلم أين وضعوه."], True),
        ("ماذا قال يسوع لمرثا عن أختها؟", ["فأجاب يسوع وقال لها: مرثا، مرثا، أنت تهتمين وتضطربين لأجل أمور كثيرة."], True),
        ("العدرا قالت ايه للملاك", ["فقالت مريم للملاك: هوذا أنا أمة الرب."], True),
        # a plural line ("قالوا") is read as neither
        ("ماذا قال التلاميذ للمعلم؟", ["فقالوا للمعلم: يا معلم، أما يهمك أننا نهلك؟"], True),
    ],
)
def test_a_line_of_the_asked_speaker(question: str, sentences: list[str], stated: bool) -> None:
    assert (said_problem(question, sentences) is None) is stated


def test_said_voice() -> None:
    assert said_voice("ماذا قال يسوع عن مريم") == "m"
    assert said_voice("العدرا قالت ايه") == "f"
    assert said_voice("ماذا قالوا له") is None
