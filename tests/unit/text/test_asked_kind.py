"""Which words of a question name the kind of its answer (`text.asked_kind`), and which frame it
(`text.support.subject_terms`): read by the question's structure, they never count against a
passage that does not say them, in the evidence floor and the answerer's excerpt check alike."""

from __future__ import annotations

import pytest

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
        ("لما الأفعى مسكت في إيد بولس أهل الجزيرة قالوا عليه إيه؟", "لما"),
        ("من أرسلته كنيسة أورشليم إلى أنطاكية بعد أن آمن فيها عدد كثير؟", "بعد"),
        ("أبو سيفين كان اسمه إيه قبل ما يسموه مرقوريوس؟", "قبل"),
        ("أونانيوس وأخوه أندراوس، كل واحد فيهم نال كام إكليل؟", "فيهم"),
        ("أنهي مزمور يقول إن الرب راعيني وليس هحتاج حاجة؟", "ليس"),
        ("في القداس صلاة نستحق فيها نقبل بعض قبلة مقدسة، تقول ما؟", "تقول"),
        ("بحسب بولس، كم شخصا يتكلمون بلسان في الاجتماع؟", "بحسب"),
    ],
)
def test_subordinators_inflected_prepositions_negation_and_the_asking_verb_frame(question: str, framing: str) -> None:
    assert not term_set(framing) & subject_terms(question)


def test_before_and_after_stay_when_they_are_prepositions() -> None:
    # "بعد قانون الإيمان" dates the subject; "قبلة" (a kiss) stems like قبل
    assert term_set("بعد") <= subject_terms("بعد قانون الإيمان في الأجبية، كم مرة تقال كيرياليسون؟")
    assert term_set("قبلة") <= subject_terms("في القداس صلاة نقبل فيها بعض قبلة مقدسة قبل ما نتناول؟")


def test_a_kind_term_counts_only_where_held() -> None:
    wanted = frozenset({"مزمور", "راع", "يعوز", "شيء"})
    kind_ = frozenset({"مزمور"})
    assert subject_share(wanted, frozenset({"راع", "يعوز"}), kind_) == pytest.approx(2 / 3)
    assert subject_share(wanted, frozenset({"راع", "مزمور"}), kind_) == pytest.approx(2 / 4)
    assert subject_share(wanted, frozenset({"راع"}), frozenset()) == pytest.approx(1 / 4)
