"""A stay's length asked at a PLACE, answered only by a span said of that place (STAYPLACE63, issue 19).

"كم سنة أقام في دير البراموس؟", "قعد في الصعيد أد إيه؟", Franco "2a3ad fe X kam sana" (read in Arabic) ask how long
he stayed THERE. A record tells several spans of one person ("أقام في المنفى ثمانيا وعشرين سنة في صعيد مصر وأربع
سنين في الإسكندرية"، "فلبث عابدا ست عشرة سنة … ثم ذهب إلى دير الآباء"): the span of another place or office is no
answer. The span's clause must name the asked place, or point back at the sentence's place ("فيه"، "بها"، "هناك"،
"حيث"); a clause ends at punctuation and at a word opening another clause ("ثم"، "لما"، "الذي"). Only the place
binds, not every word of the state: DURATION62 bound the span to any state word and lost a right answer (its RESULTS).
"""

from __future__ import annotations

from dalil.answer.measure import holds_span, stay_verb, tenure, time_unit
from dalil.answer.slot_fillers import same_noun
from dalil.answer.slot_words import PLACE_UNITS
from dalil.text.assertions import NEGATORS, PLACE_NOUNS, ROLE_PREPOSITIONS
from dalil.text.clause_openers import CLAUSE_OPENERS
from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.restated import CLAUSE_BREAK, content
from dalil.text.stem import RELATIVE_PRONOUNS
from dalil.text.support import strip_markers
from dalil.text.time_clauses import TIME_CLAUSE_OPENERS, TIME_PREPOSITIONS

_AT = folded_words("في فى")
_GLUED_AT = ("بال", "فال")  # "أقام بالإسقيط", Egyptian "قعد فالدير": a preposition glued to an articled place
_ASKING = folded_words("كم كام بكم اد قد قدر ايه ايش اللي اللى")
_POINTS_BACK = folded_words("فيه فيها هناك هنالك حيث")  # the sentence's place said again
_ADVERBS_OF_PLACE = folded_words("هناك هنالك حيث")  # a place by themselves; فيه/فيها take an antecedent
_BROKEN_PLURALS = folded_words("ايام اعوام شهور اسابيع")  # plurals of time that "ها" points back to
_POINTS_BACK_AFTER_STAY = folded_words("بها به")  # "مكث بها": only after the stay verb ("فاصطاد بها": with her)
_GENERIC = PLACE_NOUNS | PLACE_UNITS | folded_words("بريه مغاره صومعه قلايه منطقه")  # a kind of place, no name
# حتى "until" ends the stay's clause ("قعد عشرين سنة حتى راح الدير": the years are before the monastery); قد is
# no cut here: Egyptian "قد" is "as long as" ("فضل في الدير قد تلاتين سنة")
_OTHER_CLAUSE = CLAUSE_OPENERS | folded_words("حتى")
_PHRASE_ENDS = ROLE_PREPOSITIONS | RELATIVE_PRONOUNS | TIME_PREPOSITIONS | TIME_CLAUSE_OPENERS | folded_words("اثناء خلال طوال مده وقت")


def asked_stay_place(question: str) -> frozenset[str]:
    """The words naming the place a stay is asked at: the content words of the phrase after في (or a glued بال)
    that follows the stay verb, up to the asking words or another preposition; its names when it has any
    ("دير البراموس" → البراموس), else its kind ("في المغارة"). None for an office or seat ("ظل في الأسقفية"), for
    a place after a negated state ("بقي شاول لا يبصر في دمشق": where he was blind, not a stay asked), and for a
    life's place ("تعيش اللبوات في المحميات": where the kind lives, a life's length answers)."""
    words = [word.strip("?؟!.,،") for word in fold(strip_markers(question)).split()]
    verb = next((i for i, word in enumerate(words) if stay_verb(word)), None)
    if verb is None:
        return frozenset()
    for i in range(verb + 1, len(words)):
        word = words[i]
        if word in NEGATORS:
            return frozenset()
        if word in _AT:
            phrase = _phrase(words[i + 1 :])
        elif word.startswith(_GLUED_AT) and len(word) > 5:
            phrase = _phrase([word[1:], *words[i + 1 :]])
        else:
            continue
        if not phrase or tenure(phrase[0]):
            return frozenset()  # an office held or its seat, no place: "ظل في الأسقفية"، "في رئاسة الدير"
        names = [word for word in phrase if not {word, word.removeprefix("ال")} & _GENERIC]
        return frozenset(names or phrase)
    return frozenset()


def _phrase(after: list[str]) -> list[str]:
    """The content words of a place phrase, up to the asking words, a unit of time or another preposition."""
    phrase: list[str] = []
    for word in after:
        if word in _ASKING or word in _PHRASE_ENDS or time_unit(word):
            break
        if content(word):
            phrase.append(word)
    return phrase


def span_at_place(answer: str, question: str, numbers: frozenset[str]) -> bool:
    """Does a clause of the answer hold a span (`measure.holds_span`) and name the place the stay is asked at, or
    point back at the sentence's place? True when the question asks no place."""
    place = asked_stay_place(question)
    if not place:
        return True
    before: list[str] = []  # the answer's words before the clause: where a pronoun's antecedent is looked for
    for sentence_clause in CLAUSE_BREAK.split(strip_markers(answer)):
        for clause in _clauses(fold(sentence_clause).split()):
            if holds_span(clause, numbers) and _names_place(place, clause, before):
                return True
            before += clause
    return False


def _clauses(words: list[str]) -> list[list[str]]:
    """The words cut before each word that opens another clause ("ثم ذهب", "حيث أقامت" stays with its clause)."""
    clauses: list[list[str]] = [[]]
    for word in words:
        if (word in _OTHER_CLAUSE or unglued(word) in _OTHER_CLAUSE) and clauses[-1]:
            clauses.append([])
        clauses[-1].append(word)
    return clauses


def _names_place(place: frozenset[str], clause: list[str], before: list[str]) -> bool:
    for i, word in enumerate(clause):
        pointing = word if word in _POINTS_BACK else unglued(word)
        if pointing in _POINTS_BACK and _back_to_place(place, pointing, [*before, *clause[:i]]):
            return True
        if i and word in _POINTS_BACK_AFTER_STAY and stay_verb(clause[i - 1]) and _back_to_place(place, word, [*before, *clause[:i]]):
            return True
    return any(same_noun(asked, word) for asked in place for word in clause)


def _back_to_place(place: frozenset[str], pronoun: str, preceding: list[str]) -> bool:
    """Does the pronoun point back at a place: is a place its nearest agreeing antecedent (WITHWHOM64)? "هناك"،
    "حيث" say a place by themselves; "فيه"/"به" (he) and "فيها"/"بها" (she) take the nearest noun before them that
    is a place, a unit of time or an office and agrees in gender: "ولبث خمس سنوات رئيسا للدير كان فيها الدير ملجأ"
    — "فيها" is in those years ("للدير" is masculine), not in the monastery (fq43-104). None of them before: as
    before, the place (the sentence's place may be in a sentence not cited)."""
    if pronoun in _ADVERBS_OF_PLACE:
        return True
    feminine = pronoun.endswith("ها")
    for word in reversed(preceding):
        kind = _antecedent_kind(place, word)
        if kind and _agrees(word, feminine, kind):
            return kind == "place"
    return True


def _antecedent_kind(place: frozenset[str], word: str) -> str:
    bare = unglued(word).removeprefix("ال").removeprefix("ل")  # "للدير"، "بالدير"
    if any(same_noun(asked, word) for asked in place) or bare in _GENERIC or word.removeprefix("ال") in _GENERIC:
        return "place"
    if time_unit(word) or tenure(word):
        return "other"
    return ""


def _agrees(word: str, feminine: bool, kind: str) -> bool:
    """Does the noun agree with the pronoun: "ها" takes a feminine noun (ending ة, folded ه) or a plural of things
    ("سنوات"، "سنين"، "أيام"); "ه" a masculine singular. A place's name, whose gender is not written, takes either."""
    plural = word.endswith(("ات", "ين", "ون")) or unglued(word).removeprefix("ال") in _BROKEN_PLURALS
    marked = word.endswith("ه") or plural
    if kind == "place" and not marked and unglued(word).removeprefix("ال").removeprefix("ل") not in _GENERIC:
        return True
    return marked if feminine else not marked
