"""How much and which one a sentence claims: quantifiers, restrictions and ordinals, and the
compound names of Arabic (kunya) — what the claim checks (`text.assertions.claim_findings`) read
on top of shared words, since "كل تلاميذه" and "بعض تلاميذه" share every content term.

- Quantifiers (`QUANTIFIERS`, a closed class of Arabic grammar, folded): all (كل، جميع، كافة، and the emphatic أجمعين),
  some (بعض), most (معظم، أغلب، أكثر + a definite noun), few (قليل), several (عدة), only (وحده،
  فقط، الوحيد، إلا، سوى) and the ordinals (أول/الأولى … العاشر، الأخير). A sentence's quantifier is
  attached to the content words next to it; when one of them is restated from the excerpt,
  the excerpt's own quantifiers next to that word must include the same one: "بعض تلاميذه" ->
  "كل تلاميذه", "الأعجوبة الأولى" -> "الأخيرة", "أول عربي" -> "العربي الوحيد" fail; "الأعجوبة
  الأولى" -> "أول أعجوبة" and "الماء فقط" -> "إلا الماء" pass. A strong quantifier (all, most,
  only, an ordinal) added to a restated word where the excerpt sentence has none of its kind
  fails too ("الوحيد", "فقط", "كل"); a weak one (some, few, several) added only narrows the claim.
  "آخر" is left out: it is "another" as often as "last".
- Kunya names: أبو/أبا + a word is a name (أبو سفيان، أبو جهل) whatever the word; أم/ابن/بنت +
  a word is one when the excerpt writes the same kin word before another word. The word after
  it must be the excerpt's ("أبو سفيان" -> "أبو جهل" fails).
- Words that stand where names stand but are none: Egyptian demonstratives ("القديس ده") and a
  verb led by the conjunction ف ("فرفض": a name is not led by ف unless the corpus writes it so).
"""

from __future__ import annotations

from collections.abc import Collection

from dalil.text.offices import FATHER_IN_CONSTRUCT
from dalil.text.ordinals import ORDINAL_WORDS
from dalil.text.restated import bare_forms, content, restated_sentence, word_keys
from dalil.text.restated import tokens as folded_tokens
from dalil.text.stem import EGYPTIAN_DEMONSTRATIVES, STOPWORDS

QUANTIFIER = "quantifier"  # a finding kind, as `text.assertions`' kinds
NAME = "name"  # the kind `text.assertions` gives a name the excerpt does not hold

ALL, SOME, MOST, FEW, SEVERAL, ONLY, LAST = "all", "some", "most", "few", "several", "only", "last"

# Folded bare forms (article and glued particles removed) -> what they claim.
QUANTIFIERS: dict[str, str] = {
    **dict.fromkeys("كل كلهم كلها كلهما جميع جميعهم جميعها جميعا كافه كافتهم اجمعين اجمع".split(), ALL),
    **dict.fromkeys("بعض بعضهم بعضها".split(), SOME),
    **dict.fromkeys("معظم معظمهم اغلب اغلبهم غالبيه اغلبيه اكثريه".split(), MOST),
    **dict.fromkeys("قليل قليله قلائل قله".split(), FEW),
    **dict.fromkeys("عده".split(), SEVERAL),
    **dict.fromkeys("وحده وحدها وحدهم وحدهما فقط وحيد وحيده الا سوي".split(), ONLY),
    **dict.fromkeys("اول اولي".split(), "1"),
    **{word: str(value) for word, value in ORDINAL_WORDS.items()},
    **dict.fromkeys("اخير اخيره".split(), LAST),
}  # fmt: skip
# Adding one of these to what the excerpt states is a stronger claim than the excerpt's.
_STRONG = frozenset({ALL, MOST, ONLY, LAST, "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"})
# "أكثر" is "most" only before a definite noun ("أكثر الناس"); else a comparative or a bound.
_MOST_BEFORE_DEFINITE = "اكثر"
# "إلا أن" is "however", not a restriction.
_NOT_RESTRICTING_AFTER_ILLA = frozenset("ان انه انها انهم".split())
_ATTACHED = 2  # content words on its side that a quantifier is taken to qualify

# Kin words that make a compound name with the word after them (folded).
# Not "أبي": it is also "my father" ("قال لأبي"), which a changed name must not be read in.
_KUNYA = FATHER_IN_CONSTRUCT - {"ابي"}
_KIN_NAMES = frozenset({"ام", "ابن", "بنت"})


def quantifier(tokens: list[str], i: int) -> str | None:
    """What the folded token at `i` claims (`QUANTIFIERS`), or None."""
    token = tokens[i]
    following = tokens[i + 1] if i + 1 < len(tokens) else ""
    for form in sorted(bare_forms(token), key=len, reverse=True):
        if form == _MOST_BEFORE_DEFINITE and token == form and following.startswith("ال"):
            return MOST
        if form not in QUANTIFIERS:
            continue
        if form == "الا" and (token != form or following in _NOT_RESTRICTING_AFTER_ILLA):
            continue  # a glued "والا" is "or else"
        if form == "عده" and token not in ("عده", "وعده"):
            continue  # "بعده" is "after him"
        return QUANTIFIERS[form]
    return None


def _content(token: str) -> bool:
    return len(token) >= 2 and token not in STOPWORDS and not token.isdigit()


_AFTER_ITS_WORD = frozenset("فقط وحده وحدها وحدهم وحدهما جميعا اجمعين اجمع".split())
_PRONOUNS = ("هم", "ها", "هما")
_ARTICLES = ("ال", "وال", "فال", "بال", "كال", "لل", "ولل", "فلل")
_BEFORE_ITS_WORD = frozenset({"الا"})  # "إلا الماء": led by alif-lam, no article


def _follows_its_word(token: str) -> bool:
    """Whether a quantifier qualifies the word before it: an adjective with the article ("العربي
    الوحيد", "الأعجوبة الأولى"), one with a pronoun ("تلاميذه كلهم"), "فقط", "وحده"; else
    it is in construct with the word after it ("كل تلاميذه", "أول عربي", "إلا الماء")."""
    if token in _BEFORE_ITS_WORD:
        return False
    forms = bare_forms(token)
    return token.startswith(_ARTICLES) or not forms.isdisjoint(_AFTER_ITS_WORD) or token.endswith(_PRONOUNS)


def _attached(tokens: list[str], i: int, quantifiers: list[str | None]) -> list[str]:
    """The content words the quantifier at `i` qualifies: up to `_ATTACHED` on its side."""
    if _follows_its_word(tokens[i]):
        return [t for j, t in enumerate(tokens[:i]) if quantifiers[j] is None and _content(t)][-_ATTACHED:]
    return [t for j, t in enumerate(tokens[i + 1 :], i + 1) if quantifiers[j] is None and _content(t)][:_ATTACHED]


def _quantified(text: str) -> list[tuple[str, str, list[str]]]:
    """(token, what it claims, the content words it is attached to) for each quantifier of `text`."""
    tokens = folded_tokens(text)
    found = [quantifier(tokens, i) for i in range(len(tokens))]
    return [(tokens[i], claim, _attached(tokens, i, found)) for i, claim in enumerate(found) if claim is not None]


def quantifier_mismatch(sentence: str, excerpt: str) -> str | None:
    """A quantifier or ordinal the sentence attaches to a word of the excerpt where the excerpt
    attaches another to it ("بعض تلاميذه" -> "كل تلاميذه"), or a strong one where the excerpt
    sentence it restates has none of its kind ("أول عربي" -> "العربي الوحيد" is the first;
    "فقط" added is the second). None when the sentence claims what the excerpt claims."""
    excerpt_keys = {key for tok in folded_tokens(excerpt) for key in word_keys(tok)}
    held = [(claim, frozenset(k for word in words for k in word_keys(word))) for _, claim, words in _quantified(excerpt)]
    restated_claims = {claim for _, claim, _ in _quantified(restated_sentence(sentence, excerpt))}
    for token, claim, words in _quantified(sentence):
        restated = {k for word in words for k in word_keys(word)} & excerpt_keys
        if not restated:
            continue  # qualifies nothing the excerpt states: the coverage checks judge it
        near = {other for other, keys in held if keys & restated}
        if claim in near:
            continue
        if near:
            return f"{token} for {'/'.join(sorted(near))}"
        if claim in _STRONG and claim not in restated_claims:
            return f"{token} added"
    return None


def _name_after(tokens: list[str], i: int) -> str | None:
    if i + 1 >= len(tokens):
        return None
    word = tokens[i + 1]
    if word in STOPWORDS or word.isdigit() or len(word) < 3:
        return None
    return word


def kunya_mismatch(sentence: str, excerpt: str) -> str | None:
    """A compound name of the sentence (أبو/أبا + word; أم/ابن/بنت + word where the excerpt
    writes the same kin word before another) whose second word the excerpt does not hold:
    "أبو سفيان" -> "أبو جهل"."""
    excerpt_tokens = folded_tokens(excerpt)
    excerpt_keys = {key for tok in excerpt_tokens for key in word_keys(tok)}
    kin_followers: dict[str, set[str]] = {}
    for i, tok in enumerate(excerpt_tokens):
        word = _name_after(excerpt_tokens, i)
        for form in bare_forms(tok) & (_KUNYA | _KIN_NAMES):
            if word is not None:
                kin_followers.setdefault(form, set()).add(word)
    tokens = folded_tokens(sentence)
    for i, tok in enumerate(tokens):
        word = _name_after(tokens, i)
        if word is None or word.startswith("ال") or word_keys(word) & excerpt_keys:
            continue
        for form in bare_forms(tok):
            if form in _KUNYA or (form in _KIN_NAMES and kin_followers.get(form)):
                return f"{tok} {word}"
    return None


def not_a_name(token: str, known_names: Collection[str] = frozenset()) -> bool:
    """A folded word that stands where a name stands but is none: an Egyptian demonstrative
    ("القديس ده") or a word led by the conjunction ف that the corpus writes as a name only
    without it ("فرفض": "then he refused")."""
    if token in EGYPTIAN_DEMONSTRATIVES:
        return True
    return token.startswith("ف") and token not in known_names and token[1:] in known_names


# First and last, folded: "أول أجزائه" -> "آخر أجزائه", "الجزء الأول" -> "الجزء الأخير". "آخر" is
# also "another": read only beside the same word as the excerpt's "أول".
_FIRST = frozenset("اول الاول الاولي اولي".split())
_LAST = frozenset("اخر الاخر الاخير الاخيره اخير اخيره".split())
# Either end: "في الآخر" (in the end), "أول ما" place a deed in a story and never say whose story it is.
END_WORDS = _FIRST | _LAST


def _ends(text: str) -> set[tuple[str, str, str]]:
    """(first|last, side, neighbour) for each first or last word of the text and its neighbours."""
    folded = folded_tokens(text)
    found: set[tuple[str, str, str]] = set()
    for i, tok in enumerate(folded):
        end = "first" if tok in _FIRST else "last" if tok in _LAST else None
        if end is None:
            continue
        if i + 1 < len(folded) and content(folded[i + 1]):
            found.add((end, "next", folded[i + 1]))
        if i and content(folded[i - 1]):
            found.add((end, "previous", folded[i - 1]))
    return found


def first_made_last(sentence: str, excerpt: str) -> str | None:
    """The excerpt's "first" beside a word, written "last" beside the same word (or the reverse):
    read where `quantifier_mismatch` (which reads "الأول" -> "الأخير" on the same noun) finds nothing,
    so the same bend is not reported twice."""
    held = _ends(restated_sentence(sentence, excerpt))
    for end, side, neighbour in _ends(sentence):
        other = "last" if end == "first" else "first"
        if (other, side, neighbour) in held and (end, side, neighbour) not in held:
            return f"{end} for the excerpt's {other} ({neighbour})"
    return None


def quantifier_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    """(finding kind, detail) for what `sentence` claims of how many or which one, or a compound
    name, that `excerpt` does not state."""
    findings: list[tuple[str, str]] = []
    quantified = quantifier_mismatch(sentence, excerpt) or first_made_last(sentence, excerpt)
    if quantified is not None:
        findings.append((QUANTIFIER, quantified))
    kunya = kunya_mismatch(sentence, excerpt)
    if kunya is not None:
        findings.append((NAME, kunya))
    return findings
