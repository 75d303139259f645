"""MEND47: one table per word class. Each reader that wrote its own shorter copy of a closed class now reads the
class's one table, and so reads the words its copy lacked: the plural and dual copulas and the imperfect يكون, the
what-word إيش glued to بـ, a month past a glued ك, the Egyptian words of now. New wordings, each failing on the copies."""

from __future__ import annotations

from dalil.answer.elative_asked import asked_elative
from dalil.text import excerpt_forms
from dalil.text.book_opening import asked_opening
from dalil.text.counted import counted_noun_forms, counted_nouns
from dalil.text.stem import analyze
from dalil.text.support import frame_terms


def test_a_plural_dual_or_imperfect_copula_stands_between_the_question_word_and_the_elative() -> None:
    # elative_asked had هو هي هم كان كانت: "كانوا", "هما", "يكون" left the elative unread
    assert asked_elative("مين كانوا أكثر الرسل سفرا؟") == "اكثر"
    assert asked_elative("ما هما أكبر الأسفار؟") == "اكبر"
    assert asked_elative("مين يكون أقدم الأديرة؟") == "اقدم"


def test_the_counted_noun_is_read_past_any_copula() -> None:
    # counted had كان كانت كانوا هو هي هم: the copula itself was read as the counted noun
    assert counted_nouns("كم يكون عدد أيام الصوم الكبير؟") == ["ايام"]
    assert counted_nouns("كم هما عدد الأسفار؟") == ["الاسفار"]


def test_a_counted_noun_is_read_past_a_glued_particle_the_word_itself_first() -> None:
    # counted's own prefixes were the article and و only (`glued.particle_forms`: ف، ب، ل too)
    assert counted_noun_forms("لسنه") == frozenset({"سنتين", "سنتان", "سنين", "سنوات"})
    assert counted_noun_forms("فيوم") == frozenset({"يومين", "يومان", "ايام"})
    assert "مرات" in counted_noun_forms("بمره")
    assert counted_noun_forms("بنت") == frozenset({"بنتين", "بنتان", "بنات"})  # its own word, not ب + نت


def test_a_books_opening_asked_with_the_glued_ish() -> None:
    reference = asked_opening("بإيش بيبتدي إنجيل مرقس")
    assert reference is not None and (reference.book, reference.chapter, reference.verse) == ("Mrk", 1, 1)


def test_a_coptic_month_past_a_glued_kaf() -> None:
    assert excerpt_forms._coptic_month("كهاتور") == 3  # "كهاتور (نوفمبر)": like Hatour
    assert excerpt_forms._coptic_month("ككيهك") == 4
    assert excerpt_forms._coptic_month("كيهك") == 4  # the month's own ك is kept
    assert excerpt_forms._coptic_month("وهاتور") == 3


def test_the_egyptian_words_of_now_frame_a_question_as_the_msa_ones_do() -> None:
    frame = frame_terms()[0]
    for word in ("دلوقتي", "دلوقت", "الان", "النهارده"):
        assert set(analyze(word)) <= frame, word
