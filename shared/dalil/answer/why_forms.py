"""The ways a reader asks "why" besides a leading لماذا/ليه (WHYFORMS73, wave s38).

A why-question wants a reason attached to its asked deed (`answer_type._has_reason`). Readers ask it in other words
too, and a question not read as a why wants no reason, so any sentence sharing its words answered it:

- a purpose asked after the deed: "… علشان إيه؟", "… عشان إيه؟", Franco "… 3alashan eh" (read "لكي ما"), and
  "بهدف إيه / بغرض إيه / لأجل إيه" wherever they stand. "عشان إيه" before a verb ("خطر عشان إيه عدى") asks "because
  WHAT passed", a thing, not the deed's reason: only at the question's end is it a why;
- "لأي سبب / لأي غرض / لأنهي هدف" wherever it stands;
- a cause asked by its noun: "ما (هو) سبب …", "ما السبب في …", "ما الداعي إلى …", "ما الغرض من …", and the Egyptian
  order "… سببه إيه؟", "السبب إيه؟";
- the cause asked as a doer: "إيه اللي خلاه …", "ما الذي جعله …", "ما الذي دفعه إلى …" (not "مين اللي خلاه شماس":
  who made him one asks a person; دفع is also "paid": "ما الذي دفعه للجنود" asks a sum, so it is a why only before
  إلى, أن or a verb);
- a trailing why: "بولس وبرنابا اتفرقوا ليه؟", "… ليه يعني؟", Franco "… leh" (read "لماذا"), with no other question
  word in the clause ("كان ليه أخ اسمه إيه" is "had he a brother": ليه = له before its noun, never last).

`why_readings` rewrites such a question as the leading why it means ("إيه اللي خلى الأنبا بولا يسيب الميراث" →
"ليه الأنبا بولا يسيب الميراث"), so the one reading of a why (`answer_type._has_reason`: the asked deed, its verb
after a fronted subject, a deed not done) reads it; `asks_why` tells the answer type (`answer_type.expected_type`),
which the answerer's choice and every provider's claim checks read. Words folded (`normalize.fold`).
"""

from __future__ import annotations

from dalil.answer.slot_words import verbal
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import QUESTION_WORDS, WHAT, WHICH, asking
from dalil.text.stem import PRONOUN_COPULAS, RELATIVE_PRONOUNS, STOPWORDS

WHY = asking("لماذا")  # لماذا, ليه
_LEADING_WHY = "ليه"  # the why put first: the Egyptian one, which reads a fronted subject before its verb
_MSA_WHY = "لماذا"  # put first when a verb follows it: the MSA order, "لأي سبب ترك …" → "لماذا ترك …"
# Words after which "إيه" asks a purpose (Franco "3alashan" is read "لكي"); the first three only closing a question.
_PURPOSE_END = folded_words("عشان علشان لكي")
_PURPOSE_ANYWHERE = folded_words("بهدف بغرض لغرض لهدف لاجل")
# The nouns of a cause or an aim, read without the article, a glued و/ل/ب and a pronoun ("سببه", "والسبب").
_CAUSE_STEMS = folded_words("سبب اسباب داعي دافع دوافع غرض هدف غايه حكمه")
_CAUSING = folded_words("جعل خلي خلا اضطر")  # "ما الذي جعله", "ايه اللي خلاه", "ما الذي اضطرها"
_PAYING = folded_words("دفع")  # "ما الذي دفعه إلى …": a why only before إلى/أن/a verb (else "paid")
_TOWARD = folded_words("الي ان")
_AFTER_CAUSE = folded_words("في من وراء الي")  # "ما السبب في …", "الغرض من …": the noun's preposition
# What may follow a trailing why: "ليه يعني؟", "ليه بقى؟", "لماذا إذن؟", "ليه كده؟"
_FILLERS = folded_words("يعني بقي اذن اذا كده")
_RELATIVES = RELATIVE_PRONOUNS | folded_words("اللي الي")
_PRONOUNS = ("هما", "هم", "ها", "ه", "كم", "ك", "ني", "نا")
_FROM_OR_NOT = folded_words("من ما")  # question words opening a question only: inside it "from", "not"
_FRONTED_REACH = 4  # a subject of up to four words before "إيه اللي خلاه …" / "ما سبب …"


def asks_why(words: list[str]) -> bool:
    """Is the clause (folded words) a why asked in one of the module's forms?"""
    return _span(words) is not None


def why_readings(question: str) -> list[str]:
    """The question as the leading why it means (module docstring), folded: "إيه اللي خلى الأنبا بولا يسيب الميراث" →
    "ليه الانبا بولا يسيب الميراث"; [question] without such a form. A trailing why is read two ways, both the
    Egyptian order's: first ("ليه غزوه بدر اتسمت …": the subject and the verb after it are the deed, the subject's
    word anchoring a reason told of it) and before the surest verb after a fronted subject ("غزوه بدر ليه اتسمت …":
    a name shaped as a verb, "بدر", is not taken for the deed). A reason of the deed by either reading answers."""
    words = fold(question).split()
    span = _span(words)
    if span is None:
        return [question]
    start, end = span
    rest = words[:start] + words[end:]
    first = _MSA_WHY if start == 0 and rest and verbal(rest[0]) > 0 else _LEADING_WHY
    readings = [[first, *rest]]
    if end == len(words) and (verb := _fronted_verb(rest)) is not None:
        readings.append([*rest[:verb], _LEADING_WHY, *rest[verb:]])
    return [" ".join(reading) for reading in readings]


def _fronted_verb(words: list[str]) -> int | None:
    """Where the question's verb stands after a subject of up to `_FRONTED_REACH` words: the surest verb there
    (`verbal`: an Egyptian verb's shape before a bare triliteral's), no function word nor a relative clause's verb
    ("الست اللي قذفت القديس عيت …": the subject's description); None for none."""
    found = [
        (verbal(w), -i) for i, w in enumerate(words[1 : _FRONTED_REACH + 1], 1)
        if w not in STOPWORDS and words[i - 1] not in _RELATIVES
    ]
    best = max(found, default=(0, 0))
    return -best[1] if best[0] > 0 else None


def _span(words: list[str]) -> tuple[int, int] | None:
    """Where the why form stands, [start, end) in `words`; None for none."""
    return _trailing(words) or next(
        (span for i in range(len(words)) if (span := _cause_asked(words, i) or _purpose(words, i))), None
    )


def _last(words: list[str]) -> int:
    """The end of the question's words before its fillers ("… ليه يعني" ends at ليه)."""
    end = len(words)
    while end > 0 and words[end - 1] in _FILLERS:
        end -= 1
    return end


def _trailing(words: list[str]) -> tuple[int, int] | None:
    """"… ليه؟", "… علشان إيه؟", "… سببه إيه؟": the why form closing the question, its fillers with it."""
    end = _last(words)
    if end < 2:
        return None
    last, before = words[end - 1], words[end - 2]
    if last in WHY and not _asks_else(words[: end - 1]):
        return end - 1, len(words)
    if last in WHAT and (before in _PURPOSE_END or _cause_noun(before)) and not any(w in QUESTION_WORDS for w in words[: end - 2]):
        return end - 2, len(words)
    return None


def _asks_else(words: list[str]) -> bool:
    """Does another question word ask in the words before a trailing why ("بيذكر كم بطريرك … و لماذا")? Inside the
    question من and ما are "from" and "not" ("هرب من أهله … ليه؟", "ما رجعش ليه؟"); they ask only opening it."""
    return any(w in QUESTION_WORDS and (i == 0 or w not in _FROM_OR_NOT) for i, w in enumerate(words))


def _purpose(words: list[str], i: int) -> tuple[int, int] | None:
    """"بهدف إيه", "لأجل إيه", "لأي سبب", "لأنهي غرض" at `i`."""
    following = words[i + 1] if i + 1 < len(words) else ""
    word = words[i]
    if word in _PURPOSE_ANYWHERE and following in WHAT:
        return i, i + 2
    if word[:1] == "ل" and word[1:] in WHICH and _cause_noun(following):
        return i, i + 2
    return None


def _cause_asked(words: list[str], i: int) -> tuple[int, int] | None:
    """"ما (هو) سبب …", "ما السبب في …" (a noun of cause after the question word), "إيه اللي خلاه …", "ما الذي جعله …"
    (a verb of causing after it): at the question's start or after a fronted subject of up to `_FRONTED_REACH`
    words, the question word being the clause's only one."""
    if words[i] not in WHAT or i > _FRONTED_REACH or any(w in QUESTION_WORDS for w in words[:i]):
        return None
    j = i + 1
    if j < len(words) and words[j] in PRONOUN_COPULAS:
        j += 1
    if j + 1 < len(words) and _cause_noun(words[j]):
        return i, j + 2 if words[j + 1] in _AFTER_CAUSE else j + 1
    relative = j < len(words) and words[j] in _RELATIVES
    j += relative
    # after a bare "ما" (no relative) only opening the question: "… ما جعله" is as often "did not make him"
    if j < len(words) and (relative or i == 0) and _causing(words, j):
        return i, j + 1
    return None


def _causing(words: list[str], j: int) -> bool:
    """Is the word at `j` a verb of causing with its object ("خلاه", "جعلها", "دفعه" before إلى/أن/a verb)?"""
    stem = _without_pronoun(words[j])
    if stem in _CAUSING:
        return True
    following = words[j + 1 : j + 4]
    return stem in _PAYING and any(w in _TOWARD or w.startswith("الي") or verbal(w) > 1 for w in following)


def _cause_noun(word: str) -> bool:
    """A noun of cause or aim: "سبب", "السبب", "والسبب", "سببه", "الأسباب", "الداعي", "الغرض"."""
    bare = word[1:] if word[:1] in "وبل" and len(word) > 4 else word
    bare = bare.removeprefix("ال")
    return bare in _CAUSE_STEMS or _without_pronoun(bare) in _CAUSE_STEMS


def _without_pronoun(word: str) -> str:
    """The word without an attached object/possessive pronoun, when one is there ("خلاه" → خلا, "سببها" → سبب)."""
    for pronoun in _PRONOUNS:
        if word.endswith(pronoun) and len(word) - len(pronoun) >= 3:
            return word[: -len(pronoun)]
    return word
