"""LOST42: a named letter's hand asked — the extractive answerer copies the sentence of its closing that says it (the
subscript's "-كتبت … على يد X-", not the "آمين" before it; the scribe "كاتب هذه الرسالة" when his own hand is asked),
or declines when the closing names none. The verses are the corpus's (Van Dyck). The answers fail on main 1936ef2
(declined, or another line copied); the decline holds on both."""

from __future__ import annotations

from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider

ROMANS_16_22 = (
    "أَنَا تَرْتِيُوسُ كَاتِبُ هذِهِ الرِّسَالَةِ، أُسَلِّمُ عَلَيْكُمْ فِي الرَّبِّ.\n"
    "يُسَلِّمُ عَلَيْكُمْ غَايُسُ مُضَيِّفِي وَمُضَيِّفُ الْكَنِيسَةِ كُلِّهَا. يُسَلِّمُ عَلَيْكُمْ أَرَاسْتُسُ خَازِنُ الْمَدِينَةِ، وَكَوَارْتُسُ الأَخُ."
)
ROMANS_16_25 = (
    "وَلِلْقَادِرِ أَنْ يُثَبِّتَكُمْ، حَسَبَ إِنْجِيلِي وَالْكِرَازَةِ بِيَسُوعَ الْمَسِيحِ،\n"
    "وَلكِنْ ظَهَرَ الآنَ، وَأُعْلِمَ بِهِ جَمِيعُ الأُمَمِ بِالْكُتُبِ النَّبَوِيَّةِ حَسَبَ أَمْرِ الإِلهِ الأَزَلِيِّ، لإِطَاعَةِ الإِيمَانِ،\n"
    "لِلّهِ الْحَكِيمِ وَحْدَهُ، بِيَسُوعَ الْمَسِيحِ، لَهُ الْمَجْدُ إِلَى الأَبَدِ. آمِينَ. -كُتِبَتْ إِلَى أَهْلِ رُومِيَةَ مِنْ كُورِنْثُوسَ عَلَى يَدِ فِيبِي خَادِمَةِ كَنِيسَةِ كَنْخَرِيَا-"
)
PHILIPPIANS_4_21 = (
    "سَلِّمُوا عَلَى كُلِّ قِدِّيسٍ فِي الْمَسِيحِ يَسُوعَ. يُسَلِّمُ عَلَيْكُمُ الإِخْوَةُ الَّذِينَ مَعِي.\n"
    "يُسَلِّمُ عَلَيْكُمْ جَمِيعُ الْقِدِّيسِينَ وَلاَ سِيَّمَا الَّذِينَ مِنْ بَيْتِ قَيْصَرَ.\n"
    "نِعْمَةُ رَبِّنَا يَسُوعَ الْمَسِيحِ مَعَ جَمِيعِكُمْ. آمِينَ. -كُتِبَتْ إِلَى أَهْلِ فِيلِبِّي مِنْ رُومِيَةَ عَلَى يَدِ أَبَفْرُودِتُسَ-"
)
TITUS_3_13 = (
    "جَهِّزْ زِينَاسَ النَّامُوسِيَّ وَأَبُلُّوسَ بِاجْتِهَادٍ لِلسَّفَرِ حَتَّى لاَ يُعْوِزَهُمَا شَيْءٌ.\n"
    "وَلْيَتَعَلَّمْ مَنْ لَنَا أَنْ يُمَارِسُوا أَعْمَالاً حَسَنَةً لِلْحَاجَاتِ الضَّرُورِيَّةِ، حَتَّى لاَ يَكُونُوا بِلاَ ثَمَرٍ.\n"
    "يُسَلِّمُ عَلَيْكَ الَّذِينَ مَعِي جَمِيعًا. سَلِّمْ عَلَى الَّذِينَ يُحِبُّونَنَا فِي الإِيمَانِ. النِّعْمَةُ مَعَ جَمِيعِكُمْ. آمِينَ."
)


def _verses(chunk_id: str, title: str, text: str, first: int, label: str) -> Evidence:
    return Evidence(evidence_id=label, chunk_id=chunk_id, excerpt=text, first_verse=first, title=title)


def test_the_subscript_sentence_answers_sent_with_whom() -> None:
    evidence = [_verses("svd:Php.4/5", "فيلبي 4", PHILIPPIANS_4_21, 21, "E1")]
    payload = ExtractiveProvider().answer("رسالة فيلبي اتبعتت مع مين؟", evidence)
    assert payload.status == "answered" and payload.cited_ids == ["E1"]
    assert "أَبَفْرُودِتُسَ" in payload.answer and "آمِينَ" not in payload.answer and "يُسَلِّمُ" not in payload.answer


def test_on_whose_hand_is_the_subscript_and_his_own_hand_the_scribe() -> None:
    evidence = [
        _verses("svd:Rom.16/5", "رومية 16", ROMANS_16_22, 22, "E1"),
        _verses("svd:Rom.16/6", "رومية 16", ROMANS_16_25, 25, "E2"),
    ]
    on_hand = ExtractiveProvider().answer("رسالة رومية اتكتبت على إيد مين؟", evidence)
    assert on_hand.status == "answered" and on_hand.cited_ids == ["E2"] and "فِيبِي" in on_hand.answer
    own_hand = ExtractiveProvider().answer("من الذي كتب رسالة رومية بيده؟", evidence)
    assert own_hand.status == "answered" and own_hand.cited_ids == ["E1"] and "تَرْتِيُوسُ" in own_hand.answer


def test_a_closing_that_names_no_hand_declines() -> None:
    evidence = [
        _verses("svd:Tit.3/3", "تيطس 3", TITUS_3_13, 13, "E1"),
        _verses("svd:Php.4/5", "فيلبي 4", PHILIPPIANS_4_21, 21, "E2"),
    ]
    payload = ExtractiveProvider().answer("رسالة تيطس أرسلت على يد من؟", evidence)
    assert payload.status == "insufficient_evidence"
