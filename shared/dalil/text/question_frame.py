"""The words that frame a question rather than name its subject: what is asked (a meaning, an
explanation, a saying), who said it, when it is asked ("today", "now"), and the reader's request to
be told ("احكيلي …"، "قولي …"). One home for these tables (ONEPLACE68: they stood in `text.support`);
`support.subject_terms` drops them from a question's terms, and the answer layer reads the request
words to tell a request from a subject or a speaker."""

from __future__ import annotations

from functools import lru_cache

from dalil.text.egyptian_morphology import verb_forms
from dalil.text.glued import unglued
from dalil.text.normalize import fold
from dalil.text.relative_days import PRESENT_WORDS
from dalil.text.stem import analyze

# Words that frame a question rather than name its subject: what is asked (meaning, explanation, a
# saying), who said it, and when it is asked ("today", "now"). No passage is expected to contain
# them ("ما معنى قول المسيح أنا هو الراعي الصالح؟": John 10 never says معنى، قول or المسيح), so
# they do not count when coverage decides whether a passage is about the question. The Egyptian
# question words the reading layer leaves as written (glued to a preposition, or with a hamza the
# colloquial tables do not fold: "لكام كانتون", "لإيه", "أنهي مزمور") frame it as their MSA forms do. Today and now
# are `relative_days.PRESENT_WORDS` (MEND47: it adds دلوقتي، دلوقت and "today" to the four written here before).
FRAME_WORDS = f"""
معنى معني يعني المقصود مقصود اشرح شرح وضح فسر تفسير اذكر عرف اخبرني اعطني
ماذا لماذا كيف متى اين {" ".join(sorted(PRESENT_WORDS))}
انهي انهو لايه بايه لكام بكام لمين
"""
SAYING_WORDS = "قول قوله يقول تقول نقول قال قالت قالوا القول"  # the verb's persons ("بتقول إيه" reads تقول)
# The speaker of a quoted saying frames it too ("قول المسيح …"), but only next to a saying word:
# in "متى ولد يسوع" the name is the subject.
SPEAKER_WORDS = "المسيح يسوع السيد الرب ربنا"
# Words that ask for a telling rather than name what it tells of: "عايز أعرف إيه اللي حصل مع …",
# "احكيلي إيه اللي مكتوب عن …", "ما الذي ورد … بشأن …" (Egyptian as the reading layer writes it:
# عايز reads أريد). Read by the offline critic's relevance and intent (`answer.critic`), not by the
# evidence floor nor the answerer's excerpt check, which were not measured with them.
REQUEST_WORDS = """
اعرف نعرف تعرف اريد نريد احكي احكيلي تحكيلي احكيلنا حكايه حكايت قصه قصته قصتها حصل حدث جري
ورد وردت مكتوب مكتوبه يذكر تذكر يذكره تذكره قيل بشان بخصوص خصوص موضوع ممكن يمكن
اود نود معرفه
"""  # the MSA "أود معرفة ما جاء في …" (NAMEREAD76): to want, and the verbal noun of knowing
# the same words folded, as a question's folded words are read (`text.verification`, `answer.described`,
# `answer.slot_reading`: "إيه حكاية X" asks a telling of X, not the members of a حكاية)
REQUESTS = frozenset(fold(REQUEST_WORDS).split())
# The reader's order to the answerer to tell ("قولي إيه حكاية …", "ممكن تقولي إيه اللي جه عن …"): a verb of saying
# in its form, but the request, not a line someone said (`answer.said_asked`, FAITHFUL66). Not in REQUEST_WORDS: the
# critic's terms and the yes/no-by-tone reading were not measured with them.
TELL_ME = frozenset(fold("قولي قوللي قلي تقولي تقوللي").split())


def _analyzed(words: str) -> frozenset[str]:
    return frozenset(term for word in words.split() for term in analyze(word))


@lru_cache(maxsize=1)
def frame_terms() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(frame, saying, speaker) terms, analyzed like questions are."""
    return _analyzed(FRAME_WORDS), _analyzed(SAYING_WORDS), _analyzed(SPEAKER_WORDS)


@lru_cache(maxsize=1)
def frame_spellings() -> frozenset[str]:
    """Every frame, saying and speaker word, folded as written."""
    return frozenset(fold(f"{FRAME_WORDS} {SAYING_WORDS} {SPEAKER_WORDS}").split())


def tells_me(word: str) -> bool:
    """A folded word is the reader's order to tell (`TELL_ME`), past a glued و/ف ("وقولي"، "فقلي": `glued.unglued`, on a
    word of more than three letters). The one reading of `answer.said_asked` (no line asked) and `answer.asked_reading`
    (no deed asked); ONEPLACE68: asked_reading took off a glued و only, by hand."""
    return unglued(word, 3) in TELL_ME


# REQVERB70: the verbs by which a question asks a record to TELL — to mention, to relate, to narrate, to say, or the
# text's own "it came in" ("ماذا ورد في X عن Y"، "السنكسار بيذكر إيه عن …"، "بتحكي إيه عن …"، "ماذا يروي …"، "يوحنا 10
# بيقول إيه عن …"، "في صلاة الشكر بنقول إيه"، "ماذا قيل عن …"). The thing asked is what the record says of the topic, in
# its own verbs: no sentence need say "ورد" or "ذكر". Written once per person of the perfect, imperfect and passive; the
# Egyptian aspect (بـ/بيـ/هـ), the ات- passive and a glued و/ف are read off by `egyptian_morphology.verb_forms`
# ("بيذكر" -> يذكر, "بنقول" -> نقول, "اتقال" -> قال, "وبيحكي" -> يحكي), never listed. Not كتب: "زكريا كتب إيه على
# اللوح" asks a deed (its passive participle مكتوب is a REQUEST word, no verb). Not a form another word writes the
# same: "تذكرة" (a ticket) folds as "تذكره", "يرد" is as often "replies" ("بماذا يرد الشعب"): the perfect ورد only.
TELLING_WORDS = """
ذكر ذكرت ذكروا يذكر تذكر نذكر يذكرون
ورد وردت
قال قالت قالوا يقول تقول نقول يقولون قيل يقال
حكي حكت حكوا يحكي تحكي نحكي يحكون
روي روت رووا يروي تروي نروي يروون
"""
TELLING = frozenset(fold(TELLING_WORDS).split())
# "came" tells only of a text it came in ("ماذا جاء في X عن Y"): before في; elsewhere a coming is a deed ("مين جه").
_CAME = frozenset(fold("جاء جا جه جت جات اتي اتت").split())
_IN = frozenset(fold("في فى").split())


def _forms(word: str) -> set[str]:
    bare = unglued(word, 3)
    return {word, bare, *verb_forms(bare)}


def telling_verb(word: str, after: str = "") -> bool:
    """Is the folded word a verb of telling (`TELLING`, in any Egyptian or MSA form), or "came" before في (`after`: the
    word after it)? The one reading of a request's verb: frame, never the deed whose object is asked
    (`answer.asked_reading.asked_deed`). A doer asked of it ("مين اللي ذكر اسمه …"، "من الذي روى …") is a deed's doer
    still (`answer.deed_person` does not ask this)."""
    forms = _forms(word)
    return bool(forms & TELLING) or (bool(forms & _CAME) and unglued(after, 3) in _IN)
