"""One Egyptian morphology (text/egyptian_morphology.py) read by the search side (colloquial's
strip_aspect) and the answer side (egyptian_verbs.verb_forms, the restatement's reading): a shape one
side learns, the other reads too."""

from __future__ import annotations

from dalil.text import colloquial
from dalil.text.egyptian_morphology import inflection_bases, interdental_spellings, without_dative
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


def test_inflection_bases_read_the_person_and_a_glued_pronoun_off_egyptlex70() -> None:
    assert ("سابوا", "") in inflection_bases("سابوه")  # the plural's ا unwritten before the pronoun
    assert ("ساب", "") in inflection_bases("سابتها")  # she left her
    assert ("يسيب", "ت") in inflection_bases("تسيبه")  # another person's letter, to write back
    assert ("يسيب", "") in inflection_bases("يسيبوا")
    assert ("قعد", "") in inflection_bases("قعدت")
    assert ("حط", "") in inflection_bases("حطيت")  # a doubled verb's ـيت
    assert ("استخبي", "") in inflection_bases("استخبوا")  # a defective verb's ى back
    assert inflection_bases("استخبوا")[0][1] == ""  # the perfect before a first person's imperfect
    assert all(base != "ساب" for base, _ in inflection_bases("ساب"))  # never the word itself


def test_without_dative_reads_a_glued_dative_off_a_verb_egyptlex70() -> None:
    assert without_dative("ظهرله") == "ظهر"
    assert without_dative("قطعلهم") == "قطع"
    for word in ("الله", "قبله", "مثلها", "الرسله"):  # too short a verb, or a noun under the article
        assert without_dative(word) is None
