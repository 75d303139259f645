"""Bedrock embedders against botocore's Stubber: the real InvokeModel request and response shapes."""

from __future__ import annotations

import io
import json

import boto3
import numpy as np
import pytest
from botocore.response import StreamingBody
from botocore.stub import ANY, Stubber

from dalil.embed.base import Embedder
from dalil.embed.bedrock import COHERE_MULTILINGUAL_V3, TITAN_V2, CohereEmbedder, TitanEmbedder, make_bedrock_embedder
from dalil.errors import BackendUnavailable, DalilError
from dalil.settings import Settings


@pytest.fixture
def bedrock(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    client = boto3.client("bedrock-runtime", region_name="us-east-1")
    with Stubber(client) as stubber:
        yield client, stubber
        stubber.assert_no_pending_responses()


def body(payload: dict) -> StreamingBody:
    raw = json.dumps(payload).encode()
    return StreamingBody(io.BytesIO(raw), len(raw))


def expect(stubber: Stubber, model_id: str, request: dict, response: dict) -> None:
    stubber.add_response(
        "invoke_model",
        {"body": body(response), "contentType": "application/json"},
        {"modelId": model_id, "body": json.dumps(request, ensure_ascii=False).encode("utf-8"),
         "contentType": "application/json", "accept": "application/json"},
    )


def test_titan_one_text_per_call_with_dimensions_and_normalize(bedrock):
    client, stubber = bedrock
    embedder = TitanEmbedder(client, dimensions=256)
    assert isinstance(embedder, Embedder) and embedder.dim == 256
    for text, value in (("الكتاب المقدس", 1.0), ("إنجيل يوحنا", 2.0)):
        expect(stubber, TITAN_V2, {"inputText": text, "dimensions": 256, "normalize": True},
               {"embedding": [value] * 256, "inputTextTokenCount": 3})
    matrix = embedder.embed_documents(["الكتاب المقدس", "إنجيل يوحنا"])
    assert matrix.shape == (2, 256) and matrix.dtype == np.float32
    assert np.allclose(np.linalg.norm(matrix, axis=1), 1.0)


def test_titan_query_loses_diacritics_but_keeps_letter_forms(bedrock):
    client, stubber = bedrock
    expect(stubber, TITAN_V2, {"inputText": "من هو القديس أنطونيوس؟", "dimensions": 1024, "normalize": True},
           {"embedding": [0.5] * 1024, "inputTextTokenCount": 4})
    vector = TitanEmbedder(client).embed_query("مَن هو القدّيس أنطونيوس؟")
    assert vector.shape == (1024,) and np.isclose(np.linalg.norm(vector), 1.0)


def test_cohere_batches_of_96_with_input_types(bedrock):
    client, stubber = bedrock
    embedder = CohereEmbedder(client)
    texts = [f"نص {i}" for i in range(100)]
    for batch in (texts[:96], texts[96:]):
        expect(stubber, COHERE_MULTILINGUAL_V3, {"texts": batch, "input_type": "search_document", "truncate": "END"},
               {"id": "x", "response_type": "embeddings_floats", "texts": batch, "embeddings": [[0.1] * 1024] * len(batch)})
    expect(stubber, COHERE_MULTILINGUAL_V3, {"texts": ["سؤال"], "input_type": "search_query", "truncate": "END"},
           {"id": "y", "response_type": "embeddings_floats", "texts": ["سؤال"], "embeddings": [[0.2] * 1024]})
    assert embedder.embed_documents(texts).shape == (100, 1024)
    assert embedder.embed_query("سؤال").shape == (1024,)


def test_cohere_cuts_texts_at_2048_characters(bedrock):
    client, stubber = bedrock
    long_text = "ب" * 5000
    expect(stubber, COHERE_MULTILINGUAL_V3, {"texts": ["ب" * 2048], "input_type": "search_document", "truncate": "END"},
           {"id": "x", "response_type": "embeddings_floats", "texts": ["…"], "embeddings": [[1.0] * 1024]})
    assert CohereEmbedder(client).embed_documents([long_text]).shape == (1, 1024)


def test_bedrock_errors_are_backend_unavailable(bedrock):
    client, stubber = bedrock
    # (a ThrottlingException is retried first: tests/unit/embed/test_bedrock_throttling.py)
    stubber.add_client_error("invoke_model", service_error_code="AccessDeniedException", http_status_code=403,
                             expected_params={"modelId": TITAN_V2, "body": ANY, "contentType": ANY, "accept": ANY})
    with pytest.raises(BackendUnavailable, match="AccessDeniedException"):
        TitanEmbedder(client).embed_query("سؤال")


def test_wrong_dimension_in_response_is_refused(bedrock):
    client, stubber = bedrock
    expect(stubber, TITAN_V2, {"inputText": "سؤال", "dimensions": 512, "normalize": True},
           {"embedding": [0.1] * 256, "inputTextTokenCount": 1})
    with pytest.raises(BackendUnavailable, match="256 dimensions, expected 512"):
        TitanEmbedder(client, dimensions=512).embed_query("سؤال")


def test_factory_from_settings(bedrock):
    client, _ = bedrock
    assert make_bedrock_embedder(Settings(embedder="bedrock-titan", bedrock_dimensions=512), client).model_id == (
        "bedrock:amazon.titan-embed-text-v2:0:512")
    assert make_bedrock_embedder(Settings(embedder="bedrock-cohere"), client).dim == 1024
    with pytest.raises(DalilError, match="256, 512 or 1024"):
        make_bedrock_embedder(Settings(embedder="bedrock-titan", bedrock_dimensions=300), client)
