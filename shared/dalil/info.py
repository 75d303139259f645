"""What `dalil info` reports: which store, which libraries (and how many chunks), how much of the
second dense model's coverage is there, which providers have a key, and which settings differ from
their defaults. Keys are never read back: only whether one is present.

The CLI imports this module only for `dalil info`. Nothing here reaches the network: on the AWS
backend the store is not read (it would need AWS credentials and a round trip), and a provider
secret in Secrets Manager is named, not fetched.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, SecretStr

from dalil.embed.e5 import e5_model_id
from dalil.errors import DalilError
from dalil.providers import ladder
from dalil.providers.factory import build_rungs
from dalil.providers.secrets import ProviderKeys
from dalil.settings import Settings
from dalil.stores.sqlite.dense_sidecar import stored_passage_vectors
from dalil.stores.sqlite.store import open_store

# Settings whose value is a secret: reported as "set", never shown.
SECRET_SETTINGS = frozenset({"gemini_api_key", "openrouter_api_key"})


class LibraryInfo(BaseModel):
    library: str
    documents: int
    chunks: int
    corpus_version: str | None = None
    enabled: bool = True  # in DALIL_LIBRARIES
    rescored: bool = False  # in DALIL_RESCORE_LIBRARIES: the second dense model re-orders its candidates
    dense_vectors: int | None = None  # chunks with a usable E5 passage vector (rescored libraries only)


class ProviderInfo(BaseModel):
    name: str
    key_present: bool | None  # None: not in the environment, maybe in Secrets Manager (not read here)
    source: str  # where the key comes from


class DalilInfo(BaseModel):
    version: str
    backend: str
    store: str
    store_exists: bool
    store_bytes: int | None = None
    embedder: str | None = None  # the model the store's vectors were made with
    libraries: list[LibraryInfo] = Field(default_factory=list)
    providers: list[ProviderInfo] = Field(default_factory=list)
    ladder: list[str] = Field(default_factory=list)  # the rungs a question would try, in order
    changed_settings: dict[str, Any] = Field(default_factory=dict)
    problems: list[str] = Field(default_factory=list)  # why a part could not be read


def package_version() -> str:
    try:
        return version("dalil")
    except PackageNotFoundError:  # running from a checkout that was never installed
        return "unknown"


def changed_settings(settings: Settings) -> dict[str, Any]:
    """Every setting whose value is not its default, JSON-ready; secrets as "set"."""
    changed: dict[str, Any] = {}
    for name, field in type(settings).model_fields.items():
        value = getattr(settings, name)
        default = field.get_default(call_default_factory=True)
        if value == default:
            continue
        if name in SECRET_SETTINGS or isinstance(value, SecretStr):
            changed[name] = "set"
        elif isinstance(value, Path):
            changed[name] = str(value)
        elif isinstance(value, tuple):
            changed[name] = list(value)
        else:
            changed[name] = value
    return changed


def _providers(settings: Settings) -> tuple[list[ProviderInfo], list[str]]:
    secret = settings.provider_secret_name
    providers = []
    for name, key, variable in (("gemini", settings.gemini_api_key, "GEMINI_API_KEY"),
                                ("openrouter", settings.openrouter_api_key, "OPENROUTER_API_KEY")):
        if key is not None or not secret:
            providers.append(ProviderInfo(name=name, key_present=key is not None, source=variable))
        else:
            providers.append(ProviderInfo(name=name, key_present=None, source=f"Secrets Manager {secret}"))
    if secret and any(p.key_present is None for p in providers):
        # The ladder depends on a secret this command does not fetch.
        return providers, ["(decided when a question is asked, from the keys in Secrets Manager)"]
    keys = ProviderKeys(gemini=settings.gemini_api_key, openrouter=settings.openrouter_api_key)
    try:
        rungs = ladder.describe(build_rungs(settings, keys=keys))
    except Exception as error:  # noqa: BLE001 - a misconfigured provider is reported, not raised
        rungs = [f"(not configured: {error})"]
    return providers, rungs


def _local_libraries(settings: Settings, info: DalilInfo) -> None:
    with open_store(settings.store, settings=settings) as store:
        counts = store.chunks.counts()
        versions = store.corpus_versions()
        meta = store.db.meta()
        info.embedder = meta.get("embedder_model_id")
        ids_by_library: dict[str, list[str]] = {}
        for library in settings.rescore_libraries:
            if library in counts:
                ids_by_library[library] = [chunk.chunk_id for chunk in store.chunks.iter_chunks(library)]
    try:
        vectors = stored_passage_vectors(e5_model_id(), settings.store)
        dense = {library: len(vectors.vectors_for(ids)) for library, ids in ids_by_library.items()}
    except Exception as error:  # noqa: BLE001 - coverage is a report; a broken sidecar is named, not fatal
        dense = {}
        info.problems.append(f"dense coverage not read: {error}")
    for library in sorted(counts, key=lambda name: (name not in settings.libraries, name)):
        info.libraries.append(
            LibraryInfo(
                library=library,
                documents=counts[library]["documents"],
                chunks=counts[library]["chunks"],
                corpus_version=versions.get(library),
                enabled=library in settings.libraries,
                rescored=library in settings.rescore_libraries,
                dense_vectors=dense.get(library),
            )
        )


def collect_info(settings: Settings) -> DalilInfo:
    """The report; a part that cannot be read is named in `problems`, the rest is still there."""
    store = Path(settings.store)
    info = DalilInfo(
        version=package_version(),
        backend=settings.backend,
        store=str(store) if settings.backend == "local" else f"DynamoDB {settings.chunk_table}, OpenSearch {settings.opensearch_index}",
        store_exists=store.exists() if settings.backend == "local" else False,
        store_bytes=store.stat().st_size if settings.backend == "local" and store.exists() else None,
        changed_settings=changed_settings(settings),
    )
    info.providers, info.ladder = _providers(settings)
    if settings.backend != "local":
        info.problems.append("the AWS backend's libraries are not read here (dalil ingest --backend aws reports them)")
    elif not info.store_exists:
        info.problems.append("no store yet: the first `dalil ask` or `dalil ingest` builds it")
    else:
        try:
            _local_libraries(settings, info)
        except DalilError as error:
            info.problems.append(str(error))
    return info
