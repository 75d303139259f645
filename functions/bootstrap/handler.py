"""Bootstrap custom resource: the search index and the fine-grained access control mapping.

CloudFormation invokes this function directly (no provider framework): on Create and Update it
runs `search_bootstrap.bootstrap` (idempotent), on Delete it keeps everything (the index is the
library; the mappings go with the domain), and it answers on the pre-signed ResponseURL exactly
once, so a failure fails the deploy with its reason instead of hanging it:

- an exception in the bootstrap (MemoryError included) answers FAILED with its type and message;
- a module that cannot be imported (a broken layer) answers FAILED on every event: the import
  error is kept at load time and reported by the handler, which needs only the standard library;
- a run about to reach the function's timeout answers FAILED from a watchdog thread first;
- what no code can answer (the runtime killed for memory) ends at the custom resource's
  `ServiceTimeout` (infra/stacks/ingest.py), minutes instead of CloudFormation's default hour.
"""

from __future__ import annotations

import json
import logging
import threading
import urllib.request
from typing import Any

log = logging.getLogger("dalil.bootstrap")
log.setLevel(logging.INFO)

try:
    from search_bootstrap import BootstrapProperties, bootstrap
except Exception as error:  # noqa: BLE001 - a broken layer must still answer CloudFormation (handler)
    IMPORT_ERROR: Exception | None = error
    log.exception("the bootstrap module cannot be imported")
else:
    IMPORT_ERROR = None

# Seconds before the function's own timeout at which the watchdog answers FAILED: room for one PUT.
WATCHDOG_MARGIN_S = 10.0


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


class OneAnswer:
    """CloudFormation takes the first answer to a request: the run's own or the watchdog's."""

    def __init__(self, event: dict[str, Any]) -> None:
        self.event = event
        self._lock = threading.Lock()
        self.sent: str | None = None

    def send(self, status: str, data: dict[str, Any], reason: str = "") -> bool:
        with self._lock:
            if self.sent is not None:
                return False
            self.sent = status
        respond(self.event, status, data, reason)
        return True


def _watchdog(answer: OneAnswer, context: Any) -> threading.Timer | None:
    remaining_ms = getattr(context, "get_remaining_time_in_millis", None)
    if remaining_ms is None:
        return None  # called without a Lambda context (tests, `dalil invoke` of a sample)
    wait_s = max(0.0, remaining_ms() / 1000 - WATCHDOG_MARGIN_S)
    reason = f"TimeoutError: the bootstrap did not finish within the function's timeout (answered {WATCHDOG_MARGIN_S:.0f} s before it)"
    timer = threading.Timer(wait_s, answer.send, args=("FAILED", {}, reason))
    timer.daemon = True
    timer.start()
    return timer


def handler(event: dict[str, Any], context: Any, client=None) -> dict[str, Any]:
    answer = OneAnswer(event)
    timer = _watchdog(answer, context)
    data: dict[str, Any] = {}
    try:
        # Delete keeps everything and needs no module: a broken layer must not block a rollback.
        if IMPORT_ERROR is not None and event["RequestType"] != "Delete":
            answer.send("FAILED", {}, f"{type(IMPORT_ERROR).__name__}: {IMPORT_ERROR} (the function's code or layer is broken)")
            return data
        if event["RequestType"] in ("Create", "Update"):
            raw = {k: v for k, v in event["ResourceProperties"].items() if k not in ("ServiceToken", "ServiceTimeout")}
            props = BootstrapProperties.model_validate(raw)
            data = bootstrap(client or _client(props.Endpoint), props)
            log.info("bootstrap done: %s", data)
        answer.send("SUCCESS", data)
    except Exception as error:  # every failure answers CloudFormation, with a reason
        log.exception("bootstrap failed")
        answer.send("FAILED", {}, f"{type(error).__name__}: {error}")
    finally:
        if timer is not None:
            timer.cancel()
    return data
