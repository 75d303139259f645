"""The words that open another clause inside a sentence: one table for the readers that bind two words to one
clause (COPIES66, issue 19).

- `RELATIVES`: the relative pronouns, MSA (`stem.RELATIVE_PRONOUNS`: الذي، التي، الذين …) and Egyptian (اللي);
- `CLAUSE_OPENERS`: a relative, a time-clause opener (`time_clauses.TIME_CLAUSE_OPENERS`: لما، عندما، بعد، قبل …)
  or ثم "then" (`THEN`): "استشهد … الذي ولد بأورشليم" says Jerusalem of the birth, "لبث ست عشرة سنة … ثم ذهب إلى الدير"
  says the years of another place.

All folded (`normalize.fold`); a caller reads a glued و/ف itself (`glued.unglued`). A reader that cuts at one word
more names it beside the table, with its reason and a test: `answer.premise_slot` cuts at قد before a new verb ("وقد
ولد"), `answer.stay_place` at حتى "until" ("أقام عشرين سنة حتى …"). `answer.slot_fillers.CLAUSE_OPENERS` (the slot's
clause) reads `RELATIVES` and `THEN` from here and names its difference beside them (ONEPLACE68): its own subject
pronouns وهو/وهي/وهم, حيث, بينما, لكن and a glued ولما/فلما, without the duals nor the time words; one table for both
is a change of behaviour, not a move.
"""

from __future__ import annotations

from dalil.text.normalize import folded_words
from dalil.text.stem import RELATIVE_PRONOUNS
from dalil.text.time_clauses import TIME_CLAUSE_OPENERS

RELATIVES = RELATIVE_PRONOUNS | folded_words("اللي اللى")
DUAL_RELATIVES = folded_words("اللذان اللتان")  # of two, in the nominative (`stem.RELATIVE_PRONOUNS`)
THEN = folded_words("ثم")
CLAUSE_OPENERS = RELATIVES | TIME_CLAUSE_OPENERS | THEN
