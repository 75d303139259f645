"""Which words of a question name the kind of its answer (`text.asked_kind`), and which frame it
(`text.support.subject_terms`): read by the question's structure, a kind word never counts against
an excerpt that does not say it in the answerer's excerpt check (`providers/extractive.py`)."""

from __future__ import annotations

import pytest

from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings
from dalil.text.asked_kind import asked_kind_words
from dalil.text.normalize import fold
from dalil.text.support import kind_terms, subject_share, subject_terms, term_set


def kind(question: str) -> list[str]:
    return asked_kind_words(fold(question).split())


@pytest.mark.parametrize(
    ("question", "noun"),
    [
        ("أنهي مزمور بيقول إن الرب راعيني؟", "مزمور"),
        ("أي قديس راحت له ملكة رومية لما مرضت؟", "قديس"),
        ("بأي طريقة مات أنتيباس أسقف برغامس؟", "طريقه"),
        ("مين الراهب اللي رجّع طفل للحياة؟", "الراهب"),
        ("ما المرد الذي يتكرر في الهوس الثالث؟", "المرد"),
        ("من هو الملك الذي أرسل المصورين إلى كل البلاد؟", "الملك"),
    ],
)
def test_the_noun_a_which_or_a_cleft_governs_names_the_kind(question: str, noun: str) -> None:
    assert kind(question) == [fold(noun)]


@pytest.mark.parametrize(
    "question",
    [
        "كام عذراء كانوا عايشين مع القديسة دميانة؟",  # a counted noun: said with its number
        "كم سعر الذهب في القاهرة اليوم؟",
        "أي نوع الطعام أكل يوحنا؟",  # in construct with a definite noun: asked about
        "إيه اسم أبو الأنبا أمونيوس؟",  # a name asked: the naming word is not read as a kind
        "أي إبصالية تقول إن المسيح اعتمد؟",  # the verb after the noun is no kind: only the noun
        "من أرسل بولس إلى أنطاكية؟",  # no article noun and relative after the question word
    ],
)
def test_no_other_word_is_a_kind(question: str) -> None:
    assert all(word not in {fold("تقول"), fold("عذراء"), fold("سعر"), fold("نوع"), fold("اسم"), fold("بولس")}
               for word in kind(question))


def test_a_kind_term_another_word_gives_too_is_the_subjects() -> None:
    # "القديس" is asked ("أي قديس") and named ("القديس أنطونيوس"): it stays the subject's
    assert kind_terms("أي قديس تتلمذ على يد القديس أنطونيوس؟") == frozenset()
    assert kind_terms("أي مزمور يقول إن الرب راعي؟") == term_set("مزمور")


@pytest.mark.parametrize(
    ("question", "framing"),
    [
        ("أنهي مزمور يقول إن الرب راعيني وليس هحتاج حاجة؟", "ليس"),
        ("في القداس صلاة نستحق فيها نقبل بعض قبلة مقدسة، تقول ما؟", "تقول"),
    ],
)
def test_the_negation_and_the_asking_verb_frame(question: str, framing: str) -> None:
    assert not term_set(framing) & subject_terms(question)


def test_a_preposition_with_a_pronoun_is_a_function_word() -> None:
    # "وفيها" (and in it): the stemmer keeps وفي, a term no passage is asked to hold
    question = "الذكصولوجية اللي بتتقال في باكر وفيها خلصت آدم من الغواية، إيه هي؟"
    assert not term_set("وفيها") & subject_terms(question)
    assert not term_set("فيهم") & subject_terms("أونانيوس وأخوه أندراوس، كل واحد فيهم نال كام إكليل؟")


def test_subordinators_stay_subject_words() -> None:
    # measured: dropping "لما" / "بعد ما" let declines of the validation slice be answered
    assert term_set("لما") <= subject_terms("لما الأفعى مسكت في إيد بولس أهل الجزيرة قالوا عليه إيه؟")


def test_a_kind_term_counts_only_where_held() -> None:
    wanted = frozenset({"مزمور", "راع", "يعوز", "شيء"})
    kind_ = frozenset({"مزمور"})
    assert subject_share(wanted, frozenset({"راع", "يعوز"}), kind_) == pytest.approx(2 / 3)
    assert subject_share(wanted, frozenset({"راع", "مزمور"}), kind_) == pytest.approx(2 / 4)
    assert subject_share(wanted, frozenset({"راع"}), frozenset()) == pytest.approx(1 / 4)


def test_an_excerpt_naming_the_psalm_need_not_say_psalm() -> None:
    # 3 of the 5 subject terms besides "مزمور": 0.6 with the kind word counted only where held, 0.5 with it
    question = "أي مزمور يذكر المراعي الخضر ومياه الراحة؟"
    psalm = [Evidence(evidence_id="E1", chunk_id="bible:psalms:23/0", excerpt="في مراع خضر يربضني. إلى مياه يوردني.")]
    provider = ExtractiveProvider(Settings())
    assert provider._on_subject_ids(question, psalm) == {"E1"}
    assert provider._on_subject_ids(question, psalm, asked_kind=False) == set()


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("في مقدمة الدفنار بنسجد لمين؟", "بنسجد"),
        ("في لبش الهوس التاني بنشكر المسيح مع مين؟", "بنشكر"),
        ("الأوشية دي بنطلب فيها إيه؟", "بنطلب"),
        ("في صلوات قبل التناول ونصلي عشان إيه؟", "ونصلي"),
    ],
)
def test_the_worshippers_verb_of_a_rite_question_is_its_frame(question: str, verb: str) -> None:
    assert not term_set(verb) & subject_terms(question)


def test_another_we_verb_stays_a_subject_word() -> None:
    # only the acts of praying, asking, chanting, bowing, thanking …: fasting is what is asked
    assert term_set("بنصوم") <= subject_terms("إحنا بنصوم صوم الرسل كام يوم؟")


def test_who_under_a_glued_preposition_frames_the_question() -> None:
    # "لمين" (to whom) asks the one the answer names ("للثالوث القدوس"), as "لإيه" and "لكام" do
    assert not term_set("لمين") & subject_terms("في مقدمة الدفنار الآدام بنسجد لمين؟")
