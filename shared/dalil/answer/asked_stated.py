"""Does the answer state what was asked of its subject, not only name the subject?

A sentence that names X, or holds a place, a year or a number, does not answer unless it states
the relation or event asked (`answer/asked_reading.py`) and fills the asked slot
(`answer/slot_stated.py`), of the question's subject (`answer/asked_subject.py`): the city of a
saint's death is not his birthplace, a year in a biography is not his number of children, a
continent's population is not a country's area. A kin asked by name is stated with a name beside
the kin word.

Read by the offline answerer to choose a sentence (providers/extractive.py, `states_asked`) and by
validation for every provider's answer (`answer_type.answer_type_problem`, `asked_problem`, code
`ASKED_NOT_STATED`).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from functools import lru_cache
from itertools import takewhile

from dalil.answer.after_event import tells_only_the_event
from dalil.answer.anaphor import naming_words
from dalil.answer.asked_one import asked_one
from dalil.answer.asked_reading import (
    ACCOMPANYING,
    HONORIFIC_WORDS,
    NAME_MEANING,
    NAMING,
    WITH_WORDS,
    asked_contents,
    asked_deed,
    asked_part,
    asked_predicates,
    asked_service,
    asked_slot,
    asks_companion,
    asks_name_meaning,
    asks_what_became,
    asks_why,
    further_asks,
    kunya_names,
)
from dalil.answer.asked_subject import event_words, subject_name_words, subject_names, subject_words
from dalil.answer.author_asked import author_stated
from dalil.answer.colour_asked import asked_colour, colour_stated
from dalil.answer.companion_asked import companion_of_the_move
from dalil.answer.deed_person import deed_person_problem
from dalil.answer.deed_thing import tells_no_deed_on_thing
from dalil.answer.either_or import choice_stated
from dalil.answer.elative_asked import asked_elative, elative_stated
from dalil.answer.kin_detail import detail_of_another, kin_of_another
from dalil.answer.lineage import without_forebears
from dalil.answer.name_asked import names_given
from dalil.answer.occupation_asked import (
    asked_occupation,
    asking_word,
    occupation_stated,
    occupation_words,
    restrictor_kept,
)
from dalil.answer.opinion_asked import asks_opinion
from dalil.answer.predicates import PREDICATES, Predicate, in_family, stem_set
from dalil.answer.relation_asked import deed_of_another, told_of_another
from dalil.answer.slot_fillers import born_at, plural_of, same_noun, same_word
from dalil.answer.slot_reading import Slot
from dalil.answer.slot_stated import states_slot
from dalil.answer.slot_words import AFFLICTED, PLACE_UNITS, may_be_name, verbal
from dalil.answer.thing_name import names_thing, thing_noun, without_place_names
from dalil.retrieval.names import title_names
from dalil.text.assertions import NEGATORS, ROLE_PREPOSITIONS, VOLITION, denied
from dalil.text.counted import counted_as
from dalil.text.egyptian_verbs import egyptian_verb
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.glued import GLUED_CONJUNCTIONS, articled_openings, off_preposition, unglued
from dalil.text.normalize import fold, folded_words
from dalil.text.offices import KIN, RELATIONS, SON_WORDS, office
from dalil.text.paraphrase import VOCATIVES
from dalil.text.question_words import QUESTION_WORDS, asking
from dalil.text.reading import name_variants
from dalil.text.restated import CLAUSE_MARKS
from dalil.text.stem import COPULAS, DEMONSTRATIVES, PRONOUN_COPULAS, STOPWORDS
from dalil.text.support import strip_markers, term_set
from dalil.text.time_clauses import AFTER_CONJUNCTION, TIME_PREPOSITIONS, WHEN_CONJUNCTIONS
from dalil.text.word_families import synonym_classes

ASKED_NOT_STATED = "asked_not_stated"  # the stable validation code: "asked_not_stated: <predicate>"
ANOTHER_ONE = "another one"  # "asked_not_stated: another one": the name given is another's than the one asked (SUBJECT47)
# Words that describe a relative without naming him or her ("من أبوين مسيحيين تقيين").
_DESCRIPTIONS = folded_words(
    """تقي تقيه تقيين تقيان مسيحي مسيحيه مسيحيين مسيحيان مؤمن مؤمنه مؤمنين مؤمنان صالح صالحه صالحين
    غني غنيه غنيين غنيان اغنياء فقير فقيرين فقيره فقراء بار باره بارين ابرار وثني وثنيه وثنيين شريف شريفه اشراف كان كانت
    كانا كانوا ايضا جدا قد وكان وكانت محب محبه خائف خائفه تخاف يخاف الله الرب المسيح والديه ابويه
    وحيد وحيده وحيدا مريض مريضه مريضا مجنونا مصاب مصابه مصابا جميل جميله جميلا صغير صغيره صغيرا كبير كبيره كبيرا
    ارمل ارمله عاقر بكر متزوج متزوجه متزوجا مسكين مسكينه خائفين"""
) | AFFLICTED  # and a kin's state ("ابنة مجنونة", "أخت متزوجة بمدينة الفيوم", "ابنة وحيدة جميلة المنظر": fq14-100)
_NAME_BEFORE = 2  # words before a kin word of the subject where its name stands in apposition
_NAME_WINDOW = 4  # words after a kin word where its name stands ("وكانت أمه امرأة تدعى مريم")


def _synonyms(family: frozenset[str]) -> frozenset[int]:
    classes = synonym_classes()
    return frozenset(number for word in family for number in classes.get(word, frozenset()))


def _states(
    words: list[str], predicate: Predicate, asked: set[str], subject_said: frozenset[str] = frozenset(),
    kunya: frozenset[str] = frozenset(), common: Collection[str] = frozenset(), names: Collection[str] | None = None,
) -> bool:
    """Do these folded sentence words state the predicate (for a kin relation: with a name)? `kunya`: the
    forms of the name in the question's kunya ("أبو سيفين"): "الشهير بأبي السيفين" is the subject's own
    byname there, no father of his (fq13-106)."""
    listed = _synonyms(predicate.cues) if not predicate.kin else frozenset()
    classes = synonym_classes()
    if predicate.by_name and predicate.name in _PARENT_KINDS and _child_of_one_named(words, predicate.name, asked):
        return True
    for i, word in enumerate(words):
        # the question's own word for its subject ("ابن خلدون") states nothing of it; the verb that asks
        # the kin ("تزوجت من؟", `asked_predicates`) is the relation's own word
        asking_verb = predicate.by_name and word in predicate.states - predicate.cues
        if word in subject_said and not in_family(word, predicate.cues) and not asking_verb or _counted_otherwise(words, i, predicate):
            continue  # and a count's noun is no kin word: "عدة مرات" (several times), not "مرات" (his wife) (PINNED51)
        said = in_family(word, predicate.states) or bool(
            listed and any(classes.get(form, frozenset()) & listed for form in stem_set(word))
        )
        if predicate.by_name and _named_from_their_side(words, i, predicate, asked, common, names):
            return True  # said from the holder's side (KIN50b): "Z كان تلميذا للقديس X", "تتلمذ Z على يد X"
        if not said or (not predicate.kin and _unrealized(words[max(0, i - _WILL_REACH) : i])):
            continue
        if predicate.kin and (i + 1 < len(words) and stem_set(words[i + 1]) & kunya or _addressed(words, i)):
            continue  # the subject's kunya, not his kin; a kin addressed ("يا والدي العزيز") is not named (SUBJECT47)
        if predicate.by_name and (word.startswith("ال") or kin_of_another(asked, words, i, predicate.states)):
            continue  # "… القس زوسيما": a title, no one's parent; "والدته" for her mother: another's (`kin_of_another`)
        spouse = predicate.name in _SPOUSES
        if spouse and predicate.by_name and _married_by_subject(words, i, predicate, asked, common, names):
            return True
        following = _name_window(words, i, common)
        if not predicate.by_name or _names_someone(following, asked, spouse, common, names, of=predicate.name):
            return True
        # The name in apposition before "kin of <subject>" ("القديسة هيلانة، والدة الإمبراطور قسطنطين").
        # Not past a "كان" that opens the kin's clause ("وأودعه السجن وكانت زوجة هذا القديس …": the
        # prison is no name of hers).
        # Only before a kin noun ("وتزوج المعلم إبراهيم": the groom before his verb, no wife), and a name
        # stands there, not the verb the kin is the subject of ("اختفت زوجة المعلم") nor a noun with its
        # article closing the clause before ("كل الإخلاص") (fq20-091).
        apposed = list(takewhile(lambda w: w not in _BEING, words[max(0, i - _NAME_BEFORE) : i][::-1]))
        if (
            any(stem_set(after) & asked for after in words[i + 1 : i + 3]) and in_family(word, predicate.cues)
            and apposed and _apposed_name(apposed, word) and _names_someone(apposed, asked, common=common)
        ):
            return True
        # The name right before "kin + their pronoun" ("أباهور وبيشاي وثيؤدورة أمهما"): a bare name, not a
        # role with the article ("قتل الوالي أمه": the governor is not her name).
        # A conjunct of a list of names ("… وثيؤدورة أمهما"), not a verb before it ("بكت أمه").
        before = words[i - 1] if i else ""
        if (
            word.endswith(_KIN_PRONOUNS) and len(before) > 4 and before[0] == "و" and not before[1:].startswith("ال")
            and not egyptian_verb(before[1:]) and _names_someone([before], asked, common=common)
        ):
            return True
        if predicate.by_name and _named_to_possessor(word, before, asked, common):
            return True
        if predicate.name in _ROLES and _role_named_before(words, i, asked, common, names):
            return True
    return False


def _counted_otherwise(words: list[str], i: int, predicate: Predicate) -> bool:
    """Is the word at `i` counted as another noun than the kin ("ثلاث مرات": the plural of "مرة", `counted.counted_as`)?
    A kin counted as itself ("ثلاث بنات") is still that kin."""
    counted = counted_as(words, i) if predicate.kin else None
    return counted is not None and not in_family(counted, predicate.states | predicate.cues)


# The relation said from the kin's or role-holder's own side (KIN50b): "أغناطيوس … كان تلميذا للقديس يوحنا", "Z تلميذ
# X", "كان Z من تلاميذ X", "تتلمذ Z على يد X", "وكانت إيزابل زوجة للملك أخاب" name X's disciple, wife as much as
# "تلميذه Z" does. The kin word bare or in the accusative (never with a pronoun: "أرسل بولس تلميذه يوحنا" names
# John Paul's), X (the one asked) right after it or after a glued لـ, "على يد" and at most `_TITLES_BEFORE` titles;
# the name before it, in its clause, past a copula ("كان", "صار"), "من" and "هو أيضا" (`_SIDE_SKIPPED`). The verb
# "تتلمذ" (`_SIDE_VERBS`) has its doer after it too.
_SIDE_VERBS = {"disciple": folded_words("تتلمذ تتلمذت تتلمذا تتلمذوا")}
_BY_HAND = folded_words("علي يد يدي")
_TITLES_BEFORE = 2
_SIDE_REACH = 8  # words back from the kin word to its holder's name
_CONSTRUCTS = folded_words("زوجة ابنة")  # a feminine kin in construct folds as "his" ("زوجة أخاب": زوجه)


def _named_from_their_side(
    words: list[str], i: int, predicate: Predicate, asked: set[str], common: Collection[str], names: Collection[str] | None,
) -> bool:
    """Does the kin word at `i` say its holder, named, is the asked one's kin from the holder's side (above)?"""
    word = unglued(words[i])
    verb = word in _SIDE_VERBS.get(predicate.name, frozenset())
    bare = word in predicate.cues | predicate.states and (not word.endswith(_KIN_PRONOUNS) or word in _CONSTRUCTS)
    doer = list(takewhile(lambda w: not w.startswith("ل") and w not in _BY_HAND, words[i + 1 :])) if verb else []
    if not (verb or bare) or not _of_the_asked(words[i + 1 + len(doer) :], asked, common):
        return False
    if doer and _names_someone(doer, asked, common=common, names=names):
        return True  # "تتلمذ أغناطيوس على يد …"
    for before in reversed(words[max(0, i - _SIDE_REACH) : i]):
        if before in _SIDE_SKIPPED or unglued(before) in _SIDE_SKIPPED or before in HONORIFIC_WORDS or stem_set(before) & asked:
            continue  # and the words the question says of him ("أسقف أخميم" of "… الذي صار أسقفا على أخميم")
        if unglued(before).startswith("ال"):
            continue  # his see, his rank ("ثاؤفيلس الثالث والعشرون من باباوات الإسكندرية، كان تلميذا …")
        # the first other word decides: a name in apposition, not a verb ("اختفت زوجة المعلم إبراهيم": no wife named)
        return _apposed_name([before], words[i]) and _names_someone([before], asked, common=common, names=names)
    return False


def _of_the_asked(after: list[str], asked: set[str], common: Collection[str]) -> bool:
    """Is the one asked right after the kin word: bare ("تلميذ يوحنا"), after a glued لـ ("للقديس يوحنا", "ليوحنا") or
    "على يد", past at most `_TITLES_BEFORE` articled titles not his own? His name, not a word the corpus writes as a
    common one ("من أب يوناني": a Greek father, of "تيموثاوس اليوناني" asked)."""
    titles = 0
    for k, word in enumerate(after):
        if k == 0 and word.startswith("ل") and len(word) > 3:
            word = "ال" + word[2:] if word.startswith("لل") else word[1:]
        if word in _BY_HAND:
            continue
        if word not in HONORIFIC_WORDS and stem_set(word) & asked:
            return word not in common
        if not word.startswith("ال") or titles == _TITLES_BEFORE:
            return False
        titles += 1
    return False


# A role of a person read as kin (`predicates`' disciple, KIN50) and the words after which the name right before "role +
# pronoun" is in apposition to it, no verb's subject: "ومعه اليشع تلميذه", "إلى يشوع بن نون تلميذه", "القديس ببنوده
# تلميذه" — the commemorations' way of naming a disciple. After a verb the name is its doer, whose disciple the
# pronoun may be ("وأخذ يوحنا تلميذه": John's own), so a name there is none of the subject's disciple.
_ROLES = frozenset({"disciple"})
_ROLE_NAME_AFTER = WITH_WORDS | SON_WORDS | HONORIFIC_WORDS | folded_words("الي انبا")


def _role_named_before(
    words: list[str], i: int, asked: set[str], common: Collection[str], names: Collection[str] | None,
) -> bool:
    """Is the word right before the role word (with its pronoun) a name in apposition to it (`_ROLE_NAME_AFTER`)?"""
    if i < 2 or not words[i].endswith(_KIN_PRONOUNS) or unglued(words[i - 2]) not in _ROLE_NAME_AFTER:
        return False
    before = words[i - 1]
    articled = before.startswith("ال") and not (names is not None and before in names)
    return not articled and _names_someone([before], asked, common=common, names=names)


def _named_to_possessor(kin: str, before: str, asked: set[str], common: Collection[str]) -> bool:
    """The name right before "kin + your" in speech to the one asked of ("هوذا أليصابات نسيبتك هي أيضا حبلى", Luke
    1:36): the kin named to its possessor, who is addressed (SUBJECT48); not a presentative ("هوذا ابنك")."""
    return (
        kin.endswith(_SECOND_PERSON) and bool(before) and before not in _PRESENTATIVES
        and (_apposed_name([before], kin) or _articled_name(before, common))
        and _names_someone([before], asked, common=common)
    )


def _articled_name(word: str, common: Collection[str]) -> bool:
    """A name whose first letters fold as the article ("أليصابات", "ألكسندروس", "ألقانة"): no verb, and no common noun
    the corpus writes bare ("الملاك": ملاك)."""
    return word.startswith("ال") and word[2:] not in common and verbal(word) <= 0 and not egyptian_verb(word)


_SECOND_PERSON = ("ك", "كم", "كما")  # "نسيبتك", "أبوكم": the kin of the one spoken to
_PRESENTATIVES = folded_words("هوذا ها هو هي")


def indefinite_words(sentence: str) -> frozenset[str]:
    """The folded words a vocalised sentence writes indefinite, with a tanwin ("مُضْطَجِعَةً مَحْمُومَةً", "امْرَأَةٍ"): a
    description or a common noun, never the proper name of a kin in apposition — the Bible's names are diptotes
    ("أَلِيصَابَاتُ", "يُوسُفَ"). Read as the corpus's common words are (`common`) by the kin and the asked one's
    readings (SUBJECT48: "وَكَانَتْ حَمَاةُ سِمْعَانَ مُضْطَجِعَةً" names no mother-in-law)."""
    return frozenset(
        folded for raw in strip_markers(sentence).split() if _TANWIN.search(raw) for folded in fold(raw).split()
    )


_TANWIN = re.compile("[\u064b-\u064d]")


def _child_of_one_named(words: list[str], parent: str, asked: set[str]) -> bool:
    """A parent stated from the child's side, by a naming word (LOST47, fq28-029): "كانت بربارة ابنة رجل عظيم من
    إحدى بلاد المشرق يسمى ديسقورس" names her father, "ابن امرأة أرملة تدعى حنة" his mother — a son's or daughter's
    word, "a man" (the father) or "a woman" (the mother) right after it, and a naming word with a name within
    `_CHILD_OF_REACH` words, before another clause. The child is the sentence's subject (`_of_its_subject`)."""
    parents = {"father": _A_MAN, "mother": _A_WOMAN}.get(parent, _A_MAN | _A_WOMAN)
    for i, word in enumerate(words[:-1]):
        if unglued(word) not in _CHILD_WORDS or words[i + 1] not in parents:
            continue
        reach = words[i + 2 : i + 2 + _CHILD_OF_REACH]
        for j, after in enumerate(reach[:-1]):
            if after in _CLAUSE_OPENERS or (len(after) > 2 and after[0] in GLUED_CONJUNCTIONS and verbal(after[1:])):
                break
            following = reach[j + 1]
            if after in NAMING and may_be_name(following) and not stem_set(following) & asked:
                return True
    return False


_CHILD_WORDS = SON_WORDS | folded_words("ابنة بنت")  # "ابنة" folds as "ابنه", the son with his pronoun: a child too
_A_MAN = folded_words("رجل")
_CHILD_OF_REACH = 8


_BEING = folded_words("كان كانت كانا كانوا كن وكان وكانت وكانا وكانوا وكن فكان فكانت")
_SIDE_SKIPPED = _BEING | folded_words("صار وصار فصار صارت اصبح واصبح اصبحت من هو هي ايضا")
_FEMININE_KIN = frozenset({"ام", "اخت", "زوجه", "بنت"})  # `text.offices`' feminine kin
_FEMININE_PAST = "ت"  # "اختفت", "ماتت": a verb in the past, its subject the feminine kin after it


def _apposed_name(apposed: list[str], kin: str) -> bool:
    """May the words right before a kin noun (nearest first) hold the kin's name in apposition ("القديسة
    هيلانة، والدة …", "مريم العذراء أم …": an epithet with the article after the name)? The name has no
    article, is no verb, and before a feminine kin no word of a feminine past ("اختفت زوجة المعلم")."""
    word = apposed[1] if apposed[0].startswith(("ال", "وال")) and len(apposed) > 1 else apposed[0]
    if word.startswith(("ال", "وال")) or verbal(word) > 0 or egyptian_verb(word):
        return False
    return not (office(kin) in _FEMININE_KIN and len(word) >= 4 and word.endswith(_FEMININE_PAST))
_KIN_PRONOUNS = THIRD_PERSON_PRONOUNS  # "أمه", "أمهما": his, their


def _as_written(words: list[str], plain: str, predicate: Predicate) -> list[str]:
    """The sentence's folded words, for the mother without "والده" written with ه ("his father"):
    folding makes والدة and والده one word, the written ة tells the mother (as `asked_predicates`
    reads the question)."""
    if predicate.name != "mother":
        return words
    written = [(folded, raw) for raw in plain.split() for folded in fold(raw).split()]
    if [folded for folded, _ in written] != words:
        return words
    return ["" if folded in _PARENT and not raw.rstrip(_MARKS).endswith("ة") else folded for folded, raw in written]


_PARENT = frozenset(("والده", "ووالده", "لوالده", "بوالده"))
_MARKS = "،,.:؛!؟?\"'»)"


def _unrealized(before: list[str]) -> bool:
    """Is an event word governed by a verb of will or attempt just before it ("حاولوا قتله مرارا",
    "أراد أن يقتله", "كاد يموت")? Then the event was wanted or tried, not done: "why did the Arians
    kill him" is not answered by "they tried to kill him many times"."""
    return any(word in VOLITION or stem_set(word) & VOLITION for word in before)


_WILL_REACH = 2  # the verb of will, and its "أن", before the event word


def _names_someone(
    following: list[str], asked: set[str], spouse: bool = False, common: Collection[str] = frozenset(),
    names: Collection[str] | None = None, of: str = "",
) -> bool:
    """Do the words after a kin word hold a name: a word the question does not hold, that is no
    function word, description, number, another kin word ("أمه القديسة صوفية", "اسمها مريم") nor a
    word the corpus writes as a common noun or adjective (`common`: "أربع بنات عذارى", the corpus's
    "العذارى")?

    The kin's name stands in apposition to the kin word, or after the spouse's "من" of a marriage
    ("تزوج من مريم", `spouse`: a wife or a husband asked); for any other kin "من" right after the kin word is
    its origin ("وأمه من عائلة التبان", "وكان أبوه من القدس": fq13-112), no name. A preposition further
    on ("امرأة مسيحية من أهل دميرة", "أخت له فقامت …") or
    a possessor's demonstrative ("زوجة هذا القديس تصبره") closes that place: what follows is the kin's
    origin, company, possessor or the next clause, and only a naming word ("… من أهل دميرة تدعى مريم") still names her.

    `of`: the kin asked (a `PREDICATES` name). A kin word of another kind after it closes the place too: the name
    after it is that kin's — "وكانت زوجة أخيه صوفيا" names his brother's wife, "من امرأته أولاده يوحنا" his son,
    "ابن عمه يوساب" his cousin (KIN43)."""
    closed = apart = False
    others = _other_kin(of)
    for i, word in enumerate(following):
        if others and unglued(word) not in _A_WOMAN and any(in_family(word, p.states) for p in others):
            return False
        if word in NAMING and i + 1 < len(following):
            if not _verb_of_kin(following[i + 1], names, glued=False):  # "اسمه يعمل …": no name after the naming word
                return True  # ("اسمها فننة": a name, glued-looking, right after the naming word)
        if word in _CLOSING_PREPOSITIONS and (word != _SPOUSE_FROM or not spouse or not _only_subject(following[:i], asked)):
            closed = True
        if len(word) > 2 and word[0] in GLUED_CONJUNCTIONS and word[1:] in ROLE_PREPOSITIONS:
            closed = True  # "في إزار زوجته وفي بللينه": a second prepositional phrase, its noun no name of hers (fq32-012)
        if len(word) > 4 and word.startswith(_GLUED_PREPOSITION_ARTICLES) or _glued_to_common(word, common, names):
            closed = True  # "وسلم أخته للعذارى": a glued preposition with its noun, where she went, no name (fq16-083)
        if closed:
            continue
        if word in _CLAUSE_OPENERS or (len(word) > 2 and word[0] in GLUED_CONJUNCTIONS and word[1:] in _CLAUSE_OPENERS):
            return False  # a new clause ("كان عمه والي المدينة فقد أبلغ …"): what follows names nothing of him
        if unglued(word) in NEGATORS:
            return False  # a negation opens the kin's predicate ("أنه وزوجته لم يعرفا بعضهما"): a verb, no name (fq32-012)
        bare = stem_set(word) | stem_set(word.removesuffix("ا"))  # "تقيا", "رجلا": the accusative's alif
        if _function_word(word, bare):
            apart = apart or not (spouse and word == _SPOUSE_FROM)  # "بذلك شقت"; not a marriage's "تزوجت من X"
            continue
        if _with_its_pronoun(word, names):
            return False  # "فقامت أمه بتربيته": a preposition's phrase with the kin's pronoun, the kin's deed, no name
        if (
            len(word) < 3 or word in STOPWORDS or bare & STOPWORDS or word in _DESCRIPTIONS or bare & _DESCRIPTIONS
            or bare & asked or any(ch.isdigit() for ch in word) or any(in_family(word, p.states) for p in PREDICATES if p.kin)
            or word in NAMING or bare & HONORIFIC_WORDS
            or not may_be_name(word)  # "ابنة مريضة فصلى عليها": the next verb, a word with a pronoun name no one
            or word in common or word.removesuffix("ا") in common  # "كان أبوه تاجرا": a trade, in the accusative
            or _construct_possessor(following, i, common)  # "سلمه أبوه رعاية الغنم": the flock he kept, no name (fq35-072)
        ):
            continue
        if _verb_of_kin(word, names):
            return False  # "كان أبوه يعبد الأصنام", "فتعجب والده ومجد الله": the kin's deed, or the next clause's
        return not apart or names is None or _corpus_name(word, names)  # past a function word (`_function_word`)
    return False


def _function_word(word: str, bare: frozenset[str]) -> bool:
    """A function word after a kin word ("بذلك", "ولأن", "في"), not a copula ("كانت أمه هي مريم") nor a description. Past
    one the word no longer stands in apposition to the kin: only a word the corpus writes as a name names the kin there
    ("ولما علمت والدته بذلك شقت ثيابها": the verb after "بذلك" is no name of hers; "أصغر إخوته، ولأن الفرق بينه …": nor
    the noun after "ولأن"; NAMESLOT84, fq40-113, fq40-062)."""
    if word in _DESCRIPTIONS or bare & _DESCRIPTIONS or word in COPULAS or word in PRONOUN_COPULAS:
        return False
    return len(word) < 3 or word in STOPWORDS or bool(bare & STOPWORDS)  # noqa: PLR2004 - a name has three letters


_GLUED_BY = ("ب", "ل", "وب", "ول", "فب", "فل")  # a preposition glued to its noun ("بتربيته", "لخدمتها")
_PHRASE_FLOOR = 5  # the preposition, a root of three and the pronoun at least


def _with_its_pronoun(word: str, names: Collection[str] | None) -> bool:
    """A glued preposition's noun with a third person's pronoun ("بتربيته", "لخدمتها", "وبكلامه"): a phrase of the kin's
    deed; a name takes no possessor's pronoun. Not a word the corpus writes as a name."""
    return (
        len(word) >= _PHRASE_FLOOR and word.startswith(_GLUED_BY) and word.endswith(THIRD_PERSON_PRONOUNS)
        and not (names is not None and _corpus_name(word, names))
    )


def _corpus_name(word: str, names: Collection[str]) -> bool:
    """Does the corpus write the word (or its spelling without a glued و, or a variant spelling) as a name?"""
    return any(form in names for form in (word, unglued(word, 3), *name_variants(word)))


def _construct_possessor(words: list[str], k: int, common: Collection[str]) -> bool:
    """Is the word at `k` the articled possessor of the common noun before it ("رعاية الغنم", "كبير قسوس الإسكندرية")?
    A construct that tells the kin's trade or deed, or a thing; a name stands bare after the kin word, never there."""
    return k > 0 and words[k].startswith("ال") and not words[k - 1].startswith("ال") and words[k - 1] in common


def _name_window(words: list[str], i: int, common: Collection[str]) -> list[str]:
    """The words after the kin word at `i` where its name stands (`_NAME_WINDOW`); a construct there ("وكان أبوه كبير
    قسوس الإسكندرية اسمه ثاؤدسيوس") takes the room of the naming word's name, so the window reaches one word past it."""
    following = words[i + 1 : i + 1 + _NAME_WINDOW]
    if following and following[-1] in NAMING and any(_construct_possessor(following, k, common) for k in range(len(following))):
        return words[i + 1 : i + 2 + _NAME_WINDOW]
    return following


def _married_by_subject(
    words: list[str], i: int, predicate: Predicate, asked: set[str], common: Collection[str], names: Collection[str] | None,
) -> bool:
    """A marriage verb with its object pronoun and the subject as its agent right after ("وكانت هيروديا امرأة أخيه
    فيلبس قد تزوجها هيرودس"): a woman named before it is the subject's spouse — not a name right after another kin's
    word, that kin's own ("فيلبس", the brother: `_names_someone`'s `of`, KIN43)."""
    word = words[i]
    if word not in predicate.states - predicate.cues or not word.endswith(_OBJECT_PRONOUNS):
        return False
    if not any(stem_set(after) & asked for after in words[i + 1 : i + 3]):
        return False
    others = _other_kin(predicate.name)
    return any(
        not (j and any(in_family(words[j - 1], p.states) for p in others))
        and _names_someone([before], asked, common=common, names=names)
        for j, before in enumerate(words[:i])
    )


_OBJECT_PRONOUNS = ("ها", "ه")


def _other_kin(of: str) -> list[Predicate]:
    """The kin predicates of another kind than `of` (a parent's three are one kind); none when no kin is given."""
    if not of:
        return []
    kind = _PARENT_KINDS if of in _PARENT_KINDS else {of}
    return [p for p in PREDICATES if p.kin and p.name not in kind]


_PARENT_KINDS = frozenset({"parent", "mother", "father"})
_A_WOMAN = folded_words("امراه")  # "امرأة": a woman, a wife's word only with her husband's ("وكانت أمه امرأة تقية تدعى صوفيا")
_PRESENT = ("ي", "ت")  # the imperfect's prefixes: "يعبد", "تخدم"


def _verb_of_kin(word: str, names: Collection[str] | None, glued: bool = True) -> bool:
    """Is the word after a kin word a verb, not the kin's name (KNOWNWRONG39)? An imperfect by its shape ("كان أبوه
    يعبد الأصنام", "وكانت أمها تخدم الفقراء") that the corpus does not write as a name (`names`: `Services.claim_names`;
    "يوسف", "تونة" are names of that shape), or a verb glued to و/ف, the next clause ("فتعجب والده ومجد الله", "رأى
    أبوه وفرح"; "فيلبس" is a name; not right after a naming word, `glued`: "اسمها فننة"). Without the corpus's names
    (the offline answerer's choice), none is read so."""
    if names is None or word in names:  # "فيلبس", "ويصا": names glued-looking; "تونة", "يوسف": names of a verb's shape
        return False
    if glued and len(word) > 3 and word[0] in GLUED_CONJUNCTIONS and verbal(word[1:], names) > 0:
        return True
    return word.startswith(_PRESENT) and verbal(word, names) > 0


# Words after a kin word that close the place of its name (`_names_someone`): a preposition, a
# demonstrative opening its possessor ("وكانت زوجة هذا القديس تصبره": the verb after is hers, no
# name), or the copula opening the kin's predicate ("أربع بنات عذارى كن يتنبأن": what they did); and
# the "من" that, right after the kin word or a marriage verb, introduces the spouse named.
_CLOSING_PREPOSITIONS = ROLE_PREPOSITIONS | DEMONSTRATIVES | folded_words("له لها لهم لهما") | _BEING
_SPOUSE_FROM = "من"
# "للعذارى", "بالدير", "كالملاك": a preposition glued to its article, and behind a glued conjunction too ("فَلِلْوَقْتِ
# أَخْبَرُوهُ", "وبالمدينة": SUBJECT48)
_GLUED_PREPOSITION_ARTICLES = articled_openings(GLUED_CONJUNCTIONS)
_SPOUSES = frozenset({"wife", "husband"})  # the kin a marriage's "من" introduces


def _glued_to_common(word: str, common: Collection[str], names: Collection[str] | None) -> bool:
    """A preposition glued to an indefinite common noun of the corpus ("فرجموه هو وتلميذه بحجارة": with stones, no
    disciple's name; KIN50), never a name the corpus writes so ("لعازر": Lazarus, though "عازر" is a common word)."""
    return (
        off_preposition(word) in common
        and (names is None or word not in names) and word not in common
    )


def _only_subject(words: list[str], asked: set[str]) -> bool:
    """Are these words (between a marriage verb and its "من") the question's subject and its titles
    only ("وتزوجت مارينا من …")?"""
    return all(stem_set(word) & asked or word in HONORIFIC_WORDS for word in words)


# Words that open a new clause after a kin word; a complementizer or a time adverb ("أن", "بعد أن",
# "قبل") opens one too: "قيل أنها أمه - بعد أن بذلت …" says who she is, and names no one after it; so does "as
# for" ("عرفت أنها أختها وأما هي فلم تعرفها": KIN43).
_CLAUSE_OPENERS = folded_words("قد لقد ثم حتي لكن اذ اذا حينئذ ان اما") | (WHEN_CONJUNCTIONS - {"حين", "حينما"}) | TIME_PREPOSITIONS | {
    AFTER_CONJUNCTION
}


_QUANTITIES = frozenset({"count", "measure"})
# Slots whose filler is of the question's named subject: a quantity, a place, a name, a year, a span or
# an age of it (a person asked by role or deed is not: the subject there is the clause's object, read
# by `answer_type.person_problem`; nor one asked by a preposition, "بعد مين").
_OF_ANY_SUBJECT_WORD = frozenset({"year", "duration", "age"})  # held by any subject word (FQ8CLASS19T)
_OF_SUBJECT = _QUANTITIES | {"place", "name"} | _OF_ANY_SUBJECT_WORD


def states_asked(
    question: str, sentence: str, titles: Sequence[str] = (), predicates: Iterable[Predicate] | None = None,
    common: Collection[str] = frozenset(), names: Collection[str] | None = None,
) -> bool:
    """Does this one sentence state every relation or event the question asks, its asked slot and
    its asked deed (none asked: yes)? `titles`: the cited records' titles; a title states its event
    ("نياحة القديس …"), never a kin's name; `common`: the words the corpus writes as common nouns
    (`Services.common_words`), never a kin's name either ("أربع بنات عذارى"). Stated of the question's subject: the sentence or its title
    holds a subject's word (a killing in 393 AH is not al-Husayn's; Belgium's area is not Morocco's)."""
    wanted = list(asked_predicates(question) if predicates is None else predicates)
    slot = asked_slot(question)
    if not _says_deed(question, sentence, titles) or not _says_service_and_company(question, sentence, titles):
        return False  # "المجوس قدموا إيه": a sentence that never says the offering names no gift; nor the army no king
    if not _says_contents(question, sentence, titles) or _of_another_one(question, sentence, slot, common, names):
        return False  # "ما هي هدايا المجوس": no gift said names none (fq16-007); "اسمه يايرس" names no daughter of his
    if asks_name_meaning(question) and not _glosses(question, sentence):
        return False  # "بيت حسدا اسمها معناه ايه": a sentence that gives the name and no meaning (fq21-047)
    if _opinion_or_author(question, [sentence], titles) is not None or not _elative_said(question, sentence):
        return False  # "برأيك …": no record's opinion; "مين مؤلف …": no author tied; "مين أصغر …": no youngest
    if _kind_unnamed(question, [sentence]) or deed_of_another(question, sentence, slot) or detail_of_another(question, sentence):
        return False  # no trade named; another crucified ("عندما صلب فيلبس"); his death for his mother's (`kin_detail`)
    if not wanted and slot is None:
        return True
    plain = strip_markers(sentence)
    words = fold(plain).split()
    # A why-question's event is stated in the sentence that gives its reason: the title's "نياحة
    # البابا بطرس" does not make "they tried to kill him" the killing asked about.
    titled = [word for title in titles for word in fold(title).split()]
    event_titled = [] if asks_why(question) else titled
    spanned = bool(_LIFE_SPAN.search(plain))
    asked = {form for word in asked_part(question) for form in stem_set(word)} - STOPWORDS
    question_words = fold(strip_markers(question)).split()
    said = frozenset(question_words)
    kunya = frozenset(f for name in kunya_names(question_words) for f in stem_set(name))
    if told_of_another(question, plain, wanted, slot, asked, titles):
        return False  # the relation asked, told of another person or the other way (`answer/relation_asked.py`)
    if not all(
        _states(_as_written(words, plain, predicate) if predicate.kin else words + event_titled, predicate, asked, said, kunya,
                frozenset(common) | indefinite_words(sentence), names)  # "حماة سمعان مضطجعةً": no name of hers
        or (spanned and predicate.name in _SPAN_STATES)
        for predicate in wanted
    ):
        return False
    # The slot's event, when it is a life event asked (birth, death …), is stated already: its forms ("مولد" for
    # "اتولد") or a life's span in brackets, which dates it and places nothing: a place asked of it is read in a clause
    # that says the event ("ابن خلدون مات فين" of "(1332 - 1406م)، ولد في تونس …": DEEDSLOT79).
    event_stated = slot is not None and bool(slot.head) and any(
        not p.kin and in_family(slot.head[0], p.cues)
        and (_states(words + event_titled, p, asked, said) or spanned and p.name in _SPAN_STATES and slot.kind != "place")
        for p in asked_predicates(question)
    )
    # the event's words, not those the cited record's title holds: what the record is about names
    # its subject ("جمال خاشقجي" of "جمال خاشقجي اتدفن فين" in his article)
    title_terms = term_set(" ".join(titled))
    described = frozenset(w for w in event_words(question, slot) if not term_set(w) & title_terms) if slot else frozenset()
    if slot is not None and not states_slot(slot, _without_life_span(slot, plain), said, tuple(titles), event_stated, described):
        return False
    if slot is not None and not (_thing_told(slot, words + titled, said) and _which_part_said(question, slot, words)):
        return False  # "ما اسم الجزيرة التي نفي إليها …": another story's place (fq21-026); "… وفي أي جامعة" unanswered (fq27-088)
    return _of_its_subject(question, wanted, slot, words, titled, [w for t in titles for w in _own_title(t)])


# The question words of a first ask before a which ("ماذا درّس …"، "درس إيه … وفي أنهي جامعة"); not "من"/"ما", also
# "from" and a relative ("طالب من أي جامعة").
_FIRST_ASKS = QUESTION_WORDS - {"من", "ما"}


def _which_part_said(question: str, slot: Slot, words: list[str]) -> bool:
    """A which-noun asked after another question word ("ماذا درّس X في براغ وفي أي جامعة"): two parts, each needing its
    answer. A sentence that never says the noun is left by the which-check to the others (`slot_stated`: "أنهي نبي"
    answered "إشعياء"), but beside a deed asked none reads it: the sentence must say the noun ("في جامعة ستراسبورغ"),
    whose specifier the which-check then reads (FQ27WRONG43). Any other slot: yes."""
    if slot.kind != "which" or slot.by_name or not slot.head:
        return True
    asked = fold(strip_markers(question)).split()
    at = next((i for i, word in enumerate(asked) if word in slot.spans and word not in slot.head), None)
    if at is None or not any(unglued(word, 2) in _FIRST_ASKS for word in asked[:at]):
        return True  # the which-noun asked alone
    return any(same_noun(word, slot.head[0]) or plural_of(word, slot.head[0]) for word in words)


def _thing_told(slot: Slot, words: list[str], said: frozenset[str]) -> bool:
    """A thing's name asked by its relative clause's event (`Slot.clause_verb`): a sentence that never says
    the thing's noun (`thing_name.names_thing` leaves it: "ولد القديس أباكير بدمنهور" names the town) tells it
    only where it, or its record's title (in `words`), says that event; any other slot: yes."""
    if slot.kind != "which" or not slot.by_name or not slot.clause_verb:
        return True
    if names_thing(thing_noun(slot.head[0]), words, said) is not None:
        return True
    return any(same_word(word, slot.clause_verb) for word in words)


def _own_title(title: str) -> list[str]:
    """A record's title up to its first word of relation ("نقل جسد القديس تيموثاؤس تلميذ معلمنا القديس بولس
    الرسول", "استشهاد القديس يعقوب ابن زبدي"): whose record it is; the one named after the relation is another."""
    words = fold(title).split()
    return next((words[:i] for i, w in enumerate(words) if i and office(w) in RELATIONS), words)


def _of_its_subject(
    question: str, wanted: list[Predicate], slot: Slot | None, words: list[str], titled: list[str], own_titled: list[str],
) -> bool:
    """Is what the sentence (its folded `words`, its records' title words `titled`; `own_titled`: each title up
    to its word of relation, `_own_title`) states of the question's subject? Who came after X is told of X. A
    slot of the subject's own (his town, his count) is his where his own record's title names him, not where a
    title names him as another's teacher ("تيموثاؤس تلميذ … بولس": Timothy's relics from Ephesus are no town of
    Paul's)."""
    if slot is not None and slot.relation_of and not title_names(" ".join(words + titled), list(slot.relation_of)):
        return False
    # Of the subject: a relation or event asked, or a quantity or a place of a named thing ("مساحة
    # المغرب", "عدد سكان المغرب", "على أي مدينة اختير X أسقفا"): Belgium's area, the world's
    # population are not Morocco's, another bishop's see is not X's.
    of_subject = wanted or (slot is not None and slot.kind in _OF_SUBJECT)
    subject = subject_words(question, wanted, slot) if of_subject else frozenset()
    if not subject:
        return True
    # (a town only: an age's kin is said by words no kin family lists, "ولدها البالغ من العمر", fq12-114)
    if not wanted and slot is not None and slot.kind == "place" and (kin := _kin_asked_of(question)) is not None:
        if not any(in_family(unglued(w, 3), kin.states) or in_family(w, kin.states) for w in words):
            return False  # "أم القديس داسيه كانت من أي بلدة": his own town is not his mother's (LOST39)
    # A kin word beside the subject's name describes him ("يعقوب أخو يوحنا"), it names no one: another
    # saint's brother ("شقيق القديس باهور") is not he (FQ16B19). Read only when a word besides it is left.
    kin_words = frozenset(w for w in subject if office(w) in KIN)
    if not any(predicate.kin for predicate in wanted) and subject - kin_words:
        subject = subject - kin_words
    if not any(predicate.kin for predicate in wanted):
        # "سليمان بن داود" names David only as Solomon's father: no word of a fact about David (a kin
        # asked, "مين أم مرقس", is read after the kin word by its predicate)
        question_words = fold(strip_markers(question)).split()
        words = without_place_names(without_forebears(words, question_words), question_words)
    # Each word also without a glued preposition or possessive ("لأوسيم": أوسيم). After an anaphor
    # ("وعاش هذا النبي …") the sentence is about its antecedent: named before it, or the record's own
    # person (its title) — not a name it says after it (`answer/anaphor.py`).
    # (Only for a slot of the subject's own: a kin or an event asked may be said of a person the anaphor
    # acted on, "وقتل هذا الملك يعقوب".)
    own_slot = not wanted and slot is not None and slot.kind in _OF_SUBJECT
    said_words = naming_words(words) + own_titled if own_slot else words + titled
    forms = {f for w in said_words for f in stem_set(w)}
    held = term_set(" ".join(said_words)) | term_set(" ".join(forms)) | forms
    # A subject named by its name is held by the name, not by its description or the verb beside it
    # ("العاصمة البلجيكية بروكسل": Vienna's sentence says العاصمة; "اختير X أسقفا": another's اختير).
    named = [word for word in subject_name_words(question, slot) if term_set(word) & subject]
    if not wanted and slot is not None and slot.kind in _OF_ANY_SUBJECT_WORD:
        return bool(subject & held)  # a year, span or age: any word of the subject (the name reading is the place's and count's)
    if not wanted and slot is not None and slot.kind == "place" and not named:
        return True  # a place of an unnamed subject ("الأسقف كان على أي كرسي"): the slot decides
    if not named:
        return bool(subject & held)
    # the name in any spelling the name reading allows (a record's title may write "انطونبوس"; "قزما" is the
    # record's "قسما", `text.reading.name_variants`)
    spelled = [*named, *(variant for word in named for variant in name_variants(word))]
    return bool(subject_names(question, slot) & held) or title_names(" ".join(said_words), spelled)


_BIRTH = next(p for p in PREDICATES if p.name == "birth")


def _kin_asked_of(question: str) -> Predicate | None:
    """The kin the question asks a slot of, in construct before a titled subject ("أم القديس داسيه", "زوجة
    الأنبا مينا", "أبو القديس أباهور": hers, not the saint's), as its predicate (`PREDICATES`: the kin's forms),
    or None; after a name a kin word describes him ("يعقوب أخو يوحنا")."""
    words = fold(strip_markers(question)).split()
    for word, following in zip(words, words[1:], strict=False):
        if following in HONORIFIC_WORDS and not in_family(word, _BIRTH.cues):  # "ولد القديس": born, no child of his
            kin = next((p for p in PREDICATES if p.kin and in_family(unglued(word, 3), p.cues)), None)
            if kin is not None:
                return kin
    return None


# A life's span in brackets after a name states its birth and its death ("أينشتاين (14 مارس 1879 – 18
# أبريل 1955)", "(1332 - 1406م)"): the reference works' way of saying both.
_LIFE_SPAN = re.compile(r"\([^()]*\d{3,4}[^()]*[-–—][^()]*\d{3,4}[^()]*\)")
_SPAN_STATES = frozenset({"birth", "death"})


def born_place_terms(question: str, sentence: str) -> frozenset[str]:
    """The unit of the place asked ("بلدة" of "في أي بلدة ولد …", `answer_kind_terms`) a sentence holds when it
    says the birth's place with its ب glued (`slot_fillers.born_at`: "وقد ولد بأوسيم"): that way of saying it never
    writes the unit, as a span never writes "مات" (LOST39). Only for a place asked with a birth."""
    slot = asked_slot(question)
    if slot is None or slot.kind != "place" or not slot.head or not any(p.name == "birth" for p in asked_predicates(question)):
        return frozenset()
    words = fold(strip_markers(sentence)).split()
    if not any(born_at(words, i) for i in range(1, len(words))):
        return frozenset()
    return term_set(" ".join(w for w in slot.spans - set(slot.head) if w.removeprefix("ال") in PLACE_UNITS))


def spanned_event_terms(question: str, sentence: str, dated: bool) -> frozenset[str]:
    """The terms of the question's words that ask a birth or a death (`_SPAN_STATES`: "مات", "توفي",
    "اتولد") when the question asks its year or date (`dated`: it asks a date, `answer_type.expected_type`,
    which reads this module; or its slot is a year) and `sentence` gives a life's span in brackets
    (`_LIFE_SPAN`), which dates both; else none. The answerer's scorer counts them held by such a sentence,
    as `states_asked` reads it: "(1332 - 1406م)" is the year Ibn Khaldun died, though no word of it is
    "مات"; it is not where he died (FLOORLOSS37, benchmarks/trust/RESULTS.md)."""
    if not _LIFE_SPAN.search(sentence):
        return frozenset()
    return _span_event_terms(question, dated)


@lru_cache(maxsize=4096)  # every sentence with a span of an answer asks it; pure in the question
def _span_event_terms(question: str, dated: bool) -> frozenset[str]:
    slot = asked_slot(question)
    if not (dated or (slot is not None and slot.kind == "year")):
        return frozenset()
    spanned = [p for p in asked_predicates(question) if not p.kin and p.name in _SPAN_STATES]
    words = fold(strip_markers(question)).split()
    return term_set(" ".join(word for word in words if any(in_family(word, p.cues) for p in spanned)))


def _without_life_span(slot: Slot, plain: str) -> str:
    """The sentence without its life's span in brackets when the year asked is of another event than a
    birth or a death: "نجيب محفوظ (11 ديسمبر 1911 - 30 أغسطس 2006) … حائز على جائزة نوبل" dates no prize
    (fq16-109). A year asked with no event keeps it."""
    if slot.kind != "year" or not slot.head or any(
        p.name in _SPAN_STATES and in_family(slot.head[0], p.cues) for p in PREDICATES
    ):
        return plain
    return _LIFE_SPAN.sub(" ", plain)


def _says_deed(question: str, sentence: str, titles: Sequence[str]) -> bool:
    """Does the sentence (or a cited title) say the verb whose object the question asks (none: yes)? Not when the
    sentence denies it (`text.assertions.denied`; LOST47): "لا يأكل خبزا ولا يشرب خمرا" names nothing he ate, only
    what he did not, and "جاء يوحنا لا يأكل ولا يشرب … وجاء ابن البشر يأكل ويشرب" says the eating of another, set
    against him; an exception after the negator ("لم يكن يأكل إلا الخبز") tells what he ate. A deed asked after an
    event ("عملت إيه … بعد ما لقتهم") is not said by the event's own sentence that tells nothing after it (SPAN56,
    `answer/after_event.py`); nor a deed asked on a thing ("عملوا إيه بجسمه") by a sentence that never says the
    thing, or says it only as the question's own premise ("… بالمال الذي قدمه" by "فقدم … المال"; DEEDOBJ58,
    `answer/deed_thing.py`)."""
    if tells_only_the_event(question, sentence) or tells_no_deed_on_thing(question, sentence):
        return False
    deed = asked_deed(question)
    if deed is None:
        return True
    said = fold(strip_markers(" ".join([sentence, *titles]))).split()
    saying = [i for i, word in enumerate(said) if same_word(word, deed)]
    return bool(saying) and not set(saying) & denied(said)


def _says_service_and_company(question: str, sentence: str, titles: Sequence[str]) -> bool:
    """Does the sentence say the service whose master, and the company whose member, the question asks (none asked:
    yes)? "كانوا جنوداً عند أي ملك": "في أيام دقلديانوس الملك" names no king they served (fq28-035); "يوحنا خد معاه
    مين": a sentence that says no one with him names no companion (fq27-025); "سافر أوروبا مع مين": nor one that
    names the companion of another move ("ذهب إلى دير البرموس مع القمص بولس", fq43-079; `companion_asked`)."""
    if not companion_of_the_move(question, sentence):
        return False
    return _says_service(question, sentence, titles) and (not asks_companion(question) or _says_companion(sentence))


def _says_companion(sentence: str) -> bool:
    """Does the sentence say someone was with the person: "with" or a verb of accompanying (`asked_reading.WITH_WORDS`,
    `ACCOMPANYING`: "مستصحبا معه تلميذه", "ومعه", "رافقه")?"""
    return any(unglued(word) in WITH_WORDS or unglued(word) in ACCOMPANYING for word in fold(strip_markers(sentence)).split())


def _says_service(question: str, sentence: str, titles: Sequence[str]) -> bool:
    """Does the sentence (or a cited title: "استشهاد جنود الملك داكيوس") say the service whose master the question
    asks (`asked_reading.asked_service`; none asked: yes), a word of its family with or without the article?"""
    family = asked_service(question)
    if family is None:
        return True
    said = fold(strip_markers(" ".join([sentence, *titles]))).split()
    return any(unglued(word).removeprefix("ال") in family or word.removeprefix("ال") in family for word in said)


def _of_another_one(
    question: str, sentence: str, slot: Slot | None, common: Collection[str], names: Collection[str] | None,
) -> bool:
    """Is the sentence about another one than the one asked: it names not the one a name is asked of (`names_the_one`,
    SUBJECT47), or the origin it gives is the other's of two named (`origin_of_another`, SUBJECT48)?"""
    return not names_the_one(question, sentence, common, names) or origin_of_another(question, sentence, slot)


def origin_of_another(question: str, sentence: str, slot: Slot | None) -> bool:
    """Is the origin the sentence gives another's, of two the question names (SUBJECT48, fq19-078)? A place of origin
    asked ("منين", "من أين", "من أي بلد") of the question's first name, the sentence naming another the question
    names first and the one asked only after it, as a conjunct ("وجد يهوديا اسمه أكيلا بنطي الجنس كان قد جاء حديثا
    من إيطالية وبريسكلا امرأته": "بنطي" and "من إيطالية" are Aquila's), with no origin of its own after it. A sentence
    that names the one asked with its own place ("سمعان القيرواني", "وكان فيلبس من بيت صيدا") is not this."""
    if slot is None or slot.kind != "place" or slot.preposition != _FROM:
        return False
    words = fold(strip_markers(sentence)).split()
    named = _question_names(question, words)
    if len(named) < 2:
        return False
    asked, others = named[0], named[1:]
    at = [i for i, word in enumerate(words) if _is_name(word, asked)]
    first_other = min((i for i, word in enumerate(words) for name in others if _is_name(word, name)), default=len(words))
    return bool(at) and first_other < at[0] and all(
        words[i] == _AND + asked and not any(_origin_word(w) for w in words[i + 1 : i + 1 + _ORIGIN_REACH]) for i in at
    )


def _question_names(question: str, sentence_words: list[str]) -> list[str]:
    """The question's words that may be names of persons and that the sentence writes (bare or after a glued
    conjunction), in the question's order: its first is the one asked of."""
    written = set(sentence_words) | {w[1:] for w in sentence_words if len(w) > 3 and w[0] in GLUED_CONJUNCTIONS}
    found: list[str] = []
    for word in fold(strip_markers(question)).split():
        if word in written and word not in found and len(word) > 2 and may_be_name(word) and not word.startswith("ال") and (
            word not in QUESTION_WORDS and word not in STOPWORDS and not verbal(word) > 0
        ):
            found.append(word)
    return found


def _is_name(word: str, name: str) -> bool:
    return word == name or (len(word) > 3 and word[0] in GLUED_CONJUNCTIONS and word[1:] == name)


def _origin_word(word: str) -> bool:
    """A word of an origin: "من" before a place, or a relative adjective with the article ("القيرواني")."""
    return word == _FROM or (word.startswith("ال") and word.endswith("ي") and len(word) > _NISBA_FLOOR)


_FROM = "من"
_AND = "و"
_ORIGIN_REACH = 3  # words after the one asked where its own origin stands ("وبريسكلا امرأته لأن …": none)
_NISBA_FLOOR = 5  # "القيرواني", "الناصري"; not "الذي"-sized words


def _says_contents(question: str, sentence: str, titles: Sequence[str]) -> bool:
    """Does the sentence (or a cited title) say the noun whose members the question asks (none: yes), by its
    forms, root, synonym or broken plural?"""
    noun = asked_contents(question)
    said = fold(strip_markers(" ".join([sentence, *titles]))).split()
    return noun is None or any(same_word(word, noun) or plural_of(word, noun) for word in said)


def _glosses(question: str, sentence: str) -> bool:
    """Does the sentence give the meaning of the name asked: a word of meaning (`asked_reading.NAME_MEANING`,
    or the gloss's "أي") within `_GLOSS_REACH` words after a word of the name ("طابيثا، الذي ترجمته غزالة")?
    Emmanuel's gloss is no meaning of جثسيماني."""
    named = {form for word in asked_part(question) if word not in _MEANING_ASK for form in stem_set(word)} - STOPWORDS
    words = fold(strip_markers(sentence)).split()
    return any(
        (word in NAME_MEANING or word in _GLOSS or word[:1] in GLUED_CONJUNCTIONS and word[1:] in NAME_MEANING)
        and any(stem_set(before) & named for before in words[max(0, i - _GLOSS_REACH) : i])
        for i, word in enumerate(words)
    )


_GLOSS_REACH = 4  # "عمانوئيل الذي تفسيره", "طابيثا الذي ترجمته", "بيت حسدا أي …"
_GLOSS = folded_words("اي")  # "… شيلوه، أي مرسل": the gloss's "that is"
# the words of the ask, not of the name: "ما معنى اسم مدينة كفرناحوم", "اسمها معناه ايه"
_MEANING_ASK = NAME_MEANING | asking("ما ماذا") | folded_words("اسم اسمه اسمها اسمهم مدينه قريه بلد مكان")


def _relative_untold(question: str, texts: Sequence[str]) -> str | None:
    """"relative" when the question asks a detail of a relative of its subject and every text tells it of
    another (`kin_detail.detail_of_another`: his mother's death asked, his own told), else None."""
    return "relative" if texts and all(detail_of_another(question, text) for text in texts) else None


def _kind_unnamed(question: str, texts: Sequence[str]) -> str | None:
    """"colour" or "occupation" when the question asks one (`answer/colour_asked.py`, `answer/occupation_asked.py`)
    and none of the texts names one (a trade: of the kin asked, `_trade_of_another`); else None."""
    if asked_colour(question) and not colour_stated(texts):
        return "colour"
    if asked_occupation(question) and (
        not occupation_stated(texts) or not restrictor_kept(question, texts) or all(_trade_of_another(question, t) for t in texts)
    ):
        return "occupation"  # none named, none where/when asked ("في اليمن"), or each another's than the kin's asked
    return None


def _trade_of_another(question: str, sentence: str) -> bool:
    """A trade asked of a kin of the one named ("والدة تامر حسني كانت بتشتغل إيه", "ما مهنة أبو …"): only a
    clause that says that kin before it names the kin's trade (`_kins_trade`); a trade in a clause of the named
    one's own ("فعمل تامر … كعامل بناء") is his, not his mother's (AGENT56, fq38-096), nor is the father's
    ("وكان والده واليا") the mother's. No kin asked: no."""
    if not asked_occupation(question) or (kin := _kin_holding_trade(question)) is None:
        return False
    for told in _SENTENCE_BREAK.split(strip_markers(sentence)):
        clauses = [clause.split() for clause in _COMMA.split(told)]
        if any(_kins_trade(clause, kin) or _continued_kins_trade(clauses[:i], clause, kin) for i, clause in enumerate(clauses)):
            return False
    return True


def _kins_trade(clause: list[str], kin: Predicate) -> bool:
    """Does a trade in this clause (unfolded words) stand after the asked kin as the nearest kin word before it? "وكان
    والده جنديا وأمه تقية": the soldier is the father."""
    for i, word in enumerate(clause):
        if occupation_stated([word]):
            before = next((w for w in reversed(clause[:i]) if _kin_word(w)), None)
            if before is not None and _says_kin(before, kin):
                return True
    return False


_KIN_PREDICATES = tuple(p for p in PREDICATES if p.kin)


def _kin_word(raw: str) -> bool:
    """A kin word, but "امرأة" with no possessor (`_A_WOMAN`: "وكانت والدته امرأة تقية" is a woman, no wife)."""
    return unglued(fold(raw), 3) not in _A_WOMAN and any(_says_kin(raw, p) for p in _KIN_PREDICATES)


# The claim checks' clause marks (`text.restated.CLAUSE_MARKS`, one home): a comma goes on with the sentence's subject
# ("وكانت والدته، وكانت تعمل معلمة": `_continued_kins_trade`); any other mark, or a line, ends the sentence.
_COMMA_MARKS = frozenset(",،")
_SENTENCE_BREAK = re.compile("[" + re.escape("".join(sorted(CLAUSE_MARKS - _COMMA_MARKS))) + "\n]")
_COMMA = re.compile("[" + "".join(sorted(_COMMA_MARKS)) + "]")
# The words a clause after a comma may hold before its trade and still go on with the subject before the comma: the
# copula, "he/she", and the working verbs, each of a gender ("وكانت تعمل", "وكان يعمل"); a name or a noun there is
# another doer ("، فعمل تامر كعامل بناء": the son's, AGENT56).
_WORKING_VERBS = folded_words("يعمل تعمل عمل عملت يشتغل تشتغل اشتغل اشتغلت امتهن امتهنت")
_GOING_ON = COPULAS | _WORKING_VERBS
_SHE_ASKED = frozenset({"mother", "wife"})  # the kins asked (`Predicate.name`) a verb agrees with as "she"
_HE_ASKED = frozenset({"father", "husband"})


def _continued_kins_trade(before: list[list[str]], clause: list[str], kin: Predicate) -> bool:
    """Does a clause after a comma say a trade of the asked kin named before the comma ("وكانت والدته، وهي امرأة تقية،
    تعمل معلمة")? Its words before the trade are a copula, "she/he" or a working verb only, agreeing with the kin
    (`_goes_on_with`); the nearest kin word back, through clauses that say "وهي/وهو …" or go on likewise, is the asked one."""
    trade = next((i for i, word in enumerate(clause) if occupation_stated([word])), None)
    if not before or trade is None or not _goes_on_with(clause[:trade], kin):
        return False
    for earlier in reversed(before):
        said = [w for w in earlier if _kin_word(w)]
        if said:
            return _says_kin(said[-1], kin)
        if not earlier or not (_goes_on_with(earlier[:1], kin) or _goes_on_with(earlier, kin)):
            return False  # another clause between: its subject may be anyone's
    return False


def _goes_on_with(words: list[str], kin: Predicate) -> bool:
    """Are the (unfolded) words only a copula, "he/she" or a working verb, at least one, none of the other gender?"""
    folded = [fold(word) for word in words]
    bare = [word if word in _GOING_ON else unglued(word, 2) for word in folded]
    if not bare or any(word not in _GOING_ON for word in bare):
        return False
    feminine = [word in ("كانت", "هي") or (word in _WORKING_VERBS and (word[0] == "ت" or word[-1] == "ت")) for word in bare]
    if kin.name in _SHE_ASKED:
        return all(feminine)
    return not any(feminine) if kin.name in _HE_ASKED else True
# "والدة" folds to "والده" (his father): the letter folding drops tells the mother (ة, ت) from the father.
_PARENT_STEM = fold("والد")
_FEMININE_ENDINGS = ("ة", "ت")


def _says_kin(raw: str, kin: Predicate) -> bool:
    """Does the (unfolded) word say the kin asked, its mother told from its father by the letter folding drops?"""
    word = fold(raw)
    if not (in_family(unglued(word, 3), kin.states) or in_family(word, kin.states)):
        return False
    if _PARENT_STEM not in word or kin.name not in ("mother", "father"):
        return True
    feminine = raw.rstrip("هاي").endswith(_FEMININE_ENDINGS)
    return feminine == (kin.name == "mother")


def _kin_holding_trade(question: str) -> Predicate | None:
    """The kin whose trade is asked: a kin word opening the question or right after its question word or work noun
    ("والدة تامر …", "ما مهنة والد …"), or one in construct before a titled subject (`_kin_asked_of`). A kin word
    after a name describes him ("يوسف خطيب مريم"): his own trade is asked. "والدة" (ة) is the mother."""
    raw = strip_markers(question).split()
    words = [fold(word) for word in raw]
    work = frozenset(occupation_words(question))
    for before, word, written in zip(["", *words], words, raw, strict=False):
        if before and before not in work and not asking_word(before):
            continue
        kin = next((p for p in PREDICATES if p.kin and (in_family(word, p.cues) or in_family(unglued(word, 3), p.cues))), None)
        if kin is not None:
            return _MOTHER if kin.name == "parent" and written.endswith("ة") else kin
    return _kin_asked_of(question)


_MOTHER = next(p for p in PREDICATES if p.name == "mother")


def _elative_said(question: str, sentence: str) -> bool:
    """Does the sentence say the elative the question asks, if any ("مين أصغر واحد في …": a sentence that names them
    and no youngest does not; `answer/elative_asked.py`)?"""
    return (elative := asked_elative(question)) is None or elative_stated(elative, [sentence], question)


def _addressed(words: list[str], i: int) -> bool:
    """Is the word at `i` addressed ("فأسألك يا والدي العزيز إن ترجع")? What follows a vocative's noun is its epithet
    or the words spoken, no name given it."""
    return bool(i) and words[i - 1] in VOCATIVES


# The one's own words between its head and its naming, as the question says them, with the function words that join
# them: a kin's possessor ("ابن الملك قسطنطين يدعى …"), a noun's adjective and place ("رجل غني من الرامة اسمه يوسف").
_DESCRIBED_WORDS = 4


def _described_run(following: list[str], said: frozenset[str] | set[str]) -> list[str]:
    """The words after a head that the question says of the one asked (a function word only between two of them),
    up to a naming word: what stands between the head and its name."""
    run: list[str] = []
    for j, word in enumerate(following[:_DESCRIBED_WORDS]):
        if word in NAMING:
            break
        joined = word in STOPWORDS and j + 1 < len(following) and bool(stem_set(following[j + 1]) & said)
        # his origin, said or not ("رجل غني من الرامة اسمه يوسف" for "الراجل الغني اللي طلب جسد يسوع": DESCRIBED49)
        origin = word == _FROM and j + 1 < len(following) and following[j + 1] not in NAMING
        if not (stem_set(word) & said or joined or origin or _FROM in run[-2:]):  # a place of one or two words
            break
        run.append(word)
    return run


def _another_one(question: str, texts: list[str], common: Collection[str], names: Collection[str] | None) -> str | None:
    """`ANOTHER_ONE` when a name is asked of one the question does not name and no sentence names that one (only its
    possessor, or another), else None."""
    if asked_one(question) is None or any(names_the_one(question, text, common, names) for text in texts):
        return None
    return ANOTHER_ONE


def names_the_one(
    question: str, sentence: str, common: Collection[str] = frozenset(), names: Collection[str] | None = None,
) -> bool:
    """Does the sentence name the one the question asks a name of (`asked_one.asked_one`: "بنت يايرس", "اسم الدير
    الذي …", "الأنبا أنطونيوس أخته اللي …"), by a name bound to its head: after the head word, a naming word after it
    ("ولها ابنة تدعى يونا", "وكان اسم العبد ملخس"), or in apposition before "head of <the question's one>"
    ("بارتيماوس الأعمى ابن تيماوس")? A name the question says is the possessor's or the described one's, never the
    answer ("واحد من رؤساء المجمع اسمه يايرس"); the head said with no name ("وسلم أخته للعذارى") or not said at all
    ("أكملت القديسة مارينا أربعين سنة" for her monastery) names another one or none. Yes when no such one is asked.
    The kin rule's own reading of a name (`_names_someone`, `_apposed_name`), for any head (SUBJECT47)."""
    one = asked_one(question)
    if one is None:
        return True
    words = fold(strip_markers(sentence)).split()
    common = frozenset(common) | indefinite_words(sentence)
    said = {form for word in fold(strip_markers(question)).split() for form in stem_set(word)} - STOPWORDS
    if one.kin is None and not any(one.said_by(word) for word in words) and names_given(words, frozenset(said)):
        return True  # one a record brings in by a naming word, its noun worded otherwise ("ضرة حنة": "وكانت له زوجة
        # أخرى اسمها فننة"); a noun said is named beside it, and a kin asked as that kin (the kin table's forms)
    of = one.kin.name if one.kin is not None else ""
    for i, word in enumerate(words):
        if not one.said_by(word) or _addressed(words, i):
            continue
        # a bare kin, then its naming, past its possessor the question says: "وكان له ابن اسمه فيلبس", "وكان ابن الكاهن
        # يدعى زكريا" (not "ابن داود": a possessor, no name of the son)
        possessor = _described_run(words[i + 1 :], said)
        naming = i + 1 + len(possessor) < len(words) and words[i + 1 + len(possessor)] in NAMING
        following = words[i + 1 : i + 1 + max(_NAME_WINDOW, len(possessor) + 2)]  # past the one's words: naming, name
        if (one.named_after(word) or naming) and _names_someone(following, said, common=common, names=names, of=of):
            return True
        apposed = list(takewhile(lambda w: w not in _BEING, words[max(0, i - _NAME_BEFORE) : i][::-1]))
        if (
            apposed and any(stem_set(after) & said for after in words[i + 1 : i + 3]) and _apposed_name(apposed, word)
            and _names_someone(apposed, said, common=common)
        ):
            return True
    return False


def _opinion_or_author(question: str, texts: list[str], titles: Sequence[str] = ()) -> str | None:
    """"opinion" when the reader's own opinion is asked ("برأيك مين أعظم …": no record gives one,
    `answer/opinion_asked.py`); "author" when an author is asked and no sentence ties one to the work ("من مؤلف كتاب
    الأيام": sentences that name the book, `answer/author_asked.py`); "deed person <verb>" when a deed's doer or source
    is asked and no sentence says the deed with its person ("من الذي دفن حجي النبي": "ودفن في قبر الكهنة",
    `answer/deed_person.py`); else None."""
    if asks_opinion(question):
        return "opinion"
    if (person := deed_person_problem(question, texts, titles)) is not None:
        return person
    return None if author_stated(question, texts) else "author"


def described_told_on(question: str, runs: Sequence[Sequence[str]], titles: Sequence[str] = ()) -> bool:
    """Is the one the question describes by a deed named by one sentence and the deed told by the sentences after it
    in the same record (DESCRIBED49)? A person asked by name with a relative clause ("ما اسم الرجل الغني من الرامة
    الذي طلب جسد يسوع", "الفريسي اللي جه ليسوع بالليل اسمه ايه") is brought in by the record with his name and what
    he is ("جاء رجل غني من الرامة اسمه يوسف") and his deed follows, told of him by a demonstrative, a pronoun or a verb
    with no subject of its own ("فهذا تقدم إلى بيلاطس وطلب جسد يسوع", "فركض متقدما وصعد إلى جميزة"). `runs`: the
    answer's consecutive sentences of one cited excerpt, in order. The first names the one (`names_the_one`) and each
    one after it refers back (`_refers_back`); together they state the slot (`states_asked`). A deed told of
    another named subject ("فجاء نيقوديموس وطلب") tells nothing of the one named before."""
    slot = asked_slot(question)
    if slot is None or slot.kind != "person" or not slot.by_name or not slot.clause_object:
        return False
    return any(
        len(run) > 1 and names_the_one(question, run[0]) and all(_refers_back(text) for text in run[1:])
        and states_asked(question, " ".join(run), titles, [])
        for run in runs
    )


def _refers_back(sentence: str) -> bool:
    """Does the sentence go on of the one named before it: it opens (a glued conjunction off) with a demonstrative
    ("فهذا", "وهذه"), a pronoun ("وهو", "فهي") or a verb ("فركض", "وطلب"), no subject named before its deed?"""
    words = fold(strip_markers(sentence)).split()
    if not words:
        return False
    first = words[0]
    bare = unglued(first)
    return bare in DEMONSTRATIVES or bare in PRONOUN_COPULAS or (verbal(first) > 0 and not may_be_name(bare))


def _companion_untold(question: str, texts: Sequence[str]) -> str | None:
    """"companion" when a companion of a move is asked and no sentence names one of THAT move ("سافر أوروبا مع مين"
    answered by the companion of the journey to al-Baramous, fq43-079; `companion_asked`, WITHWHOM64)."""
    return None if any(companion_of_the_move(question, text) for text in texts) else "companion"


def asked_problem(
    question: str, sentences: Iterable[str], titles: Sequence[str] = (), common: Collection[str] = frozenset(),
    names: Collection[str] | None = None, runs: Sequence[Sequence[str]] = (),
) -> str | None:
    """`asked_not_stated: <predicate or slot kind>` when no sentence of the answer states what the
    question asks of its subject, else None (`common`: as `states_asked` reads it; `runs`: the answer's
    consecutive sentences of one cited excerpt, where a described one's deed may follow his naming:
    `described_told_on`)."""
    wanted = asked_predicates(question)
    slot = asked_slot(question)
    texts = list(sentences)
    if (kind := _opinion_or_author(question, texts, titles)) is not None:
        return f"{ASKED_NOT_STATED}: {kind}"
    if not choice_stated(question, [*texts, *titles]):
        return f"{ASKED_NOT_STATED}: choice"  # "طوكيو ولا أوساكا؟" answered by a sentence saying neither
    if (deed := asked_deed(question)) is not None and not any(states_asked(question, text, titles, []) for text in texts):
        return f"{ASKED_NOT_STATED}: deed {deed}"
    if asks_name_meaning(question) and not any(_glosses(question, text) for text in texts):
        return f"{ASKED_NOT_STATED}: meaning"
    if (noun := asked_contents(question)) is not None and not any(_says_contents(question, text, titles) for text in texts):
        return f"{ASKED_NOT_STATED}: contents {noun}"
    if (elative := asked_elative(question)) is not None and not elative_stated(elative, texts, question):
        return f"{ASKED_NOT_STATED}: elative {elative}"  # "مين أكبر الشمامسة السبعة": their list names no eldest
    if (kind := _kind_unnamed(question, texts) or _another_one(question, texts, common, names) or _relative_untold(question, texts)
            or _companion_untold(question, texts)):
        return f"{ASKED_NOT_STATED}: {kind}"  # "كان لونه إيه", "كان بيشتغل إيه": no sentence says a colour, a trade
    for predicate in wanted:
        if not any(states_asked(question, text, titles, [predicate], common, names) for text in texts):
            return f"{ASKED_NOT_STATED}: {predicate.name}"
    if slot is not None and not any(states_asked(question, text, titles, []) for text in texts) and not (
        described_told_on(question, runs, titles)
    ):
        return f"{ASKED_NOT_STATED}: {slot.kind}"
    # a second thing asked ("اتنيح سنة كام واتدفن فين"): answered only when it is stated too; the part
    # held alone is not the answer asked for (docs/DECISIONS.md, FQ13CLASS19)
    for extra in further_asks(question):
        if asks_what_became(extra):
            # "… كان اسمه إيه وحصله إيه بعدين": what followed is told by a sentence beyond the one that
            # states the first ask; that one alone tells only what the first ask asked (fq13-062)
            stating = next((text for text in texts if states_asked(question, text, titles, [])), None)
            if not any(text is not stating for text in texts):
                return f"{ASKED_NOT_STATED}: what followed"
        elif problem := asked_problem(extra, texts, titles, common, names, runs):
            return problem
    return None
