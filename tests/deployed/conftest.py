"""The as-deployed suite: the synthesized CDK app, run the way AWS would run it.

What it does, once per session (≈1 min; the layer and the runtime SDK are cached in build/):

1. Synthesizes the CDK app WITH the layer bundled (infra/layer.py: pip for manylinux CPython 3.11
   x86_64, cached in build/layer-cache; CI needs PyPI for the first build) into a temporary cdk.out,
   and reads each function's staged asset directory, the layer's directory, environment, role
   policies and the state machine definition from the templates (as_deployed/assembly.py).
2. Starts moto in server mode (as_deployed/moto_server.py): Step Functions executing state machines,
   `StartSyncExecution` added, Lambda invocations sent to the function processes, every request
   recorded with the caller's access key. Loopback fakes for Bedrock InvokeModel (Titan v2) and the
   Gemini/OpenRouter wire formats (tests/support/loopback_providers.py); a recording proxy per
   function in front of the real OpenSearch node (DALIL_OPENSEARCH_URL), each behind a SigV4-verifying
   proxy (tests/support/sigv4_proxy.py) that accepts only that caller's credentials and answers 403
   to a signature that does not verify, as Amazon OpenSearch Service does.
3. Creates every table (key schema, GSIs, TTL), the provider secret (with keys), the roles, the
   functions and the state machine of the templates in moto; resolves each function's environment
   (as_deployed/deployment.py) and runs each Lambda in its own `python -I -S` process whose sys.path
   is only its asset, the layer's python/ and boto3/botocore as the Lambda runtime ships them
   (as_deployed/runtime_sdk.py, as_deployed/bootstrap.py).
4. Ingests the bundled demo corpus with `dalil ingest --backend aws` (the ops path) into the chunk
   table and a per-session index on the real node, embedded by the Bedrock fake.

Then the tests send API Gateway proxy events to the api process: the api Lambda's real
StartSyncExecution runs the synthesized state machine in moto, whose Lambda tasks reach the other
processes. The last tests of test_as_deployed.py check every recorded AWS call against the caller's
synthesized role policy, that no role grants what no scenario used (as_deployed/iam.py lists the
grants AWS uses on a role's behalf; the test names the one other justified grant), and that every
OpenSearch request (the ingest's and the functions') carried a signature that verified.
test_harness_teeth.py shows the harness fails on a missing layer dependency, a missing environment
variable, a missing IAM action and a search request signed with a wrong secret. Function logs: the session's tmp dir (`<function>.log`).

Stand-ins, all named where they are made: provider base URLs in each environment (the public
internet), plain http to the OpenSearch proxies (the node has no TLS) with DALIL_OPENSEARCH_SIGV4 so
the client signs (and gzips) for the loopback host as for the domain's, "sync-127.0.0.1" resolved
to 127.0.0.1 in the bootstrap (botocore's host prefix for StartSyncExecution), one access key for all of moto's Step Functions task calls.

Cost: the synth and the ingest (3,346 chunks, one InvokeModel each) dominate; the ingest overlaps
the cold starts. Measured on the shared 2-core machine: 4 min 05 s at a 1-min load average of
10-12, 5 min 54 s at 12-16 (mostly waiting for a CPU); the timeout scenario alone is ~21 s (the
provider timeout of the deployed settings, 20 s, then the next rung).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from as_deployed.assembly import Assembly, read_assembly, synthesize
from as_deployed.deployment import Deployment
from as_deployed.runtime_sdk import runtime_sdk_dir

from support.loopback_providers import LoopbackProviders


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.deployed)
            item.add_marker(pytest.mark.opensearch)


@pytest.fixture(scope="session")
def session_index() -> str:
    return f"dalil-deployed-{uuid.uuid4().hex[:8]}"


@pytest.fixture(scope="session")
def assembly(session_index: str) -> Assembly:
    return read_assembly(synthesize({"dalil:opensearchIndex": session_index}))


@pytest.fixture(scope="session")
def providers() -> Iterator[LoopbackProviders]:
    with LoopbackProviders() as server:
        yield server


@pytest.fixture(scope="session")
def deployment(
    assembly: Assembly, opensearch_url: str, providers: LoopbackProviders, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Deployment]:
    deployed = Deployment(
        assembly, sdk_dir=runtime_sdk_dir(), opensearch_url=opensearch_url, providers=providers,
        workdir=tmp_path_factory.mktemp("deployed"),
    )
    try:
        deployed.deploy()
        deployed.start_ingest()
        yield deployed
    finally:
        deployed.stop()
        _drop_index(opensearch_url, assembly)


def _drop_index(url: str, assembly: Assembly) -> None:
    import httpx

    index = next(
        (spec.environment["DALIL_OPENSEARCH_INDEX"] for spec in assembly.functions.values()
         if "DALIL_OPENSEARCH_INDEX" in spec.environment),
        None,
    )
    if isinstance(index, str) and index.startswith("dalil-deployed-"):
        httpx.delete(f"{url}/{index}*", timeout=30)


@pytest.fixture(scope="session")
def cold_starts(deployment: Deployment) -> dict[str, object]:
    """Every function started once, before any event: its cold-start failure, if any."""
    return deployment.cold_start_all()


@pytest.fixture(scope="session")
def ingested(deployment: Deployment) -> dict:
    return deployment.ingest_report()
