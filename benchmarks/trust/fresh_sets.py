"""The blind fresh reader-question sets, run and counted the way the eval gate counts them (issue 19).

    DALIL_EMBEDDER=hashing DALIL_PROVIDER=extractive \
      .venv/bin/python benchmarks/trust/fresh_sets.py --store ci.sqlite --out runs/main 1-13
    .venv/bin/python benchmarks/trust/fresh_sets.py --out runs/after --compare runs/main 1-13   # summary + diff only

Each set runs with `dalil eval answers` (this interpreter's `dalil`, so PYTHONPATH picks the code measured) on a
private copy of `--store` (an eval writes user data; the store given is never touched), one set after another,
results in `--out/fq{n}.jsonl`. Then, per set, the gate's three counts: declines answered (expects refuse,
state answer), right (answerable, answered, an expected or acceptable chunk cited) and answered from another record
(answerable, answered, no expected chunk cited). `--compare` lists the questions whose state, reason, behaviour,
cited-expected or correctness differ from another run's folder. Validation sets (7-11) are counted, never listed:
`--compare` gives their count of differences only.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "benchmarks" / "fixtures"
VALIDATION = frozenset(range(7, 12))
COMPARED = ("state", "reason", "behaves", "cites_expected", "correct")


def fixture_path(n: int) -> Path:
    return FIXTURES / ("fresh-questions.jsonl" if n == 1 else f"fresh-questions-{n}.jsonl")


def set_name(n: int | Path) -> str:
    """A fresh set's results file name (fq12), or a `--suite` file's (its stem)."""
    return n.stem if isinstance(n, Path) else f"fq{n}"


def set_numbers(spec: str) -> list[int]:
    numbers: list[int] = []
    if not spec:
        return numbers
    for part in spec.split(","):
        low, _, high = part.partition("-")
        numbers.extend(range(int(low), int(high or low) + 1))
    return numbers


def run_set(n: int | Path, store: Path, out: Path) -> None:
    """Run fresh set `n`, or the fixture file `n` (`--suite`), into `out/<its name>.jsonl`."""
    dalil = Path(sys.executable).with_name("dalil")
    env = {**os.environ, "DALIL_STORE": str(store)}
    results = out / f"{set_name(n)}.jsonl"
    fixtures = n if isinstance(n, Path) else fixture_path(n)
    subprocess.run(
        [str(dalil), "eval", "answers", "--fixtures", str(fixtures), "--json", "--results", str(results)],
        env=env, check=True, stdout=subprocess.DEVNULL,
    )


def outcomes(path: Path) -> dict[str, dict]:
    # Imported here so that `--help` works without the package on the path.
    from dalil.eval.answers import read_results

    return {i: o.model_dump() for i, o in read_results(path).items()}


def counts(rows: dict[str, dict]) -> tuple[str, str, int]:
    refuse = [o for o in rows.values() if o["expects"] == "refuse"]
    grounded = [o for o in rows.values() if o["expects"] == "grounded"]
    declines_answered = sum(o["state"] == "answer" for o in refuse)
    right = sum(o["state"] == "answer" and bool(o["cites_expected"]) for o in grounded)
    other = sum(o["state"] == "answer" and not o["cites_expected"] for o in grounded)
    return f"{declines_answered}/{len(refuse)}", f"{right}/{len(grounded)}", other


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets", nargs="?", default="", help="set numbers: 1-13, or 1-6,12,13")
    parser.add_argument(
        "--suite", type=Path, action="append", default=[],
        help="another fixture file (same JSON shape), run and counted the same way; repeatable",
    )
    parser.add_argument("--store", type=Path, help="run the sets on a copy of this store (omit: count --out only)")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--compare", type=Path, help="another run's folder: list the questions that differ")
    args = parser.parse_args()
    numbers: list[int | Path] = [*set_numbers(args.sets), *args.suite]
    args.out.mkdir(parents=True, exist_ok=True)
    if args.store:
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / "store.sqlite"
            shutil.copyfile(args.store, copy)
            for n in numbers:
                run_set(n, copy, args.out)
    print("| set | split | declines answered | right | from another record |" + (" differ |" if args.compare else ""))
    print("| --- | --- | ---: | ---: | ---: |" + (" ---: |" if args.compare else ""))
    listed: list[str] = []
    for n in numbers:
        rows = outcomes(args.out / f"{set_name(n)}.jsonl")
        declines, right, other = counts(rows)
        split = "validation" if n in VALIDATION else "dev"
        line = f"| {set_name(n) if isinstance(n, Path) else n} | {split} | {declines} | {right} | {other} |"
        if args.compare:
            if not (args.compare / f"{set_name(n)}.jsonl").exists():
                print(line + " - |")
                continue
            before = outcomes(args.compare / f"{set_name(n)}.jsonl")
            differ = sorted(i for i in rows if i in before and any(rows[i][k] != before[i][k] for k in COMPARED))
            line += f" {len(differ)} |"
            if n not in VALIDATION:
                for i in differ:
                    was, now = before[i], rows[i]
                    listed.append(
                        f"{i} ({now['expects']}): {was['state']}/{was['reason']} cites={was['cites_expected']}"
                        f" -> {now['state']}/{now['reason']} cites={now['cites_expected']}"
                    )
        print(line)
    if listed:
        print("\n" + "\n".join(listed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
