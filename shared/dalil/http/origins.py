"""Which browser origins may call the API: one rule for `dalil serve` and the API Lambda.

An allowed entry is either an exact origin (`https://dalil.example`, `http://localhost:3000`) or a
pattern whose host starts with one `*.` label (`https://*.staging.example.org`): the star stands for
one or more whole DNS labels of a subdomain, never the bare domain, and scheme and port must match
exactly. `*` alone is never accepted: the API answers cited evidence to named sites only.
"""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import urlsplit

_DEFAULT_PORTS = {"http": 80, "https": 443}


def _parts(origin: str) -> tuple[str, str, int] | None:
    """(scheme, host, port) of a bare origin, or None when it is not one (a path, a query, no host)."""
    parts = urlsplit(origin.strip().lower())
    if parts.scheme not in _DEFAULT_PORTS or not parts.hostname or parts.path or parts.query or parts.fragment:
        return None
    if parts.username is not None or parts.password is not None:
        return None
    try:
        port = parts.port or _DEFAULT_PORTS[parts.scheme]
    except ValueError:
        return None
    return parts.scheme, parts.hostname, port


def _matches(origin: tuple[str, str, int], allowed: str) -> bool:
    text = allowed.strip().lower()
    wildcard = "://*." in text
    rule = _parts(text.replace("://*.", "://wildcard.", 1) if wildcard else text)
    if rule is None:
        return False
    scheme, host, port = rule
    if origin[0] != scheme or origin[2] != port:
        return False
    if not wildcard:
        return origin[1] == host
    suffix = host.removeprefix("wildcard")  # ".staging.example.org"
    subdomain = origin[1].removesuffix(suffix)
    return origin[1].endswith(suffix) and bool(subdomain) and all(subdomain.split("."))


def origin_allowed(origin: str | None, allowed: Iterable[str]) -> bool:
    """True when the request's Origin is one of the allowed origins or matches one of their patterns."""
    if not origin:
        return False
    parsed = _parts(origin)
    if parsed is None:
        return False
    return any(_matches(parsed, entry) for entry in allowed if entry.strip() and entry.strip() != "*")
