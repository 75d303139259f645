from __future__ import annotations

import numpy as np

from dalil.embed.base import Embedder
from dalil.embed.hashing import HashingEmbedder


def test_shape_dtype_and_unit_length() -> None:
    embedder = HashingEmbedder(dim=64)
    assert isinstance(embedder, Embedder)
    vectors = embedder.embed_documents(["القديس مكاريوس", "عاصمة مصر القاهرة", "Normans in Normandy"])
    assert vectors.shape == (3, 64) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    assert embedder.embed_query("القديس").shape == (64,)
    assert embedder.embed_documents([]).shape == (0, 64)


def test_deterministic_and_independent_of_batch() -> None:
    a = HashingEmbedder().embed_documents(["الصوم الكبير", "عيد القيامة"])
    b = HashingEmbedder().embed_documents(["عيد القيامة"])
    assert np.array_equal(a[1], b[0])


def test_folded_and_stemmed_variants_land_close() -> None:
    embedder = HashingEmbedder()
    base = embedder.embed_query("المدرسة الكبيرة")
    folded = embedder.embed_query("المدرسه الكَبيره")  # ة/ه and a diacritic: same features
    conjunction = embedder.embed_query("والمدرسة الكبيرة")  # و-prefix stripped by the stemmer
    unrelated = embedder.embed_query("نهر النيل في افريقيا")
    assert float(base @ folded) > 0.999
    assert float(base @ conjunction) > 0.5 > float(base @ unrelated)


def test_text_without_tokens_gives_a_zero_vector_not_nan() -> None:
    vector = HashingEmbedder().embed_query("؟؟ !!")
    assert np.all(np.isfinite(vector))
