"""The computer opponent: a level, a move, a hint with its reason, an analysis, in any
game (draughts and the games on boards of points alike)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from functools import singledispatch
from typing import Any

from accessible_dama.engine.book import BOOK_FROM_LEVEL, book_moves
from accessible_dama.engine.endgame import Database, Tables
from accessible_dama.engine.games import game_state, history_for
from accessible_dama.engine.levels import OPENING_PLIES, Level, level
from accessible_dama.engine.limit import DEFAULT_LIMIT, Limit
from accessible_dama.engine.progress import Progress
from accessible_dama.engine.search import Search, SearchOptions
from accessible_dama.engine.state import WIN, DraughtsState
from accessible_dama.rules import (
    AnyGame,
    AnyPosition,
    Color,
    Move,
    PointPosition,
    Position,
)


class Why(Enum):
    """The one-sentence reason a hint gives."""

    WINS_GAME = "wins_game"  # a forced win is seen
    FORCES_CAPTURE = "forces_capture"  # a sacrifice: the opponent must capture, then we take more
    CAPTURES = "captures"  # takes pieces and keeps the gain
    WINS_MATERIAL = "wins_material"  # wins pieces a few moves later
    CROWNS = "crowns"  # gets a king, now or within the line
    TRADES = "trades"  # gives a man for a man while ahead
    FORCES_EXCHANGE = "forces_exchange"  # gives a man for a man, the opponent must take
    STOPS_BREAKTHROUGH = "stops_breakthrough"  # the opponent's man would crown otherwise
    DEFENDS = "defends"  # a piece the opponent threatened to take is safe after it
    COVERS = "covers"  # a man steps behind one of ours: it cannot be jumped from the front
    THREATENS = "threatens"  # threatens to take a piece on the next move
    PREPARES_CROWNING = "prepares_crowning"  # a man of ours crowns within two moves unless stopped
    SAFE_MOVE = "safe_move"  # every other move loses material
    BLOCKS = "blocks"  # takes at least two moves away from the opponent's men
    WINS_TEMPO = "wins_tempo"  # a man forward, and the opponent is left short of safe moves
    CLOSES_MILL = "closes_mill"  # mill: closes a mill and takes a man
    GIVES_CHECK = "gives_check"  # Vietnamese chess: puts the enemy king in check
    MATES = "mates"  # Vietnamese chess: the enemy king is mated at once
    ONLY_MOVE = "only_move"
    POSITIONAL = "positional"  # the position gets better


@dataclass(frozen=True)
class Hint:
    move: Move
    why: Why
    pieces: int = 0  # pieces captured, won or given up, as the reason says
    plies: int = 0  # for WINS_GAME: plies to the win
    line: tuple[Move, ...] = ()
    score: int = 0
    squares: tuple[int, ...] = ()  # for DEFENDS and THREATENS: the pieces' squares
    fewer: int = 0  # for BLOCKS: how many moves the opponent's men lost


@dataclass(frozen=True)
class Analysis:
    """An evaluation in facts that phrases/ turns into words."""

    score_white: int  # hundredths of a man, from White's side
    men_white: int
    kings_white: int
    men_black: int
    kings_black: int
    winner: Color | None  # set when a forced win is seen
    plies_to_win: int | None
    line: tuple[Move, ...]
    depth: int


class Engine:
    """The computer opponent at one level. Keeps its transposition table between moves.

    From level ``BOOK_FROM_LEVEL`` up its moves come from the opening book while the
    position is in it (``engine.book``); ``book=False`` leaves the book out (for
    comparisons of the search itself). ``tables`` are the endgame databases it probes
    (a program gives all its engines the same; None: its own, read from the cache
    folder).
    """

    def __init__(
        self,
        level_number: int = 3,
        *,
        rng: random.Random | None = None,
        clock: Callable[[], float] = time.monotonic,
        book: bool = True,
        tables: Tables | None = None,
    ) -> None:
        level(level_number)  # 1 to 10, or ValueError
        self.number = level_number
        self.rng = rng or random.Random()
        self.clock = clock
        self.book = book
        self.tables = Tables() if tables is None else tables
        self._table: dict[int, tuple[int, int, int, Any]] = {}

    def search(self, game: AnyGame, limit: Limit = DEFAULT_LIMIT, *,
               noise: bool = True) -> Search[Move]:
        """A search of the game's position at this level (iterate it for progress), within
        ``limit``: its depth in place of the level's, and the level's time budget when it
        gives neither time nor depth nor nodes (see ``Limit``)."""
        lv = self.level_of(game)
        deadline = limit.until(self.clock, lv.seconds)
        return self._search(game, limit, deadline, noise=noise, depth=lv.max_depth)

    def level_of(self, game: AnyGame) -> Level:
        """This engine's level in ``game`` (each board size has its own levels)."""
        return level(self.number, game.rules)

    def _search(self, game: AnyGame, limit: Limit, deadline: float | None, *,
                noise: bool, depth: int) -> Search[Move]:
        """The search within ``limit`` and until ``deadline``, ``depth`` plies deep when
        the limit gives no depth."""
        lv = self.level_of(game)
        amount = (lv.opening_noise if len(game.moves) < OPENING_PLIES else lv.noise) if noise else 0
        options = SearchOptions(
            max_depth=depth if limit.depth is None else limit.depth,
            quiescence=lv.quiescence,
            root_noise=amount,
            node_limit=limit.nodes,
        )
        # in Vietnamese chess the move that repeats a position the third time loses
        return Search(
            game_state(game, self.tables),
            deadline=deadline,
            clock=self.clock,
            options=options,
            history=history_for(game),
            rng=self.rng,
            table=self._table,
        )

    def choose_move(self, game: AnyGame, limit: Limit = DEFAULT_LIMIT) -> Move:
        """The move the computer plays: a book move while there is one (``book_move``),
        else the search's within ``limit`` (its depth no deeper than the level's)."""
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        opening = self.book_move(game)
        if opening is not None:
            return opening
        lv = self.level_of(game)
        if limit.depth is not None:
            limit = replace(limit, depth=min(limit.depth, lv.max_depth))
        if lv.careless and self.rng.randrange(100) < lv.careless:
            # a careless move: a glance one move deep, what may be taken after it unseen
            search = self._search(game, Limit(depth=1), None, noise=True, depth=1)
            search.options.quiescence = False
        else:
            search = self.search(game, limit)
        result = search.run()
        return result.best if result and result.best is not None else moves[0]

    def book_move(self, game: AnyGame) -> Move | None:
        """A move of the opening book for the game's position, chosen at random with the
        engine's ``rng``, weighted by how often it was played; None below level
        ``BOOK_FROM_LEVEL``, with the book turned off, in a game without a book, out of
        the book, or when a capture is forced (the search finds the best one)."""
        if not self.book or self.number < BOOK_FROM_LEVEL:
            return None
        position = game.position
        if not isinstance(position, Position) or position.must_capture():
            return None
        choices = book_moves(position)
        if not choices:
            return None
        moves = [move for move, _ in choices]
        weights = [weight for _, weight in choices]
        return self.rng.choices(moves, weights=weights)[0]

    def best_line(self, game: AnyGame, limit: Limit = DEFAULT_LIMIT) -> Progress[Move] | None:
        """The principal line at full strength within ``limit`` (no noise, quiescence on,
        no depth cap but the limit's). A forced move is played through, so the score is
        that of the position it leads to (a search stops at a forced move, saying nothing
        of its worth)."""
        until = limit.until(self.clock, self.level_of(game).seconds)

        def searched(g: AnyGame) -> Progress[Move] | None:
            search = self._search(g, limit, until, noise=False, depth=64)
            search.options.quiescence = True
            return search.run()

        return through_forced(game, searched)

    def hint(self, game: AnyGame, limit: Limit = DEFAULT_LIMIT) -> Hint | None:
        """The best move within ``limit`` and why, in facts. None when there is no move."""
        moves = game.legal_moves()
        if not moves:
            return None
        if len(moves) == 1:
            return Hint(moves[0], Why.ONLY_MOVE, pieces=len(moves[0].captured), line=(moves[0],))
        result = self.best_line(game, limit)
        if result is None or result.best is None:
            return Hint(moves[0], Why.POSITIONAL, line=(moves[0],))
        return explain(game.position, result, self.tables.available(game.rules))

    def analyse(self, game: AnyGame, limit: Limit = DEFAULT_LIMIT) -> Analysis:
        """The evaluation of the position within ``limit``, with the material and the
        principal line."""
        p = game.position
        wm, wk = p.count(True)
        bm, bk = p.count(False)
        result = None
        if game.legal_moves():
            result = self.best_line(game, limit)
        score = 0 if result is None else (result.score if p.turn else -result.score)
        winner: Color | None = None
        plies: int | None = None
        if game.outcome is not None:
            winner = game.outcome.winner
        elif result is not None and result.mate_in is not None:
            plies = abs(result.mate_in)
            winner = p.turn if result.mate_in > 0 else not p.turn
        return Analysis(
            score_white=score,
            men_white=wm,
            kings_white=wk,
            men_black=bm,
            kings_black=bk,
            winner=winner,
            plies_to_win=plies,
            line=result.line if result else (),
            depth=result.depth if result else 0,
        )


FORCED_PLIES = 16  # forced moves played through at most before a search scores the rest


def through_forced(game: AnyGame,
                   searched: Callable[[AnyGame], Progress[Move] | None]) -> Progress[Move] | None:
    """``searched(game)``, with the moves the side to move is forced to make (a single
    legal move) played first: the score is that of where they lead, for the side to
    move now, and the line begins with them. The game is left as it was."""
    forced: list[Move] = []
    mover = game.turn
    try:
        while len(forced) < FORCED_PLIES and game.outcome is None:
            moves = game.legal_moves()
            if len(moves) != 1:
                break
            forced.append(moves[0])
            game.push(moves[0])
        if not forced:
            return searched(game)
        over = game.outcome
        if over is not None:
            score = 0 if over.winner is None else (
                WIN - len(forced) if over.winner == mover else -WIN + len(forced))
            return Progress(0, score, tuple(forced), 0, 0.0)
        rest = searched(game) if game.legal_moves() else None
    finally:
        for _ in forced:
            game.pop()
    if rest is None:
        return Progress(0, 0, tuple(forced), 0, 0.0)
    sign = -1 if len(forced) % 2 else 1
    score = rest.score * sign
    if abs(score) >= WIN - 1000:  # a win or loss further away by the forced plies
        score -= len(forced) if score > 0 else -len(forced)
    return Progress(rest.depth, score, (*forced, *rest.line), rest.nodes, rest.seconds)


def piece_balance(p: AnyPosition, color: Color) -> int:
    """Pieces (men and kings) of ``color`` minus the opponent's (a man crowned is no
    piece won)."""
    men, kings = p.count(color)
    their_men, their_kings = p.count(not color)
    return (men + kings) - (their_men + their_kings)


@singledispatch
def explain(position: AnyPosition, result: Progress[Move],
            endgame: Database | None = None) -> Hint:
    """Why the best move of ``result``, searched in ``position``, is good (registered per
    family of games, by the type of its position); the lines it looks at probe
    ``endgame`` where the game has one."""
    raise TypeError(f"no hints for {position!r}")


THREAT_DEPTH = 4  # plies searched to see a breakthrough or a loss a hint names


def _crowns_in(position: Position, line: tuple[Move, ...], color: Color) -> bool:
    """Whether a man of ``color`` is crowned within the first plies of ``line``."""
    p = position.copy()
    for move in line[:8]:
        if p.turn == color and p.is_promotion(move):
            return True
        p.push(move)
    return False


def _threat_line(position: Position, endgame: Database | None) -> tuple[Move, ...]:
    """The principal line of a shallow search of ``position`` (by its side to move),
    limited by depth: the same on a busy machine."""
    if not position.legal_moves():
        return ()
    state = DraughtsState(position, endgame=endgame)
    result = Search(state, deadline=None, clock=time.monotonic,
                    options=SearchOptions(max_depth=THREAT_DEPTH)).run()
    return result.line if result else ()


def _can_crown(p: Position, moves: int) -> bool:
    """Whether the side to move crowns a man within ``moves`` of its moves, whatever the
    other side answers in between."""
    legal = p.legal_moves()
    if any(p.is_promotion(m) for m in legal):
        return True
    if moves <= 1:
        return False
    for move in legal:
        p.push(move)
        replies = p.legal_moves()
        forced = True
        for reply in replies:
            p.push(reply)
            forced = _can_crown(p, moves - 1)
            p.pop()
            if not forced:
                break
        p.pop()
        if forced:
            return True
    return False


def _stops_breakthrough(position: Position, best: Move) -> bool:
    """Whether the opponent, were it to move now, would crown a man within two moves
    whatever we answered, and after ``best`` cannot."""
    passed = position.copy()
    passed.turn = not position.turn  # the opponent to move: what it threatens
    after = position.copy()
    after.push(best)
    return _can_crown(passed, 2) and not _can_crown(after, 2)


def _loses_material(position: Position, move: Move, endgame: Database | None) -> bool:
    """Whether ``move`` loses material once a shallow search's line is played out."""
    me = position.turn
    before = piece_balance(position, me)
    p = position.copy()
    p.push(move)
    for reply in _threat_line(p, endgame)[:8]:
        p.push(reply)
    return piece_balance(p, me) < before


def _only_safe(position: Position, best: Move, endgame: Database | None) -> bool:
    """Whether every other move loses material and ``best`` does not."""
    others = [m for m in position.legal_moves() if m != best]
    return (bool(others) and all(_loses_material(position, m, endgame) for m in others)
            and not _loses_material(position, best, endgame))


@explain.register
def _explain_draughts(position: Position, result: Progress[Move],
                      endgame: Database | None = None) -> Hint:
    """Draughts: found by playing the line out; it wins by force, forces a capture and
    wins more, captures, wins material, crowns within the line, trades while ahead,
    stops a breakthrough, is the only move that loses nothing, or else improves the
    position."""
    line = result.line
    best = line[0]
    me = position.turn
    score = result.score
    if result.mate_in is not None and result.mate_in > 0:
        return Hint(best, Why.WINS_GAME, plies=result.mate_in, line=line, score=score)
    p = position.copy()
    before = piece_balance(p, me)
    p.push(best)
    opponent_forced = p.must_capture()
    given = 0
    if opponent_forced and not best.captured:
        replies = p.legal_moves()
        given = max(len(m.captured) for m in replies) if replies else 0
    for move in line[1:8]:
        p.push(move)
    gained = piece_balance(p, me) - before
    if given and gained > 0:
        return Hint(best, Why.FORCES_CAPTURE, pieces=given, line=line, score=score)
    if best.captured and gained >= 0:
        return Hint(best, Why.CAPTURES, pieces=len(best.captured), line=line, score=score)
    if gained > 0:
        return Hint(best, Why.WINS_MATERIAL, pieces=gained, line=line, score=score)
    if _crowns_in(position, line, me):
        return Hint(best, Why.CROWNS, line=line, score=score)
    if given and gained == 0:
        why = Why.TRADES if before > 0 else Why.FORCES_EXCHANGE
        return Hint(best, why, pieces=given, line=line, score=score)
    if _stops_breakthrough(position, best):
        return Hint(best, Why.STOPS_BREAKTHROUGH, line=line, score=score)
    return _quiet_reason(position, best, gained,
                         Hint(best, Why.POSITIONAL, line=line, score=score), endgame)


def _passed(position: Position) -> Position:
    """The position with the other side to move: what it threatens."""
    passed = position.copy()
    passed.turn = not position.turn
    return passed


def _taken(position: Position) -> set[int]:
    """The squares of the pieces the side to move could take now."""
    if not position.must_capture():
        return set()
    return {s for m in position.legal_moves() for s in m.captured}


def _threat_defended(position: Position, best: Move,
                     endgame: Database | None) -> tuple[int, ...]:
    """The squares of our pieces the opponent threatens to win by a combination (its best
    line, were it to move now, wins material) when ``best`` keeps them; () otherwise."""
    me = position.turn
    passed = _passed(position)
    if not passed.legal_moves():
        return ()
    p = passed.copy()
    before = piece_balance(p, me)
    first_taken: tuple[int, ...] = ()
    for move in _threat_line(passed, endgame)[:8]:
        if p.turn != me and move.captured and not first_taken:
            first_taken = tuple(sorted(move.captured))
        p.push(move)
    if (piece_balance(p, me) >= before or not first_taken
            or _loses_material(position, best, endgame)):
        return ()
    return first_taken


def _covered(position: Position, move: Move) -> tuple[int, ...]:
    """The squares of the pieces of ours that a man's step covers from behind: each stands
    just ahead of the square it lands on (empty before), with a square beyond it."""
    if move.captured or not position.is_man_move(move):
        return ()
    g = position.rules.geometry
    me = position.turn
    own = (position.white_men | position.white_kings) if me else (
        position.black_men | position.black_kings)
    ahead = 1 if me else -1
    file, rank = g.coords(move.path[-1])
    covered = []
    for side in (-1, 1):
        front = g.square_at(file + side, rank + ahead)
        beyond = g.square_at(file + 2 * side, rank + 2 * ahead)
        if (front is not None and beyond is not None and own & g.bit[front]
                and front != move.path[0]):
            covered.append(front)
    return tuple(covered)


def _safe_replies(position: Position, endgame: Database | None) -> int:
    """How many moves of the side to move lose no material."""
    return sum(not _loses_material(position, m, endgame) for m in position.legal_moves())


def _quiet_reason(position: Position, best: Move, gained: int, hint: Hint,
                  endgame: Database | None) -> Hint:
    """A move that wins nothing yet, in the words a player uses: it defends a piece that
    was threatened, threatens to take, prepares to crown, is the only safe move, blocks
    the opponent's men, or wins a tempo; else ``hint`` (it improves the position)."""
    after = position.copy()
    after.push(best)
    threatened = _taken(_passed(position))
    still = _taken(after)
    if threatened and gained == 0 and not still:
        return replace(hint, why=Why.DEFENDS, squares=tuple(sorted(
            best.path[-1] if s == best.path[0] else s for s in threatened)))
    if gained == 0:
        defended = _threat_defended(position, best, endgame)
        if defended:
            return replace(hint, why=Why.DEFENDS, squares=defended)
    threats = _taken(_passed(after))
    if threats and not _loses_material(position, best, endgame):
        return replace(hint, why=Why.THREATENS, squares=tuple(sorted(threats)))
    if position.is_man_move(best) and _can_crown(_passed(after), 2):
        return replace(hint, why=Why.PREPARES_CROWNING)
    if _only_safe(position, best, endgame):
        return replace(hint, why=Why.SAFE_MOVE)
    covered = _covered(position, best)
    if covered:
        return replace(hint, why=Why.COVERS, squares=covered)
    before_moves = _passed(position).count_legal_moves()
    after_moves = after.count_legal_moves()
    if 0 < after_moves <= before_moves - 2:
        return replace(hint, why=Why.BLOCKS, fewer=before_moves - after_moves)
    if (position.is_man_move(best)
            and _safe_replies(after, endgame) <= max(2, after_moves * 7 // 10)):
        return replace(hint, why=Why.WINS_TEMPO)
    return hint


@explain.register
def _explain_points(position: PointPosition, result: Progress[Move],
                    endgame: Database | None = None) -> Hint:
    """A game on a board of points: the move wins by force, mates, closes a mill,
    captures, gives check, or else improves the position."""
    line = result.line
    best = line[0]
    after = position.copy()
    after.push(best)
    if after.is_check() and not after.legal_moves():
        return Hint(best, Why.MATES, plies=1, line=line, score=result.score)
    if result.mate_in is not None and result.mate_in > 0:
        return Hint(best, Why.WINS_GAME, plies=result.mate_in, line=line, score=result.score)
    if position.closes_mill(best):
        return Hint(best, Why.CLOSES_MILL, pieces=len(best.captured), line=line,
                    score=result.score)
    if best.captured:
        return Hint(best, Why.CAPTURES, pieces=len(best.captured), line=line, score=result.score)
    if after.is_check():
        return Hint(best, Why.GIVES_CHECK, line=line, score=result.score)
    return Hint(best, Why.POSITIONAL, line=line, score=result.score)
