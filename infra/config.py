"""Deployment settings read from CDK context (`cdk.json` or `-c key=value`). No lookups, no account calls:
`cdk synth` works offline with no AWS credentials.

Stages: `-c dalil:stage=NAME` selects a stage. Its entry in `dalil:stages` (account, region,
production, and any `dalil:` key without the prefix) overrides the top-level keys, and its name
prefixes the stacks (`DalilProdData`) and every physical name the app fixes (the search domain), so
two stages live side by side in one account. Without a stage the app keeps its original names
(`DalilData`, domain `dalil-search`): an existing deployment is never replaced by a rename."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aws_cdk as cdk
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs

from infra.layer import LayerTarget

REPO_ROOT = Path(__file__).resolve().parents[1]
_RETENTIONS = [
    (1, logs.RetentionDays.ONE_DAY), (3, logs.RetentionDays.THREE_DAYS), (7, logs.RetentionDays.ONE_WEEK),
    (14, logs.RetentionDays.TWO_WEEKS), (30, logs.RetentionDays.ONE_MONTH), (90, logs.RetentionDays.THREE_MONTHS),
    (180, logs.RetentionDays.SIX_MONTHS), (365, logs.RetentionDays.ONE_YEAR),
]
# Lowercase letters, digits and hyphens, short enough for "dalil-<stage>" to fit a domain name (28).
STAGE_PATTERN = re.compile(r"^[a-z][a-z0-9-]{0,11}$")
PRODUCTION_STAGE_NAMES = frozenset({"prod", "production"})

# Settings ops own: context key -> the function environment variable it becomes (passed only when
# set, so `dalil.settings` stays the one place that holds their defaults).
OPS_SETTINGS = {
    "capacityPerMinute": "DALIL_CAPACITY_PER_MINUTE",
    "capacityPerDay": "DALIL_CAPACITY_PER_DAY",
    "capacityShards": "DALIL_CAPACITY_SHARDS",
    "provider": "DALIL_PROVIDER",
    "geminiModels": "DALIL_GEMINI_MODELS",
    "openrouterModel": "DALIL_OPENROUTER_MODEL",
    "critic": "DALIL_CRITIC",
    "conversationTtlS": "DALIL_CONVERSATION_TTL_S",
    "requestBudgetS": "DALIL_REQUEST_BUDGET_S",
    "gatewayMarginS": "DALIL_GATEWAY_MARGIN_S",
    "libraries": "DALIL_LIBRARIES",
}


def _origin_list(value: Any) -> tuple[str, ...]:
    """A context list (JSON) or a "a,b" string from the command line."""
    items = value.split(",") if isinstance(value, str) else list(value)
    return tuple(str(item).strip() for item in items if str(item).strip())


@dataclass(frozen=True)
class DalilConfig:
    cors_origin: str
    # More sites (DALIL_CORS_ORIGINS): exact origins or https://*.<domain> patterns.
    cors_origins: tuple[str, ...]
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
    opensearch_volume_gb: int
    opensearch_index: str
    embedder: str
    embedding_model_id: str
    # Layer: a prebuilt directory (holding python/...) instead of pip bundling at synth time.
    layer_dir: Path | None
    # Tables, the search domain, the corpus bucket: kept on stack deletion and on replacement, but
    # deleted when the stack's own first creation rolls back (RetainExceptOnCreate), so a failed
    # first deploy can simply be retried. `dalil:destroyOnRemoval` (dev stages) deletes them.
    removal_policy: cdk.RemovalPolicy
    # Log groups are never kept past their stack: a kept log group with a fixed name would make the
    # next deploy fail with "already exists"; their contents expire with the retention anyway.
    log_removal_policy: cdk.RemovalPolicy = cdk.RemovalPolicy.DESTROY
    stage: str | None = None
    production: bool = False
    account: str | None = None
    region: str | None = None
    # The browser edge: a WAF web ACL with a per-IP rate rule (on by default for production), and
    # an optional usage plan with an API key for non-browser clients.
    waf: bool = False
    waf_rate_limit: int = 300  # requests per 5 minutes per IP (WAF's minimum is 10)
    usage_plan: bool = False
    usage_plan_rate: float = 5
    usage_plan_burst: int = 10
    usage_plan_quota_per_day: int = 5000
    # Operations
    alarm_email: str | None = None
    api_p90_latency_ms: int = 20_000
    api_5xx_rate_percent: float = 5.0
    quota_rate_percent: float = 20.0
    ops_environment: dict[str, str] = field(default_factory=dict)
    context: dict[str, Any] = field(default_factory=dict, repr=False)
    # The functions' runtime and the layer's build target (`dalil:pythonVersion`, `dalil:architecture`):
    # python3.11 on x86_64 unless chosen (docs/DEPLOY.md, "Runtime and architecture").
    layer_target: LayerTarget = field(default_factory=LayerTarget)

    @property
    def lambda_runtime(self) -> lambda_.Runtime:
        return {
            "3.11": lambda_.Runtime.PYTHON_3_11, "3.12": lambda_.Runtime.PYTHON_3_12, "3.13": lambda_.Runtime.PYTHON_3_13,
        }[self.layer_target.python_version]

    @property
    def lambda_architecture(self) -> lambda_.Architecture:
        return lambda_.Architecture.ARM_64 if self.layer_target.architecture == "arm64" else lambda_.Architecture.X86_64

    @property
    def log_retention(self) -> logs.RetentionDays:
        """The nearest CloudWatch retention at or above the configured days (only fixed values exist)."""
        for days, retention in _RETENTIONS:
            if days >= self.log_retention_days:
                return retention
        return _RETENTIONS[-1][1]

    @property
    def preflight_by_lambda(self) -> bool:
        """A pattern among the origins: API Gateway's mock preflight cannot match it, the API Lambda answers OPTIONS."""
        return any("*" in origin for origin in self.cors_origins)

    @property
    def stack_prefix(self) -> str:
        """`Dalil` without a stage (the original stack names), `DalilProd` for stage `prod`."""
        if not self.stage:
            return "Dalil"
        return "Dalil" + "".join(part.capitalize() for part in self.stage.split("-"))

    @property
    def metrics_namespace(self) -> str:
        """The handlers' CloudWatch namespace: one per stage, so a stage's alarms and dashboard
        count only its own answers (`Dalil` without a stage, `DalilProd` for `prod`)."""
        return self.stack_prefix

    @property
    def name_prefix(self) -> str:
        """Lowercase prefix for physical names: `dalil` or `dalil-prod`."""
        return f"dalil-{self.stage}" if self.stage else "dalil"

    @property
    def env(self) -> cdk.Environment | None:
        if self.account or self.region:
            return cdk.Environment(account=self.account, region=self.region)
        return None  # environment-agnostic: synth needs no account

    @classmethod
    def from_context(cls, scope: cdk.App | cdk.Stage) -> DalilConfig:
        stage = scope.node.try_get_context("dalil:stage") or None
        if stage is not None:
            stage = str(stage)
            if not STAGE_PATTERN.match(stage):
                raise SystemExit(f"dalil:stage {stage!r}: use 1-12 lowercase letters, digits or hyphens, starting with a letter")
        stages = scope.node.try_get_context("dalil:stages") or {}
        if isinstance(stages, str):  # `-c dalil:stages=...` arrives as JSON text
            import json

            stages = json.loads(stages)
        overrides: dict[str, Any] = dict(stages.get(stage, {})) if stage else {}

        def ctx(key: str, default: Any = None) -> Any:  # context values are JSON or CLI strings
            value = overrides.get(key)
            if value in (None, ""):
                value = scope.node.try_get_context(f"dalil:{key}")
            return default if value in (None, "") else value

        def flag(key: str, default: bool) -> bool:
            value = ctx(key, default)
            return value if isinstance(value, bool) else str(value).lower() in {"1", "true", "yes"}

        production = flag("production", stage in PRODUCTION_STAGE_NAMES if stage else False)
        layer_dir = ctx("layerDir")
        endpoint = ctx("opensearchEndpoint")
        default_domain = f"dalil-{stage}-search" if stage else "dalil-search"
        ops_environment = {env: _env_value(ctx(key)) for key, env in OPS_SETTINGS.items() if ctx(key) is not None}
        try:
            layer_target = LayerTarget(str(ctx("pythonVersion", "3.11")), str(ctx("architecture", "x86_64")))
        except ValueError as error:
            raise SystemExit(f"dalil:pythonVersion/dalil:architecture: {error}") from None
        return cls(
            cors_origin=str(ctx("corsOrigin", "https://dalil.example")),
            cors_origins=_origin_list(ctx("corsOrigins", ())),
            site_search_url=str(ctx("siteSearchUrl", "https://dalil.example/search?q={query}")),
            log_retention_days=int(ctx("logRetentionDays", 30)),
            throttle_rate=float(ctx("throttleRate", 20)),
            throttle_burst=int(ctx("throttleBurst", 40)),
            ask_throttle_rate=float(ctx("askThrottleRate", 5)),
            ask_throttle_burst=int(ctx("askThrottleBurst", 10)),
            opensearch_endpoint=str(endpoint) if endpoint else None,
            opensearch_domain_arn=str(ctx("opensearchDomainArn")) if ctx("opensearchDomainArn") else None,
            opensearch_domain_name=str(ctx("opensearchDomainName", default_domain)),
            opensearch_instance_type=str(ctx("opensearchInstanceType", "r6g.large.search")),
            opensearch_data_nodes=int(ctx("opensearchDataNodes", 2)),
            opensearch_volume_gb=int(ctx("opensearchVolumeGb", 20)),
            opensearch_index=str(ctx("opensearchIndex", "dalil-chunks")),
            embedder=str(ctx("embedder", "bedrock-titan")),
            embedding_model_id=str(ctx("embeddingModelId", "amazon.titan-embed-text-v2:0")),
            layer_dir=(REPO_ROOT / str(layer_dir)).resolve() if layer_dir else None,
            removal_policy=cdk.RemovalPolicy.DESTROY if flag("destroyOnRemoval", False) else cdk.RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
            stage=stage,
            production=production,
            account=str(ctx("account")) if ctx("account") else None,
            region=str(ctx("region")) if ctx("region") else None,
            waf=flag("waf", production),
            waf_rate_limit=int(ctx("wafRateLimit", 300)),
            usage_plan=flag("usagePlan", False),
            usage_plan_rate=float(ctx("usagePlanRate", 5)),
            usage_plan_burst=int(ctx("usagePlanBurst", 10)),
            usage_plan_quota_per_day=int(ctx("usagePlanQuotaPerDay", 5000)),
            alarm_email=str(ctx("alarmEmail")) if ctx("alarmEmail") else None,
            api_p90_latency_ms=int(ctx("apiP90LatencyMs", 20_000)),
            api_5xx_rate_percent=float(ctx("api5xxRatePercent", 5.0)),
            quota_rate_percent=float(ctx("quotaRatePercent", 20.0)),
            ops_environment=ops_environment,
            layer_target=layer_target,
        )


def _env_value(value: object) -> str:
    """Context values as environment text: lists become "a,b" (what `dalil.settings` parses)."""
    if isinstance(value, (list, tuple)):
        return ",".join(str(v) for v in value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
