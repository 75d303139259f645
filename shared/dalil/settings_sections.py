"""Typed views of `Settings`, one per section: what a reader (a Lambda, a layer) may look at.

The one env-loaded `Settings` stays flat: its `DALIL_*` names are the deploy contract. Each section
model lists the fields of one concern with the same types (tests/unit/test_settings_sections.py
holds that every Settings field belongs to exactly one section, with its type), and
`Settings.section(Model)` gives a frozen view holding just those values. A deployed function
declares the sections it reads (dalil/deploy/functions.py) and may only need fields of those.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, SecretStr


class Section(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: ClassVar[str]


class DeploySettings(Section):
    """Where this copy runs and what it serves: the backend, the embedder, the libraries, the day."""

    name: ClassVar[str] = "deploy"

    backend: Literal["local", "aws"]
    embedder: Literal["use", "e5", "hashing", "bedrock-titan", "bedrock-cohere"]
    libraries: tuple[str, ...]
    site_search_url: str
    timezone: str
    state_machine_arn: str | None


class RetrievalSettings(Section):
    """Retrieve broadly: candidate lists, fusion, re-scoring, query-side Arabic, topics, routing,
    exclusions and the evidence floor."""

    name: ClassVar[str] = "retrieval"

    lexical_k: int
    vector_k: int
    top_k: int
    fusion: Literal["rrf", "weighted_rrf", "score", "rescore"]
    rrf_k: int
    lexical_weight: float
    vector_weight: float
    min_evidence_score: float
    metadata_weight: float
    dense_weight: float
    rescore: Literal["off", "auto", "e5", "signals"]
    rescore_window: int
    rescore_weight: float
    rescore_rrf_k: int
    rescore_libraries: tuple[str, ...]
    rescore_decisive_margin: float
    rescore_decisive_libraries: tuple[str, ...]
    query_expansion: bool
    query_expansion_mode: Literal["list", "query"]
    query_expansion_weight: float
    query_expansion_scope: Literal["bible", "all"]
    query_expansion_books: bool
    query_expansion_lean: int
    topics: bool
    topic_weight: float
    topic_min_score: float
    topic_limit: int
    topic_full_score: float
    topic_yield_to: tuple[str, ...]
    topic_yield_depth: int
    topic_e5: bool
    topic_e5_min_cosine: float
    topic_e5_weight: float
    topic_e5_limit: int
    topic_e5_evidence_cosine: float
    topic_e5_frame_weight: float
    topic_e5_tie_margin: float
    topic_concept_score: float
    topic_concept_cosine: float
    topic_concept_bare_words: int
    topic_concept_route_threshold: float
    colloquial_everyday: bool
    exclusions: tuple[str, ...]
    strict_domain_threshold: float
    min_question_coverage: float
    min_vector_score: float
    lexical_title_weight: float
    lexical_text_weight: float
    lexical_surface_weight: float
    route_threshold: float
    route_topic_score: float
    opensearch_title_boost: float
    opensearch_exact_boost: float
    followup_max_terms: int
    followup_subject_turns: int


class AnswerSettings(Section):
    """Answer narrowly: the context, the answer checks, the extractive answerer and the critic."""

    name: ClassVar[str] = "answers"

    context_chunks: int
    context_token_budget: int
    excerpt_sentences: int
    dedupe_jaccard: float
    min_excerpt_tokens: int
    answer_min_chars: int
    answer_max_chars: int
    answer_min_arabic_ratio: float
    claim_min_terms: int
    answer_min_support: float
    answer_max_uncovered_terms: int
    claim_name_min_share: float
    extractive_min_support: float
    extractive_max_sentences: int
    extractive_min_excerpt_coverage: float
    extractive_strict_excerpt_coverage: float
    extractive_root_credit: float
    answer_paraphrase_support: bool
    answer_paraphrase_max_uncovered: int
    answer_span_check: bool
    quotation_libraries: tuple[str, ...]
    critic: Literal["off", "offline", "llm"]
    max_drafts: int
    redraft_on_validation: bool
    extractive_fallback: bool
    critic_min_confidence: float
    critic_min_relevance: float
    critic_min_intent: float
    critic_min_support: float
    sources_on_failure: bool


class ProviderSettings(Section):
    """The generation providers: which, where, with which keys, how long one call may take."""

    name: ClassVar[str] = "providers"

    provider: Literal["auto", "extractive", "gemini", "openrouter"]
    gemini_base_url: str
    gemini_models: tuple[str, ...]
    openrouter_base_url: str
    openrouter_model: str
    gemini_api_key: SecretStr | None
    openrouter_api_key: SecretStr | None
    provider_secret_name: str | None
    max_output_tokens: int
    thinking_budget: int
    provider_timeout_s: float


class CapacitySettings(Section):
    """How much work, how fast: provider quotas, the request's time budget, threads and workers,
    the embedder's token rate."""

    name: ClassVar[str] = "capacity"

    capacity_per_minute: int
    capacity_per_day: int
    capacity_shards: int
    request_budget_s: float
    gateway_timeout_s: float
    gateway_margin_s: float
    use_threads: int
    e5_threads: int
    e5_query_memory: int
    blas_threads: int
    bedrock_tokens_per_minute: int
    serve_workers: int
    serve_ask_threads: int
    serve_ask_wait_s: float
    serve_ask_queue: int
    serve_retrieval_cache_mb: float
    serve_retrieval_cache_entries: int
    serve_e5_batch_max: int
    serve_e5_batch_window_ms: float
    serve_gc_young: int


class StoreSettings(Section):
    """Where data lives: the SQLite file, the OpenSearch index, the DynamoDB tables, retention."""

    name: ClassVar[str] = "stores"

    store: Path
    opensearch_url: str | None
    opensearch_sigv4: str | None
    opensearch_index: str
    opensearch_timeout_s: float
    opensearch_bulk_max_bytes: int
    bedrock_dimensions: int
    chunk_table: str
    vocabulary_recheck_s: float
    capacity_table: str
    feedback_table: str
    conversation_table: str
    conversation_ttl_s: int
    store_question_text: bool


class HttpSettings(Section):
    """The HTTP edge: who may call, which hosts `dalil serve` answers, how long a question may be."""

    name: ClassVar[str] = "http"

    max_question_chars: int
    cors_origin: str
    cors_origins: tuple[str, ...]
    serve_allowed_hosts: tuple[str, ...]


SECTIONS: tuple[type[Section], ...] = (
    RetrievalSettings,
    AnswerSettings,
    ProviderSettings,
    CapacitySettings,
    StoreSettings,
    HttpSettings,
    DeploySettings,
)
SECTION_BY_NAME: dict[str, type[Section]] = {section.name: section for section in SECTIONS}
