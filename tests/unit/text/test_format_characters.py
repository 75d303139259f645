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


def test_the_set_is_every_format_character() -> None:
    pattern = re.compile(FORMAT_CHARACTERS)
    found = [cp for cp in range(sys.maxunicode + 1) if pattern.fullmatch(chr(cp))]
    assert found == [cp for cp in range(sys.maxunicode + 1) if unicodedata.category(chr(cp)) == "Cf"]


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
