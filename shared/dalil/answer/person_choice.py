"""The question's words that choose among the records of persons who share the asked name, read in each
record's retrieved text (`retrieval.names.TextChoice`): "إيه اللي خلّى الأنبا بولا يسيب خناقة الميراث مع
أخوه" names Paul, whom two records commemorate, and only the hermit's tells an inheritance and a brother.

What the question asks is no such word: the asked slot's phrase ("كم كان عمر" an age, "من أي بلد" a
place, "كام راهب" a count) or kin ("ما اسم أخت X") is in many a record of either person and says which
one no more than the name.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dalil.answer.asked_reading import asked_predicates, asked_slot
from dalil.answer.name_asked import NAME_ASK_WORDS
from dalil.answer.titled_subject import titled_subjects
from dalil.models import Evidence
from dalil.retrieval.names import SUBJECT_POSITION, TextChoice, texts_by_record
from dalil.text.normalize import fold
from dalil.text.offices import FATHER_IN_CONSTRUCT, office
from dalil.text.quantifiers import END_WORDS
from dalil.text.reading import name_variants
from dalil.text.stem import surface_token
from dalil.text.support import strip_markers, subject_terms, term_set
from dalil.text.time_clauses import TIME_CLAUSE_OPENERS


def text_choice(question: str, evidence: Iterable[Evidence]) -> TextChoice:
    """The question's subject terms but its asked slot's, and the text each record of `evidence` holds."""
    slot = asked_slot(question)
    # the slot's phrase and, for a person asked by role, the clause that describes the role ("الوالي الذي
    # عذب الأنبا أنطونيوس": the deed asked about, which of the namesakes suffered it is the question)
    asked = term_set(" ".join([*slot.spans, *slot.clause_object])) if slot is not None else frozenset()
    # a kin or a relation asked, and by name ("ما اسم أخت X"): any record may tell his sister's name
    asked |= term_set(" ".join(cue for predicate in asked_predicates(question) for cue in predicate.cues))
    asked |= term_set(" ".join(NAME_ASK_WORDS))
    # "يعقوب اتدفن فين في الآخر؟", "قبل ما يترسم": where in a story the deed stands, its end or the time
    # before or after another, is in any record and says which one no more than the name
    asked |= term_set(" ".join(END_WORDS | TIME_CLAUSE_OPENERS))
    return TextChoice(subject_terms(question) - asked, texts_by_record((item.chunk_id, item.excerpt) for item in evidence))


def records_with_titles(evidence: Iterable[Evidence]) -> dict[str, tuple[str, str]]:
    """{doc id: (its title, its retrieved excerpts joined)}: what a record says of its person, the title too
    ("نياحة أنبا كيرلس أسقف أورشليم" gives Cyril his see where no excerpt does)."""
    items = list(evidence)
    titles = {item.chunk_id.rpartition("/")[0]: item.title or "" for item in items}
    texts = texts_by_record((item.chunk_id, item.excerpt) for item in items)
    return {doc_id: (titles[doc_id], text) for doc_id, text in texts.items()}


def untitled_person(question: str, evidence: Sequence[Evidence]) -> list[str]:
    """The one person the question's first words name without a title, as the retrieved records' titles give
    him (`answer/titled_subject.titled_subjects`): "يعقوب اتدفن فين؟" names يعقوب, whom James's records
    and the patriarchs' memorial commemorate. His name in its forms; [] when the first words name no one,
    or two ("بولس وبرنابا"): then no one person's namesakes are in question. A kin or office word a title
    lists as a person ("استشهاد القديس اسطاثيوس وولديه وزوجته") names no one."""
    # a name joined by و is a further person ("بطرس وبولس")
    words = [_unjoined(word) for word in fold(strip_markers(question)).split()]
    found = set(titled_subjects(" ".join(words), evidence))
    if not found:
        return []
    leading = words[: SUBJECT_POSITION + 1]
    persons = [
        word for word in dict.fromkeys(leading)
        if (word in found or surface_token(word) in found) and office(word) is None and word not in FATHER_IN_CONSTRUCT
    ]
    if len({surface_token(word) for word in persons}) != 1:
        return []
    forms = [persons[0], surface_token(persons[0])]
    return list(dict.fromkeys([*forms, *(variant for form in forms for variant in name_variants(form))]))


def _unjoined(word: str) -> str:
    return word[1:] if word.startswith("و") and len(word) > 3 else word
