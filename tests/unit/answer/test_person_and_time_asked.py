"""The person and the time a question asks about (issue 19, FQ7PERSON19R): a fact asked as it is now,
a saint named only in a two-saint record's title, another person of the same name with another see,
and an event only tried. Wording of my own, not from any fixture."""

from __future__ import annotations

from dalil.answer.answer_type import (
    PERSON_NAMESAKE,
    PERSON_NOT_NAMED,
    PRESENT_TIME_UNSTATED,
    answer_type_problem,
    person_problem,
    present_time_question,
)
from dalil.answer.asked_stated import asked_problem
from dalil.models import Evidence
from dalil.retrieval.names import another_see, names_another_subject, person_sees


def _item(chunk_id: str, title: str, excerpt: str) -> Evidence:
    return Evidence(evidence_id="E1", chunk_id=chunk_id, title=title, excerpt=excerpt)


def test_a_person_asked_now_needs_a_sentence_that_says_now() -> None:
    record = _item("syn:03-10#1/0", "نياحة القديس يوأنس أسقف البرلس", "في مثل هذا اليوم تنيح القديس يوأنس أسقف البرلس.")
    for question in ("مين مطران البرلس حاليا؟", "من هو الأسقف الحالي للبرلس؟", "مين أسقف البرلس الأيام دي"):
        assert present_time_question(question), question
        assert answer_type_problem(question, f"{record.excerpt} [E1]", [record]) == PRESENT_TIME_UNSTATED, question
    # a reference that says the holder is the present one answers
    current = _item("arcd:abc/0", "إيبارشية البرلس", "ويرعى الإيبارشية حاليا الأنبا فلان.")
    assert answer_type_problem("مين أسقف البرلس حاليا؟", f"{current.excerpt} [E1]", [current]) is None


def test_a_historical_library_states_nothing_of_now() -> None:
    verse = _item("svd:Jhn.5/0", "يوحنا 5", "وفي أورشليم عند باب الضأن بركة يقال لها بالعبرانية بيت حسدا لها خمسة أروقة.")
    question = "بركة بيت حسدا فيها كام رواق هذه الأيام؟"
    assert answer_type_problem(question, f"{verse.excerpt} [E1]", [verse]) == PRESENT_TIME_UNSTATED
    # the same question without "now" is answered by the verse
    assert answer_type_problem("بركة بيت حسدا فيها كام رواق؟", f"{verse.excerpt} [E1]", [verse]) is None
    # a reference's current name or figure answers a present question as it stands
    city = _item("arcd:def/0", "العراق", "بغداد هي عاصمة العراق وأكبر مدنه.")
    assert answer_type_problem("ما عاصمة العراق حاليا؟", f"{city.excerpt} [E1]", [city]) is None


def test_a_two_saint_record_whose_excerpt_tells_the_other_saint_does_not_answer_for_the_first() -> None:
    title = "استشهاد القديسين سرجيوس وواخس"
    other = _item("syn:02-04#1/0", title, "في مثل هذا اليوم استشهد القديس سرجيوس بعد أن عذبه الوالي.")
    assert names_another_subject(title, other.excerpt, ["واخس"])
    assert person_problem("الشهيد واخس مات إزاي؟", [other], [other]) == PERSON_NOT_NAMED
    # the saint the excerpt tells is answered; an excerpt naming neither may tell both
    assert person_problem("الشهيد سرجيوس مات إزاي؟", [other], [other]) is None
    both = _item("syn:02-04#1/1", title, "ثم ألقوهما في السجن أياما كثيرة.")
    assert person_problem("الشهيد واخس مات إزاي؟", [both], [both]) is None
    # a kunya is the same man: "برسوم أبي عرقوب" asked by his kunya, told by his name
    kunya = "نياحة القديس برسوم أبي عرقوب"
    assert not names_another_subject(kunya, "في مثل هذا اليوم تنيح القديس برسوم الشهير بأبي العرقوب.", ["عرقوب"])


def test_another_see_of_the_same_name_is_another_person() -> None:
    assert person_sees("تنيح القديس يوأنس القصير ، أسقف كرسي البرلس", ["يوانس"]) == {"برلس"}
    question = "الأنبا يوأنس أسقف سمنود اتنيح امتى؟"
    elsewhere = _item("syn:03-10#1/0", "نياحة القديس يوأنس", "في مثل هذا اليوم تنيح القديس يوأنس ، أسقف البرلس.")
    assert another_see(question, elsewhere.title or "", elsewhere.excerpt)
    assert person_problem(question, [elsewhere], [elsewhere]) == PERSON_NAMESAKE
    own = _item("syn:05-01#1/0", "نياحة القديس يوأنس أسقف سمنود", "في مثل هذا اليوم تنيح القديس يوأنس أسقف مدينة سمنود.")
    assert not another_see(question, own.title or "", own.excerpt)
    # a record that gives the person no see does not contradict the question's
    assert not another_see(question, "نياحة القديس يوأنس", "في مثل هذا اليوم تنيح القديس يوأنس بشيخوخة صالحة.")


def test_an_event_only_tried_is_not_the_event_asked() -> None:
    assert asked_problem("لماذا قتل الجند القديس مينا؟", ["وأرادوا قتله مرارا فنجاه الرب."], ["استشهاد القديس مينا"]) is not None
    assert asked_problem("لماذا قتل الجند القديس مينا؟", ["وقتله الجند لأنه رفض السجود للأوثان."], ["استشهاد القديس مينا"]) is None
    # a when-question's event is stated by the record's title; a why-question's by its own sentence
    assert asked_problem("متى مات الملك هيرودس؟", ["وكاد الملك يموت من المرض سنة 4."], []) is not None
