"""The question-shape readings on a fixture of `expects.bareSubject` / `expects.answerType` lines
(`benchmarks/fixtures/trailing-question-words.jsonl`): does `text/bare_subject` read a question that
only names its subject (the retriever's concept rule skips the E5 topic match for it), and does
`answer/answer_type.expected_type` read the kind of answer asked? n/N per expectation, and the misses.

The question is read as the retriever reads it (`text/reading.read_question` with the store's
vocabulary: Franco-Arabic transliterated) for `bareSubject`; `answerType` reads the question as asked,
as the answer step does.

    .venv/bin/python benchmarks/retrieval/question_shape_eval.py --store <copy of ci.sqlite> \\
        benchmarks/fixtures/trailing-question-words.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from dalil.answer.answer_type import expected_type
from dalil.settings import Settings
from dalil.stores.factory import build_services
from dalil.text.bare_subject import bare_subject
from dalil.text.reading import read_question, vocabulary_of


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("fixture", type=Path)
    args = parser.parse_args(argv)
    settings = Settings(store=args.store, embedder="hashing", provider="extractive")
    vocabulary = vocabulary_of(build_services(settings).chunks)
    totals: dict[str, list[int]] = {}
    for line in args.fixture.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        for key, wanted in row["expects"].items():
            if key == "bareSubject":
                searched = read_question(row["question"], vocabulary).searched
                got: object = bare_subject(searched, settings.topic_concept_bare_words)
            elif key == "answerType":
                searched, got = row["question"], expected_type(row["question"])
            else:
                continue
            right = got == wanted
            total = totals.setdefault(key, [0, 0])
            total[0] += right
            total[1] += 1
            if not right:
                print(f"miss {row['id']} {key}: wanted {wanted}, read {got} ({searched!r})")
    for key, (right, n) in totals.items():
        print(f"{key}: {right}/{n}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
