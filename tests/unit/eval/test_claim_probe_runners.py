"""The claim probes' runners (benchmarks/trust/fresh_claims.py and blind_claims.py) run as the lead
runs them, as scripts on a real store built from the bundled corpus: one shared loop, the same
verdicts from both, errors kept apart from outcomes, a case file chosen with --fixtures, and the
verbatim control that tells a bend caught from a refusal of the cited sentence itself."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

TRUST = Path(__file__).resolve().parents[3] / "benchmarks" / "trust"

# John 11, the chunk whose third sentence says Lazarus had been four days in the tomb.
CHUNK = "svd:Jhn.11/3"
CASES = [
    {"id": "bent-count", "kind": "number", "domain": "bible", "chunk": CHUNK, "sentence": 2, "plain": True,
     "question": "كم يوما كان لعازر في القبر؟", "edits": [["أربعة أيام", "ثلاثة أيام"]], "expect": "refuse"},
    {"id": "verbatim", "kind": "faithful", "domain": "bible", "chunk": CHUNK, "sentence": 2, "plain": True,
     "question": "كم يوما كان لعازر في القبر؟", "expect": "publish"},
    {"id": "no-such-chunk", "kind": "faithful", "domain": "bible", "chunk": "svd:Jhn.99/0", "sentence": 0,
     "question": "سؤال", "expect": "publish"},
    # a real question: the verbatim control sends its sentence through the workflow's own checks of the question
    # (PROBEONE65); a bare "سؤال" reads as asking who, and the sentence names no one
    {"id": "word-not-there", "kind": "number", "domain": "bible", "chunk": CHUNK, "sentence": 2,
     "question": "كم يوما كان لعازر في القبر؟", "edits": [["خمسة أسابيع", "ستة أسابيع"]], "expect": "refuse"},
]


def probe(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(TRUST / script), *args], capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def case_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("probe") / "cases.jsonl"
    path.write_text("".join(json.dumps(case, ensure_ascii=False) + "\n" for case in CASES), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def blind_report(demo_store: Path, case_file: Path) -> dict:
    done = probe("blind_claims.py", str(demo_store), "--fixtures", str(case_file), "--control")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_bent_count_is_refused_and_the_verbatim_sentence_published_under_both_critic_modes(blind_report: dict) -> None:
    verdicts = {(critic, case): verdict for critic, case, _, verdict, _, _ in blind_report["outcomes"]}
    assert verdicts[("off", "bent-count")] == verdicts[("offline", "bent-count")] == "refused"
    assert verdicts[("off", "verbatim")] == "published"
    assert blind_report["critic_off"] == {"bent_published": 0, "faithful_refused": 0}
    assert blind_report["N"] == 4 and blind_report["N_bent"] == 2 and blind_report["N_faithful"] == 2


def test_cases_that_do_not_fit_are_errors_once_per_mode_never_outcomes(blind_report: dict) -> None:
    assert [case for case, _ in blind_report["errors"]] == ["no-such-chunk", "word-not-there"] * 2
    assert blind_report["errors"][0][1] == "missing chunk"
    assert {case for _, case, *_ in blind_report["outcomes"]} == {"bent-count", "verbatim"}
    assert sum(n for n, _ in blind_report["by_kind"].values()) == 0
    assert sum(total for _, total in blind_report["by_kind"].values()) == len(blind_report["outcomes"]) == 4


def test_the_verbatim_control_counts_a_bend_caught_only_for_a_reason_the_sentence_itself_does_not_get(blind_report: dict) -> None:
    control = blind_report["control"]
    assert control["critic_off"]["verbatim_refused"] == []
    assert control["critic_off"]["bend_not_caught"] == []
    offline_refused = {case for case, _ in control["critic_offline"]["verbatim_refused"]}
    # a bent case refused offline counts as caught only if its reasons are not all the verbatim sentence's
    caught_offline = "bent-count" not in {case for case, _ in control["critic_offline"]["bend_not_caught"]}
    assert caught_offline or "bent-count" in offline_refused


def test_the_fresh_runner_shares_the_loop_and_reaches_the_same_verdicts(blind_report: dict, demo_store: Path, case_file: Path) -> None:
    done = probe("fresh_claims.py", str(demo_store), "--fixtures", str(case_file))
    assert done.returncode == 0, done.stderr
    fresh = json.loads(done.stdout)
    assert fresh["errors"] == blind_report["errors"]
    assert [row[:3] for row in fresh["outcomes"]] == [[c, i, v] for c, i, _, v, _, _ in blind_report["outcomes"]]
    for critic in ("off", "offline"):
        behaving = sum(ok for c, _, _, _, ok, _ in blind_report["outcomes"] if c == critic)
        assert fresh[f"behaves_critic_{critic}"] == behaving


def test_the_store_and_the_case_file_must_exist_and_the_case_file_is_given_once(demo_store: Path, case_file: Path, tmp_path: Path) -> None:
    positional = probe("blind_claims.py", str(demo_store), str(case_file))
    assert positional.returncode == 0 and json.loads(positional.stdout)["N"] == 4
    twice = probe("blind_claims.py", str(demo_store), str(tmp_path / "a.jsonl"), "--fixtures", str(case_file))
    assert twice.returncode == 2 and "once" in twice.stderr
    missing = probe("fresh_claims.py", str(demo_store), "--fixtures", str(tmp_path / "none.jsonl"))
    assert missing.returncode == 2 and "no case file" in missing.stderr
    no_store = probe("blind_claims.py", str(tmp_path / "typo.sqlite"), "--fixtures", str(case_file))
    assert no_store.returncode == 2 and "no store" in no_store.stderr
    assert not (tmp_path / "typo.sqlite").exists()
