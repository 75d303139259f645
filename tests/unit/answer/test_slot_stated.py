"""The asked slot stated (answer/slot_stated.py, answer/slot_fillers.py): a sentence states it only with a
filler of its type in construction with its head. Wording of my own, not any fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.answer_type import answer_type_problem as problem
from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import ASKED_NOT_STATED, asked_problem, states_asked
from dalil.answer.slot_stated import states_slot
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # a count: a number in construction with the counted noun, never a year
        ("كم عدد الكنائس في مدينة أسوان؟", "وفي مدينة أسوان اليوم اثنتا عشرة كنيسة.", True),
        ("كم عدد الكنائس في مدينة أسوان؟", "بنيت أول الكنائس في مدينة أسوان لعام 1850.", False),
        # a span: a number BEFORE a unit of time, beside the event asked ("سنة 340" is a date)
        ("كم سنة قضى الراهب في المغارة؟", "وقضى الراهب في المغارة أربعين سنة يصلي.", True),
        ("كم سنة قضى الراهب في المغارة؟", "ودخل الراهب المغارة سنة 340 للميلاد.", False),
        ("كم سنة قضى الراهب في المغارة؟", "وقضى الراهب في المغارة زمانا. ثم خرج بعد ثلاثين سنة إلى المدينة.", False),
        # an age: a span of years told as an age, or an ordinal of a life
        ("كان عنده كام سنة لما ترهب؟", "وترهب وله من العمر عشرون سنة.", True),
        ("كان عنده كام سنة لما ترهب؟", "وترهب سنة 1120 م في دير السريان.", False),
        ("كان عنده كام سنة لما ترهب؟", "ولما بلغ الخامسة عشرة من عمره ترهب.", True),
        ("كان عنده كام سنة لما ترهب؟", "وترهب ومعه ثلاثة من أصحابه.", False),
        # a year: beside the event asked, wherever the sentence says that event
        ("الكنيسة اتبنت سنة كام؟", "وبنيت الكنيسة سنة 1904 م.", True),
        ("الكنيسة اتبنت سنة كام؟", "وبنيت الكنيسة بعد الحريق ، وفي سنة 1904 م رممها الأهالي.", False),
        # a place: a place phrase in the clause of the event, not in the next one
        ("الأسقف اتدفن فين؟", "ودفنوا الأسقف في كنيسة القرية.", True),
        ("الأسقف اتدفن فين؟", "وصلوا على الأسقف ودفنوه ، وهو الذي كان قد خدم في كنيسة القرية.", False),
        # a birthplace: a place after the birth, not its parents ("من أبوين") nor the next "وكان" clause
        ("الراهب اتولد فين؟", "وولد الراهب من أبوين فقيرين وكان يحرس كرم أبيه ثم اتجه إلى العبادة.", False),
        ("الراهب اتولد فين؟", "وولد الراهب من أبوين فقيرين بقرية طموه وكان يحرس كرم أبيه.", True),
        ("الراهب اتولد فين؟", "وولد الراهب في قرية طموه وكان يحرس كرم أبيه.", True),
        ("التلميذ سافر فين؟", "وسافر التلميذ إلى الملك ليشكو إليه.", False),
        ("التلميذ سافر فين؟", "وسافر التلميذ إلى أنطاكية ليبشر.", True),
        # a person in a relation to the subject: a name after the same preposition
        ("البطريرك اترسم بعد مين؟", "ورسموه بطريركا بعد البابا ميخائيل.", True),
        ("البطريرك اترسم بعد مين؟", "ورسموه بطريركا في كنيسة المعلقة.", False),
    ],
)
def test_a_sentence_states_the_slot_only_with_a_filler_in_construction_with_its_head(
    question: str, sentence: str, ok: bool
) -> None:
    slot = asked_slot(question)
    assert slot is not None
    assert states_slot(slot, sentence) is ok


def test_a_role_in_construct_before_a_relative_clause_asks_its_holder_by_name() -> None:
    """ "مين مهندس الجسر اللي …": the role in construct (no title list holds it) is named after the
    phrase; a sentence about the bridge that names only things answers no "who" (FQ12CLASS19)."""
    question = "مين مهندس الجسر اللي كان بيشرف على بناء كوبري قصر النيل؟"
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "person" and slot.by_name
    assert problem(question, "وكان مهندس الجسر لينان دي بلفون قد أشرف على بناء كوبري قصر النيل.") is None
    assert problem(question, "وبنت شركة فيف ليل الفرنسية كوبري قصر النيل وافتتحته الحكومة المصرية عام 1871.") is not None


def test_a_person_asked_by_role_is_named_with_the_role_and_the_clause_said_of_the_same_thing() -> None:
    question = "مين الوالي اللي هدم كنيسة الدير؟"
    assert states_asked(question, "وفي تلك الأيام هدم الوالي أرسانيوس كنيسة الدير.")
    # the role's word without a name after it names nobody
    assert not states_asked(question, "فغضب الوالي وأمر الجند بهدم الكنيسة.")
    # the clause's verb said of another object ("كنيسة القرية", not "كنيسة الدير")
    assert not states_asked(question, "وهدم الوالي أرسانيوس بيوت القرية كلها.")


def test_a_quantity_of_a_named_thing_is_stated_of_that_thing() -> None:
    question = "مساحة الفيوم كام كيلومتر مربع؟"
    assert states_asked(question, "وتبلغ مساحة الفيوم نحو 6068 كيلومتر مربع.")
    # another place's area: the unit is the slot's word, not the subject
    assert not states_asked(question, "وتبلغ مساحة سيناء 60088 كيلومتر مربع.")
    # the record's title may name the thing the sentence says "its" of
    assert states_asked(question, "وتبلغ مساحتها نحو 6068 كيلومتر مربع.", titles=["محافظة الفيوم"])
    # a count of a named thing too: the world's population is not Fayoum's
    assert not states_asked("عدد سكان الفيوم قد إيه؟", "تجاوز عدد سكان العالم 7 مليار نسمة.")


def test_validation_names_the_slot_no_sentence_fills() -> None:
    question = "الكنيسة اتبنت سنة كام؟"
    assert asked_problem(question, ["وبنيت الكنيسة على اسم مار مرقس."]) == f"{ASKED_NOT_STATED}: year"
    assert asked_problem(question, ["وبنيت الكنيسة على اسم مار مرقس.", "وبنيت الكنيسة سنة 1904 م."]) is None


def test_the_offline_answerer_copies_the_sentence_that_fills_the_slot_or_declines() -> None:
    excerpt = (
        "في مثل هذا اليوم تنيح القديس الأنبا إيسيذورس. وقد ترهب في شبابه في برية شيهيت. "
        "وأقام في البرية خمسين سنة يجاهد."
    )
    evidence = [Evidence(evidence_id="E1", chunk_id="syn:01-01#9/0", excerpt=excerpt, title="نياحة القديس الأنبا إيسيذورس")]
    provider = ExtractiveProvider(Settings())
    answered = provider.answer("الأنبا إيسيذورس أقام في البرية كام سنة؟", evidence)
    assert answered.status == "answered" and "خمسين سنة" in answered.answer
    # the record says no age: its sentences name the saint and the desert, but fill no age
    declined = provider.answer("الأنبا إيسيذورس كان عنده كام سنة لما ترهب؟", evidence)
    assert declined.status == "insufficient_evidence"


# --- a name asked is answered by a name (issue 19, SLOTNAME19L) ----------------------------------


@pytest.mark.parametrize(
    ("question", "named", "bare"),
    [
        # who, by a role with the article and a relative clause
        ("من هو الحاكم الذي سجن الراهب في القلعة؟", "وفي تلك السنة سجن الحاكم أغسطينوس الراهب في القلعة.", "فأمر الحاكم بسجنه في القلعة."),
        # the role named first, its name asked after the clause, MSA and Egyptian
        ("القائد الذي حاصر المدينة، ما اسمه؟", "وحاصر المدينة القائد ثيئودوروس سبعة أشهر.", "ثم حاصر القائد المدينة سبعة أشهر."),
        ("الكاتب اللي نسخ الكتاب كان اسمه إيه؟", "ونسخ الكتاب كاتب اسمه مينا.", "ونسخ الكاتب الكتاب في الدير."),
        # a partitive names no one: "أحد الكهنة" is not a name
        ("مين الكاهن اللي استقبل الزوار؟", "واستقبلهم الكاهن يسطس بفرح.", "واستقبلهم أحد الكهنة بفرح."),
    ],
)
def test_a_person_asked_by_role_is_answered_only_by_a_name_not_by_the_role(question: str, named: str, bare: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "person" and slot.by_name
    assert states_asked(question, named)
    assert not states_asked(question, bare)


def test_a_name_in_apposition_before_the_role_names_the_person() -> None:
    question = "من كان قائد الحرس الذي أرسلوا إليه الأسير؟"
    assert states_asked(question, "ثم أرسلوا الأسير إلى حنان قائد الحرس.")
    # a verb before the role is no name ("ثم أرسله قائد الحرس")
    assert not states_asked(question, "ثم أرسلوا الأسير وأمر قائد الحرس بحبسه.")


@pytest.mark.parametrize(
    ("question", "named", "unnamed"),
    [
        ("على أي مدينة رسم الراهب أسقفا؟", "ثم رسموه أسقفا على مدينة دمياط.", "ثم رسموه أسقفا وأقام في البرية."),
        ("من أي بلد كان الشهيد؟", "وكان الشهيد من بلدة طمويه.", "وكان الشهيد من الأغنياء في إحدى البلاد."),
        # the place's name the question already says is not the asked one
        ("الأسقف كان على أي كرسي من كراسي الصعيد؟", "وكان أسقفا على كرسي قفط.", "وكان أسقفا على أحد كراسي الصعيد."),
        # the place asked after a relative clause
        ("الأنبا بولس الذي رسمه البابا كان على أي إيبارشية؟", "ورسمه البابا أسقفا على إيبارشية أخميم.", "ورسمه البابا أسقفا."),
    ],
)
def test_a_place_asked_by_kind_is_answered_only_by_a_place_name(question: str, named: str, unnamed: str) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "place" and slot.by_name
    # told in the named subject's own record (a sentence that says him only by a pronoun)
    titles = ["نياحة الأنبا بولس"]
    assert states_asked(question, named, titles)
    assert not states_asked(question, unnamed, titles)


def test_the_mother_asked_by_name_is_not_answered_by_the_father() -> None:
    question = "اسم والدة الشهيد أبانوب؟"
    assert asked_problem(question, ["وكان أبو أبانوب يسمى يوحنا من بنهدب."]) == f"{ASKED_NOT_STATED}: mother"
    assert asked_problem(question, ["وكانت أم أبانوب تدعى مريم."]) is None
    # "والده" (his father) still asks either parent's name
    assert asked_problem("اسم والده الشهيد أبانوب؟", ["وكان أبو أبانوب يسمى يوحنا من بنهدب."]) is None



# The record's own sentences (syn:04-06), my own questions.
_VIZIER = "وفي زمان هذا الاب كان للمعز وزيرا اسمه يعقوب بن يوسف ، كان يهوديا واسلم ، وكان له صديق يهودي ، كان يدخل به إلى المعز"
_TANNER = "وفي سحر الليلة الثالثة ظهرت له السيدة والدة الإله ، وأخبرته عن إنسان دباغ قديس ، سيجري الله علي يديه هذه الآية"


@pytest.mark.parametrize(
    ("question", "sentence", "ok"),
    [
        # "X اسمه N" binds N to X: the vizier's name is no name of his friend the question asks (fq37-124's class)
        ("اليهودي صديق الوزير اللي جادل البطرك كان اسمه ايه؟", _VIZIER, False),
        ("الوزير اليهودي بتاع المعز كان اسمه ايه؟", _VIZIER, True),
        # a person by his trade, held to a name beside the trade (fq37-086's class): the Virgin names no tanner
        ("ما اسم الدباغ الذي أجرى الله على يديه الآية؟", _TANNER, False),
        ("ما اسم الدباغ الذي أجرى الله على يديه الآية؟", "وكان في المدينة دباغ قديس اسمه سمعان ، أجرى الله على يديه الآية", True),
    ],
)
def test_a_name_is_of_the_noun_it_is_given_to(question: str, sentence: str, ok: bool) -> None:
    slot = asked_slot(question)
    assert slot is not None and slot.by_name
    assert states_slot(slot, sentence, frozenset(fold(question).split())) is ok


def test_a_trade_with_the_article_asks_a_person_by_name() -> None:
    slot = asked_slot("ما اسم الخباز الذي أطعم الرهبان؟")
    assert slot is not None and slot.kind == "person" and slot.by_name and slot.head == ("الخباز",)


def test_a_name_given_to_the_trade_itself_names_the_one_asked_by_it() -> None:
    """ "إسكافي اسمه X": his name, though the record words the question's deed otherwise (a mend for "أصلح")."""
    question = "ما اسم الحداد الذي أصلح سيف الأمير عند باب المدينة؟"
    sentence = "وكان عند باب المدينة حداد اسمه بطرس ، فلما قدم له الأمير السيف قام بتقويمه"
    slot = asked_slot(question)
    assert slot is not None
    assert states_slot(slot, sentence, frozenset(fold(question).split())) is True
