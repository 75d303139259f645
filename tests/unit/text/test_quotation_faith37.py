"""FAITH37: the faithful restatements the near-quotation rule still refused, by class (my own wording,
no probe's sentence), each with a bent twin that must still fail (`text.quotation`):
- an Egyptian negation for the MSA one: مش for ليس, the wrapped ما…ش / م…ش for لم + the verb (its
  perfect) or لا + the verb (as written, or with the habitual بـ);
- the subject before its verb where the subject is Christ (the speaker words of `question_frame.SPEAKER_WORDS`)
  or the verb is كان;
- one universal quantifier for another (جميع / كل / كافة, the same pronoun);
- the future هـ for the excerpt's سـ (not read: the Egyptian habitual بـ on the excerpt's imperfect, "بيصلي" for "يصلي": the same shape as
  the preposition بـ on a noun, "بيمينه" for "يمينه", which no reader here tells apart; the bent twin stays);
- an articled number in digits ("ال39" for "التسعة والثلاثين"), an ordinal as "رقم 44";
- two articled nouns joined by و after a preposition, said in the other order: no preposition moved for
  the role check either (`assertions.roles_differ`: "في الصوم والصلاة" for "في الصلاة والصوم");
- a discourse word of one class of `data/paraphrase/` ("وكذلك" for "وأيضا"), read alike by the substitution
  check (`exchanges.word_substituted`) as by the near-quotation rule (`word_families.spelled_alike`);
- a numbered list's enumerators ("1. …", "2) …") are formatting, not uncited numbers (`support.without_enumerators`);
  a number at a line's start that does not count 1, 2, 3 … stays a claim;
- "وبعد ذلك" / "وبعد كده" / "وبعدين" for "ثم", and the synaxarium's "في مثل هذا اليوم" as "في هذا
  اليوم" / "في اليوم ده" / "النهارده".
"""

from __future__ import annotations

import pytest

from dalil.answer.validate import NOT_QUOTED, POLARITY_MISMATCH, validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.assertions import roles_differ
from dalil.text.exchanges import word_substituted
from dalil.text.quotation import quotation_problem

NAMES = frozenset({"بطرس", "يوحنا", "مكاريوس"})

ROAD = "وقال الشيخ لتلاميذه إن طريق البرية ليس سهلا على المبتدئين."
EASY = "وقال الشيخ لتلاميذه إن طريق البرية سهل على المبتدئين."
KNEW = "ولم يعرف الوالي مكان القديس فغضب جدا."
KNEW_YES = "وعرف الوالي مكان القديس فغضب جدا."
SON = "وعاش الرجل سنين كثيرة لأنه لم يكن له ولد يرثه."
SON_YES = "وعاش الرجل سنين كثيرة لأنه كان له ولد يرثه."
FEAR = "فقال لهم الملاك لا تخافوا من الوالي فإن الرب معكم."
READ = "وكان الشيخ لا يعرف القراءة، ولكنه حفظ المزامير."
CROWD = "فنظر يسوع إلى الجمع الكثير وتحنن عليهم."
CROWD_OTHER = "فنظر الجمع إلى يسوع وتعجبوا منه."
PETER = "وكان بطرس جالسا خارجا في الدار مع الخدام."
MONEY = "ووزع جميع أمواله على الفقراء والمساكين ثم دخل الدير."
RIGHT = "ورفع يمينه نحو السماء وبارك الشعب."
REAP = "ومن يزرع بالدموع سيحصد بالفرح."
THEN = "وصام أربعين يوما ثم خرج إلى المدينة."
DAY = "في مثل هذا اليوم تنيح القديس مكاريوس أسقف إدكو."
POPE = "وكان البابا الرابع والأربعين من باباوات الإسكندرية."
FORTY = "وتذكار الشهداء التسعة والثلاثين بسبسطية."


@pytest.mark.parametrize("sentence, excerpt", [
    ("وقال الشيخ لتلاميذه إن طريق البرية مش سهلا على المبتدئين.", ROAD),  # مش for ليس
    ("ومعرفش الوالي مكان القديس فغضب جدا.", KNEW),  # م…ش around the perfect for لم + the jussive
    ("وماعرفش الوالي مكان القديس.", KNEW),
    ("وعاش الرجل سنين كثيرة لأنه مكانش له ولد يرثه.", SON),  # لم يكن: مكانش
    ("وعاش الرجل سنين كثيرة لأنه ماكانش له ولد يرثه.", SON),
    ("فقال لهم الملاك ماتخافوش من الوالي.", FEAR),  # لا + the verb as written
    ("وكان الشيخ مابيعرفش القراءة.", READ),  # لا + the verb with the habitual بـ
    ("ومن يزرع بالدموع هيحصد بالفرح.", REAP),  # the future هـ for سـ
    ("فيسوع نظر إلى الجمع الكثير وتحنن عليهم.", CROWD),  # Christ before his verb
    ("وبطرس كان جالسا خارجا في الدار مع الخدام.", PETER),  # the subject before كان
    ("ووزع كل أمواله على الفقراء والمساكين.", MONEY),  # كل for جميع
    ("ووزع كافة أمواله على الفقراء والمساكين.", MONEY),
    ("وصام أربعين يوما وبعد ذلك خرج إلى المدينة.", THEN),  # وبعد ذلك for ثم
    ("وصام أربعين يوما وبعدين خرج إلى المدينة.", THEN),
    ("وصام أربعين يوما وبعد كده خرج إلى المدينة.", THEN),
    ("في اليوم ده تنيح القديس مكاريوس أسقف إدكو.", DAY),  # the synaxarium's day
    ("في هذا اليوم تنيح القديس مكاريوس أسقف إدكو.", DAY),
    ("النهارده تنيح القديس مكاريوس أسقف إدكو.", DAY),
    ("وكان البابا رقم 44 من باباوات الإسكندرية.", POPE),  # an ordinal as رقم + digits
    ("وكان البابا ال44 من باباوات الإسكندرية.", POPE),
    ("وتذكار الشهداء ال39 بسبسطية.", FORTY),  # an articled number in digits
    ("وتذكار الشهداء الـ 39 بسبسطية.", FORTY),
])  # fmt: skip
def test_the_same_claim_in_another_register_passes(sentence: str, excerpt: str) -> None:
    assert quotation_problem(sentence, excerpt, NAMES) is None


@pytest.mark.parametrize("sentence, excerpt", [
    ("وقال الشيخ لتلاميذه إن طريق البرية مش سهل على المبتدئين.", EASY),  # a negator added
    ("ومعرفش الوالي مكان القديس فغضب جدا.", KNEW_YES),  # a wrapped negation added
    ("ومعرفتش الوالي مكان القديس.", KNEW),  # another person
    ("ومعملش الوالي مكان القديس.", KNEW),  # another verb
    ("وعاش الرجل سنين كثيرة لأنه مكانش له ولد يرثه.", SON_YES),
    ("فقال لهم الملاك خافوا من الوالي.", FEAR),  # the negation dropped
    ("فيسوع نظر إلى الجمع وتعجبوا منه.", CROWD_OTHER),  # the object made the subject
    ("وبطرس كان جالسا داخلا في الدار.", PETER),
    ("ووزع بعض أمواله على الفقراء والمساكين.", MONEY),  # another quantifier
    ("ووزع أمواله كلها على الفقراء والمساكين.", MONEY),  # moved after its noun: not read
    ("ورفع بيمينه نحو السماء وبارك الشعب.", RIGHT),  # بـ on a noun the corpus writes: a preposition
    ("ومن يزرع بالدموع بيحصد بالفرح.", REAP),  # the habitual for the future
    ("وصام أربعين يوما وقبل ذلك خرج إلى المدينة.", THEN),  # the other order
    ("في اليوم التالي تنيح القديس مكاريوس أسقف إدكو.", DAY),  # another day
    ("في مثل هذا الشهر تنيح القديس مكاريوس أسقف إدكو.", DAY),
    ("وكان البابا رقم 45 من باباوات الإسكندرية.", POPE),  # another number
    ("وكان البابا 44 من باباوات الإسكندرية.", POPE),  # a count for the ordinal
    ("وتذكار الشهداء ال40 بسبسطية.", FORTY),
    ("وتذكار الشهداء رقم 39 بسبسطية.", FORTY),  # "number 39" is no count of martyrs
])  # fmt: skip
def test_another_claim_still_fails(sentence: str, excerpt: str) -> None:
    assert quotation_problem(sentence, excerpt, NAMES) is not None


def _failures(answer: str, excerpt: str) -> list[str]:
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:05-22#1/0", excerpt=excerpt)], tokens=0)
    payload = AnswerPayload(status="answered", answer=f"{answer} [E1].", cited_ids=["E1"])
    return validate_answer(payload, context, Settings(), known_names=NAMES).failures


@pytest.mark.parametrize("answer, excerpt", [
    ("وعاش الرجل سنين كثيرة لأنه مكانش له ولد يرثه", SON),
    ("ومعرفش الوالي مكان القديس فغضب جدا", KNEW),
    ("وقال الشيخ لتلاميذه إن طريق البرية مش سهلا على المبتدئين", ROAD),
])  # fmt: skip
def test_validation_publishes_the_egyptian_negation_of_the_excerpts_negation(answer: str, excerpt: str) -> None:
    failures = _failures(answer, excerpt)
    assert NOT_QUOTED not in failures and POLARITY_MISMATCH not in failures


@pytest.mark.parametrize("answer, excerpt", [
    ("وعاش الرجل سنين كثيرة لأنه مكانش له ولد يرثه", SON_YES),
    ("ومعرفش الوالي مكان القديس فغضب جدا", KNEW_YES),
])  # fmt: skip
def test_validation_refuses_an_egyptian_negation_the_excerpt_does_not_say(answer: str, excerpt: str) -> None:
    assert _failures(answer, excerpt)


PRAYER = "وكان يقضي لياليه في الصلاة والصوم ويعطي ماله للفقراء والمساكين."


def test_a_joined_pair_after_its_preposition_in_the_other_order_is_published() -> None:
    answer = "وكان يقضي لياليه في الصوم والصلاة ويعطي ماله للفقراء والمساكين"
    assert roles_differ(answer, PRAYER) is None
    assert _failures(answer, PRAYER) == []


def test_a_preposition_moved_off_a_joined_pair_still_fails() -> None:
    assert roles_differ("فوزع الفقراء أموالهم على القديس", "فوزع القديس أمواله على الفقراء والمساكين.") is not None
    assert roles_differ("وكان يقضي الصلاة في لياليه والصوم", PRAYER) is not None


WELL = "وبنى الأنبا بيشوي كنيسة في البرية، وأيضا حفر بئرا للرهبان هناك."


def test_a_discourse_word_of_the_same_class_is_no_substitution() -> None:
    answer = "وبنى الأنبا بيشوي كنيسة في البرية، وكذلك حفر بئرا للرهبان هناك"
    assert word_substituted(answer, WELL, WELL) is None
    assert _failures(answer, WELL) == []


@pytest.mark.parametrize("word", ["وأخيرا", "ولذلك"])
def test_a_discourse_word_of_another_class_is_still_a_substitution(word: str) -> None:
    assert word_substituted(f"وبنى الأنبا بيشوي كنيسة في البرية، {word} حفر بئرا للرهبان هناك", WELL, WELL) is not None


MACARIUS = "في مثل هذا اليوم تنيح القديس مكاريوس أسقف إدكو. وكان يقضي لياليه في الصلاة والصوم ويعطي ماله للفقراء."


def _list_failures(answer: str) -> list[str]:
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:05-22#1/0", excerpt=MACARIUS)], tokens=0)
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    return validate_answer(payload, context, Settings(), known_names=NAMES).failures


@pytest.mark.parametrize("answer", [
    "1. في مثل هذا اليوم تنيح القديس مكاريوس أسقف إدكو [E1].\n2. وكان يقضي لياليه في الصلاة والصوم [E1].",
    "1) في مثل هذا اليوم تنيح القديس مكاريوس أسقف إدكو [E1].\n2) وكان يقضي لياليه في الصلاة والصوم [E1].",
    "١. في مثل هذا اليوم تنيح القديس مكاريوس أسقف إدكو [E1].",
])  # fmt: skip
def test_a_numbered_list_of_quoted_sentences_is_published(answer: str) -> None:
    assert _list_failures(answer) == []


@pytest.mark.parametrize("answer", [
    "في مثل هذا اليوم تنيح القديس مكاريوس أسقف إدكو [E1].\n105. وكان يقضي لياليه في الصلاة والصوم [E1].",
    "2. في مثل هذا اليوم تنيح القديس مكاريوس أسقف إدكو [E1].",
    "1. في مثل هذا اليوم تنيح القديس مكاريوس أسقف إدكو [E1].\n3. وكان يقضي لياليه في الصلاة والصوم [E1].",
])  # fmt: skip
def test_a_number_that_counts_no_list_is_still_an_uncited_claim(answer: str) -> None:
    assert "uncited_claim" in _list_failures(answer)
