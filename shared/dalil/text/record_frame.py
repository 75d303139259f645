"""A quotation's frame of the writer's own words around the cited record's name (CLAIMFAITH76).

Models lead a quotation in with a frame of their own making: a verb of telling or showing with the record as its subject
or its place ("يحدثنا إنجيل مرقس (الإصحاح 9) بهذه الكلمات: «…»"، "تطالعنا في سنكسار يوم 25 أبيب هذه الكلمات: «…»"،
"شوف يا باشا، صفحة ويكيبيديا بعنوان كندا فيه السطر ده: «…»"، Franco "5od 3andak men نص … الطقسي: «…»"). Every wave's
probe brought frame words the lead-in tables (`lead_words`) did not hold, and the sentence was checked whole: the
frame's words were unsupported and the quotation refused as not quoted. Read against the record, the question is
another one: could the frame say anything of the record but that the quotation is its words? It cannot when

- it names the cited record: a run of its words is the record's title or day (`lead_record.names_record`, at least one
  word of it no lead word), the frame's only reference: the record's name is where the quotation is, not a claim;
- every other word is a lead word, the call "يا" and its addressee, or foreign to the cited record and the question
  (`foreign_courtesy.foreign_to`: no stem of theirs) and names nothing (`foreign_courtesy.names_something`: no digit,
  name, kin or office word, negator, third-person pronoun or "was");
- it is the whole of the sentence before the ":" that opens a quotation running to the sentence's end.

A frame naming another record (another Gospel, another day: a name or a digit outside the run), giving the quotation to a
speaker of the record ("قال فليمون القس في …": the record's words), or leading in a bent quotation (the quotation is
checked alone, as every quotation is) stays refused. `answer.validate` reads the quotation alone only when the sentence as
written fails its checks and the quotation passes them."""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

from dalil.text.assertions import negated, number_values
from dalil.text.clause_summary import SETTING_HEADS
from dalil.text.courtesy import words_of
from dalil.text.foreign_courtesy import CALL_WORDS, foreign_to, names_something
from dalil.text.lead_record import franco_read, names_record, naming_word, numbers_read, reference_word
from dalil.text.lead_words import lead_word
from dalil.text.markers import strip_markers
from dalil.text.normalize import fold
from dalil.text.question_frame import SAYING_WORDS
from dalil.text.rite_place import place_terms, rite_place
from dalil.text.support import names_day, term_set
from dalil.text.yes_no_opening import answer_word

# the frame, the ":" and a quotation that runs to the sentence's end (its marker and full stop after it)
# (a title's own ":" may sit in the frame: "ثيؤطوكية الأحد — القطعة الثامنة: شاشف إنسوب")
_FRAMED = re.compile(r"^\s*(?P<frame>[^«»“”\"]{2,200}?)\s*:\s*(?P<quote>«[^«»]+»)[\s.،,!؛]*$", re.S)
# FAITHFUL86: the same frame after the quotation, behind a dash ("«…» — وهي عبارة مأخوذة من مزمور 18"، "«…» — w da men مزمور 118"):
# the record named where the words are, said last instead of first; read as the frame before ":" is
_TRAILED = re.compile(r"^\s*(?P<quote>«[^«»]+»)\s*[—–-]\s*(?P<frame>[^«»“”\"]{2,200}?)[\s.،,!؛]*$", re.S)
MAX_FRAME_WORDS = 20  # a frame and a record's name; a longer lead-in is a sentence of its own


def framed_quotation(
    sentence: str, titles: Collection[tuple[str | None, Mapping[str, object]]], known: frozenset[str], names: Collection[str]
) -> str | None:
    """The quotation of `sentence` (markers removed) when the words before it are a frame around the name of a record
    it cites (`titles`: each cited record's title and metadata), else None (see the module)."""
    plain = strip_markers(sentence)
    framed = _FRAMED.match(plain) or _TRAILED.match(plain)
    if not framed:
        return _framed_claim(plain, titles, known, names)
    tokens = numbers_read(framed.group("frame")).split()  # FAITHFUL82: "في أصحاحه الـ2" names chapter 2
    if not 0 < len(tokens) <= MAX_FRAME_WORDS:
        return None
    return f"{framed.group('quote')} ." if _names_cited(tokens, titles, known, names) or _yes_frame(tokens, known, names) else None


_THAT = frozenset({"أن", "إن", "ان", "en", "enn"})  # FAITHFUL82: Franco types the Egyptian إن "en" ("beywadda7 en …")
MIN_CLAIM_WORDS = 4  # what is left after the frame is a sentence of the record's, not a word or two


def _framed_claim(
    text: str, titles: Collection[tuple[str | None, Mapping[str, object]]], known: frozenset[str], names: Collection[str]
) -> str | None:
    """An unquoted claim after a frame naming a cited record, ended by its comma or by أن/إن ("بحسب اللي في نص … الطقسي، …"،
    "بالرجوع إلى صفحة ويكيبيديا بعنوان … نجد أن …"): the claim, read alone (the quotation rule and the claim checks still
    read it). A frame naming no record ("بسبب الجوع، …") is no frame here: a clause of the answer's own stays a claim."""
    if any(mark in text for mark in "«»“”\""):
        return None
    tokens = text.split()
    frame = numbers_read(text).split()  # FAITHFUL82: the frame's "الـ2" is the number; the claim is read as written
    for cut in range(1, min(len(tokens), MAX_FRAME_WORDS + 1)):
        that = tokens[cut] in _THAT
        if not (that or tokens[cut - 1].endswith(("،", ","))):
            continue
        claim = tokens[cut + 1 :] if that else tokens[cut:]
        if len(claim) >= MIN_CLAIM_WORDS and _names_cited(frame[:cut], titles, known, names):
            return " ".join(claim).rstrip(" .") + " ."
    return None


def _names_cited(
    tokens: list[str], titles: Collection[tuple[str | None, Mapping[str, object]]], known: frozenset[str], names: Collection[str]
) -> bool:
    """A run of `tokens` names a cited record, and every other word is the writer's (`_writers_words`) or the noun a
    naming word tells the name of (`_named_kinds`: "الصلاة المعنونة …": the kind of record named, not a word of it)."""
    kinds = _named_kinds(tokens)
    for title, metadata in titles:
        run = _record_run(tokens, title, metadata)
        if run is None or not _closed(tokens, run, kinds):
            continue
        rest = [token for index, token in enumerate(tokens) if not run[0] <= index < run[1] and index not in kinds]
        if _writers_words(_its_day_off(rest, metadata), known, names):
            return True
    return False


def _its_day_off(tokens: list[str], metadata: Mapping[str, object]) -> list[str]:
    """FAITHFUL86: `tokens` without a run naming the record's own Synaxarium day beside its title ("رواية السنكسار عن
    استشهاد القديس … في 9 أمشير": `support.names_day`, its day and month only), and without the words of a rite's own
    book and service ("مزمور 2 كما يصلى في صلاة باكر بالأجبية": `rite_place.rite_place`, what its metadata says): where
    the record stands, as its title is. Another day is no run of it and stays, a number the writer's words may not hold."""
    place = place_terms(rite_place(metadata))
    tokens = [token for token in tokens if not (place and (terms := term_set(token)) and terms <= place)]
    for length in (4, 3, 2):
        for start in range(len(tokens) - length + 1):
            run = " ".join(tokens[start : start + length]).strip("،,.")
            if any(word.isdigit() for word in words_of(run)) and names_day(run, metadata):
                return tokens[:start] + tokens[start + length :]
    return tokens


def _named_kinds(tokens: list[str]) -> frozenset[int]:
    """FAITHFUL82: the places of the words just before a naming word ("مقال ويكيبيديا بعنوان …"، "الصلاة المعنونة …"،
    `lead_record.naming_word`): the noun whose name follows — the kind of record the frame names, whatever word a model
    chose for it; the name after the naming word must still be the cited record's whole."""
    return frozenset(index - 1 for index, token in enumerate(tokens) if index > 0 and naming_word(token))


def _closed(tokens: list[str], run: tuple[int, int], kinds: frozenset[int] = frozenset()) -> bool:
    """A name of words only (an article's, a hymn's title) ends where the frame's words do: the word just before and just
    after it is a lead word, the call, a mark or the frame's edge — a foreign word next to it may be another record's
    name ("لبش ثيؤطوكية الخميس" is another hymn than "ثيؤطوكية الخميس — واطس"). A number closes a chapter's or a day's
    reference ("مرقس 9"، "18 كيهك"), whatever stands beside it."""
    start, end = run
    if any(word.isdigit() for word in words_of(" ".join(tokens[start:end]))):
        return True
    before = tokens[start - 1] if start > 0 else ""
    after = tokens[end] if end < len(tokens) else ""
    # a lead word at the run's own edge ("في ثيؤطوكية الخميس هذه") is the frame's: the name ends inside it
    # FAITHFUL82: or the run opens at the noun a naming word names, or at the naming word itself ("الصلاة المعنونة …")
    opened = _frame_word(tokens[start]) or not before or before.endswith(_MARKS) or _frame_word(before) or bool({start - 1, start} & kinds)
    return opened and (_frame_word(tokens[end - 1]) or not after or _frame_word(after))


_MARKS = ("،", ",", ":", "—", "–", "-")


def _frame_word(token: str) -> bool:
    """A lead word, the call, a word of a record's reference that names none (`lead_record.reference_word`: a kind word,
    "بعنوان"، "المعنون"), or the Egyptian present or future of a verb ("بتشرح"، "هنلاقي"، "betrattel": the frame's
    telling, no name's word)."""
    words = words_of(franco_read(token, None))
    return bool(words) and all(word in CALL_WORDS or lead_word(word) or reference_word(word) or _PRESENT.match(word) for word in words)


# the Egyptian present, its ب before the person's letter, as written or typed in Franco ("بتشرح"، "بيحكي"، "betrattel");
# FAITHFUL82: and its future, ه before the person's letter ("هنلاقي المكتوب"، "هتقرا"; Franco "hanla2y", "hatla2y")
_PRESENT = re.compile(r"^(?:[به][يتن]\w{3,}|b[ie][ytn]?[a-z0-9]{4,}|ha[ytn][a-z0-9]{4,})$")


def _yes_frame(tokens: list[str], known: frozenset[str], names: Collection[str]) -> bool:
    """The answer's yes and its own words up to its mark ("أيوه فعلا،"، "نعم هذا صحيح،"، "Aywa fe3lan,": the writer's,
    `_writers_words`), then a frame of lead words only that names no record ("والنص بيقول"، "boss"): the yes is held to the
    question where the question is read (`verification.affirmed_problem`), the frame points at the quotation."""
    closed = next((index for index, token in enumerate(tokens) if token.endswith(("،", ","))), None)
    if closed is None or closed + 1 >= len(tokens) or answer_word(tokens[0]) != "yes":
        return False
    frame = words_of(franco_read(" ".join(tokens[closed + 1 :]), None))
    return _writers_words(tokens[1 : closed + 1], known, names) and bool(frame) and all(lead_word(word) for word in frame)


def _record_run(tokens: list[str], title: str | None, metadata: Mapping[str, object]) -> tuple[int, int] | None:
    """The longest run of `tokens` naming this record (`names_record`) with a word no lead word, or None."""
    for length in range(len(tokens), 0, -1):
        for start in range(len(tokens) - length + 1):
            run = " ".join(tokens[start : start + length]).strip("،,")
            if _names_a_record(run, title) and names_record(run, title, metadata):
                return start, start + length
    return None


def _names_a_record(run: str, title: str | None) -> bool:
    """The run holds a word of the record's title or a number (a chapter, a day), read through Franco first ("el gomla"
    is a lead word, no name): `names_record` also takes a run of lead words or a yes alone, which names nothing."""
    read = words_of(franco_read(run, title))
    titled = set(words_of(title or ""))
    return any(word in titled or word.isdigit() for word in read if not lead_word(word))


def _writers_words(tokens: list[str], known: frozenset[str], names: Collection[str]) -> bool:
    """Every word a lead word, the call and its addressee, or foreign to the record and naming nothing."""
    text = " ".join(tokens)
    words = words_of(text)
    written = re.findall(r"[^\W_]+", text)
    # a number, a negation or a time or place head of its own ("بعد ثلاثة أيام"، "عند البحر") says when, where or whether
    setting = any(word in SETTING_HEADS and not lead_word(word) for word in words)
    if len(words) != len(written) or negated(text) or number_values(text) or setting:
        return False
    for index, word in enumerate(words):
        if word in CALL_WORDS or lead_word(word):
            continue
        if names_something(words, written, index, names) or not (foreign_to(word, known) or _tells_us(word)):
            return False
    return True


# A present verb whose object is "us", the exchange's readers ("يحدثنا"، "تطالعنا"، "بيحكيلنا"، "يخبرنا"): the record telling
# the reader, whatever its stem: the record may write the verb ("حدثهم") but not to the ones reading the answer.
_TELLS_US = re.compile(r"^(?:ب)?[يت]\w{2,}(?:ل)?نا$")


def _tells_us(word: str) -> bool:
    return bool(_TELLS_US.match(word))


# LISTKEPT86: a title line over a list that only lays the answer out ("**الرد على جزأين:**"، "**النقط المهمة:**"، "**ما يقرره
# النص:**"، Franco "**El mawdoo3 fi no2tetein:**"): source lead words and a word or two of the writer's own — a count of the
# parts, a word for the gist or the topic, the source's verb — that the record and the question never write and that name
# nothing. A title of more of the writer's words is a sentence of its own; a word after "about" names what the record
# tells ("ما يقرره النص عن الغرق"); a title with no lead word ("ولادة متعسرة جدا") is the writer's own claim.
MAX_LAYOUT_WORDS = 2
_ABOUT = frozenset({"عن", "حول", "بخصوص", "بشأن", "3an", "about"})
# "ما" before a verb carrying the pronoun that goes back to it ("ما يقرره"، "ما ترويه") is "what", no negator
_RESUMED = re.compile(r"^\w{3,}(?:ه|ها)$")
_SAYING = frozenset(fold(SAYING_WORDS).split())


def _says(tokens: list[str], index: int) -> bool:
    """The word before `index` is a verb of saying, or the verb of a "what" going back to it ("ما قاله"، "ما يقرره"): the
    word at `index` is who says it, which in a layout title only a source word may be."""
    verb = tokens[index - 1] if index > 0 else ""
    return fold(verb) in _SAYING or (index > 1 and tokens[index - 2] == "ما" and bool(_RESUMED.match(verb)))


def layout_title(title: str, known: frozenset[str], names: Collection[str]) -> bool:
    """The title (its words before ":") says only how the answer under it is laid out (see above): at least one lead word,
    at most `MAX_LAYOUT_WORDS` others, none after "about", and every other word the writer's (`_writers_words`)."""
    tokens = title.replace("*", " ").split()
    own = [index for index, token in enumerate(tokens) if not _frame_word(token)]
    if not tokens or len(own) == len(tokens) or len(own) > MAX_LAYOUT_WORDS:
        return False
    if any(index > 0 and fold(tokens[index - 1]).lower() in _ABOUT for index in own):
        return False
    if any(_says(tokens, index) for index in own):  # "أبرز ما قاله بطرس": a speaker named
        return False
    # "ما" before its verb with the pronoun going back to it is "what", no negator: read without it
    following = [*tokens[1:], ""]
    read = [token for token, after in zip(tokens, following, strict=True) if not (token == "ما" and _RESUMED.match(after))]
    return _writers_words(read, known, names)
