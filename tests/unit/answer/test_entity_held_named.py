"""The subject a question names by a retrieved record's whole title is held by the answer (answer/entity_held.py,
ENTITY84): a namesake's record ("سليمان" for "سليمان القانوني", "توما أسقف مرعش" for "توما الرسول") or a look-alike
club's ("الأهلي" for "الهلال") does not answer of it; an office word of a title ("فيلكس بابا رومية") names no owner
a month ("14 بابا") could name."""

from __future__ import annotations

from dalil.answer.entity_held import ENTITY_NOT_HELD, entity_unheld, named_elsewhere
from dalil.models import Evidence


def _item(chunk_id: str, title: str, excerpt: str, evidence_id: str = "E1") -> Evidence:
    return Evidence(evidence_id=evidence_id, chunk_id=chunk_id, title=title, excerpt=excerpt)


SULEIMAN = _item("arcd:f57cd0bf8c43/0", "سليمان القانوني", "سليمان خان الأول بن سليم خان الأول، وفاة: 7 سبتمبر 1566 بسيكتوار.")
SOLOMON = _item(
    "arcd:c023c55cd278/0", "سليمان", "فهرع ناثان إلى أم سليمان وحثها على الذهاب إلى داود وذلك لسببان.", "E3"
)
APOSTLE = _item("syn:09-26#1/11", "استشهاد توما الرسول", "فسمع به الملك فأودعه السجن وأخيرا قطع رأسه فنال إكليل الشهادة.")
MARASH = _item(
    "syn:12-24#2/1", "نياحة القديس توما أسقف مرعش", "ثم تركوه في سجنه مدة اثنتين وعشرين سنة وظن شعبه أنه قد مات.", "E3"
)
HILAL = _item("arcd:fba878fb159c/0", "نادي الهلال (السعودية)", "نادي الهلال السعودي هو نادٍ رياضيّ سعودي أُسس عام 1957.")
AHLY = _item(
    "arcd:fba0c0ffee00/0", "النادي الأهلي (مصر)", "يعتبر الأهلي من أكثر الأندية العربية شهرة، حيث حصل الأهلي على 20 بطولة قارية.", "E3"
)
ZIDANE = _item("arcd:3353c40a398c/0", "زين الدين زيدان", "وكانت أول مباراة تحت إشرافه، وقد فاز على ديبورتيفو لاكورونيا بنتيجة 5–0.", "E3")
FELIX = _item(
    "syn:03-06#1/0", "نياحة القديس فيلكس بابا روميه",
    "في مثل هذا اليوم تنيح الاب القديس فيلكس بابا رومية، وقد ولد من أبوين مسيحيين في رومية سنة 210 ميلادية.",
)

# the corpus's common nouns (`Services.common_words`): a club's name may be one ("هلال": a crescent)
COMMON = frozenset({"هلال", "اهلي", "نتيجه", "مباراه", "سعودي", "دوري", "سلطان", "قانوني", "سجن", "نادي", "انديه", "كاس", "عالم"})


def _answer(item: Evidence) -> str:
    return f"{item.excerpt} [{item.evidence_id}]"


def test_a_namesakes_record_does_not_answer_of_the_one_the_question_names_by_his_whole_title() -> None:
    question = "ما سبب وفاة السلطان سليمان القانوني؟"
    assert named_elsewhere(question, _answer(SOLOMON), [SOLOMON], [SULEIMAN, SOLOMON], COMMON) == f"{ENTITY_NOT_HELD}: القانوني"
    assert entity_unheld(question, _answer(SOLOMON), [SOLOMON], common=COMMON, evidence=[SULEIMAN, SOLOMON]) is not None
    question = "كم سنة قضاها توما الرسول في السجن؟"
    assert entity_unheld(question, _answer(MARASH), [MARASH], common=COMMON, evidence=[APOSTLE, MARASH]) is not None


def test_the_named_record_itself_answers() -> None:
    assert entity_unheld("متى توفي سليمان القانوني؟", _answer(SULEIMAN), [SULEIMAN], common=COMMON, evidence=[SULEIMAN, SOLOMON]) is None
    assert entity_unheld("toma el rasoul etsagan?", _answer(APOSTLE), [APOSTLE], evidence=[APOSTLE, MARASH]) is None
    question = "كم سنة قضاها توما الرسول في السجن؟"
    assert entity_unheld(question, _answer(APOSTLE), [APOSTLE], common=COMMON, evidence=[APOSTLE, MARASH]) is None


def test_a_bare_name_asks_every_namesake_and_a_qualifier_the_question_names_chooses() -> None:
    # "توما" alone names both records (neither wholly: "مرعش", "الرسول" are not asked): either answers
    assert entity_unheld("كم سنة قضاها توما في السجن؟", _answer(MARASH), [MARASH], evidence=[APOSTLE, MARASH]) is None
    # the question names Marash: his record is the fullest named
    question = "كم سنة قضاها توما أسقف مرعش في السجن؟"
    assert entity_unheld(question, _answer(MARASH), [MARASH], evidence=[APOSTLE, MARASH]) is None


def test_a_look_alike_clubs_sentence_does_not_answer_of_the_club_a_common_word_names() -> None:
    question = "كم مباراة لعب الهلال في كأس العالم للأندية؟"
    assert entity_unheld(question, _answer(AHLY), [AHLY], common=COMMON, evidence=[HILAL, AHLY]) == f"{ENTITY_NOT_HELD}: الهلال"
    question = "ما نتيجة مباراة الهلال السعودي اليوم في الدوري؟"
    assert entity_unheld(question, _answer(ZIDANE), [ZIDANE], common=COMMON, evidence=[HILAL, ZIDANE, AHLY]) is not None


def test_a_sentence_naming_the_subject_answers_from_another_record() -> None:
    other = _item("arcd:0123456789ab/0", "دوري أبطال آسيا", "وفاز الهلال باللقب بعد مباراة انتهت بنتيجة 2–0.", "E3")
    question = "ما نتيجة مباراة الهلال في نهائي آسيا؟"
    assert entity_unheld(question, _answer(other), [other], common=COMMON, evidence=[HILAL, other]) is None


def test_a_cited_record_naming_another_word_of_the_question_is_no_namesake() -> None:
    # the question names Egypt and Shenouda: Shenouda's record names a word the fullest title (مصر) does not
    egypt = _item("arcd:a10da47b3081/0", "مصر", "مصر دولة عربية.")
    shenouda = _item("syn:03-30#1/0", "نياحة البابا شنوده الثالث", "وفي مثل هذا اليوم تنيح البابا في القاهرة.", "E3")
    question = "أين تنيح البابا شنودة في مصر؟"
    assert entity_unheld(question, _answer(shenouda), [shenouda], evidence=[egypt, shenouda]) is None


def test_a_bible_chapter_is_not_judged() -> None:
    kings = _item("svd:1Ki.11/0", "الملوك الأول 11", "وكانت له سبع مئة من النساء السيدات.", "E3")
    question = "كم زوجة كانت لسليمان القانوني؟"
    assert entity_unheld(question, _answer(kings), [kings], evidence=[SULEIMAN, kings]) is None


def test_an_office_word_of_a_saints_title_is_no_owner_a_month_names() -> None:
    # "14 baba" read "14 بابا": the pope's office in "فيلكس بابا روميه" is no name the question gives
    question = "من من الممثلين ولد يوم 14 بابا"
    assert entity_unheld(question, _answer(FELIX), [FELIX]) == f"{ENTITY_NOT_HELD}: الممثلين"
