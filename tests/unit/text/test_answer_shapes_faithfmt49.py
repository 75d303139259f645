"""FAITHFMT49: faithful answers in the shapes models write them, read by their structure before their claims are
checked (`text.support`: `source_lead`, `ITEM_BREAK`/`AnswerSentence.items`, `addresses_reader`; `answer.validate`),
each with bent twins hidden inside the same shape that must still be refused. Records and wordings are my own:
- a lead-in that only names the cited record by its title ("من «…» مكتوب:"، "ملخص «…»، والنص بيقول:"، Franco
  "men «…» el nas by2ol:"، an unquoted title before ":"): taken off only when the title is the cited evidence's;
  another chapter, another saint, or one more word (an author, a place) and the sentence is checked whole;
- a one-line numbered list of points: each item checked alone against the cited excerpt; one bent item refuses
  the list; items that are clauses of one excerpt sentence still pass as the sentence they join (FAITH43);
- a greeting or closing wish addressed to the reader is no claim; one that carries a fact, a name, a number,
  a negation or a judgement is, and "والله أعلم" (a hedge, addressed to no one) stays one.
"""

from __future__ import annotations

import pytest

from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.courtesy import addresses_reader
from dalil.text.support import answer_sentences, names_title, source_lead

NAMES = frozenset({"أبللو", "بيجول", "فيلكس"})
CHUNK = "syn:02-19#1/0"
TITLE = "نياحة القديس أبللو"
# A record of my own, in the Synaxarium's style: three sentences.
RECORD = (
    "في مثل هذا اليوم تنيح القديس أبللو رفيق الأنبا بيجول. "
    "وكان قد ترهب في جبل أتريب وأقام في مغارة صغيرة يصلي ليلا ونهارا. "
    "ولما كملت أيامه أسلم روحه بيد الرب ودفنه الرهبان بإكرام."
)
FIRST = "في مثل هذا اليوم تنيح القديس أبللو رفيق الأنبا بيجول"
SECOND = "وكان قد ترهب في جبل أتريب وأقام في مغارة صغيرة يصلي ليلا ونهارا"
THIRD = "ولما كملت أيامه أسلم روحه بيد الرب ودفنه الرهبان بإكرام"


def _failures(answer: str, title: str | None = TITLE, excerpt: str = RECORD) -> list[str]:
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id=CHUNK, excerpt=excerpt, title=title)], tokens=0)
    return validate_answer(payload, context, Settings(), known_names=NAMES).failures


# --- a lead-in that only names the cited record ---------------------------------------------------


@pytest.mark.parametrize("answer", [
    f"من «{TITLE}» مكتوب: «{SECOND}» [E1].",
    f"ملخص «{TITLE}»، والنص بيقول: «{THIRD}» [E1].",
    f"باختصار، حسب ما في «{TITLE}»: «{SECOND}» [E1].",
    f"**ده اللي في «{TITLE}»:** «{THIRD}» [E1].",
    f"men «{TITLE}» el nas by2ol: «{SECOND}» [E1].",
    f"في {TITLE}: «{THIRD}» [E1].",
])  # fmt: skip
def test_a_lead_in_naming_the_cited_record_is_not_a_claim(answer: str) -> None:
    assert _failures(answer) == []


@pytest.mark.parametrize("answer", [
    f"من «نياحة القديس فيلكس» مكتوب: «{SECOND}» [E1].",  # another saint's record
    f"ملخص ما كتبه الأنبا بيجول في «{TITLE}»: «{SECOND}» [E1].",  # an author added
    f"من «{TITLE}» في أتريب: «{THIRD}» [E1].",  # a place added
    f"في نياحة القديس بيجول: «{THIRD}» [E1].",  # an unquoted title of another record
    f"من «{TITLE}» مكتوب: «وكان قد ترهب في جبل القلمون وأقام في مغارة صغيرة يصلي ليلا ونهارا» [E1].",  # the quote bent
])  # fmt: skip
def test_a_lead_in_naming_another_record_or_more_is_checked_whole(answer: str) -> None:
    assert _failures(answer) != []


def test_source_lead_reads_the_record_and_the_claim() -> None:
    assert source_lead(f"من «{TITLE}» مكتوب: «{SECOND}»") == (TITLE, f"«{SECOND}»")
    assert source_lead(f"ملخص «{TITLE}»") == (TITLE, "")
    assert source_lead(f"قال الأنبا بيجول في «{TITLE}»: «{SECOND}»") is None
    assert names_title("نياحة  القديس أبللو", TITLE) and not names_title("نياحة القديس بيجول", TITLE)


# --- a one-line numbered list ----------------------------------------------------------------------


@pytest.mark.parametrize("answer", [
    f"1. «{FIRST}»، 2. «{SECOND}» [E1].",
    f"١) {SECOND}؛ ٢) {THIRD} [E1].",
    f"1. «{FIRST}» - 2. «{SECOND}» - 3. «{THIRD}» [E1].",
])  # fmt: skip
def test_each_item_of_a_one_line_list_is_checked_alone(answer: str) -> None:
    assert _failures(answer) == []
    sentences = answer_sentences(answer)
    # items joined by "،" or a dash are one sentence's items; items ended by "؛" are sentences cited by the list's marker
    assert all(sentence.ids == ("E1",) for sentence in sentences)
    assert len(sentences) == 2 or len(sentences[0].items) >= 2  # noqa: PLR2004 - two items, or one sentence of items


@pytest.mark.parametrize("answer", [
    f"1. «{FIRST}»\n2. «{SECOND}» [E1].",
    f"- {SECOND}\n- {THIRD} [E1]",
    f"الخلاصة:\n1) «{FIRST}»\n\n2) «{THIRD}» [E1].",
])  # fmt: skip
def test_items_of_a_list_of_lines_are_cited_by_the_marker_that_closes_it(answer: str) -> None:
    sentences = answer_sentences(answer)
    assert all(sentence.ids == ("E1",) for sentence in sentences if sentence.text != "الخلاصة:")
    assert _failures(answer) == []


@pytest.mark.parametrize("answer", [
    f"1. «{FIRST}»\n2. «وكان قد ترهب في جبل القلمون وأقام في مغارة صغيرة يصلي ليلا ونهارا» [E1].",  # a place
    f"- «في مثل هذا اليوم استشهد القديس أبللو رفيق الأنبا بيجول»\n- «{THIRD}» [E1].",  # a deed, in the uncited item
    f"1. «{FIRST}»\n2. «{SECOND}»",  # no marker closes the list
    f"الخلاصة في أتريب:\n1. «{FIRST}»\n2. «{SECOND}» [E1].",  # a heading that names a place
])  # fmt: skip
def test_a_list_of_lines_with_one_bent_or_uncited_item_is_refused(answer: str) -> None:
    assert _failures(answer) != []


@pytest.mark.parametrize("answer", [
    f"1. «{FIRST}»، 2. «وكان قد ترهب في جبل أتريب وأقام في مغارة صغيرة يصلي ليلا فقط» [E1].",  # a quantifier
    f"1. «في مثل هذا اليوم تنيح القديس فيلكس رفيق الأنبا بيجول»، 2. «{SECOND}» [E1].",  # a name
    f"1. «{SECOND}»، 2. «ولما كملت أيامه أسلم روحه بيد الرب ولم يدفنه الرهبان» [E1].",  # a negation
    f"1. «{FIRST}»، 2. «وبنى كنيسة كبيرة في أخميم» [E1].",  # an item of no record
])  # fmt: skip
def test_a_list_with_one_bent_item_is_refused(answer: str) -> None:
    assert _failures(answer) != []


# --- a line addressed to the reader ----------------------------------------------------------------


@pytest.mark.parametrize("closing", [
    "ربنا يكرمك.", "الله يحفظكم ويبارك فيكم.", "أهلا بيكي!", "rabena ykhalik.", "الرب معاك ويحافظ عليك.",
])  # fmt: skip
def test_a_wish_to_the_reader_is_no_claim(closing: str) -> None:
    assert addresses_reader(closing)
    assert _failures(f"{THIRD} [E1]. {closing}") == []
    assert _failures(f"{closing} {THIRD} [E1].") == []


@pytest.mark.parametrize("closing", [
    "ربنا يكرمك، والقديس ده اتنيح في شبابه.",  # a deed of the record
    "ربنا يكرمك، وده كان سنة 390.",  # a year
    "الله يحفظك زي ما حفظ الأنبا بيجول.",  # a name
    "ربنا معاك، والرهبان مدفنوش جسده.",  # a negated claim
    "ربنا يكرمك، وكان أقدس رهبان عصره.",  # a judgement
    "rabena ykhalik, we el 2eddis etnaya7 sanat 390.",  # Franco, with a year
    "والله أعلم.",  # a hedge on the answer, addressed to no one
    "الملك يحبك.",  # someone else is the subject
])  # fmt: skip
def test_a_courtesy_line_that_carries_anything_else_is_a_claim(closing: str) -> None:
    assert not addresses_reader(closing)
    assert "uncited_claim" in _failures(f"{THIRD} [E1]. {closing}")
