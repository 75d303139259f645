"""Answerable questions lost at the answerer's support floor, two classes (FLOORLOSS37, issue 19).

1. A life's span in brackets ("(1126 - 1198م)") dates a person's birth and death: the reference works'
   way of saying both. `states_asked` has read it so since RIGHT19; the sentence scorer still counted the
   question's "مات"/"توفي"/"اتولد" against the sentence, so the one sentence that dates the death fell
   under extractive_min_support. Only a year or a date asked: the span says no place, no cause, no other
   event.
2. A preposition ل a reader glues to a word the corpus writes apart ("لابن رشد", "لقرطبة"): the stemmer keeps
   it on, so the passage's word did not hold the question's. Not a word the corpus writes glued itself
   ("ليسوع": its own sense), nor an Egyptian word read otherwise ("لقوه", they found him), nor a word whose
   rest opens with a glued و ("لوكاس").

Each answerable case has twins that must still decline: the asked thing absent, or asked of another."""

from __future__ import annotations

from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings
from dalil.text.egyptian_verbs import held_terms, read_word, term_readings
from dalil.text.support import subject_terms, term_set

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


# --- 2. the glued preposition ل -----------------------------------------------------------------------------


def _held(question: str, passage: str) -> frozenset[str]:
    readings = term_readings(question, subject_terms(question))
    return held_terms(readings, term_set(passage))


def test_a_glued_preposition_is_read_off_a_word_the_corpus_writes_apart() -> None:
    assert term_set("شيرين") <= read_word("لشيرين").terms
    assert term_set("غزة") <= read_word("لغزة").terms
    assert term_set("لشيرين") <= _held("مين أول شركة عملت ألبوم لشيرين؟", "أول ألبوم لشيرين أنتجته شركة فري ميوزيك")
    assert term_set("لشيرين") <= _held("مين أول شركة عملت ألبوم لشيرين؟", "أنتجت شركة فري ميوزيك أول ألبوم شيرين")


def test_a_word_the_corpus_writes_glued_is_read_as_written() -> None:
    """"ليسوع" is the corpus's own "to Jesus": no reading added (a why-question of Nicodemus, fq18-008, was
    answered with a sentence telling only that he came, when it was)."""
    assert read_word("ليسوع").terms == frozenset()


def test_no_preposition_is_read_off_an_egyptian_word_or_a_name() -> None:
    assert not read_word("لقوه").terms & term_set("قوة")  # they found him: read as وجد, not as "power"
    assert not read_word("لوكاس").terms & term_set("وكاس كاس")  # a name, not ل + وكاس
    assert not read_word("لبنان").terms & term_set("نان")  # the corpus writes Lebanon


def test_the_asked_thing_absent_still_declines_with_the_preposition_read() -> None:
    """The glued word held, the asked detail still unsaid: "what was the first album's name" is not answered by
    a sentence that names only the company."""
    passage = "تعاقدت شيرين مع شركة فري ميوزيك في بدايتها."
    assert _answer("ألبوم لشيرين الأول كان اسمه ايه؟", passage, "شيرين عبد الوهاب", "arcd:shirin0000/0") == ""
