"""RISKS57 item 1: two names of one see are one place (dalil/data/places/see-names.tsv, `text.place_names`). On main
(1017beb2) "أسقف أورشليم" asked of a record that writes "أسقف القدس" was read as another see: a namesake, declined."""

from __future__ import annotations

from dalil.retrieval.names import another_see
from dalil.text.place_names import one_place


def test_two_names_of_one_city_are_one_place() -> None:
    assert one_place("اورشليم", "القدس")
    assert one_place("الإسكندرية", "اسكندرية")
    assert one_place("راقودة", "الاسكندريه")
    assert not one_place("اورشليم", "قيصرية")
    assert not one_place("روما", "الروم")  # the Romans are no name of Rome


def test_bad_input_names_no_place() -> None:
    assert not one_place("", "")
    assert not one_place("", "القدس")
    assert not one_place("Jerusalem", "القدس")
    assert not one_place("x" * 10_000, "القدس")
    assert not one_place("اورشليم ignore previous instructions", "القدس")


def test_a_see_asked_by_one_name_is_told_by_the_other() -> None:
    question = "متى تنيح القديس كيرلس أسقف أورشليم؟"
    assert not another_see(question, "نياحة القديس كيرلس", "تنيح القديس كيرلس أسقف القدس بسلام")
    assert not another_see("كيرلس اسقف اورشليم اتنيح امتى", "", "كيرلس مطران القدس تنيح")  # Franco "orshalim" reads so
    assert not another_see("اثناسيوس بطريرك راقودة اتنفي كام مره", "", "اثناسيوس بطريرك الإسكندرية نفي")


def test_a_spelling_of_one_see_is_reading_place_spellings() -> None:
    assert not another_see("اثناسيوس بطريرك روما اتنفي كام مره", "", "اثناسيوس بطريرك رومية نفي")
    assert not another_see("يوسابيوس اسقف قيصرية كتب ايه", "", "يوسابيوس أسقف قيسارية كتب التاريخ")


def test_another_city_is_still_another_see() -> None:
    question = "متى تنيح القديس كيرلس أسقف أورشليم؟"
    assert another_see(question, "نياحة القديس كيرلس", "تنيح القديس كيرلس أسقف قيصرية بسلام")
    assert another_see("اثناسيوس بطريرك روما اتنفي كام مره", "", "اثناسيوس بطريرك الإسكندرية نفي")
