"""LITURGYRECALL68: a liturgy text asked by its name ("في أوشية الزروع الكاهن بيقول إيه عن المطر", "بحسب مرد الإنجيل …"). Its
lines never repeat its title, so the fail-closed rite check (every question term held) found the name in no line and
declined, unless the title's reading (a sentence stating half the weight of the rest) took it — and there a question
word no line holds ("يلقب", "فعل") weighs most, and "بحسب" was held by no line. The name (`rite_place.named_terms`: the
title and "بحسب") is now held by a line that holds all else the question asks, the kind words where held
(`rite_place.held_with_name`), read by the offline answerer for its sentences and excerpts. Own invented records and
wordings."""

from __future__ import annotations

import pytest

from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.text.rite_place import ACCORDING, held_with_name, named_terms, rite_place
from dalil.text.support import term_set

FIELDS = {"collection": "incense", "file": "evening", "kind": "litany", "service": "رفع بخور عشية"}
FIELDS_TEXT = (
    "الشماس: أطلبوا عن الحقول والأشجار المثمرة لكي يباركها الرب.\n"
    "الكاهن: أعط المطر لوجه الأرض في حينه وأشبع الجياع من خيراتك.\n"
    "الشعب: يا رب ارحم."
)


def _litany(title: str = "أوشية الزروع", text: str = FIELDS_TEXT, place: dict | None = FIELDS) -> Evidence:
    return Evidence(evidence_id="E1", chunk_id="incense:evening:litany-fields/0", excerpt=text, title=title,
                    place=rite_place(place))


def _answer(question: str, evidence: Evidence) -> str:
    payload = ExtractiveProvider().answer(question, [evidence], strict=True)
    return payload.answer if payload.status == "answered" else ""


def test_the_name_is_the_title_and_the_according_word() -> None:
    assert {"اوش", "حقول"} <= named_terms("أوشية الحقول")
    assert term_set(ACCORDING) <= named_terms("مرد الإنجيل")
    assert named_terms(None) == frozenset() and named_terms("  ") == frozenset()


def test_the_name_is_held_only_with_all_the_rest() -> None:
    name, wanted = frozenset({"اوش", "حقول"}), frozenset({"اوش", "حقول", "مطر", "ارض"})
    assert held_with_name(frozenset({"مطر", "ارض"}), name, wanted) == wanted  # the line says all the rest
    assert held_with_name(frozenset({"مطر"}), name, wanted) == {"مطر"}  # one of the rest unsaid: read alone
    # fq31-020's shape: a line quoted by the question holds most of it, not the asked burial
    quoted = frozenset({"صلب", "قبر", "واتقبر"})
    assert held_with_name(quoted, frozenset({"قانون", "ايم"}), quoted | {"قانون", "ايم", "دفن"}) == quoted
    assert held_with_name(frozenset(), name, frozenset({"اوش", "حقول"})) == frozenset()  # nothing but the name asked
    # a kind word ("فعل" of "ماذا فعل") counts only where held
    assert held_with_name(frozenset({"مطر"}), name, (wanted | {"فعل"}) - {"ارض"}, frozenset({"فعل"})) == (
        frozenset({"مطر"}) | name
    )
    assert held_with_name(frozenset({"مطر"}), frozenset(), wanted) == {"مطر"}  # no name: no rite record


# The litany's title, أوشية الزروع, is in none of its lines (as in the store: "أوشية المسافرين" is no line of its text).
@pytest.mark.parametrize(
    ("question", "answer_holds"),
    [
        ("بحسب أوشية الزروع، ماذا يقول الكاهن عن المطر؟", "في حينه"),  # "according to" the named text: declined on main
        ("بحسب أوشية الزروع ماذا يطلب الشماس عن الحقول؟", "الحقول والأشجار"),  # declined on main
        ("في أوشية الزروع، ماذا يقول الكاهن عن المطر؟", "في حينه"),  # answered on main too (the title's reading)
    ],
)
def test_a_line_of_the_named_text_answers_what_it_holds(question: str, answer_holds: str) -> None:
    assert answer_holds in _answer(question, _litany())


@pytest.mark.parametrize(
    "question",
    [
        "بحسب أوشية الزروع، ماذا يقول الكاهن عن البحر؟",  # the named text holds no such line
        "في أوشية الزروع بنقول إيه؟",  # nothing asked but the name: any line would do
        "بحسب أوشية المسافرين، ماذا يقول الكاهن عن المطر؟",  # another text named: this one's line is not its
        "في أوشية المسافرين، ماذا يقول الكاهن عن المطر؟",
    ],
)
def test_the_named_text_without_the_detail_declines(question: str) -> None:
    assert _answer(question, _litany()) == ""


def test_a_record_of_no_rite_holds_no_according_word() -> None:
    # a record with no place (a Synaxarium record, say) is not a text the question attributes its words to
    assert _answer("بحسب أوشية الزروع، ماذا يقول الكاهن عن المطر؟", _litany(place=None)) == ""
