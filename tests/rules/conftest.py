"""Helpers for the rule-clause tests: positions from algebraic FEN, moves as text.

Helpers are handed to the tests as session-scoped fixtures (functions), so that no
test module imports this file by name.

Move text: ``c3-d4`` for a plain move; ``a1xc3xe1xh4`` for a capture, with every
landing square (the full ``Move.path``); ``short_text`` gives only ``a1xh4``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pytest

from accessible_dama.notation.fen import parse_fen
from accessible_dama.notation.squares import parse_square, square_name
from accessible_dama.rules import Game, Move, Position, Rules


def move_text(rules: Rules, move: Move) -> str:
    """``c3-d4`` or ``a1xc3xe1xh4`` (every landing square)."""
    g = rules.geometry
    sep = "x" if move.captured else "-"
    return sep.join(square_name(g, s) for s in move.path)


def short_text(rules: Rules, move: Move) -> str:
    """``c3-d4`` or ``a1xh4`` (start and end only)."""
    g = rules.geometry
    sep = "x" if move.captured else "-"
    return f"{square_name(g, move.path[0])}{sep}{square_name(g, move.path[-1])}"


def position(fen: str, rules: Rules) -> Position:
    return parse_fen(fen, rules)


def legal(fen: str, rules: Rules) -> set[str]:
    """The legal moves of a FEN position, as full-path text."""
    pos = parse_fen(fen, rules)
    moves = pos.legal_moves()
    texts = [move_text(rules, m) for m in moves]
    keys = [(m.path[0], m.path[-1], m.captured) for m in moves]
    assert len(keys) == len(set(keys)), f"a move listed twice: {sorted(texts)}"
    return set(texts)


def game(fen: str, rules: Rules) -> Game:
    return Game(rules, parse_fen(fen, rules))


def find(game_: Game, text: str) -> Move:
    """The one legal move of ``game_`` named by ``text`` (full path, or start and end)."""
    rules = game_.rules
    g = rules.geometry
    squares = tuple(parse_square(g, t) for t in text.replace("x", "-").split("-"))
    found = [
        m
        for m in game_.legal_moves()
        if m.path == squares or (len(squares) == 2 and (m.path[0], m.path[-1]) == squares)
    ]
    if len(found) != 1:
        have = sorted(move_text(rules, m) for m in game_.legal_moves())
        raise AssertionError(f"{text!r} names {len(found)} legal moves; legal: {have}")
    return found[0]


def play(game_: Game, *texts: str) -> None:
    """Push the moves named by ``texts`` (each must name exactly one legal move)."""
    for t in texts:
        game_.push(find(game_, t))


def board(pos: Position) -> dict[str, str]:
    """Every occupied square by name: ``w``/``W`` white man/king, ``b``/``B`` black."""
    g = pos.rules.geometry
    letters = {1: "w", 2: "W", 3: "b", 4: "B"}
    return {square_name(g, s): letters[int(p)] for s, p in pos.pieces().items()}


def quiet_walk(
    start: Position,
    plies: int,
    *,
    kings_only: bool = False,
    men_first: bool = False,
    then: tuple[str, ...] = (),
) -> list[Move]:
    """A sequence of ``plies`` legal moves from ``start`` with no capture, after which the
    side to move never has a capture either, and no position seen twice (so no
    repetition can end the game). Found by a deterministic depth-first search on a copy
    of the position; the game under test replays it. ``kings_only``: no man moves;
    ``then``: moves (text) the test will play after the walk, which must be legal there
    and leave the side to move with no capture."""
    pos = start.copy()
    g = pos.rules.geometry
    seen = {pos.key()}
    out: list[Move] = []

    def order(m: Move) -> tuple[int, tuple[int, ...]]:
        man = pos.is_man_move(m)
        return (0 if man == men_first else 1, m.path)

    def named(text: str) -> Move | None:
        squares = tuple(parse_square(g, t) for t in text.replace("x", "-").split("-"))
        for m in pos.legal_moves():
            if m.path == squares or (len(squares) == 2 and (m.path[0], m.path[-1]) == squares):
                return m
        return None

    def then_ok() -> bool:
        done = 0
        ok = True
        for text in then:
            m = named(text)
            if m is None:
                ok = False
                break
            pos.push(m)
            done += 1
        ok = ok and not pos.must_capture() and bool(pos.legal_moves())
        for _ in range(done):
            pos.pop()
        return ok

    def rec(n: int) -> bool:
        if n == 0:
            return then_ok()
        for m in sorted(pos.legal_moves(), key=order):
            if m.captured or (kings_only and pos.is_man_move(m)):
                continue
            pos.push(m)
            key = pos.key()
            if key not in seen and not pos.must_capture() and pos.legal_moves():
                seen.add(key)
                out.append(m)
                if rec(n - 1):
                    return True
                out.pop()
                seen.discard(key)
            pos.pop()
        return False

    if not rec(plies):
        raise AssertionError(f"no quiet walk of {plies} plies from {start!r}")
    return out


@dataclass(frozen=True)
class Helpers:
    move_text: Callable[[Rules, Move], str]
    short_text: Callable[[Rules, Move], str]
    position: Callable[[str, Rules], Position]
    legal: Callable[[str, Rules], set[str]]
    game: Callable[[str, Rules], Game]
    find: Callable[[Game, str], Move]
    play: Callable[..., None]
    board: Callable[[Position], dict[str, str]]
    quiet_walk: Callable[..., list[Move]]

    def texts(self, rules: Rules, moves: Iterable[Move]) -> set[str]:
        return {move_text(rules, m) for m in moves}

    def shorts(self, rules: Rules, moves: Iterable[Move]) -> list[str]:
        return sorted(short_text(rules, m) for m in moves)


@pytest.fixture(scope="session")
def draughts() -> Helpers:
    """The helpers of this folder (see the module docstring)."""
    return Helpers(
        move_text=move_text,
        short_text=short_text,
        position=position,
        legal=legal,
        game=game,
        find=find,
        play=play,
        board=board,
        quiet_walk=quiet_walk,
    )
