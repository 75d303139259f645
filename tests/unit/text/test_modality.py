"""The mode of an act (ordered, allowed, asked, forbidden), a quoted line's speaker, "one of the
greatest", a question, a time point's before/after, an intent "about to" and a frequency: each
bend keeps the excerpt's words and is refused; each faithful restatement passes. Wording made up
for these tests (not any probe's)."""

from __future__ import annotations

import pytest

from dalil.text.assertions import claim_findings, intent_stated_as_done
from dalil.text.comparison import one_of_dropped
from dalil.text.hedge_added import HEDGE_ADDED, frequency_added
from dalil.text.modality import modality_findings, mode_changed, question_asserted, speaker_changed
from dalil.text.order import time_point_flipped
from dalil.text.quantifiers import first_made_last

EXCERPT = (
    "ولما بلغ الشاب العشرين استأذن أمه أن يمضي إلى البرية، فسمحت له بالخروج. "
    "وأمر الوالي الجنود أن يطرحوه في السجن أياما كثيرة. "
    "وكانت مدينة أنطاكية إحدى أعظم مدن الشرق في ذلك الزمان. "
    "فصرخ الوالي في الجمع. أليس الملك أقوى من آلهة المملكة؟ "
    "الكاهن: ارحمنا يا الله مخلصنا. الشعب: آمين. "
    "وبنى الدير بعد الاضطهاد بسنوات قليلة. "
    "وكان الوالي مزمعا أن يطلقه في الصباح. "
    "وكان يصوم غالبا يومين يومين ويصلي في الكنيسة."
)


def kinds(sentence: str, excerpt: str = EXCERPT) -> list[str]:
    return [f.kind for f in claim_findings(sentence, excerpt, min_support=0.5, max_uncovered=3)]


@pytest.mark.parametrize(
    "sentence",
    [
        "ولما بلغ الشاب العشرين أمرته أمه أن يمضي إلى البرية",  # asked leave -> ordered
        "وسمح الوالي للجنود أن يطرحوه في السجن أياما كثيرة",  # ordered -> allowed
        "ولما بلغ الشاب العشرين منعته أمه أن يمضي إلى البرية",  # asked leave -> forbidden
    ],
)
def test_an_act_stated_in_another_mode_is_refused(sentence):
    assert mode_changed(sentence, EXCERPT) is not None
    assert "hedge" in kinds(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "وأمر الوالي جنوده أن يلقوه في السجن أياما كثيرة",  # the same mode, other words
        "وطرح الجنود الشاب في السجن أياما كثيرة",  # no modal: the order told as carried out
        "وقال إنها أنطاكية وإنه يريد أن يمضي إلى البرية",  # "أنها" is not a modal
        "وكانت أمور المدينة كثيرة وأمراء الشرق أقوياء في ذلك الزمان",  # nouns written like a modal
    ],
)
def test_the_same_mode_or_none_passes(sentence):
    assert mode_changed(sentence, EXCERPT) is None


def test_a_quoted_line_under_another_speaker_is_refused():
    assert speaker_changed("الشعب: ارحمنا يا الله مخلصنا", EXCERPT) is not None
    assert "role" in kinds("الشعب: ارحمنا يا الله مخلصنا")
    assert speaker_changed("الكاهن: ارحمنا يا الله مخلصنا", EXCERPT) is None
    assert speaker_changed("المعنى: ارحمنا يا الله مخلصنا", EXCERPT) is None  # not a speaker of the passage


def test_one_of_the_greatest_stated_as_the_greatest_is_refused():
    assert one_of_dropped("وكانت مدينة أنطاكية أعظم مدينة في الشرق في ذلك الزمان", EXCERPT) is not None
    assert one_of_dropped("وكانت أنطاكية من أعظم مدن الشرق في ذلك الزمان", EXCERPT) is None
    assert one_of_dropped("وكانت أنطاكية واحدة من أعظم مدن الشرق", EXCERPT) is None
    assert "comparison" in kinds("وكانت مدينة أنطاكية أعظم مدينة في الشرق في ذلك الزمان")


@pytest.mark.parametrize(
    "sentence",
    [
        "الملك أقوى من آلهة المملكة",
        "وقال الوالي إن الملك أقوى من آلهة المملكة",
    ],
)
def test_a_question_restated_as_an_assertion_is_refused(sentence):
    assert question_asserted(sentence, EXCERPT) is not None


@pytest.mark.parametrize(
    "sentence",
    [
        "وسأل الوالي الجمع إن كان الملك أقوى من آلهة المملكة",  # reported as a question
        "أليس الملك أقوى من آلهة المملكة",  # the question, its mark lost at the sentence's end
        "وقال الوالي: هل الملك أقوى من آلهة المملكة؟",
        "وأمر الوالي الجنود أن يطرحوه في السجن",  # not a question in the excerpt
    ],
)
def test_a_question_kept_or_reported_passes(sentence):
    assert question_asserted(sentence, EXCERPT) is None


def test_after_a_time_point_made_before_it_is_refused():
    assert time_point_flipped("وبنى الدير قبل الاضطهاد بسنوات قليلة", EXCERPT) is not None
    assert "order" in kinds("وبنى الدير قبل الاضطهاد بسنوات قليلة")
    assert time_point_flipped("وبعد الاضطهاد بسنوات قليلة بنى الدير", EXCERPT) is None


def test_about_to_do_stated_as_done_is_refused():
    assert intent_stated_as_done("وأطلقه الوالي في الصباح", EXCERPT) is not None
    assert intent_stated_as_done("وكان الوالي ينوي أن يطلقه في الصباح", EXCERPT) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "وكان يصوم دائما يومين يومين ويصلي في الكنيسة",  # usually -> always
        "وأمر الوالي الجنود أحيانا أن يطرحوه في السجن",  # sometimes, added
    ],
)
def test_a_frequency_the_excerpt_does_not_give_is_refused(sentence):
    assert frequency_added(sentence, EXCERPT) is not None
    assert HEDGE_ADDED in kinds(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "وكان يصوم في الغالب يومين يومين",  # the excerpt's own frequency, in another form
        "وكان يصوم غالبا يومين ويصلي",
        "وخرج الشاب إلى البرية كعادة الرهبان",  # "كعادة": a custom, no frequency
    ],
)
def test_the_excerpt_frequency_or_none_passes(sentence):
    assert frequency_added(sentence, EXCERPT) is None


def test_a_faithful_restatement_has_no_such_finding():
    assert modality_findings("وأمر الوالي الجنود أن يلقوه في السجن أياما كثيرة", EXCERPT) == []


def test_a_later_step_told_after_then_made_an_earlier_one_is_refused():
    # "ثم" tells its clause where it happened: what follows it came after what it follows
    excerpt = "ونشأ الشاب في القرية، ثم رحل إلى الإسكندرية فدرس الفلسفة هناك، ومن هناك مضى إلى روما."
    assert "order" in kinds("ثم رحل إلى الإسكندرية فدرس الفلسفة هناك، وكان قد مضى قبل ذلك إلى روما", excerpt)
    assert "order" not in kinds("ثم رحل إلى الإسكندرية فدرس الفلسفة هناك، وبعد ذلك مضى إلى روما", excerpt)


def test_first_made_last_beside_the_same_word_is_refused():
    excerpt = "وكتب الراهب ثلاثة كتب، وذكر الدير في أول كتبه. وكان الفصل الأول عن الصوم."
    assert first_made_last("وذكر الدير في آخر كتبه", excerpt) is not None
    assert "quantifier" in kinds("وذكر الدير في آخر كتبه", excerpt)
    assert kinds("وكان الفصل الأخير عن الصوم", excerpt) == ["quantifier"]  # text.quantifiers reads it, once
    assert first_made_last("وذكر الدير في أول كتبه", excerpt) is None
    assert first_made_last("وكتب الراهب كتابا آخر عن الصوم", excerpt) is None  # "another", beside no word the excerpt's first is
