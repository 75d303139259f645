"""DOERSAID74: a verb's last hamza on the passive's ي seat is the active's alif (`forms.seat_as_alif`)."""

from __future__ import annotations

import pytest

from dalil.text.forms import seat_as_alif


@pytest.mark.parametrize(
    ("word", "written"),
    [("انشئ", "انشا"), ("انشئت", "انشات"), ("قرئ", "قرا"), ("بدئوا", "بداوا"), ("انشا", "انشا"), ("انشائه", "انشائه"), ("شئ", "شئ")],
)
def test_seat_as_alif(word: str, written: str) -> None:
    assert seat_as_alif(word) == written
