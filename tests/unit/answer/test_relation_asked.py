"""A relation or role asked of one person, answered by a sentence that tells it of another or the other way
(FQ19REL30, issue 19: fresh-questions-19's fq19-043, -082, -009, -081, -029). Wording and names of my own,
not the dev sentences: `answer/relation_asked.py`, read through `states_asked`."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import states_asked


@pytest.mark.parametrize(
    ("question", "sentence", "titles", "ok"),
    [
        # a kin word in construct with another name (a place, a saint's title) is no father of the subject
        ("ما اسم والد القديس مرقوريوس؟", "وكان القديس مرقوريوس من بلدة أبو تيج بالصعيد وخدم في الجيش.", (), False),
        ("مين ابو القديس يوحنا؟", "وترهب القديس يوحنا بدير أبي مقار ببرية شيهيت زمنا.", (), False),
        # controls: the father with his pronoun, or a patronymic after the subject's own name
        ("ما اسم والد القديس مرقوريوس؟", "وولد القديس مرقوريوس من أب اسمه ياروس.", (), True),
        ("مين ابو البابا غبريال؟", "وكان البابا غبريال يعرف بغبريال بن تريك وهو من دير أبي مقار.", (), True),
        # a brother in construct is one both ways: "يوحنا أخو يعقوب" names John's brother
        ("مين أخو يوحنا؟", "وكان يوحنا أخو يعقوب صيادا.", (), True),
    ],
)
def test_kin_in_construct_with_another(question: str, sentence: str, titles: tuple[str, ...], ok: bool) -> None:
    assert states_asked(question, sentence, titles) is ok


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # "أبي X اسمه إيه" (read as a name asked, as a Franco "abu X esmo eh" is transliterated) answered by a
        # name a naming word gives another kin (the mother, a brother)
        ("ابي مينا اسمه ايه؟", "ولد القديس مينا في نقيوس من أب وثني ، وأم مسيحية اسمها أوفومية.", False),
        ("ابي شنوده اسمه ايه؟", "ونشأ الأنبا شنوده في قرية شندويل وكان له أخ كبير يسمى بقطر.", False),
        # controls: the kin asked is the one named, in Egyptian words too ("مرات" for "امرأته")
        ("ابي مينا اسمه ايه؟", "ولد القديس مينا في نقيوس من أب اسمه أودكسيوس كان واليا عليها.", True),
        ("مرات بيلاطس كان اسمها ايه؟", "وكان بيلاطس الوالي متزوجا وامرأته اسمها بروكلا.", True),
    ],
)
def test_name_given_to_another_kin(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence) is ok


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # "خلفا لـ Y" names whom the sentence's subject succeeded: no successor of his
        ("من الذي خلف البابا ديوسقورس؟", "وكان البابا ديوسقورس قد اختير خلفا للبابا كيرلس عمود الدين سنة 444 م.", False),
        ("مين جه بعد الأنبا يوساب؟", "وكان الأنبا يوساب خليفة القديس مرقس على الكرسي.", False),
        # controls: the successor beside "خلفا له", "خلفه"
        ("من الذي خلف البابا ديوسقورس؟", "ولما تنيح البابا ديوسقورس في المنفى رسموا خلفا له يدعى تيموثاوس.", True),
        ("مين جه بعد الأنبا يوساب؟", "ولما تنيح الأنبا يوساب خلفه القديس خائيل على الكرسي.", True),
    ],
)
def test_succession_in_the_other_direction(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence, ["نياحة البابا"]) is ok


@pytest.mark.parametrize(
    ("question", "sentence", "titles", "ok"),
    [
        # another rank: a metropolitan's ordination for "who made him priest"
        ("مين اللي رسم الأنبا بيشوي قسيس؟", "وقام البابا ثاؤفيلس برسامة أساقفة كثيرين كما رسم الأنبا بيشوي مطرانا على الحبشة.",
         ("نياحة البابا ثاؤفيلس",), False),
        # another ordained: X's successor ("خلفا للـ X"), another named after the rank
        ("من الذي رسم البابا يوساب بطريركا؟", "ونظرا لتقواه رسموه بطريركا خلفا للبابا العظيم الأنبا يوساب سنة 830 م.",
         ("جلوس البابا يعقوب",), False),
        ("من رسم البابا بطرس بطريركا؟", "فلما سمع أهل المدينة رسموا لهم بطريركا يسمى يوحنا.", ("نياحة البابا بطرس",), False),
        # the doer named only beside the other rank's ordination
        ("من رسم الأنبا صموئيل قسا؟", "ورسموه قسا في ديره ثم استدعاه البابا يوأنس ورسمه أسقفا على المدينة.",
         ("نياحة الأنبا صموئيل",), False),
        # controls: the rank asked, with its doer
        ("مين رسم الأنبا صموئيل أسقف؟", "ورسموه قسا في ديره ثم استدعاه البابا يوأنس ورسمه أسقفا على المدينة.",
         ("نياحة الأنبا صموئيل",), True),
        ("مين اللي رسم الأنبا بيشوي قسيس؟", "فرسمه الأنبا أغاثون أسقف المدينة قسا على كنيستها.", ("نياحة القديس الأنبا بيشوي",), True),
    ],
)
def test_ordination_of_another(question: str, sentence: str, titles: tuple[str, ...], ok: bool) -> None:
    assert states_asked(question, sentence, titles) is ok
