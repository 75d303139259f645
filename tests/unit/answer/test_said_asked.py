"""What someone said and copular yes/no questions (answer/said_asked.py, fq18 classes). Wording of
my own on other records, issue 19."""

from __future__ import annotations

import pytest

from dalil.answer import said_asked, speaker_line
from dalil.answer.answer_type import answer_type_problem
from dalil.answer.said_asked import (
    PROPOSITION_UNSTATED,
    SAYING_UNSTATED,
    asked_proposition,
    asks_said,
    said_topic,
    says_a_line,
)
from dalil.models import Evidence
from dalil.providers.extractive import ExtractiveProvider
from dalil.settings import Settings
from dalil.text.normalize import fold


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("بطرس قال ايه ليسوع لما جه يغسل رجليه؟", True),
        ("بماذا أجاب الخصي الحبشي فيلبس؟", True),
        ("ماذا قالت المرأة للملك حين رأته؟", True),
        ("الملك رد عليه بإيه", True),
        ("بولس قال ايه عن المحبة", False),  # a teaching about a topic: the teacher's writing states it
        ("ماذا يقول الكتاب عن الصوم؟", False),  # what a text says
        ("مين اللي قال انا الراعي الصالح", False),  # who said it: a person
        ("ماذا فعل الملك؟", False),
        # a saying's meaning asked (meaning-06's shape): no line asked; "ماذا" two words before a verb of
        # saying is another verb's object
        ("ماذا يعني قول بولس الحرف يقتل؟", False),
        ("ماذا تعني كلمة الرب للنبي؟", False),
        ("ماذا فعل الوالي وقال للقديس؟", False),
    ],
)
def test_a_question_asking_a_line_said(question: str, asked: bool) -> None:
    assert asks_said(question) is asked


@pytest.mark.parametrize(
    ("sentence", "line"),
    [
        ("قال له الملك: لن تخرج من هنا أبدا.", True),
        ("فصرخ الجندي أمام الجموع قائلا : أنا مسيحي مثلهم", True),
        ("فاستدعاه الوالي وهدده بالعذاب فأجابه الشيخ قائلا", False),  # the line is in the next excerpt
        ("في مثل هذا اليوم تنيح الأب القديس الراهب", False),
    ],
)
def test_a_sentence_quoting_a_line(sentence: str, line: bool) -> None:
    assert says_a_line(sentence) is line


def test_what_was_said_is_not_answered_by_a_sentence_that_quotes_nothing() -> None:
    question = "الجندي قال ايه للوالي لما عذبه؟"
    assert answer_type_problem(question, "في مثل هذا اليوم استشهد الجندي الشجاع ببلدة طوه [E1]") == SAYING_UNSTATED
    assert answer_type_problem(question, "فصرخ الجندي أمام الوالي قائلا : أنا مسيحي ولن أبخر للأوثان [E1]") is None


def test_the_offline_answerer_picks_the_sentence_with_the_line_else_validation_refuses() -> None:
    told = Evidence(evidence_id="E1", chunk_id="syn:01-01#1/0", title="استشهاد القديس بقطر الجندي",
                    excerpt="كان بقطر الجندي من بلدة شو وكان أبوه واليا على البلدة. "
                            "ولما عذبه الوالي صرخ بقطر الجندي في وجه الوالي قائلا : لن أسجد لأوثانك أبدا .")  # fmt: skip
    payload = ExtractiveProvider(Settings()).answer("بقطر الجندي قال ايه للوالي لما عذبه؟", [told])
    assert payload.status == "answered" and "لن أسجد" in payload.answer
    silent = Evidence(evidence_id="E1", chunk_id="syn:01-01#1/0", title="استشهاد القديس بقطر الجندي",
                      excerpt="كان بقطر الجندي من بلدة شو وكان أبوه واليا على البلدة. "
                              "ولما عذبه الوالي صبر بقطر الجندي على العذاب.")  # fmt: skip
    question = "بقطر الجندي قال ايه للوالي لما عذبه؟"
    quoted = ExtractiveProvider(Settings()).answer(question, [silent])
    # whatever the offline answerer gives, the validation step (workflow/steps.validate) refuses it
    assert quoted.status != "answered" or answer_type_problem(question, quoted.answer, [silent]) == SAYING_UNSTATED


@pytest.mark.parametrize(
    ("question", "wanted"),
    [
        ("هل كان لوقا طبيبا؟", ["لوقا", "طبيبا"]),
        ("هو بقطر كان جندي؟", ["بقطر", "جندي"]),
        ("هل صعد أخنوخ إلى السماء؟", []),  # not copular: not read here
        ("هل كان بطرس صيادا أم عشارا؟", []),  # either/or
        ("متى كان الفصح؟", []),
    ],
)
def test_a_copular_yes_no_question_asks_its_proposition(question: str, wanted: list[str]) -> None:
    assert asked_proposition(question) == wanted


def test_a_yes_no_question_is_answered_only_by_a_sentence_stating_its_predicate() -> None:
    record = Evidence(evidence_id="E1", chunk_id="syn:01-01#1/0", title="استشهاد القديس بقطر الجندي", excerpt="")
    question = "هو بقطر كان جندي؟"
    assert answer_type_problem(question, "في مثل هذا اليوم استشهد القديس بقطر ببلدة شو . [E1]", [record]) == (
        f"{PROPOSITION_UNSTATED}: جندي"
    )
    # the subject from the record's title, the predicate in the sentence itself
    assert answer_type_problem(question, "وكان في شبابه جنديا في جيش الملك . [E1]", [record]) is None
    # the title's own office is its subject's, not the one asked of someone else
    bishop = Evidence(evidence_id="E1", chunk_id="syn:01-02#1/0", title="نياحة الأنبا يوساب الأسقف", excerpt="")
    assert answer_type_problem("هل كان بقطر أسقفا؟", "وكان بقطر يزور الأنبا يوساب كثيرا . [E1]", [bishop]) is not None


def test_what_was_said_about_a_topic_is_answered_only_by_a_sentence_naming_it() -> None:
    question = "يعقوب الرسول قال ايه عن الصبر؟"
    assert said_topic(question) == ["الصبر"]
    assert answer_type_problem(question, "يعقوب عبد الله والرب يسوع المسيح يهدي السلام إلى الاثني عشر سبطا [E1]") == (
        f"{SAYING_UNSTATED}: الصبر"
    )
    assert answer_type_problem(question, "وأما الصبر فليكن له عمل تام لكي تكونوا تامين [E1]") is None


def test_a_person_spoken_about_is_no_topic_the_line_must_name() -> None:
    question = "الكاتب قال ايه للوالي عن الأنبا يوساب؟"
    assert said_topic(question) == [] and asks_said(question)
    assert answer_type_problem(question, "فأشار الكاتب على الوالي قائلا : اترك هذا الشيخ يمضي بسلام [E1]") is None


def test_the_question_is_read_once_for_every_candidate_sentence() -> None:
    question = "ماذا قال الراهب للزائرين عند باب المغارة؟"
    sentences = [f"فقال لهم الراهب : امضوا بسلام يا أولادي رقم {n}" for n in range(6)]
    said_asked._said_asked.cache_clear()
    said_asked._asked_proposition.cache_clear()
    assert all(said_asked.answers_said(question, sentence) for sentence in sentences)
    assert said_asked._said_asked.cache_info().misses == 1
    assert said_asked._asked_proposition.cache_info().misses == 1
    # what the callers get is theirs to change
    topic = said_topic("بولس قال ايه عن المحبة؟")
    topic.append("x")
    assert said_topic("بولس قال ايه عن المحبة؟") == [fold("المحبة")]


def test_the_sentence_is_folded_once_token_by_token(monkeypatch: pytest.MonkeyPatch) -> None:
    """MEND36: `_said_to_asked` folded the sentence whole and then each of its tokens again; now it
    folds each token once, and the words of a token that folds apart ("للبحر،اسكت") are the sentence's
    words as before. Wording of my own."""
    folded: list[str] = []

    def counting_fold(text: str) -> str:
        folded.append(text)
        return fold(text)

    monkeypatch.setattr(said_asked, "fold", counting_fold)
    monkeypatch.setattr(speaker_line, "fold", counting_fold)  # ONEPLACE68: the tokens are `speaker_line.line_tokens`
    question = "الراهب قال ايه للذئب"
    to = said_asked.said_to(question)
    sentence = "فالتفت الشيخ إليهم وقال لهم الراهب: لا تخافوا"
    folded.clear()
    assert said_asked._said_to_asked(question, to, sentence)
    assert sentence not in folded  # never the sentence whole
    assert all(folded.count(token) == 1 for token in sentence.split())  # each written token once
    glued = "فقال للذئب،اذهب بسلام"
    assert said_asked._said_to_asked(question, to, glued)  # "للذئب" is one word of the folded token


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        # the reader's "tell me" is the request, no line asked (FAITHEXT67, `text.question_frame.TELL_ME`)
        ("قولي إيه حكاية وادي ظل الموت في المزمور 23؟", False),
        ("قلي إيه حكاية الأنقياء القلب", False),
        ("قوللي إيه اللي حصل للقديس", False),
        # a saying asked beside the request is still asked
        ("ممكن تقولي المرأة اللي لقت الدرهم قالت إيه لجاراتها؟", True),
        ("قولي بطرس قال ايه ليسوع لما جه يغسل رجليه؟", True),
        ("تقوللي الملك رد عليه بإيه", True),
    ],
)
def test_the_readers_tell_me_is_the_request_not_a_line_asked(question: str, asked: bool) -> None:
    assert asks_said(question) is asked


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        # SPEAKER76: the hearer right after the verb of saying, a relative clause on him, the what closing the question
        ("يوحنا المعمدان قال للعشارين اللي جم يتعمدوا يعملوا ايه؟", True),
        ("يوحنا المعمدان قال ل العشارين الذي جمه يتعمد يعمل ما", True),  # a Franco question as searched
        ("المسيح قال للتلاميذ بعد القيامة يعملوا ايه؟", True),
        ("توما قال لما شاف المسيح بعد القيامة حاجة؟", False),  # a time clause, no hearer, no closing what
        ("الملاك قال للرعاة اللي كانوا في الحقل اسمه ايه؟", False),  # a name asked, not a line
        ("يوحنا المعمدان قال للعشارين اللي جم يتعمدوا في نهر الأردن من كل البلاد يعملوا ايه؟", False),  # beyond reach
    ],
)
def test_a_line_said_to_a_hearer_asked_past_a_relative_clause(question: str, asked: bool) -> None:
    assert asks_said(question) is asked
