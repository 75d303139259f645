"""Whose deed a reason word gives the reason of (DEEDSTATED77): after a naming, the name's; after another verb, its own.

A why asks of one deed. A sentence's reason word ("لأن", "لأنه", "بسبب") gives the reason of the deed its clause
tells, and a clause that gives a name ("يسمى هذا التقويم … بالتقويم الميلادي لأن عد السنين فيه يبدأ من سنة ميلاد
المسيح", "وهو يعرف بمرقس البهجوري لأنه من بهجورة", "وسميت بذلك لأن الله حرم القتال بها", "مسميا إياه بنهر مايو لأنه
اكتشفه في شهر مايو") tells why the thing is so called: it is no reason of another deed of the question's words —
not of abolishing that calendar, exiling that pope, building the Kaaba or drawing the river's map. The naming is read
by `name_asked.gives_name` (the product's one naming reading). The reason is the name's when the nearest naming word
before the reason word in its clause (the asked deed not said between them, `_REACH` words at most) is one, and the
question asks no name: a why of a naming ("ليه اتسمى مينا", "لماذا سميت الكعبة البيت الحرام") is answered by it.

Where the asked deed is said nowhere in the answer (`answer_type._has_reason` then anchors the reason on the question's
other words: its persons, its places), a "because" is the reason of the verb heading its clause
(`reason_of_another_deed`): "عينت سفيرة للنوايا الحسنة في شمال أفريقيا لأنها ستساعد …" names the regions of "لماذا
انقرضت الأسود في شمال أفريقيا" and gives the reason of an appointment. A verb of the question heading it
("واجه النادي الإفلاس بسبب …") keeps the reason. A "because" opening its clause after a comma is left as it was read:
"إلى مدينة داود التي تدعى بيت لحم، لكونه من بيت داود" reasons the going up told before the relative (fq47-099).
Read on the asked deed's absence only: where it is said, a word the verb reading takes for a verb ("عام", "ملاك")
would take the reason from it (measured: two right dev answers lost, fq5-048 and fq16-005).
"""

from __future__ import annotations

from collections.abc import Collection

from dalil.answer.deed_person import IMPERSONAL
from dalil.answer.name_asked import gives_name
from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_words import PLACE_UNITS, may_be_name, verbal
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import ROLE_PREPOSITIONS
from dalil.text.clause_openers import RELATIVES
from dalil.text.egyptian_morphology import passive_bare
from dalil.text.glued import unglued, unglued_forms
from dalil.text.normalize import folded_words
from dalil.text.question_words import asking_word
from dalil.text.stem import STOPWORDS, VERB_COPULAS

_BY = "ب"  # a name glued to ب after its naming: "لقب بأسد الصحراء"
_REACH = 12  # words back from the reason word where the naming heading its clause may stand


def reason_of_a_name(
    words: list[str], marker: int, question_words: list[str], deed: Collection[str], starts: Collection[int] = ()
) -> bool:
    """Is the reason word at `marker` the reason of a name given in its clause (module docstring)? `words`: the answer,
    folded; `question_words`: the question, folded; `deed`: the asked deed's words; `starts`: where the answer's
    clauses start."""
    if _asks_a_name(question_words):
        return False  # the name's reason is asked
    start = _clause_start(marker, starts)
    for j in range(marker - 1, max(start, marker - _REACH) - 1, -1):
        if gives_name(words, j):
            return True
        if any(same_word(words[j], d) for d in deed if len(d) > 2 and len(words[j]) > 2):
            return False  # the asked deed said nearer: the reason is its own
    return False


def _asks_a_name(question_words: list[str]) -> bool:
    """Does the question ask of a naming: a naming word (`gives_name`; its Egyptian passive "اتسمى" too: "يعقوب اتسمى
    اسرائيل ليه"), or a verb of saying or giving before على
    ("ليه بيقولوا على الكعبه البيت الحرام", "ليه الناس كانت بتقول على الانبا ابرام … ابو الغلابة", "يطلقون عليه":
    calling X by a name; fq55-048, fq43-009)?"""
    return any(_names_at(question_words, k) for k in range(len(question_words)))


def _names_at(question_words: list[str], k: int) -> bool:
    """Does the question's word at `k` give a name (`_asks_a_name`)?"""
    word = question_words[k]
    return bool(
        gives_name(question_words, k)
        or ((bare := passive_bare(word)) is not None and gives_name([bare, *question_words[k + 1 :]], 0))
        or (question_words[k + 1 :][:1] and question_words[k + 1].startswith(_ON) and any(same_word(word, v) for v in _CALLING))
    )


def byname_unsaid(words: list[str], question_words: list[str]) -> bool:
    """Does a why of a naming ("ليه محمد علي اتقال عليه عزيز مصر", "لماذا لقب X بأسد الصحراء", "ليه سموه ذهبي الفم") get
    an answer (folded `words`) that never says the name it asks the reason of (AGENT86)? The name's reason is told with
    the name: "وهو يعرف بمرقس البهجوري لأنه من بهجورة", or with the naming pointing back at it, "وسميت بذلك لأن …". A
    sentence of the subject's record that says neither ("خلال فترة حكم محمد علي … بسبب ضعف خلفائه") gives the reason of
    another deed. The name's head is read: the first word after the naming's "عليه"/"له", its "اسم"/"لقب", its object's
    pronoun ("سموه") or the glued ب ("عزيز", "أسد"). Where nothing marks where the subject ends and the name begins
    ("سمي البابا كيرلس الرابع أبا الإصلاح", "بيقولوا على الانبا ابرام بتاع الفيوم ابو الغلابة"), nothing is asked here;
    nor of a name the question points at ("بهذا الاسم", "كده")."""
    at = _naming_at(question_words)
    if at is None or _points_back(words):
        return False
    rest = question_words[at + 1 :]
    start = next((k + 1 for k, w in enumerate(rest[:3]) if w in _TO_HIM or w in _NAME_NOUNS), None)
    if start is None and question_words[at].endswith(_HIM):
        start = 0  # "سموه ذهبي الفم": the one named is the verb's pronoun, the name follows it
    if start is None and rest[:1] != [_ON]:  # a calling, "بيقولوا على X Y": no ب marks it ("بتاع الفيوم" is X's)
        start = next((k for k, w in enumerate(rest) if len(w) > 3 and w.startswith(_BY) and w not in STOPWORDS), None)
    if start is None or any(w in _THAT or w in _POINTED for w in rest):
        return False  # nothing marks where the subject ends and the name begins; or the name is pointed at
    named = [w.removeprefix(_BY) if k == start else w for k, w in enumerate(rest) if k >= start]
    head = next((w for w in named if _name_word(w)), "")  # past a title ("بالملك الناصر": الناصر)
    return bool(head) and not _said(head, words)


def _naming_at(question_words: list[str]) -> int | None:
    """Where the question's naming stands (`_asks_a_name`'s reading), not a relative's description ("اللي اسمه …")."""
    return next(
        (k for k in range(len(question_words)) if _names_at(question_words, k) and not (k and question_words[k - 1] in RELATIVES)),
        None,
    )


def _name_word(word: str) -> bool:
    """A word of the asked name: no question word, function word, title, nor a "why" ("ليه" closing the question)."""
    return len(word) > 2 and word not in STOPWORDS and not asking_word(word) and word not in FOLDED_TITLE_WORDS


def _said(name_word: str, words: list[str]) -> bool:
    """Is the name's word in the answer, past a glued ب/ل and the article ("بالعزيز", "بيوأنس المقسي")?"""
    bare = name_word.removeprefix("ال")
    return any(
        same_word(form, name_word) or same_word(form.removeprefix("ال"), bare) for word in words for form in unglued_forms(word)
    )


def _points_back(words: list[str]) -> bool:
    """A naming that points back at the name said before it ("وسميت بذلك", "ولقب بهذا الاسم"): the name is told."""
    return any(
        any(w in _THAT for w in words[k + 1 : k + 3]) and gives_name([unglued(words[k], 3), *words[k + 1 :]], 0)
        for k in range(len(words))
    )  # "ولقب بذلك": the glued و off a short verb, which `gives_name` keeps ("وسمي" is no naming word there)


_TO_HIM = folded_words("عليه عليها عليهم له لها لهم")  # "اتقال عليه عزيز مصر", "أطلقوا عليها", "قيل له"
_NAME_NOUNS = folded_words("اسم باسم لقب بلقب")  # "أطلق على الكعبة اسم البيت الحرام"
_THAT = folded_words("بذلك بهذا بهذه هكذا كذلك")
_POINTED = folded_words("كده كدا كدة")  # "ليه اتسمى كده": the name pointed at, not said
_HIM = ("وه", "ها", "هم")  # a naming verb's object pronoun: "سموه", "سماها", "لقبوهم"
_CALLING = ("قال", "اطلق")  # X is called Y: "بيقولوا على X Y", "أطلقوا عليه"
_ON = "علي"  # folded على, عليه, عليها


def reason_of_another_deed(
    words: list[str], marker: int, question_words: list[str], starts: Collection[int] = ()
) -> bool:
    """Is the "because" at `marker` headed by a verb that is no word of the question: the nearest verb before it in its
    clause (`_REACH` words at most; a "because" opening its clause after a comma is read as no other deed's: "إلى
    مدينة داود التي تدعى بيت لحم، لكونه من بيت داود" reasons the going up, fq47-099), no copula, the impersonal تم
    a verb ("تم تعيينها سفيرة … لأنها")? Read only where the asked deed is said nowhere in the answer: the reason is
    then the reason of the deed the sentence tells, not of the one asked."""
    start = _clause_start(marker, starts)
    for j in range(marker - 1, max(start, marker - _REACH) - 1, -1):
        word = words[j]
        if word in IMPERSONAL:
            return True
        if word in STOPWORDS or word in VERB_COPULAS or len(word) < 3:
            continue
        if any(same_word(word, q) for q in _core(question_words)):
            return False  # the question's doer or object nearer than any verb: the clause tells of them ("وأغار البدو
            # على القرية لأنهم …" of "لماذا هاجم البدو القرية": the attack said by a synonym)
        if verbal(word) == 0:
            continue
        if gives_name(words, j) and _asks_a_name(question_words):
            return False  # "وسميت بذلك لأن …" of "ليه بيقولوا على الكعبه البيت الحرام": the calling asked (fq55-048)
        return not any(same_word(word, q) for q in question_words if len(q) > 2)
    return False


def of_another_deed(words: list[str], a: int, question_words: list[str]) -> bool:
    """Is the asked deed's word at `a` of the answer (folded `words`) said with another destination than the question's,
    or of another one named right after it (`_of_another_one`) (YESNO84)? "انتقل إلى باتنة لمواصلة التعليم" of "لماذا
    انتقل … إلى بسكرة؟": the reason of the move to Batna is no reason of the move to Biskra. Proper names only: an
    articled place ("المكان", "المحل") may be the asked one told in other words."""
    asked = _destination(question_words, 0)
    told = _destination(words, a + 1) if a + 1 < len(words) and words[a + 1] in _TO else ""
    return (bool(asked and told) and not same_word(asked, told)) or _of_another_one(words, a, question_words)


def _of_another_one(words: list[str], a: int, question_words: list[str]) -> bool:
    """The deed's word (unarticled, as the question writes it) with a proper name right after it that the question does
    not hold, its doer or its subject in construct: "عقب وفاة داود" of "ما سبب وفاة السلطان سليمان؟" tells David's
    death, and a reason beside it is no reason of the Sultan's."""
    if words[a].startswith("ال") or a + 1 >= len(words) or words[a] not in question_words[:-1]:
        return False  # the question's own word as written ("وفاه"), not a form read as it ("وخادعه" of "وخدعه")
    named = words[a + 1]
    return (
        may_be_name(named) and not named.startswith(("ال", "و")) and named not in STOPWORDS
        and not any(same_word(named, q) for q in question_words if len(q) > 2)
    )


_TO = folded_words("الي إلى الى")


def _destination(words: list[str], start: int) -> str:
    """The proper name after the first "إلى" from `start` (a place unit, "مدينة", skipped), or "" (none, or articled)."""
    at = next((i for i in range(start, len(words)) if words[i] in _TO), None)
    if at is None:
        return ""
    rest = [w for w in words[at + 1 : at + 3] if w not in PLACE_UNITS]
    return rest[0] if rest and not rest[0].startswith("ال") and may_be_name(rest[0]) else ""


def _core(question_words: list[str]) -> list[str]:
    """The question's words before its first preposition (its deed, doer, object: "لماذا هاجم البدو القرية"; not the
    place of "لماذا انقرضت الاسود في شمال افريقيا", which another deed's clause may name too)."""
    core = []
    for word in question_words:
        if word in ROLE_PREPOSITIONS:
            break
        if len(word) > 2 and word not in STOPWORDS:
            core.append(word)
    return core


def _clause_start(marker: int, starts: Collection[int]) -> int:
    """Where the clause of the word at `marker` starts (`starts`: cut at a comma, a colon, a stop)."""
    return max((s for s in starts if s <= marker), default=0)
