"""An attribute asked of a thing ("درجة غليان الماء", "عدد سكان مكة", "إسبانيا مساحتها كام") is answered only by a
sentence that holds that thing: named in it, in its record's title, or taken up by a pronoun in a record that names it
(answer/entity_held.py `attribute_unheld`, ENTITYTAIL81)."""

from __future__ import annotations

from dalil.answer.entity_held import ENTITY_NOT_HELD, attribute_entity, attribute_unheld, entity_unheld
from dalil.models import Evidence

OXYGEN = Evidence(
    evidence_id="E1", chunk_id="xquad:Oxygen:1/0", title="Oxygen",
    excerpt="في 1891 تمكن الكيميائي جيمس ديوار من إنتاج كمية كافية من الأكسجين السائل للدراسة. قام كلا الرجلين بخفض درجة"
    " حرارة الهواء حتى يصبح مُسال ثم يتم تقطير الغازات المكونة عن طريق غليانها في آنٍ واحد واستخلاصها.",
)
IPCC = Evidence(
    evidence_id="E1", chunk_id="xquad:Intergovernmental_Panel_on_Climate_Change:1/0", title="Intergovernmental Panel on Climate Change",
    excerpt="لقد حكموا أن متوسط درجة حرارة الهواء السطحي على مستوى العالم قد ارتفع بنسبة 0.3 إلى 0.6 درجة مئوية.",
)
ZODIAC = Evidence(
    evidence_id="E2", chunk_id="arcd:f0d3db459f99/0", title="برج فلكي",
    excerpt="لكل منها 30 درجة قوسية على مسار الشمس، والشمس تمر ببرج واحد في شهر شمسي.",
)
JAPAN = Evidence(evidence_id="E1", chunk_id="arcd:abc00f895c7e/0", title="اليابان", excerpt="يبلغ عدد سكان اليابان 128 مليون نسمة.")
SPAIN = Evidence(
    evidence_id="E1", chunk_id="arcd:1c8d1fe5f80f/0", title="إسبانيا",
    excerpt="تبلغ مساحتها 504.030 كم² وبذلك تكون ثاني أكبر بلد من حيث المساحة في أوروبا الغربية.",
)
TURBINE = Evidence(
    evidence_id="E1", chunk_id="xquad:Steam_engine:2/0", title="Steam engine",
    excerpt="في التوربينات البخارية، تكون درجة حرارة مدخل التوربين عادةً 565 °C.",
)
STEAM_RECORD = Evidence(
    evidence_id="E1", chunk_id="xquad:Steam_engine:9/0", title="Steam engine",
    excerpt="التوربين البخاري آلة دوارة. وتبلغ سرعته عادة 3600 دورة في الدقيقة.",
)


def _answer(*items: tuple[Evidence, str]) -> str:
    return " ".join(f"{text} [{item.evidence_id}]" for item, text in items)


def test_the_entity_is_the_construct_chains_last_noun_or_the_noun_fronted_before_the_pronoun() -> None:
    cases = {
        "ما درجة غليان النيتروجين؟": "النيتروجين",
        "ما هي درجة حرارة سطح الشمس؟": "الشمس",  # سطح is a link of the chain
        "درجة غليان الزئبق كام؟": "الزئبق",
        "عدد سكان مصر قد إيه؟": "مصر",  # a name without the article, before the question word
        "ما هي عاصمة إيران؟": "ايران",
        "الشمس حرارتها قد ايه؟": "الشمس",  # Egyptian: fronted, the attribute's pronoun
        "البحر الميت عمقه قد ايه؟": "البحر",
        "درجة غليان الميه كام؟": "الميه",  # Egyptian water, no hundred with the article
    }
    for question, entity in cases.items():
        assert entity in attribute_entity(question), question


def test_no_attribute_of_a_thing_no_entity() -> None:
    for question in (
        "كم عدد الذين استشهدوا مع يوليوس الأقفهصي؟",  # عدد alone counts, asks no attribute
        "كم كانت المسافة بين أورشليم وقرية عمواس؟",  # the measure with its article: no construct
        "كم طوله؟",  # a pronoun with nothing named before it
        "ذهب بسرعة إلى البيت",  # بسرعة: an adverb, a glued preposition
        "كم كان عمر الأنبا برسوم العريان عند نياحته؟",  # a person's age is no thing's measure
    ):
        assert attribute_entity(question) == frozenset(), question


def test_a_sentence_sharing_the_attribute_and_not_the_entity_does_not_answer() -> None:
    boiled = "قام كلا الرجلين بخفض درجة حرارة الهواء حتى يصبح مُسال ثم يتم تقطير الغازات المكونة عن طريق غليانها."
    for question in ("ما درجة غليان النيتروجين؟", "ما درجة غليان الماء؟", "درجة غليان الميه كام؟"):
        code = attribute_unheld(question, _answer((OXYGEN, boiled)), [OXYGEN])
        assert code is not None and code.startswith(f"{ENTITY_NOT_HELD}: "), question
    # through the one entry the publish decision calls too
    assert entity_unheld("ما درجة غليان النيتروجين؟", _answer((OXYGEN, boiled)), [OXYGEN]) == f"{ENTITY_NOT_HELD}: النيتروجين"


def test_the_first_sentence_gives_the_value_a_later_naming_the_entity_in_passing_does_not_save_it() -> None:
    answer = _answer((IPCC, IPCC.excerpt), (ZODIAC, ZODIAC.excerpt))
    assert attribute_unheld("ما هي درجة حرارة الشمس؟", answer, [IPCC, ZODIAC]) == f"{ENTITY_NOT_HELD}: الشمس"


def test_the_entity_named_in_the_sentence_or_the_title_or_taken_up_by_a_pronoun_answers() -> None:
    assert attribute_unheld("كم عدد سكان اليابان؟", _answer((JAPAN, JAPAN.excerpt)), [JAPAN]) is None
    assert attribute_unheld("اليابان سكانها كام؟", _answer((JAPAN, JAPAN.excerpt)), [JAPAN]) is None
    assert attribute_unheld("إسبانيا مساحتها كام؟", _answer((SPAIN, SPAIN.excerpt)), [SPAIN]) is None  # the title
    question = "ما درجة حرارة مدخل التوربين في التوربينات البخارية؟"
    assert attribute_unheld(question, _answer((TURBINE, TURBINE.excerpt)), [TURBINE]) is None  # a Latin title
    # "وتبلغ سرعته": the pronoun, the record (Latin-titled) names the turbine before it
    said = "وتبلغ سرعته عادة 3600 دورة في الدقيقة."
    assert attribute_unheld("ما سرعة التوربين البخاري؟", _answer((STEAM_RECORD, said)), [STEAM_RECORD]) is None
    # the same sentence in a record that never names the asked thing is another's
    assert attribute_unheld("ما سرعة الضوء؟", _answer((STEAM_RECORD, said)), [STEAM_RECORD]) == f"{ENTITY_NOT_HELD}: الضوء"
