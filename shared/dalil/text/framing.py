"""How a claim frames the excerpt's own words — which event came first (`text.order`), what is
more or most (`text.comparison`), on which day of the week (`text.weekdays`) and how sure it is
(`text.hedge_added`), whether it keeps the excerpt's exceptions (`text.exceptions`) and
conditions (`text.conditions`), who says a quoted line to whom (`text.speakers`) and where a thing
stands against a place (`text.locations`): the claim checks `text.assertions.claim_findings` runs
after its own, each a bend that keeps every word of the excerpt and so passes the coverage checks."""

from __future__ import annotations

from dalil.text.comparison import comparison_findings
from dalil.text.conditions import condition_findings
from dalil.text.exceptions import exception_findings
from dalil.text.hedge_added import hedge_added_findings
from dalil.text.locations import location_findings
from dalil.text.memo import remembered_copy
from dalil.text.modality import modality_findings
from dalil.text.order import order_findings
from dalil.text.speakers import speaker_findings
from dalil.text.weekdays import weekday_findings


def framing_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    """(finding kind, detail) for each framing of `sentence` that `excerpt` does not state."""
    return [
        *order_findings(sentence, excerpt),
        *comparison_findings(sentence, excerpt),
        *weekday_findings(sentence, excerpt),
        *hedge_added_findings(sentence, excerpt),
        *modality_findings(sentence, excerpt),
        *limit_findings(sentence, excerpt),
        *speaker_findings(sentence, excerpt),
        *location_findings(sentence, excerpt),
    ]


@remembered_copy(1024)  # the same answer sentence and excerpt come back ask after ask; pure in the pair
def limit_findings(sentence: str, excerpt: str) -> list[tuple[str, str]]:
    """An exception or a condition of the excerpt that `sentence` drops: the one framing a
    word-for-word copy can bend too, by stopping before it."""
    return [*exception_findings(sentence, excerpt), *condition_findings(sentence, excerpt)]
