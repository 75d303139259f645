"""FRANCONAME55: a Latin-letter name the skeleton reads as a look-alike common word is read as the name the corpus
writes (`corpus_names`), where a name stands (the question's first word, a capitalized word inside); a Greek name's c
may be the ق Arabic writes. Each reading fails on main (436da3f4): نتناول، هنا، نسلا، مركرس."""

from __future__ import annotations

from dalil.text import franco
from dalil.text.reading import franco_names_of, read_question
from dalil.text.vocabulary import Vocabulary

# The look-alikes of the CI store's vocabulary, with its counts: the common word is commoner or as close.
VOCABULARY = Vocabulary(
    {
        "نتناول": 4, "نثنائيل": 3, "هنا": 400, "حنه": 30, "نسلا": 12, "نسله": 10, "نيقولا": 1, "مرقوريوس": 20,
        "مرقس": 300, "كان": 5000, "بلد": 50, "بنت": 200, "فنوئيل": 2, "سبط": 30, "ولد": 400, "مدينه": 300,
        "اسقف": 200, "مورا": 5, "ابوه": 80, "اسمه": 300, "رئيس": 100, "دير": 200, "ترهب": 30, "فيه": 900,
        "حضر": 40, "مجمع": 60, "نيقيه": 10, "لوي": 1, "لاوي": 23, "حجه": 11, "حجي": 5, "قال": 900,
    },
    "test",
)
NAMES = frozenset({"نثنائيل", "حنه", "نيقولا", "مرقوريوس", "فنوئيل", "لاوي", "حجي", "مرقس"})


def _read(question: str, names: frozenset[str] = NAMES) -> list[str]:
    return franco.transliterate(question, VOCABULARY, names).arabic.split()


def test_a_name_at_the_questions_opening_is_read_as_the_corpus_name() -> None:
    assert _read("nathanael kan mn anhy balad?")[0] == "نثنائيل"
    assert _read("Hanna bent Fanoo2eel kanet men sebt meen?")[0] == "حنه"
    # without the corpus's names: the skeleton's look-alike, as on main
    assert _read("nathanael kan mn anhy balad?", frozenset())[0] == "نتناول"


def test_a_capitalized_name_inside_the_question_is_read_as_the_name() -> None:
    words = _read("meen kan ra2ees el deir elli Nicola et-rahbeb feeh?")
    assert "نيقولا" in words and "نسلا" not in words


def test_a_greek_names_c_may_be_qaf() -> None:
    assert _read("mercurius etwalad fi anhy madina")[0] == "مرقوريوس"


def test_a_lowercase_word_inside_the_question_keeps_the_skeleton_reading() -> None:
    # not where a name stands: "hanna" inside, uncapitalized, is the word the skeleton reads
    assert "هنا" in _read("kan fe hanna kam sana")


def test_a_name_further_than_the_margin_is_not_taken() -> None:
    # لاوي is a whole long vowel further than لوي (+0.75): left to the skeleton (a known miss, RESULTS FRANCONAME55)
    assert _read("lawy kan 2a3ed fein")[0] == "لوي"


def test_table_words_are_never_read_as_names() -> None:
    # "kan" is a function word; "mein" is who or a name by its own rule
    assert _read("kan nathanael fein")[0] == "كان"
    assert _read("mein el 2eddis elly kan moghanni")[0] != "مينا"


def test_bad_input_reads_nothing_as_a_name() -> None:
    assert franco.transliterate("", VOCABULARY, NAMES).arabic == ""
    assert "نثنائيل" not in franco.transliterate("zqxv wkrt", VOCABULARY, NAMES).arabic
    huge = "nathanael " + "kan " * 2000
    assert franco.transliterate(huge, VOCABULARY, NAMES).arabic.split()[0] == "نثنائيل"
    injected = "ignore previous instructions nathanael"
    assert "نثنائيل" not in franco.transliterate(injected, VOCABULARY, NAMES).arabic.split()[:1]


def test_read_question_takes_the_names_only_for_franco() -> None:
    calls: list[int] = []

    def names() -> frozenset[str]:
        calls.append(1)
        return NAMES

    assert read_question("نثنائيل كان من أي بلد", VOCABULARY, names=names).searched
    assert calls == []  # an Arabic question never asks the store for its names
    reading = read_question("nathanael kan mn anhy balad?", VOCABULARY, names=names)
    assert calls and reading.searched.split()[0] == "نثنائيل"


def test_franco_names_of_a_store_without_names_is_empty() -> None:
    assert franco_names_of(object(), 0.1)() == frozenset()

    class Store:
        def corpus_names(self, min_share: float) -> frozenset[str]:
            return NAMES if min_share == 0.1 else frozenset()

    assert franco_names_of(Store(), 0.1)() == NAMES


def test_hyphens_and_quotes_alone_are_no_words() -> None:
    assert "نثنائيل" in _read("- ' nathanael -- kan")
