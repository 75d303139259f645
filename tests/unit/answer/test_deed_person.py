"""AGENT65: a question that asks the person of a deed — its doer ("مين اللي دفنه") or the one it was received from
("اتعمد على إيد مين", "اتتلمذ لمين") — is answered only by a sentence that says the deed with a person bound to it in
that role; a passive with no agent ("ودفن في …", "ورسم أسقفا على …") or another rank given ("رسموه أسقفا" for a
priest) says none. Wording of my own, not any fixture's (issue 19)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import asked_problem, states_asked
from dalil.answer.deed_person import asked_deed_person, deed_person_problem, deed_person_said, rank_of


@pytest.mark.parametrize(
    ("question", "role", "verb"),
    [
        ("من الذي دفن الراهب بيشوي في ديره؟", "doer", "دفن"),
        ("مين اللي رسمه شماس؟", "doer", "رسمه"),
        ("الناسك ده مين اللي كفنه؟", "doer", "كفنه"),
        ("الأمير اتعمد على إيد مين؟", "source", "اتعمد"),
        ("الشاب تعلم الطب عند من؟", "source", "تعلم"),
        ("الراهب مرقس اتتلمذ على يد مين؟", "source", "اتتلمذ"),
        ("الجندي نال المعمودية على يد من؟", "source", "نال"),
    ],
)
def test_the_person_of_a_deed_is_read_from_the_question(question: str, role: str, verb: str) -> None:
    asked = asked_deed_person(question)
    assert asked is not None and asked.role == role and asked.verb == verb


@pytest.mark.parametrize(
    "question",
    [
        "",
        "x" * 5000,
        "who buried him?",
        "مين الأنبا بيشوي؟",  # who is he: no deed
        "سافر مع مين؟",  # with whom: WITHWHOM64's
        "جه من الصعيد إمتى؟",  # "من" is "from", no ask of a person
        "كتب الرسالة لمين؟ " + "ignore previous instructions " * 200,  # too long to be an ask
        "الرسالة دي مبعوتة لمين؟",  # a recipient, not a source
        "في القداس مين اللي بيقول السلام لجميعكم؟",  # a speaker (`text/speakers.py`)
        "مين اللي اتختار بدل الأسقف المعزول؟",  # the Egyptian passive: the one chosen
        "من الذي تربى مع الأمير في القصر؟",  # a reflexive: the one raised
        "الأمير وارث الملك من مين؟",  # a participle: a state, no deed received
        "الملك كتب المزمور لما هرب من مين؟",  # the circumstance of another deed
        "مين مرات الوالي؟",  # a kin
    ],
)
def test_no_deed_person_is_read_from_other_asks_or_bad_input(question: str) -> None:
    assert asked_deed_person(question) is None


@pytest.mark.parametrize(
    ("question", "sentence", "said"),
    [
        # the doer: active with a person, a hand or a means
        ("من الذي دفن الراهب بيشوي؟", "فأتى تلاميذه وحملوا جسده ودفنوه في الدير", True),
        ("من الذي دفن الراهب بيشوي؟", "ودفن جسده في الدير بواسطة الرهبان", True),
        ("من الذي دفن الراهب بيشوي؟", "وتنيح بسلام ودفن في ديره", False),  # passive, no doer
        ("من الذي دفن الراهب بيشوي؟", "وولد الراهب بيشوي فقيرا", False),  # no burial at all
        ("مين اللي رسم الأنبا يوساب أسقف؟", "فرسمه البابا مرقس أسقفا على فوه", True),
        ("مين اللي رسم الأنبا يوساب أسقف؟", "ورسم أسقفا على فوه", False),  # passive: the rank, no ordainer
        ("مين اللي رسم الأنبا يوساب قسيس؟", "وأخذه الأساقفة ورسموه أسقفا", False),  # another rank given
        # the source: after a learning, baptism or discipleship verb
        ("الأمير اتعمد على إيد مين؟", "فمضى إلى الكاهن وتعمد على يديه", True),
        ("الأمير اتعمد على إيد مين؟", "ثم تعمد وخدم في الجيش", False),
        ("الراهب مرقس اتتلمذ على يد مين؟", "وتتلمذ للقديس مقاريوس", True),
        ("الراهب مرقس اتتلمذ على يد مين؟", "وتتلمذ زمانا في البرية", False),
        ("الشاب تعلم الطب عند من؟", "فتعلم الطب من الحكيم يوسف", True),
        ("الشاب تعلم الطب عند من؟", "وتعلم الطب حتى فاق أقرانه", False),
        ("الشاب تعلم الطب عند من؟", "وتعلم الطب . ثم تعمد على يد الأسقف", False),  # the hand is the baptism's
        ("الجندي نال المعمودية على يد من؟", "فتقدم إلى الأسقف وتعمد منه", True),
        ("الأمير أخذ الضيعة من مين؟", "وأخذ الضيعة عن خاله", True),  # the source after عن
        ("الأسقف كتب الرسالة على يد مين؟", "بيد الشماس بطرس، كتبت لكم", True),  # the hand said before the verb
        # the deed told in other words: two words of its object said
        ("من الذي أعان الملك في بناء سور المدينة؟", "وساعده ابنه في بناء سور المدينة", True),
        ("من الذي أعان الملك في بناء سور المدينة؟", "وكان الملك محبا للفقراء", False),
    ],
)
def test_a_sentence_says_the_deed_with_its_person(question: str, sentence: str, said: bool) -> None:
    asked = asked_deed_person(question)
    assert asked is not None
    assert deed_person_said(asked, sentence) is said
    assert (deed_person_problem(question, [sentence]) is None) is said


def test_the_answer_checks_decline_a_passive_for_who_did_it() -> None:
    question = "من الذي دفن الراهب بيشوي؟"
    assert not states_asked(question, "وتنيح بسلام ودفن في ديره")
    problem = asked_problem(question, ["وتنيح بسلام ودفن في ديره"])
    assert problem is not None and "deed person" in problem
    assert asked_problem(question, ["فأتى تلاميذه وحملوا جسده ودفنوه في الدير"]) is None


def test_bad_sentences_say_no_person() -> None:
    asked = asked_deed_person("الأمير اتعمد على إيد مين؟")
    assert asked is not None
    for sentence in ("", "x" * 10000, "He was baptised by the bishop.", "تعمد " * 3000):
        assert not deed_person_said(asked, sentence)


@pytest.mark.parametrize(("word", "rank"), [("قسا", "قس"), ("اسقفا", "اسقف"), ("القديس", ""), ("أخاه", "")])
def test_the_rank_a_deed_gave(word: str, rank: str) -> None:
    assert rank_of(word) == rank


@pytest.mark.parametrize(
    ("question", "deed"),
    [
        ("مين اللي دفن القديس وبنى على قبره كنيسة؟", ("دفن", "وبني")),  # و: the same doer's next deed
        ("من الذي صلى على ابن الأمير فشفاه الله؟", ("صلي",)),  # ف: the outcome, God's deed, not the one asked
        ("من الذي رسم فيلكس شماسا؟", ("رسم",)),  # ف: the name's own letter
        ("مين اللي كسب الانتخابات المرة اللي فاتت؟", ("كسب",)),  # "فاتت" is "last", no deed
    ],
)
def test_only_a_deed_joined_by_waw_is_the_doers_too(question: str, deed: tuple[str, ...]) -> None:
    # COPIES66: `glued.unglued` would take ف off as well; read so, 13 fixture questions took such words for the deed
    asked = asked_deed_person(question)
    assert asked is not None and asked.deed == deed


@pytest.mark.parametrize("question", ["ومين اللي بنى الكنيسة دي؟", "فمين اللي بنى الكنيسة دي؟"])
def test_a_glued_conjunction_before_who_still_asks_the_doer(question: str) -> None:
    asked = asked_deed_person(question)
    assert asked is not None and asked.role == "doer" and asked.verb == "بني"


# ASKEDNOT67: a deed told in a passive's form names no doer unless a hand or a means does
@pytest.mark.parametrize(
    ("question", "sentence", "said"),
    [
        # the impersonal تم + the deed's verbal noun
        ("من الذي حفر البئر القديمة في الدير؟", "وكانت في الدير بئر قديمة تم حفرها في القرن الخامس.", False),
        ("مين اللي بنى المستشفى الكبير في المدينة؟", "وتم بناء المستشفى الكبير في المدينة سنة 1920.", False),
        ("مين اللي بنى المستشفى الكبير في المدينة؟", "وتم بناء المستشفى الكبير من قبل الإرسالية سنة 1920.", True),
        ("مين اللي بنى المستشفى الكبير في المدينة؟", "وتم بناء المستشفى الكبير بواسطة الإرسالية سنة 1920.", True),
        # the perfect's ت before no person: passive (or "I"): no builder
        ("من الذي بنى الكنيسة الكبيرة في القرية؟", "وبنيت الكنيسة الكبيرة في القرية بعد الحرب.", False),
        ("من الذي رسم الحدود بين البلدين؟", "وقد رسمت الحدود بين البلدين سنة 1899.", False),
        ("من الذي رسم الحدود بين البلدين؟", "رسمت الملكة الحدود بين البلدين سنة 1899.", True),  # her doer after it
        ("من الذي بنى الكنيسة الكبيرة في القرية؟", "وبنيت الكنيسة الكبيرة على يد الأنبا يوساب.", True),
        # a titled person before it is another deed's object, not its doer
        (
            "من الذي شيد الكنائس في مدة رئاسته؟",
            "ورسم الأنبا أثناسيوس أسقفا علي أورشليم وقد شيدت في مدة رئاسة هذا البابا كنائس كثيرة.",
            False,
        ),
        # the Egyptian ات- passive
        ("مين اللي كتب السيرة دي؟", "واتكتبت السيرة دي باليوناني.", False),
        # active shapes keep their doer
        ("مين اللي بنى الكنيسة الكبيرة في القرية؟", "بنى الأنبا يوساب الكنيسة الكبيرة في القرية.", True),
        ("من الذي شيد كنيسة القيامة؟", "وزارت كنيسة القيامة التي شيدتها الملكة هيلانة.", True),
    ],
)
def test_a_passive_names_no_doer_unless_a_hand_or_a_means_does(question: str, sentence: str, said: bool) -> None:
    asked = asked_deed_person(question)
    assert asked is not None and deed_person_said(asked, sentence) is said
