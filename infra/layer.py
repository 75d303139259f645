"""The `dalil` Lambda layer, built without Docker.

CDK calls `PipLayerBundling.try_bundle` at synth time: pip installs the pinned runtime dependencies
as manylinux wheels for the functions' runtime, CPython 3.11 on x86_64 unless `dalil:pythonVersion`
/ `dalil:architecture` choose another (`LayerTarget`; `--only-binary=:all:`, so nothing is compiled
for the build machine by mistake) into `python/`, and the pure-Python `dalil` package is copied
beside them. Each target installs its own lock (`LayerTarget.lock`).
The dependencies need a package index the first time (or `PIP_FIND_LINKS`/`PIP_NO_INDEX` pointing
at a wheelhouse) but neither Docker nor an AWS account; they are cached per pin set under
build/layer-cache/, and the dalil package is copied fresh each synth, so later synths run offline.

Synth without any build: pass `-c aws:cdk:bundling-stacks=[]` (CDK's own switch: assets are staged
unbundled, as the tests do), or `-c dalil:layerDir=DIR` to use a directory built earlier by
`python infra/layer.py [--python 3.13] [--arch arm64] DIR`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aws_cdk as cdk
import jsii
from aws_cdk import aws_lambda as lambda_

REPO_ROOT = Path(__file__).resolve().parents[1]
REQUIREMENTS = REPO_ROOT / "infra" / "layer" / "requirements.txt"
PURE_REQUIREMENTS = REPO_ROOT / "infra" / "layer" / "requirements-pure.txt"
PACKAGE_DIR = REPO_ROOT / "shared" / "dalil"
CACHE_DIR = REPO_ROOT / "build" / "layer-cache"
# Lambda's Python runtimes the layer can be built for (every locked distribution has cp311-cp313
# manylinux2014 wheels for both architectures; benchmarks/lambda/RESULTS.md) and the wheel platform
# of each Lambda architecture. manylinux2014 (glibc 2.17) wheels run on Amazon Linux 2 (python3.11,
# glibc 2.26) and Amazon Linux 2023 (python3.12+, glibc 2.34) alike.
PYTHON_VERSIONS = ("3.11", "3.12", "3.13")
WHEEL_PLATFORMS = {"x86_64": "manylinux2014_x86_64", "arm64": "manylinux2014_aarch64"}


@dataclass(frozen=True)
class LayerTarget:
    """The (Python version, Lambda architecture) the layer and its functions run on."""

    python_version: str = "3.11"
    architecture: str = "x86_64"

    def __post_init__(self) -> None:
        if self.python_version not in PYTHON_VERSIONS:
            raise ValueError(f"python version {self.python_version!r}: the layer builds for {', '.join(PYTHON_VERSIONS)}")
        if self.architecture not in WHEEL_PLATFORMS:
            raise ValueError(f"architecture {self.architecture!r}: use one of {', '.join(WHEEL_PLATFORMS)}")

    @property
    def is_default(self) -> bool:
        return self == LayerTarget()

    @property
    def lock(self) -> Path:
        """Every distribution the layer installs, transitive ones included, with its version and wheel
        hash, resolved for this target from requirements.txt (`python infra/layer.py [...] --lock`).
        The default target keeps the original name, requirements.lock."""
        name = "requirements.lock" if self.is_default else f"requirements-py{self.python_version}-{self.architecture}.lock"
        return REPO_ROOT / "infra" / "layer" / name

    @property
    def pip_platform_args(self) -> list[str]:
        return [
            "--platform", WHEEL_PLATFORMS[self.architecture],
            "--implementation", "cp",
            "--python-version", self.python_version,
            "--only-binary=:all:",
        ]

    @property
    def description(self) -> str:
        return f"{WHEEL_PLATFORMS[self.architecture].replace('_', ' ', 1)}, CPython {self.python_version}"


DEFAULT_TARGET = LayerTarget()
LOCK = DEFAULT_TARGET.lock
_IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache")  # the checkout's own caches
# Installed as dependencies but not wanted in the layer: boto3/botocore/s3transfer ship with the Lambda
# Python runtime; grpcio and protobuf come in through opensearch-py 3's `opensearch-protobufs`, which
# only its optional gRPC transport uses (opensearchpy never imports them). 60 MB of the 136 MB.
PRUNED_TOP_LEVEL = ("boto3", "botocore", "s3transfer", "grpc", "google", "opensearch_protobufs")
PRUNED_DISTRIBUTIONS = ("boto3", "botocore", "s3transfer", "grpcio", "protobuf", "opensearch_protobufs")


def _runs_target(layer_target: LayerTarget) -> bool:
    return f"{sys.version_info.major}.{sys.version_info.minor}" == layer_target.python_version


def build_python(layer_target: LayerTarget) -> str:
    """The interpreter that installs and byte-compiles the layer: .pyc files carry their Python's
    version (cpython-311), and a runtime ignores other versions' bytecode and, /opt being read-only,
    recompiles every module on every cold start. So a target is built by its own CPython: this one
    if it matches, else `python3.X` on PATH; without either the layer works but starts slowly."""
    if _runs_target(layer_target):
        return sys.executable
    found = shutil.which(f"python{layer_target.python_version}")
    # A name on PATH may be a shim without an install behind it (pyenv) or a Python without pip.
    if found is not None and subprocess.run([found, "-m", "pip", "--version"], capture_output=True).returncode == 0:
        return found
    print(f"warning: no python{layer_target.python_version} with pip on PATH: the layer's bytecode is {sys.executable}'s "
          "and will not match its runtime (slower cold starts)", file=sys.stderr)
    return sys.executable


def install_dependencies(target: Path, layer_target: LayerTarget = DEFAULT_TARGET) -> None:
    """pip-install the pinned dependencies into `target` (Lambda's `python/` folder), pruned."""
    target.mkdir(parents=True, exist_ok=True)
    # Bytecode is compiled here (pip's default): /opt is read-only on Lambda, so a layer without
    # .pyc files would recompile every module on every cold start.
    pip = [build_python(layer_target), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--target", str(target)]
    # The lock, exactly: no resolution at build time (--no-deps), and a wheel whose hash differs fails.
    lock = layer_target.lock
    if not lock.is_file():
        raise SystemExit(f"{lock.name} is missing: lock this target first (`python infra/layer.py {_cli_flags(layer_target)}--lock`)")
    subprocess.run([*pip, *layer_target.pip_platform_args, "--no-deps", "--require-hashes", "--requirement", str(lock)], check=True)
    subprocess.run([*pip, "--no-deps", "--upgrade", "--requirement", str(PURE_REQUIREMENTS)], check=True)
    pruned = [target / name for name in PRUNED_TOP_LEVEL]
    pruned += [path for name in PRUNED_DISTRIBUTIONS for path in target.glob(f"{name}-*.dist-info")]
    # Tests of dependencies are dead weight in a Lambda package.
    pruned += list(target.glob("*/tests"))
    for path in pruned:
        shutil.rmtree(path, ignore_errors=True)


def cached_dependencies(layer_target: LayerTarget = DEFAULT_TARGET) -> Path:
    """The dependencies, built once per pin set and target into build/layer-cache/<hash>/python: only
    a change of pins needs a package index; every later synth (any change to dalil itself) runs offline."""
    lock = layer_target.lock
    pins = lock.read_bytes() if lock.is_file() else b""
    # A layer built with another Python's bytecode is cached apart: it is rebuilt once the target's own
    # Python is found.
    foreign_bytecode = build_python(layer_target) == sys.executable and not _runs_target(layer_target)
    mismatch = [f"bytecode-of-{sys.version_info.major}.{sys.version_info.minor}"] if foreign_bytecode else []
    digest = hashlib.sha256(pins + PURE_REQUIREMENTS.read_bytes() + " ".join([*layer_target.pip_platform_args, *mismatch]).encode())
    cached = CACHE_DIR / digest.hexdigest()[:16]
    if not (cached / "python").is_dir():
        building = cached.with_name(cached.name + ".building")
        shutil.rmtree(building, ignore_errors=True)
        install_dependencies(building / "python", layer_target)
        building.rename(cached)
    return cached / "python"


def build_layer(output_dir: Path, layer_target: LayerTarget = DEFAULT_TARGET) -> None:
    """Fill `output_dir/python` with the dependencies and the dalil package (Lambda's layer layout)."""
    target = output_dir / "python"
    shutil.copytree(cached_dependencies(layer_target), target, dirs_exist_ok=True)
    shutil.copytree(PACKAGE_DIR, target / "dalil", ignore=_IGNORED, dirs_exist_ok=True)
    # Vectors of the bundled corpus for the embedded store's models (USE, E5): a Lambda embeds with
    # Bedrock and never re-scores with E5, so 3 MB of them would only slow every cold start's unzip.
    shutil.rmtree(target / "dalil" / "data" / "vectors", ignore_errors=True)
    subprocess.run([build_python(layer_target), "-m", "compileall", "-q", str(target / "dalil")], check=True)


@jsii.implements(cdk.ILocalBundling)
class PipLayerBundling:
    def __init__(self, layer_target: LayerTarget = DEFAULT_TARGET) -> None:
        self.layer_target = layer_target

    def try_bundle(self, output_dir: str, *args: Any, **options: Any) -> bool:
        build_layer(Path(output_dir), self.layer_target)
        return True


def source_hash(layer_target: LayerTarget = DEFAULT_TARGET) -> str:
    """Changes when the pins or any file of the dalil package change (CDK cannot see the latter)."""
    lock = layer_target.lock
    pins = lock.read_bytes() if lock.is_file() else f"unlocked {layer_target}".encode()
    digest = hashlib.sha256(pins + PURE_REQUIREMENTS.read_bytes())
    for path in sorted(PACKAGE_DIR.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            digest.update(str(path.relative_to(PACKAGE_DIR)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def layer_code(prebuilt_dir: Path | None, layer_target: LayerTarget = DEFAULT_TARGET) -> lambda_.Code:
    if prebuilt_dir is not None:
        if not (prebuilt_dir / "python").is_dir():
            raise SystemExit(f"dalil:layerDir {prebuilt_dir} has no python/ folder; build it with `python infra/layer.py {prebuilt_dir}`")
        return lambda_.Code.from_asset(str(prebuilt_dir))
    return lambda_.Code.from_asset(
        str(REQUIREMENTS.parent),
        asset_hash=source_hash(layer_target),
        asset_hash_type=cdk.AssetHashType.CUSTOM,
        bundling=cdk.BundlingOptions(
            # Never pulled: local bundling always succeeds or raises. CDK requires an image anyway.
            image=cdk.DockerImage.from_registry(f"public.ecr.aws/sam/build-python{layer_target.python_version}"),
            local=PipLayerBundling(layer_target),
        ),
    )


def resolve_lock(layer_target: LayerTarget = DEFAULT_TARGET) -> str:
    """requirements.txt resolved by pip for the target's platform (a dry run: nothing is installed),
    as the lock's text: one `name==version --hash=sha256:…` line per distribution, sorted."""
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "report.json"
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--dry-run", "--ignore-installed",
             "--target", str(Path(scratch) / "target"), "--report", str(report), *layer_target.pip_platform_args,
             "--requirement", str(REQUIREMENTS)],
            check=True,
        )
        resolved = json.loads(report.read_text(encoding="utf-8"))["install"]
    lines = [
        f"{item['metadata']['name']}=={item['metadata']['version']} --hash=sha256:{item['download_info']['archive_info']['hashes']['sha256']}"
        for item in resolved
    ]
    policy, machine = WHEEL_PLATFORMS[layer_target.architecture].split("_", 1)
    header = [
        "# The dalil layer's dependencies, transitive ones included, each pinned to one wheel by its hash.",
        f"# Generated from requirements.txt by `python infra/layer.py {_cli_flags(layer_target)}--lock` (pip's resolver for {policy}",
        f"# {machine}, CPython {layer_target.python_version}, wheels only); "
        "infra/layer.py installs exactly this (--no-deps --require-hashes).",
        "# Edit requirements.txt, never this file; then regenerate it.",
    ]
    return "\n".join([*header, *sorted(lines, key=str.lower)]) + "\n"


def _cli_flags(layer_target: LayerTarget) -> str:
    """The command-line flags that select `layer_target` ("" for the default), each followed by a space."""
    flags = "" if layer_target.python_version == DEFAULT_TARGET.python_version else f"--python {layer_target.python_version} "
    return flags + ("" if layer_target.architecture == DEFAULT_TARGET.architecture else f"--arch {layer_target.architecture} ")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description="Build the dalil layer into OUTPUT_DIR, or lock its dependencies.")
    parser.add_argument("--python", default=DEFAULT_TARGET.python_version, choices=PYTHON_VERSIONS)
    parser.add_argument("--arch", default=DEFAULT_TARGET.architecture, choices=sorted(WHEEL_PLATFORMS))
    parser.add_argument("--lock", action="store_true", help="resolve requirements.txt into the target's lock file")
    parser.add_argument("output_dir", nargs="?", type=Path)
    args = parser.parse_args(argv)
    layer_target = LayerTarget(args.python, args.arch)
    if args.lock:
        layer_target.lock.write_text(resolve_lock(layer_target), encoding="utf-8")
        print(layer_target.lock)
        return
    if args.output_dir is None:
        parser.error("OUTPUT_DIR or --lock is required")
    if args.output_dir.exists():
        shutil.rmtree(args.output_dir)
    build_layer(args.output_dir, layer_target)
    print(args.output_dir)


if __name__ == "__main__":
    main(sys.argv[1:])
