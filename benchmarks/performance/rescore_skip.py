"""Does E5 re-scoring change the ranking, and can a cheap first-stage signal tell when it will not?
(issue 25 item 5: skip re-scoring where it measurably adds nothing.)

    DALIL_STORE=<a built store> .venv/bin/python benchmarks/performance/rescore_skip.py [--limit N]

Each dev question (dev-arcd, dev-xquad) is retrieved twice in one process by the product
retriever, with the configured re-scorer and with none; reported per suite and per part of the
by-article split of benchmarks/retrieval/e5_validation.py (validation: sha256(article) % 3 == 0):
how often the top 1 / top 3 set / top 5 / top 10 are identical, and the same among questions
whose first-stage (no re-scoring) top-1 leads the second by at least a margin of fused score.
Open dev only: no held-out question is read.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
from pathlib import Path

from dalil.retrieval.retriever import Retriever
from dalil.settings import get_settings
from dalil.stores.factory import build_services

FIXTURES = Path(__file__).resolve().parents[2] / "benchmarks" / "fixtures"
MARGINS = (0.0, 0.002, 0.005, 0.01, 0.02, 0.05)


def article(gold: str, titles: dict[str, str]) -> str:
    if gold.startswith("xquad:"):
        return "xquad:" + gold.split(":")[1]
    return "arcd:" + titles.get(gold, gold)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=int, default=0, help="questions per suite (0: all)")
    args = parser.parse_args()
    settings = get_settings()
    services = build_services(settings)
    retriever = Retriever(settings, services.search, services.chunks, services.embedder)
    rescorer = retriever.rescorer
    rows = []
    started = time.process_time()
    for suite in ("dev-arcd", "dev-xquad"):
        fixtures = [json.loads(line) for line in (FIXTURES / f"{suite}.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
        for fixture in fixtures[: args.limit or None]:
            retriever.rescorer = rescorer
            on = [c.chunk_id for c in retriever.retrieve(fixture["question"]).candidates]
            retriever.rescorer = None
            plain = retriever.retrieve(fixture["question"]).candidates
            off = [c.chunk_id for c in plain]
            margin = plain[0].score - plain[1].score if len(plain) > 1 else 1.0
            gold = fixture["expectedChunkIds"][0]
            titles = {cid: chunk.title for cid, chunk in services.chunks.get_many([gold]).items()}
            part = "validation" if int(hashlib.sha256(article(gold, titles).encode()).hexdigest(), 16) % 3 == 0 else "tuning"
            rows.append({"suite": suite, "part": part, "margin": margin, "gold": gold, "on": on, "off": off})
    cpu = time.process_time() - started
    report: dict[str, object] = {"questions": len(rows), "cpu_s": round(cpu, 1), "rescorer": type(rescorer).__name__,
                                 "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    for part in ("tuning", "validation"):
        for margin in MARGINS:
            chosen = [r for r in rows if r["part"] == part and r["margin"] >= margin]
            cell = {
                "n": len(chosen),
                "top1_same": sum(r["on"][:1] == r["off"][:1] for r in chosen),
                "top3_set_same": sum(set(r["on"][:3]) == set(r["off"][:3]) for r in chosen),
                "top5_same": sum(r["on"][:5] == r["off"][:5] for r in chosen),
                "top10_same": sum(r["on"][:10] == r["off"][:10] for r in chosen),
                "hit1_on": sum(r["on"][:1] == [r["gold"]] for r in chosen),
                "hit1_off": sum(r["off"][:1] == [r["gold"]] for r in chosen),
                "hit5_on": sum(r["gold"] in r["on"][:5] for r in chosen),
                "hit5_off": sum(r["gold"] in r["off"][:5] for r in chosen),
            }
            report[f"{part} margin>={margin}"] = cell
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
