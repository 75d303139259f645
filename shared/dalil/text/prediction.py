"""A prediction asked: who WILL win, what will happen this season. No record states the future of a
contest or of a coming time; a record about the club, the league or the team is no answer to it
(fq26-071 "مين هيكسب الدوري السنه دي الاهلي ولا الزمالك" answered by the Ahly club's paragraph;
FQ26KIND41, benchmarks/trust/RESULTS.md).

Read from the verb's shape, not from a list of questions:

- a future imperfect: the Egyptian هـ/حـ ("هيكسب", "حيفوز", "هتخسر"), the MSA سـ ("سيفوز", "ستربح") or
  "سوف"/"راح" before an imperfect ("سوف يفوز", "راح يكسب"); Franco "hayekseb" is read as "هيكسب" before
  it reaches here (`text/franco.py`);
- and either a verb of winning or losing a contest (كسب، فاز، ربح، خسر، غلب، تأهل، انتصر، انهزم،
  توّج: `_CONTEST_STEMS`), or a coming time beside it ("السنه دي", "الموسم الجاي", "العام القادم",
  "بكره": `coming_time`), unless the question asks a day's commemoration ("هنعيد لمين بكره");
- or today or now beside it (`_rest_of_today`: "الكهربا هتقطع امتى النهارده", "متى ستنقطع الكهرباء اليوم",
  "هترجع امتى دلوقتي"): what will happen in the day's coming hours is a coming time too (fq36-014, a power
  cut answered by a martyr's "قطع رأسه … وجسده الآن في شبرا الخيمة"; FRANCOOUT53), unless the question asks
  the day's commemoration or reads a text ("قال له إنك اليوم تكون معي": `_reads_a_text`). A day the word
  does not name is no today: "ذلك اليوم", "اليوم الأخير".

A future verb alone is no prediction asked: "من سيرث الأرض؟" or "ماذا سيحدث في يوم الدينونة؟" ask what a
text says will be, which the text states. Nor is a verb of winning in a condition or in a question that
reads a text: "ماذا سيخسر الإنسان لو ربح العالم" and "مين هيغلب في الآخر حسب سفر الرؤيا" ask a teaching
(`_reads_a_text`).
"""

from __future__ import annotations

from dalil.text.book_hint import named_book
from dalil.text.conditions import CONDITION_PARTICLES
from dalil.text.coptic_calendar import commemoration_intent
from dalil.text.egyptian_morphology import FUTURE, MIN_STEM, PERSON_LETTERS
from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.relative_days import PRESENT_WORDS, words_at
from dalil.text.stem import DEMONSTRATIVES

# The future's prefixes before the imperfect's person letter: Egyptian هـ / حـ, MSA سـ.
_FUTURE_PREFIXES = (FUTURE, "ح", "س")
# Words that put the next imperfect in the future: "سوف يفوز", "راح يكسب".
_FUTURE_WORDS = folded_words("سوف راح")
# The stems of winning and losing a contest, as the imperfect writes them after its person letter
# ("يكسب", "يفوز", "يربح", "يخسر", "يغلب", "يتاهل", "ينتصر", "ينهزم", "يتوج", "يتغلب", "ياخد الكاس" is not read).
_CONTEST_STEMS = folded_words("كسب فوز فوزو ربح خسر غلب تغلب تاهل نتصر نهزم تهزم توج تتوج اتوج")
_PLURAL_ENDINGS = ("وا", "ون", "و")
# Words by which a question reads what a text says ("حسب سفر الرؤيا", "في الإنجيل", "يقول الكتاب").
_TEXT_WORDS = folded_words("حسب بحسب الكتاب الانجيل الإنجيل سفر المزمور الرسالة يقول قال")
# A coming or current stretch of time: one word (tomorrow's, from text.relative_days, or "the coming"),
# or a pair read in order (folded).
_COMING_WORDS = words_at(1) | folded_words("الجاي الجايه الجاية القادم القادمه القادمة المقبل المقبله المقبلة")
_COMING_PAIRS = frozenset(
    tuple(fold(pair).split())
    for pair in (
        "السنه دي", "السنة دي", "هذه السنة", "هذا العام", "العام ده", "العام دا", "الموسم ده", "الموسم دا",
        "هذا الموسم", "الموسم الحالي", "السنه الحاليه", "العام الحالي",
    )
)
# This year, this season: read as "now" by `answer.answer_type.present_time_question` too (a fact asked
# of this year is a present one).
THIS_SEASON = _COMING_PAIRS


def _imperfect(word: str) -> str | None:
    """The stem after a future prefix and a person letter ("هيكسب" -> كسب, "سيفوزون" -> فوز), or None."""
    bare = unglued(word, MIN_STEM + 1)
    if len(bare) < MIN_STEM + 2 or bare[0] not in _FUTURE_PREFIXES or bare[1] not in PERSON_LETTERS:
        return None
    return _stem(bare[2:])


def _stem(rest: str) -> str:
    for ending in _PLURAL_ENDINGS:
        if rest.endswith(ending) and len(rest) - len(ending) >= MIN_STEM:
            return rest[: -len(ending)]
    return rest


def _future_stems(words: list[str]) -> list[str]:
    """The stems of the question's future verbs: a prefixed imperfect, or an imperfect after سوف / راح."""
    found = []
    for i, word in enumerate(words):
        if (stem := _imperfect(word)) is not None:
            found.append(stem)
        elif word in _FUTURE_WORDS and i + 1 < len(words) and words[i + 1][:1] in PERSON_LETTERS and len(words[i + 1]) > MIN_STEM:
            found.append(_stem(words[i + 1][1:]))
    return found


def coming_time(words: list[str]) -> bool:
    """Do these folded words name this or a coming stretch of time ("السنه دي", "بكره", "العام القادم")?"""
    return any(w in _COMING_WORDS for w in words) or any(pair in _COMING_PAIRS for pair in zip(words, words[1:], strict=False))


def _reads_a_text(question: str, words: list[str]) -> bool:
    """A condition ("لو ربح العالم") or a text named or quoted: winning and losing as a teaching tells it."""
    bare = [unglued(w, MIN_STEM) for w in words]
    return (
        any(w in CONDITION_PARTICLES or w in _TEXT_WORDS for w in words + bare)
        or named_book(question) is not None
    )


def asks_prediction(question: str) -> bool:
    """Does the question ask what will happen in a contest or in a coming time (module docstring)?"""
    words = fold(question).replace("؟", " ").replace("?", " ").split()
    stems = _future_stems(words)
    if not stems:
        return False
    if any(stem in _CONTEST_STEMS for stem in stems) and not _reads_a_text(question, words):
        return True
    # "هنقرا إيه بكره في الكنيسة", "القديس اللي هنعيد له بكره": the day's commemoration, which its record states
    imperfects = [unglued(w, MIN_STEM + 1)[1:] for w in words if _imperfect(w) is not None]  # "هنعيد" -> نعيد
    if commemoration_intent(words + imperfects):
        return False
    return coming_time(words) or (_rest_of_today(words) and not _reads_a_text(question, words))


def _rest_of_today(words: list[str]) -> bool:
    """Does a word of today or now ("النهارده", "اليوم", "دلوقتي") place the question in the present day,
    not name another day: after a demonstrative ("ذلك اليوم", "في مثل هذا اليوم") or before its adjective
    ("اليوم الأخير", "اليوم التالت")?"""
    for i, word in enumerate(words):
        if word not in PRESENT_WORDS:
            continue
        after = words[i + 1] if i + 1 < len(words) else ""
        if not (i and words[i - 1] in DEMONSTRATIVES) and not after.startswith("ال"):
            return True
    return False
