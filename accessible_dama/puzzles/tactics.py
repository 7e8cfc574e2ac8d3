"""What a move wins by force, measured by the engine's search: the test a position must
pass to be a puzzle, and the one the trainer uses on a move that is not the stored one.

A move *wins* when the search, at a fixed depth behind it, scores the position at least
``WINS`` hundredths of a man above the material on the board now (or sees a forced win);
another move *does not win the same* when it stays at most ``KEEPS`` above it and at least
``GAP`` below the winning move. Depths, never time, bound every search, so the answers
are the same on a busy machine as on an idle one.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from accessible_dama.engine.endgame import Database
from accessible_dama.engine.player import piece_balance
from accessible_dama.engine.search import Search, SearchOptions
from accessible_dama.engine.state import WIN, DraughtsState
from accessible_dama.rules import Color, Move, Position

WINS = 70  # hundredths of a man above the material now: a man won, give or take the position
KEEPS = 30  # another move that stays below this wins nothing
GAP = 70  # and lies at least this far below the winning move
WON_GAME = WIN - 1000  # a score at least this: a forced win


def material(position: Position, color: Color) -> int:
    """The pieces of ``color`` minus the opponent's, in hundredths of a man, with the
    values the engine's evaluation gives men and kings."""
    king = 300 if position.rules.flying_kings else 150
    men, kings = position.count(color)
    other_men, other_kings = position.count(not color)
    return 100 * (men - other_men) + king * (kings - other_kings)


def _search(position: Position, depth: int, nodes: int | None,
            endgame: Database | None = None) -> tuple[int, tuple[Move, ...], int]:
    """(score for the side to move, best line, depth completed) of a search to ``depth``
    (probing ``endgame`` if given)."""
    if not position.legal_moves():
        return -WIN, (), depth
    search: Search[Move] = Search(
        DraughtsState(position, endgame=endgame), deadline=None, clock=time.monotonic,
        options=SearchOptions(max_depth=depth, node_limit=nodes, reductions=False),
    )
    result = search.run()
    if result is None:
        return 0, (), 0
    done = depth if result.depth == 0 else result.depth  # a forced move: no depth needed
    return result.score, tuple(result.line), done


def score_after(position: Position, move: Move, depth: int, nodes: int | None = None,
                endgame: Database | None = None) -> tuple[int, tuple[Move, ...], int]:
    """(score for the mover, the line after ``move``, depth completed) of ``move``
    searched ``depth`` plies in all (the move is the first), probing ``endgame`` if
    given."""
    after = position.copy()
    after.push(move)
    score, line, done = _search(after, max(0, depth - 1), nodes, endgame)
    return -score, line, done + 1


def wins(position: Position, score: int) -> bool:
    """Whether a move that scores ``score`` wins material or the game."""
    return score >= WON_GAME or score >= material(position, position.turn) + WINS


def keeps_level(position: Position, score: int, best: int) -> bool:
    """Whether a move scoring ``score`` wins nothing beside one scoring ``best``."""
    if best >= WON_GAME:
        return score < WON_GAME and score <= material(position, position.turn) + KEEPS
    return score <= material(position, position.turn) + KEEPS and best - score >= GAP


@dataclass(frozen=True)
class OnlyWinningMove:
    """A move that wins, the only one that does, with what it wins."""

    move: Move
    line: tuple[Move, ...]  # the move and the line the search expects after it
    score: int
    depth: int  # the depth of the search that found it
    checked: int  # the depth every other move was searched to
    plies: int  # plies from the move until the gain stands on the board (grade)
    men: int  # pieces won (hundredths of a man / 100), 0 for a won game
    game: bool  # a forced win of the game


def gain_plies(position: Position, line: tuple[Move, ...]) -> tuple[int, int]:
    """(plies until the mover has more pieces than now, with no capture pending, pieces
    gained then) along ``line``; (len(line), 0) when no piece is won in it (a crowning
    alone is no gain of pieces)."""
    me = position.turn
    start = piece_balance(position, me)
    p = position.copy()
    for i, move in enumerate(line):
        if move not in p.legal_moves():
            break
        p.push(move)
        gained = piece_balance(p, me) - start
        if gained >= 1 and not p.must_capture():
            return i + 1, gained
    return len(line), 0


def only_winning_move(position: Position, depth: int, check_depth: int,
                      nodes: int | None = None) -> OnlyWinningMove | None:
    """The one move that wins at ``depth`` and still wins at ``check_depth``, every other
    move searched to ``check_depth`` and found to win nothing like it; None otherwise
    (no win, several, or a search cut short by ``nodes`` before its depth)."""
    moves = position.legal_moves()
    if len(moves) < 2:
        return None
    first, line, done = _search(position, depth, nodes)
    if done < depth or not line or not wins(position, first):
        return None
    move = line[0]
    best, best_line, done = score_after(position, move, check_depth, nodes)
    if done < check_depth or not wins(position, best):
        return None
    for other in moves:
        if other == move:
            continue
        score, _, done = score_after(position, other, check_depth, nodes)
        if done < check_depth or not keeps_level(position, score, best):
            return None
    full = (move, *best_line)
    game = best >= WON_GAME
    plies, men = gain_plies(position, full)
    if game:
        plies = min(plies, WIN - best)
    elif not men:
        return None  # the score rose, but no piece is won in the line: a crowning, a bind
    return OnlyWinningMove(move, full, best, depth, check_depth, plies, 0 if game else men, game)
