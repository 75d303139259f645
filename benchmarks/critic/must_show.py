"""The issue's "must show", reproducibly: `dalil ask --json` (a subprocess, DALIL_CRITIC=offline)
against a loopback Gemini writer over a small real store (tests/support/answer_store.py).

1. The writer drafts an answer about Antony that cites Macarius's weakly related excerpt: the
   response has no answer text and no source cards.
2. Follow-ups in the same conversation retrieve afresh and cite only their own evidence.

    .venv/bin/python benchmarks/critic/must_show.py
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))

from support.answer_store import GEMINI_KEY, WRITER_MODEL, answer_settings, build_answer_store, evidence_with  # noqa: E402
from support.loopback_providers import LoopbackProviders, RecordedRequest, Reply, gemini_answer  # noqa: E402

WEAK_Q = "متى تنيح القديس أنطونيوس؟"
FOLLOW_UPS = ["وكم سنة عاش القديس أنطونيوس؟", "وأين ولد؟"]
DRAFTS = {
    # question -> (a phrase of the excerpt to cite, the draft)
    WEAK_Q: ("مكاريوس الكبير", "تنيح القديس أنطونيوس في شيخوخة صالحة [{eid}]."),
    FOLLOW_UPS[0]: ("مئة وخمس سنين", "وعاش القديس أنطونيوس مئة وخمس سنين [{eid}]."),
    FOLLOW_UPS[1]: ("قمن العروس", "ولد القديس أنطونيوس في بلدة قمن العروس [{eid}]."),
}


def writer(request: RecordedRequest) -> Reply:
    question = re.search(r"<question>(.*?)</question>", request.prompt_text()).group(1)
    needle, text = DRAFTS[question]
    eid = evidence_with(request, needle)
    return gemini_answer({"status": "answered", "answer": text.format(eid=eid), "cited_ids": [eid]})


def ask(env: dict[str, str], *args: str) -> dict:
    done = subprocess.run([str(ROOT / ".venv/bin/dalil"), "ask", "--json", *args], env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"dalil ask failed ({done.returncode}): {done.stderr}")
    return json.loads(done.stdout)


def summary(response: dict) -> dict:
    return {
        "state": response["state"],
        "answer": response["answer"],
        "citations": [(c["id"], c["chunk_id"]) for c in response["citations"]],
        "source_cards": [card["chunk_id"] for card in response["sources"]],
        "reason": response["reason"],
    }


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp, LoopbackProviders() as server:
        server.always(WRITER_MODEL, Reply(respond=writer))
        settings = answer_settings(Path(tmp), server.base_url)
        build_answer_store(settings)
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith("DALIL_")},
            "DALIL_STORE": str(settings.store),
            "DALIL_EMBEDDER": "hashing",
            "DALIL_LIBRARIES": "synaxarium",
            "DALIL_PROVIDER": "gemini",
            "DALIL_GEMINI_MODELS": f"{WRITER_MODEL},gemini-second",
            "DALIL_GEMINI_BASE_URL": server.base_url,
            "DALIL_CRITIC": "offline",
            "GEMINI_API_KEY": GEMINI_KEY,
        }
        first = ask(env, "--new-conversation", WEAK_Q)
        print("1. weakly related draft, DALIL_CRITIC=offline:")
        print(json.dumps(summary(first), ensure_ascii=False, indent=1))
        print("   writer calls:", [r.model for r in server.requests], "(three drafts, one rung)")
        conversation = first["conversation_id"]
        for n, question in enumerate(FOLLOW_UPS, 2):
            seen = len(server.requests)
            response = ask(env, "--conversation", conversation, question)
            request = server.requests[seen]
            own = request.evidence_lines()
            print(f"{n}. follow-up {question!r} in conversation {conversation[:8]}…:")
            print(json.dumps(summary(response), ensure_ascii=False, indent=1))
            print("   its own evidence ids:", sorted(own), "| cited ⊆ own:", {c["id"] for c in response["citations"]} <= set(own))
            print("   previous answers in its prompt:", any(a in request.prompt_text() for a in ("شيخوخة صالحة [", "مئة وخمس سنين [")))


if __name__ == "__main__":
    main()
