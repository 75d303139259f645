"""KIN50 (issue 19): a name asked of a named person's disciple — "مين تلميذ الأنبا X", "ما اسم تلميذ X", "X تلميذه
اسمه إيه", Franco "meen/mein tilmiz X" — is answered only by a sentence that says the disciple OF him and names one
("ومعه تلميذه يوساب", "ومعه يوساب تلميذه"), read as a kin is (`answer.predicates`' disciple). A sentence that tells
of his disciple unnamed ("فمضى تلميذه وأعلم الأسقف", "رجموه هو وتلميذه بحجارة") or names another and no disciple
answers nothing. "X كان تلميذ مين" asks the other one (whose disciple). Own invented records and wordings."""

from __future__ import annotations

import pytest

from dalil.answer.asked_reading import asked_predicates
from dalil.answer.asked_stated import ASKED_NOT_STATED, asked_problem
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.text import franco
from dalil.text.vocabulary import Vocabulary

TITLE = "نياحة القديس أبامون المتوحد"
AFTER = "وكان يسكن في مغارة بجبل طره ومعه تلميذه يوساب يخدمه، وقد علمه الصلاة والصوم."
BEFORE = "وكان يسكن في مغارة بجبل طره ومعه يوساب تلميذه يخدمه، وقد علمه الصلاة والصوم."
UNNAMED = "ولما أكمل سعيه تنيح بسلام، فمضى تلميذه إلى الأسقف يعلمه بنياحته فجاء ودفنه بإكرام."
STONES = "ولما سمع الوالي بخبره أمر برجمه فرجموه هو وتلميذه بحجارة كثيرة عند باب المغارة."
ANOTHER = "وكان في أيامه أسقف المدينة القديس يوأنس رجلا تقيا يزوره في مغارته ويتبارك منه."
DOER = "وفي الصباح أخذ يوأنس تلميذه إلى المدينة ليبيع عمل يديه."  # John's own disciple, no name of Abamun's


def _answer(question: str, text: str) -> object:
    return ExtractiveProvider().answer(question, [Evidence(evidence_id="E1", chunk_id="syn:99-03#1/1", excerpt=text, title=TITLE)])


@pytest.mark.parametrize(
    "question",
    [
        "مين تلميذ القديس أبامون المتوحد",  # Egyptian
        "ما اسم تلميذ القديس أبامون المتوحد؟",  # MSA
        "القديس أبامون المتوحد تلميذه كان اسمه ايه",  # the name first, the role with its pronoun
        "تلميذ القديس أبامون المتوحد اسمه ايه",  # the role first, the name asked at the end
    ],
)
@pytest.mark.parametrize("text", [AFTER, BEFORE])
def test_a_disciple_named_beside_the_role_answers(question: str, text: str) -> None:
    payload = _answer(question, text)
    assert payload.status == "answered" and "يوساب" in payload.answer, payload


@pytest.mark.parametrize(
    "question",
    ["مين تلميذ القديس أبامون المتوحد", "ما اسم تلميذ القديس أبامون المتوحد؟", "القديس أبامون المتوحد تلميذه كان اسمه ايه"],
)
@pytest.mark.parametrize("text", [UNNAMED, ANOTHER, DOER])
def test_a_disciple_told_unnamed_or_not_told_answers_nothing(question: str, text: str) -> None:
    payload = _answer(question, text)
    assert payload.status != "answered", payload


@pytest.mark.parametrize("text", [UNNAMED, ANOTHER, DOER])
def test_the_answer_check_finds_the_disciple_unstated(text: str) -> None:
    """The check every provider's answer meets (main: nothing asked, any sentence passed)."""
    for question in ("مين تلميذ القديس أبامون المتوحد", "تلميذ القديس أبامون اسمه ايه"):
        assert asked_problem(question, [text], [TITLE]) == f"{ASKED_NOT_STATED}: disciple", question


def test_a_preposition_glued_to_a_common_noun_is_no_name_of_the_disciple() -> None:
    question = "مين تلميذ القديس أبامون المتوحد"
    common = frozenset({"حجاره", "عازر"})  # as `Services.common_words` writes them
    problem = asked_problem(question, [STONES], [TITLE], common, frozenset({"لعازر"}))
    assert problem == f"{ASKED_NOT_STATED}: disciple"  # "بحجارة": with stones
    named = "ومعه تلميذه لعازر يخدمه في مغارته."  # a name the corpus writes so, though "عازر" is a common word
    assert asked_problem(question, [named], [TITLE], common, frozenset({"لعازر"})) is None


@pytest.mark.parametrize("question", ["افتيخوس كان تلميذ مين", "بوليكاربوس تلميذ من؟", "يوحنا المعمدان كان ابن مين"])
def test_whose_disciple_or_son_asks_the_other_one(question: str) -> None:
    assert not any(p.kin and p.by_name for p in asked_predicates(question)), asked_predicates(question)


def test_the_disciple_asked_is_read_as_a_kin_by_name() -> None:
    for question in ("مين تلاميذ الأنبا أبامون", "كان للأنبا أبامون تلميذ اسمه ايه"):
        assert [p.name for p in asked_predicates(question) if p.by_name] == ["disciple"], question


VOCABULARY = Vocabulary({"امين": 50, "تلميذ": 80, "ام": 300, "ابن": 400, "قديس": 200, "كان": 900, "مغني": 3, "عند": 700}, "test")


@pytest.mark.parametrize(("question", "relation"), [("mein tilmiz anba abamoun", "تلميذ"), ("mein om mar mina", "ام")])
def test_franco_mein_before_a_kin_or_role_noun_asks_who(question: str, relation: str) -> None:
    words = franco.transliterate(question, VOCABULARY).arabic.split()
    assert words[:2] == ["مين", relation], words


def test_franco_mein_before_anything_else_stays_a_name() -> None:
    words = franco.transliterate("mein el 2eddis elly kan moghanni 3and el wali", VOCABULARY).arabic.split()
    assert words[0] == "امين", words  # FRANCO42: read "who" there, a right answer was lost
