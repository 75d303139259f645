"""What the question asks of its subject (answer/asked_reading.py): the relation or event beside the
question word, a kin asked by name, the slot phrase's words; moved from test_answer_asked.py (SPLIT19B)."""

from __future__ import annotations

import pytest

from dalil.answer import asked_reading
from dalil.answer.asked_reading import answer_kind_terms, asked_predicates
from dalil.text.support import subject_terms, term_set


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("ما اسم والد القديس مكاريوس؟", ["father"]),
        ("اسم أخت الأنبا شنودة إيه؟", ["siblings"]),
        ("مين مرات الملك هيرودس؟", ["wife"]),
        ("الشهيد أبسخيرون اتولد في أنهي بلد؟", ["birth"]),
        ("في أي عام توفي المؤرخ المقريزي؟", ["death"]),
        ("امتى غادر نابليون مصر؟", ["leaving"]),
        ("كم ولدا أنجب الملك داود؟", ["children"]),
        ("عدد سكان القاهرة كام؟", []),  # a quantity: the slot (answer/slot_reading.py), not a predicate
        ("ما مساحة مصر؟", []),
        # a kin word that is part of the subject, not what is asked
        ("ماذا قالت الصبية لأمها؟", []),
        ("هل كان الملك شابا أم شيخا؟", []),
        # what follows a relative pronoun describes the asked person
        ("من القديس الذي ولد في الصعيد وترك بيته؟", []),
        ("متى يحتفل بعيد الميلاد قبل الميلاد؟", ["birth"]),
        ("من هو الأنبا بولا؟", []),
    ],
)
def test_the_question_says_which_relation_or_event_it_asks(question: str, asked: list[str]) -> None:
    assert [predicate.name for predicate in asked_predicates(question)] == asked


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        # Every kin term, each side of the family apart; MSA and the Egyptian order (the kin word first).
        ("ما اسم عم القديس مرقس؟", ["paternal_kin"]),
        ("اسم خال الملك إيه؟", ["maternal_kin"]),
        ("ما اسم جد الأنبا أنطونيوس؟", ["grandparent"]),
        ("مين حفيد الملك داود؟", ["grandchild"]),
        ("القديسة دميانة أبوها كان اسمه إيه؟", ["father"]),
        ("الشهيد مارجرجس أمه اسمها إيه؟", ["mother"]),
        ("الأنبا شنودة عمه مين؟", ["paternal_kin"]),
    ],
)
def test_every_kin_term_is_asked_by_name(question: str, asked: list[str]) -> None:
    predicates = asked_predicates(question)
    assert [p.name for p in predicates] == asked
    assert all(p.by_name for p in predicates)


def test_a_kin_word_said_of_the_subject_elsewhere_is_not_asked() -> None:
    assert asked_predicates("ماذا قالت لها أمها؟") == []
    assert asked_predicates("القديسة دميانة أبوها كان غنيا؟") == []


@pytest.mark.parametrize(
    ("question", "kind", "subject"),
    [
        ("ابن خلدون مات سنة كام؟", "سنة", "مات خلدون"),  # a year: its unit, not the event verb
        ("يوحنا القصير كان عنده كام سنة لما قلبه اتجه للرهبنة؟", "سنة", "يوحنا الرهبنة"),  # an age
        ("بشار الأسد اتخصص في طب العيون في أنهي مدينة؟", "مدينة", "اتخصص العيون"),  # a place: its unit, not the verb
        ("لصالح أي نادي لعب رجب طيب أردوغان؟", "", "نادي أردوغان"),  # which club: no filler check, kept
        ("كام عذراء كانوا عايشين مع القديسة دميانة؟", "", "عذراء دميانة"),  # the counted noun is the subject's
        ("ما عدد سكان سلطنة عمان؟", "", "عدد سكان عمان"),  # a count: said with its noun ("عدد سكانها")
        ("من هو القديس مارمينا العجايبي؟", "", "مارمينا العجايبي"),  # no slot: nothing
    ],
)
def test_answer_kind_terms_are_the_slot_phrase_words_that_name_no_subject(question: str, kind: str, subject: str) -> None:
    terms = answer_kind_terms(question)
    assert term_set(kind) <= terms
    assert term_set(subject) <= subject_terms(question)  # the subject's words are the question's terms …
    assert not term_set(subject) & terms  # … and none of them is the answer's kind



def test_a_questions_predicates_are_read_once_and_each_caller_gets_its_own_list(monkeypatch: pytest.MonkeyPatch) -> None:
    """The answer path asks `asked_predicates` of one question ~6.5 times (SERVE28): the reading
    runs once; every caller gets an equal list of its own, so a caller's change never reaches the next."""
    question = "أم القديس سرابيون الثامن عشر اسمها إيه؟"  # no other test asks it: its first reading is here
    read: list[str] = []
    real = asked_reading.asked_part
    monkeypatch.setattr(asked_reading, "asked_part", lambda text: read.append(text) or real(text))
    asked_reading.time_frame.cache_clear()  # the time clause is remembered per question too (MEND43): read afresh here
    first = asked_predicates(question)
    assert [p.name for p in first] == ["mother"] and first[0].by_name
    first.clear()
    again = asked_predicates(question)
    assert [p.name for p in again] == ["mother"] and again is not first
    assert read == [question, question]  # once by the reading, once by its time clause (`time_frame`)
    assert [p.name for p in asked_predicates("متى ولد القديس سرابيون الثامن عشر؟")] == ["birth"]
    assert len(read) == 4  # another question: read
