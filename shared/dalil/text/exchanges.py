"""A word put in another word's place: what the claim checks (`text.assertions.claim_findings`)
read when the answer keeps the excerpt sentence's frame and changes what fills one slot of it.
The shared-word measure forgives one uncovered word (`answer_max_uncovered_terms`) so that an
answer may ADD a word ("نعم، …"); these checks make sure that word does not REPLACE one.

A slot is a position in a sentence named by its two neighbouring words (the sentence's edge counts
as a neighbour). Comparing the answer with the excerpt sentence it restates:
- **exchanged**: two words of the excerpt sentence swap slots in the answer (each stands where the
  other stood, told apart by a neighbour that differs): "مضى أ … أيها الأخ ب" -> "مضى ب … أيها الأخ
  أ"; "بالتقويم أ نسبة … في التقويم ب ليصبح" -> with أ and ب exchanged. Two words side by side
  ("أ وب" -> "ب وأ") only change their order, not their roles, and are not read.
- **substituted**: the answer puts, between the same two neighbours, a word the excerpt never writes
  for a word of the excerpt sentence the answer drops, and the new word is not of the old one's
  family (`text.word_families`: its root, or its synonym class; or the same quantifier) and no
  form of its root is anywhere in the excerpt — another event verb (تنيح ->
  استشهد), an opposite (دعا -> طرد), another place, name or origin. A rewording in the same slot
  (توفي for تنيح) passes, as an added word with new neighbours does. Also substituted: one
  definite noun put for a run of two or three words between the same two content words ("حزب
  العدالة والتنمية" -> "حزب الرفاه"), and a noun put in its slot in the other number (كنيسة ->
  كنائس), which the family check alone forgives as one root.
Pure text analysis on folded words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dalil.text.colloquial import function_word_readings
from dalil.text.forms import POSSESSIVE_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS, GLUED_PREPOSITIONS, unglued, unglued_forms, without_particles
from dalil.text.normalize import fold
from dalil.text.quantifiers import QUANTIFIERS
from dalil.text.stem import analyze
from dalil.text.support import strip_markers, term_set
from dalil.text.word_families import root_keys, spelled_alike, synonym_classes

_EDGE = frozenset({"<edge>"})
_FORM_TEN = "ست"


def _tokens(text: str) -> list[str]:
    return fold(strip_markers(text)).split()


def _keys(token: str) -> frozenset[str]:
    """What makes two folded tokens one word: its stemmed terms, or the token itself for a function
    word (which has none)."""
    terms = frozenset(analyze(token))
    return terms or frozenset({unglued(token, 2)})


def _content(token: str) -> bool:
    return bool(analyze(token)) or token.isdigit()


def _neighbour(keys: Sequence[frozenset[str]], at: int, step: int) -> frozenset[str]:
    at += step
    return keys[at] if 0 <= at < len(keys) else _EDGE


def _same(a: frozenset[str], b: frozenset[str]) -> bool:
    return not a.isdisjoint(b)


def _once(keys: Sequence[frozenset[str]], word: frozenset[str]) -> int | None:
    """The index of the one token of `keys` that is `word`; None when none or several are."""
    found = [i for i, other in enumerate(keys) if _same(other, word)]
    return found[0] if len(found) == 1 else None


def words_exchanged(sentence: str, excerpt_sentence: str) -> str | None:
    """Two words of the excerpt sentence that stand in each other's slots in `sentence`."""
    said, theirs = _tokens(sentence), _tokens(excerpt_sentence)
    said_keys, their_keys = [_keys(t) for t in said], [_keys(t) for t in theirs]
    placed = [
        (i, j) for i, tok in enumerate(said)
        if _content(tok) and _once(said_keys, said_keys[i]) is not None and (j := _once(their_keys, said_keys[i])) is not None
    ]  # fmt: skip
    for n, (i, j) in enumerate(placed):
        for k, m in placed[n + 1 :]:
            if abs(i - k) < 2 or abs(j - m) < 2 or (i < k) == (j < m):
                continue
            steps = [step for step in (-1, 1) if _swapped(said_keys, their_keys, (i, j), (k, m), step)]
            # A match on one side that leans on a sentence's edge holds only with the other side's:
            # "يشوع بن نون تنيح سنة 2570 للعالم" ends where "… 2570 للعالم تنيح … يشوع بن نون" ends, and
            # that alone is two phrases in another order, not two words in each other's slots.
            if steps and (len(steps) == 2 or not any(_leans_on_edge(their_keys, j, m, s) for s in steps)):
                return f"{said[i]} / {said[k]} exchanged"
    return None


def _swapped(
    said_keys: Sequence[frozenset[str]], their_keys: Sequence[frozenset[str]], first: tuple[int, int],
    second: tuple[int, int], step: int,
) -> bool:
    """Does each of the two words have, on the `step` side, the neighbour the other has in the excerpt?"""
    (i, j), (k, m) = first, second
    theirs_a, theirs_b = _neighbour(their_keys, j, step), _neighbour(their_keys, m, step)
    if _same(theirs_a, theirs_b):
        return False
    return _same(_neighbour(said_keys, i, step), theirs_b) and _same(_neighbour(said_keys, k, step), theirs_a)


def _leans_on_edge(their_keys: Sequence[frozenset[str]], j: int, m: int, step: int) -> bool:
    """Is one of the two excerpt words, on the `step` side, at its sentence's edge?"""
    return _EDGE in (_neighbour(their_keys, j, step), _neighbour(their_keys, m, step))




def _written_keys(token: str) -> frozenset[str]:
    """Every key a token may meet the excerpt's words by, glued particles taken off ("لدوق": دوق)."""
    return frozenset(key for form in unglued_forms(token, GLUED_PREPOSITIONS) for key in _keys(form))


def _family(token: str) -> tuple[frozenset[str], frozenset[int]]:
    """(root skeletons, synonym classes) of a folded token, read with and without glued particles."""
    forms = unglued_forms(token, GLUED_PREPOSITIONS)
    classes = synonym_classes()
    keys = {key for form in forms for key in (form, *analyze(form))}
    skeletons = {root for key in keys for root in root_keys(key)}
    # The derived stem استفعل keeps its ست after the weak letters go ("استشهد" -> "ستشهد"): its root
    # is what follows ("شهد", as in "الشهيد").
    skeletons |= {root[len(_FORM_TEN) :] for root in skeletons if root.startswith(_FORM_TEN) and len(root) - len(_FORM_TEN) >= 3}
    roots = frozenset(skeletons)
    return roots, frozenset(number for key in keys for number in classes.get(key, frozenset()))


def _quantifier(token: str) -> str | None:
    bare = unglued(token, 3)
    return QUANTIFIERS.get(bare[2:] if bare.startswith("ال") else bare)


def same_family(a: str, b: str) -> bool:
    """Two folded words that are one word reworded: a shared root skeleton or synonym class, the
    same quantifier ("الكل" for "الجميع"), or an Egyptian function word for the MSA one it stands for
    ("علشان" for "لكي", `colloquial.function_word_readings`)."""
    roots_a, classes_a = _family(a)
    roots_b, classes_b = _family(b)
    return (
        not roots_a.isdisjoint(roots_b) or not classes_a.isdisjoint(classes_b) or _quantifier(a) == _quantifier(b) is not None
        or _function_reading(a, b) or _function_reading(b, a) or _spelled_alike(a, b)
    )


def _spelled_alike(a: str, b: str) -> bool:
    """One word of a class of `data/paraphrase/` (discourse words too: كذلك for أيضا) as the near-quotation
    rule reads it (`word_families.spelled_alike`), a glued و/ف on both or neither ("وكذلك" for "وأيضا")."""
    if a[:1] == b[:1] and a[:1] in GLUED_CONJUNCTIONS and len(a) > 2 and len(b) > 2:
        a, b = a[1:], b[1:]
    return spelled_alike(a, b)


def _function_reading(a: str, b: str) -> bool:
    """`b` is an MSA word the Egyptian function word `a` stands for, a glued و/ف on both or neither
    ("واللي" for "والذي")."""
    if a[:1] == b[:1] and a[:1] in GLUED_CONJUNCTIONS and len(a) > 2 and len(b) > 2:
        a, b = a[1:], b[1:]
    return b in function_word_readings(a)


def _function_word(token: str) -> bool:
    """An Egyptian function word (`colloquial.function_word_readings`), a glued و/ف aside."""
    return bool(function_word_readings(token) or (token[:1] in GLUED_CONJUNCTIONS and function_word_readings(token[1:])))


def _quantifiers(a: str, b: str) -> bool:
    """Two quantifiers or ordinals: which one is said is `text.quantifiers`' check, not this one."""
    return _quantifier(a) is not None and _quantifier(b) is not None


def word_substituted(sentence: str, excerpt_sentence: str, excerpt: str) -> str | None:
    """A word of `sentence` that the excerpt never writes, standing between the same two neighbours
    as a word of the excerpt sentence that `sentence` drops, and of another family than it."""
    said, theirs = _tokens(sentence), _tokens(excerpt_sentence)
    said_keys, their_keys = [_keys(t) for t in said], [_keys(t) for t in theirs]
    held = frozenset(key for tok in _tokens(excerpt) for key in _keys(tok))
    held_roots = frozenset(root for term in term_set(excerpt) for root in _family(term)[0])
    kept = frozenset(key for tok in said for key in _written_keys(tok))
    new = frozenset(
        i for i, tok in enumerate(said)
        if _content(tok) and not tok.isdigit() and _written_keys(tok).isdisjoint(held) and _family(tok)[0].isdisjoint(held_roots)
        and not _function_word(tok)  # an Egyptian function word ("القديس ده"): no word of the record put in a slot
    )  # fmt: skip
    for i, tok in enumerate(said):
        if i not in new:
            continue  # the excerpt writes the word, or a form of its root ("الشهيدان" beside "استشهد")
        left, right = _neighbour(said_keys, i, -1), _neighbour(said_keys, i, 1)
        for j, other in enumerate(theirs):
            if not _content(other) or other.isdigit() or not their_keys[j].isdisjoint(kept):
                continue
            if not (_same(_neighbour(their_keys, j, -1), left) and _same(_neighbour(their_keys, j, 1), right)):
                continue
            if not same_family(tok, other) and not _quantifiers(tok, other):
                return f"{tok} for {other}"
    run = _run_substituted(said, theirs, said_keys, their_keys, new, kept)
    return run or _number_changed(said, theirs, said_keys, their_keys, _tokens(excerpt))


# A replaced run holds 2 to 3 content words of the excerpt sentence ("حزب العدالة والتنمية") and
# the answer puts ONE definite noun in their place ("الرفاه"): a name, a title, a place. One word
# replaced along with its preposition ("يقع في" -> "يوافق") is as often a rewording the synonym
# classes do not list as another verb ("قبلت من" -> "أعطيت"), and so is a clause restated in other
# words ("يقع مقر" -> "يقيم", "موفدين من قبل" -> "أوفدهم"): both are left to the coverage slack.
_RUN_MIN_CONTENT = 2
_RUN_CONTENT = 3
_RUN_NEW = 1
_ARTICLE_FORMS = ("ال", "وال", "فال", "بال", "لل", "كال")


def _anchor(said: list[str], new: frozenset[int], at: int, step: int) -> int:
    """The nearest content word of `said` from `at` in direction `step` that is not new (-1 or
    len(said) at the sentence's edge)."""
    at += step
    while 0 <= at < len(said) and (at in new or not _content(said[at])):
        at += step
    return at


def _positions(keys: Sequence[frozenset[str]], word: frozenset[str]) -> list[int]:
    return [j for j, other in enumerate(keys) if _same(other, word)]


def _run_substituted(
    said: list[str], theirs: list[str], said_keys: list[frozenset[str]], their_keys: list[frozenset[str]],
    new: frozenset[int], kept: frozenset[str],
) -> str | None:
    """A definite noun the excerpt never writes, put between the same two content words as a run of
    two or three content words of the excerpt sentence that the answer drops, of another family
    than each: "حزب العدالة والتنمية" -> "حزب الرفاه", "على يد الوالي الروماني" -> "على يد الكاهن".
    Function words between the two anchors may change with them. The sentence's edge is no anchor: an opener
    dropped for another ("في مثل هذا اليوم" -> "نعم،") is the answer's framing, not a claim."""
    for i in sorted(new):
        left, right = _anchor(said, new, i, -1), _anchor(said, new, i, 1)
        placed = [k for k in range(left + 1, right) if k in new]
        if left < 0 or right >= len(said) or len(placed) > _RUN_NEW or placed[0] != i or not said[i].startswith(_ARTICLE_FORMS):
            continue
        for a in _positions(their_keys, said_keys[left]):
            for b in _positions(their_keys, said_keys[right]):
                dropped = [theirs[j] for j in range(a + 1, b) if _content(theirs[j]) and not theirs[j].isdigit()]
                if not _RUN_MIN_CONTENT <= len(dropped) <= _RUN_CONTENT or b - a - 1 > 2 * _RUN_CONTENT:
                    continue
                if any(not _written_keys(tok).isdisjoint(kept) for tok in dropped):
                    continue  # a word of the run is still said: an insertion or a reordering, not a replacement
                words = [said[k] for k in placed]
                if not any(same_family(w, d) or _quantifiers(w, d) for w in words for d in dropped):
                    return f"{' '.join(words)} for {' '.join(dropped)}"
    return None


# The broken plurals whose shape tells them from their singular without a lexicon: فعائل (كنائس،
# رسائل، ملائكة), فعاليل (تلاميذ، عناقيد), أفعال (أبناء، أعداء) and فعلاء (شهداء، علماء), read
# on the word without a glued particle, the article or a pronoun ending. مفاعل is as often a
# participle (مساعد), فعال and فعول as often singulars (كتاب، رسول): not read. A sound plural is
# its singular and a suffix (المعلم / المعلمون، صلاة / صلوات is broken and not read).
_BROKEN_PLURAL = re.compile(r"^(?:..ائ..?|..ا.ي.|ا..ا[ءئ]|...اء)$")
_SOUND_PLURAL_ENDINGS = ("ون", "ين", "ات")
_PRONOUN_ENDINGS = POSSESSIVE_PRONOUNS
_TANWIN_ALIF = "ا"
_AFAAL_LENGTH = 5


def _stems(token: str) -> set[str]:
    """A folded word without a glued particle or the article, and without a pronoun ending or the
    accusative tanwin's alif ("طفلا" -> طفل, "أطفالا" -> اطفال)."""
    stems = set(without_particles(token))
    for stem in list(stems):
        for ending in (*_PRONOUN_ENDINGS, _TANWIN_ALIF):
            if stem.endswith(ending) and len(stem) - len(ending) >= 3:
                stems.add(stem[: -len(ending)])
    return stems


def _afaal_of(plural: str, singulars: set[str]) -> bool:
    """The أفعال plural of a three-letter فعل singular, letter for letter (طفل / أطفال، ولد /
    أولاد، سرار is no plural of سر): read only against its own singular, since the shape alone is
    as often a form-IV verbal noun (إيمان، إنسان)."""
    return len(plural) == _AFAAL_LENGTH and plural[0] == plural[3] == "ا" and plural[1] + plural[2] + plural[4] in singulars


def _plural_of(plural: str, singular: str) -> bool:
    """Whether `plural` is a plural of `singular`'s shape: a broken plural pattern the singular
    does not have, or the singular's stem with a sound plural suffix."""
    plurals, singulars = _stems(plural), _stems(singular)
    if any(_BROKEN_PLURAL.match(stem) for stem in plurals) and not any(_BROKEN_PLURAL.match(stem) for stem in singulars):
        return True
    if any(_afaal_of(stem, singulars) for stem in plurals):
        return True
    bare = {stem[:-1] if stem.endswith("ه") else stem for stem in singulars}
    return any(stem[: -len(ending)] in bare for stem in plurals for ending in _SOUND_PLURAL_ENDINGS if stem.endswith(ending))


def _number_changed(
    said: list[str], theirs: list[str], said_keys: list[frozenset[str]], their_keys: list[frozenset[str]],
    excerpt_tokens: list[str],
) -> str | None:
    """A noun of the excerpt sentence put in its own slot in the other number: the same root,
    one of the two plural-shaped and the other not ("بنوا كنيسة كبيرة" -> "بنوا كنائس كبيرة",
    "حمله تلاميذه" -> "حمله تلميذه"). The substitution check forgives the pair as one family."""
    # Read on the words as written: the stemmer folds a sound plural into its singular.
    written = {stem for tok in excerpt_tokens for stem in _stems(tok)}
    said_written = {stem for tok in said for stem in _stems(tok)}
    for i, tok in enumerate(said):
        if not _content(tok) or tok.isdigit() or not _stems(tok).isdisjoint(written):
            continue
        left, right = _neighbour(said_keys, i, -1), _neighbour(said_keys, i, 1)
        for j, other in enumerate(theirs):
            if not _content(other) or not _stems(other).isdisjoint(said_written):
                continue
            if not (_same(_neighbour(their_keys, j, -1), left) and _same(_neighbour(their_keys, j, 1), right)):
                continue
            if not _family(tok)[0].isdisjoint(_family(other)[0]) and (_plural_of(tok, other) or _plural_of(other, tok)):
                return f"{tok} for {other}: another number"
    return None
