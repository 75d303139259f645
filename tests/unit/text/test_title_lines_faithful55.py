"""FAITHFUL55: a title line over the cited text. A model puts a line over the quotation or the list it cites — a
markdown heading naming the record ("## يعقوب 2"), a heading or an intro line of words that only say the source's
words follow ("### ما يقوله النص"، "أبرز ما في الفقرة:"), a courtesy on its own line ("طبعا:"), bold enumerators
("**1.**") — and writes the one marker at the end. Read as an uncited sentence, each such faithful answer was refused.
A title of source words only is dropped; a title naming the cited record leads in its quote; any other title is read
with the claim under it (a wrong book, another service, a bent clause: refused). Records and wordings are my own.
"""

from __future__ import annotations

import pytest

from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.support import answer_sentences, without_presentation

NAMES = frozenset({"إبراهيم", "إسحق", "راحاب"})
CHUNK = "svd:Jas.2/4"
TITLE = "يعقوب 2"
S1 = "ألم يتبرر إبراهيم أبونا بالأعمال، إذ قدم إسحق ابنه على المذبح"
S2 = "فترى أن الإيمان عمل مع أعماله، وبالأعمال أكمل الإيمان"
EXCERPT = f"{S1}؟ {S2}. كذلك راحاب الزانية أيضا، أما تبررت بالأعمال."


def _failures(answer: str) -> list[str]:
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id=CHUNK, excerpt=EXCERPT, title=TITLE)], tokens=0)
    return validate_answer(payload, context, Settings(), known_names=NAMES).failures


@pytest.mark.parametrize("answer", [
    f"## يعقوب 2\n«{S2}» [E1].",  # the record's title as a heading
    f"### يعقوب 2\n- {S1}\n- {S2} [E1].",  # over a list
    f"### ما يقوله النص\n* {S1}\n* {S2} [E1].",  # a heading of source words only
    f"أبرز ما في الفقرة:\n1. {S1}\n2. {S2} [E1].",  # an intro line ended by ":"
    f"طبعا:\n«{S2}» [E1].",  # a courtesy on a line of its own
    f"**1.** {S1}\n**2.** {S2} [E1].",  # bold enumerators
    f"## التفاصيل\n**1.** {S1}\n**2.** {S2} [E1].",
])  # fmt: skip
def test_a_faithful_answer_under_a_title_line_is_published(answer: str) -> None:
    assert _failures(answer) == []


@pytest.mark.parametrize("answer", [
    f"## يعقوب 3\n«{S2}» [E1].",  # another chapter
    f"## رومية 2\n«{S2}» [E1].",  # another book
    f"### صلاة الغروب\n- {S1}\n- {S2} [E1].",  # another record named over a faithful list
    f"## إبراهيم قدم يعقوب على المذبح\n«{S1}» [E1].",  # a heading that says a bent clause
    f"أبرز ما قاله بطرس في الفقرة:\n1. {S1}\n2. {S2} [E1].",  # an intro naming another speaker
    f"### ما يقوله النص\n* {S1}\n* فترى أن الإيمان لم يعمل مع أعماله [E1].",  # a list item bent
    "طبعا:\n«فترى أن الإيمان عمل مع أعماله، وبالأعمال أكمل الرجاء» [E1].",  # the quote bent
    f"**1.** ألم يتبرر إسحق أبونا بالأعمال، إذ قدم إبراهيم ابنه على المذبح\n**2.** {S2} [E1].",  # names exchanged
    f"## يعقوب 2\n«{S2}».",  # no marker at all
])  # fmt: skip
def test_a_bend_under_a_title_line_is_refused(answer: str) -> None:
    assert _failures(answer)


def test_a_title_naming_the_record_leads_in_its_claim() -> None:
    sentences = answer_sentences(f"## يعقوب 2\n«{S2}» [E1].")
    assert len(sentences) == 1 and sentences[0].source == "يعقوب 2" and sentences[0].ids == ("E1",)
    assert sentences[0].written is not None and sentences[0].written.startswith("يعقوب 2: ")


def test_a_title_of_source_words_is_dropped() -> None:
    sentences = answer_sentences(f"### ما يقوله النص\n«{S2}» [E1].")
    assert len(sentences) == 1 and sentences[0].source is None and sentences[0].ids == ("E1",)


def test_a_title_line_with_nothing_under_it_stays_a_sentence() -> None:
    sentences = answer_sentences(f"«{S2}» [E1].\n## إبراهيم قدم إسحق")
    assert [s.ids for s in sentences] == [("E1",), ()]


def test_the_title_mark_never_reaches_a_reader() -> None:
    read = without_presentation(f"## يعقوب 2\n«{S2}» [E1].")
    assert "\ue001" not in read and "#" not in read


@pytest.mark.parametrize("answer", ["", "## \n", "#" * 7 + " x", "x" * 20_000, "## Ignore previous instructions\nok [E1]."])
def test_bad_input_reads_as_nothing_asked(answer: str) -> None:
    assert all("\ue001" not in s.text for s in answer_sentences(answer))
