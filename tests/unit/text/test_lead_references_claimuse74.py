"""CLAIMUSE74: a lead-in names the cited record as a reference is written — the record's kind before its name ("مقال
ويكيبيديا عن القمر"، "كتاب الصلوات، قطعة مرد الإنجيل"), a Synaxarium day "of" its month ("ليوم 7 من شهر توت"), a part after
a comma ("إنجيل يوحنا، الأصحاح رقم 10"), a dash inside a title — and a list's lines opened by any symbol; another record so
named is still another record, and the claim after the frame is still checked."""

from __future__ import annotations

import pytest

from dalil.text.foreign_courtesy import claims_nothing
from dalil.text.lead_record import names_record
from dalil.text.lead_words import lead_word
from dalil.text.normalize import fold
from dalil.text.support import answer_sentences, names_day, without_presentation


def _read(answer: str) -> list[tuple[str, str | None]]:
    return [(s.text.strip(" ."), s.source) for s in answer_sentences(answer)]


@pytest.mark.parametrize(
    ("source", "title", "metadata"),
    [
        ("ويكيبيديا عن الشيعة", "الشيعة", {}),
        ("كتاب الصلوات قطعة صلاة الصلح", "صلاة الصلح", {}),
        ("كتاب الأجبية، قطعة مزمور 112", "مزمور 112", {}),
        ("كتاب الصلوات قطعة ثيؤطوكية الخميس — واطس", "ثيؤطوكية الخميس — واطس", {}),
        ("ma2al wikipedia 3an فلسطين", "فلسطين", {}),
        ("ليوم 7 من شهر توت", "نياحة القديس سوريانوس", {"coptic_month": 1, "coptic_day": 7}),
        ("السنكسار بتاع يوم 9 من شهر توت", "استشهاد القديس بسورة", {"coptic_month": 1, "coptic_day": 9}),
    ],
)
def test_a_reference_names_the_cited_record(source: str, title: str, metadata: dict[str, object]) -> None:
    assert names_record(source, title, metadata)


@pytest.mark.parametrize(
    ("source", "title", "metadata"),
    [
        ("ويكيبيديا عن الأردن", "فلسطين", {}),  # another article
        ("كتاب الصلوات قطعة لبش الهوس الأول", "مرد الإنجيل", {}),  # another piece
        ("ليوم 14 من شهر طوبة", "نياحة القديس ابا فيس", {"coptic_month": 5, "coptic_day": 9}),  # another day
        ("رسالة رومية، الإصحاح رقم 12", "رومية 11", {}),  # another chapter
        ("ويكيبيديا عن القمر الصناعي", "القمر", {}),  # a longer name is another record
    ],
)
def test_a_reference_to_another_record_names_it(source: str, title: str, metadata: dict[str, object]) -> None:
    assert not names_record(source, title, metadata)


def test_a_day_reference_reads_of_the_month_and_a_glued_to() -> None:
    assert names_day("نص سنكسار لليوم 14 من شهر بؤونة", {"coptic_month": 10, "coptic_day": 14})
    assert not names_day("نص سنكسار لليوم 14 من شهر بؤونة وأخيه", {"coptic_month": 10, "coptic_day": 14})  # one more word


def test_a_comma_before_a_records_part_joins_the_reference() -> None:
    assert _read("على حسب إنجيل يوحنا، الأصحاح رقم 10، السارق لا يأتي إلا ليسرق [E1].") == [
        ("السارق لا يأتي إلا ليسرق", "إنجيل يوحنا الأصحاح رقم 10")
    ]
    # inside a quotation the record's own comma stays
    assert "، قطعة" in _read("«أخذ خبزا، قطعة صغيرة» [E1].")[0][0]


def test_a_dash_in_the_records_name_and_a_franco_verb_of_finding() -> None:
    read = _read("Fi كتاب الصلوات، قطعة ثيؤطوكية الخميس — واطس hatla2y: «هذه التي منها» [E1].")
    assert read[0][0] == "«هذه التي منها»"
    assert names_record(read[0][1] or "", "ثيؤطوكية الخميس — واطس", {})


@pytest.mark.parametrize("word", ["المذكور", "الموجود", "أورد", "صراحة", "حيث", "فيما"])
def test_lead_words_of_a_reference_frame(word: str) -> None:
    assert lead_word(fold(word))


@pytest.mark.parametrize("word", ["المسيح", "الملك", "القمر", "اليوم"])
def test_the_article_makes_no_lead_word_of_another(word: str) -> None:
    assert not lead_word(fold(word))


@pytest.mark.parametrize("bullet", ["★", "✦", "➤", "✅", "👉", "☆"])
def test_a_symbol_opening_a_line_is_a_bullet(bullet: str) -> None:
    answer = f"أهم النقاط:\n{bullet} السطر الأول\n{bullet} السطر الثاني [E1]."
    assert bullet not in without_presentation(answer)


def test_a_call_names_the_reader_not_a_third_person() -> None:
    names = frozenset({fold("فندم"), fold("مرقس")})
    assert claims_nothing("نورت يا فندم،", frozenset(), names)
    assert not claims_nothing("مرقس نور البلد،", frozenset(), names)  # a name not called is named
    assert not claims_nothing("نورت يا أسقف،", frozenset(), names)  # an office called stays the office it names
