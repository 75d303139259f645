"""Near-quotation: does an answer sentence restate ONE sentence of an excerpt in that sentence's own
words? The fail-closed rule for cited evidence (`answer.validate`, `quotation_libraries`: the religious
libraries since VERBATIM19M, ARCD/XQuAD too since QUOTEALL19S): lexical support cannot tell a faithful paraphrase from a bent one (each
blind claim probe's new bends passed the word checks it had not been built on), but whether a
sentence is the excerpt's own sentence with words left out is decidable.

A sentence is a near-quotation of an excerpt sentence when its folded words (`normalize.fold`: vowel
marks, hamza seats, ta marbuta and alef maqsura folded) are that sentence's folded words in the same
order, a glued و/ف added or left off a word, with
- inside the quoted span, only words that carry no claim left out: function words (no content term
  of `stem.analyze`) and honorifics (`support.HONORIFICS`: الأنبا، القديس، الطاهر …) that are none
  of the scope words below; a content word left out inside the span ("ضرب الوالي القديس" ->
  "ضرب القديس") changes who did what and fails;
- outside it (the words before the span, and after it up to the next clause mark), no scope word: a negator, an
  exceptive, a condition, a hedge, a possibility (يمكن، يجب …), a quantifier, a modal verb or "أن" before the span (the span was
  what someone wanted, ordered or said), so "لم يتزوج" quoted as "يتزوج", "لم يجد إلا الجسد" as
  "لم يجد الجسد" and "أراد أن يقتله" as "يقتله" fail; an asking word (لماذا، هل، كيف …) is a scope
  word too: "لماذا ارتجت الأمم" quoted as "ارتجت الأمم" turns a question into a statement; and the
  words next to the span are no number,
  name, month, office or kin word (a number phrase or a name cut in two: "مئة وخمس" -> "خمس").
- a line someone says keeps its frame: a span that opens a quoted line (after a colon or a quotation
  mark: "فقالت : حقا إن هذا الرجل بار", a rubric's "الكاهن:") or follows a verb of saying with
  only its addressee and speaker between ("فقال لها من يأكل …"), quoted without the words before it, gives the
  speaker's words as the excerpt's own statement, and fails;
- a span that starts inside a clause does not start with a name or an articled noun cut from the
  word that governed it: "بأعمال المسيح، أرسل اثنين" quoted from "المسيح" makes Christ the sender
  (a clause mark between them is no cut);
- a parenthetical of the excerpt sentence (encyclopedia prose: "باريس (بالإنجليزية: Paris) هي …",
  "(1881–1973)") may be left out WHOLE, inside the span or next to it: a gloss left out changes no
  claim, while a part of one left out ("(ولد 1881 وتوفي 1973)" -> "ولد 1973") is the rule above.
Nothing is added, and a word is replaced only by one that says the same (FAITH36, one reader, `_step`):
- an Egyptian function word for the MSA one it stands for (`colloquial.function_word_readings`: اللي for
  الذي/التي/الذين, علشان for لأن/لكي/من أجل, ده for هذا/ذلك, كمان for أيضا, علشان كده for لذلك), ث said ت
  and ذ said د (كتيرة), the prosthetic ا of an Egyptian form-V verb (اتنيح for تنيح);
- a word of one class of `data/paraphrase/` (synonyms, Egyptian words, discourse words) as both are
  written and with the same ending (`word_families.spelled_classes`: بعت for أرسل, رقد for تنيح, كذلك for
  أيضا; قالت is not قال, لأنه not لأنهم), two words of a class for one ("إذ إنه" for "لأنه") or one for two, a
  word whose own first letter is و/ف read whole too ("وقتئذ" for "حينئذ"), and never a word the class marks
  narrower said for a wider one (EQUIV61: تنيح for مات adds a saint's repose; مات for تنيح says less, and passes);
- the same number in digits or in words ("15" for "خمس عشرة"; an articled ordinal is no count);
- two words in the other order: an Egyptian demonstrative after its noun ("الجب ده"), the subject (a
  name, office, title or God) before its verb ("فالملك أمر"), two articled nouns or names joined by و;
- "هذا القديس"/"القديس ده" for "القديس" and a name of the record's own title (another saint the
  sentence names is not "this saint"; without the title, never).
No other form of a root (a voice or a person changed: أرسله / اتبعت), no negator, quantifier or other
scope word replaced (those are compared as written), and no vowel mark the excerpt sentence does not
write on that word (`text.vocalization`: the marks fold away, but أَرسَل and أُرسِل have different doers).
A scope word left out after the span in a later clause (past a clause mark) is its own clause's, except
one that reaches back over it (an exceptive, a condition, a report or belief). Decided by the cited
chunk's library, never by the question's route.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from functools import lru_cache

from dalil.text import egyptian_morphology as morphology
from dalil.text.assertions import CONJUNCTIONS, NEGATORS, number_phrases, number_values, without_answer_word
from dalil.text.colloquial import function_word_readings, spoken_letters
from dalil.text.conditions import CONDITION_PARTICLES
from dalil.text.exceptions import EXCEPTIVES
from dalil.text.forms import MONTH_WORDS
from dalil.text.glued import unglued
from dalil.text.hedges import BELIEFS, DOUBTS, POSSIBILITIES, REPORTS
from dalil.text.lead_words import lead_word
from dalil.text.modality import modal
from dalil.text.normalize import fold
from dalil.text.offices import office
from dalil.text.order import AFTERWARDS, PERFECT_BE
from dalil.text.ordinals import ORDINAL_WORDS
from dalil.text.quantifiers import ALL, quantifier
from dalil.text.question_frame import SPEAKER_WORDS
from dalil.text.question_words import asking
from dalil.text.quote_links import continuation_links
from dalil.text.restated import CLAUSE_MARKS
from dalil.text.speakers import ADDRESSEES, saying_form
from dalil.text.stem import EGYPTIAN_DEMONSTRATIVES, analyze
from dalil.text.support import HONORIFICS, split_sentences, strip_markers
from dalil.text.vocalization import added_marks
from dalil.text.word_families import spelled_alike

# "أن"/"لكي"/"كي" before the span: the span is a subordinate clause (what someone wanted, asked,
# ordered or said), not a statement of the excerpt's.
_SUBORDINATORS = frozenset("ان لكي كي".split())
_FOLDED_HONORIFICS = frozenset(fold(word) for word in HONORIFICS)
# The asking words that never mean anything else ("من"/"ما"/"أي" are also "from", "what/not",
# "any": a question read by them would refuse quotations of statements).
_ASKING = asking("لماذا ماذا هل كيف متى أين كم")
_NOT_IN_ORDER = "not the words of one excerpt sentence in its order"
# The addressee between a verb of saying and its line ("فقال لها", "قال لهم").
_CLOSERS = "\"'»”)"


def _bare(token: str) -> str:
    return unglued(token, 2)


def _same(answer_token: str, excerpt_token: str) -> bool:
    return answer_token == excerpt_token or _bare(answer_token) == _bare(excerpt_token)


def _same_inside(answer_token: str, excerpt_token: str) -> bool:
    """`_same` for a word after the span's first: a glued و/ف kept or left as the excerpt writes it.
    Dropping the و of "فأرسل بطرس ويوحنا" makes Peter the one who sends John (claims-blind12
    b12-257); adding one joins a subject to its object. A conjunction itself ("ولكن" -> "لكن") still
    joins what it joined."""
    bare = _bare(answer_token)
    return answer_token == excerpt_token or (
        bare == _bare(excerpt_token)
        and (bare in CONJUNCTIONS or (bare == answer_token) == (_bare(excerpt_token) == excerpt_token))
    )


@lru_cache(maxsize=1 << 15)
def _scope_word(token: str) -> bool:
    """A word whose loss changes what the words around it claim (closed classes of the grammar,
    each read where the claim checks read it)."""
    bare = _bare(token)
    return (
        token in NEGATORS or bare in NEGATORS
        or token in EXCEPTIVES or bare in EXCEPTIVES
        or token in CONDITION_PARTICLES or bare in CONDITION_PARTICLES
        or bare in DOUBTS or bare in BELIEFS or bare in REPORTS or bare in POSSIBILITIES
        or bare in _ASKING
        or quantifier([token], 0) is not None
        or modal(token)
    )


def _detail_word(token: str, names: Collection[str]) -> bool:
    """A number, name, month, office or kin word: cut from its phrase, the rest is another claim."""
    bare = _bare(token)
    return bool(
        number_values(token) or token in names or bare in names or bare in MONTH_WORDS or office(token) is not None
    )


# The Synaxarium's "في مثل هذا اليوم" (on the like of this day: its date) says what "في هذا اليوم" says:
# its مثل may be left out there, and only there.
_LIKE, _THIS_DAY = "مثل", ("هذا", "اليوم")


def _like_of_this_day(sentence: list[str], position: int) -> bool:
    return (
        sentence[position] == _LIKE and 0 < position and _bare(sentence[position - 1]) == "في"
        and tuple(sentence[position + 1 : position + 3]) == _THIS_DAY
    )


def _droppable_inside(token: str, names: Collection[str]) -> bool:
    if _scope_word(token) or token in CONJUNCTIONS:  # "بطرس و يوحنا" -> "بطرس يوحنا": another subject
        return False
    if _bare(token) in _FOLDED_HONORIFICS:
        return True
    return not _detail_word(token, names) and not analyze(token)


@dataclass(frozen=True)
class _Sentence:
    tokens: list[str]  # folded
    group_end: dict[int, int]  # where a parenthetical opens -> the index after it closes
    group_start: dict[int, int]  # where one closes -> where it opened
    clause_starts: frozenset[int]  # tokens right after a clause mark (، : ؛ …)
    line_starts: frozenset[int]  # tokens that open a quoted line: after a colon, or at a quotation mark
    numbers: dict[int, tuple[int, int]]  # where a number phrase starts -> (the index after it, its value)
    own: frozenset[str] = frozenset()  # the folded name words of the record's title (`_title_names`)
    articled: dict[int, tuple[int, int, bool]] = field(default_factory=dict)  # an articled one (`_articled_numbers`)


def _folded_tokens(sentence: str, own: frozenset[str] = frozenset()) -> _Sentence:
    """The folded tokens of an excerpt sentence, with its parentheticals (an unclosed one is none)
    and where its punctuation starts a clause or a quoted line."""
    tokens: list[str] = []
    opened: list[int] = []
    ends: dict[int, int] = {}
    clause_starts: set[int] = set()
    line_starts: set[int] = set()
    straight_quotes = 0  # '"' opens and closes alike: an even count before it opens
    for raw in sentence.split():
        if "(" in raw and not opened:
            opened.append(len(tokens))
        lead = raw.lstrip("(")[:1]
        if lead and (lead in "«“" or (lead == "\"" and straight_quotes % 2 == 0)):
            line_starts.add(len(tokens))
        straight_quotes += raw.count('"')
        tokens.extend(fold(raw).split())
        if ")" in raw and opened:
            start = opened.pop()
            if len(tokens) > start:
                ends[start] = len(tokens)
        tail = raw.rstrip(_CLOSERS)
        if tail[-1:] in CLAUSE_MARKS:
            clause_starts.add(len(tokens))
        if tail.endswith(":"):
            line_starts.add(len(tokens))
    return _Sentence(tokens, ends, {end: start for start, end in ends.items()}, frozenset(clause_starts),
                     frozenset(line_starts), _numbers(tokens), own=own, articled=_articled_numbers(tokens))


def _numbers(tokens: list[str]) -> dict[int, tuple[int, int]]:
    """Where each number phrase of folded `tokens` starts -> (the index after it, its value): "خمس عشرة"
    and "15" are one number. A phrase with an articled word ("الرابع والأربعين", "الثلاثة") is an
    ordinal or a known set, not a count: left out (it is compared as written)."""
    text = " ".join(tokens)
    if len(fold(strip_markers(text)).split()) != len(tokens):  # offsets would not be these tokens'
        return {}
    return {
        phrase.start: (phrase.end, phrase.value) for phrase in number_phrases(text)
        if not any(_bare(token).startswith("ال") for token in tokens[phrase.start : phrase.end])
    }


def _articled_numbers(tokens: list[str]) -> dict[int, tuple[int, int, bool]]:
    """Where each number phrase with the article starts ("الرابع والأربعين", "التسعة والثلاثين") -> (the index
    after it, its value, whether it opens with an ordinal word): `_numbers` leaves them out."""
    text = " ".join(tokens)
    if len(fold(strip_markers(text)).split()) != len(tokens):
        return {}
    return {
        phrase.start: (phrase.end, phrase.value, _bare(tokens[phrase.start]).removeprefix(_ARTICLE) in ORDINAL_WORDS)
        for phrase in number_phrases(text)
        if any(_bare(token).startswith(_ARTICLE) for token in tokens[phrase.start : phrase.end])
    }


_ARTICLE = "ال"
_NUMBER_WORD = fold("رقم")


def _articled_number_said(answer: list[str], answer_numbers: dict[int, tuple[int, int]], i: int, read: _Sentence, p: int,
                          first: bool) -> tuple[int, int] | None:
    """An articled number phrase of the excerpt in digits (FAITH37): "ال39" / "الـ 39" for "التسعة والثلاثين",
    and "رقم 44" for an ordinal ("الرابع والأربعين", the 44th): the same value, or None."""
    if p not in read.articled or (not first and _glue(answer[i]) != _glue(read.tokens[p])):
        return None
    end, value, ordinal = read.articled[p]
    bare = _bare(answer[i])
    if bare.startswith(_ARTICLE) and bare[len(_ARTICLE) :].isdigit():
        return (i + 1, end) if int(bare[len(_ARTICLE) :]) == value else None
    if (bare == _ARTICLE or (bare == _NUMBER_WORD and ordinal)) and i + 1 in answer_numbers and answer_numbers[i + 1][1] == value:
        return answer_numbers[i + 1][0], end
    return None


def _frame_left_out(sentence: _Sentence, start: int, names: Collection[str]) -> bool:
    """The words left out before the span are the frame of the line it opens: a colon or a quotation
    mark opens it, or a verb of saying stands before it with at most its addressee and its speaker
    between ("فقال لها", "قال لهم الأب", "فقال الوالي للقديس")."""
    if start in sentence.line_starts:
        return True
    before = start - 1
    while before >= 0 and start - before <= 4 and _frame_word(sentence.tokens[before], names):
        before -= 1
    return before >= 0 and saying_form(sentence.tokens[before])


def _frame_word(token: str, names: Collection[str]) -> bool:
    """An addressee or a speaker between a verb of saying and its line: a pronoun after لـ, a name,
    an honorific or a noun with the article (glued لـ included: "للقديس")."""
    bare = _bare(token)
    return (
        bare in ADDRESSEES or bare in names or bare in _FOLDED_HONORIFICS
        or bare.startswith(("ال", "لل"))
    )


def _governed(first: str, names: Collection[str]) -> bool:
    """A span's first word that the left-out word before it governed (no clause mark between): a
    name, number or the like, or a noun with the article ("بأعمال المسيح" quoted from "المسيح",
    "يمكن الكشف" from "الكشف"): the phrase's complement made its head."""
    return _detail_word(first, names) or _bare(first).startswith("ال")


def _edge_problem(read: _Sentence, start: int, end: int, names: Collection[str]) -> str | None:
    """Why the span `start`..`end` (inclusive) of the excerpt sentence is cut where the words left
    out change its claim, or None. Next to the span a whole parenthetical left out is no cut: the
    word beyond it is read."""
    sentence = read.tokens
    edge_before = start
    while edge_before in read.group_start:
        edge_before = read.group_start[edge_before]
    edge_after = end + 1
    while edge_after in read.group_end:
        edge_after = read.group_end[edge_after]
    if edge_before and (sentence[edge_before - 1] in _SUBORDINATORS or _detail_word(sentence[edge_before - 1], names)):
        return "cuts the excerpt sentence inside a clause or a name or number"
    if edge_before and _frame_left_out(read, edge_before, names):
        return "leaves out who says the line it quotes (a verb of saying, a colon or a quotation mark before it)"
    if edge_before and edge_before not in read.clause_starts and _governed(sentence[edge_before], names):
        return "cuts a noun or a name from the words that governed it"
    # FAITHFUL86: a span ending at a clause mark ("«والغرس الذي غرسته يمينك …»" of "…، والابن الذي …") cuts no phrase: the
    # name or number after the mark opens the next clause, which the quotation leaves out whole
    if edge_after < len(sentence) and edge_after not in read.clause_starts and _detail_word(sentence[edge_after], names):
        return "cuts the excerpt sentence inside a name or number"
    return None


def _glue(token: str) -> str:
    return token[: len(token) - len(_bare(token))]


def _same_word(answer_word: str, excerpt_word: str) -> bool:
    """Two bare folded words that say the same thing: the excerpt's word in Egyptian (its function word,
    `colloquial.function_word_readings`: اللي for الذي/التي, علشان for لأن/لكي; its ث said ت and ذ said د:
    كتيرة), the prosthetic ا Egyptian writes before a verb of form V/VI (اتنيح for تنيح), or a word of a
    class of `data/paraphrase/` as both are written (`word_families.spelled_classes`: بعت for أرسل, أتى for
    جاء, كذلك for أيضا; a pronoun or an affix on one is no form of the other)."""
    if excerpt_word in function_word_readings(answer_word) or spoken_letters(answer_word, excerpt_word):
        return True
    if excerpt_word[:1] == "ت" and len(excerpt_word) >= 3 and answer_word == "ا" + excerpt_word:
        return True
    if _future_said(answer_word, excerpt_word):
        return True
    return spelled_alike(answer_word, excerpt_word)


_FUTURE_MSA = "س"


def _future_said(answer_word: str, excerpt_word: str) -> bool:
    """The Egyptian future هـ for the excerpt's سـ on the same imperfect ("هيحصد" for "سيحصد"; FAITH37). Not
    the habitual بـ for a bare imperfect ("بيصلي" for "يصلي"): its shape is the preposition بـ on a noun too
    ("بيمينه" for "يمينه", with his right hand), which nothing here tells apart."""
    rest = answer_word[1:]
    return (
        answer_word[:1] == morphology.FUTURE and rest[:1] in morphology.PERSON_LETTERS and len(rest) >= morphology.MIN_STEM
        and excerpt_word == _FUTURE_MSA + rest
    )


def _equivalent(answer_token: str, excerpt_token: str, first: bool) -> bool:
    """`_same`/`_same_inside` with the bare words compared by `_same_word`: after the span's first word a
    glued و/ف is kept or left as the excerpt writes it. A scope word (a negator, a quantifier …) is compared
    as written, but for the same one in other words (`_same_scope`). A word whose own first letter is و/ف
    ("وقتئذ", "وصل") is also read whole, with no glue (`_glue_readings`)."""
    if _scope_word(answer_token) or _scope_word(excerpt_token):
        if not first and _glue(answer_token) != _glue(excerpt_token):
            return False
        return _same_scope(_bare(answer_token), _bare(excerpt_token))
    return any(
        (first or glue == their_glue) and _same_word(word, theirs)
        for glue, word in _glue_readings(answer_token) for their_glue, theirs in _glue_readings(excerpt_token)
    )


def _glue_readings(token: str) -> tuple[tuple[str, str], ...]:
    """(glue, word) readings of a folded token: past a glued و/ف (`_bare`), and whole when it starts with one."""
    bare = _bare(token)
    return ((_glue(token), bare),) if bare == token else ((_glue(token), bare), ("", token))


def _same_scope(answer_word: str, excerpt_word: str) -> bool:
    """Two bare folded scope words that claim the same (FAITH37): an Egyptian negator for the MSA one it
    stands for (`colloquial.function_word_readings`: مش for ليس/لست/لا, مفيش for لا), or one universal
    quantifier for another with the same pronoun (كل / جميع / كافة: "كل أمواله" for "جميع أمواله",
    "كلهم" for "جميعهم"; "جميعا" after its word is none of them)."""
    if answer_word in NEGATORS and excerpt_word in NEGATORS:
        return excerpt_word in function_word_readings(answer_word)
    ending = _universal(answer_word)
    return ending is not None and ending == _universal(excerpt_word)


_UNIVERSALS = frozenset(fold(word) for word in ("كل", "جميع", "كافة", "كافت"))  # كافت: كافتهم
_UNIVERSAL_ENDINGS = ("هما", "هم", "ها", "")


def _universal(word: str) -> str | None:
    """The pronoun on a universal quantifier in construct ("" for كل/جميع/كافة, "هم" for كلهم/جميعهم …), or None."""
    if quantifier([word], 0) != ALL:
        return None
    return next((end for end in _UNIVERSAL_ENDINGS if word.endswith(end) and word[: len(word) - len(end)] in _UNIVERSALS), None)


# The subject a writer may put before its verb ("فالملك أمر" for "فأمر الملك"): a name, an office or a
# title, or God.
# Christ too (`question_frame.SPEAKER_WORDS`: يسوع، المسيح، السيد، الرب، ربنا), whom the corpus seldom titles.
_DIVINE = frozenset(fold(word) for word in ("الله", *SPEAKER_WORDS.split()))


def _subject(word: str, names: Collection[str]) -> bool:
    return word in names or word in _FOLDED_HONORIFICS or word in _DIVINE or office(word) is not None


def _reordered(answer_pair: tuple[str, str], excerpt_pair: tuple[str, str], names: Collection[str]) -> bool:
    """Two excerpt words said in the other order with the same claim, a glued و/ف staying first:
    - an Egyptian demonstrative after its noun ("الجب ده" for "هذا الجب");
    - the subject before its verb ("فالملك أمر" for "فأمر الملك"; the subject a name, office, title, God or
      Christ, the verb a content word with no article, no title or office, no number — the corpus writes
      many verbs as names too, أمر among them — or a form of كان: "وبطرس كان" for "وكان بطرس");
    - two nouns joined by و ("الكبار والصغار" for "الصغار والكبار"; both with the article or both names,
      neither a number or a month)."""
    (a1, a2), (e1, e2) = answer_pair, excerpt_pair
    if _glue(a1) != _glue(e1):
        return False
    b1, b2, f1, f2 = _bare(a1), _bare(a2), _bare(e1), _bare(e2)
    if a2 == b2 and e2 == f2 and b1 == f2 and b1.startswith("ال") and b2 in EGYPTIAN_DEMONSTRATIVES:
        return f1 in function_word_readings(b2)
    if a2 == b2 and e2 == f2 and b1 == f2 and b2 == f1:
        verb = not f1.startswith("ال") and f1 not in _FOLDED_HONORIFICS and f1 not in _DIVINE and office(f1) is None
        return _subject(f2, names) and verb and (bool(analyze(f1)) or f1 in PERFECT_BE) and not number_values(f1)
    if _glue(a2) == _glue(e2) == "و" and b1 == f2 and b2 == f1:
        both = (f1.startswith("ال") and f2.startswith("ال")) or (f1 in names and f2 in names)
        return both and not _detail_word(f1, names) and not _detail_word(f2, names)
    return False


def _step(answer: list[str], answer_numbers: dict[int, tuple[int, int]], i: int, read: _Sentence, p: int,
          names: Collection[str], first: bool) -> tuple[int, int] | None:
    """Whether the answer's words from `i` say the excerpt sentence's words from `p`: (the answer's next
    index, the sentence's next index), or None. The same word (`_same`/`_same_inside`) or an equivalent
    one (`_equivalent`), the same number in digits or in words, or two words reordered (`_reordered`)."""
    sentence = read.tokens
    word, token = answer[i], sentence[p]
    if (own := _own_saint(answer, i, read, p, first)) is not None:  # before "القديس" matches "القديس" alone
        return own
    if (then := _then(answer, i, sentence, p)) is not None:  # before "بعد" matches "ثم" alone (one class)
        return then
    if (idle := _idle_preposition(answer, i, sentence, p, first)) is not None:
        return idle
    if (_same if first else _same_inside)(word, token) or _equivalent(word, token, first):
        return i + 1, p + 1
    if (phrase := _phrase_reading(answer, i, sentence, p, first)) is not None:
        return phrase
    if (negation := _negated_verb(answer, i, sentence, p, first)) is not None:
        return negation
    if (articled := _articled_number_said(answer, answer_numbers, i, read, p, first)) is not None:
        return articled
    if i in answer_numbers and p in read.numbers and answer_numbers[i][1] == read.numbers[p][1]:
        if first or _glue(word) == _glue(token):
            return answer_numbers[i][0], read.numbers[p][0]
    if i + 1 < len(answer) and p + 1 < len(sentence) and _reordered((word, answer[i + 1]), (token, sentence[p + 1]), names):
        return i + 2, p + 2
    return None


def _phrase_reading(answer: list[str], i: int, sentence: list[str], p: int, first: bool) -> tuple[int, int] | None:
    """An Egyptian function word said for an MSA phrase of two words ("علشان" for "من أجل") or an
    Egyptian phrase of two for an MSA word ("علشان كده" for "لذلك") (`colloquial.function_word_readings`),
    or two words of a class of `data/paraphrase/` said for one, or one for two ("إذ إنه" / "لأنه")."""
    word, token = answer[i], sentence[p]
    if not first and _glue(word) != _glue(token):
        return None
    bare = _bare(word)
    for reading in function_word_readings(bare):
        words = reading.split()
        if len(words) > 1 and [_bare(token), *sentence[p + 1 : p + len(words)]] == words:
            return i + 1, p + len(words)
    if i + 1 < len(answer) and _bare(token) in function_word_readings(f"{bare} {answer[i + 1]}"):
        return i + 2, p + 1
    # Two words of a class of `data/paraphrase/` for one ("إذ إنه" for "لأنه", `word_families.spelled_alike`), or one for two.
    if i + 1 < len(answer) and spelled_alike(f"{bare} {answer[i + 1]}", _bare(token)):
        return i + 2, p + 1
    if p + 1 < len(sentence) and spelled_alike(bare, f"{_bare(token)} {sentence[p + 1]}"):
        return i + 1, p + 2
    return None


def _negated_verb(answer: list[str], i: int, sentence: list[str], p: int, first: bool) -> tuple[int, int] | None:
    """The Egyptian wrapped negation ("ماعرفش", "مكانش") for the excerpt's negator and the verb after it
    (FAITH37; `egyptian_morphology.says_negated_verb`: "لم يعرف", "لم يكن", "لا تخافوا"). Another person or
    verb inside is another claim."""
    word, head = answer[i], sentence[p]
    negator = _bare(head)
    if negator not in morphology.NEGATED_VERB_HEADS or p + 1 >= len(sentence) or (not first and _glue(word) != _glue(head)):
        return None
    verb = sentence[p + 1]
    if any(morphology.says_negated_verb(inner, negator, verb) for inner in morphology.unwrapped(_bare(word))):
        return i + 1, p + 2
    return None


_THEN = "ثم"
_THEN_GLUES = ("", "و", "ف")


def _then(answer: list[str], i: int, sentence: list[str], p: int) -> tuple[int, int] | None:
    """"وبعد ذلك", "بعد كده", "وبعدين" for the excerpt's "ثم" (FAITH37): "afterwards" (`order.AFTERWARDS`;
    بعدين is ثم in `colloquial`), a glued و or ف on it joining as ثم itself does."""
    if sentence[p] != _THEN or _glue(answer[i]) not in _THEN_GLUES:
        return None
    bare = _bare(answer[i])
    if _THEN in function_word_readings(bare):
        return i + 1, p + 1
    if bare == "بعد" and i + 1 < len(answer) and answer[i + 1] in AFTERWARDS:
        return i + 2, p + 1
    return None


# A preposition an adverb of time or place takes without changing what it says (FAITHFMT50): "من بعد" is "بعد",
# "في داخل" is "داخل", "في وسط" is "وسط", and "من قبل" is "قبل" where "أن" or "ذلك" follows or nothing does
# ("من قبل أن تسألوه"); before a noun "من قبل" is also "by" ("من قِبَل الملك"), another claim, and stays refused.
# Only these pairs: "من داخل" (from inside) or "من فوق" changes the direction, and stays refused.
_IDLE_PREPOSITIONS = {"من": frozenset({"قبل", "بعد"}), "في": frozenset({"داخل", "وسط"})}
_BEFORE = "قبل"
_BEFORE_CLOSERS = frozenset({"ان", *AFTERWARDS})


def _idle_preposition(answer: list[str], i: int, sentence: list[str], p: int, first: bool) -> tuple[int, int] | None:
    """The answer says "من"/"في" before the excerpt sentence's own adverb (`_IDLE_PREPOSITIONS`): both read as one."""
    adverbs = _IDLE_PREPOSITIONS.get(_bare(answer[i]))
    if not adverbs or i + 1 >= len(answer) or answer[i + 1] not in adverbs:
        return None
    # the preposition's glued و/ف is the adverb's in the excerpt; at the span's start either may be left off
    glued = {_glue(answer[i]) + answer[i + 1]} | ({answer[i + 1], "و" + answer[i + 1], "ف" + answer[i + 1]} if first else set())
    if sentence[p] not in glued:
        return None
    if answer[i + 1] == _BEFORE and p + 1 < len(sentence) and sentence[p + 1] not in _BEFORE_CLOSERS:
        return None
    return i + 2, p + 1


_THIS_SAINT = {fold("القديس"): fold("هذا"), fold("القديسة"): fold("هذه")}


def _title_names(title: str | None) -> frozenset[str]:
    """The folded words of a record's title that may name its saint: none of the title words
    (`support.HONORIFICS`), no function word."""
    words = fold(title or "").split()
    return frozenset(w for w in words if w not in _FOLDED_HONORIFICS and analyze(w))


def _own_saint(answer: list[str], i: int, read: _Sentence, p: int, first: bool) -> tuple[int, int] | None:
    """"هذا القديس" (or "القديس ده"; "هذه القديسة", "القديسة دي") for the excerpt's "القديس" and the name
    after it, when that name is a word of the record's title (its own saint; another saint the sentence
    names is not "this saint"): titles and the title's name words after it consumed, up to the answer's
    next word."""
    if i + 1 >= len(answer) or not read.own:
        return None
    word, after = answer[i], answer[i + 1]
    sentence = read.tokens
    honorific = _bare(sentence[p])
    if honorific not in _THIS_SAINT or (not first and _glue(word) != _glue(sentence[p])):
        return None
    said = (_bare(word) == _THIS_SAINT[honorific] and after == honorific) or (
        _bare(word) == honorific and after in EGYPTIAN_DEMONSTRATIVES and _THIS_SAINT[honorific] in function_word_readings(after)
    )
    if not said:
        return None
    following = answer[i + 2] if i + 2 < len(answer) else None
    end, named = p + 1, False
    while end < len(sentence) and sentence[end] != following and (sentence[end] in read.own or sentence[end] in _FOLDED_HONORIFICS):
        named = named or sentence[end] in read.own
        end += 1
    named = named or (end < len(sentence) and sentence[end] == following and following in read.own)
    return (i + 2, end) if named else None


def _span(answer: list[str], answer_numbers: dict[int, tuple[int, int]], read: _Sentence, start: int,
          names: Collection[str]) -> int | None:
    """The last excerpt index of the span the answer quotes from `start`, or None: every answer word
    said in order (`_step`), only droppable words (`_droppable_inside`) or whole parentheticals between."""
    sentence, group_end = read.tokens, read.group_end
    step = _step(answer, answer_numbers, 0, read, start, names, first=True)
    if step is None:
        return None
    i, position = step
    while i < len(answer):
        step = None
        while position < len(sentence):
            step = _step(answer, answer_numbers, i, read, position, names, first=False)
            if step is not None:
                break
            if position in group_end:  # a whole parenthetical left out
                position = group_end[position]
                continue
            if not _droppable_inside(sentence[position], names) and not _like_of_this_day(sentence, position):
                break
            position += 1
        if step is None:
            return None
        i, position = step
    return position - 1


# Scope words that reach back over a clause mark to the clause before ("ذهبوا جميعا، إلا بطرس", "يخلص، إن
# آمن", "…، كما قيل"): left out after the span, in any clause, they change its claim. The others (a negator,
# a quantifier, a modal …) say something of their own clause only.
def _reaches_back(token: str) -> bool:
    bare = _bare(token)
    return (
        token in EXCEPTIVES or bare in EXCEPTIVES or token in CONDITION_PARTICLES or bare in CONDITION_PARTICLES
        or bare in REPORTS or bare in BELIEFS
    )


def _scope_left_out(read: _Sentence, start: int, end: int) -> bool:
    """A scope word left out before the span, or after it in its own clause; past the next clause mark
    after the span only one that reaches back (`_reaches_back`)."""
    sentence = read.tokens
    if any(_scope_word(token) for token in sentence[:start]):
        return True
    clause_end = next((k for k in range(end + 1, len(sentence)) if k in read.clause_starts), len(sentence))
    return any(_scope_word(token) for token in sentence[end + 1 : clause_end]) or any(
        _reaches_back(token) for token in sentence[clause_end:]
    )


def _quotes(answer: list[str], excerpt_sentence: str, names: Collection[str], own: frozenset[str] = frozenset()) -> str | None:
    """None when `answer` is a near-quotation of the excerpt sentence; else why not."""
    read = _folded_tokens(excerpt_sentence, own)
    answer_numbers = _numbers(answer)
    why = _NOT_IN_ORDER
    for start in range(len(read.tokens)):
        end = _span(answer, answer_numbers, read, start, names)
        if end is None:
            continue
        if _scope_left_out(read, start, end):
            why = "leaves out a negator, exceptive, condition, hedge, quantifier or modal of the excerpt sentence"
            continue
        problem = _edge_problem(read, start, end, names)
        if problem:
            why = problem
            continue
        return None
    return why


def quotation_problem(sentence: str, excerpt: str, known_names: Collection[str] = frozenset(), title: str | None = None) -> str | None:
    """None when `sentence` (markers removed) restates one sentence of `excerpt` in that sentence's
    own words (the module's rule); otherwise why not. `title`: the excerpt's record's title, whose
    saint "هذا القديس" may stand for (`_own_saint`)."""
    plain = without_answer_word(strip_markers(sentence), excerpt)
    answer = fold(plain).split()
    if not answer:
        return None
    own = _title_names(title)
    problems = []
    # a sentence that runs through a bracket or a quotation (`split_sentences`, LOST39), and each piece of it
    # cut at the terminators inside: a quotation of the one is whole, as one of a piece was before
    for excerpt_sentence in dict.fromkeys([*split_sentences(excerpt), *split_sentences(excerpt, enclosures=False)]):
        problem = _quotes(answer, excerpt_sentence, known_names, own)
        if problem is None:
            marked = added_marks(plain, excerpt_sentence)
            if marked is None:
                return None
            problem = f"writes vowel marks the excerpt does not on '{marked}' (another reading of the word)"
        problems.append(problem)
    # The most telling reason: a sentence that was nearly a quotation says what it left out.
    return next((p for p in problems if p != _NOT_IN_ORDER), problems[0] if problems else "no excerpt sentence")


ORDER_NOT_KEPT = "quotes the record's sentences in another order than its frame says"


def continuation_order_problem(sentence: str, excerpt: str, known_names: Collection[str] = frozenset(),
                               title: str | None = None) -> str | None:
    """FAITHSHAPE70: quotations of one record joined by a frame that says the record goes on ("«A» ثم يتابع: «B»"،
    "«A» وبعدها مباشرة: «B»", `quote_links.continuation_links`; "also" claims no order) claim that B comes after A
    in it: each is checked as a quotation on its own, and here their order — some excerpt sentence each near-quotes,
    never earlier than the one the quotation before it quotes (a record may write a sentence twice: any of its places
    will do). None: in order, one quotation only, or one that quotes no sentence of the excerpt (refused as not quoted
    on its own)."""
    links = continuation_links(strip_markers(sentence), lead_word)
    if not any(after for _, after in links):
        return None
    sentences = split_sentences(excerpt, enclosures=False)
    own = _title_names(title)
    answers = [fold(without_answer_word(piece, excerpt)).split() for piece, _ in links]
    places = [[k for k, said in enumerate(sentences) if _quotes(answer, said, known_names, own) is None] for answer in answers]
    if not all(places):
        return None
    reached = 0
    for held, (_, after) in zip(places, links, strict=True):
        # "also" claims no order: the next piece may quote from anywhere (it starts a new run)
        later = [k for k in held if k >= reached] if after else held
        if not later:
            return ORDER_NOT_KEPT
        reached = later[0]
    return None
