"""Reason codes of a declined response, as sentences a reader understands (docs/DESIGN.md §4).

A response's `reason` is a stable code, sometimes followed by ": " and details for people and logs
("date_ambiguous: day 12 without a month …"). Clients switch on the code; the CLI prints the
sentence (Arabic, then English). JSON output keeps the code as it is.
"""

from __future__ import annotations

from typing import NamedTuple

# answer/premise.py's validation code, which the response keeps as its reason (workflow/transitions.py)
PREMISE_UNSUPPORTED = "premise_unsupported"
# answer/verification.py's validation code: a claim the reader heard ("هو صحيح ان …؟") that no cited
# sentence states; kept as the response's reason (workflow/transitions.py)
CLAIM_NOT_STATED = "claim_not_stated"
# answer/described.py's validation code: the one asked is described by a deed, a work or a role ("مخترع
# الهاتف") its sources do not hold; kept as the response's reason (workflow/transitions.py)
DESCRIBED_UNSUPPORTED = "described_unsupported"
# answer/record_no.py's validation code: a yes/no question's deed the cited record tells only refused or negated,
# quoted with no "no" (the offline answerer cannot say one); kept as the response's reason (workflow/transitions.py)
PREMISE_CONTRADICTED = "premise_contradicted"


class Sentence(NamedTuple):
    arabic: str
    english: str


_NOT_ENOUGH = Sentence(
    "لا يوجد في المصادر ما يكفي للإجابة عن هذا السؤال.", "The sources do not hold enough to answer this question."
)
_NO_ANSWER_WRITTEN = Sentence(
    "تعذّرت كتابة إجابة الآن؛ هذه هي المصادر التي وُجدت.", "An answer could not be written now; these are the passages found."
)
_NOT_CHECKED = Sentence(
    "تعذّر التحقق من الإجابة الآن؛ هذه هي المصادر التي وُجدت.", "The answer could not be checked now; these are the passages found."
)

SENTENCES: dict[str, Sentence] = {
    "not_enough_evidence": _NOT_ENOUGH,
    "no_candidates": _NOT_ENOUGH,
    "no_context": _NOT_ENOUGH,
    "weak_evidence": Sentence(
        "ما وُجد في المصادر لا يتناول هذا السؤال بما يكفي.", "What the sources hold does not address this question closely enough."
    ),
    "sources_off_topic": Sentence(
        "المقاطع الأقرب في المصادر لا تتناول موضوع السؤال.", "The nearest passages in the sources are not about the question."
    ),
    "date_ambiguous": Sentence(
        "اليوم غير محدد: اذكر اسم الشهر (مثلًا ١٢ هاتور).", "The day is ambiguous: name the month (for example 12 Hator)."
    ),
    "person_ambiguous": Sentence(
        "يحمل هذا الاسم أكثر من قديس؛ اختر أيهم تقصد.", "More than one saint bears this name: choose which one you mean."
    ),
    "date_invalid": Sentence("هذا التاريخ غير موجود في التقويم.", "That date does not exist in the calendar."),
    "date_missing": Sentence("لا يوجد في السنكسار سجل لهذا اليوم.", "The Synaxarium has no record for that day."),
    "date_unavailable": Sentence("السنكسار غير متاح هنا.", "The Synaxarium is not available here."),
    "date_excluded": Sentence("سجلات هذا اليوم مستبعدة هنا.", "That day's records are excluded here."),
    "ref_impossible": Sentence("هذا الإصحاح غير موجود في السفر.", "The book has no such chapter."),
    "ref_not_in_library": Sentence(
        "هذا السفر غير موجود في المكتبة (العهد الجديد والمزامير فقط).",
        "That book is not in the library (the New Testament and the Psalms only).",
    ),
    "ref_missing": Sentence("هذا النص غير موجود في المكتبة.", "That passage is not in the library."),
    "ref_excluded": Sentence("هذا النص مستبعد هنا.", "That passage is excluded here."),
    "library_not_in_store": Sentence(
        "المكتبة اللازمة لهذا السؤال لم تُضف إلى الفهرس بعد.", "The library this question needs has not been added to this store."
    ),
    "structured_match_unhydrated": Sentence(
        "تعذّر تحميل اليوم أو النص المطلوب.", "The requested day or passage could not be loaded."
    ),
    "invalid_question": Sentence("السؤال غير صالح.", "The question is not valid."),
    # answer/followup.points_back_only: "وأمه اسمها إيه؟" with no conversation to say whose
    "subject_unresolved": Sentence(
        "السؤال يشير إلى شخص لم يُذكر اسمه؛ اذكر الاسم أو تابع محادثة سابقة.",
        "The question refers to someone it does not name: name them, or continue an earlier conversation.",
    ),
    # text/reading.py: Latin-script text that is not Franco-Arabic (never "not enough in the sources")
    "language_unsupported": Sentence(
        "يقرأ دليل الأسئلة المكتوبة بالعربية أو بالفرانكو (العربية بحروف لاتينية وأرقام)؛ اكتب سؤالك بإحداهما.",
        "Dalil reads questions written in Arabic or in Franco-Arabic (Arabic in Latin letters and digits); please ask in one of them.",
    ),
    "invalid_request": Sentence("الطلب غير صالح.", "The request is not valid."),
    "unknown_library": Sentence("المكتبة المطلوبة غير معروفة.", "The requested library is not known."),
    "unknown_conversation": Sentence(
        "انتهت هذه المحادثة أو لم تعد معروفة؛ ابدأ محادثة جديدة.", "This conversation has ended or is unknown; start a new one."
    ),
    "retrieval_failed": Sentence("تعذّر البحث في المصادر الآن.", "The sources could not be searched now."),
    "backend_unavailable": Sentence("تعذّر البحث في المصادر الآن.", "The sources could not be searched now."),
    "workflow_unavailable": Sentence("تعذّر إكمال الطلب الآن؛ أعد المحاولة.", "The request could not be completed now; try again."),
    "workflow_failed": Sentence("تعذّر إكمال الطلب الآن؛ أعد المحاولة.", "The request could not be completed now; try again."),
    "workflow_timed_out": Sentence("انتهت مهلة الطلب؛ أعد المحاولة.", "The request timed out; try again."),
    "workflow_output_invalid": Sentence("تعذّر إكمال الطلب الآن؛ أعد المحاولة.", "The request could not be completed now; try again."),
    # answer/premise.py: the question names a doer, a person or a place (or gives a deed to someone) its sources do not
    PREMISE_UNSUPPORTED: Sentence(
        "السؤال يفترض ما لا تذكره المصادر (مثل اسم شخص أو مكان، أو فاعل، أو حدث لشخص آخر)؛ هذه هي المصادر.",
        "The question assumes something its sources do not say (a person or a place it names, a doer, a deed of another);"
        " these are the passages.",
    ),
    # answer/described.py: the one asked is described by a deed, a work or a role its sources do not hold
    DESCRIBED_UNSUPPORTED: Sentence(
        "السؤال يصف الشخص المسؤول عنه بعمل أو دور لا تذكره المصادر؛ هذه هي المصادر.",
        "The question describes the one it asks about by a deed or a role its sources do not mention; these are the passages.",
    ),
    # answer/record_no.py: the record tells the asked deed refused or negated; shown, never said "false" for the reader
    PREMISE_CONTRADICTED: Sentence(
        "المصادر لا تذكر ما سألت عنه كما سألت؛ اقرأ ما تقوله المصادر أدناه.",
        "The sources do not say it as you asked; read what the passages below say.",
    ),
    # answer/verification.py: never "this is false" — the sources shown are the reader's to judge
    CLAIM_NOT_STATED: Sentence(
        "لم أجد هذا في المصادر؛ هذه هي المصادر التي وُجدت.",
        "I could not find this in the sources; these are the passages found.",
    ),
    "insufficient_evidence": Sentence(
        "المصادر التي وُجدت لا تذكر الإجابة صراحة؛ اقرأها أدناه.", "The passages found do not state the answer; read them below."
    ),
    "generation_unavailable": _NO_ANSWER_WRITTEN,
    "generation_malformed": _NO_ANSWER_WRITTEN,
    "validation_unavailable": _NOT_CHECKED,
    "critic_unavailable": _NOT_CHECKED,
    "validation_failed": Sentence(
        "لم تجتز الإجابة التحقق من مصادرها؛ هذه هي المصادر.",
        "The answer did not pass the check against its sources; these are the passages.",
    ),
    "critic_rejected": Sentence(
        "وجدت المراجعة أن الإجابة تقول ما لا تذكره المصادر.", "Review found that the answer says what the sources do not state."
    ),
    "no_provider_capacity": Sentence("الخدمة مشغولة الآن؛ أعد المحاولة لاحقًا.", "The service is busy now; try again later."),
}


def reason_code(reason: str | None) -> str | None:
    """The stable code of a reason ("date_ambiguous: …" -> "date_ambiguous")."""
    if reason is None:
        return None
    return reason.split(":", 1)[0].strip()


def reason_detail(reason: str | None) -> str:
    """What follows the code, for people and logs ("" when there is nothing)."""
    if reason is None or ":" not in reason:
        return ""
    return reason.split(":", 1)[1].strip()


# A premise the cited records lack, said with what they lack ("premise_unsupported: داكيوس"): the passages shown do not
# name it, which is not "the library has nothing on it" (NAMEREAD76). "{}" is the reason's detail.
NAMED_SENTENCES: dict[str, Sentence] = {
    PREMISE_UNSUPPORTED: Sentence(
        "السؤال يفترض «{}»، والمصادر التي وُجدت لا تذكره؛ هذه هي المصادر.",
        "The question takes «{}» as given, and the passages found do not mention it; these are the passages.",
    ),
}


def sentence(reason: str | None) -> Sentence | None:
    """The reader's sentence for a reason, naming its detail where the code has a sentence for it (`NAMED_SENTENCES`);
    an unknown code gets the generic "not enough" sentence, so a new code never reaches a reader raw."""
    code = reason_code(reason)
    if code is None:
        return None
    detail = reason_detail(reason)
    if detail and code in NAMED_SENTENCES:
        named = NAMED_SENTENCES[code]
        return Sentence(named.arabic.format(detail), named.english.format(detail))
    return SENTENCES.get(code, _NOT_ENOUGH)
