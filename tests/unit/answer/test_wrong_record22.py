"""A "who did X" or a "whom" answered by a sentence that never tells the deed of its object (WRONGREC22,
issue 19: answered from the wrong record 0). Wording of my own, on other records than the dev ids
(fq17-030, fq16-035)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import states_asked


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # the deed's object noun is told only by a noun, never by a plural verb sharing its letters
        # ("أرضوا" pleased, "الأرض" the ground; "اشتروا" bought, "الشتر")
        ("من الذي غرس الأرض بالكروم حول الدير؟", "وصلى عنهم وعن كل الذين أرضوا الله بأعمالهم الصالحة.", False),
        ("مين اللي زرع الأرض اللي جنب الكنيسة؟", "وكانوا من الذين أرضوا الرب منذ صباهم وخدموه.", False),
        ("من الذي حرث الأرض للرهبان؟", "وعرفوا أن الشيوخ قد أرضوا الرب بأعمالهم.", False),
        # controls: the object noun said as a noun, or the deed's verb said
        ("من الذي غرس الأرض بالكروم حول الدير؟", "وكان الأنبا بيشوي يفلح الأرض بالكروم حول الدير بيديه.", True),
        ("من الذي حرث الأرض للرهبان؟", "فحرث القديس مكاريوس الأرض للرهبان.", True),
    ],
)
def test_object_told_by_a_noun(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence) is ok


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # "ما هي X Y" asks X's members: a sentence that never says X names none of them
        ("ما هي معجزات الأنبا برسوم العريان؟", "في مثل هذا اليوم تنيح القديس الأنبا برسوم العريان.", False),
        ("ما هي معجزات الأنبا برسوم العريان؟", "ومن معجزات الأنبا برسوم أنه أخرج الحية من المغارة.", True),
        ("ما هي وصايا القديس أنطونيوس لتلاميذه", "وكان القديس أنطونيوس يحب تلاميذه ويصلي عنهم.", False),
        ("ما هي وصايا القديس أنطونيوس لتلاميذه", "وكانت وصايا القديس أنطونيوس لتلاميذه أن يحفظوا قلوبهم.", True),
        ("ما مؤلفات القديس أثناسيوس الرسولي؟", "ورسم القديس أثناسيوس الرسولي فرومنتيوس أسقفا على الحبشة.", False),
        ("ما مؤلفات القديس أثناسيوس الرسولي؟", "ومن مؤلفات القديس أثناسيوس الرسولي كتاب تجسد الكلمة.", True),
        # "ما + verb" asks no members
        ("ما كتب القديس أثناسيوس الرسولي؟", "ورسم القديس أثناسيوس الرسولي فرومنتيوس أسقفا.", True),
        # a broken plural says its singular's members ("هدية" of "هدايا" by the strong letters)
        ("ما هي عطايا الملك للدير؟", "وقدم الملك للدير عطية كبيرة من الذهب.", True),
        # not a noun whose members are asked: a name, a count, a measure (their own checks)
        ("ما اسم الملك الذي بنى الدير؟", "وبنى الملك قسطنطين الدير.", True),
        # "ما هو X Y" asks what one thing is, no members: a day's reading told by its record (synaxarium-dates,
        # lost at the wave's merge and read by the lead)
        ("ما هو احتفال يوم ٣ كيهك؟", "في مثل هذا اليوم دخلت السيدة العذراء إلى الهيكل.", True),
    ],
)
def test_members_asked_need_their_noun(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence) is ok


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # a pope's ordinal written in words is his rank, no count of the span asked
        ("البابا خائيل الثاني قعد على الكرسي المرقسي قد إيه؟", "ومكث البابا خائيل الثاني السادس والأربعون على الكرسي مدة.", False),
        ("الأنبا يوأنس الثالث فضل على الكرسي الرسولي قد إيه؟", "وظل الأنبا يوأنس الثالث الحادي والأربعون على الكرسي مدة ثم تنيح.", False),
        # controls: a span beside the rank is still read
        ("البابا خائيل الثاني قعد على الكرسي المرقسي قد إيه؟", "ومكث البابا خائيل الثاني السادس والأربعون على الكرسي ثلاث عشرة سنة.", True),
        ("الأنبا يوأنس الثالث فضل على الكرسي الرسولي قد إيه؟", "وظل الأنبا يوأنس الثالث الحادي والأربعون على الكرسي عشرين سنة.", True),
    ],
)
def test_an_ordinal_rank_is_no_count(question: str, sentence: str, ok: bool) -> None:
    assert states_asked(question, sentence) is ok
