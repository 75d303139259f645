"""Which words of an excerpt a claim restates: the folded tokens of a text, the keys a word may
meet another text by (bare form, without a glued particle or a pronoun ending, and its stem),
and the excerpt sentence a claim restates. Shared by the claim checks that read one construction
of a sentence against the same construction in the excerpt (`text.order`, `text.comparison`,
`text.weekdays`, `text.hedge_added`, and `text.quantifiers` for its tokens and word keys)."""

from __future__ import annotations

import re
from functools import lru_cache

from dalil.text.forms import GLUED_PARTICLES
from dalil.text.memo import remembered_copy
from dalil.text.normalize import fold
from dalil.text.stem import STOPWORDS, analyze
from dalil.text.support import split_sentences, strip_markers

_ENDINGS = ("ه", "ها", "هم", "ا", "ي")
# Punctuation that ends a clause: a construction does not reach over it.
CLAUSE_MARKS = frozenset(",،;؛:.!?؟")
CLAUSE_BREAK = re.compile("[" + re.escape("".join(sorted(CLAUSE_MARKS))) + "\n]")  # the clause marks, and a line break
# What `str.isalnum` refuses, as one pattern (\w is isalnum() or "_", the same test per code point):
# the claim checks keep a token's letters and digits ~450 times an ask (SERVE28).
_NOT_ALNUM = re.compile(r"[\W_]")


def tokens(text: str) -> list[str]:
    """Folded tokens of `text` (citation markers removed), letters and digits only."""
    return [_NOT_ALNUM.sub("", tok) for tok in fold(strip_markers(text)).split()]


def clause_tokens(text: str) -> list[str]:
    """Folded tokens with "" where a clause mark stood, so that a window stops there."""
    found: list[str] = []
    for raw in strip_markers(text).split():  # fold drops punctuation: read it on the raw token
        word = _NOT_ALNUM.sub("", fold(raw))
        if word:
            found.append(word)
        if raw.rstrip("\"'»)")[-1:] in CLAUSE_MARKS:
            found.append("")
    return found


@lru_cache(maxsize=1 << 16)  # asked for every word of a claim and its excerpt by several checks; pure in its token
def bare_forms(token: str) -> frozenset[str]:
    """The token and the token without each glued particle that leaves 2+ letters."""
    forms = {token}
    for prefix in GLUED_PARTICLES:
        if token.startswith(prefix) and len(token) - len(prefix) >= 2:
            forms.add(token[len(prefix) :])
    return frozenset(forms)


@lru_cache(maxsize=1 << 16)  # the claim checks ask it ~110 times an ask for ~8 words; pure in its token
def word_keys(token: str) -> frozenset[str]:
    """What a word may match in another text: its bare forms, without a pronoun or feminine
    ending, and its stem ("الكنيسة", "كنيسة" and "كنيسته" meet)."""
    keys: set[str] = set()
    for form in bare_forms(token):
        keys.add(form)
        for ending in _ENDINGS:
            if form.endswith(ending) and len(form) - len(ending) >= 3:
                keys.add(form[: -len(ending)])
    keys.update(analyze(token))
    return frozenset(k for k in keys if len(k) >= 2)


def content(token: str) -> bool:
    return len(token) >= 3 and token not in STOPWORDS and not token.isdigit()


@remembered_copy(1024)  # the restating checks read one sentence and excerpt several times; pure
def text_keys(text: str) -> set[str]:
    return {key for tok in tokens(text) if content(tok) for key in word_keys(tok)}


@lru_cache(maxsize=256)  # several checks of one claim ask it for the same pair
def restated_sentence(sentence: str, excerpt: str) -> str:
    """The excerpt sentence sharing the most content words with `sentence` (the whole excerpt
    when none shares one)."""
    said = text_keys(sentence)
    best, best_shared = excerpt, 0
    for candidate in split_sentences(excerpt):
        shared = len(said & text_keys(candidate))
        if shared > best_shared:
            best, best_shared = candidate, shared
    return best
