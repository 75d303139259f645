"""What a question takes for granted is checked against the records that answer it (answer/premise.py):
a named doer, a deed the answer gives the subject's kin, a role asked in another's time; and a second
ask of what became of the subject (answer/asked_reading.asks_what_became, answer/asked_stated.py)."""

from __future__ import annotations

from dalil.answer.asked_reading import asks_what_became, further_asks
from dalil.answer.asked_stated import asked_problem
from dalil.answer.premise import doers, premise_problem, role_by_time, stated_names, stated_places
from dalil.models import Evidence
from dalil.reasons import PREMISE_UNSUPPORTED, SENTENCES, sentence
from dalil.text.normalize import fold

# The words a corpus writes as names (`validate.corpus_names_of`): emperors and saints, no common noun.
NAMES = frozenset(fold("دقلديانوس داكيوس نيرون يوليانوس مكسيميانوس فابيانوس جاؤرجيوس مرقوريوس").split())


def _record(excerpt: str, title: str = "", chunk: str = "syn:01-01#1/0") -> list[Evidence]:
    return [Evidence(evidence_id="E1", chunk_id=chunk, title=title, excerpt=excerpt)]


def test_a_doer_the_record_does_not_name_is_a_premise_it_does_not_bear() -> None:
    question = "مكسيميانوس قتل البابا فابيانوس بابا روما بأي سلاح؟"
    decius = _record("وأخيرا قتله داكيوس بالسيف فنال إكليل الشهادة", "استشهاد القديس فابيانوس بابا روما")
    answer = "وأخيرا قتله داكيوس بالسيف فنال إكليل الشهادة [E1]"
    assert premise_problem(question, answer, decius, decius, NAMES) == f"{PREMISE_UNSUPPORTED}: مكسيميانوس"
    # the right emperor: answered
    right = "داكيوس قتل البابا فابيانوس بابا روما بأي سلاح؟"
    assert premise_problem(right, answer, decius, decius, NAMES) is None
    # the emperor named in another retrieved chunk of the same record bears it too
    opening = Evidence(evidence_id="E2", chunk_id="syn:01-01#1/1", title="", excerpt="في زمان مكسيميانوس الملك")
    assert premise_problem(question, answer, decius, [*decius, opening], NAMES) is None


def test_the_one_done_to_must_be_named_by_the_record_of_the_named_doer() -> None:
    # the emperor is in St George's record, but the martyr asked of is not: another martyr's story
    question = "دقلديانوس قطع راس ابو سيفين في انهي مدينه"
    george = _record("فقرر دقلديانوس قطع رأس القديس جاؤرجيوس", "استشهاد مار جرجس")
    assert premise_problem(question, "فقرر دقلديانوس قطع رأس القديس جاؤرجيوس [E1]", george, george, NAMES) == (
        f"{PREMISE_UNSUPPORTED}: سيفين"
    )
    # a kunya is named with the article and a glued particle ("بابي السيفين"); that record names no Diocletian
    mercurius = _record("استشهد القديس مرقوريوس الشهير بابي السيفين في زمان دقلديانوس", "استشهاد القديس مرقوريوس")
    assert premise_problem(question, "استشهد القديس مرقوريوس [E1]", mercurius, mercurius, NAMES) is None


def test_a_name_read_by_its_place_alone_must_be_one_the_corpus_writes_as_a_name() -> None:
    words = fold("دقلديانوس قطع راس ابو سيفين في انهي مدينه").split()
    assert doers(words, NAMES) == ["دقلديانوس"]
    assert doers(words) == []  # no corpus names (a store-less run): not read by its place
    # a ruler's office with the article before the name reads it either way
    assert doers(fold("ليه الملك داكيوس أمر بقطع رأس القديس").split()) == ["داكيوس"]
    # a noun after كم or ما, a noun in construct before an office, a see after an office: no doer
    assert doers(fold("كم يوما كان القديس يصوم قبل أن يفطر؟").split(), NAMES) == []
    assert doers(fold("ما معنى اسم طابيثا؟").split(), NAMES) == []
    assert doers(fold("كام واحد من رجالة الملك آمنوا؟").split(), NAMES) == []
    assert doers(fold("لماذا عذب دقلديانوس القديس ألكسندروس؟").split(), NAMES) == ["دقلديانوس"]


def test_a_deed_the_answer_gives_the_subjects_kin_is_not_the_subjects() -> None:
    question = "ليه القديسة دميانة سجدت للأوثان؟"
    cited = _record("واحضر مرقس والد القديسة دميانة وأمره ان يسجد للأوثان", "استشهاد القديسة دميانة")
    father = "واحضر مرقس والد القديسة دميانة وأمره ان يسجد للأوثان [E1]"
    assert premise_problem(question, father, cited, cited) == f"{PREMISE_UNSUPPORTED}: دميانه"
    # named in her own right in another sentence: the answer tells of her
    herself = f"{father} ورفضت القديسة دميانة أن تسجد للأوثان [E1]"
    assert premise_problem(question, herself, cited, cited) is None
    # a kin word with its pronoun names the kin himself ("أخوه القديس باسيليوس": Basil is the brother)
    basil = "ليه القديس باسيليوس راح لغريغوريوس؟"
    visit = _record("آتي إليه أخوه القديس باسيليوس ليفتقده")
    assert premise_problem(basil, "آتي إليه أخوه القديس باسيليوس ليفتقده [E1]", visit, visit) is None
    # a question that names the kin asks of the kin: not read
    kin = "ليه والد القديسة دميانة سجد للأوثان؟"
    assert premise_problem(kin, father, cited, cited) is None


def test_a_role_asked_in_anothers_time_is_answered_only_by_a_holder_named() -> None:
    question = "مين البطريرك اللي كان في أيام القديس مطرا؟"
    assert role_by_time(fold(question).split()) == frozenset({"بابا", "بطريرك"})
    named = _record("استشهد القديس مطرا في عهد البابا ديمتريوس بطريرك الإسكندرية")
    assert premise_problem(question, "استشهد القديس مطرا في عهد البابا ديمتريوس بطريرك الإسكندرية [E1]", named, named) is None
    unnamed = _record("في مثل هذا اليوم تنيح القديس العظيم الأنبا برسوم العريان")
    answer = "في مثل هذا اليوم تنيح القديس العظيم الأنبا برسوم العريان [E1]"
    assert premise_problem("البابا اللي كان ايام الانبا برسوم العريان مين", answer, unnamed, unnamed) == "asked_not_stated: role"
    # a time with no office beside the name ("في أيام يوحنا الأول") names no patriarch
    other = _record("وأقام على الكرسي البطريركي في أيام يوحنا الأول")
    assert premise_problem(question, "وأقام على الكرسي البطريركي في أيام يوحنا الأول [E1]", other, other) == (
        "asked_not_stated: role"
    )
    # the king of the time, the name before the office
    king = "مين الملك اللي استشهد في أيامه القديس مطرا؟"
    assert premise_problem(king, "استشهد القديس مطرا في زمان داكيوس الملك [E1]", named, named) is None
    assert role_by_time(fold("مين البطريرك اللي عمد الجنود؟").split()) is None  # no time: not this ask


def test_by_whose_hand_the_record_must_name_the_one_done_to() -> None:
    question = "على يد من اعتمد القديس بروثاؤس الأثيني؟"
    epiphany = _record("اعتمد سيدنا يسوع المسيح من يد القديس يوحنا الصابغ", "عيد الظهور الإلهي")
    answer = "اعتمد سيدنا يسوع المسيح من يد القديس يوحنا الصابغ [E1]"
    assert premise_problem(question, answer, epiphany, epiphany) == f"{PREMISE_UNSUPPORTED}: بروثاؤس"
    own = _record("وتعمد القديس بروثاؤس على يد بولس الرسول", "استشهاد القديس بروثاؤس")
    assert premise_problem(question, "وتعمد القديس بروثاؤس على يد بولس الرسول [E1]", own, own) is None


def test_what_became_of_him_is_a_second_ask_a_sentence_beyond_the_first_must_tell() -> None:
    question = "الوالي اللي عذب القديس مينا كان اسمه ايه وجراله ايه بعد كده"
    assert len(further_asks(question)) == 1 and asks_what_became(further_asks(question)[0])
    assert asks_what_became("القديس مينا عمل ايه بعد كده")
    assert asks_what_became("الملك ماذا حدث له بعد ذلك")
    assert not asks_what_became("القديس مينا اتدفن فين")
    first = "هذا القديس عذبه أريانوس والي أنصنا ثم قطع رأسه"
    assert asked_problem(question, [first]) == "asked_not_stated: what followed"
    assert asked_problem(question, [first, "وبعد ذلك آمن أريانوس بالمسيح واستشهد"]) is None
    # MSA, the second ask glued to its question word
    msa = "من الملك الذي استشهد في زمانه القديس مطرا وماذا حدث له بعد ذلك؟"
    assert asked_problem(msa, ["استشهد القديس مطرا في زمان داكيوس الملك"]) == "asked_not_stated: what followed"


def test_the_premise_code_has_its_own_sentence_for_the_reader() -> None:
    said = sentence(PREMISE_UNSUPPORTED)
    assert said is SENTENCES[PREMISE_UNSUPPORTED] and said is not SENTENCES["not_enough_evidence"]


def test_the_premise_sentence_names_what_the_cited_records_lack_not_that_the_library_lacks_it() -> None:
    # NAMEREAD76: the reader is told which name the passages shown do not mention, never "nothing in the sources"
    said = sentence(f"{PREMISE_UNSUPPORTED}: مكسيميانوس")
    assert said is not None and "«مكسيميانوس»" in said.arabic and "«مكسيميانوس»" in said.english
    assert "المصادر التي وُجدت لا تذكره" in said.arabic and "passages found do not mention it" in said.english


# PREMISE47: every entity the question itself names — in its time clause, its relative clause, the doer of
# the asked deed, by whose order — must be named by the records it is answered from (`premise.unstated_name`).
STATED = frozenset(fold("برنابا بولس سيلا فيلبي كيرلس اسيوط دمنهور جاؤرجيوس اثناسيوس بطرس روما موسي").split())


def test_a_name_in_a_time_clause_the_records_do_not_name_is_a_premise_they_do_not_bear() -> None:
    jail = _record("ونحو نصف الليل كان بولس وسيلا يصليان ويسبحان الله، فحدث بغتة زلزلة عظيمة فانفتحت في الحال الأبواب كلها",
                   "أعمال الرسل 16", "svd:Act.16/6")
    answer = "ونحو نصف الليل كان بولس وسيلا يصليان ويسبحان الله، فحدث بغتة زلزلة عظيمة فانفتحت في الحال الأبواب كلها [E1]"
    wrong = "لما برنابا وسيلا كانوا محبوسين في فيلبي، الأبواب اتفتحت ازاي؟"
    assert premise_problem(wrong, answer, jail, jail, STATED) == f"{PREMISE_UNSUPPORTED}: برنابا"
    # an answer that names nobody else only leaves Barnabas unsaid: the weaker premise is kept (measured)
    assert premise_problem(wrong, "فانفتحت في الحال الأبواب كلها [E1]", jail, jail, STATED) is None
    right = "لما بولس وسيلا كانوا محبوسين، الأبواب اتفتحت ازاي؟"
    assert premise_problem(right, answer, jail, jail, STATED) is None
    # the town named in another retrieved chunk of the same record bears it
    town = Evidence(evidence_id="E2", chunk_id="svd:Act.16/3", title="أعمال الرسل 16", excerpt="ومن هناك إلى فيلبي")
    assert premise_problem("لما بولس وسيلا كانوا محبوسين في فيلبي، الأبواب اتفتحت ازاي؟", answer, jail, [*jail, town], STATED) is None
    # a store-less run knows no corpus names: nothing is read by its place alone
    assert premise_problem(wrong, answer, jail, jail) is None


def test_a_place_in_a_relative_clause_must_be_the_records_place() -> None:
    birth = _record("ولد هذا الاب بمدينة دمنهور من ابوين مسيحيين، فلما كبر ترهب في دير القديس مقاريوس", "نياحة البابا كيرلس")
    answer = "ولد هذا الاب بمدينة دمنهور من ابوين مسيحيين، فلما كبر ترهب في دير القديس مقاريوس [E1]"
    wrong = "البابا كيرلس اللي اتولد في أسيوط اترهب فين؟"
    assert premise_problem(wrong, answer, birth, birth, STATED) == f"{PREMISE_UNSUPPORTED}: اسيوط"
    assert premise_problem("البابا كيرلس اللي اتولد في دمنهور اترهب فين؟", answer, birth, birth, STATED) is None


def test_what_names_nobody_is_not_read_as_a_stated_name() -> None:
    # a glued preposition is taken off; a glued title, a common noun, a plural verb and a "his" noun name nobody
    words = fold("قال للأنبا موسي لما وصلوا القريه وقرأ رسالته لبولس قدام عسكري").split()
    known = STATED | {"للانبا", "وصلوا", "رسالته", "قريه", "عسكري"}
    assert stated_names(words, known, frozenset({"قريه", "عسكر"})) == ["موسي", "بولس"]
    # a month is a date the record keeps by its day, not in its words
    assert stated_names(fold("البابا ده اتنيح يوم كام في أبيب؟").split(), STATED | {"ابيب"}) == []


def test_a_name_is_matched_in_its_other_spellings_and_a_letter_names_its_writer() -> None:
    george = _record("فاغتاظ الملك وأمر بعصر جاؤرجيوس حتى يسلم الروح", "استشهاد مار جرجس")
    assert premise_problem("كام واحد امن لما جاورجيوس رجع المدينة؟", "فاغتاظ الملك [E1]", george, george, STATED) is None
    rome = _record("قبض عليه حاكم رومية ونفاه الى احدى الجزائر", "نياحة القديس انسيموس")
    assert premise_problem("بعد ما حاكم روما قبض عليه نفاه فين؟", "ونفاه الى احدى الجزائر [E1]", rome, rome, STATED) is None
    # 1 Peter's verses say "I": the letter names its writer
    letter = _record("بيد سلوانس الأخ الأمين، كما أظن، كتبت إليكم بكلمات قليلة", "بطرس الأولى 5", "svd:1Pe.5/3")
    assert premise_problem("بطرس كتب رسالته الأولى بيد مين؟", "بيد سلوانس الأخ الأمين [E1]", letter, letter, STATED) is None


# PREMISE48: a place of two words, a head in construct and the word after it, is one place the question states.
PLACE_NAMES = frozenset(fold("ناصره مريم يوسف داود جبرائيل اورشليم الجليل بطرس اندراوس سمعان").split())


def test_a_place_of_two_words_the_records_do_not_state_is_a_premise_they_do_not_bear() -> None:
    told = _record("أرسل جبرائيل الملاك من الله إلى مدينة من الجليل اسمها ناصرة، إلى عذراء مخطوبة لرجل من بيت داود اسمه يوسف",
                   "لوقا 1", "svd:Luk.1/6")
    answer = "أرسل جبرائيل الملاك من الله إلى مدينة من الجليل اسمها ناصرة، إلى عذراء مخطوبة لرجل من بيت داود اسمه يوسف [E1]"
    # "بيت" and "لحم" are each no name: the two in a row are one place, which the record never writes
    wrong = "لما جبرائيل نزل للعذرا في بيت لحم كانت مخطوبة لمين؟"
    assert premise_problem(wrong, answer, told, told, PLACE_NAMES) == f"{PREMISE_UNSUPPORTED}: بيت لحم"
    # a glued preposition on the head, the article on the second word
    assert premise_problem("جبرائيل لما راح لجبل الزيتون قال للعذرا ايه؟", answer, told, told, PLACE_NAMES) == (
        f"{PREMISE_UNSUPPORTED}: جبل الزيتون"
    )
    # the true premise is kept; so is a place the record writes, and a house of someone ("بيت داود", "بيت ابوها")
    assert premise_problem("لما جبرائيل نزل للعذرا في الناصرة كانت مخطوبة لمين؟", answer, told, told, PLACE_NAMES) is None
    assert premise_problem("جبرائيل بشر العذرا اللي خطيبها من بيت داود بإيه؟", answer, told, told, PLACE_NAMES) is None
    assert premise_problem("جبرائيل بشر العذرا وهي في بيت ابوها بإيه؟", answer, told, told, PLACE_NAMES) is None


def test_the_record_states_the_place_only_as_its_two_words_in_a_row() -> None:
    fishers = _record("وإذ كان يسوع ماشيا عند بحر الجليل أبصر أخوين: سمعان الذي يقال له بطرس، وأندراوس أخاه يلقيان شبكة في البحر، "
                      "وتبعه جموع كثيرة من عبر الأردن", "متى 4", "svd:Mat.4/4")
    answer = "وإذ كان يسوع ماشيا عند بحر الجليل أبصر أخوين: سمعان الذي يقال له بطرس، وأندراوس أخاه يلقيان شبكة في البحر [E1]"
    # the record says "الأردن", never "نهر الأردن"; "الجليل", an epithet elsewhere, is the sea's own word here
    wrong = "يسوع وهو ماشي عند نهر الأردن شاف أخين بيعملوا ايه؟"
    assert premise_problem(wrong, answer, fishers, fishers, PLACE_NAMES) == f"{PREMISE_UNSUPPORTED}: نهر الاردن"
    assert premise_problem("يسوع وهو ماشي عند بحر الجليل شاف أخين بيعملوا ايه؟", answer, fishers, fishers, PLACE_NAMES) is None


def test_another_place_of_two_words_in_the_answer_is_another_in_its_stead() -> None:
    mount = _record("حينئذ رجعوا إلى أورشليم من الجبل الذي يدعى جبل الزيتون، الذي هو بالقرب من أورشليم على سفر سبت",
                    "أعمال الرسل 1", "svd:Act.1/3")
    answer = "حينئذ رجعوا إلى أورشليم من الجبل الذي يدعى جبل الزيتون، الذي هو بالقرب من أورشليم على سفر سبت [E1]"
    # the answer names no person the question does not, but states the mount of Olives where it says Carmel
    wrong = "التلاميذ رجعوا لأورشليم من جبل الكرمل، كان بعيد قد ايه؟"
    assert premise_problem(wrong, answer, mount, mount, PLACE_NAMES) == f"{PREMISE_UNSUPPORTED}: جبل الكرمل"
    sea = _record("بالإيمان اجتازوا في البحر الأحمر كما في اليابسة", "العبرانيين 11", "svd:Heb.11/8")
    crossed = "بالإيمان اجتازوا في البحر الأحمر كما في اليابسة [E1]"
    assert premise_problem("بني إسرائيل عدوا بحر الجليل إزاي؟", crossed, sea, sea, PLACE_NAMES) == f"{PREMISE_UNSUPPORTED}: بحر الجليل"
    # an answer that states no other place or name only leaves the place unsaid: kept (PREMISE47's weaker premise)
    assert premise_problem(wrong, "على سفر سبت [E1]", mount, mount, PLACE_NAMES) is None


def test_a_place_head_reads_its_place_only_before_a_word_that_can_be_one() -> None:
    words = fold("راح لبيت لحم وبعدين لجبل الزيتون ونزل من بيت ابوه لبيت داود وقعد في البيت ده").split()
    assert stated_places(words, frozenset({"داود"})) == [("بيت", "لحم"), ("جبل", "الزيتون")]


def test_a_place_asked_is_not_stated_and_an_indefinite_mount_or_a_person_is_no_other_place() -> None:
    # "في أي مدينة ولد": the head after a which-word is the place asked
    assert stated_places(fold("في أي مدينة ولد القديس ده؟ وبأي جزيرة كان لما شاف الرؤيا").split()) == []
    # a mount the question calls by its feast: the answer's mount is indefinite, its names are persons
    mount = _record("أخذ التلاميذ الثلاثة وصعد بهم على جبل عال منفردين وتغيرت هيئته قدامهم وإذ موسى وإيليا قد ظهرا لهم", "متى 17")
    answer = "أخذ التلاميذ الثلاثة وصعد بهم على جبل عال منفردين وتغيرت هيئته قدامهم وإذ موسى وإيليا قد ظهرا لهم [E1]"
    names = PLACE_NAMES | {"موسي", "ايليا", "عال"}  # "عال" stands after a title somewhere in the corpus
    assert premise_problem("مين ظهر مع يسوع على جبل التجلي؟", answer, mount, mount, names) is None


# PREMISE50: a relation the question takes as given (disciple of, son of, bishop of), written by the record with another
RELATED = NAMES | frozenset(fold("بوليكاربوس سميرنا أفسس يوحنا بولس زبدي يعقوب كريت إيريناوس").split())
_POLYCARP = (
    "ولد القديس بوليكاربوس في سميرنا وكان تلميذا للقديس يوحنا الحبيب، وقرأ رسائل بولس على الشعب، "
    "ثم صار أسقفا عليها واستشهد سنة 155 م"
)


def test_a_relation_the_record_writes_with_another_name_is_a_false_premise() -> None:
    record = _record(_POLYCARP, "استشهاد القديس بوليكاربوس أسقف سميرنا")
    answer = "واستشهد سنة 155 م [E1]"  # a true year, naming no one: the premise is what is false
    # Paul is named by the record (his letters read), never as the teacher: not PREMISE47's unnamed name
    for question in ("بوليكاربوس تلميذ بولس استشهد سنة كام؟", "في أي سنة استشهد بوليكاربوس تلميذ القديس بولس الرسول"):
        assert premise_problem(question, answer, record, record, RELATED) == f"{PREMISE_UNSUPPORTED}: تلميذ بولس"
    # the record's own teacher, in the question's words or after a title: answered
    for question in ("بوليكاربوس تلميذ يوحنا استشهد سنة كام؟", "في أي سنة استشهد بوليكاربوس تلميذ القديس يوحنا"):
        assert premise_problem(question, answer, record, record, RELATED) is None


def test_a_see_the_record_gives_another_bishop_and_a_son_of_another_father() -> None:
    record = _record(_POLYCARP, "استشهاد القديس بوليكاربوس أسقف سميرنا")
    answer = "واستشهد سنة 155 م [E1]"
    assert premise_problem("بوليكاربوس اسقف افسس مات امتى", answer, record, record, RELATED) == f"{PREMISE_UNSUPPORTED}: اسقف افسس"
    assert premise_problem("بوليكاربوس مطران سميرنا مات امتى", answer, record, record, RELATED) is None  # one relation
    john = _record("تنيح القديس يوحنا ابن زبدي وأخو يعقوب في شيخوخة صالحة سنة 100 م", "نياحة القديس يوحنا")
    said = "تنيح سنة 100 م [E1]"
    assert premise_problem("يوحنا ابن يعقوب اتنيح امتى؟", said, john, john, RELATED) == f"{PREMISE_UNSUPPORTED}: ابن يعقوب"
    assert premise_problem("يوحنا ابن زبدي اتنيح امتى؟", said, john, john, RELATED) is None


def test_a_relation_unsaid_or_asked_is_no_contradiction() -> None:
    answer = "واستشهد سنة 155 م [E1]"
    # the record never writes a teacher: the premise is unsaid, not contradicted (answered)
    silent = _record("ولد القديس بوليكاربوس في سميرنا وقرأ رسائل بولس على الشعب واستشهد سنة 155 م")
    assert premise_problem("بوليكاربوس تلميذ بولس استشهد سنة كام؟", answer, silent, silent, RELATED) is None
    # a teacher written with no name ("تلميذا للأب"): no other one in the question's place
    unnamed = _record("وكان بوليكاربوس تلميذا للأب الشيخ في سميرنا واستشهد سنة 155 م")
    assert premise_problem("بوليكاربوس تلميذ بولس استشهد سنة كام؟", answer, unnamed, unnamed, RELATED) is None
    # the disciple asked ("who is Paul's disciple who …"): no premise of a person named before the relation
    record = _record(_POLYCARP)
    assert premise_problem("مين تلميذ بولس اللي استشهد سنة 155؟", answer, record, record, RELATED) is None


def test_a_relation_the_record_writes_from_its_other_side_or_by_a_preposition_holds() -> None:
    answer = "واستشهد سنة 155 م [E1]"
    # the father written as "أبيه", the teacher by the verb, the see after "على": each holds the question's own,
    # though the record writes the relation word with another name too
    father = _record("كان اسم أبيه زبدي، وقد عمده يعقوب ابن إيريناوس، واستشهد سنة 155 م")
    assert premise_problem("يوحنا ابن زبدي استشهد امتى؟", answer, father, father, RELATED) is None
    taught = _record("تتلمذ بوليكاربوس للقديس يوحنا، وصار له تلميذ إيريناوس، واستشهد سنة 155 م")
    assert premise_problem("بوليكاربوس تلميذ يوحنا استشهد امتى؟", answer, taught, taught, RELATED) is None
    see = _record("رسموا بوليكاربوس أسقفا على سميرنا، وكان إيريناوس أسقف كريت بعده، واستشهد سنة 155 م")
    assert premise_problem("بوليكاربوس اسقف سميرنا استشهد امتى؟", answer, see, see, RELATED) is None
    assert premise_problem("بوليكاربوس اسقف افسس استشهد امتى؟", answer, see, see, RELATED) == f"{PREMISE_UNSUPPORTED}: اسقف افسس"


# NAMEREAD76: a question word is never a doer's deed nor a name the records must hold; one standing between a doer and
# his verb is passed over ("نيرون ليه قتل …": نيرون is still the doer, قتل his deed).
def test_a_question_word_after_a_name_is_no_deed_and_the_verb_after_it_is() -> None:
    names = NAMES | frozenset(fold("مارمينا مينا ليه").split())
    assert doers(fold("مارمينا ليه اتسمى مينا").split(), names) in ([], ["مارمينا"])
    record = _record("في مثل هذا اليوم استشهد القديس مينا", title="استشهاد القديس مارمينا العجايبى")
    reason = premise_problem("مارمينا ليه اتسمى مينا؟", "في مثل هذا اليوم استشهد القديس مينا [E1].", record, known_names=names)
    assert reason is None or "ليه" not in reason
    assert doers(fold("نيرون ليه قتل القديس جاؤرجيوس").split(), NAMES) == ["نيرون"]
    george = _record("وأمر دقلديانوس بقطع رأس القديس جاؤرجيوس", title="استشهاد القديس جاؤرجيوس")
    answer = "وأمر دقلديانوس بقطع رأس القديس جاؤرجيوس [E1]."
    assert premise_problem("نيرون ليه قتل القديس جاؤرجيوس؟", answer, george, known_names=NAMES) == f"{PREMISE_UNSUPPORTED}: نيرون"
