"""LOST40: the addressee of a named book asked (`text.addressee`), the names a question gives such a book
(`book_hint.named_book`: Egyptian ordinals, "الأولى إلى كورنثوس"), and two readings on the way (Franco "le meen",
"وجه" a corpus word). Wordings of our own, not the fresh sets'. Each fails on main 37daa5c."""

from __future__ import annotations

import pytest

from dalil.text import colloquial, franco
from dalil.text.addressee import addressee_reference, asked_addressee, greeting_rank, greets_on
from dalil.text.book_hint import named_book
from dalil.text.reading import bundled_vocabulary
from dalil.text.vocabulary import Vocabulary


@pytest.mark.parametrize(
    ("question", "book"),
    [
        ("رسالة تيطس مرسلة إلى من؟", "Tit"),
        ("لمن وجّه بطرس رسالته الثانية؟ رسالة بطرس الثانية", "2Pe"),
        ("رسالة كولوسي اتكتبت لمين؟", "Col"),
        ("رساله يوحنا التالته اتبعتت لمين", "3Jn"),  # Egyptian ت for ث in the ordinal
        ("الرسالة التانية إلى كورنثوس مبعوتة لمين", "2Co"),
        ("إلى من كتب لوقا سفر أعمال الرسل؟", "Act"),
        ("رساله تسالونيكي الثانيه مكتوبه لمين", "2Th"),  # the Franco reading's output shape
    ],
)
def test_the_addressee_of_a_named_book_is_asked(question: str, book: str) -> None:
    assert asked_addressee(question) == book
    reference = addressee_reference(question)
    assert reference is not None and (reference.book, reference.chapter, reference.verse) == (book, 1, None)


@pytest.mark.parametrize(
    "question",
    [
        "رسالة تيطس اتكتبت امتى؟",  # when, not to whom
        "مين اللي كتب رسالة يهوذا؟",  # the writer
        "رسالة فليمون بتقول ايه عن أنسيمس",  # no to-whom
        "لمين المزمور 51؟",  # a psalm: "لداود" is its writer's
        "بولس كتب لمين وهو في السجن؟",  # no book named
        "رسالة يعقوب لمين؟",  # no verb of writing, sending or addressing ("whose letter")
    ],
)
def test_not_the_addressee(question: str) -> None:
    assert asked_addressee(question) is None
    assert addressee_reference(question) is None


def test_greeting_rank() -> None:
    assert greeting_rank("إِلَى تِيطُسَ، الابْنِ الصَّرِيحِ حَسَبَ الإِيمَانِ", 4) == 0
    assert greeting_rank("بُولُسُ وَسِلْوَانُسُ وَتِيمُوثَاوُسُ، إِلَى كَنِيسَةِ التَّسَالُونِيكِيِّينَ", 1) == 0
    assert greeting_rank("يَعْقُوبُ، عَبْدُ اللهِ، يُهْدِي السَّلاَمَ إِلَى الاثْنَيْ عَشَرَ سِبْطًا", 1) == 1
    assert greeting_rank("أَنْ أَكْتُبَ عَلَى التَّوَالِي إِلَيْكَ أَيُّهَا الْعَزِيزُ ثَاوُفِيلُسُ،", 3) == 2
    assert greeting_rank("كَمَا سَلَّمَهَا إِلَيْنَا الَّذِينَ كَانُوا مُنْذُ الْبَدْءِ", 2) is None  # إلى inside a clause
    assert greeting_rank("بَدْءُ إِنْجِيلِ يَسُوعَ الْمَسِيحِ ابْنِ اللهِ،", 1) is None
    assert greets_on("وَإِلَى أَبْفِيَّةَ الْمَحْبُوبَةِ، وَأَرْخِبُّسَ")
    assert not greets_on("نِعْمَةٌ لَكُمْ وَسَلاَمٌ")


@pytest.mark.parametrize(
    ("question", "book"),
    [
        ("رسالة بطرس التانية", "2Pe"),
        ("رساله يوحنا التالته", "3Jn"),
        ("الرسالة الأولى إلى كورنثوس", "1Co"),
        ("الرسالة الثانية إلى تيموثاوس", "2Ti"),
    ],
)
def test_named_book_reads_egyptian_ordinals_and_ordinal_addressees(question: str, book: str) -> None:
    assert named_book(question) == book


def test_franco_to_whom_keeps_its_preposition() -> None:
    reading = franco.transliterate("resalet kolosy maktooba le meen?", bundled_vocabulary())
    assert reading.arabic.split()[-1] == "لمين"


def test_a_corpus_word_is_not_read_as_glued_waw() -> None:
    vocabulary = Vocabulary({"وجه": colloquial.GLUED_WHOLE_FLOOR}, source="test")
    assert colloquial.corpus_word("وجه", vocabulary) is None  # a face, or "وجّه" directed
    assert colloquial.corpus_word("وجه") == "وجاء"  # without the corpus: و + Egyptian جه "came", as before
    assert colloquial.corpus_word("ومين", vocabulary) == "ومن"


def test_until_a_time_is_no_greeting() -> None:
    """Acts 1:2 "إلى اليوم الذي ارتفع فيه" (until the day) greets nobody; verse 1's "يا ثاوفيلس" does."""
    assert greeting_rank("إلى اليوم الذي ارتفع فيه، بعد ما أوصى بالروح القدس الرسل", 2) is None
    assert greeting_rank("الكلام الأول أنشأته يا ثاوفيلس، عن جميع ما ابتدأ يسوع يفعله", 1) == 2
    assert greeting_rank("بولس عبد ليسوع المسيح، إلى تيطس الابن الصريح", 1) == 0
