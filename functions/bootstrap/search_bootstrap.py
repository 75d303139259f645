"""What the bootstrap custom resource does to the search domain, idempotently:

1. the index: when the alias does not exist yet, create a concrete index with the mapping, the
   analyzer and the k-NN settings of `dalil.stores.aws.opensearch_index` and point the alias at it;
   an existing index is kept as it is (it holds the library) and its compatibility reported;
2. fine-grained access control: two OpenSearch roles (`dalil_reader`: search the index;
   `dalil_writer`: everything on the index and its versioned concrete indices) and their mappings
   to the IAM role ARNs of the functions (backend roles). PUT replaces, so every deploy leaves
   exactly the configured mapping.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from dalil.errors import StoreError
from dalil.settings import Settings
from dalil.stores.aws.opensearch_index import OpenSearchChunkIndex

SECURITY_API = "/_plugins/_security/api"
READER_ROLE = "dalil_reader"
WRITER_ROLE = "dalil_writer"


class BootstrapProperties(BaseModel):
    """The custom resource's properties (CloudFormation passes every value as text)."""

    Endpoint: str
    Index: str
    Embedder: str = "bedrock-titan"
    Dimensions: int = 1024
    ReaderRoleArns: list[str] = Field(default_factory=list)
    WriterRoleArns: list[str] = Field(default_factory=list)
    ManageSecurity: bool = True  # false for a domain without fine-grained access control


class _NoCalls:
    """A Bedrock client that is never called: the index needs only the model id and dimension."""

    def invoke_model(self, **kwargs):  # pragma: no cover - never reached
        raise RuntimeError("the bootstrap embeds nothing")


def index_identity(settings: Settings) -> tuple[str, int]:
    if settings.embedder.startswith("bedrock"):
        from dalil.embed.bedrock import make_bedrock_embedder

        bedrock = make_bedrock_embedder(settings, client=_NoCalls())
        return bedrock.model_id, bedrock.dim
    from dalil.embed.factory import make_embedder

    embedder = make_embedder(settings)
    return embedder.model_id, embedder.dim


def role_definitions(alias: str) -> dict[str, dict[str, Any]]:
    pattern = f"{alias}*"  # the alias and its concrete indices <alias>-v<stamp>
    return {
        READER_ROLE: {
            "cluster_permissions": ["cluster_composite_ops_ro"],
            "index_permissions": [{"index_patterns": [pattern], "allowed_actions": ["read"]}],
        },
        WRITER_ROLE: {
            "cluster_permissions": ["cluster_composite_ops", "cluster_monitor"],
            "index_permissions": [{"index_patterns": [pattern], "allowed_actions": ["indices_all"]}],
        },
    }


def ensure_index(client, props: BootstrapProperties) -> dict[str, Any]:
    settings = Settings(opensearch_url=props.Endpoint, opensearch_index=props.Index, embedder=props.Embedder,
                        bedrock_dimensions=props.Dimensions)
    model_id, dim = index_identity(settings)
    index = OpenSearchChunkIndex(client, props.Index, model_id, dim)
    current = index.current_index()
    if current is None:
        created = index.create_index()
        index.swap_alias(created)
        return {"Index": created, "Created": "true", "Compatible": "true"}
    try:
        index.check_compatible(current)
        compatible = "true"
    except StoreError as error:  # kept: the ingest job refuses to write and asks for a rebuild
        compatible = str(error)
    return {"Index": current, "Created": "false", "Compatible": compatible}


def ensure_access(client, props: BootstrapProperties) -> dict[str, Any]:
    if not props.ManageSecurity:
        return {"Roles": ""}
    mappings = {READER_ROLE: props.ReaderRoleArns, WRITER_ROLE: props.WriterRoleArns}
    for role, body in role_definitions(props.Index).items():
        client.transport.perform_request("PUT", f"{SECURITY_API}/roles/{role}", body=body)
        client.transport.perform_request(
            "PUT", f"{SECURITY_API}/rolesmapping/{role}",
            body={"backend_roles": sorted(set(mappings[role])), "hosts": [], "users": []},
        )
    return {"Roles": ",".join(sorted(mappings))}


def bootstrap(client, props: BootstrapProperties) -> dict[str, Any]:
    """Create (or check) the index, then the roles and mappings. Safe to run on every deploy."""
    return {**ensure_index(client, props), **ensure_access(client, props)}
