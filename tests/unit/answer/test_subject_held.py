"""An answer is published only from a record that holds one of the question's subject nouns, not its frame alone
(answer/subject_held.py, SUBJECTFLOOR72): the reader's own verb and the adjuncts after a preposition are the frame."""

from __future__ import annotations

from dalil.answer.subject_held import SUBJECT_NOT_HELD, subject_nouns, subject_unheld
from dalil.models import Evidence
from dalil.text.support import term_set

ACTS_7 = Evidence(
    evidence_id="E1", chunk_id="svd:Act.7/11", title="أعمال الرسل 7",
    excerpt="قائلين لهارون: اعمل لنا آلهة تتقدم أمامنا … هل قربتم لي ذبائح وقرابين أربعين سنة في البرية يا بيت إسرائيل.",
)
MATTHEW_2 = Evidence(
    evidence_id="E1", chunk_id="svd:Mat.2/0", title="متى 2",
    excerpt="ولما ولد يسوع في بيت لحم اليهودية، في أيام هيرودس الملك، إذا مجوس من المشرق قد جاءوا إلى أورشليم",
)


def _terms(words: str) -> frozenset[str]:
    return term_set(words)


def test_the_readers_verb_and_the_adjunct_are_frame_the_dish_is_the_subject() -> None:
    assert subject_nouns("كيف اعمل قشيري في البيت") == _terms("قشيري")
    assert subject_nouns("إزاي أعمل ملوخية في البيت؟") == _terms("ملوخية")


def test_a_verb_of_the_third_person_tells_the_records_event_and_stays_the_subjects() -> None:
    assert subject_nouns("أين ولد يسوع المسيح؟") == _terms("ولد يسوع المسيح")


def test_the_article_adjective_of_an_adjuncts_noun_is_adjunct_too() -> None:
    nouns = subject_nouns("هل للعراق سواحل على البحر المتوسط؟")
    assert _terms("سواحل") <= nouns and _terms("العراق") <= nouns
    assert not nouns & _terms("البحر المتوسط")


def test_the_questions_first_min_asks_who_and_opens_no_adjunct() -> None:
    assert _terms("بولس") <= subject_nouns("من بولس الرسول؟")


def test_a_corpus_noun_of_a_verbs_shape_is_no_readers_verb() -> None:
    # "اسقف" has the shape of a first-person verb; the corpus writes it as a common noun
    assert _terms("اسقف") <= subject_nouns("اسقف روما اسمه ايه", common=frozenset({"اسقف"}))
    assert not _terms("اسقف") & subject_nouns("اسقف روما اسمه ايه")


def test_a_record_sharing_only_the_frame_does_not_answer() -> None:
    problem = subject_unheld("إزاي أعمل ملوخية في البيت؟", [ACTS_7])
    assert problem is not None and problem.startswith(f"{SUBJECT_NOT_HELD}: ")


def test_one_subject_noun_held_is_enough() -> None:
    # Matthew 2:1 says يسوع and not المسيح
    assert subject_unheld("أين ولد يسوع المسيح؟", [MATTHEW_2]) is None


def test_a_subject_held_by_the_records_title_counts() -> None:
    egypt = Evidence(evidence_id="E1", chunk_id="arcd:x/0", title="مصر", excerpt="قدر عدد سكانها بـ104 مليون نسمة")
    assert subject_unheld("كم عدد سكان مصر؟", [egypt]) is None


def test_a_question_of_frame_only_or_no_citation_is_not_judged() -> None:
    assert subject_unheld("كيف أعمل في البيت؟", [ACTS_7]) is None
    assert subject_unheld("إزاي أعمل ملوخية في البيت؟", []) is None


def test_the_noun_after_an_is_the_topic_asked_not_an_adjunct() -> None:
    # 1 Corinthians 13 answers "what did Paul say about love" and never names Paul (fq18-011)
    corinthians = Evidence(evidence_id="E1", chunk_id="svd:1Co.13/0", title="كورنثوس الأولى 13", excerpt="المحبة تتأنى وترفق")
    assert _terms("المحبة") <= subject_nouns("بولس قال ماذا عن المحبة")
    assert subject_unheld("بولس قال ماذا عن المحبة", [corinthians]) is None


def test_a_time_preposition_is_no_subject_noun() -> None:
    assert subject_nouns("متى الرسول كان اسمه ايه قبل كده؟") == frozenset()


def test_a_question_whose_subject_is_a_day_is_left_to_the_floor() -> None:
    assert subject_nouns("23 برموده الكنيسه بتعيد لمين") == frozenset()
    assert subject_nouns("النهارده 15 هاتور بنعيد لمين") == frozenset()


def test_an_event_verb_alone_is_asked_of_its_adjuncts_noun() -> None:
    # "what happened in Tunisia": the country is what is asked of; a record naming it holds the subject
    tunisia = Evidence(evidence_id="E1", chunk_id="arcd:t/0", title="تونس", excerpt="وفي سنة 2011 اندلعت الثورة")
    assert _terms("تونس") <= subject_nouns("هو إيه اللي حصل في تونس؟")
    assert subject_unheld("هو إيه اللي حصل في تونس؟", [tunisia]) is None
    # a noun outside the adjunct keeps the adjunct out ("في البيت" is the frame of a recipe)
    assert subject_nouns("إزاي أعمل ملوخية في البيت؟") == _terms("ملوخية")


def test_an_event_verb_with_no_noun_at_all_is_not_judged() -> None:
    assert subject_nouns("ما الذي حدث في متى 18؟") == frozenset()


def test_a_name_glued_to_its_preposition_is_held_by_the_bare_name() -> None:
    record = Evidence(evidence_id="E1", chunk_id="syn:x/0", title="", excerpt="وكان ديميدس في المركب مع الجند")
    assert subject_unheld("ايه اللي حصل لديميدس في المركب؟", [record]) is None


def test_a_bible_reference_chooses_its_passage_and_is_not_judged() -> None:
    assert subject_nouns("ماذا يقول إنجيل متى 5: 3؟") == frozenset()
    assert subject_nouns("عبرانيين ١١: ١") == frozenset()


def test_a_name_the_reader_glued_is_held_by_the_record_that_writes_it_apart() -> None:
    # the glued-names reader suite (CI on 9ec7ee5c: 23 < 26 before): a glued name, and the five nouns' case endings
    from dalil.answer.subject_held import held_glued

    assert held_glued(frozenset({"انبابيشو"}), "نياحة الأنبا بيشوي")
    assert held_glued(frozenset({"ابوسيف"}), "استشهاد القديس مرقوريوس أبى سيفين")
    assert not held_glued(frozenset({"قشير"}), "اعمل لنا آلهة تسير أمامنا")  # short: never looked for
    assert not held_glued(frozenset({"ابوسيف"}), "نياحة الأنبا بيشوي")
