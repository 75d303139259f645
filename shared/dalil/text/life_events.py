"""The words that state a person's life events, MSA and Egyptian (folded): one table for the readers of a
question's event (`retrieval.names`: a name after the event's verb and the kind of own record a death
chooses; `answer.answer_type`: the event a "when" asks and the subject of a life event's verb;
`answer.manner_asked`: the death whose manner is asked).

The MSA words are the corpus's own ("تنيح", "استشهد", "ولد"); the Egyptian forms are how readers ask the
same events: the ات- passive of the corpus's verbs ("اتولد", "اتنيح", "اتوفى", "اتقتل"), which
`text.egyptian_verbs` reads as a verb by its shape and this table names as the event it is.
"""

from __future__ import annotations

from dalil.text.normalize import folded_words

# Death is stated by a martyrdom too (a martyr's death day); a martyrdom is not stated by a death word.
BIRTH_WORDS = folded_words("ولد ولدت يولد ولاده ولادته ولادتها ميلاد ميلاده ميلادها مولد مولده مولدها")
MARTYRDOM_WORDS = folded_words("استشهد استشهدت استشهاد استشهاده استشهادها استشهدوا")
REPOSE_WORDS = folded_words("تنيح تنيحت نياحه نياحته نياحتها مات ماتت موت موته توفي توفيت وفاه وفاته وفاتها رقد رقدت")
DEATH_WORDS = REPOSE_WORDS | MARTYRDOM_WORDS

# The same events as readers ask them in Egyptian: born, died (reposed, passed away), killed.
EGYPTIAN_BIRTH_WORDS = folded_words("اتولد اتولدت")
EGYPTIAN_DEATH_WORDS = folded_words("اتنيح اتنيحت اتوفي اتوفت اتقتل اتقتلت")
# A killing's verb (the martyr's death told by its doer) and a life's span, a marriage: a person's events too.
KILLING_WORDS = folded_words("قتل قتلت")
LIVING_WORDS = folded_words("عاش عاشت")
MARRIAGE_WORDS = folded_words("اتجوز تزوج تزوجت")

# A place's founding, the event a "when was it built / founded" asks ("دير المحرق اتبنى سنة كام", "متى تأسست مدينة
# القيروان", "el mahdeya etbanet"): its year is stated only by a clause that says a founding, not by a monk's
# tonsure or a patriarch's ordination in the monastery it names (ASKEDKIND49, fq32-064). "بني" is also "the sons
# of" ("بني إسرائيل", "بني سويف"): `answer_type` reads it as a founding only before no name.
FOUNDING_WORDS = folded_words(
    """بني بنيت بنوا بناها بناه بناء بنائه بنائها بناؤه بناؤها بناءه بناءها يبني تبني
    شيد شيدت شيدوا شيدها تشييد اسس اسست اسسوا اسسها اسسه تاسيس تاسيسه تاسيسها تاسس تاسست
    انشا انشات انشاوا انشاها انشئ انشئت انشاء انشائه انشائها اقيم اقيمت اقامه"""
)
EGYPTIAN_FOUNDING_WORDS = folded_words("اتبني اتبنت اتبنوا اتاسس اتاسست اتشيد اتشيدت اتعمل اتعملت اتنشا اتنشات")
