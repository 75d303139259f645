"""A namesake told by his epithet, end to end (issue 19, NAMESAKE19): a real SQLite store of Synaxarium-shaped
records written for this test (not copies of the team's data), the workflow's steps in the local runner's order,
and the offline extractive provider.

Two men named Cyril: one whose record gives where he was born, and the bishop of Jerusalem, whose record does
not. "كيرلس الأورشليمي اتولد فين" is never answered from the other Cyril's birth. Two Josephs: Jacob's record
names his son Joseph and gives Jacob's age; "يوسف النجار عاش كام سنة" is never answered with Jacob's."""

from __future__ import annotations

import pytest

from dalil.settings import Settings
from dalil.workflow.local import run_traced
from support.answer_store import synaxarium_only_settings

OTHER_CYRIL = "syn:12-01#2"
CARPENTER = "syn:11-26#1"
JACOB = "syn:12-28#1"

RECORDS: dict[str, list[dict[str, str]]] = {
    "1 Mesori": [
        {
            "url": "https://www.copticchurch.net/synaxarium/12_1.html?lang=ar#1",
            "name": "تذكار الأنبا ابرآم",
            "text": "في مثل هذا اليوم نعيد بتذكار القديس ابرآم.",
        },
        {
            "url": "https://www.copticchurch.net/synaxarium/12_1.html?lang=ar#2",
            "name": "نياحة البابا كيرلس الخامس",
            "text": (
                "في مثل هذا اليوم تنيح البابا كيرلس الخامس. "
                "وقد ولد هذا الأب في بلدة تزمنت سنة 1831 م من أبوين تقيين وسمياه يوحنا. "
                "وترهب في دير البراموس ثم اختير بطريركا."
            ),
        },
    ],
    "22 Baramhat": [
        {
            "url": "https://www.copticchurch.net/synaxarium/7_22.html?lang=ar#1",
            "name": "نياحة أنبا كيرلس أسقف أورشليم",
            "text": (
                "في مثل هذا اليوم من سنة 386 م تنيح الأنبا كيرلس أسقف أورشليم. "
                "وكان قد اختير أسقفا سنة 348 م ونفي عن كرسيه مرات وعاد إليه."
            ),
        }
    ],
    "26 Epep": [
        {
            "url": "https://www.copticchurch.net/synaxarium/11_26.html?lang=ar#1",
            "name": "نياحة القديس يوسف البار",
            "text": (
                "في مثل هذا اليوم تنيح القديس البار الشيخ يوسف النجار خطيب السيدة العذراء. "
                "وعاش مائة وإحدى عشرة سنة ثم دفن في قبر أبيه."
            ),
        }
    ],
    "28 Mesori": [
        {
            "url": "https://www.copticchurch.net/synaxarium/12_28.html?lang=ar#1",
            "name": "نياحة أبينا يعقوب أبي الآباء",
            "text": (
                "في مثل هذا اليوم تنيح أبونا يعقوب أبو الآباء. "
                "وعاش يعقوب مائة وسبعا وأربعين سنة وحمله يوسف ابنه إلى أرض كنعان حيث دفن."
            ),
        }
    ],
}


@pytest.fixture(scope="module")
def settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return synaxarium_only_settings(tmp_path_factory.mktemp("epithet"), RECORDS)


def _doc(chunk_id: str) -> str:
    return chunk_id.rpartition("/")[0]


def test_a_namesakes_birth_never_answers_for_the_man_the_epithet_names(settings: Settings) -> None:
    response = run_traced("كيرلس الأورشليمي اتولد فين؟", settings=settings).response
    assert response.state != "answer", [c.chunk_id for c in response.citations]
    assert OTHER_CYRIL not in {_doc(c.chunk_id) for c in response.citations}


def test_a_namesakes_age_never_answers_for_the_man_the_trade_names(settings: Settings) -> None:
    response = run_traced("يوسف النجار عاش كام سنة؟", settings=settings).response
    assert JACOB not in {_doc(c.chunk_id) for c in response.citations}, response.answer
    # answered, it is the carpenter's record that answers
    assert response.state != "answer" or {_doc(c.chunk_id) for c in response.citations} == {CARPENTER}
