"""RIDER84: an evaluation of the writer's own after a closed quotation ("«…»، وده أعظم من أي حدث تاني قبله [E1].",
Franco "«…»، w da a3zam men ay 7adas tany [E1].") was cut off the cited sentence as a courtesy aside
(`text.foreign_courtesy`), so its elative was never checked: "تاني" (the Egyptian "other/again", `text.ordinals`)
was read as a verb to the writer by its ending ("كلمني"), Franco "ay" (أي, "any") and "جدا" (very) as words
naming the exchange. An elative of the writer's own (Arabic or a Franco spelling, `comparison.written_elative`)
comparing anything but the exchange's own words makes the clause a claim. Lines of my own, in the Synaxarium's style,
none from a probe."""

from __future__ import annotations

import pytest

from dalil.text.comparison import written_elative
from dalil.text.foreign_courtesy import asides_off, claims_nothing, record_stems
from support.apollo_record import NAMES, RECORD, failures

SECOND = "وكان قد ترهب في جبل أتريب وأقام في مغارة صغيرة يصلي ليلا ونهارا"
QUESTION = "القديس أبللو ترهب فين؟"
KNOWN = record_stems([RECORD, QUESTION])


def _failures(answer: str) -> list[str]:
    return failures(answer, QUESTION)


@pytest.mark.parametrize(
    "rider",
    [
        "ودي أعظم من أي سيرة تاني",  # "تاني": the other one, no verb to the writer ("كلمني")
        "وده أقدس من أي حاجة تاني",
        "w da a3zam men ay 7aga tanya",  # Franco: the elative typed, "ay" any
        "وده مهم جدا",  # very important: "جدا" intensifies the writer's evaluation, it names no exchange
    ],
)
def test_an_evaluation_after_the_quotation_is_no_courtesy(rider: str) -> None:
    assert not claims_nothing(rider, KNOWN, NAMES)
    assert _failures(f"«{SECOND}»، {rider} [E1].")


@pytest.mark.parametrize(
    "rider",
    [
        "وده أهم من أي حاجة تاني يا صديقي",  # in one clause with a call to the reader
        "ودي أعظم سيرة في الدنيا يا حبيبي",
        "ربنا يباركك ودي أعظم سيرة",  # with a blessing to the reader before it
        "w di ahamm 7aga fel dnya ya sadi2y",
        "ربنا يباركك، وده أعظم من أي حاجة تانية",  # a clause of its own, behind the blessing
        "وده أعظم من أي حاجة تانية، ربنا يباركك",  # and before it
    ],
)
def test_an_elative_beside_a_courtesy_is_still_checked(rider: str) -> None:
    assert _failures(f"«{SECOND}»، {rider} [E1].")


@pytest.mark.parametrize(
    "rider",
    [
        "وأي سؤال تاني أنا موجود",
        "ولو عندك أي سؤال تاني قولي",
        "w law 3andak ay so2al tany ana mawgood",
        "مع أجمل التحيات",  # an elative of the exchange's own words
        "شكرا جدا على سؤالك",
    ],
)
def test_a_real_courtesy_still_passes(rider: str) -> None:
    assert claims_nothing(rider, KNOWN, NAMES)
    assert _failures(f"«{SECOND}»، {rider} [E1].") == []


def test_the_quotation_is_kept_and_only_the_courtesy_cut() -> None:
    sentence = f"«{SECOND}»، وأي سؤال تاني أنا موجود ."
    assert asides_off(sentence, KNOWN, NAMES) == f"«{SECOND}» ."
    rider = f"«{SECOND}»، وده أعظم من أي حاجة تانية ."
    assert asides_off(rider, KNOWN, NAMES) == rider


@pytest.mark.parametrize(
    ("word", "elative"),
    [("أعظم", "اعظم"), ("الكبرى", "اكبر"), ("a3zam", "اعظم"), ("akbar", "اكبر"), ("ahamm", "اهم"), ("aktar", "اكثر")],
)
def test_a_written_elative_is_read_in_either_script(word: str, elative: str) -> None:
    assert written_elative(word) == elative


@pytest.mark.parametrize("word", ["akeed", "ahlan", "a3raf", "ana", "tany", "أحب", "تاني"])
def test_no_elative_read_in_other_words(word: str) -> None:
    assert written_elative(word) is None


def test_a_glued_and_before_a_courtesy_word_names_no_one() -> None:
    # the corpus holds "واي" as a name; in a courtesy it is و + أي ("and any")
    assert claims_nothing("وأي سؤال تاني أنا موجود", KNOWN, NAMES | {"واي"})
    assert not claims_nothing("وأبللو سؤاله تاني أنا موجود", KNOWN, NAMES)


@pytest.mark.parametrize("lead", ["بتعبير تاني،", "Be ta3beer tany,", "بتعبير آخر،"])
def test_in_other_words_before_the_record_words_is_a_retelling_lead(lead: str) -> None:
    # "تاني" no longer anchors the lead as a courtesy aside: it is read as "in other words" (`support._RETOLD`)
    assert _failures(f"{lead} {SECOND} [E1].") == []
    assert _failures(f"{lead} {SECOND}، وده أعظم من أي سيرة تاني [E1].")


@pytest.mark.parametrize("rider", ["w ay 5edma", "وأي خدمة", "وفي أي وقت"])
def test_any_before_a_word_of_the_exchange_is_an_offer(rider: str) -> None:
    assert claims_nothing(rider, KNOWN, NAMES)
    assert _failures(f"«{SECOND}» — {rider} [E1].") == []
