"""Query-side expansion: broken plurals, one root's verb/noun forms and the reader's word
-> the Bible's word, for the lexical query only."""

from __future__ import annotations

import pytest

from dalil.text.expansion import FORMS, PLURALS, SYNONYMS, expand_for_search, expansions
from dalil.text.normalize import fold
from dalil.text.stem import STOPWORDS, analyze


def test_a_broken_plural_brings_its_singular_the_stemmer_cannot_join() -> None:
    assert analyze("ثمار") != analyze("ثمر")  # why the table exists
    assert "ثمر" in expansions("ما هي ثمار الروح؟")
    assert "ثمار" in expansions("ثمر الروح")
    assert "سلاح" in expansions("ما الأسلحة الروحية؟")  # article and ة folded before the lookup


@pytest.mark.parametrize(
    ("question", "partner"),
    [
        ("ماذا علم عن الذين يضطهدوننا؟", "تضطهدني"),  # an inflected verb found through its stem
        ("ماذا جرى لمضطهد الكنيسة؟", "اضطهد"),  # a participle with a preposition glued on
        ("كيف جرب بعد صومه؟", "صام"),  # the noun with a pronoun suffix finds the verb
        ("من أين يستمد القوة؟", "يقويني"),
    ],
)
def test_one_roots_forms_that_stem_apart_are_joined(question: str, partner: str) -> None:
    assert partner in expansions(question)


def test_a_readers_word_brings_the_bibles_word_and_not_the_other_way() -> None:
    assert "ابليس" in expansions("كيف يقاوم المؤمن الشيطان؟")
    assert "عشار" in expansions("من جابي الضرائب القصير؟")
    assert "بريه" in expansions("كيف جرب في القفر؟")
    # The Bible's word already asked gains no modern paraphrase the Bible never uses.
    assert "شيطان" not in expansions("ماذا فعل إبليس؟")
    assert "ضرائب" not in expansions("من رئيس العشارين؟")


def test_prefixes_are_stripped_and_nothing_is_repeated_or_already_asked() -> None:
    assert expansions("والشياطين")[0] == "شيطان"
    assert "شياطين" in expansions("الشيطان وإبليس") and "ابليس" not in expansions("الشيطان وإبليس")
    assert expansions("أين ولد؟") == ["ولاده", "ولدت", "مولود", "ميلاد"]
    assert expansions("ذهب إلى المدينة") == []
    partners = expansions("ما صلاة داود طالبا الصفح بعد الصلاة؟")
    assert len(partners) == len(set(partners))


def test_stop_words_never_expand() -> None:
    assert expansions("من هو الذي كان في ذلك اليوم؟") == []


def test_the_tables_hold_folded_content_words_of_one_sense() -> None:
    groups = [*PLURALS, *FORMS, *(asked + bible for asked, bible in SYNONYMS)]
    words = [word for group in groups for word in group]
    assert all(fold(word) == word for word in words), [w for w in words if fold(w) != w]
    assert not set(words) & STOPWORDS
    # Words with a second common sense stay out (man/foot, year/tongues, they/worry, book/travel, …).
    assert not {"رجل", "سنه", "هم", "سفر", "يقوم", "مثل"} & set(words)
    assert all(len(group) >= 2 for group in [*PLURALS, *FORMS])
    assert all(asked and bible and not set(asked) & set(bible) for asked, bible in SYNONYMS)


def test_the_question_stays_first_and_whole() -> None:
    question = "ما هي ثمار الروح؟"
    expanded = expand_for_search(question)
    assert expanded.startswith(question + " ") and "ثمر" in expanded.split()
    assert expand_for_search("ذهب إلى المدينة") == "ذهب إلى المدينة"
