"""A served ask's profile read by OUR code: each `dalil` function's own time plus the time of the
builtins and `re` calls it makes directly (len, str methods, regex subs, sqlite's execute …),
per ask, summed by file and listed by function (SERVE28).

    .venv/bin/python benchmarks/performance/served_ask_cpu.py --store <store> --checkout now=<tree> \
        --cprofile 200 --dump F.pstats
    .venv/bin/python benchmarks/performance/pstats_own.py F.pstats 200 [--top 40]

cProfile's own listing charges `len`, `str.startswith` or `sqlite3.Connection.execute` to
themselves, which hides who calls them ~800,000 times; here they go to their `dalil` callers (by
the caller split cProfile records). C code under cProfile is not inflated and Python is (~2x):
read the order and the calls an ask, not the milliseconds.
"""

from __future__ import annotations

import argparse
import collections
import pstats


def _dalil(func: tuple[str, int, str]) -> bool:
    return "/shared/dalil/" in func[0]


def _name(func: tuple[str, int, str]) -> str:
    return f"{func[0].split('/shared/dalil/')[1]}:{func[1]} {func[2]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pstats_file")
    parser.add_argument("asks", type=int, help="asks the profile holds (served_ask_cpu.py --cprofile N)")
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    stats = pstats.Stats(args.pstats_file).stats  # type: ignore[attr-defined]
    n = args.asks
    total = sum(entry[2] for entry in stats.values())
    own: collections.Counter[tuple[str, int, str]] = collections.Counter()
    for func, (_cc, _nc, tottime, _ct, callers) in stats.items():
        if _dalil(func):
            own[func] += tottime
        elif func[0] == "~" or func[0].endswith("re/__init__.py"):  # builtins and re's wrappers: to their callers
            for caller, (_ccc, _cnc, caller_tottime, _cct) in callers.items():
                if _dalil(caller):
                    own[caller] += caller_tottime
    print(f"profiled {total:.2f} s over {n} asks = {1000 * total / n:.1f} ms an ask (cProfile's clock)")
    by_file: collections.Counter[str] = collections.Counter()
    for func, seconds in own.items():
        by_file[func[0].split("/shared/dalil/")[1]] += seconds
    print("\n| file | ms an ask (own + its direct builtins) |\n| --- | ---: |")
    for name, seconds in by_file.most_common(args.top):
        print(f"| {name} | {1000 * seconds / n:.2f} |")
    print("\n| function | ms an ask | calls an ask |\n| --- | ---: | ---: |")
    for func, seconds in own.most_common(args.top):
        print(f"| {_name(func)} | {1000 * seconds / n:.2f} | {stats[func][1] / n:.1f} |")


if __name__ == "__main__":
    main()
