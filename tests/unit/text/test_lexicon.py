from __future__ import annotations

import json
from pathlib import Path

import pytest

from dalil.text.lexicon import HYMN_TITLES, canonical_terms, canonicalize, lexicon_hits
from dalil.text.normalize import fold
from dalil.text.stem import analyze


def _liturgical_titles(root: Path) -> list[str]:
    titles: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("title"), str) and "id" in node:
                titles.append(node["title"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for path in sorted(root.glob("*/*.json")):
        walk(json.loads(path.read_text("utf-8")))
    return titles


def test_hymn_titles_come_from_the_liturgical_data(shared_data: Path) -> None:
    titles = [fold(title) for title in _liturgical_titles(shared_data / "coptic_liturgical_ar")]
    assert len(titles) > 200
    seed_only = {"بيك إثرونوس"}  # named by the retrieval article, not a section title in the data
    for canonical in HYMN_TITLES:
        if canonical in seed_only:
            continue
        assert any(fold(canonical) in title for title in titles), canonical


def test_every_data_title_that_holds_a_lexicon_title_is_recognized(shared_data: Path) -> None:
    titles = _liturgical_titles(shared_data / "coptic_liturgical_ar")
    hits = {label for title in titles for label in lexicon_hits(title) if label.startswith("hymn:")}
    assert {"hymn:تين ثينو", "hymn:إبي نافشوبي", "hymn:ذوكصا باترى", "hymn:شيري نيه ماريا",
            "hymn:تين أويه إنسوك", "hymn:ني إثنوس تيرو", "hymn:تين أو أوشت", "hymn:إسمو إبشويس"} <= hits  # fmt: skip


@pytest.mark.parametrize(
    ("variant", "canonical"),
    [
        ("تين ثينوا", "تين ثينو"),
        ("ten theno", "تين ثينو"),
        ("Ten Thino", "تين ثينو"),
        ("tenen", "تين ثينو"),
        ("epi nafshopi", "إبي نافشوبي"),
        ("أبي ناف شوبى", "إبي نافشوبي"),
        ("ذكصا باتري", "ذوكصا باترى"),
        ("doxa patri", "ذوكصا باترى"),
        ("شيرى نى ماريا", "شيري نيه ماريا"),
        ("shere ne maria", "شيري نيه ماريا"),
        ("تين اوية انسوك", "تين أويه إنسوك"),
        ("ten oueh ensok", "تين أويه إنسوك"),
        ("ني ايثنوس تيرو", "ني إثنوس تيرو"),
        ("ni ethnos teero", "ني إثنوس تيرو"),
        ("بيك ايثرونوس", "بيك إثرونوس"),
    ],
)
def test_hymn_variants_analyze_like_the_canonical_title(variant: str, canonical: str) -> None:
    assert analyze(variant) == analyze(canonical)
    assert lexicon_hits(f"ما هو لحن {variant}؟") == [f"hymn:{canonical}"]


@pytest.mark.parametrize(
    ("variant", "canonical"),
    [("كياك", "كيهك"), ("هتور", "هاتور"), ("بابة", "بابه"), ("طوبة", "طوبه"), ("برمودة", "برموده"),
     ("بؤونة", "بؤونه"), ("بوونه", "بؤونه"), ("ابيب", "أبيب"), ("مسري", "مسرى"), ("نسئ", "النسيء"),
     ("النسى", "النسيء"), ("وكياك", "كيهك")],
)  # fmt: skip
def test_month_variants_analyze_to_one_term(variant: str, canonical: str) -> None:
    assert analyze(variant) == analyze(canonical) == [fold(canonical)]


def test_lexicon_terms_are_not_stemmed_into_common_words() -> None:
    assert analyze("بابه") == ["بابه"] and analyze("باب") == ["باب"]  # the month is not "door"
    assert analyze("إبي نافشوبي")[0] == "ابي"  # inside the title: exact
    assert analyze("إبي")[0] == "اب"  # alone: an ordinary word, stemmed as before
    assert analyze("كيهك") == ["كيهك"]


def test_glued_day_number_and_month_are_split() -> None:
    assert canonical_terms("29برمهات") == [("29", False), ("برمهات", True)]
    assert analyze("29برمودة") == ["29", "برموده"]


def test_genre_terms_are_respelled_but_still_stemmed() -> None:
    assert analyze("theotokia") == analyze("ثيؤطوكية") == analyze("الثيوطوكية")
    assert analyze("doxology") == analyze("ذكصولوجية")


def test_pope_and_other_near_spellings_are_untouched() -> None:
    assert canonicalize(fold("البابا شنوده")) == "البابا شنوده"
    assert lexicon_hits("قداسة البابا") == []
    assert canonicalize(fold("بابا")) == "بابا"


def _canonical_terms_word_by_word(folded: str) -> list[tuple[str, bool]]:
    """`canonical_terms` as it read every word before PERF37: `_lookup` asked at each position."""
    from dalil.text import lexicon  # noqa: PLC0415 - its private helpers, for the reference only

    words = folded.split()
    if any(ch.isdigit() for ch in folded):
        words = [part for token in words for part in lexicon._split_glued_number(token)]
    terms: list[tuple[str, bool]] = []
    position = 0
    while position < len(words):
        found = lexicon._lookup(words, position)
        if found is None:
            terms.append((words[position], False))
            position += 1
            continue
        entry, size = found
        terms.extend((term, entry.exact) for term in entry.canonical)
        position += size
    return terms


def _liturgy_strings(root: Path) -> list[str]:
    strings: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, str) and len(node) > 2:
            strings.append(node)

    for path in sorted(root.glob("*/*.json")):
        walk(json.loads(path.read_text("utf-8")))
    return strings


def test_the_words_a_phrase_can_start_at_are_the_first_words_and_their_glued_forms() -> None:
    from dalil.text import lexicon  # noqa: PLC0415 - its private tables

    firsts = {phrase[0] for phrase in lexicon._TABLE}
    glued = {"و" + word for word in firsts if len("و" + word) > 3}
    assert lexicon._STARTS == firsts | glued
    for word in lexicon._STARTS:  # each one is read by `_lookup` as a start (a hit or a longer phrase's first word)
        assert word in firsts or (word.startswith("و") and word[1:] in firsts)


def test_texts_without_a_phrase_start_read_the_same_as_word_by_word(shared_data: Path) -> None:
    texts = [fold(text) for text in _liturgy_strings(shared_data / "coptic_liturgical_ar")]
    texts += [fold(text) for text in (
        "في 29برمهات تذكار", "وكيهك وطوبة", "لحن تين ثينو في عشية", "ذكصولوجية وابصالية", "12 3 و",
        "ولد يسوع في بيت لحم", "", "   ", "وتين ثينو", "ابصاليه واطي", "30هاتور 7كيهك",
    )]
    assert len(texts) > 2000
    with_a_start = 0
    for text in texts:
        assert canonical_terms(text) == _canonical_terms_word_by_word(text), text
        with_a_start += any(term != word or exact for (term, exact), word in zip(canonical_terms(text), text.split()))
    assert with_a_start > 10  # the lexicon's own path is exercised too
