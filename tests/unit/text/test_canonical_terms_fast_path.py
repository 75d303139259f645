"""`lexicon.canonical_terms` skips `_lookup` for a word no phrase can start at, and the glued-number
split for a text without a digit (a speed change: chunk texts are analysed ~17 times an ask). These
tests hold it equal to the plain definition — split every token, look every word up — on every
phrase of the table in the places a phrase can stand, so a new way for `_lookup` to match (another
glued prefix, say) that the fast path does not know fails here."""

from __future__ import annotations

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
        skipped = word not in lexicon._FIRST_TOKENS and not (
            len(word) > 3 and word[0] == "و" and word[1:] in lexicon._FIRST_TOKENS
        )
        if skipped:
            assert _lookup([word, "كيهك", "تين"], 0) is None, word
