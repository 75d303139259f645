"""The harness has teeth: the three ways the first deployment broke are each caught here, on the
same synthesized assembly (a copy of one function with one thing taken away), and a request to the
search domain signed with a wrong secret is refused by the signature check in front of the node."""

from __future__ import annotations

from pathlib import Path

import pytest
from as_deployed.assembly import REGION
from as_deployed.deployment import FUNCTION_SECRET, Deployment, function_access_key
from as_deployed.iam import Grant, allowed
from as_deployed.lambda_process import ColdStartFailed
from botocore.credentials import Credentials
from opensearchpy import AuthorizationException, OpenSearch, RequestsAWSV4SignerAuth, RequestsHttpConnection

from dalil.deploy.functions import FUNCTIONS


def layer_without(layer_dir: Path, package: str, into: Path) -> Path:
    """The layer with one top-level package (and its dist-info) missing; the rest linked, not copied."""
    python = into / "python"
    python.mkdir(parents=True)
    for entry in (layer_dir / "python").iterdir():
        if entry.name == package or entry.name.startswith(f"{package.replace('_', '-')}-") or entry.name.startswith(f"{package}-"):
            continue
        (python / entry.name).symlink_to(entry)
    return into


def test_a_layer_missing_a_dependency_fails_the_cold_start(deployment: Deployment, tmp_path: Path) -> None:
    spec = deployment.assembly.functions["validation"]
    (layer,) = spec.layer_dirs
    assert (layer / "python" / "markdown_it").is_dir()
    broken = deployment.isolated_process("validation", layer_dir=layer_without(layer, "markdown_it", tmp_path), tag="no-markdown-it")
    with pytest.raises(ColdStartFailed, match="No module named 'markdown_it'"):
        broken.start()


@pytest.mark.parametrize("function", sorted(FUNCTIONS))
def test_an_environment_missing_a_variable_fails_the_cold_start_naming_it(deployment: Deployment, function: str) -> None:
    dropped = FUNCTIONS[function].needs[-1]
    name = f"DALIL_{dropped.upper()}"
    environment = {k: v for k, v in deployment.environments[function].items() if k != name}
    broken = deployment.isolated_process(function, environment=environment, tag=f"no-{dropped}")
    with pytest.raises(ColdStartFailed, match=f"MissingSettings: .*{name}"):
        broken.start()


def test_a_role_missing_an_action_is_flagged(deployment: Deployment) -> None:
    used = deployment.used_permissions()["api"]
    transaction = [p for p in used if p.action == "dynamodb:ConditionCheckItem"]
    assert transaction, "run with test_as_deployed.py first: the feedback scenario records the transaction"
    policy = deployment.policy("api")
    assert all(allowed(policy, p) for p in used)
    without = [Grant(g.effect, tuple(a for a in g.actions if a != "dynamodb:ConditionCheckItem"), g.resources) for g in policy]
    assert [p for p in used if not allowed(without, p)] == transaction


def signed_client(url: str, key: str, secret: str, token: str) -> OpenSearch:
    """opensearch-py as the functions build it on AWS (dalil.stores.aws.clients): SigV4 and gzip."""
    return OpenSearch(hosts=[url], http_auth=RequestsAWSV4SignerAuth(Credentials(key, secret, token), REGION, "es"),
                      connection_class=RequestsHttpConnection, http_compress=True, max_retries=0, timeout=30)


def test_a_search_request_signed_with_a_wrong_secret_is_refused_with_403(deployment: Deployment, ingested: dict) -> None:
    reader = "retrieval"
    check = deployment.signature_checks[reader]
    index = deployment.environments[reader]["DALIL_OPENSEARCH_INDEX"]
    key, token = function_access_key(reader), f"harness-session-{deployment.environments[reader]['AWS_LAMBDA_FUNCTION_NAME']}"
    query = {"size": 1, "query": {"match_all": {}}}
    recorded = len(deployment.search_calls)
    assert signed_client(check.url, key, FUNCTION_SECRET, token).search(index=index, body=query)["hits"]["hits"]
    assert len(deployment.search_calls) == recorded + 1
    refused_before = len(check.refused)
    try:
        with pytest.raises(AuthorizationException) as refusal:
            signed_client(check.url, key, "not-" + FUNCTION_SECRET, token).search(index=index, body=query)
        assert refusal.value.status_code == 403
        assert [r.reason.splitlines()[0] for r in check.refused[refused_before:]] == [
            "The request signature we calculated does not match the signature you provided. Canonical request:"]
        assert len(deployment.search_calls) == recorded + 1, "a refused request reached the node"
    finally:
        del check.refused[refused_before:]  # this test's refusal is not one the deployment made
