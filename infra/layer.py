"""The `dalil` Lambda layer, built without Docker.

CDK calls `PipLayerBundling.try_bundle` at synth time: pip installs the pinned runtime dependencies
as manylinux wheels for CPython 3.11 on x86_64 (`--only-binary=:all:`, so nothing is compiled for the
build machine by mistake) into `python/`, and the pure-Python `dalil` package is copied beside them.
The dependencies need a package index the first time (or `PIP_FIND_LINKS`/`PIP_NO_INDEX` pointing
at a wheelhouse) but neither Docker nor an AWS account; they are cached per pin set under
build/layer-cache/, and the dalil package is copied fresh each synth, so later synths run offline.

Synth without any build: pass `-c aws:cdk:bundling-stacks=[]` (CDK's own switch: assets are staged
unbundled, as the tests do), or `-c dalil:layerDir=DIR` to use a directory built earlier by
`python infra/layer.py DIR`.
"""

from __future__ import annotations

import compileall
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import aws_cdk as cdk
import jsii
from aws_cdk import aws_lambda as lambda_

REPO_ROOT = Path(__file__).resolve().parents[1]
REQUIREMENTS = REPO_ROOT / "infra" / "layer" / "requirements.txt"
# Every distribution the layer installs, transitive ones included, with its version and wheel hash,
# resolved for the layer's platform (below) from requirements.txt: `python infra/layer.py --lock`.
LOCK = REPO_ROOT / "infra" / "layer" / "requirements.lock"
PURE_REQUIREMENTS = REPO_ROOT / "infra" / "layer" / "requirements-pure.txt"
PACKAGE_DIR = REPO_ROOT / "shared" / "dalil"
CACHE_DIR = REPO_ROOT / "build" / "layer-cache"
PIP_PLATFORM_ARGS = [
    "--platform", "manylinux2014_x86_64",
    "--implementation", "cp",
    "--python-version", "3.11",
    "--only-binary=:all:",
]
_IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache")  # the checkout's own caches
# Installed as dependencies but not wanted in the layer: boto3/botocore/s3transfer ship with the Lambda
# Python runtime; grpcio and protobuf come in through opensearch-py 3's `opensearch-protobufs`, which
# only its optional gRPC transport uses (opensearchpy never imports them). 60 MB of the 136 MB.
PRUNED_TOP_LEVEL = ("boto3", "botocore", "s3transfer", "grpc", "google", "opensearch_protobufs")
PRUNED_DISTRIBUTIONS = ("boto3", "botocore", "s3transfer", "grpcio", "protobuf", "opensearch_protobufs")


def install_dependencies(target: Path) -> None:
    """pip-install the pinned dependencies into `target` (Lambda's `python/` folder), pruned."""
    target.mkdir(parents=True, exist_ok=True)
    # Bytecode is compiled here (pip's default): /opt is read-only on Lambda, so a layer without
    # .pyc files would recompile every module on every cold start.
    pip = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--target", str(target)]
    # The lock, exactly: no resolution at build time (--no-deps), and a wheel whose hash differs fails.
    subprocess.run([*pip, *PIP_PLATFORM_ARGS, "--no-deps", "--require-hashes", "--requirement", str(LOCK)], check=True)
    subprocess.run([*pip, "--no-deps", "--upgrade", "--requirement", str(PURE_REQUIREMENTS)], check=True)
    pruned = [target / name for name in PRUNED_TOP_LEVEL]
    pruned += [path for name in PRUNED_DISTRIBUTIONS for path in target.glob(f"{name}-*.dist-info")]
    # Tests of dependencies are dead weight in a Lambda package.
    pruned += list(target.glob("*/tests"))
    for path in pruned:
        shutil.rmtree(path, ignore_errors=True)


def cached_dependencies() -> Path:
    """The dependencies, built once per pin set into build/layer-cache/<hash>/python: only a change
    of pins needs a package index; every later synth (any change to dalil itself) runs offline."""
    digest = hashlib.sha256(LOCK.read_bytes() + PURE_REQUIREMENTS.read_bytes() + " ".join(PIP_PLATFORM_ARGS).encode())
    cached = CACHE_DIR / digest.hexdigest()[:16]
    if not (cached / "python").is_dir():
        building = cached.with_name(cached.name + ".building")
        shutil.rmtree(building, ignore_errors=True)
        install_dependencies(building / "python")
        building.rename(cached)
    return cached / "python"


def build_layer(output_dir: Path) -> None:
    """Fill `output_dir/python` with the dependencies and the dalil package (Lambda's layer layout)."""
    target = output_dir / "python"
    shutil.copytree(cached_dependencies(), target, dirs_exist_ok=True)
    shutil.copytree(PACKAGE_DIR, target / "dalil", ignore=_IGNORED, dirs_exist_ok=True)
    # Vectors of the bundled corpus for the embedded store's models (USE, E5): a Lambda embeds with
    # Bedrock and never re-scores with E5, so 3 MB of them would only slow every cold start's unzip.
    shutil.rmtree(target / "dalil" / "data" / "vectors", ignore_errors=True)
    compileall.compile_dir(target / "dalil", quiet=1)


@jsii.implements(cdk.ILocalBundling)
class PipLayerBundling:
    def try_bundle(self, output_dir: str, *args: Any, **options: Any) -> bool:
        build_layer(Path(output_dir))
        return True


def source_hash() -> str:
    """Changes when the pins or any file of the dalil package change (CDK cannot see the latter)."""
    digest = hashlib.sha256(LOCK.read_bytes() + PURE_REQUIREMENTS.read_bytes())
    for path in sorted(PACKAGE_DIR.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            digest.update(str(path.relative_to(PACKAGE_DIR)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def layer_code(prebuilt_dir: Path | None) -> lambda_.Code:
    if prebuilt_dir is not None:
        if not (prebuilt_dir / "python").is_dir():
            raise SystemExit(f"dalil:layerDir {prebuilt_dir} has no python/ folder; build it with `python infra/layer.py {prebuilt_dir}`")
        return lambda_.Code.from_asset(str(prebuilt_dir))
    return lambda_.Code.from_asset(
        str(REQUIREMENTS.parent),
        asset_hash=source_hash(),
        asset_hash_type=cdk.AssetHashType.CUSTOM,
        bundling=cdk.BundlingOptions(
            # Never pulled: local bundling always succeeds or raises. CDK requires an image anyway.
            image=cdk.DockerImage.from_registry("public.ecr.aws/sam/build-python3.11"),
            local=PipLayerBundling(),
        ),
    )


def resolve_lock() -> str:
    """requirements.txt resolved by pip for the layer's platform (a dry run: nothing is installed),
    as the lock's text: one `name==version --hash=sha256:…` line per distribution, sorted."""
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "report.json"
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--dry-run", "--ignore-installed",
             "--target", str(Path(scratch) / "target"), "--report", str(report), *PIP_PLATFORM_ARGS,
             "--requirement", str(REQUIREMENTS)],
            check=True,
        )
        resolved = json.loads(report.read_text(encoding="utf-8"))["install"]
    lines = [
        f"{item['metadata']['name']}=={item['metadata']['version']} --hash=sha256:{item['download_info']['archive_info']['hashes']['sha256']}"
        for item in resolved
    ]
    header = [
        "# The dalil layer's dependencies, transitive ones included, each pinned to one wheel by its hash.",
        "# Generated from requirements.txt by `python infra/layer.py --lock` (pip's resolver for manylinux2014",
        "# x86_64, CPython 3.11, wheels only); infra/layer.py installs exactly this (--no-deps --require-hashes).",
        "# Edit requirements.txt, never this file; then regenerate it.",
    ]
    return "\n".join([*header, *sorted(lines, key=str.lower)]) + "\n"


if __name__ == "__main__":
    if sys.argv[1:] == ["--lock"]:
        LOCK.write_text(resolve_lock(), encoding="utf-8")
        print(LOCK)
        raise SystemExit(0)
    if len(sys.argv) != 2:
        raise SystemExit("usage: python infra/layer.py OUTPUT_DIR | --lock")
    out = Path(sys.argv[1])
    if out.exists():
        shutil.rmtree(out)
    build_layer(out)
    print(out)
