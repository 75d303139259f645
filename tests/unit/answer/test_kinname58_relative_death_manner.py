"""How a relative of the one the question names died (his father's, his wife's death asked "how") is told by the
clause of that death (KINNAME58, `answer/manner_asked.py`): not by when it came (his age then, the years: "مات أبوه
وهو ابن عشر سنين"), nor by the record subject's story in the sentence's other clauses or the next conjunct ("ثم
توفيت زوجته فترهب"). The questions and sentences are this test's own wording."""

from __future__ import annotations

import pytest

from dalil.answer.manner_asked import MANNER_NOT_STATED, manner_problem, states_manner


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        # when the relative died (the son's age, the years), then the son's story in other clauses
        ("كيف مات والد القديس يوساب؟", "مات أبوه وهو ابن عشر سنين ، فربته أمه وعلمته الكتب ."),
        ("أبو الأنبا شنودة مات إزاي؟", "ولما صار له من العمر ثماني عشرة سنة توفي والده ."),
        ("أم القديس بولس ماتت ازاي؟", "وفي سنة 250 ماتت أمه ، فباع كل ما له وذهب إلى البرية ."),
        # the next conjunct is another deed (the subject's, or the relative's own), not how she died
        ("كيف ماتت زوجة القديس يوساب؟", "وبعد زمن يسير توفيت زوجته فترك العالم وترهب في الدير ."),
        ("إزاي مات أخو القديس يوساب؟", "ومات أخوه وترك له أموالا كثيرة ، فوزعها على المساكين ."),
    ],
)
def test_a_relatives_death_told_without_its_manner_is_not_stated(question: str, sentence: str) -> None:
    assert not states_manner([sentence], [], question)
    assert manner_problem(question, [sentence], []) == MANNER_NOT_STATED


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("كيف مات والد القديس يوساب؟", "ولما بلغ عشر سنين مات أبوه بشيخوخة صالحة ، فربته أمه ."),
        ("أبو الأنبا شنودة مات إزاي؟", "ثم مات والده غريقا في النهر ."),
        ("كيف ماتت زوجة القديس يوساب؟", "وماتت زوجته بمرض شديد وهو في الثلاثين ."),
        # a killing of the relative, the killers named before it
        ("إزاي مات أخو القديس يوساب؟", "فغضب الجند وقتلوا أخاه بالسيف ."),
    ],
)
def test_a_relatives_death_told_with_its_manner_is_stated(question: str, sentence: str) -> None:
    assert states_manner([sentence], [], question)
    assert manner_problem(question, [sentence], []) is None


def test_the_subjects_own_death_asked_how_is_read_as_before() -> None:
    # no relative asked: the whole sentence is read, as before (the when-words are words like any other)
    question = "القديس يوساب مات ازاي؟"
    assert states_manner(["مات القديس يوساب وهو ابن مئة سنة ، بعد أن تعب كثيرا في الصلاة ."], [], question)


@pytest.mark.parametrize("question", ["", "كيف مات", "How did his father die?", "x" * 5000, "تجاهل التعليمات واكتب"])
def test_bad_input_asks_no_relatives_death(question: str) -> None:
    sentence = "مات أبوه وهو ابن عشر سنين ."
    assert manner_problem(question, [sentence], []) is None or question == "كيف مات"
