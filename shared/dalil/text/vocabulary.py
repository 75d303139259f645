"""The corpus's own words and how many chunks use each: the reading layer (text/reading.py) picks
among the Arabic spellings a Franco-Arabic word could stand for, and decides whether a glued title
hides a name, by what the corpus actually writes.

Words are `stem.surface` terms (folded, article and glued particles removed, unstemmed) of a
chunk's search text (`chunk_surface`), as FTS5's unicode61 tokenizer keeps them (`index_words`),
counted once per chunk. Three sources, the same shape and, for the same chunks, the same words:
- the SQLite store's own lexical index (its FTS5 `surface_terms` column, written at ingest), read
  through `fts5vocab`: every ingested library counts, nothing extra is stored;
- on AWS, the table the cloud ingest computes from the chunks it indexes (`of_chunks`) and keeps
  beside them, versioned with the index (stores/aws/dynamo_vocabulary.py): OpenSearch's index
  cannot be read word by word;
- a small table shipped for the bundled corpus (Bible NT + Psalms, ARCD, XQuAD; words in at least
  `SHIPPED_MIN_CHUNKS` chunks), for a store that has none of its own (an AWS index built before
  its ingest wrote one). `benchmarks/language/build_vocabulary.py` rebuilds it from the bundled corpus files.
"""

from __future__ import annotations

import gzip
import json
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping
from functools import lru_cache
from importlib import resources

from dalil.models import Chunk
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
        self._titles = frozenset(titles)
        self._titled = frozenset(word for title in self._titles for word in surface(title))

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

    def titled_words(self) -> frozenset[str]:
        return self._titled

    def to_bytes(self) -> bytes:
        """The counts and the record titles as gzipped JSON (sorted: the same vocabulary gives the same bytes)."""
        body = {"counts": dict(sorted(self._counts.items())), "titles": sorted(self._titles)}
        return gzip.compress(json.dumps(body, ensure_ascii=False).encode("utf-8"), compresslevel=9, mtime=0)

    @classmethod
    def merged(cls, blobs: Iterable[bytes], source: str) -> Vocabulary:
        """One vocabulary from the `to_bytes` of disjoint sets of chunks (one a library): a chunk
        belongs to one library, so counts per chunk add up; titles are a union."""
        counts: Counter[str] = Counter()
        titles: set[str] = set()
        for blob in blobs:
            body = json.loads(gzip.decompress(blob).decode("utf-8"))
            counts.update(body["counts"])
            titles.update(body["titles"])
        return cls(counts, source=source, titles=titles)


def chunk_surface(search_text: str) -> list[str]:
    """A chunk's surface words (its search text starts with its title): what the SQLite lexical
    index writes in its `surface_terms` column (stores/sqlite/lexical.py) and the AWS ingest counts."""
    return surface(search_text)


def index_words(word: str) -> list[str]:
    """The terms FTS5's unicode61 tokenizer (remove_diacritics 0) makes of one surface word, so a
    vocabulary counted here equals the SQLite store's `fts5vocab`: it splits at any character that
    is not a letter, a digit or a private-use character, and folds case by the simple (one
    character) folding, as FTS5 does: Greek final sigma ς is σ there, and in `str.lower` it is not."""
    terms: list[str] = []
    current: list[str] = []
    for char in word:
        category = unicodedata.category(char)
        if category[0] in "LN" or category == "Co":
            folded = char.casefold()
            current.append(folded if len(folded) == 1 else char.lower())
        elif current:
            terms.append("".join(current))
            current = []
    if current:
        terms.append("".join(current))
    return terms


def count_words(texts: Iterable[str]) -> Counter[str]:
    """Chunks per surface word over `texts` (one search text per chunk)."""
    counts: Counter[str] = Counter()
    for text in texts:
        counts.update({term for word in chunk_surface(text) for term in index_words(word)})
    return counts


def of_chunks(chunks: Iterable[Chunk], source: str) -> Vocabulary:
    """The vocabulary of these chunks, as the SQLite store reads it from its lexical index."""
    texts: list[str] = []
    titles: set[str] = set()
    for chunk in chunks:
        texts.append(chunk.search_text)
        if chunk.title:
            titles.add(chunk.title)
    return Vocabulary(count_words(texts), source=source, titles=titles)


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
