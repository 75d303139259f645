"""Query-side expansion: broken plurals and religious paraphrases, for the lexical query only."""

from __future__ import annotations

from dalil.text.expansion import expand_for_search, expansions
from dalil.text.stem import analyze


def test_a_broken_plural_brings_its_singular_the_stemmer_cannot_join() -> None:
    assert analyze("ثمار") != analyze("ثمر")  # why the table exists
    assert "ثمر" in expansions("ما هي ثمار الروح؟")
    assert "ثمار" in expansions("ثمر الروح")


def test_a_paraphrase_brings_the_bibles_word() -> None:
    assert "ابليس" in expansions("كيف يقاوم المؤمن الشيطان؟")
    assert "محبه" in expansions("ماذا قال بولس عن الحب؟")


def test_prefixes_are_stripped_and_nothing_is_repeated_or_already_asked() -> None:
    assert expansions("والشياطين") == ["شيطان"]
    assert expansions("الشيطان وإبليس") == ["شياطين"]
    assert expansions("أين ولد؟") == []


def test_the_question_stays_first_and_whole() -> None:
    question = "ما هي ثمار الروح؟"
    expanded = expand_for_search(question)
    assert expanded.startswith(question + " ") and "ثمر" in expanded.split()
    assert expand_for_search("أين ولد؟") == "أين ولد؟"
