"""A person asked by name beside a role or a kin word, and asked after a description (issue 19,
fresh-questions-14's answered declines, FQ14CLASS19): the name stands beside the role or kin word, not a
clause away; a word with a glued pronoun ("أنهما", "وقادته", "فعذبه") or a kin's state ("ابنة مريضة") is no
name; the kin's or the author's name asked after a relative clause that describes the subject ("X اللي …
مراته كان اسمها ايه", "… كاتبه مين") is read as asked. The questions and sentences are this test's own."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_predicates, asked_slot
from dalil.answer.asked_stated import asked_problem
from dalil.answer.slot_words import may_be_name


@pytest.mark.parametrize("word", ["انهما", "لانهم", "وقادته", "وسالهما", "فعذبه", "فاستحضرهما"])
def test_a_word_with_a_glued_pronoun_is_no_name(word: str) -> None:
    assert not may_be_name(word)


@pytest.mark.parametrize("word", ["ودميانه", "فبرونيه", "ويصا", "فيلبس", "يوحنا", "ابراهيم"])
def test_a_name_with_the_shape_of_a_conjunct_is_still_a_name(word: str) -> None:
    assert may_be_name(word)


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        # the role followed by a particle or a verb carrying a pronoun: no name of his
        ("ما اسم الوالي الذي عذب القديس بقطر؟", "فشكاه قوم إلى الوالي أنه يعلم باسم المسيح فاستدعاه الوالي وعذبه."),
        ("ما اسم الأمير الذي حبس الأنبا صموئيل؟", "فغضب الأمير وجنده وحبسوه في قلعة المدينة."),
        # a word after another role a clause away is no name of the daughter asked
        (
            "ما اسم ابنة الوالي التي شفاها الأنبا أبرآم؟",
            "وكان للوالي ابنة مريضة فصلى عليها القديس فشفيت وفرح الوالي وأعطى الكنيسة من الأمير أموالا كثيرة.",
        ),
        ("ما اسم الصبي الذي أقامه القديس من الموت؟", "وأتت إليه أرملة بابنها وكان ميتا فصلى عليه فقام الصبي."),
    ],
)
def test_a_name_asked_of_a_role_or_kin_the_sentence_leaves_unnamed(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is not None


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        ("ما اسم الوالي الذي عذب القديس بقطر؟", "فاستدعاه الوالي أرمانيوس وعذب القديس بقطر بأنواع العذاب."),
        ("ما اسم ابنة الوالي التي شفاها القديس؟", "وكانت للوالي ابنة اسمها دميانة مريضة فصلى عليها القديس فشفيت."),
    ],
)
def test_a_name_beside_the_role_or_kin_answers(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence]) is None


def test_a_kins_name_asked_after_a_description_is_read_as_asked() -> None:
    question = "بطرس اللي كان صياد في بحر الجليل حماته كان اسمها ايه"
    assert [p.name for p in asked_predicates("يوسف اللي باعوه اخواته لمصر ابوه كان اسمه ايه")] == ["father"]
    assert [p.name for p in asked_predicates("الراجل اللي بنى بيته على الصخر مراته كان اسمها ايه")] == ["wife"]
    # a kin by marriage (SUBJECT48: the kin table holds it now) is asked by name as any kin; the description stays
    # unread as the ask
    assert [p.name for p in asked_predicates(question)] == ["parent_in_law"]
    assert asked_problem(
        "يوسف اللي باعوه اخواته لمصر ابوه كان اسمه ايه", ["وباعه إخوته للتجار الذين نزلوا به إلى مصر."]
    ) is not None
    # stated of the subject: the record's title names him (`asked_stated._of_its_subject`)
    assert (
        asked_problem("يوسف اللي باعوه اخواته لمصر ابوه كان اسمه ايه", ["وكان أبوه يدعى ميخائيل وكان يحبه."], ["قصة يوسف"])
        is None
    )


def test_an_author_asked_after_a_description_is_a_person_by_name() -> None:
    slot = asked_slot("الترنيمة اللي بتقول سبحوا الرب كاتبها مين")
    assert slot is not None and slot.kind == "person" and slot.by_name and slot.head == ("كاتب",)
    assert asked_problem("الترنيمة اللي بتقول سبحوا الرب كاتبها مين", ["سبحوا الرب لأنه صالح، لأن إلى الأبد رحمته."]) is not None
