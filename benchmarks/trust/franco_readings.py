"""How Dalil reads each Franco-Arabic question of a fixture (FRANCO42): the Franco reader's Arabic
(`text/franco.py`, before text/colloquial.py) against the words a reader means (the fixture's `reading`
key: folded Arabic words the reading must hold), and the searched question the retriever gets.

    DALIL_EMBEDDER=hashing DALIL_STORE=/path/ci.sqlite PYTHONPATH=shared python benchmarks/trust/franco_readings.py \
        benchmarks/fixtures/franco42-classes.jsonl [--list]

Prints per file: lines read right (all `reading` words held) n/N, and with --list each line's reading.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from dalil.settings import Settings
from dalil.stores.factory import build_services
from dalil.text import franco
from dalil.text.normalize import fold
from dalil.text.reading import read_question, vocabulary_of


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="print every line's reading")
    parser.add_argument("fixtures", type=Path, nargs="+")
    args = parser.parse_args()
    vocabulary = vocabulary_of(build_services(Settings()).chunks)
    for path in args.fixtures:
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        rows = [row for row in rows if row.get("reading")]
        right = 0
        for row in rows:
            arabic = franco.transliterate(row["question"], vocabulary).arabic
            held = set(fold(arabic).split())
            missing = [word for word in row["reading"] if fold(word) not in held]
            right += not missing
            if args.list:
                searched = read_question(row["question"], vocabulary).searched
                mark = "ok " if not missing else "MISS " + " ".join(missing)
                print(f"{row['id']}\t{mark}\t{row['question']}\t{arabic}\t{searched}")
        print(f"{path.name}: read right {right}/{len(rows)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
