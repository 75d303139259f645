"""What a sentence asserts, checked against ONE excerpt: polarity, numbers, months, names, and
few uncovered words in absolute terms. Verbatim copies always pass."""

from __future__ import annotations

from dalil.text.assertions import (
    LOW_SUPPORT,
    MONTH,
    NAME,
    NUMBER,
    POLARITY,
    UNCOVERED,
    claim_findings,
    claimed_numbers,
    corpus_names,
    format_characters,
    matched_span,
    negated,
    number_values,
    polarity_differs,
    titled_names,
)

EXCERPT = (
    "وبعد ذلك أصعد يسوع إلى البرية من الروح ليجرب من إبليس. فبعدما صام أربعين نهارا وأربعين ليلة جاع أخيرا. "
    "ولم يكن يأكل شيئا في تلك الأيام. ثم دفعوه إلى بيلاطس البنطي الوالي في مدينة أورشليم سنة 30."
)


def kinds(sentence: str, excerpt: str = EXCERPT, **kwargs) -> set[str]:
    options = {"min_support": 0.5, "max_uncovered": 1, **kwargs}
    return {finding.kind for finding in claim_findings(sentence, excerpt, **options)}


def test_format_characters_are_found_and_plain_arabic_has_none() -> None:
    assert format_characters("صام \u202eأربعين نهارا\u202c") == ["U+202E", "U+202C"]
    assert format_characters("شيء\u200fما\u200d") == ["U+200F", "U+200D"]
    assert format_characters(EXCERPT) == []


def test_a_verbatim_copy_passes_every_check() -> None:
    assert kinds("فبعدما صام أربعين نهارا وأربعين ليلة جاع أخيرا") == set()
    assert kinds("ولم يكن يأكل شيئا في تلك الأيام") == set()  # its own negator is the excerpt's


def test_polarity_both_ways_against_the_matched_span_only() -> None:
    assert negated("لم يصم أربعين نهارا") and not negated("صام أربعين نهارا")
    assert polarity_differs("فبعدما لم يصم أربعين نهارا وأربعين ليلة", EXCERPT)  # a negator the excerpt lacks
    assert POLARITY in kinds("فبعدما لم يصم أربعين نهارا وأربعين ليلة جاع أخيرا")
    assert POLARITY in kinds("كان يأكل شيئا في تلك الأيام")  # the excerpt's negator dropped
    # A negator elsewhere in the excerpt (another sentence) is not in this sentence's span.
    assert "لم" not in matched_span("صام أربعين نهارا وأربعين ليلة", EXCERPT).split()
    assert POLARITY not in kinds("صام يسوع أربعين نهارا وأربعين ليلة")
    assert negated("وليس هذا") and negated("فلا يأكل")  # glued و/ف


def test_numbers_compare_by_value_digits_and_words() -> None:
    assert number_values("صام أربعين نهارا") == {40} == number_values("صام 40 نهارا") == number_values("٤٠ يوما")
    assert claimed_numbers("اثنا عشر رجلا") == {12} and number_values("اثنا عشر رجلا") == {2, 10, 12}
    assert claimed_numbers("عاش مئة وخمس سنين") == {105} == claimed_numbers("عاش 105 سنين")
    assert claimed_numbers("في اليوم الثاني والعشرين") == {22} and claimed_numbers("ثلاث مئة وخمسين") == {350}
    assert NUMBER not in kinds("عاش 105 سنين", "وعاش القديس مئة وخمس سنين")
    assert NUMBER in kinds("عاش مئة وسبع سنين", "وعاش القديس مئة وخمس سنين")
    assert NUMBER in kinds("فبعدما صام خمسين نهارا وأربعين ليلة جاع أخيرا")
    assert NUMBER in kinds("ثم دفعوه إلى بيلاطس البنطي الوالي سنة 37")
    assert NUMBER not in kinds("فبعدما صام 40 نهارا وأربعين ليلة جاع أخيرا")
    # A number the cited record states through its metadata (a Synaxarium entry's day).
    assert NUMBER not in kinds("تنيح في اليوم 22", "في مثل هذا اليوم تنيح القديس", metadata_numbers={22})


def test_months_and_names_must_be_the_excerpts() -> None:
    assert MONTH in kinds("فبعدما صام أربعين نهارا في شهر هاتور", "فبعدما صام أربعين نهارا في شهر كيهك")
    assert titled_names("ثم وصل إلى مدينة حلب مع القديس مقاريوس") == {"حلب", "مقاريوس"}
    assert NAME in kinds("ثم دفعوه إلى بيلاطس البنطي الوالي في مدينة دمشق")  # a place after its title
    assert NAME in kinds("ثم دفعوه إلى الأنبا أنطونيوس البنطي الوالي في مدينة أورشليم")  # a titled name
    # An untitled name is a name when the corpus writes it as one.
    untitled = "ثم دفعوه إلى هيرودس البنطي الوالي في مدينة أورشليم سنة 30"
    assert NAME not in kinds(untitled)
    assert NAME in kinds(untitled, known_names={"هيرودس"})
    assert NAME in kinds("ثم دفعوه إلى لهيرودس البنطي الوالي في مدينة أورشليم سنة 30", known_names={"هيرودس"})  # glued


def test_uncovered_words_are_counted_in_absolute_terms() -> None:
    one = "فبعدما صام أربعين نهارا وأربعين ليلة جاع كثيرا"
    assert kinds(one) == set()  # one word the excerpt lacks: a paraphrase may do that
    two = "فبعدما صام أربعين نهارا وأربعين ليلة جاع جوعا شديدا"
    assert kinds(two) == {UNCOVERED}  # 7 of 9 terms held (share 0.78) is not enough any more
    assert LOW_SUPPORT in kinds("ثم قطع الوالي رأسه بالسيف في الإسكندرية")


def test_corpus_names_are_words_that_stand_where_names_stand() -> None:
    texts = [
        "في أيام هيرودس الملك جاء المجوس.",
        "فلما سمع هيرودس الملك اضطرب.",
        "وكان هيرودس يخاف يوحنا.",
        "قال الملك للجند.",
        *["قال يسوع لهم مثلا."] * 11,
        "وبنى سليمان بن داود الهيكل.",
        "ثم ذهب إلى الأنبا مقاريوس في البرية.",
        "وفي مدينة حلب كنيسة.",
    ]
    names = corpus_names(texts, min_share=0.1)
    assert {"هيرودس", "سليمان", "داود", "مقاريوس", "حلب"} <= names
    # Once before "الملك" in twelve uses: a common word the share keeps out.
    assert "قال" not in names and "يسوع" not in names


def test_spellings_of_one_name_and_glued_titles_are_the_same_name() -> None:
    excerpt = "في مثل هذا اليوم تنيح القديس العظيم انطونبوس أب جميع الرهبان ومعه القديس مرقس"
    assert NAME not in kinds("في مثل هذا اليوم تنيح القديس العظيم أنطونيوس أب جميع الرهبان", excerpt)  # one edit
    assert NAME not in kinds("في مثل هذا اليوم تنيح القديس العظيم انطونبوس ومعه مارمرقس", excerpt)  # glued مار
    assert NAME in kinds("في مثل هذا اليوم تنيح القديس العظيم بيشوي أب جميع الرهبان", excerpt)


def test_a_records_own_date_may_be_named_from_its_metadata() -> None:
    excerpt = "في مثل هذا اليوم تنيح القديس العظيم أنطونيوس أب جميع الرهبان"
    sentence = "في 22 طوبة تنيح القديس العظيم أنطونيوس أب جميع الرهبان"
    assert {NUMBER, MONTH} <= kinds(sentence, excerpt)
    assert kinds(sentence, excerpt, metadata_numbers={5, 22}, metadata_months={5}) == set()
    assert MONTH in kinds(sentence.replace("طوبة", "هاتور"), excerpt, metadata_numbers={5, 22}, metadata_months={5})
