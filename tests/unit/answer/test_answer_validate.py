from __future__ import annotations

import json

import pytest

from dalil.answer.support import excerpt_states
from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings

# The word checks alone: these excerpts are Synaxarium records, whose sentences are also held to the
# quotation rule (`not_quoted`, tests/unit/text/test_quotation.py); it is off here so each check is
# read on its own (the abridged and paraphrased answers below are what the word checks read).
WORDS = Settings(quotation_libraries=())

CONTEXT = ContextPack(
    evidence=[
        Evidence(
            evidence_id="E1",
            chunk_id="syn:01-02#1/0",
            excerpt="في هذا اليوم استشهد القديس السابق ، والنبي العظيم يوحنا المعمدان ابن زكريا الكاهن ، على يد هيرودس الملك .",
        ),
        Evidence(
            evidence_id="E2",
            chunk_id="syn:01-02#2/0",
            excerpt="في مثل هذا اليوم استشهد داسيه الجندي من أهل تندا .",
        ),
    ],
    tokens=60,
)
GOOD = {
    "status": "answered",
    "answer": "استشهد يوحنا المعمدان على يد هيرودس الملك [E1]. وفي اليوم نفسه استشهد داسيه الجندي [E2].",
    "cited_ids": ["E1", "E2"],
}


def check(payload, **kwargs):
    return validate_answer(payload, CONTEXT, WORDS, **kwargs)


def test_a_grounded_payload_passes_as_dict_json_and_model():
    for form in (GOOD, json.dumps(GOOD, ensure_ascii=False), AnswerPayload(**GOOD)):
        result = check(form)
        assert result.ok and not result.declined and result.failures == []
        assert result.payload == AnswerPayload(**GOOD)


@pytest.mark.parametrize(
    "raw",
    [
        "not json",
        "```json\n" + json.dumps(GOOD) + "\n```",
        {**GOOD, "sources": ["https://example.com"]},  # extra field
        {**GOOD, "status": "maybe"},
        {"status": "answered", "answer": "نص"},  # missing cited_ids
        {**GOOD, "cited_ids": "E1"},
        42,
    ],
)
def test_schema_failures(raw):
    result = check(raw)
    assert not result.ok and result.failures == ["schema"]


def test_declined_without_content_is_valid_but_declined():
    result = check({"status": "insufficient_evidence", "answer": "", "cited_ids": []})
    assert result.ok and result.declined


def test_declined_with_content_is_a_failure():
    result = check({"status": "insufficient_evidence", "answer": "ربما [E1].", "cited_ids": ["E1"]})
    assert not result.ok and result.failures == ["declined_with_answer"]


def test_empty_answer():
    result = check({"status": "answered", "answer": "  [E1] ", "cited_ids": ["E1"]})
    assert result.failures == ["empty_answer"]


def test_unknown_id_in_cited_ids_and_in_markers():
    result = check({**GOOD, "answer": GOOD["answer"] + " وقد ذكر ذلك المؤرخون القدماء [E7].", "cited_ids": ["E1", "E2", "E7"]})
    assert result.failures == ["unknown_id"]
    assert "E7" in result.details[0]


def test_marker_mismatch_both_ways():
    extra_cited = check({**GOOD, "cited_ids": ["E1"]})
    assert extra_cited.failures == ["marker_mismatch"]
    missing_marker = check({**GOOD, "answer": "استشهد يوحنا المعمدان على يد هيرودس الملك [E1].", "cited_ids": ["E1", "E2"]})
    assert missing_marker.failures == ["marker_mismatch"]


def test_no_citation():
    result = check({"status": "answered", "answer": "نعم، هذا صحيح.", "cited_ids": []})
    assert result.failures == ["no_citation", "uncited_claim"]


def test_every_sentence_that_says_something_cites_whatever_its_length():
    uncited = check({**GOOD, "answer": GOOD["answer"] + " وقد دفن جسده في مدينة سبسطية بفلسطين."})
    assert uncited.failures == ["uncited_claim"]
    # Two short uncited sentences were published when a claim needed three content terms.
    for tail in (" وكان ذلك في روما.", " ثم عاد سالما.", " نعم.", " لم يكن.", " وكانوا 40."):
        assert check({**GOOD, "answer": GOOD["answer"] + tail}).failures == ["uncited_claim"], tail
    # A sentence of function words only states nothing.
    assert check({**GOOD, "answer": "هذا هو. " + GOOD["answer"]}).ok


def test_malformed_marker():
    result = check({**GOOD, "answer": GOOD["answer"] + " وهذا ما ذكره [E 2] أيضا."})
    assert "malformed_marker" in result.failures


def test_output_check_codes_surface_in_validation():
    with_url = {**GOOD, "answer": GOOD["answer"] + " انظر https://evil.example/x [E1]."}
    assert "unknown_url" in check(with_url).failures
    allowed = "https://www.copticchurch.net/synaxarium/1_2.html?lang=ar#1"
    cited_url = {**GOOD, "answer": GOOD["answer"].replace(" [E2]", f" ({allowed}) [E2]")}
    assert check(cited_url, allowed_urls=[allowed]).ok
    script = {**GOOD, "answer": GOOD["answer"] + "<script>alert(1)</script>"}
    assert "html" in check(script).failures


# --- support per sentence, on every answer ---------------------------------------------


def test_a_fabricated_sentence_with_a_valid_marker_is_not_published():
    fabricated = {"status": "answered", "answer": "أسس يوحنا المعمدان مدينة القاهرة وبنى فيها أول مكتبة عامة [E1].", "cited_ids": ["E1"]}
    result = check(fabricated)
    assert not result.ok and "unsupported_sentence" in result.failures


def test_support_is_judged_per_sentence_against_the_excerpt_it_cites():
    swapped = {
        "status": "answered",
        "answer": "استشهد يوحنا المعمدان على يد هيرودس الملك [E2]. وفي اليوم نفسه استشهد داسيه الجندي [E1].",
        "cited_ids": ["E1", "E2"],
    }
    assert "unsupported_sentence" in check(swapped).failures  # true sentences, each citing the wrong excerpt
    assert check(GOOD).ok


def test_every_cited_sentence_is_checked_whatever_its_length():
    # A cited one-word "yes" is a claim too: the excerpt must state it.
    payload = {"status": "answered", "answer": GOOD["answer"] + " نعم [E1].", "cited_ids": ["E1", "E2"]}
    assert check(payload).failures == ["unsupported_sentence"]
    leading_yes = {**GOOD, "answer": "نعم، استشهد يوحنا المعمدان على يد هيرودس الملك [E1]. وفي اليوم نفسه استشهد داسيه الجندي [E2]."}
    assert check(leading_yes).ok  # one word the excerpt lacks, within `answer_max_uncovered_terms`


def test_the_excerpts_own_words_in_another_relation_are_not_published():
    # Who killed whom, with every word from E1: the preposition moved from Herod to John.
    swapped = {**GOOD, "answer": "استشهد هيرودس الملك على يد يوحنا المعمدان [E1]. وفي اليوم نفسه استشهد داسيه الجندي [E2]."}
    result = check(swapped, known_names={"هيرودس", "يوحنا", "زكريا"})
    assert result.failures == ["role_mismatch"], result.details
    assert check(GOOD, known_names={"هيرودس", "يوحنا", "زكريا"}).ok


def test_a_number_taken_from_inside_the_excerpts_number_is_not_published():
    context = ContextPack(
        evidence=[Evidence(evidence_id="E1", chunk_id="syn:07-12#1/0", excerpt="وجلس على الكرسي ثلاثا وعشرين سنة ثم تنيح .")],
        tokens=20,
        chunk_metadata={"syn:07-12#1/0": {"coptic_month": 7, "coptic_day": 12}},
    )

    def answer(text: str):
        return validate_answer({"status": "answered", "answer": text, "cited_ids": ["E1"]}, context, WORDS, known_names=set())

    assert answer("وجلس على الكرسي 23 سنة ثم تنيح [E1].").ok
    # Three is inside "three and twenty"; twelve is the record's day, never a count of years.
    assert answer("وجلس على الكرسي ثلاث سنين ثم تنيح [E1].").failures == ["foreign_detail"]
    assert answer("وجلس على الكرسي اثنتي عشرة سنة ثم تنيح [E1].").failures == ["foreign_detail"]  # the day, as years


def test_an_egyptian_negation_an_office_and_a_name_under_another_kin_are_not_published():
    excerpt = "وقد ولد من أب اسمه أنسطاسيوس وأم تدعى ثاؤبستا. وكان رجلا فاضلا محبوبا من الجميع."
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:08-23#1/0", excerpt=excerpt)], tokens=30)

    def answer(text: str):
        return validate_answer({"status": "answered", "answer": text, "cited_ids": ["E1"]}, context, WORDS, known_names=set())

    assert answer("وكان رجلا فاضلا محبوبا من الجميع [E1].").ok
    assert answer("وماكانش رجلا فاضلا محبوبا من الجميع [E1].").failures == ["polarity_mismatch"]
    assert answer("وكان كاهنا فاضلا محبوبا من الجميع [E1].").failures == ["foreign_detail"]  # an office it never names
    assert answer("وقد ولد من أب اسمه ثاؤبستا وأم تدعى أنسطاسيوس [E1].").failures == ["role_mismatch"]
    assert answer("وقد ولد من أب اسمه ثيودوروس [E1].").failures == ["foreign_detail"]  # a name it never writes


def test_a_hedge_stated_as_a_certainty_and_a_moved_place_are_not_published():
    excerpt = "وبنى كنيسة في قرية شبرا حوالي سنة 1700 للميلاد."
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:05-26#1/0", excerpt=excerpt)], tokens=20)

    def answer(text: str):
        return validate_answer({"status": "answered", "answer": text, "cited_ids": ["E1"]}, context, WORDS, known_names=set())

    assert answer("وبنى كنيسة في قرية شبرا حوالي سنة 1700 للميلاد [E1].").ok
    assert answer("وبنى كنيسة في قرية شبرا سنة 1700 للميلاد [E1].").failures == ["hedge_dropped"]
    assert answer("وبنى كنيسة في قرية شبرا حوالي سنة 1700 للميلاد بالضبط [E1].").failures == ["hedge_dropped"]
    assert answer("وبنى كنيسة في قرية قليوب حوالي سنة 1700 للميلاد [E1].").failures == ["foreign_detail"]


# --- a faithful answer in other words -------------------------------------------------------------

PARAPHRASE_CONTEXT = ContextPack(
    evidence=[
        Evidence(
            evidence_id="E1",
            chunk_id="syn:06-02#1/0",
            excerpt="في مثل هذا اليوم تنيح القديس مكسيموس ، وكان قد قصد جبل شيهيت وتأدب بعلوم الكنيسة .",
        )
    ],
    tokens=30,
)


def paraphrase(answer: str, settings: Settings | None = None):
    payload = {"status": "answered", "answer": answer, "cited_ids": ["E1"]}
    return validate_answer(payload, PARAPHRASE_CONTEXT, settings or WORDS, known_names=frozenset())


def test_a_paraphrase_with_synonym_verbs_passes_and_only_with_paraphrase_support():
    answer = "توفي القديس مكسيموس، وكان قد ذهب إلى جبل شيهيت وتعلم علوم الكنيسة [E1]."
    assert paraphrase(answer).ok
    strict = paraphrase(answer, Settings(answer_paraphrase_support=False, quotation_libraries=()))
    assert strict.failures == ["unsupported_sentence"]


def test_a_paraphrase_that_adds_a_word_or_contradicts_is_still_refused():
    added = paraphrase("توفي القديس مكسيموس، وكان قد ذهب إلى جبل شيهيت وتعلم علوم الفلسفة [E1].")
    assert "unsupported_sentence" in added.failures
    negated = paraphrase("لم يتوف القديس مكسيموس، وكان قد ذهب إلى جبل شيهيت وتعلم علوم الكنيسة [E1].")
    assert not negated.ok and "polarity_mismatch" in negated.failures
    other_event = paraphrase("استشهد القديس مكسيموس، وكان قد ذهب إلى جبل شيهيت وتعلم علوم الكنيسة [E1].")
    assert "unsupported_sentence" in other_event.failures


def test_a_quantifier_or_ordinal_bent_and_a_swapped_kunya_are_not_published():
    excerpt = "ودعي إلى العرس بعض تلاميذه. وهي الأعجوبة الأولى التي صنعها. وكان يقود القافلة أبو سفيان."
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:05-13#1/0", excerpt=excerpt)], tokens=30)

    def answer(text: str):
        return validate_answer({"status": "answered", "answer": text, "cited_ids": ["E1"]}, context, WORDS, known_names=set())

    assert answer("ودعي إلى العرس بعض تلاميذه [E1].").ok
    assert answer("ودعي إلى العرس كل تلاميذه [E1].").failures == ["quantifier_mismatch"]
    assert answer("وهي الأعجوبة الأخيرة التي صنعها [E1].").failures == ["quantifier_mismatch"]
    assert answer("وهي الأعجوبة الوحيدة التي صنعها [E1].").failures == ["quantifier_mismatch"]
    assert answer("وكان يقود القافلة أبو جهل [E1].").failures == ["foreign_detail"]


def test_excerpt_states_is_one_rule_for_validation_the_critic_and_the_strict_gate():
    excerpt = PARAPHRASE_CONTEXT.evidence[0].excerpt
    faithful = "توفي القديس مكسيموس، وكان قد ذهب إلى جبل شيهيت وتعلم علوم الكنيسة"
    rule = {"min_support": 0.5, "max_uncovered": 1}
    assert excerpt_states(faithful, excerpt, **rule, paraphrase_max_uncovered=0) == (True, 1.0)
    stated, share = excerpt_states(faithful, excerpt, **rule, paraphrase_max_uncovered=None)
    assert not stated and share < 0.7  # shared words alone: two terms missing, one more than the slack
    assert excerpt_states(excerpt, excerpt, min_support=0.99, max_uncovered=0, paraphrase_max_uncovered=None) == (True, 1.0)
    added = faithful.replace("الكنيسة", "الفلسفة")
    assert not excerpt_states(added, excerpt, **rule, paraphrase_max_uncovered=0)[0]
    assert excerpt_states(added, excerpt, **rule, paraphrase_max_uncovered=1)[0]


ASCETIC_CONTEXT = ContextPack(
    evidence=[
        Evidence(
            evidence_id="E1",
            chunk_id="syn:05-18#1/0",
            excerpt="واختار منذ صباه سيرة الرهبنة . فلبس مسحا من الشعر . وكان طعامه نبات الأرض وشرابه الماء فقط .",
        ),
        Evidence(
            evidence_id="E2",
            chunk_id="syn:05-19#1/0",
            excerpt="واختار منذ صباه سيرة الرهبنة . فلبس مسحا من الشعر .",
        ),
        Evidence(evidence_id="E3", chunk_id="syn:05-19#2/0", excerpt="وكان طعامه نبات الأرض وشرابه الماء فقط ."),
    ],
    tokens=60,
)


def test_a_summary_of_adjacent_sentences_of_one_excerpt_passes_and_a_stitch_of_two_does_not():
    summary = "نعم، اختار منذ صباه حياة الرهبنة، ولبس مسحا من الشعر وكان يأكل نبات الأرض ويشرب الماء فقط"

    def check_summary(cited: str):
        ids = [i.strip("[]") for i in cited.split()]
        payload = {"status": "answered", "answer": f"{summary} {cited}.", "cited_ids": ids}
        return validate_answer(payload, ASCETIC_CONTEXT, WORDS, known_names=frozenset())

    assert check_summary("[E1]").ok  # three sentences of one excerpt, in other words and an opener
    stitched = check_summary("[E2] [E3]")  # the same words, but no ONE excerpt states them all
    assert stitched.failures == ["unsupported_sentence"]
    strict = validate_answer(
        {"status": "answered", "answer": f"{summary} [E1].", "cited_ids": ["E1"]}, ASCETIC_CONTEXT,
        Settings(answer_paraphrase_support=False, quotation_libraries=()), known_names=frozenset(),
    )
    assert strict.failures == ["unsupported_sentence"]
def test_framing_bends_are_refused_with_their_own_codes():
    excerpt = (
        "وتنيح القديس بعد أن رسم أسقفا على المدينة. وبنى الملك أكبر كنيسة في أوروبا. "
        "وفي يوم الخميس دخل القديس الدير بسلام."
    )
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id="syn:05-13#1/0", excerpt=excerpt)], tokens=30)

    def failures(text: str) -> list[str]:
        payload = {"status": "answered", "answer": text, "cited_ids": ["E1"]}
        return validate_answer(payload, context, Settings(answer_paraphrase_support=False, quotation_libraries=()), known_names=frozenset()).failures

    framing = {"order_mismatch", "comparison_mismatch", "weekday_mismatch", "hedge_added"}
    assert "order_mismatch" in failures("وتنيح القديس قبل أن رسم أسقفا على المدينة [E1].")
    assert "comparison_mismatch" in failures("وبنى الملك أكبر كنيسة في العالم [E1].")
    assert "weekday_mismatch" in failures("وفي يوم الجمعة دخل القديس الدير بسلام [E1].")
    assert "hedge_added" in failures("ويقال إن القديس دخل الدير بسلام [E1].")
    assert not framing & set(failures("وبعد أن رسم أسقفا على المدينة، تنيح القديس [E1]."))
    assert failures("وبنى الملك أكبر كنيسة في أوروبا [E1].") == []


def test_an_egyptian_restatement_is_stated_by_its_function_words_and_refused_for_a_new_content_word():
    excerpt = "وكان الشيخ يصلي في القلاية كل ليلة، ولا يترك شيئا من صلواته."
    rule = {"min_support": 0.5, "max_uncovered": 1, "paraphrase_max_uncovered": 1}
    faithful = "الشيخ ده كان بيصلي في القلاية كل ليلة ومفيش حاجة من صلواته بيتركها"
    assert excerpt_states(faithful, excerpt, **rule)[0]
    # the reading is of function words only: another act and another place stay uncovered
    bent = "الشيخ ده كان بيرقص في السوق كل ليلة ومفيش حاجة من أغانيه بيسيبها"
    assert not excerpt_states(bent, excerpt, **rule)[0]


def test_a_colloquial_restatement_spends_no_slack_on_a_content_word_the_excerpt_lacks():
    excerpt = "وأعد الملك لضيوفه ما لم تذقه ألسنتهم من قبل، وفرح الجميع."
    rule = {"min_support": 0.5, "max_uncovered": 1, "paraphrase_max_uncovered": 1}
    # اللي is read as الذي, but "داقته" is a word of no excerpt: the negation it drops goes unread
    assert not excerpt_states("وأعد الملك لضيوفه اللي داقته ألسنتهم من قبل", excerpt, **rule)[0]
    # the person letter of the excerpt's own verb changed for agreement is the excerpt's verb
    flock = "وكان الراعي يحرس الغنم في الليل فلا يخطفها شيء."
    assert excerpt_states("وكان الراعي بيحرس الغنم في الليل فمفيش حاجة تخطفها", flock, **rule)[0]
    assert not excerpt_states("وكان الراعي بيحرس الغنم في الليل فمفيش ديب يخطفها", flock, **rule)[0]  # a wolf: a new word
