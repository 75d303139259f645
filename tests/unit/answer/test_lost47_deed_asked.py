"""LOST47: a deed asked — what someone ate, wore or drank ("ماذا كان يأكل X", "X كان بياكل إيه", "X كان لابس إيه").

Three faults of one class, each failing on main 747530c:
- the verb after "كان" (the imperfect, the participle) and "إيه" as the search reads it ("كان ياكل ما") were read as
  asking no deed, so a sentence that never says the verb answered (`asked_reading.asked_deed`);
- a sentence that denies the deed ("لا يأكل لحما ولا يشرب خمرا", "جاء … لا يأكل ولا يشرب وجاء أخوه يأكل ويشرب")
  was read as saying it (`asked_stated._says_deed`, `text.assertions.denied`);
- the sentence that says it by the deed's noun ("وكان طعامه …", "وكان لباسه …") held too few of the question's words to
  be chosen (`extractive._with_deed_forms`, `word_families.synonyms_of`).
Own invented records and wordings (Egyptian, MSA, the question as the search reads it)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_deed
from dalil.answer.asked_stated import states_asked
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.text.assertions import denied
from dalil.text.normalize import fold
from dalil.text.word_families import synonyms_of

TITLE = "نياحة القديس ثاونا الناسك"
FOOD = "وكان طعام القديس ثاونا الخبز اليابس والملح طول أيام نسكه في الجبل."
WORE = "وكان لباس القديس ثاونا ثوبا من الشعر يلبسه صيفا وشتاء."
DENIED = "وعاش القديس ثاونا في الجبل سنين كثيرة لا يأكل لحما ولا يشرب خمرا."
SET_AGAINST = "جاء القديس ثاونا لا يأكل ولا يشرب وجاء أخوه يأكل ويشرب مع الناس."
ONLY = "وكان القديس ثاونا لا يأكل إلا البقول المنقوعة بالماء."
PREACHED = "وكان القديس ثاونا يعلم الشعب في الجبل ويرد كثيرين إلى الإيمان."


def _answer(question: str, *texts: str):
    evidence = [
        Evidence(evidence_id=f"E{i}", chunk_id=f"syn:99-02#1/{i}", excerpt=text, title=TITLE)
        for i, text in enumerate(texts, 1)
    ]
    return ExtractiveProvider().answer(question, evidence)


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        ("ماذا كان يأكل القديس ثاونا في الجبل؟", "ياكل"),  # MSA: the imperfect after "ماذا كان"
        ("ماذا كانوا يشربون في الدير؟", "يشربون"),  # its plural
        ("ماذا كان ثاونا الراهب الشيخ يلبس؟", "يلبس"),  # past the subject and its titles
        ("القديس ثاونا كان لابس ايه", "لابس"),  # Egyptian: the participle after "كان"
        ("القديس ثاونا كان بياكل ما في الجبل", "بياكل"),  # "إيه" as the search reads it
        ("القديس ثاونا كان ياكل ما في الجبل", "ياكل"),  # a Franco question read ("kan yakol eh")
    ],
)
def test_a_deed_told_as_going_on_is_asked(question: str, deed: str) -> None:
    assert asked_deed(question) == deed


@pytest.mark.parametrize(
    "question",
    [
        "القديس ثاونا كان اسمه ايه",  # a name asked, no deed
        "ماذا كان اسمه",
        "اتنيح القديس ثاونا بعد ما مات ابوه بكام سنة",  # "بعد ما": no "what"
        "بعد ما ابونا يقول البركة الشعب بيرد بما",  # "بعد ما" before a subject: a clause, as the search reads it
        "القديس ثاونا فضل في المغارة قد ما لحد ما الاسقف فتحها",
        "ماذا كان ثاونا قائد الجند؟",  # a participle's shape after ماذا كان is no verb (MSA)
        "ماذا كانت تفعل مريم في البيت",  # a verb of any deed asks none
        "القديس ثاونا كان بيشتغل ايه",  # a trade (`occupation_asked`)
    ],
)
def test_no_deed_is_read_where_none_is_asked(question: str) -> None:
    assert asked_deed(question) is None


def test_a_negator_denies_the_verb_it_governs_unless_an_exception_follows() -> None:
    tokens = fold(DENIED).split()
    assert {tokens[i] for i in denied(tokens)} == {"ياكل", "يشرب"}
    assert not denied(fold(ONLY).split())  # "لا يأكل إلا البقول": what he ate
    assert not denied(fold(FOOD).split())


def test_the_deeds_noun_is_its_synonym() -> None:
    assert "طعامه" in synonyms_of("ياكل")
    assert "لباسه" in synonyms_of("لابس")
    assert "شرابه" in synonyms_of("يشرب")


@pytest.mark.parametrize("sentence", [DENIED, SET_AGAINST])
def test_a_sentence_that_denies_the_deed_does_not_state_it(sentence: str) -> None:
    assert not states_asked("ماذا كان يأكل القديس ثاونا؟", sentence, [TITLE])


@pytest.mark.parametrize(
    ("question", "texts", "answer_holds"),
    [
        ("ماذا كان يأكل القديس ثاونا في الجبل؟", (DENIED, FOOD), "الخبز اليابس"),  # MSA
        ("القديس ثاونا كان بياكل ايه في الجبل", (SET_AGAINST, FOOD), "الخبز اليابس"),  # Egyptian
        ("القديس ثاونا كان ياكل ما في الجبل", (DENIED, FOOD), "الخبز اليابس"),  # as the search reads a Franco one
        ("القديس ثاونا كان لابس ايه", (PREACHED, WORE), "ثوبا من الشعر"),  # the clothing's noun
        ("ماذا كان يأكل القديس ثاونا؟", (ONLY,), "البقول"),  # only: an exception tells it
    ],
)
def test_the_sentence_that_says_the_deed_answers(question: str, texts: tuple[str, ...], answer_holds: str) -> None:
    payload = _answer(question, *texts)
    assert payload.status == "answered", payload
    assert answer_holds in payload.answer
    assert "لا يأكل لحما" not in payload.answer and "وجاء أخوه" not in payload.answer


@pytest.mark.parametrize(
    ("question", "texts"),
    [
        ("ماذا كان يشرب القديس ثاونا؟", (DENIED, FOOD)),  # only what he did not drink
        ("القديس ثاونا كان بيشرب ايه", (SET_AGAINST, PREACHED)),  # his brother drank
        ("القديس ثاونا كان ياكل ما في الجبل", (SET_AGAINST, PREACHED)),  # nothing he ate is named
    ],
)
def test_a_deed_only_denied_is_declined(question: str, texts: tuple[str, ...]) -> None:
    assert _answer(question, *texts).status != "answered"


# fq28-029's class: a parent's name asked ("اسم أبو القديسة … إيه"). A kin addressed is no kin named: the articled
# epithets after "يا والدي" are no name; a parent named from the child's side ("ابنة رجل … يسمى X") is.
MARTYR = "استشهاد القديسة ثيئودورة"
ADDRESSED = 'فقالت له "أسألك يا والدي العزيز أن ترجع عن عبادة الأوثان" فغضب أبوها من هذا الكلام'
CHILD_OF_NAMED = "كانت ثيئودورة ابنة رجل غني من أشراف مدينة أنصنا يسمى أرسانيوس"
CHILD_OF_UNNAMED = "كانت ثيئودورة ابنة رجل غني من أشراف مدينة أنصنا"


@pytest.mark.parametrize("question", ["اسم ابو القديسة ثيئودورة ايه", "ما اسم والد القديسة ثيئودورة؟"])
def test_a_kin_addressed_is_not_named(question: str) -> None:
    assert not states_asked(question, ADDRESSED, [MARTYR])


@pytest.mark.parametrize("question", ["اسم ابو القديسة ثيئودورة ايه", "ما اسم والد القديسة ثيئودورة؟"])
def test_a_parent_named_from_the_childs_side_is_stated(question: str) -> None:
    assert states_asked(question, CHILD_OF_NAMED, [MARTYR])
    assert not states_asked(question, CHILD_OF_UNNAMED, [MARTYR])  # a man, no name
    assert not states_asked("ما اسم والدة القديسة ثيئودورة؟", CHILD_OF_NAMED, [MARTYR])  # a man is no mother


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        ("قلي إيه حكاية الأنقياء القلب في متى 5؟", None),  # the reader's "tell me" before إيه asks no deed (FAITHEXT67)
        ("قلي المجوس قدموا إيه للطفل يسوع؟", "قدموا"),  # a deed asked behind the request is still asked
    ],
)
def test_the_readers_tell_me_asks_no_deed(question: str, deed: str | None) -> None:
    assert asked_deed(question) == deed
