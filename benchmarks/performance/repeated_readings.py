"""Which `dalil` functions a served ask calls again with the same arguments (PERF33): within one ask
("repeats": a reading the ask could have kept) and across asks ("cross": the same arguments met in an
earlier ask of the run — a passage's sentence, a word, a table read again).

    cd <checkout> && DALIL_STORE=<a store copy> DALIL_SERVE_RETRIEVAL_CACHE_MB=0 PYTHONPATH=shared \
        .venv/bin/python benchmarks/performance/repeated_readings.py 200 [> out.txt]
    (CROSS=1 orders by the cross-ask column; TRACE=dalil.mod.fn,... prints where a repeat and its first call came from)

Every module-level function and plain-class method of `dalil` (the http, serve, settings, user-data
and embed modules left out) is wrapped, after `serve.enable_serving_paths`, in a recorder keyed by its
arguments (a dataclass or pydantic model by its repr, a list by its items, any other object by id);
the distinct serve questions are asked through the ASGI app as served_ask_cpu.py asks them, after
12 unrecorded warm-up asks. Times are inclusive and inflated by the wrappers (each nested recorded
call pays one): read the calls and the order, and take milliseconds from a cProfile run
(served_ask_cpu.py --cprofile) or a paired CPU run. A function already remembered (`lru_cache`) is
counted at its cache, so its repeats cost microseconds.
"""
from __future__ import annotations

import asyncio
import collections
import dataclasses
import functools
import inspect
import json
import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "load"))

from serve_load import distinct_questions  # noqa: E402 - the serve benchmark's questions, one definition

from dalil.http.asgi import AsgiApp  # noqa: E402
from dalil.serve import enable_serving_paths  # noqa: E402
from dalil.settings import get_settings  # noqa: E402

SKIP = ("dalil.http", "dalil.serve", "dalil.settings", "dalil.stores.sqlite.userdata", "dalil.embed")
TRACE = {name: 0 for name in os.environ.get("TRACE", "").split(",") if name}

seen: set[Any] = set()  # (function, arguments) within this ask
ever: set[Any] = set()  # ... in any ask of the run
first_call: dict[Any, str] = {}
# calls, repeats within an ask, time, time of the repeats, calls first met in an earlier ask, their time
stats: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0, 0.0, 0.0, 0, 0.0])
recording = [False]


def key_of(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return ("dataclass", repr(value))
    if isinstance(value, str | int | float | bytes | bool | type(None)):
        return value
    if isinstance(value, list | tuple):
        return ("list", tuple(key_of(item) for item in value))
    if isinstance(value, dict):
        return ("dict", tuple((key_of(k), key_of(v)) for k, v in value.items()))
    if isinstance(value, set | frozenset):
        return ("set", frozenset(key_of(item) for item in value))
    if hasattr(value, "model_dump"):
        return ("model", type(value).__name__, repr(value))
    return ("object", id(value))


def recorded(function: Any, name: str) -> Any:
    @functools.wraps(function)
    def call(*args: Any, **kwargs: Any) -> Any:
        if not recording[0]:
            return function(*args, **kwargs)
        try:
            key = (name, key_of(args), key_of(tuple(sorted(kwargs.items()))))
            hash(key)
        except TypeError:
            key = (name, object())
        repeat = key in seen
        cross = not repeat and key in ever
        seen.add(key)
        ever.add(key)
        if name in TRACE:
            if not repeat:
                first_call[key] = "".join(traceback.format_stack(limit=8)[:-1])
            elif TRACE[name] < 3:
                TRACE[name] += 1
                print("REPEAT", name, "".join(traceback.format_stack(limit=12)[:-1]), "FIRST WAS", first_call.get(key),
                      sep="\n", file=sys.stderr)
        started = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            spent = time.perf_counter() - started
            row = stats[name]
            row[0] += 1
            row[2] += spent
            if repeat:
                row[1] += 1
                row[3] += spent
            if cross:
                row[4] += 1
                row[5] += spent

    return call


def install() -> None:
    done: dict[int, Any] = {}
    for module_name, module in list(sys.modules.items()):
        if not module_name.startswith("dalil.") or module_name.startswith(SKIP):
            continue
        for attribute, value in list(vars(module).items()):
            if isinstance(value, functools._lru_cache_wrapper) or inspect.isfunction(value):
                owner = getattr(value, "__module__", "") or ""
                if owner.startswith("dalil.") and not owner.startswith(SKIP):
                    if id(value) not in done:
                        done[id(value)] = recorded(value, f"{owner}.{value.__qualname__}")
                    setattr(module, attribute, done[id(value)])
            elif inspect.isclass(value) and value.__module__ == module_name and not hasattr(value, "model_fields"):
                for method_name, method in list(vars(value).items()):
                    name = f"{module_name}.{value.__qualname__}.{method_name}"
                    if method_name.startswith("__"):
                        continue
                    if inspect.isfunction(method) or isinstance(method, functools._lru_cache_wrapper):
                        setattr(value, method_name, recorded(method, name))
                    elif isinstance(method, staticmethod):
                        setattr(value, method_name, staticmethod(recorded(method.__func__, name)))


async def main() -> None:
    asks = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    enable_serving_paths(get_settings())
    app = AsgiApp()
    install()

    async def ask(question: str) -> None:
        body = json.dumps({"question": question}, ensure_ascii=False).encode()
        scope = {"type": "http", "method": "POST", "path": "/ask", "query_string": b"", "server": ("127.0.0.1", 8787),
                 "headers": [(b"host", b"127.0.0.1:8787"), (b"content-type", b"application/json"),
                             (b"content-length", str(len(body)).encode())]}
        messages = [{"type": "http.request", "body": body, "more_body": False}]

        async def receive() -> dict[str, Any]:
            return messages.pop(0) if messages else {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            return None

        await app(scope, receive, send)

    questions = distinct_questions(12 + asks)
    for question in questions[:12]:
        await ask(question)
    recording[0] = True
    for question in questions[12:]:
        seen.clear()
        await ask(question)
    order = 5 if os.environ.get("CROSS") else 3
    print(f"{'rep ms/ask':>10} {'all ms/ask':>10} {'calls':>8} {'repeats':>8} {'cross':>8} {'cross ms':>8} function")
    for name, (calls, repeats, spent, spent_repeats, cross, spent_cross) in sorted(stats.items(), key=lambda kv: -kv[1][order])[:120]:
        print(f"{spent_repeats / asks * 1000:10.3f} {spent / asks * 1000:10.3f} {calls / asks:8.1f} {repeats / asks:8.1f} "
              f"{cross / asks:8.1f} {spent_cross / asks * 1000:8.3f}  {name}")


if __name__ == "__main__":
    asyncio.run(main())
