"""A person the question describes by a deed, a work or a role (an agent noun and its complement) must be
described so by the cited record, else the answer declines (answer/described.py, OUTCORPUS48, issue 19).
Records are invented; the wordings are not the fresh sets'."""

from __future__ import annotations

import pytest

from dalil.answer.described import agent_noun, described_problem, descriptions, held_together
from dalil.models import Evidence
from dalil.reasons import DESCRIBED_UNSUPPORTED, SENTENCES, sentence
from dalil.settings import Settings
from dalil.text.normalize import fold
from dalil.workflow.state import Validation, WorkflowState
from dalil.workflow.transitions import final_outcome

# words the corpus writes as names: saints and places, no common noun
NAMES = frozenset(fold("مرقس انطونيوس باخوميوس اخميم ليفربول").split())

_BIRTH = "في مثل هذا اليوم تنيح القديس العظيم، وقد ولد بمدينة أخميم من أبوين مسيحيين سنة 292 م"


def _record(excerpt: str, title: str = "", chunk: str = "syn:01-01#1/0") -> list[Evidence]:
    return [Evidence(evidence_id="E1", chunk_id=chunk, title=title, excerpt=excerpt)]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("في أي مدينة اتولد مخترع الراديو؟", [("مخترع", ("الراديو",))]),
        ("مكتشف الانسولين مات سنة كام", [("مكتشف", ("الانسولين",))]),
        ("مؤسس شركة جوجل اسمه ايه", [("مؤسس", ("شركه", "جوجل"))]),  # the naming frame ends the complement
        ("مؤلف رواية الحرافيش اتولد فين", [("مؤلف", ("روايه", "الحرافيش"))]),
        ("كاتب رواية الحرافيش اتولد فين", [("كاتب", ("روايه", "الحرافيش"))]),  # a فاعل head, read since DESCRIBED49
        ("mosammem el ahram etwalad fein", []),  # Franco: read as its Arabic search, not its letters
    ],
)
def test_an_agent_noun_and_its_complement_are_the_description(question: str, expected: list) -> None:
    assert descriptions(question, NAMES) == expected


@pytest.mark.parametrize(
    "question",
    [
        "القديس مرقس كاتب الانجيل اتولد فين",  # a named person: his premises are answer/premise.py's
        "الانبا باخوميوس مؤسس الشركة تنيح امتى",
        "مرقس الرسول استشهد سنة كام",  # a name of an agent noun's shape is no head
        "في أي مدينة ولد القديس انطونيوس؟",  # no description at all
        "مين اللي بنى الدير الأبيض",  # a relative clause is not read (RESULTS.md: 3 right answers lost)
    ],
)
def test_no_description_is_read_beside_a_name_or_without_an_agent_noun(question: str) -> None:
    assert descriptions(question, NAMES) == []


def test_agent_noun_shapes() -> None:
    assert all(agent_noun(fold(word), NAMES) for word in ("مخترع", "مكتشف", "مؤسس", "مصمم", "مؤلف", "مستكشف"))
    assert not any(agent_noun(fold(word), NAMES) for word in ("مرقس", "مدينة", "القديس", "سنة", "مات", "مين", "كاتب"))


def test_a_saints_birth_does_not_answer_an_inventors_birthplace() -> None:
    cited = _record(_BIRTH, "نياحة القديس")
    assert described_problem("في أي مدينة اتولد مخترع الراديو؟", cited, cited, NAMES) == f"{DESCRIBED_UNSUPPORTED}: مخترع"
    # the head held, not its complement: Edison's record for the telephone
    edison = _record("توماس أديسون (1847-1931)، مخترع ورجل أعمال أمريكي، اخترع المصباح الكهربائي", "توماس إديسون")
    assert described_problem("مخترع الراديو اتولد سنة كام", edison, edison, NAMES) == f"{DESCRIBED_UNSUPPORTED}: الراديو"


def test_a_record_that_holds_the_description_answers() -> None:
    edison = _record("توماس أديسون (1847-1931)، مخترع ورجل أعمال أمريكي، اخترع المصباح الكهربائي", "توماس إديسون")
    assert described_problem("مخترع المصباح الكهربائي مات سنة كام", edison, edison, NAMES) is None
    # the head in another form of its root: "تأسس … على يد" holds "مؤسس"
    club = _record("نادي ليفربول تأسس سنة 1892 على يد رجل الأعمال جون هولدينغ", "نادي ليفربول", "arcd:x/0")
    assert described_problem("مؤسس نادي ليفربول كان اسمه ايه", club, club, NAMES) is None
    # the description in another retrieved chunk of the same record
    second = [Evidence(evidence_id="E2", chunk_id="arcd:x/1", title="نادي ليفربول", excerpt="فاز النادي بالدوري 18 مرة")]
    assert described_problem("مؤسس نادي ليفربول كان اسمه ايه", second, [*second, *club], NAMES) is None
    assert described_problem("مؤسس نادي ليفربول كان اسمه ايه", second, second, NAMES) is not None


def test_the_complement_must_be_held_as_one_phrase() -> None:
    scattered = _record("مؤسس علم العمران، تخرج من جامعة الزيتونة وتوفي في القاهرة سنة 1406", "ابن خلدون")
    assert described_problem("مؤسس جامعة القاهرة مات سنة كام", scattered, scattered, NAMES) == (
        f"{DESCRIBED_UNSUPPORTED}: جامعه القاهره"
    )
    assert held_together(("شركه", "جوجل"), fold("الرئيس التنفيذي لشركة جوجل الأمريكية").split())
    assert not held_together(("جامعه", "القاهره"), fold("جامعة الزيتونة في تونس ثم القاهرة").split())


def test_no_cited_record_or_no_description_decides_nothing() -> None:
    cited = _record(_BIRTH)
    assert described_problem("في أي مدينة اتولد مخترع الراديو؟", [], cited, NAMES) is None
    assert described_problem("القديس انطونيوس اتولد فين", cited, cited, NAMES) is None


def test_the_reason_is_kept_with_its_sentence() -> None:
    code = f"{DESCRIBED_UNSUPPORTED}: مخترع"
    assert DESCRIBED_UNSUPPORTED in SENTENCES
    assert sentence(code) == SENTENCES[DESCRIBED_UNSUPPORTED]
    state = WorkflowState(question="مخترع الراديو اتولد فين", has_evidence=True, cards_on_topic=True)
    state.validation = Validation(valid=False, codes=[code])
    assert (final_outcome(state, Settings()).outcome, final_outcome(state, Settings()).reason) == ("sources", code)
