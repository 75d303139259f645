"""FRANCO44: a book's or a psalm's opening asked ("X بيبتدي بإيه") — the extractive answerer copies the chapter's first
verse, or declines; never a sentence of another record that shares the book's name. Own wordings (Egyptian, MSA and
the Franco reader's Arabic); the verses are the corpus's (Van Dyck). The answers fail on main 2c1156e."""

from __future__ import annotations

import pytest

from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.text.book_opening import asked_opening

MARK_1 = (
    "بَدْءُ إِنْجِيلِ يَسُوعَ الْمَسِيحِ ابْنِ اللهِ،\n"
    "كَمَا هُوَ مَكْتُوبٌ فِي الأَنْبِيَاءِ: هَا أَنَا أُرْسِلُ أَمَامَ وَجْهِكَ مَلاَكِي، الَّذِي يُهَيِّئُ طَرِيقَكَ قُدَّامَكَ."
)
PSALM_1 = (
    "طُوبَى لِلرَّجُلِ الَّذِي لَمْ يَسْلُكْ فِي مَشُورَةِ الأَشْرَارِ، وَفِي طَرِيقِ الْخُطَاةِ لَمْ يَقِفْ،\n"
    "لكِنْ فِي نَامُوسِ الرَّبِّ مَسَرَّتُهُ، وَفِي نَامُوسِهِ يَلْهَجُ نَهَارًا وَلَيْلاً."
)
ROMANS_1_LATER = (
    "لأَنِّي لَسْتُ أَسْتَحِي بِإِنْجِيلِ الْمَسِيحِ، لأَنَّهُ قُوَّةُ اللهِ لِلْخَلاَصِ لِكُلِّ مَنْ يُؤْمِنُ"
)
STORY = "فلما حضر والده إلى المنزل أرته الإنجيل فعرف أنه إنجيل ولده مرقس فأسرع إليه الاثنان ."


def _verses(chunk_id: str, title: str, text: str, first: int, label: str) -> Evidence:
    return Evidence(evidence_id=label, chunk_id=chunk_id, excerpt=text, first_verse=first, title=title)


@pytest.mark.parametrize(
    ("question", "reference"),
    [
        ("إنجيل مرقس بيبتدي بإيه؟", ("Mrk", 1)),
        ("بماذا يبدأ إنجيل مرقس؟", ("Mrk", 1)),
        ("رسالة رومية بتبتدي بإيه", ("Rom", 1)),
        ("مزمور 1 بيبدا ب ما", ("Psa", 1)),  # the Franco reader's "mazmour 1 beyebda2 be eh"
    ],
)
def test_an_opening_asked_names_its_chapter(question: str, reference: tuple[str, int]) -> None:
    asked = asked_opening(question)
    assert asked is not None and (asked.book, asked.chapter, asked.verse) == (*reference, 1)


@pytest.mark.parametrize(
    "question",
    [
        "في المزمور اللي بيبدأ بطوبى للرجل، داود بيقول إيه عن الأشرار؟",  # the opening describes the psalm, another ask
        "سفر نشيد الأنشاد بيبتدي بإيه؟",  # a book the library does not hold
        "صلاة باكر في الأجبية بتبدأ بإيه؟",  # no Bible book
        "مزمور 1 عدد 2 بيبدأ بإيه",  # a verse asked by its number: that verse, not the opening
        "إنجيل مرقس مكتوب لمين؟",  # another frame of the book
    ],
)
def test_no_opening_is_asked(question: str) -> None:
    assert asked_opening(question) is None


def test_a_gospel_s_opening_is_its_first_verse_not_a_story_that_names_it() -> None:
    evidence = [
        Evidence(evidence_id="E1", chunk_id="syn:01-01#1/0", excerpt=STORY, title="نياحة القديس"),
        _verses("svd:Mrk.1/0", "مرقس 1", MARK_1, 1, "E2"),
    ]
    payload = ExtractiveProvider().answer("إنجيل مرقس بيبتدي بإيه؟", evidence)
    assert payload.status == "answered" and payload.cited_ids == ["E2"]
    assert payload.answer.startswith("بَدْءُ إِنْجِيلِ") and "مَلاَكِي" not in payload.answer


def test_a_psalm_s_opening_is_its_first_verse() -> None:
    evidence = [_verses("svd:Psa.1/0", "مزامير 1", PSALM_1, 1, "E1")]
    payload = ExtractiveProvider().answer("مزمور 1 بيبدا ب ما", evidence)
    assert payload.status == "answered" and payload.answer.startswith("طُوبَى لِلرَّجُلِ")


def test_an_opening_not_in_the_evidence_declines() -> None:
    # the chapter's first verse is not retrieved: a later verse that names the gospel is no opening
    evidence = [_verses("svd:Rom.1/3", "رومية 1", ROMANS_1_LATER, 16, "E1")]
    payload = ExtractiveProvider().answer("رسالة رومية بتبتدي بإيه", evidence)
    assert payload.status == "insufficient_evidence"
