"""PRAYER47: a prayer's text asked by the book, service or place in the rite that holds it ("صلاة الغروب في الأجبية
بتبدأ بإيه", "في ختام صلاة النوم …", "أوشية … في رفع بخور عشية"). A rite question runs fail-closed (every question
term held), and the words that name where the text stands are in its record's metadata, never in its text. Now they
are held by the record (`Evidence.place`, `text.rite_place`): the book and the service always, a place in the service
only where the record's kind says it stands there. Own invented records and wordings. The answers fail on main
747530c (declined: no record holds الأجبية, الغروب, بداية); the declines held there and must hold still."""

from __future__ import annotations

import pytest

from conftest import candidates_of, make_chunk
from dalil.answer.context import build_context
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.text.rite_place import place_terms, rite_place
from dalil.text.support import term_set

VESPERS_INTRO = {"collection": "agpeya", "file": "vespers", "kind": "hour-intro", "service": "الغروب"}
COMPLINE_CLOSING = {"collection": "agpeya", "file": "compline", "kind": "closing", "service": "النوم"}
INCENSE_LITANY = {"collection": "incense", "file": "evening", "kind": "litany", "service": "رفع بخور عشية"}
COMMON_OPENING = {"collection": "agpeya", "file": "common", "kind": "opening"}  # the Creed is of this kind too

INTRO_TEXT = "تسبحة المساء المبارك أرفعها للمسيح ملكي وأطلب منه أن يحفظ بيتي."
CLOSING_TEXT = "احرس يا رب رقادنا وأرسل لنا ملاكا منيرا يحفظنا إلى الصباح."
LITANY_TEXT = "الكاهن: أذكر يا رب الحقول والأشجار وأعط المطر في حينه."


def _evidence(chunk_id: str, text: str, title: str, metadata: dict | None) -> Evidence:
    return Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt=text, title=title, place=rite_place(metadata))


INTRO = ("agpeya:vespers:vespers-hour-intro/0", INTRO_TEXT, "بدء صلاة الغروب", VESPERS_INTRO)
CLOSING = ("agpeya:compline:compline-closing/0", CLOSING_TEXT, "الختام", COMPLINE_CLOSING)
LITANY = ("incense:evening:litany-fields/0", LITANY_TEXT, "أوشية الحقول", INCENSE_LITANY)


def _answer(question: str, record: tuple) -> object:
    return ExtractiveProvider().answer(question, [_evidence(*record)], strict=True)


def test_the_place_names_the_book_and_the_service() -> None:
    assert rite_place(INCENSE_LITANY) == "رفع البخور رفع بخور عشية"
    assert {"اجب", "صلا", "غروب"} <= term_set(rite_place(VESPERS_INTRO) or "")
    assert rite_place({"collection": "liturgy", "service": "القداس الباسيلي", "kind": "prayer"}) == "القداس القداس الباسيلي"


def test_a_place_in_the_service_only_where_the_records_kind_says_it() -> None:
    assert {"بدا", "افتتاح", "تبد"} <= term_set(rite_place(VESPERS_INTRO) or "")
    assert {"اخر", "ختام"} <= term_set(rite_place(COMPLINE_CLOSING) or "")
    assert not {"بدا", "اخر", "ختام", "افتتاح"} & term_set(rite_place(INCENSE_LITANY) or "")
    # a section common to every hour names no service, and its kind no place (the Creed is an "opening" section)
    assert rite_place(COMMON_OPENING) == "الأجبية"


def test_the_book_is_held_as_a_reader_glues_it() -> None:
    assert {"اجب", "اجبيه"} <= place_terms(rite_place(VESPERS_INTRO))  # "الأجبية", "بالأجبية"


def test_no_place_for_a_record_of_no_rite() -> None:
    assert rite_place({"coptic_month": 1, "coptic_day": 1}) is None
    assert rite_place({}) is None
    assert rite_place(None) is None


def test_the_context_carries_the_records_place() -> None:
    rite = make_chunk("agpeya:vespers:vespers-hour-intro/0", INTRO_TEXT, library="liturgy", title="بدء صلاة الغروب",
                      metadata=VESPERS_INTRO)
    saint = make_chunk("syn:01-01#1/0", "في مثل هذا اليوم تنيح القديس.", library="synaxarium", metadata={"coptic_month": 1})
    pack = build_context("صلاة الغروب بتبدأ بإيه", candidates_of([rite, saint]))
    places = {item.chunk_id: item.place for item in pack.evidence}
    assert places == {rite.chunk_id: rite_place(VESPERS_INTRO), saint.chunk_id: None}


@pytest.mark.parametrize(
    ("question", "record", "answer_holds"),
    [
        ("صلاة الغروب في الأجبية بتبدأ بإيه؟", INTRO, "تسبحة المساء"),  # Egyptian: the book, the hour, its beginning
        ("بماذا تبدأ صلاة الغروب في الأجبية؟", INTRO, "تسبحة المساء"),  # MSA
        ("في بداية صلاة الغروب لمن أرفع التسبحة؟", INTRO, "للمسيح"),  # the beginning, its own verb
        ("ماذا نطلب عن رقادنا في ختام صلاة النوم بالأجبية؟", CLOSING, "رقادنا"),  # the closing
        ("بماذا نطلب في أوشية الحقول في رفع بخور عشية؟", LITANY, "الحقول والأشجار"),  # the service named
    ],
)
def test_a_rites_text_asked_by_where_it_stands_is_answered(question: str, record: tuple, answer_holds: str) -> None:
    payload = _answer(question, record)
    assert payload.status == "answered" and payload.cited_ids == ["E1"], payload
    assert answer_holds in payload.answer


@pytest.mark.parametrize(
    ("question", "record"),
    [
        ("صلاة باكر في الأجبية بتبدأ بإيه؟", INTRO),  # another hour: Vespers' introduction is no Prime's
        ("بماذا نطلب في آخر أوشية في رفع بخور عشية؟", LITANY),  # a litany's kind says nothing of its order
        ("ماذا نطلب عن رقادنا في بداية صلاة النوم بالأجبية؟", CLOSING),  # the closing, not the beginning
        ("بماذا نطلب في أوشية الحقول في التسبحة؟", LITANY),  # another book
        ("في ختام صلاة الغروب في الأجبية لمن أرفع التسبحة؟", INTRO),  # the introduction is no closing
    ],
)
def test_a_place_the_record_does_not_stand_in_is_declined(question: str, record: tuple) -> None:
    assert _answer(question, record).status != "answered"


def test_a_record_without_a_place_holds_none_of_those_words() -> None:
    chunk_id, text, title, _ = INTRO
    item = Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt=text, title=title)
    assert ExtractiveProvider().answer("صلاة الغروب في الأجبية بتبدأ بإيه؟", [item], strict=True).status != "answered"
