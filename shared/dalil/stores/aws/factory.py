"""The AWS implementations of the store interfaces, built from settings (`DALIL_BACKEND=aws`).
`dalil.stores.factory` calls these; nothing else on the request path knows the backend."""

from __future__ import annotations

from dalil.settings import Settings, rescore_mode
from dalil.stores.aws.clients import dynamodb_client, opensearch_client
from dalil.stores.aws.dynamo_capacity import DynamoCapacityStore
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.stores.aws.dynamo_conversations import DynamoConversationStore
from dalil.stores.aws.dynamo_feedback import DynamoFeedbackStore
from dalil.stores.aws.opensearch_search import OpenSearchCandidateSearch


def candidate_search(settings: Settings) -> OpenSearchCandidateSearch:
    return OpenSearchCandidateSearch(
        opensearch_client(settings),
        settings.opensearch_index,
        title_boost=settings.opensearch_title_boost,
        exact_boost=settings.opensearch_exact_boost,
        timeout_s=settings.opensearch_timeout_s,
        dense=rescore_mode(settings) == "signals",  # the re-scorer's cosines ride in the same _msearch
    )


def chunk_store(settings: Settings) -> DynamoChunkStore:
    return DynamoChunkStore(dynamodb_client(settings), settings.chunk_table, vocabulary_recheck_s=settings.vocabulary_recheck_s)


def claim_names(chunks: object, settings: Settings) -> frozenset[str]:
    """The corpus's names the cloud ingest published beside the vocabulary (cached per process)."""
    if not isinstance(chunks, DynamoChunkStore):
        raise TypeError(f"the AWS backend's chunk store is a DynamoChunkStore, not {type(chunks).__name__}")
    return chunks.claim_names.names(settings.claim_name_min_share)


def common_words(chunks: object, settings: Settings) -> frozenset[str]:
    """The words the corpus writes as common nouns, published with its names (cached per process)."""
    if not isinstance(chunks, DynamoChunkStore):
        raise TypeError(f"the AWS backend's chunk store is a DynamoChunkStore, not {type(chunks).__name__}")
    return chunks.claim_names.common(settings.claim_name_min_share)


def capacity_store(settings: Settings) -> DynamoCapacityStore:
    return DynamoCapacityStore.from_settings(settings, dynamodb_client(settings))


def feedback_store(settings: Settings) -> DynamoFeedbackStore:
    return DynamoFeedbackStore(dynamodb_client(settings), settings.feedback_table, settings.store_question_text)


def conversation_store(settings: Settings) -> DynamoConversationStore:
    return DynamoConversationStore(dynamodb_client(settings), settings.conversation_table)
