"""Quoted sayings: "ما معنى قول المسيح أنا هو نور العالم؟" asks about a passage that contains the
quoted words. BM25 ranks chapters that repeat the words ("نور" in John 1) above the one that says
the sentence (John 8:12); the retriever puts the passages holding the quotation, word for word
(folded), first — an adaptive lexical boost for the case where exact wording matters.
"""

from __future__ import annotations

from dalil.text.normalize import fold

MIN_QUOTE_WORDS = 3
_SAYING = frozenset({"قول", "بقول", "لقول", "قوله", "يقول", "قال", "قالت"})
# Who said it, between the saying word and the words ("قول الرب يسوع …").
_SPEAKERS = frozenset(
    ["المسيح", "يسوع", "الرب", "السيد", "الرسول", "بولس", "بطرس", "يوحنا", "المرنم", "داود", "النبي", "الكتاب", "الانجيل", "المزمور"]
)


def quotation(question: str) -> str | None:
    """The folded words after a saying word and its speaker, when at least `MIN_QUOTE_WORDS`."""
    tokens = fold(question).split()
    for i, token in enumerate(tokens):
        if token in _SAYING:
            rest = tokens[i + 1 :]
            while rest and rest[0] in _SPEAKERS:
                rest = rest[1:]
            if len(rest) >= MIN_QUOTE_WORDS:
                return " ".join(rest)
    return None


def contains_quotation(text: str, quote: str) -> bool:
    return f" {quote} " in f" {fold(text)} "
