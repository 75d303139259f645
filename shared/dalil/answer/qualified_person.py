"""A person the question tells apart from his namesakes by what it says of him, and an answer from a namesake's
record that never says it (FQ19SAME30, issue 19).

"في أي بلدة وُلد الأنبا مقاريوس أسقف إدكو؟" asks of the Macarius who was bishop of Edku; "حنة النبية ابنة من"
of the prophetess; "فيلبس أحد الشمامسة السبعة" of the deacon, not the apostle. The qualifier after the name is
an office and the place it is of ("أسقف إدكو", "أسقف كرسي أوسيم"), an article word ("النبية"), or "أحد" and
the group he is one of ("أحد الشمامسة السبعة"). fq19-052 was answered "وقد ولد فى بلدة شبرا" from Pope
Macarius's record, the bishop of Edku's record retrieved beside it (it tells no birth); fq19-012 from the
record of Anna the mother of the Virgin, beside Hannah's, whom the Synaxarium calls "النبيه".

`retrieval.names` reads an epithet after a name among the question's first words (`asked_epithets`); this reads
the qualifier after a name anywhere in the question (after a title, "… وُلد الأنبا مقاريوس أسقف إدكو"), or after
the name the question opens with, and ties it to the name on either side ("الصديقة النبيه حنة").

The check (`qualified_elsewhere`): a cited record names a person of the asked name and holds none of the
qualifier, while another retrieved record, whose title names that name, ties the qualifier to it: the answer is
the namesake's (`answer_type.PERSON_NAMESAKE`). A record that holds the qualifier is the same person; no record
tying it decides nothing (a qualifier none holds, or a person the store lacks).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from dalil.answer.person_choice import records_with_titles
from dalil.models import Evidence
from dalil.retrieval.names import FOLDED_TITLE_WORDS, SEE_NOUNS, SEE_OFFICES, holds_epithet, name_matches, title_names
from dalil.text.forms import GLUED_TITLES
from dalil.text.normalize import fold
from dalil.text.offices import RELATIONS, SON_WORDS, office
from dalil.text.ordinals import parse_ordinal
from dalil.text.question_words import QUESTION_WORDS
from dalil.text.stem import STOPWORDS

# The offices held of a place ("أسقف إدكو", "مطران القدس") and the nouns that may stand between the office
# and the place ("أسقف كرسي أوسيم", "أسقف مدينة إسنا"), as `retrieval.names.person_sees` reads them; but
# not "الملك" after a name in a question, which is the king spoken of ("لماذا لعنت القديسة أوفيمية الملك
# ووبخت الوالي": fq5-085 would read "ووبخت" as her see), never a see of the name.
_SEE_OFFICES = SEE_OFFICES - {"ملك"}
_ONE_OF = frozenset(fold("احد واحد احدي").split())  # "أحد الشمامسة السبعة": one of a group
_GROUP_WORDS = 2  # the words after "أحد" that name the group ("الشمامسة السبعة")
TIE_WINDOW = 4  # words before or after a mention of the name that may carry its qualifier ("الصديقة النبيه حنة")
_MIN_NAME = 3


def asked_qualifiers(question: str) -> list[tuple[str, tuple[str, ...]]]:
    """(name, qualifier words) for each name the question qualifies: a name after a title ("الأنبا مقاريوس")
    or the name it opens with ("كيرلس اسقف اورشليم …", "حنة النبية …"), followed by an office of a place and
    the place ("اسقف اورشليم" -> ("اورشليم",)), "أحد" and its group ("احد الشمامسه السبعه" -> both), or an
    article word that is no title, office of the saint's rank or ordinal ("النبيه")."""
    tokens = fold(question).split()
    found: list[tuple[str, tuple[str, ...]]] = []
    for i, name in enumerate(tokens[:-1]):
        titled = i > 0 and (tokens[i - 1] in FOLDED_TITLE_WORDS or tokens[i - 1] in GLUED_TITLES)
        if not (titled or i == 0) or not _name_shaped(name):
            continue
        if qualifier := _qualifier(tokens, i + 1):
            found.append((name, qualifier))
    return found


def _name_shaped(word: str) -> bool:
    return (
        len(word) >= _MIN_NAME and not word.startswith("ال") and word not in STOPWORDS and word not in QUESTION_WORDS
        and word not in FOLDED_TITLE_WORDS and word not in GLUED_TITLES and office(word) is None
    )


def _qualifier(tokens: list[str], j: int) -> tuple[str, ...]:
    """The qualifier words that start at tokens[j], or ()."""
    word = tokens[j]
    if office(word) in _SEE_OFFICES:
        place = [w for w in tokens[j + 1 : j + 3] if w not in SEE_NOUNS][:1]
        return (place[0],) if place and _content(place[0], _MIN_NAME) else ()  # a see may be short: "مصر", "سخا"
    if word in _ONE_OF:
        group = []
        for following in tokens[j + 1 : j + 1 + _GROUP_WORDS]:
            if not (following.startswith("ال") and _content(following)):
                break
            group.append(following)
        return tuple(group)
    if word.startswith("ال") and _content(word) and word not in FOLDED_TITLE_WORDS and parse_ordinal(tokens, j, egyptian=True) is None:
        return (word,)
    return ()


def _content(word: str, shortest: int = _MIN_NAME + 1) -> bool:
    return len(word) >= shortest and word not in STOPWORDS and word not in QUESTION_WORDS and not any(c.isdigit() for c in word)


def ties_qualifier(text: str, name: str, qualifier: Sequence[str]) -> bool:
    """Does the text give the named person every qualifier word within `TIE_WINDOW` words of a mention of the
    name, before it or after it ("مكاريوس اسقف فاو بأدكو", "الصديقة النبيه حنة")?"""
    words = fold(text).split()
    return any(
        name_matches(name, word) and all(
            holds_epithet(" ".join(words[max(0, i - TIE_WINDOW) : i + TIE_WINDOW + 1]), q) for q in qualifier
        )
        for i, word in enumerate(words)
    )


def qualified_elsewhere(question: str, cited: Sequence[Evidence], evidence: Sequence[Evidence]) -> bool:
    """Is a cited record a namesake's: it names a person of the asked name and holds none of the question's
    qualifier for him, while another retrieved record whose title names that name ties the qualifier to him?"""
    qualifiers = asked_qualifiers(question)
    if not qualifiers or not cited:
        return False
    records = records_with_titles(evidence)
    cited_docs = dict.fromkeys(item.chunk_id.rpartition("/")[0] for item in cited)
    for name, qualifier in qualifiers:
        for doc in cited_docs:
            title, text = records.get(doc, ("", ""))
            told = f"{title} {text}"
            if not title_names(told, [name]) or any(holds_epithet(told, q) for q in qualifier):
                continue
            if any(
                other != doc and title_names(other_title, [name]) and ties_qualifier(f"{other_title} {other_text}", name, qualifier)
                for other, (other_title, other_text) in records.items()
            ):
                return True
    return False


# A person told apart by his relation to another named one ("سمعان ابن عم القديس يوحنا", "يعقوب أخو يوحنا"):
# the relation nouns right after the name (the last one says it: "ابن عم" a cousin), titles, then the other's name.
_RELATION_WORDS = 2


def asked_relations(question: str, corpus_names: Collection[str]) -> list[tuple[str, str, str]]:
    """(name, relation key, the other's name) for each corpus name (`corpus_names`) the question follows by a
    relation to another corpus name: "ما اسم أم سمعان ابن عم القديس يوحنا" -> [("سمعان", "عم", "يوحنا")]."""
    tokens = fold(question).split()
    found: list[tuple[str, str, str]] = []
    for i, name in enumerate(tokens):
        if name not in corpus_names or office(name) is not None:
            continue
        j, key = i + 1, None
        while j < len(tokens) and j <= i + _RELATION_WORDS and _relation(tokens[j]) in RELATIONS:
            key, j = _relation(tokens[j]), j + 1
        while j < len(tokens) and (tokens[j] in FOLDED_TITLE_WORDS or tokens[j] in GLUED_TITLES):
            j += 1
        if key is not None and j < len(tokens) and tokens[j] in corpus_names and not name_matches(name, tokens[j]):
            found.append((name, key, tokens[j]))
    return found


def _relation(word: str) -> str | None:
    """The relation key a folded word names: its office (`text.offices.office`), the patronymic "بن" a son's."""
    return "ابن" if word in SON_WORDS else office(word)


def ties_relation(text: str, name: str, key: str, other: str) -> bool:
    """Does the text say the relation beside a mention of the name, within `TIE_WINDOW` words: the relation's
    noun and the other's name ("يوحنا وسمعان ابن عمه", "يعقوب الرسول أخي القديس يوحنا")?"""
    words = fold(text).split()
    for i, word in enumerate(words):
        if not name_matches(name, word):
            continue
        window = words[max(0, i - TIE_WINDOW) : i + TIE_WINDOW + 1]
        if any(_relation(w) == key for w in window) and any(name_matches(other, w) for w in window):
            return True
    return False


def related_elsewhere(question: str, cited: Sequence[Evidence], evidence: Sequence[Evidence], corpus_names: Collection[str]) -> bool:
    """Is a cited record a namesake's: it names a person the question tells apart by a relation to another named
    one and never says that relation of him, while another retrieved record whose title names him says it
    ("ما اسم أم سمعان ابن عم القديس يوحنا" answered "وأم اسمها مرتا" from Simon the Stylite's record, the record
    of John and his cousin Simon retrieved beside it; NAMESAKE54)? No record saying it decides nothing."""
    relations = asked_relations(question, corpus_names)
    if not relations or not cited:
        return False
    records = records_with_titles(evidence)
    cited_docs = dict.fromkeys(item.chunk_id.rpartition("/")[0] for item in cited)
    for name, key, other in relations:
        for doc in cited_docs:
            title, text = records.get(doc, ("", ""))
            if not title_names(f"{title} {text}", [name]) or ties_relation(f"{title} {text}", name, key, other):
                continue
            if any(
                elsewhere != doc and title_names(other_title, [name]) and ties_relation(f"{other_title} {other_text}", name, key, other)
                for elsewhere, (other_title, other_text) in records.items()
            ):
                return True
    return False
