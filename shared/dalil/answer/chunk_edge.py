"""An answer cut at a chunk's edge: the asked reason or object lies in the next chunk (CHUNKEDGE65).

Chunking packs a record's sentences into chunks of at most 60 words (Synaxarium, Bible, liturgy) and cuts a
longer sentence at a word boundary (`ingest.chunking`): about a quarter of the Synaxarium's chunks end
mid-sentence, the next chunk of the same record opening with the rest ("… لاطفه وخادعه كثيرا لعلمه" /
"أنه ابن الوزير واسيليدس …"). A sentence of the answer that runs to such an open edge and ends on a head — a
function word that takes a complement (أن، إلى، حتى، الذي، كان …) or a ل-word of reason or purpose (لعلمه،
ليقدم، لتنالا) — says the head, not what it heads.

Decision: such an answer is declined for a why question when the reason its cut sentence gives, read alone, is only that
dangling head (the sentence with the head taken off gives none), and for a what question outright; it is not read
on into the next chunk. Reading on would add a store round trip and a neighbour chunk to every provider's
context and a citation that spans two excerpts, which neither the claim checks nor the quotation check read;
this rule reads only the cited excerpt's text, the same `Chunk.text` the embedded store and the
OpenSearch/DynamoDB path hydrate, so it holds on both runners by construction.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from dalil.answer.slot_fillers import same_word
from dalil.models import Evidence
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.normalize import fold
from dalil.text.question_words import EGYPTIAN_WHAT, QUESTION_WORDS
from dalil.text.restated import CLAUSE_MARKS
from dalil.text.stem import DEMONSTRATIVES, PRONOUN_COPULAS, STOPWORDS
from dalil.text.support import AnswerSentence, answer_sentences

CUT_AT_EDGE = "answer_cut_at_chunk_edge"  # the stable code: the asked part lies past the cited chunk's end

# An excerpt closed by a sentence's end (a stop, a question or exclamation mark, a semicolon, a colon, an
# ellipsis, a closing quote or bracket): no sentence of it runs on into the next chunk.
_CLOSED = re.compile(r"[.؟?!؛;…:»”\"')\]]\s*$")
_TAIL = 3  # words of the sentence that must be the excerpt's last words
# Function words that close a clause: an adverb of place ("يوضع القديس هنا") and a pronoun ("أتزوج أنا"), with the
# third-person copulas and the demonstratives; a preposition with its pronoun ("آمن به", "مكث فيها") closes too.
_CLOSING = frozenset(("هنا", "هناك", "انا", "نحن", "انت", "انتم", "هن"))
_CLAUSE_MARKS = re.compile("[" + re.escape("".join(sorted(CLAUSE_MARKS))) + "\"«»“”()]")
_WHAT = EGYPTIAN_WHAT | {"ماذا"}  # the what-words that only ask (MSA ما is also a negation or "that which")
_WITH = "ب"  # "بماذا", "بإيه": what, glued to its preposition
_LAM = "ل"
_SHORTEST_LAM_WORD = 5  # ل + a verb or a verbal noun ("لعلمه", "ليقدم"); "لها"/"لهم" are a preposition's pronoun
_ARTICLE_LAM = "لل"  # ل + the article ("للقديس"): a prepositional phrase, said whole
_PHRASE_OPENERS = (_ARTICLE_LAM, "بال")


def _head(word: str) -> bool:
    """A folded word that needs what follows it: a function word that does not close a clause (`_CLOSING`), or a
    ل-word of reason or purpose whose content or object comes next (not ل + the article, a phrase said whole)."""
    if word in STOPWORDS:
        closes = (
            word in PRONOUN_COPULAS or word in DEMONSTRATIVES or word in _CLOSING
            or (len(word) > 1 and word.endswith(THIRD_PERSON_PRONOUNS))
        )
        return not closes
    return word.startswith(_LAM) and not word.startswith(_ARTICLE_LAM) and len(word) >= _SHORTEST_LAM_WORD


def _runs_to_open_edge(sentence: str, excerpt: str) -> bool:
    """Does the sentence end where its excerpt ends, and the excerpt end mid-sentence?"""
    if _CLOSED.search(excerpt):
        return False
    tail = fold(sentence).split()[-_TAIL:]
    return bool(tail) and fold(excerpt).split()[-len(tail) :] == tail


def _phrase(word: str) -> bool:
    """ل or ب glued to the article ("للقديس", "بالمسيح"): a prepositional phrase, which leaves the head before it
    open ("ليقدم للقديس ||": to offer the saint — what is past the edge)."""
    return word.startswith(_PHRASE_OPENERS)


def dangling_tail(sentence: str) -> int:
    """How many of the sentence's last words are heads with nothing after them but heads or prepositional phrases
    (0: it ends on content)."""
    words = fold(sentence).split()
    count, through = 0, 0
    while count < len(words) and (_head(words[-1 - count]) or _phrase(words[-1 - count])):
        count += 1
        through = count if _head(words[-count]) else through
    return through if through < len(words) else 0


def _cut(parts: Sequence[AnswerSentence], cited: Sequence[Evidence]) -> list[AnswerSentence]:
    """The answer's sentences that run to an open edge of an excerpt they cite and end on a head there."""
    excerpts = {item.evidence_id: item.excerpt for item in cited}
    return [
        part for part in parts
        if dangling_tail(part.text)
        and any(_runs_to_open_edge(part.text, excerpts[i]) for i in part.ids if i in excerpts)
    ]


def asks_what(question: str) -> bool:
    """A question that asks what (ماذا، بماذا، إيه، بإيه، إيش): its answer is an object, a deed or what happened."""
    words = [word.strip("؟?") for word in fold(question).split()]
    return any(word in _WHAT or word.removeprefix(_WITH) in _WHAT for word in words)


def _asked_at_edge(question: str, sentence: str) -> bool:
    """Does the clause the edge cuts (after the sentence's last clause mark) hold a word of the question? Then what
    is asked of that word is what lies past the edge ("ليقدم للقديس ||" of "ماذا أراد أن يقدم للقديس"); a clause of
    nothing asked ("… ، كما ||" after the tribe and the father asked) leaves the answer before it whole."""
    clause = fold(_CLAUSE_MARKS.split(sentence)[-1]).split()
    asked = [w for w in fold(question).replace("؟", " ").split() if w not in STOPWORDS and w not in QUESTION_WORDS]
    return any(same_word(word, term) for word in clause if word not in STOPWORDS for term in asked)


def edge_problem(
    question: str, reason_asked: bool, answer: str, cited: Sequence[Evidence], answers: Callable[[str], bool],
) -> str | None:
    """`CUT_AT_EDGE` when the answer's asked part is a head left at its chunk's open edge (module doc).
    `answers`: whether a text gives the kind of answer asked (the answer check's `satisfies`); a cut sentence is
    read alone, as another sentence's reason (of another record, another deed) is no reason of its deed."""
    if not reason_asked and not asks_what(question):
        return None
    for part in _cut(answer_sentences(answer), cited):
        words = part.text.split()
        if reason_asked:
            # the reason the cut sentence gives, read alone, is only its dangling head: the reason lies past the edge
            dangles = answers(part.text) and not answers(" ".join(words[: len(words) - dangling_tail(part.text)]))
        else:
            dangles = _asked_at_edge(question, part.text)
        if dangles:
            return f"{CUT_AT_EDGE}: {part.text[-40:]}"
    return None
