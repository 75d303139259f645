"""MEND43: a question's time clause (`asked_reading.time_frame`) is read once per question, however many readers ask
it (`asked_predicates`, `frame_words`, `framed_verb`, `asked_subject`'s framing): it is pure in the question's text.
Fails on main 2c1156e (each reader read `asked_part` and the clause afresh)."""

from __future__ import annotations

from dalil.answer import asked_subject
from dalil.answer.asked_reading import asked_part, asked_predicates, frame_words, framed_verb, time_frame


def test_a_questions_time_clause_is_read_once_by_all_its_readers() -> None:
    question = "الأنبا صموئيل لما رجع من دير القلمون سكن فين؟"
    time_frame.cache_clear()
    asked_predicates(question)
    clause, main = frame_words(question)
    verb = framed_verb(question)
    framing = asked_subject._framing(question)
    info = time_frame.cache_info()
    assert (info.misses, info.hits) == (1, 3)
    words = asked_part(question)
    assert clause == ["رجع", "من", "دير", "القلمون"] and verb == "سكن" and "سكن" in main
    assert framing == {words[i] for i in time_frame(question)} == {"لما", *clause}
    assert time_frame.__wrapped__(question) == time_frame(question)  # the remembered reading is the reading
