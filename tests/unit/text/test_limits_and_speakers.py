"""An exception or a condition the excerpt writes, dropped by a claim that restates what it limits,
and a quoted line given to another speaker or addressee: each bend keeps the excerpt's words and
is refused; each faithful restatement passes. Wording made up for these tests (not any probe's)."""

from __future__ import annotations

import pytest

from dalil.text.assertions import claim_findings
from dalil.text.conditions import condition_dropped
from dalil.text.exceptions import exception_dropped
from dalil.text.locations import relation_turned
from dalil.text.speakers import saying_moved, saying_voice
from dalil.text.written import words

EXCERPT = (
    "ودخل الراهب القلاية فلم يجد فيها إلا إناء الماء. "
    "ولم يسمح الأسقف لأحد بالدخول سوى الشمامسة. "
    "وكان أهل القرية يعبدون الأوثان إلا أنهم أكرموا الغريب وأطعموه. "
    "وخرج الرهبان جميعا إلى الحقل عدا الشيخ المريض. "
    "وقال الأب للتلميذ: إذا صمت ثلاثة أيام أعطاك الرب سؤلك. "
    "وكتب الأسقف في رسالته: لو رجع الوالي عن ظلمه لسلمت المدينة. "
    "وقال لهم الشيخ: اذهبوا بسلام واحفظوا الوصايا. "
    "فأجاب الجنود الوالي قائلين: لن نترك الأسير يهرب. "
    "فصرخت الأرملة قائلة: ارحمني يا ابن داود."
)


def kinds(sentence: str, excerpt: str = EXCERPT) -> list[str]:
    return [f.kind for f in claim_findings(sentence, excerpt, min_support=0.5, max_uncovered=3)]


@pytest.mark.parametrize(
    "sentence",
    [
        "ودخل الراهب القلاية فلم يجد فيها إناء الماء",  # nothing but the jar -> not the jar
        "ولم يسمح الأسقف بالدخول لأحد",  # none but the deacons -> none
        "وكان أهل القرية يعبدون الأوثان وطردوا الغريب",  # "but they honoured him" -> something else
        "وخرج جميع الرهبان إلى الحقل",  # all but the sick elder -> all
    ],
)
def test_an_exception_dropped_is_refused(sentence):
    assert exception_dropped(sentence, EXCERPT) is not None
    assert "hedge" in kinds(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "ودخل الراهب القلاية فوجد فيها إناء الماء",  # negator and exception dropped together: still true
        "ودخل الراهب القلاية فلم يجد فيها سوى إناء الماء",  # the exception in other words
        "ودخل الراهب القلاية فوجد إناء الماء فقط",  # "only" for "nothing but"
        "ولم يسمح الأسقف بالدخول إلا للشمامسة",
        "وكان أهل القرية يعبدون الأوثان",  # stops before "but": half the sentence, not bent
        "وكان أهل القرية يعبدون الأوثان لكنهم أكرموا الغريب",
        "وكان أهل القرية يعبدون الأوثان وأكرموا الغريب وأطعموه",  # the contrast lost, not the claim
        "وخرج الرهبان إلى الحقل ما عدا الشيخ المريض",
        "ودخل الراهب القلاية",  # does not reach the limited words
    ],
)
def test_an_exception_kept_or_not_reached_passes(sentence):
    assert exception_dropped(sentence, EXCERPT) is None


def test_ala_that_not_is_no_exception():
    excerpt = "وأوصاهم ألا يخرجوا من الدير في الليل."
    assert exception_dropped("وأوصاهم يخرجوا من الدير في الليل", excerpt) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "وقال الأب للتلميذ: صمت ثلاثة أيام فأعطاك الرب سؤلك",  # if you fast -> you fasted
        "وقال الأب للتلميذ: أعطاك الرب سؤلك",  # the condition cut, the promise kept
        "وكتب الأسقف في رسالته: رجع الوالي عن ظلمه فسلمت المدينة",  # "if he had" -> he did
    ],
)
def test_a_condition_dropped_is_refused(sentence):
    assert condition_dropped(sentence, EXCERPT) is not None
    assert "hedge" in kinds(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "وقال الأب للتلميذ إن صمت ثلاثة أيام يعطيك الرب سؤلك",
        "وقال الأب للتلميذ: عندما تصوم ثلاثة أيام يعطيك الرب سؤلك",  # a time word keeps it
        "وكتب الأسقف أن المدينة تسلم لو رجع الوالي عن ظلمه",
        "وقال لهم الشيخ: اذهبوا بسلام",  # a sentence with no condition
    ],
)
def test_a_condition_kept_passes(sentence):
    assert condition_dropped(sentence, EXCERPT) is None


def test_that_is_not_if():
    # "أن" (that) in the claim keeps no condition, and "إن" read only before a verb that opens one
    excerpt = "وقال لهم إن الرب قريب من المنكسري القلوب."
    assert condition_dropped("وقال لهم أن الرب قريب من المنكسري القلوب", excerpt) is None
    vowelled = "قَالَ: إِنْ تُبْتُمْ تَخْلُصُونَ."
    assert condition_dropped("قال: تبتم فتخلصون", vowelled) is not None


@pytest.mark.parametrize(
    "sentence",
    [
        "وقال لهما الشيخ: اذهبوا بسلام واحفظوا الوصايا",  # to them (many) -> to them two
        "وقالوا له: اذهبوا بسلام واحفظوا الوصايا",  # the elder's words put in their mouth
        "فأجاب الرهبان الوالي قائلين: لن نترك الأسير يهرب",  # the soldiers' words -> the monks'
        "فصرخ الأعمى قائلا: ارحمني يا ابن داود",  # the widow's cry -> a blind man's
    ],
)
def test_a_saying_given_to_another_speaker_or_addressee_is_refused(sentence):
    assert saying_moved(sentence, EXCERPT) is not None
    assert "role" in kinds(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "وقال لهم الشيخ: اذهبوا بسلام واحفظوا الوصايا",  # verbatim
        "فقال الشيخ لهم: اذهبوا بسلام واحفظوا الوصايا",  # the same frame reordered
        "فأجاب الجنود قائلين: لن نترك الأسير يهرب",  # the addressee left out
        "وقال: اذهبوا بسلام واحفظوا الوصايا",  # no speaker named
    ],
)
def test_a_saying_under_its_own_frame_passes(sentence):
    assert saying_moved(sentence, EXCERPT) is None


def test_a_line_inside_a_line_meets_its_own_frame():
    excerpt = "فقال لهم المعلم: الحق أقول لكم: من يتضع يرتفع."
    assert saying_moved("فقال لهم المعلم: الحق أقول لكم: من يتضع يرتفع", excerpt) is None


def test_a_title_in_quotation_marks_has_no_speaker():
    excerpt = 'ونشر المؤلف كتابا بعنوان "رحلة إلى الشرق" في القاهرة.'
    assert saying_moved('ونشرت الجامعة كتابا بعنوان "رحلة إلى الشرق" في القاهرة', excerpt) is None


def test_words_keep_the_hamza_and_the_clause():
    found = words("قال : « إِنْ شاء الرب، إلا أن»")
    assert [w.written for w in found] == ["قال", "إن", "شاء", "الرب", "إلا", "أن"]
    assert found[0].colon and found[1].opens_quote and found[1].sukun_last
    assert found[3].clause < found[4].clause


@pytest.mark.parametrize(
    "excerpt, sentence",
    [
        ("وإذا عاصفة شديدة هبت على المركب.", "هبت عاصفة شديدة على المركب"),  # وإذا: and behold
        ("إذا أنه ترك المدينة وسكن البرية.", "فقد ترك المدينة وسكن البرية"),  # إذا أنه: since
        ("إِذًا نَحْنُ غُرَبَاءُ فِي الأَرْضِ.", "نحن غرباء في الأرض"),  # إذًا: therefore
    ],
)
def test_idha_that_opens_no_condition_is_not_read(excerpt, sentence):
    assert condition_dropped(sentence, excerpt) is None


FRAMED = (
    "فاستشار الشاب شيوخ الدير فأشاروا عليه بالرجوع إلى أهله. "
    "وكانت المدينة واحدة من المدن الكبرى في إقليم الصعيد. "
    "فالتفت المعلم إلى الجمع وسألهم قائلا: هل يجوز الصوم في يوم العيد. "
    "ولم يحدث الرهبان أحدا بما رأوه في تلك السنين."
)


@pytest.mark.parametrize(
    "sentence, kind",
    [
        ("فاستشار الشاب شيوخ الدير فمنعوه من الرجوع إلى أهله", "hedge"),  # advised -> forbade
        ("وكانت المدينة أكبر مدينة في إقليم الصعيد", "comparison"),  # one of the great -> the greatest
        ("فالتفت المعلم إلى الجمع وقال لهم: الصوم يجوز في يوم العيد", "hedge"),  # a quoted question asserted
        ("ولم يحدث الرهبان أحدا قط بما رأوه", "hedge_added"),  # in those years -> ever
    ],
)
def test_a_framing_the_excerpt_limits_is_refused(sentence, kind):
    assert kind in kinds(sentence, FRAMED)


@pytest.mark.parametrize(
    "sentence",
    [
        "فاستشار الشاب شيوخ الدير فنصحوه بالرجوع إلى أهله",  # advised, in other words
        "وكانت المدينة من أكبر مدن إقليم الصعيد",
        "فالتفت المعلم إلى الجمع وسألهم",  # the narration only, not the question's words
        "ولم يحدث الرهبان أحدا بما رأوه في تلك السنين",
    ],
)
def test_the_same_framing_passes(sentence):
    found = kinds(sentence, FRAMED)
    assert not {"hedge", "comparison", "hedge_added"} & set(found), found


PLACED = "وكان الشيخ يسكن مغارة بعيدة عن القرية ويصلي تحت شجرة كبيرة قرب النهر."


@pytest.mark.parametrize(
    "sentence",
    [
        "وكان الشيخ يسكن مغارة داخل القرية",  # far from -> inside
        "وكان الشيخ يصلي فوق شجرة كبيرة",  # under -> on top of
        "ويصلي تحت شجرة كبيرة بعيدا عن النهر",  # near -> far
    ],
)
def test_a_place_relation_turned_is_refused(sentence):
    assert "place" in kinds(sentence, PLACED)


@pytest.mark.parametrize(
    "sentence",
    [
        "وكان الشيخ يسكن مغارة خارج القرية",  # far from -> outside: not opposed
        "وكان الشيخ يصلي تحت شجرة كبيرة بجوار النهر",  # near, in other words
        "وكان الشيخ يسكن مغارة في الجبل داخل البرية",  # a noun the excerpt relates to nothing
    ],
)
def test_a_place_relation_kept_passes(sentence):
    assert relation_turned(sentence, PLACED) is None


def test_a_word_for_word_copy_cut_before_its_limit_is_no_quotation():
    # the excerpt's own words, stopped just before the exception or the condition: the claim
    # widens what the excerpt limits, though every word of it is copied
    assert "hedge" in kinds("ولم يسمح الأسقف لأحد بالدخول")  # ... سوى الشمامسة
    assert "hedge" in kinds("وخرج الرهبان جميعا إلى الحقل")  # ... عدا الشيخ المريض
    # a copy that keeps its limit, or a whole sentence, is still a quotation
    assert kinds("ولم يسمح الأسقف لأحد بالدخول سوى الشمامسة") == []
    assert kinds("وخرج الرهبان جميعا إلى الحقل عدا الشيخ المريض") == []
    # a copy of a sentence that limits nothing, cut anywhere, is still a quotation
    assert kinds("وقال لهم الشيخ: اذهبوا بسلام") == []


def test_saying_voice_reads_a_verb_of_sayings_gender() -> None:
    assert saying_voice("فقالت") == "f"
    assert saying_voice("وقال") == "m"
    assert saying_voice("قائلا") == "m"
    assert saying_voice("قالوا") is None  # several
    assert saying_voice("قليل") is None
