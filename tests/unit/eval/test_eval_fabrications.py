"""The fabrication suite's transformations (deterministic, one change each) and its verdict.

The sentences here are our own (no corpus text is committed); the suite applies the same code to
stored chunks at run time."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from dalil.answer import publish_decision
from dalil.eval import fabrications
from dalil.eval.fabrications import (
    KINDS,
    NEGATION_PREFIX,
    PDF,
    RLO,
    FabricationCase,
    FabricationError,
    change_number,
    evaluate_fabrication,
    load_fabrications,
    negate,
    override_bidi,
    replace_name,
    transform,
)
from dalil.models import Chunk
from dalil.settings import Settings

REPO = Path(__file__).resolve().parents[3]
SAINT = "في هذا اليوم من سنة 300 م استشهد القديس العظيم يوحنا الجندي في مدينة أنصنا"
OTHER = "وكان الأنبا يوسف أسقفا على مدينة أخميم مدة طويلة من الزمان"


def test_negation_negates_the_first_known_verb_and_keeps_every_other_word() -> None:
    negated = negate(SAINT)
    assert negated == SAINT.replace("استشهد", "لم يستشهد")
    assert negate("وكان الرجل غنيا جدا في بلده") == "ولم يكن الرجل غنيا جدا في بلده"


def test_negation_without_a_known_verb_prefixes_one_negating_clause() -> None:
    sentence = "الحرب الكبرى هي حرب عالمية طويلة"
    assert negate(sentence) == f"{NEGATION_PREFIX} {sentence}"


def test_number_changes_the_first_number_in_its_own_digit_set() -> None:
    assert change_number(SAINT) == SAINT.replace("300", "307")
    assert change_number("قيل كيرياليسون (٤١) مرة") == "قيل كيرياليسون (٤٨) مرة"
    assert change_number("فبعد ما صام أربعين نهارا") == "فبعد ما صام خمسين نهارا"
    with pytest.raises(FabricationError):
        change_number("لا رقم في هذه الجملة أبدا")


def test_name_replaces_the_named_word_even_with_a_glued_conjunction() -> None:
    assert replace_name(SAINT, "يوحنا", "بطرس") == SAINT.replace("يوحنا", "بطرس")
    assert replace_name("ذهب مع ويوحنا إلى البيت", "يوحنا", "بطرس") == "ذهب مع وبطرس إلى البيت"
    with pytest.raises(FabricationError):
        replace_name(SAINT, "مرقس", "لوقا")


def test_bidi_wraps_the_second_half_in_an_override_that_is_a_format_character() -> None:
    hidden = override_bidi(SAINT)
    assert hidden.replace(RLO, "").replace(PDF, "") == SAINT
    assert unicodedata.category(RLO) == "Cf" and unicodedata.category(PDF) == "Cf"


def _case(kind: str, chunks: list[str] | None = None, **fields) -> FabricationCase:
    question = "من هو القديس يوحنا الجندي؟"
    return FabricationCase(id=f"t-{kind}", kind=kind, domain="saint", chunks=chunks or ["a/0"], question=question, **fields)


def test_every_kind_builds_a_cited_payload_that_differs_from_the_chunk() -> None:
    texts = {"a/0": SAINT + ". " + OTHER + ".", "b/0": OTHER + "."}
    extra = {
        "name": {"replace": ["يوحنا", "بطرس"]},
        "detail": {"detail": "ثم قطع الوالي رأسه بالسيف"},
        "stitch": {"chunks": ["a/0", "b/0"]},
    }
    for kind in KINDS:
        fields = dict(extra.get(kind, {}))
        answer, ids = transform(_case(kind, fields.pop("chunks", None), **fields), texts)
        assert ids == (["E1", "E2"] if kind == "stitch" else ["E1"])
        assert "[E1" in answer and SAINT + " [E1]." != answer
    tail, _ = transform(_case("tail"), texts)
    assert tail.startswith(SAINT + " [E1].") and tail.endswith("ثم عاد سالما.")  # the uncited tail comes last


def test_a_case_missing_its_field_or_second_chunk_is_an_error_not_a_pass() -> None:
    texts = {"a/0": SAINT + "."}
    for case in (_case("name"), _case("detail"), _case("stitch")):
        with pytest.raises(FabricationError):
            transform(case, texts)


class _Chunks:
    """The store's `get_many`: ids -> stored chunks (missing ids left out)."""

    def __init__(self, texts: dict[str, str]) -> None:
        self.records = {
            cid: Chunk(chunk_id=cid, doc_id=cid.split("/")[0], n=0, library="synaxarium", domains=["saints"], title="t", url="u",
                       text=text, search_text=text, content_hash="h", corpus_version="v")
            for cid, text in texts.items()
        }

    def get_many(self, ids: list[str]) -> dict[str, Chunk]:
        return {cid: self.records[cid] for cid in ids if cid in self.records}


def test_an_unbuildable_or_missing_case_never_counts_as_behaving() -> None:
    settings = Settings(provider="extractive", embedder="hashing")
    chunks = _Chunks({"a/0": "جملة قصيرة بلا أي رقم فيها على الإطلاق."})
    assert not evaluate_fabrication(_case("number"), chunks, settings).behaves
    missing = evaluate_fabrication(_case("negation", ["gone/0"]), chunks, settings)
    assert not missing.behaves and "missing" in (missing.error or "")


def test_a_stitched_sentence_is_not_published_under_the_quotation_rule() -> None:
    """The chunks' library (synaxarium, as the store gives it) decides the rule, not their ids."""
    settings = Settings(provider="extractive", embedder="hashing")
    chunks = _Chunks({"a/0": SAINT + ".", "b/0": OTHER + "."})
    outcome = evaluate_fabrication(_case("stitch", ["a/0", "b/0"]), chunks, settings)
    assert outcome.error is None and "not_quoted" in outcome.validation
    assert not outcome.published and outcome.behaves


def test_the_frozen_fabrication_cases_cover_every_kind_in_every_domain() -> None:
    cases = load_fabrications(REPO / "benchmarks" / "fixtures" / "fabrications.jsonl")
    pairs = {(c.kind, c.domain) for c in cases}
    assert pairs == {(k, d) for k in KINDS for d in ("saint", "bible", "liturgy", "arcd")}
    assert len({c.id for c in cases}) == len(cases)


def test_the_suite_runs_the_workflows_own_publish_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    """ONEPLACE66: no hand copy of the decision — `publish_decision.decide`, with the corpus's names and common words, the
    question as asked and, critic on, the offline critic; its codes are the outcome's."""
    seen: list[tuple] = []

    def spy(asked, payload, context, settings, **kwargs):
        seen.append((asked, kwargs))
        return publish_decision.decide(asked, payload, context, settings, **kwargs)

    monkeypatch.setattr(fabrications, "decide", spy)
    chunks = _Chunks({"a/0": SAINT + "."})
    names, common = frozenset({"يوحنا"}), frozenset({"الجندي"})
    settings = Settings(provider="extractive", embedder="hashing", critic="offline")
    outcome = evaluate_fabrication(_case("negation"), chunks, settings, names=names, common=common)
    asked, kwargs = seen[0]
    assert asked.question == _case("negation").question
    assert kwargs["names"] == names and kwargs["common"] == common and kwargs["critic"] is not None
    assert not outcome.published and outcome.validation
    off = evaluate_fabrication(_case("negation"), chunks, settings.model_copy(update={"critic": "off"}))
    assert seen[-1][1]["critic"] is None and off.critic == []
