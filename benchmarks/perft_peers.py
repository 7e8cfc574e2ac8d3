#!/usr/bin/env python3
"""perft leaf nodes per second of this project against its pure-Python peers.

Peers (PyPI): ``py-draughts`` (the fastest pure-Python draughts library; two lines: its
public Board API and its internal raw-int ``draughts.engines.turbo.perft``) and
``pydraughts`` (slow, so measured at a lower depth). Both install a module named
``draughts``, so each lives in its own virtual environment under
``benchmarks/.peers/<name>`` (git-ignored; created with the same Python as ours and
reused when present) and is driven by a small script in ``benchmarks/peers/`` run as a
subprocess that prints JSON. Ours runs the same way, with the project's interpreter.

Every side counts leaves alike: bulk counting at the last ply (the length of the legal
move list at depth 1, no push at the last ply), capture routes with the same start, end
and captured pieces counted once. Each count is checked against the published figure;
a wrong count is reported as MISMATCH and gets no ratio.

    .venv/bin/python benchmarks/perft_peers.py            # international 7, brazilian 8
    .venv/bin/python benchmarks/perft_peers.py --quick    # smoke run, lower depths
    .venv/bin/python benchmarks/perft_peers.py --repeat 5 --json perft.json
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
DRIVERS = REPO / "benchmarks" / "peers"
PEER_VENVS = REPO / "benchmarks" / ".peers"

# perft from the start position; the deepest figure of each line is the published one
# (international 7: 1049442, brazilian 8: 907830), the others are the published lower
# depths (see tests/rules/test_perft.py).
PUBLISHED = {
    "international": {1: 9, 2: 81, 3: 658, 4: 4265, 5: 27117, 6: 167140, 7: 1049442},
    "brazilian": {1: 7, 2: 49, 3: 302, 4: 1469, 5: 7473, 6: 37628, 7: 187302, 8: 907830},
}
VARIANTS = ("international", "brazilian")
# depths: (full run, --quick) per variant
DEPTHS = {"international": (7, 5), "brazilian": (8, 6)}
SLOW_PEER_DEPTHS = {"international": (5, 3), "brazilian": (6, 4)}
MEMORY_DEPTHS = ((5, 6, 7), (3, 4, 5))


@dataclass(frozen=True)
class Peer:
    name: str
    venv: str | None  # None: the project's own interpreter
    package: str | None
    driver: str
    args: tuple[str, ...] = ()
    slow: bool = False  # measured at SLOW_PEER_DEPTHS


PEERS = (
    Peer("py-draughts board", "py-draughts", "py-draughts", "py_draughts_peer.py",
         ("--api", "board")),
    Peer("py-draughts turbo", "py-draughts", "py-draughts", "py_draughts_peer.py",
         ("--api", "turbo")),
    Peer("pydraughts", "pydraughts", "pydraughts", "pydraughts_peer.py", slow=True),
)
OURS = Peer("accessible_dama", None, None, "ours.py")


def log(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def our_python() -> str:
    venv_python = REPO / ".venv" / "bin" / "python"
    return str(venv_python) if venv_python.exists() else sys.executable


def interpreter_info(python: str) -> dict[str, str]:
    code = (
        "import json, platform, sys; print(json.dumps({'version': platform.python_version(),"
        " 'base': getattr(sys, '_base_executable', sys.executable),"
        " 'implementation': platform.python_implementation()}))"
    )
    out = subprocess.run([python, "-c", code], check=True, capture_output=True, text=True)
    info: dict[str, str] = json.loads(out.stdout)
    return info


def code_path(python: str, checkout: Path = REPO) -> str:
    """How the rules core and engine of ``checkout`` run under ``python``: the compiled
    modules, or plain Python and why (``accessible_dama.native.status``)."""
    code = "from accessible_dama import native; print(native.status())"
    out = subprocess.run([python, "-c", code], check=True, capture_output=True, text=True,
                         cwd=checkout, timeout=60)
    status = out.stdout.strip()
    why = status.removeprefix("python").strip(" ()")
    return "the compiled core" if status == "compiled" else f"plain Python ({why})"


def ensure_venv(peer: Peer, base_python: str, version: str) -> str:
    """The peer's interpreter, creating its virtual environment if needed."""
    assert peer.venv is not None and peer.package is not None
    root = PEER_VENVS / peer.venv
    python = root / "bin" / "python"
    if python.exists():
        try:
            info = interpreter_info(str(python))
            ready = info["version"] == version and subprocess.run(
                [str(python), "-c", "import draughts"], capture_output=True
            ).returncode == 0
        except (subprocess.CalledProcessError, OSError, ValueError):
            ready = False
        if ready:
            return str(python)
        log(f"recreating {root} (other Python or package missing)")
        shutil.rmtree(root)
    log(f"creating {root} with {base_python} and installing {peer.package}")
    root.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([base_python, "-m", "venv", str(root)], check=True)
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", peer.package], check=True
    )
    return str(python)


def run_driver(python: str, peer: Peer, variant: str, depth: int, repeat: int) -> dict[str, Any]:
    cmd = [
        python,
        str(DRIVERS / peer.driver),
        "--variant", variant,
        "--depth", str(depth),
        "--repeat", str(repeat),
        *peer.args,
    ]
    log(f"  {peer.name}: {variant} perft({depth}) x{repeat}")
    out = subprocess.run(cmd, capture_output=True, text=True, cwd=REPO)
    if out.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{out.stderr}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    result["name"] = peer.name
    expected = PUBLISHED[variant].get(depth)
    result["expected"] = expected
    result["ok"] = expected is not None and result["count"] == expected
    result["leaves_per_second"] = result["count"] / result["seconds"]
    return result


def machine() -> dict[str, Any]:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "cpus": os.cpu_count(),
        "cpu": model or platform.processor(),
        "platform": platform.platform(),
    }


def code_version() -> str:
    """The commit measured, with ``+dirty`` if the rules core differs from it."""
    try:
        commit = subprocess.run(
            ["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
            capture_output=True, text=True, check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(REPO), "status", "--porcelain", "--untracked-files=no",
             "accessible_dama/rules"],
            capture_output=True, text=True, check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return commit + ("+dirty" if dirty else "")


def fmt_rate(x: float) -> str:
    return f"{x:,.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="lower depths, for a smoke run")
    parser.add_argument("--repeat", type=int, default=3, help="runs per measurement; best is kept")
    parser.add_argument("--json", metavar="FILE", help="write every figure to FILE")
    parser.add_argument("--no-memory", action="store_true", help="skip the peak RSS measurement")
    parser.add_argument("--pure", action="store_true",
                        help="ours as plain Python (DAMA_PURE_PYTHON=1), not the compiled core")
    parser.add_argument(
        "--peers", default="all",
        help="comma-separated subset of: py-draughts, pydraughts (default all)",
    )
    args = parser.parse_args()
    quick = 1 if args.quick else 0
    repeat = max(1, args.repeat)

    ours_python = our_python()
    if args.pure:
        os.environ["DAMA_PURE_PYTHON"] = "1"  # inherited by our driver processes
    ours_info = interpreter_info(ours_python)
    ours_code = code_path(ours_python)
    chosen = [
        p for p in PEERS
        if args.peers == "all" or p.venv in {s.strip() for s in args.peers.split(",")}
    ]
    pythons: dict[str, str] = {}
    for peer in chosen:
        assert peer.venv is not None
        if peer.venv not in pythons:
            pythons[peer.venv] = ensure_venv(peer, ours_info["base"], ours_info["version"])

    started = time.time()
    results: list[dict[str, Any]] = []
    for variant in VARIANTS:
        depth = DEPTHS[variant][quick]
        slow_depth = SLOW_PEER_DEPTHS[variant][quick]
        log(f"{variant}:")
        ours = {depth: run_driver(ours_python, OURS, variant, depth, repeat)}
        if any(p.slow for p in chosen):
            ours[slow_depth] = run_driver(ours_python, OURS, variant, slow_depth, repeat)
        for d in sorted(ours, reverse=True):
            ours[d]["ratio"] = None
            results.append(ours[d])
        for peer in chosen:
            assert peer.venv is not None
            d = slow_depth if peer.slow else depth
            r = run_driver(pythons[peer.venv], peer, variant, d, repeat)
            mine = ours[d]
            r["ratio"] = (
                mine["leaves_per_second"] / r["leaves_per_second"]
                if r["ok"] and mine["ok"] else None
            )
            results.append(r)

    memory: list[dict[str, Any]] = []
    if not args.no_memory:
        log("memory (international, ours, one process per depth):")
        for d in MEMORY_DEPTHS[quick]:
            r = run_driver(ours_python, OURS, "international", d, 1)
            memory.append({
                "depth": d,
                "count": r["count"],
                "seconds": r["seconds"],
                "max_rss_kib_before_perft": r["max_rss_kib_before"],
                "max_rss_kib": r["max_rss_kib"],
            })

    # the goal of the issue: at least 2x py-draughts with the pure-Python code path
    goal = {
        r["name"] + " " + r["variant"]: (None if r["ratio"] is None else r["ratio"] >= 2.0)
        for r in results
        if r["name"].startswith("py-draughts")
    }

    print(
        f"perft, best of {repeat}; commit {code_version()}; Python {ours_info['version']}"
        f" ({ours_info['implementation']}); {machine()['cpus']} CPUs: {machine()['cpu']}"
    )
    print(f"ours: {ours_code}")
    header = (
        f"{'peer':<18} {'variant':<14} {'depth':>5} {'count':>9}  {'check':<8}"
        f" {'seconds':>8} {'leaves/s':>11} {'ours/theirs':>11}"
    )
    print(header)
    print("-" * len(header))
    for r in results:
        if r["name"] == OURS.name:
            ratio = "-"
        elif r["ratio"] is None:
            ratio = "n/a"
        else:
            ratio = f"{r['ratio']:.2f}x"
        check = "ok" if r["ok"] else "MISMATCH"
        print(
            f"{r['name']:<18} {r['variant']:<14} {r['depth']:>5} {r['count']:>9}  {check:<8}"
            f" {r['seconds']:>8.3f} {fmt_rate(r['leaves_per_second']):>11} {ratio:>11}"
        )
        if not r["ok"]:
            print(f"{'':<18} expected {r['expected']}: count wrong, no ratio")
    for key, met in goal.items():
        verdict = "n/a (wrong count)" if met is None else ("met" if met else "NOT met")
        print(f"goal >= 2x {key}: {verdict}")
    if memory:
        print("peak RSS of our perft, international (one process per depth):")
        for m in memory:
            print(
                f"  depth {m['depth']}: {m['count']:>9} leaves, {m['seconds']:.2f} s,"
                f" max RSS {m['max_rss_kib'] / 1024:.1f} MiB"
                f" (before perft {m['max_rss_kib_before_perft'] / 1024:.1f} MiB)"
            )
    log(f"total {time.time() - started:.0f} s")

    if args.json:
        report = {
            "machine": machine(),
            "commit": code_version(),
            "python": ours_info["version"],
            "ours_code": ours_code,
            "repeat": repeat,
            "quick": bool(args.quick),
            "results": results,
            "memory": memory,
            "goal_2x_py_draughts": goal,
        }
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
