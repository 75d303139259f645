"""No variant rule turns one saint into another: every pair of Synaxarium title words in a store
built from the team's Coptic corpora is checked against the name-variant rule (retrieval/names.py),
and every title read by the language layer (text/reading.py) names no other title's saint."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from dalil.embed.hashing import HashingEmbedder
from dalil.ingest.pipeline import run_ingest
from dalil.retrieval.names import GLUED_TITLES, MIN_GLUED_NAME_LENGTH, MIN_TYPO_LENGTH, name_matches
from dalil.settings import Settings
from dalil.stores.sqlite.store import open_store
from dalil.text.normalize import fold
from dalil.text.reading import NAME_FORMS, read_question, vocabulary_of

# One saint, two spellings the corpus itself uses: these pairs must match.
SAME_PERSON = {("انطونبوس", "انطونيوس"), ("مقاريوس", "مكاريوس"), ("المتوحدبن", "المتوحدين"), ("ثاؤدورس", "ثاؤذورس")}
# Two saints one letter apart (the glued-names suite's near-misses and look-alikes of the titles):
# these must never match.
DIFFERENT = {
    ("مارمينا", "مارينا"), ("ميخائيل", "ميصائيل"), ("اغابوس", "اغابيوس"), ("سرياكوس", "كرياكوس"),
    ("طوليوس", "يوليوس"), ("اومانيوس", "رومانيوس"), ("ابادير", "اباكير"), ("بيشاي", "بيشوي"), ("بولا", "بولس"),
    ("مرتا", "مرثا"),
}


@pytest.fixture(scope="module")
def titled_store(tmp_path_factory: pytest.TempPathFactory, shared_data: Path):
    path = tmp_path_factory.mktemp("titles") / "dalil.sqlite"
    run_ingest(path, HashingEmbedder(), [("synaxarium", shared_data / "coptic_synaxarium_ar")], progress=False)
    settings = Settings(store=path, embedder="hashing", provider="extractive")
    store = open_store(path, embedder=HashingEmbedder(), settings=settings)
    titles = {c.chunk_id.rpartition("/")[0]: c.title for c in store.chunks.iter_chunks("synaxarium") if c.chunk_id.endswith("/0")}
    yield store, titles
    store.close()


def _name_words(titles: dict[str, str]) -> set[str]:
    return {word for title in titles.values() for word in fold(title).split() if len(word) >= 3 and not word.isdigit()}


def test_every_pair_of_title_words_matches_only_through_a_confusable_letter(titled_store) -> None:
    _, titles = titled_store
    assert len(titles) > 800
    words = sorted(_name_words(titles))
    matched = set()
    for a, b in itertools.combinations(words, 2):
        if name_matches(a, b) or name_matches(b, a):
            matched.add((a, b))
    typos = {(a, b) for a, b in matched if len(a) == len(b)}
    particles = matched - typos  # وبطرس / بطرس: a conjunction or preposition glued to the same name
    glued_particle = {(a, b) for a, b in particles if b[1:] == a or a[1:] == b}
    # مارمرقس / مرقس: a title glued to the same name (never a short word: ابادير is not دير)
    glued_title = {
        (a, b) for a, b in particles
        if min(len(a), len(b)) >= MIN_GLUED_NAME_LENGTH and any(a == t + b or b == t + a for t in GLUED_TITLES)
    }
    assert particles == glued_particle | glued_title, sorted(particles - glued_particle - glued_title)
    assert all(min(len(a), len(b)) >= MIN_TYPO_LENGTH for a, b in typos)
    assert SAME_PERSON <= matched
    assert not {pair for pair in DIFFERENT if pair in matched or pair[::-1] in matched}
    assert not any(name_matches(a, b) or name_matches(b, a) for a, b in DIFFERENT)


# The forms the reading's own tables declare the same title or person ("ابو" -> ابي, "باخوميوس" -> باخوم,
# "قزما" -> قسما): each row is reviewed and tested where it is written, so a title may gain them.
_DECLARED_FORMS = frozenset(word for forms in NAME_FORMS.values() for word in forms.split())


def test_reading_a_title_names_no_other_saint(titled_store) -> None:
    """Each title, read as a question (glued titles split, name forms, colloquial rows), gains only
    the parts of its own words: never a word that is another title's name and not its own."""
    store, titles = titled_store
    vocabulary = vocabulary_of(store.chunks)
    assert vocabulary.source == "store" and vocabulary.count("مرقس") > 100  # read from the FTS index written at ingest
    names = _name_words(titles)
    for doc_id, title in titles.items():
        own = set(fold(title).split())
        searched = set(fold(read_question(title, vocabulary).searched).split())
        gained = {word for word in searched - own if word in names}
        tokens = fold(title).split()
        glued = {a + b for a, b in zip(tokens, tokens[1:], strict=False)}  # "مار مرقس" also searched as "مارمرقس"
        parts = {word for word in gained if word in glued or any(word in whole and word != whole for whole in own)}
        assert gained <= parts | _DECLARED_FORMS, f"{doc_id} {title!r} gains {sorted(gained - parts)}"
