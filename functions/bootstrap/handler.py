"""Bootstrap custom resource: the search index and the fine-grained access control mapping.

CloudFormation invokes this function directly (no provider framework): on Create and Update it
runs `search_bootstrap.bootstrap` (idempotent), on Delete it keeps everything (the index is the
library; the mappings go with the domain), and it always answers on the pre-signed ResponseURL,
so a failure fails the deploy with its reason instead of hanging it for an hour."""

from __future__ import annotations

import json
import logging
import urllib.request
from typing import Any

from search_bootstrap import BootstrapProperties, bootstrap

log = logging.getLogger("dalil.bootstrap")
log.setLevel(logging.INFO)


def _client(endpoint: str):
    from dalil.settings import Settings
    from dalil.stores.aws.clients import opensearch_client

    return opensearch_client(Settings(opensearch_url=endpoint), timeout_s=60)


def respond(event: dict[str, Any], status: str, data: dict[str, Any], reason: str = "") -> None:
    body = json.dumps({
        "Status": status,
        "Reason": (reason or "see the bootstrap function's log")[:3000],
        "PhysicalResourceId": event.get("PhysicalResourceId") or f"dalil-bootstrap:{event['ResourceProperties'].get('Index', '')}",
        "StackId": event["StackId"],
        "RequestId": event["RequestId"],
        "LogicalResourceId": event["LogicalResourceId"],
        "Data": data,
    }).encode("utf-8")
    request = urllib.request.Request(event["ResponseURL"], data=body, method="PUT",
                                     headers={"Content-Type": "", "Content-Length": str(len(body))})
    with urllib.request.urlopen(request, timeout=30) as answer:
        answer.read()


def handler(event: dict[str, Any], context: Any, client=None) -> dict[str, Any]:
    data: dict[str, Any] = {}
    try:
        if event["RequestType"] in ("Create", "Update"):
            raw = {k: v for k, v in event["ResourceProperties"].items() if k != "ServiceToken"}
            props = BootstrapProperties.model_validate(raw)
            data = bootstrap(client or _client(props.Endpoint), props)
            log.info("bootstrap done: %s", data)
        respond(event, "SUCCESS", data)
    except Exception as error:  # every failure answers CloudFormation, with a reason
        log.exception("bootstrap failed")
        respond(event, "FAILED", {}, f"{type(error).__name__}: {error}")
    return data
