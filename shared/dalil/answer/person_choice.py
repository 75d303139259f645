"""The question's words that choose among the records of persons who share the asked name, read in each
record's retrieved text (`retrieval.names.TextChoice`): "إيه اللي خلّى الأنبا بولا يسيب خناقة الميراث مع
أخوه" names Paul, whom two records commemorate, and only the hermit's tells an inheritance and a brother.

What the question asks is no such word: the asked slot's phrase ("كم كان عمر" an age, "من أي بلد" a
place, "كام راهب" a count) or kin ("ما اسم أخت X") is in many a record of either person and says which
one no more than the name.
"""

from __future__ import annotations

from collections.abc import Iterable

from dalil.answer.asked_reading import asked_predicates, asked_slot
from dalil.answer.name_asked import NAME_ASK_WORDS
from dalil.models import Evidence
from dalil.retrieval.names import TextChoice, texts_by_record
from dalil.text.support import subject_terms, term_set


def text_choice(question: str, evidence: Iterable[Evidence]) -> TextChoice:
    """The question's subject terms but its asked slot's, and the text each record of `evidence` holds."""
    slot = asked_slot(question)
    # the slot's phrase and, for a person asked by role, the clause that describes the role ("الوالي الذي
    # عذب الأنبا أنطونيوس": the deed asked about, which of the namesakes suffered it is the question)
    asked = term_set(" ".join([*slot.spans, *slot.clause_object])) if slot is not None else frozenset()
    # a kin or a relation asked, and by name ("ما اسم أخت X"): any record may tell his sister's name
    asked |= term_set(" ".join(cue for predicate in asked_predicates(question) for cue in predicate.cues))
    asked |= term_set(" ".join(NAME_ASK_WORDS))
    return TextChoice(subject_terms(question) - asked, texts_by_record((item.chunk_id, item.excerpt) for item in evidence))


def records_with_titles(evidence: Iterable[Evidence]) -> dict[str, tuple[str, str]]:
    """{doc id: (its title, its retrieved excerpts joined)}: what a record says of its person, the title too
    ("نياحة أنبا كيرلس أسقف أورشليم" gives Cyril his see where no excerpt does)."""
    items = list(evidence)
    titles = {item.chunk_id.rpartition("/")[0]: item.title or "" for item in items}
    texts = texts_by_record((item.chunk_id, item.excerpt) for item in items)
    return {doc_id: (titles[doc_id], text) for doc_id, text in texts.items()}
