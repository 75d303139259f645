"""PARA36: the reader's everyday word reaches the record's (search, the excerpt check, the floor), and what
the reading exposed: a colour asked and never said, a spouse asked by the participle."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_predicates
from dalil.answer.asked_stated import asked_problem
from dalil.answer.colour_asked import asked_colour, colour_stated
from dalil.text import colloquial
from dalil.text.egyptian_verbs import held_terms, term_readings
from dalil.text.reading import read_question
from dalil.text.support import subject_terms, term_set
from dalil.text.vocabulary import Vocabulary

# --- a colour asked ----------------------------------------------------------------------------------------

LOST_SHEEP = "أي إنسان منكم له مئة خروف، وأضاع واحدا منها، ألا يترك التسعة والتسعين في البرية، ويذهب لأجل الضال حتى يجده."


@pytest.mark.parametrize(
    "question",
    ["الغنمة الضايعة اللي لقاها صاحبها كان لونها ايه؟", "ما لون الحصان الذي ركبه الفارس؟", "بأي لون كانت ستائر الخيمة؟",
     "الفرس اللي ظهر في الرؤيا لونه إيه"],
)
def test_a_colour_asked_is_read(question: str) -> None:
    assert asked_colour(question)


@pytest.mark.parametrize("question", ["لون الثياب في الصوم", "ما معنى الأيقونة؟", "الراعي لقى الخروف فين؟"])
def test_no_colour_asked_without_the_colour_noun_and_a_question_word(question: str) -> None:
    assert not asked_colour(question)


def test_a_colour_is_said_by_a_closed_class_word_under_a_glued_particle_or_the_article() -> None:
    assert colour_stated(["وإذا فرس أبيض والجالس عليه"]) and colour_stated(["ألبسوه ثوبا قرمزيا"])
    assert colour_stated(["وصارت ثيابه بيضاء كالنور"]) and colour_stated(["وكان لابسا الأرجوان"])
    assert colour_stated(["ولبس بالأحمر"])
    assert not colour_stated([LOST_SHEEP])


def test_a_sentence_that_says_no_colour_does_not_answer_a_colour_asked() -> None:
    question = "الخروف الضال الذي وجده الراعي كان لونه ما؟"
    assert asked_problem(question, [LOST_SHEEP]) == "asked_not_stated: colour"
    assert asked_problem(question, ["وكان الخروف الضال أبيض اللون"]) is None


# --- a spouse asked by the participle ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "kin"),
    [("الملك ده كان متجوز مين؟", "wife"), ("الفيلسوف كان متزوج من؟", "wife"), ("الملكة كانت متجوزة مين؟", "husband")],
)
def test_the_participle_of_marriage_before_who_asks_the_spouse_by_name(question: str, kin: str) -> None:
    predicates = asked_predicates(question)
    assert [p.name for p in predicates] == [kin] and predicates[0].by_name


# --- the everyday words: one table, read by the search and the answer side ------------------------------


@pytest.mark.parametrize(
    ("word", "corpus"),
    [("العيانين", "المرضى"), ("للعيانين", "للمرضى"), ("جعان", "جائع"), ("التايه", "الضال"), ("بتولع", None),
     ("تولع", "توقد"), ("الديب", "الذئب"), ("خرفان", "خراف"), ("الحرامية", "اللصوص"), ("ندهوا", "نادوا")],
)
def test_new_everyday_rows_read_where_the_corpus_does_not_write_the_word(word: str, corpus: str | None) -> None:
    assert colloquial.content_word(word, Vocabulary({}, "empty")) == corpus


def test_the_search_reads_the_new_rows_only_with_the_everyday_setting() -> None:
    """Off as shipped: read by the search, the lexicon lost one held-out concept question (concepts-readers lexical
    lenient@5 39 -> 38, the eval gate, PARA36); the answer side reads the rows always."""
    vocabulary = Vocabulary({"يسوع": 900, "المرضى": 40}, "test")
    assert read_question("يسوع عمل ايه للعيانين؟", vocabulary).searched == "يسوع صنع ماذا للعيانين؟"
    assert read_question("يسوع عمل ايه للعيانين؟", vocabulary, everyday=True).searched == "يسوع صنع ماذا للمرضى؟"


@pytest.mark.parametrize(
    ("question", "passage"),
    [("الست كانت بتولع ايه في البيت؟", "ألا توقد سراجا وتكنس البيت"),
     ("يسوع شفى العيانين امتى؟", "قدموا إليه المرضى فشفاهم"),
     ("الراعي بيسيب الخرفان امتى؟", "ويترك الخراف ويهرب")],
)
def test_the_answer_side_holds_the_everyday_word_by_the_records_word(question: str, passage: str) -> None:
    wanted = subject_terms(question)
    readings = term_readings(question, wanted)
    held = held_terms(readings, term_set(passage))
    everyday = {term for term in wanted if any(w in term or term in w for w in ("تولع", "عيان", "خرفان"))}
    assert everyday and everyday <= held
