"""A name asked of one the record tells of but never names (issue 19, UNNAMED44): the sentence that answers must give
a name TO the asked one; a sentence whose only name is another's (the one the deed was done to, met or sent to) or
that names no one ("ترهب في أحد الأديرة", "وكان بالدير رجل …") declines. Each with its answerable twin, where the
sentence does name the asked one. Wording and sentences of my own, not from any fixture."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import states_asked
from dalil.answer.slot_words import may_be_name
from dalil.answer.thing_name import names_thing
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    ("question", "named", "another"),
    [
        # the role unsaid in the sentence: a name after a preposition ("إلى القديس …") is the one he went to
        ("ما اسم الجندي الذي رفض أن يعذب الشهيد؟", "وكان هناك جندي اسمه بقطر رفض أن يعذب الشهيد.",
         "فامتنع عن تعذيبه وأخذه إلى القديس أبيفانيوس."),
        # a title carrying the preposition ("بالقديس"): the one met, not the asked one
        ("السجان اللي رفض يعذب الأسقف كان اسمه ايه؟", "فتقدم سجان اسمه مكسيموس ورفض أن يعذب الأسقف.",
         "فرفض أن يعذب الأسقف وهناك تقابل بالقديس أبامون ورفقائه."),
        # a function word behind its conjunction after an office ("الوالي وهناك") is no name
        ("ما اسم السياف الذي امتنع عن ضرب عنق الراهب؟", "فتقدم سياف اسمه بطرس وامتنع عن ضرب عنقه.",
         "وامتنع عن قتله وساقه إلى الوالي وهناك تقابل بالأنبا بيجول."),
    ],
)
def test_a_name_asked_by_role_is_not_answered_by_another_ones_name(question: str, named: str, another: str) -> None:
    assert states_asked(question, named)
    assert not states_asked(question, another)


def test_a_person_by_her_state_is_asked_by_name() -> None:
    question = "ما اسم الأرملة التي أطعمت النبي في المجاعة؟"
    slot = asked_slot(question)
    assert slot is not None and slot.kind == "person" and slot.by_name
    assert not states_asked(question, "فقال له إن هذه الأرملة قد أطعمتني في أيام المجاعة.")
    assert states_asked(question, "وكانت هناك أرملة اسمها صوفية أطعمت النبي.")
    assert states_asked("ايه اسم الجارية اللي فتحت الباب للرسول؟", "ففتحت له جارية اسمها رودا الباب.")


@pytest.mark.parametrize(
    ("sentence", "names"),
    [
        ("وترهب في أحد الأديرة بالصعيد.", False),  # "بالصعيد": a preposition's phrase, no monastery's name
        ("ومضى إلى دير بالبرية وأقام به.", False),
        ("وكان بالدير رجل عابد حبيس اسمه يوحنا.", False),  # the man is named, not the monastery
        ("وترهب في دير الأنبا شنودة بالجبل.", True),  # the name past a saint's title
        ("وترهب في الدير المحرق.", True),
        ("وترهب في دير اسمه الزجاج.", True),
        ("ثم سافر على السفينة الملكية كالكوتا.", True),  # "كال…" is no preposition here
    ],
)
def test_a_things_name_stands_beside_its_noun_not_a_phrase_nor_anothers_name(sentence: str, names: bool) -> None:
    words = fold(sentence.replace(".", " ")).split()
    noun = "سفينه" if "السفينة" in sentence else "دير"
    assert bool(names_thing(noun, words, frozenset())) is names


def test_the_monastery_asked_is_declined_by_a_sentence_that_names_none() -> None:
    question = "اسم الدير اللي اترهب فيه الراهب وهو صغير ايه"
    assert not states_asked(question, "وترهب من صغره بأحد الأديرة بالصعيد.")
    assert not states_asked(question, "وكان بالدير شيخ قديس اسمه يوساب علمه الصلاة.")
    assert states_asked(question, "وترهب من صغره في دير الأنبا شنودة بالجبل.")


@pytest.mark.parametrize("word", ["وهناك", "فهنا", "وايضا", "ومعه", "وعنهم"])
def test_a_function_word_behind_its_conjunction_is_no_name(word: str) -> None:
    assert not may_be_name(fold(word))
    assert may_be_name(fold("وديع"))


def test_the_role_named_after_ism_in_construct_answers_its_name() -> None:
    """ "وكان اسم العبد ملخس": the asked noun followed by its name, after "اسم" (the answerable side of the rule)."""
    question = "اسم العبد اللي التلميذ قطعله ودنه ايه"
    assert states_asked(question, "وكان اسم العبد ملخس.")
    assert states_asked("ما اسم الرجل الذي أبى أن يطعم الجنود؟", "واسم الرجل نابال واسم امرأته أبيجايل.")
    assert not states_asked(question, "فضرب عبد رئيس الكهنة فقطع أذنه اليمنى.")


def test_the_offline_answerer_copies_the_sentence_that_names_the_role_not_the_deeds() -> None:
    """A story names the man where it brings him in and tells his deed two sentences on: the naming sentence answers
    (`ExtractiveProvider._named_near_deed`); the deed's sentence, which names another, never does."""
    excerpt = (
        "فأرسل الأمير إليه جنديا يدعى فيلبس . وهذا لما رأى وداعته وصبره . رفض أن يعذبه وأخذه معه إلى المدينة"
        " وهناك التقى بالأنبا بيجول وتلاميذه . فعذبه الأمير كثيرا ."
    )
    evidence = [Evidence(evidence_id="E1", chunk_id="syn:01-01#9/0", excerpt=excerpt, title="استشهاد القديس أباكوف والجندي")]
    answered = ExtractiveProvider(Settings()).answer("ما اسم الجندي الذي رفض أن يعذب القديس أباكوف؟", evidence)
    assert answered.status == "answered" and "فيلبس" in answered.answer and "بيجول" not in answered.answer
