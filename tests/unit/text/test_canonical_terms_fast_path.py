"""`lexicon.canonical_terms` skips `_lookup` for a word no phrase can start at, and the glued-number
split for a text without a digit (a speed change: chunk texts are analysed ~17 times an ask). These
tests hold it equal to the plain definition — split every token, look every word up — on every
phrase of the table in the places a phrase can stand, so a new way for `_lookup` to match (another
glued prefix, say) that the fast path does not know fails here."""

from __future__ import annotations

import json
from pathlib import Path

from dalil.text import lexicon
from dalil.text.lexicon import _TABLE, _lookup, _split_glued_number, canonical_terms
from dalil.text.normalize import fold


def _defined(folded: str) -> list[tuple[str, bool]]:
    words = [part for token in folded.split() for part in _split_glued_number(token)]
    terms: list[tuple[str, bool]] = []
    position = 0
    while position < len(words):
        found = _lookup(words, position)
        if found is None:
            terms.append((words[position], False))
            position += 1
            continue
        entry, size = found
        terms.extend((term, entry.exact) for term in entry.canonical)
        position += size
    return terms


def test_every_phrase_in_every_place() -> None:
    texts = []
    for phrase in _TABLE:
        words = " ".join(phrase)
        texts += [words, f"و{words}", f"12{words}", f"٣ {words} كلمة", f"في {words} و{words} ومن", f"{words}{words}"]
    texts += ["", "و", "وال", "وكيهك", "29برمهات", "١٢هاتور ٣", "²كيهك", "ولكيهك تين"]
    for text in texts:
        folded = fold(text)
        assert canonical_terms(folded) == _defined(folded), text


def test_fast_path_is_what_lookup_skips() -> None:
    # The words the fast path passes over are exactly those `_lookup` finds nothing at.
    for word in ["كلمة", "و", "وكلمة", "ال", *(phrase[0] for phrase in _TABLE), *("و" + phrase[0] for phrase in _TABLE)]:
        if word not in lexicon._STARTS:
            assert _lookup([word, "كيهك", "تين"], 0) is None, word


def test_the_words_a_phrase_can_start_at_are_the_first_words_and_their_glued_forms() -> None:
    # PERF37: one set read by both the whole-text test and the per-word loop.
    firsts = {phrase[0] for phrase in _TABLE}
    assert lexicon._STARTS == firsts | {"و" + word for word in firsts if len("و" + word) > 3}


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


def test_texts_with_and_without_a_phrase_start_read_as_defined(shared_data: Path) -> None:
    # PERF37: a text with no word in `_STARTS` is returned as its words without the loop; every string
    # of the liturgy data (titles, rubrics, texts: both kinds) reads as the plain definition.
    texts = [fold(text) for text in _liturgy_strings(shared_data / "coptic_liturgical_ar")]
    assert len(texts) > 2000
    without_a_start = 0
    for folded in texts:
        assert canonical_terms(folded) == _defined(folded), folded
        without_a_start += lexicon._STARTS.isdisjoint(folded.split())
    assert 0 < without_a_start < len(texts)
