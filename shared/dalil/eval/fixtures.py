"""Evaluation fixtures (docs/DESIGN.md §7): the record, reading and writing, and building them.

Two kinds of fixture files are built against a store, because chunk ids come from the store's
own chunks (a fixture is only as good as the ids it names):

- QA dev fixtures from the public sets, DEV SPLIT ONLY (ARCD `arcd-train.json`, XQuAD even
  articles). `expectedChunkIds` are the gold paragraph's chunks whose text contains the gold
  answer (by string: several ARCD offsets are wrong), `acceptableChunkIds` the paragraph's other
  chunks and the chunks of paragraphs with the same text. A question whose paragraph is not in
  the store because its article is held out of the index becomes a refusal fixture.
- Hand-written suites, from reviewed spec files (`benchmarks/fixtures/specs/*.spec.jsonl`): each
  line names its expected documents explicitly or by a selector (`copticDate` "MM-DD" = every
  record of that day, `title` = every record of a library with that exact title) and says which
  chunk holds the answer (`verse`, `goldAnswers`, else the document's first chunk).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from dalil.errors import DalilError
from dalil.ingest.sources import arcd_doc_id, xquad_doc_id
from dalil.models import Chunk
from dalil.text.normalize import fold

DEFAULT_TOP_K = 5
PENDING_REVIEW = "pending"


class FixtureError(DalilError):
    """A fixture file or spec that cannot be read or resolved against the store."""


class Expects(BaseModel):
    model_config = ConfigDict(extra="allow")

    answer: Literal["grounded", "refuse"] = "grounded"
    # Class suites say more than grounded/refuse; each is checked when given
    # (`dalil.eval.expectations.behaves`):
    reason: str | None = None  # a refusal's `reason` starts with this code ("date_ambiguous")
    forbidLibraries: list[str] = Field(default_factory=list)  # no citation or card from these
    forbidToday: bool = False  # no citation or card of today's Synaxarium day (±1, DALIL_TIMEZONE)
    declineOk: bool = False  # grounded: `sources` with an expected passage among the cards also behaves


class Fixture(BaseModel):
    """One evaluation question (docs/DESIGN.md §7), plus `suite` and `notes`."""

    model_config = ConfigDict(extra="allow")

    id: str
    question: str
    suite: str
    library: str | None = None
    expectedChunkIds: list[str] = Field(default_factory=list)
    acceptableChunkIds: list[str] = Field(default_factory=list)
    expectedDocIds: list[str] = Field(default_factory=list)
    goldAnswers: list[str] = Field(default_factory=list)
    topK: int = DEFAULT_TOP_K
    expects: Expects = Field(default_factory=Expects)
    notes: str | None = None
    # Settings this fixture runs under ({"exclusions": ["svd:Jhn.3"]}, {"libraries": [...]}): a
    # policy class (excluded passage, library switched off) is only visible under its policy.
    settings: dict[str, Any] = Field(default_factory=dict)
    review: str | None = None  # "pending": a feedback candidate nobody has reviewed; never run

    @property
    def refuse(self) -> bool:
        return self.expects.answer == "refuse"


class FixtureSet(BaseModel):
    path: str
    sha256: str
    fixtures: list[Fixture]
    pending_review: int = 0  # candidates marked `review: "pending"`, left out

    @property
    def name(self) -> str:
        return Path(self.path).name


def clean_question(text: str) -> str:
    """Crowd-written questions carry leading dashes and spaces (`" - من هو ..."`)."""
    return re.sub(r"^[\s\-–—_]+", "", text).strip()


def load_fixtures(path: Path | str) -> FixtureSet:
    path = Path(path)
    if not path.is_file():
        raise FixtureError(f"fixture file not found: {path}")
    raw = path.read_bytes()
    fixtures: list[Fixture] = []
    seen: set[str] = set()
    pending = 0
    for number, line in enumerate(raw.decode("utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            fixture = Fixture.model_validate_json(line)
        except ValidationError as error:
            first = error.errors()[0]
            raise FixtureError(f"{path}:{number}: not a fixture ({'.'.join(map(str, first['loc']))}: {first['msg']})") from None
        if fixture.id in seen:
            raise FixtureError(f"{path}:{number}: fixture id {fixture.id!r} repeats")
        seen.add(fixture.id)
        if fixture.review == PENDING_REVIEW:
            pending += 1  # a feedback candidate joins a suite only after a person has read it
            continue
        fixtures.append(fixture)
    if not fixtures:
        detail = f" ({pending} candidate(s) await review)" if pending else ""
        raise FixtureError(f"{path} holds no reviewed fixtures{detail}")
    return FixtureSet(path=str(path), sha256=hashlib.sha256(raw).hexdigest(), fixtures=fixtures, pending_review=pending)


def load_many(paths: Iterable[Path | str]) -> FixtureSet:
    """Several files as one set (ids must stay unique); the hash covers every file in order."""
    sets = [load_fixtures(p) for p in paths]
    if len(sets) == 1:
        return sets[0]
    digest = hashlib.sha256("".join(s.sha256 for s in sets).encode()).hexdigest()
    fixtures = [f for s in sets for f in s.fixtures]
    repeated = [i for i, n in Counter(f.id for f in fixtures).items() if n > 1]
    if repeated:
        raise FixtureError(f"fixture ids repeat across files: {', '.join(repeated[:5])}")
    return FixtureSet(
        path="+".join(s.path for s in sets), sha256=digest, fixtures=fixtures, pending_review=sum(s.pending_review for s in sets)
    )


def _compact(record: dict[str, Any]) -> dict[str, Any]:
    """Leave out the class-suite fields a fixture does not use, so older files keep their bytes."""
    if not record.get("settings"):
        record.pop("settings", None)
    for key in ("forbidLibraries", "forbidToday", "declineOk"):
        if not record.get("expects", {}).get(key):
            record.get("expects", {}).pop(key, None)
    return record


def write_fixtures(path: Path, fixtures: Iterable[Fixture]) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps(_compact(f.model_dump(mode="json", exclude_none=True)), ensure_ascii=False) for f in fixtures]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return len(lines)


# --- the store as the builder sees it ---------------------------------------------------------


class ChunkCatalog:
    """Every chunk of a store, by document, with folded text for string matching."""

    def __init__(self, chunks: Iterable[Chunk]) -> None:
        self.by_doc: dict[str, list[Chunk]] = defaultdict(list)
        for chunk in chunks:
            self.by_doc[chunk.doc_id].append(chunk)
        for doc_chunks in self.by_doc.values():
            doc_chunks.sort(key=lambda c: c.n)
        self._folded: dict[str, str] = {}
        # Documents with the same folded text are duplicates of each other (a paragraph that
        # appears twice, in two articles or two libraries).
        self._same_text: dict[str, list[str]] = defaultdict(list)
        for doc_id, doc_chunks in self.by_doc.items():
            self._same_text[fold(" ".join(c.text for c in doc_chunks))].append(doc_id)

    @classmethod
    def from_store(cls, store: Any) -> ChunkCatalog:
        return cls(store.chunks.iter_chunks())

    def has(self, doc_id: str) -> bool:
        return doc_id in self.by_doc

    def libraries(self) -> set[str]:
        return {chunks[0].library for chunks in self.by_doc.values()}

    def folded(self, chunk: Chunk) -> str:
        if chunk.chunk_id not in self._folded:
            self._folded[chunk.chunk_id] = fold(chunk.text)
        return self._folded[chunk.chunk_id]

    def duplicates_of(self, doc_id: str) -> list[str]:
        text = fold(" ".join(c.text for c in self.by_doc[doc_id]))
        return [other for other in self._same_text.get(text, []) if other != doc_id]

    def containing(self, doc_id: str, answers: Iterable[str]) -> list[str]:
        """Chunks of the document whose text holds one of the answers (folded, as a phrase)."""
        needles = [f" {fold(a)} " for a in answers if fold(a)]
        return [
            c.chunk_id for c in self.by_doc[doc_id] if any(n in f" {self.folded(c)} " for n in needles)
        ]

    def covering_verse(self, doc_id: str, verse: int) -> list[str]:
        return [
            c.chunk_id
            for c in self.by_doc[doc_id]
            if isinstance(c.metadata.get("verse_start"), int)
            and c.metadata["verse_start"] <= verse <= c.metadata.get("verse_end", c.metadata["verse_start"])
        ]

    def docs_of_day(self, month: int, day: int) -> list[str]:
        prefix = f"syn:{month:02d}-{day:02d}#"
        return sorted((d for d in self.by_doc if d.startswith(prefix)), key=lambda d: int(d.split("#")[1]))

    def docs_titled(self, library: str, title: str) -> list[str]:
        wanted = fold(title)
        return sorted(
            d for d, chunks in self.by_doc.items() if chunks[0].library == library and fold(chunks[0].title) == wanted
        )


class BuildReport(BaseModel):
    written: dict[str, int] = Field(default_factory=dict)  # file -> fixtures
    skipped: dict[str, int] = Field(default_factory=dict)  # reason -> questions
    notes: list[str] = Field(default_factory=list)


def _expected_and_acceptable(
    catalog: ChunkCatalog, doc_ids: list[str], answers: list[str], verse: int | None
) -> tuple[list[str], list[str], str | None]:
    """(expected chunk ids, acceptable chunk ids, a note when the fallback was used)."""
    expected: list[str] = []
    note = None
    for doc_id in doc_ids:
        if verse is not None:
            found = catalog.covering_verse(doc_id, verse)
        elif answers:
            found = catalog.containing(doc_id, answers)
        else:
            found = [catalog.by_doc[doc_id][0].chunk_id]
        expected.extend(found)
    if not expected and answers:
        # The answer spans a chunk boundary (or its wording differs): the whole document is expected.
        expected = [c.chunk_id for d in doc_ids for c in catalog.by_doc[d]]
        note = "answer not inside one chunk: every chunk of the gold document is expected"
    siblings = [c.chunk_id for d in doc_ids for c in catalog.by_doc[d]]
    duplicates = [c.chunk_id for d in doc_ids for dup in catalog.duplicates_of(d) for c in catalog.by_doc[dup]]
    chosen = set(expected)
    acceptable = list(dict.fromkeys(i for i in [*siblings, *duplicates] if i not in chosen))
    return list(dict.fromkeys(expected)), acceptable, note


# --- QA dev split (ARCD train, XQuAD even articles) -------------------------------------------


class _QaQuestion(BaseModel):
    qid: str
    article: str
    doc_id: str
    question: str
    answers: list[str]


def _squad_questions(path: Path, doc_id_of, articles: Iterable[int] | None = None) -> Iterator[_QaQuestion]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))["data"]
    except (OSError, ValueError, KeyError) as error:
        raise FixtureError(f"cannot read SQuAD-style data from {path}: {error}") from None
    wanted = set(articles) if articles is not None else None
    for index, article in enumerate(data):
        if wanted is not None and index not in wanted:
            continue
        for p_index, paragraph in enumerate(article["paragraphs"]):
            doc_id = doc_id_of(article["title"], p_index, paragraph["context"])
            for qa in paragraph["qas"]:
                answers = list(dict.fromkeys(a["text"].strip() for a in qa.get("answers", []) if a["text"].strip()))
                yield _QaQuestion(
                    qid=str(qa["id"]), article=article["title"], doc_id=doc_id, question=clean_question(qa["question"]), answers=answers
                )


def arcd_dev_questions(data_dir: Path) -> Iterator[_QaQuestion]:
    return _squad_questions(data_dir / "arcd" / "arcd-train.json", lambda _t, _i, context: arcd_doc_id(context))


def xquad_dev_questions(data_dir: Path) -> Iterator[_QaQuestion]:
    path = data_dir / "xquad" / "xquad.ar.json"
    try:
        count = len(json.loads(path.read_text(encoding="utf-8"))["data"])
    except (OSError, ValueError, KeyError) as error:
        raise FixtureError(f"cannot read {path}: {error}") from None
    return _squad_questions(path, lambda title, index, _c: xquad_doc_id(title, index), range(0, count, 2))


def build_qa_fixtures(
    questions: Iterable[_QaQuestion],
    library: str,
    catalog: ChunkCatalog,
    held_out_articles: set[str],
    report: BuildReport,
) -> tuple[list[Fixture], list[Fixture]]:
    """(grounded fixtures, refusal fixtures) for one QA set."""
    grounded: list[Fixture] = []
    refusals: list[Fixture] = []
    for q in questions:
        if not q.question or not q.answers:
            report.skipped[f"{library}: empty question or answer"] = report.skipped.get(f"{library}: empty question or answer", 0) + 1
            continue
        if not catalog.has(q.doc_id):
            if q.article in held_out_articles:
                refusals.append(
                    Fixture(
                        id=f"refusal-heldout-{library}-{q.qid}",
                        question=q.question,
                        suite="refusal",
                        library=library,
                        expects=Expects(answer="refuse"),
                        notes=f"article {q.article!r} is held out of the index",
                    )
                )
            else:
                key = f"{library}: gold paragraph not in the store"
                report.skipped[key] = report.skipped.get(key, 0) + 1
            continue
        expected, acceptable, note = _expected_and_acceptable(catalog, [q.doc_id], q.answers, None)
        grounded.append(
            Fixture(
                id=f"{library}-dev-{q.qid}",
                question=q.question,
                suite=f"dev-{library}",
                library=library,
                expectedChunkIds=expected,
                acceptableChunkIds=acceptable,
                expectedDocIds=[q.doc_id],
                goldAnswers=q.answers,
                notes=note,
            )
        )
    return grounded, refusals


# --- hand-written suites from spec files --------------------------------------------------------


class Spec(BaseModel):
    """One reviewed, hand-written question; selectors name its expected documents."""

    model_config = ConfigDict(extra="forbid")

    id: str
    question: str
    library: str | None = None
    expectedDocIds: list[str] = Field(default_factory=list)
    copticDate: str | None = None  # "MM-DD": every Synaxarium record of that day
    title: str | None = None  # every record of `library` with exactly this title (folded)
    verse: int | None = None  # Bible: the chunk whose verse range covers it is expected
    goldAnswers: list[str] = Field(default_factory=list)
    topK: int = DEFAULT_TOP_K
    expects: Expects = Field(default_factory=Expects)
    notes: str | None = None
    settings: dict[str, Any] = Field(default_factory=dict)


def load_specs(path: Path) -> list[Spec]:
    specs: list[Spec] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        try:
            specs.append(Spec.model_validate_json(line))
        except ValidationError as error:
            first = error.errors()[0]
            raise FixtureError(f"{path}:{number}: bad spec ({'.'.join(map(str, first['loc']))}: {first['msg']})") from None
    return specs


def resolve_spec(spec: Spec, suite: str, catalog: ChunkCatalog) -> Fixture:
    if spec.expects.answer == "refuse":
        return Fixture(
            id=spec.id, question=spec.question, suite=suite, library=spec.library, topK=spec.topK, expects=spec.expects,
            notes=spec.notes, settings=spec.settings,
        )
    doc_ids = list(spec.expectedDocIds)
    expects = spec.expects.model_copy()
    if spec.copticDate:
        month, day = (int(part) for part in spec.copticDate.split("-"))
        day_docs = catalog.docs_of_day(month, day)
        if not day_docs:
            raise FixtureError(f"spec {spec.id}: the store has no Synaxarium record for {spec.copticDate}")
        doc_ids.extend(day_docs)
        expects = Expects.model_validate({**expects.model_dump(), "copticDate": spec.copticDate})
    if spec.title:
        if not spec.library:
            raise FixtureError(f"spec {spec.id}: a title selector needs a library")
        titled = catalog.docs_titled(spec.library, spec.title)
        if not titled:
            raise FixtureError(f"spec {spec.id}: no {spec.library} record titled {spec.title!r} in the store")
        doc_ids.extend(titled)
    doc_ids = list(dict.fromkeys(doc_ids))
    if not doc_ids:
        raise FixtureError(f"spec {spec.id}: a grounded spec needs expectedDocIds, copticDate or title")
    missing = [d for d in doc_ids if not catalog.has(d)]
    if missing:
        raise FixtureError(f"spec {spec.id}: documents not in the store: {', '.join(missing)}")
    expected, acceptable, note = _expected_and_acceptable(catalog, doc_ids, spec.goldAnswers, spec.verse)
    if not expected:
        raise FixtureError(f"spec {spec.id}: no chunk of {doc_ids} matches verse {spec.verse}")
    notes = "; ".join(n for n in (spec.notes, note) if n) or None
    return Fixture(
        id=spec.id,
        question=spec.question,
        suite=suite,
        library=spec.library,
        expectedChunkIds=expected,
        acceptableChunkIds=acceptable,
        expectedDocIds=doc_ids,
        goldAnswers=spec.goldAnswers,
        topK=spec.topK,
        expects=expects,
        notes=notes,
        settings=spec.settings,
    )


def suite_of_spec_file(path: Path) -> str:
    return path.name.removesuffix(".spec.jsonl")


def build_all(
    catalog: ChunkCatalog,
    data_dir: Path,
    specs_dir: Path,
    out_dir: Path,
    held_out_articles: dict[str, set[str]],
) -> BuildReport:
    """Write dev-arcd, dev-xquad, refusal and one file per spec file into `out_dir`."""
    report = BuildReport()
    libraries = catalog.libraries()
    refusals: list[Fixture] = []
    for library, questions in (("arcd", arcd_dev_questions), ("xquad", xquad_dev_questions)):
        if library not in libraries:
            report.notes.append(f"{library}: not in the store, no dev fixtures built")
            continue
        grounded, refused = build_qa_fixtures(questions(data_dir), library, catalog, held_out_articles.get(library, set()), report)
        report.written[f"dev-{library}.jsonl"] = write_fixtures(out_dir / f"dev-{library}.jsonl", grounded)
        refusals.extend(refused)
    spec_files = sorted(specs_dir.glob("*.spec.jsonl"))
    for path in spec_files:
        suite = suite_of_spec_file(path)
        fixtures = [resolve_spec(spec, suite, catalog) for spec in load_specs(path)]
        if suite == "refusal":
            refusals = fixtures + refusals  # hand-written first, then the held-out articles
            continue
        report.written[f"{suite}.jsonl"] = write_fixtures(out_dir / f"{suite}.jsonl", fixtures)
    if refusals:
        report.written["refusal.jsonl"] = write_fixtures(out_dir / "refusal.jsonl", refusals)
    return report


def build_spec_suites(catalog: ChunkCatalog, specs_dir: Path, out_dir: Path, suites: Iterable[str]) -> BuildReport:
    """Resolve only the named spec suites (the class suites, `refusal` excepted: it also holds the
    held-out QA questions and is written by `build_all`)."""
    report = BuildReport()
    for suite in suites:
        if suite == "refusal":
            raise FixtureError("refusal.jsonl also holds the held-out QA questions: rebuild it with build_all")
        path = specs_dir / f"{suite}.spec.jsonl"
        if not path.is_file():
            raise FixtureError(f"no spec file {path}")
        fixtures = [resolve_spec(spec, suite, catalog) for spec in load_specs(path)]
        report.written[f"{suite}.jsonl"] = write_fixtures(out_dir / f"{suite}.jsonl", fixtures)
    return report
