"""One span: a cited sentence restates ONE sentence of the excerpt it cites, and the numbers it
asserts must be carried by that sentence — not gathered from two of them.

Every other claim check asks whether the excerpt *holds* each word, number and name of the
sentence; an answer that joins two true facts of one record (one event's year given to another,
one group's count given to another, a start day given to the end) keeps every word the record's
own and passes them all. This check aligns the sentence to the excerpt sentence it restates (the
one sharing most of its content terms, its names and numbers aside: a restatement names the person
the excerpt's pronoun stands for, taken from the sentence before; of equals, any) and refuses what
that one sentence cannot carry:

- a number taken from another sentence: a value (`assertions.number_phrases`, digits or words)
  the restated sentence does not state while another sentence of the excerpt does;
- a number given twice: a value the sentence states more times than the restated sentence does
  ("وفي عام 1598 رسا أسطول … أول مستعمرة على الجزيرة في 1598" for "… في 1638": one of the
  sentence's own values put in the other's place).

Order inside the restated sentence is free (Arabic puts verb and subject either way, and a date
phrase moves to the front): the alignment reads WHICH sentence carries a number and how often,
not where in it. Measured and left out (benchmarks/trust/RESULTS.md "One span"): a name taken from
another sentence (a faithful restatement names the person the excerpt's pronoun stands for as
often as a bent one moves a name) and content words taken from another sentence (as many faithful
restatements as bent ones: a restatement takes its subject or frame from the sentence before).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection

from dalil.text.assertions import NUMBER, ClaimFinding, is_number, number_phrases, shown_number, titled_names
from dalil.text.forms import word_forms
from dalil.text.normalize import fold
from dalil.text.stem import analyze
from dalil.text.support import sentence_spans, term_set

FUSED = "fused"


def _numbers(text: str) -> Counter[int]:
    return Counter(phrase.value for phrase in number_phrases(text))


def _restated(sentence: str, pieces: list[str], known_names: Collection[str]) -> list[str]:
    """The excerpt sentences sharing most of `sentence`'s content terms, its names and numbers aside
    (ties all)."""
    names = {
        term for token in titled_names(sentence) | {tok for tok in sentence.split() if not word_forms(tok).isdisjoint(known_names)}
        for term in analyze(token)
    }  # fmt: skip
    wanted = term_set(" ".join(tok for tok in sentence.split() if not is_number(fold(tok)))) - names
    overlaps = [len(wanted & term_set(piece)) for piece in pieces]
    best = max(overlaps)
    return [piece for piece, overlap in zip(pieces, overlaps, strict=True) if overlap == best]


def span_findings(sentence: str, excerpt: str, known_names: Collection[str] = frozenset()) -> list[ClaimFinding]:
    """Why the numbers of `sentence` are not carried by ONE sentence of `excerpt` (empty: they are;
    `known_names`: the corpus's untitled names, set aside when choosing the sentence restated)."""
    pieces = [excerpt[a:b] for a, b in sentence_spans(excerpt)] or [excerpt]
    said = _numbers(sentence)
    if not said:
        return []
    restated = _restated(sentence, pieces, known_names)
    findings: list[ClaimFinding] = []
    counts = [_numbers(piece) for piece in restated]
    elsewhere = _numbers(" ".join(piece for piece in pieces if piece not in restated))
    taken = sorted(value for value in said if not any(held[value] for held in counts) and elsewhere[value])
    if taken:
        findings.append(ClaimFinding(FUSED, f"{shown_number(taken[0])} from another sentence of the excerpt"))
    doubled = sorted(
        value for value, count in said.items()
        if any(held[value] for held in counts) and all(count > held[value] for held in counts if held[value])
    )  # fmt: skip
    if doubled:
        findings.append(ClaimFinding(NUMBER, f"{shown_number(doubled[0])} stated more often than its sentence states it"))
    return findings
