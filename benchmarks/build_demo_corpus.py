"""Build the bundled, licence-safe demo corpus in shared/dalil/data/demo/ from the team's data.

    .venv/bin/python benchmarks/build_demo_corpus.py [--data /work/shared/data]

Writes bible.jsonl.gz (NT + Psalms, one chapter a line), arcd.jsonl.gz and xquad.jsonl.gz (one
unique paragraph a line), ATTRIBUTION.md and manifest.json. Deterministic: the same input gives
byte-identical files (gzip mtime 0, sorted keys, source order). The two Coptic libraries have
unclear rights (docs/DESIGN.md §8) and are never written here.

A few whole articles are held out of the demo files so that "the article is not indexed" refusal
fixtures exist: four ARCD train articles and two even-numbered XQuAD articles (dev splits), chosen
with no Christian/Coptic topic and no near-duplicate article elsewhere in the corpus.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

from dalil.ingest.sources.arcd import DEMO_FILE as ARCD_FILE
from dalil.ingest.sources.arcd import ArcdSource
from dalil.ingest.sources.base import DEMO_DIR, write_demo_lines
from dalil.ingest.sources.bible import DEMO_FILE as BIBLE_FILE
from dalil.ingest.sources.bible import BibleSource
from dalil.ingest.sources.xquad import DEMO_FILE as XQUAD_FILE
from dalil.ingest.sources.xquad import XquadSource, xquad_doc_id

# Not also in arcd-test.json (titles such as فلسطين repeat across splits), not religious, and no
# neighbour article that answers the same questions (e.g. not توماس إديسون: XQuAD has Nikola_Tesla).
HELD_OUT_ARCD = ("بيتكوين", "آيسلندا", "صراع العروش", "المحقق كونان")
# Even article indexes (dev split). Not Apollo_program: ARCD-test has القمر (the Moon).
HELD_OUT_XQUAD = ("Computational_complexity_theory", "Amazon_rainforest")

BIBLE_FOLDER = "arabic_bible_svd_stepbible"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=Path("/work/shared/data"))
    parser.add_argument("--out", type=Path, default=DEMO_DIR)
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)

    bible = BibleSource()
    chapters = [c.model_dump(mode="json") for c in bible.chapters(args.data / BIBLE_FOLDER)]
    verses = sum(len(c["verses"]) for c in chapters)
    write_demo_lines(out / BIBLE_FILE, chapters)

    arcd = ArcdSource()
    arcd_all = list(arcd.paragraphs(args.data / "arcd"))
    missing = set(HELD_OUT_ARCD) - {p.article for p in arcd_all if p.split == "train"}
    if missing:
        raise SystemExit(f"held-out ARCD articles not in arcd-train.json: {sorted(missing)}")
    arcd_kept = [p for p in arcd_all if p.article not in HELD_OUT_ARCD]
    write_demo_lines(out / ARCD_FILE, [p.model_dump(mode="json") for p in arcd_kept])

    xquad = XquadSource()
    xquad_all = list(xquad.paragraphs(args.data / "xquad"))
    held_xquad = [p for p in xquad_all if p.article in HELD_OUT_XQUAD]
    if {p.article for p in held_xquad} != set(HELD_OUT_XQUAD) or any(p.article_index % 2 for p in held_xquad):
        raise SystemExit("held-out XQuAD articles must exist and have even article indexes")
    xquad_kept = [p for p in xquad_all if p.article not in HELD_OUT_XQUAD]
    write_demo_lines(out / XQUAD_FILE, [p.model_dump(mode="json") for p in xquad_kept])

    (out / "ATTRIBUTION.md").write_text(attribution(args.data), encoding="utf-8")

    def entry(name: str, records: int, **extra: object) -> dict[str, object]:
        data = (out / name).read_bytes()
        return {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data), "records": records, **extra}

    from dalil.ingest.sources import arcd_doc_id

    manifest = {
        "generated_by": "benchmarks/build_demo_corpus.py",
        "licence_note": "See ATTRIBUTION.md. bible and xquad files are CC BY-SA 4.0; arcd is MIT (Wikipedia text, CC BY-SA).",
        "files": {
            BIBLE_FILE: entry(BIBLE_FILE, len(chapters), library="bible", verses=verses,
                              shape="{book, chapter, verses: [[n, text], ...]}"),
            ARCD_FILE: entry(ARCD_FILE, len(arcd_kept), library="arcd", shape="{article, split, splits, context}"),
            XQUAD_FILE: entry(XQUAD_FILE, len(xquad_kept), library="xquad",
                              shape="{article, article_index, paragraph, context}"),
        },
        "held_out_articles": {
            "arcd": [
                {"article": title, "split": "train",
                 "doc_ids": [arcd_doc_id(p.context) for p in arcd_all if p.article == title]}
                for title in HELD_OUT_ARCD
            ],
            "xquad": [
                {"article": title, "article_index": next(p.article_index for p in held_xquad if p.article == title),
                 "doc_ids": [xquad_doc_id(p.article, p.paragraph) for p in held_xquad if p.article == title]}
                for title in HELD_OUT_XQUAD
            ],
        },
        "sources": {
            "bible": "STEPBible/STEPBible-Data, Tagged-Bibles/Arabic Bibles (TTAraSVD 4.0.1), NT + Psalms",
            "arcd": "husseinmozannar/SOQAL data/arcd-train.json + data/arcd-test.json",
            "xquad": "google-deepmind/xquad xquad.ar.json",
        },
    }
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    total = sum(f["bytes"] for f in manifest["files"].values())
    print(f"wrote {out}: bible {len(chapters)} chapters / {verses} verses, arcd {len(arcd_kept)} paragraphs, "
          f"xquad {len(xquad_kept)} paragraphs, {total / 1e6:.2f} MB")
    return 0


def stepbible_header(data: Path) -> str:
    """The licence paragraph of the STEPBible file header, verbatim (English part)."""
    first = sorted((data / BIBLE_FOLDER).glob("NT_01_*.txt"))[0]
    lines = first.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Arabic SVD Bible was translated"))
    end = next(i for i, line in enumerate(lines) if line.startswith("Error reporting"))
    return "\n".join(line.rstrip() for line in lines[start:end]).strip()


def attribution(data: Path) -> str:
    mit = (data / "arcd" / "LICENSE").read_text(encoding="utf-8").strip()
    return f"""# Attribution of the bundled demo corpus

These files are derived from third-party data. They keep their original licences; the Dalil code
licence does not apply to them.

## bible.jsonl.gz: Smith & Van Dyck Arabic Bible (1865), New Testament and Psalms

Source: STEPBible "Translation Tags for Arabic SVD", version 4.0.1,
https://github.com/STEPBible/STEPBible-Data/tree/master/Tagged-Bibles/Arabic%20Bibles
Licence: CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/). The Arabic text itself is
the public-domain 1865 Smith–Van Dyck translation. The file header says, verbatim:

```
{stepbible_header(data)}
```

Attribution of this modified copy, as the licence asks:
The original work by STEPBible.org, and Arabic Bible Outreach Ministry,
is available for free at "STEPBible Arabic Bibles" https://github.com/STEPBible/STEPBible-Data/tree/master/Tagged-Bibles/Arabic%20Bibles

What we changed: we kept only the `Arabic` column of each verse's word rows, joined with single
spaces in row order, and grouped the verses by chapter (one JSON line per chapter); we dropped the
Greek/Hebrew words, Strong's numbers, lexicon forms, glosses, transliterations and grammar codes,
and the other 38 Old Testament books. Words, spelling and diacritics are unchanged. This derived
file is shared under the same licence, CC BY-SA 4.0.

## arcd.jsonl.gz: ARCD, Arabic Reading Comprehension Dataset

Source: https://github.com/husseinmozannar/SOQAL (`data/arcd-train.json`, `data/arcd-test.json`).
Paper: Hussein Mozannar, Karl El Hajal, Elie Maamary, Hazem Hajj, "Neural Arabic Question
Answering", Proceedings of the Fourth Arabic Natural Language Processing Workshop (WANLP), 2019.
The paragraphs are from Arabic Wikipedia (CC BY-SA 4.0, https://ar.wikipedia.org).

What we changed: we kept each unique paragraph once with its article title and split, dropped the
questions and answers, and left out the articles {", ".join(HELD_OUT_ARCD)} (held out for
refusal tests; see manifest.json).

```
{mit}
```

## xquad.jsonl.gz: XQuAD, Arabic

Source: https://github.com/google-deepmind/xquad (`xquad.ar.json`). Licence: CC BY-SA 4.0
(https://creativecommons.org/licenses/by-sa/4.0/).
Paper: Mikel Artetxe, Sebastian Ruder, Dani Yogatama, "On the Cross-lingual Transferability of
Monolingual Representations", Proceedings of ACL 2020.

What we changed: we kept the Arabic paragraphs with their article title and positions, dropped the
questions and answers, and left out the articles {", ".join(HELD_OUT_XQUAD)} (held out for
refusal tests; see manifest.json). This derived file is shared under CC BY-SA 4.0.
"""


if __name__ == "__main__":
    raise SystemExit(main())
