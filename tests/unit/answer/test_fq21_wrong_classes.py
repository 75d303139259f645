"""The classes fresh-questions-21 found answered when they should have been declined (issue 19, FQ21WRONG36):
a thing's name asked, answered by a sentence that says the noun with an adjective ("جبل عال") or never says the
noun nor the event (fq21-121, -026); a name's meaning asked, answered by the name alone (fq21-047); an Egyptian
"X اتدفن فين" whose title word ("الامام") was read as a word of the event (fq21-107); the doer of a deed asked,
answered by a passive or by the doer's noun said of the question's own person (fq21-116, -120); a name read in a
place's name ("برية القديس مكاريوس", fq21-108). The questions and sentences are this test's own (the store-wide
runs are in benchmarks/trust/RESULTS.md)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot, asks_name_meaning
from dalil.answer.asked_stated import asked_problem, states_asked
from dalil.answer.thing_name import names_thing, without_place_names
from dalil.text.normalize import fold

# --- a thing's name asked ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "named"),
    [
        ("ثم أصعده إلى جبل عال جدا وأراه الممالك", False),  # فاعٍ: an adjective, no name
        ("وخرجوا إلى جبل الزيتون بعد العشاء", True),
        ("وسكن مدة في مدينة قاو بالصعيد", True),  # a short name of the shape, the corpus writes no "قاوي"
    ],
)
def test_a_defective_adjective_names_no_thing(sentence: str, named: bool | None) -> None:
    thing = "جبل" if "جبل" in sentence else "مدينه"
    assert names_thing(thing, fold(sentence).split(), frozenset()) is named


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("وكان الأسقف يوحنا من أهل الإسكندرية وترهب في دير قريب منها", False),  # no island, no exile
        ("ونفي الأسقف يوحنا إلى بطمس فبقي هناك سنتين", True),  # the exile said: its place is named
        ("ونفي الأسقف يوحنا إلى جزيرة تدعى بطمس", True),
        ("ونفي الأسقف يوحنا إلى جزيرة صغيرة", False),  # the noun, no name
    ],
)
def test_a_things_name_is_told_by_its_noun_or_its_clauses_event(sentence: str, stated: bool) -> None:
    question = "ما اسم الجزيرة التي نفي إليها الأسقف يوحنا؟"
    slot = asked_slot(question)
    assert slot is not None and slot.clause_verb
    assert states_asked(question, sentence) is stated


# --- a name's meaning asked -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("اسم جثسيماني معناه ايه؟", True),
        ("ما معنى اسم طابيثا؟", True),
        ("الضيعة دي اسمها يعني إيه؟", True),
        ("الإفخارستيا يعني إيه؟", False),  # a word's meaning: a definition, in any words
        ("ما اسم الضيعة التي صلى فيها يسوع؟", False),
    ],
)
def test_a_names_meaning_is_asked_by_a_naming_word_and_a_word_of_meaning(question: str, asked: bool) -> None:
    assert asks_name_meaning(question) is asked


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("ثم جاء معهم إلى ضيعة يقال لها جثسيماني فقال للتلاميذ اجلسوا ههنا", False),  # the name, no meaning
        ("هوذا العذراء تحبل وتلد ابنا ويدعون اسمه عمانوئيل الذي تفسيره الله معنا", False),  # another name's
        ("وجاءوا إلى جثسيماني الذي تفسيره معصرة الزيت", True),
    ],
)
def test_a_names_meaning_is_stated_by_a_gloss_of_that_name(sentence: str, stated: bool) -> None:
    question = "اسم جثسيماني معناه ايه؟"
    assert (asked_problem(question, [sentence]) is None) is stated


# --- the place of an event asked, Egyptian, of a titled nisba ---------------------------------------


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("وسافر الغزالي إلى بغداد حيث درس عند الإمام الجويني", False),  # a place of his; "الإمام" tells no burial
        ("وحدث في الليلة التي دفن فيها أن الوالد رأى ابنه في رؤيا", False),  # a burial, of no one the question names
        ("ودفن الغزالي في طوس سنة 1111", True),
    ],
)
def test_the_title_before_a_nisba_tells_no_event(sentence: str, stated: bool) -> None:
    question = "الامام الغزالي اتدفن فين؟"
    assert (asked_problem(question, [sentence]) is None) is stated


# --- the doer of a deed asked -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("وكان الأنبا يوساب من أهل أخميم ورسم أسقفا على جرجا سنة 1200", False),  # passive: no doer
        ("ورسم البابا مرقس الأنبا يوساب أسقفا على جرجا", True),
        ("ورسم الأنبا يوساب أسقفا على جرجا من يد البابا مرقس", True),  # the passive's doer after "من يد"
    ],
)
def test_a_passive_deed_names_no_doer(sentence: str, stated: bool) -> None:
    question = "مين اللي رسم الأنبا يوساب أسقف؟"
    assert (asked_problem(question, [sentence]) is None) is stated


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("وكان في لسترة رجل اسمه تيموثاوس معلم للكتب محبوب عند الإخوة", False),  # he is the teacher
        ("وعلم بولس تيموثاوس الكتب في لسترة", True),
    ],
)
def test_the_doers_noun_said_of_the_person_asked_names_no_doer(sentence: str, stated: bool) -> None:
    question = "مين اللي علم تيموثاوس الكتب؟"
    assert (asked_problem(question, [sentence]) is None) is stated


# --- a person's name in a place's name ----------------------------------------------------------------


def test_a_name_in_a_places_construct_is_blanked_unless_the_question_names_the_place() -> None:
    words = fold("وترهب ببرية القديس بنيامين ثم صار أسقفا").split()
    assert "بنيامين" not in without_place_names(words, fold("في أي دير ترهب البابا بنيامين الثاني").split())
    assert "بنيامين" in without_place_names(words, fold("برية القديس بنيامين فين").split())


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("ومنذ صغره ترهب بدير الأنبا بنيامين في برية شيهيت", False),  # another monk, at Benjamin's monastery
        ("وترهب البابا بنيامين الثاني في دير الزجاج غربي الإسكندرية", True),
    ],
)
def test_the_subject_is_not_held_by_a_places_name(sentence: str, stated: bool) -> None:
    question = "في أي دير ترهب البابا بنيامين الثاني؟"
    assert (asked_problem(question, [sentence]) is None) is stated
