"""Writes the frozen answer set of benchmarks/claim_names (NAMES26): answers validated the same way by
both runners only when both know the corpus's names. Run once against the CI store; the output was
frozen (benchmarks/fixtures/README.md) before the AWS side read any name. Drawn from the store's
Synaxarium records by a fixed seed, never from a fixture:

- `added_name`: a sentence of a record, one untitled person's name in it exchanged for another the
  corpus writes as a name and the record never does; `same_name`: the sentence as written.
- `foreign_doer`: a question opening with an untitled ruler's name the record never writes, then
  its verb, about the record's saint; `own_doer`: the same question with a ruler the record names.
  The answer is the record's sentence of the martyrdom, cited.

    python benchmarks/claim_names/make_cases.py --store CI.sqlite --out benchmarks/fixtures/claim-names-runners.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sqlite3

from dalil.text.assertions import fold

PEOPLE = ("يوحنا", "بطرس", "مرقس", "بولس", "مقاريوس", "كيرلس", "اثناسيوس", "انطونيوس", "ابراهيم", "يعقوب",
          "مينا", "داود", "سمعان", "باخوميوس", "يوسف", "موسي", "جرجس", "باسيليوس")
RULERS = {"دقلديانوس": "دقلديانوس", "يوليانوس": "يوليانوس", "مكسيميانوس": "مكسيميانوس", "داكيوس": "داكيوس",
          "نيرون": "نيرون", "اوريليانوس": "أوريليانوس", "هيرودس": "هيرودس", "اريانوس": "أريانوس"}
VERBS = ("عذب", "قتل", "حبس")
SENTENCE = re.compile(r"[^.!؟?]+[.!؟?]")


def sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE.findall(text) if 7 <= len(s.split()) <= 28]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--per-kind", type=int, default=8)
    args = parser.parse_args()
    rows = sqlite3.connect(args.store).execute(
        "SELECT chunk_id, json_extract(record, '$.text'), json_extract(record, '$.title') FROM chunks "
        "WHERE chunk_id LIKE 'syn:%' ORDER BY chunk_id").fetchall()
    rng = random.Random(2026_12_04)
    rng.shuffle(rows)
    cases: list[dict] = []
    claims = doers = 0
    for chunk_id, text, title in rows:
        words = set(fold(text).split())
        if claims < args.per_kind:
            for sentence in sentences(text):
                tokens = sentence.split()
                at = [i for i, tok in enumerate(tokens) if fold(tok) in PEOPLE and (i == 0 or fold(tokens[i - 1]) not in (
                    "القديس", "الانبا", "ابا", "الاب", "البابا", "الملك", "القديسه", "الشهيد"))]
                others = [p for p in PEOPLE if p not in words]
                if not at or not others:
                    continue
                other = rng.choice(others)
                changed = tokens[:]
                changed[at[0]] = other
                base = {"chunk_ids": [chunk_id], "question": f"ماذا يقول السنكسار عن {title}؟"}
                cases.append({**base, "kind": "same_name", "answer": f"{sentence} [E1]"})
                cases.append({**base, "kind": "added_name", "name": other, "answer": f"{' '.join(changed)} [E1]"})
                claims += 1
                break
        if doers < args.per_kind and title and title.startswith("استشهاد"):
            own = [r for r in RULERS if r in words]
            foreign = [r for r in RULERS if r not in words and r not in fold(title).split()]
            deaths = [s for s in sentences(text) if any(w in fold(s) for w in ("استشهد", "راسه", "اكليل"))]
            if own and foreign and deaths:
                saint = title.removeprefix("استشهاد").strip()
                verb = rng.choice(VERBS)
                for kind, ruler in (("own_doer", RULERS[own[0]]), ("foreign_doer", RULERS[rng.choice(foreign)])):
                    cases.append({"chunk_ids": [chunk_id], "kind": kind, "name": ruler,
                                  "question": f"{ruler} {verb} {saint} ليه؟", "answer": f"{deaths[0]} [E1]"})
                doers += 1
        if claims >= args.per_kind and doers >= args.per_kind:
            break
    with open(args.out, "w", encoding="utf-8") as out:
        for n, case in enumerate(cases, 1):
            out.write(json.dumps({"id": f"cn-{n:02d}", **case}, ensure_ascii=False) + "\n")
    print(f"{len(cases)} cases -> {args.out}")


if __name__ == "__main__":
    main()
