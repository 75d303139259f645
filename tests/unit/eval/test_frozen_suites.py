"""Frozen suites stay frozen: every file pinned in the "Frozen suites" tables of
benchmarks/fixtures/README.md still has its recorded sha256 and line count, and the issue-20 suites
(written before the language layer, by an author who did not read the retrieval code) and the
issue-25 concept suite (written before the topical concept index, by an author who wrote neither
earlier concept suite nor the lexicon) keep the shape their measurements rely on. Data checks
only: nothing here runs retrieval."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from dalil.eval.fixtures import load_fixtures, load_specs

FIXTURES = Path(__file__).resolve().parents[3] / "benchmarks" / "fixtures"
README = FIXTURES / "README.md"
# A pinned row: | `file` | N | `sha256` | date | author |
PINNED_ROW = re.compile(r"^\|\s*`([^`]+\.jsonl)`\s*\|\s*(\d+)\s*\|\s*`([0-9a-f]{64})`\s*\|")
SUITES20 = ("colloquial", "colloquial-msa", "franco", "glued-names", "english-latin")


def pinned_rows() -> list[tuple[str, int, str]]:
    text = README.read_text(encoding="utf-8")
    frozen = text.split("## Frozen suites", 1)
    if len(frozen) < 2:
        return []
    section = re.split(r"^## (?!Frozen suites)", frozen[1], maxsplit=1, flags=re.MULTILINE)[0]
    rows = []
    for line in section.splitlines():
        match = PINNED_ROW.match(line.strip())
        if match:
            rows.append((match[1], int(match[2]), match[3]))
    return rows


PINNED = pinned_rows()


def test_the_readme_pins_every_issue_20_spec_and_fixture_file() -> None:
    pinned = {name for name, _, _ in PINNED}
    for suite in SUITES20:
        assert f"specs/{suite}.spec.jsonl" in pinned
        assert f"{suite}.jsonl" in pinned


@pytest.mark.parametrize(("name", "lines", "sha256"), PINNED, ids=[name for name, _, _ in PINNED])
def test_a_pinned_file_has_its_recorded_hash_and_size(name: str, lines: int, sha256: str) -> None:
    data = (FIXTURES / name).read_bytes()
    assert hashlib.sha256(data).hexdigest() == sha256, f"{name} changed after it was frozen"
    assert len(data.decode("utf-8").splitlines()) == lines


def refusing(fixtures) -> list:
    return [f for f in fixtures if f.refuse]


def test_colloquial_has_forty_questions_eight_of_them_to_decline() -> None:
    fixtures = load_fixtures(FIXTURES / "colloquial.jsonl").fixtures
    assert len(fixtures) >= 40
    assert len(refusing(fixtures)) >= 8
    assert all(f.expectedChunkIds for f in fixtures if not f.refuse)


def test_every_answerable_colloquial_question_has_an_msa_twin_with_the_same_records() -> None:
    colloquial = {f.id.removeprefix("colloquial-"): f for f in load_fixtures(FIXTURES / "colloquial.jsonl").fixtures}
    msa = {f.id.removeprefix("colloquial-msa-"): f for f in load_fixtures(FIXTURES / "colloquial-msa.jsonl").fixtures}
    answerable = {number: f for number, f in colloquial.items() if not f.refuse}
    assert set(msa) == set(answerable)
    for number, twin in msa.items():
        assert twin.question != answerable[number].question
        assert twin.expectedChunkIds == answerable[number].expectedChunkIds
        assert twin.expectedDocIds == answerable[number].expectedDocIds


def test_franco_has_thirty_latin_script_questions_six_of_them_to_decline() -> None:
    fixtures = load_fixtures(FIXTURES / "franco.jsonl").fixtures
    assert len(fixtures) >= 30
    assert len(refusing(fixtures)) >= 6
    assert all(not re.search(r"[\u0600-\u06FF]", f.question) for f in fixtures)
    digit_letters = set("".join(re.findall(r"(?<=[a-z])[2356789]|[2356789](?=[a-z])", " ".join(f.question for f in fixtures))))
    assert digit_letters == set("2356789")  # every digit that stands for a letter is exercised


def test_glued_names_has_twenty_and_four_near_misses_whose_forbidden_record_is_never_expected() -> None:
    fixtures = load_fixtures(FIXTURES / "glued-names.jsonl").fixtures
    assert len(fixtures) >= 20
    # `forbidDocIds`: the record a one-letter variant would wrongly reach (an extra `expects` field).
    near_misses = [f for f in fixtures if (f.expects.model_extra or {}).get("forbidDocIds")]
    assert len(near_misses) >= 4
    for fixture in near_misses:
        assert not set((fixture.expects.model_extra or {})["forbidDocIds"]) & set(fixture.expectedDocIds)


def test_english_and_latin_text_must_be_declined_with_the_language_reason() -> None:
    fixtures = load_fixtures(FIXTURES / "english-latin.jsonl").fixtures
    assert len(fixtures) >= 10
    assert all(f.refuse and f.expects.reason == "language_unsupported" for f in fixtures)
    assert all(not re.search(r"[\u0600-\u06FF]", f.question) for f in fixtures)


@pytest.mark.parametrize("suite", SUITES20)
def test_each_built_fixture_is_its_spec_resolved(suite: str) -> None:
    specs = load_specs(FIXTURES / "specs" / f"{suite}.spec.jsonl")
    built = [json.loads(line) for line in (FIXTURES / f"{suite}.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [s.id for s in specs] == [b["id"] for b in built]
    assert [s.question for s in specs] == [b["question"] for b in built]


# --- concepts-readers -----------------------------------------------------------------

# Held here as well as in the README, so that re-pinning takes a deliberate edit of both.
CONCEPTS_READERS_SHA256 = {
    "specs/concepts-readers.spec.jsonl": "b952812b2ce5a8c0d424484a0ea7931a67679199f61f24337d10d73101304e2a",
    "concepts-readers.jsonl": "a4407b5c9e63d478e2be06d009ef067fa8102e341a0042f61a1d3987b9b1ccc2",
}


def test_the_readme_pins_concepts_readers_with_the_hashes_held_here() -> None:
    pinned = {name: sha256 for name, _, sha256 in PINNED}
    for name, sha256 in CONCEPTS_READERS_SHA256.items():
        assert pinned.get(name) == sha256
        assert hashlib.sha256((FIXTURES / name).read_bytes()).hexdigest() == sha256, f"{name} changed after it was frozen"


def chapters_of(suite: str) -> set[str]:
    return {doc for spec in load_specs(FIXTURES / "specs" / f"{suite}.spec.jsonl") for doc in spec.expectedDocIds}


def test_concepts_readers_is_large_and_mostly_on_chapters_the_earlier_concept_suites_do_not_use() -> None:
    specs = load_specs(FIXTURES / "specs" / "concepts-readers.spec.jsonl")
    earlier = chapters_of("concepts") | chapters_of("concepts-unseen")
    chapters = {doc for spec in specs for doc in spec.expectedDocIds}
    on_new_chapters = [spec for spec in specs if not set(spec.expectedDocIds) & earlier]
    assert len(specs) >= 100 and len(chapters) >= 60 and len(on_new_chapters) >= 60
    assert all(spec.library == "bible" and spec.verse and len(spec.expectedDocIds) == 1 for spec in specs)
    assert all(doc.startswith("svd:") for doc in chapters)
    assert len({spec.question for spec in specs}) == len(specs)


def test_each_concepts_readers_fixture_expects_one_chunk_of_its_chapter_and_accepts_only_the_rest() -> None:
    specs = load_specs(FIXTURES / "specs" / "concepts-readers.spec.jsonl")
    built = load_fixtures(FIXTURES / "concepts-readers.jsonl").fixtures
    assert [(s.id, s.question, s.expectedDocIds) for s in specs] == [(f.id, f.question, f.expectedDocIds) for f in built]
    for fixture in built:
        chapter = fixture.expectedDocIds[0]
        assert fixture.suite == "concepts-readers" and len(fixture.expectedChunkIds) == 1
        assert all(cid.startswith(f"{chapter}/") for cid in [*fixture.expectedChunkIds, *fixture.acceptableChunkIds])
        assert not set(fixture.expectedChunkIds) & set(fixture.acceptableChunkIds)


def test_concepts_unseen3_expects_one_chunk_of_its_chapter_over_many_chapters() -> None:
    """The blind concept set of 2026-12-04 (no spec: written straight from the store's verses): the shape
    its lenient hit@5 relies on: one expected chunk, the chapter's other chunks acceptable, ≥ 80 chapters."""
    built = load_fixtures(FIXTURES / "concepts-unseen3.jsonl").fixtures
    chapters = {f.expectedDocIds[0] for f in built}
    assert len(built) >= 100 and len(chapters) >= 80
    for fixture in built:
        chapter = fixture.expectedDocIds[0]
        assert fixture.suite == "concepts-unseen3" and len(fixture.expectedChunkIds) == 1 and chapter.startswith("svd:")
        assert all(cid.startswith(f"{chapter}/") for cid in [*fixture.expectedChunkIds, *fixture.acceptableChunkIds])
        assert not set(fixture.expectedChunkIds) & set(fixture.acceptableChunkIds)


# --- intent, answer type, own record, exclusions, fabrications ---------------------------

SUITES19 = {"date-unrelated": 40, "out-of-corpus-words": 40, "answer-type": 20, "person-own-record": 20, "excluded-free-text": 10}


def test_the_readme_pins_every_issue_19_file() -> None:
    pinned = {name for name, _, _ in PINNED}
    assert "fabrications.jsonl" in pinned
    for suite in SUITES19:
        assert {f"specs/{suite}.spec.jsonl", f"{suite}.jsonl"} <= pinned


@pytest.mark.parametrize(("suite", "minimum"), SUITES19.items())
def test_each_issue_19_suite_has_its_size_and_is_its_spec_resolved(suite: str, minimum: int) -> None:
    specs = load_specs(FIXTURES / "specs" / f"{suite}.spec.jsonl")
    built = load_fixtures(FIXTURES / f"{suite}.jsonl").fixtures
    assert len(built) >= minimum
    assert [(s.id, s.question, s.settings) for s in specs] == [(f.id, f.question, f.settings) for f in built]


# --- routing accuracy -------------------------------------------------------------------

ROUTING_SHA256 = "ca9737eb1657af74e815f3c363078fc10c65e9805a5fa86b68b62244be6d29a6"


def test_the_readme_pins_the_routing_suite_with_the_hash_held_here() -> None:
    assert ("routing.jsonl", 76, ROUTING_SHA256) in PINNED


def test_the_routing_suite_has_sixty_questions_or_more_each_naming_known_libraries() -> None:
    rows = [json.loads(line) for line in (FIXTURES / "routing.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(rows) >= 60
    assert len({row["id"] for row in rows}) == len(rows)
    known = {"bible", "synaxarium", "liturgy", "arcd", "xquad"}
    for row in rows:
        assert row["suite"] == "routing" and row["question"].strip()
        assert row["libraries"] and set(row["libraries"]) <= known, row["id"]
    # every library is asked about, the open-domain ones together
    assert {lib for row in rows for lib in row["libraries"]} == known


# --- claims in fresh wording ------------------------------------------------------------

CLAIMS_FRESH_SHA256 = "0142bdbd366b93076c21a3f59043cbbaf06bfda4dea77d70090369dff447d68d"


def test_the_readme_pins_the_fresh_claims_probe_with_the_hash_held_here() -> None:
    assert ("claims-fresh.jsonl", 50, CLAIMS_FRESH_SHA256) in PINNED


def test_the_fresh_claims_probe_has_thirty_bent_answers_of_every_class_and_faithful_controls() -> None:
    rows = [json.loads(line) for line in (FIXTURES / "claims-fresh.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len({row["id"] for row in rows}) == len(rows)
    bent = [row for row in rows if row["expect"] == "refuse"]
    assert len(bent) >= 30 and len(rows) - len(bent) >= 5
    assert {row["kind"] for row in bent} == {"name", "place", "title", "role", "negation", "number"}
    assert all(row.get("edits") or row.get("swap") or row.get("append") for row in bent)


# --- claims bent the ways an LLM bends them, by an author blind to the checks ----------------

CLAIMS_BLIND_SHA256 = "5177c04970692fb50ee666e901910eec90c44d631571d14e95dbac19d37447f6"


def test_the_readme_pins_the_blind_claims_probe_with_the_hash_held_here() -> None:
    assert ("claims-blind.jsonl", 49, CLAIMS_BLIND_SHA256) in PINNED
    digest = hashlib.sha256((FIXTURES / "claims-blind.jsonl").read_bytes()).hexdigest()
    assert digest == CLAIMS_BLIND_SHA256


def test_the_blind_claims_probe_bends_every_way_and_keeps_faithful_paraphrases() -> None:
    rows = [json.loads(line) for line in (FIXTURES / "claims-blind.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len({row["id"] for row in rows}) == len(rows)
    bent = [row for row in rows if row["expect"] == "refuse"]
    faithful = [row for row in rows if row["expect"] == "publish"]
    assert len(bent) >= 32 and len(faithful) >= 8
    assert {row["kind"] for row in bent} == {"role", "number", "place", "name", "negation", "merge", "tail", "hedge"}
    assert all(row.get("edits") or row.get("swap") or row.get("append") or row.get("tail") for row in bent)
    # a faithful case rewords its sentence (never a bare copy), and no case carries a sentence of the
    # source: an edit names a few words of it, never more
    assert all(len(row["edits"]) >= 1 and row["kind"] == "faithful" for row in faithful)
    assert all(len(old.split()) <= 6 for row in rows for old, _ in row.get("edits", []))


# --- a second blind claim probe, bent in ten ways, with faithful restatements ------------------

CLAIMS_BLIND2_SHA256 = "88b11ae60b51dc7c7c01ba4aecaf2d4824f7da44a9c24a7b51feb770c3211ac1"
BLIND2_BENT_KINDS = {"role", "number", "place", "name", "negation", "merge", "tail", "hedge", "quantifier", "cause"}


def test_the_readme_pins_the_second_blind_claims_probe_with_the_hash_held_here() -> None:
    assert ("claims-blind2.jsonl", 59, CLAIMS_BLIND2_SHA256) in PINNED
    digest = hashlib.sha256((FIXTURES / "claims-blind2.jsonl").read_bytes()).hexdigest()
    assert digest == CLAIMS_BLIND2_SHA256


def test_the_second_blind_probe_bends_ten_ways_three_times_each_and_keeps_twelve_faithful() -> None:
    rows = [json.loads(line) for line in (FIXTURES / "claims-blind2.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len({row["id"] for row in rows}) == len(rows)
    bent = [row for row in rows if row["expect"] == "refuse"]
    faithful = [row for row in rows if row["expect"] == "publish"]
    assert len(rows) >= 44 and len(bent) >= 32 and len(faithful) >= 12
    assert {row["kind"] for row in bent} == BLIND2_BENT_KINDS
    assert all(sum(row["kind"] == kind for row in bent) >= 3 for kind in BLIND2_BENT_KINDS)
    assert all(row.get("edits") or row.get("swap") or row.get("append") or row.get("tail") for row in bent)
    assert all(row["kind"] == "faithful" and row.get("edits") for row in faithful)
    # no case carries a sentence of the source: an edit names a few of its words, never more
    assert all(len(old.split()) <= 6 for row in rows for old, _ in row.get("edits", []))

CLAIMS_BLIND2_SUMMARIES_SHA256 = "ef5393b3a3535cf7bdcb9b1824aaf0a6cb7071c0dd6f0063e6ee637780e1297e"


def test_the_readme_pins_the_second_blind_probes_summaries_with_the_hash_held_here() -> None:
    assert ("claims-blind2-summaries.jsonl", 6, CLAIMS_BLIND2_SUMMARIES_SHA256) in PINNED
    rows = [json.loads(line) for line in (FIXTURES / "claims-blind2-summaries.jsonl").read_text(encoding="utf-8").splitlines()]
    # each a faithful two-sentence summary: the cited sentence reworded and the next one appended
    assert all(row["expect"] == "publish" and row["edits"] and row["append"] for row in rows)
    assert all(len(old.split()) <= 6 for row in rows for old, _ in row["edits"])


# --- faithful answers in a model's words, and near-paraphrases that bend -----------------------

CLAIMS_PARAPHRASE_SHA256 = "b81dde942dbea83be73bfbf80378dbd07522984db0f79f090bb2fe5f098270e5"


def test_the_readme_pins_the_paraphrase_probe_with_the_hash_held_here() -> None:
    assert ("claims-paraphrase.jsonl", 56, CLAIMS_PARAPHRASE_SHA256) in PINNED
    digest = hashlib.sha256((FIXTURES / "claims-paraphrase.jsonl").read_bytes()).hexdigest()
    assert digest == CLAIMS_PARAPHRASE_SHA256


def test_the_paraphrase_probe_has_thirty_faithful_answers_and_fifteen_bent_ones_without_source_text() -> None:
    rows = [json.loads(line) for line in (FIXTURES / "claims-paraphrase.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len({row["id"] for row in rows}) == len(rows)
    faithful = [row for row in rows if row["expect"] == "publish"]
    bent = [row for row in rows if row["expect"] == "refuse"]
    assert len(faithful) >= 30 and len(bent) >= 15
    assert {row["domain"] for row in faithful} == {"saint", "bible", "liturgy", "arcd"}
    assert all(row["kind"] == "faithful" and row["edits"] for row in faithful)
    assert all(len(old.split()) <= 6 for row in rows for old, _ in row.get("edits", []))


# --- a third blind claim probe: twelve ways to bend, faithful answers in a model's style ----------

CLAIMS_BLIND3_SHA256 = "863d2692993f69984aab9ba5dbf6b6ec67b89ac8078b3bb9d2439b95002688b2"
BLIND3_BENT_KINDS = {"role", "number", "place", "name", "negation", "merge", "tail", "hedge", "quantifier", "cause", "order", "comparison"}


def test_the_readme_pins_the_third_blind_claims_probe_with_the_hash_held_here() -> None:
    assert ("claims-blind3.jsonl", 97, CLAIMS_BLIND3_SHA256) in PINNED
    digest = hashlib.sha256((FIXTURES / "claims-blind3.jsonl").read_bytes()).hexdigest()
    assert digest == CLAIMS_BLIND3_SHA256


def test_the_third_blind_probe_bends_twelve_ways_four_times_each_and_keeps_twenty_faithful() -> None:
    rows = [json.loads(line) for line in (FIXTURES / "claims-blind3.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len({row["id"] for row in rows}) == len(rows)
    bent = [row for row in rows if row["expect"] == "refuse"]
    faithful = [row for row in rows if row["expect"] == "publish"]
    assert len(rows) >= 60 and len(bent) >= 40 and len(faithful) >= 20
    assert {row["kind"] for row in bent} == BLIND3_BENT_KINDS
    assert all(sum(row["kind"] == kind for row in bent) >= 4 for kind in BLIND3_BENT_KINDS)
    assert all(row.get("edits") or row.get("swap") or row.get("append") or row.get("tail") for row in bent)
    assert all(row["kind"] == "faithful" and row.get("edits") for row in faithful)
    # every library the claims are checked on: Synaxarium, liturgy, Bible, ARCD and XQuAD passages
    assert {row["chunk"].split(":")[0] for row in rows} >= {"syn", "svd", "arcd", "xquad"}
    assert {row["domain"] for row in rows} == {"saint", "bible", "liturgy", "arcd"}
    # no case carries a sentence of the source: an edit names a few of its words, never more
    assert all(len(old.split()) <= 6 for row in rows for old, _ in row.get("edits", []))


# --- a second dev concept suite, with a validation third -----------------------------------

CONCEPTS_DEV2_SHA256 = {
    "specs/concepts-dev2.spec.jsonl": "52d6aea5c3fa013028c78eb019a4d44ac8abb153da6fd303d328ceb87b3caf08",
    "concepts-dev2.jsonl": "4f0dcabb15c44c94f062527dc6e0fa177749f5eb1caaf16a7a7530229691767c",
}
# Which group of books a chapter belongs to: the suite must reach every one.
BOOK_GROUPS = {
    "gospels": {"Mat", "Mrk", "Luk", "Jhn"},
    "acts": {"Act"},
    "paul": {"Rom", "1Co", "2Co", "Gal", "Eph", "Php", "Col", "1Th", "2Th", "1Ti", "2Ti", "Tit", "Phm"},
    "catholic epistles": {"Jas", "1Pe", "2Pe", "1Jn", "2Jn", "3Jn", "Jud"},
    "revelation": {"Rev"},
    "psalms": {"Psa"},
}


def in_validation_split(fixture_id: str) -> bool:
    """The tuner's held-back third: sha256 of the id, as e5_validation.bucket does for articles."""
    return int(hashlib.sha256(fixture_id.encode("utf-8")).hexdigest(), 16) % 3 == 0


def test_the_readme_pins_concepts_dev2_with_the_hashes_held_here() -> None:
    pinned = {name: sha256 for name, _, sha256 in PINNED}
    for name, sha256 in CONCEPTS_DEV2_SHA256.items():
        assert pinned.get(name) == sha256
        assert hashlib.sha256((FIXTURES / name).read_bytes()).hexdigest() == sha256, f"{name} changed after it was frozen"


def test_concepts_dev2_is_large_spread_over_the_nt_and_psalms_and_in_three_registers() -> None:
    specs = load_specs(FIXTURES / "specs" / "concepts-dev2.spec.jsonl")
    chapters = {doc for spec in specs for doc in spec.expectedDocIds}
    assert len(specs) >= 150 and len(chapters) >= 80
    assert all(spec.library == "bible" and spec.verse and len(spec.expectedDocIds) == 1 for spec in specs)
    assert len({spec.question for spec in specs}) == len(specs) and len({spec.id for spec in specs}) == len(specs)
    books = {doc.removeprefix("svd:").split(".")[0] for doc in chapters}
    assert all(books & group for group in BOOK_GROUPS.values())
    assert books <= set().union(*BOOK_GROUPS.values(), {"Heb"})
    latin = [spec for spec in specs if re.search(r"[a-z]", spec.question)]
    assert len(latin) >= 0.05 * len(specs)  # Franco-Arabic and mixed questions, not only Arabic script


def test_concepts_dev2_holds_back_a_validation_third_named_in_each_line() -> None:
    specs = load_specs(FIXTURES / "specs" / "concepts-dev2.spec.jsonl")
    validation = [spec for spec in specs if in_validation_split(spec.id)]
    assert 0.25 * len(specs) <= len(validation) <= 0.42 * len(specs)
    for spec in specs:
        assert (spec.notes or "").count("split ") == 1
        assert f"split {'validation' if in_validation_split(spec.id) else 'tuning'}" in (spec.notes or "")


def test_each_concepts_dev2_fixture_expects_one_chunk_of_its_chapter_and_accepts_only_the_rest() -> None:
    specs = load_specs(FIXTURES / "specs" / "concepts-dev2.spec.jsonl")
    built = load_fixtures(FIXTURES / "concepts-dev2.jsonl").fixtures
    assert [(s.id, s.question, s.expectedDocIds) for s in specs] == [(f.id, f.question, f.expectedDocIds) for f in built]
    for fixture in built:
        chapter = fixture.expectedDocIds[0]
        assert fixture.suite == "concepts-dev2" and len(fixture.expectedChunkIds) == 1
        assert all(cid.startswith(f"{chapter}/") for cid in [*fixture.expectedChunkIds, *fixture.acceptableChunkIds])
        assert not set(fixture.expectedChunkIds) & set(fixture.acceptableChunkIds)


# --- a fourth blind claim probe: sixteen ways to bend, faithful answers in a model's style --------

CLAIMS_BLIND4_SHA256 = "4a2764e733f72b941fc42b6288de6fddf0b4f2a2a79d49cacdfb49ab9fb6f86f"
BLIND4_BENT_KINDS = BLIND3_BENT_KINDS | {"plural", "modality", "quote", "outcome"}


def test_the_readme_pins_the_fourth_blind_claims_probe_with_the_hash_held_here() -> None:
    assert ("claims-blind4.jsonl", 167, CLAIMS_BLIND4_SHA256) in PINNED
    digest = hashlib.sha256((FIXTURES / "claims-blind4.jsonl").read_bytes()).hexdigest()
    assert digest == CLAIMS_BLIND4_SHA256


def test_the_fourth_blind_probe_bends_sixteen_ways_six_times_each_and_keeps_forty_faithful() -> None:
    rows = [json.loads(line) for line in (FIXTURES / "claims-blind4.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len({row["id"] for row in rows}) == len(rows)
    bent = [row for row in rows if row["expect"] == "refuse"]
    faithful = [row for row in rows if row["expect"] == "publish"]
    assert len(rows) >= 80 and len(bent) >= 55 and len(faithful) >= 25
    assert {row["kind"] for row in bent} == BLIND4_BENT_KINDS
    assert all(sum(row["kind"] == kind for row in bent) >= 6 for kind in BLIND4_BENT_KINDS)
    assert all(row.get("edits") or row.get("swap") or row.get("append") or row.get("tail") for row in bent)
    assert all(row["kind"] == "faithful" and row.get("edits") for row in faithful)
    assert {row["chunk"].split(":")[0] for row in rows} >= {"syn", "svd", "arcd", "xquad", "liturgy", "incense", "agpeya"}
    assert {row["domain"] for row in rows} == {"saint", "bible", "liturgy", "arcd"}
    assert all(len(old.split()) <= 6 for row in rows for old, _ in row.get("edits", []))
