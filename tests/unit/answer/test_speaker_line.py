"""answer/speaker_line.py and its use in said_asked.said_problem: a Bible speaker's words asked are his line (BIBLESAID67)."""

from __future__ import annotations

import pytest

from dalil.answer.publish_decision import Asked
from dalil.answer.said_asked import SAYING_UNSTATED, _speaker_problem, said_problem, said_speaker
from dalil.answer.speaker_line import applies, bible_book, frames, speaks, the_lords_line

MARK = "مرقس 2"
LUKE = "لوقا 21"
JOHN = "يوحنا 11"

TO_PARALYTIC = "فَلَمَّا رَأَى يَسُوعُ إِيمَانَهُمْ، قَالَ لِلْمَفْلُوجِ: يَا بُنَيَّ، مَغْفُورَةٌ لَكَ خَطَايَاكَ."
WIDOW_TO_DISCIPLES = "فَدَعَا تَلاَمِيذَهُ وَقَالَ لَهُمُ: الْحَقَّ أَقُولُ لَكُمْ: إِنَّ هذِهِ الأَرْمَلَةَ الْفَقِيرَةَ قَدْ أَلْقَتْ أَكْثَرَ مِنْ جَمِيعِ الَّذِينَ أَلْقَوْا فِي الْخِزَانَةِ،"
WIDOW_SCENE = "وَرَأَى أَيْضًا أَرْمَلَةً مِسْكِينَةً أَلْقَتْ هُنَاكَ فَلْسَيْنِ."
MARTHA = "فَقَالَتْ مَرْثَا لِيَسُوعَ: يَا سَيِّدُ، لَوْ كُنْتَ ههُنَا لَمْ يَمُتْ أَخِي."
PRIESTS = "فَقَالَ رُؤَسَاءُ كَهَنَةِ الْيَهُودِ لِبِيلاَطُسَ: لاَ تَكْتُبْ: مَلِكُ الْيَهُودِ، بَلْ: إِنَّ ذَاكَ قَالَ: أَنَا مَلِكُ الْيَهُودِ."
WOE = "وَيْلٌ لَكُمْ أَيُّهَا الْكَتَبَةُ وَالْفَرِّيسِيُّونَ الْمُرَاؤُونَ."
CALENDAR = "تعتمد الكنيسة القبطية في حساب أعيادها علي التقويم القبطي الموروث من أجدادنا الفراعنة."
PETER_THEN = "فأجاب بطرس وقال له: يا رب، حسن أن نكون ههنا."


@pytest.mark.parametrize(
    ("question", "speaker"),
    [
        ("ماذا قال يسوع للمفلوج؟", ("يسوع",)),
        ("يسوع قال ايه عن الارملة الفقيرة؟", ("يسوع",)),
        ("ماذا قال الرب يسوع لمرثا؟", ("الرب", "يسوع")),
        ("ماذا قالت مرثا ليسوع عن أخيها؟", ("مرثا",)),  # the name glued to لـ is her hearer
        ("Yasou3 2al eh lel mafloog?", ()),  # the reader's Franco words name no one the Arabic reading reads
    ],
)
def test_said_speaker(question: str, speaker: tuple[str, ...]) -> None:
    assert said_speaker(question) == speaker


def test_bible_book_reads_a_chapter_title_only() -> None:
    assert bible_book("لوقا 7") == "Luk"
    assert bible_book("كورنثوس الأولى 13") == "1Co"
    assert bible_book("نياحة البابا ديمتريوس الكرام ال12") is None
    assert bible_book("لوقا") is None


def test_applies_to_jesus_anywhere_and_to_anyone_in_a_bible_chapter() -> None:
    assert applies(("يسوع",), ["تقويم"])
    assert applies(("بيلاطس",), [MARK])
    assert not applies(("الانبا", "انطونيوس"), ["نياحة الأنبا أنطونيوس"])  # a saint's record: said_asked as before
    assert not applies((), [MARK])


def test_frames_skip_a_first_person_saying() -> None:
    verbs = [frame.verb for frame in frames(WIDOW_TO_DISCIPLES)]
    assert verbs == ["وقال"]  # "أقول لكم" is inside his line


@pytest.mark.parametrize(
    ("speaker", "sentence", "titles", "his"),
    [
        (("يسوع",), TO_PARALYTIC, [MARK], True),  # named before the verb
        (("يسوع",), WIDOW_TO_DISCIPLES, [LUKE], True),  # a Gospel's frame naming no one
        (("يسوع",), WIDOW_TO_DISCIPLES, ["سنكسار"], False),  # not a Gospel: an unnamed frame is no one's known
        (("يسوع",), WIDOW_SCENE, [LUKE], False),  # the scene, no line
        (("يسوع",), MARTHA, [JOHN], False),  # her line (a woman's verb), he is her hearer
        (("مرثا",), MARTHA, [JOHN], True),
        (("يسوع",), PRIESTS, [JOHN], False),  # another's frame
        (("يسوع",), WOE, ["متى 23"], True),  # his unframed discourse in a Gospel
        (("يسوع",), CALENDAR, ["التقويم القبطي"], False),
        (("يسوع",), PETER_THEN, ["متى 17"], False),  # "فأجاب بطرس وقال له": the second verb is Peter's too
        (("بطرس",), WIDOW_TO_DISCIPLES, [LUKE], False),  # an unnamed Gospel frame is Jesus', not Peter's
        (("بولس",), "المحبة تتأنى وترفق.", ["كورنثوس الأولى 13"], True),  # his letter
        (("بطرس",), "المحبة تتأنى وترفق.", ["كورنثوس الأولى 13"], False),  # Paul's letter
    ],
)
def test_speaks(speaker: tuple[str, ...], sentence: str, titles: list[str], his: bool) -> None:
    assert speaks(speaker, sentence, titles) is his


def test_another_speakers_question_over_jesus_line_declines() -> None:
    assert said_problem("ماذا قال بيلاطس للمفلوج؟", [TO_PARALYTIC], [MARK]) == f"{SAYING_UNSTATED}: بيلاطس"
    assert said_problem("ماذا قال يسوع للمفلوج؟", [TO_PARALYTIC], [MARK]) is None


def test_a_topic_is_held_by_his_line_not_by_the_scene() -> None:
    question = "يسوع قال ايه عن الأرملة الفقيرة؟"
    assert said_problem(question, [WIDOW_TO_DISCIPLES], [LUKE]) is None
    scene = "فَجَاءَتْ أَرْمَلَةٌ فَقِيرَةٌ وَأَلْقَتْ فَلْسَيْنِ، قِيمَتُهُمَا رُبْعٌ."
    assert said_problem(question, [scene], [LUKE]) is not None
    assert said_problem("يسوع قال ايه عن الفراعنة؟", [CALENDAR], ["التقويم القبطي"]) is not None


def test_a_line_about_her_said_to_others_is_not_said_to_her() -> None:
    question = "ماذا قال المسيح للأرملة الفقيرة؟"
    assert said_problem(question, [WIDOW_TO_DISCIPLES], [LUKE]) is not None
    # a run whose scene names her and whose line is said of her to the disciples
    assert said_problem(question, [WIDOW_SCENE, WIDOW_TO_DISCIPLES], [LUKE]) is not None
    called = "فَقَالَ لَهَا يَسُوعُ: يَا امْرَأَةُ، إِيمَانُكِ قَدْ شَفَاكِ، اذْهَبِي بِسَلاَمٍ."
    assert said_problem("ماذا قال يسوع للمرأة؟", [called], [LUKE]) is None


def test_a_pronoun_hearer_named_the_verse_before() -> None:
    excerpt = (
        "فَلَمَّا اقْتَرَبَ إِلَى بَابِ الْمَدِينَةِ، إِذَا مَيْتٌ مَحْمُولٌ، ابْنٌ وَحِيدٌ لأُمِّهِ، وَهِيَ أَرْمَلَةٌ.\n"
        "فَلَمَّا رَآهَا الرَّبُّ تَحَنَّنَ عَلَيْهَا، وَقَالَ لَهَا: لاَ تَبْكِي يَا امْرَأَةُ بَعْدَ الْيَوْمِ."
    )
    line = "فَلَمَّا رَآهَا الرَّبُّ تَحَنَّنَ عَلَيْهَا، وَقَالَ لَهَا: لاَ تَبْكِي يَا امْرَأَةُ بَعْدَ الْيَوْمِ."
    assert said_problem("ماذا قال الرب للأرملة؟", [line], ["لوقا 7"], [excerpt]) is None
    assert said_problem("ماذا قال الرب للأرملة؟", [line], ["لوقا 7"]) is not None  # no excerpt: her name is not read
    assert said_problem("ماذا قال الرب للأبرص؟", [line], ["لوقا 7"], [excerpt]) is not None


def test_a_speaker_named_by_an_epithet_is_framed_by_his_name() -> None:
    line = "فَقَالَتْ مَرْيَمُ لِلْمَلاَكِ: كَيْفَ يَكُونُ هذَا وَأَنَا لَسْتُ أَعْرِفُ رَجُلاً؟"
    assert speaks(("العدرا",), line, ["لوقا 1"])
    assert not speaks(("اليصابات",), line, ["لوقا 1"])


def test_the_readers_request_names_no_speaker() -> None:
    # "ممكن تقولي …" asks to be told: ممكن is the request (FAITHFUL66's REQUESTS), not the one whose line is asked
    # (claims-blind27: a faithful Bible answer was refused as saying_unstated: ممكن)
    assert said_speaker("ممكن تقولي إيه اللي مكتوب عن المعطاة في كورنثوس الثانية 8؟") == ()
    assert said_speaker("يسوع قال ايه عن المحبة") == ("يسوع",)


def test_a_franco_question_is_checked_as_the_arabic_it_was_searched_as() -> None:
    # validation reads a Latin-letters question as its searched reading (publish_decision.Asked.read_as): the speaker
    # of "Botros 2al eh …" is Peter there, and Jesus' line about the widow is no line of his. The claim probes' harness
    # (fresh_claims.answer_published) passes no searched reading, so there the Latin question names no one (PRECISION68).
    read = Asked("Botros 2al eh lel armala el fa2eera?", "بطرس قال ماذا ل الارمله الفقيره").read_as()
    assert said_speaker(read) == ("بطرس",)
    assert said_problem(read, [WIDOW_TO_DISCIPLES], [LUKE]) is not None  # said to the disciples, not to her, and not his
    assert _speaker_problem(read, [WIDOW_TO_DISCIPLES], [LUKE]) == f"{SAYING_UNSTATED}: بطرس"
    assert said_speaker("Botros 2al eh lel armala el fa2eera?") == ()


def test_line_tokens_fold_each_token_and_tell_where_a_line_opens() -> None:
    # ONEPLACE68: the one tokenizing of a line's frame (`speaker_line.frames`, `said_asked`'s hearer readings)
    from dalil.answer.speaker_line import line_tokens

    tokens = line_tokens("فقال لهم الراهب الشيخ: «أنا هو» [E1]")
    assert [opens for _, opens in tokens] == [False, False, False, True, True, False]  # "الشيخ:" and "«أنا" open
    assert tokens[0][0] == "فقال" and tokens[4][0] == "انا"  # folded: «أنا -> انا


# SPEAKER76: in any record, a line framed as the Lord's is not another's asked line.
JOHN_PRAISED = (
    "جاء يوحنا لا يأكل ولا يشرب فقالوا ان به شيطانا وجاء ابن البشر يأكل ويشرب فقالوا هوذا إنسان أكول وشريب خمر محب للعشارين والخطاة، "
    "كما قال السيد المسيح له المجد عن يوحنا المعمدان أيضا : كان هو السراج الموقد المنير ."
)
AT_THE_CROSS = "وقد قال لها السيد المسيح وهو علي الصليب : هو ذا ابنك وقال ليوحنا : هو ذا أمك ."
THEODORE = "وقال الرب للقديس ثاؤذورس سيسفك دمك علي اسمي ، فقال له وصديقي لاونديوس ؟"
GIDEON = "ظهر له ملاك الرب وقال له \" الرب معك يا جبار البأس ، فقال له جدعون \" أسألك يا سيدي"
ELIJAH = "فالتقي ايليا النبي بالرسل وقال لهم قولوا للملك هكذا قال الرب \" أليس لأنه لا يوجد في إسرائيل اله"
SAINT_SAID = "فقال القديس : يا رب اقبل روحي ."


@pytest.mark.parametrize(
    ("speaker", "sentence", "lords"),
    [
        (("يوحنا", "المعمدان"), JOHN_PRAISED, True),  # several's frames, then the Lord's about John
        (("يوحنا", "الحبيب"), AT_THE_CROSS, True),  # "وقال ليوحنا": no one named after it, the Lord's line goes on
        (("العشار",), "وقال له السيد المسيح اتبعني. فترك كل شئ وقام وتبعه.", True),
        (("تادرس", "المشرقي"), THEODORE, False),  # "فقال له": no one named first after the Lord's: may be Theodore's
        (("جدعون",), GIDEON, False),  # his own frame
        (("ايليا",), ELIJAH, False),  # his frame quotes the Lord: his line
        (("انطونيوس",), SAINT_SAID, False),  # a saint's title names no Lord
        (("يسوع",), JOHN_PRAISED, False),  # the Lord asked: `speaks` reads his line
        (("يوحنا",), "وكان يوحنا يكرز في البرية .", False),  # no frame at all: another check's
    ],
)
def test_a_line_framed_as_the_lords_is_not_anothers(speaker: tuple[str, ...], sentence: str, lords: bool) -> None:
    assert the_lords_line(speaker, sentence) is lords


def test_a_line_mark_written_apart_opens_the_line() -> None:
    found = frames(AT_THE_CROSS)
    assert [frame.after for frame in found] == [("لها", "السيد", "المسيح", "وهو"), ("ليوحنا",)]


def test_a_saints_line_asked_is_not_answered_by_the_lords_line_in_his_record() -> None:
    titles = ["ميلاد القديس يوحنا المعمدان"]
    assert said_problem("ماذا قال يوحنا المعمدان عن المسيح؟", [JOHN_PRAISED], titles) == f"{SAYING_UNSTATED}: يوحنا"
    asked = "يوحنا المعمدان قال للعشارين اللي جم يتعمدوا يعملوا ايه؟"
    assert said_problem(asked, [JOHN_PRAISED], titles) == f"{SAYING_UNSTATED}: يوحنا"
    assert said_problem("ماذا قال يوحنا الحبيب للعذراء مريم عند الصليب؟", [AT_THE_CROSS], ["نياحة القديس يوحنا الإنجيلى"])
    assert said_problem("تادرس المشرقي قال ايه للرب عن صاحبه؟", [THEODORE], ["استشهاد القديس تادرس المشرقى"]) is None
    assert said_problem("ماذا قال جدعون للرب؟", [GIDEON], ["نياحة البار جدعون"]) is None
