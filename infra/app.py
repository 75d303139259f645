"""CDK app: `cdk synth` (or `python3 infra/app.py`) — data, workflow and API stacks, checked by cdk-nag.

Offline by construction: no context lookups, no account or region lookups (stacks are environment-
agnostic), no Docker (the layer uses local bundling; see infra/layer.py)."""

from __future__ import annotations

import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
for path in (REPO_ROOT, REPO_ROOT / "shared"):  # `infra` and `dalil` importable without installing
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

import aws_cdk as cdk  # noqa: E402

from infra.config import DalilConfig  # noqa: E402
from infra.nag import check  # noqa: E402
from infra.stacks.api import ApiStack  # noqa: E402
from infra.stacks.data import DataStack  # noqa: E402
from infra.stacks.workflow import WorkflowStack  # noqa: E402


def build_app(app: cdk.App | None = None) -> cdk.App:
    app = app or cdk.App()
    config = DalilConfig.from_context(app)
    data = DataStack(app, "DalilData", config=config, description="Dalil: tables and search index")
    workflow = WorkflowStack(app, "DalilWorkflow", config=config, data=data, description="Dalil: Lambdas and the Express workflow")
    ApiStack(app, "DalilApi", config=config, api_function=workflow.api_function, description="Dalil: public REST API")
    cdk.Tags.of(app).add("project", "dalil")
    check(app)
    return app


if __name__ == "__main__":
    build_app().synth()
