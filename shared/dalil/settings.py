"""One typed settings object, read from `DALIL_*` environment variables.

Every tunable number here is a product knob: its default is the value chosen by an eval run on
the dev split (see benchmarks/), not a guess. Change a default only with a new recorded run.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal, TypeVar
from urllib.parse import quote

from pydantic import AliasChoices, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from dalil.models import LIBRARIES
from dalil.settings_sections import (
    AnswerSettings,
    CapacitySettings,
    DeploySettings,
    HttpSettings,
    ProviderSettings,
    RetrievalSettings,
    Section,
    StoreSettings,
)

SectionT = TypeVar("SectionT", bound=Section)

DOMAINS: tuple[str, ...] = ("bible", "saints", "rites", "hymns", "teaching", "history", "general")


def default_store_path() -> Path:
    return Path.home() / ".dalil" / "dalil.sqlite"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DALIL_", extra="ignore", frozen=True)

    # --- deployment -------------------------------------------------------------------------
    backend: Literal["local", "aws"] = "local"
    store: Path = Field(default_factory=default_store_path)
    embedder: Literal["use", "e5", "hashing", "bedrock-titan", "bedrock-cohere"] = "use"
    use_threads: int = 1  # BLAS threads for the USE embedder; 1 measured fastest on a busy 2-core box
    libraries: Annotated[tuple[str, ...], NoDecode] = LIBRARIES  # enabled libraries; a library is switched off here, never by score
    site_search_url: str = "https://dalil.example/search?q={query}"
    # The church's day is the product's day: "today" (اليوم، النهارده) is read in this zone, never
    # in the process's (Lambda runs in UTC, which is yesterday in Cairo until 02:00/03:00).
    timezone: str = "Africa/Cairo"

    # --- question limits ----------------------------------------------------------------------
    max_question_chars: int = 2000

    # --- retrieval (retrieve broadly) ---------------------------------------------------------
    lexical_k: int = 50
    vector_k: int = 50
    top_k: int = 10
    fusion: Literal["rrf", "weighted_rrf", "score", "rescore"] = "weighted_rrf"
    rrf_k: int = 3  # with vector_weight 0.2: ties or beats lexical on every dev suite (benchmarks/retrieval/RESULTS.md)
    lexical_weight: float = 1.0
    vector_weight: float = 0.2
    min_evidence_score: float = 0.0
    metadata_weight: float = 1.0  # weighted_rrf/score weight of the structured (date, reference) signal
    dense_weight: float = 1.0  # rescore: weight of the question-chunk cosine against BM25 / best BM25
    # Dense re-scoring of the fused top `rescore_window` (retrieval/rescore.py): "e5" =
    # multilingual-E5-small passage vectors (bundled for the demo corpus, a background pass for the
    # rest), "signals" = the search's own "dense" cosines (AWS: Bedrock vectors, same _msearch).
    # auto = e5 on the embedded store, off on AWS (no Bedrock dev run yet). Window 30, weight 1,
    # k 10: the best cell of the dev replay of 2026-11-30 19:15 (experiments.jsonl "e5 replay",
    # every ARCD/XQuAD chunk with its E5 vector): ARCD 454/617 vs lexical 444/605, XQuAD 480/531 vs
    # 471/522, concepts 4/11 vs 2/6, names 19/23 vs 17/23, no suite lower; weight >= 2 (19:01 run)
    # won concepts but lost XQuAD top-1. With the final rules (top-3 set kept, rescore_libraries)
    # the product retriever gave ARCD 451/616, XQuAD 477/531, concepts 2/10, Coptic suites equal
    # (19:40). benchmarks/retrieval/RESULTS.md "E5 re-scoring".
    rescore: Literal["off", "auto", "e5", "signals"] = "auto"
    rescore_window: int = 30
    rescore_weight: float = 1.0
    rescore_rrf_k: int = 10
    # Libraries whose candidates are re-scored (and that `python -m dalil.ingest.dense_pass` embeds).
    # Liturgy keeps the first-stage order: with every liturgy chunk's E5 vector the dev replay lost
    # a liturgy-titles top-1 (a short hymn title is a lexical match). Synaxarium is re-scored: with
    # complete vectors (8,083/8,083, 2026-11-30 21:28) it raised names 17->22/25, stories 4/9->6/10,
    # ARCD 449->454 top-1, no suite lower (RESULTS.md "complete vectors").
    rescore_libraries: Annotated[tuple[str, ...], NoDecode] = ("bible", "arcd", "xquad", "synaxarium")
    # A question the first stage settles is not embedded for E5 (retrieval/rescore.decisive): the
    # BM25 leader leads the fused order, is a passage of these libraries, and leads the BM25 second
    # by at least this share of its score (> 1: off). Chosen on the dev retrieval suites' tuning
    # part (CI profile, 7c3cd337; benchmarks/performance/rescore_decisive.py): ARCD/XQuAD-led at
    # >= 0.4, 302 questions, hit@1 298 with E5 / 300 without, hit@5 301 / 301 (at 0.3 dev-arcd lost
    # a hit@5); validation third 90, hit@1 86 / 89, hit@5 89 / 89; Bible-led questions at 0.4 lost
    # hit@5 (concepts-dev2 10 / 8): the Bible is not in the list. ~32 % of dev-arcd/xquad questions
    # are not embedded. THROUGHPUT25, benchmarks/performance/RESULTS.md.
    rescore_decisive_margin: float = Field(default=0.4, ge=0)
    rescore_decisive_libraries: Annotated[tuple[str, ...], NoDecode] = ("arcd", "xquad")
    e5_threads: int = 1  # OpenMP threads of the E5 engine; 1 on a shared 2-core box
    # Question vectors a process keeps, by the exact text the E5 engine embeds (embed/query_memory.py):
    # a repeated question is not embedded again (~17-20 ms CPU). The same vector by construction
    # (the key is the engine's whole input, the engine deterministic); 2,048 entries ~3.5 MiB a
    # process; 0 = off. SERVE25 (benchmarks/performance/RESULTS.md; docs/DECISIONS.md).
    e5_query_memory: int = Field(default=2048, ge=0)
    # BLAS threads of numpy's own products in every process that embeds (embed/blas.py, set by
    # embed.factory.make_embedder: serve workers, the CLI, `retrieve --batch` workers, Lambdas; E5SKIP24I): E5 topic
    # matching's 6,616 x 384 float64 product, the cosines. OpenBLAS starts one thread a core, and on
    # a busy 2-core box they spin for a core: a served first-time ask, product store, 200 a side,
    # paired, load ~8 (CPU24G, 2026-12-03, before the change at aa36fa4): OpenBLAS's default 50.9 ms
    # CPU mean / 47.2 median / 90.4 p95 -> 1 thread 40.9 / 39.2 / 57.3, responses 0/200 differ
    # (benchmarks/performance/RESULTS.md, CPU24G; docs/DECISIONS.md). For every entry point since 5577187:
    # `retrieve --batch`, 120 questions, 2 workers, product store, alternating, load 9-14: 8.12 -> 7.45 s
    # CPU, rankings identical; a cold `dalil invoke retrieval` 1.99 -> 1.95 s (noise) (E5SKIP24I).
    blas_threads: int = Field(default=1, ge=1)
    # Query-side Arabic: broken plurals, one root's forms and the
    # reader's word -> the Bible's word. On, as its own lexical list over the Bible, voting only when
    # the order without it already answers from the Bible (or the question names a book): dev run of
    # 2026-11-30 21:30, concepts 2/9 -> 3/12, concepts-unseen 2/7 -> 3/9, ARCD, XQuAD and every
    # Coptic suite equal (benchmarks/retrieval/RESULTS.md, "Concept questions and query-side Arabic").
    query_expansion: bool = True
    # "list": the expanded query is its own lexical list, fused at query_expansion_weight, searched
    # only in query_expansion_scope ("bible": the lexicon is the Bible's vocabulary; "all");
    # "query": the partner words are appended to the one lexical query (every library).
    query_expansion_mode: Literal["list", "query"] = "list"
    query_expansion_weight: float = 1.0
    query_expansion_scope: Literal["bible", "all"] = "bible"
    query_expansion_books: bool = True  # "list": a question naming a book ("رسالة أفسس") searches that book
    query_expansion_lean: int = 1  # "list", scope bible: a Bible winner and this many Bible passages in the top 5
    # The topical concept index (data/topics/topics.jsonl, text/topics.py, retrieval/topics.py): a
    # question holding a topic's phrasing gets the topic's key passages as the "topic" list, fused
    # by rank at topic_weight, scaled down below a match score of topic_full_score. Chosen on the dev
    # `concepts` suite with the gated Coptic suites watched (benchmarks/retrieval/RESULTS.md, "Issue
    # 25: the topical concept index"): unscaled, weight 1.0/1.5/2.0 gave product fused hit@5 22, 23,
    # 24 of 50 but synaxarium-stories (CI) fell from 9/10 to 6/10 in the top 5 on topic words inside
    # saints' questions; full weight from score 0.5 keeps 9/10 there and 23/50 (product) on concepts.
    topics: bool = True
    topic_weight: float = 1.5
    topic_min_score: float = 0.0  # match score in (0, 1]: the phrasing's share of the question's content words
    topic_limit: int = 2  # topics whose passages join one question's list
    topic_full_score: float = 0.5  # the list weighs topic_weight at this match score, in proportion below (0: always)
    # Libraries whose records, leading the order without the topic list, keep the list out (retriever._topic_joins)
    topic_yield_to: Annotated[tuple[str, ...], NoDecode] = ("synaxarium", "liturgy")
    topic_yield_depth: int = 2  # ... when the first this many of that order are all theirs (0: never yield)
    # E5 topic matching (retrieval/topic_vectors.py): the re-scorer's E5 question vector against the
    # topics' names and phrasings (shipped vectors); topics at topic_e5_min_cosine or more give the
    # "topic_e5" list, fused at topic_e5_weight, only when the order without it is led by a Bible
    # passage (a QA or saints question keeps its order). Needs the E5 re-scorer (off on AWS today).
    # On (lead, 2026-12-02, docs/DECISIONS.md): with topic_e5_frame_weight 0.5, concepts-dev2 lenient
    # top-5 rises on its tuning part (121 -> 138/208) and its validation third (66 -> 72/102), product
    # profile; answered dev2 concept questions that cite an expected passage 13/22 -> 14/19; refusal
    # suites unchanged. The CI profile's held-out checkpoints lose one question each (re-accepted).
    # DALIL_TOPIC_E5=false turns it off.
    topic_e5: bool = True
    topic_e5_min_cosine: float = 0.85
    topic_e5_weight: float = 1.0
    topic_e5_limit: int = 2
    # The evidence floor (retrieval/evidence.py) credits a top-3 passage the "topic_e5" list put
    # there at this match cosine or more, as it credits a structured match: a topic's passages are
    # by construction the ones that share no words with the reader's question. Above 1: never.
    # 0.93, not 0.9: questions of random Arabic letters reach a topic at 0.90-0.917 (26/60 at 0.9 or
    # more; none at 0.92), so 0.9 let gibberish through the floor once topic_e5 was on; dev2 questions
    # credited: 133/310 at 0.9, 27 at 0.93 (the rest meet the floor's other tests or are declined).
    topic_e5_evidence_cosine: float = 0.93
    # The E5 topic match ranks phrasings by their cosine to the question's vector minus this times
    # the shipped vector of a bare frame question (topic_vectors.FRAME_QUESTION): readers' questions
    # are mostly frame, which drew the match to phrasings that quote a saying whatever its subject
    # (benchmarks/retrieval/RESULTS.md, "Concept misses by class (TOPIC25D)": 0.5 chosen on
    # concepts-dev2's tuning part, 0.3/0.7/1.0 lower; 0: the plain cosine). Acts only with topic_e5.
    topic_e5_frame_weight: float = 0.5
    # E5's best topics whose cosines are within this of the first are tied (retrieval/topics.tied_count):
    # their passages are dealt in turn in the "topic_e5" list, each one's key passage before any
    # one's second, so a near second topic's key verse is not pushed below the first topic's four
    # chunks. Negative: off, the first topic's passages first (main before TOPIC26). Chosen on
    # concepts-dev2's tuning part (TOPIC26, 2026-12-04, benchmarks/retrieval/RESULTS.md): product
    # lenient hit@1,5 91,150 -> 94,153 at 0.0075, 95,153 at 0.01, 96,153 at 0.015, 97,153 at 0.02
    # (but dev concepts lenient@1 23 -> 22), 96,152 at 0.03; CI 75,133 -> 76,134 at 0.0075-0.02.
    topic_e5_tie_margin: float = 0.015
    # A concept question (retrieval/routing.concept_question): asked (text/topics.asks), its best
    # topic a theme (not a Gospel event or person the Synaxarium also tells) matched at
    # topic_concept_score or more (lexical phrasing match) or topic_concept_cosine or more (E5),
    # and no word routing it to a saint or a hymn. Both topic lists then join fusion whatever
    # library leads the order without them (topic_yield_* and the E5 list's Bible-led test apply to
    # the other questions). Above 1: off. TOPIC25H (benchmarks/retrieval/RESULTS.md, DECISIONS),
    # CI profile, concepts-dev2 tuning /208 strict@1,5 / lenient@1,5: off 42,101 / 66,120; E5 cosine
    # 0.94 45,104 / 69,124 (validation /102: 27,51 / 36,63 -> 30,53 / 40,65); 0.92 47,105 / 71,126;
    # 0.9 51,113 / 75,133; 0.88 53,116 / 78,137. 0.94, not lower: at 0.92 three ARCD questions ("ما
    # هو كتاب المقدس؟", "من هو النبي زكريا؟", E5 0.93-0.936 to a theme) took the topic lists and
    # dev-arcd hit@5 fell 615 -> 613/657 (a gated metric); at 0.9 ten did. Product profile: no move on
    # tuning (its store has no Coptic library). TOPIC25H, benchmarks/retrieval/RESULTS.md.
    # ARCD25: the E5 match counts only for a question that says more than a name
    # (text/bare_subject: what / who / when / where / how many / which and at most
    # topic_concept_bare_words analyzed words, or "who" + a verb in the perfect; negative: off):
    # "ما هو كتاب المقدس؟", "من هو النبي زكريا؟", "أين يقع المغرب؟" ask a definition, a person, a
    # place, and their short E5 vectors lie near some theme. With it the cosine drops 0.94 -> 0.90:
    # CI concepts-dev2 tuning /208 45,104 / 69,124 -> 51,113 / 75,133 (the 0.9 row above, at no
    # cost on the concept suites), dev-arcd hit@5 615 -> 615 (without the bare reading 613), hit@1
    # 452 -> 452, hit@3 -1 (a glued "ماذايحدث" question). 0.88: dev-arcd hit@3 -3 (gated). ARCD25,
    # benchmarks/retrieval/RESULTS.md and docs/DECISIONS.md.
    topic_concept_score: float = 0.5
    topic_concept_cosine: float = 0.90
    topic_concept_bare_words: int = 2
    topic_concept_route_threshold: float = 0.5  # the router's score at which a question's words route it away
    # The question reader (text/reading.py) also reads everyday Egyptian content words
    # (data/colloquial/egyptian-msa.tsv, where the corpus does not write the word) and the imperfect's
    # aspect prefixes (بيحب -> يحب, بتطلعش -> تطلع). Off as shipped: concepts-dev2 validation 72 -> 75,
    # but neutral on both held-out concept suites (benchmarks/retrieval/RESULTS.md, DECISIONS).
    # PARA36 (content words only, 54 more rows): fresh dev right unchanged, but the eval gate's held-out
    # concepts-readers lexical lenient@5 39 -> 38; the answer side reads the rows regardless (egyptian_verbs).
    colloquial_everyday: bool = False
    # chunk_id/doc_id prefixes never retrieved in this environment (rules, not scores). An entry
    # matches itself, its chunks ("<doc_id>/n"), or, when it ends in ":", "-", "#", "/" or ".",
    # every id it starts ("syn:03-" = all of Hator).
    exclusions: Annotated[tuple[str, ...], NoDecode] = ()
    strict_domain_threshold: float = 0.5  # rites/hymns/liturgical-date score at which answers fail closed
    # Evidence floor: below both, retrieval found nothing worth showing (the `search` state).
    # Kept (FLOOR20, benchmarks/trust/RESULTS.md): with the floor open (min_vector_score -1) the CI
    # fresh sets answer 0 more dev questions right (validation +1) and 3 more declines (fq12, fq15,
    # validation fq11); of its 63 dev answerable losses 60 fail the answerer's stricter excerpt test.
    min_question_coverage: float = 0.5  # weighted share of question terms found in the best chunk
    min_vector_score: float = 0.55  # cosine of the best chunk (USE); hashing embedder scores differ
    # FTS5 bm25 column weights (title terms, text terms); 1.0/1.0 is plain BM25 until an eval tunes it
    lexical_title_weight: float = 1.0
    lexical_text_weight: float = 1.0
    lexical_surface_weight: float = 2.0  # FTS5 bm25 weight of the unstemmed surface column (exact names)
    # Routing that shapes retrieval (retrieval/routing.py): a question whose router domains at or above
    # this score all have libraries of their own is answered from those libraries, widening to every
    # library when they hold nothing above the evidence floor; above 1: never routed. Chosen on the
    # dev suites' `library` fields (1,565 questions; benchmarks/retrieval/routing_accuracy.py --tune):
    # 0.5 (one keyword) routes 169 right and 63 wrong (59 of them ARCD/XQuAD questions), 0.6 routes
    # 59 right and 1 wrong, 0.8 18 and 0; benchmarks/retrieval/RESULTS.md "routing".
    route_threshold: float = 0.6
    # A Bible topic the question names (the topical index's list joined fusion) at this match score
    # or more counts as a Bible score of that size for routing; above 1: topics never route.
    route_topic_score: float = 2.0

    # --- context (answer narrowly) ------------------------------------------------------------
    context_chunks: int = 5
    context_token_budget: int = 1200
    excerpt_sentences: int = 4  # benchmarks/answers/RESULTS.md: 3 lost gold in 60/559 XQuAD excerpts, 4 in 30
    dedupe_jaccard: float = 0.8  # word-3-gram Jaccard (or containment) at which two excerpts are one
    min_excerpt_tokens: int = 40  # a chunk is cut to fit the budget only if this much room is left

    # --- answer checks (validate.py, output_checks.py; initial values, tune on the dev split) --
    answer_min_chars: int = 8
    answer_max_chars: int = 3000
    answer_min_arabic_ratio: float = 0.6  # Arabic letters / all letters in the answer text
    # A sentence with this many content terms (or a negator or a number) is a claim and needs a
    # marker. 1: every sentence that says anything cites (two-word uncited tails were published
    # at 3; fabrications suite, docs/DECISIONS.md "Claim checks").
    claim_min_terms: int = 1
    # Every answer, critic or not: each cited sentence must be stated by ONE excerpt it cites (share
    # of its terms found there); otherwise the answer is declined (`sources`). benchmarks/answers/RESULTS.md
    answer_min_support: float = 0.5
    # ... and at most this many of its content terms may be missing from that excerpt, whatever the
    # share: one wrong word in a long sentence passed 0.5. fabrications suite (benchmarks/trust/
    # RESULTS.md "After"): 0-3 all catch 35/35, no limit publishes a stitch (bible-stitch-1); 1 is
    # the strictest that still lets a paraphrase change one word. Price on the dev answer suites
    # with the extractive provider: none (its sentences are verbatim). docs/DECISIONS.md "Claim checks".
    answer_max_uncovered_terms: int = 1
    # A word is a corpus name (the claim checks' untitled names) when it stands where names stand
    # (after a title, before a postpositive one, around "بن") in this share of its occurrences.
    # 0.05/0.1 catch every name swap (2327/2026 words); 0.2 lets "هيرودس" (8 of 76 uses) through,
    # 0.3 "سليمان" too (same run).
    claim_name_min_share: float = 0.1
    extractive_min_support: float = 0.5  # weighted share of question terms a chosen sentence must cover
    extractive_max_sentences: int = 3
    # share of question terms the cited excerpt as a whole must contain (benchmarks/answers/RESULTS.md)
    extractive_min_excerpt_coverage: float = 0.6
    extractive_strict_excerpt_coverage: float = 1.0  # rites/hymns/liturgical dates: the passage names it all
    # A question word held by another word of its ROOT (`word_families.root_keys`: "معروفة" by "وعرفت",
    # "رُسم" by "رسامته"; a root two question words share holds neither): the share of such a term's
    # weight a sentence earns in the answerer's sentence score (0.0: off; 1.0: the term is held outright,
    # for the sentence score and the excerpt check alike). Fresh 1-16, CI store, with the asked-value
    # checks (benchmarks/trust/RESULTS.md "ASKEDVALUE19"), dev right on 1-6, 12-15 against the checks
    # alone (147/520): 1.0 +15 but dev declines +3 and validation +7; 0.5 +4 and fq16 +2, dev declines
    # equal, validation +1 (fq10): not shipped; 0.25 +1 (fq6-094), declines equal on every set 1-16.
    extractive_root_credit: float = 0.25
    # A sentence in other words than its excerpt's (text.paraphrase: roots, synonym classes of narrative
    # verbs and connectives) is stated by it when every other claim check finds nothing and at most
    # this many of its content terms are covered in no way. 0: a paraphrase may reword, never add a
    # word; 1 let a near-paraphrase with one new place through (claims-paraphrase, benchmarks/trust/
    # RESULTS.md "Paraphrase support"). docs/DECISIONS.md "Paraphrase support".
    answer_paraphrase_support: bool = True
    answer_paraphrase_max_uncovered: int = 0
    # A cited sentence that is no copy has its numbers carried by ONE sentence of its excerpt (text.span:
    # none taken from another sentence, none stated more often than that sentence states it). On, for
    # its measured price of nothing: claim probes 1-7 + paraphrase (dev, CI store, main 754b23d), bent
    # published blind6 21 -> 20/179, blind7 34 -> 32/217, every faithful and verbatim outcome unchanged,
    # exposure 0/4,031 corpus sentences. A name or content words taken from another sentence were read
    # and left out (as many faithful as bent). benchmarks/trust/RESULTS.md "One span" (SPAN19K).
    answer_span_check: bool = True
    # A sentence citing a chunk of one of these libraries (by the chunk's library, not the question's
    # route; "" for none) is published only as a near-quotation of ONE sentence of it (text.quotation:
    # its words in order, only claim-free words or a whole parenthetical left out, no scope word or
    # phrase cut at the edges); otherwise `not_quoted`, and the redraft -> extractive quote path.
    # Religious libraries (VERBATIM19M, aa36fa4 -> 91bd360, dev probes blind 1-7 + summaries +
    # paraphrase + fresh): religious bent published 60/697 -> 0/697, faithful refused 178 -> 277/279.
    # ARCD/XQuAD too (QUOTEALL19S, same store and probes + blind8, critic off, 0a8a537 with this list
    # vs the three religious ones): ARCD/XQuAD bent published 18/197 -> 0/197, faithful paraphrases
    # refused 42/75 -> 75/75 (each becomes the redraft's or the extractive quote, or sources); through
    # the workflow (fallback_eval.py, 89 ARCD cases of blind4/blind8/paraphrase) bent published 7/60 ->
    # 0/60, and with a model that never quotes, faithful answers turned into sources 7 -> 9/29; the
    # extractive answer suites unchanged. docs/DECISIONS.md "General evidence is quoted too".
    quotation_libraries: Annotated[tuple[str, ...], NoDecode] = LIBRARIES

    # --- generation ---------------------------------------------------------------------------
    provider: Literal["auto", "extractive", "gemini", "openrouter"] = "auto"
    gemini_base_url: str = "https://generativelanguage.googleapis.com"
    gemini_models: Annotated[tuple[str, ...], NoDecode] = ("gemini-2.5-flash", "gemini-2.5-flash-lite")  # "a,b" or JSON
    openrouter_base_url: str = "https://openrouter.ai"
    openrouter_model: str = "google/gemini-2.5-flash"
    gemini_api_key: SecretStr | None = Field(
        default=None, validation_alias=AliasChoices("GEMINI_API_KEY", "DALIL_GEMINI_API_KEY")
    )
    openrouter_api_key: SecretStr | None = Field(
        default=None, validation_alias=AliasChoices("OPENROUTER_API_KEY", "DALIL_OPENROUTER_API_KEY")
    )
    provider_secret_name: str | None = None  # on AWS: Secrets Manager secret holding both keys
    max_output_tokens: int = 1024
    thinking_budget: int = 0
    provider_timeout_s: float = 20.0
    request_budget_s: float = 25.0  # bounded total time; API Gateway stops at 29 s
    # API Gateway's integration limit (fixed by AWS): the client's wait ends there, counted from the
    # gateway's receipt of the request, cold starts included.
    gateway_timeout_s: float = 29.0
    # Kept back from that limit for what follows the run: the API function mapping the execution's
    # output and answering, and the gateway's own hop back to the client.
    gateway_margin_s: float = 2.0
    capacity_per_minute: int = 10
    capacity_per_day: int = 250
    # DynamoDB only: keys per (provider, model, window). One key takes ~2 transactions/s per shard
    # before conflicts matter: ceil(peak questions/s per model / 2), at most 100 (one BatchGetItem).
    capacity_shards: int = Field(default=1, ge=1, le=100)

    # --- review -------------------------------------------------------------------------------
    critic: Literal["off", "offline", "llm"] = "off"
    max_drafts: int = 3
    # A provider draft refused by the claim checks alone (`transitions.CLAIM_SUPPORT_CODES`: a
    # faithful paraphrase the lexical checks cannot read, or a bent sentence) is redrafted once on
    # the same rung with the findings (codes and sentence numbers, never evidence text) in its
    # prompt, within max_drafts and the time budget; if that fails too, the offline extractive
    # answerer answers from the same evidence, validated like any draft (provider "extractive").
    # Never where the failure says the evidence does not answer. benchmarks/trust/RESULTS.md
    # "Redraft and extractive fallback"; docs/DECISIONS.md.
    redraft_on_validation: bool = True
    extractive_fallback: bool = True
    conversation_ttl_s: int = 86400
    critic_min_confidence: float = 0.6
    # Share of the question's asked terms in the answer (relevance) and in each cited excerpt (intent).
    # Measured with the offline critic (FAITH39, `benchmarks/trust/critic_relevance.py`, RESULTS.md) on
    # the 541 faithful claim probe answers validation publishes (claims-blind1-15, paraphrase) and 1,319
    # off-topic twins (each question answered by another record's faithful answer): 0.5/0.5 refuses
    # 50/541 and passes 12/1319; 0.4/0.4: 49 and 16; 0.5/0.55: 83 and 3; 0.55/0.55: 97 and 2 (main's
    # reading at its 0.3/0.3: 385/538 and 33). Not above 0.5: a verse window that names no one ("…
    # أربعة أيام في القبر" for "كم يوما كان لعازر في القبر؟", John 11's third chunk) holds half of a
    # two-term question, and is right. The LLM critic's scores were not measured against these.
    critic_min_relevance: float = 0.5
    critic_min_intent: float = 0.5
    critic_min_support: float = 0.5  # share of a sentence's terms its cited excerpt must contain
    # After the critic rejected the drafts (or could not review them), may the `sources` state show
    # the evidence cards? False: no cards, the `search` state (cards next to a rejected answer read
    # as endorsement). Validation failures always show cards (docs/DESIGN.md §4 `sources`).
    sources_on_failure: bool = False
    # A follow-up that names no one and has at most this many content terms (or refers back: عنه،
    # ذلك، "ومتى …") is elliptic: the titles of the chunks the previous turn cited join its
    # retrieval query to keep the subject (answer/followup.py).
    followup_max_terms: int = 2
    # How many turns back the last cited subject is kept: a follow-up after a declined turn
    # ("ومتى تنيح؟" → no answer → "وأين ولد؟") still asks about the same person.
    followup_subject_turns: int = 3

    # --- AWS ----------------------------------------------------------------------------------
    opensearch_url: str | None = None
    # "service:region" (e.g. "es:us-east-1"): SigV4-sign requests to opensearch_url even though it is
    # not an AWS host name, compressed as for the service: for a signature-verifying proxy in front
    # of a test node (tests/support/sigv4_proxy.py). AWS host names are signed without it.
    opensearch_sigv4: str | None = None
    opensearch_index: str = "dalil-chunks"  # the alias; concrete indices are "<alias>-v<UTC stamp>"
    opensearch_timeout_s: float = 3.0  # one _msearch round trip; past it the question degrades safely
    opensearch_title_boost: float = 2.0  # BM25 multi_match weight of title against text
    opensearch_exact_boost: float = 0.5  # weight of the unstemmed `.exact` sub-fields (names, transliterations)
    # Encoded bytes per ingest bulk request (so the gzip body is at most this too): half the 10 MiB
    # payload limit of the smallest OpenSearch Service instances. A chunk larger than this is refused.
    opensearch_bulk_max_bytes: int = Field(default=5 * 1024 * 1024, ge=64 * 1024, le=10 * 1024 * 1024)
    # Estimated input tokens per minute one process sends to the Bedrock embedder, under the
    # account's tokens-per-minute quota shared by the concurrent ingest batch Lambdas.
    bedrock_tokens_per_minute: int = Field(default=300_000, ge=1)
    bedrock_dimensions: int = 1024  # Titan Text Embeddings V2: 256, 512 or 1024 (Cohere v3 is fixed at 1024)
    chunk_table: str = "dalil-chunks"
    # How long a process (a Lambda container) reads questions with the vocabulary it read from the
    # chunk table before it asks again which one the live index has (stores/aws/dynamo_vocabulary.py):
    # asking is one BatchGetItem (~5-10 ms), and a question reads the vocabulary 2-3 times. After an
    # ingest moves the index, a warm container reads with the old vocabulary for at most this long
    # (VOCAB26; not a measured trade: nothing ranks on it, the lag is the only cost).
    vocabulary_recheck_s: float = Field(default=60.0, ge=0.0)
    capacity_table: str = "dalil-capacity"
    feedback_table: str = "dalil-feedback"
    conversation_table: str = "dalil-conversations"
    state_machine_arn: str | None = None
    cors_origin: str = "http://localhost:3000"  # the site allowed to call the API (never "*")
    # More sites besides cors_origin, "a,b": exact origins or patterns such as
    # "https://*.staging.example.org" (dalil.http.origins holds the one rule both edges apply).
    cors_origins: Annotated[tuple[str, ...], NoDecode] = ()
    # `dalil serve` answers only these Host names (besides loopback names and the address it was
    # bound to), and Origins made of them and its port (besides cors_origin): never a name taken
    # from the request, so a DNS-rebound page cannot reach a server bound to 0.0.0.0. "a,b".
    serve_allowed_hosts: Annotated[tuple[str, ...], NoDecode] = ()
    store_question_text: bool = False  # feedback stores no question text unless allowed
    # `dalil serve` worker processes, each with its own read-only view of the index (a question is
    # CPU-bound Python: one process answers on one core). 0: one per CPU this process may use, at
    # most serve.MAX_DEFAULT_WORKERS; 1: the single-process server.
    serve_workers: int = Field(default=0, ge=0, le=64)
    # Questions computed at once per worker (more threads under one interpreter lock only stretch
    # each answer), how long one may wait for a place, and how many may wait; past either the
    # question is refused at once with 503 and Retry-After instead of queueing without bound.
    serve_ask_threads: int = Field(default=4, ge=1, le=64)
    serve_ask_wait_s: float = Field(default=1.0, gt=0, le=60)
    serve_ask_queue: int = Field(default=64, ge=0, le=4096)
    # Retrieval results cached in each `dalil serve` worker (dalil.retrieval.result_cache): bounded
    # by size and entries, keyed by the question, libraries, settings, day and index state. 0: off.
    serve_retrieval_cache_mb: float = Field(default=32.0, ge=0, le=4096)
    serve_retrieval_cache_entries: int = Field(default=1024, ge=0, le=1_000_000)
    # E5 question embeddings of one `dalil serve` worker's concurrent questions, made together
    # (dalil.embed.e5.QueryBatcher): at most this many a batch (1: off), and how long a question
    # waits for others to join when no batch is running. Questions that arrive while a batch runs
    # join the next one whatever the window.
    serve_e5_batch_max: int = Field(default=8, ge=1, le=64)
    serve_e5_batch_window_ms: float = Field(default=2.0, ge=0, le=50)
    # A `dalil serve` worker's cyclic garbage collector (serve.tune_collector): what its start-up
    # built is frozen out of the collector's reach, and the youngest generation is collected once
    # this many more container objects are alive than at the last collection (Python's default:
    # 700; the older generations keep theirs). 0: Python's collector as it comes (nothing frozen).
    # 7000: the collector's CPU 0.61 -> 0.17 ms an ask, no full collection in 400 asks where there
    # was one of ~0.1 s (SERVE27, benchmarks/performance/RESULTS.md); responses identical.
    serve_gc_young: int = Field(default=7000, ge=0, le=1_000_000)

    @field_validator(
        "libraries", "gemini_models", "rescore_libraries", "rescore_decisive_libraries", "serve_allowed_hosts",
        "topic_yield_to", "cors_origins", "quotation_libraries", mode="before",
    )
    @classmethod
    def _split_csv(cls, value: object) -> object:
        # Environment variables arrive as "a,b,c"; JSON lists are accepted too.
        if isinstance(value, str) and value.strip().startswith("["):
            return tuple(json.loads(value))  # a NoDecode field receives the JSON text itself
        if isinstance(value, str):
            return tuple(part.strip() for part in value.split(",") if part.strip())
        return value

    @field_validator("exclusions", mode="before")
    @classmethod
    def _split_exclusions(cls, value: object) -> object:
        # "syn:03-22#1,arcd:" from the environment; a JSON list is accepted too.
        if isinstance(value, str):
            text = value.strip()
            if text.startswith("["):
                return tuple(json.loads(text))
            return tuple(part.strip() for part in text.split(",") if part.strip())
        return value

    @field_validator("libraries", "quotation_libraries")
    @classmethod
    def _known_libraries(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        unknown = sorted(set(value) - set(LIBRARIES))
        if unknown:
            raise ValueError(f"unknown library {unknown}; known: {', '.join(LIBRARIES)}")
        return value


    @property
    def allowed_origins(self) -> tuple[str, ...]:
        """Every site allowed to call the API: cors_origin, then cors_origins."""
        return (self.cors_origin, *self.cors_origins)

    def request_deadline(self, received_at: float) -> float:
        """When the steps of a request received at `received_at` (epoch seconds; on AWS the gateway's
        receipt) must be done: its budget, and never past the gateway's limit less its margin."""
        return received_at + min(self.request_budget_s, self.gateway_timeout_s - self.gateway_margin_s)

    def search_link(self, question: str) -> str:
        """The site-search link of the `search` state (and every safe fallback): the question,
        URL-encoded and bounded, in `site_search_url`."""
        return self.site_search_url.replace("{query}", quote(question.strip()[:200]))

    # --- typed views by section (dalil.settings_sections) -------------------------------------
    def section(self, model: type[SectionT]) -> SectionT:
        """The values of one section, typed and frozen (the same types, so validating again only
        checks that the section model and this class agree)."""
        return model(**{name: getattr(self, name) for name in model.model_fields})

    @property
    def retrieval_settings(self) -> RetrievalSettings:
        return self.section(RetrievalSettings)

    @property
    def answer_settings(self) -> AnswerSettings:
        return self.section(AnswerSettings)

    @property
    def provider_settings(self) -> ProviderSettings:
        return self.section(ProviderSettings)

    @property
    def capacity_settings(self) -> CapacitySettings:
        return self.section(CapacitySettings)

    @property
    def store_settings(self) -> StoreSettings:
        return self.section(StoreSettings)

    @property
    def http_settings(self) -> HttpSettings:
        return self.section(HttpSettings)

    @property
    def deploy_settings(self) -> DeploySettings:
        return self.section(DeploySettings)


def rescore_mode(settings: Settings) -> str:
    """The re-scorer in force; read by retrieval and by the AWS search client, so it lives here.
    `auto`: E5 on the embedded store; off on AWS until a dev run with Bedrock vectors chooses
    `signals` (the code path and its one-round-trip test exist; with the weak USE model the same
    rule lost ARCD top-1 on the dev replay, so it is not switched on unmeasured). A Lambda never
    loads the E5 engine or a sidecar file."""
    mode = getattr(settings, "rescore", "off")
    if mode == "auto":
        return "off" if settings.backend == "aws" else "e5"
    return mode


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
