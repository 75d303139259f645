"""numpy's BLAS threads in this process: `settings.blas_threads`, set once the process embeds.

OpenBLAS starts one thread a core and splits a large product across them (E5 topic matching's
6,616 x 384 float64 product, the vector scans' cosines). On a 2-core box where other processes,
workers or ask threads already want every core, the extra threads spin waiting for one: ~14 ms of
CPU a topic match on two threads against ~1.9 on one (benchmarks/performance/RESULTS.md, CPU24G).
USE caps its own products per call (embed/use.py) and the E5 engine's OpenMP threads are
`e5_threads`; this caps every other BLAS product of the process. Called by `embed.factory.make_embedder`,
which every path that embeds goes through (`dalil serve` workers, `dalil ask` / `retrieve`,
`retrieve --batch` workers, `eval`, ingest, the Lambda handlers): the numpy products of a question
all come after its embedder is built. Steps that never embed (api, validation) never load numpy.
"""

from __future__ import annotations

import threading

_lock = threading.Lock()
_limited: int | None = None  # the thread count this process's BLAS libraries were set to


def limit_blas_threads(threads: int) -> None:
    """Every BLAS library loaded in this process (numpy's is loaded here) on `threads` threads for
    the process's life; again only when the count asked for changes."""
    global _limited
    threads = max(1, threads)
    with _lock:
        if _limited == threads:
            return
        import numpy  # noqa: F401, PLC0415 - loads the BLAS the limit must reach
        from threadpoolctl import threadpool_limits  # noqa: PLC0415 - only where numpy is used

        threadpool_limits(limits=threads, user_api="blas")
        _limited = threads
