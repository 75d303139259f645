"""SUMMARY60: summary lead-ins SUMMARY57 did not read — two pieces (the writer's hedge, then the source saying), ended
by بأن, opened by the filler "يعني" with no mark — a quotation read after its summary ending where its mark closes,
and a "short answer" heading. My own wording (no fixture line); each reading fails on main."""

from __future__ import annotations

import pytest

from dalil.text.clause_summary import clause_said
from dalil.text.support import answer_sentences

QUOTE = "ولما بلغ الخبر إلى الوالي، أرسل جنده إلى القرية، فأحرقوا بيوتها كلها"


def _texts(answer: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(sentence.text, sentence.ids) for sentence in answer_sentences(answer)]


@pytest.mark.parametrize(
    "summary",
    [
        "حسب ما وصلني، الحكاية بتقول إن أرسل جنده إلى القرية",  # two pieces, "that" closing the second
        "يوضح الكلام بأن أرسل جنده إلى القرية",  # ended by بأن
        "يعني على الآخر أرسل جنده إلى القرية",  # the filler opens it, no mark
        "ya3ni bel balady أرسل جنده إلى القرية",  # Franco filler, no mark
        "اللي أفهمه: - أرسل جنده إلى القرية",  # a run of marks ends one piece
    ],
)
def test_a_clause_after_a_lead_in_of_the_new_shapes(summary: str) -> None:
    said = clause_said(summary, QUOTE)
    assert said is not None and said[1] == "أرسل جنده إلى القرية"


@pytest.mark.parametrize(
    "summary",
    [
        "حسب ما وصلني، الحكاية بتقول إن الوالي أرسل جنده إلى القرية",  # a word before the clause: a subject moved in
        "في الصعيد، الحكاية بتقول إن أرسل جنده إلى القرية",  # a place in the first piece
        "بعد سنين، الحكاية بتقول إن أرسل جنده إلى القرية",  # a time in the first piece
        "يعني في الصعيد أرسل جنده إلى القرية",  # a place in an unmarked lead-in
        "يعني مش أرسل جنده إلى القرية",  # a negator
        "ya3ni bel balady: ما أرسل جنده إلى القرية",  # ما after the mark, right before the clause: its negator
        "يعني باختصار: لو أرسل جنده إلى القرية",  # past the mark a word runs into the clause (a condition)
        "الحكاية بتقول إن، حسب ما وصلني، أخيرا، أرسل جنده إلى القرية",  # three pieces, "that" not closing the last
        "حسب ما وصلني أرسل جنده إلى القرية",  # no mark, no filler: the words run into the clause
        "يوضح الكلام بأن أرسل جنده إلى المدينة",  # the clause bent
        "",
        "x" * 5000,
    ],
)
def test_a_lead_in_that_says_something_or_a_bent_clause_is_no_summary(summary: str) -> None:
    assert clause_said(summary, QUOTE) is None


def test_two_pieces_with_a_saying_verb_of_the_source_name_no_speaker() -> None:
    answer = f"على ما أظن، النص بيقول إن أرسل جنده إلى القرية . ونصه: «{QUOTE}» [E1]."
    assert [(text.rstrip(" ."), ids) for text, ids in _texts(answer)] == [("أرسل جنده إلى القرية", ("E1",)), (f"«{QUOTE}»", ("E1",))]


def test_a_speaker_in_either_piece_is_no_lead_in() -> None:
    answer = f"على ما أظن، الوالي قال إن أرسل جنده إلى القرية . ونصه: «{QUOTE}» [E1]."
    assert ("أرسل جنده إلى القرية", ("E1",)) not in _texts(answer)


def test_the_quotation_ends_where_its_mark_closes() -> None:
    answer = "«2 – أرسل جنده إلى القرية، فأحرقوا بيوتها كلها»، el 5olasa: 2 – أرسل جنده إلى القرية [E1]."
    texts = _texts(answer)
    assert texts[0][0].endswith("أرسل جنده إلى القرية") and texts[1][0].startswith("«2 –") and "5olasa" not in texts[1][0]


def test_a_short_answer_heading_is_the_answer_heading() -> None:
    answer = f"### الإجابة المختصرة\nأرسل جنده إلى القرية.\n### النص\n«{QUOTE}» [E1]."
    assert all(ids for _, ids in _texts(answer))


def test_a_heading_that_says_something_stays_a_sentence() -> None:
    answer = f"### الإجابة المختصرة عن الوالي الظالم\nأرسل جنده إلى القرية.\n### النص\n«{QUOTE}» [E1]."
    assert any(not ids for _, ids in _texts(answer))
