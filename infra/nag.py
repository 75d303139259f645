"""cdk-nag (v3) checks and acknowledgments: every acknowledged finding carries its reason here, in code."""

from __future__ import annotations

import aws_cdk as cdk
from cdk_nag import AwsSolutionsChecks
from constructs import IConstruct


def acknowledge(scope: IConstruct, rule_id: str, reason: str) -> None:
    """Acknowledge one finding (e.g. `AwsSolutions-IAM5[Resource::*]`) on `scope` and its children."""
    cdk.Validations.of(scope).acknowledge(cdk.Acknowledgment(id=rule_id, reason=reason))


def check(app: cdk.App) -> None:
    """Run AwsSolutions at synth: an unacknowledged error fails the synth."""
    cdk.Validations.of(app).add_plugins(AwsSolutionsChecks(app))
