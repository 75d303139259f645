"""PREMISE47's class fixture checked at the premise check itself (answer/premise.premise_problem).

    DALIL_STORE=ci.sqlite DALIL_EMBEDDER=hashing PYTHONPATH=shared .venv/bin/python \
      benchmarks/trust/premise_fixture.py ci.sqlite benchmarks/fixtures/premise47-classes.jsonl

End to end, the CI profile declines every row of the fixture before validation (weak evidence: a question that
wraps its ask in a clause covers fewer of the record's words), so the check is measured where it decides: each row
(a false premise and its true twin) is checked against the evidence its true twin is answered from — the twin's
expected chunks cited and quoted, the chunks two either side retrieved with them — and the corpus's names. A false
premise must be declined (`premise_unsupported`), a true one kept. A Franco-Arabic row is checked as the Arabic it
is searched and answered as (`text.reading.read_question`, the bundled vocabulary), as the workflow's `_read_as` does.
"""

from __future__ import annotations

import json
import sqlite3
import sys

from dalil.answer.premise import premise_problem
from dalil.answer.validate import common_words_of, corpus_names_of
from dalil.models import Evidence
from dalil.settings import Settings
from dalil.text.reading import read_question
from dalil.text.vocabulary import bundled_vocabulary


def _evidence(db: sqlite3.Connection, chunk_id: str, label: str) -> Evidence | None:
    row = db.execute("select record from chunks where chunk_id=?", (chunk_id,)).fetchone()
    if row is None:
        return None
    record = json.loads(row[0])
    return Evidence(evidence_id=label, chunk_id=chunk_id, excerpt=record["text"], title=record.get("title"))


def main() -> int:
    db = sqlite3.connect(sys.argv[1])
    rows = [json.loads(line) for line in open(sys.argv[2], encoding="utf-8")]
    names, common = corpus_names_of(Settings()), common_words_of(Settings())
    twins = {row["id"][:-1]: row for row in rows if row["expects"]["answer"] == "grounded"}
    held = 0
    for row in rows:
        cited = [e for i, c in enumerate(twins[row["id"][:-1]]["expectedChunkIds"]) if (e := _evidence(db, c, f"E{i + 1}"))]
        near: list[Evidence] = []
        for item in cited:
            doc, _, n = item.chunk_id.rpartition("/")
            for k in range(max(0, int(n) - 2), int(n) + 3):
                if f"{doc}/{k}" not in {e.chunk_id for e in cited} and (e := _evidence(db, f"{doc}/{k}", f"E{len(cited) + len(near) + 1}")):
                    near.append(e)
        answer = " ".join(f"{item.excerpt} [{item.evidence_id}]" for item in cited)
        question = row["question"]
        if not any("\u0600" <= ch <= "\u06ff" for ch in question):
            question = read_question(question, bundled_vocabulary()).searched
        found = premise_problem(question, answer, cited, [*cited, *near], names, common)
        ok = (found is not None) == (row["expects"]["answer"] == "refuse")
        held += ok
        print("held " if ok else "MISS ", row["id"], found)
    print(f"{held}/{len(rows)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
