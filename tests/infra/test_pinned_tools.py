"""What a deploy is built with is pinned, and the docs call the pinned thing:

- the layer installs `infra/layer/requirements.lock`: every distribution requirements.txt resolves
  to for the layer's platform, each at one version with its wheel's hash, and every top-level pin
  of requirements.txt at the same version there (a pin moved without regenerating the lock fails);
- the CDK CLI is one exact version (infra/cdk-cli, with its lock's integrity hash), and every CDK
  command in the docs goes through scripts/cdk, which runs exactly that version.

No network: the lock's resolution itself is `python infra/layer.py --lock`."""

from __future__ import annotations

import json
import re

from cdk_synth import REPO_ROOT

LAYER = REPO_ROOT / "infra" / "layer"
CLI = REPO_ROOT / "infra" / "cdk-cli"
DOCS = [REPO_ROOT / "README.md", REPO_ROOT / "infra" / "README.md", *sorted((REPO_ROOT / "docs").glob("*.md"))]


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            requirement, _, _ = line.partition(" ")
            name, _, version = requirement.partition("==")
            found[normalized(name.split("[", 1)[0])] = version
    return found


def test_the_layer_lock_pins_every_distribution_by_hash_and_matches_the_requirements() -> None:
    lock_lines = [line for line in (LAYER / "requirements.lock").read_text().splitlines() if line and not line.startswith("#")]
    assert all(re.fullmatch(r"[A-Za-z0-9_.-]+==[^\s]+ --hash=sha256:[0-9a-f]{64}", line) for line in lock_lines), lock_lines
    locked = pins("\n".join(lock_lines))
    assert len(locked) == len(lock_lines)  # one line per distribution
    wanted = pins((LAYER / "requirements.txt").read_text())
    assert {name: locked.get(name) for name in wanted} == wanted
    # Transitive dependencies are in it too (what made builds drift before the lock).
    assert {"pydantic-core", "httpcore", "aws-xray-sdk", "urllib3"} <= set(locked)


def test_the_layer_is_built_from_the_lock() -> None:
    source = (REPO_ROOT / "infra" / "layer.py").read_text()
    assert '"--no-deps", "--require-hashes", "--requirement", str(lock)' in source
    assert "lock = layer_target.lock" in source  # each (python, architecture) target installs its own lock
    assert '"--requirement", str(REQUIREMENTS)]' not in source.split("def resolve_lock")[0]


def test_the_cdk_cli_is_one_exact_version_and_the_docs_call_it_through_scripts_cdk() -> None:
    package = json.loads((CLI / "package.json").read_text())
    version = package["devDependencies"]["aws-cdk"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", version), version  # exact: no ^ or ~ range
    locked = json.loads((CLI / "package-lock.json").read_text())["packages"]["node_modules/aws-cdk"]
    assert locked["version"] == version and locked["integrity"].startswith("sha512-")
    calls = []
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        # Anywhere: an npx call of the CLI (an unpinned download). In shell blocks: a bare `cdk` command.
        calls += [f"{doc.name}: {m.group(0)}" for m in re.finditer(r"npx\s+(-y\s+)?(aws-)?cdk\S*", text)]
        for block in re.findall(r"```(?:bash|sh|shell)?\n(.*?)```", text, re.S):
            calls += [f"{doc.name}: {line.strip()}" for line in block.splitlines() if re.match(r"\s*(\$\s*)?cdk\s", line)]
    assert calls == [], "CDK commands must go through scripts/cdk:\n" + "\n".join(calls)
    assert "scripts/cdk" in (REPO_ROOT / "docs" / "DEPLOY.md").read_text(encoding="utf-8")
