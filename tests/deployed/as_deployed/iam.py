"""Least privilege, checked on the recorded run: every AWS call a function made is mapped to the IAM
action(s) and resource AWS would authorize, and matched against the function's synthesized role
policy (resolved like the rest of the template). The reverse check lists what a role grants that no
call used, minus the grants AWS services use on the function's behalf (SERVICE_GRANTS)."""

from __future__ import annotations

import fnmatch
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from .assembly import ACCOUNT, REGION
from .fakes import HttpCall
from .moto_server import AwsCall

# Used by AWS on the role's behalf, never by the function's code, so no recorded call shows them:
# Lambda writes the function's stdout to its log group with the role, active tracing sends segments
# through the X-Ray daemon, and Step Functions delivers its execution logs and traces.
SERVICE_GRANTS = {
    "logs:CreateLogStream", "logs:PutLogEvents",
    "xray:PutTraceSegments", "xray:PutTelemetryRecords", "xray:GetSamplingRules", "xray:GetSamplingTargets",
    "logs:CreateLogDelivery", "logs:GetLogDelivery", "logs:UpdateLogDelivery", "logs:DeleteLogDelivery",
    "logs:ListLogDeliveries", "logs:PutResourcePolicy", "logs:DescribeResourcePolicies", "logs:DescribeLogGroups",
}

_TRANSACT_ACTIONS = {
    "ConditionCheck": "ConditionCheckItem", "Put": "PutItem", "Update": "UpdateItem", "Delete": "DeleteItem", "Get": "GetItem",
}


@dataclass(frozen=True, order=True)
class Permission:
    action: str
    resource: str


@dataclass(frozen=True)
class Grant:
    effect: str
    actions: tuple[str, ...]
    resources: tuple[str, ...]


def grants(statements: Iterable[dict[str, Any]]) -> list[Grant]:
    def many(value: Any) -> tuple[str, ...]:
        return tuple(value) if isinstance(value, list) else (value,)

    return [Grant(s.get("Effect", "Allow"), many(s["Action"]), many(s.get("Resource", "*"))) for s in statements]


def _matches(pattern: str, value: str, *, case: bool) -> bool:
    return fnmatch.fnmatchcase(value, pattern) if case else fnmatch.fnmatchcase(value.lower(), pattern.lower())


def _covers(grant: Grant, permission: Permission) -> bool:
    return any(_matches(a, permission.action, case=False) for a in grant.actions) and any(
        _matches(r, permission.resource, case=True) for r in grant.resources
    )


def allowed(policy: list[Grant], permission: Permission) -> bool:
    if any(g.effect == "Deny" and _covers(g, permission) for g in policy):
        return False
    return any(g.effect == "Allow" and _covers(g, permission) for g in policy)


def unused(policy: list[Grant], used: Iterable[Permission]) -> list[Permission]:
    """(action pattern, resource pattern) pairs of Allow statements that no used permission matched."""
    used = list(used)
    left = []
    for grant in policy:
        if grant.effect != "Allow":
            continue
        for action in grant.actions:
            if action in SERVICE_GRANTS:
                continue
            for resource in grant.resources:
                single = Grant("Allow", (action,), (resource,))
                if not any(_covers(single, permission) for permission in used):
                    left.append(Permission(action, resource))
    return left


def report(found: dict[str, list[Permission]]) -> str:
    return "\n".join(f"{key}: {p.action} on {p.resource}" for key, permissions in sorted(found.items()) for p in sorted(permissions))


class PermissionMap:
    """Turns recorded calls into the permissions IAM checks for them."""

    def __init__(
        self, *, table_arn: Callable[[str], str], secret_arn: Callable[[str], str], function_arn: Callable[[str], str],
        domain_arn: str | None,
    ) -> None:
        self.table_arn, self.secret_arn, self.function_arn, self.domain_arn = table_arn, secret_arn, function_arn, domain_arn

    def aws(self, call: AwsCall) -> list[Permission]:
        body = call.body if isinstance(call.body, dict) else {}
        if call.service == "dynamodb":
            op = call.operation
            if op in ("TransactWriteItems", "TransactGetItems"):
                return [
                    Permission(f"dynamodb:{_TRANSACT_ACTIONS[kind]}", self.table_arn(spec["TableName"]))
                    for item in body.get("TransactItems", []) for kind, spec in item.items()
                ]
            if op in ("BatchGetItem", "BatchWriteItem"):
                return [Permission(f"dynamodb:{op}", self.table_arn(table)) for table in body.get("RequestItems", {})]
            resource = self.table_arn(body["TableName"])
            if body.get("IndexName"):
                resource += f"/index/{body['IndexName']}"
            return [Permission(f"dynamodb:{op}", resource)]
        if call.service == "secretsmanager":
            return [Permission(f"secretsmanager:{call.operation}", self.secret_arn(body["SecretId"]))]
        if call.service == "states":
            return [Permission(f"states:{call.operation}", body.get("stateMachineArn") or body.get("executionArn", "*"))]
        if call.service == "lambda" and call.path.endswith("/invocations"):
            name = call.path.split("/functions/", 1)[1].rsplit("/invocations", 1)[0]
            from urllib.parse import unquote

            return [Permission("lambda:InvokeFunction", self.function_arn(unquote(name)))]
        return [Permission(f"{call.service}:{call.operation}", "*")]

    def bedrock(self, call: HttpCall) -> list[Permission]:
        from urllib.parse import unquote

        model = unquote(call.path.split("/model/", 1)[1].split("/", 1)[0])
        return [Permission("bedrock:InvokeModel", f"arn:aws:bedrock:{REGION}::foundation-model/{model}")]

    def search(self, call: HttpCall) -> list[Permission]:
        domain = self.domain_arn or f"arn:aws:es:{REGION}:{ACCOUNT}:domain/unknown"
        return [Permission(f"es:ESHttp{call.method.capitalize()}", domain + call.path)]
