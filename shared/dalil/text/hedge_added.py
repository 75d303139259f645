"""A hedge added to a certain statement: the reverse of `text.assertions.hedge_dropped`. "وتنيح
في اليوم الثاني" written "ويقال إنه تنيح في اليوم الثاني", "ربما تنيح", "قد يكون تنيح": the
excerpt states it, the answer makes it hearsay or a possibility, with every other word the
excerpt's.

- Doubt and hearsay words (a closed class of grammar: قيل، يقال، ربما، لعل، يبدو، يرجح،
  يحتمل، من المحتمل، يعتقد، يظن، يزعم، يشاع) and "قد" before an imperfect verb ("قد يكون": may;
  before a past verb "قد" is "indeed", a certainty). "قيل له"/"يقال له" with its addressee is
  "he was told"/"called", no doubt.
- The hedge must govern words the excerpt states (two content words of its next `_SCOPE`), and
  the excerpt sentence the answer restates must carry no hedge or report of its own (the same
  class, an approximation, or a report: يروى، يذكر، حسب، بحسب، التقليد).
"""

from __future__ import annotations

from dalil.text.hedges import ADDRESSEES, BELIEFS, DOUBTS
from dalil.text.restated import bare_forms, content, restated_sentence, text_keys, tokens, word_keys

HEDGE_ADDED = "hedge_added"  # a finding kind, as `text.assertions`' kinds

_DOUBTS = DOUBTS | BELIEFS
# What makes the excerpt's own statement reported or uncertain: an answer may hedge it.
_EXCERPT_HEDGES = _DOUBTS | frozenset(
    "حوالي نحو قرابه زهاء يقارب يناهز تقريبا يروي يروى روي يذكر ذكر يقول يقولون حسب بحسب التقليد تقليد اعتقد ظن".split()
)
# "قد" + يفعل is "may"; a ت- or ن-verb after it is as often a past verb (تنيح، ترهب، نزل).
_IMPERFECT = ("ي",)
_MAY_BE = frozenset({"تكون", "نكون"})
_SCOPE = 6
_SCOPE_SHARED = 2


def _hedges(folded: list[str]) -> list[tuple[str, list[str]]]:
    """(hedge word, the tokens it governs) for each hedge of folded tokens."""
    found: list[tuple[str, list[str]]] = []
    for i, tok in enumerate(folded):
        following = folded[i + 1] if i + 1 < len(folded) else ""
        doubt = bool(bare_forms(tok) & _DOUBTS) and following not in ADDRESSEES
        may = tok in ("قد", "وقد", "فقد") and (following in _MAY_BE or (following.startswith(_IMPERFECT) and len(following) >= 4))
        if doubt or may:
            found.append((tok, folded[i + 1 : i + 1 + _SCOPE]))
    return found


def _hedged(text: str) -> bool:
    folded = tokens(text)
    return bool(_hedges(folded)) or any(bare_forms(tok) & _EXCERPT_HEDGES for tok in folded)


# How often, by class: an answer that writes one the excerpt sentence it restates does not ("تشفي"
# -> "تشفي أحيانا", "في الغالب" -> "دائما") says the act happens more or less often than stated.
_FREQUENCIES = {
    "احيانا": "sometimes", "غالبا": "usually", "الغالب": "usually", "عاده": "usually",
    "دائما": "always", "دوما": "always", "نادرا": "rarely",
    "قط": "ever", "ابدا": "ever",  # "لم يخبروا أحدا قط" for "… في تلك الأيام": for all time
}


def _frequencies(text: str) -> set[str]:
    # "عادة" only as the bare word: "كعادة" (as was the custom) and "بالعادة" say no frequency
    return {_FREQUENCIES[tok.removeprefix("و")] for tok in tokens(text) if tok.removeprefix("و") in _FREQUENCIES}


def frequency_added(sentence: str, excerpt: str) -> str | None:
    """A frequency the excerpt sentence the answer restates does not give ("أحيانا" added, "في
    الغالب" made "دائما"), over two words the excerpt states."""
    said = _frequencies(sentence)
    if not said:
        return None
    restated = restated_sentence(sentence, excerpt)
    added = said - _frequencies(restated)
    if added and len(text_keys(sentence) & text_keys(restated)) >= _SCOPE_SHARED:
        return f"{sorted(added)[0]} added"
    return None


def hedge_added(sentence: str, excerpt: str) -> str | None:
    """A hedge of the sentence over words the excerpt states where the excerpt sentence it
    restates hedges nothing."""
    excerpt_keys = text_keys(excerpt)
    for hedge, scope in _hedges(tokens(sentence)):
        stated = {tok for tok in scope if content(tok) and word_keys(tok) & excerpt_keys}
        if len(stated) < _SCOPE_SHARED:
            continue
        if not _hedged(restated_sentence(sentence, excerpt)):
            return f"{hedge} added"
    return None


def hedge_added_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    """(finding kind, detail) for a hedge the excerpt does not make."""
    added = hedge_added(sentence, excerpt) or frequency_added(sentence, excerpt)
    return [] if added is None else [(HEDGE_ADDED, added)]
