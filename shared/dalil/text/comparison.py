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
- An elative the excerpt writes: the content words it compares in the sentence (the next
  `_SCOPE` tokens, to the end of the clause) must be words the excerpt writes after the same
  elative; one the excerpt writes elsewhere (the two sides exchanged) or nowhere (another
  domain: "في العالم" for "في أوروبا") is refused.
"""

from __future__ import annotations

from dalil.text.restated import bare_forms, clause_tokens, content, text_keys, word_keys

COMPARISON = "comparison"  # a finding kind, as `text.assertions`' kinds

# Folded elatives (masculine أفعل; the feminine فعلى mapped to it).
_ELATIVES = frozenset(
    "اكبر اعظم اقدم اكثر اقل اصغر افضل اطول اعلي ادني اشد اقوي اجمل اهم اغني اقرب اسبق اعمق اوسع اغلي اقدس اطهر".split()
)
_FEMININE = {"كبري": "اكبر", "عظمي": "اعظم", "صغري": "اصغر", "قصوي": "اقصي", "فضلي": "افضل", "حسني": "احسن"}
_BOUND = frozenset({"اكثر", "اقل"})  # before a number: a bound on it
_SCOPE = 4  # tokens after an elative that say what it compares
_JOINERS = frozenset("من في بين علي عن".split())


def _elative(token: str) -> str | None:
    for form in sorted(bare_forms(token), key=len, reverse=True):
        if form in _ELATIVES:
            return form
        if form in _FEMININE:
            return _FEMININE[form]
    return None


def _number(token: str) -> bool:
    return token.isdigit() or token in ("مئه", "مائه", "الف", "الاف", "مليون", "عشره", "عشرين", "ثلاثين", "اربعين", "خمسين")


def _comparisons(text: str) -> list[tuple[str, str, list[str]]]:
    """(token, elative, the content words it compares) for each elative of `text`."""
    stream = clause_tokens(text)
    found: list[tuple[str, str, list[str]]] = []
    for i, tok in enumerate(stream):
        elative = _elative(tok) if tok else None
        if elative is None:
            continue
        after = stream[i + 1 : i + 1 + _SCOPE]
        if "" in after:
            after = after[: after.index("")]
        words = [w for w in after if w not in _JOINERS]
        most = elative == "اكثر" and bool(words) and words[0].startswith("ال") and after[:1] != ["من"]
        if elative in _BOUND and (not words or _number(words[0]) or most):
            continue  # a bound on a number, or "most" before a definite noun
        found.append((tok, elative, [w for w in words if content(w)]))
    return found


def comparison_changed(sentence: str, excerpt: str) -> str | None:
    """An elative the excerpt never writes, or one it writes comparing other words."""
    held = _comparisons(excerpt)
    excerpt_keys = text_keys(excerpt)
    said_keys = text_keys(sentence)
    for token, elative, words in _comparisons(sentence):
        same = [scope for _, other, scope in held if other == elative]
        if not same:
            if said_keys & excerpt_keys:
                return f"{token} added"
            continue
        scope_keys = {k for scope in same for w in scope for k in word_keys(w)}
        for word in words:
            if not word_keys(word) & scope_keys:
                elsewhere = "exchanged" if word_keys(word) & excerpt_keys else "not the excerpt's"
                return f"{token} {word}: {elsewhere}"
    return None


def comparison_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    """(finding kind, detail) for a comparison the excerpt does not make."""
    changed = comparison_changed(sentence, excerpt)
    return [] if changed is None else [(COMPARISON, changed)]
