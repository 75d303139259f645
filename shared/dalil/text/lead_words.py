"""The words of an answer's lead-in to what it quotes or states from a record ("حسب السنكسار:"، "النص بيقول:"،
"لو فتحت مقال … هتلاقي مكتوب إن …"، Franco "el nas by2ol:"): words saying where the words are, that they are found or
read there, which of them follow, or pointing at them. They assert nothing a record could state. One home for these
tables (ONEPLACE68: they stood in `text.support`); `support.source_lead` and its lead-in readers and
`text.lead_record` read them."""

from __future__ import annotations

import re

from dalil.text.glued import glued_forms
from dalil.text.normalize import fold

# FAITHFUL57: the words of a lead-in saying its words are found or read in a record, or naming the kind of record
# (a bare lead-in needs one, `support._bare_lead`; all are lead words too): "في مثل هذا اليوم … أن" or "ولما علم
# أن" is a record's own sentence, and a bare preposition before "أن" leads nothing in.
FOUND_WORDS = frozenset(
    fold(
        "موجود موجودة موجوده مذكور مذكورة فتحت تفتح افتح هتلاقي تلاقي تجد ستجد نجد هتجد نقرأ نقرا تقرأ تقرا بنقرأ بنقرا هتقرأ "
        "هتقرا جه مكتوب المكتوب ورد سيرة السيرة سنكسار السنكسار مقال المقال مقالة الآية الاية "
        "mawgood mawgooda mawgoud gaa fata7t tefta7 hatla2y hatla2i maqal ma2al maktoob "
        # CLAIMLEAD59: turning back to a record ("لو رجعت للنص في …"، "لما ترجع لـ …") and "coming in" it ("جاي في …"), as
        # فتحت and جه; Franco the same and the record's kind as Franco writes it ("maqalet"، "sanksar")
        "رجعت ترجع ارجع هترجع جاي جايه raga3t rga3t terga3 gay gaya maqala maqalet sinaksar sanksar sinksar seeret sirat "
        # CLAIMLIST61: reading it in any person ("لو قريت …"، "وإنت بتقرا …") and a record's verb of stating ("يرد في …"،
        # "ينص مقال … على"); the record's kind as Franco writes it ("senksar"، "resalet"، "mazmoor")
        "قريت قرأت قريتي قريتوا بتقرا بتقرأ بتقري يرد ترد ينص تنص senksar resalet resala"
        # CLAIMUSE72: "found (mentioned)" as the participle ("زي ما هو وارد في …"، Franco "zay ma warid fi …") and seeing it
        # together ("تعالى نشوف …"، "خلينا نشوف …")
        " وارد واردة وارده warid wared نشوف هنشوف بنشوف nshoof neshoof"
        # CLAIMUSE74: the record's verb of stating in its causative form ("أورد نص السنكسار النص التالي:"، "كما يورد
        # المقال"), as يرد and ينص above
        " أورد يورد أوردت تورد"
    ).split()
)
# CLAIMUSE72: "according to" a record — حسب، طبقا لـ، وفقا لـ، استنادا إلى، بالرجوع إلى, Franco "bena2an 3ala"
# (بناء على; not the Arabic بناء, also "a building", which Franco "yaban" spells), "hasab" — says only where the words
# are, as "in" does; a lead-in opened by one names its record before a plain comma ("طبقا لما ورد في نص مزمور 33، …"،
# "Zay ma warid fi مقالة …, …": `support._bare_lead`), and that record must be the cited one
# (`lead_record.names_record`) for the claim after it to be read alone.
ACCORDING_WORDS = frozenset(
    fold("حسب بحسب وفق وفقا طبق طبقا استنادا استناد بالاستناد الرجوع بالرجوع رجوعا hasab 7asab bena2an bina2an benaan").split()
)
LEAD_WORDS = frozenset(
    fold(
        "من في فى عن حسب بحسب وفق وفقا طبقا كما زي ملخص خلاصة الخلاصة خلاصه الخلاصه باختصار اختصار مختصر "
        "دي ده دا هذه هذا هذي ذلك اللي الذي التي ما نص النص سيرة السيرة قصة القصة المصدر مصدر مكتوب المكتوب "
        "يقول بيقول تقول بتقول يذكر بيذكر ذكر ورد جاء اقتباس مقتطف المقتطف فقرة الفقرة حرفيا بالنص نصا الكلام كلام "
        "الإجابة الاجابة إجابة اجابة الجواب سنكسار السنكسار "
        # FAITHFUL55: words naming the answer's own parts, over a list or a quotation ("### أهم النقاط"، "النص فيه
        # كذا حاجة:"، "يتضمن النص ما يلي:"، "اللي النص بيقوله") — they say which of the source's words follow, nothing more
        "أهم أبرز النقاط نقاط النقط نقط الرئيسية رئيسية التفاصيل تفاصيل بالتفصيل تفصيل يلي التالي كالتالي الآتي كالآتي "
        "يتضمن تتضمن يتناول فيه فيها كذا حاجة حاجات يقوله بيقوله تقوله بتقوله "
        # FAITHFUL57: where the words are found or read — "الكلام ده موجود في …"، "لو فتحت … هتلاقي مكتوب:"، "جه في …"،
        # "نقرأ في مقال …"، "على حسب ما ورد في …"، "الآية دي …"; Franco "mawgood fi"، "kama gaa fi"، "law fata7t … hatla2y"
        # (the words that say so are `FOUND_WORDS`, joined below; these are the rest of such a lead-in)
        "مذكوره لو لما إذا اذا جت جا على علي المقالة آية اية العبارة عبارة الجملة جملة "
        "men fi 3an 7asab el nas elnas masdar elmasdar by2ol bey2ol bi2ol byqol maktoob mktoob kholaset kholasa elkholasa "
        "da dah di elly elli kalam elkalam bel tafseel tafsil tafaseel ahm "
        "kama ga law lw tla2y makal "
        # CLAIMPARA59: a frame of what is told ("اللي حصل إن"، "الإجابة ببساطة:") and a joiner of two of the record's
        # sentences ("وكمان في نفس السيرة:"، "وفي موضع آخر:"، "W kaman:") — they say where the words are, nothing more
        "حصل ببساطة بساطة نفس نفسه نفسها موضع آخر كمان أيضا كذلك w kaman kman kamaan "
        "le lel no2at fih الواردة الوارده واردة "  # CLAIMLEAD59: Franco "to" ("law rga3t le …"), "the points", "(the points) found"
        # CLAIMLIST61: the reader addressed ("وإنت بتقرا …")، the words' exactness ("بالظبط"، "keda")، Franco "in (the)" ("F …"،
        # "Fel …")، the record's own kind as a title names it ("#### من السجل نفسه"، "من المزمور نفسه"، "الإصحاح")، handing
        # the points over ("خد النقط دي:"، "عندك سطرين:")، the record's words about its subject ("عنه"، "نصه")، and a next
        # sentence of the same record ("وبرضه …"، "وحاجة تانية عنه:"، "وكمان اتحكى عنه إن …")
        "إنت انت انتي بالظبط بالضبط كده كدا keda kda f fel fil السجل سجل المزمور الإصحاح الاصحاح إصحاح اصحاح الرسالة "
        "خد خذ خدي عندك إليك اليك سطر السطر سطور السطور نقطة النقطة عنه عنها عنهم نصه نصها برضه برضو تاني تانية اتحكى اتحكت "
        # CLAIMNUM61: a frame before a quotation that only points at it — look, here it is, the reply, word for word, so
        # ("بص المكتوب:"، "وهاك نص المقال:"، "وجوابه:"، "زي ما في النص بالحرف:"، "جاي في السيرة كده:"، Franco "El rad:")
        "بص شوف هاك اهو اهي رد الرد ردها رده جوابه جوابها بالحرف كده كدا كدة bos shoof rad elrad radd"
        # CLAIMYN63: the Franco "says" as models spell it ("el nas by2ool:") and the imperative "read" ("اقرا النص:")
        " by2ool bey2ool bi2ool byi2ool byqool beyqool اقرا اقرأ إقرا"
        # TWOSENT64: an aside before the record's next sentence — by the way, while at it, in another spot, it was (already)
        # told ("وعلى فكرة كمان:"، "وبالمناسبة برضه:"، "W fi 7etta tanya:"، "وقد جاء فيه أيضا:"); Franco "wa"
        " فكرة بالمناسبة بالمناسبه بالمرة بالمره مكان حتة حته قد لقد wa makan 7etta hetta belmonasba fekra tany tanya tani tania tanyah"
        # FRANCOANS64: the Egyptian "of" between a record's kind and its name ("السنكسار بتاع يوم 9 بشنس"), and "we
        # say" over a prayer's words ("في صلاة الشكر بنقول:")
        " بتاع بتاعة بتاعه بتوع بنقول نقول"
        # FAITHSHAPE70: the saying as a thing ("ويلي ذلك قوله:")
        " قوله قولها"
        # FAITHSHAPE70: the reader bidden to look at what follows, as بص and شوف above ("لاحظ ما يلي:"، "ركز في دي:"، "خلي
        # بالك:"، "اتفضل النص:"، "Khod balak:")
        " لاحظ لاحظي ركز ركزي انظر انظري اتفضل اتفضلي تفضل تفضلي خلي خليك بالك khod 5od khally khaly balak"
        # CLAIMUSE72: "as it is (found) in" ("زي ما هو وارد في …"، "كما هو مذكور في …", Franco "zay ma warid fi"), "to" before
        # the record ("إلى"، Franco "3ala"), the evidence pointed at ("والدليل:"، "والشاهد على ذلك:"، "el dalil:"), "as it
        # says" ("إذ يقول:"), and the writer's finding or reading with the reader ("هذا ما وجدته:"، "ده اللي لقيته:"، "اقرا
        # معايا:"، "e2ra ma3aya:")
        " هو هي إلى الى zay ma 3ala 3la دليل الدليل شاهد الشاهد dalil shahed إذ اذ تعالى تعالي تعال ta3ala ta3aala boss"
        " وجدت وجدته وجدتها لقيت لقيته لقيتها معايا معي ma3aya m3aya e2ra e2ry egaba igaba"
        # CLAIMUSE74: the saying's manner, as حرفيا and بالنص above ("يذكر سفر … صراحة:"، "بوضوح"), and "where" before the
        # verb of finding that follows the record ("تجد الجواب في مقال … حيث ورد:")
        " صراحة صراحه بصراحة بوضوح حيث"
        # CLAIMUSE74: "in what" (في + ما glued), as كما and لما above ("والجواب فيما يلي:")
        " فيما"
        # FAITHFUL86: a part taken of the record and its weight — "we excerpt", "the (important) part", "a passage"
        # ("نقتطف منها:"، "نجتزئ من النص قوله:"، "الجزء المهم من الآية:"، "أهم جزء في الجملة:"، Franco "Goz2 men el gomla:"):
        # which of its words follow, as مقتطف and فقرة above; the words quoted are still checked, cut or whole
        " جزء الجزء جزءا جزئية الجزئية مقطع المقطع نقتطف أقتطف اقتطف نجتزئ أجتزئ اجتزئ نقتبس أقتبس اقتبس مهم المهم الأهم"
        " goz2 elgoz2 mohem mohim elmohem ahamm gomla elgomla"
        " منه منها منهم"  # "from it": the record pointed at, as عنه above ("نقتطف منها:")
    ).split()
) | FOUND_WORDS | ACCORDING_WORDS
# FRANCOANS64: the lead words as Arabic writes them: a Latin word of a lead-in is read by the one it spells
# (`lead_record.franco_read`: "egaba" الإجابة، "ma2alet" مقالة), not by a Latin spelling listed for each.
WRITTEN_LEAD_WORDS = frozenset(word for word in LEAD_WORDS if re.search(r"[\u0600-\u06ff]", word))
# The lead-in's own words before the record it names say where: in, from, or opening it ("لو فتحت …").
WHERE_WORDS = frozenset(
    fold("في فى من فتحت تفتح افتح fi men fata7t tefta7 رجعت ترجع ارجع هترجع raga3t rga3t terga3 f fel fil").split()
) | ACCORDING_WORDS  # CLAIMLIST61: "according to" ("بحسب سنكسار …:") and Franco "in"


def only_lead(words: list[str]) -> bool:
    """Every word a lead word (`lead_word`)."""
    return all(lead_word(word) for word in words)


def lead_word(word: str) -> bool:
    """A lead word (`LEAD_WORDS`) as written, glued, past a glued لـ, or in its dual (CLAIMLIST61: "النص بيقول حاجتين"،
    "فيه نقطتين"، "عندك سطرين": two of the points a lead word names); or "says" typed in Franco in any person (`_FRANCO_SAYS`)."""
    forms = (*glued_forms(word), *_past_to(word), *_singular(word), *_past_article(word))
    return bool(_FRANCO_SAYS.fullmatch(word)) or any(form in LEAD_WORDS for form in forms)


# FRANCOANS64: the Egyptian present of قال ("says") as Franco types it in any person — "by2ool"، "bet2ool"، "bt2ool"، "beyi2ool"،
# "bn2ool"، "yeqool"، "te2ool" —: a lead-in's verb of saying, read by its shape, not by a spelling listed for each
_FRANCO_SAYS = re.compile(r"(?:b[ei]?)?[ytn]?[eia]?[ytn]?[eia]?(?:2|q)(?:oo|ou|o|u)l")


def _singular(word: str) -> tuple[str, ...]:
    """The one a dual names ("نقطتين" -> نقطه، "سطرين" -> سطر; folded), or nothing."""
    folded = fold(word)
    if folded.endswith("تين") and len(folded) > 4:
        return (folded[:-3] + "ه",)
    return (folded[:-2],) if folded.endswith("ين") and len(folded) > 3 else ()


_ARTICLE = fold("ال")


def _past_article(word: str) -> tuple[str, ...]:
    """CLAIMUSE74: a lead word with the article ("المذكور" -> مذكور، "الموجود" -> موجود): the participle of finding,
    made definite ("المذكور في سنكسار …: «…»"), says no more than without it. Four letters at least are left."""
    return (word[2:],) if word.startswith(_ARTICLE) and len(word) > 5 else ()  # noqa: PLR2004 - the article and four


# CLAIMUSE74: the words that open a record's part in a reference — its chapter, its piece ("إنجيل مرقس، الأصحاح 6"،
# "كتاب الصلوات، قطعة مرد الإنجيل"): a comma before one joins the part to its record, it ends no lead-in.
# As a pattern of the written word (any alef, ة or ه), for reading it in an answer's own text.
PART_WORD = r"(?:ال)?[أإا]صحاح|(?:ال)?قطع[ةه]"


def _past_to(word: str) -> tuple[str, ...]:
    """A word past a glued لـ ("للنص" -> النص، "لنص" -> نص; CLAIMLEAD59: "لو رجعت للنص في …")."""
    return ("ال" + word[2:],) if word.startswith("لل") else (word[1:],) if word.startswith("ل") and len(word) > 2 else ()
