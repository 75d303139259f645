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
