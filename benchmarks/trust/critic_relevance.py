"""The offline critic's relevance and intent thresholds, measured (FAITH39): on the faithful claim probe
answers validation publishes (critic off), how many the critic refuses; on their off-topic twins (each
question answered by the faithful answer of ANOTHER case, from another record of the same library, chosen
with a fixed seed), how many it passes. A twin is faithful to what it cites, so validation publishes it;
only the critic's reading of the question can refuse it.

    python benchmarks/trust/critic_relevance.py STORE FIXTURE.jsonl [FIXTURE.jsonl …]   # JSON report

Pass the claim files by name (never a held-out one). Thresholds swept: relevance x intent.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from pathlib import Path

from blind_claims import BlindCase, answer_text, load_cases  # type: ignore[import-not-found]
from fresh_claims import answer_published  # type: ignore[import-not-found]

from dalil.answer.critic import CriticVerdict, OfflineCritic
from dalil.models import AnswerPayload, Chunk, ContextPack, Evidence
from dalil.settings import Settings
from dalil.stores.factory import build_services

SEED = 39
THRESHOLDS = (0.3, 0.4, 0.5, 0.55, 0.6)


def _verdict(question: str, case: BlindCase, chunk: Chunk, settings: Settings) -> CriticVerdict:
    context = ContextPack(
        evidence=[Evidence(evidence_id="E1", chunk_id=case.chunk, excerpt=chunk.text, title=chunk.title)],
        tokens=0,
        chunk_metadata={case.chunk: dict(chunk.metadata)},
    )
    payload = AnswerPayload(status="answered", answer=answer_text(case, chunk.text), cited_ids=["E1"])
    return OfflineCritic(settings, {case.chunk: chunk}).review(question, payload, context)


def _passes(verdict: CriticVerdict, settings: Settings, relevance: float, intent: float) -> bool:
    return (
        verdict.answer_relevance >= relevance and verdict.intent_alignment >= intent and not verdict.drift_detected
        and not verdict.ungrounded_claims and verdict.confidence >= settings.critic_min_confidence
    )


def run(store: Path, fixtures: list[Path]) -> dict:
    settings = Settings(store=store, embedder="hashing", provider="extractive")
    services = build_services(settings)
    cases = [case for path in fixtures for case in load_cases(path) if case.expect == "publish"]
    chunks = services.chunks.get_many(list({case.chunk for case in cases}))
    cases = [case for case in cases if case.chunk in chunks]
    by_library: dict[str, list[BlindCase]] = defaultdict(list)
    for case in cases:
        by_library[case.chunk.split(":")[0]].append(case)
    rng = random.Random(SEED)
    faithful: list[tuple[str, CriticVerdict]] = []
    twins: list[tuple[str, CriticVerdict]] = []
    for case in cases:
        chunk = chunks[case.chunk]
        published, _ = answer_published(
            answer_text(case, chunk.text), case.question, case.chunk, chunk, settings, services.claim_names, "off",
        )
        if published:
            faithful.append((case.id, _verdict(case.question, case, chunk, settings)))
        record = case.chunk.rsplit("/", 1)[0]
        others = [other for other in by_library[case.chunk.split(":")[0]] if other.chunk.rsplit("/", 1)[0] != record]
        if others:
            other = rng.choice(others)
            twins.append((case.id, _verdict(case.question, other, chunks[other.chunk], settings)))
    sweep = []
    for relevance in THRESHOLDS:
        for intent in THRESHOLDS:
            sweep.append({
                "relevance": relevance, "intent": intent,
                "faithful_refused": sum(not _passes(v, settings, relevance, intent) for _, v in faithful),
                "off_topic_passed": sum(_passes(v, settings, relevance, intent) for _, v in twins),
            })
    at_settings = [cid for cid, v in twins if _passes(v, settings, settings.critic_min_relevance, settings.critic_min_intent)]
    return {
        "faithful_published_off": len(faithful), "off_topic_twins": len(twins), "sweep": sweep,
        "settings": [settings.critic_min_relevance, settings.critic_min_intent], "off_topic_passed_at_settings": at_settings,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store", type=Path)
    parser.add_argument("fixtures", type=Path, nargs="+")
    args = parser.parse_args(argv)
    print(json.dumps(run(args.store, args.fixtures), ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
