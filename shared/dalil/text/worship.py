"""The worshippers' own acts (`WORSHIP_WORDS`: نصلي، نسجد، نشكر …), read in any Egyptian aspect (`worship_word`):
a question's frame (`text.support.subject_terms`), never a courtesy of the exchange ("نشكرك يا رب" is the liturgy's;
`text.courtesy`). A module of its own so both read the one list without a cycle."""

from __future__ import annotations

from functools import lru_cache

from dalil.text.egyptian_morphology import verb_forms
from dalil.text.normalize import fold

# The worshippers' own acts in a question about a service: what WE pray, ask, chant, praise, bow to,
# thank, cry, begin, end or raise ("بنطلب فيها إيه", "بنسجد لمين", "إمتى بنصلي …"). The rite's text
# says the prayer, not "we pray"; its own "فلنسجد" or "نسبحك" is another word to the stemmer. Read with
# the Egyptian aspect off (`verb_forms`: "بنسجد" -> نسجد); unlike a saying word, they do not make the
# speaker a frame word. Not the saying verb's Egyptian forms ("بنقول", "بتتقال"): measured, they
# answered a decline of the validation slice (COVER19; COVER20, benchmarks/answers/RESULTS.md).
WORSHIP_WORDS = "نصلي نطلب نرتل نسبح نسجد نشكر نصرخ نبدا نختم نرفع"


@lru_cache(maxsize=1)
def _worship_spellings() -> frozenset[str]:
    return frozenset(fold(WORSHIP_WORDS).split())


def worship_word(token: str) -> bool:
    spellings = _worship_spellings()
    return token in spellings or not verb_forms(token).isdisjoint(spellings)
