"""Whose line a sentence says: the asked speaker's own, or another's (BIBLESAID67, issue 19).

"What did Jesus say about X / to X" ("ماذا قال يسوع للمفلوج", "يسوع قال ايه عن الارملة الفقيرة", "el masee7 2al eh 3an
…") asks his words. A verse that only tells the scene ("فتقدمت إليه امرأة … فسكبته على رأسه"), another's line in the
same chapter ("فقال رؤساء كهنة اليهود لبيلاطس: …"), or a record that only names X ("أجدادنا الفراعنة" in a calendar
article) does not say them. A sentence says the asked speaker's line when:

- a verb of saying in it has him in its frame (`Frame`: the words before the verb in the sentence, up to
  `_FRAME_BEFORE`, and after it up to the line's opening): "فلما رأى يسوع إيمانهم، قال للمفلوج: …", "فأجاب يسوع وقال له",
  "كما قال السيد المسيح له المجد عن يوحنا: …"; a name glued to لـ is the hearer ("فقالت مرثا ليسوع"), and a plural or
  another gender's verb ("قالوا", "قالت") is not one man's line;
- he wrote the letter whose chapter the sentence is of (`bible_books.WRITERS`: "بولس قال إيه عن المحبة" is answered by
  1 Corinthians 13, which frames no line) — read from the record's title ("كورنثوس الأولى 13");
- the speaker is Jesus and the chapter is a Gospel's: the Gospels frame most of his lines with a pronoun ("فدعا تلاميذه
  وقال لهم: …", his name told verses before, out of the excerpt), and his discourses run on unframed ("ويل لكم أيها الكتبة
  والفريسيون"): a singular man's verb of saying whose frame names no one, and a verse that speaks to its hearers
  (`_SPEECH`) with no verb of saying, are read as his. A frame naming another inherits to the next verb of the
  sentence ("فأجاب بطرس وقال له:" is Peter's).

The rule is asked only of the speakers whose lines the Bible gives (`applies`): Jesus, in any record (a Synaxarium
record may frame his line, "كما قال السيد المسيح …"; the calendar article that names the Pharaohs frames none), and any
speaker asked of a Bible chapter (Pilate, Peter, Martha: "ماذا قال بيلاطس للمفلوج" is not answered by Jesus' line in
Mark 2). A saint's line in his Synaxarium record is `said_asked`'s as before: its frames name him by a title ("فقال
القديس: …"), which the question does not hold.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from dalil.answer.slot_fillers import same_word
from dalil.text.bible_books import WRITERS, find_book
from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.restated import content
from dalil.text.speakers import addressee, saying_verb, saying_voice
from dalil.text.support import split_sentences, strip_markers

# How a question names Jesus as the one who speaks ("ماذا قال يسوع", "المسيح قال ايه", "ماذا قال الرب للأرملة"), and how
# a Gospel's frame names him ("فلما رآها الرب", "قال السيد المسيح").
_JESUS_ASKED = folded_words("يسوع المسيح المخلص الرب")
_JESUS_FRAMED = folded_words("يسوع المسيح الرب السيد المخلص")
# How a frame names him as the speaker of a line another's question does not ask (`the_lords_line`): not "السيد" alone,
# which is any master ("فقال له سيده").
_LORD_FRAMED = tuple(sorted(_JESUS_FRAMED - folded_words("السيد")))
# The names a Bible frame gives a speaker whom a question names by an epithet or another name ("العدرا قالت ايه للملاك"
# is "فقالت مريم للملاك"; "الملاك جبرائيل" is "فقال لها الملاك"; Simon is Peter, Saul is Paul).
_FRAMED_AS: dict[str, frozenset[str]] = {
    **dict.fromkeys(folded_words("العذراء العدرا العذرا السيده"), folded_words("مريم")),
    **dict.fromkeys(folded_words("المعمدان السابق"), folded_words("يوحنا")),
    **dict.fromkeys(folded_words("جبرائيل جبريل غبريال"), folded_words("الملاك")),
    **dict.fromkeys(folded_words("سمعان بطرس"), folded_words("سمعان بطرس")),
    **dict.fromkeys(folded_words("شاول بولس"), folded_words("شاول بولس")),
}
GOSPELS = frozenset({"Mat", "Mrk", "Luk", "Jhn"})
_FRAME_BEFORE = 6  # "فلما رآها الرب تحنن عليها، وقال لها:": the speaker up to six words before the verb
# "فقال لهم الراهب الشيخ:": up to four words after it, before the line opens (`said_asked` reads the same reach)
FRAME_AFTER = 4
LINE_OPENS = ':"«“'  # a line opens at a token holding one of these ("قال:", «…»)
# A first person's verb of saying is inside a line ("الحق أقول لكم"), not a frame.
_FIRST_PERSON = folded_words("اقول نقول اقل")
# The prepositions after which a name is no speaker: "قال عن يوحنا", "خرج من عند بيلاطس وقال".
_NOT_SPEAKER_BEFORE = folded_words("عن من الي علي في مع عند امام الى")
_PLURAL = ("وا", "ون", "ين")  # "قالوا", "يقولون": several speak, no one man's line
# Words of a verse that speaks to its hearers: a vocative, "I say", "you" ("ويل لكم أيها الكتبة", "الحق أقول لكم").
_SPEECH = folded_words("ايها ايتها اقول لكم انتم انكم ويل")
_CHAPTER_TITLE = re.compile(r"^(.+?)\s+(\d+)$")


@dataclass(frozen=True)
class Frame:
    """A verb of saying in a sentence, the words before it (up to `_FRAME_BEFORE`) and after it before its line opens."""

    verb: str
    before: tuple[str, ...]
    after: tuple[str, ...]


def line_tokens(text: str) -> list[tuple[str, bool]]:
    """Each token of `text` (markers off), folded, and whether a line opens at it (`LINE_OPENS`): read off the written
    token, before folding drops the mark. The one tokenizing of a line's frame (`frames`, and `said_asked`'s readings of
    a hearer: ONEPLACE68, was written in both)."""
    return [(fold(token), any(mark in token for mark in LINE_OPENS)) for token in strip_markers(text).split()]


def frames(sentence: str) -> list[Frame]:
    """The frames of the sentence's verbs of saying, in order (a first person's "أقول" is inside a line, no frame)."""
    words: list[tuple[str, bool]] = []
    for token, opens in line_tokens(sentence):
        parts = token.split()
        if not parts and opens and words:
            words[-1] = (words[-1][0], True)  # a mark written apart ("وقال ليوحنا : هو ذا أمك") opens after the word before it
        words.extend((word, opens) for word in parts)
    found: list[Frame] = []
    for i, (word, _) in enumerate(words):
        if not saying_verb(word) or unglued(word, 3) in _FIRST_PERSON:
            continue
        before = tuple(w for w, _ in words[max(0, i - _FRAME_BEFORE) : i])
        after: list[str] = []
        if not words[i][1]:  # "قال:" opens its line at once
            for following, opens in words[i + 1 : i + 1 + FRAME_AFTER]:
                after.append(following)
                if opens:
                    break
        found.append(Frame(word, before, tuple(after)))
    return found


def asks_jesus(speaker: Sequence[str]) -> bool:
    """Do the question's words naming the speaker name Jesus?"""
    return any(word in _JESUS_ASKED for word in speaker)


def bible_book(title: str) -> str | None:
    """The book code of a Bible chapter's record title ("لوقا 7" -> "Luk"), else None."""
    match = _CHAPTER_TITLE.match(title.strip())
    book = find_book(match.group(1)) if match else None
    return book.code if book is not None else None


def in_chapter(titles: Sequence[str]) -> bool:
    """Is the record a Bible chapter ("لوقا 7"), whose sentences are its verses in order?"""
    return any(bible_book(title) for title in titles)


def applies(speaker: Sequence[str], titles: Sequence[str]) -> bool:
    """Is the asked speaker one whose line this rule reads: Jesus, or anyone asked of a Bible chapter?"""
    return bool(speaker) and (asks_jesus(speaker) or in_chapter(titles))


def _names(frame_words: Sequence[str], names: Sequence[str]) -> bool:
    """Does a word of the frame name one of `names` as its speaker (not a hearer glued to لـ, not after a preposition)?"""
    for i, word in enumerate(frame_words):
        if word.startswith("ل") and not any(word == name for name in names):
            continue
        if i and frame_words[i - 1] in _NOT_SPEAKER_BEFORE:
            continue
        if any(word == name or same_word(name, word) for name in names):
            return True
    return False


def _someone(frame_words: Sequence[str]) -> bool:
    """Does a word after a verb of saying name a speaker: a content word that is no hearer (a pronoun, a لـ-word) and
    not after a preposition ("يقول للجموع عن يوحنا" names none; "قال له واحد من تلاميذه" names one)?"""
    return any(
        content(word) and not addressee(word) and not word.startswith("ل")
        and not (i and frame_words[i - 1] in _NOT_SPEAKER_BEFORE) and word not in _NOT_SPEAKER_BEFORE
        for i, word in enumerate(frame_words)
    )


def _one_mans(verb: str) -> bool:
    """Is the verb of saying one man's ("قال", "يقول", "قائلا"), not a woman's ("قالت"), two's ("قالا") or several's?"""
    voice = saying_voice(verb)
    if voice is not None:
        return voice == "m"
    bare = unglued(verb, 3)
    return not bare.endswith(_PLURAL) and not bare.endswith("لا") or bare.endswith("ائلا")


def speaks(speaker: Sequence[str], sentence: str, titles: Sequence[str] = ()) -> bool:
    """Is the sentence a line of the asked speaker (module docstring)?"""
    jesus = asks_jesus(speaker)
    named = set(speaker).union(*(_FRAMED_AS.get(word, frozenset()) for word in speaker))
    names = tuple(_JESUS_FRAMED | named) if jesus else tuple(named)
    books = [code for title in titles if (code := bible_book(title))]
    if any(code in WRITERS and any(same_word(word, name) for word in fold(WRITERS[code]).split() for name in speaker)
           for code in books):
        return True  # his own letter
    found = frames(sentence)
    # no record known (a bare sentence read alone): its unnamed frames are read as before this rule, leniently
    gospel = jesus and (not titles or any(code in GOSPELS for code in books))
    if not found:
        return gospel and bool(_SPEECH & set(fold(strip_markers(sentence)).split()))
    other = False  # a frame naming another speaker: the sentence's next verbs are his too
    for frame in found:
        if not _one_mans(frame.verb) and jesus:
            other = True
            continue
        if _names(frame.after, names) or (_names(frame.before, names) and not other):
            return True
        if _someone(frame.after):
            other = True
            continue
        if gospel and not other:
            return True  # a Gospel's frame naming no one: his
    return False


def the_lords_line(speaker: Sequence[str], sentence: str) -> bool:
    """Is the sentence's line framed as Jesus' (or the Lord's) when another speaker's is asked, in any record (SPEAKER76)?
    A Synaxarium record quotes him by name ("كما قال السيد المسيح له المجد عن يوحنا المعمدان: …", "وقال له السيد
    المسيح اتبعني"): his words about or to the saint are not the saint's (fq55-069: "يوحنا المعمدان قال للعشارين …
    يعملوا إيه" answered by Jesus' praise of John). So when a frame names him right after its verb and no frame the
    asked speaker, and every other frame is several's ("فقالوا") or goes on with his ("وقال ليوحنا": no one named after
    it). A frame naming no one first, or a woman's, may be the asked speaker's (a record's "فقال له: …" after the
    saint's name): the rule stays out. The titles a saint is framed by ("فقال القديس") name no Lord."""
    if not speaker or asks_jesus(speaker):
        return False
    named = tuple(set(speaker).union(*(_FRAMED_AS.get(word, frozenset()) for word in speaker)))
    lords = False  # a frame naming him, the frames after it that name no one going on with his line
    for frame in frames(sentence):
        if _names(frame.after, named):
            return False
        if _several(frame.verb):
            continue  # "جاء يوحنا … فقالوا": the asked name before several's verb is not its speaker
        if _names(frame.after, _LORD_FRAMED):
            lords = True
        elif _names(frame.before, named) or _someone(frame.after) or not lords:
            return False
    return lords


def _several(verb: str) -> bool:
    """Is the verb of saying several's ("فقالوا", "يقولون"): no one man's or woman's line?"""
    return unglued(verb, 3).endswith(_PLURAL)


def speaks_on(speaker: Sequence[str], sentence: str, titles: Sequence[str] = (), excerpts: Sequence[str] = ()) -> bool:
    """`speaks`, or a Bible chapter's sentence with no verb of saying that goes on with the line the last frame before it
    in its excerpt opened (":" or a quotation mark): "فَقَالَ لَهُمْ يَسُوعُ: الْحَقَّ الْحَقَّ أَقُولُ لَكُمْ: …" / "مَنْ
    يَأْكُلُ جَسَدِي وَيَشْرَبُ دَمِي فَلَهُ حَيَاةٌ أَبَدِيَّةٌ" (John 6:53-54) is his; a verse after another's frame
    ("فَخَاصَمَ الْيَهُودُ بَعْضُهُمْ بَعْضًا قَائِلِينَ: …") is that speaker's (BIBLERECALL68)."""
    if speaks(speaker, sentence, titles):
        return True
    if not excerpts or frames(sentence) or not in_chapter(titles):
        return False
    plain = " ".join(fold(strip_markers(sentence)).split())
    for excerpt in excerpts:
        pieces = split_sentences(excerpt)
        at = next((i for i, piece in enumerate(pieces) if plain and plain == " ".join(fold(strip_markers(piece)).split())), None)
        framed = next((piece for piece in reversed(pieces[:at]) if frames(piece)), None) if at else None
        if framed is not None and any(mark in framed for mark in LINE_OPENS) and speaks(speaker, framed, titles):
            return True
    return False
