"""FRANCO44 (issue 19): Franco-Arabic words the reader left in Latin letters or read as a look-alike — a hyphen inside a
word, a name of several words, a pronoun glued to a listed or a perfect verb, the participle "going" with its ح typed h.
New wording (not fresh sets' lines); each case fails on main 2c1156e."""

from __future__ import annotations

import pytest

from dalil.text import franco
from dalil.text.vocabulary import Vocabulary

VOCABULARY = Vocabulary(
    {
        "استشهد": 60, "استشهاد": 90, "مسجون": 8, "كان": 900, "بولس": 300, "عمل": 200, "عامل": 40, "معجزه": 30,
        "كتب": 120, "كتاب": 300, "رسالة": 90, "صلاه": 400, "الذين": 900, "صلاح": 5, "الدين": 100, "سلطان": 20,
        "سفينه": 40, "رائحه": 15, "قديسه": 120, "مرقس": 309, "انجيل": 150, "تيموثاوس": 30, "ترهب": 40, "عند": 700,
        "كتابه": 60, "حمل": 50, "حامل": 40, "حامله": 30, "طلب": 60, "طالب": 50, "طالبه": 40,
    },
    "test",
)


def arabic(question: str) -> list[str]:
    return franco.transliterate(question, VOCABULARY).arabic.split()


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("mar mina estash-had fein", "استشهاد"),  # a syllable break the writer typed (the verb or its noun, as "estashhad")
        ("bolos kan mas-goon fe roma", "مسجون"),
        ("tee-mo-thaous kan tilmeez meen", "تيموثاوس"),
        ("el 2edisa et-rahbeb 3and meen", "اترهبن"),  # the ات- prefix set off, then the listed verb
    ],
)
def test_a_hyphen_inside_a_word_is_read_as_the_joined_word(question: str, word: str) -> None:
    words = arabic(question)
    assert word in words
    assert not any("-" in w for w in words)  # nothing left in Latin letters for the search


def test_a_hyphen_at_a_word_s_edge_or_between_digits_is_left() -> None:
    assert "12-15" in arabic("el ayat 12-15 fe anhy sefr")
    assert franco._hyphen_parts("-") == ["-"]


@pytest.mark.parametrize("question", ["salah el din kan sultan fein", "Salah El Din et-wafa emta", "sala7 el din kan sultan"])
def test_a_name_of_several_words_is_read_whole(question: str) -> None:
    text = " ".join(arabic(question))
    assert "صلاح الدين" in text
    assert "صلاه" not in text and "الذين" not in text


def test_a_names_row_of_several_words_loads_and_a_bad_one_is_an_error(tmp_path) -> None:  # noqa: ANN001
    path = tmp_path / "names.tsv"
    path.write_text("nour el din\tنور الدين\n", encoding="utf-8")
    assert franco.load_names(path) == {"nour el din": "نور الدين"}
    for bad in ("nour  el din\tنور الدين", "Nour el din\tنور الدين", "nour el-din!\tنور الدين"):
        path.write_text(bad + "\n", encoding="utf-8")
        with pytest.raises(ValueError, match="names.tsv:1"):
            franco.load_names(path)


def test_every_phrase_row_is_a_phrase_of_the_tables() -> None:
    assert franco.PHRASES
    assert all(" " in latin for latin in franco.PHRASES)
    assert all(franco.NAMES.get(latin, franco.WORDS.get(latin)) == arabic for latin, arabic in franco.PHRASES.items())


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("el mo3geza di 3amalha meen", "عملها"),  # the table's 3amal عمل, not the skeleton's noun عامل
        ("3amalhom eh el 2edisa", "عملهم"),
    ],
)
def test_a_pronoun_glued_to_a_listed_verb_reads_the_listed_verb(question: str, word: str) -> None:
    assert word in arabic(question)


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("el safina kanet rayha feen", "رايحه"),  # not رائحه "a smell"
        ("bolos kan rayeh feen", "رايح"),  # not رايه "a banner"
        ("el 2edisa etwafet emta", "اتوفت"),
        ("el safina etkasaret fein", "اتكسرت"),
    ],
)
def test_a_listed_egyptian_word_is_read_as_listed(question: str, word: str) -> None:
    assert word in arabic(question)


@pytest.mark.parametrize(
    ("question", "word"),
    [
        # a perfect's shape before the pronoun is the verb, though its noun is commoner and the whole word reads one
        ("el resala di katabha meen", "كتبها"),
        ("el 2edisa 7amalha meen", "حملها"),
        ("el 7aga di talabha meen", "طلبها"),
    ],
)
def test_a_pronoun_glued_to_a_perfect_reads_the_verb(question: str, word: str) -> None:
    assert word in arabic(question)
