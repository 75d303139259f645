"""The words a claim writes, each also without a glued particle: one function (text/written.py), read by
the condition and the exception checks, which each computed it for the same claim (MEND36)."""

from __future__ import annotations

from dalil.text.conditions import condition_dropped
from dalil.text.exceptions import exception_dropped
from dalil.text.written import written_forms


def test_written_forms_holds_each_word_and_it_unglued() -> None:
    forms = written_forms("وإلا فلن يرجع إلى بيته")
    assert {"والا", "الا", "فلن", "لن", "يرجع", "الي", "بيته"} <= forms


def test_both_checks_keep_a_claim_that_writes_the_limit() -> None:
    excerpt = "لا يدخل الهيكل إلا الكاهن إن كان طاهرا"
    assert exception_dropped("لا يدخل الهيكل إلا الكاهن", excerpt) is None
    assert condition_dropped("يدخل الكاهن الهيكل إن كان طاهرا", excerpt) is None
