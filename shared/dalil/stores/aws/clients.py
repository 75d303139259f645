"""The one place that builds AWS-side clients from settings.

- OpenSearch: `DALIL_OPENSEARCH_URL`. A plain `http://127.0.0.1:<port>` (the node started by
  `scripts/opensearch-node`) gets no auth; an Amazon OpenSearch Service endpoint
  (`*.es.amazonaws.com`, or `*.aoss.amazonaws.com` for Serverless) gets SigV4 request signing
  with the default boto3 credential chain (the Lambda role on AWS).
- DynamoDB and Bedrock: boto3's own configuration (AWS_REGION, AWS_ENDPOINT_URL,
  AWS_ENDPOINT_URL_DYNAMODB, credentials, …), plus the retry policy chosen here.
"""

from __future__ import annotations

from functools import lru_cache
from urllib.parse import urlsplit

import boto3
from botocore.config import Config
from opensearchpy import OpenSearch, RequestsAWSV4SignerAuth, RequestsHttpConnection

from dalil.errors import StoreError
from dalil.settings import Settings

# Standard-mode retries back off with jitter on throttling (ProvisionedThroughputExceeded,
# ThrottlingException) and transient 5xx; the stores add their own loops for unprocessed items.
DYNAMODB_CONFIG = Config(
    retries={"mode": "standard", "total_max_attempts": 6},
    connect_timeout=2,
    read_timeout=5,
    tcp_keepalive=True,
)
BEDROCK_CONFIG = Config(retries={"mode": "standard", "total_max_attempts": 4}, connect_timeout=2, read_timeout=10)


def aws_service_of(host: str) -> tuple[str, str] | None:
    """(SigV4 service, region) for an Amazon OpenSearch endpoint; None for any other host.

    `search-dalil-abc.eu-west-1.es.amazonaws.com` -> ("es", "eu-west-1");
    `abc123.us-east-1.aoss.amazonaws.com` -> ("aoss", "us-east-1")."""
    parts = host.lower().split(".")
    if len(parts) >= 4 and parts[-2:] == ["amazonaws", "com"] and parts[-3] in {"es", "aoss"}:
        return parts[-3], parts[-4]
    return None


def opensearch_client(settings: Settings, timeout_s: float | None = None, **kwargs) -> OpenSearch:
    if not settings.opensearch_url:
        raise StoreError(
            "DALIL_OPENSEARCH_URL is not set: start a local node with `scripts/opensearch-node start` "
            "and export the URL it prints, or give the Amazon OpenSearch Service endpoint."
        )
    url = settings.opensearch_url.rstrip("/")
    parts = urlsplit(url)
    if parts.scheme not in {"http", "https"} or not parts.hostname:
        raise StoreError(f"DALIL_OPENSEARCH_URL must be an http(s) URL, not {settings.opensearch_url!r}")
    options: dict = {
        "hosts": [url],
        "timeout": settings.opensearch_timeout_s if timeout_s is None else timeout_s,
        # The stores decide about retries (bulk items, timeouts -> BackendUnavailable), not the transport.
        "max_retries": 0,
        "retry_on_timeout": False,
        "http_compress": parts.scheme == "https",
        **kwargs,
    }
    aws = aws_service_of(parts.hostname) or forced_signing(settings)
    if aws is not None:
        service, region = aws
        credentials = boto3.Session().get_credentials()
        if credentials is None:
            raise StoreError(f"no AWS credentials to sign requests to {parts.hostname}")
        options.update(
            http_auth=RequestsAWSV4SignerAuth(credentials, region, service),
            connection_class=RequestsHttpConnection,
            use_ssl=parts.scheme == "https",
            verify_certs=parts.scheme == "https",
            http_compress=True,  # what the service receives: the gzip bytes are what is signed
        )
    return OpenSearch(**options)


def forced_signing(settings: Settings) -> tuple[str, str] | None:
    """(service, region) from `DALIL_OPENSEARCH_SIGV4` ("es:us-east-1"), for a host that is not AWS's."""
    if not settings.opensearch_sigv4:
        return None
    service, _, region = settings.opensearch_sigv4.partition(":")
    if service not in {"es", "aoss"} or not region:
        raise StoreError(f"DALIL_OPENSEARCH_SIGV4 must be 'es:<region>' or 'aoss:<region>', not {settings.opensearch_sigv4!r}")
    return service, region


@lru_cache(maxsize=4)
def _session_client(service: str, config: Config):
    # One client per service and process: boto3 clients are thread-safe and costly to build.
    return boto3.session.Session().client(service, config=config)


def dynamodb_client(settings: Settings | None = None):
    return _session_client("dynamodb", DYNAMODB_CONFIG)


def bedrock_runtime_client(settings: Settings | None = None):
    return _session_client("bedrock-runtime", BEDROCK_CONFIG)


def reset_clients() -> None:
    """Forget cached boto3 clients (tests switch endpoints and moto contexts)."""
    _session_client.cache_clear()
