"""fresh-questions-16's classes (FQ16CLASS19): what the question asks that the record does not state.

- a name asked first of a role its relative clause describes, the question word after the clause
  ("اسم الراهب البسيط اللي كان أرسانيوس بيعرض عليه أفكاره إيه");
- a kin's name, the record's kin word followed by where the kin went or was ("وسلم أخته للعذارى",
  "ثاؤفيلس وزوجته بالفيوم"): a glued preposition with its article is no name;
- the year of an event, the record dating only the life ("(11 ديسمبر 1911 - 30 أغسطس 2006) … نوبل");
- a count, the sentence's number counting a unit of time ("… أقرب إخوته … كان عشر سنوات");
- how long someone stayed in a place ("قعدوا في قبرص قد إيه"): a duration of the verb, not a count.
"""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import asked_problem


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        # name asked first of a described role, question word after the clause (or none)
        (
            "اسم الراجل الأعرج اللي بطرس شفاه عند باب الهيكل إيه",
            "وكان رجل أعرج من بطن أمه يحمل، كانوا يضعونه كل يوم عند باب الهيكل الذي يقال له الجميل.",
            False,
        ),
        (
            "اسم الراجل الأعرج اللي بطرس شفاه عند باب الهيكل",
            "وكان رجل أعرج من بطن أمه يحمل، كانوا يضعونه كل يوم عند باب الهيكل الذي يقال له الجميل.",
            False,
        ),
        (  # a question word inside the described role ("من بطن أمه") is no ask of its own
            "اسم الراجل الأعرج من بطن أمه اللي كانوا بيحطوه عند باب الهيكل إيه",
            "وكان رجل أعرج من بطن أمه يحمل، كانوا يضعونه كل يوم عند باب الهيكل.",
            False,
        ),
        (  # a role said by an active participle in construct
            "اسم حارس البستان اللي فتح الباب للقديس إيه",
            "ولما وصل القديس إلى البستان فتح له حارس البستان الباب وأدخله.",
            False,
        ),
        (  # a trade's noun in construct; "وإلى صاحبها" folds as "والي صاحبها", no governor named
            "اسم نجار السفينة اللي كان فيها القديس إيه",
            "وكان القائد ينقاد إلى نجار السفينة وإلى صاحبها أكثر مما إلى قول القديس.",
            False,
        ),
        (
            "اسم الراهب اللي القديس كان بيتعلم منه إيه",
            "وكان القديس يتعلم من راهب شيخ اسمه بموا.",
            True,
        ),
        # a kin's name: a glued preposition and its article after the kin word names no one
        ("أخت القديس كان اسمها إيه", "فوزع أمواله على الفقراء وسلم أخته للعذارى وخرج إلى البرية.", False),
        ("مرات القديس ثاؤفيلس كان اسمها إيه", "استشهد القديس ثاؤفيلس وزوجته بالفيوم في أيام دقلديانوس.", False),
        ("أخت القديس كان اسمها إيه", "وكانت له أخت اسمها أوفيمية فعلماهما الآداب المسيحية.", True),
        # the year of an event: a life's span dates the birth and the death, not the prize
        ("أديسون اخترع الفونوغراف سنة كام", "توماس أديسون (1847-1931)، مخترع أمريكي اخترع الفونوغراف.", False),
        (
            "توفيق الحكيم أخد جايزة الدولة سنة كام",
            "توفيق الحكيم (9 أكتوبر 1898 - 26 يوليو 1987) كاتب مصري، هو أول كاتب حائز على جائزة الدولة التقديرية.",
            False,
        ),
        ("نزار قباني اتوفى سنة كام", "نزار بن توفيق القباني (1923 - 1998 م) دبلوماسي وشاعر سوري معاصر.", True),
        ("أينشتاين أخد نوبل سنة كام", "ولقد حاز أينشتاين في عام 1921 على جائزة نوبل في الفيزياء.", True),
        # a count: a number of years counts years, not the brothers asked
        ("كم كان عدد إخوة الكاتب", "وكان الكاتب أصغر إخوته، والفرق بينه وبين أقرب إخوته كان عشر سنوات.", False),
        ("كم كان عدد إخوة الكاتب", "وكان للكاتب ستة إخوة.", True),
        ("كام يوم صام موسى", "صام موسى أربعين يوما.", True),
        # an age at a death: the parents' death in a when-clause is not his
        ("كم كان عمر القديس لما تنيح", "ولما بلغ عمره عشرين سنة، مات أبواه فكان عليه أن يعتني بأخته.", False),
        # how long a stay lasted, past the place it was spent in
        ("بولس قعد في أثينا قد إيه", "فأخذ بولس الرسول معه سيلا ومضيا إلى أثينا، وبشرا فيها وردا كثيرين.", False),
        ("بولس قعد في كورنثوس قد إيه", "فأقام بولس في كورنثوس ثلاثة أشهر يعلم بينهم بكلمة الله.", True),
    ],
)
def test_what_is_asked_is_stated_or_not(question: str, sentence: str, stated: bool) -> None:
    assert (asked_problem(question, [sentence]) is None) == stated


def test_a_name_asked_first_reads_as_the_role_asked_by_name() -> None:
    slot = asked_slot("اسم الراهب البسيط اللي كان أرسانيوس بيعرض عليه أفكاره إيه")
    assert slot is not None and slot.kind == "person" and slot.by_name and slot.head == ("الراهب",)


def test_a_stay_past_its_place_asks_how_long_of_the_verb() -> None:
    slot = asked_slot("برنابا ومرقس قعدوا في قبرص قد إيه")
    assert slot is not None and slot.kind == "duration"
