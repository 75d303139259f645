"""DEEDSLOT79: a why answered only by a reason of the asked deed: a consequence adverb ("لهذا", "لذلك") after the deed
introduces its outcome, not its reason. Wording of my own, not the class fixture's (issue 19)."""

from __future__ import annotations

from dalil.answer.answer_type import satisfies


def test_an_outcome_after_the_deed_is_no_reason_of_it() -> None:
    answer = "اشتهر القائد بشجاعته في مواقف كثيرة، أبرزها عند حصاره لمدينة عكا، ولهذا نال احترام أعدائه."
    assert not satisfies("reason", answer, "ليه القائد حاصر مدينة عكا؟")


def test_a_reason_before_the_consequence_adverb_still_answers() -> None:
    answer = "نقضت المدينة عهدها مع القائد، لذلك حاصر القائد مدينة عكا سنة 1190."
    assert satisfies("reason", answer, "ليه القائد حاصر مدينة عكا؟")
    because = "حاصر القائد مدينة عكا لأن أهلها نقضوا عهدهم معه."
    assert satisfies("reason", because, "ليه القائد حاصر مدينة عكا؟")


def test_a_consequence_adverb_before_the_asked_predicate_keeps_the_reason_before_it() -> None:
    answer = "ولما كان الراهب فقيرا لا يملك شيئا ، وكان لذلك ممنوعا من دخول المدينة ، عاش في البرية."
    assert satisfies("reason", answer, "ليه الراهب كان ممنوع من دخول المدينة؟")
