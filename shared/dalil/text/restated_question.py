"""The reader's question restated (RESTATE60): an answer that opens by saying back what was asked — "سؤالك: ماذا ورد
عن المسيح في كولوسي 3؟"، "إنت بتسأل عن للعشارين."، "بتسأل إذا كان …"، Franco "So2alak: …?"، "Enta bt2ool 3an …" —
before the cited sentence. Said back in the reader's own words, it claims nothing of the record: it is read against
the QUESTION, not against an excerpt, and is no uncited claim.

A closed reading: a restating lead (`_LEAD`: your question / you ask, MSA, Egyptian and Franco), then a body whose every
word is a word of the question (folded tokens; `_LINKS` — "عن"، "هل"، "إذا" — may join them), with the question's
negation kept. One word the question does not write ("تسأل عن كون قام الأريوسيون بإلصاق كل التهم …" where the reader
asked of the Arians; "سؤالك مبني على إن …، وده صح") makes it a sentence of its own, checked as any claim is.
"""

from __future__ import annotations

import re

from dalil.text.answer_words import ANSWER_YES
from dalil.text.assertions import negated
from dalil.text.normalize import fold
from dalil.text.restated import tokens
from dalil.text.support import AnswerSentence

# "سؤالك (هو|يتعلق بـ)"، "بالنسبة لسؤالك"، "(إنت|أنت|حضرتك) (بت|ت)سأل"، "سألت"؛ Franco "so2alak"، "enta bt2ool/btes2al";
# then "إذا كان"/"لو"/"هل"/"عن" and a ":" or "،" that only join the question to the lead.
_LEAD = re.compile(
    r"^[\s—–-]*(?:"
    r"(?:بالنسب[ةه]\s+ل|و)?سؤال(?:ك|كم|\s+حضرتك)(?:\s+(?:هو|هوه|كان|يتعلق\s+بـ?|بخصوص))?"
    r"|(?:(?:إنت|انت|أنت|إنتي|انتي|أنتم|حضرتك)\s+)?(?:بت|ت|بتت)?(?:سأل|سال|ساءل)(?:ي|وا|ون|ين)?"
    r"|(?:(?:إنت|انت|أنت|إنتي|انتي|أنتم|حضرتك)\s+)?(?:سألت|سالت|سألتني|سالتني|سألتنا|سالتنا)"
    # CLAIMNUM61: "the question:" said as a heading over the question said back ("السؤال: …؟"، Franco "el so2al:")
    r"|(?:ال|el\s*)?(?:سؤال|سوال|so2al|su2al)(?=\s*:)"
    r"|(?i:(?:bel\s+nesba\s+l\s*)?(?:so2al|su2al|soal)(?:ak|ek|kom)(?:\s+(?:howa|kan))?"
    r"|(?:(?:enta|inta|enty|inty|entey)\s+)?(?:bt|bet|bit|t)(?:2ool|2oul|2ol|es2al|is2al|s2al|s2l)"
    r"|sa2alt(?:ny|eny)?)"
    r")(?=[\s:،,؟?]|$)[\s:،,]*",
)
# Words that only join the restated question to its lead: about, in, whether, if (Franco too).
_LINKS = frozenset(fold("عن عما في إذا اذا إن ان لو هل كان 3an fi fe an law lw eza iza ida").split())
_MOST_WORDS = 60  # a question said back whole; a longer body is read as the sentence it is


# CLAIMNUM61: the answer's yes, then the question's proposition said back ("أيوه طبعا، شاف فيدل كاسترو …"): the yes is held
# to the question where a yes/no question is read (`verification.affirmed_problem`); its words are the reader's.
_YES_LEAD = re.compile(r"^[\s—–-]*(?P<yes>\S+?)(?:\s+(?:طبعا|طبعًا|أكيد|اكيد|tab3an|akid))?\s*[،,]\s*")


def _lead_end(sentence: str) -> int | None:
    lead = _LEAD.match(sentence)
    if lead is not None:
        return lead.end()
    yes = _YES_LEAD.match(sentence)
    return yes.end() if yes is not None and fold(yes.group("yes")).lower() in ANSWER_YES else None


def restated_question(sentence: str, question: str) -> bool:
    """`sentence` is the reader's question said back: a restating lead (or the answer's yes) and only the question's own
    words."""
    if not question.strip() or len(sentence) > 4 * max(len(question), 40):
        return False
    end = _lead_end(sentence)
    if end is None:
        return False
    body = sentence[end:]
    said, asked = [word for word in tokens(body) if word], {word for word in tokens(question) if word}
    if not said or len(said) > _MOST_WORDS or not all(word in asked or word in _LINKS for word in said):
        return False
    if not any(word in asked and word not in _LINKS for word in said):
        return False
    return negated(body) == negated(question)  # "هل لم …" said back as "هل …" is no longer what was asked


def restated_questions(sentences: list[AnswerSentence], question: str) -> frozenset[int]:
    """The numbers (from 1, as the answer's sentences are numbered) of the uncited sentences that say the
    question back (`restated_question`); none when no question is given."""
    if not question.strip():
        return frozenset()
    return frozenset(number for number, s in enumerate(sentences, 1) if not s.ids and restated_question(s.text, question))
