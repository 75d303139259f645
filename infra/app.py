"""CDK app: `cdk synth` (or `python3 infra/app.py`) — data, workflow, API, ingest, operations and
panel stacks of one stage, checked by cdk-nag.

Offline by construction: no context lookups, no account or region lookups (stacks are environment-
agnostic unless the stage names its account/region), no Docker (the layer uses local bundling; see
infra/layer.py). `-c dalil:stage=prod` selects a stage (infra/config.py)."""

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
from infra.stacks.ingest import IngestStack  # noqa: E402
from infra.stacks.operations import OperationsStack  # noqa: E402
from infra.stacks.panel import PanelStack  # noqa: E402
from infra.stacks.workflow import WorkflowStack  # noqa: E402


def build_app(app: cdk.App | None = None) -> cdk.App:
    app = app or cdk.App()
    config = DalilConfig.from_context(app)
    prefix, env = config.stack_prefix, config.env
    stage_note = f" ({config.stage})" if config.stage else ""
    data = DataStack(app, f"{prefix}Data", config=config, env=env, description=f"Dalil{stage_note}: tables and search domain")
    workflow = WorkflowStack(
        app, f"{prefix}Workflow", config=config, data=data, env=env, description=f"Dalil{stage_note}: Lambdas and the Express workflow"
    )
    api = ApiStack(
        app, f"{prefix}Api", config=config, api_function=workflow.api_function, env=env, description=f"Dalil{stage_note}: public REST API"
    )
    ingest = IngestStack(
        app, f"{prefix}Ingest", config=config, data=data, workflow=workflow, env=env,
        description=f"Dalil{stage_note}: corpus bucket, ingest workflow, search index and access bootstrap",
    )
    OperationsStack(
        app, f"{prefix}Operations", config=config, data=data, workflow=workflow, api=api, ingest=ingest, env=env,
        description=f"Dalil{stage_note}: alarms, alarm topic and dashboard",
    )
    PanelStack(
        app, f"{prefix}Panel", config=config, api_url=api.api.url, env=env,
        description=f"Dalil{stage_note}: the Ask panel for other sites (S3 + CloudFront) and its config",
    )
    cdk.Tags.of(app).add("project", "dalil")
    if config.stage:
        cdk.Tags.of(app).add("dalil:stage", config.stage)
    check(app)
    return app


if __name__ == "__main__":
    build_app().synth()
