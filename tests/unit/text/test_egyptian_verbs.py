"""Egyptian verb forms read as the corpus writes them (text/egyptian_verbs.py): the shapes, the data's
words, and what a passage's terms hold of a question's."""

from __future__ import annotations

import pytest

from dalil.text.egyptian_morphology import verb_forms
from dalil.text.egyptian_verbs import held_terms, read_word, term_readings
from dalil.text.normalize import fold
from dalil.text.support import subject_terms, term_set


@pytest.mark.parametrize(
    ("egyptian", "msa"),
    [
        ("اتولد", "ولد"),  # the ات- passive of a bare verb
        ("اتنيح", "تنيح"),  # ات- as the corpus's form V
        ("اتكسر", "انكسر"),  # as form VII
        ("اتختار", "اختار"),  # as form VIII
        ("بيعبدوا", "يعبدون"),  # the habitual بـ and the imperfect's plural ـوا
        ("هيعمل", "يعمل"),  # the future هـ
        ("حتغرق", "تغرق"),  # the future حـ
        ("بتحسدش", "تحسد"),  # a closing ـش of the negation
        ("ماقالوش", "قالوا"),  # the wrapped negation ما…ش
        ("مابيموتش", "يموت"),  # the wrapped negation around an aspect prefix
        ("بيتقال", "يقال"),  # the passive's imperfect
        ("يتنيح", "تنيح"),  # the form V imperfect, its perfect
        ("ومشي", "مشي"),  # a glued و
        ("هحتاج", "احتاج"),  # the first person's ا dropped after the future هـ
    ],
)
def test_an_egyptian_verb_is_read_in_the_corpus_form(egyptian: str, msa: str) -> None:
    assert fold(msa) in verb_forms(fold(egyptian))


@pytest.mark.parametrize("noun", ["الباب", "البابا", "بابا", "شيرين"])
def test_a_noun_or_a_name_has_no_verb_root(noun: str) -> None:
    # an articled word is a noun; "بابا" is no بـ + ابا (a father); a name's letters give no root to match by
    assert not read_word(noun).roots


@pytest.mark.parametrize(
    ("egyptian", "msa"),
    [
        ("راح", "ذهب"),  # data/paraphrase/egyptian.txt
        ("جاب", "أحضر"),
        ("هيعمل", "يفعل"),  # the future's verb, by its Egyptian class (عمل / فعل / صنع)
        ("شاف", "رأى"),
        ("عايز", "يريد"),
        ("اتجوزت", "تزوجت"),
    ],
)
def test_an_egyptian_word_is_held_by_the_corpus_word_for_it(egyptian: str, msa: str) -> None:
    reading = read_word(egyptian)
    assert reading.terms & term_set(msa) or reading.roots


@pytest.mark.parametrize("written", ["أحضر", "عمل", "وقع", "سنة", "اتحاد"])
def test_a_word_the_corpus_writes_is_read_as_written(written: str) -> None:
    # its own sense is the corpus's: MSA "أحضر" is not read by the Egyptian class of جاب, "وقع" not as
    # سقط, "سنة" not as any "عام", "اتحاد" (union) is no ات- passive
    assert read_word(written) == read_word("")


@pytest.mark.parametrize(
    ("question", "sentence", "word"),
    [
        # the interdentals as Egyptian speech writes them: ث as ت, ذ as د
        ("التعبان اللي قتله ثاؤدورس كان طوله كام ذراع؟", "وكان طول هذا الثعبان اثني عشر ذراعا .", "التعبان"),
        ("القديسة بربارة فتحت شباك تالت في الحمام ليه؟", "فأمرت بفتح طاقة ثالثة", "تالت"),
        ("الملك اللي دبح العذارى مات إزاي؟", "فذبح العذارى بالسيف", "دبح"),
    ],
)
def test_an_interdental_said_as_a_stop_is_held_by_the_corpus_spelling(question: str, sentence: str, word: str) -> None:
    (term,) = term_set(word)
    assert term in held_terms(term_readings(question, subject_terms(question)), term_set(sentence))


def test_an_interdental_reading_is_held_only_where_a_sentence_writes_it() -> None:
    question = "التعبان اللي قتله ثاؤدورس كان طوله كام ذراع؟"
    (term,) = term_set("التعبان")
    assert term not in held_terms(term_readings(question, subject_terms(question)), term_set("وكان طول هذا التنين"))


def test_a_dropped_hamza_is_the_same_term() -> None:
    assert term_set("قايل") == term_set("قائل") and term_set("بير") == term_set("بئر")


def test_a_passage_holds_the_egyptian_question_words_it_says_in_its_own_register() -> None:
    question = "البابا أثناسيوس اتختار بطريرك سنة كام؟"
    sentence = "واختير أثناسيوس بطريركا على الكرسي المرقسي سنة 328م"
    wanted = subject_terms(question)
    held = held_terms(term_readings(question, wanted), term_set(sentence))
    assert "اتختار" in wanted and "اتختار" not in term_set(sentence)
    assert "اتختار" in held  # its root (خ ت ر) is the passage's اختير


def test_a_word_with_no_reading_is_held_only_by_itself() -> None:
    question = "القديس كان صنايعي إيه؟"  # صنايعي (a craftsman): no row, no verb shape
    readings = term_readings(question, subject_terms(question))
    assert not held_terms(readings, term_set("وكان القديس يعمل نجارا"))  - {"قديس"}


def test_a_participle_row_is_held_by_the_corpus_verb() -> None:
    # EGYPTLEX70: شغال (working) is a row of the everyday table (-> يعمل); it was this file's word with no reading
    question = "القديس كان شغال إيه؟"
    readings = term_readings(question, subject_terms(question))
    assert "شغال" in held_terms(readings, term_set("وكان القديس يعمل نجارا"))


def test_a_table_verb_is_held_in_every_person_and_under_a_glued_pronoun() -> None:
    # EGYPTLEX70: the table lists ساب / يسيب once; persons, pronouns and the aspect prefix are read off by morphology
    for question in ("هو ساب الدير ليه؟", "سابوه فين؟", "هي سابته امتى؟", "بيسيبوا الدير امتى؟"):
        verb = question.split()[0] if question.split()[0] not in ("هو", "هي") else question.split()[1]
        readings = term_readings(question, subject_terms(question))
        wanted = next(term for term in readings if term in subject_terms(verb))
        assert wanted in held_terms(readings, term_set("ثم ترك الدير ومضى إلى البرية")), question
    # a glued dative: "ظهرله" is ظهر له
    readings = term_readings("الملاك ظهرله فين؟", subject_terms("الملاك ظهرله فين؟"))
    assert {"ظهرل"} & set(readings) and held_terms(readings, term_set("ظهر له ملاك الرب في رؤيا"))


def test_a_negation_written_apart_is_read_as_one_word() -> None:
    question = "رؤساء كتير آمنوا بيسوع بس ما اعترفوش ليه؟"
    wanted = subject_terms(question)
    readings = term_readings(question, wanted)
    held = held_terms(readings, term_set("ولكن لسبب الفريسيين لم يعترفوا به"))
    assert any(term in held for term in term_set("اعترفوش"))


def test_the_colloquial_negation_is_held_by_a_sentence_that_negates() -> None:
    question = "أنهي مزمور بيقول إن الرب راعيني ومش هحتاج حاجة؟"  # as searched: "ومش" -> "وليس"
    searched = question.replace("ومش", "وليس")
    for asked in (question, searched):
        negation = term_set("ومش" if asked is question else "وليس")
        held = held_terms(term_readings(asked, term_set(asked)), term_set("الرب راعي فلا يعوزني شيء"))
        assert negation <= held
        assert not negation & held_terms(term_readings(asked, term_set(asked)), term_set("الرب راعي يعوزني شيء"))
