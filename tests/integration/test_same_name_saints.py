"""Saints who share a name, end to end: a real SQLite store of Synaxarium-shaped records written for
this test (not copies of the team's data), the workflow's steps in the local runner's order, and
the offline extractive provider.

Two saints named Abanoub each have their own record. "من هو القديس أبانوب؟" chooses neither, so
any answer would be a guess: the question is declined before a draft, both records are shown and
the reader is offered each one. A word of one title in the question ("النهيسي"), or the kind of
death it asks about, chooses that record and it answers. A question about a governor "who
tortured" a saint of a shared name is never answered from the other saint's story."""

from __future__ import annotations

import pytest

from dalil.settings import Settings
from dalil.workflow.local import run_traced
from support.answer_store import synaxarium_only_settings

CONFESSOR = "syn:10-23#1"
MARTYR = "syn:11-24#1"
HERMIT = "syn:05-22#1"
NAMESAKE = "syn:11-25#6"

RECORDS: dict[str, list[dict[str, str]]] = {
    "23 Paona": [
        {
            "url": "https://www.copticchurch.net/synaxarium/10_23.html?lang=ar#1",
            "name": "نياحة القديس ابانوب المعترف",
            "text": (
                "في مثل هذا اليوم تنيح القديس ابانوب المعترف. "
                "وكان راهبا في دير بالصعيد واعترف بالمسيح أمام الحكام في زمن الاضطهاد. "
                "وعاش في النسك سنين كثيرة ثم تنيح بسلام."
            ),
        }
    ],
    "24 Epep": [
        {
            "url": "https://www.copticchurch.net/synaxarium/11_24.html?lang=ar#1",
            "name": "استشهاد ابانوب النهيسى",
            "text": (
                "في مثل هذا اليوم استشهد القديس ابانوب من أهل نهيسة. "
                "وكان صبيا في الثانية عشرة من عمره حين اعترف بالمسيح أمام الوالي. "
                "فعذبه الوالي بعذابات كثيرة ثم قطع رأسه."
            ),
        }
    ],
    "22 Toba": [
        {
            "url": "https://www.copticchurch.net/synaxarium/5_22.html?lang=ar#1",
            "name": "نياحة القديس العظيم انبا انطونيوس اب جميع الرهبان",
            "text": (
                "في مثل هذا اليوم تنيح القديس العظيم أنطونيوس أب جميع الرهبان. "
                "ومضى إلى البرية الشرقية وعاش فيها متوحدا حتى شيخوخته."
            ),
        }
    ],
    "25 Epep": [
        {
            "url": "https://www.copticchurch.net/synaxarium/11_25.html?lang=ar#6",
            "name": "استشهاد القديس أنطونيوس",
            "text": (
                "في مثل هذا اليوم استشهد القديس أنطونيوس. "
                "وكان الوالي أريانوس هو الذي عذب القديس أنطونيوس بعذابات كثيرة ثم قطع رأسه."
            ),
        }
    ],
    "1 Tout": [
        {
            "url": "https://www.copticchurch.net/synaxarium/1_1.html?lang=ar#1",
            "name": "عيد النيروز",
            "text": "هذا اليوم هو رأس السنة القبطية المباركة فلنحفظه يوما مقدسا بكل طهر ونقاوة.",
        }
    ],
}


@pytest.fixture(scope="module")
def settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return synaxarium_only_settings(tmp_path_factory.mktemp("same-name"), RECORDS)


def _doc(chunk_id: str) -> str:
    return chunk_id.rpartition("/")[0]


def test_a_name_two_saints_bear_is_declined_with_both_records_and_a_choice(settings: Settings) -> None:
    run = run_traced("من هو القديس أبانوب؟", settings=settings)
    response = run.response
    assert response.state == "sources" and response.answer is None and response.citations == []
    assert response.reason is not None and response.reason.startswith("person_ambiguous")
    assert run.path == ["retrieve", "finish"]  # no draft is written for a guess
    assert {_doc(card.chunk_id) for card in response.sources} == {CONFESSOR, MARTYR}
    assert response.clarify is not None and response.clarify.kind == "person"
    labels = {option.label for option in response.clarify.options}
    assert labels == {"نياحة القديس ابانوب المعترف", "استشهاد ابانوب النهيسى"}
    # Each choice, asked, is answered from that saint's own record.
    for option in response.clarify.options:
        chosen = run_traced(option.question, settings=settings).response
        wanted = CONFESSOR if "المعترف" in option.label else MARTYR
        assert chosen.state == "answer", (option.question, chosen.reason)
        assert {_doc(c.chunk_id) for c in chosen.citations} == {wanted}


@pytest.mark.parametrize(
    ("question", "record"),
    [
        ("من هو القديس أبانوب النهيسي؟", MARTYR),  # a word of one title chooses it
        ("كيف استشهد القديس أبانوب؟", MARTYR),  # the kind of death asked chooses the martyrdom
    ],
)
def test_a_question_that_chooses_one_record_is_answered_from_it(settings: Settings, question: str, record: str) -> None:
    response = run_traced(question, settings=settings).response
    assert response.state == "answer", response.reason
    assert {_doc(c.chunk_id) for c in response.citations} == {record}


def test_who_tortured_a_saint_is_never_answered_from_a_namesakes_story(settings: Settings) -> None:
    """The governor who tortured "الأنبا أنطونيوس" is in the martyr Anthony's story; the hermit
    was never tortured. The name after the relative clause is the asked person, and two saints
    bear it: declined, both shown, never the namesake's governor."""
    response = run_traced("من هو الوالي الذي عذب الأنبا أنطونيوس؟", settings=settings).response
    assert response.state == "sources" and response.answer is None
    assert response.reason is not None and response.reason.startswith("person_ambiguous")
    assert {_doc(card.chunk_id) for card in response.sources} == {HERMIT, NAMESAKE}
