"""CLAIMFAITH76: a quotation behind a frame of the writer's own words around the cited record's name, or behind a yes."""

from dalil.text.foreign_courtesy import record_stems
from dalil.text.record_frame import framed_quotation

MARK_9 = "فنظروا حولهم بغتة ولم يروا أحدا غير يسوع وحده معهم. وفيما هم نازلون من الجبل أوصاهم"
QUESTION = "ماذا يقول إنجيل مرقس عن التلاميذ؟"
KNOWN = record_stems([MARK_9, QUESTION])
CITED = [("مرقس 9", {})]
NAMES = frozenset({"يسوع", "متى", "بولس", "مرقس"})
QUOTE = "«فنظروا حولهم بغتة ولم يروا أحدا غير يسوع وحده معهم»"


def read(frame: str, cited=CITED) -> str | None:
    return framed_quotation(f"{frame}: {QUOTE} [E1].", cited, KNOWN, NAMES)


def test_a_frame_of_the_writers_words_around_the_cited_record_leaves_the_quotation() -> None:
    assert read("يحدثنا إنجيل مرقس (الإصحاح 9) بهذه الكلمات") == f"{QUOTE} ."
    assert read("تطالعنا في إنجيل مرقس 9 هذه العبارة") == f"{QUOTE} ."
    assert read("شوف يا باشا، إنجيل مرقس 9 فيه السطر ده") == f"{QUOTE} ."
    assert read("Shoof ya basha, إنجيل مرقس 9 feeh el sa6r da") == f"{QUOTE} ."


def test_a_frame_naming_another_record_or_a_speaker_is_no_frame() -> None:
    assert read("يحدثنا إنجيل متى (الإصحاح 9) بهذه الكلمات") is None  # another Gospel: متى is a name outside the run
    assert read("يحدثنا إنجيل مرقس (الإصحاح 10) بهذه الكلمات") is None  # another chapter: no run names the record
    assert read("قال بولس في إنجيل مرقس 9") is None  # a speaker named
    assert read("وفيما هم نازلون من الجبل، إنجيل مرقس 9 بيقول") is None  # the record's own words in the frame
    assert read("يحدثنا إنجيل مرقس 9 بعد ثلاثة أيام") is None  # a number word is no writer's word


def test_a_frame_with_no_record_is_read_only_as_a_yes_and_its_source_frame() -> None:
    assert read("أيوه فعلا، والنص بيقول") == f"{QUOTE} ."
    assert read("Aywa fe3lan, boss") == f"{QUOTE} ."
    assert read("أيوه فعلا، ذكصولوجية عشية بتقول") is None  # words after the yes's mark that name a record
    assert read("يحدثنا النص بهذه الكلمات") is None  # no yes, no record named
    assert read("لأ فعلا، والنص بيقول") is None  # a no is the verification's, not a frame


def test_only_a_quotation_running_to_the_sentence_end_is_taken() -> None:
    assert framed_quotation(f"يحدثنا إنجيل مرقس 9 بهذه الكلمات: {QUOTE} لأنهم خافوا [E1].", CITED, KNOWN, NAMES) is None
    assert framed_quotation(f"يحدثنا إنجيل مرقس 9 بهذه الكلمات {QUOTE} [E1].", CITED, KNOWN, NAMES) is None


SENTENCE = "فنظروا حولهم بغتة ولم يروا أحدا غير يسوع وحده معهم"


def test_an_unquoted_claim_after_a_frame_naming_the_cited_record_is_read_alone() -> None:
    assert framed_quotation(f"بحسب اللي في إنجيل مرقس 9 المقدس، {SENTENCE} [E1].", CITED, KNOWN, NAMES) == f"{SENTENCE} ."
    assert framed_quotation(f"بالرجوع إلى إنجيل مرقس 9 نجد أن {SENTENCE} [E1].", CITED, KNOWN, NAMES) == f"{SENTENCE} ."
    assert framed_quotation(f"Be7asab elly fi إنجيل مرقس 9, {SENTENCE} [E1].", CITED, KNOWN, NAMES) == f"{SENTENCE} ."


def test_an_unquoted_claim_after_a_clause_naming_no_record_or_another_stays_whole() -> None:
    assert framed_quotation(f"بسبب الخوف الشديد، {SENTENCE} [E1].", CITED, KNOWN, NAMES) is None  # a cause, no record named
    assert framed_quotation(f"بحسب اللي في إنجيل متى 9، {SENTENCE} [E1].", CITED, KNOWN, NAMES) is None  # another Gospel
    assert framed_quotation(f"في إنجيل مرقس 9 بعد ستة أيام، {SENTENCE} [E1].", CITED, KNOWN, NAMES) is None  # a time of its own


def test_a_name_of_words_only_must_end_where_the_frames_words_do() -> None:
    hymn = [("ثيؤطوكية الخميس — واطس", {})]
    quote = "«الموضع الذي تفضل عمانوئيل إلهنا أن يولد فيه»"
    known = record_stems(["الموضع الذي تفضل عمانوئيل إلهنا أن يولد فيه حسب الجسد"])
    # another hymn: a foreign word glued to the cited title's name (claims-blind25's b25-059, a wrong lead-in)
    assert framed_quotation(f"يقول لبش ثيؤطوكية الخميس في هذا الموضع: {quote} [E1].", hymn, known, NAMES) is None
    assert framed_quotation(f"تطالعنا في ثيؤطوكية الخميس هذه الكلمات: {quote} [E1].", hymn, known, NAMES) == f"{quote} ."
    assert framed_quotation(f"ثيؤطوكية الخميس بتقول الكلام ده: {quote} [E1].", hymn, known, NAMES) == f"{quote} ."


# LISTKEPT86: a title over a list that only lays the answer out
def test_a_title_of_lead_words_and_a_layout_word_or_two_is_no_claim() -> None:
    from dalil.text.record_frame import layout_title

    assert layout_title("الرد على جزأين", KNOWN, NAMES)  # a count of the parts
    assert layout_title("النقط المهمة", KNOWN, NAMES)
    assert layout_title("ما يقرره النص", KNOWN, NAMES)  # "what": its verb carries the pronoun going back to it
    assert layout_title("El mawdoo3 fi no2tetein", KNOWN, NAMES)


def test_a_title_that_says_something_stays_a_claim() -> None:
    from dalil.text.record_frame import layout_title

    assert not layout_title("ولادة متعسرة جدا", KNOWN, NAMES)  # no lead word: the writer's own claim
    assert not layout_title("ما يقرره النص عن الغرق", KNOWN, NAMES)  # a topic after "about"
    assert not layout_title("يسوع وحده في نقطتين", KNOWN, NAMES)  # a name, the record's own word
    assert not layout_title("سنة 90، والرد على جزأين", KNOWN, NAMES)  # a number
    assert not layout_title("ما رجعوش خالص، والنقط اتنين", KNOWN, NAMES)  # a negation
    assert not layout_title("الرد على مراحل طويلة وصعبة", KNOWN, NAMES)  # more than two of the writer's words


def test_a_title_naming_who_said_the_words_is_no_layout() -> None:
    from dalil.text.record_frame import layout_title

    assert not layout_title("أبرز ما قاله بطرس في الفقرة", KNOWN, NAMES)  # a speaker, known as a name or not
