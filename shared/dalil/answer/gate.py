"""Fail-closed rule for strict-religious answers (the response state itself is decided once, in
`dalil.workflow.transitions.final_outcome`).

- `religious_claims_supported`: for rites, fasts, sacraments, hymn timing and liturgical dates,
  every answer sentence must be stated directly by the excerpt it cites: the support rule of
  validation (`answer.support.excerpt_states`) at `religious_min_support`, i.e. nearly all of its
  terms, none missing. A term given by another form of its root or a word of its closed synonym
  class (`text.paraphrase`: narrative verbs and connectives, never events, opposites, numbers,
  names, offices) is stated directly: the rite, its time and its actors are still the excerpt's
  own words, and with paraphrase support every term must be covered (`answer_paraphrase_max_uncovered`).
  Which questions are strict is decided once, by `dalil.retrieval.router.strict_religious`.
"""

from __future__ import annotations

from dalil.answer.support import paraphrase_allowance, unsupported_sentences
from dalil.models import AnswerPayload, ContextPack
from dalil.settings import Settings, get_settings
from dalil.text.assertions import stored_months
from dalil.text.support import answer_sentences


def religious_claims_supported(
    payload: AnswerPayload, context: ContextPack, strict: bool, settings: Settings | None = None
) -> bool:
    """True unless `strict` and some answer sentence is not stated directly by what it cites."""
    if not strict or payload.status != "answered":
        return True
    settings = settings or get_settings()
    # Per sentence, against the ONE excerpt it cites that states it best (never their union: a
    # sentence stitched from two passages is stated by neither). Logic in answer/support.py and text/support.py.
    excerpts = {item.evidence_id: item.excerpt for item in context.evidence}
    months = {item.evidence_id: stored_months(context.chunk_metadata.get(item.chunk_id, {})) for item in context.evidence}
    if not answer_sentences(payload.answer):
        return False
    return not unsupported_sentences(
        payload.answer, excerpts, settings.religious_min_support, min_terms=1,
        max_uncovered=settings.answer_max_uncovered_terms,
        paraphrase_max_uncovered=paraphrase_allowance(settings),
        months=months,
    )
