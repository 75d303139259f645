"""A sentence of the asked kind read with the other sentences of its excerpt (FLOOR33, issue 19).

A passage names whom and what it tells of once and gives the value in another sentence: "وبعد حين قصد القديس
باخوميوس ، وترهب عنده . ومكث هكذا ثلاث عشرة سنة ." The value's sentence holds too few of the question's words
alone or with its record's title; read with its excerpt's other sentences, as with the title, it answers — only
for a question whose answer is a value a sentence states by itself (a count, a date, a place, a name), and only
when the sentence itself states the rest of what is asked and is of that kind."""

from __future__ import annotations

from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings

_TITLE = "نياحة القديس غريغوريوس الراهب"
_EXCERPT = (
    "فقبل منه القديس صدقته وصرفها في كل عمارة أديرة الشركة المقدسة . وبعد حين قصد القديس باخوميوس ، وترهب عنده ،"
    " وجاهد في ممارسة جميع أنواع الفضيلة . ومكث هكذا ثلاث عشرة سنة . ولما جاء القديس مقاريوس لزيارة القديس باخوميوس ."
)


def _answer(question: str, excerpt: str = _EXCERPT) -> str:
    evidence = [Evidence(evidence_id="E1", chunk_id="syn:01-24#3/2", title=_TITLE, excerpt=excerpt)]
    payload = ExtractiveProvider(Settings()).answer(question, evidence)
    return payload.answer if payload.status == "answered" else ""


def test_the_value_sentence_read_with_its_excerpt_answers_a_count() -> None:
    assert "ثلاث عشرة سنة" in _answer("غريغوريوس الراهب مكث كام سنة عند القديس باخوميوس؟")


def test_no_sentence_of_the_asked_kind_no_answer() -> None:
    """The same passage without the count: nothing states it, however many words the excerpt shares."""
    without = _EXCERPT.replace("ومكث هكذا ثلاث عشرة سنة .", "ومكث هكذا زمانا .")
    assert _answer("غريغوريوس الراهب مكث كام سنة عند القديس باخوميوس؟", without) == ""


def test_a_question_of_no_value_kind_is_not_read_with_the_excerpt() -> None:
    """"What did he do there" asks no value a sentence states by itself: the excerpt's words are not lent."""
    assert _answer("غريغوريوس الراهب عمل ايه لما مكث عند القديس باخوميوس؟") == ""
