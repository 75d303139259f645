"""Quantifiers, ordinals and compound names in the claim checks (`text.quantifiers`)."""

from __future__ import annotations

import pytest

from dalil.text.assertions import NAME, claim_findings, foreign_details
from dalil.text.normalize import fold
from dalil.text.quantifiers import (
    ALL,
    ONLY,
    QUANTIFIER,
    SOME,
    kunya_mismatch,
    not_a_name,
    quantifier,
    quantifier_findings,
    quantifier_mismatch,
)

EXCERPT = (
    "وفي أيامه بنى الملك كنيسة كبيرة. وحضر التدشين بعض الأساقفة مع الشعب. "
    "وكانت هذه الكنيسة الأولى التي بنيت في المدينة. وكان يصوم يومين يومين ويأكل الخبز والملح فقط."
)


def findings(sentence: str, excerpt: str = EXCERPT) -> list[str]:
    return [f.kind for f in claim_findings(sentence, excerpt, min_support=0.5, max_uncovered=3)]


@pytest.mark.parametrize(
    ("text", "index", "claim"),
    [
        ("بعض الأساقفة", 0, SOME), ("الأساقفة أجمعين", 1, ALL), ("وكل الأساقفة", 0, ALL), ("جميع الأساقفة", 0, ALL), ("كافة الناس", 0, ALL),
        ("الكنيسة الأولى", 1, "1"), ("أول كنيسة", 0, "1"), ("الكنيسة الأخيرة", 1, "last"), ("الخبز فقط", 1, ONLY),
        ("العربي الوحيد", 1, ONLY), ("إلا الخبز", 0, ONLY), ("أكثر الناس", 0, "most"),
    ],
)  # fmt: skip
def test_the_closed_class_reads_each_quantifier(text, index, claim):
    assert quantifier(fold(text).split(), index) == claim


@pytest.mark.parametrize(
    "text",
    ["بعده", "إلا أن الملك", "أكثر من مئة", "الملك الآخر", "والا"],
)
def test_words_that_look_like_quantifiers_are_not_read_as_them(text):
    tokens = fold(text).split()
    assert quantifier(tokens, 0) is None


def test_a_quantifier_put_for_the_excerpts_is_refused():
    assert findings("وحضر التدشين كل الأساقفة مع الشعب [E1].") == [QUANTIFIER]
    assert findings("وحضر التدشين جميع الأساقفة مع الشعب") == [QUANTIFIER]
    assert findings("وحضر التدشين بعض الأساقفة مع الشعب") == []  # verbatim
    # the emphatic أجمعين and جميعا say the same "all"
    excerpt = "الرب ينيح نفوسهم أجمعين."
    assert quantifier_mismatch("الرب ينيح نفوسهم جميعا", excerpt) is None
    assert quantifier_mismatch("الرب ينيح بعض نفوسهم", excerpt) is not None


def test_an_ordinal_put_for_the_excerpts_is_refused_and_the_same_ordinal_reworded_passes():
    assert findings("وكانت هذه الكنيسة الأخيرة التي بنيت في المدينة") == [QUANTIFIER]
    assert QUANTIFIER in findings("وكانت هذه الكنيسة الثانية التي بنيت في المدينة")  # a number too
    assert quantifier_mismatch("وكانت هذه أول كنيسة بنيت في المدينة", EXCERPT) is None
    assert findings("وكانت هذه الكنيسة الوحيدة التي بنيت في المدينة") == [QUANTIFIER]  # "first" is not "only"


def test_a_strong_quantifier_added_to_a_restated_word_is_refused_a_restriction_reworded_passes():
    assert quantifier_mismatch("وبنى الملك الكنيسة الكبيرة وحده", EXCERPT) is not None
    assert quantifier_mismatch("وكان يأكل الخبز والملح فقط", EXCERPT) is None
    assert quantifier_mismatch("وكان لا يأكل إلا الخبز والملح", EXCERPT) is None
    # a weak quantifier added narrows the excerpt's claim: not this check's business
    assert quantifier_mismatch("وبنى الملك بعض الكنائس", EXCERPT) is None
    # a quantifier on words the excerpt never writes is left to the coverage checks
    assert quantifier_mismatch("وكل الرهبان صاموا", EXCERPT) is None


def test_a_swapped_kunya_name_is_refused_the_excerpts_own_passes():
    excerpt = "وكان يقود القافلة أبو سفيان بن حرب ومعه ثلاثون رجلا."
    assert kunya_mismatch("وكان يقود القافلة أبو جهل", excerpt) == "ابو جهل"
    assert kunya_mismatch("وكان يقود القافلة أبو سفيان", excerpt) is None
    assert quantifier_findings("وكان يقود القافلة أبو جهل", excerpt) == [(NAME, "ابو جهل")]
    # ابن/أم/بنت + a word is a name where the excerpt writes the kin word before another one
    excerpt = "وجاء إليه يعقوب ابن زبدي وأخوه."
    assert kunya_mismatch("وجاء إليه يعقوب ابن حلفى", excerpt) == "ابن حلفي"
    assert kunya_mismatch("وكان ابن عشرين سنة", "وكان شابا في العشرين.") is None


def test_a_demonstrative_and_a_verb_led_by_fa_are_not_names():
    names = frozenset({"رفض", "فيلبس"})
    assert not_a_name("ده") and not_a_name("دي")
    assert not_a_name("فرفض", names)
    assert not not_a_name("فيلبس", names)  # a name that starts with ف
    assert not not_a_name("رفض", names)
    excerpt = "هذا القديس كان فلاحا وأراد أبواه أن يزوجاه فلم يقبل."
    kinds = [f.kind for f in foreign_details("القديس ده كان فلاحا", excerpt)]
    assert NAME not in kinds
    kinds = [f.kind for f in foreign_details("وأراد أبواه أن يزوجاه فرفض", excerpt, known_names=names)]
    assert NAME not in kinds
