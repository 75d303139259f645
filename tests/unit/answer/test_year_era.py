"""A year asked in a named era (WRONGREC74, wave s39): "سنة كام ميلادي" is not told by "من سنة 1511 للشهداء" (fq36-095's
shape), a year written in the asked era or in none still tells it. The questions and sentences are this test's own (the
records' shapes, not fixture lines)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.slot_fillers import fillers_in
from dalil.answer.slot_stated import states_slot
from dalil.answer.year_era import era_asked, era_named, of_another_era, year_era
from dalil.text.normalize import fold


def _words(text: str) -> list[str]:
    return fold(text).split()


# --- the era a question asks ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "era"),
    [
        ("البابا اتنيح سنة كام ميلادي؟", "gregorian"),
        ("في أي سنة ميلادية تنيح البابا؟", "gregorian"),
        ("في أي عام ميلادي توفي الأسقف؟", "gregorian"),
        ("الإمام مات سنة كام هجري؟", "hijri"),
        ("في أي سنة هجرية قتل الحسين؟", "hijri"),
        ("القديس استشهد سنة كام للشهداء؟", "coptic"),
        ("الدير اتبنى سنة كام بالقبطي؟", "coptic"),
        ("استشهدت سنة كم ل الشهداء", "coptic"),  # Franco "sanat kam lel shohada" as searched: the ل apart
        ("البابا اتنيح سنة كام؟", ""),
        ("في أي سنة أنشأ البابا المدرسة القبطية الكبرى؟", ""),  # an adjective of another noun, far from the year
        ("عيد الميلاد السنة دي يوم كام؟", ""),
    ],
)
def test_the_era_a_year_question_names(question: str, era: str) -> None:
    assert era_asked(_words(question)) == era


@pytest.mark.parametrize(("word", "era"), [("بالميلادي", "gregorian"), ("وهجري", "hijri"), ("م", ""), ("ش", ""), ("القبطيه", "")])
def test_a_one_letter_mark_or_an_articled_adjective_names_no_era_in_a_question(word: str, era: str) -> None:
    assert era_named(word) == era


def test_the_asked_era_is_the_slots() -> None:
    slot = asked_slot("المعلم اتوفى سنة كام ميلادي؟")
    assert slot is not None and slot.kind == "year" and slot.era == "gregorian"
    plain = asked_slot("المعلم اتوفى سنة كام؟")
    assert plain is not None and plain.era == ""


# --- the era a record writes a year in ------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "year", "era"),
    [
        ("في مثل هذا اليوم من سنة 1511 للشهداء تنيح المعلم", "1511", "coptic"),
        ("من سنة 648 ش ( 27 فبراير 932 ميلادية ) تنيح الأب", "648", "coptic"),
        ("من سنة 648 ش ( 27 فبراير 932 ميلادية ) تنيح الأب", "932", "gregorian"),
        ("في يوم الاثنين 25 بشنس سنة 1511ش (31 مايو سنة 1795م) فحزن عليه الجميع", "1795م", "gregorian"),
        ("في يوم الاثنين 25 بشنس سنة 1511ش (31 مايو سنة 1795م) فحزن عليه الجميع", "1511ش", "coptic"),
        ("حتى توفي في مصر سنة 204 هـ", "204", "hijri"),
        ("(150-204هـ / 767-820م) هو ثالث الأئمة", "204ه", "hijri"),
        ("(20 أغسطس 1858 - 16 سبتمبر 1931)", "1931", "gregorian"),  # the month's calendar
        ("ودفن في 25 بشنس سنة 1511", "1511", "coptic"),
        ("ولد في سنة 1406 بتونس", "1406", ""),  # no mark, no month: no era said
    ],
)
def test_the_era_a_year_is_written_in(sentence: str, year: str, era: str) -> None:
    words = _words(sentence)
    assert year_era(words, words.index(year)) == era


def test_no_era_asked_keeps_every_year() -> None:
    words = _words("من سنة 1511 للشهداء تنيح")
    assert not of_another_era(words, 2, "")


# --- the slot: another era's year fills nothing ---------------------------------------------------

_ASKED = "المعلم ابراهيم اتوفى سنة كام ميلادي؟"


def test_another_eras_year_is_no_filler() -> None:
    slot = asked_slot(_ASKED)
    assert slot is not None
    assert fillers_in(slot, _words("في مثل هذا اليوم من سنة 1511 للشهداء تنيح المعلم ابراهيم"), frozenset()) == []
    both = _words("في مثل هذا اليوم من سنة 648 ش ( 27 فبراير 932 ميلادية ) تنيح الأب")
    assert [both[i] for i in fillers_in(slot, both, frozenset())] == ["932"]


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        ("البابا قزما اتنيح سنة كام ميلادي؟", "من سنة 648 ش ( 27 فبراير 932 ميلادية ) تنيح الأب الأنبا قزما", True),
        ("البابا قزما اتنيح سنة كام للشهداء؟", "من سنة 648 ش ( 27 فبراير 932 ميلادية ) تنيح الأب الأنبا قزما", True),
        ("البابا متاؤس اتنيح سنة كام ميلادي؟", "في هذا اليوم من سنة 1182 للشهداء تنيح الأب الأنبا متاؤس", False),
        ("البابا ديسقورس اتنيح سنة كام للشهداء؟", "في هذا اليوم من سنة 451 م تنيح الأب ديسقورس", False),
        ("عمر المختار اتعدم سنة كام هجري؟", "أعدم في 16 سبتمبر 1931 شنقا", False),
        ("الشافعي اتوفى سنة كام هجري؟", "حتى توفي في مصر سنة 204 هـ", True),
        ("البابا متاؤس اتنيح سنة كام؟", "في هذا اليوم من سنة 1182 للشهداء تنيح الأب الأنبا متاؤس", True),  # no era asked
        ("ابن خلدون اتوفى سنة كام ميلادي؟", "حيث توفي عام 1406 عن عمر بلغ ستة وسبعين عاما", True),  # a bare year stands
    ],
)
def test_a_year_of_another_era_does_not_state_the_asked_year(question: str, sentence: str, stated: bool) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "year"
    assert states_slot(slot, sentence, frozenset(_words(question))) is stated
