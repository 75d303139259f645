"""boto3/botocore as the Lambda python3.11 runtime ships them (not the dev venv's newer ones).

The runtime's SDK version moves with AWS runtime updates; the pin below is the one this suite runs
against, older than the dev venv on purpose (code that needs a newer SDK than Lambda provides must
fail here). pip-installed once with --target into build/lambda-runtime-sdk/ (cached; needs PyPI the
first time, like the layer)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from .assembly import REPO

BOTO3_VERSION = "1.34.145"  # boto3 and botocore of the same release line
CACHE = REPO / "build" / "lambda-runtime-sdk"


def runtime_sdk_dir() -> Path:
    target = CACHE / f"boto3-{BOTO3_VERSION}"
    if (target / "botocore").is_dir() and (target / "boto3").is_dir():
        return target
    building = target.with_name(target.name + ".building")
    shutil.rmtree(building, ignore_errors=True)
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--target", str(building),
         f"boto3=={BOTO3_VERSION}", f"botocore=={BOTO3_VERSION}"],
        check=True,
    )
    building.rename(target)
    return target
