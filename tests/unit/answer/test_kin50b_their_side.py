"""KIN50b (issue 19): a kin's or role-holder's name asked of a named person is stated as much by the relation said from
the holder's own side — the holder the sentence's subject, the one asked its complement: "القديس Z أسقف Y كان تلميذا
للقديس X", "Z تلميذ X", "صار Z تلميذا لـ X", "تتلمذ Z على يد X", "كان Z من تلاميذ X", "Z ابن X" — as by "تلميذه
Z". Not by the holder of ANOTHER one ("تلميذا للقديس W"), an unnamed one ("وتتلمذ على يد X"), nor by the one asked
being himself the holder ("X … كان تلميذا لـ W": X's teacher, no disciple of his). Own invented records and wordings."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import ASKED_NOT_STATED, asked_problem
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider

TITLE = "نياحة القديس بفنوتيوس أسقف أخميم"
ASKED = "مين تلميذ القديس سرابيون المتوحد"

THEIR_SIDE = [
    "في مثل هذا اليوم تنيح القديس بفنوتيوس أسقف أخميم ، وكان تلميذا للقديس سرابيون المتوحد",
    "القديس بفنوتيوس أسقف أخميم كان تلميذا للقديس سرابيون المتوحد وخدمه سنين",
    "وصار بفنوتيوس تلميذا لسرابيون المتوحد في البرية",
    "وتتلمذ بفنوتيوس على يد القديس سرابيون المتوحد في شبابه",
    "وكان بفنوتيوس من تلاميذ القديس سرابيون المتوحد",
]
ANOTHER_TEACHER = [
    "في مثل هذا اليوم تنيح القديس بفنوتيوس أسقف أخميم ، وكان تلميذا للقديس مكسيموس السائح",
    "وتتلمذ بفنوتيوس على يد القديس مكسيموس السائح في شبابه",
    "وكان بفنوتيوس من تلاميذ القديس مكسيموس السائح",
]
UNNAMED = [
    "وكان تلميذا للقديس سرابيون المتوحد وخدمه سنين",
    "وتتلمذ على يد القديس سرابيون المتوحد في شبابه",
]


@pytest.mark.parametrize("sentence", THEIR_SIDE)
def test_the_disciple_said_from_his_side_states_him(sentence: str) -> None:
    assert asked_problem(ASKED, [sentence], [TITLE]) is None


@pytest.mark.parametrize("sentence", THEIR_SIDE[1:2])
def test_the_disciple_asked_with_his_see_said_from_his_side(sentence: str) -> None:
    """The question's clause ("الذي كان أسقفا على مدينة أخميم") said of him beside his name ("بفنوتيوس أسقف أخميم")."""
    assert asked_problem("ما اسم تلميذ القديس سرابيون المتوحد الذي كان أسقفا على مدينة أخميم؟", [sentence], [TITLE]) is None


@pytest.mark.parametrize("sentence", ANOTHER_TEACHER + UNNAMED)
def test_another_teachers_or_an_unnamed_disciple_states_none(sentence: str) -> None:
    assert asked_problem(ASKED, [sentence], [TITLE]) == f"{ASKED_NOT_STATED}: disciple"


@pytest.mark.parametrize("sentence", THEIR_SIDE[:2] + ANOTHER_TEACHER[:1])
def test_the_one_asked_being_the_disciple_names_no_disciple_of_his(sentence: str) -> None:
    """Asked of Paphnutius's disciple: he IS the disciple there, of another; the relation the other way names none."""
    assert asked_problem("مين تلميذ القديس بفنوتيوس أسقف أخميم", [sentence], [TITLE]) == f"{ASKED_NOT_STATED}: disciple"


@pytest.mark.parametrize(
    ("question", "sentence", "declines", "kin"),
    [
        (
            "مين ابن الملك يوشيا", "يهوياقيم ابن يوشيا ملك على يهوذا إحدى عشرة سنة",
            ["ابن يوشيا ملك على يهوذا إحدى عشرة سنة", "يهوياقيم ابن ألياقيم ملك على يهوذا إحدى عشرة سنة"], "children",
        ),
        (
            "ما اسم زوجة الملك أحشويروش", "وأستير زوجة أحشويروش دخلت إلى الملك",
            ["وقد غضبت زوجة أحشويروش", "وأستير زوجة مردخاي دخلت إلى الملك"], "wife",
        ),
    ],
)
def test_every_kin_said_from_the_holders_side(question: str, sentence: str, declines: list[str], kin: str) -> None:
    """"Z ابن X", "Z زوجة X" name the son, the wife; his unnamed or ANOTHER'S do not."""
    assert asked_problem(question, [sentence], ["سيرة"]) is None
    for unstated in declines:
        assert asked_problem(question, [unstated], ["سيرة"]) == f"{ASKED_NOT_STATED}: {kin}", unstated


def test_the_answer_names_the_disciple() -> None:
    evidence = [Evidence(evidence_id="E1", chunk_id="syn:99-04#1/0", excerpt=THEIR_SIDE[0], title=TITLE)]
    payload = ExtractiveProvider().answer(ASKED, evidence)
    assert payload.status == "answered" and "بفنوتيوس" in payload.answer, payload
