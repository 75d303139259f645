"""How scripts/test shares the suite between its two workers (tests/support/worker_groups.py)."""

from __future__ import annotations

from support.worker_groups import SHARED_FOLDERS, SPLIT_MODULES, unit_of


def test_a_module_runs_whole_on_one_worker() -> None:
    assert unit_of("tests/unit/answer/test_validate.py::test_one[a]") == "tests/unit/answer/test_validate.py"
    assert unit_of("tests/unit/answer/test_validate.py::test_two") == "tests/unit/answer/test_validate.py"


def test_a_folder_sharing_a_session_fixture_runs_whole() -> None:
    for folder in SHARED_FOLDERS:
        assert unit_of(f"{folder}/sub/test_x.py::test_y") == folder


def test_each_test_of_a_split_module_is_a_unit_of_its_own() -> None:
    """The eval gate outgrew one worker: its fresh sets and claim probes go to both (one unit a test)."""
    assert "tests/integration/test_eval_gate.py" in SPLIT_MODULES
    first = "tests/integration/test_eval_gate.py::test_fresh_reader_questions_hold_the_level_reached[fresh-questions-61]"
    second = "tests/integration/test_eval_gate.py::test_no_bent_answer_of_a_blind_claim_probe_is_published[claims-blind34.jsonl]"
    assert unit_of(first) == first and unit_of(second) == second and unit_of(first) != unit_of(second)


def test_an_xdist_group_mark_joins_tests_across_modules() -> None:
    assert unit_of("tests/unit/x/test_a.py::test_one@serve") == "serve"
    assert unit_of("tests/unit/x/test_a.py::test_one[user@host]") == "tests/unit/x/test_a.py"
