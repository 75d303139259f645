#!/usr/bin/env bash
# Record the CI profile's accepted `retrieval`, `answers` and `context` checkpoints (hashing
# embedder, offline extractive provider) from a COMMIT, never from a working tree: the ledger
# refuses to accept a checkpoint of uncommitted code. tests/integration/test_eval_gate.py gates
# against these. Rankings are the same on every CPU (dalil/ranking.py), so any machine
# records them.
#
#   benchmarks/answers/record_ci_checkpoints.sh [COMMIT]     # default: HEAD
#
# Needs the team's data folder (../shared/data or DALIL_SHARED_DATA). Appends to this checkout's
# benchmarks/checkpoints/ (or $CHECKPOINT_DIR); commit those lines afterwards. ~10 minutes on 2 cores.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
commit="${1:-HEAD}"
data="${DALIL_SHARED_DATA:-$repo/../shared/data}"
work="$(mktemp -d /tmp/dalil-ci-record.XXXXXX)"
git -C "$repo" worktree add --detach "$work/code" "$commit" >/dev/null
trap 'git -C "$repo" worktree remove --force "$work/code" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
for name in $(env | sed -n 's/^\(DALIL_[A-Z_]*\)=.*/\1/p'); do [ "$name" = DALIL_SHARED_DATA ] || unset "$name"; done
export DALIL_STORE="$work/ci.sqlite" DALIL_EMBEDDER=hashing DALIL_PROVIDER=extractive PYTHONPATH="$work/code/shared" OMP_NUM_THREADS=1
dalil="$repo/.venv/bin/dalil"
ledger="${CHECKPOINT_DIR:-$repo/benchmarks/checkpoints}"
cd "$work/code"
"$dalil" ingest --source synaxarium "$data/coptic_synaxarium_ar" --source liturgy "$data/coptic_liturgical_ar" >/dev/null
# The gate's suite lists, as the recorded commit has them (PYTHONPATH above); an assignment, so a
# failure stops the script (set -e) instead of recording nothing.
retrieval_suites="$("$repo/.venv/bin/python" -m dalil.eval.ci_gate retrieval)"
answer_suites="$("$repo/.venv/bin/python" -m dalil.eval.ci_gate answers)"
context_suites="$("$repo/.venv/bin/python" -m dalil.eval.ci_gate context)"
for suite in $retrieval_suites; do
  "$dalil" eval retrieval --fixtures "benchmarks/fixtures/$suite.jsonl" --retriever all \
    --checkpoint --accept --checkpoint-dir "$ledger" --json >/dev/null
done
for suite in $answer_suites; do
  "$dalil" eval answers --fixtures "benchmarks/fixtures/$suite.jsonl" --results "$work/answers-$suite.jsonl" \
    --checkpoint --accept --checkpoint-dir "$ledger" --json >/dev/null
done
for suite in $context_suites; do
  "$dalil" eval context --fixtures "benchmarks/fixtures/$suite.jsonl" \
    --checkpoint --accept --checkpoint-dir "$ledger" --json >/dev/null
done
echo "accepted retrieval, answers and context checkpoints of $(git -C "$work/code" rev-parse --short HEAD) appended to $ledger/"
