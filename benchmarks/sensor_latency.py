"""Sensor board speed: from the last placement frame written to the board's port to the
text of the move's announcement.

Random two-player games of Czech draughts are played on the virtual board
(``accessible_dama.sensor.sim``) while the program runs exactly as ``dama play --board``
does (the link's reader thread, the queue, ``BoardGame``, the session with its autosave,
the sentences). For each move the hands lift the captured pieces and the moving piece
and put it down last; the clock starts when the frame of that placement is written.

Measured side by side in one run on this machine:
- over a pty (as a USB board) and over ``socket://`` (a virtual board on TCP);
- the link alone: the placement frame to the ``SquareChanged`` event;
- the same moves typed in the line app: the line to the announcement text.
Goal for the board: median under 20 ms.

And the link alone after a burst of line noise (``junk`` of the simulator, 200 KB by
default): from the first byte of the noise written to the event of the lift sent right
after it. Goal: under 100 ms, over a pty and over ``socket://`` alike.

    .venv/bin/python benchmarks/sensor_latency.py [--moves 200] [--seed 1] [--junk 200000]
"""

from __future__ import annotations

import argparse
import queue
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from accessible_dama.braille.cells import move_text_cells
from accessible_dama.cli.app import App
from accessible_dama.cli.board_game import BoardApp, Inbox, run_loop
from accessible_dama.notation.movetext import move_text
from accessible_dama.notation.squares import square_name
from accessible_dama.rules import Move
from accessible_dama.sensor import link as lk
from accessible_dama.sensor.sim import (
    PtyEnd,
    SimRunner,
    TcpEnd,
    Transport,
    VirtualBoard,
    start_occupancy,
)
from accessible_dama.session.board_game import BoardGame
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings

GOAL_MS = 20.0
JUNK_GOAL_MS = 100.0


class Lines:
    """The app's output with the time of each line."""

    def __init__(self) -> None:
        self.lines: list[tuple[float, str]] = []
        self.cond = threading.Condition()

    def write(self, line: str) -> None:
        with self.cond:
            self.lines.append((time.perf_counter(), line))
            self.cond.notify_all()

    def wait_for(self, test: Callable[[str], bool], start: int, timeout: float = 5.0
                 ) -> tuple[int, float, str] | None:
        deadline = time.monotonic() + timeout
        with self.cond:
            while True:
                for i in range(start, len(self.lines)):
                    t, line = self.lines[i]
                    if test(line):
                        return i, t, line
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                self.cond.wait(left)


def is_announcement(line: str) -> bool:
    return line.startswith(("White", "Black")) and ("captures" in line or ": " in line)


def hands_for(session: Session, move: Move) -> list[str]:
    g = session.rules.geometry

    def name(s: int) -> str:
        return square_name(g, s)

    steps = [f"lift {name(c)}" for c in sorted(move.captured)]
    return [*steps, f"lift {name(move.start)}", f"place {name(move.end)}"]


def board_run(kind: str, moves: int, seed: int, folder: Path) -> tuple[list[float], list[float],
                                                                      int]:
    """(placement to announcement, placement to link event, moves announced only after
    the board settled) in seconds, over a ``kind`` ("pty" or "tcp") link."""
    rng = random.Random(seed)
    announce: list[float] = []
    link_only: list[float] = []
    slow = 0
    game_number = 0
    while len(announce) < moves:
        game_number += 1
        occ, n = start_occupancy("czech")
        transport: Transport = PtyEnd() if kind == "pty" else TcpEnd()
        sim = SimRunner(VirtualBoard(occ, n), transport)
        sim.keep_written = True
        sim.start()
        session = Session(Settings(lang="en", opponent="human", output="silent"),
                          save_path=folder / f"{kind}-{game_number}.pdn", rng=rng)
        out = Lines()
        app = BoardApp(session, out.write)
        inbox: Inbox = queue.Queue()
        changes: list[float] = []

        def on_event(event: lk.BoardEvent, inbox: Inbox = inbox,
                     changes: list[float] = changes) -> None:
            if isinstance(event, lk.SquareChanged) and event.occupied:
                changes.append(time.perf_counter())
            inbox.put(("board", event))

        link = lk.BoardLink(transport.url(), on_event)
        game = BoardGame(session, send=link.send, url=transport.url(),
                         cells_for=move_text_cells)
        app.say(game.start(time.monotonic()))
        stop = threading.Event()
        loop = threading.Thread(target=run_loop, args=(app, game, inbox),
                                kwargs={"stop": stop}, daemon=True)
        loop.start()
        link.start()
        try:
            if out.wait_for(lambda line: line == "The board is ready.", 0) is None:
                raise SystemExit(f"{kind}: the board never became ready")
            while session.game.outcome is None and len(announce) < moves:
                with app.lock:
                    move = rng.choice(session.game.legal_moves())
                    seen = len(out.lines)
                    steps = hands_for(session, move)
                before_changes = len(changes)
                written_before = len(sim.written)
                for step in steps:
                    sim.do(step)
                found = out.wait_for(is_announcement, seen, timeout=5.0)
                if found is None:
                    raise SystemExit(f"{kind}: no announcement for {move}")
                _, t_line, _ = found
                placed = [t for t, data in sim.written[written_before:]
                          if b",1*" in data and data.startswith(b"$C")]
                if not placed:
                    continue
                t_place = placed[-1]
                if t_line - t_place > 1.0:
                    slow += 1  # read only after the board settled (a king sliding on)
                    continue
                announce.append(t_line - t_place)
                if len(changes) > before_changes:
                    link_only.append(changes[-1] - t_place)
        finally:
            stop.set()
            link.stop()
            sim.stop()
            loop.join(2)
    return announce, link_only, slow


def junk_run(kind: str, bursts: int, size: int) -> list[float]:
    """Seconds from the start of a burst of ``size`` bytes of noise to the event of the
    change sent after it, over a ``kind`` ("pty" or "tcp") link."""
    occ, n = start_occupancy("czech")
    transport: Transport = PtyEnd() if kind == "pty" else TcpEnd()
    sim = SimRunner(VirtualBoard(occ, n), transport)
    sim.keep_written = True
    sim.start()
    heard: queue.Queue[tuple[float, lk.BoardEvent]] = queue.Queue()
    link = lk.BoardLink(transport.url(), lambda e: heard.put((time.perf_counter(), e)))
    link.start()
    times: list[float] = []

    def wait_for(kind_of: type[lk.BoardEvent]) -> float:
        while True:
            t, event = heard.get(timeout=60)
            if isinstance(event, kind_of):
                return t

    try:
        wait_for(lk.BoardConnected)
        for i in range(bursts):
            written = len(sim.written)
            sim.do_all([f"junk {size}", "lift c3" if i % 2 == 0 else "place c3"])
            t_event = wait_for(lk.SquareChanged)
            t_junk = sim.written[written][0]
            times.append(t_event - t_junk)
    finally:
        link.stop()
        sim.stop()
    return times


def typed_run(moves: int, seed: int, folder: Path) -> list[float]:
    """The same kind of moves typed in the line app: the line to the announcement."""
    rng = random.Random(seed)
    times: list[float] = []
    n = 0
    while len(times) < moves:
        n += 1
        session = Session(Settings(lang="en", opponent="human", output="silent"),
                          save_path=folder / f"typed-{n}.pdn", rng=rng)
        out = Lines()
        app = App(session, out.write)
        app.say(session.start())
        while session.game.outcome is None and len(times) < moves:
            move = rng.choice(session.game.legal_moves())
            line = move_text(session.game.position, move)
            seen = len(out.lines)
            start = time.perf_counter()
            app.handle(line)
            found = out.wait_for(is_announcement, seen, timeout=1.0)
            if found is not None:
                times.append(found[1] - start)
    return times


def summary(name: str, seconds: list[float], goal: float | None = None) -> str:
    ms = sorted(s * 1000 for s in seconds)
    median = statistics.median(ms)
    p95 = ms[int(len(ms) * 0.95)]
    text = (f"{name}: {len(ms)} moves, median {median:.2f} ms, 95th percentile {p95:.2f} ms, "
            f"max {ms[-1]:.2f} ms")
    if goal is not None:
        text += f" (goal under {goal:g} ms: {'met' if median < goal else 'NOT met'})"
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description="sensor board: placement to announcement")
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--junk", type=int, default=200_000,
                        help="bytes of noise in each burst (0: no noise measured)")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}")
    if args.junk:
        for kind in ("pty", "tcp"):
            print(summary(f"link over {kind}, {args.junk} bytes of noise to the next change",
                          junk_run(kind, 20, args.junk), JUNK_GOAL_MS))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for kind in ("pty", "tcp"):
            announce, link_only, slow = board_run(kind, args.moves, args.seed, folder)
            print(summary(f"board over {kind}, placement frame to announcement text",
                          announce, GOAL_MS))
            print(summary(f"board over {kind}, placement frame to the link's event", link_only))
            if slow:
                print(f"  ({slow} moves were taken only after the board settled: a piece "
                      f"that could still go on, as the rules of recognition want)")
        print(summary("typed in the line app, line to announcement text",
                      typed_run(args.moves, args.seed, folder)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
