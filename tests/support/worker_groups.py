"""How scripts/test shares the suite between pytest-xdist workers (`-n 2 --dist loadgroup`).

A unit of work runs whole on one worker, so a fixture it builds once is built once:
- a folder listed in SHARED_FOLDERS runs whole: its tests share one session fixture that is slow to
  build (the as-deployed stack; the OpenSearch index of the read-only search tests);
- every other test module runs whole (its module fixtures: a `dalil serve`, a browser, a store), but a module in
  SPLIT_MODULES, whose every test is a unit (its costly fixture is session-scoped: once per worker);
- an explicit `@pytest.mark.xdist_group(name)` still joins tests across modules, as in xdist's own
  loadgroup.
Nothing in a unit depends on running beside or apart from another unit: each worker has its own tmp
folder (pytest's basetemp per worker), ports are taken from 0, OpenSearch index names carry a uuid.

Units are handed out longest first (a worker asks for the next one when it is almost idle), so the
suite does not end with one worker alone on a long unit started late. A unit's length is its measured
seconds in UNIT_SECONDS when listed there (the slow units, measured on the 2-core CI box), else its
number of tests (a second each: most tests take far less, so unlisted units go after the slow ones,
biggest first, as xdist orders them itself)."""

from __future__ import annotations

import pytest
from xdist.scheduler import LoadScopeScheduling
from xdist.workermanage import WorkerController

# Folders whose tests share one costly session fixture (see their conftest.py).
SHARED_FOLDERS = ("tests/deployed", "tests/integration/opensearch")
# Modules whose every test is a unit of its own: their one costly fixture is session-scoped (built once per worker,
# kept while the worker runs other units), and the module alone outgrew a worker's share (the eval gate: ~20 min of
# fresh sets and claim probes on one worker while the other ran out of work; docs/DECISIONS.md, the CI entry).
SPLIT_MODULES = ("tests/integration/test_eval_gate.py",)

# Seconds of the slow units on the 2-core CI box (their order is all that matters; docs/DECISIONS.md,
# the CI entry): a unit not listed is weighed by its count of tests.
UNIT_SECONDS: dict[str, float] = {
    "tests/deployed": 300.0,  # the as-deployed stack: synth with the layer, moto, Lambda processes, ingest
    "tests/browser/test_ask_panel.py": 120.0,
    "tests/integration/opensearch": 90.0,
    # the CI sources ingested twice (SQLite, the cloud job on moto): 142 s on a loaded 2-core box
    "tests/contracts/test_vocabulary_contract.py": 90.0,
}


def unit_of(nodeid: str) -> str:
    """The unit of work a test (by its node id) belongs to."""
    group_at = nodeid.rfind("@")
    if group_at > nodeid.rfind("]"):  # an xdist_group mark (xdist appends `@name`; `@` in a parameter is not one)
        return nodeid[group_at + 1 :]
    path = nodeid.split("::", 1)[0]
    if path in SPLIT_MODULES:
        return nodeid
    for folder in SHARED_FOLDERS:
        if path.startswith(folder + "/"):
            return folder
    return path


class WholeUnitScheduling(LoadScopeScheduling):
    """xdist's scope scheduling with the units above, longest first."""

    def _split_scope(self, nodeid: str) -> str:
        return unit_of(nodeid)

    def _assign_work_unit(self, node: WorkerController) -> None:
        longest = max(self.workqueue, key=lambda unit: UNIT_SECONDS.get(unit, float(len(self.workqueue[unit]))))
        self.workqueue.move_to_end(longest, last=False)  # the base class hands out the first unit
        super()._assign_work_unit(node)


def make_scheduler(config: pytest.Config, log: object) -> WholeUnitScheduling | None:
    """The scheduler for `--dist loadgroup`; any other mode is xdist's own."""
    if config.getvalue("dist") != "loadgroup":
        return None
    return WholeUnitScheduling(config, log)
