"""The table of READER54's study (`sentence_e5_study.py`): for an E5 cosine floor `t`, a word-score floor `w` and
whether the sentence's excerpt must be on subject, what a second way to the support floor would take.

A sentence passes the second way when its cosine >= t, its word score >= w (and its excerpt is on subject, if asked),
and the answerer's other tests hold of it (of the asked type, `states_asked`); the answer is the passing sentence of
highest cosine. Losses: taken right (its chunk expected) or taken wrong (another chunk: an answer from the wrong place);
declines (must decline, now declined with the evidence in hand): answered.
"""

from __future__ import annotations

import json
from pathlib import Path


def _picked(sentences: list[dict], t: float, w: float, on: bool, margin: float) -> dict | None:
    ranked = sorted(sentences, key=lambda s: -s["cos"])
    passing = [s for s in ranked if s["cos"] >= t and s["words"] >= w and (s["on"] or not on) and s["typed"] and s["stated"]]
    if not passing:
        return None
    best = passing[0]
    others = [s["cos"] for s in ranked if s is not best]
    if margin and others and best["cos"] - others[0] < margin:
        return None
    return best


def rows(path: Path) -> list[dict]:
    found: list[dict] = []
    for file in sorted(path.parent.glob(path.name)):
        found.extend(json.loads(line) for line in file.open(encoding="utf-8"))
    return found


def print_table(path: Path) -> None:
    lines = rows(path)
    losses = [r for r in lines if r["kind"] != "decline"]
    declines = [r for r in lines if r["kind"] == "decline" and r["state"] != "answer"]
    gold_best = sum(1 for r in losses if r["sentences"] and max(r["sentences"], key=lambda s: s["cos"])["gold"])
    passable = [r for r in losses if any(s["gold"] and s["typed"] and s["stated"] for s in r["sentences"])]
    led = sum(1 for r in passable if max((s for s in r["sentences"] if s["typed"] and s["stated"]), key=lambda s: s["cos"])["gold"])
    print(f"losses {len(losses)}: the best-cosine sentence is gold in {gold_best}; a gold sentence passes the other tests "
          f"(asked type, states_asked) in {len(passable)}, and leads those that pass by cosine in {led}; "
          f"declines reaching the answerer, declined: {len(declines)}\n")
    print("| cos >= | words >= | on subject | margin | losses right | losses wrong | declines answered |")
    print("| ---: | ---: | :---: | ---: | ---: | ---: | ---: |")
    for t in (0.82, 0.85, 0.87, 0.88, 0.89, 0.90, 0.91, 0.92):
        for w in (0.0, 0.3, 0.4):
            for on in (False, True):
                for margin in (0.0, 0.02):
                    picks = [_picked(r["sentences"], t, w, on, margin) for r in losses]
                    right = sum(1 for p in picks if p and p["gold"])
                    wrong = sum(1 for p in picks if p and not p["gold"])
                    answered = sum(1 for r in declines if _picked(r["sentences"], t, w, on, margin))
                    print(f"| {t:.2f} | {w:.1f} | {'yes' if on else 'no'} | {margin:.2f} | {right} | {wrong} | {answered} |")
