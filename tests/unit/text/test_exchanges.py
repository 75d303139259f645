"""A word put in another's slot, two words exchanging slots (`text.exchanges`), and the two readers
the claim checks gained beside them: an Egyptian passive inside ما…ش, and two numbers given as
alternatives of which an answer keeps one. Wording made up for these tests."""

from __future__ import annotations

from dalil.text.assertions import (
    HEDGE,
    POLARITY,
    ROLE,
    SUBSTITUTED,
    alternative_dropped,
    claim_findings,
    spell_out_colloquial_negation,
)
from dalil.text.exchanges import same_family, word_substituted, words_exchanged
from dalil.text.normalize import fold

LETTER = "فذهب بطرس إلى البيت وقال له: يا أخي يوحنا، قد جاء الوقت لنرحل."
JOURNEY = "عاد الرسول إلى المدينة الكبيرة بعد رحلته القصيرة في البحر."
REPOSE = "وفي تلك السنة تنيح الأب مكاري في ديره بالجبل، وكان قد علم الرهبان الصلاة."
TEACHER = "وكان الراهب السرياني يعلم الأولاد القراءة في قرية صغيرة."


def kinds(sentence: str, excerpt: str) -> set[str]:
    return {f.kind for f in claim_findings(sentence, excerpt, min_support=0.5, max_uncovered=1)}


def test_two_names_that_change_places_are_exchanged_whatever_the_verb() -> None:
    said = "فذهب يوحنا إلى البيت وقال له: يا أخي بطرس، قد جاء الوقت لنرحل"
    assert words_exchanged(said, LETTER) is not None
    assert ROLE in kinds(said, LETTER)


def test_two_adjectives_that_change_nouns_are_exchanged() -> None:
    said = "عاد الرسول إلى المدينة القصيرة بعد رحلته الكبيرة في البحر"
    assert words_exchanged(said, JOURNEY) is not None


def test_coordinated_words_in_the_other_order_or_clauses_moved_are_no_exchange() -> None:
    assert words_exchanged("جاء يوحنا وبطرس إلى الهيكل", "جاء بطرس ويوحنا إلى الهيكل") is None
    moved = "قال له يا أخي يوحنا قد جاء الوقت لنرحل، فذهب بطرس إلى البيت"
    assert words_exchanged(moved, LETTER) is None
    assert words_exchanged(LETTER, LETTER) is None


def test_another_event_verb_in_the_same_slot_is_a_substitution() -> None:
    said = "وفي تلك السنة استشهد الأب مكاري في ديره بالجبل"
    assert word_substituted(said, REPOSE, REPOSE) == f"{fold('استشهد')} for {fold('تنيح')}"
    assert SUBSTITUTED in kinds(said, REPOSE)
    assert SUBSTITUTED in kinds("وفي تلك السنة ولد الأب مكاري في ديره بالجبل", REPOSE)


def test_another_origin_or_an_opposite_verb_in_the_same_slot_is_a_substitution() -> None:
    assert word_substituted("وكان الراهب اليوناني يعلم الأولاد القراءة", TEACHER, TEACHER) is not None
    assert word_substituted("وكان الراهب السرياني يمنع الأولاد القراءة", TEACHER, TEACHER) is not None


def test_a_rewording_of_the_same_family_in_the_slot_passes() -> None:
    # a synonym of the same narrative class, the same quantifier, a form of a root the excerpt writes
    assert word_substituted("وفي تلك السنة توفي الأب مكاري في ديره", REPOSE, REPOSE) is None
    crowd = "كان الخادم محبوبا من الجميع في المدينة"
    assert word_substituted("كان الخادم محبوبا من الكل في المدينة", crowd, crowd) is None
    martyr = "واستشهد الجندي في ذلك اليوم. وكان القديس يصلي كثيرا في السجن"
    assert word_substituted("وكان الشهيد يصلي كثيرا في السجن", "وكان القديس يصلي كثيرا في السجن", martyr) is None
    assert same_family(fold("الشهيد"), fold("استشهد"))
    assert not same_family(fold("استشهد"), fold("تنيح"))


def test_an_added_word_is_no_substitution() -> None:
    said = "وفي تلك السنة تنيح الأب مكاري الكبير في ديره بالجبل"
    assert word_substituted(said, REPOSE, REPOSE) is None
    assert SUBSTITUTED not in kinds(said, REPOSE)


def test_an_egyptian_passive_inside_the_negation_is_read_against_the_excerpts_passive() -> None:
    excerpt = "ولما عرف الوالي أمره قبض على الكاهن في الطريق"
    said = "ولما عرف الوالي أمره ماتقبضش على الكاهن في الطريق"
    assert spell_out_colloquial_negation(said, excerpt).split()[4] == "لا"
    assert POLARITY in kinds(said, excerpt)
    # a word of that shape whose root the excerpt never writes stays a word
    assert "لا" not in spell_out_colloquial_negation("ماتكتبش الرسالة", "ذهب الكاهن إلى الطريق").split()


def test_one_number_kept_of_two_alternatives_is_a_dropped_hedge() -> None:
    excerpt = "وكان عدد الحاضرين ثلاثين أو أربعين رجلا من القرية"
    said = "وكان عدد الحاضرين أربعين رجلا من القرية"
    assert alternative_dropped(said, excerpt) is not None
    assert HEDGE in kinds(said, excerpt)
    assert alternative_dropped(excerpt, excerpt) is None
    assert HEDGE not in kinds("وكان عدد الحاضرين نحو أربعين رجلا من القرية", excerpt)
    assert alternative_dropped("ولد سنة 310", "ولد سنة 305 وتنيح سنة 370") is None


COUNCIL = "وانتخب المجمع رئيسا من جمعية الصناع المتحدين الذي يملك أكثر المقاعد، ثم سافر الوفد إلى الشام."


def test_a_run_of_two_or_three_words_replaced_by_words_of_another_family_is_a_substitution() -> None:
    said = "وانتخب المجمع رئيسا من جمعية التجار الذي يملك أكثر المقاعد"  # "الصناع المتحدين" -> "التجار"
    assert word_substituted(said, COUNCIL, COUNCIL) == "التجار for الصناع المتحدين"
    assert SUBSTITUTED in kinds(said, COUNCIL)


def test_a_run_reworded_by_its_family_an_opener_replaced_or_one_word_with_its_preposition_passes() -> None:
    # the same root ("الصانعين"), an opener at the sentence's edge, one verb and its preposition
    assert word_substituted("وانتخب المجمع رئيسا من جمعية الصانعين الذي يملك أكثر المقاعد", COUNCIL, COUNCIL) is None
    assert word_substituted("نعم، رئيسا من جمعية الصناع المتحدين الذي يملك أكثر المقاعد", COUNCIL, COUNCIL) is None
    trip = "وبعد الانتخاب الوفد سافر إلى الشام في الربيع."
    assert word_substituted("وبعد الانتخاب الوفد قصد الشام في الربيع", trip, trip) is None


MARKET = "وفتح التاجر دكانا صغيرا في السوق، وكان يبيع فيه الكتب للمعلمين والطلاب في المدينة."


def test_a_noun_of_the_excerpt_put_in_its_slot_in_the_other_number_is_a_substitution() -> None:
    monastery = "ثم زار الأسقف الدير، وبارك الرهبان في كنيسة قديمة هناك."
    assert word_substituted("وبارك الرهبان في كنائس قديمة هناك", monastery, monastery) is not None  # فعائل
    assert SUBSTITUTED in kinds("وكان يبيع فيه الكتب للمعلم والطلاب في المدينة", MARKET)  # a sound plural made singular


def test_another_form_of_the_root_that_is_no_plural_or_a_word_in_its_own_number_passes() -> None:
    assert word_substituted("وكان يبيع فيه الكتب للمعلمين والطلاب في المدينة", MARKET, MARKET) is None
    # a participle of the مفاعل shape and an adverb of the root are not plurals of their word
    helpers = "وجاء الجنود للمساعدة في بناء السور جميعا."
    assert word_substituted("وجاء الجنود ليساعدوا في بناء السور جميعا", helpers, helpers) is None


def test_a_synonym_of_the_new_closed_classes_in_the_slot_passes_and_an_event_or_a_number_does_not() -> None:
    # healed / made well, gave birth, built / made, kept at, led / drove, near / beside, saw / beheld
    pairs = [
        ("ولما رجعوا وجدوا الغلام قد برئ تماما", "ولما رجعوا وجدوا الغلام قد صح تماما"),
        ("وأنجبت له ابنة في تلك السنة", "وولدت له ابنة في تلك السنة"),
        ("وصنع له الملك قصرا عظيما", "وبنى له الملك قصرا عظيما"),
        ("وكان مواظبا على الصوم والصلاة", "وكان يداوم على الصوم والصلاة"),
        ("والروح يقوده إلى البرية", "والروح يسوقه إلى البرية"),
        ("وسكن في مغارة قرب النهر", "وسكن في مغارة بجوار النهر"),
        ("فأبصر الناس هناك", "فرأى الناس هناك"),
        ("ورفع أعينه إلى السماء", "ورفع عيونه إلى السماء"),
    ]
    for said, excerpt in pairs:
        assert word_substituted(said, excerpt, excerpt) is None, said
        assert SUBSTITUTED not in kinds(said, excerpt), said
    # another event, or the other number of the noun, is still another word
    assert word_substituted("ولما رجعوا وجدوا الغلام قد مات تماما", pairs[0][1], pairs[0][1]) is not None
    built = "وبنى له الملك كنيسة عظيمة"
    assert word_substituted("وصنع له الملك كنائس عظيمة", built, built) is not None  # another number
    # the child's "وُلد" is not the mother's "أنجبت": another event in the slot
    assert word_substituted("وولد له ابن في تلك السنة", "وأنجب له ابنا في تلك السنة", "وأنجب له ابنا في تلك السنة") is not None


def test_a_singular_made_its_afaal_plural_through_the_accusative_tanwin_is_another_number() -> None:
    # فعل -> أفعال, each with the accusative alif ("قلما" / "أقلاما"), and the reverse
    scribe = "ثم أعطى الشيخ الكاتب قلما جديدا ليكتب الرسالة."
    said = "ثم أعطى الشيخ الكاتب أقلاما جديدة ليكتب الرسالة"
    assert word_substituted(said, scribe, scribe) == "اقلاما for قلما: another number"
    assert SUBSTITUTED in kinds(said, scribe)
    scribes = "ثم أعطى الشيخ الكاتب أقلاما جديدة ليكتب الرسالة."
    assert word_substituted("ثم أعطى الشيخ الكاتب قلما جديدا ليكتب الرسالة", scribes, scribes) == "قلما for اقلاما: another number"


def test_the_afaal_shape_is_read_only_against_its_own_singular() -> None:
    # a form-IV verbal noun has the أفعال shape ("إيمانا") but is no plural of another word of its root
    faith = "فقبل الرجل الكلمة إيمانا صادقا وتعمد."
    assert word_substituted("فقبل الرجل الكلمة أمانا صادقا وتعمد", faith, faith) != "امانا for ايمانا: another number"
    # the same word kept, with or without its tanwin or article, is no change of number
    scribe = "ثم أعطى الشيخ الكاتب قلما جديدا ليكتب الرسالة."
    assert word_substituted("ثم أعطى الشيخ الكاتب قلما جديدا ليكتب الرسالة", scribe, scribe) is None
    assert word_substituted("ثم أعطى الشيخ الكاتب القلم الجديد ليكتب الرسالة", scribe, scribe) is None


def test_two_phrases_in_another_order_are_no_exchange_at_the_sentence_edge() -> None:
    # the claim ends where the record's sentence ends; the words keep their own neighbours
    assert words_exchanged("يعقوب ابن اسحق تنيح سنة 2315 للعالم", "في هذا اليوم من سنة 2315 للعالم تنيح يعقوب ابن اسحق") is None
    # two persons exchanged at the edges still are
    assert words_exchanged("بطرس ضرب ملخس", "ملخس ضرب بطرس") is not None


def test_an_egyptian_function_word_in_the_slot_of_the_msa_one_is_no_substitution() -> None:
    # FAITH36: اللي/علشان/ده stand for الذي/لكي/هذا, a glued و kept on both; another MSA word still is one
    excerpt = "وعلم الرهبان الذين جاءوا إليه، ولكي يثبتوا بنى لهم ديرا."
    assert word_substituted("وعلم الرهبان اللي جاءوا إليه، ولكي يثبتوا بنى لهم ديرا", excerpt, excerpt) is None
    assert word_substituted("وعلم الرهبان الذين جاءوا إليه، وعلشان يثبتوا بنى لهم ديرا", excerpt, excerpt) is None
    assert same_family(fold("واللي"), fold("والذي")) and not same_family(fold("واللي"), fold("ولأن"))
    assert word_substituted("فذهب القديس ده إلى البيت", "فذهب القديس مكاري إلى البيت.", "فذهب القديس مكاري إلى البيت.") is None
