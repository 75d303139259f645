"""The `dalil` Lambda layer, built without Docker.

CDK calls `PipLayerBundling.try_bundle` at synth time: pip installs the pinned runtime dependencies
as manylinux wheels for CPython 3.11 on x86_64 (`--only-binary=:all:`, so nothing is compiled for the
build machine by mistake) into `python/`, and the pure-Python `dalil` package is copied beside them.
This needs a package index (or `PIP_FIND_LINKS`/`PIP_NO_INDEX` pointing at a wheelhouse) but neither
Docker nor an AWS account.

Synth without any build: pass `-c aws:cdk:bundling-stacks=[]` (CDK's own switch: assets are staged
unbundled, as the tests do), or `-c dalil:layerDir=DIR` to use a directory built earlier by
`python infra/layer.py DIR`.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import aws_cdk as cdk
import jsii
from aws_cdk import aws_lambda as lambda_

REPO_ROOT = Path(__file__).resolve().parents[1]
REQUIREMENTS = REPO_ROOT / "infra" / "layer" / "requirements.txt"
PURE_REQUIREMENTS = REPO_ROOT / "infra" / "layer" / "requirements-pure.txt"
PACKAGE_DIR = REPO_ROOT / "shared" / "dalil"
PIP_PLATFORM_ARGS = [
    "--platform", "manylinux2014_x86_64",
    "--implementation", "cp",
    "--python-version", "3.11",
    "--only-binary=:all:",
]
_IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache")
# Installed as dependencies but not wanted in the layer: boto3/botocore/s3transfer ship with the Lambda
# Python runtime; grpcio and protobuf come in through opensearch-py 3's `opensearch-protobufs`, which
# only its optional gRPC transport uses (opensearchpy never imports them). 60 MB of the 136 MB.
PRUNED_TOP_LEVEL = ("boto3", "botocore", "s3transfer", "grpc", "google", "opensearch_protobufs")
PRUNED_DISTRIBUTIONS = ("boto3", "botocore", "s3transfer", "grpcio", "protobuf", "opensearch_protobufs")


def build_layer(output_dir: Path) -> None:
    """Fill `output_dir/python` with the dependencies and the dalil package (Lambda's layer layout)."""
    target = output_dir / "python"
    target.mkdir(parents=True, exist_ok=True)
    pip = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-compile", "--target", str(target)]
    subprocess.run([*pip, *PIP_PLATFORM_ARGS, "--requirement", str(REQUIREMENTS)], check=True)
    subprocess.run([*pip, "--no-deps", "--upgrade", "--requirement", str(PURE_REQUIREMENTS)], check=True)
    shutil.copytree(PACKAGE_DIR, target / "dalil", ignore=_IGNORED, dirs_exist_ok=True)
    pruned = [target / name for name in PRUNED_TOP_LEVEL]
    pruned += [path for name in PRUNED_DISTRIBUTIONS for path in target.glob(f"{name}-*.dist-info")]
    # Tests of dependencies are dead weight in a Lambda package.
    pruned += list(target.glob("*/tests")) + list(target.glob("**/__pycache__"))
    for path in pruned:
        shutil.rmtree(path, ignore_errors=True)


@jsii.implements(cdk.ILocalBundling)
class PipLayerBundling:
    def try_bundle(self, output_dir: str, *args: Any, **options: Any) -> bool:
        build_layer(Path(output_dir))
        return True


def source_hash() -> str:
    """Changes when the pins or any file of the dalil package change (CDK cannot see the latter)."""
    digest = hashlib.sha256(REQUIREMENTS.read_bytes() + PURE_REQUIREMENTS.read_bytes())
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


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python infra/layer.py OUTPUT_DIR")
    out = Path(sys.argv[1])
    if out.exists():
        shutil.rmtree(out)
    build_layer(out)
    print(out)
