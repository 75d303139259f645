"""The asked slot read from the question (answer/slot_reading.py): its type and head from the question's
own words. Wording of my own, not any fixture's (issue 19); moved from test_answer_slot.py (SPLIT19B)."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.slot_reading import contents_asked
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    ("question", "kind", "head"),
    [
        ("كم عدد الكنائس في مدينة أسوان؟", "count", ("الكنائس",)),
        ("الدير كان فيه كام راهب؟", "count", ("راهب",)),
        ("عدد رهبان الدير قد إيه؟", "count", ("رهبان",)),
        ("كم سنة قضى الراهب في المغارة؟", "duration", ("قضي",)),
        ("القديس عاش كام سنة في البرية؟", "duration", ("عاش",)),
        ("كان عنده كام سنة لما ترهب؟", "age", ("ترهب",)),  # the event the age is asked at (FQ13CLASS19)
        ("كم كان عمر الشهيد لما اتقبض عليه؟", "age", ("اتقبض",)),
        ("القديسه دميانه استشهدت وهي عندها كام سنه", "age", ("استشهدت",)),  # the event by its predicate, not its shape
        ("القديس بساده استشهد وعمره كام سنة", "age", ("استشهد",)),  # an age word glued to و: an age, not a span
        ("الكنيسة اتبنت سنة كام؟", "year", ("اتبنت",)),
        ("في أي سنة اتبنى الدير؟", "year", ("اتبني",)),
        ("الأسقف اتدفن فين؟", "place", ("اتدفن",)),
        ("طول النهر كام كيلومتر؟", "measure", ("طول",)),
        ("البطريرك اترسم بعد مين؟", "person", ("اترسم",)),
        ("من هو الأنبا بولا؟", None, ()),
        ("ماذا قال الملاك للراعي؟", None, ()),
    ],
)
def test_the_slot_is_read_from_the_question_word_and_what_it_governs(question: str, kind: str | None, head: tuple[str, ...]) -> None:
    slot = asked_slot(question)
    assert (slot.kind if slot else None) == kind
    if slot is not None:
        assert slot.head == head


@pytest.mark.parametrize(
    "question",
    ["من هو الأنبا شنودة؟", "مين هو القديس مكاريوس ده؟", "من هو الراهب بولا البرموسي؟"],
)
def test_who_is_a_named_person_asks_nothing_by_name(question: str) -> None:
    """A title before a name is who that one is: any statement of him answers, no new name is
    wanted. (An office in construct with a place, "من كان أسقف أسيوط", asks the holder's name:
    test_answer_slot_name_or_kind.py.)"""
    slot = asked_slot(question)
    assert slot is None or not slot.by_name



@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("الأنبا يوساب قعد بطريرك قد إيه؟", "duration"),  # an office held: how long, not how many
        ("الأنبا ثاوفيلس فضل مطران قد ايه", "duration"),
        ("البابا ديمتريوس كان بطريرك قد إيه؟", "duration"),  # the copula before the office
        ("البابا مكاريوس قعد بطرك قد ايه", "duration"),  # the Egyptian spelling of the office (text/offices.py)
        ("البابا ديمتريوس قعد بطريرك كام سنة؟", "duration"),  # the twin with a unit
        ("الكنيسة فيها كهنة قد إيه؟", "count"),  # no verb before the office: a count
    ],
)
def test_how_much_after_an_office_held_asks_its_length(question: str, kind: str | None) -> None:
    slot = asked_slot(question)
    assert (slot.kind if slot else None) == kind


@pytest.mark.parametrize(
    ("question", "noun"),
    [
        # "إيه/ما حكاية X" asks a telling of X (a request word, `text.question_frame.REQUESTS`), not the members of a حكاية
        ("ما حكاية بيت الرب في المزمور", None),
        ("ايه حكاية الست دي", None),
        # a noun in construct still asks its members
        ("ما معجزات الأنبا برسوم", "معجزات"),
        ("ما هي هدايا المجوس", "هدايا"),
    ],
)
def test_a_telling_asked_is_no_members_asked(question: str, noun: str | None) -> None:
    assert contents_asked(fold(question).split()) == (fold(noun) if noun else None)


@pytest.mark.parametrize(
    ("question", "by_name"),
    [
        # A nisba right before a relative clause is a person by his people, place or trade: his name is asked
        # (ASKEDTERM70), so a sentence where he stays unnamed answers nothing.
        ("ما اسم الصيدلي الذي باع الدواء للمريض؟", True),
        ("ايه اسم الفلسطيني اللي كتب القصيدة؟", True),
        ("ما اسم الكيميائي الذي اكتشف العنصر؟", True),
        # A place unit or a bare noun of three letters and ي is no nisba: the slot stays unread here.
        ("ما اسم الكرسي الذي جلس عليه؟", False),
        ("ما اسم الحي الذي سكن فيه؟", False),
    ],
)
def test_a_nisba_before_a_relative_clause_asks_a_person_by_name(question: str, by_name: bool) -> None:
    slot = asked_slot(question)
    assert (slot is not None and slot.kind == "person" and slot.by_name) is by_name
