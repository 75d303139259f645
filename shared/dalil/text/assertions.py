"""What a sentence asserts, beyond the words it shares with an excerpt: the checks the validator
runs on every cited sentence (critic on or off), so that a provider answer that cites a real
excerpt but bends it is not published.

A cited sentence is stated by ONE excerpt when, against that excerpt:
- polarity: it carries a negator exactly when the excerpt span it matches does ("صام" copied as
  "لم يصم", or "لم يصم" copied as "صام", fails; Egyptian "مش", "مفيش" and "ما…ش" around a word
  count: "ماكانش"). Negators are stop words for search; here they
  are the point, so they are read from the folded tokens, not from the search terms. "ما",
  "غير" and "دون" negate only where the grammar makes them negators (`_negates`);
- details: every number, month name, and proper name in it occurs in the excerpt. A number is a
  whole phrase compared by value (digits or number words: "مئة وخمس" is 105 and states neither
  100 nor 5; "خمس ومئة" is 105 too), and a bound put on the excerpt's exact number ("أكثر من")
  is another number. The cited chunk's metadata (a Synaxarium entry's day and month, a chapter
  and verse) holds a number only where the sentence uses it as a date or a reference ("في اليوم
  22", "22 طوبة"), and a Coptic month. A name of 6+ letters may be one edit from the excerpt's
  spelling. A name is a word after a person or place title in the sentence ("القديس لوقا",
  "مدينة حلب"), after an office or a naming word ("ملك فارس", "أب اسمه ثيودوروس"), a word of a
  Greek or Latin name's shape ("يوليانوس"), or a word the corpus itself writes as a name
  (`corpus_names`: after a title or an office, before a postpositive title, around "بن"), so
  untitled names are checked too ("إلى هيرودس"). An office, rank or kin word (`OFFICES`: بطريرك،
  أسقف، والي، أخت، أم …) the excerpt never uses is a detail too; a decimal is one number;
- roles: the excerpt's own words stand in the excerpt's relations: a preposition is not moved
  from one of its words to another ("وزع أمواله على الفقراء" written "وزع الفقراء أموالهم على
  القديس"), a word before a preposition is not made its object ("خير من" -> "من خير"), two
  people after the same verb keep their order (the doer first), and a name keeps the office or
  kin word the excerpt gives it ("أب اسمه أنسطاسيوس" is not "أم تدعى أنسطاسيوس");
- coverage: few content terms of it are missing from the excerpt, in absolute terms (a share
  alone lets one wrong word through in a long sentence).
A sentence copied verbatim from the excerpt passes all of them.
"""

from __future__ import annotations

import gzip
import json
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import takewhile
from typing import Any

from dalil.text.answer_words import ANSWER_NO, ANSWER_YES
from dalil.text.disputed import frame_words, unasserted
from dalil.text.egyptian_morphology import NEGATED_VERB_HEADS, says_negated_verb
from dalil.text.egyptian_morphology import unwrapped as wrapped_verbs
from dalil.text.exceptions import EXCEPTIVES
from dalil.text.exchanges import word_substituted, words_exchanged
from dalil.text.forms import MONTH_WORDS, THIRD_PERSON_PRONOUNS, names_month, word_forms
from dalil.text.framing import framing_findings, limit_findings
from dalil.text.glued import GLUED_CONJUNCTIONS, unglued
from dalil.text.hedges import ADDRESSEES, BELIEFS, DOUBTS, REPORTS
from dalil.text.moved_details import NUMBER as NUMBER_DETAIL
from dalil.text.moved_details import PERSON, TITLE, detail_moved
from dalil.text.normalize import fold
from dalil.text.offices import KIN, OFFICES, PRONOUN_ENDINGS, RELATIONS, SAME_OFFICE, SON_OF, TITLE_OFFICES, office
from dalil.text.ordinals import ORDINAL_WORDS
from dalil.text.pronoun_roles import object_made_subject, persons_exchanged, pronoun_turned
from dalil.text.quantifiers import QUANTIFIERS, not_a_name, quantifier_findings
from dalil.text.stem import STOPWORDS, analyze
from dalil.text.support import (
    HONORIFICS,
    proper_names,
    sentence_spans,
    strip_markers,
    term_set,
)
from dalil.text.time_clauses import AFTER_CONJUNCTION, WHEN_CONJUNCTIONS
from dalil.text.word_families import discourse_words, root_keys, synonym_classes

# --- format characters ---------------------------------------------------------------------------


def format_characters(text: str) -> list[str]:
    """Unicode `Cf` characters (bidi overrides and isolates, zero-width joiners, marks): what a
    reader is shown is not what was checked. Stored evidence has none (`clean_source_text`)."""
    return [f"U+{ord(ch):04X}" for ch in text if unicodedata.category(ch) == "Cf"]


# --- polarity ------------------------------------------------------------------------------------

# Folded negation particles and the forms of ليس (a closed class of the grammar, not a word list
# tuned to examples). "ما", "غير" and "دون" negate only where the grammar says so (below): far
# more often they are "what"/"which", "however"/"other" and "below".
NEGATORS = frozenset("لا لم لن ليس ليست ليسوا ليسا لست لستم لستن لسنا لسن بدون".split()) | frozenset(
    "مش موش مفيش مافيش".split()  # Egyptian: "not", "there is no"
)
# After a negator these verbs mean "still, kept on" ("لم يزل", "ما زال"): no negation.
_CONTINUITY = frozenset("زال زالت يزال يزل تزال تزل برح يبرح انفك ينفك فتئ يفتا دام".split())
# After "ما" these are not a verb it negates: "ما إن" (as soon as), "ما هو" (what is).
_NOT_NEGATED_BY_MA = frozenset("ان اذا هو هي هم".split()) | _CONTINUITY
# "لا سيما" / "ولا سيما" is "especially": no negation.
_ESPECIALLY = frozenset({"سيما"})
# "غير أن" (however) and "دون أن" / "من دون" are told apart by the word after.
_THAT = frozenset("ان انه انها انهم".split())


def _bare_particle(token: str) -> str:
    return unglued(token, 2)


def _negator(token: str) -> bool:
    return token in NEGATORS or (len(token) > 2 and token[0] in GLUED_CONJUNCTIONS and token[1:] in NEGATORS)


def _negates(tokens: list[str], i: int) -> bool:
    """Whether token `i` negates what follows it. "ما" negates a verb only at the head of a
    clause (the sentence's first word, or glued to و/ف): elsewhere it is "what"; "غير" negates
    the word after it unless that is "أن" ("however"); "دون أن" is "without"."""
    token, following = tokens[i], tokens[i + 1] if i + 1 < len(tokens) else ""
    if following in _CONTINUITY or following in _ESPECIALLY:
        return False
    if _negator(token):
        return True
    bare = _bare_particle(token)
    if bare == "ما":
        return (i == 0 or token != bare) and bool(following) and following not in _NOT_NEGATED_BY_MA
    if bare == "غير":
        return bool(following) and following not in _THAT
    if bare == "دون":
        return following in _THAT
    return False


# Egyptian negation wraps the word: ما/م + word + ش ("ماكانش", "مكانش", "ملهاش", "معندوش"), or
# "ما" + word + ش written apart ("ما ماتش"). Many MSA words have that shape too (مدهش، مفتش،
# منقوش), so a glued form counts only when its inner word is one the excerpt writes, or one of the
# words Egyptian negates this way most (كان, its forms, فيه, له/لها/لهم, عند + pronoun).
_WRAPPED_BY_NEGATION = frozenset("كان كانت كانوا كنت فيه فيها له لها لهم لي عنده عندها عندهم عندي".split())


def _unwrapped(inner: str) -> list[str]:
    """What the word inside ما…ش may be: "كانو" is كانوا, "عندو" عنده, "لو" له."""
    forms = [inner]
    if inner.endswith("و") and len(inner) > 2:
        forms += [inner[:-1], inner[:-1] + "ه", inner + "ا"]
    if inner.endswith("ا") and len(inner) > 2:  # CLAIMYN63: a verb ending in ى/ي writes ا before ش ("ماتوفاش" is توفي)
        forms += [inner[:-1] + "ي", inner[:-1] + "ى"]
    return forms


def _wrapped_forms(inner: str) -> frozenset[str]:
    """What the word inside ما…ش is written as elsewhere: itself, without the present-tense
    "ب" Egyptian puts on a verb ("بينجح" is ينجح) or other glued particles, and with the alif
    of an "ا"-led verb (انضمت، اعترف) the wrapper swallowed put back."""
    return word_forms(inner) | {"ا" + inner}


# Egyptian forms the passive with ات/ت before the verb ("اتختار", "اتقبض عليه"); inside ما…ش the
# wrapper swallows its alif ("ماتختارش"). The excerpt writes the same verb in the standard passive
# ("اختير", "قبض"), another form of its root.
_EGYPTIAN_PASSIVE = ("ات", "ت")


def _passive_wrapped(inners: list[str], excerpt: str) -> str | None:
    """The excerpt's word that an Egyptian passive inside ما…ش wraps, by its root ("ماتختارش" ->
    "اختير"); None when no inner word is such a passive of an excerpt word."""
    excerpt_words = {token: root_keys(term) for token in fold(strip_markers(excerpt)).split() for term in analyze(token)}
    for inner in inners:
        for lead in _EGYPTIAN_PASSIVE:
            verb = inner[len(lead) :]
            if not inner.startswith(lead) or len(verb) < 3:
                continue
            roots = root_keys(verb)
            # CLAIMYN63: a three-letter verb has no root key past itself ("مااتولدش" -> ولد): the excerpt's own word
            held = sorted((token.startswith("ال"), token) for token, keys in excerpt_words.items() if roots & keys or token == verb)
            if held:
                return held[0][1]
    return None


def _negated_verbs(excerpt: str) -> list[tuple[str, str]]:
    """(negator, verb) for each verb the excerpt negates with لم/لا/ما before it ("لم يكن", "لا تخافوا")."""
    tokens = fold(strip_markers(excerpt)).split()
    return [
        (head, tokens[i + 1]) for i, token in enumerate(tokens[:-1])
        if (head := _bare_particle(token)) in NEGATED_VERB_HEADS and _negates(tokens, i)
    ]  # fmt: skip


def _excerpts_negated_verb(bare: str, negated_verbs: list[tuple[str, str]]) -> str | None:
    """The excerpt's own verb a wrapped negation says with its negator (FAITH37: "مكانش" for "لم يكن" reads
    يكن, "ماعرفش" for "لم يعرف" يعرف; `egyptian_morphology.says_negated_verb`), so the negator governs the
    excerpt's word."""
    inners = wrapped_verbs(bare)
    return next((verb for negator, verb in negated_verbs if any(says_negated_verb(inner, negator, verb) for inner in inners)), None)


def spell_out_colloquial_negation(text: str, excerpt: str = "") -> str:
    """`text` folded, each Egyptian wrapped negation written as "لا" + the word it wraps ("ماكانش
    رجلا" -> "لا كان رجلا"), so the polarity check reads it like the excerpt's "لم يكن"."""
    tokens = fold(strip_markers(text)).split()
    known = _WRAPPED_BY_NEGATION | {form for tok in fold(excerpt).split() for form in word_forms(tok)}
    negated_verbs = _negated_verbs(excerpt)
    out: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        following = tokens[i + 1] if i + 1 < len(tokens) else ""
        if _bare_particle(token) == "ما" and len(following) >= 3 and following.endswith("ش"):
            out += ["لا", following[:-1]]
            i += 2
            continue
        glued = token[0] if len(token) > 5 and token[0] in GLUED_CONJUNCTIONS else ""
        bare = token[len(glued) :]
        # Every way the wrapper may have been cut off is tried: "مانضمتش" is ما + انضمت with the
        # verb's alif (hamzat al-wasl) dropped, so its inner word is the one after "م", not "ما".
        inners = [
            bare[len(lead) : -1] for lead in ("ما", "م") if bare.startswith(lead) and bare.endswith("ش") and len(bare) - len(lead) > 2
        ]
        wrapped = (
            _excerpts_negated_verb(bare, negated_verbs)
            or next((min(held) for inner in inners for form in _unwrapped(inner) if (held := _wrapped_forms(form) & known)), None)
            or _passive_wrapped(inners, excerpt)
        )
        out += [glued + "لا", wrapped] if wrapped else [token]
        i += 1
    return " ".join(out)


def negated(text: str) -> bool:
    tokens = fold(strip_markers(text)).split()
    return any(_negates(tokens, i) for i in range(len(tokens)))


# A yes/no word that opens an answer ("نعم، …", "أيوه، …", "لا، …") answers the question; it is no word
# of the record. It is set aside only when it agrees with the sentence after it: a yes before a
# sentence that negates nothing, a no before one that negates (Egyptian negations too). A "لا،"
# before a positive statement, or a "نعم،" before a negated one, contradicts its own sentence and
# stays, a word no excerpt sentence holds. Folded, the comma or colon after it required: "لا تنس
# العهد" is the record's own negation, not an answer word. The words are `answer_words.ANSWER_YES` and
# `ANSWER_NO`; `support.without_presentation` writes any mark after them as this comma, and the claim checks
# (`claim_findings`) read the sentence without an agreeing one, as the quotation rule does (FAITH41).


def without_answer_word(plain: str, excerpt: str = "") -> str:
    """`plain` without an opening yes/no word its sentence agrees with (see above), else `plain`; the
    Egyptian negations read against `excerpt` (`spell_out_colloquial_negation`: "لأ، ماراحش" where it
    writes راح)."""
    head, comma, rest = plain.partition("،") if "،" in plain[:8] else plain.partition(",")
    if not comma or not rest.strip():
        return plain
    word = fold(head.strip()).lower()
    if word in ANSWER_YES and not negated(spell_out_colloquial_negation(rest, excerpt)):
        return rest.strip()
    if word in ANSWER_NO and _head_negated(spell_out_colloquial_negation(rest, excerpt)):
        return rest.strip()
    return plain


_HEAD_TOKENS = 3  # "لا، القديس مرقس لم يذهب": the negator within the sentence's first words


def _head_negated(text: str) -> bool:
    """The sentence's head (its first `_HEAD_TOKENS` words) is negated: what a no answers. A negation in a
    later clause ("أمر الوالي أن يطلقوا عليه حيات فلم تؤذه") does not make "No —" agree with its sentence."""
    tokens = fold(strip_markers(text)).split()
    return any(_negates(tokens, i) for i in range(min(_HEAD_TOKENS, len(tokens))))


# How many tokens before the first matched word still belong to the span: a negator governs the
# word right after it ("لم يصم": يصم is not صام's term, so the span starts at the next match).
_SPAN_LEAD = 2


def matched_sentence(sentence: str, excerpt: str) -> str:
    """The excerpt sentence sharing most terms with `sentence` (the first of equals)."""
    wanted = term_set(sentence)
    best, best_overlap = "", -1
    for a, b in sentence_spans(excerpt):
        piece = excerpt[a:b]
        overlap = len(wanted & term_set(piece))
        if overlap > best_overlap:
            best, best_overlap = piece, overlap
    return best


def matched_span(sentence: str, excerpt: str) -> str:
    """The part of `excerpt` that `sentence` restates: the excerpt sentence sharing most of its
    terms, cut to the tokens from (just before) its first shared term to its last one."""
    wanted = term_set(sentence)
    tokens = fold(matched_sentence(sentence, excerpt)).split()
    hits = [i for i, tok in enumerate(tokens) if set(analyze(tok)) & wanted]
    if not hits:
        return ""
    return " ".join(tokens[max(0, hits[0] - _SPAN_LEAD) : hits[-1] + 1])


def _governed(tokens: list[str]) -> set[int]:
    """Indices of the words a negator governs: the next content word within two tokens."""
    governed: set[int] = set()
    for i in range(len(tokens)):
        if _negates(tokens, i):
            following = next((j for j in range(i + 1, min(i + 4, len(tokens))) if analyze(tokens[j])), None)
            if following is not None:
                governed.add(following)
    return governed


def denied(tokens: list[str]) -> set[int]:
    """Indices of the (folded) words a negator governs (`_governed`: the next content word within two tokens) in a
    clause with no exception after the negator: "لا يأكل خبزا ولا يشرب خمرا", "فلم يأكل ولم يشرب" deny the
    eating; "لم يكن يأكل إلا الخبز" (`text.exceptions.EXCEPTIVES`) tells what he ate (LOST47)."""
    found: set[int] = set()
    for i in range(len(tokens)):
        if not _negates(tokens, i):
            continue
        clause = list(takewhile(lambda t: not (t[:1] in GLUED_CONJUNCTIONS and len(t) > 2), tokens[i + 1 :]))
        if any(token in EXCEPTIVES for token in clause):
            continue
        following = next((j for j in range(i + 1, min(i + 4, len(tokens))) if analyze(tokens[j])), None)
        if following is not None:
            found.add(following)
    return found


def _negated_terms(text: str) -> tuple[set[str], set[str]]:
    """(terms of the words a negator governs — the next content word within two tokens —, terms
    of every other word) of `text`."""
    tokens = fold(strip_markers(text)).split()
    governed = _governed(tokens)
    negated_terms: set[str] = set()
    plain: set[str] = set()
    for j, token in enumerate(tokens):
        (negated_terms if j in governed else plain).update(analyze(token))
    return negated_terms, plain


# Letters that lead an imperfect verb (يفعل، تفعل، نفعل، and أفعل folded to افعل).
_IMPERFECT_LEADS = "يتنا"
_IMPERFECT_ONLY = "يتن"  # "ا" also leads a past of form IV ("أعطى" beside "يعطي")
_MIN_VERB_SKELETON = 2  # a hollow verb keeps two root letters: "يصم" / "صام", "يكن" / "كان"


def _bare_verb(token: str) -> str:
    return unglued(token, 3)


def _verb_bodies(bare: str, shortest: int) -> frozenset[str]:
    """A folded word (glued و/ف taken off) with and without the letter that leads an imperfect,
    when `shortest` letters or more are left."""
    bodies = {bare}
    if len(bare) > shortest and bare[0] in _IMPERFECT_LEADS:
        bodies.add(bare[1:])
    return frozenset(bodies)


def _skeleton(body: str) -> str:
    return "".join(ch for ch in body if ch not in "اويءئؤى")


def same_verb(a: str, b: str) -> bool:
    """Two folded words that are one verb in two inflections — the past and the jussive or
    subjunctive a negator takes ("خافوا" / "يخافوا", "صام" / "يصم", "كانوا" / "يكونوا"): equal once a
    glued و/ف and the imperfect's leading letter are taken off, or, when that letter was taken
    off, with the same consonants (a hollow verb loses its long vowel: "يصم")."""
    bare_a, bare_b = _bare_verb(a), _bare_verb(b)
    if not _verb_bodies(bare_a, 3).isdisjoint(_verb_bodies(bare_b, 3)):
        return True
    for jussive, past in ((bare_a, bare_b), (bare_b, bare_a)):
        if len(jussive) >= 3 and jussive[0] in _IMPERFECT_LEADS:
            skeleton = _skeleton(jussive[1:])
            if len(skeleton) >= _MIN_VERB_SKELETON and skeleton == _skeleton(past) and not (len(past) > 3 and past[0] in _IMPERFECT_ONLY):
                return True
    return False


def _governed_verb_stated(
    sentence: str, excerpt_sentence: str, governed: Callable[[list[str]], set[int]],
    said_governed: Callable[[list[str]], set[int]] | None = None,
) -> str | None:
    """A verb the excerpt sentence writes only where `governed` reads it governed (by a negator,
    by a verb of will), which `sentence` states ungoverned, in any inflection: the term match
    misses "يخافوا" / "فخافوا", so the matched span may end before the governing word."""
    said = fold(strip_markers(sentence)).split()
    theirs = fold(strip_markers(excerpt_sentence)).split()
    their_governed = governed(theirs)
    governed_in_said = governed(said) | (said_governed(said) if said_governed is not None else set())
    held_verbs = [theirs[j] for j in their_governed if analyze(theirs[j])]
    plain = [tok for j, tok in enumerate(theirs) if j not in their_governed and analyze(tok)]
    for i, tok in enumerate(said):
        if i in governed_in_said or not analyze(tok) or any(same_verb(tok, other) for other in plain):
            continue
        for verb in held_verbs:
            if same_verb(tok, verb):
                return f"{tok} for {verb}"
    return None


def _negation_dropped_from_verb(sentence: str, excerpt_sentence: str) -> str | None:
    """A verb the excerpt sentence only writes negated ("فلم يخافوا"), stated with no negator
    ("فخافوا"); in the sentence, a verb anywhere in a negator's reach is negated ("فمفيش حاجة
    تعوزني" restates "فلا يعوزني شيء")."""
    return _governed_verb_stated(sentence, excerpt_sentence, _governed, said_governed=_negation_reach)


# "One" after a negator is none ("لا تكون خسارة نفس واحدة", "لم يبق أحد"): no count of one (FQ27RIGHT43, fq27-021).
_ONE = frozenset(fold("واحد واحده احد").split())
_ONE_REACH = 5  # "لا تكون خسارة نفس واحدة": the noun counted and its "one" after the verb and its subject


def negated_ones(tokens: list[str]) -> set[int]:
    """Indices of the (folded) words that say "one" within `_ONE_REACH` words after a negator, in its clause and
    before any exception (`text.exceptions.EXCEPTIVES`): "not a single soul", which answers no "how many"; "لم يكن
    له إلا ابن واحد" (only one) counts one."""
    found: set[int] = set()
    for i in range(len(tokens)):
        if tokens[i] in EXCEPTIVES or not _negates(tokens, i):  # "غير واحد": but one
            continue
        for j in range(i + 1, min(i + 1 + _ONE_REACH, len(tokens))):
            if tokens[j][:1] in GLUED_CONJUNCTIONS and len(tokens[j]) > 2 and tokens[j] not in _ONE:
                break
            if tokens[j] in EXCEPTIVES:
                break  # "لم يكن له إلا ابن واحد": only one, a count
            if tokens[j] in _ONE:
                found.add(j)
    return found


# How far a negator reaches in the words after it: "لم يسمح لأحد أن يتبعه", "مفيش حاجة تعوزني".
# A word led by و/ف starts another clause.
_NEGATION_REACH = 3


def _negation_reach(tokens: list[str]) -> set[int]:
    """Indices of the words within `_NEGATION_REACH` after a negator, up to the next clause."""
    reach: set[int] = set()
    for i in range(len(tokens)):
        if not _negates(tokens, i):
            continue
        for j in range(i + 1, min(i + 1 + _NEGATION_REACH, len(tokens))):
            if tokens[j][:1] in GLUED_CONJUNCTIONS and len(tokens[j]) > 2:
                break
            reach.add(j)
    return reach


def _same_word_or_verb(a: str, b: str) -> bool:
    terms_a = {term for form in word_forms(a) for term in analyze(form)}
    terms_b = {term for form in word_forms(b) for term in analyze(form)}
    return bool(terms_a & terms_b) or same_verb(a, b)


def _negation_restated(sentence: str, excerpt_sentence: str) -> bool:
    """`sentence` negates what the excerpt sentence negates, with another negator or verb ("ولم يدع
    أحدا يتبعه إلا" -> "لم يسمح لأحد أن يتبعه سوى", "فلا يعوزني شيء" -> "فمفيش حاجة تعوزني"): a word in
    the reach of the sentence's negator is one in the reach of the excerpt's, and none is a word the
    excerpt sentence states un-negated."""
    said = fold(strip_markers(sentence)).split()
    theirs = fold(strip_markers(excerpt_sentence)).split()
    said_reach, their_reach = _negation_reach(said), _negation_reach(theirs)
    if not said_reach or not their_reach:
        return False
    anchored = False
    for i in sorted(said_reach):
        if not analyze(said[i]):
            continue
        for j, other in enumerate(theirs):
            if analyze(other) and _same_word_or_verb(said[i], other):
                if j not in their_reach:
                    return False
                anchored = True
    return anchored


# The negators of a noun ("على غير فساد", "بلا عيب", "بدون خوف"): "without" / "not".
_NOUN_NEGATORS = frozenset("غير بغير لغير بلا بدون".split())
# What keeps a noun negated in the answer: those, "دون" and "عدم" ("دون فساد", "عدم الفساد").
_NOUN_NEGATION_KEPT = _NOUN_NEGATORS | {"دون", "عدم"}
_ARTICLE = "ال"


def _noun_forms(token: str) -> frozenset[str]:
    forms = word_forms(token)
    return forms | {form[len(_ARTICLE) :] for form in forms if form.startswith(_ARTICLE) and len(form) - len(_ARTICLE) >= 3}


def _noun_negator_dropped(sentence: str, excerpt_sentence: str) -> str | None:
    """A noun the excerpt sentence writes only after غير/بلا/بدون ("جبل الإنسان على غير فساد"),
    stated with no negator before it ("جبل الإنسان على الفساد"): the exception or the absence
    dropped. Read on the words, not the stems: the stemmer reads the ف of "فساد" as a glued "so"."""
    theirs = fold(strip_markers(excerpt_sentence)).split()
    negated_nouns = [
        _noun_forms(theirs[i + 1]) for i in range(len(theirs) - 1)
        if _bare_particle(theirs[i]) in _NOUN_NEGATORS and theirs[i + 1] not in _THAT and analyze(theirs[i + 1])
    ]  # fmt: skip
    if not negated_nouns:
        return None
    plain = [_noun_forms(tok) for j, tok in enumerate(theirs) if j == 0 or _bare_particle(theirs[j - 1]) not in _NOUN_NEGATORS]
    said = fold(strip_markers(sentence)).split()
    for i, tok in enumerate(said):
        if not analyze(tok) or any(_negates(said, j) or _bare_particle(said[j]) in _NOUN_NEGATION_KEPT for j in range(max(0, i - 2), i)):
            continue
        forms = _noun_forms(tok)
        if any(not forms.isdisjoint(noun) for noun in negated_nouns) and all(forms.isdisjoint(other) for other in plain):
            return tok
    return None


def polarity_differs(sentence: str, excerpt: str) -> bool:
    """A negator in one and not the other, or a word negated in one that the other states
    without its negator ("وتألم وقبر" -> "وما تألم وقبر" beside the excerpt's own "ليس"), or a verb
    the excerpt negates stated in another inflection with no negator ("فلم يخافوا" -> "فخافوا"), or a
    noun it writes only after غير/بلا/بدون stated without it."""
    span = matched_span(sentence, excerpt)
    if negated(sentence) != negated(span) and not (negated(sentence) and _negation_restated(sentence, matched_sentence(sentence, excerpt))):
        return True
    said_negated, said_plain = _negated_terms(sentence)
    span_negated, span_plain = _negated_terms(span)
    if said_negated & (span_plain - span_negated) or span_negated & (said_plain - said_negated):
        return True
    restated = matched_sentence(sentence, excerpt)
    return _negation_dropped_from_verb(sentence, restated) is not None or _noun_negator_dropped(sentence, restated) is not None


# --- numbers, months, names ----------------------------------------------------------------------

# Folded cardinal and ordinal words -> value (the Bible and the Synaxarium spell numbers out).
# "عشر" in "اثنا عشر" adds 10 as a value of its own; comparing sets of values is enough here.
_NUMBER_WORDS: dict[str, int] = {
    **dict.fromkeys("واحد واحده".split(), 1),  # not احد: "one of" and Sunday (الأحد)
    **dict.fromkeys("اثنان اثنين اثنتان اثنتين اثنا اثني اثنتا اثنتي".split(), 2),
    **dict.fromkeys("ثلاث ثلاثه ثلاثا".split(), 3), **dict.fromkeys("اربع اربعه اربعا".split(), 4),
    **dict.fromkeys("خمس خمسه خمسا".split(), 5), **dict.fromkeys("ست سته ستا".split(), 6),
    **dict.fromkeys("سبع سبعه سبعا".split(), 7), **dict.fromkeys("ثمان ثماني ثمانيه ثمانيا".split(), 8),
    **dict.fromkeys("تسع تسعه تسعا".split(), 9), **dict.fromkeys("عشر عشره عشرا".split(), 10),
    **dict.fromkeys("عشرون عشرين".split(), 20), **dict.fromkeys("ثلاثون ثلاثين".split(), 30),
    **dict.fromkeys("اربعون اربعين".split(), 40), **dict.fromkeys("خمسون خمسين".split(), 50),
    **dict.fromkeys("ستون ستين".split(), 60), **dict.fromkeys("سبعون سبعين".split(), 70),
    **dict.fromkeys("ثمانون ثمانين".split(), 80), **dict.fromkeys("تسعون تسعين".split(), 90),
    **dict.fromkeys("مئه مائه ميه".split(), 100), **dict.fromkeys("مئتان مئتين مائتان مائتين".split(), 200),
    **dict.fromkeys("الف الفا الاف".split(), 1000), **dict.fromkeys("الفان الفين".split(), 2000),
    **ORDINAL_WORDS,  # the ordinals 2-10, "ثالث" / "ثالثه" (text.ordinals)
    # CLAIMNUM61: a count said in the reader's register is the record's number — Egyptian spellings ("تلات سنين"،
    # "خمستاشر"، "اتنين") and Franco ones ("tala2a", "5amsa"); not "تمن"/"taman" (a price) nor "ميت" (dead)
    **dict.fromkeys("اتنين اتنان".split(), 2), **dict.fromkeys("تلات تلاته تلاتا".split(), 3),
    **dict.fromkeys("تماني تمانيه".split(), 8), "تلاتين": 30, "تمانين": 80, "حداشر": 11, "اتناشر": 12, "تلتاشر": 13,
    **dict.fromkeys("اربعتاشر اربعطاشر".split(), 14), **dict.fromkeys("خمستاشر خمسطاشر".split(), 15),
    **dict.fromkeys("ستاشر سطاشر".split(), 16), **dict.fromkeys("سبعتاشر سبعطاشر".split(), 17),
    **dict.fromkeys("تمنتاشر تمانتاشر".split(), 18), **dict.fromkeys("تسعتاشر تسعطاشر".split(), 19),
    **dict.fromkeys("wa7ed wahed".split(), 1), **dict.fromkeys("etnen etneen itnein".split(), 2),
    **dict.fromkeys("talata tala2a tlata talat tlat".split(), 3), **dict.fromkeys("arba3a arba3".split(), 4),
    **dict.fromkeys("5amsa khamsa 5ams khams".split(), 5), **dict.fromkeys("setta sitta".split(), 6),
    **dict.fromkeys("sab3a sab3".split(), 7), **dict.fromkeys("tamanya tamania".split(), 8),
    **dict.fromkeys("tes3a tis3a tes3".split(), 9), **dict.fromkeys("3ashara 3ashra 3asher".split(), 10),
    # NUMGROUP67: a group named by its number in the reader's register — Franco tens and hundreds ("el arba3een",
    # "el arba3meet shahid": 40, 400); the Egyptian hundreds glued to ميه/ميت are `_glued_hundreds`' own
    **dict.fromkeys("3eshreen 3ishreen".split(), 20), **dict.fromkeys("talateen tlateen".split(), 30),
    **dict.fromkeys("arba3een arba3in".split(), 40), **dict.fromkeys("5amseen khamseen".split(), 50),
    **dict.fromkeys("setteen sitteen".split(), 60), **dict.fromkeys("sab3een saba3een".split(), 70),
    **dict.fromkeys("tamaneen tmaneen".split(), 80), **dict.fromkeys("tes3een tis3een".split(), 90),
    **dict.fromkeys("meya miya".split(), 100), **dict.fromkeys("talatmeya toltomeya talatmeet toltomeet".split(), 300),
    **dict.fromkeys("arba3meya arba3meet rob3meya rob3meet".split(), 400),
    **dict.fromkeys("5amsmeya 5amsmeet khamsmeya khamsmeet".split(), 500), **dict.fromkeys("setmeya settomeya".split(), 600),
    **dict.fromkeys("sab3meya sob3omeya".split(), 700), **dict.fromkeys("tamanmeya tomnomeya".split(), 800),
    **dict.fromkeys("tes3meya tos3omeya".split(), 900),
}  # fmt: skip
# A name of at least this many letters is held by an excerpt word one edit away (the corpus's own
# spellings vary: مقاريوس / مكاريوس, and titles carry typos: "انطونبوس"), as `retrieval.names`
# matches titles.
MIN_TYPO_LENGTH = 6


def _one_edit(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


@lru_cache(maxsize=1 << 16)
def _number_word(token: str) -> int | None:
    for form in sorted(word_forms(token), key=len):
        if form in _NUMBER_WORDS:
            return _NUMBER_WORDS[form]
        hundreds = _glued_hundreds(form)
        if hundreds is not None:
            return hundreds
    return None


# "ثلاثمائة", "خمسمئة", "ثلثمائة": a unit glued to the word for a hundred. Egyptian writes the hundred ميه, and ميت
# before its noun ("اربعمية", "الخمسميت شهيد", "تلتمية", "ربعمية"): each reads as its value (NUMGROUP67). "ميت" alone is
# "dead" and "تمن" alone a price: only glued to a hundred are they units.
_HUNDRED_FORMS = ("مائه", "مئه", "مايه", "ميه", "ميت")
_GLUED_UNITS = {
    **{w: v for w, v in _NUMBER_WORDS.items() if 3 <= v <= 9 and not w.isascii()},
    "ثلث": 3, "ثمن": 8, "تسع": 9, "تلت": 3, "ربع": 4, "تمن": 8,
}


def _glued_hundreds(form: str) -> int | None:
    for hundred in _HUNDRED_FORMS:
        if form.endswith(hundred) and form[: -len(hundred)] in _GLUED_UNITS:
            return _GLUED_UNITS[form[: -len(hundred)]] * 100
    return None


# "أحد/إحدى/الحادي" are 1 only before "عشر" (11); alone they are "one of", "someone", Sunday.
_ELEVEN_UNITS = frozenset("احد احدي حادي حاديه".split())
_TENS_OF_TEENS = frozenset({"عشر", "عشره"})
_MULTIPLIERS = frozenset({100, 1000})
# "كل واحد منكم", "واحد من الأنبياء": واحد after كل or before من (with or without a pronoun) is a
# pronoun, "each one" or "one of", and counts nothing; "واحد" alone or after a noun ("إله واحد")
# is still the number 1.
_ONE_FORMS = frozenset({"واحد", "واحده", "واحدا"})
_EACH = frozenset({"كل", "لكل", "ولكل", "فكل", "بكل"})
_OF = frozenset("من منكم منهم منهن منا منها منه منهما".split())


def _pronoun_one(tokens: list[str], at: int) -> bool:
    if tokens[at] not in _ONE_FORMS and tokens[at][1:] not in _ONE_FORMS:
        return False
    return (at > 0 and tokens[at - 1] in _EACH) or (at + 1 < len(tokens) and tokens[at + 1] in _OF)


# "الـ٤٩", "ال400 شهيد", "وال40": the article or a particle glued to digits (folding keeps them one token).
_GLUED_DIGITS = re.compile(r"^(?:[وفبك]?ال|[وف]?لل|[وفبلك])(\d+)$")


def digits_of(token: str) -> str | None:
    """A folded token's digits, written alone or with a glued article or particle ("ال400" -> "400"); None for
    any other token."""
    if token.isdigit():
        return token
    glued = _GLUED_DIGITS.match(token)
    return glued[1] if glued else None


def is_number(token: str) -> bool:
    """A folded token that is a number: digits or a number word (with glued particles)."""
    return digits_of(token) is not None or _number_word(token) is not None


@dataclass(frozen=True)
class NumberPhrase:
    """One number a text states, as a whole phrase: "مئة وخمس" is 105 (never 100 and 5), "خمسة
    عشر" 15, "ثلاث مئة" 300, "خمس ومئة" 105 (units before hundreds, as older Arabic writes it).
    `start`/`end`: token offsets in the folded, marker-free text."""

    value: int
    start: int
    end: int


def _joined(token: str) -> bool:
    """The number word carries the conjunction و: its value is added, never multiplied."""
    return token.startswith("و") and _number_word(token[1:]) is not None


def _phrase_value(tokens: list[str]) -> int:
    total = current = 0
    for token in tokens:
        value = _number_word(token)
        if value is None:  # a bare "و" between two number words
            continue
        teen = not word_forms(token).isdisjoint(_TENS_OF_TEENS) and not _joined(token)
        if value in _MULTIPLIERS and not _joined(token) and current:
            current *= value
            if value == 1000:
                total, current = total + current, 0
        elif teen and 0 < current < 10:
            current += 10
        else:
            current += value
    return total + current


# "1.7" or "٣٫٥": one decimal number, which folding splits into two digit tokens.
_DECIMAL = re.compile(r"(\d+)[.٫](\d+)")
_INDIC_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")


def decimal_value(whole: str, fraction: str) -> int:
    """A decimal as an int no whole number equals (negative; the fraction's length in the last
    digit: 1.75 and 17.5 differ)."""
    return -(int(whole + fraction) * 10 + len(fraction))


def shown_number(value: int) -> str:
    if value >= 0:
        return str(value)
    digits, places = divmod(-value, 10)
    text = str(digits).rjust(places + 1, "0")
    return f"{text[:-places]}.{text[-places:]}"


def number_phrases(text: str) -> list[NumberPhrase]:
    """The numbers `text` states, each run of number words read as one value; digits as written
    (Arabic-Indic folded; "3:16" is two numbers, "1.7" one decimal: neither 1 nor 7)."""
    tokens = fold(strip_markers(text)).split()
    decimals = {(m[1], m[2]) for m in _DECIMAL.finditer(text.translate(_INDIC_DIGITS))}
    phrases: list[NumberPhrase] = []
    run: list[int] = []

    def close() -> None:
        while run and tokens[run[-1]] == "و":
            run.pop()
        if run:
            phrases.append(NumberPhrase(_phrase_value([tokens[i] for i in run]), run[0], run[-1] + 1))
        run.clear()

    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.isdigit() and i + 1 < len(tokens) and (token, tokens[i + 1]) in decimals:
            close()
            phrases.append(NumberPhrase(decimal_value(token, tokens[i + 1]), i, i + 2))
            i += 1
        elif (digits := digits_of(token)) is not None:
            close()
            phrases.append(NumberPhrase(int(digits), i, i + 1))
        elif (
            not word_forms(token).isdisjoint(_ELEVEN_UNITS)
            and i + 1 < len(tokens)
            and not word_forms(tokens[i + 1]).isdisjoint(_TENS_OF_TEENS)
        ):
            close()
            phrases.append(NumberPhrase(11, i, i + 2))
            i += 1
        elif _pronoun_one(tokens, i):
            close()
        elif _number_word(token) is not None or (token == "و" and run):
            run.append(i)
        else:
            close()
        i += 1
    close()
    return phrases


# The words a year is written after ("سنة 1850", "عام أربعمائة"), with or without a glued particle ("وفي عام", "لسنة").
YEAR_WORDS = frozenset({"سنه", "عام"})
_A_YEAR = 100  # a number in words after a year word from here on writes a year, not a span ("سنة واحدة")


def years_in_words(words: list[str]) -> list[tuple[int, int]]:
    """(where, year) for each year these folded words write in number words right after a year word: "سنة ألف
    وثمانمائة وخمسين" 1850, "عام أربعمائة" 400 (RISKS54: YEAR53's binding of a year to its clause's event, and the year
    slot, read figures only); a span ("بعد سنة دراسية واحدة", "سنة واحدة") writes none. Figures are not read here."""
    phrases = {phrase.start: phrase.value for phrase in number_phrases(" ".join(words))}
    return [
        (i + 1, value) for i, word in enumerate(words[:-1])
        if not word_forms(word).isdisjoint(YEAR_WORDS) and (value := phrases.get(i + 1, 0)) >= _A_YEAR
        and not words[i + 1].isdigit()
    ]


def claimed_numbers(text: str) -> set[int]:
    """The numbers `text` states, each as a whole phrase (`number_phrases`)."""
    return {phrase.value for phrase in number_phrases(text)}


def number_values(text: str) -> set[int]:
    """Every number `text` holds: what it states (`claimed_numbers`) and each number word alone
    (whether a sentence mentions a number at all; never what an excerpt is taken to state)."""
    values = claimed_numbers(text)
    for tok in fold(strip_markers(text)).split():
        value = _number_word(tok)
        if value is not None:
            values.add(value)
    return values


# Folded titles a place name follows ("مدينة حلب", "جبل النطرون" is skipped: it starts with ال).
PLACE_TITLES = frozenset("مدينه بمدينه لمدينه قريه بقريه بلده ببلده جبل بجبل دير بدير نهر بنهر جزيره بجزيره".split())
# Titles written after the name ("هيرودس الملك", "داود النبي"); the patronymic "بن" is `offices.SON_OF`.
_POSTPOSITIVE = frozenset("الملك الملكه النبي الرسول الوالي الكاهن".split())


def _name_like(token: str) -> bool:
    return len(token) >= 3 and not token.startswith("ال") and token not in STOPWORDS and not token.isdigit()


# Words after which the next word is the name given ("أب اسمه أنسطاسيوس", "المدعو نثنائيل").
NAMING_WORDS = frozenset("اسمه اسمها اسمهم يدعي تدعي يدعون المدعو المدعوه الملقب الملقبه لقبه يلقب".split())
# Greek and Latin names as Arabic writes them end in -وس ("ثيودوروس", "يوليانوس"); under six
# letters that ending is an Arabic word (ناموس، قسوس، فؤوس).
GREEK_ENDING, _GREEK_MIN_LENGTH = "وس", 6


def greek_name(token: str) -> bool:
    bare = min(word_forms(token), key=len)
    return len(bare) >= _GREEK_MIN_LENGTH and bare.endswith(GREEK_ENDING) and not bare.startswith("ال")


def _name_after_office(token: str) -> bool:
    """The word after an office or naming word is a name unless it is a number ("ابن عشرين سنة"),
    another office or title, or a stop word."""
    return (
        _name_like(token) and not is_number(token) and office(token) is None
        and token not in PLACE_TITLES and token not in HONORIFICS
    )  # fmt: skip


def office_pairs(text: str) -> set[tuple[str, str]]:
    """(office key, folded name) for each name `text` writes right after an office or kin word
    without the article, a naming word between them allowed ("أب اسمه أنسطاسيوس", "بطريرك
    إنطاكية"): who holds which office, or whose father is who."""
    toks = fold(strip_markers(text)).split()
    pairs: set[tuple[str, str]] = set()
    for i, tok in enumerate(toks):
        key = office(tok) if not tok.startswith("ال") else None
        if key is None:
            continue
        at = i + 2 if i + 2 < len(toks) and toks[i + 1] in NAMING_WORDS else i + 1
        if at + 1 < len(toks) and toks[at] in HONORIFICS:
            at += 1  # "ابن القديس واسيليدس": the son of Basilides, the title between them
        if at < len(toks) and _name_after_office(toks[at]):
            pairs.add((key, toks[at]))
    return pairs


def _office_moved(sentence: str, excerpt: str) -> str | None:
    """A name the sentence puts under an office or kin word while the excerpt puts it only under
    others ("أب اسمه ثاؤبستا" where the excerpt says "أم تدعى ثاؤبستا"; "أسقف إنطاكية" where it
    says "بطريرك إنطاكية")."""
    held = office_pairs(excerpt)
    for key, name in office_pairs(sentence):
        forms = word_forms(name)
        theirs = {k for k, other in held if not word_forms(other).isdisjoint(forms)}
        if theirs and key not in theirs and not SAME_OFFICE.get(key, frozenset()) & theirs:
            return f"{key} {name}"
    return None


# "أب" and "أخ" show their case in their own letters when they have a possessor (the five
# nouns): أبو/أخو the doer (nominative), أبا/أخا the one done to (accusative).
_NOMINATIVE, _ACCUSATIVE = "nominative", "accusative"
_FIVE_NOUN_CASES = {"ابو": _NOMINATIVE, "اخو": _NOMINATIVE, "ابا": _ACCUSATIVE, "اخا": _ACCUSATIVE}


def _relation_split(token: str) -> tuple[str, str | None, str | None] | None:
    """(relation key, the pronoun ending that is its possessor if any, the case its letters show)
    of a folded token ("أمه" -> ("ام", "ه", None), "أبوها" -> ("اب", "ها", nominative), "أخت" ->
    ("اخت", None, None)), or None."""
    # "أم" is also "or", a stop word `office` skips; read as "mother" here, where only a word in
    # construct with it, set against the excerpt's own relation on that word, counts
    key = office(token) or (OFFICES.get(_bare_particle(token)) if _bare_particle(token) == "ام" else None)
    if key not in RELATIONS:
        return None
    forms = word_forms(token) | ({token[1:]} if token[:1] in GLUED_CONJUNCTIONS and len(token) > 2 else set())
    for form in sorted(forms, key=len, reverse=True):
        if OFFICES.get(form) == key:
            return key, None, _FIVE_NOUN_CASES.get(form)
        for ending in sorted(PRONOUN_ENDINGS, key=len, reverse=True):
            base = form[: -len(ending)]
            if form.endswith(ending) and OFFICES.get(base) == key:
                return key, ending, _FIVE_NOUN_CASES.get(base)
    return key, None, None


@dataclass(frozen=True)
class _Relation:
    """One person put in relation to another: the relation's key and its possessor, either a
    pronoun ending (compared only within one sentence: a pronoun's referent changes from sentence
    to sentence) or the forms of the word after the relation word in construct."""

    key: str
    pronoun: str | None
    possessor: frozenset[str]
    case: str | None = None  # what "أبو"/"أبا" show: the doer or the one done to

    def same_possessor(self, other: _Relation) -> bool:
        if self.pronoun or other.pronoun:
            return self.pronoun == other.pronoun
        return not self.possessor.isdisjoint(other.possessor)

    def same_key(self, other: _Relation) -> bool:
        return self.key == other.key or other.key in SAME_OFFICE.get(self.key, frozenset())


def relations(text: str) -> list[_Relation]:
    """The kin and teacher relations `text` writes: a relation word with a possessive pronoun
    ("أمه") or in construct with the next word ("أخت الميت", "تلميذ بولس"). A relation word with
    the article has no possessor; one followed by a naming word ("أب اسمه …"), a number ("ابن
    اثنتي عشرة سنة") or a particle names no possessor either."""
    toks = fold(strip_markers(text)).split()
    found: list[_Relation] = []
    for i, tok in enumerate(toks):
        if tok.startswith("ال"):
            continue
        split = _relation_split(tok)
        if split is None:
            continue
        key, pronoun, case = split
        if pronoun is not None:
            found.append(_Relation(key, pronoun, frozenset(), case))
            continue
        following = toks[i + 1] if i + 1 < len(toks) else ""
        if following and following not in NAMING_WORDS and analyze(following) and not is_number(following):
            found.append(_Relation(key, None, word_forms(following), case))
    return found


def relation_moved(sentence: str, excerpt: str) -> str | None:
    """A relation put for another on the same possessor: the excerpt sentence the answer restates
    says "أخت الميت" (or "أمه") and the answer "أم الميت" ("عمه") — the words may all occur in the
    excerpt, but not in that relation. A relation the excerpt writes anywhere for that possessor
    (a pronoun: in the restated sentence) is held."""
    restated = relations(matched_sentence(sentence, excerpt))
    anywhere = relations(excerpt)
    said = relations(sentence)
    for mine in said:
        pool = restated if mine.pronoun else anywhere
        if any(mine.same_key(theirs) and mine.same_possessor(theirs) for theirs in pool):
            continue
        replaced = [
            theirs for theirs in restated
            if theirs.same_possessor(mine) and not any(other.same_key(theirs) and other.same_possessor(theirs) for other in said)
        ]  # fmt: skip
        if replaced:
            return f"{mine.key} for {replaced[0].key}"
    return _case_turned(said, restated)


def _case_turned(said: list[_Relation], restated: list[_Relation]) -> str | None:
    """The same relation on the same possessor, the doer in the excerpt sentence and the one done
    to in the answer, or the reverse ("أخذها أبوها" -> "أخذت أباها": her father took her / she
    took her father), the case the excerpt's form shows nowhere in the answer."""
    for theirs in restated:
        if theirs.case is None:
            continue
        same = [mine for mine in said if mine.key == theirs.key and mine.same_possessor(theirs) and mine.case]
        if same and all(mine.case != theirs.case for mine in same):
            return f"{theirs.key}: {theirs.case} made {same[0].case}"
    return None


def titled_names(text: str) -> set[str]:
    """Folded names `text` writes after a person title (`support.proper_names`), a place title,
    an office without the article ("ملك سوريا", "بطريرك إنطاكية") or a naming word ("اسمه"), and
    words of a Greek or Latin name's shape."""
    names = set(proper_names(text))
    toks = fold(strip_markers(text)).split()
    for i, tok in enumerate(toks[:-1]):
        if tok in PLACE_TITLES and _name_like(toks[i + 1]):
            names.add(toks[i + 1])
        if (tok in NAMING_WORDS or tok in TITLE_OFFICES) and _name_after_office(toks[i + 1]):
            names.add(toks[i + 1])
    names.update(tok for tok in toks if greek_name(tok))
    return names


# Place nouns a place's name follows in construct ("جبل القلمون", "بحر مرمرة", "في مدينة حلب"),
# without the article; a glued preposition (ب/ل/و/ف) is taken off first. A closed class.
PLACE_NOUNS = frozenset("مدينه قريه بلده جبل بحر دير نهر جزيره".split())


def _place_noun(token: str) -> bool:
    return not token.startswith("ال") and not word_forms(token).isdisjoint(PLACE_NOUNS) and office(token) is None


def place_names(text: str) -> set[str]:
    """Folded words `text` writes as a place's name: the word after a place noun in construct,
    with or without the article ("جبل القلمون", "بحر إيجة"), a person title between them skipped
    ("دير القديس أنطونيوس")."""
    toks = fold(strip_markers(text)).split()
    found: set[str] = set()
    for i, tok in enumerate(toks):
        if not _place_noun(tok):
            continue
        for nxt in toks[i + 1 : i + 4]:
            if nxt in HONORIFICS:
                continue
            bare = nxt[2:] if nxt.startswith("ال") else nxt
            if _name_like(bare) and not is_number(nxt) and office(nxt) is None and not _place_noun(nxt):
                found.add(nxt)
            break
    return found


# Prepositions of place written apart (folded في/إلى/من).
_PLACE_PREPOSITIONS = frozenset("في الي من".split())


def after_place_preposition(tokens: list[str]) -> list[str]:
    """Words right after a separate في/إلى/من that may be a place's name: without the article
    ("في أسمرة", "إلى حلب"), not a stop word, a number, an office, a month or a quantifier ("في
    معظم الأيام": how many is `text.quantifiers`' check)."""
    return [
        nxt for tok, nxt in zip(tokens, tokens[1:], strict=False)
        if tok in _PLACE_PREPOSITIONS and _name_like(nxt) and not is_number(nxt) and office(nxt) is None
        and word_forms(nxt).isdisjoint(MONTH_WORDS) and nxt not in QUANTIFIERS
    ]  # fmt: skip


def place_moved(sentence: str, excerpt: str) -> str | None:
    """A word after a place preposition in the sentence that the excerpt never writes, where the
    excerpt sentence it restates has a word the sentence lacks after the same kind of preposition:
    one place put for another ("ورسم في أديس أبابا" -> "ورسم في أسمرة")."""
    excerpt_forms = {form for tok in fold(excerpt).split() for form in word_forms(tok)}
    said = fold(strip_markers(sentence)).split()
    said_forms = {form for tok in said for form in word_forms(tok)}
    restated = fold(matched_sentence(sentence, excerpt)).split()
    if all(_holds_name(said_forms, tok) for tok in after_place_preposition(restated)):
        return None
    return next((tok for tok in after_place_preposition(said) if not _holds_name(excerpt_forms, tok)), None)


# How many definite words after a name are read as its epithets ("يوحنا المعمدان", "مرقس
# الرسول الإنجيلي").
_EPITHET_RUN = 3


def _epithets(tokens: list[str], names: Collection[str]) -> list[tuple[frozenset[str], list[str]]]:
    """(forms of a name, the definite words right after it) for each name of folded `tokens`."""
    found: list[tuple[frozenset[str], list[str]]] = []
    for i, tok in enumerate(tokens):
        forms = word_forms(tok)
        if tok.startswith("ال") or (tok not in names and forms.isdisjoint(names)):
            continue
        run: list[str] = []
        for nxt in tokens[i + 1 : i + 1 + _EPITHET_RUN]:
            if not nxt.startswith("ال") or not analyze(nxt) or is_number(nxt) or not word_forms(nxt).isdisjoint(MONTH_WORDS):
                break
            run.append(nxt)
        if run:
            found.append((forms, run))
    return found


def epithet_moved(sentence: str, excerpt: str, known_names: Collection[str] = frozenset()) -> str | None:
    """A name given an epithet of another ("يوحنا المعمدان" written "يوحنا الحبيب", "الحبيب" being
    the excerpt's word for someone else): the answer writes the name with a definite word the
    excerpt never writes after that name, while the excerpt sentence it restates gives the name an
    epithet the answer drops. A dropped epithet alone ("مرقس الرسول الإنجيلي" -> "مرقس
    الإنجيلي") passes; an epithet the excerpt never writes is left to the coverage check."""
    said = fold(strip_markers(sentence)).split()
    names = set(known_names) | titled_names(sentence)
    held = _epithets(fold(strip_markers(excerpt)).split(), names)
    restated = _epithets(fold(strip_markers(matched_sentence(sentence, excerpt))).split(), names)
    said_forms = {form for tok in said for form in word_forms(tok)}
    excerpt_forms = {form for tok in fold(excerpt).split() for form in word_forms(tok)}
    for forms, run in _epithets(said, names):
        theirs = [their_run for their_forms, their_run in held if not forms.isdisjoint(their_forms)]
        if not theirs:
            continue  # a name the excerpt does not write: the name checks' business
        for epithet in run[:1]:
            if not _holds(excerpt_forms, epithet):
                continue  # a word the excerpt lacks altogether: the coverage check's business
            if any(_holds(set(word_forms(e)), epithet) for their_run in theirs for e in their_run):
                continue
            dropped = [
                e for their_forms, their_run in restated if not forms.isdisjoint(their_forms)
                for e in their_run[:1] if word_forms(e).isdisjoint(said_forms)
            ]  # fmt: skip
            if dropped:
                return f"{epithet} for {dropped[0]}"
    return None


def name_mentions(text: str) -> Counter[str]:
    """How often each folded word of `text` stands where names stand: after a person or place
    title, before a postpositive title, on either side of "بن"."""
    toks = fold(text).split()
    found: Counter[str] = Counter()
    for i, tok in enumerate(toks):
        if tok in HONORIFICS or tok in PLACE_TITLES:
            for nxt in toks[i + 1 : i + 4]:
                if nxt in HONORIFICS or nxt.startswith("ال"):
                    continue
                if _name_like(nxt):
                    found[nxt] += 1
                break
        # a word led by و/ف after an office is mostly the next clause ("ملك فغضب"), not a name
        if (tok in NAMING_WORDS or tok in TITLE_OFFICES) and i + 1 < len(toks) and toks[i + 1][0] not in GLUED_CONJUNCTIONS:
            if _name_after_office(toks[i + 1]):
                found[toks[i + 1]] += 1
        if tok in _POSTPOSITIVE and i > 0 and _name_like(toks[i - 1]):
            found[toks[i - 1]] += 1
        if tok in SON_OF:
            for side in (toks[i - 1 : i], toks[i + 1 : i + 2]):
                if side and _name_like(side[0]):
                    found[side[0]] += 1
    return found


# Bump on any change to what `corpus_names` or `corpus_common_words` returns: stores saved the sets
# under this version. 6: a word's occurrences count its article's too (LEFTOVERS19).
CORPUS_NAMES_VERSION = 6


def corpus_names(texts: Iterable[str], min_share: float) -> frozenset[str]:
    """Words the corpus writes as names: standing where names stand (`name_mentions`) in at least
    `min_share` of their occurrences, the word written with the article counted among them (a name
    takes none: "العذارى" 43 times against one "بنات عذارى" after a number makes عذارى no name).
    Common words that happen to follow a title once ("الملك فغضب") mostly fall under the share;
    those that remain only cost a paraphrase that brings them in uncovered (never a verbatim copy)."""
    return NameCounts.of(texts).names(min_share)


def corpus_common_words(texts: Iterable[str], min_share: float) -> frozenset[str]:
    """Words the corpus writes as common nouns or adjectives, not names: written with the article too
    ("العذارى", "الرهبان", "المسيحيين") and no name by `corpus_names`' share. Read where a word's shape
    alone would take it for a name (the name beside a kin word: "أربع بنات عذارى" names no daughter)."""
    return NameCounts.of(texts).common(min_share)


@dataclass(frozen=True)
class NameCounts:
    """What `corpus_names` decides from: how often each word stands where names stand, and how often
    it occurs at all. Counts add up, so a corpus's are its parts' merged: the cloud ingest keeps each
    library's (stores/aws/dynamo_claim_names.py) and the AWS side decides over their sum exactly as
    the SQLite store does over every chunk at once."""

    mentions: Mapping[str, int]
    occurrences: Mapping[str, int]

    @classmethod
    def of(cls, texts: Iterable[str]) -> NameCounts:
        mentions: Counter[str] = Counter()
        occurrences: Counter[str] = Counter()
        for text in texts:
            mentions.update(name_mentions(text))
            occurrences.update(fold(text).split())
        return cls(mentions, occurrences)

    @classmethod
    def merged(cls, parts: Iterable[NameCounts]) -> NameCounts:
        mentions: Counter[str] = Counter()
        occurrences: Counter[str] = Counter()
        for part in parts:
            mentions.update(part.mentions)
            occurrences.update(part.occurrences)
        return cls(mentions, occurrences)

    def names(self, min_share: float) -> frozenset[str]:
        return frozenset(w for w, n in self.mentions.items() if n >= min_share * max(self._written(w), 1))

    def common(self, min_share: float) -> frozenset[str]:
        """The bare words also written with the article that are no names at `min_share`."""
        return frozenset(
            w for w, n in self.occurrences.items()
            if n and not w.startswith(_ARTICLE) and self.occurrences.get(_ARTICLE + w, 0)
            and self.mentions.get(w, 0) < min_share * self._written(w)
        )

    def _written(self, word: str) -> int:
        """How often the corpus writes the word, bare or with the article."""
        return self.occurrences.get(word, 0) + self.occurrences.get(_ARTICLE + word, 0)

    def to_bytes(self) -> bytes:
        """gzip'd JSON, the same bytes for the same counts (sorted, no timestamp): keyed by digest."""
        body = json.dumps({"version": CORPUS_NAMES_VERSION, "mentions": self.mentions, "occurrences": self.occurrences},
                          ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        return gzip.compress(body.encode("utf-8"), mtime=0)

    @classmethod
    def from_bytes(cls, blob: bytes) -> NameCounts:
        """Raises ValueError for counts another derivation (`CORPUS_NAMES_VERSION`) wrote."""
        record = json.loads(gzip.decompress(blob))
        if record.get("version") != CORPUS_NAMES_VERSION:
            raise ValueError(f"name counts of derivation {record.get('version')}, not {CORPUS_NAMES_VERSION}")
        return cls(record["mentions"], record["occurrences"])


# --- roles: who did what to whom ------------------------------------------------------------------

# Prepositions written apart (folded) that tell a verb's participants apart: the giver and the
# receivers of "وزع أمواله على الفقراء" differ by "على", not by their words. A closed class.
ROLE_PREPOSITIONS = frozenset("علي الي من عن مع عند لدي ضد نحو في".split())


@dataclass(frozen=True)
class _Slot:
    """A content word of a text: its terms, the preposition governing it (carried over a title:
    "على القديس العظيم أنطونيوس"), whether it is a title or a name of a person, and the clause it
    stands in (a preposition, a word led by و/ف or a glued preposition with its article starts
    another)."""

    keys: frozenset[str]
    governor: str | None
    title: bool
    name: bool
    definite: bool  # written with the article: an adjective after a title ("القديس العظيم")
    clause: int


def _preposition(token: str) -> str | None:
    if token in ROLE_PREPOSITIONS:
        return token
    if len(token) > 3 and token[0] in GLUED_CONJUNCTIONS and token[1:] in ROLE_PREPOSITIONS:
        return token[1:]
    return None


_HAND = frozenset({"يد", "ايدي"})
_CLAUSE_OPENERS = ("بال", "لل", "كال", "وبال", "ولل", "فبال", "فلل")


# A noun joined by و to a preposition's articled object shares its preposition ("في النسك والعبادة":
# both in في), so the two said in the other order ("في العبادة والنسك") move no preposition (FAITH37).
_JOINED_ARTICLE = "وال"


def _slots(text: str, known_names: Collection[str]) -> list[_Slot]:
    tokens = fold(strip_markers(text)).split()
    names = titled_names(text)
    slots: list[_Slot] = []
    governor: str | None = None
    after_title = False
    clause = 0
    joined: str | None = None  # the preposition of the articled noun just read
    for tok in tokens:
        preposition = _preposition(tok)
        if preposition is not None:
            governor, after_title, clause, joined = preposition, False, clause + 1, None
            continue
        if governor is not None and tok in _HAND:
            continue  # "على يد هيرودس": the preposition governs the one whose hand it was
        # a name that begins with و/ف ("واخس") is no conjunction
        if ((tok[0] in GLUED_CONJUNCTIONS and len(tok) > 2) or tok.startswith(_CLAUSE_OPENERS)) and tok not in names:
            clause += 1
        if governor is None and joined is not None and tok.startswith(_JOINED_ARTICLE):
            governor = joined
        keys = frozenset(analyze(tok))
        title = tok in HONORIFICS
        if keys:
            name = not title and (tok in names or not word_forms(tok).isdisjoint(known_names))
            slots.append(_Slot(keys, governor, title, name, tok.startswith("ال"), clause))
        joined = governor if governor is not None and bool(keys) and tok.startswith(("ال", _JOINED_ARTICLE)) else None
        # A title passes its preposition on to the name it introduces, over adjectives ("ال…").
        after_title = title or (after_title and tok.startswith("ال"))
        if not after_title:
            governor = None
    return slots


def _shares(slot: _Slot, others: Iterable[_Slot]) -> list[_Slot]:
    return [other for other in others if slot.keys & other.keys]


def _preposition_swap(said: list[_Slot], span: list[_Slot], excerpt: list[_Slot]) -> str | None:
    """A preposition of the sentence put on a passage word the excerpt never puts it on, while a
    word the matched excerpt sentence governs only by that preposition lost it: the same words,
    another relation ("وزع أمواله على الفقراء" -> "وزع الفقراء أموالهم على القديس")."""
    for preposition in dict.fromkeys(s.governor for s in said if s.governor):
        moved_in = [
            s for s in said if s.governor == preposition and (held := _shares(s, excerpt))
            and all(e.governor != preposition for e in held)
        ]  # fmt: skip
        moved_out = [
            s for s in said if s.governor != preposition and (held := _shares(s, span))
            and all(e.governor == preposition for e in held)
        ]  # fmt: skip
        if moved_in and moved_out:
            return f"{preposition}: {min(moved_out[0].keys)} -> {min(moved_in[0].keys)}"
    return None


@dataclass(frozen=True)
class _Person:
    name: frozenset[str]  # the name's terms (empty for a title alone: "الوالي")
    title: frozenset[str]  # the title's terms ("القديس")

    def same(self, other: _Person) -> bool:
        """One person: the same name, or a title alone that is the other's title."""
        if self.name and other.name:
            return bool(self.name & other.name)
        return bool(self.title & other.title) and not (self.name and other.name)

    def label(self) -> str:
        return min(self.name or self.title)


def _clause_persons(slots: list[_Slot], start: int) -> list[_Person]:
    """The people named without a preposition after slot `start` in its clause: the doer and the
    one done to, in their order. A title and the name it introduces are one person ("القديس
    العظيم سلوانس"); a title followed by another title stands alone ("الوالي القديس بقطرس")."""
    persons: list[_Person] = []
    pending: frozenset[str] | None = None

    def add(person: _Person) -> None:
        if not any(person.same(known) for known in persons):
            persons.append(person)

    for slot in slots[start + 1 :]:
        if slot.clause != slots[start].clause or slot.governor is not None:
            break
        if slot.name:
            add(_Person(slot.keys, pending or frozenset()))
            pending = None
        elif pending is not None and slot.definite and not slot.title:
            continue  # an adjective between a title and its name
        else:
            if pending is not None:
                add(_Person(frozenset(), pending))
            pending = slot.keys if slot.title else None
    if pending is not None:
        add(_Person(frozenset(), pending))
    return persons


def _order_swap(said: list[_Slot], span: list[_Slot]) -> str | None:
    """Two people after the same passage verb in the opposite order ("قتل الوالي القديس" ->
    "قتل القديس الوالي"): Arabic writes the doer first, so the order is the relation."""
    for i, verb in enumerate(said):
        if verb.title or verb.name:
            continue
        mine = _clause_persons(said, i)
        if len(mine) < 2:
            continue
        for j, theirs_verb in enumerate(span):
            if theirs_verb.title or theirs_verb.name or not verb.keys & theirs_verb.keys:
                continue
            theirs = _clause_persons(span, j)
            # each person of the sentence -> the index of the same person in the excerpt's clause
            places = [next((k for k, q in enumerate(theirs) if p.same(q)), None) for p in mine]
            found = [(k, p) for k, p in zip(places, mine, strict=True) if k is not None]
            for (k1, p1), (k2, p2) in zip(found, found[1:], strict=False):
                if k1 > k2:
                    return f"{p1.label()} / {p2.label()}"
    return None


# How far after a verb its participants are looked for (tokens), and where its doer stands in an
# answer: the first content word after it, or the one right before it (SVO).
_FRAME_TOKENS = 6


def _glued_preposition(token: str) -> bool:
    """A token with a preposition glued to its article ("بالإسكندرية", "للفقراء"): governed."""
    return token.startswith(_CLAUSE_OPENERS)


CONJUNCTIONS = frozenset("و ف ثم او بل لكن حتي".split())  # folded, standing alone
# Complementizers, relative pronouns and subordinators: a verb's participants do not cross them
# ("مريم أن الله يرحمنا": الله belongs to يرحمنا, not to مريم).
_SUBORDINATORS = frozenset(
    "ان انه انها انهم لان لانه لكي كي الذي التي الذين اللذين اللتين اللواتي اللاتي اذ اذا كما".split()
) | WHEN_CONJUNCTIONS | {AFTER_CONJUNCTION}


def _clause_break(token: str, keys: frozenset[str]) -> bool:
    """A conjunction, a subordinator, or a word or particle led by و/ف ("وذهب", "فلما"; not
    "فيه"): another clause."""
    if token in CONJUNCTIONS or token in _SUBORDINATORS:
        return True
    if token[:1] not in GLUED_CONJUNCTIONS or len(token) <= 2 or _glued_preposition(token):
        return False
    return bool(keys) or token[1:] in STOPWORDS


def _frame(tokens: list[str], at: int) -> list[tuple[frozenset[str], str | None]]:
    """(terms, governing preposition) of the content words after `tokens[at]` in its clause: what
    the word there relates, and how. A separate preposition governs the next content word (over
    a title: "على القديس أنطونيوس"); a glued one its own word; a word led by و/ف ends the clause."""
    frame: list[tuple[frozenset[str], str | None]] = []
    governor: str | None = None
    for tok in tokens[at + 1 : at + 1 + _FRAME_TOKENS]:
        preposition = _preposition(tok)
        if preposition is not None:
            governor = preposition
            continue
        keys = frozenset(analyze(tok))
        if _clause_break(tok, keys):
            break
        if not keys:
            continue  # a particle, a pronoun-suffixed preposition ("فيه", "عليه")
        frame.append((keys, "ب" if _glued_preposition(tok) else governor))
        if tok not in HONORIFICS:
            governor = None
    return frame


def _doers(tokens: list[str], at: int) -> list[frozenset[str]]:
    """The terms of the words standing as the doer (or direct object) of `tokens[at]`: the first
    content word after it when no preposition governs it, and the content word right before it
    (Arabic writes VSO and SVO both) when nothing governs that one either."""
    doers: list[frozenset[str]] = []
    frame = _frame(tokens, at)
    if frame and frame[0][1] is None:
        doers.append(frame[0][0])
    if at > 0 and not _clause_break(tokens[at], frozenset(analyze(tokens[at]))):
        before = tokens[at - 1]
        keys = frozenset(analyze(before))
        governed = _glued_preposition(before) or (at > 1 and _preposition(tokens[at - 2]) is not None)
        if keys and not governed:
            doers.append(keys)
    return doers


def _same_word(a: str, b: str) -> bool:
    """Two folded tokens of one word: shared terms, or one is the other with glued particles
    ("وأمر" / "أمر": the stemmer keeps a glued و on some verbs)."""
    return not frozenset(analyze(a)).isdisjoint(analyze(b)) or not word_forms(a).isdisjoint(word_forms(b))


_OBJECT_PRONOUNS = THIRD_PERSON_PRONOUNS


def _verb_like(token: str, names: Collection[str] = frozenset()) -> bool:
    """A content word that may be a verb: no article, no preposition glued to one, no title, no
    name, no number (a verb never takes the article: "الرهبان", "للرهبان" relate nothing as verbs)."""
    bare = _bare_particle(token)
    return (
        bool(analyze(token)) and not bare.startswith("ال") and not _glued_preposition(token)
        and token not in HONORIFICS and not is_number(token) and word_forms(token).isdisjoint(names)
    )  # fmt: skip


def _participants(tokens: list[str], at: int, svo: bool = True) -> list[tuple[frozenset[str], list[frozenset[str]]]]:
    """(doer, the bare words after it) around the word at `at`: VSO, the first bare word after it
    and the bare words after that; SVO, the bare word right before it and the bare words after."""
    bare = [keys for keys, governor in _frame(tokens, at) if governor is None]
    found: list[tuple[frozenset[str], list[frozenset[str]]]] = []
    first_after = _frame(tokens, at)[:1]
    for doer in _doers(tokens, at):
        vso = bool(first_after) and doer == first_after[0][0]
        if not vso and not svo:
            continue
        found.append((doer, [keys for keys in bare if keys != doer]))
    return found


def _participants_exchanged(sentence: str, excerpt_sentence: str, known_names: Collection[str] = frozenset()) -> str | None:
    """Two participants of the same verb that change sides: the answer's doer is a word the
    excerpt sentence puts after the doer of that verb, and the excerpt's doer stands after it in
    the answer ("قتل الوالي القديس" -> "قتل القديس الوالي" or "القديس قتل الوالي"; "أمر الملك
    دقلديانوس بقتل القديس جرجس" -> "القديس جرجس أمر بقتل الملك دقلديانوس"). The doer stands right
    after the verb (VSO) or right before it (SVO); an answer that fronts the object and leaves a
    pronoun on the verb ("القديس قتله الوالي") is not read SVO."""
    said = fold(strip_markers(sentence)).split()
    theirs = fold(strip_markers(excerpt_sentence)).split()
    names = set(known_names)  # not titled_names: a verb after a title reads as a name there
    for i, tok in enumerate(said):
        # an office or kin word ("ابنة الملك") is who someone is, never a verb with sides to swap
        if not _verb_like(tok, names) or office(tok) is not None:
            continue
        matches = [j for j, other in enumerate(theirs) if _verb_like(other, names) and _same_word(tok, other)]
        if not matches:
            continue
        pronoun_added = any(tok.endswith(p) and not theirs[j].endswith(p) for p in _OBJECT_PRONOUNS for j in matches)
        excerpt_pairs = [pair for j in matches for pair in _participants(theirs, j)]
        excerpt_doers = [doer for doer, _ in excerpt_pairs]
        first_after = _frame(said, i)[:1]
        for doer, objects in _participants(said, i, svo=not pronoun_added):
            if any(doer & other for other in excerpt_doers) or doer & frozenset(analyze(tok)):
                continue
            # A doer written before its verb is one that can act (a name, title, office, people):
            # a verb before a name ("بدأ نجيب محفوظ") is the answer's own verb, not a participant.
            fronted = not (first_after and doer == first_after[0][0])
            if fronted and i > 0 and not _can_act(said[i - 1], names):
                continue
            for their_doer, their_objects in excerpt_pairs:
                if any(doer & o for o in their_objects) and any(their_doer & o for o in objects):
                    return f"{min(doer)} / {min(their_doer)} exchanged around {min(analyze(tok))}"
    return None


# Collective nouns for people: they can do what a verb says, as a name or an office can.
_PEOPLE = frozenset("ناس شعب شعوب جموع جمع جند جنود اهل قوم اقوام يهود".split())
# A sound masculine plural (-ون/-ين) is, by the grammar, a plural of rational beings ("الأريوسيين",
# "الوثنيين"); under six letters the ending is mostly a root's ("الدين", "التين").
_SOUND_PLURAL_ENDINGS, _SOUND_PLURAL_MIN = ("ين", "ون"), 6


def _can_act(token: str, known_names: Collection[str]) -> bool:
    """A word that may stand as a verb's doer: a person's name, title, office or kin word, a noun
    for people, or a sound masculine plural. A place or a thing may lose its preposition with no
    change of who does what ("دخل إلى المدينة" / "دخل المدينة", "صعد إلى الجبل" / "صعد الجبل")."""
    forms = word_forms(token)
    if token in HONORIFICS or office(token) is not None or not forms.isdisjoint(known_names) or not forms.isdisjoint(_PEOPLE):
        return True
    bare = min(forms, key=len)
    return len(bare) >= _SOUND_PLURAL_MIN and bare.endswith(_SOUND_PLURAL_ENDINGS)


def _object_made_doer(sentence: str, excerpt_sentence: str, known_names: Collection[str] = frozenset()) -> str | None:
    """A word the excerpt sentence relates to a verb only through a preposition, standing bare
    beside the same verb in the answer — as its doer or direct object: "احتج فيه على
    الأريوسيين" (he protested against the Arians) written "احتج فيه الأريوسيين عليه" (the Arians
    protested against him). Every word is the excerpt's own; the relation is not. Only a word
    that can act (`_can_act`) is read as made the doer."""
    said = fold(strip_markers(sentence)).split()
    able = {frozenset(analyze(tok)) for tok in said if _can_act(tok, known_names)}
    theirs = fold(strip_markers(excerpt_sentence)).split()
    names = set(known_names)  # not titled_names: a verb after a title reads as a name there
    for i, tok in enumerate(said):
        verb = frozenset(analyze(tok))
        if not _verb_like(tok, names):
            continue
        matches = [j for j, other in enumerate(theirs) if _verb_like(other, names) and _same_word(tok, other)]
        frames = [_frame(theirs, j) for j in matches]
        their_doers = [doer for j in matches for doer in _doers(theirs, j)]
        for doer in _doers(said, i):
            if doer not in able:
                continue
            governed = [gov for frame in frames for keys, gov in frame if keys & doer]
            if any(doer & other for other in their_doers) or doer & verb:
                continue  # where the excerpt has it too
            if governed and all(gov is not None for gov in governed):
                return f"{governed[0]}: {min(doer)} made the doer of {min(verb)}"
    return None


_PHRASE_WORDS = 3


def _head_made_object(sentence: str, excerpt: str) -> str | None:
    """A word that stands right before a preposition in the excerpt and right after it in the
    sentence, never after it in the excerpt: the phrase turned inside out ("خير من الاتكال" ->
    "من خير", "أرسل إلى الكرامين" -> "الكرامين إلى أرسل"); the words and the preposition are all
    the excerpt's own, the relation is not."""
    said, theirs = fold(strip_markers(sentence)).split(), fold(strip_markers(excerpt)).split()
    before: dict[str, set[str]] = {}  # preposition -> forms of the excerpt's words right before it
    # preposition -> forms of the excerpt's words in the phrase it opens (a few words: a word
    # dropped from "إلى الأبد مساكنهم" leaves "إلى مساكنهم", still the excerpt's phrase)
    after: dict[str, set[str]] = {}
    for j, tok in enumerate(theirs):
        preposition = _preposition(tok)
        if preposition is None:
            continue
        if j > 0:
            before.setdefault(preposition, set()).update(word_forms(theirs[j - 1]))
        for following in theirs[j + 1 : j + 1 + _PHRASE_WORDS]:
            if _preposition(following) is not None:
                break
            after.setdefault(preposition, set()).update(word_forms(following))
    for i, tok in enumerate(said[:-1]):
        preposition = _preposition(tok)
        following = said[i + 1]
        if preposition is None or not analyze(following) or _preposition(following) is not None:
            continue
        forms = word_forms(following)
        if forms & before.get(preposition, set()) and not forms & after.get(preposition, set()):
            return f"{preposition}: {following}"
    return None


# Where a thing comes from and where it goes: "حصل عليها من دوق نابولي" is not "منحها لدوق نابولي".
_FROM = frozenset({"من"})
_TO = frozenset({"الي"})
_GLUED_TO = "ل"


def _goals(tokens: list[str]) -> list[frozenset[str]]:
    """The forms of each word `tokens` write after إلى or with a glued لـ ("لدوق", "وللملك")."""
    found = []
    for i, tok in enumerate(tokens):
        bare = _bare_particle(tok)
        if i > 0 and _bare_particle(tokens[i - 1]) in _TO and analyze(tok):
            found.append(word_forms(tok))
        elif bare.startswith(_GLUED_TO) and len(bare) > 3 and analyze(bare) and bare not in STOPWORDS:
            found.append(word_forms(bare[1:]) | word_forms(bare))
    return found


def _sources(tokens: list[str]) -> list[frozenset[str]]:
    """The forms of each word `tokens` write right after a separate من."""
    return [word_forms(tokens[i + 1]) for i in range(len(tokens) - 1) if _bare_particle(tokens[i]) in _FROM and analyze(tokens[i + 1])]


def _direction_reversed(sentence: str, excerpt_sentence: str) -> str | None:
    """A noun the excerpt sentence writes after من (where something came from) that the sentence
    writes after إلى or with a glued لـ (where it went): "حصل على أفيرسا من دوق نابولي" ->
    "منح أفيرسا لدوق نابولي". Only where the excerpt sentence never writes that noun as a goal."""
    theirs = fold(strip_markers(excerpt_sentence)).split()
    said = fold(strip_markers(sentence)).split()
    sources, their_goals, said_sources = _sources(theirs), _goals(theirs), _sources(said)
    for goal in _goals(said):
        if any(office(form) in KIN for form in goal):
            continue  # born of or to one's parents, a son from or to his wife: kin is no direction
        if any(not goal.isdisjoint(source) for source in sources) and all(goal.isdisjoint(other) for other in their_goals + said_sources):
            return f"from {min(goal, key=len)} made to it"
    return None


# Verbs of a transfer, by direction (folded bases: the past without endings, a final ى as ي).
# Receiving from someone ("قبلت من أبفرودتس") made giving to him ("أعطيت أبفرودتس") swaps giver
# and receiver. قبل is read only before من: alone it is as often "before" or "kissed".
_RECEIVING = frozenset("قبل اخذ نال تسلم استلم تلقي".split())
_GIVING = frozenset("اعطي منح وهب اهدي".split())
_PLURAL_ENDING = "وا"
_SUBJECT_ENDINGS = ("وا", "تم", "نا", "ت")  # a past verb that carries its doer
_VERB_ENDINGS = ("تموه", "تما", "تم", "وا", "ته", "ت", "اه", "ها", "هم", "ه", "ني", "نا", "ك")


def _verb_bases(token: str) -> set[str]:
    """A folded token without a glued و/ف, one subject or object ending, an imperfect lead: the
    bases a transfer verb class may list ("وأعطيته" -> اعطي, "يمنحهم" -> منح, "أعطاه" -> اعطي)."""
    forms = {token, token[1:]} if token[:1] in GLUED_CONJUNCTIONS and len(token) > 3 else {token}
    forms |= {
        form[: -len(ending)] for form in set(forms) for ending in _VERB_ENDINGS if form.endswith(ending) and len(form) - len(ending) >= 3
    }
    forms |= {form[1:] for form in set(forms) if form[:1] in _IMPERFECT_LEADS and len(form) >= 4}
    # a defective verb loses its final ى before the plural ending: "أعطوا" is أعطى's
    defective = {form[: -len(_PLURAL_ENDING)] + "ي" for form in forms if form.endswith(_PLURAL_ENDING) and len(form) > 4}
    return forms | defective | {form[:-1] + "ي" for form in forms if form.endswith(("ا", "ي"))}


def _received_made_given(sentence: str, excerpt_sentence: str) -> str | None:
    """Someone the excerpt sentence receives from ("قبلت من أبفرودتس") put right after a verb of
    giving ("أعطيت أبفرودتس") that the excerpt sentence does not write: giver and receiver swapped."""
    theirs = fold(strip_markers(excerpt_sentence)).split()
    sources = [
        word_forms(theirs[j + 2]) for j in range(len(theirs) - 2)
        if not _verb_bases(theirs[j]).isdisjoint(_RECEIVING) and theirs[j + 1] in _FROM
    ]  # fmt: skip
    if not sources or any(not _verb_bases(tok).isdisjoint(_GIVING) for tok in theirs):
        return None
    said = fold(strip_markers(sentence)).split()
    for i in range(len(said) - 1):
        if not _verb_bases(said[i]).isdisjoint(_GIVING) and any(not word_forms(said[i + 1]).isdisjoint(source) for source in sources):
            return f"received from {said[i + 1]}, stated as given"
    return None


_GLUED_TO_NAME = "لبك"  # prepositions glued to a name: "لبطرس", "بيوحنا"
# A people named by its relative adjective in the sound plural ("الهولنديون", "البرتغاليين",
# "الأريوسيين"): -يون/-يين after a stem of three letters or more.
_PEOPLE_ENDINGS, _PEOPLE_MIN = ("يون", "يين"), 6


# A group of people named by a broken plural that is no office or title (offices -- التلاميذ,
# الكهنة -- stay titles): a nation ("الرومان" -> "اليونان") or a company that the record sets
# against another ("أحد الحراس رأى" -> "أحد الشهداء رأى"). Folded, without the article.
_GROUPS = frozenset("حراس جنود عسكر شهداء رومان يونان فرس عرب يهود اقباط بربر".split())


def names_people(token: str) -> bool:
    """Does the token name a people or a company of men (`_GROUPS`, a relative adjective's sound plural)?"""
    forms = word_forms(token)
    if not forms.isdisjoint(_GROUPS):
        return True
    bare = min(forms, key=len)
    return len(bare) >= _PEOPLE_MIN and bare.endswith(_PEOPLE_ENDINGS)


def _detail_kinds(names: Collection[str], known_names: Collection[str]) -> Callable[[str], str | None]:
    """What `text.moved_details` reads as a detail: a person's or a people's name (titled, or one
    the corpus writes as a name; never a title, an office or a common word), or a number in digits
    (a number word restated in digits is the same number, not a moved one)."""

    def kind(token: str) -> str | None:
        if token.isdigit():
            return NUMBER_DETAIL
        if token in HONORIFICS or office(token) is not None:
            return TITLE
        if common_word(token) or not_a_name(token, known_names):
            return None
        if token.startswith(_CLAUSE_OPENERS) or not word_forms(token).isdisjoint(STOPWORDS):
            return None  # "بالأمر" after a title, "بذلك": a preposition's noun or a particle, no participant
        # the word itself or after a glued و/ف: a name behind a glued preposition ("بالأمر" has
        # "أمر", a word the corpus also writes as a name) stands in no doer's or done-to's slot
        bare = {token, token[1:]} if token[:1] in GLUED_CONJUNCTIONS and len(token) > 3 else {token}
        if token[:1] in _GLUED_TO_NAME and len(token) > 3 and token not in names:
            bare = {token[1:]}  # "لبطرس" is Peter's; "لشدة" is no name, whatever the corpus list holds
        return PERSON if token in names or not bare.isdisjoint(known_names) or names_people(token) else None

    return kind


def _given_made_received(sentence: str, excerpt_sentence: str) -> str | None:
    """The other direction of `_received_made_given`: someone the excerpt sentence gives to, right
    after a verb of giving ("وأعطوا المرأة بعض المال") or after its glued لـ, written after a verb
    of receiving and its من ("وأخذوا من المرأة بعض المال") that the excerpt sentence does not write:
    giver and receiver swapped."""
    theirs = fold(strip_markers(excerpt_sentence)).split()
    if any(not _verb_bases(tok).isdisjoint(_RECEIVING) for tok in theirs):
        return None
    receivers: list[frozenset[str]] = []
    for j, tok in enumerate(theirs):
        if _verb_bases(tok).isdisjoint(_GIVING):
            continue
        # the first object: right after a verb that carries its doer ("وأعطوا المرأة"), else after
        # the doer ("فأعطى الأسقف الفقراء"); or after the glued لـ
        at = j + 1 if _bare_particle(tok).endswith(_SUBJECT_ENDINGS) else j + 2
        for after in theirs[j + 1 : at + 1]:
            if after[:1] == _GLUED_TO and len(after) > 3:
                receivers.append(word_forms(after[1:]))
        if at < len(theirs):
            receivers.append(word_forms(theirs[at]))
    if not receivers:
        return None
    said = fold(strip_markers(sentence)).split()
    for i, tok in enumerate(said):
        if _verb_bases(tok).isdisjoint(_RECEIVING):
            continue
        source = next((k + 1 for k in range(i + 1, min(i + 3, len(said) - 1)) if said[k] in _FROM), None)
        if source is not None and any(not word_forms(said[source]).isdisjoint(receiver) for receiver in receivers):
            return f"given to {said[source]}, stated as received from"
    return None


def roles_differ(sentence: str, excerpt: str, known_names: Collection[str] = frozenset()) -> str | None:
    """How `sentence` relates the excerpt's own words otherwise than the excerpt does (None when
    it does not): a preposition moved from one of its words to another, two people after the
    same verb in swapped order, where a thing came from made where it went, one received from
    made one given to, or a name or date of the record put where the excerpt sentence writes
    another (`text.moved_details`)."""
    span_text = matched_sentence(sentence, excerpt)
    said = _slots(sentence, known_names)
    span = _slots(span_text, known_names)
    swap = _preposition_swap(said, span, _slots(excerpt, known_names))
    if swap is not None:
        return swap
    return (
        _order_swap(said, span) or _head_made_object(sentence, span_text) or _object_made_doer(sentence, span_text, known_names)
        or _participants_exchanged(sentence, span_text, known_names) or _direction_reversed(sentence, span_text)
        or _received_made_given(sentence, span_text) or _given_made_received(sentence, span_text)
        or pronoun_turned(sentence, span_text) or persons_exchanged(sentence, span_text)
        or object_made_subject(sentence, span_text)
        or detail_moved(sentence, span_text, excerpt, _detail_kinds(titled_names(sentence) | titled_names(excerpt), known_names))
    )  # fmt: skip


# --- the claim check -----------------------------------------------------------------------------

_NUMBER_KEYS = ("coptic_day", "coptic_month", "chapter", "verse_start", "verse_end")


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def stored_numbers(metadata: Mapping[str, Any]) -> set[int]:
    """Numbers a record states through its metadata, not its words (a Synaxarium entry's day and
    month, a chapter and its verses)."""
    return {n for key in _NUMBER_KEYS if (n := _int(metadata.get(key))) is not None}


def stored_months(metadata: Mapping[str, Any]) -> set[int]:
    month = _int(metadata.get("coptic_month"))
    return {month} if month is not None else set()


POLARITY = "polarity"
ROLE = "role"
NUMBER = "number"
MONTH = "month"
NAME = "name"
OFFICE = "office"  # an office, rank or kin word the excerpt never uses
UNCOVERED = "uncovered"
LOW_SUPPORT = "low_support"
HEDGE = "hedge"  # a hedge of the excerpt dropped, or a certainty it lacks added
SUBSTITUTED = "substituted"  # a word of the excerpt sentence replaced by one of another family


@dataclass(frozen=True)
class ClaimFinding:
    kind: str  # one of the constants above
    detail: str


def _holds(excerpt_forms: set[str], token: str) -> bool:
    return not word_forms(token).isdisjoint(excerpt_forms)


# The plural ending of a past or imperative verb ("ذهبوا", "فاصعدوا", "دعوا"): after a consonant it
# ends no name (a Greek name's -يوا/-اوا keeps a vowel letter before it). The corpus-name reading
# takes such verbs after a title ("الرسل ذهبوا") as names.
_VERB_PLURAL = "وا"
_VOWEL_LETTERS = frozenset("اوي")


def common_word(token: str) -> bool:
    """A folded word that is no name: a plural verb, or a word the closed synonym classes list by
    its spelling (narrative verbs and nouns: `data/paraphrase/synonyms.txt`)."""
    for form in word_forms(token) | ({token[1:]} if token[:1] in GLUED_CONJUNCTIONS and len(token) > 3 else set()):
        if form.endswith(_VERB_PLURAL) and len(form) >= 4 and form[-3] not in _VOWEL_LETTERS:
            return True
        if form in synonym_classes():
            return True
    return False


# A place's relative adjective (nisba): "قرية مصرية" names the place "مصر" as "قرية بمصر" does.
_NISBA_ENDINGS = ("يه", "يون", "يين", "يات", "ي")


def _holds_name(excerpt_forms: set[str], token: str) -> bool:
    if _holds(excerpt_forms, token):
        return True
    nisba_bases = {
        form[: -len(end)] for form in excerpt_forms for end in _NISBA_ENDINGS if form.endswith(end) and len(form) - len(end) >= 3
    }  # fmt: skip
    if not word_forms(token).isdisjoint(nisba_bases):
        return True
    long_forms = [form for form in word_forms(token) if len(form) >= MIN_TYPO_LENGTH]
    return any(_one_edit(form, known) for form in long_forms for known in excerpt_forms if len(known) >= MIN_TYPO_LENGTH - 1)


# Words that make the number next to them a date or a reference (a day, a month, a chapter, a
# verse): only such a number may come from the cited record's metadata. "عاش خمس سنين" is no
# date, even in the record of the fifth month.
_REFERENCE_WORDS = frozenset("يوم اليوم شهر الشهر اصحاح الاصحاح فصل الفصل ايه الايه ايات الايات عدد".split())


def _names_a_reference(tokens: list[str], phrase: NumberPhrase) -> bool:
    before = tokens[max(0, phrase.start - 2) : phrase.start]
    after = tokens[phrase.end : phrase.end + 3]
    if any(not word_forms(tok).isdisjoint(_REFERENCE_WORDS) for tok in before):
        return True
    if any(not word_forms(tok).isdisjoint(MONTH_WORDS | _REFERENCE_WORDS) for tok in after):
        return True
    # "3:16" (folded to "3 16"): a chapter and its verse.
    return any(tok.isdigit() for tok in tokens[max(0, phrase.start - 1) : phrase.start] + after[:1])


# Words that turn a number into a bound ("أقل من مئة", "أكثر من أربعين", "نيف وأربعين"): the
# excerpt's exact number, so bent, is another claim.
_BOUNDS = frozenset("اقل اكثر ازيد انقص يزيد يقل ينقص يتجاوز تجاوز فوق نيف بضع بضعه".split())


def _bound_before(tokens: list[str], phrase: NumberPhrase) -> str | None:
    for tok in tokens[max(0, phrase.start - 2) : phrase.start]:
        bound = next(iter(word_forms(tok) & _BOUNDS), None)
        if bound is not None:
            return bound
    return None


def _bent_numbers(sentence_tokens: list[str], excerpt_tokens: list[str]) -> str | None:
    """A number of the excerpt that the sentence bounds while the excerpt does not ("عاش مئة
    وخمس سنين" -> "عاش أقل من مئة وخمس سنين")."""
    held = {(p.value, _bound_before(excerpt_tokens, p)) for p in number_phrases(" ".join(excerpt_tokens))}
    for phrase in number_phrases(" ".join(sentence_tokens)):
        bound = _bound_before(sentence_tokens, phrase)
        if bound is not None and (phrase.value, bound) not in held:
            return f"{bound} {shown_number(phrase.value)}"
    return None


def number_moved(sentence: str, excerpt: str, references: Collection[int] = ()) -> str | None:
    """A number of the excerpt sentence the answer restates put for another the excerpt writes
    elsewhere ("استقلالها في عام 1956" -> "في عام 1957", 1957 being another event's year in the
    same passage): the answer drops a number of that sentence and states one it lacks. Checking
    numbers against the whole excerpt only lets any of its numbers stand for any other.
    `references`: numbers the sentence takes from the record's metadata (a day, a chapter)."""
    restated = claimed_numbers(matched_sentence(sentence, excerpt))
    said = claimed_numbers(sentence)
    if not restated or restated <= said:
        return None
    foreign = sorted(said - restated - set(references))
    return f"{shown_number(foreign[0])} for {shown_number(min(restated - said))}" if foreign else None


# --- hedges: what the excerpt only reports or estimates ----------------------------------------

# Approximations: they hedge the number right after them ("حوالي مئة", "نحو سنتي 295 و298",
# "ما يقرب من"), or before "تقريبا". نحو is also "towards": a hedge only before a number.
_APPROXIMATIONS = frozenset("حوالي نحو قرابه زهاء يقارب يناهز يقرب تقريبا".split())
# Reports and doubt ("قيل إنها أمه", "ربما يقصد") and the addressees that make them none: `text.hedges`.
# What an answer may keep a hedge with: the approximations, and `text.hedges`' doubts, beliefs and
# verbs of report.
_ANSWER_HEDGES = _APPROXIMATIONS | DOUBTS | BELIEFS | REPORTS
# Certainty markers: "exactly", "precisely", "certainly" (folded, with a glued و allowed).
CERTAINTY_MARKERS = frozenset("بالضبط تحديدا بالتحديد بالتمام حتما قطعا يقينا بالتاكيد مؤكد مؤكده".split())
_HEDGE_SCOPE = 6  # tokens after a hedge that it governs
_SCOPE_SHARED = 2  # terms of that scope an answer must restate to state the hedged claim


def _forms(token: str) -> frozenset[str]:
    return word_forms(token) | ({token[1:]} if token[:1] in GLUED_CONJUNCTIONS and len(token) > 2 else frozenset())


def _number_near(tokens: list[str], start: int, end: int) -> bool:
    return any(is_number(tok) or tok.isdigit() for tok in tokens[max(0, start) : end])


def _hedge_scopes(tokens: list[str]) -> list[tuple[str, list[str]]]:
    """(hedge word, the tokens it governs) for each hedge of folded `tokens`."""
    scopes: list[tuple[str, list[str]]] = []
    for i, tok in enumerate(tokens):
        forms = _forms(tok)
        if not forms.isdisjoint(DOUBTS):
            if i + 1 < len(tokens) and tokens[i + 1] in ADDRESSEES:
                continue
            scopes.append((tok, tokens[i + 1 : i + 1 + _HEDGE_SCOPE]))
        elif "تقريبا" in forms and _number_near(tokens, i - 3, i):
            scopes.append((tok, tokens[max(0, i - 3) : i]))
        elif not forms.isdisjoint(_APPROXIMATIONS) and _number_near(tokens, i + 1, i + 4):
            scopes.append((tok, tokens[i + 1 : i + 1 + _HEDGE_SCOPE]))
    return scopes


def certainty_added(sentence: str, excerpt: str) -> str | None:
    """A certainty marker ("بالضبط", "تحديدا") the sentence writes and the excerpt never does."""
    held = {form for tok in fold(excerpt).split() for form in _forms(tok)}
    for tok in fold(strip_markers(sentence)).split():
        marker = next(iter(_forms(tok) & CERTAINTY_MARKERS), None)
        if marker is not None and marker not in held:
            return marker
    return None


# "مئة وخمسين أو مئتين", "سنة 295 أو 298": the excerpt gives two numbers as alternatives, and an
# answer that keeps one of them alone states as certain what the excerpt leaves open.
_ALTERNATIVE = frozenset({"او", "ام"})


def alternative_dropped(sentence: str, excerpt_sentence: str) -> str | None:
    """A number the excerpt sentence gives as one of two alternatives ("X أو Y") that `sentence`
    states without the other and without any "أو"."""
    said = fold(strip_markers(sentence)).split()
    if not _forms_of(said).isdisjoint(_ALTERNATIVE):
        return None
    said_numbers = claimed_numbers(sentence)
    tokens = fold(strip_markers(excerpt_sentence)).split()
    phrases = number_phrases(excerpt_sentence)
    for first, second in zip(phrases, phrases[1:], strict=False):
        between = tokens[first.end : second.start]
        if len(between) != 1 or between[0] not in _ALTERNATIVE:
            continue
        kept = {first.value, second.value} & said_numbers
        if len(kept) == 1:
            dropped = ({first.value, second.value} - kept).pop()
            return f"{shown_number(kept.pop())} without its alternative {shown_number(dropped)}"
    return None


def _forms_of(tokens: list[str]) -> set[str]:
    return {form for tok in tokens for form in _forms(tok)}


# Verbs of will and attempt (folded, past and imperfect, with their common person endings): what
# follows them with "أن" was wanted or tried, not done. Not أمر/طلب: an order carried out is what
# a narrative means by it ("أمر بقطع رأسه" is told as "قطع رأسه").
VOLITION = frozenset(
    "اراد ارادت ارادوا اردت يريد تريد يريدون نريد اريد حاول حاولت حاولوا يحاول تحاول يحاولون "
    "شاء شاءت يشاء تشاء عزم عزمت عزموا يعزم نوي نوت ينوي رغب رغبت يرغب تمني تمنت يتمني سعي سعت يسعي "
    # about to: "كان مزمعا أن يقدمه" is not "قدمه"
    "مزمع مزمعا مزمعه مزمعين مزمعون كاد كادت كادوا يكاد اوشك اوشكت يوشك".split()
)
_VOLITION_REACH = 3  # tokens after the verb of will in which its "أن" stands


def _willed(tokens: list[str]) -> set[int]:
    """Indices of the verbs a verb of will or attempt governs through "أن" ("أراد أن يعطيه")."""
    found: set[int] = set()
    for i, tok in enumerate(tokens):
        if _bare_particle(tok) not in VOLITION:
            continue
        that = next((j for j in range(i + 1, min(i + 1 + _VOLITION_REACH, len(tokens))) if tokens[j] in ("ان", "بان")), None)
        if that is not None:
            verb = next((j for j in range(that + 1, min(that + 3, len(tokens))) if analyze(tokens[j])), None)
            if verb is not None:
                found.add(verb)
    return found


def intent_stated_as_done(sentence: str, excerpt: str) -> str | None:
    """What the excerpt sentence says someone wanted or tried to do ("فأراد أن يعطيه"), stated as
    done ("فأعطاه"): the verb of will dropped, the act kept in another inflection."""
    stated = _governed_verb_stated(sentence, matched_sentence(sentence, excerpt), _willed)
    return None if stated is None else f"wanted, stated as done: {stated}"


def hedge_dropped(sentence: str, excerpt: str) -> str | None:
    """A hedge of the excerpt sentence the answer restates (a number it governs, or two of its
    next words, or one of two numbers it gives as alternatives) while the answer writes no hedge
    of its own, or adds a certainty marker: "قيل إنها أمه" -> "وهي أمه", "حوالي 11 مليون" -> "11
    مليون بالضبط", "ثلاثين أو أربعين" -> "أربعين"."""
    added = certainty_added(sentence, excerpt)
    if added is not None:
        return f"certainty {added}"
    said = fold(strip_markers(sentence)).split()
    if any(not _forms(tok).isdisjoint(_ANSWER_HEDGES) for tok in said):
        return None
    alternative = alternative_dropped(sentence, matched_sentence(sentence, excerpt))
    if alternative is not None:
        return alternative
    said_terms = term_set(" ".join(said))
    said_numbers = number_values(" ".join(said))
    for hedge, scope in _hedge_scopes(fold(matched_sentence(sentence, excerpt)).split()):
        scope_text = " ".join(scope)
        scope_terms = term_set(" ".join(tok for tok in scope if not is_number(tok)))
        shared = scope_terms & said_terms
        if (number_values(scope_text) & said_numbers) or (scope_terms and len(shared) >= min(_SCOPE_SHARED, len(scope_terms))):
            return f"hedge {hedge} dropped"
    return _disputed_stated(said, matched_sentence(sentence, excerpt))


def _disputed_stated(said: list[str], excerpt_sentence: str) -> str | None:
    """What the excerpt sentence tells only as a confusion or a corrected report (`text.disputed`: "ويخلط البعض بينه
    وبين سمعان … الذي صار أسقفا لأورشليم في سنة 106 … لكن هذا خطأ") restated with no word of its frame (DISPUTED75):
    a number of the stretch, or two of its terms the rest of the sentence lacks, more than the rest's terms restated.
    A confusion's second party's description is bent only when told of the first (`Stretch.other`)."""
    if frame_words(said):
        return None  # the answer keeps the report or the correction ("يخلط البعض بينه وبين …")
    words, stretches = unasserted(excerpt_sentence)
    said_terms, said_numbers = term_set(" ".join(said)), number_values(" ".join(said))
    frame = next(iter(sorted(frame_words(words))), "")
    for stretch in stretches:
        # a confusion's first party keeps its own description ("كبريانوس أسقف قرطاجنة"); the second's is not his
        told = words[stretch.other if stretch.confused else stretch.start : stretch.end]
        rest = words[: stretch.start] + words[stretch.end :]
        if stretch.confused and not (term_set(" ".join(words[stretch.start : stretch.other])) - term_set(" ".join(told))) & said_terms:
            continue  # the first party is not named: the answer may tell the second's own description
        told_terms = term_set(" ".join(tok for tok in told if not is_number(tok)))
        rest_terms = term_set(" ".join(tok for tok in rest if not is_number(tok)))
        only = (told_terms - rest_terms) & said_terms
        numbers = (number_values(" ".join(told)) - number_values(" ".join(rest))) & said_numbers
        if (numbers or len(only) >= _SCOPE_SHARED) and len(only) + len(numbers) > len((rest_terms - told_terms) & said_terms):
            return f"hedge {frame} dropped"
    return None


def foreign_details(
    sentence: str,
    excerpt: str,
    known_names: Collection[str] = frozenset(),
    metadata_numbers: Collection[int] = (),
    metadata_months: Collection[int] = (),
) -> list[ClaimFinding]:
    """Numbers, month names and names of `sentence` that `excerpt` (or, for numbers and Coptic
    months, the cited record's metadata) does not hold."""
    findings: list[ClaimFinding] = []
    tokens = fold(strip_markers(sentence)).split()
    held = claimed_numbers(excerpt)
    references = {
        phrase.value for phrase in number_phrases(sentence)
        if phrase.value in metadata_numbers and _names_a_reference(tokens, phrase)
    }  # fmt: skip
    extra = claimed_numbers(sentence) - held - references
    if extra:
        findings.append(ClaimFinding(NUMBER, ", ".join(shown_number(v) for v in sorted(extra))))
    else:
        bent = _bent_numbers(tokens, fold(strip_markers(excerpt)).split()) or number_moved(sentence, excerpt, references)
        if bent:
            findings.append(ClaimFinding(NUMBER, bent))
    excerpt_forms = {form for tok in fold(excerpt).split() for form in word_forms(tok)}
    month_tokens = [tok for tok in tokens if not word_forms(tok).isdisjoint(MONTH_WORDS)]
    months = [tok for tok in month_tokens if not _holds(excerpt_forms, tok) and not names_month(tok, metadata_months)]
    if months:
        findings.append(ClaimFinding(MONTH, months[0]))
    names = titled_names(sentence) | place_names(sentence)
    foreign = [
        tok for tok in tokens
        if tok not in month_tokens and (tok in names or not word_forms(tok).isdisjoint(known_names))
        and not _holds_name(excerpt_forms, tok) and not not_a_name(tok, known_names) and tok not in NAMING_WORDS
        and not common_word(tok)
    ]  # fmt: skip
    moved = foreign[0] if foreign else place_moved(sentence, excerpt) or epithet_moved(sentence, excerpt, known_names)
    if moved:
        findings.append(ClaimFinding(NAME, moved))
    held_offices = {key for tok in fold(excerpt).split() if (key := office(tok)) is not None}
    offices = [
        tok for tok in tokens
        if (key := office(tok)) is not None and key not in held_offices and not SAME_OFFICE.get(key, frozenset()) & held_offices
    ]  # fmt: skip
    if offices:
        findings.append(ClaimFinding(OFFICE, offices[0]))
    return findings


def _discourse_word(token: str) -> bool:
    """A discourse opener ("نعم", "وبالتالي": `data/paraphrase/discourse.txt`): it asserts nothing
    about the record, so it is no term the excerpt must hold."""
    return token in discourse_words() or (token[:1] in GLUED_CONJUNCTIONS and token[1:] in discourse_words())


def lexical_findings(
    sentence: str, excerpt: str, *, min_support: float, max_uncovered: int, metadata_months: Collection[int] = ()
) -> list[ClaimFinding]:
    """`low_support` when under `min_support` of the sentence's terms are in the excerpt, else
    `uncovered` when more than `max_uncovered` of them are not; empty when neither."""
    # Numbers are compared by value (claim_findings), whatever they are written as; a month the
    # record states through its metadata is not a word it lacks.
    body = strip_markers(sentence)
    kept = [tok for tok in fold(body).split() if not is_number(tok) and not names_month(tok, metadata_months)]
    # An opener is set aside only beside a claim: a cited "نعم" alone is itself the claim.
    kept = [tok for tok in kept if not _discourse_word(tok)] or kept
    wanted = term_set(" ".join(kept))
    uncovered = wanted - term_set(excerpt)
    if wanted and (len(wanted) - len(uncovered)) / len(wanted) < min_support:
        return [ClaimFinding(LOW_SUPPORT, f"{len(wanted) - len(uncovered)}/{len(wanted)} terms")]
    if len(uncovered) > max_uncovered:
        return [ClaimFinding(UNCOVERED, " ".join(sorted(uncovered)))]
    return []


def quoted(body: str, excerpt: str) -> bool:
    """`body` is in `excerpt` as whole words: a copy cut inside a word ("خمس" of "خمسين", "المعلم"
    of "المعلمين") is another word, not a quotation. A vowel mark after the cut is no letter; a
    glued و/ف left out before the copy is no cut."""
    start = excerpt.find(body)
    while start != -1:
        end = start + len(body)
        head = excerpt[:start]
        if head[-1:] in GLUED_CONJUNCTIONS:
            head = head[:-1]
        if not head[-1:].isalpha() and (end == len(excerpt) or not excerpt[end].isalpha()):
            return True
        start = excerpt.find(body, start + 1)
    return False


def claim_findings(
    sentence: str,
    excerpt: str,
    *,
    min_support: float,
    max_uncovered: int,
    known_names: Collection[str] = frozenset(),
    metadata_numbers: Collection[int] = (),
    metadata_months: Collection[int] = (),
) -> list[ClaimFinding]:
    """Why ONE excerpt does not state `sentence` (empty: it does). Verbatim copies pass. An opening yes/no
    that agrees with its sentence is the answer's word, not the claim's (`without_answer_word`)."""
    body = without_answer_word(strip_markers(sentence), excerpt)
    if body and quoted(body, excerpt):
        # A copy states what its excerpt states, unless it stops before the excerpt's exception or
        # condition: "لم يسمح لأحد بالدخول" cut from "... سوى الشمامسة" widens what the excerpt limits.
        return [ClaimFinding(kind, detail) for kind, detail in limit_findings(body, excerpt)]
    findings = lexical_findings(body, excerpt, min_support=min_support, max_uncovered=max_uncovered, metadata_months=metadata_months)
    findings += foreign_details(body, excerpt, known_names, metadata_numbers, metadata_months)
    said = spell_out_colloquial_negation(body, excerpt)
    if polarity_differs(said, excerpt):
        findings.append(ClaimFinding(POLARITY, "negated" if negated(said) else "negation dropped"))
    roles = roles_differ(body, excerpt, known_names) or _office_moved(body, excerpt) or relation_moved(body, excerpt)
    if roles is not None:
        findings.append(ClaimFinding(ROLE, roles))
    hedge = hedge_dropped(body, excerpt) or intent_stated_as_done(body, excerpt)
    if hedge is not None:
        findings.append(ClaimFinding(HEDGE, hedge))
    # how many or which one (quantifiers, ordinals) and compound names: `text.quantifiers`
    findings += [ClaimFinding(kind, detail) for kind, detail in quantifier_findings(body, excerpt)]
    # a word put in another's slot, or two words exchanging slots: `text.exchanges`
    restated = matched_sentence(body, excerpt)
    exchanged = words_exchanged(body, restated)
    if exchanged is not None and roles is None:
        findings.append(ClaimFinding(ROLE, exchanged))
    substituted = word_substituted(body, restated, excerpt)
    if substituted is not None:
        findings.append(ClaimFinding(SUBSTITUTED, substituted))
    # time order, comparisons, weekdays and added hedges: `text.framing`
    findings += [ClaimFinding(kind, detail) for kind, detail in framing_findings(body, excerpt)]
    return findings
