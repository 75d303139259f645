"""The verb that stands for any deed is counted where held in a record's reading too (SUPPORT78, issue 19).

A sentence read alone already counts the verb that stands for any deed ("عمل إيه", "ماذا فعل") where it holds it and
never against it (`_answer_kind`); read as part of its record (its title naming whom it tells of), the same word weighed
against it, so the sentence that tells the titled saint's deed scored under the floor. A time clause's opener stays
counted in a record's reading (read so, it answered a validation decline), and so does a slot's unit ("كام سنة"): the
title of another record does not state it (`_answer_kind`'s titled reading)."""

from __future__ import annotations

from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider, _answer_kind
from dalil.settings import Settings

# A hermit's record, written for these tests; his name is in the title and the opening only.
_RECORD = (
    "في مثل هذا اليوم تنيح القديس الأنبا بموا السائح. وكان من أهل منف. "
    "ولما بلغ العشرين من عمره سمع الإنجيل في الكنيسة. فباع كل ماله ووزعه على المساكين. "
    "ثم مضى إلى البرية الداخلية. وأقام في مغارة سنين كثيرة يصوم ويصلي. "
    "وكان يقتات من البقول. وكان الرهبان يأتون إليه ليسمعوا تعليمه. "
    "وفي شيخوخته مرض مرضا قليلا. وتنيح بسلام."
)
_TITLE = "نياحة القديس الأنبا بموا السائح"


def _titled_score(question: str, starts: str) -> float:
    evidence = [Evidence(evidence_id="E1", chunk_id="syn:01-01#1/0", title=_TITLE, excerpt=_RECORD)]
    scored = ExtractiveProvider(Settings()).score_sentences(question, evidence, True)
    return next(score for score, sentence in scored if sentence.text.startswith(starts))


def test_the_any_deed_verb_does_not_count_against_a_records_sentence() -> None:
    # held: the hearing, the gospel, the church, the saint by the title; not held: فعل, and the opener بعد
    assert _titled_score("ماذا فعل الأنبا بموا بعد أن سمع الإنجيل في الكنيسة؟", "ولما بلغ") >= 0.75


def test_the_opener_still_counts_against_a_records_sentence() -> None:
    assert _titled_score("الأنبا بموا عمل إيه لما سمع الإنجيل؟", "ولما بلغ") < Settings().extractive_min_support


def test_a_clause_the_record_never_tells_stays_under_the_floor() -> None:
    floor = Settings().extractive_min_support
    assert _titled_score("الأنبا بموا عمل إيه لما ركب الطيارة؟", "ولما بلغ") < floor
    assert _titled_score("الأنبا بموا عمل إيه لما ركب الطيارة؟", "في مثل") < floor


def test_the_answer_still_needs_the_asked_deed_stated() -> None:
    # the sentence tells what he heard, not what he did: the answerer's other tests still decline it
    evidence = [Evidence(evidence_id="E1", chunk_id="syn:01-01#1/0", title=_TITLE, excerpt=_RECORD)]
    payload = ExtractiveProvider(Settings()).answer("الأنبا بموا عمل إيه لما ركب الطيارة؟", evidence)
    assert payload.status != "answered"


def test_a_slot_unit_is_not_read_leniently_with_a_title() -> None:
    question = "الأنبا بموا قعد في المغارة كام سنة؟"
    assert "سنه" in _answer_kind(question, False)
    assert "سنه" not in _answer_kind(question, True)
