"""More, most, the greatest: a claim check that reads the elative (أفعل التفضيل: أكبر، أعظم، أقدم
…, and the feminine فعلى: الكبرى، العظمى) and what it compares, and refuses a sentence whose
comparison the excerpt does not make. Every other word of such a bend is the excerpt's:
"أكبر كنيسة في أوروبا" written "أكبر كنيسة في العالم", "أحبوا الظلمة أكثر من النور" written
"أحبوا النور أكثر من الظلمة", "كان قديسا عظيما" written "كان أعظم القديسين".

- The elatives are a closed class of grammar (the common أفعل forms of quality, size, age, rank
  and number; not the ones written like a common verb of form IV: أحب، أكرم، أكمل، أسرع، أحسن،
  أبعد, nor أشهر "months"), read with a glued article or conjunction; "أكثر"/"أقل" before a number is a
  bound (the number checks read it) and "أكثر" before a definite noun is "most" (`text.quantifiers`);
  "أول" is an ordinal (`text.quantifiers`).
- An elative the excerpt never writes, added to a sentence that restates it, is refused.
- "أحد/إحدى/من" + an elative ("إحدى أكبر مدن العالم") is one of the set; the same elative without
  it is the one, refused unless the excerpt sentence also writes the elative alone.
- An elative the excerpt writes: the two sides of the comparison (the content words before it in
  its clause, and the `_SCOPE` tokens after it) must not be exchanged, and its domain (a word
  after a preposition: "في أوروبا", "بين إخوته") must not be put for one the sentence drops
  ("في العالم" for "في أوروبا"). Other words around it may be the paraphrase's own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from dalil.text.franco import spells_closely
from dalil.text.normalize import fold
from dalil.text.restated import bare_forms, clause_tokens, content, restated_sentence, text_keys, tokens, word_keys

COMPARISON = "comparison"  # a finding kind, as `text.assertions`' kinds

# Folded elatives (masculine أفعل; the feminine فعلى mapped to it).
_ELATIVES = frozenset(
    "اكبر اعظم اقدم اكثر اقل اصغر افضل اطول اعلي ادني اشد اقوي اجمل اهم اغني اقرب اسبق اعمق اوسع اغلي اقدس اطهر".split()
)
_FEMININE = {"كبري": "اكبر", "عظمي": "اعظم", "صغري": "اصغر", "قصوي": "اقصي", "فضلي": "افضل", "حسني": "احسن"}
_BOUND = frozenset({"اكثر", "اقل"})  # before a number: a bound on it
_SCOPE = 4  # tokens after an elative that say what it compares
_JOINERS = frozenset("من في بين علي عن".split())


def elative(token: str) -> str | None:
    """The token's elative (folded أفعل, a feminine فعلى read as its أفعل), or None."""
    for form in sorted(bare_forms(token), key=len, reverse=True):
        if form in _ELATIVES:
            return form
        if form in _FEMININE:
            return _FEMININE[form]
    return None


_LATIN_WORD = re.compile(r"[a-z0-9]+")
_FRANCO_ONSET = "aeiou"  # an elative opens with its alif: typed with a vowel ("a3zam", "akbar", "ahamm")


@lru_cache(maxsize=4096)
def written_elative(word: str) -> str | None:
    """RIDER84: the elative a word of the writer's own writes: an Arabic one (`elative`), or one a Franco-Arabic word
    types (`franco.spells_closely`: "a3zam" اعظم، "akbar" اكبر، "ahamm" اهم، "aktar" اكثر), else None. The closed class
    read in both scripts, so a comparison typed in Latin letters is read as the one it spells."""
    word = word.lower()
    if not _LATIN_WORD.fullmatch(word):
        return elative(fold(word))
    if word[:1] not in _FRANCO_ONSET or len(word) < 4:  # noqa: PLR2004 - "aham" is the shortest typed
        return None
    return next((form for form in sorted(_ELATIVES) if spells_closely(word, form)), None)


def _number(token: str) -> bool:
    return token.isdigit() or token in ("مئه", "مائه", "الف", "الاف", "مليون", "عشره", "عشرين", "ثلاثين", "اربعين", "خمسين")


@dataclass(frozen=True)
class _Comparison:
    token: str
    elative: str
    compared: list[str]  # content words after it, to the end of the clause (what it compares)
    domain: list[str]  # of those, the ones after a preposition ("في أوروبا", "من النور")
    before: list[str]  # content words before it in its clause (what is compared)


def _keys(words: list[str]) -> set[str]:
    return {k for w in words for k in word_keys(w)}


def _comparisons(text: str) -> list[_Comparison]:
    """Each elative of `text` with the words on either side of it."""
    stream = clause_tokens(text)
    found: list[_Comparison] = []
    for i, tok in enumerate(stream):
        form = elative(tok) if tok else None
        if form is None:
            continue
        after = stream[i + 1 : i + 1 + _SCOPE]
        if "" in after:
            after = after[: after.index("")]
        words = [w for w in after if w not in _JOINERS]
        most = form == "اكثر" and bool(words) and words[0].startswith("ال") and after[:1] != ["من"]
        if form in _BOUND and (not words or _number(words[0]) or most):
            continue  # a bound on a number, or "most" before a definite noun
        domain = [w for j, w in enumerate(after) if j and after[j - 1] in _JOINERS and content(w)]
        start = max((j + 1 for j in range(i) if stream[j] == ""), default=0)
        before = [w for w in stream[max(start, i - _SCOPE) : i] if content(w)]
        found.append(_Comparison(tok, form, [w for w in words if content(w)], domain, before))
    return found


def _bent(said: _Comparison, other: _Comparison, said_keys: set[str]) -> str | None:
    """How `said` bends the excerpt's `other` comparison with the same elative, or None."""
    said_compared, said_before, other_compared = _keys(said.compared), _keys(said.before), _keys(other.compared)
    if said_compared & _keys(other.before) - other_compared and other_compared & said_before - said_compared:
        return "the two sides exchanged"
    other_domain = _keys(other.domain)
    new = [w for w in said.domain if not word_keys(w) & other_domain]
    if new and other_domain and not other_domain & said_keys:
        return f"{new[0]}: another domain"
    return None


def comparison_changed(sentence: str, excerpt: str) -> str | None:
    """An elative the excerpt never writes; or one it writes, with the two sides of the
    comparison exchanged ("الظلمة أكثر من النور" -> "النور أكثر من الظلمة") or its domain
    changed ("أكبر كنيسة في أوروبا" -> "في العالم"). Other words around an elative the excerpt
    writes are left to the coverage checks: a paraphrase restates them in its own words. Each
    comparison of the sentence is stated by a comparison of the excerpt of its own: one the excerpt
    makes once is not made twice in the place of another."""
    held = _comparisons(excerpt)
    excerpt_keys = text_keys(excerpt)
    said_keys = text_keys(sentence)
    stating: list[list[int]] = []  # for each comparison of the sentence, the excerpt's that state it
    for said in _comparisons(sentence):
        same = [(n, other) for n, other in enumerate(held) if other.elative == said.elative]
        if not same:
            if said_keys & excerpt_keys:
                return f"{said.token} added"
            continue
        problems = [_bent(said, other, said_keys) for _, other in same]
        if all(problems):
            return f"{said.token} {problems[0]}"  # no place the excerpt writes it states it so
        stating.append([n for (n, _), problem in zip(same, problems, strict=True) if problem is None])
    if not _each_its_own(stating):
        return "one comparison of the excerpt stated twice, in the place of another"
    return None


def _each_its_own(stating: list[list[int]], taken: frozenset[int] = frozenset()) -> bool:
    """Whether every comparison of the sentence can be stated by a different comparison of the
    excerpt: two "أكبر ميناء في العالم" where the excerpt writes it once, beside "أكبر ميناء في
    أوروبا", put the one domain in the place of the other."""
    if not stating:
        return True
    return any(_each_its_own(stating[1:], taken | {n}) for n in stating[0] if n not in taken)


_ONE_OF = frozenset("احد احدي من".split())


def _elatives(text: str) -> list[tuple[str, bool]]:
    """Each elative of the text and whether "أحد/إحدى/من" makes it one of a set ("من أكبر",
    "واحدة من الدول الكبرى")."""
    folded = tokens(text)
    found: list[tuple[str, bool]] = []
    for i, tok in enumerate(folded):
        form = elative(tok)
        if form is not None:
            one_of = i > 0 and bool(bare_forms(folded[i - 1]) & _ONE_OF)
            # "من الدول الكبرى": an adjective with the article after "من" + a definite plural
            one_of = one_of or (tok.startswith("ال") and i > 1 and folded[i - 1].startswith("ال") and folded[i - 2] == "من")
            found.append((form, one_of))
    return found


def one_of_dropped(sentence: str, excerpt: str) -> str | None:
    """ "إحدى أكبر مدن العالم" restated "أكبر مدينة في العالم"."""
    said = [form for form, one_of in _elatives(sentence) if not one_of]
    if not said:
        return None
    held = _elatives(restated_sentence(sentence, excerpt))
    for form in said:
        if (form, True) in held and (form, False) not in held:
            return f"one of the {form} stated as the {form}"
    return None


def comparison_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    """(finding kind, detail) for a comparison the excerpt does not make."""
    details = (comparison_changed(sentence, excerpt), one_of_dropped(sentence, excerpt))
    return [(COMPARISON, detail) for detail in details if detail is not None]
