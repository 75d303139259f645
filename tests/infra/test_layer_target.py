"""The functions' runtime and architecture are one deploy setting (`dalil:pythonVersion`,
`dalil:architecture`): every dalil function and the layer follow it, the layer installs the lock
resolved for that target, and the default (python3.11, x86_64) synthesizes what it always has."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import infra.layer as layer_module
import pytest
from cdk_synth import REPO_ROOT, Synthesized, synthesize
from infra.layer import DEFAULT_TARGET, LayerTarget, install_dependencies, source_hash

LAYER = REPO_ROOT / "infra" / "layer"
DALIL_STACKS = ("DalilWorkflow", "DalilIngest")


def dalil_lambdas(synthesized: Synthesized) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """(every dalil function's properties, the layer's properties): CDK's own helper functions
    (the panel's BucketDeployment) choose their own runtime and are not ours to set."""
    functions, layers = [], []
    for stack in DALIL_STACKS:
        for resource in synthesized.templates[stack]["Resources"].values():
            if resource["Type"] == "AWS::Lambda::Function":
                functions.append(resource["Properties"])
            elif resource["Type"] == "AWS::Lambda::LayerVersion":
                layers.append(resource["Properties"])
    (layer,) = layers
    return functions, layer


def test_by_default_every_function_and_the_layer_run_python311_on_x86_64(synthesized: Synthesized) -> None:
    functions, layer = dalil_lambdas(synthesized)
    assert len(functions) == 8  # api, retrieval, generation, validation, ingest plan/batch/finish, bootstrap
    assert {(f["Runtime"], tuple(f["Architectures"])) for f in functions} == {("python3.11", ("x86_64",))}
    assert (layer["CompatibleRuntimes"], layer["CompatibleArchitectures"]) == (["python3.11"], ["x86_64"])
    assert "manylinux2014 x86_64, CPython 3.11" in layer["Description"]


def test_a_chosen_runtime_and_architecture_reach_every_function_and_the_layer() -> None:
    functions, layer = dalil_lambdas(synthesize({"dalil:pythonVersion": "3.13", "dalil:architecture": "arm64"}))
    assert len(functions) == 8
    assert {(f["Runtime"], tuple(f["Architectures"])) for f in functions} == {("python3.13", ("arm64",))}
    assert (layer["CompatibleRuntimes"], layer["CompatibleArchitectures"]) == (["python3.13"], ["arm64"])
    assert "manylinux2014 aarch64, CPython 3.13" in layer["Description"]


@pytest.mark.parametrize(
    ("key", "value"), [("dalil:pythonVersion", "3.10"), ("dalil:pythonVersion", "3.14"), ("dalil:architecture", "aarch64")]
)
def test_a_runtime_the_layer_cannot_build_for_stops_the_synth_with_the_choices(key: str, value: str) -> None:
    with pytest.raises(SystemExit, match=re.escape(value)):
        synthesize({key: value})


def test_each_target_installs_its_own_lock_for_its_own_wheel_platform() -> None:
    arm = LayerTarget("3.13", "arm64")
    assert DEFAULT_TARGET.lock == LAYER / "requirements.lock"  # the default keeps the original file
    assert arm.lock == LAYER / "requirements-py3.13-arm64.lock"
    assert arm.pip_platform_args == [
        "--platform", "manylinux2014_aarch64", "--implementation", "cp", "--python-version", "3.13", "--only-binary=:all:",
    ]
    assert DEFAULT_TARGET.pip_platform_args[:2] == ["--platform", "manylinux2014_x86_64"]
    # Another target's pins give the layer asset another hash (a deploy never reuses the wrong build).
    assert source_hash(arm) != source_hash(DEFAULT_TARGET)


def lock_pins(path: Path) -> dict[str, str]:
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    return dict(line.split(" ", 1)[0].split("==") for line in lines)


@pytest.mark.parametrize("lock", sorted(LAYER.glob("requirements-py*.lock")), ids=lambda path: path.name)
def test_every_target_lock_pins_the_same_versions_as_the_default_and_names_its_target(lock: Path) -> None:
    version, architecture = re.fullmatch(r"requirements-py(3\.\d+)-(\w+)\.lock", lock.name).groups()  # type: ignore[union-attr]
    target = LayerTarget(version, architecture)
    # One pin set everywhere: the targets differ in wheels (and so hashes), never in versions.
    assert lock_pins(lock) == lock_pins(DEFAULT_TARGET.lock)
    header = "\n".join(line for line in lock.read_text(encoding="utf-8").splitlines() if line.startswith("#"))
    assert f"--python {version}" in header and f"CPython {version}" in header
    assert ("aarch64" in header) == (target.architecture == "arm64")
    # ...and the compiled wheels are the target's own: numpy's hash is not the default's.
    numpy_line = [line for line in lock.read_text(encoding="utf-8").splitlines() if line.startswith("numpy==")]
    assert numpy_line and numpy_line[0] not in DEFAULT_TARGET.lock.read_text(encoding="utf-8")


def test_a_target_without_its_lock_is_refused_before_any_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(layer_module, "REPO_ROOT", tmp_path)  # a checkout holding no lock for this target
    unlocked = LayerTarget("3.12", "arm64")
    assert not unlocked.lock.exists()
    with pytest.raises(SystemExit, match=r"requirements-py3.12-arm64.lock is missing: .*--python 3.12 --arch arm64 --lock"):
        install_dependencies(tmp_path / "python", unlocked)
    assert not any((tmp_path / "python").iterdir())
