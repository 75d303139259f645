"""A false premise, end to end (issue 19, PREMISE19): a real SQLite store of Synaxarium-shaped records written
for this test (not copies of the team's data), the workflow's steps in the local runner's order, and the offline
extractive provider.

Two martyrs beheaded in two cities by two emperors. "الملك دقلديانوس قطع راس القديس ثاؤفيلس في انهي مدينه" names
the emperor of the other martyr's record: it is declined with the premise's own reason, never answered with
either city; asked with the right emperor it is answered from Theophilus's record."""

from __future__ import annotations

import pytest

from dalil.reasons import PREMISE_UNSUPPORTED, reason_code
from dalil.settings import Settings
from dalil.workflow.local import run_traced
from support.answer_store import synaxarium_only_settings

THEOPHILUS = "syn:05-03#1"

RECORDS: dict[str, list[dict[str, str]]] = {
    "3 Tobi": [
        {
            "url": "https://www.copticchurch.net/synaxarium/5_3.html?lang=ar#1",
            "name": "استشهاد القديس ثاؤفيلس الجندي",
            "text": (
                "في مثل هذا اليوم استشهد القديس ثاؤفيلس الجندي في زمان الملك داكيوس. "
                "ولما رفض أن يبخر للأوثان أمر الملك داكيوس بقطع رأسه في مدينة أفسس فنال إكليل الشهادة."
            ),
        }
    ],
    "9 Hatour": [
        {
            "url": "https://www.copticchurch.net/synaxarium/3_9.html?lang=ar#1",
            "name": "استشهاد القديس أرسانيوس التاجر",
            "text": (
                "في مثل هذا اليوم استشهد القديس أرسانيوس التاجر في زمان الملك دقلديانوس. "
                "وقد أمر الملك دقلديانوس بقطع رأسه في مدينة أنطاكية فنال إكليل الشهادة."
            ),
        }
    ],
}


@pytest.fixture(scope="module")
def settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return synaxarium_only_settings(tmp_path_factory.mktemp("premise"), RECORDS)


def test_a_doer_the_martyrs_record_does_not_name_is_declined_with_the_premises_reason(settings: Settings) -> None:
    response = run_traced("الملك دقلديانوس قطع راس القديس ثاؤفيلس في انهي مدينه؟", settings=settings).response
    assert response.state != "answer", response.answer
    assert reason_code(response.reason) == PREMISE_UNSUPPORTED, response.reason


def test_the_right_emperor_is_answered_from_the_martyrs_record(settings: Settings) -> None:
    response = run_traced("الملك داكيوس قطع راس القديس ثاؤفيلس في انهي مدينه؟", settings=settings).response
    assert response.state == "answer", response.reason
    assert "أفسس" in (response.answer or "")
    assert {c.chunk_id.rpartition("/")[0] for c in response.citations} == {THEOPHILUS}
