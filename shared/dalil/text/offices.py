"""Offices, ranks and kin: the closed class of words that say who someone is (بطريرك، والي، أخت،
أم …), folded, with one key for a word's forms and plurals (`office`). Read by the claim checks
of `text.assertions` (an office the excerpt never uses, a name under another office, a relation
moved) and by `text.exchanges` and `text.paraphrase`, so it sits below all three."""

from __future__ import annotations

from functools import lru_cache

from dalil.text.forms import MONTH_WORDS, POSSESSIVE_PRONOUNS, word_forms
from dalil.text.glued import GLUED_CONJUNCTIONS
from dalil.text.stem import STOPWORDS

# The father's word in construct, the five nouns' forms: "أبو مقار", "القديس أبا نوب", "أبي سيفين" — never
# written without the genitive after them (bare: أب; with a pronoun: أبوه). In the Coptic corpus mostly the
# title of the person himself, not his child's father (`answer.lineage`, `answer.relation_asked`).
FATHER_IN_CONSTRUCT = frozenset({"ابو", "ابا", "ابي"})
# The patronymic "بن" inside a name: "سليمان بن داود", "يشوع بن نون" — son of the name after it.
SON_OF = frozenset({"بن"})
# The son's word before his father's name, in a name or written out: "يعقوب بن إسحق", "يعقوب ابن إسحق".
SON_WORDS = SON_OF | {"ابن"}

# Offices, ranks and kin (folded base -> one key for its forms and plurals): a closed class of the
# words that say who someone is. Written without the article and glued particles; a pronoun or
# accusative ending is taken off before the lookup (`office`). Synonyms share a key (أب/والد).
_OFFICE_FORMS: dict[str, tuple[str, ...]] = {
    "ملك": ("ملك", "ملوك"), "ملكه": ("ملكه", "ملكات"), "امير": ("امير", "امراء"),
    "امبراطور": ("امبراطور", "اباطره"), "قيصر": ("قيصر", "قياصره"), "والي": ("والي", "ولاه"),
    "حاكم": ("حاكم", "حكام"), "وزير": ("وزير", "وزراء"), "قائد": ("قائد", "قاده", "قواد"),
    "قاضي": ("قاضي", "قضاه"), "بطريرك": ("بطريرك", "بطرك", "بطاركه"), "اسقف": ("اسقف", "اساقفه"),
    "مطران": ("مطران", "مطارنه"), "بابا": ("بابا", "باباوات"), "قس": ("قس", "قسيس", "قسوس", "قساوسه"),
    "كاهن": ("كاهن", "كهنه"), "شماس": ("شماس", "شمامسه"), "راهب": ("راهب", "رهبان"),
    "راهبه": ("راهبه", "راهبات"), "رئيس": ("رئيس", "رءساء", "روساء"), "نبي": ("نبي", "انبياء"),
    "رسول": ("رسول", "رسل"), "تلميذ": ("تلميذ", "تلاميذ"),
    "اب": ("اب", *sorted(FATHER_IN_CONSTRUCT), "اباء"), "ام": ("ام", "امهات"), "والد": ("والد", "والده", "والدين"),
    "اخ": ("اخ", "اخو", "اخا", "اخي", "اخوه", "اخوان"), "اخت": ("اخت", "اخوات"),
    "ابن": ("ابن", "ابناء", "بنين", "اولاد"), "بنت": ("بنت", "بنات", "ابنه"), "زوج": ("زوج", "ازواج"),
    "زوجه": ("زوجه", "زوجات", "امراه"),
    # uncles and aunts (paternal, maternal: "عمة" folds to عمه, which is also "his uncle"),
    # grandparents, grandchildren; a teacher and his disciple are a relation of the same kind
    "عم": ("عم", "اعمام", "عمات"), "خال": ("خال", "اخوال", "خالات"), "جد": ("جد", "اجداد", "جدات"),
    "حفيد": ("حفيد", "احفاد", "حفيده"), "معلم": ("معلم", "معلمين", "معلمون"),
}  # fmt: skip
OFFICES: dict[str, str] = {form: key for key, forms in _OFFICE_FORMS.items() for form in forms}
KIN = frozenset("اب ام والد اخ اخت ابن بنت زوج زوجه عم خال جد حفيد".split())
# Words that relate one person to another through a possessor ("أخت الميت", "أمه", "تلميذ
# بولس"): kin, and the teacher and disciple.
RELATIONS = KIN | {"تلميذ", "معلم"}
# Their bare nouns, and the Egyptian spouse's ("مرات", "جوز"): before "who" a noun in construct with it ("تلميذ مين":
# whose disciple), after "who" one in construct with the person asked of ("mein tilmiz X": `text.franco`; KIN50).
RELATION_NOUNS = frozenset(form for form, key in OFFICES.items() if key in RELATIONS) | SON_WORDS | {"مرات", "جوز"}
# Offices a name follows ("ملك سوريا", "بطريرك إنطاكية"); kin words are followed by common nouns
# as often ("ابن بشر", "أم وحيدة"), so a kin word marks a name only through a naming word.
# "معلم" too: "يا معلم، …", "معلم الناموس" — what follows it is rarely a name.
TITLE_OFFICES = frozenset(form for form, key in OFFICES.items() if key not in KIN and key != "معلم")
# "والده" is his father or her mother: a parent either way.
SAME_OFFICE: dict[str, frozenset[str]] = {
    "والد": frozenset({"اب", "ام"}), "اب": frozenset({"والد"}), "ام": frozenset({"والد"}),
}
# The ranks an ordination makes (keys of `OFFICES`), and the one rank two keys name (priest: قس or كاهن):
# the rank asked and the rank told must agree (`answer.relation_asked`).
ORDINATION_RANKS = frozenset({"شماس", "قس", "كاهن", "اسقف", "مطران", "بطريرك"})
SAME_RANK = {"قس": "كاهن"}
PRONOUN_ENDINGS = frozenset(POSSESSIVE_PRONOUNS)
# Endings taken off before the lookup: pronouns, the accusative alif, the dual.
# Shortest first: the longest base wins ("ابنا" is ابن + ا, not اب + نا).
_OFFICE_ENDINGS = ("ا", "ه", "ك", "ي", "ان", "ين", "نا", "ها", "هم", "هما")


@lru_cache(maxsize=1 << 16)  # called on every token of every cited excerpt; pure in its token
def office(token: str) -> str | None:
    """The office or kin key (`OFFICES`) a folded token names ("بطريركا" -> "بطريرك", "وأخته" ->
    "اخت", "الكهنة" -> "كاهن"), or None."""
    forms = word_forms(token) | ({token[1:]} if token[:1] in GLUED_CONJUNCTIONS and len(token) > 2 else set())  # "وأم"
    if token in STOPWORDS or not forms.isdisjoint(MONTH_WORDS):  # "أما", "إنه", "بابه": not offices
        return None
    for form in sorted(forms, key=len, reverse=True):
        if form in OFFICES:
            return OFFICES[form]
        for ending in _OFFICE_ENDINGS:
            base = form[: -len(ending)]
            # a two-letter kin word takes only a pronoun ("أمه"): "آمين", "إبان" are other words
            if form.endswith(ending) and base in OFFICES and (len(base) > 2 or ending in PRONOUN_ENDINGS):
                return OFFICES[base]
    return None
