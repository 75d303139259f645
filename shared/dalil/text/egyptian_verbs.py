"""Egyptian verb forms read as the corpus writes them, for matching a question's words against a
passage's sentence (the answer side: the offline answerer's subject coverage, the asked checks).

Readers ask as they speak: "اتولد فين" (the corpus: وُلد), "كانوا بيعبدوا الشمس" (يعبدون), "هيعمل
فيها إيه" (يعمل / يفعل), "ما بتحسدش" (لا تحسد), "راح فين" (ذهب), "قعد على الكرسي" (جلس، مكث). A
question word is held by a sentence when the sentence holds the word itself, or one of its readings
here:

- its shape, read by `verb_forms` (text/egyptian_morphology.py, one place for the search side and
  this one; morphology only, no list of verbs):
  - the wrapped negation ما…ش / م…ش ("ماقالوش" -> قالوا, "مابيموتش" -> بيموت -> يموت);
  - the aspect prefix of the imperfect: the habitual بـ and the future هـ/حـ before the person
    letter (ي ت ن: "بيعبدوا" -> يعبدوا, "هيعمل" -> يعمل, "حتغرق" -> تغرق) or for the first
    person's ا ("هحتاج" -> احتاج), and a closing ـش of the negation ("بتحسدش" -> تحسد);
  - the imperfect's plural ـوا, written ـون in the corpus ("يعبدوا" -> يعبدون);
  - the ات- passive-reflexive perfect and its imperfect يتـ/تتـ/نتـ: the corpus writes the form V
    verb ("اتنيح" -> تنيح), the bare verb's passive ("اتولد" -> ولد, "يتقال" -> يقال), the form
    VII or VIII verb ("اتكسر" -> انكسر, "اتختار" -> اختار);
  the root skeleton of such a form counts too ("اتختار" -> اختار, root خ ت ر, meets the passage's
  "اختير"): the form is a verb's, and the passage may write the same verb in another pattern;
  a glued dative pronoun read off too ("ظهرله" -> ظهر, `egyptian_morphology.without_dative`, EGYPTLEX70);
- its spelling with the interdentals Egyptian speech says as stops or sibilants, read back
  (`interdental_spellings`: "التعبان" -> الثعبان, "تالت" -> ثالث, "دبح" -> ذبح), any word;
- its words in the existing data, one map each, never a second copy: the rows of the colloquial
  reader (`colloquial.corpus_word`, `colloquial.CONTENT_WORDS`: عايز -> أريد, شاف -> رأى; a verb row in every person
  and under a glued pronoun, "سابوه" -> ترك: `colloquial.content_word`) and the
  Egyptian word classes of `data/paraphrase/egyptian.txt` (`word_families.egyptian_classes`: راح /
  ذهب، جاب / أحضر، قعد / جلس / مكث). Not the MSA classes of synonyms.txt: looked up by an Egyptian
  word's stem they give it the MSA word's senses ("حصلهم", it happened to them, read as حصل على /
  أخذ: "the soldiers took his clothes" answered what happened to the soldiers, fq2-081).

Only a word the corpus does not write is read (the shipped vocabulary, `bundled_vocabulary`, as the
reader's `content_word` asks it): "أحضر" is the corpus's own word, not the Egyptian class's ("من الذي
أحضر جسدي …" lost its answer when أحضر was held by any جلب, fq5-042); "اتحاد" (union) is no ات-
passive, "وقع" not read as سقط. A package built without the vocabulary reads every word.

The dropped hamza needs no reading: the stemmer writes ئ as ي ("قايل" and "قائل" are one term).
A form read here is only a candidate: it counts when the sentence holds it, and a form no sentence
writes changes nothing. Names are no verbs, but a name shaped like one ("بيشوي" read as يشوي) only
matters where a sentence writes the verb it would be.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from dalil.text.asked_kind import RELATIVES
from dalil.text.assertions import NEGATORS
from dalil.text.colloquial import content_word, corpus_word
from dalil.text.counted import count_forms
from dalil.text.egyptian_morphology import (
    HABITUAL,
    NEGATION_LEADS,
    NEGATION_TAIL,
    PASSIVE,
    PERSON_LETTERS,
    interdental_spellings,
    split_glued,
    unwrapped,
    verb_forms,
    without_dative,
)
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.memo import remembered_copy
from dalil.text.normalize import fold
from dalil.text.stem import analyze
from dalil.text.verbal_nouns import conjugations, participles, verb_cue
from dalil.text.vocabulary import Vocabulary, bundled_vocabulary
from dalil.text.word_families import egyptian_classes, members_by_class, root_keys

_PUNCTUATION = re.compile(r"^\W+|\W+$")
_NO_VOCABULARY = Vocabulary({}, source="none")  # the reader's rows, read without its corpus guard
_MIN_PREFIXED_VERB = 5  # a prefix and a three-letter verb, at least ("بتاع", of, is none)


@lru_cache(maxsize=1)
def _class_members() -> dict[int, frozenset[str]]:
    """synonym class number -> its keys (folded words and their stems)."""
    return members_by_class(egyptian_classes())


def _listed(word: str) -> set[str]:
    """The data's words for `word` (as written: the reader's rows keep ة apart from ه): the colloquial
    reader's rows and the members of its synonym classes."""
    words: set[str] = set()
    for row in (corpus_word(word), content_word(word, _NO_VOCABULARY)):
        if row:
            words.update(fold(row).split())
    classes = egyptian_classes()
    members = _class_members()
    for key in {fold(word), *analyze(word)}:
        for number in classes.get(key, ()):
            words |= members[number]
    return words


@dataclass(frozen=True)
class WordReading:
    """What holds a question word besides its own terms."""

    terms: frozenset[str]  # `analyze` terms of its forms and of the data's words for it
    roots: frozenset[str]  # root skeletons of its verb forms (`word_families.root_keys`)


@lru_cache(maxsize=8192)
def read_word(written: str) -> WordReading:
    """The readings of one word as written (empty when it has none, and for a word the corpus
    writes itself: its own sense is the corpus's, "أحضر" is no Egyptian word to read)."""
    word = fold(written)
    if bundled_vocabulary().count(word):
        return WordReading(frozenset(), frozenset())
    forms = verb_forms(word)
    if (verb := without_dative(split_glued(word)[1])) is not None:  # "ظهرله": ظهر له (EGYPTLEX70)
        forms = forms | {verb} | verb_forms(verb)
    listed = set().union(*(_listed(form) for form in {written, *forms}))
    spelled = {spelling for form in {word, *forms} for spelling in interdental_spellings(form)}
    terms = {term for form in (*forms, *listed, *spelled) for term in analyze(form)}
    # a verb's root: the forms' (a name's letters never: "شيرين" has no verb form)
    roots = {key for form in forms for term in analyze(form) for key in root_keys(term)}
    own = frozenset(analyze(word))
    return WordReading(frozenset(terms - own), frozenset(roots))


@lru_cache(maxsize=1)
def _NEGATION_READING() -> WordReading:  # noqa: N802 (a constant, built on first use)
    """A negation is held by a sentence that negates: the reader's "مش" (searched as ليس) by the
    corpus's "فلا يعوزني"; the terms of every negator (`assertions.NEGATORS`, a closed class) and
    of it under a glued و/ف (the bare لا/لم/لن are stop words and give none), where the stemmer
    keeps the word whole: "فليس" stems فلس, a coin."""
    written = {glue + negator for negator in NEGATORS for glue in ("", *GLUED_CONJUNCTIONS)}
    terms = {term for word in written for term in analyze(word) if term in written}
    return WordReading(frozenset(terms), frozenset())


def term_readings(text: str, wanted: Iterable[str]) -> dict[str, WordReading]:
    """Each of the `wanted` terms of `text` (its subject terms, say) -> what else holds it: the
    readings of the words of `text` that give that term. A negation written apart ("ما اعترفوش",
    "ما بتحسدش") is read as the one word ما…ش. The noun a count asks ("كم يوما", "كام مرة") is held by
    the words that state it in a count too ("ثلاثة أيام", "مرتين": `counted.count_forms`, LOST43). A derived verb is held
by its other conjugations and its verbal noun ("اضطهد" by "يضطهد", "اضطهاد": `verbal_nouns.conjugations`, LOST48); a
verb by its participle ("رافقوا" by "المرافقين", "اللي جاهد" by "المجاهدة"), a participle of a shape no plural has by
its verb ("المتعلم" by "تعلم"), a فعيل noun by its فعلاء plural ("الشهيد" by "الشهداء"): `verbal_nouns.participles`,
LOSS49."""
    return _term_readings(text, frozenset(wanted))


@remembered_copy(4096)  # the evidence floor and the answerer read the question's ~3 times an ask; pure
def _term_readings(text: str, wanted: frozenset[str]) -> dict[str, WordReading]:
    found: dict[str, tuple[set[str], set[str]]] = {term: (set(), set()) for term in wanted}
    words = [_PUNCTUATION.sub("", token) for token in text.split()]
    counted = count_forms(text)
    for i, word in enumerate(words):
        own = [term for term in analyze(word) if term in wanted]
        if not own:
            continue
        apart = i > 0 and fold(words[i - 1]) in NEGATION_LEADS and fold(word).endswith(NEGATION_TAIL)
        reading = read_word(NEGATION_LEADS[0] + word if apart else word)
        if fold(word) in NEGATORS or split_glued(fold(word), min_rest=2)[1] in NEGATORS:
            reading = _NEGATION_READING()
        in_count = {term for form in counted.get(fold(word), ()) for term in analyze(form)}
        after_relative = i > 0 and fold(words[i - 1]) in RELATIVES
        for term in own:
            shaped = _participled(term, verb_cue(fold(word), term, after_relative))
            found[term][0].update(reading.terms | (in_count - {term}) | (_conjugated(term) - {term}) | shaped)
            found[term][1].update(reading.roots)
    return {term: WordReading(frozenset(terms), frozenset(roots)) for term, (terms, roots) in found.items()}


@lru_cache(maxsize=8192)
def _conjugated(term: str) -> frozenset[str]:
    """The terms of the other written forms of the verb `term` is (`verbal_nouns.conjugations`: "يضطهد" is held by
    "اضطهد" and "اضطهاد", "أفرج" by "بالإفراج"), as written and as the stemmer reads them (LOST48)."""
    forms = conjugations(term)
    return frozenset(forms | {stem for form in forms for stem in analyze(form)})


@lru_cache(maxsize=8192)
def _participled(term: str, verbal: bool) -> frozenset[str]:
    """The terms of the participles of the verb `term` is, of the verb of a participle `term`, of a فعيل / فعلاء noun's
    other number (`verbal_nouns.participles`), as written and as the stemmer reads them (LOSS49)."""
    forms = participles(term, verbal)
    return frozenset(forms | {stem for form in forms for stem in analyze(form)}) - {term}


@lru_cache(maxsize=50_000)
def _roots_of(terms: frozenset[str]) -> frozenset[str]:
    return frozenset(key for term in terms for key in root_keys(term))


def held_terms(readings: Mapping[str, WordReading], terms: frozenset[str]) -> frozenset[str]:
    """The terms of `readings` that a text of `terms` holds: the term itself, one of its readings'
    terms, or (a verb form) its root.

    Not a glued و/ف the stemmer keeps on a verb ("فأرسلوا" stems فارسل, not أرسل): read off where the
    corpus writes the bare word 1.5 times as often as the glued one, it gained four answers on fresh
    1–6 but answered two declines of the validation slice (HELD19, benchmarks/answers/RESULTS.md)."""
    held = set()
    for term, reading in readings.items():
        if term in terms or not reading.terms.isdisjoint(terms):
            held.add(term)
        elif reading.roots and not reading.roots.isdisjoint(_roots_of(terms)):
            held.add(term)
    return frozenset(held)


def egyptian_verb(word: str) -> bool:
    """A folded word that is an Egyptian verb by its shape: one of at least five letters (a prefix
    and a verb: "بتاع", of, is none) the corpus does not write, with the ات- passive ("اتبنى"), the
    habitual بـ before the person letter ("بيفتح", "بتعبد") or the wrapped negation ("ماقالش"). Not
    the future هـ/حـ nor the imperfect يتـ/تتـ, whose shapes the Synaxarium's names have ("هيلانة",
    "حتحور", "تتاوس", not in the shipped vocabulary): their forms are read (`verb_forms`), but the
    word is not taken for a verb by its shape alone ("أين تقع ولاية هاواي" lost its answer)."""
    bare = split_glued(word)[1]
    if len(bare) < _MIN_PREFIXED_VERB or bundled_vocabulary().count(word):
        return False
    habitual = bare[0] == HABITUAL and bare[1] in PERSON_LETTERS
    return bare.startswith(PASSIVE) or habitual or bool(unwrapped(bare))
