"""Time order, comparisons, weekdays and added hedges in the claim checks (`text.framing`):
each bend keeps the excerpt's words, and each faithful restatement passes."""

from __future__ import annotations

import pytest

from dalil.text.assertions import claim_findings
from dalil.text.comparison import COMPARISON, comparison_changed
from dalil.text.hedge_added import HEDGE_ADDED, hedge_added
from dalil.text.order import ORDER, order_reversed
from dalil.text.weekdays import WEEKDAY, weekday_changed, weekdays

EXCERPT = (
    "وذهب الشاب إلى الإسكندرية ثم سافر إلى روما. وتنيح بعد أن رسم أسقفا على المدينة. "
    "وترهب في دير الأنبا مقار، وصام أربعين يوما. وبنى الملك أكبر كنيسة في أوروبا. "
    "وأحب الناس الظلمة أكثر من النور. وكان قديسا عظيما وعاش أكثر من مئة سنة. "
    "وفي يوم الخميس تنيح القديس في الدير بسلام. ويقال إن أباه كان كاهنا في القرية."
)


def kinds(sentence: str, excerpt: str = EXCERPT) -> list[str]:
    return [f.kind for f in claim_findings(sentence, excerpt, min_support=0.5, max_uncovered=3)]


@pytest.mark.parametrize(
    "sentence",
    [
        "وذهب الشاب إلى روما قبل الإسكندرية",  # the excerpt's ثم, reversed
        "وتنيح قبل أن يرسم أسقفا",  # بعد -> قبل
        "وبعد أن تنيح، رسم أسقفا",  # a leading connector, reversed
        "سافر إلى روما ثم ذهب إلى الإسكندرية",
    ],
)
def test_two_events_put_in_the_other_order_are_refused(sentence):
    assert order_reversed(sentence, EXCERPT) is not None
    assert ORDER in kinds(sentence)


def test_without_a_connector_the_excerpt_tells_events_in_their_order():
    excerpt = "وترهب في دير الأنبا مقار، وصام أربعين يوما."
    assert order_reversed("صام أربعين يوما قبل أن يترهب في الدير", excerpt) is not None
    assert order_reversed("ترهب في الدير قبل أن يصوم أربعين يوما", excerpt) is None
    # a word told on both sides of the other event orders nothing: no refusal
    assert order_reversed("صام أربعين يوما قبل أن يترهب في الدير", excerpt + " وتنيح في الدير.") is None


@pytest.mark.parametrize(
    "sentence",
    [
        "ذهب الشاب إلى الإسكندرية قبل أن يسافر إلى روما",
        "سافر إلى روما بعد الإسكندرية",
        "رسم أسقفا على المدينة ثم تنيح",
        "وبعد أن رسم أسقفا، تنيح",
        "ترهب في الدير قبل أن يصوم أربعين يوما",
        "وبعد أن ترهب في دير الأنبا مقار، صام أربعين يوما",
    ],
)
def test_the_same_order_in_other_words_passes(sentence):
    assert order_reversed(sentence, EXCERPT) is None


def test_a_connector_leading_a_sentence_orders_nothing_by_itself():
    # "ثم X" goes on from what came before: X's own words are not two events
    assert order_reversed("ثم ترهبا في أحد الأديرة، ومكثا فيه مدة عشرين سنة", "ثم ترهبا في أحد الأديرة، ومكثا فيه مدة عشرين سنة.") is None
    # a clause a connector governs is not told in the order it happened
    psalm = "من قبل أن تولد الجبال، أو أبدأت الأرض والمسكونة، منذ الأزل إلى الأبد أنت الله."
    assert order_reversed("قبل أن تولد الجبال، أبدأت الأرض والمسكونة", psalm) is None


@pytest.mark.parametrize(
    ("sentence", "detail"),
    [
        ("وبنى الملك أكبر كنيسة في العالم", "another domain"),  # another domain
        ("وأحب الناس النور أكثر من الظلمة", "exchanged"),  # the two sides exchanged
        ("وكان أعظم القديسين", "added"),
        ("وبنى الملك أقدم كنيسة في أوروبا", "added"),
    ],
)
def test_a_comparison_the_excerpt_does_not_make_is_refused(sentence, detail):
    found = comparison_changed(sentence, EXCERPT)
    assert found is not None and detail in found
    assert COMPARISON in kinds(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "وبنى الملك أكبر كنيسة في أوروبا",
        "وأحب الناس الظلمة أكثر من النور",
        "وكانت الكنيسة الكبرى في أوروبا",  # the feminine فعلى is the same elative
        "وعاش القديس أكثر من مئة سنة",  # a bound on a number: the number checks read it
        "وكان قديسا عظيما",
        "وأحب الملك الكنيسة",  # أحب is a verb here, not read as an elative
        "وبنى الملك أكبر الكنائس الأوروبية",  # the compared words in the paraphrase's own words
    ],
)
def test_the_excerpts_own_comparison_passes(sentence):
    assert comparison_changed(sentence, EXCERPT) is None


def test_a_weekday_the_excerpt_does_not_name_is_refused():
    assert weekday_changed("وفي يوم الجمعة تنيح القديس في الدير", EXCERPT) is not None
    assert WEEKDAY in kinds("وفي يوم الجمعة تنيح القديس في الدير بسلام")
    assert weekday_changed("وفي يوم الخميس تنيح القديس في الدير", EXCERPT) is None
    assert weekday_changed("وتنيح القديس في الدير يوم خميس", EXCERPT) is None


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("يوم الأحد", {1}), ("في يوم أحد", {1}), ("لا يعرفه أحد", set()), ("الإله الواحد الأحد", set()),
        ("وصلى يوم الجمعة والسبت", {6, 7}), ("وبالجمعة", {6}),
    ],
)  # fmt: skip
def test_weekday_names_are_read_as_days_only_where_they_are_days(text, days):
    assert weekdays(text) == days


@pytest.mark.parametrize(
    "sentence",
    [
        "ويقال إن القديس تنيح في الدير بسلام",
        "ربما تنيح القديس في الدير بسلام",
        "وقد يكون القديس تنيح في الدير",
        "ويعتقد أنه صام أربعين يوما",
    ],
)
def test_a_hedge_added_over_a_certain_statement_is_refused(sentence):
    assert hedge_added(sentence, EXCERPT) is not None
    assert HEDGE_ADDED in kinds(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "ويقال إن أباه كان كاهنا في القرية",  # the excerpt hedges it itself
        "وقد تنيح القديس في الدير بسلام",  # قد before a past verb is "indeed"
        "ويقال له القديس في الدير",  # يقال له: "called"
        "وتنيح القديس في الدير بسلام",
    ],
)
def test_a_hedge_the_excerpt_makes_or_no_hedge_passes(sentence):
    assert hedge_added(sentence, EXCERPT) is None


def test_a_pluperfect_tells_an_event_that_had_already_happened():
    # "وكانت قد" goes back in time: the fire came before the return, whatever order the words are told in
    excerpt = "ورجع الراهب إلى قريته في الشتاء، وكانت قد احترقت الكنيسة في الصيف."
    assert order_reversed("ورجع الراهب إلى قريته في الشتاء، وبعد ذلك احترقت الكنيسة", excerpt) is not None
    assert ORDER in kinds("رجع الراهب إلى قريته ثم احترقت الكنيسة", excerpt)
    assert order_reversed("احترقت الكنيسة قبل أن يرجع الراهب إلى قريته", excerpt) is None
    # without "قد" the clause is told in its place: the return first
    assert order_reversed("رجع الراهب إلى قريته ثم احترقت الكنيسة", "ورجع الراهب إلى قريته، وكانت الكنيسة تحترق.") is None


def test_a_connector_leading_a_sentence_joins_its_clause_to_the_next_one_not_the_sentence_before():
    excerpt = "عاش الشاب في المدينة سنين كثيرة. قبل رهبنته، كان تاجرا في السوق."
    assert order_reversed("بعد رهبنته، كان تاجرا في السوق", excerpt) is not None
    assert order_reversed("قبل رهبنته كان الشاب تاجرا في السوق", excerpt) is None
    assert order_reversed("كان تاجرا في السوق ثم ترهب", excerpt) is None


def test_a_comparison_the_excerpt_makes_once_is_not_made_twice_in_the_place_of_another():
    excerpt = "كانت هذه المكتبة أكبر مكتبة في المدينة، وكانت قبل الحرب أكبر مكتبة في البلاد كلها."
    bent = "كانت هذه المكتبة أكبر مكتبة في البلاد، وكانت قبل الحرب أكبر مكتبة في البلاد كلها"
    assert comparison_changed(bent, excerpt) is not None
    assert COMPARISON in kinds(bent, excerpt)
    assert comparison_changed("وكانت قبل الحرب أكبر مكتبة في البلاد كلها، وهي أكبر مكتبة في المدينة", excerpt) is None
    assert comparison_changed("كانت قبل الحرب أكبر مكتبة في البلاد", excerpt) is None
