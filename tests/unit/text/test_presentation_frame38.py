"""FRAME38: a faithful cited sentence a model wraps in presentation (a markdown heading, a list bullet,
bold, an answer frame that asserts nothing: "حسب المصدر،", "وفقا للنص:", "الإجابة:", "According to the
source:") reads as the sentence it cites (`support.without_presentation`, used by `answer_sentences`, so
the validator, the offline critic and the eval share it). My own wording, no probe's sentence; each
faithful case has a bent twin: a frame around a bent sentence, or a "frame" that adds a claim (another
source, a person, a number, a negation; a heading that says something), must still be refused.
"""

from __future__ import annotations

import pytest

from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.support import answer_sentences, without_presentation

NAMES = frozenset({"صموئيل", "بيشوي"})
MONASTERY = "وفي تلك السنة بنى الأنبا صموئيل ديرا في جبل القلمون وجمع فيه رهبانا كثيرين."
SENTENCE = "وفي تلك السنة بنى الأنبا صموئيل ديرا في جبل القلمون وجمع فيه رهبانا كثيرين"
BENT = "وفي تلك السنة بنى الأنبا صموئيل ديرين في جبل القلمون وجمع فيه رهبانا كثيرين"


def _failures(answer: str) -> list:
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:07-01#1/0", excerpt=MONASTERY)], tokens=0)
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    return validate_answer(payload, context, Settings(), known_names=NAMES).failures


FRAMES = [
    "حسب المصدر، {s} [E1].",
    "بحسب النص: {s} [E1].",
    "وفقا للنص، {s} [E1].",
    "وفقًا للمصدر: {s} [E1].",
    "كما ورد في المصدر، {s} [E1].",
    "زي ما النص بيقول، {s} [E1].",
    "الإجابة: {s} [E1].",
    "**الإجابة:** {s} [E1].",
    "### الإجابة\n{s} [E1].",
    "## الجواب\n\n- {s} [E1].",
    "- **حسب المصدر،** {s} [E1].",
    "* {s} [E1].",
]


@pytest.mark.parametrize("frame", FRAMES)
def test_a_frame_around_a_faithful_sentence_is_presentation(frame: str) -> None:
    assert _failures(frame.format(s=SENTENCE)) == []


def test_bold_inside_the_sentence_is_presentation() -> None:
    assert _failures("وفي تلك السنة بنى **الأنبا صموئيل** ديرا في جبل القلمون وجمع فيه رهبانا كثيرين [E1].") == []


def test_an_english_frame_reads_as_the_cited_sentence() -> None:
    (sentence,) = answer_sentences(f"According to the source: {SENTENCE} [E1].")
    assert sentence.text.startswith(SENTENCE) and sentence.ids == ("E1",)


@pytest.mark.parametrize("frame", FRAMES)
def test_a_frame_around_a_bent_sentence_is_still_refused(frame: str) -> None:
    assert _failures(frame.format(s=BENT)) != []


@pytest.mark.parametrize("answer", [
    f"حسب التقليد الشعبي، {SENTENCE} [E1].",  # another source named
    f"بحسب الأنبا بيشوي، {SENTENCE} [E1].",  # a person
    f"حسب ثلاثة مؤرخين، {SENTENCE} [E1].",  # a number
    f"حسب 3 مصادر، {SENTENCE} [E1].",
    f"ليس حسب المصدر، {SENTENCE} [E1].",  # a negation
    f"### أول دير بني في مصر كلها\n{SENTENCE} [E1].",  # a heading that says something
    f"**الإجابة:** أقدم دير في مصر. {SENTENCE} [E1].",  # the answer frame then an uncited claim
])  # fmt: skip
def test_a_frame_that_adds_a_claim_is_refused(answer: str) -> None:
    assert _failures(answer) != []


@pytest.mark.parametrize("text", [
    "حسب التقليد، ولد في أسيوط.",
    "بحسب الأنبا بيشوي، بنى ديرا.",
    "حسب المصدر 3، ولد.",
    "### ما بناه\nبنى ديرا.",
])  # fmt: skip
def test_what_is_not_a_frame_keeps_its_words(text: str) -> None:
    assert [w for w in without_presentation(text).split() if w.strip("#")] == [w for w in text.split() if w.strip("#")]


def test_a_numbered_list_is_still_presentation() -> None:  # FAITH37's enumerators, through the one place
    assert without_presentation("1. بنى ديرا.\n2. وجمع رهبانا.") == "بنى ديرا.\nوجمع رهبانا."
