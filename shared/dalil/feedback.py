"""Feedback on answers, and its export as candidate regression fixtures.

A fixture candidate carries what a reviewer needs to turn a complaint into a test: the message's
state and the chunks it cited; the question text only where settings allowed storing it. Every
candidate is marked `review: "pending"`: nothing joins a suite without a person reading it.
"""

from __future__ import annotations

from dalil.settings import Settings
from dalil.stores.factory import feedback_store


def give_feedback(settings: Settings, message_id: str, vote: str, category: str | None, comment: str | None) -> str:
    return feedback_store(settings).add_feedback(message_id, vote, category, comment)


def export_fixture_candidates(settings: Settings) -> list[dict]:
    candidates = []
    for record in feedback_store(settings).export():
        grounded = record["vote"] == "up" and record["state"] == "answer"
        candidates.append(
            {
                "id": f"feedback-{record['feedback_id'][:12]}",
                "question": record.get("question") or "[redacted: question text not stored]",
                "library": None,
                "expectedChunkIds": list(record["cited_chunk_ids"]) if grounded else [],
                "acceptableChunkIds": [],
                "expectedDocIds": sorted({cid.rsplit("/", 1)[0] for cid in record["cited_chunk_ids"]}) if grounded else [],
                "goldAnswers": [],
                "topK": 5,
                "expects": {"answer": "grounded" if grounded else "review"},
                "feedback": {
                    "message_id": record["message_id"],
                    "vote": record["vote"],
                    "category": record["category"],
                    "comment": record["comment"],
                    "state": record["state"],
                },
                "review": "pending",
            }
        )
    return candidates
