"""Arabic names of the Bible books in the corpus (the 27 New Testament books and Psalms), keyed by
STEP book code, and the Septuagint <-> Hebrew psalm numbering used by Coptic service books.

Data, not logic: the retrieval step imports `BOOKS` / `find_book` to read references such as
"يوحنا 3: 16" or "مز 51", and the ingest step uses the names for chapter titles.
"""

from __future__ import annotations

from functools import lru_cache

from pydantic import BaseModel, ConfigDict

from dalil.text.normalize import fold


class BookName(BaseModel):
    model_config = ConfigDict(frozen=True)

    code: str  # STEP code, as in doc_ids: "Jhn" -> svd:Jhn.3
    name: str  # Arabic name as used in chapter titles: "يوحنا"
    english: str
    order: int  # canonical order in the corpus (Matthew = 1 ... Revelation = 27, Psalms = 28)
    chapters: int
    # Full-word alternatives a reader writes ("إنجيل يوحنا", "رسالة رومية"). Safe to match alone.
    variants: tuple[str, ...] = ()
    # Short forms ("يو", "مز"). Several are also ordinary words ("لو" = if, "في" = in), so match them
    # only when a chapter number follows.
    abbreviations: tuple[str, ...] = ()

    def chapter_title(self, chapter: int) -> str:
        """Arabic title of one chapter: "يوحنا 3"; a psalm is "مزمور 51"."""
        return f"مزمور {chapter}" if self.code == "Psa" else f"{self.name} {chapter}"


def _book(order: int, code: str, english: str, chapters: int, name: str, variants: tuple[str, ...],
          abbreviations: tuple[str, ...]) -> BookName:
    return BookName(code=code, name=name, english=english, order=order, chapters=chapters,
                    variants=variants, abbreviations=abbreviations)


BOOKS: dict[str, BookName] = {
    b.code: b
    for b in (
        _book(1, "Mat", "Matthew", 28, "متى", ("إنجيل متى", "متّى", "انجيل متى", "مار متى"), ("مت",)),
        _book(2, "Mrk", "Mark", 16, "مرقس", ("إنجيل مرقس", "مار مرقس", "مرقص"), ("مر",)),
        _book(3, "Luk", "Luke", 24, "لوقا", ("إنجيل لوقا", "مار لوقا"), ("لو",)),
        _book(4, "Jhn", "John", 21, "يوحنا", ("إنجيل يوحنا", "مار يوحنا", "يوحنا البشير"), ("يو",)),
        _book(5, "Act", "Acts", 28, "أعمال الرسل", ("سفر أعمال الرسل", "أعمال", "الأعمال", "الإبركسيس"), ("أع",)),
        _book(6, "Rom", "Romans", 16, "رومية", ("رسالة رومية", "الرسالة إلى رومية", "رسالة بولس الرسول إلى أهل رومية", "أهل رومية"), ("رو",)),
        _book(7, "1Co", "1 Corinthians", 16, "كورنثوس الأولى", ("1 كورنثوس", "كورنثوس الاولى", "الأولى إلى كورنثوس", "رسالة كورنثوس الأولى", "الرسالة الأولى إلى أهل كورنثوس"), ("1كو", "1 كو")),
        _book(8, "2Co", "2 Corinthians", 13, "كورنثوس الثانية", ("2 كورنثوس", "الثانية إلى كورنثوس", "رسالة كورنثوس الثانية", "الرسالة الثانية إلى أهل كورنثوس"), ("2كو", "2 كو")),
        _book(9, "Gal", "Galatians", 6, "غلاطية", ("رسالة غلاطية", "أهل غلاطية", "الرسالة إلى غلاطية"), ("غل",)),
        _book(10, "Eph", "Ephesians", 6, "أفسس", ("رسالة أفسس", "أهل أفسس", "الرسالة إلى أفسس"), ("أف",)),
        _book(11, "Php", "Philippians", 4, "فيلبي", ("رسالة فيلبي", "أهل فيلبي", "الرسالة إلى فيلبي"), ("في",)),
        _book(12, "Col", "Colossians", 4, "كولوسي", ("رسالة كولوسي", "أهل كولوسي", "الرسالة إلى كولوسي"), ("كو",)),
        _book(13, "1Th", "1 Thessalonians", 5, "تسالونيكي الأولى", ("1 تسالونيكي", "تسالونيكي الاولى", "رسالة تسالونيكي الأولى", "الأولى إلى تسالونيكي"), ("1تس", "1 تس")),
        _book(14, "2Th", "2 Thessalonians", 3, "تسالونيكي الثانية", ("2 تسالونيكي", "رسالة تسالونيكي الثانية", "الثانية إلى تسالونيكي"), ("2تس", "2 تس")),
        _book(15, "1Ti", "1 Timothy", 6, "تيموثاوس الأولى", ("1 تيموثاوس", "تيموثاوس الاولى", "رسالة تيموثاوس الأولى", "الأولى إلى تيموثاوس"), ("1تي", "1 تي")),
        _book(16, "2Ti", "2 Timothy", 4, "تيموثاوس الثانية", ("2 تيموثاوس", "رسالة تيموثاوس الثانية", "الثانية إلى تيموثاوس"), ("2تي", "2 تي")),
        _book(17, "Tit", "Titus", 3, "تيطس", ("رسالة تيطس", "الرسالة إلى تيطس"), ("تي",)),
        _book(18, "Phm", "Philemon", 1, "فليمون", ("رسالة فليمون", "الرسالة إلى فليمون"), ("فل",)),
        _book(19, "Heb", "Hebrews", 13, "العبرانيين", ("عبرانيين", "رسالة العبرانيين", "الرسالة إلى العبرانيين"), ("عب",)),
        _book(20, "Jas", "James", 5, "يعقوب", ("رسالة يعقوب", "رسالة يعقوب الرسول"), ("يع",)),
        _book(21, "1Pe", "1 Peter", 5, "بطرس الأولى", ("1 بطرس", "بطرس الاولى", "رسالة بطرس الأولى"), ("1بط", "1 بط")),
        _book(22, "2Pe", "2 Peter", 3, "بطرس الثانية", ("2 بطرس", "رسالة بطرس الثانية"), ("2بط", "2 بط")),
        _book(23, "1Jn", "1 John", 5, "يوحنا الأولى", ("1 يوحنا", "يوحنا الاولى", "رسالة يوحنا الأولى"), ("1يو", "1 يو")),
        _book(24, "2Jn", "2 John", 1, "يوحنا الثانية", ("2 يوحنا", "رسالة يوحنا الثانية"), ("2يو", "2 يو")),
        _book(25, "3Jn", "3 John", 1, "يوحنا الثالثة", ("3 يوحنا", "رسالة يوحنا الثالثة"), ("3يو", "3 يو")),
        _book(26, "Jud", "Jude", 1, "يهوذا", ("رسالة يهوذا",), ("يه",)),
        _book(27, "Rev", "Revelation", 22, "رؤيا يوحنا", ("سفر الرؤيا", "الرؤيا", "رؤيا يوحنا اللاهوتي", "رؤيا"), ("رؤ",)),
        _book(28, "Psa", "Psalms", 150, "المزامير", ("مزمور", "مزامير", "سفر المزامير", "المزمور"), ("مز",)),
    )
}

# The writer of a letter, who says its "I": "بولس قال إيه عن المحبة" asks a verse of his letters (the answerer
# reads a chapter of his letter as holding his name, `providers/extractive._asked_writers`). Only the letters whose
# writer's name names no one else a reader asks about: not John's (the Baptist), not Jude's (Iscariot); the Gospels
# and Acts tell others' words, and the Psalms are of several singers. Hebrews is Paul's in the Coptic reading.
WRITERS: dict[str, str] = {
    **dict.fromkeys(("Rom", "1Co", "2Co", "Gal", "Eph", "Php", "Col", "1Th", "2Th", "1Ti", "2Ti", "Tit", "Phm", "Heb"), "بولس الرسول"),
    "Jas": "يعقوب الرسول",
    **dict.fromkeys(("1Pe", "2Pe"), "بطرس الرسول"),
}


# The singers a psalm's title gives it to, folded, as the title writes them after its "ل" ("مزمور لداود", "لآساف",
# "صلاة لموسى رجل الله", "قصيدة لبني قورح", "لسليمان", "لهيمان", "لإيثان"): a psalm's writer is read there, in
# its own first verse, never from a name in another psalm's text (Psalm 89's "حلفت بها لداود": fq26-118).
PSALM_SINGERS = frozenset({"داود", "اساف", "موسي", "قورح", "سليمان", "هيمان", "ايثان"})


@lru_cache(maxsize=1)
def _index() -> dict[str, str]:
    """Folded name -> code for every name, variant and abbreviation. Abbreviations never shadow a name."""
    index: dict[str, str] = {}
    for book in BOOKS.values():
        for abbreviation in book.abbreviations:
            index.setdefault(fold(abbreviation), book.code)
    for book in BOOKS.values():
        for name in (book.name, *book.variants, book.code, book.english):
            index[fold(name)] = book.code
    return index


def find_book(name: str) -> BookName | None:
    """The book a written name refers to ("إنجيل يوحنا", "يو", "Jhn", "john"), or None."""
    code = _index().get(fold(name))
    return BOOKS[code] if code else None


# Septuagint (Coptic/Agpeya) -> Hebrew (Van Dyck, STEP) psalm numbers. LXX 9 = Hebrew 9-10,
# LXX 113 = Hebrew 114-115, LXX 114 and 115 = Hebrew 116, LXX 146 and 147 = Hebrew 147.
def septuagint_to_hebrew_psalm(number: int) -> tuple[int, ...]:
    """All Hebrew-numbered psalms a Septuagint psalm covers, first one first (LXX 50 -> (51,))."""
    if not 1 <= number <= 151:
        raise ValueError(f"no psalm {number} in the Septuagint numbering")
    if number <= 8 or number >= 148:
        return (number,) if number <= 150 else ()
    if number == 9:
        return (9, 10)
    if number <= 112:
        return (number + 1,)
    if number == 113:
        return (114, 115)
    if number in (114, 115):
        return (116,)
    if number <= 145:
        return (number + 1,)
    return (147,)  # 146, 147


def hebrew_to_septuagint_psalm(number: int) -> int:
    """The Septuagint psalm that holds a Hebrew-numbered psalm (its start): Psa.51 -> 50."""
    if not 1 <= number <= 150:
        raise ValueError(f"no psalm {number} in the Hebrew numbering")
    if number <= 8 or number >= 148:
        return number
    if number in (9, 10):
        return 9
    if number <= 113:
        return number - 1
    if number in (114, 115):
        return 113
    if number == 116:
        return 114
    if number <= 146:
        return number - 1
    return 146  # 147


# Books of the Bible that are NOT in the library (the Old Testament but the Psalms, and the
# deuterocanonical books of the Coptic canon): English name -> Arabic names a reader writes. A
# reference to one of them must be told "not in this library", never answered from another book.
# Several are ordinary words too (التكوين، العدد، الجامعة، الأمثال): `bible_refs` counts them only
# after "سفر" or before a chapter ("التكوين 1: 1", "التكوين الإصحاح الأول").
ABSENT_BOOKS: dict[str, tuple[str, ...]] = {
    "Genesis": ("التكوين", "تكوين"),
    "Exodus": ("الخروج", "خروج"),
    "Leviticus": ("اللاويين", "لاويين"),
    "Numbers": ("العدد",),
    "Deuteronomy": ("التثنية", "تثنية", "تثنيه"),
    "Joshua": ("يشوع",),
    "Judges": ("القضاة", "قضاة"),
    "Ruth": ("راعوث",),
    "1 Samuel": ("صموئيل الأول", "1 صموئيل"),
    "2 Samuel": ("صموئيل الثاني", "2 صموئيل"),
    "Samuel": ("صموئيل",),
    "Kings": ("الملوك", "ملوك", "الملوك الأول", "الملوك الثاني", "1 ملوك", "2 ملوك"),
    "Chronicles": ("أخبار الأيام", "الأيام", "أخبار الأيام الأول", "أخبار الأيام الثاني"),
    "Ezra": ("عزرا",),
    "Nehemiah": ("نحميا",),
    "Esther": ("أستير", "استير"),
    "Job": ("أيوب", "ايوب"),
    "Proverbs": ("الأمثال", "أمثال"),
    "Ecclesiastes": ("الجامعة", "جامعة"),
    "Song of Songs": ("نشيد الأنشاد", "النشيد"),
    "Isaiah": ("إشعياء", "اشعياء", "أشعياء"),
    "Jeremiah": ("إرميا", "ارميا", "أرميا"),
    "Lamentations": ("المراثي", "مراثي إرميا", "مراثي"),
    "Ezekiel": ("حزقيال",),
    "Daniel": ("دانيال",),
    "Hosea": ("هوشع",),
    "Joel": ("يوئيل",),
    "Amos": ("عاموس",),
    "Obadiah": ("عوبديا",),
    "Jonah": ("يونان",),
    "Micah": ("ميخا",),
    "Nahum": ("ناحوم",),
    "Habakkuk": ("حبقوق",),
    "Zephaniah": ("صفنيا",),
    "Haggai": ("حجي",),
    "Zechariah": ("زكريا",),
    "Malachi": ("ملاخي",),
    "Tobit": ("طوبيا", "طوبيت"),
    "Judith": ("يهوديت",),
    "Wisdom": ("الحكمة", "حكمة سليمان"),
    "Sirach": ("يشوع بن سيراخ", "ابن سيراخ", "سيراخ"),
    "Baruch": ("باروخ",),
    "Maccabees": ("المكابيين", "مكابيين", "المكابيين الأول", "المكابيين الثاني"),
}
