"""The name of a person described by a kin noun or an affliction asked (issue 19, NAMEASKED38; fq22-103 and
fq24-111's class): "ما اسما والدي X", "أبوين X كان اسمهم ايه", "مين اسم أبو X", "ايه اسم الأعمى اللي …". The
answer must name THAT person (the kin noun or the described person with a name tied to it); a sentence that says
only the subject ("تنيحت القديسة …"), or the parents undescribed by name ("من أبوين مسيحيين"), or another person's
name ("بقس اسمه …") answers none. The questions and sentences are this test's own."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_predicates, asked_slot
from dalil.answer.asked_stated import states_asked

_PARENTS_OF = [
    "ما اسما والدي القديس يسطس الراهب؟",
    "ما اسم والدي القديس يسطس؟",
    "أبوين القديس يسطس كان اسمهم ايه؟",
    "والدين القديس يسطس اسمهم ايه؟",
    "ما اسما أبوي القديس يسطس؟",
    "ما أسماء والدي القديس يسطس؟",
]


@pytest.mark.parametrize("question", _PARENTS_OF)
def test_the_parents_in_the_dual_are_asked_by_name(question: str) -> None:
    assert any(p.kin and p.by_name for p in asked_predicates(question))


@pytest.mark.parametrize("question", _PARENTS_OF)
@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("وولد القديس من أبوين مسيحيين خائفين الرب في مدينة أنصنا", False),  # the parents, no name
        ("في مثل هذا اليوم تنيح القديس البار في برية شيهيت", False),  # the subject only
        ("وولد القديس يسطس بأنصنا وكان اسم أبيه يوحنا وأمه مريم", True),
        ("وولد القديس يسطس بأنصنا وكان أبوه كاهنا اسمه يوحنا", True),
    ],
)
def test_the_parents_name_is_told_only_by_a_name_of_theirs(question: str, sentence: str, stated: bool) -> None:
    assert states_asked(question, sentence) is stated


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("ولدت القديسة مارينا بأنطاكية من أبوين وثنيين", False),  # the parents, unnamed
        ("في مثل هذا اليوم استشهدت القديسة مارينا", False),  # her own name is no father's
        ("ولدت القديسة مارينا بأنطاكية وكان أبوها كاهنا للأوثان يدعى ثاؤدوسيوس", True),
    ],
)
def test_whose_father_asked_by_who_and_a_name_noun(sentence: str, stated: bool) -> None:
    question = "مين اسم أبو القديسة مارينا؟"
    slot = asked_slot(question)
    assert slot is None or not slot.agent  # "مين اسم": no deed's doer, the name asked
    assert states_asked(question, sentence) is stated


_AFFLICTED = [
    "ايه اسم الأعمى اللي القديس أبانوب فتح عينيه؟",
    "ما اسم المفلوج الذي أقامه القديس أبانوب؟",
    "مين اسم الأعرج اللي القديس أبانوب شفاه؟",
    "ما اسم الكسيح الذي شفاه القديس أبانوب؟",
]


@pytest.mark.parametrize("question", _AFFLICTED)
def test_a_person_described_by_an_affliction_is_asked_by_name(question: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "person" and slot.by_name


@pytest.mark.parametrize("question", _AFFLICTED)
@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("في مثل هذا اليوم استشهد القديس أبانوب من نهيسة", False),  # the subject, nobody described
        ("واجتمع القديس أبانوب بكاهن اسمه يوسف فعلمه الإيمان", False),  # another person's name
        ("وصنع القديس أبانوب آيات كثيرة وشفى أعمى ومفلوجا وأعرج", False),  # described, unnamed
    ],
)
def test_the_afflicted_person_unnamed_is_no_answer(question: str, sentence: str, stated: bool) -> None:
    assert states_asked(question, sentence) is stated


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("ايه اسم الأعمى اللي القديس أبانوب فتح عينيه؟", "وكان هناك رجل أعمى اسمه بطرس ففتح القديس أبانوب عينيه"),
        ("ما اسم المفلوج الذي أقامه القديس أبانوب؟", "وكان في المدينة مفلوج يدعى إينياس فأقامه القديس أبانوب"),
        ("مين اسم الأعرج اللي القديس أبانوب شفاه؟", "وشفى القديس أبانوب ميخائيل الأعرج عند باب الكنيسة"),  # a byname
    ],
)
def test_the_afflicted_person_named_is_told(question: str, sentence: str) -> None:
    assert states_asked(question, sentence) is True
