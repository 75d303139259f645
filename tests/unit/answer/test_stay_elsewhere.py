"""How long a stay at a named place lasted ("برنابا وشاول قعدوا في قبرص قد إيه", fq19-106): a length told
of a move to another named place, or one that dates a deed ("وبعد ثلاث سنوات خرج …"), is not that stay's
(answer/slot_stated.py, `slot_fillers.moved_elsewhere`). A length of the stay itself still answers, the place
said or not ("فأقام سنة وستة أشهر")."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_slot
from dalil.answer.asked_stated import asked_problem

# fq19-106's answer on main (syn:04-21#2/2), the Synaxarium's account of Barnabas
_BARNABAS = (
    "جاهر في دمشق باسم يسوع (أع 9 : 27) وشهد له أمامهم بغيرته حتى قبلوه في شركتهم ، وبعد ثلاث سنوات خرج برنابا"
    " إلي طرسوس ليطلب شاول ولما وجده جاء به إلي إنطاكية (أع 11 : 25) ، ، وقال الروح القدس للتلاميذ : \" افرزوا لي"
    " برنابا وشاول للعمل الذي دعوتهما إليه \" (أع 13 : 2)."
)


def test_the_stay_keeps_its_place() -> None:
    slot = asked_slot("برنابا وشاول قعدوا في قبرص قد إيه")
    assert slot is not None and slot.kind == "duration" and slot.place == "قبرص"


@pytest.mark.parametrize(
    ("question", "sentence", "stated"),
    [
        # fq19-106 as the Franco reader searches it, and in Arabic letters
        ("برنابا و شاول قعدوا في قبرص قد ما", _BARNABAS, False),
        ("برنابا وشاول قعدوا في قبرص قد إيه", _BARNABAS, False),
        # the place moved to named: the years date the move, no stay at Tarsus is measured
        ("برنابا قعد في طرسوس قد إيه", _BARNABAS, False),
        ("بولس قعد في قبرص قد إيه", "ثم ذهب بولس إلى أنطاكية وأقام هناك سنة كاملة.", False),
        # the stay told, with or without the place's name; a region "in" it is no move away
        ("بولس قعد في كورنثوس قد إيه", "فأقام بولس ثلاثة أشهر يعلم بينهم بكلمة الله.", True),
        ("بولس قعد في هلاس قد إيه", "ثم جاء بولس إلى هلاس، فصرف ثلاثة أشهر.", True),
        ("بولس قعد في أفسس قد إيه", "وكان بولس يحاج الناس فيها مدة سنتين، حتى سمع كلمة الرب جميع الساكنين في أسيا.", True),
        ("مريم قعدت عند أليصابات قد إيه", "فمكثت مريم عندها نحو ثلاثة أشهر، ثم رجعت إلى بيتها.", True),
    ],
)
def test_a_stays_length_is_of_that_stay(question: str, sentence: str, stated: bool) -> None:
    assert (asked_problem(question, [sentence]) is None) == stated
