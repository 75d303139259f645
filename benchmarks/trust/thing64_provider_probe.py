"""THING64 (issue 19), run from the repo root: python benchmarks/trust/thing64_provider_probe.py STORE.
The thing64 class fixture as a provider would answer it: each Arabic question answered "نعم" + the record's
sentence with the deed (its own thing, or another), citing that chunk as E1; published (critic off / offline)?"""
import json, sys
from pathlib import Path
sys.path.insert(0, "benchmarks/trust")
from fresh_claims import answer_published  # type: ignore
from dalil.settings import Settings
from dalil.stores.factory import build_services
from dalil.text.support import split_sentences

# question id -> (chunk, a word of the sentence used)
SENT = {
    "a01": ("syn:01-07#2/1", "فندقا"), "d01": ("syn:01-07#2/1", "فندقا"), "d07": ("syn:01-07#2/1", "فندقا"),
    "a02": ("syn:04-14#2/0", "ديرا"), "d02": ("syn:04-14#2/0", "ديرا"),
    "a03": ("syn:09-25#1/1", "فندقا"), "d03": ("syn:09-25#1/1", "فندقا"),
    "a04": ("syn:05-20#1/2", "كنيسة"), "d04": ("syn:05-20#1/2", "كنيسة"),
    "a05": ("syn:05-17#2/3", "كنيسة"), "d05": ("syn:05-17#2/3", "كنيسة"),
    "a06": ("syn:06-12#2/1", "نسخ"), "a07": ("syn:08-10#2/1", "نسخ"), "d06": ("syn:08-10#2/1", "نسخ"),
    "a08": ("syn:01-07#2/11", "مقالات"), "d08": ("syn:01-07#2/11", "مقالات"),
}
rows = {json.loads(l)["id"].split("-")[1]: json.loads(l) for l in open("benchmarks/fixtures/thing64-classes.jsonl")}
settings = Settings(store=Path(sys.argv[1]), embedder="hashing", provider="extractive")
services = build_services(settings)
chunks = services.chunks.get_many([c for c, _ in SENT.values()])
out = {}
for key, (cid, word) in SENT.items():
    chunk = chunks[cid]
    sentence = next(s for s in split_sentences(chunk.text) if word in s)
    answer = f"نعم، {sentence.rstrip(' .')} [E1]."
    q = rows[key]["question"]
    for critic in ("off", "offline"):
        # the product's own decision (publish_decision.decide, through answer_published): the answer type too
        out[f"{key}/{critic}"] = list(answer_published(answer, q, cid, chunk, settings, services.claim_names, critic))
expect = {k: rows[k]["expects"]["answer"] for k in SENT}
for critic in ("off", "offline"):
    dec = [k for k in SENT if expect[k] == "refuse" and out[f"{k}/{critic}"][0]]
    ans = [k for k in SENT if expect[k] == "grounded" and out[f"{k}/{critic}"][0]]
    print(f"{critic}: declines published {len(dec)}/{sum(v=='refuse' for v in expect.values())} {dec}; answerable published {len(ans)}/{sum(v=='grounded' for v in expect.values())} {ans}")
for k, v in out.items():
    if not v[0]:
        print(k, v[1][:2])
