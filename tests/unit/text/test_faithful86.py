"""FAITHFUL86: faithful claims in three shapes read as what they say — a lead of the writer's retelling
(`support.without_presentation`), a quotation then its record named after a dash (`record_frame.framed_quotation`,
the record's own day or rite place beside its title), a quotation cut with "…" at a clause mark or behind a lead of
taking a part (`quotation.quotation_problem`, `lead_words`); each twin with a bend stays refused."""

from __future__ import annotations

import pytest

from dalil.text.foreign_courtesy import record_stems
from dalil.text.lead_words import lead_word
from dalil.text.quotation import quotation_problem
from dalil.text.record_frame import framed_quotation
from dalil.text.support import without_presentation


@pytest.mark.parametrize(
    "lead",
    ["بصيغة أخرى،", "بأسلوب تاني،", "بلغة أبسط،", "وبألفاظ أخرى،", "بطريقة تانية،", "على سبيل التوضيح،",
     "وعلى سبيل إعادة الصياغة،", "لو نقولها ببساطة،", "ولو قلناها باختصار،", "Be kalam tany,", "Be tare2a tanya,",
     "Law 2olnaha be basata,"],
)
def test_a_lead_of_the_writers_retelling_is_taken_off(lead: str) -> None:
    assert without_presentation(f"{lead} ثم أرسلوا إليه قوما [E1].") == "ثم أرسلوا إليه قوما [E1]."


@pytest.mark.parametrize("lead", ["بيد أخرى،", "بسفينة أخرى،", "لو ذهبوا ببساطة،", "على سبيل الهدية،"])
def test_another_thing_or_anothers_act_is_no_retelling_lead(lead: str) -> None:
    answer = f"{lead} ثم أرسلوا إليه قوما [E1]."
    assert without_presentation(answer) == answer


@pytest.mark.parametrize("word", ["نقتطف", "نجتزئ", "الجزء", "جزء", "المهم", "منها", "goz2", "gomla"])
def test_the_words_of_taking_a_part_are_lead_words(word: str) -> None:
    assert lead_word(word)


MARK_12 = "فطلبوا أن يمسكوه، ولكنهم خافوا من الجمع، لأنهم عرفوا أنه قال المثل عليهم. ثم أرسلوا إليه قوما من الفريسيين"
KNOWN = record_stems([MARK_12, "لماذا لم يمسكوا يسوع؟"])
NAMES = frozenset({"يسوع", "متى", "مرقس"})
QUOTE = "«فطلبوا أن يمسكوه، ولكنهم خافوا من الجمع»"


def test_a_quotation_then_its_record_named_after_a_dash_leaves_the_quotation() -> None:
    cited = [("مرقس 12", {})]
    assert framed_quotation(f"{QUOTE} — وهي عبارة مأخوذة من مرقس 12 [E1].", cited, KNOWN, NAMES) == f"{QUOTE} ."
    assert framed_quotation(f"{QUOTE} — w da men مرقس 12 [E1].", cited, KNOWN, NAMES) == f"{QUOTE} ."


def test_a_quotation_then_another_record_named_is_no_frame() -> None:
    cited = [("مرقس 12", {})]
    assert framed_quotation(f"{QUOTE} — وهي عبارة مأخوذة من مرقس 13 [E1].", cited, KNOWN, NAMES) is None
    assert framed_quotation(f"{QUOTE} — وهي عبارة مأخوذة من إنجيل متى 12 [E1].", cited, KNOWN, NAMES) is None


def test_the_records_own_day_beside_its_title_names_it_and_another_day_does_not() -> None:
    cited = [("نياحة القديس يونياس الرسول", {"coptic_month": 9, "coptic_day": 23})]
    said = f"{QUOTE} — وهذا من رواية السنكسار عن نياحة القديس يونياس الرسول في {{}} بشنس [E1]."
    assert framed_quotation(said.format(23), cited, KNOWN, NAMES) == f"{QUOTE} ."
    assert framed_quotation(said.format(24), cited, KNOWN, NAMES) is None


def test_the_rites_own_place_beside_its_title_names_it() -> None:
    cited = [("مزمور 2", {"collection": "agpeya", "service": "باكر", "kind": "psalm"})]
    known = record_stems([MARK_12, "مزمور 2 في صلاة باكر بالأجبية بيقول إيه؟"])
    said = f"{QUOTE} — والكلام ده من نص مزمور 2 كما يصلى في صلاة باكر بالأجبية [E1]."
    assert framed_quotation(said, cited, known, NAMES) == f"{QUOTE} ."


PSALM_80 = "والغرس الذي غرسته يمينك، والابن الذي اخترته لنفسك."


def test_a_quotation_cut_at_a_clause_mark_before_a_name_cuts_no_phrase() -> None:
    assert quotation_problem("«والغرس الذي غرسته يمينك …» .", PSALM_80, frozenset({"الابن"})) is None


def test_a_quotation_cut_inside_a_phrase_before_a_name_is_still_refused() -> None:
    excerpt = "وأرسل إليهم الملك هيرودس جنده."
    assert quotation_problem("«وأرسل إليهم الملك …» .", excerpt, frozenset({"هيرودس"})) is not None
