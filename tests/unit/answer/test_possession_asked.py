"""A yes/no "X has Y" is answered only by a sentence giving Y to X (answer/possession_asked.py, YESNOREL74)."""

from __future__ import annotations

import pytest

from dalil.answer.possession_asked import Possession, asked_possession, possession_stated, possession_unstated
from dalil.answer.said_asked import PROPOSITION_UNSTATED, said_problem

EGYPT = (
    "ولجمهورية مصر العربية سواحل طويلة على البحرين الأبيض والأحمر، وتشترك بحدود مع سبعة دول وكيانات فيحدها في "
    "الشمال الشرقي منطقة فلسطين، ومن الغرب ليبيا، ومن الجنوب السودان"
)
TUNISIA = "تونس لديها علاقات وثيقة وتاريخية مع كل من الولايات المتحدة الأمريكية والاتحاد الأوروبي"
LIVERPOOL = "ليفربول لديه منافسات طويلة مع جاره إيفرتون ومانشستر يونايتد."
SYRIA = "يحدها شمالاً تركيا، وشرقًا العراق، وجنوبًا الأردن، وغربًا فلسطين، ولبنان، والبحر الأبيض المتوسط"
BEAST = "ثُمَّ رَأَيْتُ وَحْشًا آخَرَ طَالِعًا مِنَ الأَرْضِ، وَكَانَ لَهُ قَرْنَانِ شِبْهُ خَرُوفٍ"
COVENANT = "ثُمَّ الْعَهْدُ الأَوَّلُ كَانَ لَهُ أَيْضًا فَرَائِضُ خِدْمَةٍ وَالْقُدْسُ الْعَالَمِيُّ، لأَنَّهُ نُصِبَ الْمَسْكَنُ الأَوَّلُ"
OMAN = "تمتلك عُمان أربعة مواقع ضمن مواقع التراث العالمي"
BARNABAS = "وكان له حقل باعه وأتى بثمنه ووضعه عند أرجل الرسل"
TESLA = "الشركة قامت بتثبيت أنظمة الإضاءة صممت من قبل تسلا وأيضا لديها تصميمات موصلات آلة دينامو الكهربائية"


@pytest.mark.parametrize(
    ("question", "owner", "thing"),
    [
        ("هل للعراق سواحل على البحر؟", ("العراق",), "سواحل"),  # a glued لـ and its article
        ("هي تونس عندها علاقات مع الاتحاد الأوروبي؟", ("تونس",), "علاقات"),
        ("هل تمتلك عمان مواقع ضمن التراث العالمي؟", ("عمان",), "مواقع"),  # a verb of owning before its owner
        ("هل كان للقديس برنابا حقل باعه؟", ("برنابا",), "حقل"),  # the title out, the name kept
        ("الوحش اللي طالع من الأرض كان ليه قرنين؟", ("الوحش",), "قرنين"),  # up to the relative
        ("هل كان للعهد الأول فرائض خدمة؟", ("العهد",), "فرائض"),  # the articled adjective names no owner
        ("هي شركة إديسون كان عندها تصميمات؟", ("شركه", "اديسون"), "تصميمات"),  # a kind and its name
        ("هو العراق لماذا سواحل على البحر المتوسط", ("العراق",), "سواحل"),  # Franco "leeh" searched as لماذا
        ("هو برنابا الرسول كان لماذا حقل", ("برنابا",), "حقل"),  # after كان: له, not why
    ],
)
def test_a_has_question_is_read_as_its_owner_and_thing(question: str, owner: tuple[str, ...], thing: str) -> None:
    assert asked_possession(question) == Possession(owner, thing)


@pytest.mark.parametrize(
    "question",
    [
        "هو الأنبا أنطونيوس كان عنده أخت؟",  # kin: kin_existence's
        "abanoub kan 3ando 12 sana lama 7ab yestashhed?",  # no Arabic reading here
        "انبا ابرام اتنيح وهو عنده تمانين سنة؟",  # an age, not a thing held
        "كان عنده كام سنة لما اترهبن؟",  # asks a value
        "الملك ليه رمى القديس في النار؟",  # a fronted why before a verb
        "مارمينا اتسمى مينا ليه؟",  # a trailing why
        "هل مصر عندها سواحل ولا لأ؟",  # either/or
        "هل ولد ابن خلدون في تونس؟",  # no holding word
    ],
)
def test_other_questions_are_not_read(question: str) -> None:
    assert asked_possession(question) is None


@pytest.mark.parametrize(
    ("question", "sentence", "title"),
    [
        ("هي مصر عندها سواحل على البحر الأحمر؟", EGYPT, "مصر"),
        ("هي تونس عندها علاقات مع الاتحاد الأوروبي؟", TUNISIA, "تونس"),
        ("نادي ليفربول ليه منافسات مع إيفرتون؟", LIVERPOOL, "نادي ليفربول"),  # "نادي" held by the title
        ("الوحش اللي طالع من الأرض كان ليه قرنين؟", BEAST, "رؤيا يوحنا 13"),
        ("هل كان للعهد الأول فرائض خدمة؟", COVENANT, "العبرانيين 9"),
        ("هل تمتلك عمان مواقع ضمن التراث العالمي؟", OMAN, "سلطنة عمان"),
        ("هل كان للقديس برنابا حقل باعه؟", BARNABAS, "نياحة القديس برنابا أحد السبعين رسولا"),  # named by the title
    ],
)
def test_a_sentence_giving_the_thing_to_the_one_asked_states_it(question: str, sentence: str, title: str) -> None:
    asked = asked_possession(question)
    assert asked is not None and possession_stated(asked, sentence, [title])
    assert possession_unstated(question, [sentence], [title]) is None


@pytest.mark.parametrize(
    ("question", "sentence", "title"),
    [
        ("هو السودان ليه سواحل على البحر الأبيض؟", EGYPT, "مصر"),  # Egypt's coasts, Sudan its neighbour
        ("هل الولايات المتحدة لديها علاقات وثيقة مع الاتحاد الأوروبي؟", TUNISIA, "تونس"),  # Tunisia's relations
        ("هو إيفرتون عنده منافسات مع مانشستر يونايتد؟", LIVERPOOL, "نادي ليفربول"),  # Liverpool's rivalries
        ("هل كان للمسكن الأول فرائض خدمة؟", COVENANT, "العبرانيين 9"),  # the covenant's, the tabernacle after
        ("هل للأردن سواحل على البحر المتوسط؟", SYRIA, "سوريا"),  # no coast said at all
        ("هو العراق لماذا سواحل على البحر المتوسط", SYRIA, "سوريا"),
        ("هي شركة إديسون كان عندها تصميمات موصلات الدينامو؟", TESLA, "Nikola Tesla"),  # "الشركة" is Tesla's
    ],
)
def test_a_sentence_where_the_owner_stands_in_another_role_does_not(question: str, sentence: str, title: str) -> None:
    assert possession_unstated(question, [sentence], [title]) is not None
    assert said_problem(question, [sentence], [title]) == f"{PROPOSITION_UNSTATED}: {asked_possession(question).thing}"  # type: ignore[union-attr]


def test_the_thing_with_its_owners_pronoun_or_in_construct_is_his() -> None:
    asked = asked_possession("هل للشام سواحل؟")
    assert asked is not None
    assert possession_stated(asked, "ففتحوا شمال الشام وسواحلها وسيطروا عليها")
    assert possession_stated(asked, "وسيطروا على سواحل الشام كلها")
    assert not possession_stated(asked, "وصلوا إلى سواحل البحر ثم رجعوا إلى الشام")


@pytest.mark.parametrize(
    "question",
    [
        "هل كان لوقا طبيبا؟",  # a name's own first letter, not a glued لـ
        "هل كانت ليدية بائعة الأرجوان من أهل فيلبي؟",
        "zakharias osqof sakha kan leeh sa7eb wali, esmo kan ما",  # the last word asks
        "في صلاة الصلح الشماس بيقول الى الشرق انظروا، ليه الشرق بالذات؟",  # a why after a clause with its verb
        "هل قال لهم يسوع علانية إن لعازر مات؟",  # "to them" after a verb of saying
        "هو صحيح إن ما ظهر له ملاك الرب واقفا؟",
    ],
)
def test_a_name_or_a_to_whom_is_not_read_as_holding(question: str) -> None:
    assert asked_possession(question) is None
