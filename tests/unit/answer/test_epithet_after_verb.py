"""A namesake told by his epithet where NAMESAKE19's reading did not look (issue 19, NAMESAKE20): the name after
the verb or the question word with no title ("استشهد امتى يوحنا القصير"), an epithet without the article ("يوحنا
قصير استشهد امتى"), "أول X" ("بولا أول السواح"), and a cited record whose own title gives the name another epithet
("نياحة البابا مرقس الخامس" for "مرقس الطرابلسي"). Wording and records of my own, not from any fixture."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import PERSON_NAMESAKE, person_problem
from dalil.models import Evidence
from dalil.retrieval.names import asked_epithets, titled_otherwise


def _item(evidence_id: str, chunk_id: str, title: str, excerpt: str) -> Evidence:
    return Evidence(evidence_id=evidence_id, chunk_id=chunk_id, title=title, excerpt=excerpt)


@pytest.mark.parametrize(
    ("question", "pairs"),
    [
        ("اتنيح فين شنوده السرياني؟", [("شنوده", "السرياني")]),  # after the verb and its question word
        ("متى تنيح شنوده السرياني؟", [("شنوده", "السرياني")]),  # right after the verb
        ("اتولد سنة كام شنوده السرياني؟", [("شنوده", "السرياني")]),  # after "سنة كام"
        ("شنوده سرياني اتولد فين؟", [("شنوده", "السرياني")]),  # a bare epithet, before the verb
        ("الانبا بولا اول المتوحدين كان منين؟", [("بولا", "المتوحدين")]),  # "أول X": X, no ordinal of the name
    ],
)
def test_the_name_and_its_epithet_are_read_where_they_stand(question: str, pairs: list[tuple[str, str]]) -> None:
    assert asked_epithets(question) == pairs


@pytest.mark.parametrize(
    "question",
    [
        "ماذا حملت القوافل التي أرسلها الوالي؟",  # a verb after the question word is no name
        "ضد من حارب الفرسان في المعركة؟",
        "بحسب رواية المؤرخ في الكتاب، متى ولد الملك؟",  # two words of a phrase are no name and epithet
        "كم سنة جلس البابا يوليانوس الحادي عشر؟",  # an ordinal
        "امتى اتنيح القديس مقاريوس الكبير؟",  # an honorific tells no one apart
    ],
)
def test_what_is_no_name_with_an_epithet(question: str) -> None:
    assert asked_epithets(question) == []


def test_a_name_after_the_verb_is_checked_against_a_namesake_that_carries_the_epithet() -> None:
    # "شنوده السرياني" after the verb, answered from another Shenouda's record; the Syrian's is retrieved too
    other = _item("E1", "syn:04-04#2/0", "نياحة القديس شنوده الناسك", "تنيح القديس شنوده سنة 420 م وكان عمره ستين سنة.")
    own = _item("E2", "syn:05-05#2/0", "نياحة القديس شنوده السرياني", "تنيح القديس شنوده السرياني في البرية.")
    assert person_problem("اتولد سنة كام شنوده السرياني؟", [other], [other, own]) == PERSON_NAMESAKE
    assert person_problem("اتولد سنة كام شنوده السرياني؟", [own], [other, own]) is None


def test_a_cited_title_giving_the_name_another_epithet_is_a_namesakes_record() -> None:
    pope = _item("E1", "syn:06-06#3/0", 'نياحة البابا شنوده السابع "70"', "تنيح البابا شنوده وقد جلس على الكرسي 12 سنة.")
    question = "امتى اتنيح الانبا شنوده السرياني؟"
    assert titled_otherwise(question, [(pope.title or "", pope.excerpt)])
    assert person_problem(question, [pope], [pope]) == PERSON_NAMESAKE
    # the same man told by another byname: his record holds the asked nisba's word
    monk = _item("E2", "syn:07-07#1/0", "نياحة القديس شنوده الناسك", "تنيح القديس شنوده الناسك في دير السريان.")
    assert not titled_otherwise(question, [(monk.title or "", monk.excerpt)])
    # cited beside a namesake's passage: the record that holds the epithet answers for the man
    assert not titled_otherwise(question, [(monk.title or "", monk.excerpt), (pope.title or "", pope.excerpt)])
