"""What a reason word in an answering sentence is the reason OF (WHYREASON71, wave s37).

A why-question is answered by a reason attached to the asked predicate (`answer_type._has_reason` finds the asked
deed's words and the reason markers after it). Two readings here keep a word that only looks like a reason from
passing for one, and one (`aim_of`) reads a reason told BEFORE its deed, by a noun of aim in construct with it ("وكان
الهدف من إعدام عمر المختار إضعاف …"):

- `not_a_reason`: the word is no reason by its own grammar. A particle written with ل ("لديهم" = "they have",
  "لكنه" = "but he", "ليست", "لعله"); ل + a span of time or a quantity ("لفترة كبيرة", "لأكثر من عشرين عاما",
  "لعدة"), which says how long, not why; ل + a place unit ("رسم أسقفا لمدينة …", "للكنيسة"), a destination or a see;
  "نسبة" + its measured noun ("نسبة الإصابة", a rate), which reasons only as "نسبة إلى / نسبة لـ" ("named after").
- `learned_cause` reads a reason told before its deed by what the doer learned or saw, the when-clause the Synaxarium
  tells a motive with: "فلما علم رسول الملك إن الأسقف غير موافق … وثب علي الأسقف" (TRAILWHY74).
- `of_another_clause`: the marker stands inside a clause that opened between the asked predicate and it and has not
  closed: an attributive relative ("… حتى اكتشف حقل برقان والذي توقف العمل به 1942 بسبب ظروف الحرب": the war stopped
  the work, it gave no reason of the discovery; "نصف الناس الذين لديهم مشاكل بسببه": the "because of it" is of the
  problems) or an apposition by a pronoun ("وتعد عملة اليورو وهي العملة الموحدة للاتحاد …": the union completes the
  currency's description, no reason of its rank). A relative that is itself the subject or a predicate ("إن الذي
  أصابها إنما كان بسبب قذفها", "هو الذي شق ثوبي، لأنه …") opens no such clause: a reason after it is its sentence's;
  a relative closed by its comma ("أعطى علامة لعبيده، الذين يخافونه، لكي يهربوا") leaves the reason to the verb.

All words folded (`normalize.fold`). One reading for the answerer's choice (`answer_type.satisfies`) and the claim
checks (`answer_type.answer_type_problem`, every provider's why-answer).
"""

from __future__ import annotations

from collections.abc import Collection

from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_words import PLACE_UNITS, verbal
from dalil.text.clause_openers import RELATIVES
from dalil.text.glued import unglued
from dalil.text.normalize import folded_words
from dalil.text.stem import DEMONSTRATIVES, PRONOUN_COPULAS, STOPWORDS
from dalil.text.time_clauses import WHEN_OPENERS

# The particles written with ل, each with its pronouns: none says "in order to" or "because".
_L_PARTICLES = folded_words(
    """لدي لدى لديه لديها لديهم لديهما لدينا لديك لديكم لكن لكنه لكنها لكنهم لكنني لكني لكننا ليس ليست ليسوا
    لسنا لست لعل لعله لعلها لعلهم لاسيما"""
)
# The words of a span or a quantity after ل: "for a while, for more than, for several, for the rest of".
_SPANS = folded_words(
    """فتره مده اكثر اقل عده بضع بضعه سنوات سنين اعوام ايام اشهر شهور قرون عقود ساعات دقائق بقيه حين وقت زمن
    فترات مدد الابد ابد"""
)
# What a rate's "نسبة" reasons only before: "نسبة إلى", "نسبةً لـ".
_TO = folded_words("الي")
_RATE = folded_words("نسبه")
# Words before a relative that make it the subject or predicate of its own sentence, not a clause of a noun.
_FREE_BEFORE = folded_words("ان انما انه انها لان فان وان ثم بل لكن كان كانت") | PRONOUN_COPULAS
_APPOSITION = frozenset("و" + p for p in PRONOUN_COPULAS)  # وهو، وهي، وهم، وهما


# The nouns that introduce a deed's reason or aim when in construct with it: "وكان الهدف من إعدام عمر المختار إضعاف
# الروح المعنوية" (fq18-035's gold), "وكان سبب انسحابه …". They stand BEFORE the deed, where no marker is read.
_AIM_NOUNS = folded_words("سبب السبب وسبب والسبب الهدف هدف والهدف الغرض غرض والغرض الغايه غايه والغايه")
_OF = folded_words("من")


def tells_an_outcome(words: list[str], marker: int, question_words: list[str], reach: int) -> bool:
    """Does the consequence adverb at `marker` (لهذا، لذلك …), read after the asked deed's word, introduce an outcome
    of it: its next `reach` words say no word of the question the answer has not said before it? "أبرزها عند حصاره
    لقلعة الكرك، وكنتيجة لهذا حظي صلاح الدين باحترام خصومه" tells what the siege brought, no reason of it; "لما كانت
    أمها حنة بغير نسل، وكانت لذلك مبعدة من النساء" tells the asked "مبعدة" after it: the reason stands before (DEEDSLOT79)."""
    before = words[:marker]
    new = [q for q in question_words if len(q) > 2 and q not in STOPWORDS and not any(same_word(w, q) for w in before)]
    return not any(same_word(w, q) for w in words[marker + 1 : marker + 1 + reach] for q in new)


def aim_of(words: list[str], aim: int, deed: int) -> bool:
    """Is the word at `aim` a noun of reason or aim in construct with the asked deed's word at `deed` ("سبب انسحابه",
    "الهدف من إعدام …"), with words after the deed to state it?"""
    if words[aim] not in _AIM_NOUNS or deed + 1 >= len(words):
        return False
    return deed == aim + 1 or (deed == aim + 2 and words[aim + 1] in _OF)


def not_a_reason(words: list[str], i: int) -> bool:
    """Is the (reason-looking) word at `i` no reason by its own grammar (module docstring)?"""
    word = words[i]
    if word in _L_PARTICLES:
        return True
    if word in _RATE:
        following = words[i + 1] if i + 1 < len(words) else ""
        return not (following in _TO or (len(following) > 2 and following[0] == "ل"))
    if len(word) < 4 or word[0] != "ل":
        return False
    noun = word[2:] if word.startswith("لل") else word[1:]
    return noun in _SPANS or noun.removeprefix("ا") in _SPANS or noun in PLACE_UNITS


def of_another_clause(
    words: list[str], anchor: int, marker: int, starts: Collection[int] = (), anchors: Collection[int] = (),
) -> bool:
    """Does a relative or an apposition open between the asked predicate's word at `anchor` and the marker at
    `marker` (anchor < opener < marker), with no clause starting after the opener up to the marker (`starts`: where
    the answer's clauses start, cut at a comma, a colon, a stop)? Then the marker is that clause's (module docstring),
    unless the relative describes the asked word itself (`_describes_asked`; `anchors`: every word of the asked deed
    in the answer)."""
    for r in range(anchor + 1, marker):
        if any(r < s <= marker for s in starts):
            continue  # closed before the marker
        if _apposition(words, r):
            return True
        if _relative(words, r) and not _describes_asked(r, anchor, anchors, starts):
            return True
    return False


def _describes_asked(r: int, anchor: int, anchors: Collection[int], starts: Collection[int]) -> bool:
    """Does the relative at `r` describe the asked word itself: the anchor stands at most `_ANTECEDENT_REACH` words
    before it and no other word of the asked deed (`anchors`) stands farther before it in its clause? "حتى اكتشف حقل
    برقان والذي توقف … بسبب ظروف الحرب" of "لماذا اكتشف حقل برقان" says the asked verb before the field: the
    relative is another clause."""
    if not 0 < r - anchor <= _ANTECEDENT_REACH:
        return False
    opened = max((s for s in starts if s <= anchor), default=0)
    return not any(opened <= b < r - _ANTECEDENT_REACH for b in anchors)


# A relative at most this many words after the asked word describes that word itself ("حقل برقان والذي توقف العمل
# به … بسبب ظروف الحرب" of "ليه حقل برقان وقف الشغل"): its verb may be the one asked, written otherwise (توقف/وقف).
# An apposition ("وهي العملة الموحدة") states what the thing is, never the asked deed: it has no such reach.
_ANTECEDENT_REACH = 2


def _relative(words: list[str], r: int) -> bool:
    word = words[r]
    bare = unglued(word, 4)
    # "والذي" coordinates a relative of the noun before it; a bare one is attributive after a noun
    return bare in RELATIVES and (bare != word or (r > 0 and words[r - 1] not in _FREE_BEFORE))


def _apposition(words: list[str], r: int) -> bool:
    following = words[r + 1] if r + 1 < len(words) else ""
    return words[r] in _APPOSITION and following.startswith("ال")


# The verbs of learning and seeing (perfect), with the feminine, dual and plural endings ("علمت", "علما", "سمعوا").
_PERCEIVING = frozenset(
    stem + end for stem in folded_words("علم عرف سمع ابصر شاهد عاين ادرك تيقن تحقق") for end in ("", "ت", "ا", "وا")
) | folded_words("راي رات راوا رايا")
_WHAT_RELATIVE = folded_words("ما بما مما لما")  # "بما فعلته": the relative "what", its verb after it
_POINTING = DEMONSTRATIVES | frozenset(p + d for p in "بلك" for d in DEMONSTRATIVES)  # "بذلك", "لهذا": told before


def learned_cause(words: list[str], anchors: Collection[int], asked: Collection[str], reach: int) -> bool:
    """Is an asked deed's word (at one of `anchors`) the deed done on learning or seeing something, told just before it?
    "فلما علم رسول الملك إن الأسقف غير موافق … ، ولم يكتب اسمه ايضا وثب علي الأسقف": what he learned is why he did it.
    The verb of learning opens a when-clause (لما، عندما، حين …) or the excerpt itself, its لما left at the end of the
    chunk before ("… فلما" / "علم بما فعلته أمها أمر بكسر أسنانها", fq53-027). The deed's word stands within `reach`
    words after it, before the story's next event (a ف-verb, `next_event`: "… هرب وعاد إلى ديره فتلقاه اخوته" tells
    no reason of the welcome) or another when-clause; and what was learned says something of its own, a word that is
    neither the question's nor a function word: "فلما علم بذلك والي المدينة قبض عليه" points back at a reason told
    before, which this sentence does not state."""
    for p, word in enumerate(words):
        if word not in _PERCEIVING or (p > 0 and words[p - 1] not in WHEN_OPENERS):
            continue
        stop = next((i for i in range(p + 1, min(p + reach + 1, len(words))) if _next_clause(words, i)), p + reach + 1)
        said = [
            w for i, w in enumerate(words[p + 1 : stop], p + 1)
            if i not in anchors and len(w) > 2 and w not in STOPWORDS and w not in _POINTING and not any(same_word(w, q) for q in asked)
        ]
        if said and any(p < a < stop and not _next_deed(words[a], asked) for a in anchors):
            return True
    return False


def _next_deed(word: str, asked: Collection[str]) -> bool:
    """Is the deed's word glued to ف, the story's next event after the when-clause's own ("… هرب وعاد إلى ديره فتلقاه
    اخوته": the welcome followed the flight), unless the question writes its ف too (a root's own: "فرح")?"""
    return word[:1] == "ف" and not any(q[:1] == "ف" and same_word(word, q) for q in asked)


def _next_clause(words: list[str], i: int) -> bool:
    """Does the story's next event or another when-clause open at `i`? A ف-verb after ما is the relative's verb
    ("علم بما فعلته أمها": what she did), not the next event."""
    if words[i] in WHEN_OPENERS:
        return True
    return next_event(words[i]) and words[i - 1] not in _WHAT_RELATIVE


def next_event(word: str) -> bool:
    """A verb glued to "ف" ("فنقله", "ففرح", "فندم"): the next event of a story. A word that says "because",
    which reaches `STRONG_REASON_REACH` words, after it gives that event's reason: "فحسده أخوه … فنقله إلى
    أفريقيا … ففرح به أهلها لأنه كان رحوما" none of the envy (fq23-079), "عاد فندم … لأنه كان يريد أن يتزوج
    منها" none of the order before it. (A ل-word reaches `REASON_REACH` only; it is not read past one: fresh
    13/22 lost fq13-027's cited answer when it was.)"""
    if len(word) < 4 or word[0] != "ف" or word in STOPWORDS or word[1:] in STOPWORDS:
        return False
    bare = word[1:]
    return verbal(bare) > 0 or (len(bare) == 4 and bare[-1] == "ه" and verbal(bare[:-1]) > 0)
