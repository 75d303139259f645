"""Deployment settings read from CDK context (`cdk.json` or `-c key=value`). No lookups, no account calls:
`cdk synth` works offline with no AWS credentials."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import aws_cdk as cdk
from aws_cdk import aws_logs as logs

REPO_ROOT = Path(__file__).resolve().parents[1]
_RETENTIONS = [
    (1, logs.RetentionDays.ONE_DAY), (3, logs.RetentionDays.THREE_DAYS), (7, logs.RetentionDays.ONE_WEEK),
    (14, logs.RetentionDays.TWO_WEEKS), (30, logs.RetentionDays.ONE_MONTH), (90, logs.RetentionDays.THREE_MONTHS),
    (180, logs.RetentionDays.SIX_MONTHS), (365, logs.RetentionDays.ONE_YEAR),
]


@dataclass(frozen=True)
class DalilConfig:
    cors_origin: str
    site_search_url: str
    log_retention_days: int
    # Per-stage API throttling (requests/second and burst), and a tighter limit on /ask.
    throttle_rate: float
    throttle_burst: int
    ask_throttle_rate: float
    ask_throttle_burst: int
    # OpenSearch: an existing endpoint (and its domain ARN for IAM) or a new domain.
    opensearch_endpoint: str | None
    opensearch_domain_arn: str | None
    opensearch_domain_name: str
    opensearch_instance_type: str
    opensearch_data_nodes: int
    opensearch_index: str
    embedder: str
    embedding_model_id: str
    # Layer: a prebuilt directory (holding python/...) instead of pip bundling at synth time.
    layer_dir: Path | None
    removal_policy: cdk.RemovalPolicy

    @property
    def log_retention(self) -> logs.RetentionDays:
        """The nearest CloudWatch retention at or above the configured days (only fixed values exist)."""
        for days, retention in _RETENTIONS:
            if days >= self.log_retention_days:
                return retention
        return _RETENTIONS[-1][1]

    @classmethod
    def from_context(cls, scope: cdk.App | cdk.Stage) -> DalilConfig:
        def ctx(key: str, default: object = None) -> object:
            value = scope.node.try_get_context(f"dalil:{key}")
            return default if value in (None, "") else value

        layer_dir = ctx("layerDir")
        endpoint = ctx("opensearchEndpoint")
        return cls(
            cors_origin=str(ctx("corsOrigin", "https://dalil.example")),
            site_search_url=str(ctx("siteSearchUrl", "https://dalil.example/search?q={query}")),
            log_retention_days=int(ctx("logRetentionDays", 30)),
            throttle_rate=float(ctx("throttleRate", 20)),
            throttle_burst=int(ctx("throttleBurst", 40)),
            ask_throttle_rate=float(ctx("askThrottleRate", 5)),
            ask_throttle_burst=int(ctx("askThrottleBurst", 10)),
            opensearch_endpoint=str(endpoint) if endpoint else None,
            opensearch_domain_arn=str(ctx("opensearchDomainArn")) if ctx("opensearchDomainArn") else None,
            opensearch_domain_name=str(ctx("opensearchDomainName", "dalil-search")),
            opensearch_instance_type=str(ctx("opensearchInstanceType", "r6g.large.search")),
            opensearch_data_nodes=int(ctx("opensearchDataNodes", 2)),
            opensearch_index=str(ctx("opensearchIndex", "dalil-chunks")),
            embedder=str(ctx("embedder", "bedrock-titan")),
            embedding_model_id=str(ctx("embeddingModelId", "amazon.titan-embed-text-v2:0")),
            layer_dir=(REPO_ROOT / str(layer_dir)).resolve() if layer_dir else None,
            removal_policy=cdk.RemovalPolicy.DESTROY if ctx("destroyOnRemoval", False) in (True, "true") else cdk.RemovalPolicy.RETAIN,
        )
