"""An invisible character inside a word (ZWJ, ZWNJ, soft hyphen, a directional mark, a BOM:
Unicode category Cf) does not split it on the search side: "أنطو<ZWJ>نيوس" is searched as
"أنطونيوس", so a question pasted from a chat app or a PDF is answered like the typed one. The
OpenSearch analyzers drop the same set (their parity with fold() on the node:
tests/integration/opensearch/test_opensearch_search.py)."""

from __future__ import annotations

import re
import sys
import unicodedata
from pathlib import Path

import pytest

from dalil.stores.aws.opensearch_index import ANALYSIS
from dalil.text.normalize import FORMAT_CHARACTERS, fold
from dalil.text.stem import analyze

INVISIBLE = ["\u200d", "\u200c", "\u00ad", "\u200b", "\u200e", "\u200f", "\u2060", "\ufeff", "\u061c", "\u2066"]


# Format characters assigned after Unicode 14.0, the version the set is written for (Python 3.11's
# database). The set stays Unicode 14's on every interpreter: fold() and the OpenSearch analyzers
# must cut the same tokens whichever Python serves, and a new character there would be a new
# analyzer version. Python 3.12 (Unicode 15.0) and 3.13 (15.1) add these seven Egyptian hieroglyph
# format controls, never seen in Arabic text.
ASSIGNED_AFTER_UNICODE_14 = set(range(0x13439, 0x13440))


def test_the_set_is_every_format_character_of_unicode_14() -> None:
    pattern = re.compile(FORMAT_CHARACTERS)
    found = [cp for cp in range(sys.maxunicode + 1) if pattern.fullmatch(chr(cp))]
    this_interpreter = [cp for cp in range(sys.maxunicode + 1) if unicodedata.category(chr(cp)) == "Cf"]
    assert found == [cp for cp in this_interpreter if cp not in ASSIGNED_AFTER_UNICODE_14]
    if unicodedata.unidata_version == "14.0.0":
        assert not ASSIGNED_AFTER_UNICODE_14 & set(this_interpreter)
    else:
        assert ASSIGNED_AFTER_UNICODE_14 <= set(this_interpreter), unicodedata.unidata_version


@pytest.mark.parametrize("mark", INVISIBLE, ids=lambda mark: f"U+{ord(mark):04X}")
def test_an_invisible_character_inside_a_word_does_not_split_it(mark: str) -> None:
    assert fold(f"القديس أنطو{mark}نيوس") == fold("القديس أنطونيوس")
    assert analyze(f"تنيح القديس أنطو{mark}نيوس") == analyze("تنيح القديس أنطونيوس")


def test_the_opensearch_analyzers_drop_the_same_set_first() -> None:
    filters = ANALYSIS["char_filter"]
    dropping = [name for name, spec in filters.items() if spec.get("pattern") == FORMAT_CHARACTERS]
    assert len(dropping) == 1 and filters[dropping[0]]["replacement"] == ""
    for analyzer in ("dalil_arabic", "dalil_exact"):
        assert ANALYSIS["analyzer"][analyzer]["char_filter"][0] == dropping[0]


@pytest.mark.parametrize("mark", ["\u200d", "\u00ad"], ids=["ZWJ", "soft-hyphen"])
def test_a_question_with_an_invisible_character_is_answered(tmp_path: Path, mark: str) -> None:
    from support.answer_store import answer_settings, build_answer_store

    from dalil.workflow.local import run

    settings = answer_settings(tmp_path, provider="extractive")
    build_answer_store(settings)
    typed = run("متى تنيح القديس أنطونيوس؟", settings=settings)
    pasted = run(f"متى تنيح القديس أنطو{mark}نيوس؟", settings=settings)
    assert typed.state == "answer"
    assert (pasted.state, [c.chunk_id for c in pasted.citations]) == (typed.state, [c.chunk_id for c in typed.citations])
