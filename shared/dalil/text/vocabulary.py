"""The corpus's own words and how many chunks use each: the reading layer (text/reading.py) picks
among the Arabic spellings a Franco-Arabic word could stand for, and decides whether a glued title
hides a name, by what the corpus actually writes.

Words are `stem.surface` terms (folded, article and glued particles removed, unstemmed), counted
once per chunk. Two sources, the same shape:
- the SQLite store's own lexical index (its FTS5 `surface_terms` column, written at ingest), read
  through `fts5vocab`: every ingested library counts, nothing extra is stored;
- a small table shipped for the bundled corpus (Bible NT + Psalms, ARCD, XQuAD; words in at least
  `SHIPPED_MIN_CHUNKS` chunks), for a backend whose index cannot be read word by word (OpenSearch).
  `benchmarks/language/build_vocabulary.py` rebuilds it from the bundled corpus files.
"""

from __future__ import annotations

import gzip
from collections import Counter
from collections.abc import Iterable, Mapping
from functools import lru_cache
from importlib import resources

from dalil.text.stem import surface

SHIPPED_FILE = "bundled-surface.tsv.gz"
SHIPPED_MIN_CHUNKS = 2


class Vocabulary:
    """word -> number of chunks that use it (0 for an unknown word); and the words the corpus titles
    its records with (`titled`: the store's record titles, as `stem.surface` words), where its names
    stand ("عمر المختار", "نياحة القديس بيشوي"). The shipped table has no titles."""

    def __init__(self, counts: Mapping[str, int], source: str, titles: Iterable[str] = ()) -> None:
        self._counts = dict(counts)
        self.source = source
        self._titled = frozenset(word for title in titles for word in surface(title))

    def titled(self, word: str) -> bool:
        """Does some record's title use this (surface) word?"""
        return word in self._titled

    def __len__(self) -> int:
        return len(self._counts)

    def __contains__(self, word: object) -> bool:
        return word in self._counts

    def count(self, word: str) -> int:
        return self._counts.get(word, 0)

    def words(self) -> Iterable[tuple[str, int]]:
        return self._counts.items()


def count_words(texts: Iterable[str]) -> Counter[str]:
    """Chunks per surface word over `texts` (one text per chunk)."""
    counts: Counter[str] = Counter()
    for text in texts:
        counts.update(set(surface(text)))
    return counts


def write_table(counts: Mapping[str, int], path: str, min_chunks: int = SHIPPED_MIN_CHUNKS) -> int:
    """Write `word<TAB>count` lines (sorted, so the file is reproducible); the rows written."""
    rows = sorted((word, n) for word, n in counts.items() if n >= min_chunks and "\t" not in word)
    # mtime 0 keeps the gzip bytes identical across rebuilds
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as out:
        out.write("".join(f"{word}\t{n}\n" for word, n in rows).encode("utf-8"))
    return len(rows)


@lru_cache(maxsize=1)
def bundled_vocabulary() -> Vocabulary:
    """The shipped table of the bundled corpus (empty when the package was built without it)."""
    counts: dict[str, int] = {}
    resource = resources.files("dalil") / "data" / "vocabulary" / SHIPPED_FILE
    if resource.is_file():
        for line in gzip.decompress(resource.read_bytes()).decode("utf-8").splitlines():
            word, _, n = line.partition("\t")
            if word and n.isdigit():
                counts[word] = int(n)
    return Vocabulary(counts, source="bundled")
