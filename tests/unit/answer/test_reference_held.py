"""A reference the question names is a premise (REFHELD77): answered from it in either psalm numbering, else declined."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dalil.answer.publish_decision import Asked, decide
from dalil.answer.reference_held import passage_of_chapter, reference_unheld
from dalil.models import AnswerPayload, ContextPack, Evidence
from dalil.reasons import PREMISE_UNSUPPORTED
from dalil.settings import Settings
from dalil.text.bible_refs import parse_bible_ref
from dalil.text.reading import read_question
from dalil.text.vocabulary import bundled_vocabulary

# the stored metadata of the records (ingest: a Bible chunk's book and chapter; an Agpeya psalm's Septuagint number)
VAN_DYCK_125 = ("svd:Psa.125/0", "مزمور 125", {"book": "Psa", "chapter": 125})
AGPEYA_124 = ("agpeya:common:psalm-124/0", "مزمور 124", {"collection": "agpeya", "psalm_septuagint": 124, "psalm_svd": 125})
AGPEYA_125 = ("agpeya:common:psalm-125/0", "مزمور 125", {"collection": "agpeya", "psalm_septuagint": 125, "psalm_svd": 126})
AGPEYA_80 = ("agpeya:sext:psalm-80/0", "مزمور 80", {"collection": "agpeya", "psalm_septuagint": 80, "psalm_svd": 81})
VAN_DYCK_23 = ("svd:Psa.23/0", "مزمور 23", {"book": "Psa", "chapter": 23})
JOHN_15 = ("svd:Jhn.15/0", "يوحنا 15", {"book": "Jhn", "chapter": 15})
SYNAXARIUM = ("syn:08-30#1/0", "استشهاد القديس مرقس الرسول", {"coptic_month": 8, "coptic_day": 30})


def _cited(*records: tuple[str, str, dict[str, Any]]) -> tuple[list[Evidence], dict[str, dict[str, Any]]]:
    evidence = [
        Evidence(evidence_id=f"E{n}", chunk_id=chunk_id, excerpt="…", title=title)
        for n, (chunk_id, title, _) in enumerate(records, 1)
    ]
    return evidence, {chunk_id: stored for chunk_id, _, stored in records}


@pytest.mark.parametrize(
    ("question", "records"),
    [
        # the saying is Van Dyck 125 = the Agpeya's 124; the question names Psalm 122 (Agpeya 122 = Van Dyck 123)
        ("ماذا يقول المزمور 122 عن المتوكلين على الرب؟", (VAN_DYCK_125, AGPEYA_124)),
        # "mazmoor 124 by2ool eh …?" as searched: sowing in tears is Van Dyck 126 = the Agpeya's 125, neither 124
        ("مزمور 124 يقول ماذا عن الذي بيزرعوا ب الدموع", (AGPEYA_125,)),
        ("يسوع قال ايه عن الكرمة والاغصان في يوحنا 14؟", (JOHN_15,)),
        ("في إنجيل متى الإصحاح السابع، لمن قال يسوع طوبى للودعاء؟", (("svd:Mat.5/0", "متى 5", {"book": "Mat", "chapter": 5}),)),
    ],
)
def test_an_answer_of_another_reference_only_is_declined_naming_the_reference(question: str, records: tuple) -> None:
    cited, metadata = _cited(*records)
    code = reference_unheld(question, cited, metadata)
    assert code is not None and code.startswith(f"{PREMISE_UNSUPPORTED}: ")
    ref = parse_bible_ref(question)
    assert ref is not None and ref.label in code


@pytest.mark.parametrize(
    ("question", "records"),
    [
        ("ماذا يقول المزمور 125 عن المتوكلين على الرب؟", (VAN_DYCK_125, AGPEYA_124)),  # Van Dyck's number
        ("مزمور 124 في الأجبية بيقول ايه عن المتوكلين على الرب؟", (AGPEYA_124, VAN_DYCK_125)),  # the Agpeya's, marked
        # a bare number read in the Agpeya's numbering: its Psalm 125 is Van Dyck 126, where sowing in tears is (fq55-084)
        ("مزمور 125 يقول ماذا عن الذي بيزرعوا ب الدموع", (AGPEYA_125,)),
        ("ماذا قال يسوع عن الكرمة والأغصان في يوحنا 15؟", (JOHN_15,)),
        # one passage of the named psalm answers from it; another psalm that shares a word rides along
        ("مزمور 23 بيقول ايه عن الراعي؟", (VAN_DYCK_23, AGPEYA_80)),
        # a record that names no chapter is not judged here (a day the question names is the retriever's)
        ("ماذا يقول المزمور 122 عن مرقس الرسول؟", (SYNAXARIUM,)),
        ("ماذا يقول القديس مرقس عن المتوكلين على الرب؟", (VAN_DYCK_125,)),  # no reference named
    ],
)
def test_an_answer_of_the_named_reference_in_either_numbering_stands(question: str, records: tuple) -> None:
    cited, metadata = _cited(*records)
    assert reference_unheld(question, cited, metadata) is None


def test_an_agpeya_psalm_is_read_by_its_stored_septuagint_number_not_by_its_title_number() -> None:
    # the question's "126" in Van Dyck's numbering is the Agpeya's 125: its title's 125 alone would read as another psalm
    ref = parse_bible_ref("مزمور 126 بيقول ايه عن اللي بيزرعوا بالدموع؟")
    assert ref is not None
    chunk_id, title, stored = AGPEYA_125
    item = Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt="…", title=title)
    assert passage_of_chapter(ref, item, stored) is True
    assert passage_of_chapter(ref, item, {}) is False  # a title without its metadata: numbered like the question


def test_a_title_naming_a_chapter_is_read_when_no_metadata_is_stored() -> None:
    ref = parse_bible_ref("إيه اللي مكتوب عن الكروبيم في مزمور 79؟")
    assert ref is not None
    item = Evidence(evidence_id="E1", chunk_id="agpeya:x/0", excerpt="…", title="مزمور 81")
    assert passage_of_chapter(ref, item, {}) is False
    assert passage_of_chapter(ref, item.model_copy(update={"title": "صلاة الشكر"}), {}) is None


VERSE = "المتوكلون على الرب مثل جبل صهيون، الذي لا يتزعزع، بل يسكن إلى الدهر."


@pytest.mark.parametrize(("question", "published"), [("ماذا يقول المزمور 122 عن المتوكلين على الرب؟", False),
                                                     ("ماذا يقول المزمور 125 عن المتوكلين على الرب؟", True)])
def test_the_publish_decision_declines_an_answer_of_another_psalm(tmp_path: Path, question: str, published: bool) -> None:
    chunk_id, title, stored = VAN_DYCK_125
    context = ContextPack(
        evidence=[Evidence(evidence_id="E1", chunk_id=chunk_id, excerpt=VERSE, title=title)], tokens=40,
        chunk_metadata={chunk_id: stored},
    )
    payload = AnswerPayload(status="answered", answer="المتوكلون على الرب مثل جبل صهيون، الذي لا يتزعزع [E1].", cited_ids=["E1"])
    settings = Settings(store=tmp_path / "store.sqlite", embedder="hashing", provider="extractive")
    decision = decide(Asked(question), payload, context, settings)
    reference_codes = [code for code in decision.codes if "another reference" in code]
    assert bool(reference_codes) is not published


@pytest.mark.parametrize("typed", ["momken te2olli 3an wabtl3t fi r2ya yw7na 12?", "el ro2ya 12 bet2ool eh?", "ro2ia 12"])
def test_the_book_of_revelation_typed_in_franco_names_it_not_john(typed: str) -> None:
    # "r2ya" was read رياء (hypocrisy): the question named John 12 and a faithful quote of Revelation 12 was declined
    ref = parse_bible_ref(read_question(typed, bundled_vocabulary()).searched)
    assert ref is not None and ref.label == "Rev.12"
