"""Whether a drafted answer goes out: the one decision `workflow.steps.validate` makes and the claim
probes (benchmarks/trust/fresh_claims.py) measure. One rule, one place: a hand copy that only the
benchmarks call drifts from the product (PROBEONE65).

Pure: the caller reads the corpus names and common words, and brings the critic as a callable (the
workflow's records its attempts on the request; the probe's is the offline critic on one chunk).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from dalil.answer.answer_type import answer_type_problem, person_problem
from dalil.answer.described import described_problem
from dalil.answer.disputed_fill import disputed_problem
from dalil.answer.entity_held import entity_unheld
from dalil.answer.premise import premise_problem
from dalil.answer.read_on import joined_view
from dalil.answer.record_no import record_no_problem
from dalil.answer.reference_held import reference_unheld
from dalil.answer.subject_held import subject_unheld
from dalil.answer.validate import validate_answer
from dalil.answer.verification import affirmed_problem, claim_problem, claim_read, denial_problem, every_word_asked
from dalil.models import AnswerPayload, ContextPack, Evidence, ValidationFailure
from dalil.settings import Settings
from dalil.text.reading import answer_reading, has_arabic_letters
from dalil.text.rubrics import response_check
from dalil.text.yes_no_opening import opens_with_denial

# (verdict as a dict or None, codes): the critic's review of an answer every check let pass
Critic = Callable[[AnswerPayload, ContextPack], tuple[dict[str, Any] | None, list[str]]]


@dataclass(frozen=True)
class Asked:
    """The question as the user asked it, as it was searched (None: as asked), and whether it is a
    follow-up carrying a kept subject in its searched reading."""

    question: str
    searched: str | None = None
    follow_up: bool = False

    def answered_as(self) -> str:
        """The question the answerer is asked: as searched, a Franco-Arabic question with its closing "?" kept
        (`text.reading.answer_reading`: a yes/no question by its tone alone stays one). A follow-up's searched
        reading carries its kept subject after the question (`answer.followup`): as searched."""
        if self.follow_up:
            return self.searched or self.question
        return answer_reading(self.question, self.searched)

    def read_as(self) -> str:
        """The question the answer's type, slot and person are checked against: a Franco-Arabic question
        ("omar el mo5tar mat emta") as the Arabic it was searched and answered as ("… مات متى"), so its
        question words ask what their Arabic asks; a verification question as its claim; any other
        question in Arabic letters as asked."""
        if self.searched and not has_arabic_letters(self.question):
            return self.answered_as()
        # "هو صحيح ان …؟" asks whether its claim holds: the checks read the claim, not the frame's "هل".
        return claim_read(self.question, self.searched) or self.question


@dataclass(frozen=True)
class Decision:
    """The codes that keep the answer back (none: it goes out), whether the draft declined, the
    validator's failures (the redraft's findings) and the critic's verdict when it was asked."""

    codes: list[str]
    declined: bool = False
    failed: list[ValidationFailure] = field(default_factory=list)
    verdict: dict[str, Any] | None = None

    @property
    def published(self) -> bool:
        return not self.codes and not self.declined


def decide(
    asked: Asked, payload: AnswerPayload, context: ContextPack, settings: Settings, *,
    allowed_urls: Collection[str] = (), names: frozenset[str] = frozenset(), common: frozenset[str] = frozenset(),
    critic: Critic | None = None,
) -> Decision:
    """Validation, then the question's checks, then (nothing found) the critic, in the workflow's order. A sentence
    citing a cut excerpt and its continuation is read against the two joined (`read_on.joined_view`)."""
    payload, context = joined_view(payload, context)
    result = validate_answer(payload, context, settings, allowed_urls=list(allowed_urls), known_names=names, question=asked.question)
    if result.ok and result.declined:
        return Decision(codes=["declined"], declined=True)
    codes = list(result.failures)
    if result.ok:
        # the question names a chapter or a psalm and the answer is of another: that premise first (REFHELD77)
        other_reference = reference_unheld(asked.read_as(), _cited(payload, context), context.chunk_metadata)
        codes += [other_reference] if other_reference else question_problems(asked, payload, context, settings, names, common)
    verdict = None
    if not codes and critic is not None:
        verdict, critic_codes = critic(payload, context)
        codes += critic_codes
    return Decision(codes=codes, failed=list(result.failed), verdict=verdict)


def _cited(payload: AnswerPayload, context: ContextPack) -> Sequence[Evidence]:
    return [item for item in context.evidence if item.evidence_id in payload.cited_ids]


def question_problems(
    asked: Asked, payload: AnswerPayload, context: ContextPack, settings: Settings,
    names: frozenset[str], common: frozenset[str],
) -> list[str]:
    """What a validated answer does not give of what the question asks (none: nothing found)."""
    cited = _cited(payload, context)
    read = asked.read_as()
    excerpts = [item.excerpt for item in cited]
    codes: list[str] = []
    # A liturgy's exchange ("when the priest says L, what do the people answer"): the answer quotes the
    # line that answers L in the excerpt it cites (text/rubrics.py); that line, not a type, a person or
    # a deed of the question's words, is what is asked.
    exchange, unanswered = response_check(read, payload.answer, excerpts)
    if unanswered is not None:
        codes.append(unanswered)
    if not exchange and (mismatch := answer_type_problem(read, payload.answer, list(cited), common, names)) is not None:
        codes.append(mismatch)  # the answer does not give what the question word asks for
    if not exchange and (unnamed := person_problem(read, list(cited), context.evidence, names, common)) is not None:
        codes.append(unnamed)
    if not codes and not exchange and (unheld := subject_unheld(read, cited, names, common)) is not None:
        codes.append(unheld)  # the records share the question's frame only, none of its subject (SUBJECTFLOOR72)
    if not codes and not exchange and (other := entity_unheld(read, payload.answer, cited, names, common, context.evidence)) is not None:
        codes.append(other)  # a sentence of another owner's record, the asked entity unnamed (ENTITYHELD75)
    if not codes and not exchange and (no := record_no_problem(read, payload.answer, excerpts)):
        codes.append(no)  # the record's no to a yes/no deed, quoted as if it were the answer (RECORDNO64)
    if not codes and not exchange and (disputed := disputed_problem(read, payload.answer, cited)):
        codes.append(disputed)  # answered from what the record tells as a confusion or a corrected report (DISPUTED75)
    if codes:
        # a premise the records do not hold is named first: the question's own doer missing from its records is why it
        # is declined, whatever else the answer misses ("اغريباس قطع راس يوحنا ليه؟": no reason and no اغريباس, TRAILWHY74)
        premise = None if exchange else premise_problem(read, payload.answer, list(cited), context.evidence, names, common)
        return [premise, *codes] if premise is not None else codes
    claim = claim_read(asked.question, asked.searched)
    if claim is not None:
        # "is it true that …?": the claim is what is asked, nothing taken for granted; one cited sentence must state
        # the whole claim (answer/verification.py), a stricter test than the premise's names
        unstated = claim_problem(claim, payload, context, settings, names, every_word=every_word_asked(asked.question))
        if unstated is None and opens_with_denial(payload.answer):
            # a "no" over a sentence that states the claim (PROBEONE65: the probes' copy held it, the workflow did not)
            unstated = denial_problem(asked.question, payload, context, settings, names)
        return [] if unstated is None else [unstated]
    if exchange:
        return []
    # a yes to a yes/no question asserts what it asked: stated by one cited sentence, as a claim is (BENT52)
    if (affirmed := affirmed_problem(asked.question, payload, context, settings, names)) is not None:
        return [affirmed]
    # what the question takes for granted, not held by the records it is answered from
    if (premise := premise_problem(read, payload.answer, list(cited), context.evidence, names, common)) is not None:
        return [premise]
    # the one asked described by a deed, a work or a role ("مخترع الهاتف"): the cited records must hold it
    if (described := described_problem(read, list(cited), context.evidence, names)) is not None:
        return [described]
    return []
