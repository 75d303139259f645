"""The workflow's steps: plain functions from one `WorkflowState` to the next.

The Step Functions Lambdas run one step each; `workflow/local.py` runs them in-process. Each step
builds only the ports it uses and writes the step that follows it into `state.next`
(`workflow/transitions.py` decides; `STEPS` there is the graph).
"""

from __future__ import annotations

import logging
import time
import uuid

from pydantic import ValidationError

from dalil.answer import cards
from dalil.answer.asked_reading import asks_name_meaning
from dalil.answer.clarify import PERSON_AMBIGUOUS, clarification, person_choices
from dalil.answer.context import build_context
from dalil.answer.followup import (
    SUBJECT_UNRESOLVED,
    Subject,
    hydrate_subject,
    open_conversation,
    points_back_only,
    retrieval_query,
)
from dalil.answer.person_choice import text_choice, untitled_person
from dalil.answer.publish_decision import Asked, decide
from dalil.answer.read_on import read_on
from dalil.answer.validate import common_words_of, corpus_names_of
from dalil.errors import CriticFailure, CriticUnavailable, DalilError, InvalidQuestion
from dalil.models import AnswerPayload, Candidate, ContextPack, Evidence, ProviderAttempt, Response, RetrievalResult, ValidationFailure
from dalil.providers import ladder
from dalil.providers.base import GenerationRequest, Provider
from dalil.providers.errors import ConfigError
from dalil.retrieval.names import same_name_records
from dalil.settings import Settings, get_settings
from dalil.stores.factory import Services, build_services
from dalil.text.coptic_calendar import today_in
from dalil.text.franco import prepare_index
from dalil.text.reading import LANGUAGE_UNSUPPORTED, UNSUPPORTED_MESSAGE, vocabulary_of
from dalil.workflow import transitions
from dalil.workflow.state import Attempt, Generation, Validation, WorkflowState
from dalil.workflow.triage import Triage

log = logging.getLogger("dalil.workflow")


def _services(settings: Settings | None) -> Services:
    return build_services(settings or get_settings())


def budget_of(state: WorkflowState, settings: Settings, now: float | None = None) -> ladder.Budget:
    """The request's time budget; the deadline was set once, by the first step."""
    now = time.time() if now is None else now
    budget = ladder.Budget.start(now, settings.request_budget_s, settings.provider_timeout_s)
    return budget if state.deadline is None else budget.model_copy(update={"deadline": state.deadline})


def prepare_reading(settings: Settings | None = None) -> None:
    """What a serving worker's (or a retrieval Lambda container's) first questions would otherwise
    build inside their traffic: the store's vocabulary (on AWS: read from the chunk table, two
    BatchGetItem) and the Franco-Arabic index over it (~0.6 s of CPU together). Called once at a
    worker's start and at the retrieval function's init. A failure here is only logged: the first
    question meets the same error and answers it properly (a vocabulary that could not be read is
    read again then)."""
    try:
        prepare_index(vocabulary_of(_services(settings).chunks))
    except Exception:  # noqa: BLE001 - a warm-up never stops a worker
        log.warning("reading warm-up failed; the first question builds it", exc_info=True)


def prepare_names(settings: Settings | None = None) -> None:
    """The corpus's names the claim checks and the premise check use (`Services.claim_names`; on AWS
    the chunk table's `#names#` items, one BatchGetItem after the pointer's), read at the validation
    function's init rather than in its first answer. A failure is only logged: the names' reader
    falls back to none with a warning, and the first answer reads again."""
    try:
        corpus_names_of(_services(settings).settings)
    except Exception:  # noqa: BLE001 - a warm-up never stops a container
        log.warning("reading the corpus names at init failed; the first answer reads them", exc_info=True)


# --- retrieve ---------------------------------------------------------------------------------


def retrieve(state: WorkflowState, settings: Settings | None = None) -> WorkflowState:
    services = _services(settings)
    settings = services.settings
    if state.deadline is None:
        state.deadline = time.time() + settings.request_budget_s
    state.search_url = settings.search_link(state.question)
    subject = _follow_up(services, state)  # raises UnknownConversation for an unknown/expired id
    if subject is None and _points_back_alone(state):
        return state
    # A follow-up keeps its subject through the retrieval query only (answer/followup.py).
    query = retrieval_query(state.question, subject, settings)
    state.subject_titles = subject.titles if subject is not None and query != state.question else []
    try:
        result = _retrieve(services, query, state.libraries)
    except InvalidQuestion as error:
        state.reason = f"invalid_question: {error}"
        state.next = transitions.after_retrieve(state)
        return state

    candidates = result.candidates
    if result.trace.script == "unsupported":
        # Not Arabic and not Franco-Arabic: say which languages Dalil reads, not "not enough evidence".
        state.reason = f"{LANGUAGE_UNSUPPORTED}: {UNSUPPORTED_MESSAGE}"
        state.next = transitions.after_retrieve(state)
        return state
    # The floor, the context and the answerer read the question as it was searched (a Franco-Arabic
    # question in Arabic letters, colloquial words in the corpus's register).
    state.searched_question = result.trace.searched
    query = result.trace.searched or query
    asked = state.searched_question or state.question
    state.domains = sorted(result.trace.route.domains, key=lambda d: -result.trace.route.domains[d])
    from dalil.retrieval.evidence import evidence_floor, on_topic_cards
    from dalil.retrieval.router import strict_religious

    state.strict_religious = strict_religious(result.trace.route, settings)
    enough, why = evidence_floor(query, result, settings)
    state.triage = Triage.from_retrieval(result, why, enough)
    if not enough:
        state.reason = why
    elif not (context := build_context(asked, candidates, settings, date_intent=result.trace.date_intent)).evidence:
        state.reason = "no_context"
    else:
        _hold_context(state, services, context.evidence, candidates)
        on_topic = on_topic_cards(query, result, state.chunks.keys(), settings)
        state.cards_on_topic = bool(on_topic)
        state.topic_cards = [chunk_id for chunk_id in state.chunks if chunk_id in on_topic]
    state.clarify = clarification(state.question, state.reason, result.trace.notes, settings.timezone)
    if state.has_evidence and (persons := _same_name_cards(asked, state)):
        # Several saints bear the asked name and the question chooses none: any answer would be a
        # guess between them. Declined before generating, with each one's record as a card and
        # the reader's choice as the way on (answer/clarify.person_choices).
        state.reason = f"{PERSON_AMBIGUOUS}: {len(persons)} records"
        state.topic_cards = list(persons)
        state.cards_on_topic = True
        state.clarify = person_choices(state.question, list(persons.values()))
    state.next = transitions.after_retrieve(state)
    return state


def _hold_context(state: WorkflowState, services: Services, evidence: list[Evidence], candidates: list[Candidate]) -> None:
    """The context's evidence and its chunks, hydrated, into the state."""
    hydrated = cards.chunks_by_id(candidates)
    state.has_evidence = True
    state.evidence = evidence
    state.chunks = {e.chunk_id: hydrated[e.chunk_id] for e in evidence}
    # a why whose answering sentence the chunker cut: the rest of it, from the record's next chunk (answer/read_on.py)
    state.evidence, added = read_on(_asked(state).read_as(), state.evidence, state.chunks, services.chunks.get_many)
    state.chunks.update((chunk.chunk_id, chunk) for chunk in added)


def _same_name_cards(question: str, state: WorkflowState) -> dict[str, str]:
    """{first retrieved chunk id: record title} of each record `names.same_name_records` leaves
    open for the question ({} when the question names one person or chooses one record, or asks
    what a name means: "اسم سمعان يعني إيه" is the same whichever Simon bears it)."""
    if asks_name_meaning(question):
        return {}
    first: dict[str, tuple[str, str]] = {}
    for item in state.evidence:
        first.setdefault(item.chunk_id.rpartition("/")[0], (item.chunk_id, item.title or ""))
    by_text = text_choice(question, state.evidence)
    titled = [(doc_id, title) for doc_id, (_, title) in first.items()]
    records = same_name_records(question, titled, by_text, untitled=untitled_person(question, state.evidence))
    return {first[doc_id][0]: first[doc_id][1] for doc_id in records}


def _points_back_alone(state: WorkflowState) -> bool:
    """ "وأمه اسمها إيه؟" asked with no conversation: no one to resolve "his" to, and any record's
    mother would answer a person the reader never named. Declined before any search."""
    if not points_back_only(state.question):
        return False
    state.reason = f"{SUBJECT_UNRESOLVED}: the question points back to someone it does not name"
    state.next = transitions.after_retrieve(state)
    return True


def _follow_up(services: Services, state: WorkflowState) -> Subject | None:
    """Open or continue the conversation; the previous turn's cited chunks, hydrated, or None."""
    state.conversation_id, cited = open_conversation(
        services.conversations, state.conversation_id, state.new_conversation, services.settings.followup_subject_turns
    )
    if state.conversation_id is None or state.new_conversation or not cited:
        return None
    return hydrate_subject(services.chunks, state.conversation_id, cited)


def _retrieve(services: Services, query: str, libraries: list[str] | None) -> RetrievalResult:
    """Retrieval, or its cached result in a server process that keeps one (retrieval.result_cache)."""
    from dalil.retrieval import result_cache  # cold start: as the retrieval imports of `retrieve`

    cache = result_cache.process_cache(services.settings)
    flights = result_cache.process_flights(services.settings)
    shared = cache is not None or flights is not None
    index_version = getattr(services.chunks, "index_version", None) if shared else None
    if index_version is None:
        return _retriever(services).retrieve(query, libraries=libraries)
    return result_cache.cached_retrieve(
        cache, services.settings, index_version, query, libraries,
        lambda: _retriever(services).retrieve(query, libraries=libraries), flights=flights,
    )


def _retriever(services: Services):
    from dalil.retrieval.retriever import Retriever

    return Retriever(services.settings, services.search, services.chunks, services.embedder)


# --- generate: one attempt on one rung (reserve → call → reconcile) ----------------------------


def generation_request(state: WorkflowState) -> GenerationRequest:
    return GenerationRequest(
        request_id=state.reservation_id(),
        question=_asked(state).answered_as(),
        evidence=state.evidence,
        domains=state.domains,
        strict_religious=state.strict_religious,
        critic_gaps=state.critic_gaps,
    )


def generate(state: WorkflowState, settings: Settings | None = None) -> WorkflowState:
    """The ladder is decided here, where the keys are; the rungs travel in the state by name."""
    from dalil.answer.prompt import build_prompt, prompt_tokens
    from dalil.providers.factory import build_rungs

    services = _services(settings)
    settings = services.settings
    if state.extractive_fallback:
        # A provider draft was refused by the claim checks: the offline answerer quotes the same
        # evidence (transitions.after_validate), unmetered, and is validated like any draft.
        # Local: it loads numpy (dalil.ranking), ~+130 ms CPU on the validation Lambda's cold start (≤ 400 ms), which imports this module.
        from dalil.providers.extractive import ExtractiveProvider

        rung: Provider = ExtractiveProvider(settings)
        name = f"{rung.name}:{rung.model}"
    else:
        rungs = build_rungs(settings)
        built = dict(zip(ladder.describe(rungs), rungs, strict=True))
        if not state.rungs:
            state.rungs = list(built)
        name = state.rungs[state.rung_index]
        if name not in built:
            raise ConfigError(f"the rung {name} is no longer configured", reason="rung_not_configured")
        rung = built[name]
    if state.backoff_s:
        time.sleep(state.backoff_s)  # a same-rung retry's short backoff
        state.backoff_s = 0.0
    budget = budget_of(state, settings)
    request = generation_request(state)
    result = ladder.attempt(
        rung,
        lambda timeout_s: rung.generate(request.model_copy(update={"timeout_s": timeout_s})),
        capacity=services.capacity if ladder.metered(rung) else None,
        reservation_id=request.request_id,
        tokens=prompt_tokens(build_prompt(request)) + settings.max_output_tokens,
        budget=budget,
    )
    if not result.ok:
        log.info("attempt failed", extra={"rung": name, "outcome": result.outcome, "detail": result.log_message})
    state.attempts.append(Attempt(**result.attempt.model_dump(), retry_after_s=result.retry_after_s))
    state.generation = Generation(
        outcome=result.outcome, payload=result.reply.payload if result.ok else None,
        provider=result.provider, model=result.model,
    )
    now = time.time()
    decision = ladder.decide(result, retries_used=state.rung_retries, budget=budget, now=now)
    state.next = transitions.after_generate(state, decision, budget.allows_attempt(now), settings)
    return state


# --- validate ---------------------------------------------------------------------------------


def validate(state: WorkflowState, settings: Settings | None = None) -> WorkflowState:
    services = _services(settings)
    settings = services.settings
    payload = state.generation.payload if state.generation else None
    context = state.context()
    if payload is None:
        state.validation = Validation(valid=False, codes=["no_payload"])
        state.next = transitions.after_validate(state, settings)
        return state
    names = corpus_names_of(settings)  # read once: the claim checks and the question's named doers
    critic = None if settings.critic == "off" else lambda p, c: _review(state, p, c, services)
    decision = decide(
        _asked(state), payload, context, settings, allowed_urls=cards.allowed_urls(context, state.chunks), names=names,
        common=common_words_of(settings),  # words the corpus writes as common nouns: no kin's name
        critic=critic,
    )
    if decision.declined:
        state.validation = Validation(valid=False, declined=True, codes=decision.codes)
        state.next = transitions.after_validate(state, settings)
        return state
    findings = claim_findings(decision.failed)
    state.validation = Validation(valid=decision.published, codes=decision.codes, critic=decision.verdict, findings=findings)
    state.next = transitions.after_validate(state, settings, budget_of(state, settings).allows_attempt(time.time()))
    return state


def _asked(state: WorkflowState) -> Asked:
    """The question as asked and as searched; a follow-up's searched reading carries its kept subject."""
    return Asked(state.question, state.searched_question, follow_up=bool(state.subject_titles))


def claim_findings(failed: list[ValidationFailure]) -> list[str]:
    """"code:n" for each claim-check failure (`transitions.CLAIM_SUPPORT_CODES`): n is the number of
    the answer sentence the validator found it in (0: not one sentence). Codes and numbers only: a
    redraft's prompt never carries text the model could take as an instruction."""
    return [
        f"{failure.code}:{failure.sentence or 0}" for failure in failed if failure.code in transitions.CLAIM_SUPPORT_CODES
    ]


def _reviewed_question(state: WorkflowState) -> str:
    """The question the critic judges the answer against: a follow-up as searched with its kept subject ("وكم
    سنة عاش؟" after a question on Antony asks of Antony; judged alone, an answer naming him looks off topic),
    any other question as asked."""
    return state.searched_question if state.subject_titles and state.searched_question else state.question


def _review(state: WorkflowState, payload: AnswerPayload, context: ContextPack, services: Services):
    """(verdict, codes). Codes are stable; what went wrong (provider names, errors) goes to the log
    and the attempts."""
    from dalil.answer.critic import passes
    from dalil.providers.critic_call import CriticCall, build_critic, build_critic_call

    settings = services.settings
    call = None
    if settings.critic == "llm":
        call = build_critic_call(settings, services.capacity)
        if isinstance(call, CriticCall):
            call.review_id = f"{state.request_id}:critic:{state.draft}"
            call.deadline = state.deadline
    critic = build_critic(settings, services.capacity, state.chunks, call=call)
    try:
        verdict = critic.review(_reviewed_question(state), payload, context)
    except CriticUnavailable as error:
        log.warning("critic unavailable", extra={"detail": str(error)[:300]})
        return None, [transitions.CRITIC_UNAVAILABLE]
    except CriticFailure as error:
        log.warning("critic reply unusable", extra={"detail": str(error)[:300]})
        return None, [transitions.CRITIC_MALFORMED]
    finally:
        if isinstance(call, CriticCall):
            state.attempts += [Attempt(**a.model_dump()) for a in call.attempts]
    ok, reasons = passes(verdict, settings)
    if not ok:
        state.critic_gaps = list(verdict.ungrounded_claims) + list(reasons)
    return verdict.model_dump(), [] if ok else [f"{transitions.CRITIC_REJECTED}{reason}" for reason in reasons]


# --- finish -----------------------------------------------------------------------------------


def finish(state: WorkflowState, settings: Settings | None = None) -> Response:
    """The docs/DESIGN.md §4 response (`transitions.final_outcome` decides which); the message is
    recorded for feedback and follow-ups."""
    services = _services(settings)
    settings = services.settings
    if state.failure is not None:
        log.error("a step failed", extra={"step": state.next or transitions.START, "failure": str(state.failure)[:500]})
    if transitions.retrieve_failed(state):
        # The request was at fault (an unknown or expired conversation, a library): no turn is
        # added to a conversation it named, and none is confirmed to the client.
        state.conversation_id = None
    final = transitions.final_outcome(state, settings)
    state.outcome, state.final_reason, state.retry_after_s = final.outcome, final.reason, final.retry_after_s
    validation = state.validation
    codes = validation.codes if validation else []
    if final.outcome == "answer" and state.extractive_fallback and state.refused is not None:
        # A quote answered: the triage keeps why the model's draft was refused.
        codes = [f"refused:{code}" for code in state.refused.codes] + codes
    state.triage = (state.triage or Triage()).completed(
        attempts=[(a.provider, a.model, a.outcome) for a in state.attempts],
        validation_codes=codes,
        critic=validation.critic if validation else None,
        state=final.outcome,
        reason=final.reason,
    )
    context = state.context()
    today = today_in(settings.timezone)  # Synaxarium cards show this year's date of their day
    response = Response(state=final.outcome, message_id=uuid.uuid4().hex, conversation_id=state.conversation_id)
    response.searched_question = state.searched_question
    response.attempts = [ProviderAttempt(**a.model_dump(exclude={"retry_after_s"})) for a in state.attempts]
    if final.outcome == "answer":
        assert state.generation is not None and state.generation.payload is not None  # final_outcome checked it
        payload = state.generation.payload
        response.answer = payload.answer
        response.citations = cards.citations(payload.cited_ids, context, state.chunks, today)
        response.sources = cards.source_cards(context, state.chunks, payload.cited_ids, today)
        response.provider = state.generation.provider
    else:
        response.reason = final.reason
        response.retry_after_s = final.retry_after_s
        if final.show_cards and state.has_evidence:
            # Without an answer only the cards about the question are shown (retrieval.evidence.on_topic_cards).
            shown = [e.evidence_id for e in context.evidence if state.topic_cards is None or e.chunk_id in state.topic_cards]
            response.sources = cards.source_cards(context, state.chunks, shown, today=today)
        if final.outcome in ("search", "sources"):
            response.search_url = state.search_url or settings.search_link(state.question)
        response.clarify = state.clarify
    state.next = None
    _record(services, state, response, [c.chunk_id for c in response.citations])
    return response


def _record(services: Services, state: WorkflowState, response: Response, cited: list[str]) -> None:
    settings = services.settings
    try:
        services.feedback.record_message(
            response.message_id,
            state.conversation_id,
            state.question if settings.store_question_text else None,
            cited,
            response.state,
            triage=state.triage.record() if state.triage else None,
        )
        if state.conversation_id:
            services.conversations.append_turn(
                state.conversation_id, response.message_id, cited, settings.conversation_ttl_s
            )
    except (DalilError, ValidationError):
        # Recording is for feedback and follow-ups; the answer itself must not be lost to it.
        log.warning("the message could not be recorded", exc_info=True)
        response.recorded = False  # surfaced to the client: feedback and follow-ups will be refused
