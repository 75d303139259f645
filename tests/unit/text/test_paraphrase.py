from __future__ import annotations

from dalil.text.paraphrase import (
    claim_terms,
    covered_share,
    paraphrase_covered,
    root_keys,
    synonym_classes,
    uncovered_terms,
    unglued_forms,
)
from dalil.text.stem import analyze
from dalil.text.word_families import parse_synonym_classes

EXCERPT = "في مثل هذا اليوم تنيح القديس مكسيموس في البرية، وكان من أكابر المدينة فقصد الجبل واعترف أمامهم بالمسيح ."


def test_a_synonym_verb_of_the_same_event_is_covered():
    assert uncovered_terms("توفي القديس مكسيموس في البرية", EXCERPT) == frozenset()
    assert uncovered_terms("وذهب إلى الجبل", EXCERPT) == frozenset()


def test_another_event_is_not_a_synonym():
    assert uncovered_terms("استشهد القديس مكسيموس في البرية", EXCERPT) == frozenset(analyze("استشهد"))
    assert uncovered_terms("ولد القديس مكسيموس في البرية", EXCERPT) == frozenset(analyze("ولد"))


def test_another_form_of_the_root_is_covered():
    assert root_keys(analyze("كبار")[0]) & root_keys(analyze("اكابر")[0])
    assert uncovered_terms("كان من كبار المدينة", EXCERPT) == frozenset()


def test_a_glued_particle_the_stemmer_keeps_does_not_hide_a_synonym():
    assert unglued_forms("فليقولوا") == ["فليقولوا", "ليقولوا", "يقولوا"]
    assert uncovered_terms("وأقر أمامهم بالمسيح", EXCERPT) == frozenset()


def test_a_new_word_is_never_covered_and_numbers_are_left_to_the_value_checks():
    assert uncovered_terms("توفي القديس مكسيموس في الإسكندرية", EXCERPT) == frozenset(analyze("الإسكندرية"))
    assert claim_terms("توفي سنة 341") == frozenset(analyze("توفي سنة"))


def test_coverage_needs_the_share_and_at_most_the_allowed_uncovered_terms():
    assert paraphrase_covered("توفي القديس مكسيموس في البرية", EXCERPT, min_share=0.5, max_uncovered=0)
    assert not paraphrase_covered("توفي القديس مكسيموس في الإسكندرية", EXCERPT, min_share=0.5, max_uncovered=0)
    assert paraphrase_covered("توفي القديس مكسيموس في الإسكندرية", EXCERPT, min_share=0.5, max_uncovered=1)
    assert not paraphrase_covered("نعم", EXCERPT, min_share=0.5, max_uncovered=1)


def test_the_class_file_parses_comments_stems_and_spelling_only_words():
    classes = parse_synonym_classes("# comment\nقال ذكر # trailing\n\nثم =بعدما\n")
    assert classes["قال"] == classes["ذكر"] == frozenset({1})
    assert classes["ثم"] == classes["بعدما"] == frozenset({3})
    assert "عدم" not in classes  # بعدما's stem is another word
    shipped = synonym_classes()
    assert shipped["تنيح"] & shipped["توف"] and not shipped["تنيح"] & shipped.get("استشهد", frozenset())


def test_a_glued_function_word_is_covered_but_never_a_glued_negator():
    assert uncovered_terms("فقد قصد الجبل", EXCERPT) == frozenset()
    assert uncovered_terms("وما قصد الجبل", EXCERPT) == frozenset(analyze("وما"))


def test_a_month_the_cited_record_holds_in_its_metadata_is_not_a_word_it_lacks():
    sentence = "توفي القديس مكسيموس في البرية في بابه"
    assert analyze("بابه")[0] in uncovered_terms(sentence, EXCERPT)
    assert not paraphrase_covered(sentence, EXCERPT, min_share=0.5, max_uncovered=0, months={3})
    assert paraphrase_covered(sentence, EXCERPT, min_share=0.5, max_uncovered=0, months={2})


def test_covered_share_counts_terms_covered_in_any_way_and_is_zero_without_terms():
    excerpt = "في مثل هذا اليوم تنيح القديس مكسيموس ، وكان قد قصد جبل شيهيت وتأدب بعلوم الكنيسة ."
    assert covered_share("توفي القديس مكسيموس، وكان قد ذهب إلى جبل شيهيت وتعلم علوم الكنيسة", excerpt) == 1.0
    share = covered_share("توفي القديس مكسيموس، وكان قد ذهب إلى جبل شيهيت وتعلم علوم الفلسفة", excerpt)
    assert 0.8 < share < 1.0
    assert covered_share("في 5", excerpt) == 0.0
