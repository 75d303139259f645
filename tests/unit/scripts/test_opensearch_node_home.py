"""`scripts/opensearch-node` picks a folder its node user can reach, without asking. As root the
node runs as an unprivileged user, which cannot enter a checkout inside a folder of mode 0700 (a
home folder, a `mktemp -d` folder); the script then runs the node from a root-owned folder under
/var/tmp named for the checkout. Tested dry: `where` prints the choice and starts, downloads and
creates nothing."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "opensearch-node"
AS_ROOT = os.geteuid() == 0


def checkout_in(parent: Path, mode: int) -> Path:
    """A folder of `mode` holding a checkout with the script at scripts/opensearch-node."""
    outer = parent / "outer"
    (outer / "repo" / "scripts").mkdir(parents=True)
    shutil.copy(SCRIPT, outer / "repo" / "scripts" / "opensearch-node")
    outer.chmod(mode)
    return outer / "repo"


def where(checkout: Path, **env: str) -> Path:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DALIL_OPENSEARCH")}
    done = subprocess.run(["bash", str(checkout / "scripts" / "opensearch-node"), "where"], env={**clean, **env},
                          capture_output=True, text=True, timeout=30, check=True)
    return Path(done.stdout.strip())


def others_may_enter(path: Path) -> bool:
    """Every existing folder from / down to `path` has the others-execute bit."""
    for folder in [path, *path.parents]:
        if folder.exists() and not folder.stat().st_mode & stat.S_IXOTH:
            return False
    return True


@pytest.fixture
def shared_tmp() -> Iterator[Path]:
    """A folder others may enter (pytest's own tmp folders are 0700)."""
    folder = Path(tempfile.mkdtemp(prefix="dalil-node-test-", dir="/var/tmp"))
    folder.chmod(0o755)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_a_closed_parent_folder_moves_the_node_somewhere_reachable(shared_tmp: Path) -> None:
    checkout = checkout_in(shared_tmp, 0o700)
    chosen = where(checkout)
    if not AS_ROOT:  # the caller runs the node and reaches its own folders
        assert chosen == checkout / ".opensearch"
        return
    assert chosen.parent == Path("/var/tmp") and chosen.name.startswith("dalil-opensearch-")
    assert others_may_enter(chosen.parent)
    assert not chosen.exists()  # `where` made nothing
    assert where(checkout) == chosen  # the same checkout always gets the same folder (stop, status)


def test_two_closed_checkouts_get_two_folders(shared_tmp: Path) -> None:
    first, second = checkout_in(shared_tmp / "a", 0o700), checkout_in(shared_tmp / "b", 0o700)
    if AS_ROOT:
        assert where(first) != where(second)


def test_a_reachable_checkout_keeps_its_own_folder(shared_tmp: Path) -> None:
    checkout = checkout_in(shared_tmp, 0o755)
    assert where(checkout) == checkout / ".opensearch"


def test_the_fallback_parent_is_a_setting(shared_tmp: Path) -> None:
    checkout = checkout_in(shared_tmp, 0o700)
    chosen = where(checkout, DALIL_OPENSEARCH_NODE_PARENT=str(shared_tmp / "nodes"))
    if AS_ROOT:
        assert chosen.parent == shared_tmp / "nodes"


def test_the_node_folder_is_prepared_safely_before_anything_starts() -> None:
    """By reading: the fallback folder is refused when it is a link or not root's own (/var/tmp is
    writable by everyone), made 0755, checked reachable, and made before the node is installed."""
    text = SCRIPT.read_text(encoding="utf-8")
    prepare = text[text.index("prepare_node_home() {"):text.index("NODE_HOME=$(node_home)")]
    assert '[[ -L $NODE_HOME ]]' in prepare and 'stat -c %u' in prepare and "mkdir -p -m 0755" in prepare
    assert 'world_reachable "$NODE_HOME" || die' in prepare
    start = text[text.index("start() {"):text.index("stop_quietly() {")]
    assert start.index("prepare_node_home") < start.index("install_node") < start.index("ensure_user")
