"""LEFTOVERS19 item 2: a word the corpus writes as a common noun or adjective is no name beside a kin word.

"ما أسماء بنات فيلبس؟" was satisfied by "أربع بنات عذارى": `asked_stated._names_someone` took عذارى, of a
name's shape, for the daughters' name, and the corpus's names took it too (one "إلى الملك عذارى" of
Psalm 45, where a name would stand after a title, in five bare occurrences). The corpus writes it
"العذارى" 43 times: a word written with the article is a common word, and a word's occurrences count
its article's (`text.assertions.corpus_names`, derivation 6);
`corpus_common_words` holds those words for the answer checks (`Services.common_words`). The copula after the
kin word opens what the kin did ("كن يتنبأن"), no name."""

from __future__ import annotations

from dalil.answer.answer_type import answer_type_problem
from dalil.answer.asked_stated import ASKED_NOT_STATED
from dalil.text.assertions import NameCounts, corpus_common_words, corpus_names

# Written for this test: عذارى once after a title (where a name stands: Psalm 45's "إلى الملك عذارى"), and
# with the article in the other texts; مريم after a title; the virgins' and the monks' words as the corpus writes them.
_CORPUS = [
    "تدخل إلى الملك عذارى في إثرها .",
    "القديسة مريم العذراء وصواحبها العذارى الحكيمات .",
    "تذكار العذارى القديسات والعذارى الشهيدات .",
    "وسكن مع الرهبان القديسين في البرية وكان الرهبان يحبونه .",
    "وكان له ابن اسمه يوسف .",
    "تذكار القديسة مريم .",
    "العذارى الخمس والعذارى الحكيمات و العذارى الجاهلات",
    "تذكار العذارى الشهيدات ، العذارى اللواتي تبعن العذارى ، مع العذارى كلهن .",
    "ورتلت العذارى مع العذارى ، وفرحت العذارى بالعذارى وصلت العذارى .",
    "رهبان ورهبان",
]
_COMMON = corpus_common_words(_CORPUS, 0.1)


def test_a_word_written_with_the_article_counts_against_its_name_share() -> None:
    counts = NameCounts.of(_CORPUS)
    assert counts.mentions["عذاري"] == 1 and counts.occurrences["عذاري"] == 1  # once bare, after a title
    assert "عذاري" not in corpus_names(_CORPUS, 0.1)  # main: a name (1 mention in 1 bare occurrence)
    assert {"عذاري", "رهبان"} <= _COMMON
    assert "مريم" in corpus_names(_CORPUS, 0.1) and "مريم" not in _COMMON


def test_a_common_word_after_a_kin_word_names_no_one() -> None:
    question = "ما أسماء بنات فيلبس؟"
    virgins = "وكان لفيلبس أربع بنات عذارى ."
    assert answer_type_problem(question, virgins) is None  # by shape alone: عذارى read as their name
    assert answer_type_problem(question, virgins, (), _COMMON) == f"{ASKED_NOT_STATED}: children"
    named = "وكان لفيلبس ابنة عذراء اسمها مريم ."
    assert answer_type_problem("ما اسم ابنة فيلبس؟", named, (), _COMMON) is None


def test_the_copula_after_a_kin_word_opens_what_the_kin_did() -> None:
    prophesied = "وكان لفيلبس أربع بنات كن يتنبأن ."
    assert answer_type_problem("ما أسماء بنات فيلبس؟", prophesied, (), _COMMON) == f"{ASKED_NOT_STATED}: children"
    # a naming word after the copula still names her
    nun = "وكان لفيلبس ابنة كانت راهبة اسمها مريم ."
    assert answer_type_problem("ما اسم ابنة فيلبس؟", nun, (), _COMMON) is None
