"""Whether a lead-in names the record an answer's sentence cites (`support.source_lead` takes the lead-in off and
keeps what it names): its title (`support.names_title`) or its Synaxarium day (`support.names_day`), as written or
typed in Franco-Arabic (CLAIMLEAD59: "fi mazmour 33 maktoob:"، "law rga3t le maqalet el seen hatla2y:"، "el kalam da
gay fi sinaksar youm 12 hatour:"). A Franco word is read as the cited record's own word, or a Coptic month's, that it
spells (`franco.spells`); a word that spells none stays as typed, so the lead-in names another record and the
sentence is checked as written, with it."""

from __future__ import annotations

from collections.abc import Mapping

from dalil.text.franco import FRANCO_TOKEN, spells
from dalil.text.normalize import fold
from dalil.text.support import MONTH_NAMES, names_day, names_title

_ARTICLES = ("el", "al", "il")  # the article typed apart from its word ("el seen" for الصين)
_ARTICLE = "ال"


def names_record(source: str, title: str | None, metadata: Mapping[str, object]) -> bool:
    """The lead-in's record (`source`) is the cited record: its title or its Synaxarium day, as written or in Franco."""
    readings = dict.fromkeys([source, franco_read(source, title)])
    return any(names_title(reading, title) or names_day(reading, metadata) for reading in readings)


def franco_read(source: str, title: str | None) -> str:
    """`source` with each Franco word that spells a word of `title` (past its article too) or a Coptic month written
    as that word; every other word as typed."""
    words = [*(title or "").split(), *sorted(MONTH_NAMES)]
    tokens = source.split()
    read: list[str] = []
    at = 0
    while at < len(tokens):
        token = tokens[at].lower()
        if token in _ARTICLES and at + 1 < len(tokens) and (word := _spelled(token + tokens[at + 1].lower(), words)):
            read.append(word)
            at += 2
            continue
        read.append(_spelled(token, words) or tokens[at])
        at += 1
    return " ".join(read)


def _spelled(token: str, words: list[str]) -> str | None:
    """The word `token` (Franco, with a letter) spells, whole or past its article; None for any other token."""
    if not FRANCO_TOKEN.match(token) or token.isdigit():
        return None
    for word in words:
        folded = fold(word)
        bare = folded[len(_ARTICLE) :] if folded.startswith(_ARTICLE) else folded
        if spells(token, folded) or (bare != folded and spells(token, bare)):
            return word
    return None
