"""Per-sentence support of an answer against what each sentence cites: the rule the validator, the
offline critic and the strict religious rule apply (`excerpt_states`, one rule; each its own
thresholds). The lexical measures live in `dalil.text.support`, `dalil.text.assertions` and
`dalil.text.paraphrase`."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from dalil.settings import Settings
from dalil.text.assertions import (
    LOW_SUPPORT,
    UNCOVERED,
    ClaimFinding,
    claim_findings,
    lexical_findings,
    quoted,
    spell_out_colloquial_negation,
    stored_months,
    stored_numbers,
)
from dalil.text.colloquial import read_answer_function_words
from dalil.text.excerpt_forms import read_as_excerpt
from dalil.text.normalize import fold
from dalil.text.paraphrase import covered_share, paraphrase_covered
from dalil.text.span import span_findings
from dalil.text.support import URL, AnswerSentence, answer_sentences, is_verbatim, strip_markers, support, term_set


def paraphrase_allowance(settings: Settings) -> int | None:
    """The `paraphrase_max_uncovered` every caller of `excerpt_states` passes: how many content terms
    a sentence in other words may leave uncovered, or None when paraphrase support is off."""
    return settings.answer_paraphrase_max_uncovered if settings.answer_paraphrase_support else None


def excerpt_states(
    sentence: str, excerpt: str, *, min_support: float, max_uncovered: int, paraphrase_max_uncovered: int | None,
    months: Collection[int] = (),
) -> tuple[bool, float]:
    """(whether ONE excerpt states `sentence` in words, the share of its content terms it states):
    a verbatim copy (1.0); or at least `min_support` of its terms in the excerpt and at most
    `max_uncovered` missing (`assertions.lexical_findings`); or, with `paraphrase_max_uncovered`
    set, the excerpt covers it in other words (`text.paraphrase`: the same term, a form of its
    root, a word of its synonym class) with at most that many terms left; or, read with its
    Egyptian function words in the excerpt's register (`_colloquial_stated`), with none left. The
    share is the larger of the shared-term and (paraphrase on) the covered share. Words only: the
    contradiction checks (numbers, names, polarity, roles) are `claim_findings`'."""
    if is_verbatim(sentence, excerpt):
        return True, 1.0
    share = support(sentence, excerpt)
    paraphrase = paraphrase_max_uncovered is not None
    if paraphrase:
        share = max(share, covered_share(sentence, excerpt, months))
    if not lexical_findings(sentence, excerpt, min_support=min_support, max_uncovered=max_uncovered, metadata_months=months):
        return True, share
    stated = paraphrase and paraphrase_covered(
        sentence, excerpt, min_share=min_support, max_uncovered=paraphrase_max_uncovered or 0, months=months
    )
    return stated or (paraphrase and _colloquial_stated(sentence, excerpt, min_support, months)), share


def _colloquial_stated(sentence: str, excerpt: str, min_support: float, months: Collection[int]) -> bool:
    """A restatement in Egyptian ("ماكانش بيقتني", "مفيش حاجة تعوزني") read with its function words
    in the excerpt's register (`colloquial.read_answer_function_words`, after the wrapped negation
    is spelled out), covered word for word, by root or by synonym class with NO term left: the
    slack for an added word is not spent on a colloquial content word the coverage cannot read
    ("اللي شافته عين" for "ما لم تره عين": شاف is no word of the excerpt)."""
    read = read_answer_function_words(spell_out_colloquial_negation(sentence, excerpt), excerpt)
    if read == fold(strip_markers(sentence)):
        return False
    return paraphrase_covered(read, excerpt, min_share=min_support, max_uncovered=0, months=months)


def unsupported_sentences(
    answer: str, excerpts: dict[str, str], min_support: float, *, min_terms: int = 1, require_citation: bool = True,
    max_uncovered: int | None = None, paraphrase_max_uncovered: int | None = None,
    months: Mapping[str, Collection[int]] | None = None,
) -> list[str]:
    """Answer sentences with at least `min_terms` content terms (urls aside) that are not stated
    by any ONE excerpt they cite (`excerpt_states` with `min_support`, `max_uncovered` (None: no
    cap) and `paraphrase_max_uncovered`; `months`: evidence id -> the Coptic months its record's
    metadata holds); with `require_citation`, such a sentence citing nothing fails too. Shorter
    sentences ("نعم", "المصدر:") are connective."""
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
        if not any(
            excerpt_states(
                sentence.text, excerpts[evidence_id], min_support=min_support,
                max_uncovered=len(term_set(sentence.text)) if max_uncovered is None else max_uncovered,
                paraphrase_max_uncovered=paraphrase_max_uncovered, months=(months or {}).get(evidence_id, ()),
            )[0]
            for evidence_id in sentence.ids if excerpts.get(evidence_id)
        ):
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
    span: bool = False,
) -> list[ClaimFinding]:
    """Why the cited excerpts do not state `sentence`: empty when ONE of them states it (all the
    checks of `text.assertions.claim_findings` against that one excerpt and its record's
    `metadata`, by evidence id; never their union); otherwise the findings against the cited
    excerpt the sentence shares most terms with.

    A sentence in other words than its excerpt's: when the only findings against an excerpt are
    lexical support (`low_support`, `uncovered`) and, with `paraphrase_max_uncovered` set, that
    excerpt covers the sentence under `text.paraphrase` (roots, synonym classes of narrative verbs
    and connectives) with at most that many content terms left, the excerpt states it. Every
    contradiction check (numbers, names, polarity, roles, hedges, places) still has to find nothing.

    With `span`, a sentence that is no copy must also have its numbers carried by ONE sentence of
    the excerpt (`text.span.span_findings`: none taken from another sentence, none stated more
    often than that sentence states it)."""
    best: list[ClaimFinding] | None = None
    best_support = -1.0
    for evidence_id in sentence.ids:
        excerpt = excerpts.get(evidence_id)
        if not excerpt:
            continue
        stored = (metadata or {}).get(evidence_id, {})
        text = read_as_excerpt(sentence.text, excerpt)  # a calendar gloss or a count in the excerpt's form
        findings = claim_findings(
            text, excerpt, min_support=min_support, max_uncovered=max_uncovered, known_names=known_names,
            metadata_numbers=stored_numbers(stored), metadata_months=stored_months(stored),
        )
        months = stored_months(stored)
        if span and not quoted(strip_markers(text), excerpt):
            findings += span_findings(text, excerpt, known_names)
        if not findings or _paraphrase_excuses(
            findings, text, excerpt, min_support, paraphrase_max_uncovered, months, max_uncovered
        ):
            return []
        score = support(text, excerpt)
        if score > best_support:
            best, best_support = findings, score
    return best if best is not None else [ClaimFinding(LOW_SUPPORT, "no cited excerpt")]


_LEXICAL_KINDS = frozenset({LOW_SUPPORT, UNCOVERED})


def _paraphrase_excuses(
    findings: list[ClaimFinding], sentence: str, excerpt: str, min_support: float, max_uncovered: int | None,
    months: Collection[int], lexical_max_uncovered: int,
) -> bool:
    if max_uncovered is None or any(finding.kind not in _LEXICAL_KINDS for finding in findings):
        return False
    stated, _ = excerpt_states(
        sentence, excerpt, min_support=min_support, max_uncovered=lexical_max_uncovered,
        paraphrase_max_uncovered=max_uncovered, months=months,
    )
    return stated
