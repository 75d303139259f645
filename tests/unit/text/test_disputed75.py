"""text.disputed: the stretches of a sentence the record reports as a confusion or corrects (DISPUTED75)."""

from __future__ import annotations

from dalil.text.assertions import hedge_dropped
from dalil.text.disputed import frame_words, unasserted

SIMON = (
    "كان حاضرا في معجزة الخمس أرغفة والسمكتين لذلك تصوره الأيقونات اليونانية حاملا سنارة بها سمكة ، ويخلط البعض بينه "
    "وبين سمعان أحد المدعوين أخو الرب ، الذي صار أسقفا لأورشليم في سنة 106 خلفا ليعقوب البار ، لكن هذا خطأ ..."
)


def _stretches(sentence: str) -> list[tuple[str, bool]]:
    words, stretches = unasserted(sentence)
    return [(" ".join(words[s.start : s.end]), s.confused) for s in stretches]


def test_a_corrected_confusion_runs_from_its_frame_to_the_correction() -> None:
    [(told, confused)] = _stretches(SIMON)
    assert told.startswith("البعض بينه وبين سمعان") and told.endswith("ليعقوب البار")
    assert "سنه 106" in told and "سناره" not in told and "خطا" not in told
    assert not confused  # corrected: denied of anyone it is told of


def test_a_confusion_without_correction_tells_two_parties() -> None:
    sentence = (
        "يخلط السنكسار القبطي في بعض طبعاته بين القديس كبريانوس أسقف قرطاجنة وقديس آخر كان في إنطاكية كان ساحرا قبل"
        " تعميده ، ولعل ذلك الخلط مصدره القديس غريغوريوس"
    )
    words, [stretch] = unasserted(sentence)
    assert stretch.confused
    assert " ".join(words[stretch.start : stretch.other]) == "القديس كبريانوس اسقف قرطاجنه"
    assert " ".join(words[stretch.other : stretch.end]).endswith("ساحرا قبل تعميده")  # ends at the next frame (ولعل)


def test_a_claim_called_a_lie_and_an_interpretation_called_untrue() -> None:
    assert _stretches("وادعى أننا أوفدناه مطرانا عليكم وهو في ذلك كاذب .") == [("اننا اوفدناه مطرانا عليكم", False)]
    [(told, _)] = _stretches("غالباً ما يتم تفسير هذا على أنه يعني أن الغشاء الخارجي نتاج غشاء الخلية - وهذا غير صحيح - كلا الغشاءين أصليان")
    assert told.endswith("نتاج غشاء الخليه") and "اصليان" not in told


def test_a_correction_opener_puts_the_true_content_after_it() -> None:
    [(told, _)] = _stretches("ويزعم بعضهم أنه ولد في روما والصحيح أنه ولد في الإسكندرية")
    assert "روما" in told and "الاسكندريه" not in told


def test_hedges_alone_and_a_judged_deed_are_asserted() -> None:
    assert _stretches("في مثل هذا اليوم تنيح النبي يونان بن أمتاي وقيل أنه ابن أرملة صرفة صيدا") == []
    assert _stretches("يعتقد المسلمون أيضاً أن الله أمر إبراهيم برفع قواعد الكعبة") == []
    assert _stretches("فضرب الجندي الأسير وهذا خطأ منه") == []  # no report frame: a deed judged, not a told content
    assert _stretches('وكلمة "سوفيت" (و النطق الصحيح لها "سافيت") تعني النصيحة') == []  # an adjective, no opener


def test_frame_words_are_the_report_and_correction_words() -> None:
    words, _ = unasserted(SIMON)
    assert {"ويخلط", "خطا"} <= frame_words(words)


def test_a_claim_that_states_the_corrected_content_as_fact_drops_its_frame() -> None:
    assert hedge_dropped("صار القديس سمعان الغيور أسقفا لأورشليم في سنة 106 [E1]", SIMON) is not None
    assert hedge_dropped("يخلط البعض بينه وبين سمعان الذي صار أسقفا لأورشليم سنة 106، لكن هذا خطأ [E1]", SIMON) is None
    assert hedge_dropped("تصوره الأيقونات اليونانية حاملا سنارة بها سمكة [E1]", SIMON) is None
    cyprian = "يخلط السنكسار القبطي في بعض طبعاته بين القديس كبريانوس أسقف قرطاجنة وقديس آخر كان في إنطاكية كان ساحرا قبل تعميده"
    assert hedge_dropped("كان القديس كبريانوس أسقف قرطاجنة ساحرا قبل تعميده [E1]", cyprian) is not None
    assert hedge_dropped("كان قديس آخر في إنطاكية ساحرا قبل تعميده [E1]", cyprian) is None  # the other's own
    assert hedge_dropped("كان كبريانوس أسقف قرطاجنة [E1]", cyprian) is None  # the first party's own description


def test_a_demonstrative_after_its_noun_opens_no_correction() -> None:
    # James 1:26: "this one's religion is vain" judges the man, it corrects no told content
    assert _stretches("إن كان أحد فيكم يظن أنه دين، وهو ليس يلجم لسانه، بل يخدع قلبه، فديانة هذا باطلة.") == []
