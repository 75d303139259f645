"""The topical concept index (text/topics.py): the shipped data loads and fits its passages, bad
data is refused with its line, and a question matches a topic by its analyzed terms with a bounded
score."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from dalil.text.stem import analyze
from dalil.text.topics import DATA_FILE, KINDS, TopicIndex, default_index, load_topics, parse_range

BIBLE = Path(__file__).resolve().parents[3] / "shared" / "dalil" / "data" / "demo" / "bible.jsonl.gz"


def _line(**overrides: object) -> str:
    topic = {"id": "fruit", "kind": "teaching", "name": "ثمر الروح", "en": "Fruit of the Spirit",
             "passages": ["Gal.5:22-23"], "phrasings": ["ثمار الروح"]}  # fmt: skip
    topic.update(overrides)
    return json.dumps(topic, ensure_ascii=False)


def _index(tmp_path: Path, *lines: str) -> TopicIndex:
    path = tmp_path / "topics.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return TopicIndex(load_topics(path))


def test_the_shipped_index_loads_with_unique_ids_and_known_kinds() -> None:
    topics = load_topics(DATA_FILE)
    assert 150 <= len(topics) <= 900
    assert len({t.topic_id for t in topics}) == len(topics)
    assert {t.kind for t in topics} <= KINDS
    assert all(t.passages and t.phrasings and t.name in t.phrasings for t in topics)


def test_every_topic_fits_the_van_dyck_text_of_its_passages() -> None:
    """Each topic's passages hold at least one word of its name or phrasings (analyzed as the
    index analyzes), and every verse of every range exists in the bundled Bible."""
    verses: dict[tuple[str, int], dict[int, str]] = {}
    with gzip.open(BIBLE, "rt", encoding="utf-8") as handle:
        for line in handle:
            chapter = json.loads(line)
            verses[(chapter["book"], chapter["chapter"])] = dict(chapter["verses"])
    unfit = []
    for topic in load_topics(DATA_FILE):
        text = []
        for passage in topic.passages:
            chapter = verses[(passage.book, passage.chapter)]
            numbers = range(passage.start, passage.end + 1) if passage.start and passage.end else chapter
            missing = [n for n in numbers if n not in chapter]
            assert not missing, f"{topic.topic_id}: {passage.label} has no verse {missing}"
            text.extend(chapter[n] for n in numbers)
        words = set(analyze(" ".join(text)))
        if not any(set(analyze(phrasing)) & words for phrasing in topic.phrasings):
            unfit.append(topic.topic_id)
    assert unfit == []


@pytest.mark.parametrize(
    ("text", "label", "doc_id"),
    [("Gal.5:22-23", "Gal.5:22-23", "svd:Gal.5"), ("Mat.5:3", "Mat.5:3", "svd:Mat.5"), ("Psa.23", "Psa.23", "svd:Psa.23"),
     ("1Co.13:4-7", "1Co.13:4-7", "svd:1Co.13")],
)  # fmt: skip
def test_a_range_parses_to_its_chapter_document(text: str, label: str, doc_id: str) -> None:
    passage = parse_range(text)
    assert (passage.label, passage.doc_id) == (label, doc_id)


def test_a_whole_chapter_overlaps_every_chunk_and_a_range_only_its_own() -> None:
    assert parse_range("Psa.23").overlaps(1, 6)
    verses = parse_range("Gal.5:22-23")
    assert verses.overlaps(20, 24) and verses.overlaps(23, 26)
    assert not verses.overlaps(1, 21) and not verses.overlaps(24, 26)


@pytest.mark.parametrize(
    ("text", "message"),
    [("Galatians 5:22", "is not Book.Chapter"), ("Gen.1:1", "unknown book 'Gen'"), ("Gal.7:1", "Gal has chapters 1-6"),
     ("Mat.5:9-3", "verses must run forwards"), ("Mat.5:0", "verses must run forwards")],
)  # fmt: skip
def test_a_bad_range_is_refused_with_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_range(text)


@pytest.mark.parametrize(
    ("line", "message"),
    [("{not json", "topics.jsonl:2: not JSON"), (_line(kind="poem"), "kind 'poem' is not one of"),
     (_line(passages=[]), "topic lacks passages"), (_line(passages=["Gal.9:1"]), "Gal has chapters 1-6"),
     (_line(phrasings=["ماذا قال المسيح"]), "hold only question-framing words"),
     (_line(phrasings=["في من"]), "no searchable word")],
)  # fmt: skip
def test_bad_data_is_refused_with_its_line_number(tmp_path: Path, line: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        _index(tmp_path, _line(id="first"), line)


def test_a_repeated_topic_id_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="topics.jsonl:2: topic id 'fruit' repeats"):
        _index(tmp_path, _line(), _line())


def test_a_question_that_is_all_topic_scores_one_and_framing_words_do_not_count() -> None:
    index = default_index()
    for question in ("ما هي ثمار الروح؟", "ماذا قال الكتاب المقدس عن ثمار الروح القدس؟", "إيه هي ثمار الروح"):
        best = index.match(question)[0]
        assert (best.topic.topic_id, best.score) == ("fruit-spirit", 1.0), question
    best = index.match("ماذا قال المسيح عن الغفران؟")[0]
    assert best.topic.topic_id == "forgive-others" and best.score == 1.0


def test_a_topic_word_inside_a_longer_other_question_scores_low_and_none_matches_nothing() -> None:
    index = default_index()
    weak = index.match("ما هي الحكمة من إنشاء سد أسوان العالي على نهر النيل؟")
    assert weak and weak[0].topic.topic_id == "ask-wisdom" and weak[0].score < 0.34
    assert index.match("ما عاصمة جمهورية مصر العربية؟") == []
    assert index.match("") == [] and index.match("في من على") == []


def test_one_match_per_topic_best_first_and_the_limit_holds(tmp_path: Path) -> None:
    index = _index(
        tmp_path,
        _line(id="fruit", phrasings=["ثمار الروح", "الروح"]),
        _line(id="spirit", name="الروح القدس المعزي", phrasings=["المعزي"], passages=["Jhn.14:16-17"]),
    )
    matches = index.match("ما هي ثمار الروح والمعزي؟", limit=5)
    assert [m.topic.topic_id for m in matches] == ["fruit", "spirit"]
    assert matches[0].phrasing in ("ثمار الروح", "ثمر الروح") and 0 < matches[1].score < matches[0].score <= 1
    assert len(index.match("ما هي ثمار الروح والمعزي؟", limit=1)) == 1
    assert index.match("ما هي ثمار الروح والمعزي؟", min_score=0.9) == []


def test_a_long_phrasing_matches_in_part_scaled_by_its_share(tmp_path: Path) -> None:
    index = _index(tmp_path, _line(id="love", name="المحبة تتأنى", phrasings=["المحبة لا تسقط أبدا"],
                                    passages=["1Co.13:4-8"]))  # fmt: skip
    partial = index.match("هل صحيح أن المحبة لا تسقط؟")  # two of its three own words
    assert partial and partial[0].phrasing == "المحبة لا تسقط أبدا" and partial[0].score < 1.0
    other = index.match("هل تسقط الأمطار أبدا في الصحراء الكبرى؟")  # the same two words in another question
    assert other and other[0].score < partial[0].score and other[0].score < 0.34
    assert index.match("ما معنى أبدا؟") == []  # one word of three is not enough


def _fixture_questions() -> list[str]:
    fixtures = Path(__file__).resolve().parents[3] / "benchmarks" / "fixtures"
    questions = []
    for path in sorted(fixtures.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            question = json.loads(line).get("question") if line.strip() else None
            if isinstance(question, str):
                questions.append(question)
    return questions


def test_the_term_index_matches_exactly_what_a_scan_of_every_phrasing_matches() -> None:
    # The inverted index only narrows which phrasings are tested; a copy told to test every
    # phrasing (all of them "termless") is the full scan it replaced.
    indexed = TopicIndex(load_topics())
    full_scan = TopicIndex(load_topics())
    full_scan._termless = list(range(len(full_scan._phrasings)))
    # Every fixture's questions spread evenly, ~3,000 of them: the full scan costs ~10-25 ms a question and the
    # fixtures pass 19,000 questions (minutes on a loaded box); the spread keeps every file's wording in the sample.
    every = _fixture_questions()
    questions = every[:: max(1, len(every) // 3000)]
    assert len(questions) > 1000
    matched = 0
    for question in questions:
        expected = full_scan.match(question, limit=10)
        assert indexed.match(question, limit=10) == expected, question
        matched += bool(expected)
    assert matched > 50  # the comparison saw real matches
