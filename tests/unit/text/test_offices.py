"""The office and kin classes and the written forms of a word live below the claim checks that
read them (`text.assertions`, `text.exchanges`, `text.paraphrase`): importing them first, alone,
must work (no import cycle through `text.assertions`)."""

import importlib
import sys

from dalil.text.normalize import fold


def test_offices_and_forms_import_on_their_own_before_the_claim_checks() -> None:
    for name in ("dalil.text.offices", "dalil.text.forms", "dalil.text.exchanges", "dalil.text.assertions"):
        sys.modules.pop(name, None)
    offices = importlib.import_module("dalil.text.offices")
    forms = importlib.import_module("dalil.text.forms")
    assert offices.office(fold("وأخوه")) == "اخ" and offices.office(fold("الأساقفة")) == "اسقف"
    assert offices.office(fold("بابه")) is None  # a month, not the pope
    assert "مرقس" in forms.word_forms(fold("مارمرقس")) and "اسكندريه" in forms.word_forms(fold("وبالإسكندرية"))
    assert "توت" in forms.MONTH_WORDS
    assert importlib.import_module("dalil.text.assertions").office is offices.office
