"""An exception the excerpt writes, dropped by a claim that restates what it limits. A claim
limited by an exception, stated without it, asserts more than its excerpt: "لم يجد إلا الجسد" (he
found nothing but the body) written "لم يجد الجسد" (he did not find the body) turns it round;
"ولد من والدين وثنيين إلا أنهما آمنا" (born of pagans, who then believed) written "ولد من
والدين وثنيين وظلا على وثنيتهما" keeps the first half and denies the second.

- The excerpt's exceptions: إلا (the hamza written below it; bare "الا" only after a negator in
  its clause, as "ألا" is "أن لا"), سوى، عدا، ما عدا، باستثناء; and غير after a negator in its
  clause ("لم يبق غير ابنه"). "وإلا" (otherwise) and غير elsewhere ("other", "un-") are not read.
- What it limits: the content words before it in its clause (up to four). A claim restates them
  when it holds at least two of them (the one, when there is one).
- A claim that writes any limiting word (إلا، سوى، غير، عدا، باستثناء، فقط، فحسب، وحده، لكن،
  إنما، بل، رغم) is not read: it may restate the exception in its own words.
- After a negator ("ما … إلا", "لم … إلا", "ليس … إلا": only X), a claim that restates the
  limited words still negated and without a limit denies X: refused. Dropping negator and
  exception together ("وجد الجسد") says what the excerpt says, less "only": not refused.
- "إلا أن / غير أن" (but, except that): a claim that restates the words before it and goes on
  in the same clause with a word that is not the exception's puts something else where the
  excerpt's exception stood: refused. A claim that stops there, or goes on with only the
  exception's words, is not.
- Any other exception ("خرجوا جميعا إلا واحدا"): restating the limited words without it widens
  the claim: refused.
"""

from __future__ import annotations

from dalil.text.normalize import fold
from dalil.text.restated import bare_forms, content, word_keys
from dalil.text.written import Word, restating, words, written_forms

# A finding kind, as `text.assertions`' (the validator's codes): a limit dropped states more
# certainly than the excerpt does, as a hedge dropped.
EXCEPTION = "hedge"

_EXCEPTIONS = frozenset({"إلا", "سوى", "سوي", "عدا", "ماعدا", "باستثناء"})
_AFTER_NEGATOR = frozenset({"الا", "غير"})
# Folded, every exceptive (غير too, wherever it stands): a quotation that leaves one out of its
# sentence fails (`text.quotation`).
EXCEPTIVES = frozenset(fold(word) for word in _EXCEPTIONS | _AFTER_NEGATOR)
# "إلا أن"، "إلا أنه"، "غير أنهما": but, except that.
_THAT = frozenset("ان انه انها انهم انهما انهن انك انني اننا".split())
_LIMITS = frozenset(
    "الا سوي عدا غير باستثناء استثناء فقط فحسب وحده وحدها وحدهم وحدهما وحدهن لكن لكنه لكنها لكنهم لكنهما لكنني انما بل رغم برغم".split()
)
_HEAD = 4
# The negators of "ما/لم/لا/لن/ليس … إلا" (only): a closed class of the grammar, read in the clause
# of the exception and, in the claim, of the words it restates. (`text.assertions` reads negation
# for polarity and imports this module through `text.framing`, so its list cannot be imported here.)
_NEGATORS = frozenset("ما لا لم لن ليس ليست ليسوا ليسا لست لستم لسنا مش مفيش مافيش".split())


def _negator_before(held: list[Word], at: int) -> bool:
    clause = held[at].clause
    for word in held[:at]:
        if word.clause == clause and ({word.folded} | bare_forms(word.folded)) & _NEGATORS:
            return True
    return False


def _exception(held: list[Word], at: int) -> str | None:
    """ "only", "but" or "except" when the word at `at` is an exception, else None."""
    word = held[at]
    negator = _negator_before(held, at)
    if word.written not in _EXCEPTIONS and not (word.folded in _AFTER_NEGATOR and negator and word.written != "ألا"):
        return None
    following = held[at + 1].folded if at + 1 < len(held) and held[at + 1].clause == word.clause else ""
    if following in _THAT:
        return "but"
    return "only" if negator else "except"


def _clause_content(held: list[Word], indices: range, clause: int) -> list[Word]:
    return [held[i] for i in indices if held[i].clause == clause and content(held[i].folded)]


def exception_dropped(sentence: str, excerpt: str) -> str | None:
    if written_forms(sentence) & _LIMITS:
        return None
    said = words(sentence)
    restating_words = restating(sentence, excerpt)
    if restating_words is None:
        return None
    said_keys, held = restating_words
    for at, word in enumerate(held):
        kind = _exception(held, at)
        if kind is None:
            continue
        head = _clause_content(held, range(at), word.clause)[-_HEAD:]
        restated_head = [w for w in head if word_keys(w.folded) & said_keys]
        if not head or len(restated_head) < min(2, len(head)):
            continue
        if kind == "only" and not _still_negated(said, head[-1]):
            continue
        if kind == "but" and not _goes_elsewhere(said, head, _clause_content(held, range(at + 1, len(held)), word.clause)):
            continue
        return f"the exception '{word.written}' after '{head[-1].written}' dropped"
    return None


def _still_negated(said: list[Word], last: Word) -> bool:
    """Whether the claim writes a negator in the clause where it restates the last limited word."""
    keys = word_keys(last.folded)
    at = next((i for i, word in enumerate(said) if word_keys(word.folded) & keys), None)
    return at is not None and _negator_before(said, at)


def _goes_elsewhere(said: list[Word], head: list[Word], tail: list[Word]) -> bool:
    """Whether the claim, after the last limited word, goes on in its clause with a word that is
    not the exception's."""
    last = word_keys(head[-1].folded)
    at = next((i for i, word in enumerate(said) if word_keys(word.folded) & last), None)
    if at is None:
        return False
    tail_keys = {key for word in tail for key in word_keys(word.folded)}
    after = _clause_content(said, range(at + 1, len(said)), said[at].clause)
    return any(not word_keys(word.folded) & tail_keys for word in after)


def exception_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    detail = exception_dropped(sentence, excerpt)
    return [] if detail is None else [(EXCEPTION, detail)]
