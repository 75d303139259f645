"""Answered from another record (WRONGREC72, wave s38): a material asked and a sentence that only names the thing; an
own name asked past its adjective ("اسمه الحقيقي إيه") and answered by a commemoration, a dedication ("على اسمه")
or the naming of someone introduced after a group the question also says ("من بين الرهبان اسمه …"). The questions
and sentences are this test's own (the records' shapes, not fixture lines)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import states_asked
from dalil.answer.material_asked import MATERIAL_NOT_STATED, material_asked, material_problem, states_material
from dalil.answer.name_asked import names_given, own_name_ask
from dalil.answer.slot_fillers import _named_another, _office_plural
from dalil.text.normalize import fold

# --- the material asked -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "thing"),
    [
        ("الصندوق بتاع القديس كان معمول من ايه؟", "صندوق"),
        ("مما صنع الصندوق الذي حفظت فيه الكتب؟", "صندوق"),
        ("الكرسي اللي قعد عليه الملك مما كان مصنوعا؟", "كرسي"),
        ("من أي مادة صُنعت السلسلة التي قيدوه بها؟", "سلسله"),
        ("السلسلة كانت معمولة من ما؟", "سلسله"),  # a Franco question as searched: "ma3mola men eh"
    ],
)
def test_a_material_is_asked_of_the_questions_first_noun(question: str, thing: str) -> None:
    assert material_asked(question) == thing


@pytest.mark.parametrize(
    "question",
    ["ماذا صنع الرسل في أورشليم؟", "الكنيسة اتعملت امتى؟", "الكتاب ده عمل من مين؟", "مين اللي عمل الصندوق؟", "من صنع الكرسي؟"],
)
def test_a_deed_of_making_asks_no_material(question: str) -> None:
    assert material_asked(question) == ""


@pytest.mark.parametrize(
    "sentence",
    [
        "ووضعوا الكتب في صندوق من الخشب",  # the thing, من, a noun
        "فوجدوا الكتب في صندوق نحاس",  # an indefinite thing and a bare noun
        "ثم صنع صندوقا من الفضة ووضعه في الهيكل",  # the accusative's alif
        "وكان الصندوق المحفوظ في الكنيسة مصنوعا من خشب الأرز",  # a making word a few words after the thing
    ],
)
def test_a_material_put_to_the_thing_states_it(sentence: str) -> None:
    assert states_material(sentence, "صندوق")


@pytest.mark.parametrize(
    "sentence",
    [
        "وقد كتب على الصندوق \"هذه كتب الدير\" ففرحوا به",  # an inscription on it
        "وسمعوا من داخل الصندوق صوتا",  # the thing after a compound preposition
        "ووضعوا الكتب في صندوق ثم أغلقوه",  # the thing and a particle
        "ووضعوا الكتب في صندوق وحملوه إلى الدير",  # the thing and the next verb
        "وكان الباب مصنوعا من الحديد",  # a material of another thing
    ],
)
def test_a_sentence_that_only_names_the_thing_states_no_material(sentence: str) -> None:
    assert not states_material(sentence, "صندوق")


def test_the_material_check_declines_the_answer_and_reads_every_sentence() -> None:
    question = "الصندوق بتاع القديس كان معمول من ايه؟"
    assert material_problem(question, ["وسمعوا من داخل الصندوق صوتا"]) == MATERIAL_NOT_STATED
    assert material_problem(question, ["وسمعوا من داخل الصندوق صوتا", "وكان صندوق من الخشب"]) is None
    assert material_problem("مين اللي عمل الصندوق؟", ["وسمعوا من داخل الصندوق صوتا"]) is None
    assert answer_type_problem(question, "وسمعوا من داخل الصندوق صوتا.") == MATERIAL_NOT_STATED


# --- the own name asked -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("الأنبا يوساب كان اسمه الحقيقي ايه؟", {"اسمه", "الحقيقي", "ايه"}),
        ("البابا يوساب اسمه الأصلي إيه؟", {"اسمه", "الاصلي", "ايه"}),
        ("ما كان اسمه الأول قبل الرهبنة؟", {"اسمه", "ما"}),  # past the copula; no title: the adjective is not read
        ("ما كان اسمها؟", {"اسمها", "ما"}),
        ("القديس ده لقبه إيه", {"لقبه", "ايه"}),
    ],
)
def test_the_own_name_is_asked_past_an_adjective_or_a_copula(question: str, asked: set[str]) -> None:
    words = fold(question.rstrip("؟")).split()
    assert own_name_ask(words) == frozenset(asked)


@pytest.mark.parametrize("question", ["المرض ده اسمه العلمي ايه؟", "النبات اسمه الشائع ايه؟"])
def test_a_things_qualified_name_is_not_read_as_a_persons_own_name(question: str) -> None:
    # no title or kunya names a person: a scientific or common name is told otherwise than by a naming word
    assert own_name_ask(fold(question.rstrip("؟")).split()) == frozenset()


def test_the_name_before_an_alias_of_the_asked_name_is_his_own() -> None:
    said = frozenset(fold("الانبا رويس كان اسمه الاصلي").split())
    words = fold("في مثل هذا اليوم تنيح القديس فريج المعروف بالقديس رويس").split()
    assert [words[i] for i in names_given(words, said)] == [fold("فريج")]
    other = fold("وكان هناك راهب اسمه يوحنا المعروف بالقصير").split()
    assert [other[i] for i in names_given(other, said)] == [fold("يوحنا")]  # the alias unsaid: only the naming word's name


@pytest.mark.parametrize("question", ["مارينا كان اسمها الأصلي مريم؟", "اسمه الحقيقي كان مكتوب في الكتاب", "الدير اسمه ايه"])
def test_a_name_stated_or_a_places_name_is_no_own_name_ask_of_a_person(question: str) -> None:
    words = fold(question.rstrip("؟")).split()
    assert bool(own_name_ask(words)) is (question == "الدير اسمه ايه")  # a place's name by its pronoun, as before


def test_the_qualified_own_name_is_the_slot_and_a_commemoration_does_not_state_it() -> None:
    question = "البابا يوساب الثاني كان اسمه الحقيقي ايه؟"
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "name" and fold("الحقيقي") in slot.spans
    assert not states_asked(question, "في هذا اليوم تذكار نياحة البابا يوساب الثاني . صلاته تكون معنا")
    assert states_asked(question, "ولد هذا الأب بقرية صغيرة وكان اسمه أولا جرجس", [fold("نياحة البابا يوساب الثاني")])


@pytest.mark.parametrize(
    "sentence",
    ["وقد بنيت علي اسمه كنائس كثيرة", "وبنوا على اسمه كنيسة عظيمة", "توجد علي اسمه كنيسة أثرية"],
)
def test_a_dedication_gives_no_name(sentence: str) -> None:
    assert names_given(fold(sentence).split(), frozenset()) == []


def test_a_naming_after_a_group_the_question_says_is_another_persons() -> None:
    # "… before monkhood" read as الرهبان (a Franco "rahbana"): the monks are said, not the asked pope
    said = frozenset(fold("البابا يوساب الرهبان").split())
    words = fold("فرسم لهم أسقفا زكاه الشعب من بين الرهبان اسمه بطرس").split()
    assert _named_another(words, words.index("بطرس"), said)
    own = fold("ولما ترهب البابا يوساب مع الرهبان كان اسمه بطرس").split()
    assert not _named_another(own, own.index("بطرس"), said)  # the pope's own clause: his name


@pytest.mark.parametrize(
    ("word", "plural"), [("الرهبان", True), ("الأساقفة", True), ("الراهب", False), ("البابا", False), ("أسقفا", False)]
)
def test_an_offices_plural_is_read_by_its_form(word: str, plural: bool) -> None:
    assert _office_plural(fold(word)) is plural
