"""Word families: when two words are one word reworded. A root skeleton (the term without its weak
letters) and the closed synonym classes of `data/paraphrase/synonyms.txt`. Used by the paraphrase
measure (`text.paraphrase`: a rewording covers the excerpt) and by the claim checks
(`text.exchanges`: a word put in another's place is a rewording only when it is of that word's
family). Imports nothing of the claim checks, so both may use it. Also the discourse openers of
`data/paraphrase/discourse.txt` ("نعم"), which neither counts as a content word.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from importlib import resources

from dalil.text.normalize import fold
from dalil.text.stem import analyze

SYNONYMS_FILE = "synonyms.txt"
# Egyptian everyday words and the MSA words they stand for (شاف / رأى), read as more classes.
EGYPTIAN_FILE = "egyptian.txt"
DISCOURSE_FILE = "discourse.txt"
_WEAK_LETTERS = frozenset("اويءئؤ")
_DERIVATION_PREFIXES = frozenset("تمين")
_MIN_ROOT = 3
_FINAL_HA = "ه"
_SPELLING_ONLY = "="
# A word written "^word" is narrower than the rest of its class (EQUIV61): it says more than they do (تنيح, a
# saint's repose, against مات), so a claim may say it only where the record does, while the record's narrower
# word may be said by any word of the class (a claim may be less specific than the record, never more).
_NARROWER = "^"
_MARKS = _SPELLING_ONLY + _NARROWER


# A pure reading of one word, asked ~100 times an ask (the offline answerer's terms of every
# sentence, through `egyptian_verbs._roots_of`, and the slot fillers' keys), mostly of words met
# before: remembered per word (benchmarks/performance/RESULTS.md, PERF37).
@lru_cache(maxsize=65_536)
def root_keys(term: str) -> frozenset[str]:
    """The root skeletons a stemmed term may share with another form of its root."""
    skeleton = "".join(ch for ch in term if ch not in _WEAK_LETTERS)
    if len(skeleton) > _MIN_ROOT and skeleton.endswith(_FINAL_HA):
        skeleton = skeleton[:-1]
    keys: set[str] = set()
    if len(skeleton) >= _MIN_ROOT:
        keys.add(skeleton)
    if len(skeleton) > _MIN_ROOT and skeleton[0] in _DERIVATION_PREFIXES:
        keys.add(skeleton[1:])
    return frozenset(keys)


def parse_synonym_classes(text: str, stems: bool = True) -> dict[str, frozenset[int]]:
    """Word (its folded form and its stemmed term) -> the classes it belongs to; one class per
    non-comment line. A word that stems to nothing (a stop word: ثم، عندما) is kept by its folded
    form; a word written "=word" by its folded form only (its stem is another word's). With `stems`
    off, every word by its folded form only: the forms as listed, their pronouns and affixes kept."""
    classes: dict[str, set[int]] = {}
    for number, line in enumerate(text.splitlines()):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        for word in line.split():
            spelling_only = _SPELLING_ONLY in word[:2]
            folded = fold(word.lstrip(_MARKS))
            for key in {folded} if spelling_only or not stems else {folded, *analyze(folded)}:
                classes.setdefault(key, set()).add(number)
    return {key: frozenset(ids) for key, ids in classes.items()}


@lru_cache(maxsize=1)
def synonym_classes() -> dict[str, frozenset[int]]:
    """The classes of `synonyms.txt` and of `egyptian.txt` (one text: a line is one class)."""
    folder = resources.files("dalil") / "data" / "paraphrase"
    return parse_synonym_classes("\n".join((folder / name).read_text(encoding="utf-8") for name in (SYNONYMS_FILE, EGYPTIAN_FILE)))


def synonyms_of(key: str) -> frozenset[str]:
    """The keys (folded words and their stems) that share a class of `synonym_classes` with `key`, itself too: the
    words a sentence may say a question's verb by ("يأكل": "طعامه", "كان طعامه … = كان يأكل …"). Empty: no class."""
    members = _class_members()
    return frozenset(other for number in synonym_classes().get(key, frozenset()) for other in members[number])


@lru_cache(maxsize=1)
def _class_members() -> dict[int, frozenset[str]]:
    return members_by_class(synonym_classes())


def members_by_class(classes: Mapping[str, frozenset[int]]) -> dict[int, frozenset[str]]:
    """Class number -> its keys: the inverse of a `parse_synonym_classes` map."""
    members: dict[int, set[str]] = {}
    for key, numbers in classes.items():
        for number in numbers:
            members.setdefault(number, set()).add(key)
    return {number: frozenset(keys) for number, keys in members.items()}


@lru_cache(maxsize=1)
def egyptian_classes() -> dict[str, frozenset[int]]:
    """The classes of `egyptian.txt` alone: an Egyptian everyday word and the MSA words it stands for
    (`text.egyptian_verbs` reads a question's Egyptian words by them; the MSA classes of
    synonyms.txt give an Egyptian word's stem its MSA senses: "حصلهم", it happened to them, is no
    "حصل على", obtained)."""
    folder = resources.files("dalil") / "data" / "paraphrase"
    return parse_synonym_classes((folder / EGYPTIAN_FILE).read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def spelled_classes() -> dict[str, frozenset[int]]:
    """The classes of `synonyms.txt`, `egyptian.txt` and `discourse.txt` (one text: a line is one class),
    each word by its folded spelling only (`parse_synonym_classes` with `stems` off): two words share a
    class only as written, a pronoun or affix on one is no form of the other (أرسله is not بعتها). What the
    near-quotation rule (`text.quotation`) reads as the same word written in another register or synonym."""
    return parse_synonym_classes(_all_classes_text(), stems=False)


def _all_classes_text() -> str:
    folder = resources.files("dalil") / "data" / "paraphrase"
    return "\n".join((folder / name).read_text(encoding="utf-8") for name in (SYNONYMS_FILE, EGYPTIAN_FILE, DISCOURSE_FILE))


def parse_narrower(text: str) -> dict[str, frozenset[int]]:
    """Word (folded, as written) -> the classes of `text` in which it is written "^word", narrower than the rest."""
    narrower: dict[str, set[int]] = {}
    for number, line in enumerate(text.splitlines()):
        for word in line.split("#", 1)[0].split():
            if _NARROWER in word[:2]:
                narrower.setdefault(fold(word.lstrip(_MARKS)), set()).add(number)
    return {key: frozenset(ids) for key, ids in narrower.items()}


@lru_cache(maxsize=1)
def narrower_classes() -> dict[str, frozenset[int]]:
    """`parse_narrower` of the classes `spelled_classes` reads (their line numbers are the same)."""
    return parse_narrower(_all_classes_text())


# The endings a class line writes its forms with (a person, a number, an object pronoun: قال قالت
# قالوا, شافه شافها, لانه لانهم): two words of one class say the same only with the same ending.
_ENDINGS = sorted("هما هم ها ه كم نا ني ك وا ون ين ات تا ت ن".split(), key=len, reverse=True)


def _ending(word: str, shared: frozenset[int]) -> str:
    """The ending `word` adds to another word of the classes `shared` (the longest), or ''."""
    classes = spelled_classes()
    return next(
        (end for end in _ENDINGS if word.endswith(end) and not classes.get(word[: -len(end)], frozenset()).isdisjoint(shared)), ""
    )


def spelled_alike(a: str, b: str) -> bool:
    """Two bare folded words of one class of `spelled_classes` as both are written, with the same ending
    (بعت for أرسل, كذلك for أيضا; قالت is not قال, لأنه not لأنهم): the near-quotation rule's synonym
    (`text.quotation`) and no substitution for `text.exchanges` (FAITH37: one reading for both). `a` is the
    claim's word, `b` the record's: `a` narrower than the class where `b` is not ("^", `narrower_classes`:
    تنيح said for مات) says more than the record and is not alike; the other way it is."""
    classes, narrower = spelled_classes(), narrower_classes()
    shared = classes.get(a, frozenset()) & classes.get(b, frozenset())
    shared -= narrower.get(a, frozenset()) - narrower.get(b, frozenset())
    return bool(shared) and _ending(a, shared) == _ending(b, shared)


def parse_discourse_words(text: str) -> frozenset[str]:
    """The folded forms of the words of a discourse list, comments aside: matched by spelling (a
    word's stem may be a content word's: وبالتالي stems to تال)."""
    return frozenset(fold(word) for line in text.splitlines() for word in line.split("#", 1)[0].split())


@lru_cache(maxsize=1)
def discourse_words() -> frozenset[str]:
    resource = resources.files("dalil") / "data" / "paraphrase" / DISCOURSE_FILE
    return parse_discourse_words(resource.read_text(encoding="utf-8"))
