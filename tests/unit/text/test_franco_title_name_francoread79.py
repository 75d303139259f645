"""FRANCOREAD79: a Franco word after a title that only a name follows (`franco.NAME_TITLES`: anba, el 2edees, mar, el
shahid) is read as the corpus's closest name however much closer a common word of its consonants lies ("anba Bolla"
بولا, not بلا; "el 2edees Sawa" صاوا, not سوي). RISKS57's margin kept the common word there; fails on main 6e118d08."""

from __future__ import annotations

from dalil.text import franco
from dalil.text.vocabulary import Vocabulary

VOCABULARY = Vocabulary(
    {"بلا": 134, "بولا": 37, "سوي": 23, "صاوا": 1, "القديس": 900, "انبا": 400, "الوالي": 50, "كان": 5000, "فين": 40,
     "عاش": 60, "بولس": 300, "كلام": 200, "نيقولا": 12, "نكل": 3},
    "test",
)
NAMES = frozenset({"بولا", "صاوا", "بولس"})


def _read(question: str, names: frozenset[str] = NAMES) -> list[str]:
    return franco.transliterate(question, VOCABULARY, names).arabic.split()


def test_a_name_after_a_saints_title_is_the_corpus_name_not_the_common_word() -> None:
    assert _read("anba Bolla 3ash fein")[:2] == ["انبا", "بولا"]
    assert _read("el 2edees sawa kan fein")[:2] == ["القديس", "صاوا"]


def test_the_same_word_after_no_title_keeps_the_skeleton_reading() -> None:
    assert "بلا" in _read("kan bolla fein")


def test_after_an_office_noun_the_margin_rule_stands() -> None:
    # البابا، الوالي: offices (offices.OFFICES), which stand bare before their verb; not NAME_TITLES
    assert "الوالي" not in franco.NAME_TITLES and "البابا" not in franco.NAME_TITLES
    assert {"القديس", "الانبا", "انبا", "مار", "الشهيد"} <= franco.NAME_TITLES


def test_no_name_near_enough_keeps_the_word_read() -> None:
    # no corpus name within the known bound: the skeleton's word stays (no letters rendered plainly: "nicola" نيقولا is
    # a name the corpus writes that `corpus_names` may miss)
    assert _read("el 2edees Nicola kan fein")[1] == "نيقولا"
    assert _read("anba kalam kan fein")[1] == "كلام"


def test_without_the_corpus_names_nothing_changes() -> None:
    assert _read("anba Bolla 3ash fein", frozenset())[1] == "بلا"


def test_bad_input_reads_nothing_as_a_name() -> None:
    for question in ["", "anba", "anba " * 2000, "el 2edees", "anba anba anba bolla"]:
        franco.transliterate(question, VOCABULARY, NAMES)  # no raise


def test_a_name_written_glued_to_its_conjunction_is_not_read_for_a_word_typed_without_it() -> None:
    vocabulary = Vocabulary({"فيليمون": 6, "وفليمون": 2, "القديس": 900, "كان": 5000}, "test")
    words = franco.transliterate("el 2edees Felemon kan", vocabulary, frozenset({"وفليمون"})).arabic.split()
    assert words[1] == "فيليمون"


def test_her_mother_typed_after_a_title_is_the_kin_word_not_a_name() -> None:
    assert _read("el 2edees mametha kan fein")[1] == "امها"


# A single "-oh" is a noun's "his" ("ebnoh" ابنه) or a verb's plural + "him" ("ragamoh" رجموه): read so by the stem's shape
OH = Vocabulary(
    {"ابن": 900, "ابنه": 300, "رجل": 400, "رجله": 30, "لون": 50, "لونه": 10, "رجم": 20, "رجموه": 3, "نزل": 80,
     "نزلوه": 2, "اختار": 40, "اختاروه": 4, "مين": 10, "اللي": 10, "ايه": 10, "كان": 100},
    "test",
)


def _oh(word: str) -> str:
    return franco.transliterate(f"meen elly {word} eh", OH).arabic.split()[2]


def test_a_nouns_his_typed_oh_is_the_noun_and_its_pronoun() -> None:
    assert _oh("ebnoh") == "ابنه"
    assert _oh("rgloh") == "رجله"
    assert _oh("lonoh") == "لونه"


def test_a_verbs_oh_is_still_the_plural_and_its_object() -> None:
    assert _oh("ragamoh") == "رجموه"  # the perfect's shape
    assert _oh("nazzeloh") == "نزلوه"  # its middle letter doubled
    assert _oh("ekhtaroh") == "اختاروه"  # a derived perfect's opening vowel
