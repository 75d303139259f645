"""Where does the E5 question vector change the retrieved top 5, and is there a decisive
first-stage signal under which it never helps? (issue 25 item 5: skip the E5 embedding and
re-scoring "where it measurably adds nothing"; THROUGHPUT25, wave s38.)

    DALIL_STORE=<copy of a store> DALIL_EMBEDDER=hashing .venv/bin/python \
        benchmarks/performance/rescore_decisive.py [--suites a,b] [--limit N] --out FILE.jsonl

Every question of the retrieval suites is retrieved twice in one process by the product retriever:
with the configured E5 re-scorer, and with none (no question vector at all: no re-scoring, no E5
topic list: what a skip would give). Per question it records the top 10 of each, whether the
question was embedded, and what the first stage showed at the first re-scoring call (the fused
order before any E5 vector): the fused margin of #1 over #2, the lexical (BM25) margin, whether a
date / reference lookup ran (metadata signal), the trace's kind notes. `--report FILE.jsonl`
prints, per suite and kind and per margin threshold, n, top-1 changed, top-5 set changed, hit@1 and
hit@5 with / without E5. dev-arcd and dev-xquad are split as benchmarks/retrieval/e5_validation.py
splits them (validation: sha256(article) % 3 == 0): a rule is chosen on the rest and read there.
Open dev suites only: no held-out file is read.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from dalil.embed import e5
from dalil.retrieval import retriever as retriever_module
from dalil.retrieval.retriever import Retriever
from dalil.settings import get_settings
from dalil.stores.factory import build_services

FIXTURES = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures"
SUITES = (
    "dev-arcd", "dev-xquad", "bible-refs", "concepts", "concepts-dev2", "concepts-readers", "concepts-unseen",
    "liturgy-titles", "synaxarium-dates", "synaxarium-names", "synaxarium-stories",
)
MARGINS = (0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 1.0)


class Seen:
    """The first re-scoring call's fused order and signals, and whether E5 embedded the question."""

    def __init__(self) -> None:
        self.first: dict[str, Any] | None = None
        self.embedded = 0
        original = retriever_module.apply_rescore
        embed = e5.E5Embedder.embed_query

        def apply_rescore(rescorer, question, fused, signals, notes, counts, settled=(), **kwargs):  # noqa: ANN001, ANN003, ANN202
            if self.first is None and rescorer is not None:
                lexical = [score for _, score in signals.get("lexical", [])[:2]]
                self.first = {
                    "fused_margin": (fused[0].score - fused[1].score) if len(fused) > 1 else 1.0,
                    "fused_top": fused[0].score if fused else 0.0,
                    "lex_margin": (lexical[0] - lexical[1]) / lexical[0] if len(lexical) > 1 and lexical[0] else 1.0,
                    "lex_top_is_fused_top": bool(fused and signals.get("lexical") and signals["lexical"][0][0] == fused[0].chunk_id),
                    "metadata": len(signals.get("metadata", [])),
                    "settled": len(settled),
                    "fused_top5": [c.chunk_id for c in fused[:5]],
                }
            return original(rescorer, question, fused, signals, notes, counts, settled=settled, **kwargs)

        def embed_query(embedder, text):  # noqa: ANN001, ANN202
            self.embedded += 1
            return embed(embedder, text)

        retriever_module.apply_rescore = apply_rescore
        e5.E5Embedder.embed_query = embed_query


def part_of(suite: str, gold: str, titles: dict[str, str]) -> str:
    if suite == "dev-xquad":
        key = "xquad:" + gold.split(":")[1]
    elif suite == "dev-arcd":
        key = "arcd:" + titles.get(gold, gold)
    else:
        return "all"
    return "validation" if int(hashlib.sha256(key.encode()).hexdigest(), 16) % 3 == 0 else "tuning"


def kind_of(notes: list[str], first: dict[str, Any] | None) -> str:
    prefixes = {note.split(":", 1)[0] for note in notes}
    if "bible_ref" in prefixes:
        return "reference"
    if first and first["metadata"]:
        return "date"
    if prefixes & {"name_match", "names_first"}:
        return "name"
    if "quotation_first" in prefixes:
        return "quotation"
    return "free"


def run(args: argparse.Namespace) -> None:
    settings = get_settings()
    services = build_services(settings)
    retriever = Retriever(settings, services.search, services.chunks, services.embedder)
    rescorer, vectors = retriever.rescorer, retriever.topic_vectors
    seen = Seen()
    with open(args.out, "w", encoding="utf-8") as out:
        for suite in args.suites.split(","):
            lines = (FIXTURES / f"{suite}.jsonl").read_text(encoding="utf-8").splitlines()
            fixtures = [json.loads(line) for line in lines if line.strip()][: args.limit or None]
            for fixture in fixtures:
                retriever.rescorer, retriever.topic_vectors = rescorer, vectors
                seen.first, seen.embedded = None, 0
                on = retriever.retrieve(fixture["question"])
                first, embedded = seen.first, seen.embedded
                retriever.rescorer, retriever.topic_vectors = None, None
                off = retriever.retrieve(fixture["question"])
                gold = list(fixture.get("expectedChunkIds") or [])
                titles = {cid: chunk.title for cid, chunk in services.chunks.get_many(gold[:1]).items()} if gold else {}
                out.write(json.dumps({
                    "suite": suite, "id": fixture["id"], "part": part_of(suite, gold[0], titles) if gold else "all",
                    "gold": gold, "on": [c.chunk_id for c in on.candidates], "off": [c.chunk_id for c in off.candidates],
                    "embedded": embedded, "first": first, "kind": kind_of(on.trace.notes, first),
                    "notes": sorted({note.split(":", 1)[0] for note in on.trace.notes}),
                }, ensure_ascii=False) + "\n")
                out.flush()


def report(path: str) -> None:
    rows = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
    table: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0] * 8)

    def add(key: tuple[str, str], row: dict[str, Any]) -> None:
        gold, on, off = set(row["gold"]), row["on"], row["off"]
        cell = table[key]
        cell[0] += 1
        cell[1] += on[:1] != off[:1]
        cell[2] += set(on[:5]) != set(off[:5])
        cell[3] += bool(gold & set(on[:1]))
        cell[4] += bool(gold & set(off[:1]))
        cell[5] += bool(gold & set(on[:5]))
        cell[6] += bool(gold & set(off[:5]))
        cell[7] += row["embedded"] > 0

    for row in rows:
        group = f"{row['suite']}/{row['part']}" if row["part"] != "all" else row["suite"]
        add((group, "all"), row)
        add((group, f"kind={row['kind']}"), row)
        margin = row["first"]["lex_margin"] if row["first"] else None
        for threshold in MARGINS:
            if margin is not None and margin >= threshold and row["first"]["lex_top_is_fused_top"]:
                add((group, f"lex_margin>={threshold}&lex_top_leads"), row)
        add(("ALL", f"kind={row['kind']}"), row)
    print("group | subset | n | top1 changed | top5 set changed | hit@1 on/off | hit@5 on/off | embedded")
    for (group, subset), c in sorted(table.items()):
        print(f"{group} | {subset} | {c[0]} | {c[1]} | {c[2]} | {c[3]}/{c[4]} | {c[5]}/{c[6]} | {c[7]}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--suites", default=",".join(SUITES))
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--out")
    parser.add_argument("--report")
    args = parser.parse_args()
    if args.report:
        report(args.report)
    else:
        run(args)


if __name__ == "__main__":
    main()
