"""A condition the excerpt writes, dropped by a claim that restates its clause. A claim the
excerpt makes only under a condition, stated without it, asserts more than the excerpt: "إن
مسست ثيابه شفيت" (if I touch his clothes I shall be healed) written "مسست ثيابه فشفيت" (I
touched them and was healed), "إن شاء الرب نفعل هذا" written "نفعل هذا".

- The excerpt's conditions: إذا and وإذا before a verb that opens a condition (كان and its forms,
  "ما", a perfect with a person ending: "إذا صليتم"), never with a tanwin ("إِذًا", therefore) or
  before a noun or "أنه" ("وإذا زلزلة عظيمة حدثت": and behold; "إذا أنه": since); لو، ولو،
  لولا؛ إن (the hamza written below) when it is marked with a sukun ("إِنْ") or a verb that
  opens a condition follows it (كان and its forms, لم، شاء، أراد). "أن"، "إنّ" and a bare "ان"
  are not read: without the hamza or a vowel mark they are "that" as often as "if".
- Its clause: the clause the particle stands in (clause marks end one), with the clause before
  and the clause after it (a condition's answer is often written after a comma). A claim restates
  it when it shares at least two content words with those clauses, one of them in the particle's
  own clause, and restates the excerpt sentence (two content words shared).
- A claim that writes any word of condition or time (إن or a bare ان, never أن; إذا، لو، لولا، متى، شرط، طالما،
  عندما، حين، كلما، لما) is not read: it may restate the condition in its own words.
"""

from __future__ import annotations

from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.normalize import fold
from dalil.text.restated import content, word_keys
from dalil.text.time_clauses import WHEN_CONJUNCTIONS
from dalil.text.written import Word, restating, words, written_forms

# A finding kind, as `text.assertions`' (the validator's codes): a condition dropped states
# more certainly than the excerpt does, as a hedge dropped.
CONDITION = "hedge"

_ALWAYS = frozenset({"لو", "ولو", "لولا", "ولولا"})
_WHEN = frozenset({"إذا", "وإذا", "اذا", "واذا"})
# Folded, the particles that open a condition whatever follows them (not "إن": folded it is "أن").
# A quotation that leaves one out of its sentence fails (`text.quotation`).
CONDITION_PARTICLES = frozenset(fold(word) for word in _ALWAYS | _WHEN)
# After إذا a condition opens with a verb: كان and its forms, "ما" + verb, a perfect with a person
# ending ("إذا صليتم", "وإذا رأيت"; not a plural in ات). "إذا أنه" (since), "وإذا زلزلة حدثت" (and behold) and
# "إِذًا" (therefore, with tanwin) are not conditions.
_PERSON_ENDINGS = ("ت", "تم", "تن", "نا", "وا")
_IF = frozenset({"إن", "وإن"})
# Folded words that open a condition after "إن": "إن كان"، "إن لم"، "إن شاء".
_OPENS = frozenset("كان كانت كانوا كنت كنتم كنتن كنا يكن تكن يكون تكون لم شاء اراد".split())
_KEEPS = frozenset("اذا لو لولا متي شرط بشرط شريطه طالما كلما".split()) | WHEN_CONJUNCTIONS


def _condition(held: list[Word], at: int) -> bool:
    word = held[at]
    if word.written in _ALWAYS:
        return True
    following = held[at + 1].folded if at + 1 < len(held) else ""
    if word.written in _WHEN:
        if word.tanwin_last or not following:
            return False
        perfect = len(following) >= 3 and following.endswith(_PERSON_ENDINGS) and not following.endswith("ات")
        return following in _OPENS or following == "ما" or perfect
    if word.written not in _IF:
        return False
    return word.sukun_last or following in _OPENS


def _writes_if(word: Word) -> bool:
    """ "إن" or a bare "ان" (which may be it), never "أن" (that)."""
    bare = word.written[1:] if word.written[:1] in GLUED_CONJUNCTIONS else word.written
    return bare in {"إن", "ان"}


def _keys(held: list[Word], clauses: set[int]) -> set[str]:
    return {key for word in held if word.clause in clauses and content(word.folded) for key in word_keys(word.folded)}


def condition_dropped(sentence: str, excerpt: str) -> str | None:
    said = words(sentence)
    if written_forms(sentence) & _KEEPS or any(_writes_if(word) for word in said):
        return None
    restating_words = restating(sentence, excerpt)
    if restating_words is None:
        return None
    said_keys, held = restating_words
    for at, word in enumerate(held):
        if not _condition(held, at):
            continue
        own = said_keys & _keys(held, {word.clause})
        near = said_keys & _keys(held, {word.clause - 1, word.clause, word.clause + 1})
        if own and len(near) >= 2:
            return f"the condition '{word.written}' dropped"
    return None


def condition_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    detail = condition_dropped(sentence, excerpt)
    return [] if detail is None else [(CONDITION, detail)]
