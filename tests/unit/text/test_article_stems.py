from __future__ import annotations

import pytest

from dalil.text.normalize import fold
from dalil.text.stem import analyze, article_stems


@pytest.mark.parametrize(
    ("bare", "definite"),
    [("إسكندرية", "الإسكندرية"), ("رسالة", "الرسالة"), ("شجرة", "الشجرة"), ("إيمان", "الإيمان")],
)
def test_one_noun_with_and_without_the_article_shares_its_article_stems(bare: str, definite: str) -> None:
    """The stemmer gives the two spellings two terms; `article_stems` of either holds both."""
    assert analyze(bare) != analyze(definite)
    both = set(analyze(bare)) | set(analyze(definite))
    assert both <= article_stems(fold(bare))
    assert both <= article_stems(fold(definite))


def test_a_stem_the_stemmer_leaves_with_its_article_is_none() -> None:
    assert all(not stem.startswith("ال") for stem in article_stems(fold("يد")))
