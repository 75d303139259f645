"""The retrieval function reads the store's vocabulary at its container's init (functions/retrieval/
handler.py calls `steps.prepare_reading` at import), on moto: the reads happen while the handler module
loads, the first question's reading of the vocabulary makes no round trip, and a read that fails at
init neither fails the init nor sticks: the next reading asks the table again."""

from __future__ import annotations

import hashlib
import logging
import sys
from collections.abc import Iterator

import pytest
from botocore.exceptions import ClientError

from dalil.models import Chunk
from dalil.settings import get_settings
from dalil.stores.aws.clients import dynamodb_client, reset_clients
from dalil.stores.aws.dynamo_chunks import DynamoChunkStore
from dalil.stores.factory import build_services, reset_services
from dalil.text.reading import vocabulary_of
from dalil.text.vocabulary import bundled_vocabulary, of_chunks
from dalil.workflow.invoke import load_handler_module

TABLE = "dalil-chunks"
MODULE = "dalil_function_retrieval"  # the name workflow/invoke.py loads functions/retrieval/handler.py under


def chunk(n: int, text: str) -> Chunk:
    return Chunk(
        chunk_id=f"synaxarium:{n}/0", doc_id=f"synaxarium:{n}", n=0, library="synaxarium", domains=["general"],
        title=f"يوم {n}", url=f"https://example.org/{n}", text=text, search_text=text,
        content_hash=hashlib.sha256(text.encode()).hexdigest(), corpus_version="v1",
    )


# A word no bundled table holds: its count tells the store's vocabulary from the shipped one.
OWN_WORD = "زخرفيونس"
CHUNKS = [chunk(1, f"تنيح القديس {OWN_WORD} الناسك"), chunk(2, "استشهد القديس مار جرجس")]


class BatchGets:
    """Every BatchGetItem the stores' DynamoDB client sends (the one client a process builds,
    stores/aws/clients.py), as the list of keys it asked for; `failing` makes each fail as an
    unreachable table does."""

    def __init__(self, client) -> None:  # noqa: ANN001 - a boto3 DynamoDB client
        self.calls: list[list[str]] = []
        self.failing = False
        client.meta.events.register("before-parameter-build.dynamodb.BatchGetItem", self._sent)

    def _sent(self, params, **_) -> None:  # noqa: ANN001 - botocore's event arguments
        self.calls.append([key["chunk_id"]["S"] for table in params["RequestItems"].values() for key in table["Keys"]])
        if self.failing:
            raise ClientError({"Error": {"Code": "InternalServerError", "Message": "unavailable"}}, "BatchGetItem")


@pytest.fixture
def aws_backend(dynamodb, monkeypatch: pytest.MonkeyPatch) -> Iterator[BatchGets]:
    """Settings of the AWS backend over the moto chunk table, a vocabulary published in it, and the
    retrieval handler module not loaded yet (a cold container); unloaded again afterwards."""
    store = DynamoChunkStore(dynamodb, TABLE)
    assert store.vocabulary.publish("dalil-chunks-v1", {"synaxarium": of_chunks(CHUNKS, source="test").to_bytes()}, building=True)
    monkeypatch.setenv("DALIL_BACKEND", "aws")
    monkeypatch.setenv("DALIL_CHUNK_TABLE", TABLE)
    monkeypatch.delitem(sys.modules, MODULE, raising=False)
    get_settings.cache_clear()
    reset_services()
    reset_clients()
    yield BatchGets(dynamodb_client())
    sys.modules.pop(MODULE, None)
    reset_services()
    reset_clients()


def test_the_vocabulary_is_read_while_the_handler_loads_and_not_again_by_the_first_question(aws_backend: BatchGets) -> None:
    assert OWN_WORD not in dict(bundled_vocabulary().words())
    load_handler_module("retrieval")
    read_at_init = [key for call in aws_backend.calls for key in call]
    assert read_at_init and all(key.startswith("#vocab#") for key in read_at_init), aws_backend.calls
    aws_backend.calls.clear()
    vocabulary = vocabulary_of(build_services(get_settings()).chunks)  # what the first question's reading asks for
    assert aws_backend.calls == []
    assert vocabulary.source == "store" and vocabulary.count(OWN_WORD) == 1


def test_a_read_that_fails_at_init_neither_fails_the_init_nor_sticks(aws_backend: BatchGets, caplog) -> None:
    aws_backend.failing = True
    with caplog.at_level(logging.WARNING):
        module = load_handler_module("retrieval")  # the container starts
    assert callable(module.handler)
    assert aws_backend.calls and "could not be read" in caplog.text
    aws_backend.failing = False
    aws_backend.calls.clear()
    vocabulary = vocabulary_of(build_services(get_settings()).chunks)  # the first question reads it then
    assert aws_backend.calls and vocabulary.source == "store" and vocabulary.count(OWN_WORD) == 1
