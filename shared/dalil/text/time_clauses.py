"""The words that open a time clause: one table for every reader (CLAUSE41, issue 19).

A time clause locates the clause it is set beside; it is not what that clause tells: "ولما بلغت خمس عشرة
سنة أراد أبوها أن يزوجها", "بعدما أرسل رفيقه إلى الإسكندرية نال …", "لما ساب بولس راح فين". Its words:

- `WHEN_CONJUNCTIONS`: "when", the two events at one time — لما، عندما، حين، حينما (Egyptian and MSA);
- `AFTER_CONJUNCTION` / `BEFORE_CONJUNCTION`: the ما-glued "after"/"before" (بعدما، قبلما), and
  `TIME_PREPOSITIONS`, the same words written apart ("بعد ما", "بعد أن", "قبل أن");
- `SOON_AFTER`: عقب، إثر ("right after"), read only as an order between two events (`text.order`).

All folded (`normalize.fold`). A glued و/ف ("ولما", "فعندما", "وحين") is read by `with_glued` from
`text.glued`'s one table. The readers: the claim checks of `text.order` (which event came first),
`text.conditions` (a claim that writes a time word keeps its clause), `text.assertions` and `text.rubrics`;
the answer checks of `answer.slot_stated`, `answer.answer_type`, `answer.asked_reading`,
`answer.asked_subject`, `answer.asked_stated`, `answer.slot_words`; the extractive answerer.
A module of `text` that imports only `text.glued`, so any reader can import it without a cycle.
"""

from __future__ import annotations

from collections.abc import Iterable

from dalil.text.glued import GLUED_CONJUNCTIONS

WHEN_CONJUNCTIONS = frozenset(("لما", "عندما", "حين", "حينما"))
AFTER_CONJUNCTION = "بعدما"
BEFORE_CONJUNCTION = "قبلما"
ORDER_CONJUNCTIONS = frozenset((AFTER_CONJUNCTION, BEFORE_CONJUNCTION))
TIME_PREPOSITIONS = frozenset(("بعد", "قبل"))
SOON_AFTER = frozenset(("عقب", "اثر"))
# Every word that opens a time clause, bare.
TIME_CLAUSE_OPENERS = WHEN_CONJUNCTIONS | ORDER_CONJUNCTIONS | TIME_PREPOSITIONS
# What makes "بعد"/"قبل" open a clause rather than govern a noun: "بعد ما / بعد أن / قبل ما …" (folded).
COMPLEMENTIZERS = frozenset(("ما", "ان"))


def opens_order_clause(word: str, following: str) -> bool:
    """Does `word` (folded), before `following`, open a clause of after or before: "بعدما"، "قبلما", or "بعد"/"قبل"
    with "ما"/"أن"? The one test of the question readers (`asked_reading.asked_part`, `time_frame`, `asked_subject`)
    and of the question's opener terms (`support.time_opener_terms`, read by the evidence floor and the answerer)."""
    return word in ORDER_CONJUNCTIONS or (word in TIME_PREPOSITIONS and following in COMPLEMENTIZERS)


def with_glued(words: Iterable[str]) -> frozenset[str]:
    """`words`, and each under a glued و/ف ("لما" -> لما، ولما، فلما)."""
    bare = frozenset(words)
    return bare | frozenset(glued + word for glued in GLUED_CONJUNCTIONS for word in bare)


# "when", bare or glued: "ولما بلغ …", "فعندما سمع …", "وحين دخل …".
WHEN_OPENERS = with_glued(WHEN_CONJUNCTIONS)
