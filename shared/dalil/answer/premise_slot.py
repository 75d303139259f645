"""The place (or time) slot and the rank reached of a yes/no question's deed, held to the deed in the answer sentence.

"هل استشهد القديس صرابامون في أورشليم؟" asks a deed AND where it happened. A sentence that names the saint and
his martyrdom but says Jerusalem only of ANOTHER deed ("استشهد القديس صرابامون … الذي ولد بأورشليم": where he was
born), or never names the place ("استشهد القديس تيموثاؤس الرسول."), does not say yes to it (PREMISE62). The
asked verb is `said_asked.asked_deed`'s; the slot is the last word of the phrase a place preposition opens in the
claim ("في مدينة لسترة" → لسترة, "بالقبادوقية", "في عصر عوزيا" → عوزيا). The slot is bound to the verb when no
word that opens another clause stands between them in the sentence: a relative pronoun ("الذي ولد"), a time or
order conjunction ("ولما كبر", "ثم ترهب", "بعد"), قد before a new verb ("وقد ولد"). Commas do not cut: a record
runs one deed over them ("تنبأ في عصر أموصيا … وفي عصر عوزيا ولده"). A slot written before its verb binds the
same way, close by ("ذهب إلى روما وهناك استشهد"): far before, it is another deed's place.

The thing a deed is done to ("هل اخترع إديسون الهاتف؟") is `answer.deed_thing`'s (OBJECT63, THING64).
"""

from __future__ import annotations

from collections.abc import Sequence

from dalil.answer.slot_fillers import same_word
from dalil.text.assertions import ROLE_PREPOSITIONS
from dalil.text.clause_openers import CLAUSE_OPENERS
from dalil.text.glued import unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import ORDINATION_RANKS, SAME_RANK, office
from dalil.text.restated import content
from dalil.text.support import strip_markers
from dalil.text.verification import polar_proposition

PLACE_PREPOSITIONS = folded_words("في فى الى إلى")
_GLUED_PLACE = "بال"  # "بالقبادوقية": ب glued to an articled place (a bare ب+name is too often the name's own letter)
_BEFORE_REACH = 4  # a place written before its verb is its place only close by ("إلى روما وهناك استشهد"); far
# before it, the place is another deed's ("ولد ببلدة أوسيم … وتقدم للاستشهاد")
# قد before a new verb opens a clause of its own ("استشهد … وقد ولد بأورشليم": the birth's place); stay_place does
# not cut there (Egyptian قد is "as long as")
_OTHER_CLAUSE = CLAUSE_OPENERS | folded_words("قد")


def asked_place(question: str) -> str | None:
    """The place or time a yes/no claim puts its deed in (the last content word of the phrase after في/إلى or a
    glued بال), or None."""
    claim = polar_proposition(question)
    if not claim:
        return None
    words = fold(strip_markers(claim)).split()
    for i, word in enumerate(words):
        if word in PLACE_PREPOSITIONS:
            after = words[i + 1 :]
            end = next((j for j, w in enumerate(after) if w in ROLE_PREPOSITIONS), len(after))  # "… مع بطرس"
            phrase = [w for w in after[:end] if content(w)]
        elif word.startswith(_GLUED_PLACE) and len(word) > len(_GLUED_PLACE) + 2:
            phrase = [word[1:]]
        else:
            continue
        return phrase[-1] if phrase else None
    return None


def place_bound(verbs: Sequence[str], place: str, sentence: str) -> bool:
    """Does the sentence say the place of the asked deed: the place word and one of the verb's readings with no
    word opening another clause between them?"""
    words = fold(strip_markers(sentence)).split()
    at_verb = [i for i, word in enumerate(words) if any(same_word(verb, word) for verb in verbs)]
    at_place = [i for i, word in enumerate(words) if same_word(place, word)]
    return any(
        _one_clause(words[min(v, p) + 1 : max(v, p)]) and (p > v or v - p <= _BEFORE_REACH) for v in at_verb for p in at_place
    )


def _one_clause(between: Sequence[str]) -> bool:
    return not any(unglued(word) in _OTHER_CLAUSE or word in _OTHER_CLAUSE for word in between)


def asked_rank(governed: Sequence[str]) -> str | None:
    """The rank a yes/no deed reaches ("صار مطرانا", "بقى بطرك", "أقامه أسقفا"): an ordination rank among the words
    the verb governs (`offices.ORDINATION_RANKS`), or None."""
    return next((key for word in governed if (key := office(word)) in ORDINATION_RANKS), None)


def rank_stated(rank: str, sentence: str, titles: Sequence[str] = ()) -> bool:
    """The same rank in the sentence or the record's title: a bishop made is no metropolitan made (a priest is a
    priest, `offices.SAME_RANK`)."""
    wanted = SAME_RANK.get(rank, rank)
    said = [w for text in (sentence, *titles) for w in fold(strip_markers(text)).split()]
    return any(SAME_RANK.get(key, key) == wanted for word in said if (key := office(word)) is not None)
