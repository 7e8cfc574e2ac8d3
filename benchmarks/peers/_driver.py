"""Shared by the peer drivers: argument parsing, timing (best of N) and the JSON report.

Each driver runs inside its own interpreter (ours, or a peer's virtual environment), so
this file uses the standard library only.
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import resource
import sys
import time
from collections.abc import Callable
from typing import Any


def parse_args(description: str, extra: Callable[[argparse.ArgumentParser], None] | None = None
               ) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--variant", choices=("international", "brazilian"), required=True)
    parser.add_argument("--depth", type=int, required=True)
    parser.add_argument("--repeat", type=int, default=3, help="runs; the best is reported")
    if extra is not None:
        extra(parser)
    return parser.parse_args()


def max_rss_kib() -> int:
    """Peak resident set size of this process so far (KiB; Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def measure(run: Callable[[], int], repeat: int) -> dict[str, Any]:
    """Run ``run`` (which returns the leaf count) ``repeat`` times; every run must give
    the same count. Garbage collection stays on, as in normal use."""
    gc.collect()
    rss_before = max_rss_kib()
    counts: list[int] = []
    seconds: list[float] = []
    for _ in range(max(1, repeat)):
        t0 = time.perf_counter()
        counts.append(run())
        seconds.append(time.perf_counter() - t0)
    if len(set(counts)) != 1:
        raise SystemExit(f"counts differ between runs: {counts}")
    return {
        "count": counts[0],
        "seconds": min(seconds),
        "all_seconds": seconds,
        "max_rss_kib_before": rss_before,
        "max_rss_kib": max_rss_kib(),
    }


def emit(args: argparse.Namespace, peer: str, version: str, result: dict[str, Any]) -> None:
    report = {
        "peer": peer,
        "package_version": version,
        "variant": args.variant,
        "depth": args.depth,
        "python": platform.python_version(),
        "executable": sys.executable,
        **result,
    }
    print(json.dumps(report))
