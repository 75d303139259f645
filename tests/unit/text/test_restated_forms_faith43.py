"""FAITH43: faithful provider answers the claim checks refused, by class (my own sentences and records, no
probe's), each with a bent twin that must still be refused, through `validate_answer` (the quotation rule
too) and, for the calendar and the counted days, the offline critic:
- a Coptic month glossed with its Gregorian span (`text.excerpt_forms`: the calendar's fact, confirmed by
  `text.coptic_calendar`); a span of another month, the ends swapped, one month only or any other word in
  the parenthesis stays what it is and is refused;
- elapsed days for the excerpt's ordinal day ("بعد يومين" = "في اليوم الثالث"); one day off is refused;
- a long verbatim quotation in «…» then an explanation ("يعني بالمصري: …") and a fidelity remark ("ده الكلام
  زي ما هو في النص من غير زيادة"): each part checked, a bent clause in the explanation refused
  (`text.support`);
- a numbered list on one line ("1. …، 2. …") and a summary heading over bullets; a bent row refused.
"""

from __future__ import annotations

import pytest

from dalil.answer.critic import OfflineCritic, passes
from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.excerpt_forms import gloss_confirmed, read_as_excerpt
from dalil.text.support import answer_sentences

NAMES = frozenset({"يوساب", "بفنوتيوس", "أبانوب"})
CHUNK = "syn:03-14#1/0"

# Records of my own, in the Synaxarium's style.
HATOR = "وفي اليوم الرابع عشر من شهر هاتور تنيح الأب القديس يوساب أسقف أخميم بعد أن رعى شعبه أربعين سنة."
KIAHK = "وفي الثامن من كيهك اجتمع الأساقفة في دير الأنبا بفنوتيوس وكرسوا كنيسته الجديدة."
TOUT = "وفي أول شهر توت يحتفل المؤمنون برأس السنة القبطية ويذكرون الشهداء."
THIRD = "فأخذوه إلى السجن ووضعوا عليه قيودا ثقيلة، وفي اليوم الثالث أخرجوه وقطعوا رأسه بالسيف."
SECOND = "وصلى الشيخ طول الليل، وفي اليوم الثاني خرج إلى البرية ولم يعد."
FOURTH = "ومرض الأنبا أبانوب مرضا شديدا، وفي اليوم الرابع تنيح بسلام."
LONG = "ولما سمع الوالي بذلك غضب جدا وأمر أن يعذبوا القديس بالهنبازين ثم يلقوه في أتون النار. فلم تمسه النار بأذى."
MONK = "وسكن القديس في مغارة بجبل أنصنا، وكان يصوم الأسبوع كله ولا يأكل إلا الخبز والملح."


def _failures(answer: str, excerpt: str) -> list[str]:
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id=CHUNK, excerpt=excerpt)], tokens=0)
    return validate_answer(payload, context, Settings(), known_names=NAMES).failures


def _critic_passes(answer: str, excerpt: str, question: str) -> bool:
    settings = Settings()
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id=CHUNK, excerpt=excerpt)], tokens=0)
    return passes(OfflineCritic(settings).review(question, payload, context), settings)[0]


# --- 1. a Coptic month and its Gregorian span ----------------------------------------------------------

@pytest.mark.parametrize("answer, excerpt", [
    ("وفي اليوم الرابع عشر من شهر هاتور (الموافق تقريبا من 10 نوفمبر إلى 9 ديسمبر) تنيح الأب القديس يوساب أسقف أخميم [E1].", HATOR),
    ("وفي اليوم الرابع عشر من شهر هاتور (نوفمبر – ديسمبر) تنيح الأب القديس يوساب أسقف أخميم [E1].", HATOR),
    ("وفي اليوم الرابع عشر من شهر هاتور (أي من ١٠ نوفمبر حتى ٩ ديسمبر) تنيح الأب القديس يوساب أسقف أخميم [E1].", HATOR),
    # كيهك runs from December into January
    ("وفي الثامن من كيهك (من 10 ديسمبر إلى 8 يناير تقريبا) اجتمع الأساقفة في دير الأنبا بفنوتيوس [E1].", KIAHK),
    # توت starts on the 11th or the 12th of September, as the year falls
    ("وفي أول شهر توت (الشهر القبطي الموافق من 12 سبتمبر إلى 11 أكتوبر) يحتفل المؤمنون برأس السنة القبطية [E1].", TOUT),
])  # fmt: skip
def test_a_coptic_month_glossed_with_its_own_gregorian_span_is_published(answer: str, excerpt: str) -> None:
    assert _failures(answer, excerpt) == []


@pytest.mark.parametrize("answer, excerpt", [
    # the span of the month two later
    ("وفي اليوم الرابع عشر من شهر هاتور (الموافق تقريبا من 9 يناير إلى 7 فبراير) تنيح الأب القديس يوساب أسقف أخميم [E1].", HATOR),
    # the span of the month before
    ("وفي اليوم الرابع عشر من شهر هاتور (أكتوبر – نوفمبر) تنيح الأب القديس يوساب أسقف أخميم [E1].", HATOR),
    # the ends swapped
    ("وفي اليوم الرابع عشر من شهر هاتور (من 9 ديسمبر إلى 10 نوفمبر) تنيح الأب القديس يوساب أسقف أخميم [E1].", HATOR),
    # a week off
    ("وفي الثامن من كيهك (من 17 ديسمبر إلى 15 يناير) اجتمع الأساقفة في دير الأنبا بفنوتيوس [E1].", KIAHK),
    # one Gregorian month is no span
    ("وفي أول شهر توت (سبتمبر) يحتفل المؤمنون برأس السنة القبطية [E1].", TOUT),
    # another word in the parenthesis: no calendar gloss
    ("وفي أول شهر توت (من 11 سبتمبر سنة 2000 إلى 10 أكتوبر) يحتفل المؤمنون برأس السنة القبطية [E1].", TOUT),
])  # fmt: skip
def test_a_gloss_the_calendar_does_not_confirm_is_still_refused(answer: str, excerpt: str) -> None:
    assert _failures(answer, excerpt) != []


def test_the_offline_critic_reads_a_confirmed_gloss_away_and_keeps_a_wrong_one() -> None:
    faithful = "وفي اليوم الرابع عشر من شهر هاتور (من 10 نوفمبر إلى 9 ديسمبر) تنيح الأب القديس يوساب أسقف أخميم [E1]."
    bent = "وفي اليوم الرابع عشر من شهر هاتور (من 10 مارس إلى 8 أبريل) تنيح الأب القديس يوساب أسقف أخميم [E1]."
    question = "متى تنيح القديس يوساب أسقف أخميم؟"
    assert _critic_passes(faithful, HATOR, question)
    assert not _critic_passes(bent, HATOR, question)


def test_a_gloss_the_excerpt_writes_is_its_own_words() -> None:
    excerpt = "وفي أول توت (11 سبتمبر - 10 أكتوبر) يحتفل المؤمنون برأس السنة القبطية."
    assert _failures("وفي أول توت (11 سبتمبر - 10 أكتوبر) يحتفل المؤمنون برأس السنة القبطية [E1].", excerpt) == []
    assert read_as_excerpt("أول توت (11 سبتمبر - 10 أكتوبر)", excerpt) == "أول توت (11 سبتمبر - 10 أكتوبر)"


def test_the_calendar_confirms_each_month_and_not_its_neighbour() -> None:
    assert gloss_confirmed(4, "من 10 ديسمبر إلى 8 يناير")
    assert gloss_confirmed(13, "من 6 إلى 10 سبتمبر")  # النسيء
    assert not gloss_confirmed(5, "من 10 ديسمبر إلى 8 يناير")
    assert not gloss_confirmed(4, "ديسمبر")


# --- 2. elapsed days and the ordinal day ---------------------------------------------------------------

@pytest.mark.parametrize("answer, excerpt", [
    ("فأخذوه إلى السجن ووضعوا عليه قيودا ثقيلة، وبعد يومين أخرجوه وقطعوا رأسه بالسيف [E1].", THIRD),
    ("وصلى الشيخ طول الليل، وبعد يوم واحد خرج إلى البرية ولم يعد [E1].", SECOND),
    ("ومرض الأنبا أبانوب مرضا شديدا، وبعد ثلاثة أيام تنيح بسلام [E1].", FOURTH),
    ("ومرض الأنبا أبانوب مرضا شديدا، وبعد ٣ أيام تنيح بسلام [E1].", FOURTH),
])  # fmt: skip
def test_elapsed_days_for_the_excerpts_ordinal_day_are_published(answer: str, excerpt: str) -> None:
    assert _failures(answer, excerpt) == []


@pytest.mark.parametrize("answer, excerpt", [
    ("فأخذوه إلى السجن ووضعوا عليه قيودا ثقيلة، وبعد ثلاثة أيام أخرجوه وقطعوا رأسه بالسيف [E1].", THIRD),
    ("فأخذوه إلى السجن ووضعوا عليه قيودا ثقيلة، وبعد يوم واحد أخرجوه وقطعوا رأسه بالسيف [E1].", THIRD),
    ("وصلى الشيخ طول الليل، وبعد يومين خرج إلى البرية ولم يعد [E1].", SECOND),
    ("ومرض الأنبا أبانوب مرضا شديدا، وبعد 4 أيام تنيح بسلام [E1].", FOURTH),
])  # fmt: skip
def test_a_count_one_day_off_is_still_refused(answer: str, excerpt: str) -> None:
    assert _failures(answer, excerpt) != []


def test_the_offline_critic_reads_the_count_as_the_ordinal_day() -> None:
    question = "متى تنيح الأنبا أبانوب بعد مرضه؟"
    assert _critic_passes("ومرض الأنبا أبانوب مرضا شديدا، وبعد ثلاثة أيام تنيح بسلام [E1].", FOURTH, question)
    assert not _critic_passes("ومرض الأنبا أبانوب مرضا شديدا، وبعد أربعة أيام تنيح بسلام [E1].", FOURTH, question)


def test_an_excerpt_that_writes_the_elapsed_count_is_read_as_written() -> None:
    excerpt = "وبعد يومين أخرجوه من السجن."
    sentence = "وبعد يومين أخرجوه من السجن."
    assert read_as_excerpt(sentence, excerpt) == sentence


# --- 3. a verbatim quotation, then its explanation ---------------------------------------------------

QUOTE = "ولما سمع الوالي بذلك غضب جدا وأمر أن يعذبوا القديس بالهنبازين ثم يلقوه في أتون النار"


@pytest.mark.parametrize("answer", [
    f"النص بيقول بالنص: «{QUOTE}»، يعني بالمصري: الكلام ده زي ما هو في النص من غير زيادة ولا نقصان [E1].",
    f"المصدر بيقول بالنص: «{QUOTE}»، يعني بالمصري: ده الكلام زي ما هو في النص من غير زيادة ولا نقصان [E1].",
    f"يذكر المصدر حرفيا: «{QUOTE}»، بمعنى آخر: ولما سمع الوالي بذلك غضب جدا وأمر أن يعذبوا القديس"
    " — وهذا ما ذكره المصدر بدون أي إضافة [E1].",
    f"المصدر بيقول بالنص: «{QUOTE}»، يعني بالمصري كده: ولما سمع الوالي بذلك غضب جدا وأمر إن يعذبوا القديس بالهنبازين"
    " وبعدين يلقوه في أتون النار [E1].",
])  # fmt: skip
def test_a_verbatim_quotation_and_its_explanation_are_published(answer: str) -> None:
    assert _failures(answer, LONG) == []


@pytest.mark.parametrize("answer", [
    # a bent clause inside the explanation: the governor did not get angry / forgave
    f"المصدر بيقول بالنص: «{QUOTE}»، يعني بالمصري كده: لما سمع الوالي بذلك مازعلش خالص [E1].",
    f"المصدر بيقول بالنص: «{QUOTE}»، يعني بالمصري كده: الوالي سامح القديس [E1].",
    # a bent quotation
    "المصدر بيقول بالنص: «ولما سمع الوالي بذلك فرح جدا وأمر أن يطلقوا القديس»، يعني بالمصري: ده الكلام زي ما هو في النص من غير زيادة [E1].",
    # a "remark" that names something: a claim, not presentation
    f"المصدر بيقول بالنص: «{QUOTE}»، يعني بالمصري: ده اللي الوالي عمله مع كل المسيحيين من غير زيادة [E1].",
])  # fmt: skip
def test_a_bent_quotation_or_explanation_is_still_refused(answer: str) -> None:
    assert _failures(answer, LONG) != []


def test_an_explanation_frame_splits_and_a_fidelity_remark_goes() -> None:
    answer = f"المصدر بيقول بالنص: «{QUOTE}»، يعني بالمصري كده: الوالي غضب جدا — وده اللي النص قاله من غير زيادة [E1]."
    assert [s.text.strip(" .") for s in answer_sentences(answer)] == [f"«{QUOTE}»", "الوالي غضب جدا"]


def test_yaani_inside_a_clause_is_a_word_of_the_sentence() -> None:
    answer = "وسماه أبوه أبانوب يعني عطية الآب [E1]."
    assert len(answer_sentences(answer)) == 1


# --- 4. markdown: one-line numbered rows, a summary heading over bullets ----------------------------

@pytest.mark.parametrize("answer", [
    "1. وسكن القديس في مغارة بجبل أنصنا، 2. وكان يصوم الأسبوع كله ولا يأكل إلا الخبز والملح [E1].",
    "**الإجابة:** 1. وسكن القديس في مغارة بجبل أنصنا، 2. وكان يصوم الأسبوع كله ولا يأكل إلا الخبز والملح [E1].",
    "**ملخص ما يذكره المصدر:** - وسكن القديس في مغارة بجبل أنصنا، - وكان يصوم الأسبوع كله ولا يأكل إلا الخبز والملح [E1].",
])  # fmt: skip
def test_faithful_rows_on_one_line_are_published(answer: str) -> None:
    assert _failures(answer, MONK) == []


@pytest.mark.parametrize("answer", [
    "1. وسكن القديس في مغارة بجبل أنصنا، 2. وكان يصوم يوما واحدا ويأكل اللحم [E1].",
    "**الإجابة:** 1. وسكن القديس في مغارة بجبل أنصنا، 2. وكان يصوم الأسبوع كله ويأكل كل شيء [E1].",
    "**ملخص ما يذكره المصدر:** - وسكن القديس في قصر بمدينة أنصنا، - وكان يصوم الأسبوع كله [E1].",
    # not a list counting 1, 2: the "3." stays an uncited number
    "1. وسكن القديس في مغارة بجبل أنصنا، 3. وكان يصوم الأسبوع كله ولا يأكل إلا الخبز والملح [E1].",
])  # fmt: skip
def test_a_bent_row_or_a_miscounted_list_is_still_refused(answer: str) -> None:
    assert _failures(answer, MONK) != []
