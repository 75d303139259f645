"""A slot asked of a named person is answered only where THAT person holds it (issue 19, WRONGREC36): who
baptised him is told by a baptism whose object is he (named, or a pronoun whose referent is he), not by "فعمدهم"
(others, many) nor by "آمن الوالي … فعمده" (the governor); his town is told of him, not of another named beside
him ("هذا الأب كان من علماء مدينة … فاجتمع بالقديس X"). The questions and the invented sentences are this test's
own; the quoted ones are the CI store's (its records' titles given as the answer's citations)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import asked_problem
from dalil.answer.asked_subject import subject_name_words

# --- who baptised X: the deed's object is X ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "sentence", "title"),
    [
        # a plural or dual object: done to many, not to the one asked
        ("من الذي عمد توما الرسول؟", "فلما رأي زوجها ذلك آمن ومعه كثيرون من أهل المدينة بالسيد المسيح فعمدهم الرسول .",
         "استشهاد توما الرسول"),
        ("مين اللي عمد أرسطوبولس؟", "فعمدهم وعلمهم الوصايا الإلهية .", "نياحة ارسطوبولس أحد السبعين رسول"),
        ("مين اللي عمد القديس بطلان؟", "فأحضرهما القديس إلى القس فعمدهما .", "استشهاد القديس بطلان الطبيب ومن معه"),
        ("مين عمد القديس باسون؟", "آمن هو وكل مدينته بالسيد المسيح ، فعمدهم القديس وعلمهم وصايا الإنجيل",
         "نياحة باسون احد السبعين رسول"),
        # a singular object: the nearest person before it in its clause, another than the one asked
        ("من الذي عمد الأنبا شنوده؟", "وكان الأنبا شنوده يعظ الشعب ، فآمن الوالي بالمسيح فعمده الأب البطريرك",
         "نياحة الأنبا شنوده رئيس المتوحدين"),
        ("مين اللي عمد القديس أبانوب؟", "ولما سمع الأمير كلامه آمن فعمده الأسقف وكل بيته", "استشهاد القديس أبانوب"),
    ],
)
def test_a_baptism_of_others_tells_no_baptiser_of_the_one_asked(question: str, sentence: str, title: str) -> None:
    assert asked_problem(question, [sentence], [title]) is not None


@pytest.mark.parametrize(
    ("question", "sentence", "title"),
    [
        # the pronoun's referent is the record's own person, named by its title
        ("من الذي عمد القديس إيلاريون؟", "وكان الاب ألكسندروس يشرح له ما عسر عليه فهمه ، "
         "فلم يلبث إن آمن بالسيد المسيح له المجد فعمده الاب البطريرك ونال النعمة الإلهية",
         "نياحة انبا ايلاريون الكبير الراهب"),
        ("مين اللي عمد بروثاوس؟", "وجرت بينهما مباحثات أدت به إلى أن يؤمن فعمده القديس بولس وعلمه الفرائض المسيحية",
         "نياحة القديس بروثاوس قس أثينا"),
        # the one asked named before the pronoun, with his title
        ("مين اللي عمد القديس أبانوب؟", "ولما سمع القديس أبانوب كلامه آمن فعمده الأنبا بطرس الأسقف", "استشهاد القديس أبانوب"),
        # no doer after the verb: the person before it is the doer, not another baptised
        ("مين اللي عمد القديس بيجول؟", "فأخذه الراهب إلى القديس أنطونيوس الكبير وهذا وعظه وعمده وألبسه الإسكيم",
         "نياحة القديس بيجول"),
        # named as the object, no pronoun
        ("من الذي عمد كريسبس؟", "لم أعمد أحدا منكم إلا كريسبس وغايس", "كورنثوس الأولى 1"),
    ],
)
def test_a_baptism_of_the_one_asked_still_answers(question: str, sentence: str, title: str) -> None:
    assert asked_problem(question, [sentence], [title]) is None


# --- his town: told of him, not of another named beside him ----------------------------------------------


@pytest.mark.parametrize(
    ("question", "name"),
    [("بولس الرسول كان من أنهي مدينة؟", "بولس"), ("ديديموس الضرير كان من أنهي بلد؟", "ديديموس")],
)
def test_a_name_first_origin_question_names_its_person(question: str, name: str) -> None:
    assert name in subject_name_words(question, asked_slot(question))


@pytest.mark.parametrize(
    ("question", "sentence", "title", "answers"),
    [
        ("بولس الرسول كان من أنهي مدينة؟",
         "في مثل هذا اليوم تنيح القديس بروثاؤس اللاتيني هذا الأب كان من علماء مدينة أثينا فاجتمع بالقديس بولس الرسول .",
         "نياحة القديس بروثاوس قس أثينا", False),
        ("أنطونيوس الكبير كان من أنهي مدينة؟",
         "في هذا اليوم تنيح القديس ديديموس هذا الأب كان من مدينة الإسكندرية وتتلمذ للقديس أنطونيوس الكبير",
         "نياحة القديس ديديموس الضرير", False),
        ("ديديموس الضرير كان من أنهي مدينة؟",
         "في هذا اليوم تنيح القديس ديديموس هذا الأب كان من مدينة الإسكندرية وتتلمذ للقديس أنطونيوس الكبير",
         "نياحة القديس ديديموس الضرير", True),
        ("بروثاؤس اللاتيني كان من أنهي مدينة؟",
         "في مثل هذا اليوم تنيح القديس بروثاؤس اللاتيني هذا الأب كان من علماء مدينة أثينا فاجتمع بالقديس بولس الرسول .",
         "نياحة القديس بروثاوس قس أثينا", True),
    ],
)
def test_a_town_told_of_another_beside_him_is_not_his(question: str, sentence: str, title: str, answers: bool) -> None:
    assert (asked_problem(question, [sentence], [title]) is None) is answers
