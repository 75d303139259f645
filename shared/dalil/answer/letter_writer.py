"""A letter's writer asked as the one who says what is asked ("بولس قال إيه عن المحبة", "يعقوب الرسول بيقول إيه
عن الصبر", "بحسب بولس، كم شخصا يتكلمون بلسان"): a chapter of his letter is his saying, as a saint's record is
about the saint. The chapter's title names its book and chapter ("كورنثوس الأولى 13"), never its writer, and its
verses say "I", so every check that reads a record's names counted the writer's name against the very letter
asked about: the answerer's excerpt check (`providers/extractive._subject_title_terms`), the named doer's premise
(`answer/premise.py`) and the person asked (`answer/answer_type.person_problem`). Each reads the writer here.

Only for a question that asks a saying (a verb of saying, the Egyptian present "بيقول", mentioning, bidding,
teaching, "بحسب"): his life is told by others (Acts), and a verse of his letter that shares a word is no answer to
"بولس اتولد فين". Not writing ("كتب إيه" asks written words, `said_asked.asks_written`, and a deed). Only his own
letters (`bible_books.WRITERS`): another apostle's letter does not name him (COVER37, benchmarks/trust/RESULTS.md).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from dalil.answer.predicates import PREDICATES, in_family, stem_set
from dalil.answer.slot_words import content_word, is_question_word, may_be_name
from dalil.models import BIBLE, Evidence, library_of
from dalil.retrieval.names import TITLE_WORDS
from dalil.text.bible_books import PSALM_SINGERS, WRITERS
from dalil.text.bible_refs import PSALMS, parse_bible_ref
from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.question_words import HOW_MANY, WHO
from dalil.text.speakers import saying_form
from dalil.text.support import strip_markers, subject_terms, term_set

# The words that ask what a letter's writer says, besides the verbs of saying (`speakers.saying_form`).
_WRITER_SAYS = folded_words("بيقول بتقول قال ذكر يذكر ذكره بحسب حسب يوصي بيوصي اوصى يعلم بيعلم")
# A chapter of his letter holds his saying it, as a chapter of a book the question names holds "بحسب".
WRITER_SAYS_TERMS = term_set(" ".join(_WRITER_SAYS))


@lru_cache(maxsize=4096)  # read up to 4 times an answer and by the validators; pure in the question
def asked_writers(question: str) -> frozenset[str]:
    """The letters (book codes of `bible_books.WRITERS`) whose writer the question names as the one who says
    what is asked; none for a question that asks no saying."""
    words = fold(strip_markers(question)).split()
    if not any(word in _WRITER_SAYS or unglued(word) in _WRITER_SAYS or saying_form(word) for word in words):
        return frozenset()
    asked = subject_terms(question)
    return frozenset(code for code, writer in WRITERS.items() if _writer_name(writer) <= asked)


@lru_cache(maxsize=8)
def _writer_name(writer: str) -> frozenset[str]:
    """The terms of a writer's name, his title aside ("بولس الرسول" -> بولس's)."""
    return term_set(writer) - term_set(" ".join(TITLE_WORDS))


def book_code(chunk_id: str) -> str:
    """The book code of a Bible chunk ("svd:Rom.5/1" -> "Rom"), or ""."""
    return chunk_id.partition(":")[2].partition(".")[0] if library_of(chunk_id) == BIBLE else ""


def asked_writer_of(question: str, chunk_id: str, excerpt: str = "") -> str:
    """The writer ("بولس الرسول") of the letter the chunk is of, when the question asks what he says, or when the
    question names him and the excerpt tells a deed it asks in his first person (`tells_in_first_person`); else ""."""
    code = book_code(chunk_id)
    if not code or code not in WRITERS:
        return ""
    if code in asked_writers(question):
        return WRITERS[code]
    writer = WRITERS[code]
    told = excerpt and _writer_name(writer) <= subject_terms(question)
    return writer if told and tells_in_first_person(question, excerpt, _writer_name(writer)) else ""


# A psalm's writer asked ("من كاتب المزمور الأول؟", "المزمور 51 مين اللي كتبه", "مين ألف المزمور التسعين"): who
# wrote, composed or said it. The Bible gives it only in the psalm's own title, the opening of its first verse
# ("مزمور لداود حينما هرب …", "صلاة لموسى رجل الله"); Psalms 1 and 2 have none, and a name inside another psalm's
# verses ("التي حلفت بها لداود", Psalm 89:49) is the one spoken of, not the writer (fq26-118).
_WROTE = folded_words("كاتب كاتبه كتب كتبه كتبها اتكتب مؤلف مؤلفه الف الفه اللي قائل قال قاله")


def asked_psalm_writer(question: str) -> frozenset[int]:
    """The psalm (its chapter, and the other numbering's) whose writer the question asks: a psalm named and
    a who-word with a verb or noun of writing or saying; else none."""
    ref = parse_bible_ref(question)
    if ref is None or ref.book != PSALMS:
        return frozenset()
    words = [unglued(word) for word in fold(strip_markers(question)).split()]
    if not any(word in WHO for word in words) or not any(word in _WROTE for word in words):
        return frozenset()
    return frozenset(c for c in (ref.chapter, ref.alternative_chapter) if c is not None)


def psalm_writer_unstated(question: str, cited: Sequence[Evidence]) -> bool:
    """Is a psalm's writer asked and the answer not the psalm's own title: every cited excerpt of that psalm,
    opening at its first verse, with a singer after the title's "ل" there ("مزمور لداود")?"""
    chapters = asked_psalm_writer(question)
    if not chapters:
        return False
    return not cited or not all(psalm_title(item, chapters) for item in cited)


def psalm_title(item: Evidence, chapters: frozenset[int]) -> str:
    """The first verse of an excerpt of one of these psalms when its title gives it to a singer ("مزمور لداود
    حينما هرب …"), else "": what answers its writer asked (the offline answerer copies it)."""
    chapter = item.chunk_id.partition(".")[2].partition("/")[0]
    if book_code(item.chunk_id) != PSALMS or not chapter.isdigit() or int(chapter) not in chapters:
        return ""
    if (item.first_verse or 1) != 1:
        return ""
    line = item.excerpt.strip().split("\n")[0]
    # its sentence that names the singer, copied alone: "لإمام المغنين. قصيدة لبني قورح كما يشتاق الإيل …"
    return next((sentence for sentence in _SENTENCE_END.split(line)[:2] if _sung_by(fold(strip_markers(sentence)).split())), "")


_SENTENCE_END = re.compile(r"(?<=[.؟!])\s+")


def _sung_by(first: list[str]) -> bool:
    title = first[:_TITLE_WORDS]
    # "لداود", "لآساف"; "لبني قورح": the sons of Korah, the singer's name after "بني"
    return any(
        word[1:] in PSALM_SINGERS if word != _TO_SONS else title[i + 1 : i + 2] and title[i + 1] in PSALM_SINGERS
        for i, word in enumerate(title) if word[:1] == "ل"
    )


_TO_SONS = fold("لبني")


_TITLE_WORDS = 8  # the title opens the first verse: "لإمام المغنين. قصيدة لبني قورح", "لإمام المغنين على الجتية لآساف"


# A verb told in the first person (LOST42): "فتركته في ميليتس" (I left him), "قاومته" (I withstood him), "فمكثت عنده"
# (I abode), "أرسلته" (I sent him), and "تركني" (he left me) — the writer is its doer or its object, unnamed.
_I_DID = ("تهم", "تها", "تكم", "ته", "تك", "ت")
_ME = "ني"
_VERB_FLOOR = 3  # the verb left ("ترك", "مكث"): "بيت" is no بي + ت


def tells_in_first_person(question: str, excerpt: str, writer: frozenset[str] = frozenset()) -> bool:
    """Does the excerpt tell a verb of the question in the first person ("بولس ساب تروفيمس فين" of "وأما تروفيمس
    فتركته في ميليتس")? The same verb (its forms, `predicates.stem_set`) or one of its family (`PREDICATES`: ساب is
    ترك's); a first-person ending: ت with an object or none ("فمكثت", "قاومته": the writer did it), or the object ني
    ("تركني": it was done to him). With the writer's name terms (`writer`), he must be the question's doer for the
    first and not for the second: "بطرس قاوم بولس" is not told by Paul's "قاومته" (he withstood Peter)."""
    return any(not writer or roles == _writer_does(fold(strip_markers(question)).split(), at, writer)
               for at, roles in _first_person_tellings(question, excerpt))


def told_of_writer(question: str, sentence: str, chunk_id: str) -> str:
    """Does a sentence of a letter tell the question's verb only in its writer's first person, with the writer in
    another role than the question gives him or not asked at all ("بطرس قاوم بولس" answered by Paul's "قاومته", "كم
    يوما مكث بطرس" by Paul's "فمكثت عنده")? Then it tells the writer's deed, not the one asked (`answer/premise.py`):
    the question's verb, else ""."""
    code = book_code(chunk_id)
    tellings = _first_person_tellings(question, sentence) if code in WRITERS else []
    if not tellings:
        return ""
    writer = _writer_name(WRITERS[code])
    words = fold(strip_markers(question)).split()
    return "" if any(_writer_does(words, at, writer) == did for at, did in tellings) else words[tellings[0][0]]


def _first_person_tellings(question: str, text: str) -> list[tuple[int, bool]]:
    """(where the question's verb stands, whether the writer did it) for each verb of the question the text tells
    in the first person."""
    asked = fold(strip_markers(question)).split()
    families = [p.cues for p in PREDICATES if any(in_family(word, p.cues) for word in asked)]
    found: list[tuple[int, bool]] = []
    for word in fold(text).split():
        for verb, did in _first_person_verbs(word):
            at = next(
                (i for i, q in enumerate(asked) if len(q) >= _VERB_FLOOR and (verb in stem_set(q) or q in stem_set(verb) or any(
                    in_family(verb, cues) and in_family(q, cues) for cues in families))),
                None,
            )
            if at is not None:
                found.append((at, did))
    return found


def _writer_does(words: list[str], verb: int, writer: frozenset[str]) -> bool:
    """Is the writer the doer of the question's verb at `verb`: named right before it ("بولس ساب"; function words
    between: "ديماس لما ساب بولس" is Demas's), or right after it when no other name stands before it ("لماذا ترك بولس
    تيطس", "كم يوما مكث بولس" — a counted noun is no name)?"""
    def names_writer(at: int) -> bool:
        return 0 <= at < len(words) and bool(term_set(words[at]) & writer)

    before = verb - 1
    while before >= 0 and not names_writer(before) and (not content_word(words[before]) or _asks_with(words, before)):
        before -= 1  # "ديماس لما ساب بولس": the doer before a time word; "بيد من كتب بطرس": "بيد" is the ask's
    if names_writer(before):
        return True
    counted = before > 0 and words[before - 1] in HOW_MANY
    if before >= 0 and content_word(words[before]) and may_be_name(words[before]) and not counted:
        return False  # "بطرس قاوم بولس": Peter did it
    return names_writer(verb + 1)


def _asks_with(words: list[str], at: int) -> bool:
    """Is the word at `at` part of the ask, before its question word ("بيد من", "مع مين")?"""
    return at + 1 < len(words) and is_question_word(words[at + 1])


def _first_person_verbs(word: str) -> list[tuple[str, bool]]:
    """(verb, the writer did it) for each verb a word may be in the first person: without a glued و/ف and the ending,
    ت with its object (he did it) or the object ني (done to him) — "فتركته" -> (ترك, True), "تركني" -> (ترك, False)."""
    bare = unglued(word, 4)
    found = [(bare[: -len(end)], True) for end in _I_DID if bare.endswith(end) and len(bare) - len(end) >= _VERB_FLOOR]
    if bare.endswith(_ME) and len(bare) - len(_ME) >= _VERB_FLOOR:
        found.append((bare[: -len(_ME)], False))
    return found
