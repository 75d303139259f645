"""A Bible speaker's line read with the scene the question tells (BIBLERECALL68, issue 19).

"ماذا قال يسوع للأرملة حين رآها تبكي على ابنها", "المسيح قال ايه للبحر لما الريح هاجت", "ماذا قال يسوع لبطرس حين
طلب أن يأتي إليه على الماء": the reader names the speaker and tells the scene; the answer is the line, and a line is
new words. The Gospels tell the scene in the verse before the line ("فَلَمَّا اقْتَرَبَ إِلَى بَابِ الْمَدِينَةِ، إِذَا
مَيْتٌ مَحْمُولٌ … وَهِيَ أَرْمَلَةٌ" / "فَلَمَّا رَآهَا الرَّبُّ تَحَنَّنَ عَلَيْهَا، وَقَالَ لَهَا: لاَ تَبْكِي"; "فَأَجَابَهُ
بُطْرُسُ وَقَالَ: … فَمُرْني أَنْ آتِيَ إِلَيْكَ عَلَى الْمَاءِ" / "فَقَالَ: تَعَالَ"), so the line's verse alone holds too
little of the question to be chosen, and the scene's verse holds no line.

A line is read with up to `SCENE_REACH` sentences before it in its excerpt (`scene_runs`): together they hold the
question's words as one sentence would (the caller's coverage floor), and the line itself must answer as a line
asked of that speaker does (`said_asked.answers_said`: his line — `speaker_line` —, said to the hearer asked — a
pronoun hearer named by the verse before —, holding the asked topic itself). The scene is never the answer alone:
a scene followed by no line of his ("وَسَأَلَهُ بِكَلاَمٍ كَثِيرٍ فَلَمْ يُجِبْهُ بِشَيْءٍ": he answered Herod nothing)
declines. Read only in a Bible chapter's record (`speaker_line.in_chapter`), whose sentences are its verses told in
order; a Synaxarium record's line is read alone, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from dalil.text.normalize import fold
from dalil.text.speakers import saying_verb
from dalil.text.support import strip_markers
from dalil.text.time_clauses import WHEN_OPENERS

SCENE_REACH = 2  # "وَإِذَا امْرَأَةٌ … / فَلَمَّا رَآهَا …، وَقَالَ لَهَا: …": the scene told up to two verses before the line


class Placed(Protocol):
    """A sentence placed in its excerpt: the excerpt's rank in the request, the sentence's position in it."""

    @property
    def rank(self) -> int: ...

    @property
    def position(self) -> int: ...


S = TypeVar("S", bound=Placed)


def scene_words(question: str) -> list[str]:
    """The words of the question's time clause, which tell the scene of the line ("حين خرت عند رجليه" -> خرت عند
    رجليه); [] with none. The run must tell all of it: Mary's anointing and the sisters' message in the verses
    before do not tell her falling at his feet (fq18-041)."""
    words = fold(strip_markers(question)).split()
    at = next((i for i, word in enumerate(words) if word in WHEN_OPENERS), None)
    # a verb of saying in the clause frames another's line, told in its own form ("حين قلن له: يا سيد افتح لنا" is
    # "جاءت بقية العذارى أيضا قائلات: يا سيد، يا سيد، افتح لنا"): its line's words tell the scene
    return [] if at is None else [word for word in words[at + 1 :] if not saying_verb(word)]


def scene_runs(sentences: Sequence[S], is_line: Callable[[S], bool], reach: int = SCENE_REACH) -> list[tuple[S, ...]]:
    """Each sentence `is_line` holds, with the 1..`reach` sentences just before it in its excerpt (adjacent positions:
    a sentence left out breaks the scene), the nearest scene first; in the order of `sentences`."""
    runs: list[tuple[S, ...]] = []
    for at, line in enumerate(sentences):
        if not is_line(line):
            continue
        run = [line]
        for before in reversed(sentences[max(0, at - reach) : at]):
            if before.rank != line.rank or before.position != run[0].position - 1:
                break
            run.insert(0, before)
            runs.append(tuple(run))
    return runs
