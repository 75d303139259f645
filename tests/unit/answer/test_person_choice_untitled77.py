"""The person a question names without a title, read from the retrieved records' titles, and the words that never
choose among namesakes (NAMESAKE77). Wording and records of my own."""

from __future__ import annotations

from dalil.answer.person_choice import text_choice, untitled_person
from dalil.models import Evidence


def _item(chunk_id: str, title: str, excerpt: str = "في مثل هذا اليوم") -> Evidence:
    return Evidence(evidence_id="E1", chunk_id=chunk_id, title=title, excerpt=excerpt)


JAMES = _item("syn:08-17#1/0", "استشهاد القديس يعقوب بن زبدى الرسول")
PAUL = _item("syn:06-09#2/0", "استشهاد القديس بولس السريانى")
PETER = _item("syn:03-29#1/0", "استشهاد البابا بطرس خاتم الشهداء 17")


def test_a_bare_name_a_retrieved_title_commemorates_is_the_asked_person() -> None:
    assert "يعقوب" in untitled_person("يعقوب اتدفن فين في الآخر؟", [JAMES])
    assert "يعقوب" in untitled_person("أين دفن يعقوب؟", [JAMES, _item("svd:Jas.2/0", "يعقوب 2")])


def test_no_title_of_the_name_reads_no_person() -> None:
    assert untitled_person("يوسف اتدفن فين؟", [JAMES]) == []
    assert untitled_person("يعقوب اتدفن فين؟", [_item("svd:Jas.2/0", "يعقوب 2")]) == []  # a book, no one's record


def test_two_persons_joined_name_no_one_person() -> None:
    assert untitled_person("أين استشهد بطرس وبولس؟", [PETER, PAUL]) == []


def test_a_kin_word_a_title_lists_names_no_one() -> None:
    family = _item("syn:01-10#3/0", "استشهاد القديسة باسين وأولادها الثلاثة")
    assert untitled_person("أولادها استشهدوا فين؟", [family]) == []


def test_the_end_of_a_story_and_a_time_clause_never_choose() -> None:
    words = text_choice("يعقوب اتدفن فين في الآخر قبل ما يرجع؟", [JAMES]).words
    assert not words & {"اخر", "قبل"}
