"""One Egyptian morphology (text/egyptian_morphology.py) read by the search side (colloquial's
strip_aspect) and the answer side (egyptian_verbs.verb_forms, the restatement's reading): a shape one
side learns, the other reads too."""

from __future__ import annotations

from dalil.text import colloquial
from dalil.text.egyptian_morphology import interdental_spellings
from dalil.text.egyptian_verbs import read_word
from dalil.text.normalize import fold
from dalil.text.stem import analyze
from dalil.text.vocabulary import Vocabulary


def test_the_future_before_a_written_first_person_alif_is_read_as_the_bare_imperfect() -> None:
    # "هاكل" is هـ + اكل (I will eat): the corpus's اكل, not a second ا before it ("ااكل")
    assert set(analyze("اكل")) <= read_word("هاكل").terms | set(analyze("هاكل"))
    assert "ااكل" not in read_word("هاكل").terms


def test_the_restatement_reads_the_future_حـ_as_the_search_side_does() -> None:
    # the search side and verb_forms always read حـ as the future; the restatement reader read only بـ/هـ
    excerpt = "وكان لا يقتني شيئا"
    assert "يقتني" in colloquial.read_answer_function_words("كان حيقتني", excerpt).split()


def test_a_glued_فـ_is_a_conjunction_for_search_too() -> None:
    vocabulary = Vocabulary({"يحب": 31}, "test")
    assert colloquial.strip_aspect("فبيكرهوا", vocabulary) == fold("فيكرهوا")  # as "وبيكرهوا" is


def test_the_interdental_spellings_of_a_word() -> None:
    assert {"ثالث", "ثالت", "تالث"} <= interdental_spellings("تالت")
    assert "ذبح" in interdental_spellings("دبح")
    assert "تالت" not in interdental_spellings("تالت")  # not the word itself
    assert interdental_spellings("مريم") == frozenset()  # nothing to read
