"""The moves of a game that lost most, and why, for a review after the game (or during
it) and for a warning before a move that loses material.

What a move loses is found by search, not by a pattern: a search that counts only
material (men and kings) scores the best move and the move played, each to the same
depth and node limit; a move that ends a man or more below both the best move and the
material on the board now loses material by force within that horizon (a sacrifice
that wins it back loses nothing). The review also judges each move by the full
evaluation: a move that turns a won or drawn position, or drops the score by
``MISTAKE``, is named with the better move.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from functools import singledispatch

from accessible_dama.engine.endgame import Tables
from accessible_dama.engine.evaluation import Evaluator, Weights
from accessible_dama.engine.games import game_state, history_for
from accessible_dama.engine.limit import Limit
from accessible_dama.engine.player import Engine, piece_balance, through_forced
from accessible_dama.engine.progress import Progress
from accessible_dama.engine.search import Search, SearchOptions
from accessible_dama.engine.state import DraughtsState, SearchState
from accessible_dama.rules import AnyGame, AnyPosition, Color, Game, Move, Rules, new_game

REVIEW_DEPTH = 6  # plies a review searches each move; a test or a record may ask deeper
#: the same for mill, alquerque and Vietnamese chess, whose moves are made uncompiled
#: (about ten times slower): a review of 90 plies then takes as long as one of draughts
POINT_REVIEW_DEPTH = 4
MISTAKE = 60  # hundredths of a man a move must drop to count as a mistake
CLAMP = 1000  # a won or lost position counts as this much: drops between them are not real
WON = 150  # a score at least this high is a won position, at most -WON a lost one
LOST_MAN = 90  # material (hundredths of a man) a move must lose to lose a man


#: the warning before a move: ten plies of material, within a bounded number of nodes
WARNING_LIMIT = Limit(depth=10, nodes=60_000)
#: the review: the same horizon, fewer nodes (every move of a game is judged)
REVIEW_LIMIT = Limit(depth=10, nodes=30_000)


class Loss(Enum):
    """What a mistake loses."""

    GAME = "game"  # the opponent now wins by force
    MEN = "men"  # pieces, by force
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
    #: what the position was before the move (WON: won, 0: drawn, -WON: lost) when the
    #: move turned it, else None
    turned: int | None = None


_MATERIAL: dict[str, Evaluator] = {}


def material_evaluator(rules: Rules) -> Evaluator:
    """An evaluation that counts men and kings only (a king as the engine counts it)."""
    found = _MATERIAL.get(rules.id)
    if found is None:
        king = 300 if rules.flying_kings else 150
        weights = Weights(king=king, centre=0, back_rank=0, mobility=0, runaway=0,
                          advancement=(0,) * rules.geometry.size)
        found = _MATERIAL[rules.id] = Evaluator(rules, weights)
    return found


@singledispatch
def material_state(game: AnyGame, tables: Tables | None = None) -> SearchState[Move]:
    """The search state that scores the game's position by material: in draughts men and
    kings (probing the endgame database of ``tables``); a game of points by its own
    evaluation."""
    return game_state(game)


@material_state.register
def _(game: Game, tables: Tables | None = None) -> SearchState[Move]:
    return DraughtsState(game.position, material_evaluator(game.rules),
                         endgame=None if tables is None else tables.available(game.rules))


def _material_now(game: AnyGame) -> int:
    """The material on the board for the side to move (hundredths of a man)."""
    return material_state(game).evaluate()


def line_by_material(engine: Engine, game: AnyGame, limit: Limit) -> Progress[Move] | None:
    """The best line by material alone, within ``limit`` (forced moves played through).
    The other games (mill, alquerque, Vietnamese chess) make their moves far more slowly,
    uncompiled: they get a thirtieth of the nodes, so that a review of one is not minutes."""
    if not isinstance(game, Game) and limit.nodes is not None:
        limit = replace(limit, nodes=max(1, limit.nodes // 30))
    deadline = limit.until(engine.clock, engine.level_of(game).seconds)

    def searched(g: AnyGame) -> Progress[Move] | None:
        options = SearchOptions(node_limit=limit.nodes)
        if limit.depth is not None:
            options.max_depth = limit.depth
        return Search(material_state(g, engine.tables), deadline=deadline, clock=engine.clock,
                      options=options, history=history_for(g)).run()

    return through_forced(game, searched)


def _score(result: Progress[Move] | None) -> int:
    return 0 if result is None else max(-CLAMP, min(CLAMP, result.score))


def _crowned(game: AnyGame, line: tuple[Move, ...], color: Color) -> bool:
    """Whether a man of ``color`` is crowned within ``line`` (played from the game)."""
    p = game.position.copy()
    before = p.count(color)[1]
    for move in line:
        p.push(move)
    return p.count(color)[1] > before


@dataclass(frozen=True)
class MaterialLoss:
    """What a move loses by material, against the best move and the board now."""

    lost: int  # hundredths of a man (0 when it loses nothing)
    best: Progress[Move] | None  # the best line before the move
    after: Progress[Move] | None  # the opponent's best line after it
    game: bool  # the opponent now wins by force


def material_loss(engine: Engine, game: AnyGame, move: Move, limit: Limit,
                  best: Progress[Move] | None = None) -> MaterialLoss:
    """What ``move`` (legal in ``game``) loses by material within ``limit``: the least of
    the best move's material and the material now, minus the move's. ``best`` is the best
    line of the position when it is known already."""
    if best is None:
        best = line_by_material(engine, game, limit)
    game.push(move)
    try:
        if game.outcome is not None:
            return MaterialLoss(0, best, None, False)
        after = line_by_material(engine, game, limit.after_a_move())
    finally:
        game.pop()
    now = _score(best) if game.position.must_capture() else _material_now(game)
    lost = min(_score(best), now) - -_score(after)
    loses_game = (after is not None and after.mate_in is not None and after.mate_in > 0
                  and not (best is not None and best.mate_in is not None and best.mate_in < 0))
    return MaterialLoss(max(0, lost), best, after, loses_game)


def hangs(engine: Engine, game: AnyGame, move: Move,
          limit: Limit = WARNING_LIMIT) -> Mistake | None:
    """The mistake, when ``move`` loses material or the game by force within ``limit``
    that the best move keeps; None otherwise."""
    found = material_loss(engine, game, move, limit)
    if found.best is None or found.best.best is None:
        return None
    line = found.after.line if found.after is not None else ()
    reply = line[0] if line else None
    if found.game:
        return Mistake(0, move, found.best.best, found.lost, Loss.GAME, reply=reply, line=line)
    if found.lost < LOST_MAN:
        return None
    me = game.position.turn
    pieces = (_balance_after(game.position, found.best.line, me)
              - _balance_after(game.position, (move, *line), me))
    if pieces < 1 and _crowned_after(game, move, line, not me):
        return Mistake(0, move, found.best.best, found.lost, Loss.CROWN, reply=reply, line=line)
    return Mistake(0, move, found.best.best, found.lost, Loss.MEN, max(1, pieces), reply, line)


def _balance_after(position: AnyPosition, line: tuple[Move, ...], color: Color) -> int:
    """The ``piece_balance`` of ``color`` once ``line`` is played from ``position``."""
    p = position.copy()
    for move in line:
        p.push(move)
    return piece_balance(p, color)


def _crowned_after(game: AnyGame, move: Move, line: tuple[Move, ...], color: Color) -> bool:
    game.push(move)
    try:
        return _crowned(game, line[:10], color)
    finally:
        game.pop()


def judge(engine: Engine, game: AnyGame, move: Move, depth: int,
          limit: Limit = REVIEW_LIMIT) -> Mistake | None:
    """What ``move`` (legal in ``game``) loses: material by force (``hangs``), or else a
    won or drawn position turned, or at least ``MISTAKE`` of the score at ``depth`` plies;
    None when it loses none of these (or ends the game)."""
    lost = hangs(engine, game, move, limit)
    best = engine.best_line(game, Limit(depth=depth))
    if best is None or best.best is None or best.best == move:
        return lost
    game.push(move)
    try:
        if game.outcome is not None:
            return lost
        after = engine.best_line(game, Limit(depth=depth).after_a_move())
    finally:
        game.pop()
    before, now = _score(best), -_score(after)
    drop = before - now
    turned = _turned(before, now)
    if lost is not None:
        return replace(lost, better=best.best if drop > 0 else lost.better,
                       drop=max(drop, lost.drop), turned=turned)
    if drop < MISTAKE and turned is None:
        return None
    line = after.line if after else ()
    reply = line[0] if line else None
    if after is not None and after.mate_in is not None and after.mate_in > 0 and not (
            best.mate_in is not None and best.mate_in < 0):
        return Mistake(0, move, best.best, drop, Loss.GAME, reply=reply, line=line,
                       turned=turned)
    if _crowned_after(game, move, line[:8], not game.position.turn) and not _crowned(
            game, best.line[:9], not game.position.turn):
        return Mistake(0, move, best.best, drop, Loss.CROWN, reply=reply, line=line,
                       turned=turned)
    return Mistake(0, move, best.best, drop, Loss.POSITION, reply=reply, line=line,
                   turned=turned)


def _turned(before: int, after: int) -> int | None:
    """What the position was (WON, 0 or -WON) when a move turned it: a won one no longer
    won, or a drawn one now lost; None otherwise."""
    if before >= WON and after < WON // 2:
        return WON
    if -WON // 2 < before < WON and after <= -WON:
        return 0
    return None


def mistakes(game: AnyGame, *, depth: int | None = None,
             sides: tuple[Color, ...] = (True, False),
             progress: Callable[[int, int], None] | None = None,
             limit: Limit = REVIEW_LIMIT) -> list[Mistake]:
    """The mistakes of ``sides`` in ``game`` (its moves from its start), the one that
    dropped most first (then in the order played). The game is left as it was.
    ``depth``: plies searched each move (``REVIEW_DEPTH``, or ``POINT_REVIEW_DEPTH`` in
    the games that are not draughts). ``progress`` hears (plies judged, plies in all)
    after each ply."""
    if depth is None:
        depth = REVIEW_DEPTH if isinstance(game, Game) else POINT_REVIEW_DEPTH
    engine = Engine(10)  # one transposition table: each position is searched once
    replay = new_game(game.rules, game.start)
    found: list[Mistake] = []
    for ply, move in enumerate(game.moves):
        if replay.outcome is not None:
            break
        if replay.turn in sides:
            mistake = judge(engine, replay, move, depth, limit)
            if mistake is not None:
                found.append(replace(mistake, ply=ply))
        replay.push(move, game.irregular.get(ply))
        if progress is not None:
            progress(ply + 1, len(game.moves))
    return sorted(found, key=lambda m: (-m.drop, m.ply))
