"""What someone said, and whether someone was something: two question shapes that only a sentence
saying that thing answers (issue 19, fq18).

- **What X said** ("الراعي قال ايه لما شاف …", "بماذا أجاب أبانوب الوالي …", "zaka 2al eh lel rab"):
  a verb of saying (`text.speakers`, and رد / قيل) with "ماذا / بماذا" before it or "إيه / بإيه" after
  it asks for a line. It is answered only by a sentence in which a verb of saying is followed by the
  line: two content words after it, before the next verb of saying ("فأجابه القديس قائلا" with the
  line in the next excerpt says none; "في مثل هذا اليوم …" without a verb of saying quotes nothing).
  A question asking what X said ABOUT a topic ("بولس قال ايه عن المحبة") asks a teaching, which the
  teacher's own writing states without a verb of saying: it is answered only by a sentence naming
  the topic (its first word after عن), by form, root or synonym.
- **What X said TO Y** ("موسى الأسود كان بيقول إيه للشمس", "قال إيه للوالي"): a noun after لـ within
  reach of the verb of saying names the addressee; a line said to another ("وهو يقول لنفسه") does not
  answer, so the sentence must name the addressee (by form, root or synonym: "أيتها الشمس"). A
  pronoun ("قال له إيه") names no one.
- **What was written on X** ("المذبح … كان مكتوب عليه إيه", "ماذا كتب على الصليب"): a word of writing
  (the root كتب) with a question word asks the written words; a sentence with no word of writing
  ("إذ رأى المدينة مملوءة أصناما") does not say them.
- **What X heard** ("مار مينا سمع صوت في البرية بيقول إيه"): a verb of hearing (the root سمع) asked
  with a question word, its hearer the question's subject. A sentence whose every verb of hearing is
  followed by a hearer of its own, a content word the question does not hold and no title ("الصوت
  الذي سمعته والدته": his mother heard it), tells what another heard.
- **Was X Y** ("هل كان لوقا طبيبا؟", "howa anba moussa el aswad kan 3abd?" read "هو … كان عابد"): a
  yes/no question whose verb is كان asks a proposition; a sentence answers it only when it (or its
  record's title, which names the record's subject) holds each of the question's content words, by
  form, root or synonym (`slot_fillers.same_word`): "استشهد القديس موسى الأسود" does not say he was a slave.
  "أكان X Y" is "هل كان X Y". Asked by its tone alone ("ليدية بياعة الأرجوان كانت متجوزة؟": no particle, a "؟",
  no asking word: `text.verification.polar_proposition`), the subject is described in the reader's words, so
  only the predicate must be stated: a sentence naming her and her trade says nothing of marriage (YESNO58).
  The predicate is said OF the one asked (YESNO84, `copular_predicate.said_of_another`): "رجل عابد حبيس سرياني اسمه
  انسوسينوس" does not say John knew Syriac, "براءات الاختراع في وفرنسا وألمانيا" does not say Edison was German; a deed
  is told of its asked doer, not of another named right after its verb ("ثم تزوج أبوه", "وتزوج المعلم إبراهيم").
- **Whose line**: a line asked of a man ("ماذا قال يسوع") is not a woman's ("فوقفت وقالت: …"), nor the
  other way round: the asked verb's gender and the line's verb's (`said_voice`, fq26-116).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import takewhile

from dalil.answer.copular_predicate import ASKED_COPULAS as _ASKED_COPULA
from dalil.answer.copular_predicate import COPULAS as _COPULA
from dalil.answer.copular_predicate import YES_NO_PARTICLES as _YES_NO
from dalil.answer.copular_predicate import CopularClaim, claim_stated, copular_claim
from dalil.answer.deed_owner import another_kin
from dalil.answer.deed_thing import TO_WHOM, deed_thing_problem
from dalil.answer.kin_existence import asked_kin, kin_unstated
from dalil.answer.premise_slot import asked_place, asked_rank, place_bound, rank_stated
from dalil.answer.relation_asked import done_to_other
from dalil.answer.slot_fillers import same_word
from dalil.answer.slot_words import content_word, derived_past, may_be_name, verbal
from dalil.answer.speaker_line import FRAME_AFTER, applies, line_tokens, speaks, speaks_on, the_lords_line
from dalil.retrieval.names import FOLDED_TITLE_WORDS
from dalil.text.assertions import NAMING_WORDS, ROLE_PREPOSITIONS
from dalil.text.clause_openers import RELATIVES
from dalil.text.colloquial import corpus_word, read_answer_function_words
from dalil.text.existential import existential
from dalil.text.glued import GLUED_CONJUNCTIONS, ONE_LETTER_PARTICLES, unglued
from dalil.text.hedges import BELIEFS, SUPPOSITIONS
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import office
from dalil.text.paraphrase import VOCATIVES
from dalil.text.question_frame import REQUESTS, tells_me
from dalil.text.question_words import QUESTION_WORDS, msa
from dalil.text.restated import CLAUSE_BREAK, content
from dalil.text.speakers import addressee, reply_verb, saying_verb, saying_voice
from dalil.text.stem import PRONOUN_COPULAS, RELATIVE_PRONOUNS, STOPWORDS
from dalil.text.support import HONORIFICS, split_sentences, strip_markers
from dalil.text.time_clauses import WHEN_CONJUNCTIONS, WHEN_OPENERS
from dalil.text.verification import polar_proposition

SAYING_UNSTATED = "saying_unstated"  # "what did X say" answered by a sentence that quotes no line
PROPOSITION_UNSTATED = "proposition_unstated"  # "was X Y" answered by a sentence that does not say X was Y

# Besides `text.speakers`' verbs of saying and of replying ("رد عليه بإيه"), the passive of saying: "ماذا قيل".
_SAID_PASSIVE = folded_words("قيل")
_WHAT_BEFORE = folded_words("ماذا بماذا بما")
# The verbal nouns of saying: a question about a saying's meaning names it, it asks no line.
_SAYING_NOUNS = folded_words("قول القول")
_WHAT_AFTER = folded_words("ايه بايه ايش")
_WHAT_REACH = 3  # "قال للوالي إيه", "رد عليه بإيه": the question word up to three words after the verb
# A what closing a question whose verb of saying has its hearer right after it asks the line said to him, past a
# relative clause on the hearer ("يوحنا قال للعشارين اللي جم يتعمدوا يعملوا إيه", fq55-069; Franco searched "قال ل
# العشارين الذي جاء يعمل ما"): up to six words after the verb (SPEAKER76).
_ADDRESSED_REACH = 6
_TOPIC = folded_words("عن")
_LINE = 2  # content words a line holds at least
_TOPIC_REACH = 2  # "عن المحبة", "عن الصوم والصلاة": the topic's first words after عن


_READ_WHAT = "ما"  # "إيه" as the search reads it (`text.reading`), closing the question
_CLOSING_WHAT = _WHAT_AFTER | {_READ_WHAT}
_TO = "ل"  # the addressee's preposition: "للشمس" (the article's ا dropped), a Franco "ل الشمس"
_WRITING = folded_words("مكتوب مكتوبا مكتوبه كتب كتبت كتبوا اتكتب انكتب يكتب")


def _what_beside(words: Sequence[str], i: int, reach: int = _WHAT_REACH) -> bool:
    """Is the word at `i` asked of: a question word right before it ("ماذا قال", "وبماذا أجاب") or
    within `reach` words after it ("قال إيه", "قال للوالي إيه"; a Franco question is searched as "قال ماذا")?

    A Franco question's لـ is searched apart ("2al lel gonood ye3melo eh" → "قال ل الجنود يعمل ما"): it is one word
    with its noun, so it takes no place of the reach; and the "eh" that closes such a question is searched as "ما",
    the asked what as "إيه" is (`_READ_WHAT`; a "ما" that closes the question opens no clause). "قال لهم يعملوا إيه"
    asks the line said to them: what they were told to do (WHATDEED75). Not a name asked after it ("2al lel amir,
    esmo eh": his name) nor a "ما" with no addressee apart ("كلمه معناها ما": a meaning)."""
    if i and words[i - 1].removeprefix("و") in _WHAT_BEFORE:
        return True
    after = [k for k in range(i + 1, len(words)) if words[k] != _TO][:reach]
    addressed = _addressed(words, i) and not any(word in NAMING_WORDS for word in words[i + 1 : i + 1 + _ADDRESSED_REACH])
    closing = addressed and words[-1] in _CLOSING_WHAT and sum(w != _TO for w in words[i + 1 :]) <= _ADDRESSED_REACH
    return closing or any(words[k] in _WHAT_AFTER | _WHAT_BEFORE for k in after)


def _addressed(words: Sequence[str], i: int) -> bool:
    """Does a hearer follow the verb of saying at `i` at once: a Franco لـ searched apart ("قال ل الجنود"), a pronoun
    ("لهم"), or a noun glued to لـ (`_addressee_readings`: "للعشارين", "لأنبا بيشوي")? Not a time clause ("لما شاف")."""
    following = words[i + 1] if i + 1 < len(words) else ""
    if not following or following in WHEN_OPENERS or following in WHEN_CONJUNCTIONS:
        return False
    return following == _TO or addressee(following) or bool(_addressee_readings(following, words[i + 2 :]))


def _said_verb(word: str) -> bool:
    if tells_me(word):
        return False  # "قولي إيه حكاية …": the reader asks the answerer to tell, no line is asked (FAITHFUL66)
    bare = unglued(word, 3)
    if bare.startswith(("ي", "بي")):
        return False  # "ماذا يقول الكتاب": what a text says, not a line someone said
    if bare in _SAYING_NOUNS:
        return False  # "ماذا يعني قول يسوع": the meaning of a saying (meaning-06), not the line
    return saying_verb(bare) or reply_verb(bare) or bare in _SAID_PASSIVE


@lru_cache(maxsize=256)
def _said_asked(question: str) -> tuple[str, ...] | None:
    """None: no line asked; else the topic's words after عن (() when no thing is named: a person
    spoken about is asked like a line). Remembered: the offline answerer asks it of every candidate
    sentence with the same question."""
    words = fold(strip_markers(question)).split()
    for i, word in enumerate(words):
        if not _said_verb(word):
            continue
        if _what_beside(words, i):
            # the topic is the main clause's: "عن" in a time clause is the scene's ("يسوع قال على نفسه ايه لما كلمهم عن
            # الاكل النازل من السما": what he talked of then, not what his line is about; BIBLERECALL68)
            rest = list(takewhile(lambda w: w not in WHEN_OPENERS, words[i + 1 :]))
            topic = next((at for at, w in enumerate(rest) if w in _TOPIC), None)
            if topic is None:
                return ()
            after = rest[topic + 1 :]
            if after[:1] and after[0] in RELATIVES:
                # "عن اللي بياكل جسده ويشرب دمه": a teaching about those who do a deed; the deed is its topic (BIBLERECALL68)
                deed = [w for w in after[1 : 1 + _TOPIC_REACH] if content(w) and w not in QUESTION_WORDS]
                return tuple(deed) if deed else ()
            named = [w for w in after[:_TOPIC_REACH] if content(w) and w not in QUESTION_WORDS]
            # a topic is a thing with the article ("عن المحبة"); "عن الأنبا مكراوي", "عن نفسه" name a
            # person, whom the line calls anything ("هذا الشيخ")
            return tuple(named) if named and named[0].startswith("ال") and named[0] not in FOLDED_TITLE_WORDS else ()
    return None


@lru_cache(maxsize=256)
def said_speaker(question: str) -> tuple[str, ...]:
    """The words naming the one whose line is asked: after the verb of saying up to its hearer, topic or question word
    ("ماذا قال الرب يسوع لمرثا" -> الرب، يسوع), else before it (Egyptian: "يسوع قال ايه عن …" -> يسوع); () when none.
    A name glued to لـ after the verb is read as the hearer ("ماذا قالت مرثا ليسوع")."""
    words = fold(strip_markers(question)).split()
    # a time clause tells the scene, not the speaker ("بماذا أجاب الروح النجس حين سأله يسوع": the spirit, not Jesus)
    stops = QUESTION_WORDS | _WHAT_AFTER | _WHAT_BEFORE | _TOPIC | WHEN_OPENERS
    for i, word in enumerate(words):
        if not _said_verb(word) or not _what_beside(words, i):
            continue
        after = list(takewhile(lambda w: w not in stops and content(w) and not w.startswith(_TO), words[i + 1 :]))
        if after:
            return tuple(after)
        # the reader's request ("ممكن تقولي …") names no speaker (FAITHFUL66's REQUESTS)
        before = list(takewhile(
            lambda w: w not in stops and content(w) and w not in PRONOUN_COPULAS and w not in REQUESTS, reversed(words[:i])
        ))
        return tuple(reversed(before))
    return ()


def _speaker_problem(
    question: str, sentences: Sequence[str], titles: Sequence[str], excerpts: Sequence[str] = ()
) -> str | None:
    """A Bible speaker's words asked (`speaker_line.applies`): no answer sentence is his line -> `SAYING_UNSTATED`
    naming him (BIBLESAID67). A topic asked (`said_topic`: "عن الهيكل") is held by that same line, not by the scene
    beside it; a person asked about is not (the line calls him anything, `_said_asked`)."""
    speaker = said_speaker(question)
    if not applies(speaker, titles):
        # in any record, a line framed as the Lord's is not another's asked (SPEAKER76)
        lords = bool(sentences) and all(the_lords_line(speaker, sentence) for sentence in sentences)
        return f"{SAYING_UNSTATED}: {speaker[0]}" if lords else None
    topic = said_topic(question)[:1]

    def his(sentence: str) -> bool:
        return speaks_on(speaker, sentence, titles, excerpts) and (not topic or states_proposition(topic, sentence))

    return None if any(his(sentence) for sentence in sentences) else f"{SAYING_UNSTATED}: {speaker[0]}"


def asks_line_said(question: str) -> bool:
    """Does the question ask what someone said: a line, or what he said about a topic (`_said_asked`)?"""
    return _said_asked(question) is not None


def asks_said(question: str) -> bool:
    """Does the question ask the line someone said, not what he said about a topic?"""
    return _said_asked(question) == ()


def said_topic(question: str) -> list[str]:
    """The topic's words of "X قال إيه عن T" ("بولس قال ايه عن المحبة" → المحبة), else []."""
    return list(_said_asked(question) or ())


@lru_cache(maxsize=256)
def said_to(question: str) -> tuple[str, ...]:
    """The addressee of "X قال إيه لـY" in each reading its word allows ("… كان بيقول إيه للشمس" →
    الشمس), else (). Any verb of saying (an imperfect too: "كان يقول"), a question word within
    `_WHAT_REACH` of it, the لـ-noun within `_WHAT_REACH` + 1 after it (`_addressee_readings`) and before any عن."""
    words = fold(strip_markers(question)).split()
    for i, word in enumerate(words):
        if not saying_verb(word.removeprefix("ب")) or word.removeprefix("و") in _SAYING_NOUNS:
            continue
        if not _what_beside(words, i, _WHAT_REACH + 1):
            continue
        after = words[i + 1 : i + 2 + _WHAT_REACH]
        for at, w in enumerate(after):
            if w in _TOPIC:
                break  # what follows عن is the topic, a stray ل too ("بيقول إيه عن للكودايين", b27-154): no hearer
            readings = _addressee_readings(w, words[i + 2 + at :])
            if readings:
                return readings
    return ()


def _addressee_readings(word: str, following: Sequence[str]) -> tuple[str, ...]:
    """The addressee a لـ-word names, `following`: the question's words after it.

    - "ل الجارية" (a Franco question searched with لـ apart): the next word;
    - "للشمس": لـ and the article, its ا dropped (الشمس); or لـ and a name whose first letter is ل:
      "للعازر" (لعازر), "للوط" (لوط), "لليا" (ليا) — both readings kept, the question does not say
      which ("للرب" is the Lord's الرب, "للوط" Lot's لوط);
    - a title before a name (`text.support.HONORIFICS`: "للقديس كاؤو", "لأنبا بيشوي", "للملك هيرودس"): the
      name after the titles; the title itself when no name follows ("قال للملك إيه": the king)."""
    if word == _TO:
        glued: tuple[str, ...] = tuple(following[:1])
        following = following[1:]
    elif word.startswith(_TO + _TO) and len(word) > 3:
        # neither when the article's reading is a function word or no content: "للذين", "للرب" (God, asked of no one)
        glued = ("ا" + word[1:], word[1:]) if _addressee_word("ا" + word[1:]) else ()
    elif word.startswith(_TO) and word[1:] in HONORIFICS:  # "لأنبا بيشوي", "لمار مرقس"
        glued = (word[1:],)
    else:
        return ()
    if glued and glued[0] in HONORIFICS:
        named = next((w for w in following if w not in HONORIFICS and w not in FOLDED_TITLE_WORDS), None)
        if named is not None and _addressee_word(named) and content_word(named) and may_be_name(named):
            return (named,)  # not a frame word after the title: "قال للوالي لما عذبه" asks the governor
    return tuple(reading for reading in glued if _addressee_word(reading))


def _addressee_word(word: str) -> bool:
    return content(word) and not addressee(word) and word not in QUESTION_WORDS


@lru_cache(maxsize=256)
def _speaker_words(question: str) -> tuple[str, ...]:
    """The question's words that may name its speaker in a line's frame (a title too: "فقال لهم الراهب:")."""
    return tuple(
        w for w in fold(strip_markers(question)).split()
        if content(w) and w not in QUESTION_WORDS and not saying_verb(w) and w not in _COPULA and not w.startswith("ل")
    )


_BEFORE_SPEAKER = ROLE_PREPOSITIONS | folded_words("امام قدام بين لدي")  # a noun after these is no subject
_SPEAKER_REACH = 2  # words beside a verb of saying where its speaker is named ("فامتنعت المرأة وقالت", "وقالت له السيدة العذراء")


def _lines_of(to: Sequence[str], words: Sequence[str]) -> bool:
    """Is every verb of saying in the sentence said by the one asked about as the addressee: named right
    before it ("فامتنعت المرأة وقالت : …") or right after it, past its addressee pronoun ("فقالت له المرأة")?
    Then its lines are hers, none said to her (fq20-036). "قال للمرأة" (her لـ) names her the addressee."""
    verbs = [i for i, word in enumerate(words) if saying_verb(word)]

    def named(word: str) -> bool:
        return not word.startswith("ل") and any(same_word(reading, word) for reading in to)

    def speaker(i: int) -> bool:
        # before it: the subject of a verb glued to its و/ف, not a preposition's noun ("فصرخ الجندي أمام
        # الوالي قائلا": the governor hears it); after it: past its addressee pronoun
        glued = len(words[i]) > 3 and words[i][0] in GLUED_CONJUNCTIONS
        before = i and glued and named(words[i - 1]) and (i < 2 or words[i - 2] not in _BEFORE_SPEAKER)
        after = [w for w in words[i + 1 : i + 2 + _SPEAKER_REACH] if not addressee(w)][:_SPEAKER_REACH]
        return bool(before) or any(named(w) for w in after)

    return bool(verbs) and all(speaker(i) for i in verbs)


def _said_to_asked(question: str, to: Sequence[str], sentence: str, excerpts: Sequence[str] = ()) -> bool:
    """May the sentence say a line to the asked addressee? It names him in one of his readings (by form,
    root or synonym: "أيتها الشمس"), or a verb of saying in it has a pronoun addressee ("قال لهم") with the asked
    speaker named in its frame, before the line opens ("فقال لهم الراهب:"). "وهو يقول لنفسه" and a
    "ثم قال له:" whose speaker is named elsewhere (another's words to him) do not."""
    # folded once, token by token (whether a line opens is read off the written token); a token fold splits
    # ("قال،فأجاب") gives its words to the sentence's words, as folding the whole sentence would
    tokens = line_tokens(sentence)
    folded = [word for token, _ in tokens for word in token.split()]
    if _lines_of(to, folded):
        return False
    if any(same_word(reading, word) for reading in to for word in folded):
        # named by a line (a verb of saying or a vocative in the sentence), not by the scene before it: "ورأى أيضا أرملة
        # مسكينة ألقت هناك فلسين" opens a run whose line is said of her to others (BIBLESAID67)
        lined = any(saying_verb(word) or word in VOCATIVES for word in folded)
        return lined and not _said_of_to_others(to, tokens)
    if _to_one_named_before(question, to, sentence, folded, excerpts):
        return True
    asked = _speaker_words(question)
    for i, (word, _) in enumerate(tokens):
        if not saying_verb(word):
            continue
        frame: list[str] = []
        for following, opens in tokens[i + 1 : i + 1 + FRAME_AFTER]:
            if following:
                frame.append(following)
            if opens:
                break
        spoken_to = any(addressee(w) for w in frame)
        if spoken_to and any(same_word(w, q) for w in frame for q in asked):
            return True
    return False


_TO_SEVERAL = folded_words("لهم لكم لهن لهما")  # "وقال لهم:": the line is said to several


def _said_of_to_others(to: Sequence[str], tokens: Sequence[tuple[str, bool]]) -> bool:
    """Is the asked addressee named only inside a line, not called by it, after a hearer of several ("فدعا تلاميذه وقال
    لهم: الحق أقول لكم: إن هذه الأرملة الفقيرة …", "فقال: بالحق أقول لكم: إن هذه الأرملة …" speak of the widow to the
    disciples, never to her; "يا امرأة" calls her, "قال للأرملة" names her the hearer)?"""
    words = [(word, opens) for token, opens in tokens for word in token.split()]
    opened = next((i for i, (_, opens) in enumerate(words) if opens), None)
    if opened is None:
        return False
    plain = [word for word, _ in words]
    named = [i for i, word in enumerate(plain) if any(same_word(reading, word) for reading in to)]
    if not named or named[0] <= opened or any(plain[i - 1] in VOCATIVES for i in named):
        return False
    return bool(_TO_SEVERAL & set(plain[: named[0]]))


def _to_one_named_before(
    question: str, to: Sequence[str], sentence: str, folded: Sequence[str], excerpts: Sequence[str]
) -> bool:
    """A line of the asked speaker said to a pronoun ("فلما رآها الرب تحنن عليها، وقال لها: لا تبكي"), the asked
    addressee named in the sentence before it in the cited excerpt ("… ابن وحيد لأمه، وهي أرملة") (BIBLESAID67)."""
    if not excerpts or not any(addressee(word) for word in folded) or not speaks(said_speaker(question), sentence):
        return False
    plain = " ".join(folded)
    for excerpt in excerpts:
        pieces = [" ".join(fold(strip_markers(piece)).split()) for piece in split_sentences(excerpt)]
        for i, piece in enumerate(pieces):
            if i and plain and plain in piece and any(same_word(r, w) for r in to for w in pieces[i - 1].split()):
                return True
    return False


def asks_written(question: str) -> bool:
    """Does the question ask what was written ("كان مكتوب عليه إيه", "ماذا كتب")?"""
    words = fold(strip_markers(question)).split()
    for i, word in enumerate(words):
        if word.removeprefix("و") not in _WRITING:
            continue
        # "ماذا كتب", "مكتوب عليه إيه"; a question word farther on asks another thing of the writing
        # ("داود كتب مزمور … بمناسبة إيه": its occasion, fq18-018)
        # a Franco "eh" is searched as a closing ما; a ما inside is another word ("ما أحسن")
        if _what_beside(words, i) or (i + 1 + _WHAT_REACH >= len(words) and words[-1] == "ما"):
            return True
    return False


_HEARING = "سمع"


def _hears(word: str) -> bool:
    return same_word(_HEARING, word) and not word.startswith(("مسامع", "مستمع"))


def asks_heard(question: str) -> list[str]:
    """The question's words when it asks what someone heard (a verb of hearing and a question word), else []."""
    words = fold(strip_markers(question)).split()
    if not any(_hears(w) for w in words) or not set(words) & (_WHAT_AFTER | _WHAT_BEFORE):
        return []
    return words


def heard_by_other(asked: Sequence[str], sentence: str) -> bool:
    """Is every verb of hearing in the sentence followed by a hearer the question does not name?"""
    words = fold(strip_markers(sentence)).split()
    verbs = [i for i, w in enumerate(words) if _hears(w)]
    return bool(verbs) and all(
        i + 1 < len(words) and content(words[i + 1]) and words[i + 1] not in FOLDED_TITLE_WORDS
        and not any(same_word(words[i + 1], q) for q in asked)
        for i in verbs
    )


_WHO = folded_words("من مين ومن ومين")
_WHO_RELATIVE = folded_words("الذي اللي الذى اللى")
_REPORTED = folded_words("ان انه انها انهم انهما بان بانه بانها")
_QUOTED_MIN = 3  # content words a quoted line holds at least: "مين اللي قال الكلام ده" quotes none
_QUOTE_MISSES = 4  # one line word in each four past the first may be said otherwise ("قبل الرهبنة" of "قبل أن أترهب")


@lru_cache(maxsize=256)
def quoted_line(question: str) -> tuple[str, ...]:
    """The content words of the line a who-said question quotes ("مين اللي قال لموسى الأسود يا موسى انت بقيت
    كلك اسود" → موسي، بقيت، كلك، اسود), else (). The line opens after a colon or quotation mark, at a vocative
    (يا، أيها) within `FRAME_AFTER` of the verb, or after the verb and its لـ-addressee (a title and its name)."""
    tokens = line_tokens(question)
    words = [word for token, _ in tokens for word in token.split()]
    opens = [opened for token, opened in tokens for _ in token.split()]
    if not words or words[0] not in _WHO:
        return ()
    verb = next((i for i in (1, 2) if i < len(words) and saying_verb(words[i]) and not words[i].startswith(("ي", "بي"))), None)
    if verb is None or (verb == 2 and words[1] not in _WHO_RELATIVE):
        return ()
    frame = range(verb + 1, min(len(words), verb + 1 + FRAME_AFTER))
    start = next((i + 1 for i in [verb, *frame] if opens[i]), None)
    if start is None and any(words[i] in _REPORTED for i in frame):
        return ()  # "قال للوالي إنه مش هيبخر", "قال لمريم أم يسوع إن سيف …": reported speech, in the asker's words
    if start is None:
        start = next((i for i in frame if words[i] in VOCATIVES), None)
    if start is None:
        start = verb + 1
        if start < len(words) and _addressee_readings(words[start], words[start + 1 :]):
            start += 1 + (words[start][1:] in HONORIFICS or words[start][2:] in HONORIFICS)
    line = tuple(
        w for w in words[start:] if content(w) and w not in QUESTION_WORDS and not addressee(w) and w not in VOCATIVES
    )
    return line if len(line) >= _QUOTED_MIN else ()


def holds_line(line: Sequence[str], sentence: str) -> bool:
    """Does the sentence say the quoted line: its words in order (by form, root or synonym; the line's
    Egyptian function words and copula read as the sentence writes them, `colloquial.read_answer_function_words`),
    all but one in `_QUOTE_MISSES`? "يا موسى لقد صرت الآن كلك أبيض" does not hold "يا موسى انت بقيت كلك اسود"
    (fq23-007): its "اسود" stands earlier, in another line ("يا اسود اللون")."""
    said = fold(strip_markers(sentence)).split()
    read = read_answer_function_words(" ".join(line), sentence).split()
    wanted = [w for w in read if content(w) and w not in QUESTION_WORDS] or list(line)
    # the longest run of the line's words found in order (a common subsequence)
    best = [0] * (len(said) + 1)
    for word in wanted:
        previous = best[:]
        for j, other in enumerate(said, 1):
            best[j] = max(best[j - 1], previous[j], previous[j - 1] + 1 if (word == other or same_word(word, other)) else 0)
    return len(wanted) - best[-1] <= (len(wanted) - 1) // _QUOTE_MISSES


def held_across(line: Sequence[str], sentence: str, excerpts: Sequence[str] = ()) -> bool:
    """Does the sentence say the quoted line (`holds_line`), alone or with the sentence before or after it in
    the cited excerpt that holds it (LEFT38)? A line the splitter cut at its own full stop ("من ذا الذي أتي
    بهذا الأسود إلى هنا . اطردوه", fq23-004) is said across two sentences; the shown one holds a word of it,
    and the words stay in order, so a line that words it otherwise stays unsaid ("كلك أبيض" is not "كلك
    اسود", fq23-007)."""
    if holds_line(line, sentence):
        return True
    said = fold(strip_markers(sentence)).split()
    if not any(same_word(word, other) for word in line for other in said):
        return False
    plain = " ".join(said)
    for excerpt in excerpts:
        pieces = [" ".join(fold(strip_markers(piece)).split()) for piece in split_sentences(excerpt)]
        for i, piece in enumerate(pieces):
            if plain and plain in piece and any(
                holds_line(line, " ".join(pair))
                for pair in ((pieces[i - 1], piece) if i else (), (piece, pieces[i + 1]) if i + 1 < len(pieces) else ())
                if pair
            ):
                return True
    return False


_TOWARD = folded_words("اليه اليها اليهم")  # "أسرعت إليه … وقالت": the one she went to hears the line


def asks_addressee(question: str) -> bool:
    """Is the one a line was said to asked ("لمن قالت القديسة: …", "قال الكلام ده لمين")? لمن / لمين
    within `_SPEAKER_REACH` words of a verb of saying."""
    words = fold(strip_markers(question)).split()
    return any(
        w in TO_WHOM and any(saying_verb(other) for other in words[max(0, i - _SPEAKER_REACH) : i + 1 + _SPEAKER_REACH])
        for i, w in enumerate(words)
    )


def names_addressee(sentence: str) -> bool:
    """Does the sentence say to whom a line is said: a vocative ("يا مريم", "أيها الملك"), or beside a verb of
    saying a لـ-noun ("فقال للوالي"), a pronoun of the hearer beside it or before it in the sentence ("فقال لها
    الملاك", "ظهر له قائلا", "أسرعت إليه ودخلت بدون سلام أو تحية وقالت")? The line alone ("كنت أود أن يأتيني
    خبر موتك …", fq23-081) names no one."""
    words = fold(strip_markers(sentence)).split()
    if any(w in VOCATIVES for w in words[:-1]):
        return True
    for i, w in enumerate(words):
        if not saying_verb(w):
            continue
        near = words[: i + 1 + FRAME_AFTER]  # the hearer may be told earlier in the sentence
        if any(addressee(x) or x in _TOWARD for x in near):
            return True
        if any(_addressee_readings(x, words[i + 2 + at :]) for at, x in enumerate(words[i + 1 : i + 1 + FRAME_AFTER])):
            return True
    return False


def says_a_line(sentence: str, voice: str | None = None) -> bool:
    """Does a verb of saying in the sentence have its line after it (`_LINE` content words before
    the next verb of saying, its addressee pronoun not counted)? `voice`: the asked verb's gender
    (`said_voice`); a line whose verb is of the other one is another speaker's ("ماذا قال يسوع" is not
    answered by "فوقفت وقالت: يا رب …", Martha's line: fq26-116). A line opened by its mark within the frame
    (`LINE_OPENS`, `FRAME_AFTER`) is one however short: "وقال لها: لا تبكي", "فقال: تعال" (BIBLERECALL68); an
    opened line with no word after it ("فأجابه القديس قائلا:", its line in the next excerpt) is none."""
    marked = [(word, opens) for token, opens in line_tokens(sentence) for word in token.split()]
    words = [word for word, _ in marked]
    verbs = [
        i for i, word in enumerate(words)
        if saying_verb(word) or reply_verb(word, present=False) or word.removeprefix("ف").removeprefix("و") in _SAID_PASSIVE
    ]
    for at, i in enumerate(verbs):
        end = verbs[at + 1] if at + 1 < len(verbs) else len(words)
        if voice is not None and saying_voice(words[i]) not in (None, voice):
            continue
        opened = next((j for j in range(i, min(end, i + 1 + FRAME_AFTER)) if marked[j][1]), None)
        said = [w for w in words[(i if opened is None else opened) + 1 : end] if content(w) and not addressee(w)]
        if len(said) >= (_LINE if opened is None else 1):
            return True
    return False


@lru_cache(maxsize=256)
def said_voice(question: str) -> str | None:
    """The gender of the asked verb of saying ("ماذا قال يسوع" -> "m", "العدرا قالت إيه" -> "f"), or None."""
    words = fold(strip_markers(question)).split()
    return next((saying_voice(word) for i, word in enumerate(words) if _said_verb(word) and _what_beside(words, i)), None)


_EITHER = folded_words("او ام ولا")


def asked_proposition(question: str) -> list[str]:
    """The content words of a copular yes/no question ("هل كان لوقا طبيبا" → لوقا، طبيبا; "هو X كان
    Y"), or [] for any other question (an either/or question is `answer.either_or`'s)."""
    claim = _asked_proposition(question)
    return list(claim.words()) if claim is not None else []


@lru_cache(maxsize=256)
def _asked_proposition(question: str) -> CopularClaim | None:
    """The copular claim asked (`copular_predicate.copular_claim`: its predicate the word the copula governs), or None."""
    words = fold(strip_markers(question)).split()
    if len(words) < 3 or _EITHER & set(words):
        return None
    hamza = words[0] in _ASKED_COPULA  # "أكان X Y" is "هل كان X Y"
    opened = words[0] in _YES_NO or hamza or (words[0] in PRONOUN_COPULAS and _COPULA & set(words[2:]))
    if not opened:
        return _by_tone(question)
    if not (hamza or _COPULA & set(words)):
        return None
    claim = copular_claim(words, _asked_word)
    return claim if claim.predicate else None


_NOT_ASKED = STOPWORDS | QUESTION_WORDS | _COPULA | PRONOUN_COPULAS | _YES_NO | _ASKED_COPULA | FOLDED_TITLE_WORDS


def _asked_word(word: str) -> bool:
    """A word of the claim that must be stated: a content word, not a frame word. An Egyptian filler the register reads
    as nothing ("يعني", "كده") stays one: leaving it out (TONE61's first try) relaxed a claim's held words and answered
    a blind decline (fq42, unread); only a verb after a filler is read (`_pronoun_doer`)."""
    return content(word) and word not in _NOT_ASKED
_ELONGATED = re.compile(r"(.)\1{2,}")  # "قد اييييه": a letter drawn out is the word


def _asks_by_word(word: str) -> bool:
    """A question word, bare or glued to a particle ("لمين", "بأيه", "فمن", "لأي"), drawn out too ("اييييه"); the
    bare "من"/"ما" are also "from"/"not" (`polar_proposition` leaves them out as well)."""
    word = _ELONGATED.sub(r"\1", word)
    glued = len(word) > 2 and word[0] in ONE_LETTER_PARTICLES and msa(word[1:]) in QUESTION_WORDS
    return glued or (word not in _FROM_OR_NOT and msa(word) in QUESTION_WORDS)


_FROM_OR_NOT = folded_words("من ما")


def _by_tone(question: str) -> CopularClaim | None:
    """A copular yes/no question asked by its "؟" alone ("ليدية بياعة الأرجوان كانت متجوزة؟": `polar_proposition`,
    its claim without a closing tag): the subject is described in the reader's words, not the record's, so only the
    predicate, the word the copula governs (`copular_predicate.copular_claim`), and the words after it are asked to be stated."""
    claim = polar_proposition(question)
    words = fold(strip_markers(claim or "")).split()
    asked = fold(strip_markers(question)).split()
    # the last word "من"/"ما" asks: the searched reading writes "مين"/"إيه" so ("كان تلميذ من؟", "كان اسمه ما؟")
    if not _COPULA & set(words) or any(_asks_by_word(word) for word in asked) or asked[-1] in _FROM_OR_NOT:
        return None
    if asked[0] in PRONOUN_COPULAS and words[:1] != asked[:1]:
        words = [asked[0], *words]  # "هو كان رئيس الدير؟": the claim's subject is the pronoun, its predicate after كان
    read = copular_claim(words, _asked_word)
    # the subject is not held; what follows the predicate is the claim's ("كان قائد 100 جندي في يافا")
    return CopularClaim((), read.rest, read.predicate, read.noun) if read.predicate else None


def states_proposition(wanted: Sequence[str], sentence: str, titles: Sequence[str] = ()) -> bool:
    """The predicate (the question's last content word: "طبيبا", "عابد") in the sentence itself, the
    subject's words there or in the record's title: a title's office ("نياحة الأنبا مكراوي الأسقف")
    is its subject's, not the one asked about."""
    said = fold(strip_markers(sentence)).split()
    held = said + [w for title in titles for w in fold(title).split()]
    *subject, predicate = wanted
    return any(same_word(predicate, other) for other in said) and all(any(same_word(word, other) for other in held) for word in subject)


def _claim_stated(claim: CopularClaim, sentence: str, titles: Sequence[str], question: str = "") -> bool:
    """A copular claim stated by the sentence (`copular_predicate.claim_stated`; the subject may be the title's), its
    predicate said of the one the question asks of (`copular_predicate.said_of_another`, YESNO84)."""
    said = fold(strip_markers(sentence)).split()
    asked = [w for w in fold(strip_markers(question)).split() if _asked_word(w)]
    return claim_stated(claim, said, said + [w for title in titles for w in fold(title).split()], asked)


def said_problem(
    question: str, sentences: Sequence[str], titles: Sequence[str] = (), excerpts: Sequence[str] = (),
) -> str | None:
    """`SAYING_UNSTATED` / `PROPOSITION_UNSTATED` when no answer sentence says what is asked (`excerpts`: the
    cited excerpts, whose sentences beside an answer sentence may finish its quoted line, `held_across`)."""
    if asks_said(question) and not any(says_a_line(sentence, said_voice(question)) for sentence in sentences):
        return SAYING_UNSTATED
    # a line said to another than the one asked is not the one asked
    if (to := said_to(question)) and not any(_said_to_asked(question, to, sentence, excerpts) for sentence in sentences):
        return f"{SAYING_UNSTATED}: {to[0]}"
    # a Bible speaker's words are his line, not the scene around it nor another's line (answer/speaker_line.py)
    if (speaker := _speaker_problem(question, sentences, titles, excerpts)) is not None:
        return speaker
    # to whom a line was said is told by a sentence naming its hearer, not by the line alone (fq23-081)
    if asks_addressee(question) and not any(names_addressee(sentence) for sentence in sentences):
        return f"{SAYING_UNSTATED}: لمن"
    # who said a line is told by a sentence saying that line, not one that words it otherwise (fq23-007)
    if (line := quoted_line(question)) and not any(held_across(line, sentence, excerpts) for sentence in sentences):
        return f"{SAYING_UNSTATED}: {' '.join(line)}"
    if (heard := asks_heard(question)) and sentences and all(heard_by_other(heard, sentence) for sentence in sentences):
        return f"{SAYING_UNSTATED}: {_HEARING}"
    if asks_written(question) and not any(
        same_word("مكتوب", word) for sentence in sentences for word in fold(strip_markers(sentence)).split()
    ):
        return f"{SAYING_UNSTATED}: مكتوب"
    # what X said about a topic is told in words of it: a greeting that never names love is not it
    if (topic := said_topic(question)) and not any(states_proposition(topic[:1], sentence) for sentence in sentences):
        return f"{SAYING_UNSTATED}: {topic[0]}"
    # "had he brothers / children / a wife?" is told by that kin stated of him, not any sentence about him (KINYN63);
    # the copular reading's predicate is then no kin ("أخ" is too short a word for it: "السياح" was asked instead)
    if (kin := kin_unstated(question, sentences)) is not None:
        return f"{PROPOSITION_UNSTATED}: {kin}"
    claim = None if asked_kin(question) is not None else _asked_proposition(question)
    if claim is not None and not any(_claim_stated(claim, sentence, titles, question) for sentence in sentences):
        return f"{PROPOSITION_UNSTATED}: {claim.predicate[0]}"
    deed = asked_deed(question)
    if deed is not None and not any(states_deed(deed, sentence, titles, question) for sentence in sentences):
        return f"{PROPOSITION_UNSTATED}: {deed.verb}"
    # the place asked is said of the asked deed, not only of another deed of the sentence (PREMISE62)
    if deed is not None and (place := asked_place(question)) is not None and not any(
        _placed(deed, place, sentence, titles) for sentence in sentences
    ):
        return f"{PROPOSITION_UNSTATED}: {place}"
    return _slot_problem(deed, sentences, titles) or _thing_problem(question, deed, sentences, titles, excerpts)


def _placed(deed: Deed, place: str, sentence: str, titles: Sequence[str]) -> bool:
    """Is the place of the asked deed told: bound to its verb (`premise_slot.place_bound`); of a thing asked to be
    (`text.existential`: "هل يوجد برلمان منتخب في نظام الحكم الياباني؟", no verb of the record to bind it to), the
    place named by the sentence that names the thing, or by its record's title (the article "اليابان")."""
    if not existential(deed.verb):
        return place_bound(verb_readings(deed.verb), place, sentence)
    said = [w for text in (sentence, *titles) for w in fold(strip_markers(text)).split()]
    return any(same_word(place, word) for word in said)


def _slot_problem(deed: Deed | None, sentences: Sequence[str], titles: Sequence[str]) -> str | None:
    """The rank a yes/no deed reaches, stated by an answer sentence or the record's title (PREMISE62). The thing a
    deed is done to is not held: holding a subject-first deed's articled object cost a validation right (set 10)."""
    if deed is None:
        return None
    if (rank := asked_rank(deed.governed)) is not None and not any(rank_stated(rank, s, titles) for s in sentences):
        return f"{PROPOSITION_UNSTATED}: {rank}"
    return None


def _thing_problem(
    question: str, deed: Deed | None, sentences: Sequence[str], titles: Sequence[str], excerpts: Sequence[str]
) -> str | None:
    """The thing a yes/no deed is done to, said by an answer sentence or the record's title (`answer.deed_thing`)."""
    if deed is None:
        return None
    verbs = verb_readings(deed.verb)
    thing = deed_thing_problem(question, verbs, deed.governed, not deed.subject, sentences, titles, excerpts)
    return None if thing is None else f"{PROPOSITION_UNSTATED}: {thing}"


def answers_said(question: str, sentence: str, titles: Sequence[str] = (), excerpts: Sequence[str] = ()) -> bool:
    """May this one sentence answer the question, as `said_problem` reads it (the offline choice)?"""
    return said_problem(question, [sentence], titles, excerpts) is None


@dataclass(frozen=True)
class Deed:
    """A deed asked by a yes/no question (`asked_deed`): who did it (the subject's head word, "" when the verb opens
    the claim), the verb, and what the verb governs (the doer of a verb-first claim, its thing, its place)."""

    subject: str
    verb: str
    governed: tuple[str, ...]


def _reads_as_deed(word: str) -> bool:
    """A verb by its shape (`slot_words.verbal`, a derived past), or an Egyptian verb the colloquial table reads
    ("اتسجن" → سجن); a title or a word with the article is none."""
    return verbal(word) > 0 or derived_past(word) or bool(corpus_word(word)) or _plural_past(word)


_PLURAL_PAST = "وا"  # "هربوا", "راحوا": a past told of several doers ("بولس وسيلا هربوا …")
_PLURAL_STEM = 3  # letters before it at least: "دعوا", "اخوا" are read by the tables or not at all


def _plural_past(word: str) -> bool:
    return word.endswith(_PLURAL_PAST) and len(word) - len(_PLURAL_PAST) >= _PLURAL_STEM


# A preposition carrying a pronoun ("بيه", "فيها", "معاه", "عليه"): what it governs is named elsewhere, no word to hold
_NO_DEED_WORDS = _FROM_OR_NOT | RELATIVE_PRONOUNS | _WHO_RELATIVE | WHEN_CONJUNCTIONS
_DEED_BEFORE = 2  # a subject and its verb at least before a time clause that follows the deed
_PRONOUN_OBJECT = re.compile(r"^(?:ب|بي|ل|لي|في|فيا|عل|علي|مع|معا|من|عن|الي|عند)(?:ه|ها|هم|هما|ك|كم|ي|نا)$")


def _before_time_clause(words: Sequence[str]) -> list[str]:
    """The words before a time clause that follows the deed ("بولس وسيلا هربوا من السجن لما الأبواب اتفتحت": the
    deed is asked, the time clause only places it); a time clause opening the question is kept (no deed is read)."""
    at = next((i for i, word in enumerate(words) if i >= _DEED_BEFORE and word in WHEN_CONJUNCTIONS), len(words))
    return list(words[:at])


def _bare_words(words: Sequence[str]) -> set[str]:
    """The words, but "من" before a word with the article ("من السجن", "من المدينة") is "from", not who; "من
    الذين" stays a relative (`RELATIVE_PRONOUNS`)."""
    from_at = {i for i, word in enumerate(words[:-1]) if word == "من" and words[i + 1].startswith("ال")}
    return {word for i, word in enumerate(words) if i not in from_at}


@lru_cache(maxsize=256)
def asked_deed(question: str) -> Deed | None:
    """The deed a yes/no question without كان asks of its subject ("هل سافر برنابا إلى قبرس؟", "بولس راح روما؟",
    "هو فيلبس اتجوز في السامرة؟", a Franco "howa … ?" as searched), else None. The claim is
    `polar_proposition`'s. After هل a verb may open it (MSA: "هل سافر برنابا …", its doer the next word); else its
    first content word is the subject's head (the words up to the verb describe him in the reader's words, as
    YESNO58 reads a tone question) and its first verb after it the deed. The words after the verb are what it
    governs. A copular claim is `asked_proposition`'s; a question word (glued, drawn out, a last من/ما) asks another
    thing."""
    claim = polar_proposition(question)
    if not claim or re.search("[A-Za-z]", question):
        return None  # Latin letters: the Franco question is read as its Arabic reading
    whole = fold(strip_markers(question)).split()
    asked = _before_time_clause(whole)
    if len(asked) < 2 or _EITHER & set(whole) or _COPULA & set(whole) or asked[0] in _ASKED_COPULA:
        return None
    # a question word anywhere asks ("اتكتب لما مين … جه"), a bare من/ما may ask ("تزوجت من سنة …": the searched
    # reading writes مين so), a relative or a time clause before the deed brings in a second verb ("من الذين
    # أخذوا", "حين دخلوا"): read as no deed
    asking = (word for word in whole if word not in _YES_NO and word not in WHEN_CONJUNCTIONS)  # لما: when, not why
    if any(_asks_by_word(word) for word in asking) or WHEN_CONJUNCTIONS & set(asked):
        return None
    if (_NO_DEED_WORDS - WHEN_CONJUNCTIONS) & _bare_words(whole):
        return None
    claimed = _before_time_clause(fold(strip_markers(claim)).split())
    words = [w for w in claimed if _asked_word(w) and not _PRONOUN_OBJECT.match(w)]
    if len(words) < 2:
        return None
    if asked[0] in _YES_NO and existential(words[0]) and len(words) > 1:
        # "هل يوجد برلمان منتخب في اليابان؟" asks whether the thing is: its head is what must be told (as a verb-first
        # claim's doer), by the record's own verb or none ("يضم إمبراطورًا وبرلمان منتخبًا"), never by "يوجد"
        return Deed("", words[0], tuple(words[1:]))
    if asked[0] in _YES_NO and _reads_as_deed(words[0]):
        return Deed("", words[0], tuple(words[1:]))
    deeds = [i for i in range(1, len(words)) if _reads_as_deed(words[i])]
    # an office after the name describes him ("يوحنا أسقف البرلس وزع …": أسقف has a verb's shape); it is the deed
    # only when no other verb follows ("داود ملك على إسرائيل") (OBJECT63); so is the office's see right after it
    # ("أمونيوس أسقف إسنا بنى …": إسنا has a past's shape) (THING64)
    described = [i for i in deeds if office(words[i]) is None]
    at = next((i for i in described if office(words[i - 1]) is None), next(iter(described), deeds[0] if deeds else None))
    if at is None and _pronoun_doer(whole, words[0]):
        return Deed("", words[0], ())
    if at is not None and words[0] in _NASAB and at > 1 and may_be_name(words[1]):
        return Deed(words[1], words[at], tuple(words[at + 1 :]))  # "ابن خلدون استشهد": the name after ابن is his (YESNO84)
    if at is None or not may_be_name(words[0]):
        return None  # no verb, or the claim opens with no subject ("بعد انصراف البربر …")
    return Deed(words[0], words[at], tuple(words[at + 1 :]))


_NASAB = folded_words("ابن بن ابو أبو ام بنت")  # a name opened by its kin word ("ابن خلدون", "أبو مقار")


def _pronoun_doer(whole: Sequence[str], first: str) -> bool:
    """Does the claim open with a verb whose doer is a pronoun: right after the Egyptian "هو/هي" ("هو اعتمد في الأردن؟",
    a Franco "howa et3amad fel ordon?"), a verb by its shape or the colloquial table? Then the verb alone is held to the
    sentence. A claim opened by a noun the shape reader takes for a verb ("اسم والدة …؟", "دلوقتي …") has no هو before
    it: not read. After a filler ("يعني مات شهيد؟") not read either: the filler is a word of the claim (`_asked_word`)."""
    opener = whole[0] in PRONOUN_COPULAS
    return opener and len(whole) > 1 and whole[1] == first and (verbal(first) > 0 or derived_past(first) or bool(corpus_word(first)))


def verb_readings(verb: str) -> tuple[str, ...]:
    """The asked verb as written and as the corpus writes its Egyptian form ("اتعمد" → اعتمد): the answerer reads the
    searched question, validation the reader's, so both readings are one verb."""
    listed = corpus_word(verb)
    return (verb, *listed.split()) if listed else (verb,)


def states_deed(deed: Deed, sentence: str, titles: Sequence[str] = (), question: str = "") -> bool:
    """Does the sentence tell the deed of its doer: the verb in the sentence (by form, root or synonym, said or denied),
    the subject's head word (a verb-first claim's doer) in the sentence or the record's title? A sentence naming the
    subject and the place without the deed ("بولس … إلى كنيسة الله التي في كورنثوس" for "هو بولس اتسجن في
    كورنثوس؟") is no yes. What the verb governs is not held to the sentence: a first try holding each such word
    within four words of the verb (or anywhere in the sentence) lost a validation right the record words otherwise;
    the place and the rank reached are held by `premise_slot` (PREMISE62, `_slot_problem`). The verb is told of the
    asked doer, not of another named right after it (YESNO84, `_done_by_another`): "ثم تزوج أبوه" does not say the
    saint married, "وتزوج المعلم إبراهيم … ورزق منها بولد اسمه يوسف" does not say Joseph did."""
    said = fold(strip_markers(sentence)).split()
    held = said + [w for title in titles for w in fold(title).split()]
    doer = deed.subject or next(iter(deed.governed), "")
    if doer and not any(same_word(doer, other) for other in held):
        return False
    if existential(deed.verb):
        return bool(doer)  # the thing asked to be is named: told (`text.existential`)
    readings = verb_readings(deed.verb)
    asked = [w for w in fold(strip_markers(question)).split() if _asked_word(w)] or [deed.subject, *deed.governed]
    return any(
        any(same_word(reading, word) for reading in readings) and _told_of(doer, clause, i)
        and not _done_by_another(clause, i, doer, asked)
        for clause in _clauses(sentence)
        for i, word in enumerate(clause)
    )


_NOMINATIVE_KIN = ("وه", "وها", "وهم", "وهما")  # "أبوه", "أخوها": a kin noun of the five nouns in the nominative


def _done_by_another(clause: Sequence[str], i: int, doer: str, asked: Sequence[str]) -> bool:
    """Is the verb at `i` told of another doer named right after it: a kin the question does not say, in the nominative
    ("ثم تزوج أبوه" of "هل تزوج القديس إسحق؟", `deed_owner.another_kin`), or a titled proper name that is not the asked doer, who stands
    nowhere near it ("وتزوج المعلم إبراهيم", `relation_asked.done_to_other`)? `asked`: the question's content words."""
    following = clause[i + 1 : i + 2]
    if following and following[0].endswith(_NOMINATIVE_KIN) and another_kin(following[0], asked):
        return True  # "تزوج أبوه": the five nouns' nominative is the doer; "أن تزوج ابنها" marries off her son
    if not doer:
        return False
    k = i + 1
    while k < len(clause) and clause[k] in FOLDED_TITLE_WORDS:
        k += 1  # "وتزوج المعلم إبراهيم": the titled one after the verb is its doer
    named = clause[k] if i + 1 < k < len(clause) else ""
    if named and may_be_name(named) and not named.startswith("ال") and not same_word(named, doer):
        return True
    return done_to_other(list(clause), i, doer)


_BELIEVER_REACH = 2  # the verb of belief before أن, its believer between at most
_THAT_REACH = 4  # words between أن and its verb: "أن عالي هو الذي يدعوه", "أن وحشا ضاريا قد افترسك"


def _clauses(sentence: str) -> list[list[str]]:
    """The sentence's clauses as folded words (cut at its punctuation, which `fold` drops)."""
    return [fold(part).split() for part in CLAUSE_BREAK.split(strip_markers(sentence))]


def _told_of(doer: str, clause: Sequence[str], at: int) -> bool:
    """Is the verb at `at` told as what happened, of the asked doer? Not when it sits in a clause of belief or fear
    ("ظانين أنه قد مات", "ظن إن قزمان قد مات", "خاف أن يضربه": what someone thought, `hedges.SUPPOSITIONS`), nor in
    a clause after أن with a doer of its own ("أن المسجونين قد هربوا" for Paul and Silas fleeing)."""
    that = next((i for i in range(at - 1, max(at - _THAT_REACH - 2, -1), -1) if clause[i] in _REPORTED), None)
    if that is None:
        return True
    # the one who thought may stand between ("فظن الشيخ إن …")
    if any(unglued(word) in _SUPPOSED for word in clause[max(that - _BELIEVER_REACH, 0) : that]):
        return False
    between = [word for word in clause[that + 1 : at] if content(word) and word not in _NOT_ASKED]
    return not between or not doer or any(same_word(doer, word) for word in between)


_SUPPOSED = SUPPOSITIONS | BELIEFS
