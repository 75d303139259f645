"""fresh-questions-13's answered declines by class (FQ13CLASS19): the sentence states another slot than
the one asked. Each case is a record's own sentence; the question is in other words than fq13's."""

from __future__ import annotations

import pytest

from dalil.answer.asked_stated import asked_problem

TITLE = ["استشهاد القديس"]
# the records' own titles, where the sentence does not name its subject
TITLES = {
    "البابا يعقوب": ["نياحة القديس الأنبا يعقوب بابا الإسكندرية الخمسون"],
    "دميانة": ["استشهاد القديسة دميانة"],
    "سوريانوس": ["نياحة القديس سوريانوس أسقف جبلة"],
}


def titles(question: str) -> list[str]:
    return next((title for name, title in TITLES.items() if name in question), TITLE)


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        # an age at a death asked; the when-clause dates another event (a marriage offered, a father's death)
        ("القديسه دميانه استشهدت وهي عندها كام سنه", "ولما بلغت من العمر خمس عشرة سنة أراد ان يزوجها فرفضت ."),
        ("كم كان عمر القديس مارمينا حين استشهد؟", "ولما بلغ من العمر إحدى عشرة سنة توفي والده بشيخوخة صالحة"),
        ("القديس بساده القس استشهد وعمره كام سنة", "ولما بلغ عمره عشرين سنة توفي والده وترك أموالا كثيرة"),
        # a kin's name asked; the sentence gives the kin's origin, or the subject's own kunya
        ("ام الانبا برسوم العريان اسمها ايه", "وأمه من عائلة التبان ولما تنيح أبواه استولي خاله علي كل ما تركاه له"),
        ("أبو القديس بساده كان اسمه إيه؟", "وكان أبوه من القدس وأمه من اهريت ، ابنة أحد كهنة الأوثان ."),
        ("اسم ابو الشهيد ابو سيفين كان ايه", "استشهد القديس مرقوريوس الشهير بابي السيفين ، وقد ولد بمدينة رومية"),
        # the names of persons counted; the sentence only counts them
        ("ما أسماء الأربعة الذين استشهدوا مع القديس لوكيليانوس؟", "استشهد القديس لوكيليانوس وأربعة آخرون معه ."),
        # a yes/no whose verb the sentence never says
        ("هل كتب القديس تيمون الرسول رسائل؟", "استشهد القديس تيمون الرسول ، وهو أحد السبعين رسولا ."),
        # two asks, the sentence states the first only
        ("البابا يعقوب الخمسين اتنيح سنة كام واتدفن فين", "من سنة 821 م تنيح القديس العظيم الأنبا يعقوب بابا الإسكندرية الخمسون ."),
        ("أين دفن القديس بساده وكم كان عمره عند استشهاده؟", "وعادت به إلى بلدها اهريت ودفنوه فيها بكرامة"),
    ],
)
def test_a_sentence_that_states_another_slot_does_not_answer(question: str, sentence: str) -> None:
    assert asked_problem(question, [sentence], titles(question)) is not None


@pytest.mark.parametrize(
    ("question", "sentences"),
    [
        ("القديسة دميانة استشهدت وعمرها كام سنة", ["ولما بلغت من العمر خمس عشرة سنة استشهدت"]),
        ("القديس سوريانوس تنيح وعمره كام سنة", ["وشاخ وبلغ من العمر مئة سنة وقبل خروجه من الجسد بعشرة أيام"]),
        ("هل كتب القديس سوريانوس مقالات؟", ["قد كتب مقالات كثيرة ومواعظ وميامر وهى مدونة في كتب الكنيسة"]),
        ("البابا يعقوب اتنيح سنة كام واتدفن فين", ["تنيح الأنبا يعقوب سنة 821 م ودفن في دير أبي مقار"]),
        ("مين مرات القديس ابراهيم", ["وتزوج ابراهيم من سارة"]),  # a marriage's "من" still names the spouse
    ],
)
def test_the_slot_asked_stated_still_answers(question: str, sentences: list[str]) -> None:
    assert asked_problem(question, sentences, titles(question)) is None


@pytest.mark.parametrize(
    "question",
    ["ما اسم الشيخ الذي ترهب عنده القديس أرسانيوس؟", "اسم الشيخ اللي أرسانيوس اترهبن عنده كان ايه"],
)
def test_the_elder_asked_by_name_is_not_stated_by_the_elder_unnamed(question: str) -> None:
    # FRANCO44: "الشيخ" is a person noun (`slot_reading.PERSON_NOUNS`): a monastic record leaves the elder unnamed
    assert asked_problem(question, ["ثم قصد البرية وترهب عند شيخ قديس ."], ["نياحة القديس أرسانيوس"]) is not None
