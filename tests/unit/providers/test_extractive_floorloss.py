"""Answerable questions lost at the answerer's support floor: a birth's or death's year given as a life's span
(FLOORLOSS37, issue 19).

A life's span in brackets ("(1126 - 1198م)") dates a person's birth and death: the reference works' way of
saying both. `states_asked` reads it so; the sentence scorer still counted the question's "مات"/"توفي"/"اتولد"
against the sentence, so the one sentence that dates the death fell under extractive_min_support. Only a year
or a date asked: the span says no place, no cause, no other event.

Each answerable case has twins that must still decline: the asked thing absent, or asked of another."""

from __future__ import annotations

from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings

# An article that names its subject in most sentences (his name weighs little) and dates his life once.
_RUSHD = (
    "ابن رشد هو أبو الوليد محمد بن أحمد بن رشد القرطبي (1126 - 1198م)، فيلسوف وطبيب وفقيه أندلسي."
    " نشأ ابن رشد في قرطبة ودرس الفقه والطب والفلك."
    " شرح ابن رشد كتب أرسطو حتى لقب بالشارح."
    " تولى ابن رشد القضاء في إشبيلية ثم في قرطبة."
    " ولابن رشد كتب في الطب أشهرها الكليات."
)


# Questions as the reader rewrites them (text/reading.py: "كام" -> "كم"), as the answerer receives them.
def _answer(question: str, excerpt: str = _RUSHD, title: str | None = "ابن رشد", chunk_id: str = "arcd:rushd00000/0") -> str:
    evidence = [Evidence(evidence_id="E1", chunk_id=chunk_id, title=title, excerpt=excerpt)]
    payload = ExtractiveProvider(Settings()).answer(question, evidence)
    return payload.answer if payload.status == "answered" else ""


# --- 1. the life's span ------------------------------------------------------------------------------------


def test_the_year_of_a_death_is_read_from_the_life_span() -> None:
    assert "(1126 - 1198م)" in _answer("ابن رشد مات سنة كم؟")


def test_the_year_of_a_death_asked_in_msa_is_read_from_the_life_span() -> None:
    assert "(1126 - 1198م)" in _answer("في أي عام توفي ابن رشد؟")


def test_the_year_of_a_birth_is_read_from_the_life_span() -> None:
    assert "(1126 - 1198م)" in _answer("ابن رشد اتولد سنة كم؟")


def test_a_place_of_death_is_not_read_from_the_life_span() -> None:
    """The span dates the death; it says nothing of where (the sentence's "القرطبي" is his origin)."""
    assert _answer("ابن رشد مات فين؟") == ""


def test_another_event_is_not_dated_by_the_life_span() -> None:
    """A marriage, a journey: no span dates them."""
    assert _answer("ابن رشد اتجوز سنة كم؟") == ""
    assert _answer("ابن رشد سافر مراكش سنة كم؟") == ""


def test_no_span_no_year() -> None:
    """The same passage without its span: nothing dates the death."""
    assert _answer("ابن رشد مات سنة كم؟", _RUSHD.replace(" (1126 - 1198م)", "")) == ""


def test_another_persons_span_dates_not_the_asked_death() -> None:
    """A span in a passage about someone else does not date the asked person's death."""
    other = "ابن طفيل هو أبو بكر محمد بن عبد الملك (1105 - 1185م)، فيلسوف وطبيب أندلسي."
    assert _answer("ابن رشد مات سنة كم؟", other, "ابن طفيل", "arcd:tufail0000/0") == ""
