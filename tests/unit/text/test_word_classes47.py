"""MEND47: one table per word class. Each reader that wrote its own shorter copy of a closed class now reads the
class's one table, and so reads the words its copy lacked: the plural and dual copulas and the imperfect يكون, the
what-word إيش glued to بـ, a month past a glued ك, the Egyptian words of now. New wordings, each failing on the copies."""

from __future__ import annotations

from dalil.answer.asked_reading import asked_predicates
from dalil.answer.elative_asked import asked_elative
from dalil.answer.slot_reading import read_slot
from dalil.text import excerpt_forms
from dalil.text.book_opening import asked_opening
from dalil.text.counted import counted_noun_forms, counted_nouns
from dalil.text.normalize import fold
from dalil.text.question_frame import frame_terms
from dalil.text.stem import analyze


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


def _slot(question: str):  # noqa: ANN202 - a Slot or None
    return read_slot(fold(question.rstrip("؟")).split())


def test_the_role_asked_past_the_imperfect_copula_but_no_group_past_a_plural_one() -> None:
    # slot_reading._WHO_FRAME had هو هي كان كانت: "من يكون والي …" asked no role
    slot = _slot("من يكون والي الإسكندرية في أيام دقلديانوس؟")
    assert slot is not None and slot.kind == "person" and slot.head == ("والي",) and slot.by_name
    # a group asked past هم/كانوا is answered by its names without the role's word ("اختار يسوع بطرس وأندراوس …"):
    # no role read by name (fq21-074's class: that answer declined when هم joined the frame)
    assert _slot("من هم الرسل الاثنا عشر الذين اختارهم يسوع؟") is None
    assert _slot("مين كانوا الكهنة اللي حاكموا المسيح؟") is None


def test_what_past_the_dual_pronoun_asks_as_past_the_singular() -> None:
    # slot_reading._COPULA had هو هي هم: "ما هما مدة …" read no measure
    for question in ("ما هما مدة جلوسه على الكرسي؟", "ما هما عدد أيام الصوم الكبير؟"):
        singular = _slot(question.replace("هما", "هي"))
        assert singular is not None and _slot(question) is not None and _slot(question).kind == singular.kind, question


def test_kin_asked_who_at_the_end_past_a_plural_copula() -> None:
    # asked_reading._WAS had كان كانت هو هي: "… كانوا مين" asked no kin
    assert [p.name for p in asked_predicates("اخوات يوحنا كانوا مين")] == ["siblings"]
    assert [p.name for p in asked_predicates("أولاد زبدي كانوا مين؟")] == ["children"]
