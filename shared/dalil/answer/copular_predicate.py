"""The predicate of a copular yes/no question, and when a sentence states it (FRANCOYN65).

"howa anba moussa el aswad kan 3abd abl ma yetrahbn?" (searched "هو انبا موسي الاسود كان عبد قبل ما يترهبن؟") asks
whether he was a slave. Read by its last content word, its predicate was "يترهبن", the verb of the time clause, and the
noun "عبد" was held only as a subject word (in the sentence or the record's title, by root): a sentence of his monastic
life ("… وقبله راهبا … في عبادات كثيرة") said yes to it. Likewise "kan tabib abl el seyasa" asked "السياسي", "kan ra2ees
deir el mo7ara2" asked "المحرقه". The predicate is the word the copula governs:

- a time clause after it (قبل، بعد، لما، قبل ما …: `time_clauses.TIME_CLAUSE_OPENERS`, glued و/ف too) tells when, not
  what: it is no word of the claim;
- subject first ("X كان P …", "هو كان P …", a Franco "X kan P"): P is the first content word after the copula; the words
  after it (a genitive, an adjective, a phrase) stay held as the subject's are;
- copula first ("هل كان X P", "أكان X P"): P is the last content word (a phrase after it: read as before);
- read as before (the last word): a preposition or a pronoun's possession right after the copula ("كان من بيت صيدا",
  "كان عنده"), a naming word ("كان اسمه مريم"), an imperfect verb ("كان بيعبد الأوثان": a habit whose thing is asked),
  a relative clause describing the subject ("… اللي عند بركة بيت حسدا كان …"), and a claim asked by a word of it
  ("كان شغال ما قبل …", "كان عبد عند من", "ابن من كان …": the searched reading of إيه/مين).

A predicate noun is stated by its forms or synonym class (`slot_fillers.same_noun`), not by another noun of its root:
"عبادات" (worship) and "يعبد" (he worships) do not say "عبد" (a slave), "رئاسة" does not say "رئيس".

The predicate is said of the one asked, not of another the sentence tells of (YESNO84, `said_of_another`): "وكان بالدير
رجل عابد حبيس سرياني اسمه انسوسينوس" does not say John Chrysostom knew Syriac, "من أب يوناني" does not say Timothy was
Greek, "براءات الاختراع في وفرنسا وألمانيا" does not say Edison was German. A word of it read as:
- described of one named after it ("… سرياني اسمه انسوسينوس", `NAMING_WORDS` within `_NAMING_REACH` words): that one's,
  unless he is the one asked (a word of the question: "هو فيلوكسينوس كان يهودي؟" of "رجل يهودي اسمه فيلوكسينوس");
- the adjective of a kin or a person noun before it that the question does not say ("أب يوناني", "رجل يهودي"): theirs;
  a kin the question asks of keeps it ("هل كانت أم تيموثاوس يهودية؟" of "وأم يهودية");
- a predicate noun under a place preposition (في، إلى، على، عند، نحو; by coordination too, "في وفرنسا وألمانيا"): a
  place or a thing, not what the subject is. "من" is not one: "كان من الأنبياء" says he was a prophet.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dalil.answer.deed_owner import kin_noun
from dalil.answer.slot_fillers import same_noun, same_word
from dalil.answer.slot_reading import PERSON_NOUNS
from dalil.answer.slot_words import verbal
from dalil.text.assertions import NAMING_WORDS, ROLE_PREPOSITIONS
from dalil.text.normalize import folded_words
from dalil.text.stem import RELATIVE_PRONOUNS
from dalil.text.time_clauses import TIME_CLAUSE_OPENERS, with_glued

COPULAS = folded_words("كان كانت كانوا كانا كانو")
YES_NO_PARTICLES = folded_words("هل وهل")
ASKED_COPULAS = folded_words("أكان أكانت أكانوا")  # "أكان X Y" is "هل كان X Y"
_TIME_CLAUSE = with_glued(TIME_CLAUSE_OPENERS)
_IMPERFECT = ("بي", "بت", "بن", "ي")  # "بيعبد", "يخدم": a habit told by a verb; a ت/ن noun is too common (تاجر، نبي)
_ASKING = frozenset(("ما",))  # the searched reading writes إيه so: "كان شغال ما قبل …"
_WHO = "من"  # last before a time clause it asks ("كان عبد عند من قبل ما يهرب"); inside it is "from" ("أعمى من بطن أمه")
_HAS = re.compile(r"^(?:عند|ل|لي|مع|معا)(?:ه|ها|هم|هما|ي|نا|ك)$")  # "عنده", "ليها", "معاه"


@dataclass(frozen=True)
class CopularClaim:
    """A copular claim's asked words: the subject's (held to the sentence or the record's title), the rest (what follows
    the predicate: held to the sentence) and the predicate (one word or none, held to the sentence). `noun`: the
    predicate is the noun the copula governs (`predicate_stated`); else the claim is read as before, by its last word
    (by form, root or synonym)."""

    subject: tuple[str, ...]
    rest: tuple[str, ...]
    predicate: tuple[str, ...]
    noun: bool = True

    def words(self) -> tuple[str, ...]:
        return (*self.subject, *self.rest, *self.predicate)


def copular_claim(words: Sequence[str], asked: Callable[[str], bool]) -> CopularClaim:
    """The claim's asked words (`asked`: a content word, no frame word), its predicate the word the copula governs, a
    time clause after the copula left out (see the module). `words`: the folded question or claim. A claim asked by a
    word in its predicate's phrase ("كان شغال ما …", "كان عبد عند من", the searched reading of إيه/مين) is read as
    before: its last word."""
    at = next((i for i, word in enumerate(words) if word in COPULAS or word in ASKED_COPULAS), None)
    end = next((i for i in range(at + 1, len(words)) if words[i] in _TIME_CLAUSE), len(words)) if at is not None else 0
    after = list(words[at + 1 : end]) if at is not None else []
    before = words[:at] if at is not None else []
    if at is None or not after or _phrase_or_habit(after[0]) or _asks(after) or _asks(before) or RELATIVE_PRONOUNS & set(before):
        return _as_before([w for w in words if asked(w)])
    subject = tuple(w for w in before if asked(w))
    if any(w not in YES_NO_PARTICLES for w in before):  # subject first: "X كان P", "هو كان P"
        at_predicate = next((i for i, w in enumerate(after) if asked(w)), None)
        if at_predicate is None:
            return CopularClaim(subject, (), ())
        rest = tuple(w for i, w in enumerate(after) if i != at_predicate and asked(w))
        return CopularClaim(subject, rest, (after[at_predicate],))
    # copula first ("هل كان X P"): the subject's words and the predicate's are not told apart by their order; with a
    # phrase after them ("هل كان هوشع النبي من سبط يهوذا") the phrase may be the predicate: read as before
    governed = [w for w in after if asked(w)]
    if any(w in ROLE_PREPOSITIONS for w in after):
        return _as_before([*subject, *governed])
    return CopularClaim((*subject, *governed[:-1]), (), tuple(governed[-1:]))


def _as_before(asked: Sequence[str]) -> CopularClaim:
    """The claim read by its last word (a phrase predicate, a habit, an asking word): the rest is the subject's."""
    return CopularClaim(tuple(asked[:-1]), (), tuple(asked[-1:]), noun=False)


def _asks(words: Sequence[str]) -> bool:
    return bool(words) and (bool(_ASKING & set(words)) or words[-1] == _WHO)


def _phrase_or_habit(word: str) -> bool:
    """The copula's next word opens no noun predicate: a preposition ("كان من …"), a pronoun's possession ("كان عنده",
    "كان ليها": `kin_existence`'s), a naming word ("كان اسمه X": X is asked) or a habit ("كان بيعبد …")."""
    return word in ROLE_PREPOSITIONS or bool(_HAS.match(word)) or word in NAMING_WORDS or _imperfect(word)


def claim_stated(
    claim: CopularClaim, said: Sequence[str], titled: Sequence[str], asked: Sequence[str] = (),
) -> bool:
    """Does a sentence (`said`, its folded words; `titled`: those and the record's title's) state the claim: the
    predicate noun by its forms or synonym class, not its root ("عبادات", "يعبد" do not say "عبد"), said of no one else
    than the one asked (`said_of_another`; `asked`: the question's folded words, the claim's by default), what follows it
    in the sentence, the subject's words there or in the title (by form, root or synonym)?"""
    if not claim.predicate:
        return False
    predicate = claim.predicate[0]
    stated = same_noun if claim.noun else same_word
    asked = asked or claim.words()
    return (
        any(stated(predicate, word) and not said_of_another(said, j, asked, claim.noun) for j, word in enumerate(said))
        and all(any(same_word(w, word) for word in said) for w in claim.rest)
        and all(any(same_word(w, word) for word in titled) for w in claim.subject)
    )


_NAMING_REACH = 3  # words after the predicate where a naming gives whom it describes ("حبيس سرياني اسمه انسوسينوس")
_PLACE_PREPOSITIONS = folded_words("في الي إلى علي على عند نحو")  # not من: "كان من الأنبياء" predicates
_COORDINATED = 3  # words joined by و back to the preposition that governs them ("في وفرنسا وألمانيا")
_AND = "و"


def said_of_another(said: Sequence[str], j: int, asked: Sequence[str], noun: bool = True) -> bool:
    """Is the predicate's word at `j` of the sentence (`said`, folded) said of another than the one asked (`asked`: the
    question's folded words): described of one named after it, the adjective of a kin or person noun the question does
    not say, or (a predicate noun, `noun`) governed by a place preposition? See the module's doc (YESNO84)."""
    def of_asked(word: str) -> bool:
        return any(same_word(word, w) for w in asked)

    head = said[j - 1] if j else ""
    kin = kin_noun(head) if head else ""
    if head and (kin or head in PERSON_NOUNS or f"ال{head}" in PERSON_NOUNS) and (
        of_asked(head) or (kin and any(kin_noun(w) == kin for w in asked))
    ):
        return False  # "وأم يهودية", "من أب يوناني" of a question asking of his mother, his father ("أبو")
    for m in range(j + 1, min(j + 1 + _NAMING_REACH, len(said))):
        if said[m] in NAMING_WORDS:
            return m + 1 < len(said) and not of_asked(said[m + 1])
    if head and (kin_noun(head) or head in PERSON_NOUNS or f"ال{head}" in PERSON_NOUNS):
        return True  # "من أب يوناني", "رجل يهودي": the adjective of another
    if not noun:
        return False
    k = j
    while k > 0 and j - k < _COORDINATED and said[k].startswith(_AND) and said[k - 1] not in _PLACE_PREPOSITIONS:
        k -= 1
    return k > 0 and said[k - 1] in _PLACE_PREPOSITIONS


def _imperfect(word: str) -> bool:
    """"يخدم", "بيشتغل", and the Egyptian ب before an imperfect ("بيخد": يخد)."""
    return word.startswith(_IMPERFECT) and (verbal(word) > 0 or (word.startswith("بي") and verbal(word[1:]) > 0))
