"""Per-sentence support of an answer against what each sentence cites: the rule the validator and
the source gate apply. The lexical measure itself lives in `dalil.text.support`."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from dalil.text.assertions import LOW_SUPPORT, UNCOVERED, ClaimFinding, claim_findings, stored_months, stored_numbers
from dalil.text.paraphrase import paraphrase_covered
from dalil.text.support import URL, AnswerSentence, answer_sentences, is_verbatim, support, term_set


def cited_support(sentence: AnswerSentence, excerpts: dict[str, str]) -> float:
    """Support of one answer sentence by the SINGLE best excerpt it cites (`excerpts`: evidence id
    -> excerpt). Never by their union: a sentence stitched from two passages, half from each, is
    stated by neither. A verbatim copy of a cited excerpt is 1.0; no cited excerpt is 0.0."""
    best = 0.0
    for evidence_id in sentence.ids:
        excerpt = excerpts.get(evidence_id)
        if not excerpt:
            continue
        if is_verbatim(sentence.text, excerpt):
            return 1.0
        best = max(best, support(sentence.text, excerpt))
    return best


def unsupported_sentences(
    answer: str, excerpts: dict[str, str], min_support: float, *, min_terms: int = 1, require_citation: bool = True
) -> list[str]:
    """Answer sentences with at least `min_terms` content terms (urls aside) that are not stated
    by any ONE excerpt they cite (support below `min_support`); with `require_citation`, such a
    sentence citing nothing fails too. Shorter sentences ("نعم", "المصدر:") are connective."""
    failing: list[str] = []
    for sentence in answer_sentences(answer):
        # A url is checked against the request's cards (output_checks), not for lexical support.
        sentence = AnswerSentence(text=URL.sub(" ", sentence.text).strip(), ids=sentence.ids)
        if len(term_set(sentence.text)) < max(1, min_terms):
            continue
        if not sentence.ids:
            if require_citation:
                failing.append(sentence.text)
            continue
        if cited_support(sentence, excerpts) < min_support:
            failing.append(sentence.text)
    return failing


def sentence_findings(
    sentence: AnswerSentence,
    excerpts: dict[str, str],
    *,
    min_support: float,
    max_uncovered: int,
    known_names: Collection[str] = frozenset(),
    metadata: Mapping[str, Mapping[str, Any]] | None = None,
    paraphrase_max_uncovered: int | None = None,
) -> list[ClaimFinding]:
    """Why the cited excerpts do not state `sentence`: empty when ONE of them states it (all the
    checks of `text.assertions.claim_findings` against that one excerpt and its record's
    `metadata`, by evidence id; never their union); otherwise the findings against the cited
    excerpt the sentence shares most terms with.

    A sentence in other words than its excerpt's: when the only findings against an excerpt are
    lexical support (`low_support`, `uncovered`) and, with `paraphrase_max_uncovered` set, that
    excerpt covers the sentence under `text.paraphrase` (roots, synonym classes of narrative verbs
    and connectives) with at most that many content terms left, the excerpt states it. Every
    contradiction check (numbers, names, polarity, roles, hedges, places) still has to find nothing."""
    best: list[ClaimFinding] | None = None
    best_support = -1.0
    for evidence_id in sentence.ids:
        excerpt = excerpts.get(evidence_id)
        if not excerpt:
            continue
        stored = (metadata or {}).get(evidence_id, {})
        findings = claim_findings(
            sentence.text, excerpt, min_support=min_support, max_uncovered=max_uncovered, known_names=known_names,
            metadata_numbers=stored_numbers(stored), metadata_months=stored_months(stored),
        )
        months = stored_months(stored)
        if not findings or _paraphrase_excuses(findings, sentence.text, excerpt, min_support, paraphrase_max_uncovered, months):
            return []
        score = support(sentence.text, excerpt)
        if score > best_support:
            best, best_support = findings, score
    return best if best is not None else [ClaimFinding(LOW_SUPPORT, "no cited excerpt")]


_LEXICAL_KINDS = frozenset({LOW_SUPPORT, UNCOVERED})


def _paraphrase_excuses(
    findings: list[ClaimFinding], sentence: str, excerpt: str, min_support: float, max_uncovered: int | None,
    months: Collection[int],
) -> bool:
    if max_uncovered is None or any(finding.kind not in _LEXICAL_KINDS for finding in findings):
        return False
    return paraphrase_covered(sentence, excerpt, min_share=min_support, max_uncovered=max_uncovered, months=months)
