"""One table, one place (MEND36): the kunya words, the offices held of a place and the son's word were each
written twice, the copies differing by a word. Each is one table now; a module that needs another set
derives it from the table, with its reason, and these tests pin the derivation."""

from __future__ import annotations

from dalil.answer import (
    anaphor,
    answer_type,
    asked_reading,
    author_asked,
    elative_asked,
    qualified_person,
    relation_asked,
    said_asked,
    slot_reading,
)
from dalil.retrieval import names
from dalil.retrieval.names import SEE_NOUNS, SEE_OFFICES, person_sees
from dalil.text import asked_kind, bare_subject, book_opening, counted, excerpt_forms, glued, quantifiers, speakers, stem
from dalil.text.normalize import fold
from dalil.text.offices import FATHER_IN_CONSTRUCT, SON_OF, SON_WORDS
from dalil.text.question_frame import FRAME_WORDS
from dalil.text.question_words import EGYPTIAN_WHAT, WHAT, asking
from dalil.text.relative_days import PRESENT_WORDS


def test_the_kunya_sets_are_the_father_in_construct_less_one_reading() -> None:
    # after a name, "أبا" is the next person's title; "أبي" is also "my father" where a claim is checked
    assert names._KUNYA == FATHER_IN_CONSTRUCT - {"ابا"}
    assert quantifiers._KUNYA == FATHER_IN_CONSTRUCT - {"ابي"}


def test_a_kunya_after_a_name_is_his_name_and_aba_after_a_comma_is_another_title() -> None:
    assert "سيفين" in names.title_subjects("استشهاد القديس مرقوريوس ابي سيفين".split())
    assert "بيشاي" not in names.title_subjects("استشهاد القديس اباهور ابا بيشاي".split())


def test_the_question_reads_the_see_offices_of_the_records_but_the_king() -> None:
    assert qualified_person._SEE_OFFICES == SEE_OFFICES - {"ملك"}
    assert not hasattr(qualified_person, "_SEE_NOUNS")  # the see nouns are read from retrieval.names
    assert "كرسي" in SEE_NOUNS
    assert person_sees("يوحنا ملك اورشليم", ["يوحنا"]) == {"اورشليم"}
    # a name before "الملك" in a question is no see of his: the king is another person spoken of
    found = qualified_person.asked_qualifiers("لماذا شتمت القديسة مارينا الملك وطردت الجند؟")
    assert "مارينا" not in [name for name, _ in found]
    assert qualified_person.asked_qualifiers("الانبا بولا اسقف طموه عمل ايه؟") == [("بولا", ("طموه",))]


def test_the_sons_word_is_the_patronymic_written_out_too() -> None:
    assert SON_WORDS == SON_OF | {"ابن"}
    assert not hasattr(relation_asked, "_SON_OF")

    def subject(word: str) -> bool:
        return word == "يوسف"

    assert relation_asked._patronymic("يوسف ابن يعقوب".split(), subject)
    assert relation_asked._patronymic("يوسف بن يعقوب".split(), subject)


def test_the_word_classes_are_one_table_each_mend47() -> None:
    """The demonstratives, the copulas, the what-words, the glued prefixes and the words of now: each reader reads
    the class's table (or a part of it named there); a copy written again beside it fails here."""
    gone = [
        (speakers, "_DEMONSTRATIVES"), (author_asked, "_DEMONSTRATIVES"), (quantifiers, "DEMONSTRATIVES"),
        (elative_asked, "_COPULAS"), (asked_kind, "_COPULAS"), (bare_subject, "_COPULAS"),
        (counted, "_BETWEEN"), (answer_type, "_IDENTITY_AFTER"), (said_asked, "_PRONOUNS"),
        (counted, "_bares"), (excerpt_forms, "_GLUED"),
    ]  # fmt: skip
    assert [f"{module.__name__}.{name}" for module, name in gone if hasattr(module, name)] == []
    assert anaphor.DEMONSTRATIVES is stem.DEMONSTRATIVES and slot_reading.COPULAS is stem.COPULAS
    assert stem.DEMONSTRATIVES == stem.MSA_DEMONSTRATIVES | stem.EGYPTIAN_DEMONSTRATIVES
    assert stem.COPULAS == stem.PRONOUN_COPULAS | stem.VERB_COPULAS
    # the what-words: ما، ماذا and the Egyptian ones, and each with a glued "with" where a book's opening is asked
    assert book_opening._WHAT == asking("ما ماذا") | {"ب" + word for word in asking("ما ماذا")}
    assert EGYPTIAN_WHAT == WHAT - {"ما"} and asked_reading._WHAT_AFTER == EGYPTIAN_WHAT
    # the glued prefixes: one ordered table, the word first (counted's first form found wins)
    assert glued.particle_forms("والسنين", 2) == ("والسنين", "سنين", "السنين")
    assert glued.without_particles("والسنين") == frozenset(glued.particle_forms("والسنين"))
    # the words of now frame a question: support reads relative_days
    assert frozenset(PRESENT_WORDS) <= frozenset(fold(FRAME_WORDS).split())
