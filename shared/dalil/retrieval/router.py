"""Multi-label domain router: which areas of meaning a question touches, each with a score in
[0, 1] and the rules that fired. A domain is not a library: routing informs the trace, the answer
layer's strictness and later lexical shards; it never switches a library off.

Scores combine independent evidence as 1 - Π(1 - w): one keyword of weight 0.5 gives 0.5, two
give 0.75; a structural signal (a Coptic date, a Bible reference, a hymn title) is strong on its
own. `general` is what is left: 1 - the best specific score.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from dalil.models import DateIntent, Route
from dalil.settings import DOMAINS, Settings, get_settings
from dalil.text.bible_refs import BibleRef
from dalil.text.lexicon import lexicon_hits
from dalil.text.normalize import fold
from dalil.text.stem import analyze, stem_token, surface

_YEAR = re.compile(r"\b[1-9]\d{2,3}\b")  # over folded text, where ٤٥١ is 451

KEYWORD_WEIGHT = 0.5
WEAK_KEYWORD_WEIGHT = 0.3
DATE_WEIGHT = 0.9
REFERENCE_WEIGHT = 0.95
HYMN_TITLE_WEIGHT = 0.9
MONTH_NAME_WEIGHT = 0.6

# Written as a reader types them; analyzed (folded, stemmed) once at first use so they match the
# analyzed question whatever its spelling.
_KEYWORDS: dict[str, tuple[str, ...]] = {
    "bible": (
        "إنجيل", "الكتاب المقدس", "سفر", "إصحاح", "آية", "مزمور", "المزامير", "العهد الجديد",
        "العهد القديم", "رسالة بولس", "البشير", "الرسول بولس", "قال يسوع", "قال الرب", "مكتوب",
    ),
    "saints": (
        "قديس", "قديسة", "شهيد", "شهيدة", "استشهاد", "نياحة", "تنيح", "تذكار", "سنكسار", "السنكسار",
        "البابا", "الأنبا", "بطريرك", "أسقف", "راهب", "الرهبنة", "ناسك", "متوحد", "رفات", "نقل جسد",
        "سيرة", "ولادة القديس", "العذراء", "رئيس الملائكة", "الملاك",
    ),
    "rites": (
        "صوم", "صيام", "قداس", "القداس الإلهي", "معمودية", "سر", "أسرار", "طقس", "طقوس", "عشية",
        "رفع بخور", "بخور", "تناول", "الإفخارستيا", "الميرون", "الزيجة", "الإكليل", "مسحة المرضى",
        "الاعتراف", "الكهنوت", "الأجبية", "صلاة باكر", "صلاة الغروب", "صلاة النوم", "نصف الليل",
        "الساعة الثالثة", "الساعة السادسة", "الساعة التاسعة", "الأنافورا", "القسمة", "أوشية",
        "الميطانيات", "القربان", "الحمل", "الكاهن", "الشماس", "عيد", "البصخة", "الخماسين", "الفصح",
        "الكنيسة", "قطمارس", "القراءات",
    ),
    "hymns": (
        "لحن", "ألحان", "الألحان", "تسبحة", "تسبيح", "الأبصلمودية", "إبصالية", "ثيؤطوكية", "ذكصولوجية", "لبش",
        "الهوس", "مديح", "مدائح", "ترنيمة", "ترانيم", "الدفنار", "مرد", "نغمة", "المرتل", "الشيرات",
        "أجيوس", "كيرياليسون", "آدام", "واطس",
    ),
    "teaching": (
        "معنى", "لماذا", "عقيدة", "لاهوت", "الثالوث", "التجسد", "الخلاص", "الفداء", "التوبة",
        "المحبة", "الإيمان", "الروح القدس", "تعليم", "عظة", "تفسير", "شرح", "الخطية", "النعمة",
        "القيامة", "الصلاة", "الفضيلة", "الاتضاع", "الصليب", "الكفارة", "الأبدية",
    ),
    "history": (
        "تاريخ", "القرن", "الإمبراطور", "إمبراطورية", "الملك", "الحكم", "الحرب", "دولة", "الاحتلال",
        "العصر", "الفتح", "المجمع", "مجمع نيقية", "مجمع خلقيدونية", "الاضطهاد", "الدولة الرومانية",
        "الخليفة", "السلطان", "الوالي", "تأسست", "تأسيس", "عاصمة",
    ),
}  # fmt: skip
# Words that hint at a domain but are common elsewhere (a quoted Bible name is also a saint's).
_WEAK_KEYWORDS: dict[str, tuple[str, ...]] = {
    "bible": ("يسوع", "المسيح", "موسى", "داود", "بطرس", "يوحنا", "لوقا", "مرقس"),
    "saints": ("مار", "الشهداء", "القديسين", "دير"),
    "rites": ("صلاة", "الصلوات", "كنيسة"),
    "history": ("سنة", "عام"),
}

# The fail-closed vocabulary (fasts, sacraments, services, hymns, feasts), once the answer gate's
# word list: each is a full keyword of its domain, so at the default threshold one of them makes a
# question strict. Folded, with and without the article, and matched both as analyzed and as a bare
# stem: the stemmer cuts معمودية to معمود but المعمودية to معموديه, and a missed spelling would let
# a sacrament question through unstrict.
_FAIL_CLOSED_WORDS: dict[str, tuple[str, ...]] = {
    "rites": tuple("""
        صوم صيام اصوام صايم الصوم الصيام افطار فطر قداس القداس الاسرار المعموديه معموديه العماد الميرون
        الاعتراف التناول الافخارستيا القربان الزيجه الاكليل مسحه الكهنوت رسامه البخور عشيه باكر الاجبيه
        السواعي الطقس طقس طقوس الطقوس عيد الاعياد اعياد البصخه الخماسين القطمارس القراءات قراءات صلوات
        المطانيات مطانيه
    """.split()),
    "hymns": tuple("""
        لحن الحان الالحان التسبحه تسبحه الابصلموديه ذكصولوجيه ابصاليه ثيوطوكيه الكيهكيه
    """.split()),
}


@dataclass(frozen=True)
class _Phrase:
    domain: str
    label: str
    terms: tuple[str, ...]
    weight: float
    surface: bool = False  # match against the question's unstemmed surface terms
    key: tuple[str, ...] = ()  # the keyword's analyzed form: one count per stem, whichever form matched


# A keyword whose stem is this short matches only as a whole word: the stemmer cuts مارينا to مار.
_SHORT_STEM = 3


@lru_cache(maxsize=1)
def _phrases() -> tuple[_Phrase, ...]:
    # Keyed by analyzed terms: قديس / قديسة / القديسين are one stem and count once. Each keyword
    # also matches by its surface form: the stemmer folds قديسة to قديس but القديسة to قديسه.
    # Strong tables first: a fail-closed word that is also a weak keyword (صلوات) keeps its full weight.
    phrases: dict[tuple[str, bool, tuple[str, ...]], _Phrase] = {}
    tables = ((_KEYWORDS, KEYWORD_WEIGHT, False), (_FAIL_CLOSED_WORDS, KEYWORD_WEIGHT, True),
              (_WEAK_KEYWORDS, WEAK_KEYWORD_WEIGHT, False))  # fmt: skip
    for table, weight, bare_stem_too in tables:
        for domain, words in table.items():
            for word in words:
                analyzed = tuple(analyze(word))
                short = len(analyzed) == 1 and len(analyzed[0]) <= _SHORT_STEM
                forms = [] if short else [analyzed] + ([(stem_token(word),)] if bare_stem_too else [])
                for terms in dict.fromkeys(forms):
                    if terms and all(terms):
                        phrases.setdefault((domain, False, terms), _Phrase(domain, word, terms, weight, False, analyzed))
                surface_terms = tuple(surface(word))
                if surface_terms and all(surface_terms):
                    phrases.setdefault((domain, True, surface_terms), _Phrase(domain, word, surface_terms, weight, True, analyzed))
    return tuple(phrases.values())


@lru_cache(maxsize=1)
def _phrases_by_first_term() -> dict[tuple[bool, str], tuple[int, ...]]:
    # A phrase can only match where its first term stands: the question's own terms pick the few
    # phrases worth a scan (positions in `_phrases()`, whose order decides which form counts).
    index: dict[tuple[bool, str], list[int]] = {}
    for position, phrase in enumerate(_phrases()):
        index.setdefault((phrase.surface, phrase.terms[0]), []).append(position)
    return {key: tuple(positions) for key, positions in index.items()}


def _candidate_phrases(terms: list[str], surface_terms: list[str]) -> list[_Phrase]:
    index = _phrases_by_first_term()
    positions: set[int] = set()
    for is_surface, words in ((False, terms), (True, surface_terms)):
        for word in set(words):
            positions.update(index.get((is_surface, word), ()))
    phrases = _phrases()
    return [phrases[position] for position in sorted(positions)]


def _contains(terms: list[str], phrase: tuple[str, ...]) -> bool:
    size = len(phrase)
    return any(tuple(terms[i : i + size]) == phrase for i in range(len(terms) - size + 1))


def route(question: str, date_intent: DateIntent | None = None, bible_ref: BibleRef | None = None) -> Route:
    """Every domain with a score in [0, 1] and the signals that fired, strongest first."""
    terms = analyze(question)
    surface_terms = surface(question)
    evidence: dict[str, list[float]] = {domain: [] for domain in DOMAINS}
    signals: list[str] = []
    fired: set[tuple[str, tuple[str, ...]]] = set()  # (domain, stem): counted once, whichever form matched
    for phrase in _candidate_phrases(terms, surface_terms):
        if (phrase.domain, phrase.key) in fired:
            continue
        if _contains(surface_terms if phrase.surface else terms, phrase.terms):
            fired.add((phrase.domain, phrase.key))
            evidence[phrase.domain].append(phrase.weight)
            signals.append(f"keyword:{phrase.domain}:{phrase.label}")
    if date_intent is not None and date_intent.present:
        evidence["saints"].append(DATE_WEIGHT)
        signals.append(f"date_intent:{date_intent.source}:{'valid' if date_intent.valid else 'invalid'}")
    if bible_ref is None and _YEAR.search(fold(question)):
        evidence["history"].append(WEAK_KEYWORD_WEIGHT)
        signals.append("year_number")
    if bible_ref is not None:
        evidence["bible"].append(REFERENCE_WEIGHT)
        signals.append(f"bible_ref:{bible_ref.label}")
    for label in lexicon_hits(question):
        kind, _, name = label.partition(":")
        if kind == "hymn":
            evidence["hymns"].append(HYMN_TITLE_WEIGHT)
            signals.append(f"hymn_title:{name}")
        elif kind == "month" and not (date_intent and date_intent.present):
            # A Coptic month named without a day still points at the calendar of saints.
            evidence["saints"].append(MONTH_NAME_WEIGHT)
            signals.append(f"coptic_month:{name}")
    scores: dict[str, float] = {}
    for domain in DOMAINS:
        if domain == "general":
            continue
        remaining = 1.0
        for weight in evidence[domain]:
            remaining *= 1.0 - weight
        scores[domain] = round(1.0 - remaining, 4)
    scores["general"] = round(1.0 - max(scores.values()), 4)
    ordered = dict(sorted(scores.items(), key=lambda item: (-item[1], DOMAINS.index(item[0]))))
    return Route(domains=ordered, signals=signals)


def strict_religious(route: Route, settings: Settings | None = None) -> bool:
    """True when the question is about rites, hymns or a liturgical date strongly enough that the
    writers are held closer to the evidence: the prompt's rule to answer only what one passage
    states directly, the extractive answerer's stricter excerpt coverage. What is published is not
    decided here: a sentence citing religious evidence is checked by that evidence's library
    (`answer.validate` `not_quoted`), whatever the question's route."""
    threshold = (settings or get_settings()).strict_domain_threshold
    if route.domains.get("rites", 0.0) >= threshold or route.domains.get("hymns", 0.0) >= threshold:
        return True
    liturgical_date = any(signal.startswith("date_intent:") for signal in route.signals)
    return liturgical_date and route.domains.get("saints", 0.0) >= threshold
