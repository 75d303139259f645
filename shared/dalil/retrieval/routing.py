"""Routing that shapes retrieval: a question the router places firmly in domains that have their
own libraries is answered from those libraries; the others widen the search only when the routed
libraries hold no evidence that passes the floor.

The router (retrieval/router.py) scores areas of meaning, not libraries. A domain at or above
`settings.route_threshold` names the libraries that hold its records (`DOMAIN_LIBRARIES`); a
question is routed when every such domain has libraries (history and general questions are asked
of every library: the Synaxarium, ARCD and XQuAD all tell history) and they are fewer than the
request's. Routing then works on the fused order, after policy and the rules that move records
first, before the cut to top_k:

- the candidates of the routed libraries (and any candidate a rule moved first: a date, a
  reference, a named person, a quotation) are kept in their order, the rest set aside, when the
  first `evidence.FLOOR_DEPTH` of them pass the evidence floor (retrieval/evidence.py), the same
  test the answer step applies;
- otherwise every library's candidates stay, in the fused order (`route_widened` in the trace).

So a hymn-timing question routed to the liturgy at 0.95 cites hymns, not a Synaxarium record or
a Bible chapter that shares a word with it, and a routed question whose library cannot answer is
answered as before. The order inside the routed libraries is fusion's over every library (their
scores and the floor mean what they meant before): only what is shown changes. A question with a
structured lookup (a Coptic day, a Bible reference) is not routed: the lookup already decides.
"""

from __future__ import annotations

from collections.abc import Sequence

from dalil.models import BIBLE, SYNAXARIUM, Candidate, DateIntent, RetrievalResult, RetrievalTrace, Route, library_of
from dalil.retrieval.evidence import FLOOR_DEPTH, evidence_floor
from dalil.settings import Settings
from dalil.stores.protocols import ChunkStore
from dalil.text.bare_subject import bare_subject
from dalil.text.topics import THEME_KINDS, TopicMatch, asks

LITURGY = "liturgy"
# Domain -> the libraries whose records answer it. Rites (fasts, sacraments, feasts) are told by the
# liturgy, the Synaxarium's feast records and the Bible; teaching by the Bible and the liturgy.
# A domain missing here (history, general) is asked of every library.
DOMAIN_LIBRARIES: dict[str, tuple[str, ...]] = {
    "bible": (BIBLE,),
    "saints": (SYNAXARIUM,),
    "hymns": (LITURGY,),
    "rites": (LITURGY, SYNAXARIUM, BIBLE),
    "teaching": (BIBLE, LITURGY),
}
NOTE_ROUTED = "route_first"
NOTE_WIDENED = "route_widened"
NOTE_CONCEPT = "concept_question"  # the topic lists join whatever leads (concept_question)


def routed_libraries(
    route: Route, allowed: Sequence[str], threshold: float, topic_score: float = 0.0
) -> tuple[list[str], list[str]]:
    """(the libraries a question is routed to, in `allowed` order; the domains that routed it),
    or ([], []) when it is asked of every allowed library. A threshold above 1 never routes.
    `topic_score`: the match score of a Bible topic the question names (0: none counted), a Bible
    score of its own: "ما هي ثمار الروح؟" has no Bible keyword but is a Bible question."""
    scores = {**route.domains, BIBLE: max(route.domains.get(BIBLE, 0.0), topic_score)}
    strong = [domain for domain, score in scores.items() if domain != "general" and score >= threshold]
    if not strong or any(domain not in DOMAIN_LIBRARIES for domain in strong):
        return [], []
    wanted = {library for domain in strong for library in DOMAIN_LIBRARIES[domain]}
    libraries = [library for library in allowed if library in wanted]
    if not libraries or len(libraries) == len(allowed):
        return [], []
    return libraries, strong


def concept_question(
    question: str, route: Route, allowed: Sequence[str], settings: Settings, lexical: Sequence[TopicMatch], e5: Sequence[TopicMatch],
    notes: list[str] | None = None,
) -> bool:
    """A question about a teaching or theme of the Bible, read from the question itself and its
    topic match, not from which library happens to lead its search:
    - its best topic of the topical index matches strongly: at `settings.topic_concept_score` or
      more by the lexical phrasing match, or at `settings.topic_concept_cosine` or more by the E5
      match (`lexical`, `e5`: each matcher's topics, best first); the E5 match counts only for a
      question that says more than a name (`text/bare_subject`: "ما هو الكتاب المقدس؟", "من هو
      النبي زكريا؟" ask a definition or a person, and the vector of so short a question lies near
      some theme's phrasing whatever it names; `settings.topic_concept_bare_words`): such a
      question is a concept question only when its words match a topic's ("ما هي ثمار الروح؟");
    - every topic matched that strongly is a theme (`topics.THEME_KINDS`), not a Gospel event or
      person: the Synaxarium and the liturgy tell of the same people and feasts ("the old man who
      held the child Jesus in the temple" is a saint's day, "the coming of the Holy Family to
      Egypt" a feast), so those questions keep the rule that lets their records lead;
    - it is asked (`topics.asks`), not a title naming a prayer or a feast;
    - its own words do not route it to libraries without the Bible (a saint, a hymn:
      `routed_libraries` at `settings.topic_concept_route_threshold`).
    Such a question gets the topic lists fused whatever leads. Settings above 1 turn either
    match test off. `e5` is read last, only by a question the other tests leave open: the
    retriever computes it on that first read (embedding the question, a product over every
    topic phrasing), so the tests' order is the cost's, not the rule's."""
    strong = [match for match in lexical[:1] if match.score >= settings.topic_concept_score]
    if any(match.topic.kind not in THEME_KINDS for match in strong) or not asks(question):
        return False
    libraries, _ = routed_libraries(route, allowed, settings.topic_concept_route_threshold)
    if libraries and BIBLE not in libraries:
        return False
    if not bare_subject(question, settings.topic_concept_bare_words):
        strong += [match for match in e5[:1] if match.score >= settings.topic_concept_cosine]
    if not strong or any(match.topic.kind not in THEME_KINDS for match in strong):
        return False
    if notes is not None:
        named = ", ".join(f"{match.topic.topic_id} ({match.score:.2f})" for match in strong)
        notes.append(f"{NOTE_CONCEPT}: {named}; the topic lists join whatever leads")
    return True


def route_first(
    question: str,
    ranked: list[Candidate],
    route: Route,
    allowed: Sequence[str],
    store: ChunkStore,
    settings: Settings,
    notes: list[str],
    lookup: bool = False,
    topic_list: Sequence[tuple[str, float]] | None = None,
) -> list[Candidate]:
    """The routed libraries' candidates when they hold evidence above the floor, else `ranked`.
    `lookup`: a structured lookup (a day, a passage) ran; its records already lead. `topic_list`:
    the topical index's list when it joined fusion, its best match score counted as a Bible score
    from `settings.route_topic_score` up."""
    best_topic = topic_list[0][1] if topic_list else 0.0
    topic_score = best_topic if best_topic >= settings.route_topic_score else 0.0
    libraries, domains = routed_libraries(route, allowed, settings.route_threshold, topic_score)
    if lookup or not libraries:
        return ranked
    inside = [c for c in ranked if library_of(c.chunk_id) in libraries or c.boosts]
    aside = len(ranked) - len(inside)
    scores = {**route.domains, BIBLE: max(route.domains.get(BIBLE, 0.0), topic_score)}
    why = ", ".join(f"{domain} {scores[domain]:.2f}" + (" (topic)" if domain == BIBLE and topic_score else "") for domain in domains)
    if aside == 0:
        notes.append(f"{NOTE_ROUTED}: {', '.join(libraries)} <- {why}; no other library's candidate")
        return ranked
    if _passes_floor(question, inside, route, allowed, store, settings, notes):
        notes.append(f"{NOTE_ROUTED}: {', '.join(libraries)} <- {why}; {aside} candidates of other libraries set aside")
        return inside
    notes.append(f"{NOTE_WIDENED}: {', '.join(libraries)} <- {why} hold no evidence above the floor; every library kept")
    return ranked


def _passes_floor(
    question: str,
    inside: list[Candidate],
    route: Route,
    allowed: Sequence[str],
    store: ChunkStore,
    settings: Settings,
    notes: list[str],
) -> bool:
    head = inside[:FLOOR_DEPTH]
    if not head:
        return False
    records = store.get_many([c.chunk_id for c in head])
    hydrated = [c.model_copy(update={"chunk": records[c.chunk_id]}) for c in head if c.chunk_id in records]
    trace = RetrievalTrace(
        question=question, normalized=question, route=route, date_intent=DateIntent(),
        libraries=list(allowed), notes=list(notes),
    )  # fmt: skip
    passed, _ = evidence_floor(question, RetrievalResult(candidates=hydrated, trace=trace), settings)
    return passed
