"""LOST40: a named book's addressee asked — the extractive answerer copies the book's greeting verse, or declines
when its opening greets nobody; never a sentence of another book that shares "مكتوبة" or "رسالة". Own wordings;
the verses are the corpus's (Van Dyck). The three answers fail on main 37daa5c (declined, or Titus answered from
2 Corinthians 3); the two declines held there and must hold still."""

from __future__ import annotations

from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider

TITUS_1 = (
    "بُولُسُ، عَبْدُ اللهِ، وَرَسُولُ يَسُوعَ الْمَسِيحِ، لأَجْلِ إِيمَانِ مُخْتَارِي اللهِ وَمَعْرِفَةِ الْحَقِّ، الَّذِي هُوَ حَسَبُ التَّقْوَى،\n"
    "عَلَى رَجَاءِ الْحَيَاةِ الأَبَدِيَّةِ، الَّتِي وَعَدَ بِهَا اللهُ الْمُنَزَّهُ عَنِ الْكَذِبِ، قَبْلَ الأَزْمِنَةِ الأَزَلِيَّةِ،\n"
    "وَإِنَّمَا أَظْهَرَ كَلِمَتَهُ أَوْقَاتِهَا الْخَاصَّةِ، بِالْكِرَازَةِ الَّتِي اؤْتُمِنْتُ أَنَا عَلَيْهَا، بِحَسَبِ أَمْرِ مُخَلِّصِنَا اللهِ،"
)
TITUS_4 = (
    "إِلَى تِيطُسَ، الابْنِ الصَّرِيحِ حَسَبَ الإِيمَانِ الْمُشْتَرَكِ: نِعْمَةٌ وَرَحْمَةٌ وَسَلاَمٌ مِنَ اللهِ الآبِ وَالرَّبِّ يَسُوعَ الْمَسِيحِ مُخَلِّصِنَا.\n"
    "مِنْ أَجْلِ هذَا تَرَكْتُكَ فِي كِرِيتَ لِكَيْ تُكَمِّلَ تَرْتِيبَ الأُمُورِ النَّاقِصَةِ، وَتُقِيمَ فِي كُلِّ مَدِينَةٍ شُيُوخًا كَمَا أَوْصَيْتُكَ."
)
SECOND_CORINTHIANS_3 = (
    "أَنْتُمْ رِسَالَتُنَا، مَكْتُوبَةً فِي قُلُوبِنَا، مَعْرُوفَةً وَمَقْرُوءَةً مِنْ جَمِيعِ النَّاسِ.\n"
    "ظَاهِرِينَ أَنَّكُمْ رِسَالَةُ الْمَسِيحِ، مَخْدُومَةً مِنَّا، مَكْتُوبَةً لاَ بِحِبْرٍ بَلْ بِرُوحِ اللهِ الْحَيِّ"
)
JAMES_1 = (
    "يَعْقُوبُ، عَبْدُ اللهِ وَالرَّبِّ يَسُوعَ الْمَسِيحِ، يُهْدِي السَّلاَمَ إِلَى الاثْنَيْ عَشَرَ سِبْطًا الَّذِينَ فِي الشَّتَاتِ.\n"
    "اِحْسِبُوهُ كُلَّ فَرَحٍ يَا إِخْوَتِي حِينَمَا تَقَعُونَ فِي تَجَارِبَ مُتَنَوِّعَةٍ،\n"
    "عَالِمِينَ أَنَّ امْتِحَانَ إِيمَانِكُمْ يُنْشِئُ صَبْرًا."
)
PHILEMON_1 = (
    "بُولُسُ، أَسِيرُ يَسُوعَ الْمَسِيحِ، وَتِيمُوثَاوُسُ الأَخُ، إِلَى فِلِيمُونَ الْمَحْبُوبِ وَالْعَامِلِ مَعَنَا،\n"
    "وَإِلَى أَبْفِيَّةَ الْمَحْبُوبَةِ، وَأَرْخِبُّسَ الْمُتَجَنِّدِ مَعَنَا، وَإِلَى الْكَنِيسَةِ الَّتِي فِي بَيْتِكَ:\n"
    "نِعْمَةٌ لَكُمْ وَسَلاَمٌ مِنَ اللهِ أَبِينَا وَالرَّبِّ يَسُوعَ الْمَسِيحِ."
)
MARK_1 = (
    "بَدْءُ إِنْجِيلِ يَسُوعَ الْمَسِيحِ ابْنِ اللهِ،\n"
    "كَمَا هُوَ مَكْتُوبٌ فِي الأَنْبِيَاءِ: هَا أَنَا أُرْسِلُ أَمَامَ وَجْهِكَ مَلاَكِي، الَّذِي يُهَيِّئُ طَرِيقَكَ قُدَّامَكَ.\n"
    "صَوْتُ صَارِخٍ فِي الْبَرِّيَّةِ: أَعِدُّوا طَرِيقَ الرَّبِّ، اصْنَعُوا سُبُلَهُ مُسْتَقِيمَةً."
)


def _verses(chunk_id: str, title: str, text: str, first: int, label: str) -> Evidence:
    return Evidence(evidence_id=label, chunk_id=chunk_id, excerpt=text, first_verse=first, title=title)


def test_titus_greets_in_verse_four() -> None:
    evidence = [
        _verses("svd:2Co.3/0", "كورنثوس الثانية 3", SECOND_CORINTHIANS_3, 2, "E1"),
        _verses("svd:Tit.1/0", "تيطس 1", TITUS_1, 1, "E2"),
        _verses("svd:Tit.1/1", "تيطس 1", TITUS_4, 4, "E3"),
    ]
    payload = ExtractiveProvider().answer("رسالة تيطس اتبعتت إلى مين؟", evidence)
    assert payload.status == "answered" and payload.cited_ids == ["E3"]
    assert payload.answer.startswith("إِلَى تِيطُسَ")


def test_the_first_verse_greets_before_a_vocative() -> None:
    evidence = [_verses("svd:Jas.1/0", "يعقوب 1", JAMES_1, 1, "E1")]
    payload = ExtractiveProvider().answer("لمن كُتبت رسالة يعقوب؟", evidence)
    assert payload.status == "answered" and "الاثْنَيْ عَشَرَ سِبْطًا" in payload.answer
    assert "إِخْوَتِي" not in payload.answer


def test_a_greeting_goes_on_in_the_next_verse() -> None:
    evidence = [_verses("svd:Phm.1/0", "فليمون 1", PHILEMON_1, 1, "E1")]
    payload = ExtractiveProvider().answer("رسالة فليمون موجهة لمين", evidence)
    assert payload.status == "answered" and "فِلِيمُونَ" in payload.answer and "أَبْفِيَّةَ" in payload.answer
    assert "نِعْمَةٌ لَكُمْ" not in payload.answer


def test_an_opening_that_greets_nobody_declines() -> None:
    evidence = [
        _verses("svd:Mrk.1/0", "مرقس 1", MARK_1, 1, "E1"),
        _verses("svd:2Co.3/0", "كورنثوس الثانية 3", SECOND_CORINTHIANS_3, 2, "E2"),
    ]
    payload = ExtractiveProvider().answer("إنجيل مرقس اتكتب لمين؟", evidence)
    assert payload.status == "insufficient_evidence"


def test_the_greeting_of_another_book_is_no_answer() -> None:
    evidence = [_verses("svd:Jas.1/0", "يعقوب 1", JAMES_1, 1, "E1")]
    payload = ExtractiveProvider().answer("رسالة يهوذا مكتوبة لمين؟", evidence)
    assert payload.status == "insufficient_evidence"
