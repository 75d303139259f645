"""One way to build a dalil Lambda function, for every stack that has one (workflow, ingest).

Each function gets its own log group and role (its log stream and the statements it is given,
nothing else), the dalil layer, active tracing, a version per deploy (kept: a rollback target) and
a `live` alias, which is what callers get: the state machines and the API invoke the alias, so a
bad layer or handler rolls back by pointing the alias at the previous version (docs/DEPLOY.md)."""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_iam as iam
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs
from constructs import Construct

from infra.config import REPO_ROOT, DalilConfig
from infra.nag import acknowledge

FUNCTIONS_DIR = REPO_ROOT / "functions"
XRAY_REASON = "X-Ray's PutTraceSegments/PutTelemetryRecords support no resource-level permissions; AWS requires Resource '*'."


def function_role(function: lambda_.IFunction) -> iam.IRole:
    """The execution role every Dalil function is created with (CDK types it as optional)."""
    role = function.role
    if role is None:
        raise ValueError(f"{function.node.path} has no execution role")
    return role


def construct_title(name: str) -> str:
    """`api` -> `Api`, `ingest_plan` -> `IngestPlan`: the prefix of the function's construct ids."""
    return name.replace("_", " ").title().replace(" ", "")


def dalil_function(
    scope: Construct,
    name: str,
    *,
    config: DalilConfig,
    layer: lambda_.ILayerVersion,
    memory_mb: int,
    timeout_s: int,
    environment: dict[str, str],
    statements: list[iam.PolicyStatement],
    role_description: str,
    runtime_reason: str,
) -> tuple[lambda_.Function, lambda_.Alias]:
    """functions/<name>/handler.py as a function and its `live` alias. `environment` is the whole
    environment (each stack composes its own); `runtime_reason` acknowledges cdk-nag's L1."""
    title = construct_title(name)
    log_group = logs.LogGroup(scope, f"{title}Logs", retention=config.log_retention, removal_policy=config.log_removal_policy)
    role = iam.Role(scope, f"{title}Role", assumed_by=iam.ServicePrincipal("lambda.amazonaws.com"), description=role_description)
    role.add_to_policy(iam.PolicyStatement(actions=["logs:CreateLogStream", "logs:PutLogEvents"], resources=[log_group.log_group_arn]))
    for statement in statements:
        role.add_to_policy(statement)
    function = lambda_.Function(
        scope,
        f"{title}Function",
        description=f"dalil {name} (functions/{name}/handler.py)",
        runtime=config.lambda_runtime,
        architecture=config.lambda_architecture,
        handler="handler.handler",
        code=lambda_.Code.from_asset(str(FUNCTIONS_DIR / name), exclude=["__pycache__", "*.pyc"]),
        layers=[layer],
        role=role,
        log_group=log_group,
        memory_size=memory_mb,
        timeout=cdk.Duration.seconds(timeout_s),
        tracing=lambda_.Tracing.ACTIVE,
        # Old versions stay when a deploy replaces them: they are what a rollback points `live` at.
        current_version_options=lambda_.VersionOptions(removal_policy=cdk.RemovalPolicy.RETAIN),
        environment=environment,
    )
    acknowledge(role, "AwsSolutions-IAM5[Resource::*]", XRAY_REASON)
    acknowledge(function, "AwsSolutions-L1", runtime_reason)
    alias = lambda_.Alias(scope, f"{title}Live", alias_name="live", version=function.current_version)
    # What a rollback needs without reading the console (docs/DEPLOY.md §3): the generated name.
    cdk.CfnOutput(
        scope, f"{title}FunctionName", value=function.function_name,
        description=f"dalil {name}: roll back with aws lambda update-alias --function-name <this> --name live "
                    f"--function-version <previous>",
    )
    return function, alias
