"""The moves of a game that lost most, and why, for a review after the game (or during
it) and for a warning before a move that hangs a piece.

A move is judged by the score it drops: the best move's score, searched at a fixed depth,
minus the played move's, searched to the same depth behind it. What it loses is read from
the two lines played out: pieces, the game, or a king the opponent gets.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum

from accessible_dama.engine.player import Engine
from accessible_dama.engine.progress import Progress
from accessible_dama.rules import AnyGame, AnyPosition, Color, Move, new_game

REVIEW_DEPTH = 6  # plies a review searches each move; a test or a record may ask deeper
WARNING_DEPTH = 4  # plies the warning before a hanging move searches
MISTAKE = 60  # hundredths of a man a move must drop to count as a mistake
CLAMP = 1000  # a won or lost position counts as this much: drops between them are not real
LINE_PLIES = 8  # plies of a line played out to count what it wins or loses


class Loss(Enum):
    """What a mistake loses."""

    GAME = "game"  # the opponent now wins by force
    MEN = "men"  # pieces, once the opponent's line is played out
    CROWN = "crown"  # the opponent gets a king
    POSITION = "position"  # nothing concrete in the line: the score drops


@dataclass(frozen=True)
class Mistake:
    """A move that dropped the score, and the better move."""

    ply: int  # where in the game: 0 is its first move
    move: Move
    better: Move
    drop: int  # hundredths of a man
    loss: Loss
    pieces: int = 0  # for MEN: how many
    reply: Move | None = None  # the opponent's answer that shows it
    line: tuple[Move, ...] = ()  # the opponent's line after the move


def _pieces(position: AnyPosition, color: Color) -> tuple[int, int]:
    """(pieces, kings) of ``color`` minus the opponent's."""
    m, k = position.count(color)
    om, ok = position.count(not color)
    return (m + k) - (om + ok), k - ok


def _played_out(position: AnyPosition, line: tuple[Move, ...]) -> AnyPosition:
    p = position.copy()
    for move in line[:LINE_PLIES]:
        p.push(move)
    return p


def _score(result: Progress[Move] | None) -> int:
    return 0 if result is None else max(-CLAMP, min(CLAMP, result.score))


def judge(engine: Engine, game: AnyGame, move: Move, depth: int) -> Mistake | None:
    """What ``move`` (legal in ``game``) loses against the best move at ``depth`` plies,
    or None when it drops less than ``MISTAKE`` (or ends the game)."""
    best = engine.best_line(game, depth=depth)
    if best is None or best.best is None or best.best == move:
        return None
    game.push(move)
    try:
        if game.outcome is not None:
            return None
        after = engine.best_line(game, depth=max(1, depth - 1))
    finally:
        game.pop()
    drop = _score(best) - -_score(after)
    if drop < MISTAKE:
        return None
    position, me = game.position, game.position.turn
    line = after.line if after else ()
    moved = position.copy()
    moved.push(move)
    played = _pieces(_played_out(moved, line), me)
    wanted = _pieces(_played_out(position, best.line), me)
    reply = line[0] if line else None
    if after is not None and after.mate_in is not None and after.mate_in > 0 and not (
            best.mate_in is not None and best.mate_in < 0):
        return Mistake(0, move, best.best, drop, Loss.GAME, reply=reply, line=line)
    if wanted[0] > played[0]:
        return Mistake(0, move, best.best, drop, Loss.MEN, wanted[0] - played[0], reply, line)
    if wanted[1] > played[1]:
        return Mistake(0, move, best.best, drop, Loss.CROWN, reply=reply, line=line)
    return Mistake(0, move, best.best, drop, Loss.POSITION, reply=reply, line=line)


def hangs(engine: Engine, game: AnyGame, move: Move, depth: int = WARNING_DEPTH) -> Mistake | None:
    """The mistake, when ``move`` loses pieces or the game that the best move keeps."""
    found = judge(engine, game, move, depth)
    return found if found is not None and found.loss in (Loss.MEN, Loss.GAME) else None


def mistakes(game: AnyGame, *, depth: int = REVIEW_DEPTH,
             sides: tuple[Color, ...] = (True, False),
             progress: Callable[[int, int], None] | None = None) -> list[Mistake]:
    """The mistakes of ``sides`` in ``game`` (its moves from its start), the one that
    dropped most first (then in the order played). The game is left as it was.
    ``progress`` hears (plies judged, plies in all) after each ply."""
    engine = Engine(10)  # one transposition table: each position is searched once
    replay = new_game(game.rules, game.start)
    found: list[Mistake] = []
    for ply, move in enumerate(game.moves):
        if replay.outcome is not None:
            break
        if replay.turn in sides:
            mistake = judge(engine, replay, move, depth)
            if mistake is not None:
                found.append(replace(mistake, ply=ply))
        replay.push(move, game.irregular.get(ply))
        if progress is not None:
            progress(ply + 1, len(game.moves))
    return sorted(found, key=lambda m: (-m.drop, m.ply))

