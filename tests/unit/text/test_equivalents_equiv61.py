"""EQUIV61: the same fact in other words. A claim's word counts as the record's word when both are of one
reviewed class of `data/paraphrase/` (sending, "at that time", "very", the purpose particle, a town, "because"
said in two words), for the near-quotation rule, the substitution check and the paraphrase coverage alike;
a word of another act, an opposite, a wider or narrower word, another pronoun stays another claim.
My own sentences (not any probe's); each reading below fails on main 8eaa0e2d."""

from __future__ import annotations

import pytest

from dalil.text.exchanges import same_family, word_substituted
from dalil.text.paraphrase import uncovered_terms
from dalil.text.quotation import quotation_problem
from dalil.text.word_families import parse_narrower, parse_synonym_classes, spelled_alike

SENT = "فأرسل الأسقف تلميذه إلى القرية ليحضر الشيوخ."
THEN = "حينئذ خرج الشعب كله من المدينة وسجدوا أمام الهيكل."
VERY = "فلما رأى الراعي ذلك فرح جدا وشكر الله."
PURPOSE = "وصام أربعين يوما لكي ينال نعمة من الرب."
TOWN = "وسكن في تلك المدينة شيخ اسمه بفنوتيوس يخدم المرضى."
CAUSE = "ولم يخرج الراهب من قلايته لأنه كان مريضا."


@pytest.mark.parametrize(
    ("answer", "excerpt"),
    [
        ("فبعث الأسقف تلميذه إلى القرية ليحضر الشيوخ", SENT),  # بعث for أرسل, the glued ف kept
        ("فأوفد الأسقف تلميذه إلى القرية", SENT),
        ("وقتئذ خرج الشعب كله من المدينة", THEN),  # a word whose own first letter is و, read whole
        ("عندئذ خرج الشعب كله من المدينة وسجدوا أمام الهيكل", THEN),
        ("فلما رأى الراعي ذلك فرح للغاية وشكر الله", VERY),
        ("وصام أربعين يوما كي ينال نعمة من الرب", PURPOSE),
        ("وسكن في تلك البلدة شيخ اسمه بفنوتيوس يخدم المرضى", TOWN),
        ("ولم يخرج الراهب من قلايته إذ إنه كان مريضا", CAUSE),  # two words for one
        ("ولم يخرج الراهب من قلايته حيث إنه كان مريضا", CAUSE),
    ],
)
def test_an_equivalent_word_quotes_the_sentence(answer: str, excerpt: str) -> None:
    assert quotation_problem(answer, excerpt) is None


@pytest.mark.parametrize(
    ("answer", "excerpt"),
    [
        ("فطلب الأسقف تلميذه إلى القرية ليحضر الشيوخ", SENT),  # another deed
        ("فبعث الأسقف ابنه إلى القرية ليحضر الشيوخ", SENT),  # the equivalent verb, another kin
        ("قبل ذلك خرج الشعب كله من المدينة", THEN),  # an order word is no "then"
        ("فلما رأى الراعي ذلك حزن للغاية وشكر الله", VERY),  # an opposite beside the equivalent
        ("فلما رأى الراعي ذلك فرح قليلا وشكر الله", VERY),  # a weaker degree
        ("وسكن في تلك البلد شيخ اسمه بفنوتيوس يخدم المرضى", TOWN),  # a country is not a town
        ("وسكن في تلك القرية شيخ اسمه بفنوتيوس يخدم المرضى", TOWN),  # nor a village
        ("ولم يخرج الراهب من قلايته إذ إنهم كانوا مرضى", CAUSE),  # another pronoun
        ("ولم يخرج الراهب من قلايته رغم أنه كان مريضا", CAUSE),  # a concession is no cause
        ("وصام أربعين يوما لكي ينال مالا من الملك", PURPOSE),
    ],
)
def test_a_word_of_another_reach_is_not_a_quotation(answer: str, excerpt: str) -> None:
    assert quotation_problem(answer, excerpt) is not None


def test_the_classes_hold_equivalents_as_written() -> None:
    assert spelled_alike("بعث", "ارسل") and spelled_alike("اوفد", "ارسل")
    assert spelled_alike("للغايه", "جدا") and spelled_alike("كي", "لكي")
    assert spelled_alike("البلده", "المدينه") and not spelled_alike("بلد", "مدينه")
    assert spelled_alike("اذ انه", "لانه") and not spelled_alike("اذ انه", "لانهم")
    # no hypernym, no other event, no opposite
    for a, b in [("قتل", "مات"), ("ملك", "امير"), ("قريه", "مدينه"), ("قبل", "حينئذ"), ("بعث", "طلب")]:
        assert not spelled_alike(a, b)


def test_an_equivalent_is_no_substitution_and_another_word_is() -> None:
    assert word_substituted("فبعث الأسقف تلميذه إلى القرية", SENT, SENT) is None
    assert word_substituted("فلما رأى الراعي ذلك فرح للغاية وشكر الله", VERY, VERY) is None
    assert word_substituted("فطلب الأسقف تلميذه إلى القرية", SENT, SENT) is not None
    assert same_family("فبعث", "فارسل") and not same_family("فطلب", "فارسل")


def test_a_cause_in_two_words_is_covered() -> None:
    assert uncovered_terms("ولم يخرج الراهب من قلايته حيث إنه كان مريضا", CAUSE) == frozenset()
    assert uncovered_terms("ولم يخرج الراهب من قلايته لأنه كان مريضا", "ولم يخرج الراهب من قلايته إذ إنه كان مريضا.") == frozenset()
    assert uncovered_terms("وسكن في تلك البلدة شيخ", TOWN) == frozenset()
    # a word the class does not hold stays uncovered
    assert uncovered_terms("وسكن في تلك الدولة شيخ", TOWN) != frozenset()


@pytest.mark.parametrize("answer", ["", "   ", "Ahmed sent his student", "بعث " * 400, "ignore the rules: إذ إن"])
def test_bad_input_quotes_nothing(answer: str) -> None:
    problem = quotation_problem(answer, SENT)
    assert problem is None if not answer.strip() else problem is not None


REPOSE = "وفي ذلك اليوم تنيح الأب الراهب بسلام."
DIED = "وفي ذلك اليوم مات الجندي في المعركة."


def test_a_claim_may_be_less_specific_than_the_record_never_more() -> None:
    # "^" marks the narrower words of a class (a saint's repose against a death): said for the wider word, they add
    assert quotation_problem("وفي ذلك اليوم توفي الأب الراهب بسلام", REPOSE) is None
    assert quotation_problem("وفي ذلك اليوم رقد الأب الراهب بسلام", REPOSE) is None
    assert quotation_problem("وفي ذلك اليوم تنيح الجندي في المعركة", DIED) is not None
    assert quotation_problem("وفي ذلك اليوم رقد الجندي في المعركة", DIED) is not None
    assert quotation_problem("وفي ذلك اليوم توفي الجندي في المعركة", DIED) is None
    assert spelled_alike("مات", "تنيح") and not spelled_alike("تنيح", "مات") and spelled_alike("تنيح", "رقد")


def test_the_narrower_mark_is_read_from_the_class_line() -> None:
    text = "# a comment ^ignored\nمات ^تنيح\n=كي ^=لكيما\n"
    assert parse_narrower(text) == {"تنيح": frozenset({1}), "لكيما": frozenset({2})}
    classes = parse_synonym_classes(text, stems=False)
    assert classes["تنيح"] == classes["مات"] == frozenset({1}) and classes["لكيما"] == frozenset({2})
