"""A claim-check failure carries the number of the answer sentence it was found in
(`ValidationFailure.sentence`, what a redraft's prompt names): one case per claim-check family,
its bent sentence second of two, third of three and second of three, after sentences that pass."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from dalil.answer.validate import validate_answer
from dalil.models import ContextPack, Evidence
from dalil.settings import Settings
from dalil.workflow import steps, transitions

# E2 states the sentences every answer opens (or closes) with; E1 is the family's excerpt.
OTHER = "استشهد داسيه الجندي من أهل تندا. ودفن جسده في كنيسة المدينة."
FAITHFUL = ["استشهد داسيه الجندي من أهل تندا [E2].", "ودفن جسده في كنيسة المدينة [E2]."]
# The word checks alone (the quotation rule would refuse every bent sentence of these Synaxarium
# excerpts too); the `not_quoted` family has the rule on.
WORDS = Settings(quotation_libraries=())
STRICT = Settings(answer_paraphrase_support=False, quotation_libraries=())


class Family(NamedTuple):
    code: str
    excerpt: str
    bent: str
    settings: Settings = WORDS


JOHN = "في هذا اليوم استشهد القديس السابق ، والنبي العظيم يوحنا المعمدان ابن زكريا الكاهن ، على يد هيرودس الملك ."
PARENTS = "وقد ولد من أب اسمه أنسطاسيوس وأم تدعى ثاؤبستا. وكان رجلا فاضلا محبوبا من الجميع."
CHURCH = "وبنى كنيسة في قرية شبرا حوالي سنة 1700 للميلاد."
WEDDING = "ودعي إلى العرس بعض تلاميذه. وهي الأعجوبة الأولى التي صنعها."
FRAMING = "وتنيح القديس بعد أن رسم أسقفا على المدينة. وبنى الملك أكبر كنيسة في أوروبا. وفي يوم الخميس دخل القديس الدير بسلام."

FAMILIES = [
    Family("uncited_claim", JOHN, "وقد دفن جسده في مدينة سبسطية بفلسطين."),
    Family("unsupported_sentence", JOHN, "أسس يوحنا المعمدان مدينة وبنى فيها مكتبة عامة [E1]."),
    Family("foreign_detail", PARENTS, "وكان كاهنا فاضلا محبوبا من الجميع [E1]."),
    Family("polarity_mismatch", PARENTS, "وماكانش رجلا فاضلا محبوبا من الجميع [E1]."),
    Family("role_mismatch", PARENTS, "وقد ولد من أب اسمه ثاؤبستا وأم تدعى أنسطاسيوس [E1]."),
    Family("hedge_dropped", CHURCH, "وبنى كنيسة في قرية شبرا سنة 1700 للميلاد [E1]."),
    Family("quantifier_mismatch", WEDDING, "ودعي إلى العرس كل تلاميذه [E1]."),
    Family("order_mismatch", FRAMING, "وتنيح القديس قبل أن رسم أسقفا على المدينة [E1].", STRICT),
    Family("comparison_mismatch", FRAMING, "وبنى الملك أكبر كنيسة في العالم [E1].", STRICT),
    Family("weekday_mismatch", FRAMING, "وفي يوم الجمعة دخل القديس الدير بسلام [E1].", STRICT),
    Family("hedge_added", FRAMING, "ويقال إن القديس دخل الدير بسلام [E1].", STRICT),
    Family("not_quoted", PARENTS, "وكان رجلا فاضلا لأنه محبوبا من الجميع [E1].", Settings()),
]


def validate(family: Family, sentences: list[str]):
    context = ContextPack(
        evidence=[
            Evidence(evidence_id="E1", chunk_id="syn:05-13#1/0", excerpt=family.excerpt),
            Evidence(evidence_id="E2", chunk_id="syn:01-02#2/0", excerpt=OTHER),
        ],
        tokens=60,
    )
    # The uncited family's bent sentence cites nothing: E1 is cited by no marker then.
    cited = ["E2"] if family.code == "uncited_claim" else ["E1", "E2"]
    payload = {"status": "answered", "answer": " ".join(sentences), "cited_ids": cited}
    return validate_answer(payload, context, family.settings, known_names=frozenset())


def test_the_faithful_sentences_pass_alone() -> None:
    context = ContextPack(evidence=[Evidence(evidence_id="E2", chunk_id="syn:01-02#2/0", excerpt=OTHER)], tokens=20)
    payload = {"status": "answered", "answer": " ".join(FAITHFUL), "cited_ids": ["E2"]}
    assert validate_answer(payload, context, Settings(), known_names=frozenset()).ok


def test_every_claim_code_has_a_family_here() -> None:
    assert {family.code for family in FAMILIES} == transitions.CLAIM_SUPPORT_CODES


@pytest.mark.parametrize("family", FAMILIES, ids=[family.code for family in FAMILIES])
@pytest.mark.parametrize(
    ("sentences", "number"),
    [
        (lambda bent: [FAITHFUL[0], bent], 2),
        (lambda bent: [*FAITHFUL, bent], 3),
        (lambda bent: [FAITHFUL[0], bent, FAITHFUL[1]], 2),
    ],
    ids=["2nd-of-2", "3rd-of-3", "2nd-of-3"],
)
def test_a_claim_failure_names_the_sentence_it_was_found_in(family: Family, sentences, number: int) -> None:
    result = validate(family, sentences(family.bent))
    assert family.code in result.failures, result.details
    claims = [failure for failure in result.failed if failure.code in transitions.CLAIM_SUPPORT_CODES]
    assert [failure.sentence for failure in claims] == [number] * len(claims), result.details
    assert f"{family.code}:{number}" in steps.claim_findings(result.failed)
    # The views the reports read, in the same order.
    assert result.failures == [failure.code for failure in result.failed]
    assert result.details == [f"{failure.code}: {failure.detail}" for failure in result.failed]


def test_a_failure_about_no_one_sentence_carries_none() -> None:
    family = FAMILIES[2]
    result = validate(family, [FAITHFUL[0], family.bent.replace("[E1]", "[E1] https://evil.example/x")])
    by_code = {failure.code: failure for failure in result.failed}
    assert by_code["unknown_url"].sentence is None
    assert "unknown_url" not in {finding.split(":")[0] for finding in steps.claim_findings(result.failed)}
