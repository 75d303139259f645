"""answer/line_scene.py and the readings it leans on: a Bible speaker's line read with the scene the question tells
(BIBLERECALL68): one-word opened lines, a discourse running on after its frame, the time clause as the scene."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from dalil.answer.line_scene import scene_runs, scene_words
from dalil.answer.said_asked import asks_line_said as asks_line
from dalil.answer.speaker_line import in_chapter
from dalil.answer.said_asked import _said_asked, said_problem, said_speaker, says_a_line
from dalil.answer.speaker_line import speaks_on
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider

LUKE_7 = "لوقا 7"
NAIN_SCENE = "فَلَمَّا اقْتَرَبَ إِلَى بَابِ الْمَدِينَةِ، إِذَا مَيْتٌ مَحْمُولٌ، ابْنٌ وَحِيدٌ لأُمِّهِ، وَهِيَ أَرْمَلَةٌ وَمَعَهَا جَمْعٌ كَثِيرٌ مِنَ الْمَدِينَةِ."
NAIN_LINE = "فَلَمَّا رَآهَا الرَّبُّ تَحَنَّنَ عَلَيْهَا، وَقَالَ لَهَا: لاَ تَبْكِي."
NAIN = "\n".join([
    "وَفِي الْيَوْمِ التَّالِي ذَهَبَ إِلَى مَدِينَةٍ تُدْعَى نَايِينَ، وَذَهَبَ مَعَهُ كَثِيرُونَ مِنْ تَلاَمِيذِهِ وَجَمْعٌ كَثِيرٌ.",
    NAIN_SCENE, NAIN_LINE, "ثُمَّ تَقَدَّمَ وَلَمَسَ النَّعْشَ، فَوَقَفَ الْحَامِلُونَ.",
])
HEROD = "\n".join([
    "وَأَمَّا هِيرُودُسُ فَلَمَّا رَأَى يَسُوعَ فَرِحَ جِدًّا، لأَنَّهُ كَانَ يُرِيدُ مِنْ زَمَانٍ طَوِيل أَنْ يَرَاهُ.",
    "وَسَأَلَهُ بِكَلاَمٍ كَثِيرٍ فَلَمْ يُجِبْهُ بِشَيْءٍ.",
    "وَوَقَفَ رُؤَسَاءُ الْكَهَنَةِ وَالْكَتَبَةُ يَشْتَكُونَ عَلَيْهِ بِاشْتِدَادٍ،",
])
JOHN_6 = "\n".join([
    "فَقَالَ لَهُمْ يَسُوعُ: الْحَقَّ الْحَقَّ أَقُولُ لَكُمْ: إِنْ لَمْ تَأْكُلُوا جَسَدَ ابْنِ الإِنْسَانِ وَتَشْرَبُوا دَمَهُ، فَلَيْسَ لَكُمْ حَيَاةٌ فِيكُمْ.",
    "مَنْ يَأْكُلُ جَسَدِي وَيَشْرَبُ دَمِي فَلَهُ حَيَاةٌ أَبَدِيَّةٌ، وَأَنَا أُقِيمُهُ فِي الْيَوْمِ الأَخِيرِ،",
])
EATS = "مَنْ يَأْكُلُ جَسَدِي وَيَشْرَبُ دَمِي فَلَهُ حَيَاةٌ أَبَدِيَّةٌ، وَأَنَا أُقِيمُهُ فِي الْيَوْمِ الأَخِيرِ،"


@dataclass(frozen=True)
class _Placed:
    rank: int
    position: int
    name: str


def test_scene_runs_end_with_the_line_and_reach_back_within_its_excerpt() -> None:
    sentences = [_Placed(0, 0, "a"), _Placed(0, 1, "b"), _Placed(0, 2, "line"), _Placed(1, 0, "line"), _Placed(1, 2, "line")]
    runs = scene_runs(sentences, lambda s: s.name == "line")
    assert [[s.name for s in run] for run in runs] == [["b", "line"], ["a", "b", "line"]]
    # another excerpt's sentence, or a gap (a sentence left out), is no scene of it
    assert all(len({s.rank for s in run}) == 1 for run in runs)


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("ماذا قال يسوع ليهوذا حين دنا منه ليقبله؟", ["دنا", "منه", "ليقبله"]),
        ("بماذا أجاب العريس العذارى حين قلن له: يا سيد افتح لنا؟", ["له", "يا", "سيد", "افتح", "لنا"]),  # قلن: a frame
        ("ماذا قالت أم يسوع للخدام في عرس قانا؟", []),
    ],
)
def test_scene_words_are_the_time_clause(question: str, words: list[str]) -> None:
    assert scene_words(question) == words


def test_asks_line_and_in_chapter() -> None:
    assert asks_line("ماذا قال يسوع للأرملة؟") and asks_line("يسوع قال ايه عن المحبة؟")
    assert not asks_line("من هو يسوع؟")
    assert in_chapter([LUKE_7]) and not in_chapter(["نياحة القديس سمعان الشيخ"])


@pytest.mark.parametrize(
    ("sentence", "line"),
    [
        (NAIN_LINE, True),  # one word after the opened line
        ("فَقَالَ: تَعَالَ.", True),
        ("فأجابه القديس قائلا:", False),  # opened, nothing said: its line is in the next excerpt
        ("وقال لها لا تبكي", False),  # no mark: two content words still needed
        ("فقال لهم الراهب الشيخ: لا تخافوا", True),  # the mark within the frame's reach
    ],
)
def test_a_line_opened_by_its_mark_may_be_one_word(sentence: str, line: bool) -> None:
    assert says_a_line(sentence) is line


def test_the_time_clause_names_neither_the_speaker_nor_the_topic() -> None:
    assert said_speaker("بماذا أجاب الروح النجس حين سأله يسوع عن اسمه؟") == ("الروح", "النجس")
    assert said_speaker("ماذا قال سمعان الشيخ حين حمل الطفل يسوع على ذراعيه؟") == ("سمعان", "الشيخ")
    # "عن الاكل" is what he spoke of then; the line asked is about himself (a line, no topic)
    assert _said_asked("يسوع قال على نفسه ايه لما كلمهم عن الاكل النازل من السما؟") == ()
    # "عن اللي بياكل جسده": a teaching about those who do the deed, the deed its topic
    assert _said_asked("يسوع قال ايه عن اللي بياكل جسده ويشرب دمه؟") == ("بياكل", "جسده")
    assert _said_asked("بولس قال ايه عن المحبة؟") == ("المحبه",)


def test_a_discourse_runs_on_after_its_frame_in_a_chapter() -> None:
    assert speaks_on(("يسوع",), EATS, ["يوحنا 6"], [JOHN_6])
    assert not speaks_on(("يسوع",), EATS, ["يوحنا 6"])  # read alone: no frame, no word to hearers
    assert not speaks_on(("يسوع",), EATS, ["نياحة القديس"], [JOHN_6])  # not a Bible chapter
    others = "\n".join(["فَخَاصَمَ الْيَهُودُ بَعْضُهُمْ بَعْضًا قَائِلِينَ: كَيْفَ يَقْدِرُ هذَا أَنْ يُعْطِيَنَا جَسَدَهُ لِنَأْكُلَ.", EATS])
    assert not speaks_on(("يسوع",), EATS, ["يوحنا 6"], [others])  # after another's frame: theirs
    question = "يسوع قال ايه عن اللي بياكل جسده ويشرب دمه؟"
    assert said_problem(question, [EATS], ["يوحنا 6"], [JOHN_6]) is None
    assert said_problem(question, [EATS], ["يوحنا 6"]) is not None


def _evidence(excerpt: str, title: str = LUKE_7) -> list[Evidence]:
    return [Evidence(evidence_id="E1", chunk_id="svd:Luk.7/3", excerpt=excerpt, title=title)]


def test_the_line_is_answered_with_the_scene_before_it() -> None:
    payload = ExtractiveProvider().answer("ماذا قال يسوع للأرملة حين رآها تبكي على ابنها؟", _evidence(NAIN))
    assert payload.status == "answered"
    assert "لاَ تَبْكِي" in payload.answer and "أَرْمَلَةٌ" in payload.answer


def test_a_scene_with_no_line_of_his_declines() -> None:
    payload = ExtractiveProvider().answer("ماذا قال يسوع لهيرودس حين سأله بكلام كثير؟", _evidence(HEROD, "لوقا 23"))
    assert payload.status == "insufficient_evidence"


def test_another_scene_does_not_stand_for_the_one_asked() -> None:
    # the scene asked (she fell at his feet) is not told by the verses before a line
    payload = ExtractiveProvider().answer("ماذا قال يسوع للأرملة حين وقعت عند رجليه؟", _evidence(NAIN))
    assert payload.status == "insufficient_evidence"
