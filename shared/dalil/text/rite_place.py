"""Where a rite's record stands: its book, its service and, where its record says so, its place in the service.

A reader asks for a prayer, hymn or rubric by where it stands, in words its text never holds: "بنبدأ صلاة النوم في
الأجبية بإيه", "في صلاة الساعة السادسة من الأجبية", "في التسبحة …", "في رفع بخور عشية …". The liturgy source
records them in each chunk's metadata (`ingest/sources/liturgy.py`): `collection` (the book: agpeya, tasbeha,
liturgy, incense), `service` (the hour or service: "النوم", "رفع بخور عشية", "تسبحة نصف الليل ليوم الأحد") and
`kind` (the section's kind). `rite_place` writes those as the words that name them, and the offline answerer reads
them as held by every excerpt of that record (`providers/extractive`), as its title is read — so the fail-closed rite
check (`strict_religious`: every question term held) still asks every other word of the question of the text itself.

The text's own name, its title ("أوشية المسافرين", "الهوس الرابع", "تحليل الخدام"), is the last word of where a line
stands (`named_terms`): "في أوشية المسافرين بنطلب إيه", "بماذا يلقب مرقس في أرباع الناقوس", "بحسب قانون الإيمان" name the
text a line is in, not what the line says; the litany's lines never repeat its title. The offline answerer reads the
title as held by a sentence of that record only when the sentence's own words hold all else the question asks
beyond the title (`held_with_name`, read by `providers.extractive`): every line of the named text holds its name, so a line
holding nothing else of the question would answer "what does X say" with any line of X. A question naming another
text still finds its name in no line of this one.

A place in the service ("أول", "بداية", "افتتاح", "آخر", "ختام") is held only by a record whose kind says it stands
there: the introduction of an Agpeya hour (`hour-intro`) and the opening of a named service (`opening` with a
`service`: "بدء الصلاة — نصف الليل", "بدء تسبحة عشية") open it, a closing (`closing`) ends it. The Agpeya's common
sections of kind "opening" name no service and hold the Creed and the Absolution too: no place. Other kinds say
nothing of their order, so no other record holds those words, and a question that asks "the last prayer" of a
service the store keeps no closing of is not answered. Not "after"/"before" (بعد، قبل): the store keeps no
neighbour of a section.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from dalil.text.glued import ARTICLED
from dalil.text.normalize import fold
from dalil.text.support import term_set

# The liturgy source's collections (`ingest.sources.liturgy.COLLECTIONS`) by the name a reader gives the book.
BOOK_NAMES = {"agpeya": "الأجبية", "tasbeha": "التسبحة", "liturgy": "القداس", "incense": "رفع البخور"}
# An Agpeya service is an hour: a reader asks for it as "صلاة باكر", "صلاة النوم", "صلاة الساعة التاسعة".
_HOUR_OF = {"agpeya": "صلاة"}
# A place in the service, by the section kinds that stand there (see the module docstring): its nouns, and the verbs
# a service begins or ends with ("بماذا تبدأ صلاة باكر", "صلاة الغروب بتبدأ بإيه", "بيختتم بإيه").
OPENING_WORDS = "أول أولى بداية بدء افتتاح مقدمة تبدأ يبدأ تبتدي يبتدي تبتدئ يبتدئ تفتتح يفتتح"
CLOSING_WORDS = "آخر أخيرة ختام خاتمة نهاية تختم يختم تختتم يختتم تنتهي ينتهي"
_PLACE_OF_KIND = {"hour-intro": OPENING_WORDS, "opening": OPENING_WORDS, "closing": CLOSING_WORDS}
# The word that attributes what is asked to the text the question names: "بحسب رسالة أفسس" (a Bible book,
# `providers.extractive._book_terms`), "بحسب قانون الإيمان", "حسب الاعتراف" (a rite's text, `named_terms`).
ACCORDING = "بحسب حسب"


def rite_place(metadata: Mapping[str, Any] | None) -> str | None:
    """The words that name where a rite's record stands (its book, its service, its place in the service when its
    kind says it), or None for a record of no liturgy collection."""
    if not metadata:
        return None
    collection = metadata.get("collection")
    if not isinstance(collection, str) or collection not in BOOK_NAMES:
        return None
    book = BOOK_NAMES[collection]
    words = [book]
    service = metadata.get("service")
    if not isinstance(service, str) or not service.strip():
        return book  # a section common to every service (the Agpeya's, the Psalmody's): no service, no place in one
    words.append(f"{_HOUR_OF.get(collection, '')} {service.strip()}".strip())
    kind = metadata.get("kind")
    if isinstance(kind, str) and kind in _PLACE_OF_KIND:
        words.append(_PLACE_OF_KIND[kind])
    return " ".join(words)


@lru_cache(maxsize=256)  # a handful of places in the store, read for every excerpt of a rite
def place_terms(place: str | None) -> frozenset[str]:
    """The terms of a record's place (`rite_place`), each word of the article also under a glued particle: the
    stemmer reads "بالأجبية" and "للأجبية" as اجبيه and "الأجبية" as اجب, "بالتسبحة" as تسبحه and "التسبحة" as
    تسبح; a reader writes either ("صلاة النوم بالأجبية")."""
    if not place:
        return frozenset()
    words = fold(place).split()
    glued = [prefix + word[2:] for word in words if word.startswith("ال") for prefix in ARTICLED]
    return term_set(" ".join([*words, *glued]))


@lru_cache(maxsize=1024)  # a few hundred rite titles in the store, read for every sentence of a rite's excerpt
def named_terms(title: str | None) -> frozenset[str]:
    """The terms of the words that name a rite's text (see the module docstring): its title, and the word that
    attributes what is asked to it (`ACCORDING`). Empty for no title."""
    if not title or not title.strip():
        return frozenset()
    return term_set(f"{title} {ACCORDING}")


def held_with_name(
    own: frozenset[str], name: frozenset[str], wanted: frozenset[str], kind: frozenset[str] = frozenset()
) -> frozenset[str]:
    """The question terms (`wanted`) a rite's sentence or excerpt holds: `own`, those its words and place hold, and
    `name`, those the words naming its text hold (`named_terms`), when `own` holds every term `name` does not — the
    `kind` terms ("فعل" of "ماذا فعل", `asked_reading.answer_kind_terms`) only where held, as everywhere they are
    counted: the line stands in the text the question names and says all else the question says, as a fail-closed
    rite question asks. A line missing one of the rest is read alone: every line of the text holds its name, so
    "إيه اللي في أوشية المسافرين" would be answered by any of its lines, "التقديس الثالث" by a line that holds
    "التقديس" only, and "the Creed says he was buried in whose tomb" by "وتألم وقبر" (fq31-020, most of the rest)."""
    rest = wanted - name - (kind - own)
    if name and rest and rest <= own:
        return own | name
    return own
