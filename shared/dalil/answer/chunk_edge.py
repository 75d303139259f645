"""An answer cut at a chunk's edge: the asked reason or object lies in the next chunk (CHUNKEDGE65).

Chunking packs a record's sentences into chunks of at most 60 words (Synaxarium, Bible, liturgy) and cuts a
longer sentence at a word boundary (`ingest.chunking`): about a quarter of the Synaxarium's chunks end
mid-sentence, the next chunk of the same record opening with the rest ("… لاطفه وخادعه كثيرا لعلمه" /
"أنه ابن الوزير واسيليدس …"). A sentence of the answer that runs to such an open edge and ends on a head — a
function word that takes a complement (أن، إلى، حتى، الذي، كان …) or a ل-word of reason or purpose (لعلمه،
ليقدم، لتنالا) — says the head, not what it heads.

Decision: such an answer is declined for a why question when the reason its cut sentence gives, read alone, is only that
dangling head (the sentence with the head taken off gives none). Since READON66 a why reads on first
(`answer.read_on`): the next chunk of the record, through its first sentence end, is an evidence of its own and the
answer that cites both is read against the two joined, so this rule declines what is left — a next chunk that does not
finish the sentence, or an answer that cites the cut excerpt alone. It reads only the cited excerpt's text, the same
`Chunk.text` the embedded store and the OpenSearch/DynamoDB path hydrate, so it holds on both runners by construction.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from dalil.models import Evidence
from dalil.text.forms import THIRD_PERSON_PRONOUNS
from dalil.text.normalize import fold
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


def ends_open(excerpt: str) -> bool:
    """Does the excerpt end mid-sentence (no sentence end closes it)?"""
    return not _CLOSED.search(excerpt)


def _runs_to_open_edge(sentence: str, excerpt: str) -> bool:
    """Does the sentence end where its excerpt ends, and the excerpt end mid-sentence?"""
    if not ends_open(excerpt):
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


def edge_problem(
    reason_asked: bool, answer: str, cited: Sequence[Evidence], answers: Callable[[str], bool],
) -> str | None:
    """`CUT_AT_EDGE` when a why is answered by a cut sentence whose reason, read alone, is only the head it leaves at
    its chunk's open edge (module doc). `answers`: whether a text gives the reason asked (the answer check's
    `satisfies`); a cut sentence is read alone, as another sentence's reason (of another record, another deed) is no
    reason of its deed. (A what whose object lies past the edge was measured and withdrawn: it read "what is
    his name" questions as deeds and cost right answers, RESULTS.md CHUNKEDGE65.)"""
    if not reason_asked:
        return None
    for part in _cut(answer_sentences(answer), cited):
        words = part.text.split()
        if answers(part.text) and not answers(" ".join(words[: len(words) - dangling_tail(part.text)])):
            return f"{CUT_AT_EDGE}: {part.text[-40:]}"
    return None
