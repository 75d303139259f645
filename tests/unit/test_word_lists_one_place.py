"""One rule, one place: a closed word list is written in one module, and its readers import it.

A module that writes three or more words of a list in its own string literals holds a copy of it
(one word is a mention: "ثانيه" the unit of time in the CLI, "هاتور" in an example sentence). The
copies left are listed with their reason, and the list only shrinks: a copy that is gone must be
taken off it (docs/ARCHITECTURE.md, "Where each word list lives").
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from dalil.text.coptic_calendar import EGYPTIAN_MONTH_WORDS, coptic_month_variants
from dalil.text.normalize import fold
from dalil.text.ordinals import ORDINAL_WORDS
from dalil.text.question_words import asking
from dalil.text.relative_days import RELATIVE_WORDS
from dalil.text.stem import COPULAS, DEMONSTRATIVES
from dalil.text.time_clauses import ORDER_CONJUNCTIONS, WHEN_CONJUNCTIONS

PACKAGE = Path(__file__).resolve().parents[2] / "shared" / "dalil"
A_COPY = 3  # distinct words of a list in one module's literals

# Copies left, each to import the list from its home instead (this set only shrinks).
KNOWN_COPIES = {
    "ordinals": set(),
    "gregorian months": set(),
    "coptic months": set(),
    "time-clause conjunctions": set(),
    # MEND43: each holds the words for another purpose, not as the list of relative days: the Egyptian-to-MSA
    # spelling map (colloquial: "امبارح" -> "أمس"), the Latin spellings (franco: "bokra" -> "بكره", and its English
    # stopwords), the words after إلى that make it "until" (addressee: "إلى اليوم", "إلى الغد"). question_frame.FRAME_WORDS
    # reads PRESENT_WORDS since MEND47.
    "relative days": {"text/colloquial.py", "text/franco.py", "text/addressee.py"},
    # MEND47: each holds demonstratives inside another list, not as the list of demonstratives: phrases of now
    # (answer_type: "هذه الايام", "اليومين دول"; prediction: "السنه دي"), the words that point back to a follow-up's
    # subject with the pronouns (followup._ANAPHORA), an age question's frame (slot_words._FRAME), the Egyptian-to-MSA
    # spelling maps (colloquial: "ده" -> "هذا"), a day question's words (date_subject), the words a Franco writer never
    # types (franco._NOT_TYPED, with ذاك), "afterwards" after بعد (order.AFTERWARDS, with كده), the relation openers
    # (support: "وده", "لذلك") and the tag of a claim ("ده", support's pattern), a Bible question's frame (topics), a
    # closing tag ("صح الكلام ده", verification), an answer's lead-in words ("الكلام ده موجود في …", lead_words.LEAD_WORDS:
    # the same copy, moved out of support by ONEPLACE68).
    "demonstratives": {
        "answer/answer_type.py", "answer/followup.py", "answer/slot_words.py", "text/colloquial.py", "text/date_subject.py",
        "text/franco.py", "text/lead_words.py", "text/order.py", "text/prediction.py", "text/support.py", "text/topics.py",
        "text/verification.py",
    },
    # MEND47: each holds copulas in another list or with other members: the verb "to be" with كانا، كنت، كن and its glued
    # forms (asked_stated._BEING, asked_reading._SERVED_AS, copular_predicate.COPULAS (moved from said_asked by FRANCOYN65), order.PERFECT_BE, conditions._OPENS, the
    # assertions' negation tables, fabrications' negation of كان), the pronouns with هن (slot_fillers._CLEFT) or as the
    # persons of a verb (pronoun_roles._PERSONS, franco's Latin ones), a day question's words (date_subject), an age
    # question's frame (slot_words._FRAME), the claim tag and function stems (support), and asked_reading's
    # naming words ("اسمه", "مين", "هو") and the being of a servant (_SERVED_AS, with كنت).
    "copulas": {
        "answer/asked_reading.py", "answer/asked_stated.py", "answer/copular_predicate.py", "answer/slot_fillers.py",
        "answer/slot_words.py", "eval/fabrications.py", "text/assertions.py", "text/conditions.py",
        "text/date_subject.py", "text/franco.py", "text/order.py", "text/pronoun_roles.py", "text/support.py",
    },
    # MEND47: each holds what-words by their place or with other words: before or after a verb of saying
    # (said_asked._WHAT_BEFORE, _WHAT_AFTER), the occasion asked with اي (answer_type._WHAT_OCCASION), beside a kin
    # word or a name (asked_reading: the search's reading of إيه as ما), the Egyptian-to-MSA maps (colloquial), a day
    # question's words (date_subject) and a Bible question's frame (topics). ONEPLACE68: support's frame words moved to
    # text.question_frame.FRAME_WORDS, which writes fewer than three of them as a copy (its glued forms are its own).
    "what words": {
        "answer/answer_type.py", "answer/asked_reading.py", "answer/said_asked.py", "text/colloquial.py", "text/date_subject.py", "text/topics.py",
    },
}
LISTS = {
    "ordinals": ("text/ordinals.py", frozenset(ORDINAL_WORDS)),
    "gregorian months": ("text/coptic_calendar.py", EGYPTIAN_MONTH_WORDS),
    "coptic months": ("text/coptic_calendar.py", frozenset(coptic_month_variants())),
    # CLAUSE41: لما، عندما، حين، حينما، بعدما، قبلما (and their glued و/ف forms, built from text.glued)
    "time-clause conjunctions": ("text/time_clauses.py", WHEN_CONJUNCTIONS | ORDER_CONJUNCTIONS),
    # MEND43: today, tomorrow, yesterday and now (the date reader, the time words, the answer checks, prediction)
    "relative days": ("text/relative_days.py", RELATIVE_WORDS),
    # MEND47: MSA and Egyptian (`stem.MSA_DEMONSTRATIVES`, `EGYPTIAN_DEMONSTRATIVES`): anaphor, speakers, author_asked,
    # quantifiers, quotation, slot_fillers, slot_reading, asked_stated
    "demonstratives": ("text/stem.py", DEMONSTRATIVES),
    # MEND47: the pronouns and the verb (`stem.PRONOUN_COPULAS`, `VERB_COPULAS`): asked_kind, bare_subject, answer_type,
    # said_asked, slot_reading, elative_asked, counted
    "copulas": ("text/stem.py", COPULAS),
    # MEND47: ما، ماذا and the Egyptian words read as ما (`question_words.WHAT`, `EGYPTIAN_WHAT`): book_opening,
    # asked_reading, occupation_asked, colour_asked, slot_reading, slot_words
    "what words": ("text/question_words.py", asking("ما ماذا")),
}


def _literal_words(path: Path) -> frozenset[str]:
    """The folded words of a module's string literals, docstrings left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    prose = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
    return frozenset(
        fold(word)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose
        for word in node.value.split()
    )


@pytest.fixture(scope="module")
def literal_words() -> dict[str, frozenset[str]]:
    return {str(path.relative_to(PACKAGE)): _literal_words(path) for path in sorted(PACKAGE.rglob("*.py"))}


@pytest.mark.parametrize("name", sorted(LISTS))
def test_a_word_list_is_written_in_its_home_only(name: str, literal_words: dict[str, frozenset[str]]) -> None:
    home, words = LISTS[name]
    holders = {module for module, found in literal_words.items() if len(found & words) >= A_COPY}
    assert holders == {home} | KNOWN_COPIES[name]
