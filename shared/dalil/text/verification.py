"""A question that checks what the reader heard: "هو صحيح ان …؟", "سمعت في العظة ان … ده حقيقي؟",
"sme3t en … sa7?", "هل حقاً …؟". The question carries a CLAIM, and the claim is what is searched and
what an answer must state (answer/verification.py); the frame around it (the hearing, the sermon, "is
it true", "right?") is no part of either.

The frame words are a closed list, in Arabic (MSA and Egyptian) and in Franco-Arabic Latin letters:

- a hearing opener: a verb of hearing or being told ("سمعت", "ابونا قال", "بيقولوا", "قريت", "sme3t", "2alo"),
  then anything (the preamble: "في العظة النهارده", "من ابونا") up to the first "ان/أن/إن/انه/en/that";
  the claim is what follows it;
- a truth opener: "(هو|هل|هي) صحيح/حقيقي/حقا/فعلا (ان)", "(howa) sa7/7a2i2i (en)"; the claim follows;
- a truth tag closing the question: "ده حقيقي؟", "صح كده؟", "صح الكلام ده؟", "da sa7?", "wala la2?".

A claim that still asks something (an interrogative inside it: "سمعت ان … اتولد فين؟") is a question,
not a claim: no frame is read then, and the question is searched as asked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from dalil.text.clause_openers import RELATIVES
from dalil.text.franco import FUNCTION_WORDS as FRANCO_FUNCTION_WORDS
from dalil.text.normalize import fold, folded_words
from dalil.text.question_frame import REQUESTS as _REQUESTS
from dalil.text.question_words import EGYPTIAN
from dalil.text.stem import INTERROGATIVES, PRONOUN_COPULAS

# Verbs of hearing, being told or reading (the reader reports a claim made by someone else).
_HEARING = folded_words(
    "سمعت سمعنا سامع سامعه اتقال اتقالي اتقالنا قالوا قالولي قالولنا قالي قالنا بيقولوا"
    " بيقولو يقولون يقال قيل"
    " قريت قرأت قريتها عرفت"
) | frozenset({"sme3t", "sm3t", "smeat", "sme3na", "sm3na", "2alo", "2alouli", "2aloli", "2alolna", "bey2olo",
               "bi2olo", "be2olo", "2ret", "2aret", "heard", "read", "told"})
# One speaker's saying frames a claim only when the speaker is the reader's preacher ("ابونا قال ان",
# "الكاهن بيقول ان"): "المسيح قال ان …", "المزمور الذي يقول إن …", "هل قال يسوع إنه …" ask what a text or a
# person of it says — the speaker is part of what is asked (concepts-dev2 lost a lexical hit when they were read
# as frames).
_SAYS = folded_words("قال قالت بيقول بتقول يقول")
_PREACHERS = folded_words("ابونا أبونا الكاهن القسيس القس الواعظ الاب الأب الخادم المدرس المعلم") | frozenset(
    {"abouna", "abona", "abuna", "el2es", "elkahen"}
)
# The complementizer that opens the claim.
_THAT = folded_words("ان أن إن انه أنه إنه انها إنها") | frozenset(
    {"en", "enn", "eno", "enno", "enoh", "enaha", "enha", "inn", "ann", "that"}
)
# Words saying "true", "right", "really".
_TRUE = folded_words("صحيح صح يصح حقيقي حقيقه حقا فعلا بجد مظبوط مضبوط صحيحه") | frozenset(
    {"sa7", "sa7i7", "sahih", "sa7ee7", "7a2i2i", "7a2ee2i", "ha2i2i", "7a2", "fe3lan", "f3lan", "bgad", "madbout",
     "mazbout", "true", "right", "correct"}
)
# CLAIMNUM61: the saying a truth word judges, between it and "ان" ("صح الكلام إن …"، "هل يصح القول إن …"، Franco "sa7
# el kalam en …"): the claim still begins after "ان".
_THE_SAYING = folded_words("الكلام كلام القول قول") | frozenset({"el", "kalam", "elkalam", "el-kalam"})
# Words that may stand before a truth word in an opener ("هو صحيح", "هل من الصحيح", "is it true").
_OPENER_LEAD = folded_words("هو هي هل يا ترى من") | frozenset({"howa", "hwa", "hal", "is", "it"})
# Words a closing tag is made of besides a truth word ("ده حقيقي", "صح الكلام ده", "wala la2").
_TAG = _TRUE | folded_words("ده دا دي هذا الكلام كلام كده كدا ولا لا هو هل") | frozenset(
    {"da", "dah", "de", "el", "kalam", "keda", "kda", "wala", "walla", "la", "la2", "is", "that", "it", "this", "so",
     "or", "not", "howa"}
)
# Words that ask: a claim holding one is still a question.
# "من" and "ما" are also "from" and "not" ("كانا من رومية", "ما ماتش"): not read as asking here.
_ASKING = (INTERROGATIVES - folded_words("من ما")) | frozenset(EGYPTIAN) | folded_words("ليش منين امتى ازاي") | frozenset(
    {"meen", "fein", "fen", "emta", "leh", "leih", "ezay", "kam", "eh", "eih", "who", "where", "when",
     "why", "how", "what", "which"}
)
_HEARING_REACH = 10  # at most so many words of preamble between the hearing verb and "ان"
_MIN_CLAIM_WORDS = 2
_EDGES = re.compile(r"^[^\w]+|[^\w]+$", re.UNICODE)


@dataclass(frozen=True)
class Claim:
    text: str  # the claim as the reader wrote it, frame words out
    frame: str  # "hearing", "truth", "tag" or "cleft": which part of the closed list was read


def _key(token: str) -> str:
    bare = _EDGES.sub("", token)
    return bare.lower() if bare.isascii() else fold(bare)


# CLAIMYN63: a closing tag may doubt the asker's own reading instead of naming the truth ("ولا أنا فاهم غلط؟"، "ولا أنا
# غلطان؟"، "أم أنني مخطئ؟"، Franco "wala ana fahem ghalat?") or ask "or what?" ("ولا إيه؟"، "wala eh?"): it asks the same
# yes or no and claims nothing; left in, its "ولا" read as a negator of the proposition and its words as the claim's.
_WRONG = folded_words("غلط غلطان غلطانه مخطئ مخطئه مخطيء خطا") | frozenset({"ghalat", "8alat", "ghalta", "ghaltan", "wrong"})
_DOUBT_TAG = _WRONG | folded_words("انا انني اني ام فاهم فاهمه فهمت") | frozenset(
    {"ana", "am", "fahem", "fahma", "fahmah", "fehemt", "fhmt", "i", "or"}
)
_OR = folded_words("ولا ام") | frozenset({"wala", "walla", "or"})
_OR_WHAT = (tuple(fold("ولا ايه").split()), ("wala", "eh"), ("walla", "eh"), ("wala", "eih"))


def _tag_start(keys: list[str]) -> int:
    """Where a closing truth tag begins (len(keys): none). A tag is words of `_TAG` only, at least one a
    truth word ("ده حقيقي", "صح كده", "da sa7"); else a doubting tag (`_doubt_tag_start`)."""
    start = len(keys)
    while start > 0 and keys[start - 1] in _TAG:
        start -= 1
    return start if any(key in _TRUE for key in keys[start:]) else _doubt_tag_start(keys)


def _doubt_tag_start(keys: list[str]) -> int:
    """Where a closing tag doubting the asker's reading begins (len(keys): none): "or" (`_OR`) then words of `_TAG` and
    `_DOUBT_TAG` with a word of being wrong ("ولا أنا فاهم غلط"), or "or what" alone ("ولا إيه")."""
    if len(keys) > 2 and tuple(keys[-2:]) in _OR_WHAT:
        return len(keys) - 2
    start = len(keys)
    while start > 1 and (keys[start - 1] in _TAG or keys[start - 1] in _DOUBT_TAG):
        start -= 1
    while start < len(keys) and keys[start] not in _OR:
        start += 1  # the tag opens with its "or"
    return start if any(key in _WRONG for key in keys[start:]) else len(keys)


def _after_hearing(keys: list[str]) -> int | None:
    """Where the claim begins after a hearing verb and its complementizer, or None."""
    if keys and keys[0] in ("ما", "من"):
        return None  # "ما المزمور الذي سمعت انه …": the question asks which, the saying describes it
    for at, key in enumerate(keys[:_HEARING_REACH]):
        if key in _HEARING or (key in _SAYS and at > 0 and keys[at - 1] in _PREACHERS):
            that = next((i for i in range(at + 1, min(len(keys), at + 1 + _HEARING_REACH)) if keys[i] in _THAT), None)
            return None if that is None else that + 1
    return None


# CLAIMUSE72: "is it true that the text says X" ("هل صحيح أن النص يقول …"، "هو صح إن السنكسار بيقول إن …") asks whether the
# record states X: the record's saying is frame, and the claim is X. Only the record itself (not a person: "هل صحيح أن
# بولس قال …" asks what Paul said) and a verb of saying right after it.
_THE_RECORD = folded_words("النص المصدر الكتاب السنكسار المقال المقاله الانجيل المزمور") | frozenset({"nas", "elnas", "masdar"})
_RECORD_SAYS = _SAYS | folded_words("يذكر بيذكر تذكر بتذكر") | frozenset({"by2ol", "bey2ol", "by2ool", "bey2ool", "beyi2ool"})


def _past_record_saying(keys: list[str], begin: int) -> int:
    """`begin` past "the text says (that)" opening the claim, when a claim of two words at least is left after it."""
    at = begin + (begin < len(keys) and keys[begin] == "el")  # Franco "el nas by2ool"
    if at + 1 < len(keys) and keys[at] in _THE_RECORD and keys[at + 1] in _RECORD_SAYS:
        at += 2 + (at + 2 < len(keys) and keys[at + 2] in _THAT)
        return at if len(keys) - at >= _MIN_CLAIM_WORDS else begin
    return begin


def _after_truth(keys: list[str]) -> int | None:
    """Where the claim begins after "هو صحيح (ان)", "هل حقا", "howa sa7 en", or None."""
    at = 0
    while at < len(keys) and at < 3 and keys[at] in _OPENER_LEAD:
        at += 1
    if at >= len(keys) or keys[at] not in _TRUE:
        return None
    at += 1
    while at < len(keys) and keys[at] in _TRUE:
        at += 1  # "صح حقيقي", "بجد فعلا"
    saying = at
    while saying < len(keys) and saying < at + 2 and keys[saying] in _THE_SAYING:
        saying += 1  # "صح الكلام إن"، "يصح القول إن"
    if saying > at and saying < len(keys) and keys[saying] in _THAT:
        return saying + 1
    if at < len(keys) and keys[at] in _THAT:
        return at + 1
    # Without "ان" only a question opened by "هو/هل" frames ("هل حقا بنيت …"): a bare "صح" may open a claim.
    return at if at > 1 or keys[0] in _OPENER_LEAD else None


@lru_cache(maxsize=4096)  # the reading and the answer path ask it of one question; pure, its result frozen
def verification_claim(question: str) -> Claim | None:
    """The claim a verification question carries, or None when `question` is no such question."""
    tokens = question.split()
    keys = [_key(token) for token in tokens]
    end = _tag_start(keys)
    begin, frame = _after_hearing(keys[:end]), "hearing"
    if begin is None:
        begin, frame = _after_truth(keys[:end]), "truth"
        begin = None if begin is None else _past_record_saying(keys[:end], begin)
    if begin is None:
        begin, frame = (0, "tag") if end < len(keys) else (None, "")
    if begin is None:
        return _cleft_claim(question, tokens, keys)
    claim_keys = [key for key in keys[begin:end] if key]
    if len(claim_keys) < _MIN_CLAIM_WORDS or any(key in _ASKING for key in claim_keys):
        return None
    if any(key in _ASKING and key not in _OPENER_LEAD for key in keys[:begin]):
        return None  # "ايه اللي قاله بولس ان …": the frame itself asks
    text = _EDGES.sub("", " ".join(tokens[begin:end]))
    return Claim(text, frame) if text else None


# CLEFTYESNO79: a yes/no question asked as a cleft, "is it X who did Y?": Egyptian "هو مارمرقس اللي بنى الكنيسة؟"،
# "البابا كيرلس هو اللي رسمه؟"، "هي X اللي …؟"; MSA "هل X هو الذي …؟"، "أهو X الذي …؟"; Franco "howa Mousa elly 3abar el
# ba7r?". Its premise is X as the doer of Y: read as the claim "X Y" (the particle, the pronoun and the relative off), it
# is searched and checked as a verification question's claim is — one cited sentence must state it whole
# (`answer.verification.claim_problem`), so a sentence where ANOTHER did Y, or X did something else, is no answer.
# X is a few words naming one (a name, a title, a described thing): a longer stretch before the relative holds a verb
# ("هو البابا بطرس اتعمل بطرك في الكنيسة اللي في …": a relative clause on the object, not a cleft).
# the pronoun of the cleft (`stem.PRONOUN_COPULAS`, its Franco spellings from `franco.FUNCTION_WORDS`); it opens the
# question ("هو X اللي"), with the interrogative hamza ("أهو X الذي"), or stands before the relative ("X هو اللي")
_CLEFT_PRONOUNS = frozenset(fold(word) for word in PRONOUN_COPULAS) | frozenset(
    word for word, arabic in FRANCO_FUNCTION_WORDS.items() if arabic in PRONOUN_COPULAS
)
_CLEFT_RELATIVES = RELATIVES | frozenset(word for word, arabic in FRANCO_FUNCTION_WORDS.items() if arabic == "اللي")
_ASKED_PRONOUNS = folded_words("اهو اهي")  # the pronoun with the interrogative hamza: "أهو X الذي …"
_CLEFT_MOST_NAMED = 4  # "البابا كيرلس السادس", "الملك عبد الله بن الحسين" is five: read as four words and a relative off


CLEFT = "cleft"  # the frame of a cleft's claim (`Claim.frame`)


def asks_cleft(question: str) -> bool:
    """Is `question` a cleft yes/no question ("هو X اللي Y؟"): its claim is the premise "X Y", every word of it asked."""
    claim = verification_claim(question)
    return claim is not None and claim.frame == CLEFT


def _cleft_relative(keys: list[str]) -> int | None:
    """Where the cleft's relative stands ("هو X اللي Y"، "X هو اللي Y"، "هل X هو الذي Y"), or None: the first relative
    after at most `_CLEFT_MOST_NAMED` words of X, with at least one word of Y after it."""
    opened = keys[0] in _CLEFT_OPENERS
    at = next((i for i, key in enumerate(keys[: _CLEFT_MOST_NAMED + 3]) if key in _CLEFT_RELATIVES), None)
    if at is None or at <= int(opened) or at + 1 >= len(keys):
        return None
    named = keys[int(opened) : at - int(keys[at - 1] in _CLEFT_PRONOUNS and at - 1 > int(opened))]
    if not named or len(named) > _CLEFT_MOST_NAMED or any(key in _WHO_WHAT or key in _ASKING for key in named):
        return None  # "مين هو اللي …", "من الذي …": who asks, no one is named
    # the pronoun is the cleft's: "هو/أهو X اللي" or "X هو اللي"; "هل X الذي Y" is a relative on X ("هل آمن يوليوس الذي …")
    return at if keys[0] in _CLEFT_PRONOUNS | _ASKED_PRONOUNS or keys[at - 1] in _CLEFT_PRONOUNS else None


def _cleft_claim(question: str, tokens: list[str], keys: list[str]) -> Claim | None:
    """The premise of a cleft yes/no question ("هو عثمان اللي أسس الدولة؟" -> "عثمان أسس الدولة"), or None."""
    if not keys or not question.rstrip().endswith(_ASKED_MARKS) and keys[0] not in _CLEFT_OPENERS - _CLEFT_PRONOUNS:
        return None  # without "؟" only "هل/أهو" asks: "هو ده اللي …" may tell
    at = _cleft_relative(keys)
    if at is None:
        return None
    dropped = {at, at - 1} if keys[at - 1] in _CLEFT_PRONOUNS else {at}
    if keys[0] in _CLEFT_OPENERS:
        dropped.add(0)
    kept = [token for i, token in enumerate(tokens) if i not in dropped]
    claim_keys = [key for i, key in enumerate(keys) if i not in dropped and key]
    if len(claim_keys) < _MIN_CLAIM_WORDS or any(key in _ASKING for key in claim_keys) or not _REQUESTS.isdisjoint(keys):
        return None
    text = _EDGES.sub("", " ".join(kept))
    return Claim(text, CLEFT) if text else None


# A yes/no question's own markers (BENT52): the particle "هل" (Franco "hal"), the Egyptian opener "هو/هي" ("هو
# كيرينيوس كان والي سورية؟"), and the interrogative hamza glued to a truth word ("أصحيح أن …", "أحقا …": the MSA
# "هل صحيح"). A question with none of them and no asking word, ended by "؟", asks by its tone alone ("شاول سقط على
# الأرض؟"); a request ("ممكن تحكيلي …؟", `question_frame.REQUEST_WORDS`) is no such question.
_POLAR_PARTICLES = folded_words("هل هو هي") | frozenset({"hal", "howa", "hwa", "heya", "hya"})
# what opens a cleft (CLEFTYESNO79, above): a yes/no particle, or the pronoun with the interrogative hamza ("أهو X الذي")
_CLEFT_OPENERS = _POLAR_PARTICLES | _ASKED_PRONOUNS | frozenset({"huwa"})
_HAMZA = "ا"  # the folded interrogative hamza (أ)
_ASKED_MARKS = ("?", "؟")
_WHO_WHAT = folded_words("من ما")  # "من اضطرب لما سمع؟": left out of `_ASKING` (also "from", "not"), they ask first


def asked_truth(word: str) -> bool:
    """Is the folded word the interrogative hamza glued to a truth word ("أصحيح", "أحقا": the MSA "هل صحيح")? The
    question's frame, never a name nor the claim's word (NAMEREAD76: `answer.entity_held` read "أصحيح" as an entity)."""
    return len(word) > 2 and word.startswith(_HAMZA) and word[1:] in _TRUE


def _polar_begin(keys: list[str]) -> int:
    """Where a yes/no question's proposition begins after its particle (0: no particle)."""
    if keys[0] in _POLAR_PARTICLES:
        return 1
    if asked_truth(keys[0]):
        return 2 if len(keys) > 1 and keys[1] in _THAT else 1
    return 0


@lru_cache(maxsize=4096)  # asked once per answer of one question; pure, its result a string
def polar_proposition(question: str) -> str | None:
    """What a yes/no question asks to be confirmed — the claim a "yes" to it asserts: a verification question's
    claim (`verification_claim`), else the question without its yes/no particle ("هل اضطرب هيرودس لما سمع؟" ->
    "اضطرب هيرودس لما سمع"); None for a question that asks something (an asking word in it), a request, or
    a question without a particle that is not ended by a question mark."""
    claim = verification_claim(question)
    if claim is not None:
        return claim.text
    tokens = question.split()
    keys = [_key(token) for token in tokens]
    if not keys:
        return None
    begin = _polar_begin(keys)
    if not begin and (not question.rstrip().endswith(_ASKED_MARKS) or keys[0] in _WHO_WHAT or not _REQUESTS.isdisjoint(keys)):
        return None
    end = _doubt_tag_start(keys)  # CLAIMYN63: "… ؟ ولا أنا فاهم غلط؟" asks the same proposition
    claim_keys = [key for key in keys[begin:end] if key]
    if len(claim_keys) < _MIN_CLAIM_WORDS or any(key in _ASKING for key in claim_keys):
        return None
    text = _EDGES.sub("", " ".join(tokens[begin:end]))
    return text or None
