"""Paraphrase-tolerant coverage: whether ONE excerpt covers the content words of an answer sentence
written in other words than the excerpt's. The share-of-shared-terms measure of `text.support`
only passes near-copies; a model says تنيح as توفي, فقصد as فذهب, يرموه as برميه.

A sentence term is covered by an excerpt when the excerpt holds
- the same term (`text.stem.analyze`: folded, stemmed), or
- a word of the same root skeleton: the term with its weak letters (ا و ي ء ئ ؤ) and a final ه
  (ة folded) removed, at least three letters left, and one derivational prefix letter (ت م ي ن)
  dropped from a skeleton of four or more (الأكابر / الكبار, يساعد / المساعدة, تعلم / علم) —
  `text.word_families`; here also, since a root whose first radical is a hamza (أكل، أهل) loses
  it with the weak letters, a term led by ا (after one ي/ت/ن prefix of the imperfect) keeps that
  ا as a radical (يأكل / أكل, أهالي / أهل), or
- a word of one of its synonym classes (`data/paraphrase/synonyms.txt`): a closed class of narrative
  verbs, nouns and connectives interchangeable in a claim, written from Arabic usage — never two
  events, opposites, names, numbers, places, offices or kin; and `egyptian.txt`, an Egyptian everyday
  word with the MSA word it stands for (شاف / رأى). A class word covers only a word said with the
  same polarity (after لم/لا/لن/ليس, or not): a synonym must not hide a dropped negation.
An excerpt word is also read without its glued preposition ("لدير": دير) and with its hamza seat
aside ("رديئا" / "رديا"); a particle with its object pronoun ("أنه", "عندها") and the vocative are
function words.
A discourse opener or linking adverb (`data/paraphrase/discourse.txt`: نعم، أيضا، كما، وبالتالي …)
asserts nothing about the record: it is no content term of the sentence.
Order is free (terms are a set). Numbers are not terms here: the claim checks compare them by value.
The stemmer leaves a glued particle on some words ("واقر", "ليذكر", "لتساعد"): a word is also read
without one glued و/ف and then one ل/ب; a word that is a stop word once they are off ("فقد", "بهم")
is a function word, covered — never a negator ("وما", "ولم": polarity is not reworded).
Pure text analysis; what this measure may excuse is decided in `answer.support.sentence_findings`.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache

from dalil.text.assertions import is_number
from dalil.text.forms import POSSESSIVE_PRONOUNS, names_month
from dalil.text.glued import BY_AND_TO, GLUED_CONJUNCTIONS, unglued_forms
from dalil.text.normalize import fold
from dalil.text.offices import office
from dalil.text.stem import STOPWORDS, analyze
from dalil.text.support import strip_markers, term_set
from dalil.text.word_families import discourse_words, root_keys, synonym_classes

_HAMZA = "ا"
_IMPERFECT_PREFIXES = frozenset("يتن")
_MIN_ROOT = 3
_FINAL_HA = "ه"
_WEAK_LETTERS = frozenset("اويءئؤ")
# Never a function word to excuse: a negator glued to a particle ("وما", "ولا", "فلم") is the
# claim's polarity, and "وما" before a clause may be one the polarity check reads as "and what".
_NEGATORS = frozenset("ما لا لم لن ليس ليست مش مفيش".split())
# The negators that make the next word negated for the synonym classes' polarity (`_after_negator`):
# not "ما", which is as often "what" ("بثمن ما يجزه").
_CLAUSE_NEGATORS = _NEGATORS - {"ما"}


def paraphrase_root_keys(term: str) -> frozenset[str]:
    """`word_families.root_keys`, and for a term led by ا (after one ي/ت/ن of the imperfect) the
    skeleton that keeps that ا as the root's first radical (a hamza: يأكل / أكل)."""
    keys = set(root_keys(term))
    hamza_led = term[1:] if len(term) > _MIN_ROOT and term[0] in _IMPERFECT_PREFIXES and term[1] == _HAMZA else term
    if hamza_led.startswith(_HAMZA):
        radicals = _HAMZA + "".join(ch for ch in hamza_led[1:] if ch not in _WEAK_LETTERS)
        if len(radicals) > _MIN_ROOT and radicals.endswith(_FINAL_HA):
            radicals = radicals[:-1]
        if len(radicals) >= _MIN_ROOT:
            keys.add(radicals)
    return frozenset(keys)


@dataclass(frozen=True)
class ExcerptProfile:
    terms: frozenset[str]
    roots: frozenset[str]
    classes: frozenset[int]
    offices: frozenset[str] = frozenset()  # office and kin keys (`assertions.office`) its words name
    # The classes of its words right after a negator ("لم أجلس"), and of its other words: a
    # synonym covers a word said with the same polarity only (`_class_covered`).
    negated_classes: frozenset[int] = frozenset()
    plain_classes: frozenset[int] = frozenset()




def _token_keys(token: str) -> set[str]:
    return {key for form in unglued_forms(token) for key in (form, *analyze(form))}


def _after_negator(tokens: list[str], at: int) -> bool:
    """The word at `at` follows a negator ("لم أجلس", "ولا دخلت", the colloquial reader's "لا قعد")."""
    if at == 0:
        return False
    before = tokens[at - 1]
    return before in _CLAUSE_NEGATORS or (len(before) > 2 and before[0] in GLUED_CONJUNCTIONS and before[1:] in _CLAUSE_NEGATORS)


@lru_cache(maxsize=4096)  # validation asks about the same excerpt for every sentence citing it
def excerpt_profile(excerpt: str) -> ExcerptProfile:
    classes = synonym_classes()
    terms = term_set(excerpt)
    found: set[int] = set()
    # The excerpt's words are read without a glued particle the stemmer keeps ("لمساعدتهم"), as
    # the sentence's are: their roots join the excerpt's.
    unglued: set[str] = set()
    negated: set[int] = set()
    tokens = fold(strip_markers(excerpt)).split()
    for at, token in enumerate(tokens):
        for key in _token_keys(token) | set(_phrases(tokens, at)):
            (negated if _after_negator(tokens, at) else found).update(classes.get(key, frozenset()))
        unglued.update(term for form in unglued_forms(token)[1:] for term in analyze(form))
    roots = frozenset(key for term in terms | unglued for key in paraphrase_root_keys(term))
    offices = frozenset(name for token in tokens if (name := office(token)) is not None)
    # A word with its glued preposition off is the word ("لدير السلطان" holds "دير"), and a hamza
    # written on its seat or not is one spelling ("رديئا" / "رديا", "فضائله" / "فضايله").
    terms = frozenset(terms | unglued | {_hamzaless(term) for term in terms | unglued})
    return ExcerptProfile(
        terms=terms, roots=roots, classes=frozenset(found | negated), offices=offices,
        negated_classes=frozenset(negated), plain_classes=frozenset(found),
    )


def _phrases(tokens: list[str], at: int) -> list[str]:
    """The two-word readings that start at `at` (the first word with and without its glued و/ف): a class of
    `data/paraphrase/` may hold a phrase ("إذ إن", "حيث إن" for "لأن")."""
    if at + 1 >= len(tokens):
        return []
    return [f"{form} {tokens[at + 1]}" for form in unglued_forms(tokens[at])[:2]]


def _phrase_covered_words(sentence: str, profile: ExcerptProfile) -> frozenset[str]:
    """The words of `sentence` read in a two-word phrase of a synonym class that the excerpt holds a word of."""
    tokens = fold(strip_markers(sentence)).split()
    return frozenset(
        word for at in range(len(tokens) - 1) if any(_class_covered(phrase, profile, None) for phrase in _phrases(tokens, at))
        for word in tokens[at : at + 2]
    )


def _class_covered(key: str, profile: ExcerptProfile, negated: bool | None) -> bool:
    """A word of one of `key`'s synonym classes is in the excerpt; with `negated` set, one said
    with that polarity: "قعدت" restates "جلست", never "لم أجلس" (a synonym the polarity check
    does not read as the excerpt's word must not hide a dropped negation)."""
    held = profile.classes if negated is None else profile.negated_classes if negated else profile.plain_classes
    return not synonym_classes().get(key, frozenset()).isdisjoint(held)


_HAMZA_SEATS = str.maketrans({"ء": None, "ئ": "ي", "ؤ": "و"})


def _hamzaless(term: str) -> str:
    return term.translate(_HAMZA_SEATS)


def covered(term: str, profile: ExcerptProfile, negated: bool | None = None) -> bool:
    """The excerpt holds `term` (its hamza aside), a word of its root, or a word of one of its
    synonym classes (with `negated` set, said with that polarity: `_class_covered`)."""
    if term in profile.terms or _hamzaless(term) in profile.terms:
        return True
    if not paraphrase_root_keys(term).isdisjoint(profile.roots):
        return True
    return _class_covered(term, profile, negated)


def _discourse(token: str) -> bool:
    """A discourse opener ("نعم،", "وبالتالي"): it asserts nothing about the record, so it is no
    content term of the sentence."""
    return any(form.strip("،,.:؛") in discourse_words() or _function_word(form) for form in unglued_forms(token))


# Function words the stop-word list leaves as terms: the vocative, and a particle with its object
# pronoun ("أنه", "لأنهم", "عندها", "كلهم"). Which person the pronoun names is the role checks'
# question, which quantifier the quantifier check's: neither is a content word to find.
VOCATIVES = frozenset("يا ايها ايتها".split())  # answer/said_asked.py reads a line's vocative by it too
_PARTICLES = frozenset("ان لان لكن عند كل بعض جميع مع عن من الي علي في لدي".split())
_PRONOUNS = POSSESSIVE_PRONOUNS


def _function_word(token: str) -> bool:
    if token in VOCATIVES:
        return True
    return any(token.endswith(pronoun) and token[: -len(pronoun)] in _PARTICLES for pronoun in _PRONOUNS)


def _claim_words(sentence: str, months: Collection[int] = ()) -> dict[str, list[tuple[str, bool]]]:
    """Content term -> the folded words of `sentence` that give it, each with whether it follows a
    negator; numbers (compared by value elsewhere), discourse openers and a Coptic month the cited
    record's metadata holds aside (`months`: a Synaxarium entry rarely repeats its own date, as the
    claim checks read it)."""
    words: dict[str, list[tuple[str, bool]]] = {}
    tokens = fold(strip_markers(sentence)).split()
    for at, token in enumerate(tokens):
        if is_number(token) or names_month(token, months) or _discourse(token):
            continue
        for term in analyze(token):
            words.setdefault(term, []).append((token, _after_negator(tokens, at)))
    return words


def claim_terms(sentence: str) -> frozenset[str]:
    """The sentence's content terms, numbers aside."""
    return frozenset(_claim_words(sentence))


def _word_covered(token: str, profile: ExcerptProfile, negated: bool | None = None) -> bool:
    if any(form in _NEGATORS for form in (token, token[1:], *unglued_forms(token))):
        return False
    if token[:1] in GLUED_CONJUNCTIONS + BY_AND_TO and token[1:] in STOPWORDS:
        return True  # a function word with a glued particle ("فقد", "بهم")
    for form in unglued_forms(token)[1:]:
        if not analyze(form):
            return True  # a function word once its particles are off
    # An office or kin noun in another number than the excerpt's ("الأنبياء" / "النبي"): the same
    # word; which number is said is `text.exchanges`' check.
    held = office(token)
    if held is not None and held in profile.offices:
        return True
    for form in unglued_forms(token):
        if _class_covered(form, profile, negated):
            return True
        if any(covered(term, profile, negated) for term in analyze(form)):
            return True
    return False


def uncovered_terms(sentence: str, excerpt: str, months: Collection[int] = ()) -> frozenset[str]:
    """The sentence's content terms that `excerpt` covers in no way (`covered`, for the term or
    for any word of the sentence that gives it read without its glued particles)."""
    profile = excerpt_profile(excerpt)
    phrased = _phrase_covered_words(sentence, profile)
    return frozenset(
        term for term, tokens in _claim_words(sentence, months).items()
        if not any(
            token in phrased or covered(term, profile, negated) or _word_covered(token, profile, negated) for token, negated in tokens
        )
    )


def paraphrase_covered(
    sentence: str, excerpt: str, *, min_share: float, max_uncovered: int, months: Collection[int] = ()
) -> bool:
    """The excerpt covers `sentence` in other words: at least `min_share` of its content terms and
    all but at most `max_uncovered` of them are `covered` (a month of the cited record's `months`
    aside). A sentence with no content term is not."""
    wanted = frozenset(_claim_words(sentence, months))
    if not wanted:
        return False
    missing = uncovered_terms(sentence, excerpt, months)
    return (len(wanted) - len(missing)) / len(wanted) >= min_share and len(missing) <= max_uncovered


def covered_share(sentence: str, excerpt: str, months: Collection[int] = ()) -> float:
    """Share of `sentence`'s content terms the excerpt covers (`covered`); 0.0 for a sentence with none."""
    wanted = frozenset(_claim_words(sentence, months))
    if not wanted:
        return 0.0
    return (len(wanted) - len(uncovered_terms(sentence, excerpt, months))) / len(wanted)
