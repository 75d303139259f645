"""Who did what to whom, read as what a sentence asserts against the excerpt sentence it restates:
a name or date of the record put where the excerpt writes another (`text.moved_details`), an
object pronoun that turns the doer (`text.pronoun_roles`), a gift stated as a taking, a quoted
line's speaker and addressee exchanged (`text.speakers`). Each bend keeps the excerpt's own words
and is refused as `role`; each faithful restatement passes. Wording made up for these tests (not
any probe's)."""

from __future__ import annotations

import pytest

from dalil.text.assertions import claim_findings, roles_differ
from dalil.text.moved_details import NUMBER, PERSON, TITLE, detail_moved
from dalil.text.pronoun_roles import object_made_subject, persons_exchanged, pronoun_turned
from dalil.text.speakers import saying_moved

NAMES = frozenset({"بقطر", "اسحق", "مينا", "يعقوب", "تادرس"})

RECORD = (
    "وكان القديس بقطر يخدم مع رفيقه اسحق في دير الجبل، فمرض الأب بقطر مرضا شديدا ومات في مثل هذا اليوم. "
    "وفي سنة 1820 وصل الرهبان إلى الدير، وفي سنة 1834 بنوا الكنيسة الكبيرة التي دشنها الأسقف يعقوب. "
    "ثم أرسل الوالي جنوده فقبضوا على مينا الذي عذبه الوالي تادرس عذابا شديدا. "
    "وفي بعض الأيام زار الأسقف شيخا ناسكا، فأعطى الأسقف الفقراء ثيابا كثيرة. "
    "فقال الراهب الذي كان يخدم الشيخ للأسقف: هذا هو يوم الرب."
)


def role_findings(sentence: str) -> list[str]:
    return [f.detail for f in claim_findings(sentence, RECORD, min_support=0.5, max_uncovered=3, known_names=NAMES) if f.kind == "role"]


@pytest.mark.parametrize(
    "sentence",
    [
        # the illness and death given to his companion, named earlier in the same sentence (VSO)
        "فمرض اسحق مرضا شديدا ومات في مثل هذا اليوم",
        # the building's date given to the arrival
        "وفي سنة 1834 وصل الرهبان إلى الدير",
        # the church's consecrator replaced by the tormentor named in the next sentence
        "بنوا الكنيسة الكبيرة التي دشنها الأسقف تادرس",
        # "the same year": the arrival's year given to the building
        "وفي سنة 1820 وصل الرهبان إلى الدير، وفي السنة نفسها بنوا الكنيسة الكبيرة",
    ],
)
def test_a_detail_of_the_record_put_where_the_excerpt_writes_another_is_refused(sentence):
    assert role_findings(sentence), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "فمرض الأب بقطر مرضا شديدا ومات في مثل هذا اليوم",  # the excerpt's own words
        "مرض بقطر مرضا شديدا وتوفي في مثل هذا اليوم",  # the title dropped, another verb of dying
        "وفي سنة 1834 بنى الرهبان الكنيسة الكبيرة التي دشنها الأسقف يعقوب",  # another form of the verb
        "ووصل الرهبان إلى الدير سنة 1820",  # the date moved with its own event
        "ثم قبض جنود الوالي على مينا",  # the soldiers' master named by his title, as the excerpt does
    ],
)
def test_a_faithful_restatement_moves_no_detail(sentence):
    assert role_findings(sentence) == [], sentence


def test_a_title_resolved_to_the_name_the_record_gives_it_is_no_moved_name():
    # the excerpt's slot holds a title (الوالي), not a name: naming him is a resolution, not a move
    kind = {"تادرس": PERSON, "مينا": PERSON, "الوالي": TITLE}.get
    assert detail_moved("ثم أرسل تادرس جنوده", "ثم أرسل الوالي جنوده فقبضوا على مينا", RECORD, kind) is None


def test_a_number_written_in_words_is_no_detail_to_move():
    kind = {"1820": NUMBER}.get
    assert detail_moved("وصل الرهبان بعد عشرين سنة", "وصل الرهبان بعد 1820 سنة", RECORD, kind) is None


@pytest.mark.parametrize(
    ("sentence", "excerpt"),
    [
        # the relative's resumptive pronoun dropped: the one tormented made the tormentor
        ("فقبضوا على مينا الذي عذب الوالي تادرس", "فقبضوا على مينا الذي عذبه الوالي تادرس"),
        # and added: the tormentor made the one tormented
        ("فقبضوا على مينا الذي عذبه الوالي", "فقبضوا على مينا الذي عذب الوالي"),
        # an object pronoun added and the accusative alif dropped: the visited made the visitor
        ("وفي بعض الأيام زاره شيخ ناسك", "وفي بعض الأيام زار شيخا ناسكا"),
        # Egyptian relative
        ("مينا اللي عذب الوالي", "مينا اللي عذبه الوالي"),
    ],
)
def test_an_object_pronoun_that_turns_the_doer_is_read(sentence, excerpt):
    assert pronoun_turned(sentence, excerpt) is not None


@pytest.mark.parametrize(
    ("sentence", "excerpt"),
    [
        ("فقبضوا على مينا الذي عذبه الوالي تادرس", "فقبضوا على مينا الذي عذبه الوالي تادرس"),
        ("عذبه الوالي تادرس", "عذب الوالي تادرس مينا"),  # the one done to made a pronoun: no relative, no case
        ("وفي بعض الأيام زار الأسقف شيخا", "وفي بعض الأيام زار الأسقف شيخا ناسكا"),
    ],
)
def test_a_pronoun_that_keeps_who_does_what_is_not_read(sentence, excerpt):
    assert pronoun_turned(sentence, excerpt) is None


def test_a_gift_stated_as_a_taking_is_refused():
    excerpt = "فأعطى الأسقف الفقراء ثيابا كثيرة"
    assert roles_differ("فأخذ الأسقف من الفقراء ثيابا كثيرة", excerpt) is not None
    assert roles_differ("فأعطى الأسقف الفقراء ثيابا كثيرة", excerpt) is None
    assert roles_differ("فوزع الأسقف على الفقراء ثيابا كثيرة", excerpt) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "فقال الأسقف للراهب الذي كان يخدم الشيخ: هذا هو يوم الرب",  # speaker and addressee exchanged
        "الأسقف قال للراهب اللي كان بيخدم الشيخ: ده يوم الرب",  # the same, Egyptian SVO
    ],
)
def test_a_quoted_line_with_speaker_and_addressee_exchanged_is_refused(sentence):
    assert saying_moved(sentence, RECORD) is not None


@pytest.mark.parametrize(
    "sentence",
    [
        "فقال الراهب للأسقف: هذا هو يوم الرب",  # the speaker's description shortened
        "الراهب اللي كان بيخدم الشيخ قال للأسقف: ده يوم الرب",  # Egyptian SVO, the same sides
        "وقال الراهب الذي كان يخدم الشيخ إلى الأسقف: هذا هو يوم الرب",
    ],
)
def test_a_quoted_line_with_its_sides_kept_passes(sentence):
    assert saying_moved(sentence, RECORD) is None


@pytest.mark.parametrize(
    ("sentence", "excerpt"),
    [
        ("وأنا دعوته إلى البيت", "وهو دعاني إلى البيت"),  # he invited me -> I invited him
        ("لأني قد ظلمت الجار", "لأن الجار قد ظلم نفسي"),  # the neighbour wronged me -> I wronged him
    ],
)
def test_the_doer_and_the_one_done_to_exchanged_through_persons_is_read(sentence, excerpt):
    assert persons_exchanged(sentence, excerpt) is not None


@pytest.mark.parametrize(
    ("sentence", "excerpt"),
    [
        ("وهو دعاني إلى البيت", "وهو دعاني إلى البيت"),
        ("لأن الجار ظلم نفسي", "لأن الجار قد ظلم نفسي"),
        ("جاء بطرس مع يوحنا", "جاء يوحنا مع بطرس"),  # two companions in the other order: no doer
    ],
)
def test_persons_kept_on_their_sides_are_not_read(sentence, excerpt):
    assert persons_exchanged(sentence, excerpt) is None


def test_a_line_whose_sides_share_a_word_or_a_title_is_not_exchanged():
    # the same word on both sides ("الرب لربي"), and a title before the addressee's name
    assert saying_moved("قال الرب لربي: اجلس عن يميني", "قال الرب لربي: اجلس عن يميني.") is None
    excerpt = "فقال الأب مقاريوس للقديس يوحنا: اذهب بسلام."
    assert saying_moved("فقال الأب مقاريوس للقديس يوحنا: اذهب بسلام", excerpt) is None
    assert saying_moved("فقال يوحنا للأب مقاريوس: اذهب بسلام", excerpt) is not None


def test_a_chiasmus_restated_is_no_exchange():
    line = "تسبيحا وشكرا شكرا وتسبيحا للآب والابن والروح القدس"
    assert persons_exchanged(line, line) is None


# A group of people named by a broken plural (no office): one group put in another's place.
GROUPS_EXCERPT = "ولما وصل الجنود إلى باب المدينة التي سكن فيها الشهداء زمانا طويلا قال أحد الجنود للوالي إن الأبواب مغلقة"


@pytest.mark.parametrize(
    "sentence",
    [
        "قال أحد الشهداء للوالي إن الأبواب مغلقة",
        "حكم اليونان تلك البلاد زمانا طويلا ثم جاء الرومان فطردوهم منها",
    ],
)
def test_a_group_put_where_the_excerpt_writes_another_is_refused(sentence):
    excerpt = GROUPS_EXCERPT if "أحد" in sentence else "حكم الرومان تلك البلاد زمانا طويلا ثم جاء العرب فطردوهم منها"
    assert roles_differ(sentence, excerpt) is not None


@pytest.mark.parametrize(
    "sentence",
    [
        "قال أحد الجنود للوالي إن أبواب المدينة مغلقة",
        "ولما بلغ الجنود باب المدينة التي يسكنها الشهداء",
        "قال جندي من الجنود للوالي إن الأبواب كانت مغلقة",
    ],
)
def test_a_group_kept_in_its_place_is_not_read(sentence):
    assert roles_differ(sentence, GROUPS_EXCERPT) is None


@pytest.mark.parametrize(
    ("sentence", "excerpt"),
    [
        ("وكان الشيخ يزورهما كل أسبوع ويعلمانه المزامير", "وكان الشيخ يزورهما كل أسبوع ويعلمهما المزامير"),
        ("فلما رأى الجنود القديس أهانوه أمام الجميع", "فلما رأى الجنود القديس أهانهم أمام الجميع"),
        ("فحملاه إلى الدير", "فحملهما إلى الدير"),
    ],
)
def test_an_object_made_the_verbs_subject_by_its_endings_is_refused(sentence, excerpt):
    assert object_made_subject(sentence, excerpt) is not None
    assert roles_differ(sentence, excerpt) is not None


@pytest.mark.parametrize(
    ("sentence", "excerpt"),
    [
        ("وكان الشيخ يعلمهما المزامير ويزورهما كل أسبوع", "وكان الشيخ يزورهما كل أسبوع ويعلمهما المزامير"),
        ("فحملهما الأخ إلى الدير", "فحملهما إلى الدير"),
        ("فكانا يكرمانه وهو يكرمهما", "فكانا يكرمانه وهو يكرمهما"),
    ],
)
def test_a_verb_keeping_its_persons_is_not_read(sentence, excerpt):
    assert object_made_subject(sentence, excerpt) is None
