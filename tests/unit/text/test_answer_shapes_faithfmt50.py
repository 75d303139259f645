"""FAITHFMT50: what FAITHFMT49 left of the answer shapes, each with bent twins inside the same shape that must still
be refused. Records and wordings are my own (none copied from a fixture or a fresh line):
- a list over several lines (numbers, bullets, a heading of source words over them) closed by one citation marker:
  the closing marker cites every line of the list, and each line is checked alone;
- a lead-in that names the cited chapter with its book word ("من إنجيل مرقس 6:"، "حسب رسالة «…»"): taken off only when
  the words name that chapter and nothing else (`bible_refs.whole_chapter_ref`); another book, another chapter or one
  more word and the sentence is checked whole; "سنكسار" is a word of where a quote is from, like "سيرة";
- a wish whose verb takes the reader as a possessed noun ("ربنا يبارك بيتك"، "يكون في عونك") or carries an adverb of
  duration ("دايما"): no claim; a name, a place, a deed, a number or a negator in it and it is one.
"""

from __future__ import annotations

import pytest

from dalil.answer.validate import validate_answer
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.settings import Settings
from dalil.text.bible_refs import whole_chapter_ref
from dalil.text.courtesy import addresses_reader
from dalil.text.quotation import quotation_problem
from dalil.text.support import answer_sentences, is_claim, names_title

NAMES = frozenset({"يايرس", "بطرس", "أندراوس", "بيصاريون"})
BIBLE_CHUNK = "svd:Mrk.6/3"
BIBLE_TITLE = "مرقس 6"
# A chapter passage of my own wording, three sentences.
BIBLE = (
    "وخرج من هناك وجاء إلى وطنه وتبعه تلاميذه. "
    "ولما كان السبت ابتدأ يعلم في المجمع وكثيرون إذ سمعوا بهتوا قائلين من أين لهذا هذه. "
    "ودعا الاثني عشر وابتدأ يرسلهم اثنين اثنين وأعطاهم سلطانا على الأرواح النجسة."
)
B1 = "وخرج من هناك وجاء إلى وطنه وتبعه تلاميذه"
B2 = "ولما كان السبت ابتدأ يعلم في المجمع وكثيرون إذ سمعوا بهتوا قائلين من أين لهذا هذه"
B3 = "ودعا الاثني عشر وابتدأ يرسلهم اثنين اثنين وأعطاهم سلطانا على الأرواح النجسة"
SAINT_CHUNK = "syn:07-08#1/0"
SAINT_TITLE = "نياحة القديس بيصاريون"
SAINT = (
    "في مثل هذا اليوم تنيح القديس بيصاريون الكبير. "
    "وكان يسير في البرية حافيا ولا يسكن تحت سقف ويصوم أياما كثيرة. "
    "ولما أكمل جهاده تنيح بسلام ودفنه تلاميذه في البرية."
)
S1 = "في مثل هذا اليوم تنيح القديس بيصاريون الكبير"
S2 = "وكان يسير في البرية حافيا ولا يسكن تحت سقف ويصوم أياما كثيرة"


def _failures(answer: str, title: str = BIBLE_TITLE, excerpt: str = BIBLE, chunk: str = BIBLE_CHUNK) -> list[str]:
    payload = AnswerPayload(status="answered", answer=answer, cited_ids=["E1"])
    context = ContextPack(evidence=[Evidence(evidence_id="E1", chunk_id=chunk, excerpt=excerpt, title=title)], tokens=0)
    return validate_answer(payload, context, Settings(), known_names=NAMES).failures


# --- a list over several lines closed by one marker ------------------------------------------------


@pytest.mark.parametrize("answer", [
    f"١. «{B1}»\n٢. «{B3}» [E1].",
    f"• {B1}\n• {B2} [E1]",
    f"ملخص النص:\n- «{B1}»\n- «{B3}» [E1].",
    f"باختصار:\n\n1) {B2}\n2) {B3} [E1]",
])  # fmt: skip
def test_every_line_of_a_list_is_cited_by_the_marker_that_closes_it(answer: str) -> None:
    assert _failures(answer) == []
    claims = [sentence for sentence in answer_sentences(answer) if is_claim(sentence.text, 2)]
    assert claims and all(sentence.ids == ("E1",) for sentence in claims)


@pytest.mark.parametrize("answer", [
    f"١. «وخرج من هناك وجاء إلى أورشليم وتبعه تلاميذه»\n٢. «{B3}» [E1].",  # a place, in the uncited line
    f"• ودعا السبعين وابتدأ يرسلهم اثنين اثنين\n• {B2} [E1]",  # a number, in the uncited line
    f"- «{B1}»\n- «ولما كان السبت لم يعلم في المجمع» [E1].",  # a negator, in the cited line
    f"الخلاصة حسب بطرس:\n- «{B1}»\n- «{B3}» [E1].",  # a heading that names a speaker
    f"• {B1}\n• {B3}",  # no marker closes the list
])  # fmt: skip
def test_a_list_over_lines_with_a_bent_line_or_no_marker_is_refused(answer: str) -> None:
    assert _failures(answer) != []


# --- a lead-in naming the cited chapter with its book word -------------------------------------------


@pytest.mark.parametrize("source", ["إنجيل مرقس 6", "انجيل مرقس الاصحاح 6", "إنجيل مرقس الإصحاح السادس", "مرقس 6"])
def test_a_book_word_and_the_chapter_name_the_cited_record(source: str) -> None:
    assert names_title(source, BIBLE_TITLE)


@pytest.mark.parametrize("source", [
    "إنجيل لوقا 6",  # another gospel
    "إنجيل مرقس 7",  # another chapter
    "رسالة مرقس 6",  # a book word that is no name of this book
    "إنجيل مرقس 6 عند بطرس",  # one more word
    "إنجيل مرقس 6: 3",  # a verse: not the chapter record alone
])  # fmt: skip
def test_another_book_chapter_or_word_names_another_record(source: str) -> None:
    assert not names_title(source, BIBLE_TITLE)
    assert whole_chapter_ref(source) is None or whole_chapter_ref(source).label != "Mrk.6"  # type: ignore[union-attr]


@pytest.mark.parametrize("answer", [
    f"من إنجيل مرقس 6: «{B3}» [E1].",
    f"حسب انجيل «مرقس 6»: «{B1}» [E1].",
    f"ده اللي في إنجيل مرقس الإصحاح السادس: «{B2}» [E1].",
])  # fmt: skip
def test_a_book_word_lead_in_to_the_cited_chapter_is_taken_off(answer: str) -> None:
    assert _failures(answer) == []


@pytest.mark.parametrize("answer", [
    f"من إنجيل متى 6: «{B3}» [E1].",  # another gospel
    f"حسب انجيل «مرقس 5»: «{B1}» [E1].",  # another chapter
    f"من رسالة بطرس الأولى 6: «{B1}» [E1].",  # an epistle
    "من إنجيل مرقس 6: «ودعا السبعين وابتدأ يرسلهم اثنين اثنين وأعطاهم سلطانا على الأرواح النجسة» [E1].",  # the quote bent
])  # fmt: skip
def test_a_book_word_lead_in_to_another_record_or_a_bent_quote_is_refused(answer: str) -> None:
    assert _failures(answer) != []


def test_a_synaxarium_lead_in_names_the_saints_record_only() -> None:
    args = {"title": SAINT_TITLE, "excerpt": SAINT, "chunk": SAINT_CHUNK}
    assert _failures(f"بحسب سنكسار «{SAINT_TITLE}»: «{S2}» [E1].", **args) == []
    assert _failures(f"بحسب السنكسار «نياحة القديس أندراوس»: «{S2}» [E1].", **args) != []


# --- a wish with the reader as a possessed noun, or an adverb of duration ------------------------------


@pytest.mark.parametrize("line", [
    "ربنا يبارك بيتك.",
    "الرب يحفظ عيالك ويبارك شغلك",
    "ربنا يكون في عونك!",
    "ربنا معاك دايما.",
    "الله يبارك في عمرك دائما",
    "rabena y7afez beitak",
])  # fmt: skip
def test_a_wish_whose_verb_takes_the_readers_noun_addresses_the_reader(line: str) -> None:
    assert addresses_reader(line)
    assert _failures(f"«{B1}» [E1]. {line}") == []


@pytest.mark.parametrize("line", [
    "ربنا يبارك بيتك زي ما بارك بيت يايرس.",  # a name and a deed
    "ربنا يحفظ عيالك، والرسل كانوا اثني عشر.",  # a number word and a fact
    "ربنا معاك دايما في الناصرة.",  # a place
    "ربنا ما يحرمك من بركة أندراوس.",  # a negator and a name
    "ربنا يبارك بيتك سنة ٣٠.",  # a number
    "بطرس يحفظ بيتك.",  # a name that governs no reader: a claim about Peter
])  # fmt: skip
def test_a_wish_carrying_anything_else_is_a_claim(line: str) -> None:
    assert _failures(f"«{B1}» [E1]. {line}") != []


# --- a preposition an adverb takes without changing it (claims-blind19's time / direction kept) -------------

QUOTED = (
    "وصلى الأنبا بيصاريون قبل أن يأكل خبزه. "
    "وبعد ذلك مضى إلى البرية. "
    "وأقام داخل المغارة أربعين يوما. "
    "ووقف وسط الإخوة وعلمهم. "
    "وأرسل رسالة قبل الملك إلى الإسكندرية."
)


@pytest.mark.parametrize("sentence", [
    "وصلى الأنبا بيصاريون من قبل أن يأكل خبزه",
    "ومن بعد ذلك مضى إلى البرية",
    "وأقام في داخل المغارة أربعين يوما",
    "ووقف في وسط الإخوة وعلمهم",
])  # fmt: skip
def test_an_idle_preposition_before_the_excerpts_adverb_is_its_quote(sentence: str) -> None:
    assert quotation_problem(sentence, QUOTED) is None


@pytest.mark.parametrize("sentence", [
    "وأقام من داخل المغارة أربعين يوما",  # from inside: another direction
    "وأرسل رسالة من قبل الملك إلى الإسكندرية",  # "by the king": another sender
    "وصلى الأنبا بيصاريون من بعد أن يأكل خبزه",  # before made after
    "ومن قبل ذلك مضى إلى البرية",  # after made before
    "وأقام في داخل المغارة سبعين يوما",  # the number bent past the preposition
])  # fmt: skip
def test_a_preposition_that_changes_the_adverb_or_a_bent_quote_is_refused(sentence: str) -> None:
    assert quotation_problem(sentence, QUOTED) is not None
