"""A why is not answered by the asked event named again: its verbal noun or verb governed by a reason word ("حتى
انسحاب الجيش", "بسبب رحيله"), or "حتى" before a verbal noun with a pronoun ("حتى عودته": until). A reason told
after the event still answers (answer/answer_type.py `_names_event`, `_until`; PRECISION68). Wording of my own."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import ANSWER_TYPE_MISMATCH, _event_words, _names_event, _predicate_verb, answer_type_problem
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # the event's own verb after حتى, and a ل-word the question holds itself ("لابنه": its dative, no purpose)
        ("ليه الحاكم تنازل عن الحكم لابنه؟", "ثم اشتد الخلاف بين الأسرتين حتى تنازل الحاكم عن الحكم لابنه بعد الحرب [E1]."),
        ("لماذا تنازل الأمير عن العرش لأخيه؟", "ثم اشتد الخلاف بين الأسرتين حتى تنازل الأمير عن العرش لأخيه بعد الحرب [E1]."),
        # حتى before a verbal noun with his pronoun says until: "until his return", no reason of the study
        ("ليه الطبيب درس الجراحة في باريس؟", "درس الطبيب الجراحة في باريس حتى عودته إلى القاهرة سنة 1950 [E1]."),
        ("لماذا عمل الكاتب في الصحيفة؟", "عمل الكاتب في الصحيفة منذ شبابه حتى وفاته في سنة 1970 [E1]."),
    ],
)
def test_the_event_named_again_gives_no_reason(question: str, answer: str) -> None:
    problem = answer_type_problem(question, answer)
    assert problem is not None and problem.startswith(ANSWER_TYPE_MISMATCH)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # the reason after the event, beside an until: "للترشح للرئاسة" is the resignation's purpose
        ("ليه الوزير استقال من منصبه سنة 2010؟", "شغل منصب الوزير منذ 2005 حتى استقالته في مارس 2010 للترشح للرئاسة [E1]."),
        ("لماذا استقال الوزير من منصبه؟", "شغل منصب الوزير منذ 2005 حتى استقالته في مارس 2010 للترشح للرئاسة [E1]."),
        # بسبب + another event: the reason
        ("ليه اللاعب اتسحبت منه الجايزة؟", "فاز اللاعب بالجائزة ولكن سحبت منه الجائزة بسبب اكتشاف المنظمين مخالفة للقواعد [E1]."),
        # a consequence word before the event: the reason told before it
        ("لماذا هرب الراهب إلى الجبل؟", "هاجم البربر الدير، لذلك هرب الراهب إلى الجبل [E1]."),
        # a purpose's حتى opens a verb
        ("لماذا صام الراهب أربعين يوما؟", "صام الراهب أربعين يوما حتى يستحق نعمة الرب [E1]."),
    ],
)
def test_a_reason_beside_the_event_still_answers(question: str, answer: str) -> None:
    assert answer_type_problem(question, answer) is None


def test_a_derived_past_is_the_verb_after_a_fronted_subject() -> None:
    assert _predicate_verb("ليه الوزير استقال من منصبه؟") == ["استقال"]
    assert _predicate_verb("لماذا استقال الوزير من منصبه؟") == []  # MSA: the verb first, read by _asked_deed
    assert _event_words("لماذا انسحبت إسرائيل من قطاع غزة؟")[0] == "انسحبت"


@pytest.mark.parametrize(
    ("sentence", "at", "named"),
    [
        ("حتى إنسحاب إسرائيل من قطاع غزة", 0, True),  # the event's verbal noun after حتى (fq47-058)
        ("بسبب انسحاب الجيش", 0, True),
        ("مهد لانسحاب الجيش", 1, True),  # ل + the event's verbal noun
        ("سبب انسحاب الجيش", 0, False),  # the reason noun in construct with the event introduces its reason
        ("لذلك انسحب الجيش", 0, False),  # a consequence word: the reason is told before it
        ("حتى اكتشاف المنظمين", 0, False),  # another event
    ],
)
def test_a_reason_word_governing_the_event_names_it(sentence: str, at: int, named: bool) -> None:
    words = fold(sentence).split()
    assert _names_event(words, at, _event_words("لماذا انسحبت إسرائيل من قطاع غزة؟") + ["انسحب"]) is named
