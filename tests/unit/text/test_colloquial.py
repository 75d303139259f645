"""Every row of the colloquial tables maps the reader's word to the corpus's, and nothing else moves."""

from __future__ import annotations

from pathlib import Path

import pytest

from dalil.text import colloquial
from dalil.text.coptic_calendar import find_date
from dalil.text.normalize import fold
from dalil.text.reading import read_question
from dalil.text.vocabulary import Vocabulary

ROWS = [(table, word, replacement) for table, rows in colloquial.TABLES.items() for word, replacement in rows.items()]


@pytest.mark.parametrize(("table", "word", "replacement"), ROWS, ids=[f"{t}:{w}" for t, w, _ in ROWS])
def test_each_row_reads_the_word_in_the_corpus_register(table: str, word: str, replacement: str) -> None:
    assert colloquial.corpus_word(word) == replacement
    searched = read_question(f"{word} القديس", Vocabulary({}, "empty")).searched.split()
    assert searched == [*replacement.split(), "القديس"]


def test_a_glued_conjunction_is_kept() -> None:
    assert colloquial.corpus_word("ومين") == "ومن"


def test_the_colloquial_what_is_not_the_word_verse() -> None:
    # ايه ("what") folds like آية ("verse") under the search folding; the tables keep ة apart.
    assert colloquial.corpus_word("ايه") == "ما"
    assert colloquial.corpus_word("آية") is None
    assert colloquial.corpus_word("الآية") is None


def test_msa_words_are_left_alone() -> None:
    for word in ("من", "متى", "كيف", "لماذا", "استشهد", "تنيح", "العذراء", "اتحاد"):
        assert colloquial.corpus_word(word) is None


def test_an_unlisted_perfect_form_loses_its_prefix_only_when_the_corpus_knows_the_bare_verb() -> None:
    vocabulary = Vocabulary({"شفي": 12, "اتحاد": 40, "حاد": 9}, "test")
    assert colloquial.strip_perfect_prefix("اتشفى", vocabulary) == "شفي"
    assert colloquial.strip_perfect_prefix("اتحاد", vocabulary) is None  # the corpus writes it: a word of its own
    assert colloquial.strip_perfect_prefix("اتكسر", vocabulary) is None  # the bare verb is unknown


def test_a_colloquial_question_is_searched_in_the_corpus_register() -> None:
    reading = read_question("الانبا انطونيوس اتنيح سنة كام؟", Vocabulary({}, "empty"))
    assert reading.script == "arabic"
    assert reading.searched == "الانبا انطونيوس تنيح سنة كم؟"
    assert "اتنيح→تنيح" in reading.rewrites and "كام→كم" in reading.rewrites
    assert any(note.startswith("searched_question:") for note in reading.notes())


def test_time_words_become_the_words_the_date_reader_knows() -> None:
    searched = read_question("سنكسار امبارح", Vocabulary({}, "empty")).searched
    assert searched == "سنكسار أمس"
    match = find_date(searched)
    assert match is not None and match.intent.source == "today"


@pytest.mark.parametrize(("pair", "replacement"), list(colloquial.PHRASES.items()), ids=[" ".join(p) for p in colloquial.PHRASES])
def test_each_phrase_row_reads_only_as_a_pair(pair: tuple[str, str], replacement: str) -> None:
    empty = Vocabulary({}, "empty")
    assert read_question(f"المسيح {pair[0]} {pair[1]}؟", empty).searched == f"المسيح {replacement}؟"
    # alone, the first word is read by its own row, or stays when it is a standard word
    alone = colloquial.corpus_word(pair[0])
    assert (alone or pair[0]) in read_question(f"ما {pair[0]} الروح", empty).searched


# --- the answer side ------------------------------------------------------------------------------

MARKET = "وكان التاجر يبيع الزيت في السوق كل يوم، ولم يكن يقتني شيئا من مال الفقراء."


def test_an_answers_egyptian_function_words_are_read_in_the_excerpts_register() -> None:
    read = colloquial.read_answer_function_words("التاجر ده ماكانش بيقتني مال الفقراء عشان كده", MARKET)
    assert read.split() == ["التاجر", "هذا", "ماكانش", "يقتني", "مال", "الفقراء", "لان"]
    # a relative, "then", "something", the negation particle, a future راح dropped before its verb
    read = colloquial.read_answer_function_words("وبعدين مفيش حاجة اللي راح ياخدها", MARKET)
    assert read.split() == ["وثم", "لا", "شيء", "الذي", "ياخدها"]


def test_content_words_and_words_the_excerpt_writes_are_not_read_otherwise() -> None:
    # "شاف" and "جاب" are content words: whether the excerpt says them is the coverage check's question
    assert colloquial.read_answer_function_words("شاف التاجر وجاب الزيت", MARKET).split() == ["شاف", "التاجر", "وجاب", "الزيت"]
    # a بـ word is a verb prefix only when the verb without it is the excerpt's: "بيت" stays a house
    assert colloquial.read_answer_function_words("في بيت التاجر", MARKET).split() == ["في", "بيت", "التاجر"]
    # a listed word the excerpt itself writes keeps its own sense there ("دي" in a name)
    named = "ورسم الفنان دي فينشي صورة العشاء."
    assert "دي" in colloquial.read_answer_function_words("رسم دي فينشي صورة العشاء", named).split()


def test_a_wrapped_negation_is_read_as_la_and_its_verb_when_the_verb_is_one_coverage_can_read() -> None:
    psalm = "لم أجلس مع محفل باطل، ومع مخالفي الناموس لم أدخل"
    # قعد is no word of the excerpt, but its class (data/paraphrase/egyptian.txt) holds جلس
    assert colloquial.read_answer_function_words("ماقعدتش مع محفل باطل", psalm).split()[:2] == ["لا", "قعدت"]
    # a glued conjunction stays its own word before the negator
    assert colloquial.read_answer_function_words("وماقعدتش", psalm).split() == ["و", "لا", "قعدت"]
    # a word the coverage cannot read is left as written
    assert colloquial.read_answer_function_words("مافتكرش", psalm).split() == ["مافتكرش"]


def test_egyptian_t_and_d_are_read_as_tha_and_dhal_only_into_a_word_of_the_excerpt() -> None:
    excerpt = "وتشكل المرتبة الثالثة من حيث المساحة، وباعه بثمن كثير من الذهب"
    assert colloquial.read_answer_function_words("في المرتبة التالتة وكتير من الدهب", excerpt).split() == [
        "في", "المرتبه", "الثالثه", "وكثير", "من", "الذهب",
    ]
    # no excerpt word to restore to: the word stays
    assert colloquial.read_answer_function_words("تاب الرجل", excerpt).split() == ["تاب", "الرجل"]


def test_more_egyptian_function_words_are_read() -> None:
    read = colloquial.read_answer_function_words("بس هو قعد معاه لحد النهارده", MARKET)
    assert read.split() == ["لكن", "هو", "قعد", "معه", "حتي", "اليوم"]
    assert colloquial.read_answer_function_words("فمحدش جه", MARKET).split() == ["ف", "لا", "احد", "جه"]

def test_an_egyptian_imperfect_loses_its_aspect_prefix_only_when_the_corpus_lacks_the_word() -> None:
    vocabulary = Vocabulary({"يحب": 31, "بيت": 120, "تطلع": 6, "بنيامين": 20}, "test")
    assert colloquial.strip_aspect("بيحب", vocabulary) == "يحب"  # the habitual بـ
    assert colloquial.strip_aspect("هيريحني", vocabulary) == "يريحني"  # the future هـ, an object pronoun
    assert colloquial.strip_aspect("بتطلعش", vocabulary) == "تطلع"  # and the negation's ـش
    assert colloquial.strip_aspect("الوحش", vocabulary) is None  # a noun ending in ش is no negation
    assert colloquial.strip_aspect("وبيكرهوا", vocabulary) == "ويكرهوا"  # a glued و kept
    for word in ("بيت", "بنيامين"):  # the corpus's own words
        assert colloquial.strip_aspect(word, vocabulary) is None
    # a name the vocabulary lacks is no verb: neither a corpus word bare nor a verb's ending
    assert colloquial.strip_aspect("بيشوي", vocabulary) is None
    assert colloquial.strip_aspect("بيحب", Vocabulary({}, "empty")) is None  # no vocabulary: nothing is known


CONTENT_ROWS = sorted(colloquial.CONTENT_WORDS.items())


@pytest.mark.parametrize(("word", "replacement"), CONTENT_ROWS, ids=[w for w, _ in CONTENT_ROWS])
def test_each_content_row_reads_the_word_where_the_corpus_does_not_write_it(word: str, replacement: str) -> None:
    assert colloquial.content_word(word, Vocabulary({}, "empty")) == replacement
    assert colloquial.content_word(word, Vocabulary({fold(word): 3}, "test")) is None  # the corpus's own word
    searched = read_question(f"{word} القديس", Vocabulary({"القديس": 5}, "test"), everyday=True).searched.split()
    assert searched == [*replacement.split(), "القديس"]


def test_everyday_content_words_come_from_the_data_file_and_nouns_read_under_a_glued_article() -> None:
    empty = Vocabulary({}, "empty")
    rows, nouns = colloquial.load_content_words()
    assert rows["شاف"] == "رأى" and "عيال" in nouns and "شاف" not in nouns
    assert colloquial.corpus_word("وللفلوس") == "وللمال"  # a COMMON_WORDS noun under ولل
    assert colloquial.content_word("بالعيال", empty) == "بالأولاد"
    assert colloquial.content_word("الشاف", empty) is None  # a verb takes no article
    # words MSA writes with another sense stay out of the file (its header names them)
    for word in ("حاجة", "عيش", "وحش", "خلاص", "يبقى", "زي", "تعبان"):
        assert colloquial.content_word(word, empty) is None and colloquial.corpus_word(word) is None


def test_a_malformed_content_line_is_refused_by_its_line_number(tmp_path: Path) -> None:
    bad = tmp_path / "bad.tsv"
    bad.write_text("# header\nشاف\tرأى\tverb\nبص\tنظر\n", encoding="utf-8")
    with pytest.raises(ValueError, match="bad.tsv:3"):
        colloquial.load_content_words(bad)


def test_everyday_words_and_aspect_prefixes_are_read_only_when_asked() -> None:
    vocabulary = Vocabulary({"يحب": 31, "المسيح": 90}, "test")
    assert read_question("هو المسيح كان بيحب العيال؟", vocabulary).searched == "هو المسيح كان بيحب العيال؟"
    assert read_question("هو المسيح كان بيحب العيال؟", vocabulary, everyday=True).searched == "هو المسيح كان يحب الأولاد؟"


def test_a_listed_verb_is_read_in_every_person_and_with_a_glued_pronoun_egyptlex70() -> None:
    empty = Vocabulary({}, "empty")
    assert colloquial.content_word("سابوه", empty) == "تركوا"  # سابوا + ه, the plural's ا unwritten
    assert colloquial.content_word("وسابها", empty) == "وترك"  # a glued و kept
    assert colloquial.content_word("تسيبه", empty) == "تترك"  # the reader's person letter on the corpus's imperfect
    assert colloquial.content_word("نسيبهم", empty) == "نترك"
    assert colloquial.content_word("قعدت", empty) == "جلست"  # a listed person as listed
    assert colloquial.content_word("مسكوه", empty) == "قبضوا أمسكوا"
    assert colloquial.content_word("سابوه", Vocabulary({"سابوه": 2}, "test")) is None  # the corpus's own word
    # persons are read off verbs only: a noun row takes no verb ending
    assert colloquial.content_word("بطركت", empty) is None
    assert "بطرك" in colloquial.CONTENT_NOUNS and "ساب" in colloquial.CONTENT_VERBS
