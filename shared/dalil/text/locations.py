"""Where a thing stands against a place the excerpt names: inside it or outside, near it or far,
above or below, before or behind. A claim that keeps the excerpt's words and turns the relation
round ("بئر بعيدة عن الدير" written "بئر داخل الدير") passes the coverage checks while it asserts
another place.

- Location words by relation: inside (داخل، بداخل، وسط), outside (خارج)، far (بعيد، بعيدة، بعيدا),
  near (قرب، قريب، قريبة، بقرب، بجوار، بجانب), above (فوق، أعلى), below (تحت، أسفل), before (أمام،
  قدام), behind (خلف، وراء). Opposed: inside / outside, inside / far, near / far, above / below,
  before / behind (far and outside are not: "far from the monastery" is outside it).
- A relation holds the noun after it (within two words: "بعيدة عن الدير"). The claim's relation to a
  noun is refused when the restated excerpt sentence relates the same noun by an opposed one and
  never by the claim's.
"""

from __future__ import annotations

from dalil.text.restated import bare_forms, restated_sentence, text_keys, tokens, word_keys

# A finding kind, as `text.assertions`' (the validator's codes): a place the excerpt does not state.
LOCATION = "place"

_RELATIONS = {
    **dict.fromkeys("داخل بداخل وسط".split(), "inside"),
    **dict.fromkeys("خارج".split(), "outside"),
    **dict.fromkeys("بعيد بعيده بعيدا".split(), "far"),
    **dict.fromkeys("قرب قريب قريبه بقرب بجوار بجانب".split(), "near"),
    **dict.fromkeys("فوق اعلي".split(), "above"),
    **dict.fromkeys("تحت اسفل".split(), "below"),
    **dict.fromkeys("امام قدام".split(), "before"),
    **dict.fromkeys("خلف وراء".split(), "behind"),
}
_OPPOSED = {
    frozenset({"inside", "outside"}), frozenset({"inside", "far"}), frozenset({"near", "far"}),
    frozenset({"above", "below"}), frozenset({"before", "behind"}),
}  # fmt: skip
_LINKS = frozenset("عن من الي في".split())  # "بعيدة عن الدير", "قريبا من المدينة"
_REACH = 2


def _relations(text: str) -> list[tuple[str, frozenset[str]]]:
    """(relation, the keys of the noun it holds) for each location word of the text."""
    folded = tokens(text)
    found = []
    for i, tok in enumerate(folded):
        relation = next((_RELATIONS[form] for form in sorted(bare_forms(tok), key=len, reverse=True) if form in _RELATIONS), None)
        if relation is None:
            continue
        after = [word for word in folded[i + 1 : i + 1 + _REACH] if word not in _LINKS]
        if after:
            found.append((relation, word_keys(after[0])))
    return found


def relation_turned(sentence: str, excerpt: str) -> str | None:
    said = _relations(sentence)
    if not said:
        return None
    restated = restated_sentence(sentence, excerpt)
    if len(text_keys(sentence) & text_keys(restated)) < 2:
        return None
    held = _relations(restated)
    for relation, noun in said:
        others = {other for other, held_noun in held if held_noun & noun}
        if relation in others:
            continue
        opposed = [other for other in others if frozenset({relation, other}) in _OPPOSED]
        if opposed:
            return f"{relation} for {opposed[0]}"
    return None


def location_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    detail = relation_turned(sentence, excerpt)
    return [] if detail is None else [(LOCATION, detail)]
