"""The named entity a question asks about, and whether the sentence answering it is that entity's (ENTITYHELD75).

A question about a named entity's attribute ("كام محافظة في السعودية", "ما هو الاسم الرسمي لمصر", "امتى اتنيح
الأنبا بولا") asks of one owner. A record is its owner's: an encyclopedia article's title names its country or
person, a Synaxarium record's its saint. A sentence of ANOTHER owner's record (its title not named by the question)
that never names the asked entity tells of its own owner: "وتُقسم مصر إدارياً إلى 27 محافظة" (the article مصر)
does not count Saudi Arabia's governorates, though it shares the question's subject noun (SUBJECTFLOOR72 holds one
subject noun, "محافظة"; this rule holds the name). The record's title holds its owner: a sentence of the asked
entity's own record answers by a pronoun ("ويبلغ عدد سكانها").

The asked entities are the question's name-shaped words (`asked_entities`): a word that, a glued particle and the
article off, is no common noun of the corpus (`common`: `Services.common_words`), no question, frame, title,
naming, kind or function word, no verb by its shape, no number, nor a word the question's subject reading drops
(`support.subject_terms`). A sentence answers of the asked entity when its cited record's title is named by the
question, or the sentence names an asked entity where it can own the asked attribute (any spelling the name reading
knows; never named, a word held as the answerer reads a held term). A name as the genitive of a head noun the
question does not ask ("كاردينال الجزائر": a cardinal's see) owns nothing asked; after the question's own term ("عدد
سكان القاهرة"), a title or a place kind ("مدينة الإسكندرية") it does. A word left in Latin letters (a Franco word the
reading did not read) is no entity. Bible and liturgy records are not judged: a chapter or a prayer has no owner its
title names, and its verses say "he" of the persons asked.

An attribute asked of a thing (ENTITYTAIL81): "ما درجة غليان الماء", "عدد سكان مكة كام", "الشمس حرارتها قد ايه" ask a
measure, a population, a capital, a boiling point of ONE entity: the last noun of the attribute's construct chain, or
the noun fronted before the attribute's pronoun (`attribute_entity`; a common noun too, "الماء", "الشمس", which the
name reading above leaves out). A sentence that shares the attribute's words and not the entity tells of another thing
("… الغازات المكونة عن طريق غليانها" of liquefied air, an IPCC sentence on the Earth's surface temperature). The answer
holds the entity when one answering sentence names it (as the name reading or a held term reads it), a record it cites
has it in its title, or the sentence takes it up by a pronoun ("يزيد عدد سكانها") in a record whose text names it.
Every library, a Latin-titled article's too: its sentence, not its title, must name the thing.

A subject the question names by a retrieved record's whole title (ENTITY84, `named_elsewhere`): "السلطان سليمان
القانوني" names the article "سليمان القانوني", "توما الرسول" the record "استشهاد توما الرسول", "الهلال السعودي" the
article "نادي الهلال (السعودية)" (a title's other words generic: a title, an office, a common noun such as "نادي").
The title makes the word a name though the corpus writes it as a common noun ("الهلال", a crescent, which the name
reading above leaves out). An answer from another record is the subject's only when it holds the naming: a
namesake's record holds the name without the epithet the question gives it ("سليمان" the son of David, "توما أسقف
مرعش": the answer lacks "القانوني", "الرسول"), a look-alike's holds nothing of it ("الأهلي" folded beside "الهلال",
a coach's first match for "مباراة الهلال"). A record that names another word of the question is another subject it
asks ("البابا شنودة" beside "مصر"); a title word elsewhere in the question tells an event, not which man ("استلام
رفات مار مرقس بروما"). An office in a title ("فيلكس بابا روميه") names no owner: "14 baba" read "14 بابا" is a month.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from dalil.answer.measure import thing_measure_noun
from dalil.answer.slot_words import PRONOUN_ENDINGS, content_word, function_word, is_question_word, number_word, verbal
from dalil.answer.subject_held import held_glued
from dalil.models import SYNAXARIUM, Evidence, library_of
from dalil.retrieval.names import FOLDED_TITLE_WORDS, OWN_RECORD_KINDS, name_matches
from dalil.text.assertions import NAMING_WORDS, PLACE_NOUNS, ROLE_PREPOSITIONS
from dalil.text.bible_refs import parse_bible_ref
from dalil.text.clause_openers import CLAUSE_OPENERS
from dalil.text.colloquial import CONTENT_WORDS, corpus_word
from dalil.text.date_subject import find_subject_date
from dalil.text.egyptian_verbs import held_terms, term_readings
from dalil.text.forms import possessed_base
from dalil.text.glued import BY_AND_TO, off_preposition, without_particles
from dalil.text.life_events import BIRTH_WORDS, DEATH_WORDS, EGYPTIAN_BIRTH_WORDS, EGYPTIAN_DEATH_WORDS, LIVING_WORDS
from dalil.text.normalize import fold
from dalil.text.offices import office
from dalil.text.question_frame import REQUESTS
from dalil.text.question_words import asking_word, msa
from dalil.text.reading import has_arabic_letters, name_variants
from dalil.text.stem import STOPWORDS
from dalil.text.support import HONORIFICS, answer_sentences, kind_terms, strip_markers, subject_terms, term_set
from dalil.text.verification import asked_truth

ENTITY_NOT_HELD = "entity_not_held"  # the stable code: "entity_not_held: <the asked entity>"
_SHORTEST_NAME = 3  # letters of the shortest name read ("مصر")
# Libraries whose record has one owner its title names: a saint's record, an encyclopedia article (a Latin-titled
# XQuAD article is not read). A Bible chapter or a prayer of the liturgy names no owner ("يوحنا 3", "صلاة النوم").
_OWNED = frozenset({SYNAXARIUM, "arcd", "xquad"})  # `models.LIBRARIES` names the last two only as strings
_LONG_VOWELS = "اوي"  # written or left out in a transliterated name ("بوليكربس", "بوليكاربوس")
_EVERYDAY = frozenset(fold(word) for word in CONTENT_WORDS)  # everyday Egyptian content words: no names
_SKELETON_NAME = 6  # letters of the shortest name compared without its long vowels
# a life event asked ("استشهد", "اتنيح"): the verb reading misses some of their shapes
_EVENT_WORDS = BIRTH_WORDS | DEATH_WORDS | EGYPTIAN_BIRTH_WORDS | EGYPTIAN_DEATH_WORDS | LIVING_WORDS
# Attributes of a thing beside its measures (`measure.thing_measure_noun`): its people, capital, boiling, melting and
# freezing points, density, speed. "عدد", "درجة", "نسبة" are no attribute alone ("عدد الذين", "درجة الدكتوراه").
_ATTRIBUTE_NOUNS = frozenset(fold("سكان تعداد عاصمة غليان انصهار تجمد كثافة سرعة").split())
_BRACKETED = re.compile(r"\([^)]*\)")  # a title's qualifier: "نادي الهلال (السعودية)", "أم كلثوم (مطربة)"
_OPENING_WORDS = frozenset(fold("تذكار التذكار").split())  # a memorial's opening word names no one


def asked_entities(
    question: str, names: Collection[str] = frozenset(), common: Collection[str] = frozenset()
) -> list[frozenset[str]]:
    """The question's name-shaped words (module docstring), each as its folded forms with and without a glued
    particle or the article ("لمصر": لمصر, مصر; "ليبيا": ليبيا, يبيا — the name is one of them)."""
    if find_subject_date(question) is not None or parse_bible_ref(question) is not None:
        return []
    subject = subject_terms(question) - kind_terms(question)
    found: list[frozenset[str]] = []
    words = fold(strip_markers(question)).split()
    for i, word in enumerate(words):
        forms = frozenset(form for form in without_particles(word) if form not in STOPWORDS) or frozenset({word})
        if not term_set(word) & subject or not has_arabic_letters(word) or not _name_shaped(word, forms, names, common):
            continue
        # a word of a verb's shape is a verb, unless a preposition takes it ("في مصر", "لمصر": a verb takes none);
        # an Egyptian verb by its morphology ("بيقول", "بنقول": the بـ of the present, no preposition) always is
        glued_preposition = off_preposition(word, BY_AND_TO, 0) is not None and len(forms) > 1  # "لمصر", "بمصر"
        after_preposition = (i > 0 and words[i - 1] in ROLE_PREPOSITIONS) or glued_preposition
        verb = verbal(word, names)
        if word not in names and (verb > 1 or (verb > 0 and not after_preposition)):
            continue
        found.append(forms)
    return list(dict.fromkeys(found))


def _name_shaped(word: str, forms: frozenset[str], names: Collection[str], common: Collection[str]) -> bool:
    """No common noun (with the article too: "السد" is the corpus's سد, a rest of two letters no particle reading
    takes off), no question word (why and how too), no frame word of the question (the request's "معرفة", the asked
    truth's "أصحيح": NAMEREAD76), title, naming, function or office word, number or verb in any of its forms."""
    if any(ch.isdigit() for ch in word) or min(len(form) for form in forms) < _SHORTEST_NAME:
        return False
    if corpus_word(word) is not None or any(form in _EVERYDAY for form in forms):
        return False  # an Egyptian word the colloquial tables read ("الراجل": الرجل, "فلوس": مال, "إيد": يد)
    for form in forms:
        if (
            form in common or form.removeprefix("ال") in common or form in STOPWORDS or asking_word(form) or is_question_word(msa(form))
            or form in REQUESTS or asked_truth(form)
            or form in FOLDED_TITLE_WORDS or form in HONORIFICS or form in NAMING_WORDS or office(form) is not None
            or form in ROLE_PREPOSITIONS or form in CLAUSE_OPENERS
        ):
            return False
    return not any(form in _EVENT_WORDS for form in forms)


def entity_unheld(
    question: str, answer: str, cited: Sequence[Evidence],
    names: Collection[str] = frozenset(), common: Collection[str] = frozenset(), evidence: Sequence[Evidence] = (),
) -> str | None:
    """`ENTITY_NOT_HELD` when the answer does not hold the entity an attribute is asked of (`attribute_unheld`), its
    sentences are another owner's (`name_unheld`), or it is told of a namesake or a look-alike of the subject a
    retrieved record's title names (`named_elsewhere`; `evidence`: every record the answer could cite); None
    otherwise."""
    return (
        attribute_unheld(question, answer, cited) or name_unheld(question, answer, cited, names, common)
        or named_elsewhere(question, answer, cited, evidence, common)
    )


def attribute_entity(question: str) -> frozenset[str]:
    """The forms of the entity an attribute is asked of (module docstring): the chain's last noun after the attribute
    ("درجة حرارة سطح الشمس": الشمس, "عدد سكان مصر قد إيه": مصر), or the first noun of the run before the attribute with
    its pronoun ("البحر الميت عمقه": البحر); empty when the question asks no attribute of a thing."""
    if find_subject_date(question) is not None or parse_bible_ref(question) is not None:
        return frozenset()
    words = fold(strip_markers(question)).split()
    for i, word in enumerate(words):
        bare = word[1:] if word.startswith("و") and len(word) > _SHORTEST_NAME else word
        if _attribute(bare) and not (i and words[i - 1] in ROLE_PREPOSITIONS):
            entity = _chain_end(words, i + 1)
        elif _attribute_with_pronoun(bare):
            entity = _run_start(words, i)
        else:
            continue
        return frozenset(form for form in without_particles(entity) if form not in STOPWORDS) if entity else frozenset()
    return frozenset()


def _attribute(word: str) -> bool:
    return word in _ATTRIBUTE_NOUNS or thing_measure_noun(word)


def _attribute_with_pronoun(word: str) -> bool:
    """"سكانها", "مساحتها", "حرارته": an attribute noun carrying the pronoun of a thing named before it (its base:
    `forms.possessed_base`)."""
    base = possessed_base(word)
    return bool(base) and _attribute(base)


def _entity_noun(word: str) -> bool:
    """A noun that can be the thing asked of: content, no number, no attribute itself, no sure verb."""
    return (
        content_word(word) and not function_word(word) and not any(ch.isdigit() for ch in word) and not _attribute(word)
        and not (number_word(word) and not word.startswith("ال"))  # "الميه" is Egyptian water, "ميه" a hundred
        and verbal(word) < 2 and word not in ROLE_PREPOSITIONS and has_arabic_letters(word)
    )


def _chain_end(words: list[str], at: int) -> str:
    """The construct chain's last noun from `at`: the first with the article, or the last before a word no noun."""
    for j in range(at, len(words)):
        if not _entity_noun(words[j]) or (j > at and verbal(words[j]) > 0):
            return words[j - 1] if j > at else ""
        if words[j].startswith("ال") or j + 1 == len(words) or not _entity_noun(words[j + 1]):
            return words[j]
    return ""


def _run_start(words: list[str], at: int) -> str:
    """The first noun of the run of nouns right before `at`: the fronted topic ("بلجيكا مساحتها", "البحر الميت عمقه");
    a run right after a question word is what it asks, no topic ("إيه حكاية عاصمتهم")."""
    j = at
    while j > 0 and _entity_noun(words[j - 1]) and verbal(words[j - 1]) == 0:
        j -= 1
    return words[j] if j < at and not (j and is_question_word(words[j - 1])) else ""


def attribute_unheld(question: str, answer: str, cited: Sequence[Evidence]) -> str | None:
    """`ENTITY_NOT_HELD` when no answering sentence holds the entity an attribute is asked of (module docstring)."""
    entity = attribute_entity(question)
    if not entity or not cited:
        return None
    by_id = {item.evidence_id: item for item in cited}
    # the answer's first cited sentence gives the value: a later one naming the entity in passing does not make it the
    # entity's ("… درجة حرارة الهواء السطحي" first, then a zodiac sentence "على مسار الشمس")
    for sentence in answer_sentences(answer):
        items = [by_id[i] for i in sentence.ids if i in by_id]
        if not items:
            continue
        said = fold(strip_markers(sentence.text)).split()
        held = (
            _named(said, entity) or _held(question, entity, said)
            or any(_named(fold(item.title or "").split(), entity) for item in items)
            or _takes_up(said) and any(_named(fold(item.excerpt).split(), entity) for item in items)
        )
        return None if held else f"{ENTITY_NOT_HELD}: {max(entity, key=len)}"
    return None


def _takes_up(said: list[str]) -> bool:
    """Does the sentence take a thing up by a pronoun on a noun ("سكانها", "مساحتها"), not a particle's ("منها")?"""
    return any(
        not function_word(word) and any(word.endswith(ending) and len(word) - len(ending) > 2 for ending in PRONOUN_ENDINGS)
        for word in said
    )


def name_unheld(
    question: str, answer: str, cited: Sequence[Evidence],
    names: Collection[str] = frozenset(), common: Collection[str] = frozenset(),
) -> str | None:
    """`ENTITY_NOT_HELD` when every answering sentence cites only records of another owner (their titles not named
    by the question) and names none of the asked entities in itself or in those titles; None otherwise. One entity
    held is enough (as one subject noun is, `subject_held`): a word the name reading takes for a name may be an
    adjective or a noun the corpus's common words miss, and must not lose an answer its name carries."""
    entities = asked_entities(question, names, common)
    if not entities or not cited:
        return None
    by_id = {item.evidence_id: item for item in cited}
    question_words = [form for word in fold(strip_markers(question)).split() for form in without_particles(word)]
    judged: list[list[str]] = []
    for sentence in answer_sentences(answer):
        items = [by_id[i] for i in sentence.ids if i in by_id]
        if not items:
            continue
        if not all(library_of(item.chunk_id) in _OWNED and has_arabic_letters(item.title or "") for item in items):
            return None
        if any(_own_record(item.title or "", question_words, common) for item in items):
            return None
        said = fold(strip_markers(sentence.text)).split()
        if any(_stands_as_owner(question, entity, said, names) for entity in entities):
            return None
        glued = " ".join([sentence.text, *(item.title or "" for item in items)])
        if any(not _named(said, entity) and held_glued(entity, glued) for entity in entities):
            return None  # a long name the record writes run together ("تكلا هيمانوت" of "تكلاهيمانوت"); a word apart is read above
        judged.append(said)
    told = [entity for entity in entities if not any(_stands_as_owner(question, entity, said, names) for said in judged)]
    unheld = (told or entities)[0]
    return f"{ENTITY_NOT_HELD}: {max(unheld, key=len)}" if judged else None


def _stands_as_owner(question: str, entity: frozenset[str], said: list[str], names: Collection[str]) -> bool:
    """Does another owner's sentence tell of the entity: name it where it can own the asked attribute (not as the
    genitive of a head noun the question does not ask: "كاردينال الجزائر", "ملك فرنسا" tell of a cardinal, a king),
    or, never naming it, hold the word as the answerer reads a held term (a noun the name reading took for a name)?"""
    mentions = [i for i, word in enumerate(said) if _named([word], entity)]
    if not mentions:
        return _held(question, entity, said)
    asked = term_set(question)
    return any(i == 0 or not _foreign_head(said[i - 1], asked, names) for i in mentions)


def _foreign_head(word: str, asked: frozenset[str], names: Collection[str]) -> bool:
    """A noun in construct before a name ("كاردينال", "تسمية"): no article, no function, title, verb or number, no
    place kind the name stands in apposition to ("مدينة الإسكندرية", `assertions.PLACE_NOUNS`), and no term of the
    question's ("عدد سكان القاهرة" asks سكان: the name after it owns what is asked)."""
    forms = without_particles(word)
    return (
        not word.startswith("ال") and not any(form in STOPWORDS or form in ROLE_PREPOSITIONS or form in PLACE_NOUNS for form in forms)
        and not any(ch.isdigit() for ch in word) and word not in FOLDED_TITLE_WORDS and word not in HONORIFICS
        and office(word) is None and word not in names and verbal(word, names) == 0 and not term_set(word) & asked
    )


def _own_record(title: str, question_words: list[str], common: Collection[str]) -> bool:
    """Does the question name the record's owner: a word of its title (the article off; not its kind's event word,
    "نياحة", "استشهاد", which any record of that kind has)? An article's title may be a common noun ("التجلي",
    "الموناليزا")."""
    for word in fold(title).split():
        word = word.rstrip("0123456789")  # "ديسقورس25": the pope's number glued
        if len(word) < _SHORTEST_NAME or word in FOLDED_TITLE_WORDS or word in STOPWORDS or word in _EVENT_WORDS:
            continue
        if office(word) is not None:
            continue  # an office names no owner ("فيلكس بابا روميه": "14 بابا", a month read in Franco, is no pope)
        # its forms without a glued particle, none a function word ("بولا" is no ب + "ولا")
        forms = {form for form in without_particles(word) if form not in STOPWORDS and form not in OWN_RECORD_KINDS}
        if any(_same(form, asked) for form in forms for asked in question_words):
            return True
    return False


def _named(words: list[str], entity: frozenset[str]) -> bool:
    """Is the entity (any of its forms and spellings) one of the words, a glued particle or the article off?"""
    spellings = [spelling for form in entity for spelling in (form, *name_variants(form))]
    return any(_same(spelling, form) for word in words for form in without_particles(word) for spelling in spellings)


def _held(question: str, entity: frozenset[str], said: list[str]) -> bool:
    """Is the word held as the answerer reads a held term (`egyptian_verbs.term_readings`: its conjugations, verbal
    nouns, participles, a plural by its singular's stem)? A word the name reading took for a name may be a noun."""
    terms = frozenset(term for form in entity for term in term_set(form))
    return bool(terms) and bool(held_terms(term_readings(question, terms), term_set(" ".join(said))))


def _same(a: str, b: str) -> bool:
    return a == b or name_matches(a, b) or (min(len(a), len(b)) >= _SKELETON_NAME and _consonants(a) == _consonants(b))


def _consonants(word: str) -> str:
    """A long name without its long vowels after the first letter: a transliteration writes them or not."""
    return word[0] + "".join(ch for ch in word[1:] if ch not in _LONG_VOWELS)


def named_elsewhere(
    question: str, answer: str, cited: Sequence[Evidence], evidence: Sequence[Evidence] = (),
    common: Collection[str] = frozenset(),
) -> str | None:
    """`ENTITY_NOT_HELD` when the question names a retrieved record by its whole title (`_title_named`: "سليمان
    القانوني", "استشهاد توما الرسول", "نادي الهلال (السعودية)"), the answer cites none of the records it names most
    fully, its cited titles name no word of the question that title does not and lack one it has (a namesake:
    "سليمان", "نياحة القديس توما أسقف مرعش"; a look-alike or another subject: "النادي الأهلي (مصر)", "زين الدين
    زيدان"), and neither the answer nor its cited titles hold every word of the question's naming. The title ties a
    word to its subject whether or not the corpus writes it as a common noun ("الهلال" is also a crescent), and the
    fullest naming chooses between namesakes as the question does ("توما" alone asks either Thomas). Bible and
    liturgy records are not judged, as `name_unheld` does not: a verse says "he" of the persons asked."""
    if not cited or not evidence or find_subject_date(question) is not None or parse_bible_ref(question) is not None:
        return None
    if not all(_owned(item) for item in cited):
        return None
    subject = subject_terms(question) - kind_terms(question)
    asked = [
        form for word in fold(strip_markers(question)).split() if term_set(word) & subject
        for form in without_particles(word) if form not in STOPWORDS
    ]
    named = {item.title or "": found for item in evidence if _owned(item) and (found := _title_named(item.title or "", asked, common))}
    if not named:
        return None
    fullest = max(len(found) for found in named.values())
    fullest_titles = [title for title, found in named.items() if len(found) == fullest]
    namings = {named[title] for title in fullest_titles}
    cited_titles = {item.title or "" for item in cited}
    if any(title in named and named[title] in namings for title in cited_titles):
        return None  # the answer is told from a record the question names most fully
    held_words = fold(" ".join([strip_markers(answer), *cited_titles])).split()
    question_words = [without_particles(word) for word in fold(strip_markers(question)).split()]
    missing: list[str] = []
    for title in fullest_titles:
        naming = named[title]
        held = {word for word in naming if _named(held_words, frozenset({word}))}
        if held == naming or any(_names_other(cited_title, asked, naming) for cited_title in cited_titles):
            return None  # the answer names the subject wholly, or its record names another subject the question asks
        if held and not (epithet := _epithet_unheld(title, question_words, held_words, common)):
            return None  # the answer holds the name and lacks no epithet of it: another word of the title is no name
        missing.append(epithet if held else max(sorted(naming), key=len))
    return f"{ENTITY_NOT_HELD}: {missing[0]}"


def _epithet_unheld(
    title: str, question_words: list[frozenset[str]], held_words: list[str], common: Collection[str] = frozenset()
) -> str:
    """The title's epithet of a held name that the question gives the name too and the answer does not hold
    ("سليمان القانوني", "توما الرسول": the answer's "سليمان", "توما" are a namesake's); "" when none. A word of the
    title standing elsewhere in the question ("استلام رفات مار مرقس بروما" of "إلى روما لاستلام رفات مار مرقس")
    tells the event, not which man; a common noun or a title before the word is no name it qualifies ("رفات مار")."""
    words = fold(_BRACKETED.sub(" ", title)).split()
    for name, epithet in zip(words, words[1:], strict=False):
        if len(epithet) < _SHORTEST_NAME or epithet in STOPWORDS or _generic(name, common):
            continue
        if not _named(held_words, frozenset({name})):
            continue
        if _named(held_words, frozenset({epithet})):
            continue
        if any(
            any(_same(name, form) for form in first) and any(_same(epithet, form) for form in second)
            for first, second in zip(question_words, question_words[1:], strict=False)
        ):
            return epithet
    return ""


def _owned(item: Evidence) -> bool:
    return library_of(item.chunk_id) in _OWNED and has_arabic_letters(item.title or "")


def _title_words(title: str) -> list[str]:
    """A title's words that may name its subject: no bracketed qualifier ("(السعودية)"), kind or event word
    ("استشهاد", "نياحة"), function word or glued number ("ديسقورس25")."""
    words = [word.rstrip("0123456789") for word in fold(_BRACKETED.sub(" ", title)).split()]
    return [
        word for word in words
        if len(word) >= _SHORTEST_NAME and word not in STOPWORDS and word not in _EVENT_WORDS
        and word not in OWN_RECORD_KINDS and word not in _OPENING_WORDS
    ]


def _generic(word: str, common: Collection[str]) -> bool:
    """A title word a question may leave out and still name the record: a title, honorific or office ("الرسول",
    "أسقف", "القديس") or a common noun of the corpus ("نادي")."""
    return (
        word in FOLDED_TITLE_WORDS or word in HONORIFICS or office(word) is not None
        or word in common or word.removeprefix("ال") in common
    )


def _title_named(title: str, asked: list[str], common: Collection[str]) -> frozenset[str]:
    """The title's words the question holds when it names the record by its whole title: every other word of it
    generic (`_generic`); empty when a word of its own name is not asked ("مرعش" of "توما أسقف مرعش" for "توما
    الرسول") or none is."""
    found: set[str] = set()
    for word in _title_words(title):
        if any(_same(form, other) for form in without_particles(word) for other in asked):
            found.add(word)
        elif not _generic(word, common):
            return frozenset()
    return frozenset(found)


def _names_other(title: str, asked: list[str], naming: frozenset[str]) -> bool:
    """Does the cited title name a word of the question, no generic word, that the fullest naming lacks?"""
    return any(
        word not in naming and not _generic(word, ()) and any(_same(form, other) for form in without_particles(word) for other in asked)
        for word in _title_words(title)
    )
