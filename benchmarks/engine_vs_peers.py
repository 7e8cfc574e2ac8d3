"""Level 10 against peers, side by side: py-draughts' TurboEngine (international
draughts), and this engine at an earlier commit (any variant); and the speed of each.

    .venv/bin/python benchmarks/engine_vs_peers.py                     # both matches, 40 games
    .venv/bin/python benchmarks/engine_vs_peers.py --vs turbo --quick  # a smoke run
    .venv/bin/python benchmarks/engine_vs_peers.py --vs baseline --variant czech --jobs 2

Every engine plays as a subprocess that speaks one line each way (benchmarks/peers/
ours_player.py for this project at any checkout, py_draughts_player.py for TurboEngine),
so both sides of a game pay the same costs. The working tree plays as "current"; the
baseline commit is extracted with ``git archive`` into benchmarks/.peers/baseline-SHA.

Games start from two-ply openings drawn at random from every legal one (seeded by --seed;
``--openings list`` plays the fixed list below instead), each played twice with the
colours swapped. This program's own rules core referees: a game still going after 300
plies is a draw, as are the rules' own draws; against TurboEngine, which plays by the
FMJD's draw rules (25 king moves, the 16- and 5-move endgame counts), a game is also drawn
when those say so, so that neither side is scored by a rule it does not know. Each game's
line says which rule ended it, and the summary counts the endings. A player that does
not answer within ten times its time per move (at least 2 s) loses the game, and so does
one that answers an illegal move, rejects a legal one or does not start; the game's line
says so.

The score's 95% interval is the mean score plus or minus 1.96 standard errors, the
standard error taken over the pairs of games (one opening, both colours; that takes in
how much an opening favours one side), or over single games when the games do not all
come in pairs. The Elo difference and its interval are the score and its bounds put
through the logistic curve (400 log10(p / (1 - p))).
"""

from __future__ import annotations

import argparse
import json
import math
import queue
import random
import statistics
import subprocess
import sys
import threading
import time
import traceback
import venv
from collections import Counter, deque
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from engine import POSITIONS  # benchmarks/engine.py, beside this script
from perft_peers import code_path  # benchmarks/perft_peers.py

from accessible_dama.engine.match import MAX_PLIES
from accessible_dama.notation import parse_move
from accessible_dama.notation.pdn import write_result
from accessible_dama.rules import (
    VARIANTS,
    Color,
    Game,
    Move,
    Outcome,
    Rules,
    find_variant,
    with_draw_rules,
)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PEERS = HERE / ".peers"
BASELINE = "599308a"  # the commit the current engine plays by default
LEVEL = 10
START_TIMEOUT = 60.0  # seconds for a player to start and answer "isready"
ACK_TIMEOUT = 10.0  # seconds for a player to take a move it is told

# Short opening lines, each played twice (once with each colour). Each was checked with
# a depth-6 search from the position it leaves: within a tenth of a man of level.
OPENINGS: dict[str, list[str]] = {
    "international": [
        "32-28 18-23",
        "33-28 18-22",
        "31-27 17-21",
        "34-29 19-23",
        "32-27 19-23",
        "33-29 17-22",
        "34-30 20-25",
        "35-30 19-24",
        "31-26 17-21",
        "32-28 20-24",
        "31-27 19-23",
        "34-29 17-21",
        "32-27 18-22",
        "32-28 19-23 28x19 14x23",
        "33-28 17-22 28x17 11x22",
        "33-29 20-24 29x20 15x24",
        "32-28 17-21 37-32 21-26",
        "33-28 19-23 28x19 14x23",
        "34-29 18-23 29x18 12x23",
        "31-27 18-22 27x18 12x23",
    ],
    "czech": [
        "c3-d4 f6-g5",
        "c3-d4 d6-c5",
        "c3-b4 f6-e5",
        "c3-b4 b6-a5",
        "e3-d4 h6-g5",
        "e3-f4 b6-a5",
        "e3-f4 d6-c5",
        "g3-f4 f6-e5",
        "g3-h4 b6-c5",
        "g3-h4 f6-g5",
        "a3-b4 b6-a5",
        "a3-b4 f6-g5",
        "e3-d4 d6-e5",
        "g3-f4 h6-g5",
        "c3-b4 h6-g5",
        "g3-h4 d6-c5",
        "c3-d4 b6-a5 b2-c3",
        "e3-f4 f6-e5 g3-h4",
        "a3-b4 d6-c5 b4xd6 e7xc5",
        "e3-d4 b6-c5 d4xb6 a7xc5",
    ],
}

# The speed figures come from the positions of benchmarks/engine.py (ten middlegame
# positions per variant), so that they compare with docs/performance.md.
SPEED_POSITIONS = POSITIONS


# ------------------------------------------------------------------ players


@dataclass(frozen=True)
class PlayerSpec:
    """How to start one player: a label and a command line."""

    label: str
    argv: tuple[str, ...]
    expect: str = ""  # what the answer to "isready" must hold (where the code came from)


SpecMaker = Callable[[str, int], PlayerSpec]  # (variant, seed): how to start a player


class PlayerError(Exception):
    """A player that did not answer in time, died, or answered with an error."""


class Player:
    """A running player subprocess; every read has a timeout."""

    def __init__(self, spec: PlayerSpec) -> None:
        self.label = spec.label
        self.process = subprocess.Popen(
            list(spec.argv), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, bufsize=1, cwd=ROOT,
        )
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._errors: deque[str] = deque(maxlen=10)
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()
        try:
            self.hello = self.ask("isready", START_TIMEOUT)
            if not self.hello.startswith("readyok") or spec.expect not in self.hello:
                raise PlayerError(f"{self.label} did not start as expected: {self.hello}")
        except PlayerError:
            self.close()
            raise

    def _read(self) -> None:
        assert self.process.stdout
        for line in self.process.stdout:
            self._lines.put(line.strip())
        self._lines.put(None)

    def _read_errors(self) -> None:
        assert self.process.stderr
        for line in self.process.stderr:
            self._errors.append(line.rstrip())

    def ask(self, line: str, timeout: float) -> str:
        """Send one line and wait at most ``timeout`` seconds for the answer."""
        assert self.process.stdin
        try:
            self.process.stdin.write(line + "\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError) as error:
            raise PlayerError(f"{self.label} is gone ({error}){self._tail()}") from error
        try:
            answer = self._lines.get(timeout=timeout)
        except queue.Empty:
            raise PlayerError(f"{self.label} did not answer {line.split()[0]!r} "
                              f"within {timeout:g} s") from None
        if answer is None:
            raise PlayerError(f"{self.label} ended{self._tail()}")
        if answer.startswith("error"):
            raise PlayerError(f"{self.label}: {answer}")
        return answer

    def _tail(self) -> str:
        time.sleep(0.2)  # let the reader collect the last words
        return (": " + " | ".join(self._errors)) if self._errors else ""

    def close(self) -> None:
        try:
            if self.process.poll() is None and self.process.stdin:
                self.process.stdin.write("quit\n")
                self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=5)


def ours_spec(label: str, checkout: Path, variant: str, seed: int, book: bool) -> PlayerSpec:
    argv = [sys.executable, str(HERE / "peers" / "ours_player.py"), "--checkout", str(checkout),
            "--variant", variant, "--level", str(LEVEL), "--seed", str(seed)]
    if not book:
        argv.append("--no-book")
    return PlayerSpec(label, tuple(argv), str((checkout / "accessible_dama").resolve()))


def turbo_spec() -> PlayerSpec:
    return PlayerSpec("TurboEngine", (str(py_draughts_python()),
                                      str(HERE / "peers" / "py_draughts_player.py")))


def py_draughts_python() -> Path:
    """py-draughts' own virtual environment, made on first use."""
    env = PEERS / "py-draughts"
    python = env / "bin" / "python"
    if not python.exists():
        venv.create(env, with_pip=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "py-draughts"], check=True)
    return python


def baseline_checkout(commit: str) -> tuple[str, Path]:
    """The baseline commit's package, extracted once into benchmarks/.peers/."""
    sha = subprocess.run(["git", "rev-parse", "--short=10", f"{commit}^{{commit}}"], cwd=ROOT,
                         check=True, capture_output=True, text=True).stdout.strip()
    folder = PEERS / f"baseline-{sha}"
    if not (folder / "accessible_dama" / "__init__.py").exists():
        folder.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "archive", sha, "accessible_dama"], cwd=ROOT,
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    return sha, folder


# ------------------------------------------------------------------ games


def move_words(move: Move) -> str:
    caps = ",".join(str(s) for s in sorted(move.captured)) or "-"
    return f"{move.path[0]} {move.path[-1]} {caps}"


def read_move(game: Game, answer: str) -> Move | None:
    """The legal move that a "move START END CAPTURED" answer names, or None."""
    words = answer.split()
    if len(words) != 4 or words[0] != "move":
        return None
    try:
        start, end = int(words[1]), int(words[2])
        captured = frozenset() if words[3] == "-" else frozenset(
            int(s) for s in words[3].split(","))
    except ValueError:
        return None
    for move in game.legal_moves():
        if move.path[0] == start and move.path[-1] == end and move.captured == captured:
            return move
    return None


@dataclass
class GameResult:
    number: int
    opening: str
    current_white: bool
    result: str  # "1-0", "0-1" or "1/2-1/2"
    score: float  # the current engine's: 1, 0.5 or 0
    plies: int
    reason: str  # the rule that ended it, and whose rules: "move_limit, 9.7 (ours)"
    forfeit: str = ""  # why a player lost other than on the board
    seconds: dict[str, float] = field(default_factory=dict)  # mean time per move, by side


class Forfeit(Exception):
    """A player loses other than on the board."""

    def __init__(self, color: Color, why: str, on_time: bool = False) -> None:
        super().__init__(why)
        self.color = color
        self.on_time = on_time


def ending(outcome: Outcome | None, whose: str) -> str:
    """The rule that ended a game, and whose rules it is."""
    if outcome is None:
        return f"{MAX_PLIES} plies"
    clause = f", {outcome.clause}" if outcome.clause else ""
    return f"{outcome.reason.value}{clause} ({whose})"


def play_game(number: int, opening: str, current_white: bool, rules: Rules,
              current: PlayerSpec, other: PlayerSpec, seconds: float,
              peer_rules: Rules | None = None) -> GameResult:
    """One game refereed by ``rules`` and, when given, by ``peer_rules`` too: drawn when
    either says it is drawn."""
    game = Game(rules)
    peer_game = Game(peer_rules) if peer_rules is not None else None
    peer_ended: Outcome | None = None
    players: dict[Color, Player] = {}
    forfeit = ""
    spent: dict[str, list[float]] = {current.label: [], other.label: []}

    def push(move: Move) -> None:
        nonlocal peer_ended
        game.push(move)
        if peer_game is not None:
            peer_game.push(peer_game.find_legal(move) or move)
            peer = peer_game.outcome
            if game.outcome is None and peer is not None and peer.winner is None:
                peer_ended = peer  # a draw by the peer's rules only
                game.agree_draw()

    def tell(color: Color, move: Move) -> None:
        try:
            players[color].ask(f"play {move_words(move)}", ACK_TIMEOUT)
        except PlayerError as error:
            raise Forfeit(color, f"{error} (told {move_words(move)})") from error

    try:
        for color, spec in ((current_white, current), (not current_white, other)):
            try:
                players[color] = Player(spec)
            except PlayerError as error:
                raise Forfeit(color, str(error), on_time=True) from error
        for text in opening.split():
            move = parse_move(game.position, text)
            push(move)
            tell(True, move)
            tell(False, move)
        limit = max(10 * seconds, 2.0)
        while game.outcome is None and len(game.moves) < MAX_PLIES:
            color = game.turn
            mover = players[color]
            started = time.monotonic()
            try:
                answer = mover.ask(f"go {seconds}", limit)
            except PlayerError as error:
                raise Forfeit(color, str(error), on_time=True) from error
            spent[mover.label].append(time.monotonic() - started)
            move = read_move(game, answer)
            if move is None:
                raise Forfeit(color, f"{mover.label} answered an illegal move: {answer}")
            push(move)
            if game.outcome is None:
                tell(not color, move)
    except Forfeit as lost:
        forfeit = str(lost)
        if game.outcome is None:
            if lost.on_time:
                game.lose_on_time(lost.color)
            else:
                game.resign(lost.color)
    finally:
        for player in players.values():
            player.close()
    outcome = game.outcome
    if outcome is None or outcome.winner is None:
        score = 0.5
    else:
        score = 1.0 if outcome.winner == current_white else 0.0
    return GameResult(
        number, opening, current_white,
        write_result(outcome, game.rules.first) if outcome else "1/2-1/2", score,
        len(game.moves),
        ending(peer_ended, "the peer's rules") if peer_ended else ending(outcome, "ours"),
        forfeit,
        {label: statistics.fmean(times) if times else 0.0 for label, times in spent.items()},
    )


def schedule(openings: list[str], games: int) -> Iterator[tuple[int, str, bool]]:
    """(number, opening, current engine plays White): each opening twice, colours swapped."""
    for number in range(1, games + 1):
        pair = (number - 1) // 2
        yield number, openings[pair % len(openings)], number % 2 == 1


def random_openings(rules: Rules, count: int, seed: int) -> list[str]:
    """For a variant with no list: distinct two-ply openings drawn at random (seeded)."""
    from accessible_dama.notation import move_text, usual_style

    rng = random.Random(seed)
    style = usual_style(rules)
    first = Game(rules).legal_moves()
    chosen: list[str] = []
    for _ in range(count * 20):
        if len(chosen) == count:
            break
        game = Game(rules)
        texts: list[str] = []
        for _ply in range(2):
            moves = game.legal_moves() if texts else first
            move = rng.choice(moves)
            texts.append(move_text(game.position, move, style))
            game.push(move)
        line = " ".join(texts)
        if line not in chosen:
            chosen.append(line)
    return chosen


# ------------------------------------------------------------------ figures


def elo(score: float) -> float:
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return 400.0 * math.log10(score / (1.0 - score))


@dataclass
class MatchSummary:
    label: str
    variant: str
    opponent: str
    seconds: float
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    forfeits: int = 0
    errors: int = 0  # games stopped by a fault of the script or a player, not scored
    score: float = 0.0
    low: float = 0.0
    high: float = 0.0
    elo: float = 0.0
    elo_low: float = 0.0
    elo_high: float = 0.0
    error_over: str = ""
    seconds_per_move: dict[str, float] = field(default_factory=dict)
    results: list[GameResult] = field(default_factory=list)


def summarise(summary: MatchSummary) -> None:
    results = sorted(summary.results, key=lambda r: r.number)
    scores = [r.score for r in results]
    n = len(scores)
    summary.games = n
    summary.wins = sum(s == 1.0 for s in scores)
    summary.losses = sum(s == 0.0 for s in scores)
    summary.draws = n - summary.wins - summary.losses
    summary.forfeits = sum(bool(r.forfeit) for r in results)
    if not n:
        return
    mean = statistics.fmean(scores)
    paired = n % 2 == 0 and all(
        results[i].opening == results[i + 1].opening for i in range(0, n, 2))
    units = [(scores[i] + scores[i + 1]) / 2 for i in range(0, n, 2)] if paired else scores
    summary.error_over = (f"{len(units)} pair{'s' * (len(units) != 1)} of games" if paired
                          else f"{n} games")
    se = statistics.stdev(units) / math.sqrt(len(units)) if len(units) > 1 else math.nan
    summary.score = mean
    summary.low = max(0.0, mean - 1.96 * se) if se == se else math.nan
    summary.high = min(1.0, mean + 1.96 * se) if se == se else math.nan
    summary.elo = elo(mean)
    summary.elo_low = elo(summary.low) if se == se else math.nan
    summary.elo_high = elo(summary.high) if se == se else math.nan
    for side in (summary.label, summary.opponent):
        times = [r.seconds.get(side, 0.0) for r in results if r.seconds.get(side)]
        summary.seconds_per_move[side] = statistics.fmean(times) if times else 0.0


def run_match(variant: str, label: str, opponent: str, make_current: SpecMaker,
              make_other: SpecMaker, games: int, seconds: float, seed: int,
              jobs: int, fixed_openings: bool = False,
              peer_draws: str | None = None) -> MatchSummary:
    """``make_current(variant, seed)`` and ``make_other(...)`` give each game's players;
    ``peer_draws``: the draw rules the opponent plays by, which referee too."""
    rules = find_variant(variant)
    peer_rules = with_draw_rules(rules, peer_draws) if peer_draws else None
    openings = (OPENINGS[variant] if fixed_openings and variant in OPENINGS
                else random_openings(rules, max(20, (games + 1) // 2), seed))
    for line in openings:  # every opening must read in this program's notation
        game = Game(rules)
        for text in line.split():
            game.push(parse_move(game.position, text))
    summary = MatchSummary(label, variant, opponent, seconds)
    referee = f", drawn by {peer_draws} draw rules too" if peer_draws else ""
    print(f"== {variant}: {label} (level {LEVEL}) against {opponent}, {games} games, "
          f"{seconds:g} s a move, {jobs} at a time, "
          f"{'fixed' if fixed_openings else f'random (seed {seed})'} openings{referee}",
          flush=True)

    def one(number: int, opening: str, current_white: bool) -> GameResult:
        return play_game(number, opening, current_white, rules,
                         make_current(variant, seed * 1000 + number),
                         make_other(variant, seed * 1000 + 500 + number), seconds,
                         peer_rules)

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(one, *g) for g in schedule(openings, games)]
        for future in as_completed(futures):
            try:
                r = future.result()
            except Exception:  # a fault of this script or a player: said, not scored
                summary.errors += 1
                print(f"  a game stopped by an error, not scored:\n{traceback.format_exc()}",
                      flush=True)
                continue
            summary.results.append(r)
            colours = (f"{label} White, {opponent} Black" if r.current_white
                       else f"{opponent} White, {label} Black")
            extra = f"; forfeit: {r.forfeit}" if r.forfeit else ""
            print(f"  game {r.number:>2} [{r.opening}] {colours}: {r.result} "
                  f"({r.reason}, {r.plies} plies){extra}", flush=True)
    summarise(summary)
    return summary


def measure_speed(spec: PlayerSpec, variant: str, seconds: float) -> dict[str, Any]:
    """Median nodes per second and depths reached on the variant's speed positions."""
    rates, depths = [], []
    player = Player(spec)
    try:
        for fen in SPEED_POSITIONS[variant]:
            player.ask(f"position {fen}", ACK_TIMEOUT)
            player.ask(f"go {seconds}", max(10 * seconds, 2.0))
            _, nodes, depth, elapsed = player.ask("stats", ACK_TIMEOUT).split()
            rates.append(int(nodes) / max(float(elapsed), 1e-9))
            depths.append(int(depth))
    finally:
        player.close()
    return {"engine": spec.label, "variant": variant, "seconds": seconds,
            "nodes_per_second": statistics.median(rates),
            "depth": statistics.median(depths), "depth_min": min(depths),
            "depth_max": max(depths)}


# ------------------------------------------------------------------ output


def percent(x: float) -> str:
    return "n/a" if x != x else f"{100 * x:.1f}%"


def elo_text(x: float) -> str:
    if x != x:
        return "n/a"
    if math.isinf(x):
        return "+inf" if x > 0 else "-inf"
    return f"{x:+.0f}"


def print_summary(matches: list[MatchSummary], speeds: list[dict[str, Any]]) -> None:
    print()
    print("| match | games | wins | draws | losses | forfeits | score | 95% interval "
          "| Elo | Elo 95% interval | mean s/move (current, opponent) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- | --- |")
    for m in matches:
        times = ", ".join(f"{m.seconds_per_move.get(side, 0.0):.2f}"
                          for side in (m.label, m.opponent))
        print(f"| {m.variant}: {m.label} vs {m.opponent} at {m.seconds:g} s | {m.games} "
              f"| {m.wins} | {m.draws} | {m.losses} | {m.forfeits} | {percent(m.score)} "
              f"| {percent(m.low)} to {percent(m.high)} | {elo_text(m.elo)} "
              f"| {elo_text(m.elo_low)} to {elo_text(m.elo_high)} | {times} |")
    for m in matches:
        if m.games:
            print(f"({m.variant}, {m.label} vs {m.opponent}: interval from the standard "
                  f"error over {m.error_over})")
            endings = Counter(r.reason for r in m.results)
            print("  how the games ended: " + "; ".join(
                f"{reason}: {count}" for reason, count in endings.most_common()))
        if m.errors:
            print(f"({m.variant}, {m.label} vs {m.opponent}: {m.errors} game(s) stopped by an "
                  "error, not scored: see the log above)")
    if speeds:
        print()
        print("| speed | engine | nodes/s (median) | ratio to current | depth (median, min-max) |")
        print("| --- | --- | ---: | ---: | --- |")
        for s in speeds:
            base = next((t["nodes_per_second"] for t in speeds
                         if t["variant"] == s["variant"] and t["engine"].startswith("current")),
                        None)
            ratio = f"{s['nodes_per_second'] / base:.2f}" if base else "n/a"
            print(f"| {s['variant']}, {s['seconds']:g} s a position | {s['engine']} "
                  f"| {s['nodes_per_second']:,.0f} | {ratio} | {s['depth']:g} "
                  f"({s['depth_min']}-{s['depth_max']}) |")
        print("(nodes are counted by each engine its own way: comparable between this "
              "engine's versions, only roughly against TurboEngine)")


def finite(value: Any) -> Any:
    """JSON has no infinity nor NaN: those become null."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, list):
        return [finite(v) for v in value]
    return value


# ------------------------------------------------------------------ main


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vs", choices=("turbo", "baseline", "both"), default="both")
    parser.add_argument("--games", type=int, help="games per match (default 40)")
    parser.add_argument("--seconds", type=float, help="time per move, both sides (default 0.5)")
    parser.add_argument("--variant", default="czech",
                        help="variant(s) of the baseline match, comma-separated "
                             f"({', '.join(VARIANTS)}); TurboEngine plays international only")
    parser.add_argument("--baseline", default=BASELINE, help=f"commit (default {BASELINE})")
    parser.add_argument("--speed-seconds", type=float,
                        help="time per speed position (default 1; 0 leaves speed out)")
    parser.add_argument("--jobs", type=int, default=2, help="games played at once (default 2)")
    parser.add_argument("--quick", action="store_true",
                        help="a smoke run: 4 games, 0.1 s a move, 0.2 s a speed position")
    parser.add_argument("--no-book", action="store_true",
                        help="this engine plays without its opening book, where it has one")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--openings", choices=("random", "list"), default="random",
                        help="two-ply openings drawn at random (seeded), or the fixed list")
    parser.add_argument("--peer-draws", default="fmjd",
                        help="the draw rules TurboEngine plays by, which referee its games "
                             "too (default fmjd; text: this program's only)")
    parser.add_argument("--json", help="write every figure and game here")
    args = parser.parse_args()
    games = args.games if args.games is not None else (4 if args.quick else 40)
    seconds = args.seconds if args.seconds is not None else (0.1 if args.quick else 0.5)
    speed_seconds = (args.speed_seconds if args.speed_seconds is not None
                     else (0.2 if args.quick else 1.0))
    variants = [v.strip() for v in args.variant.split(",") if v.strip()]
    for v in variants:
        if v not in VARIANTS:
            parser.error(f"unknown variant {v}: one of {', '.join(VARIANTS)}")
    book = not args.no_book
    started = time.monotonic()

    def ours(label: str, checkout: Path) -> SpecMaker:
        return lambda variant, seed: ours_spec(label, checkout, variant, seed, book)

    def turbo(_variant: str, _seed: int) -> PlayerSpec:
        return turbo_spec()

    current = ours("current", ROOT)
    current_code = code_path(sys.executable, ROOT)
    print(f"current runs {current_code}", flush=True)
    matches: list[MatchSummary] = []
    speed_engines: dict[str, list[tuple[str, SpecMaker]]] = {"international": [
        ("current", current)]}
    if args.vs in ("turbo", "both"):
        matches.append(run_match("international", "current", "TurboEngine", current, turbo,
                                 games, seconds, args.seed, args.jobs,
                                 args.openings == "list",
                                 None if args.peer_draws == "text" else args.peer_draws))
        speed_engines["international"].append(("TurboEngine", turbo))
    if args.vs in ("baseline", "both"):
        sha, folder = baseline_checkout(args.baseline)
        name = f"baseline {sha}"
        baseline = ours(name, folder)
        for variant in variants:
            matches.append(run_match(variant, "current", name, current, baseline, games,
                                     seconds, args.seed, args.jobs, args.openings == "list"))
        for variant in ["international", *variants]:
            if variant in SPEED_POSITIONS:
                engines = speed_engines.setdefault(variant, [("current", current)])
                if (name, baseline) not in engines:
                    engines.insert(1, (name, baseline))
    speeds = []
    if speed_seconds > 0:
        for variant, engines in speed_engines.items():
            for label, make_spec in engines:
                print(f"== speed: {label}, {variant}, {speed_seconds:g} s a position",
                      flush=True)
                speeds.append(measure_speed(make_spec(variant, 0), variant, speed_seconds))
    print_summary(matches, speeds)
    print(f"{time.monotonic() - started:.0f} s in all, Python {sys.version.split()[0]}, "
          f"seed {args.seed}")
    if args.json:
        report = {
            "settings": {"games": games, "seconds": seconds, "speed_seconds": speed_seconds,
                         "vs": args.vs, "variants": variants, "baseline": args.baseline,
                         "jobs": args.jobs, "seed": args.seed, "book": book,
                         "openings": args.openings, "peer_draws": args.peer_draws,
                         "current_code": current_code,
                         "level": LEVEL, "max_plies": MAX_PLIES},
            "matches": [asdict(m) for m in matches],
            "speed": speeds,
        }
        Path(args.json).write_text(json.dumps(finite(report), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
