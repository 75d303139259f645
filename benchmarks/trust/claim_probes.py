"""Claim-check probes on the corpus's own sentences, each answer citing the chunk it came from
(critic off, `validate_answer` with the store's corpus names and the chunk's metadata):

- `faithful`: near-copies that say what the sentence says but are not verbatim (verbatim copies
  pass every check by construction): number words written as digits; one adjective dropped
  (never a number word). Measures the false-refusal cost: how many are refused.
- `bent`: contradictions written with the sentence's own words: a multi-word number phrase cut to
  its last word ("مئة وخمس" -> "خمس"), "أكثر من" put before the first number, the two words on
  either side of a separate على/إلى/عن/مع/من exchanged, "وما" put before a sentence led by a
  و-word. Measures how many are still published.

Sample: every 5th Synaxarium, Bible and liturgy chunk of the store (no ARCD/XQuAD: the held-out
splits live there). The cases hold corpus text: write them under .tmp, never commit them.

    python benchmarks/trust/claim_probes.py generate STORE CASES.jsonl   # with the new code
    python benchmarks/trust/claim_probes.py evaluate STORE CASES.jsonl   # with any code
    python benchmarks/trust/claim_probes.py exposure STORE FINDINGS.json # with any code
    python benchmarks/trust/claim_probes.py exposure STORE FINDINGS.json --span-only  # the one-span check alone

`exposure` is the other side: the corpus's own sentences (6+ words) of the same sample, each
against its own chunk through `claim_findings` (the verbatim shortcut bypassed: a tab for the
first space), whole and with the first word dropped (a tab after its new first word); word-coverage findings (`low_support`,
`uncovered`) aside, every finding is a check firing on what the corpus says. On commits that have it, the
one-span check (`text.span.span_findings`, which validation runs beside `claim_findings`) is read too, its
findings under their own kind with a `span:` prefix (`exposure --span-only` reads it alone). It writes each
finding (variant, chunk id, sentence index, kind) to FINDINGS.json and prints the counts: diff
two commits' files, a new line is a new false finding.

`evaluate` runs on older commits too (PYTHONPATH=<old checkout>/shared), so it imports only what
every commit since the claim checks has; `generate` needs `number_phrases`.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, Chunk, ContextPack, Evidence
from dalil.settings import Settings
from dalil.stores.factory import build_services
from dalil.text.normalize import fold
from dalil.text.stem import STOPWORDS, analyze
from dalil.text.support import HONORIFICS, split_sentences

SWAP_PREPOSITIONS = ("علي", "الي", "عن", "مع", "من")


def sample(store: Path) -> tuple[Settings, dict[str, Chunk]]:
    settings = Settings(store=store, embedder="hashing", provider="extractive")
    with sqlite3.connect(store) as db:
        rows = db.execute(
            "select chunk_id from chunks where library in ('synaxarium','bible','liturgy') order by chunk_id"
        ).fetchall()
    ids = [row[0] for row in rows][::5]
    return settings, dict(build_services(settings).chunks.get_many(ids))


def _sentences(chunk: Chunk) -> list[tuple[list[str], list[str]]]:
    """(tokens, folded tokens) of the chunk's first four sentences of 4+ words that fold token
    for token."""
    found = []
    for sentence in split_sentences(chunk.text)[:4]:
        sentence = sentence.rstrip(".؟!؛:،").strip()
        tokens, folded = sentence.split(), fold(sentence).split()
        if len(tokens) >= 4 and len(tokens) == len(folded):
            found.append((tokens, folded))
    return found


def _content(token: str) -> bool:
    return token not in STOPWORDS and bool(analyze(token)) and token not in HONORIFICS and not token.isdigit()


def generate(chunks: dict[str, Chunk]) -> list[tuple[str, str, str, str]]:
    """(probe, kind, chunk id, answer sentence) of every case."""
    from dalil.text.assertions import claimed_numbers, is_number, number_phrases  # noqa: PLC0415 - see the docstring

    cases: list[tuple[str, str, str, str]] = []
    for chunk_id, chunk in chunks.items():
        for tokens, folded in _sentences(chunk):
            phrases = [p for p in number_phrases(" ".join(tokens)) if not folded[p.start].isdigit()]
            if phrases:
                digits, start = [], 0
                for p in phrases:
                    digits += [*tokens[start : p.start], str(p.value)]
                    start = p.end
                cases.append(("faithful", "digits", chunk_id, " ".join(digits + tokens[start:])))
                at = phrases[0].start
                cases.append(("bent", "bound", chunk_id, " ".join(tokens[:at] + ["أكثر", "من"] + tokens[at:])))
            for p in (p for p in phrases if p.end - p.start >= 2):
                last = tokens[p.end - 1][1:] if tokens[p.end - 1].startswith("و") else tokens[p.end - 1]
                if claimed_numbers(last) and claimed_numbers(last) != {p.value}:
                    cases.append(("bent", "number-cut", chunk_id, " ".join(tokens[: p.start] + [last] + tokens[p.end :])))
                break
            for i in range(1, len(folded) - 1):
                if folded[i].startswith("ال") and folded[i - 1].startswith("ال") and len(folded[i]) > 4:
                    if not is_number(folded[i]) and not is_number(folded[i + 1]):
                        cases.append(("faithful", "drop-adjective", chunk_id, " ".join(tokens[:i] + tokens[i + 1 :])))
                    break
            for i in range(2, len(folded) - 1):
                if folded[i] in SWAP_PREPOSITIONS:
                    before, after = folded[i - 1], folded[i + 1]
                    if _content(before) and _content(after) and set(analyze(before)) != set(analyze(after)):
                        swapped = list(tokens)
                        swapped[i - 1], swapped[i + 1] = tokens[i + 1], tokens[i - 1]
                        cases.append(("bent", "preposition-swap", chunk_id, " ".join(swapped)))
                    break
            first = folded[0]
            if first.startswith("و") and len(first) > 3 and first not in STOPWORDS and first[1:] not in STOPWORDS:
                cases.append(("bent", "ma-negation", chunk_id, " ".join(["وما", tokens[0][1:], *tokens[1:]])))
    return [case for case in cases if case[3] not in chunks[case[2]].text]


def evaluate(settings: Settings, chunks: dict[str, Chunk], cases: list[tuple[str, str, str, str]]) -> dict:
    names = build_services(settings).claim_names
    report: dict = {"N": {}, "refused": {}, "published": {}, "refused_by": {}, "faithful_refused": [], "bent_published": []}
    for probe, kind, chunk_id, sentence in cases:
        chunk = chunks[chunk_id]
        context = ContextPack(
            evidence=[Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt=chunk.text)],
            tokens=0,
            chunk_metadata={chunk_id: dict(chunk.metadata)},
        )
        payload = AnswerPayload(status="answered", answer=f"{sentence} [E1].", cited_ids=["E1"])
        result = validate_answer(payload, context, settings, known_names=names)
        key = f"{probe}/{kind}"
        report["N"][key] = report["N"].get(key, 0) + 1
        outcome = "published" if result.ok else "refused"
        report[outcome][key] = report[outcome].get(key, 0) + 1
        if not result.ok:
            code = f"{key}:{result.failures[0]}"
            report["refused_by"][code] = report["refused_by"].get(code, 0) + 1
        if probe == "faithful" and not result.ok:
            report["faithful_refused"].append([kind, chunk_id, result.details[0][:200]])
        if probe == "bent" and result.ok:
            report["bent_published"].append([kind, chunk_id, sentence[:160]])
    return report


def _span_check():  # type: ignore[no-untyped-def]
    """`text.span.span_findings` where the commit has it (SPAN19K on), else None."""
    try:
        from dalil.text.span import span_findings  # noqa: PLC0415 - older commits lack it (see the docstring)
    except ImportError:
        return None
    return span_findings


def exposure(settings: Settings, chunks: dict[str, Chunk], span_only: bool = False) -> dict:
    from dalil.text.assertions import LOW_SUPPORT, UNCOVERED, claim_findings, stored_months, stored_numbers  # noqa: PLC0415 - see the docstring

    names = build_services(settings).claim_names
    span = _span_check()
    findings: list[list] = []
    sentences = 0
    for chunk_id, chunk in chunks.items():
        for index, sentence in enumerate(split_sentences(chunk.text)):
            words = sentence.split()
            if len(words) < 6:
                continue
            sentences += 1
            for variant, kept in (("whole", words), ("first-dropped", words[1:])):
                text = "\t".join([kept[0], " ".join(kept[1:])])  # no longer verbatim: the shortcut is bypassed
                if span is not None:
                    findings += [[variant, chunk_id, index, f"span:{f.kind}"] for f in span(text, chunk.text, names)]
                if span_only:
                    continue
                for finding in claim_findings(
                    text, chunk.text, min_support=settings.answer_min_support, max_uncovered=settings.answer_max_uncovered_terms,
                    known_names=names, metadata_numbers=stored_numbers(chunk.metadata), metadata_months=stored_months(chunk.metadata),
                ):
                    if finding.kind not in (LOW_SUPPORT, UNCOVERED):
                        findings.append([variant, chunk_id, index, finding.kind])
    counts: dict[str, int] = {}
    for variant, _, _, kind in findings:
        counts[f"{variant}/{kind}"] = counts.get(f"{variant}/{kind}", 0) + 1
    return {"sentences": sentences, "counts": counts, "findings": findings}


def main(argv: list[str]) -> None:
    command, store, cases_path = argv[0], Path(argv[1]), Path(argv[2])
    settings, chunks = sample(store)
    if command == "exposure":
        report = exposure(settings, chunks, span_only="--span-only" in argv)
        cases_path.write_text(json.dumps(report, ensure_ascii=False), encoding="utf-8")
        print(json.dumps({"sentences": report["sentences"], "counts": report["counts"]}, ensure_ascii=False))
        return
    if command == "generate":
        cases = generate(chunks)
        cases_path.write_text("\n".join(json.dumps(case, ensure_ascii=False) for case in cases), encoding="utf-8")
        print(f"{len(cases)} cases")
        return
    cases = [tuple(json.loads(line)) for line in cases_path.read_text(encoding="utf-8").splitlines() if line.strip()]
    print(json.dumps(evaluate(settings, chunks, cases), ensure_ascii=False))  # type: ignore[arg-type]


if __name__ == "__main__":
    main(sys.argv[1:])
