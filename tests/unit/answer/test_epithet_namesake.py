"""A namesake told by his epithet (issue 19, NAMESAKE19): "X الأورشليمي", "X النجار" asked, and a record of
another X answers. What the retrieved records hold decides, not the epithet's shape: another record that gives
the name that epithet makes it another man; a record that holds the epithet or its place is the same man; an
epithet no record ties to the name (a quality left unsaid, or a person not held) decides nothing here.
Wording and records of my own, not from any fixture."""

from __future__ import annotations

from dalil.answer.answer_type import PERSON_NAMESAKE, person_problem
from dalil.models import Evidence
from dalil.retrieval.names import asked_epithets, epithet_namesake, holds_epithet


def _item(evidence_id: str, chunk_id: str, title: str, excerpt: str) -> Evidence:
    return Evidence(evidence_id=evidence_id, chunk_id=chunk_id, title=title, excerpt=excerpt)


# Two men named Theodore: one of Antioch, in his own record; another whose record never says where he was from.
_OTHER = _item("E1", "syn:02-02#1/0", "نياحة البابا ثاودورس", "ولد البابا ثاودورس في قرية صغيرة سنة 1820 م من أبوين تقيين.")
_OWN = _item("E2", "syn:09-09#1/0", "استشهاد القديس ثاودورس أسقف إنطاكية", "كان هذا القديس ثاودورس أسقف إنطاكية مدة سبع سنين.")


def test_another_record_giving_the_name_the_epithet_makes_the_cited_record_a_namesakes() -> None:
    # at the question's opening or after a title, before the verb or after it
    for question in ("ثاودورس الأنطاكي اتولد فين؟", "في أي مدينة وُلد القديس ثاودورس الأنطاكي؟"):
        assert asked_epithets(question) == [("ثاودورس", "الانطاكي")]
        assert person_problem(question, [_OTHER], [_OTHER, _OWN]) == PERSON_NAMESAKE
        # his own record answers: it holds the place of the nisba
        assert person_problem(question, [_OWN], [_OTHER, _OWN]) is None


def test_a_record_that_holds_the_epithets_place_anywhere_is_the_same_man() -> None:
    # "ولد بإنطاكية" says الأنطاكي, however far from the name; another record's tie changes nothing
    stylite = _item("E3", "syn:03-03#1/0", "نياحة القديس ثاودورس العمودي", "تنيح القديس ثاودورس وقد ولد هذا القديس بإنطاكية.")
    question = "القديس ثاودورس الأنطاكي اتولد سنة كام؟"
    records = {"syn:03-03#1": (stylite.title or "", stylite.excerpt), "syn:09-09#1": (_OWN.title or "", _OWN.excerpt)}
    assert epithet_namesake(question, "syn:03-03#1", records) is None


def test_an_epithet_no_record_ties_to_the_name_decides_nothing() -> None:
    # a quality ("العجائبي") that the answering record leaves unsaid, and no record gives the name: no decision
    martyr = _item("E4", "syn:04-04#1/0", "استشهاد القديس أبيفانيوس", "استشهد القديس أبيفانيوس في مدينة الإسكندرية.")
    question = "متى استشهد القديس أبيفانيوس العجائبي؟"
    assert person_problem(question, [martyr], [martyr, _OTHER]) is None
    # the epithet with its hamza seat written otherwise ("العجايبى") is the same word
    assert holds_epithet("استشهاد القديس أبيفانيوس العجايبى", "العجائبي")


def test_a_title_word_an_office_or_an_ordinal_after_the_name_is_no_epithet() -> None:
    assert asked_epithets("امتى اتنيح القديس مقاريوس الكبير؟") == []  # an honorific every record may leave out
    assert asked_epithets("كم سنة جلس البابا يوليانوس الحادي عشر؟") == []
    assert asked_epithets("مين هو يوحنا الأسقف؟") == []


def test_a_trade_another_record_gives_the_name_is_not_answered_from_a_namesake() -> None:
    # "يوسف النجار": Jacob's record names his son Joseph; the carpenter's record ties the name to the trade
    jacob = _item("E1", "syn:05-05#1/0", "نياحة يعقوب أبي الآباء", "وحمله يوسف ابنه إلى أرض كنعان وعاش مائة وسبعا وأربعين سنة.")
    carpenter = _item("E2", "syn:11-11#1/0", "نياحة القديس يوسف البار", "تنيح القديس الشيخ يوسف النجار وعاش مائة وإحدى عشرة سنة.")
    question = "يوسف النجار عاش كام سنة؟"
    assert person_problem(question, [jacob], [jacob, carpenter]) == PERSON_NAMESAKE
    assert person_problem(question, [carpenter], [jacob, carpenter]) is None
    assert person_problem("يوسف عاش كام سنة؟", [jacob], [jacob, carpenter]) is None  # no epithet: nothing chooses here
    # a record that gives the name the epithet only in passing, about another man ("كنيسة يوسف النجار" in a
    # church's record), is no record of that Joseph: nothing chooses
    church = _item("E3", "syn:06-06#1/0", "تكريس كنيسة العذراء", "وبنيت الكنيسة بجوار بيت يوسف النجار القديم.")
    assert person_problem(question, [jacob], [jacob, church]) is None
