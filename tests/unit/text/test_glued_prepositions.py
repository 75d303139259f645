"""The glued prepositions, one home (`text.glued`, NAMEREAD76): seven answer and text readers kept private copies of the
letters ب ل ك and of the article under them; each now passes its letters and length to these."""

from __future__ import annotations

from dalil.answer import asked_stated, deed_person, deed_thing, disputed_fill, entity_held, subject_held
from dalil.text import exchanges, glued, paraphrase


def test_a_glued_preposition_comes_off_a_word_longer_than_the_readers_length() -> None:
    assert glued.off_preposition("لمصر") == "مصر" and glued.off_preposition("كالابيض") == "الابيض"
    assert glued.off_preposition("لوقا", glued.BY_AND_TO, 4) is None  # a short word's first letter is its own
    assert glued.off_preposition("لديميدس", glued.BY_AND_TO, 4) == "ديميدس"
    assert glued.off_preposition("كالملاك", glued.BY_AND_TO) is None and glued.off_preposition("مصر") is None


def test_the_forms_past_a_conjunction_then_a_preposition() -> None:
    assert glued.unglued_forms("فليقولوا") == ["فليقولوا", "ليقولوا", "يقولوا"]
    assert glued.unglued_forms("وكالملاك", glued.GLUED_PREPOSITIONS) == ["وكالملاك", "كالملاك", "الملاك"]
    assert glued.unglued_forms("وكالملاك") == ["وكالملاك", "كالملاك"]


def test_the_article_under_a_preposition_and_a_conjunction() -> None:
    assert glued.articled_openings() == ("بال", "لل", "كال")
    assert set(glued.articled_openings("و", glued.BY_AND_TO)) == {"بال", "لل", "كال", "وبال", "ولل"}
    assert not "وكالة".startswith(glued.articled_openings("و", glued.BY_AND_TO))  # an agency, no "and like the"
    assert "فكالملاك".startswith(glued.articled_openings(glued.GLUED_CONJUNCTIONS))


def test_no_reader_keeps_its_own_copy_of_the_glued_prepositions() -> None:
    copies = [
        (entity_held, "_GLUED_PREPOSITIONS"), (subject_held, "_GLUED_PREPOSITIONS"), (disputed_fill, "_GLUED"),
        (exchanges, "_GLUED_PREPOSITIONS"), (exchanges, "_glued_forms"), (paraphrase, "_GLUED_PREPOSITIONS"),
        (deed_person, "_GLUED_PREPOSITIONS"), (asked_stated, "_GLUED_PREPOSITIONS"), (asked_stated, "_PREPOSITION_ARTICLES"),
    ]  # fmt: skip
    assert [f"{module.__name__}.{name}" for module, name in copies if hasattr(module, name)] == []
    assert paraphrase.unglued_forms is glued.unglued_forms
    assert set(deed_thing._GLUED_ARTICLED) == {"بال", "لل", "كال", "وبال", "ولل"}
