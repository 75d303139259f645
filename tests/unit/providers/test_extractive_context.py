"""A sentence of the asked kind read with the other sentences of its excerpt (FLOOR33, issue 19).

A passage names what it tells of once and gives the value in another sentence: "فكلمهم بهذا المثل قائلا:" / "أي
إنسان منكم له مئة خروف، وأضاع واحدا منها …". The value's sentence holds too few of the question's words alone; read
with its excerpt's other sentences, in the place of a record's title, it answers — only for a question whose answer
is a value a sentence states by itself (a count, a date, a place, a name), only when nothing else answers, and only
when the sentence itself states extractive_min_support of what those sentences do not hold. The other sentences are
read instead of the title, never beside it: a sentence that needs its title AND its neighbours is stitched from
three places (fq12-070)."""

from __future__ import annotations

from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings

_PARABLE = (
    "فَكَلَّمَهُمْ بِهذَا الْمَثَلِ قِائِلاً:\n"
    "أَيُّ إِنْسَانٍ مِنْكُمْ لَهُ مِئَةُ خَرُوفٍ، وَأَضَاعَ وَاحِدًا مِنْهَا، أَلاَ يَتْرُكُ التِّسْعَةَ وَالتِّسْعِينَ فِي"
    " الْبَرِّيَّةِ، وَيَذْهَبَ لأَجْلِ الضَّالِّ حَتَّى يَجِدَهُ؟\n"
)


def _answer(question: str, excerpt: str = _PARABLE, title: str | None = None, chunk_id: str = "svd:Luk.15/0") -> str:
    evidence = [Evidence(evidence_id="E1", chunk_id=chunk_id, title=title, excerpt=excerpt)]
    payload = ExtractiveProvider(Settings()).answer(question, evidence)
    return payload.answer if payload.status == "answered" else ""


def test_the_value_sentence_read_with_its_excerpt_answers_a_count() -> None:
    # the question as the reader rewrites it ("fel masal bta3 el 5arouf el dal, el ragel kan 3ando kam 5arouf", fq17-003)
    assert "مِئَةُ خَرُوفٍ" in _answer("في المثل الخروف الضال الرجل كان عنده كم خروف")


def test_no_sentence_of_the_asked_kind_no_answer() -> None:
    """The same passage without the count: nothing states it, however many words the excerpt shares."""
    without = _PARABLE.replace("لَهُ مِئَةُ خَرُوفٍ", "لَهُ خِرَافٌ")
    assert _answer("في المثل الخروف الضال الرجل كان عنده كم خروف", without) == ""


def test_a_question_of_no_value_kind_is_not_read_with_the_excerpt() -> None:
    """"What did the man leave" asks no value a sentence states by itself: the excerpt's words are not lent."""
    assert _answer("في المثل الخروف الضال الرجل ترك ماذا") == ""


def test_the_neighbours_are_read_instead_of_the_title_not_beside_it() -> None:
    """fq12-070: "who taught Alexander the Great when young" is not answered by a patriarch's letter whose title
    holds "الإسكندري", whose next sentence holds "الأكبر" and which itself holds only "الصغير"."""
    letter = (
        "وقد بلغنا أن بطرس المذكور قد توج ابن الملك الصغير دون الكبير ، مخالفا في ذلك الشرائع الدينية والمدنية ،"
        " فيجب حال وصوله أن تنفوا كلا من المطران والملك ، وأن تعتبروا الأب مينا حامل رسائلنا هذه مطرانا شرعيا ."
        ' وتسمحوا له أن يتوج الابن الأكبر ملكا".'
    )
    assert _answer("مين اللي درس للاسكندر الاكبر وهو صغير", letter, "نياحة البابا قزما الاسكندرى 58", "syn:07-03#1/6") == ""
