"""LOST42: a verse's detail told in its letter writer's first person — "وأما تروفيمس فتركته في ميليتس", "ديماس قد
تركني", "فمكثت عنده خمسة عشر يوما", "قاومته مواجهة". The verb hides under a glued ف and a first-person object
(`predicates.stem_set`), and the writer, its doer or object, is named only as the letter's "I"
(`letter_writer.asked_writer_of` with the excerpt; the premise check). Its twin: the same verse does not answer a
question whose doer is another ("بطرس قاوم بولس", `letter_writer.told_of_writer`). Wordings of our own; each fails on
main 1936ef2 but the one marked."""

from __future__ import annotations

import pytest

from dalil.answer.letter_writer import asked_writer_of, told_of_writer
from dalil.answer.predicates import stem_set
from dalil.answer.premise import premise_problem
from dalil.models import Evidence

TIMOTHY_4_20 = "أراستس بقي في كورنثوس. وأما تروفيمس فتركته في ميليتس مريضا."
TIMOTHY_4_10 = "لأن ديماس قد تركني إذ أحب العالم الحاضر وذهب إلى تسالونيكي"
GALATIANS_2_11 = "ولكن لما أتى بطرس إلى أنطاكية قاومته مواجهة، لأنه كان ملوما."
GALATIANS_1_18 = "ثم بعد ثلاث سنين صعدت إلى أورشليم لأتعرف ببطرس، فمكثت عنده خمسة عشر يوما."


@pytest.mark.parametrize(
    ("word", "verb"),
    [("فتركته", "تركت"), ("تركني", "ترك"), ("فمكثت", "مكثت"), ("فأرسلته", "أرسلت")],
)
def test_the_verb_under_a_glued_f_and_a_first_person_object(word: str, verb: str) -> None:
    assert verb in stem_set(word)


@pytest.mark.parametrize(("word", "not_verb"), [("فرحت", "رحت"), ("مني", "م"), ("فيه", "يه")])
def test_short_words_keep_their_letters(word: str, not_verb: str) -> None:
    assert not_verb not in stem_set(word)  # holds on main too


@pytest.mark.parametrize(
    ("question", "chunk_id", "excerpt"),
    [
        ("بولس ساب تروفيمس فين؟", "svd:2Ti.4/4", TIMOTHY_4_20),  # Egyptian ساب, the leaving's family: ترك
        ("ديماس ساب بولس ليه؟", "svd:2Ti.4/2", TIMOTHY_4_10),  # the writer the object: تركني
        ("أين قاوم بولس بطرس؟", "svd:Gal.2/3", GALATIANS_2_11),  # MSA, the doer after the verb
        ("كم يوما مكث بولس عند بطرس؟", "svd:Gal.1/4", GALATIANS_1_18),
    ],
)
def test_the_writer_is_named_by_his_first_person(question: str, chunk_id: str, excerpt: str) -> None:
    assert asked_writer_of(question, chunk_id, excerpt) == "بولس الرسول"
    assert told_of_writer(question, excerpt, chunk_id) == ""


@pytest.mark.parametrize(
    ("question", "chunk_id", "excerpt"),
    [
        ("بولس اتولد فين؟", "svd:2Ti.4/4", TIMOTHY_4_20),  # no verb of the question told
        ("بولس ساب تروفيمس فين؟", "svd:Jhn.4/13", "تركته الحمى"),  # no letter of his
        ("بطرس ساب تروفيمس فين؟", "svd:2Ti.4/4", TIMOTHY_4_20),  # the writer not asked of
    ],
)
def test_no_first_person_telling_names_him(question: str, chunk_id: str, excerpt: str) -> None:
    assert asked_writer_of(question, chunk_id, excerpt) == ""


@pytest.mark.parametrize(
    ("question", "chunk_id", "excerpt", "verb"),
    [
        ("بطرس قاوم بولس في أنطاكية ليه؟", "svd:Gal.2/3", GALATIANS_2_11, "قاوم"),  # Paul withstood Peter
        ("كم يوما مكث بطرس عند يعقوب؟", "svd:Gal.1/4", GALATIANS_1_18, "مكث"),  # Paul abode, not Peter
        ("بولس ساب ديماس ليه؟", "svd:2Ti.4/2", TIMOTHY_4_10, "ساب"),  # Demas left Paul
    ],
)
def test_the_writers_own_deed_answers_no_other_doer(question: str, chunk_id: str, excerpt: str, verb: str) -> None:
    assert told_of_writer(question, excerpt, chunk_id) == verb
    cited = [Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt=excerpt, first_verse=None, title="")]
    assert premise_problem(question, f"{excerpt} [E1]", cited) == f"premise_unsupported: {verb}"


def test_the_writers_deed_asked_of_him_passes() -> None:
    cited = [Evidence(evidence_id="E1", chunk_id="svd:Gal.2/3", excerpt=GALATIANS_2_11, first_verse=None, title="")]
    assert premise_problem("بولس قاوم بطرس فين؟", f"{GALATIANS_2_11} [E1]", cited) is None


def test_the_doer_before_a_time_word() -> None:
    # "ديماس لما ساب بولس": Demas left; Paul is the one left ("تركني"), so the verse tells it
    assert asked_writer_of("ديماس لما ساب بولس راح على فين", "svd:2Ti.4/2", TIMOTHY_4_10) == "بولس الرسول"
    assert told_of_writer("ديماس لما ساب بولس راح على فين", TIMOTHY_4_10, "svd:2Ti.4/2") == ""


def test_the_ask_before_the_verb_is_no_doer() -> None:
    # "بيد من كتب بطرس رسالته": Peter wrote ("كتبت إليكم"), "بيد" belongs to the ask "بيد من"
    peter = "بيد سلوانس الأخ الأمين، كما أظن كتبت إليكم بكلمات قليلة"
    assert told_of_writer("بيد من كتب بطرس رسالته الأولى؟", peter, "svd:1Pe.5/3") == ""
