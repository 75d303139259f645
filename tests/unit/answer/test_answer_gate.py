from __future__ import annotations

from conftest import candidates_of, make_chunk
from dalil.answer.context import build_context
from dalil.answer.gate import religious_claims_supported
from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings

FAST_TEXT = (
    "يصوم المؤمنون صوم الرسل بعد عيد العنصرة مباشرة. وينتهي الصوم في عيد الرسل يوم 5 أبيب. "
    "ويأكل الصائمون فيه السمك."
)


def test_religious_rule_fails_closed_on_paraphrase_and_passes_direct_statements():
    settings = Settings()
    chunk = make_chunk("liturgy:fasts:apostles/0", FAST_TEXT, library="liturgy")
    question = "متى ينتهي صوم الرسل؟"
    pack = build_context(question, candidates_of([chunk]), settings)
    direct = AnswerPayload(status="answered", answer="وينتهي الصوم في عيد الرسل يوم 5 أبيب. [E1]", cited_ids=["E1"])
    assert validate_answer(direct, pack, settings).ok
    assert religious_claims_supported(direct, pack, strict=True, settings=settings)

    # Fluent and cited, but adds what the excerpt does not state: four content words the excerpt
    # lacks, more than `answer_max_uncovered_terms`, so every answer (strict or not) refuses it.
    embellished = AnswerPayload(
        status="answered",
        answer="ينتهي صوم الرسل في عيد الرسل يوم 5 أبيب ويمنع فيه أكل السمك والزيت [E1].",
        cited_ids=["E1"],
    )
    assert validate_answer(embellished, pack, settings).failures == ["unsupported_sentence"]
    assert not religious_claims_supported(embellished, pack, strict=True, settings=settings)
    assert religious_claims_supported(embellished, pack, strict=False, settings=settings)

    # every sentence needs its own citation under the strict rule
    half_cited = AnswerPayload(status="answered", answer="نعم. وينتهي الصوم في عيد الرسل يوم 5 أبيب. [E1]", cited_ids=["E1"])
    assert not religious_claims_supported(half_cited, pack, strict=True, settings=settings)
    declined = AnswerPayload(status="insufficient_evidence", answer="", cited_ids=[])
    assert religious_claims_supported(declined, pack, strict=True, settings=settings)


def test_a_strict_sentence_stitched_from_two_passages_fails_closed():
    from dalil.answer.gate import religious_claims_supported
    from dalil.models import AnswerPayload, ContextPack, Evidence
    from dalil.settings import Settings

    context = ContextPack(
        evidence=[
            Evidence(evidence_id="E1", chunk_id="syn:01-02#1/0", excerpt="في هذا اليوم استشهد يوحنا المعمدان على يد هيرودس الملك ."),
            Evidence(evidence_id="E2", chunk_id="syn:01-02#2/0", excerpt="في مثل هذا اليوم استشهد داسيه الجندي من أهل تندا ."),
        ],
        tokens=40,
    )
    stitched = AnswerPayload(
        status="answered", answer="استشهد يوحنا المعمدان على يد داسيه الجندي من أهل تندا [E1, E2].", cited_ids=["E1", "E2"]
    )
    assert not religious_claims_supported(stitched, context, True, Settings())  # the union states it; neither excerpt does
    direct = AnswerPayload(status="answered", answer="استشهد يوحنا المعمدان على يد هيرودس الملك [E1, E2].", cited_ids=["E1", "E2"])
    assert religious_claims_supported(direct, context, True, Settings())


# A rite stated in other words: the strict rule is validation's support rule (answer.support.excerpt_states)
# at `religious_min_support`. Another form of a word's root or a word of its closed synonym class is
# stated directly; a word the passage lacks, or a verb of another act, is not.
LITURGY_CONTEXT_TEXT = "وفي القداس الإلهي نطلب من أجل آبائنا الراقدين. ويساعد الشماس الكاهن في توزيع القربان."


def _liturgy(answer: str):
    context = ContextPack(
        evidence=[Evidence(evidence_id="E1", chunk_id="liturgy:basil:intercessions/0", excerpt=LITURGY_CONTEXT_TEXT)], tokens=30
    )
    return AnswerPayload(status="answered", answer=answer, cited_ids=["E1"]), context


def test_a_rite_reworded_by_root_or_class_synonym_is_stated_directly_only_with_paraphrase_support():
    settings, without = Settings(), Settings(answer_paraphrase_support=False)
    for reworded in (
        "وفي القداس الإلهي نلتمس من أجل آبائنا الراقدين [E1].",  # synonym class of طلب
        "والشماس مساعد الكاهن في توزيع القربان [E1].",  # another form of the root of يساعد
    ):
        payload, context = _liturgy(reworded)
        assert validate_answer(payload, context, settings, known_names=frozenset()).ok
        assert religious_claims_supported(payload, context, strict=True, settings=settings)
        assert not religious_claims_supported(payload, context, strict=True, settings=without)


def test_a_rite_with_a_word_the_passage_lacks_or_another_act_is_not_stated_directly():
    settings = Settings()
    for bent in (
        "وفي القداس الإلهي نطلب من أجل آبائنا الراقدين والأحياء [E1].",  # one word added
        "وفي القداس الإلهي نصلي من أجل آبائنا الراقدين [E1].",  # another act than asking
    ):
        payload, context = _liturgy(bent)
        assert not religious_claims_supported(payload, context, strict=True, settings=settings)
        assert religious_claims_supported(payload, context, strict=False, settings=settings)
    # One added word is within validation's slack (answer_max_uncovered_terms), not the strict rule's;
    # one put in the place of the passage's verb is not (`text.exchanges`: another act).
    added, replaced = (_liturgy(text) for text in (
        "وفي القداس الإلهي نطلب من أجل آبائنا الراقدين والأحياء [E1].",
        "وفي القداس الإلهي نصلي من أجل آبائنا الراقدين [E1].",
    ))
    assert validate_answer(*added, settings, known_names=frozenset()).ok
    assert validate_answer(*replaced, settings, known_names=frozenset()).failures == ["foreign_detail"]
