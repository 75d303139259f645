"""FAITHFUL82: a record's reference as models write it — a name after a word saying a name follows ("بعنوان"، "المعنون"،
"المسماة"), a chapter written with the article ("في أصحاحه الـ3"), the book that holds the chapter named after it ("…
من سفر المزامير"): the cited record named, its quotation read alone; another record so named stays a frame of its own."""

from dalil.text.foreign_courtesy import record_stems
from dalil.text.lead_record import names_record, naming_word, numbers_read
from dalil.text.record_frame import framed_quotation

NAMES = frozenset({"يسوع", "بطرس"})
ARTICLE = "تقع البحيرة في شمال البلاد وتغذيها ثلاثة أنهار كبيرة"
ARTICLE_KNOWN = record_stems([ARTICLE, "ما الذي يذكره مقال البحيرات عن الأنهار؟"])
ARTICLE_QUOTE = "«تقع البحيرة في شمال البلاد وتغذيها ثلاثة أنهار كبيرة»"
LAKES = [("البحيرات العظمى", {})]
ROMANS = "لأني لست أستحي بإنجيل المسيح لأنه قوة الله للخلاص"
ROMANS_KNOWN = record_stems([ROMANS, "ماذا تقول رسالة رومية عن الخلاص؟"])
ROMANS_QUOTE = "«لأني لست أستحي بإنجيل المسيح لأنه قوة الله للخلاص»"
ROMANS_1 = [("رومية 1", {"book": "Rom", "chapter": 1})]
PSALM_QUOTE = "«الرب راعي فلا يعوزني شيء»"
PSALM_KNOWN = record_stems(["الرب راعي فلا يعوزني شيء", "ماذا يقول المزمور عن الراعي؟"])
PSALM_23 = [("مزمور 23", {"book": "Psa", "chapter": 23})]


def test_a_word_saying_a_name_follows_is_read_by_its_shape_not_a_verb() -> None:
    assert all(naming_word(word) for word in ["بعنوان", "المعنون", "المعنونة", "والمسماة", "المسمى", "عنوانه"])
    assert not any(naming_word(word) for word in ["يسمى", "ويسمى", "معين", "عنب"])


def test_a_number_written_with_the_article_is_the_number() -> None:
    assert numbers_read("رسالة رومية في أصحاحها الـ1") == "رسالة رومية في أصحاحها 1"
    assert numbers_read("الإصحاح ال12:") == "الإصحاح 12:"
    assert numbers_read("الألفين والثلاثة") == "الألفين والثلاثة"


def test_a_record_named_after_a_naming_word_is_the_cited_one_only_when_the_name_is_whole() -> None:
    assert names_record("مقالة بعنوان البحيرات العظمى", "البحيرات العظمى", {})
    assert names_record("النص المسمى البحيرات العظمى", "البحيرات العظمى", {})
    assert not names_record("مقال بعنوان البحيرات العظمى في أفريقيا", "البحيرات العظمى", {})  # a longer name: another record
    assert not names_record("مقال بعنوان البحيرات", "البحيرات العظمى", {})


def test_a_chapter_with_the_article_or_its_book_after_it_names_that_chapter_only() -> None:
    assert names_record("رسالة رومية في أصحاحها الـ1", "رومية 1", {"book": "Rom", "chapter": 1})
    assert not names_record("رسالة رومية في أصحاحها الـ2", "رومية 1", {"book": "Rom", "chapter": 1})
    assert names_record("المزمور رقم 23 من سفر المزامير", "مزمور 23", {"book": "Psa", "chapter": 23})
    assert not names_record("المزمور رقم 23 من سفر الأمثال", "مزمور 23", {"book": "Psa", "chapter": 23})  # another book
    assert not names_record("المزمور رقم 24 من سفر المزامير", "مزمور 23", {"book": "Psa", "chapter": 23})


def test_a_frame_around_such_a_reference_leaves_the_quotation() -> None:
    framed = f"لو رجعنا لمقالة موسوعية بعنوان البحيرات العظمى هنشوف الجملة دي: {ARTICLE_QUOTE} [E1]."
    assert framed_quotation(framed, LAKES, ARTICLE_KNOWN, NAMES) == f"{ARTICLE_QUOTE} ."
    framed = f"تخبرنا رسالة رومية في أصحاحها الـ1 بالآتي: {ROMANS_QUOTE} [E1]."
    assert framed_quotation(framed, ROMANS_1, ROMANS_KNOWN, NAMES) == f"{ROMANS_QUOTE} ."
    framed = f"وإذا فتحت المزمور رقم 23 من سفر المزامير هتلاقي: {PSALM_QUOTE} [E1]."
    assert framed_quotation(framed, PSALM_23, PSALM_KNOWN, NAMES) == f"{PSALM_QUOTE} ."


def test_a_frame_naming_another_record_so_stays_a_frame_of_its_own() -> None:
    other = f"لو رجعنا لمقالة موسوعية بعنوان بحيرة فيكتوريا هنشوف الجملة دي: {ARTICLE_QUOTE} [E1]."
    assert framed_quotation(other, LAKES, ARTICLE_KNOWN, NAMES) is None
    longer = f"لو رجعنا لمقالة بعنوان تاريخ البحيرات العظمى هنشوف الجملة دي: {ARTICLE_QUOTE} [E1]."
    assert framed_quotation(longer, LAKES, ARTICLE_KNOWN, NAMES) is None
    assert framed_quotation(f"تخبرنا رسالة رومية في أصحاحها الـ2 بالآتي: {ROMANS_QUOTE} [E1].", ROMANS_1, ROMANS_KNOWN, NAMES) is None
    assert framed_quotation(f"تخبرنا رسالة كورنثوس في أصحاحها الـ1 بالآتي: {ROMANS_QUOTE} [E1].", ROMANS_1, ROMANS_KNOWN, NAMES) is None


def test_an_unquoted_claim_after_such_a_reference_is_read_alone() -> None:
    said = f"كما هو مدون في مقالة موسوعية بعنوان البحيرات العظمى، {ARTICLE} [E1]."
    assert framed_quotation(said, LAKES, ARTICLE_KNOWN, NAMES) == f"{ARTICLE} ."
    said = f"El kalam elly fi رسالة رومية في أصحاحها الـ1 beywadda7 en {ROMANS} [E1]."
    assert framed_quotation(said, ROMANS_1, ROMANS_KNOWN, NAMES) == f"{ROMANS} ."
    assert framed_quotation(f"كما هو مدون في مقالة بعنوان بحيرة فيكتوريا، {ARTICLE} [E1].", LAKES, ARTICLE_KNOWN, NAMES) is None


def test_a_chapter_named_before_its_book_or_in_it_is_that_chapter_of_that_book() -> None:
    assert names_record("الأصحاح 1 من رسالة رومية", "رومية 1", {"book": "Rom", "chapter": 1})
    assert names_record("المزمور 23 في سفر المزامير", "مزمور 23", {"book": "Psa", "chapter": 23})
    assert not names_record("الأصحاح 1 من رسالة كورنثوس الأولى", "رومية 1", {"book": "Rom", "chapter": 1})
    assert not names_record("الأصحاح 2 من رسالة رومية", "رومية 1", {"book": "Rom", "chapter": 1})


def test_the_noun_a_naming_word_names_is_the_records_kind_whatever_word_it_is() -> None:
    # "الوثيقة" (a word of the question and no kind word of the tables) before "المسماة": the kind of record named
    known = record_stems([ARTICLE, "ما الذي تقوله الوثيقة عن الأنهار؟"])
    framed = f"ورد في الوثيقة المسماة البحيرات العظمى: {ARTICLE_QUOTE} [E1]."
    assert framed_quotation(framed, LAKES, known, NAMES) == f"{ARTICLE_QUOTE} ."
    # the same word with no naming word after it is a word of the question in the frame: no frame
    assert framed_quotation(f"ورد في الوثيقة البحيرات العظمى: {ARTICLE_QUOTE} [E1].", LAKES, known, NAMES) is None
