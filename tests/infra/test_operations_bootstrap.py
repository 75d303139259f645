"""The bootstrap custom resource's handler (functions/bootstrap): the index is created on the real
OpenSearch node with the project's mapping, idempotently; the fine-grained access control calls
are checked against a loopback fake of the security plugin's REST API (the test node has no
security plugin); CloudFormation gets its answer on the ResponseURL, SUCCESS or FAILED with a reason."""

from __future__ import annotations

import importlib.util
import sys
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from cdk_synth import REPO_ROOT

from support.http_recorder import HttpRecorder

pytestmark = pytest.mark.opensearch
BOOTSTRAP_DIR = REPO_ROOT / "functions" / "bootstrap"


def _load(name: str):
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, BOOTSTRAP_DIR / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


search_bootstrap = _load("search_bootstrap")  # the handler imports it by this name, as on Lambda


def load_handler():
    from dalil.workflow.invoke import load_handler_module

    return load_handler_module("bootstrap")  # the one loader `dalil invoke` and the other tests use


@pytest.fixture
def alias(node) -> Iterator[str]:
    name = f"dalil-test-bootstrap-{uuid.uuid4().hex[:8]}"
    yield name
    node.indices.delete(index=f"{name}*", ignore=[404])


def properties(alias: str, endpoint: str, manage_security: bool = False, **extra) -> dict[str, Any]:
    return {"Endpoint": endpoint, "Index": alias, "Embedder": "bedrock-titan", "Dimensions": "256",
            "ReaderRoleArns": ["arn:aws:iam::123456789012:role/retrieval"],
            "WriterRoleArns": ["arn:aws:iam::123456789012:role/ingest-batch", "arn:aws:iam::123456789012:role/ingest-plan"],
            "ManageSecurity": "true" if manage_security else "false", **extra}


def test_index_is_created_once_with_the_project_mapping(node, alias) -> None:
    props = search_bootstrap.BootstrapProperties.model_validate(properties(alias, "http://unused"))
    first = search_bootstrap.ensure_index(node, props)
    assert first["Created"] == "true" and first["Compatible"] == "true"
    assert list(node.indices.get_alias(name=alias)) == [first["Index"]]
    mapping = node.indices.get_mapping(index=first["Index"])[first["Index"]]["mappings"]
    assert mapping["properties"]["embedding"]["type"] == "knn_vector" and mapping["properties"]["embedding"]["dimension"] == 256
    assert mapping["_meta"]["embedding_model"] == "bedrock:amazon.titan-embed-text-v2:0:256"
    settings = node.indices.get_settings(index=first["Index"])[first["Index"]]["settings"]["index"]
    assert settings["knn"] == "true" and "dalil_arabic" in settings["analysis"]["analyzer"]
    # An update runs it again: same index, nothing created, the library untouched.
    second = search_bootstrap.ensure_index(node, props)
    assert second == {"Index": first["Index"], "Created": "false", "Compatible": "true"}
    assert list(node.indices.get_alias(name=alias)) == [first["Index"]]


def test_an_index_of_another_model_is_kept_and_reported(node, alias) -> None:
    search_bootstrap.ensure_index(node, search_bootstrap.BootstrapProperties.model_validate(properties(alias, "http://unused")))
    other = search_bootstrap.BootstrapProperties.model_validate(properties(alias, "http://unused", Dimensions="1024"))
    result = search_bootstrap.ensure_index(node, other)
    assert result["Created"] == "false" and "--rebuild" in result["Compatible"]


def test_role_mapping_requests_have_the_security_api_shape() -> None:
    from opensearchpy import OpenSearch

    with HttpRecorder() as security:
        client = OpenSearch(hosts=[security.url])
        props = search_bootstrap.BootstrapProperties.model_validate(properties("dalil-chunks", security.url, manage_security=True))
        search_bootstrap.ensure_access(client, props)
        first = list(security.requests)
        search_bootstrap.ensure_access(client, props)
    assert security.requests[len(first):] == first  # PUT replaces: a re-run sends the same thing
    assert [(m, p) for m, p, _ in first] == [
        ("PUT", "/_plugins/_security/api/roles/dalil_reader"),
        ("PUT", "/_plugins/_security/api/rolesmapping/dalil_reader"),
        ("PUT", "/_plugins/_security/api/roles/dalil_writer"),
        ("PUT", "/_plugins/_security/api/rolesmapping/dalil_writer"),
    ]
    bodies = {p.rsplit("/", 2)[-2] + "/" + p.rsplit("/", 1)[-1]: b for _, p, b in first}
    assert bodies["roles/dalil_reader"]["index_permissions"] == [{"index_patterns": ["dalil-chunks*"], "allowed_actions": ["read"]}]
    assert bodies["roles/dalil_writer"]["index_permissions"][0]["index_patterns"] == ["dalil-chunks*"]
    assert bodies["rolesmapping/dalil_reader"] == {"backend_roles": ["arn:aws:iam::123456789012:role/retrieval"], "hosts": [], "users": []}
    assert bodies["rolesmapping/dalil_writer"]["backend_roles"] == [
        "arn:aws:iam::123456789012:role/ingest-batch", "arn:aws:iam::123456789012:role/ingest-plan"
    ]


def _event(kind: str, props: dict[str, Any], response_url: str) -> dict[str, Any]:
    return {"RequestType": kind, "ResponseURL": response_url, "StackId": "arn:aws:cloudformation:us-east-1:1:stack/s/1",
            "RequestId": "r-1", "LogicalResourceId": "SearchBootstrap", "ResourceType": "Custom::DalilSearchBootstrap",
            "ResourceProperties": {"ServiceToken": "arn:aws:lambda:us-east-1:1:function:b", **props}}


def test_handler_answers_cloudformation_on_create_update_and_delete(node, alias) -> None:
    handler = load_handler()
    with HttpRecorder() as cloudformation:
        props = properties(alias, "http://unused")
        handler.handler(_event("Create", props, cloudformation.url + "/signed"), None, client=node)
        handler.handler(_event("Update", props, cloudformation.url + "/signed"), None, client=node)
        handler.handler(_event("Delete", props, cloudformation.url + "/signed"), None, client=node)
        handler.handler(_event("Create", {**props, "Dimensions": "300"}, cloudformation.url + "/signed"), None, client=node)
    answers = cloudformation.bodies("PUT", "/signed")
    assert [a["Status"] for a in answers] == ["SUCCESS", "SUCCESS", "SUCCESS", "FAILED"]
    assert answers[0]["Data"]["Created"] == "true" and answers[1]["Data"]["Created"] == "false"
    assert answers[0]["Data"]["Index"] == answers[1]["Data"]["Index"]
    assert answers[2]["Data"] == {}  # Delete keeps the index (the library) as it is
    assert "256, 512 or 1024" in answers[3]["Reason"]
    assert all(a["RequestId"] == "r-1" and a["LogicalResourceId"] == "SearchBootstrap" for a in answers)
    assert list(node.indices.get_alias(name=alias)) == [answers[0]["Data"]["Index"]]
