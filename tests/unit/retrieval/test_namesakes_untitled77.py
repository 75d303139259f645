"""A person asked by a bare name whose retrieved records commemorate several persons of it (NAMESAKE77): the
records left open, what chooses one (an epithet, a word only one record's text holds, a Bible passage telling
the deed), and a memorial of several persons as each one's record. Wording and records of my own."""

from __future__ import annotations

from dalil.retrieval.names import TextChoice, joint_memorial, same_name_records

MEMORIAL = ("syn:12-28#1", "تذكار الاباء إبراهيم واسحق ويعقوب")
ZEBEDEE = ("syn:08-17#1", "استشهاد القديس يعقوب بن زبدى الرسول")
APOSTLE = ("syn:06-10#1", "استشهاد القديس يعقوب الرسول")


def test_a_memorial_of_several_persons_is_the_record_of_each() -> None:
    assert joint_memorial(MEMORIAL[1], ["يعقوب"])
    assert joint_memorial(MEMORIAL[1], ["اسحق"])
    assert joint_memorial("تذكار القديسين كاربوس وابولوس وبطرس", ["بطرس"])
    assert not joint_memorial(MEMORIAL[1], ["يوسف"])
    # a church, a feast, one saint's memorial: no joint record of persons
    assert not joint_memorial("تذكار تكريس كنيسة يعقوب المقطع", ["يعقوب"])
    assert not joint_memorial("تذكار القديس يعقوب المقطع", ["يعقوب"])


def test_a_bare_name_several_records_commemorate_is_left_open() -> None:
    question = "يعقوب اتدفن فين؟"
    titled = [MEMORIAL, ZEBEDEE, ("svd:Jas.2", "يعقوب 2")]
    # no title marks the name: the caller's reading of it (`untitled`) is what the records are counted by
    assert same_name_records(question, titled) == []
    assert same_name_records(question, titled, untitled=["يعقوب"]) == ["syn:12-28#1", "syn:08-17#1"]


def test_one_record_of_the_name_is_no_namesake() -> None:
    assert same_name_records("يعقوب اتدفن فين؟", [ZEBEDEE, ("svd:Act.12", "أعمال الرسل 12")], untitled=["يعقوب"]) == []


def test_a_word_only_one_record_holds_chooses_it() -> None:
    question = "يعقوب اللي هيرودس قتله بالسيف اتدفن فين؟"
    texts = {
        "syn:08-17#1": "فقتله هيرودس بالسيف أما جسد القديس يعقوب فقد دفنوه عند الهيكل",
        "syn:12-28#1": "ولما تنيح يعقوب دفنوه في المغارة مع ابراهيم واسحق",
    }
    by_text = TextChoice(frozenset({"يعقوب", "هيرودس", "سيف", "دفن"}), texts)
    assert same_name_records(question, [MEMORIAL, ZEBEDEE], by_text, untitled=["يعقوب"]) == []


def test_an_epithet_the_title_gives_the_name_chooses_over_the_kind_of_death() -> None:
    titled = [
        ("syn:07-27#2", "نياحة القديس مكاريوس الكبير اب الرهبان"),
        ("syn:12-25#2", "نياحة القديس البابا مكاريوس الثالث البطريرك أل 114"),
        ("syn:09-06#2", "نياحة القديس مقاريوس الاسكندرى"),
    ]
    # "اتنيح" is every one's kind of death; "الكبير" after the name is the Great's alone
    assert same_name_records("مكاريوس الكبير اتنيح وعنده كام سنة؟", titled, untitled=["مكاريوس"]) == []
    assert same_name_records("مكاريوس اتنيح وعنده كام سنة؟", titled, untitled=["مكاريوس"]) == [d for d, _ in titled]


def test_a_bible_passage_telling_the_deed_asks_of_the_bible_person() -> None:
    question = "بطرس قطع ودن مين في البستان؟"
    titled = [
        ("syn:11-05#1", "استشهاد القديسين الرسولين بطرس وبولس"),
        ("syn:03-29#1", "استشهاد البابا بطرس خاتم الشهداء 17"),
        ("svd:Jhn.18", "يوحنا 18"),
    ]
    texts = {
        "syn:11-05#1": "في مثل هذا اليوم استشهد القديسان بطرس وبولس في رومية",
        "syn:03-29#1": "وكان البابا بطرس يعلم الشعب في الاسكندرية",
        "svd:Jhn.18": "ثم ان سمعان بطرس كان معه سيف فاستله وضرب عبد رئيس الكهنة فقطع اذنه اليمنى وكان في البستان",
    }
    by_text = TextChoice(frozenset({"بطرس", "قطع", "ودن", "بستان"}), texts)
    assert same_name_records(question, titled, by_text, untitled=["بطرس"]) == []
    # no passage tells it: the namesakes stay open
    del texts["svd:Jhn.18"]
    assert same_name_records(question, titled, TextChoice(by_text.words, texts), untitled=["بطرس"]) == [
        "syn:11-05#1", "syn:03-29#1"
    ]
