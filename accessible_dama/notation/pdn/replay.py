"""Replay of a record: each move text resolved to a legal move from the record's start,
trying every reading of an ambiguous text, joining the legs of a capture written apart,
and reading squares named from the other side of the board when only so the moves are
legal; irregular moves left to stand are played as the position they left says."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from accessible_dama.notation.fen import parse_fen, write_fen
from accessible_dama.notation.movetext import (
    full_move_text,
    is_short_notation,
    matching_moves,
    parse_move_squares,
)
from accessible_dama.notation.pdn.game import PdnGame
from accessible_dama.notation.pdn.tokens import SQUARE
from accessible_dama.notation.pdn.variant import board_needed, detect_variant
from accessible_dama.notation.squares import NotationError, Style, Unreadable, usual_style
from accessible_dama.rules.move import Move
from accessible_dama.rules.points import FILES
from accessible_dama.rules.position import Position
from accessible_dama.rules.variants import DEFAULT_VARIANT, Rules

#: the reason of a move that reads but names no legal move
NO_MATCH = "no legal move matches"
#: the reason of a move in short notation that names several legal moves, before them
AMBIGUOUS = "ambiguous: it could be"


@dataclass(frozen=True)
class ReplayFailure:
    """The first move of a record that cannot be played, and where.

    ``ply`` counts moves from 1; ``move_number`` is the number the record gives the
    move; ``fen`` is the position before it (or the FEN tag that could not be read, at
    ply 0); ``legal`` lists the legal moves there. ``reason`` says why in English;
    ``unreadable`` says what the text that cannot be read should have been (None: the
    move reads, but no legal move matches it), ``part`` the piece of it that is wrong;
    ``ambiguous`` the legal moves a move in short notation could be, when it could be
    several (the record does not say which, and the reader does not guess).
    """

    ply: int
    move_number: int
    text: str
    fen: str
    reason: str
    legal: tuple[str, ...] = ()
    line: int = 0
    #: whether the move is the second of its numbered pair (written ``12...``)
    second_of_pair: bool = False
    unreadable: Unreadable | None = None
    part: str = ""
    ambiguous: tuple[str, ...] = ()

    @classmethod
    def at_start(cls, fen: str, error: ValueError) -> ReplayFailure:
        """The start (the FEN tag ``fen``) cannot be read: ``error`` says why."""
        unreadable, part = (
            (error.unreadable, error.part) if isinstance(error, NotationError)
            else (Unreadable.POSITION_NOT_ALLOWED, ""))
        return cls(0, 0, fen, fen, str(error), unreadable=unreadable, part=part)

    @classmethod
    def at_move(cls, error: NotationError | None, *, ply: int, move_number: int, text: str,
                fen: str, legal: tuple[str, ...], line: int, second_of_pair: bool,
                ambiguous: tuple[str, ...] = ()) -> ReplayFailure:
        """The move ``text`` cannot be played: ``error`` says why it cannot be read (None:
        it reads, but no legal move matches it, or it could be each of ``ambiguous``)."""
        if ambiguous:
            return cls(ply, move_number, text, fen, f"{AMBIGUOUS} {', '.join(ambiguous)}",
                       legal, line, second_of_pair, ambiguous=ambiguous)
        if error is None:
            return cls(ply, move_number, text, fen, NO_MATCH, legal, line, second_of_pair)
        return cls(ply, move_number, text, fen, str(error), legal, line, second_of_pair,
                   unreadable=error.unreadable, part=error.part)

    def __str__(self) -> str:
        if self.ply == 0:
            return f"cannot start: {self.reason}"
        dots = "..." if self.second_of_pair else "."
        legal = ", ".join(self.legal) or "none"
        return (
            f"move {self.move_number}{dots} {self.text} (ply {self.ply}"
            + (f", line {self.line}" if self.line else "")
            + f"): {self.reason}; position {self.fen}; legal moves: {legal}"
        )


@dataclass
class ReplayResult:
    """What replaying a record gave: the moves played and the position they reach, and
    the first move that failed, if any."""

    rules: Rules
    moves: list[Move]
    position: Position
    failure: ReplayFailure | None = None
    backtracked: int = 0
    #: the record names the squares from the other side of the board (a1 where we have h8)
    turned: bool = False

    @property
    def ok(self) -> bool:
        return self.failure is None


#: how many alternative readings of ambiguous move texts a replay may try
MAX_ALTERNATIVES = 2000


_ALGEBRAICSQUARE_RE = re.compile(r"([a-jA-J])(10|[1-9])(?![0-9])")
_SHORT_TEXT_RE = re.compile(r"([a-jA-J])(.*)")
_CAPTURE_TEXT_RE = re.compile(rf"{SQUARE}(?:[xX:×]{SQUARE})+")
_FIRSTSQUARE_RE = re.compile(SQUARE)
_CAPTURE_SIGNS = re.compile("[xX:×]")


def _turned(text: str, size: int) -> str:
    """The text with every algebraic square named from the other side of the board (on
    8x8, a1 is h8 and c3 is f6), and the file of a move in short notation too."""

    def turn_file(file: str) -> str:
        return FILES[size - 1 - FILES.index(file.lower())]

    def turn(square: re.Match[str]) -> str:
        return f"{turn_file(square[1])}{size + 1 - int(square[2])}"

    if is_short_notation(text):
        short = _SHORT_TEXT_RE.fullmatch(text.strip())
        assert short is not None
        return turn_file(short[1]) + _ALGEBRAICSQUARE_RE.sub(turn, short[2])
    return _ALGEBRAICSQUARE_RE.sub(turn, text)


def _next_leg(move: str, leg: str) -> str | None:
    """The capture ``move`` with ``leg`` after it, when ``leg`` is the capture's next leg
    written as a move of its own (``c1xe3`` then ``e3xc5``: ``c1xe3xc5``), else None."""
    if not (_CAPTURE_TEXT_RE.fullmatch(move) and _CAPTURE_TEXT_RE.fullmatch(leg)):
        return None
    start = _FIRSTSQUARE_RE.match(leg)
    assert start is not None
    if _CAPTURE_SIGNS.split(move)[-1].lower() != start[0].lower():
        return None
    return move + leg[start.end():]


def _moves_named(position: Position, texts: Sequence[str], at: int
                 ) -> tuple[list[Move], int, NotationError | None]:
    """The legal moves ``texts[at]`` names, how many texts name them, and why the text
    cannot be read (if so). A leg of a multi-jump that a record writes as a move of its
    own (each leg numbered, as playstrategy.org does) is joined with the legs after it
    when it cannot end the move alone."""
    try:
        found = matching_moves(position, texts[at])
    except NotationError as e:
        return [], 1, e
    joined, used = texts[at], 1
    while not found and at + used < len(texts):
        longer = _next_leg(joined, texts[at + used])
        if longer is None:
            return [], 1, None
        joined, used = longer, used + 1
        try:
            found = matching_moves(position, joined)
        except NotationError:
            return [], 1, None
    return found, (used if found else 1), None


def replay_game(game: PdnGame, rules: Rules | None = None) -> ReplayResult:
    """Play every move of ``game`` from its start (the FEN tag, if any).

    Each move text is resolved with ``matching_moves``; when a text fits several legal
    moves, each is tried and the one with which the rest of the game replays is kept
    (depth first, at most ``MAX_ALTERNATIVES`` alternatives); a move in short notation
    (``ab4``) that fits several is a failure that names them. The legs of a multi-jump
    written as moves of their own are joined. A record whose algebraic squares are named
    from the other side of the board (playstrategy.org names them from the side that
    moves first, Black in English draughts) is read so when its moves are legal only so.
    Never raises on bad input: the result tells the first move that cannot be played
    (the furthest one reached).
    """
    if rules is None:
        rules = detect_variant(game) or DEFAULT_VARIANT
    needed = board_needed(game)
    # a failure names squares as the record does
    style = needed[0] if needed is not None else usual_style(rules)
    done = _replay(game, rules, style, turned=False)
    if done.ok or needed != (Style.ALGEBRAIC, rules.size):
        return done
    turned = _replay(game, rules, style, turned=True)
    return turned if turned.ok or len(turned.moves) > len(done.moves) else done


_IRREGULAR_RE = re.compile(r"\s*\[%position ([^\]]*)\]")


def irregular_notes(game: PdnGame) -> dict[int, tuple[str, str]]:
    """The irregular moves left to stand in ``game`` (as ``game_from_moves`` writes
    them): the index of each one's text, and what its comment says and the FEN of the
    position it left."""
    found: dict[int, tuple[str, str]] = {}
    for comment in game.comments:
        marked = _IRREGULAR_RE.search(comment.text)
        if marked is not None and comment.ply > 0:
            note = _IRREGULAR_RE.sub("", comment.text).strip()
            found[comment.ply - 1] = (note, marked[1].strip())
    return found


def _irregular_move(position: Position, text: str, fen: str) -> Move | None:
    """The irregular move ``text`` that leaves the position ``fen``: its piece along the
    squares written, the opponent's pieces gone from the board captured; None when it
    does not leave that position."""
    try:
        squares = parse_move_squares(position.rules.geometry, text)
        after = parse_fen(fen, position.rules)
    except ValueError:  # NotationError included
        return None
    there = after.pieces()
    gone = frozenset(s for s, piece in position.pieces().items()
                     if piece.color != position.turn and s not in there)
    move = Move(tuple(squares), gone)
    trial = position.copy()
    trial.push(move)
    return move if trial == after else None


def _replay(game: PdnGame, rules: Rules, style: Style, *, turned: bool) -> ReplayResult:
    """``replay_game`` with the squares read as written, or ``turned`` (named from the
    other side of the board); a failure writes squares in ``style``."""

    def view(text: str) -> str:
        return _turned(text, rules.size) if turned else text

    fen = view(game.tags.get("FEN", "").strip())
    try:
        start = parse_fen(fen, rules) if fen else Position(rules)
    except ValueError as e:  # NotationError included
        failure = ReplayFailure.at_start(game.tags.get("FEN", ""), e)
        return ReplayResult(rules, [], Position(rules), failure)
    position = start.copy()
    first_offset = 0 if position.turn == rules.first else 1
    written = game.moves
    texts = [view(text) for text in written] if turned else written
    lines = game.move_lines
    marked = irregular_notes(game)

    def fail(ply: int, at: int, error: NotationError | None,
             ambiguous: Sequence[Move] = ()) -> ReplayFailure:
        def named(moves: Iterable[Move]) -> tuple[str, ...]:
            return tuple(view(full_move_text(position, m, style)) for m in moves)

        return ReplayFailure.at_move(
            error,
            ply=ply + 1,
            move_number=(ply + first_offset) // 2 + 1,
            text=written[at],
            fen=view(write_fen(position, style)),
            legal=named(position.legal_moves()),
            line=lines[at] if at < len(lines) else 0,
            second_of_pair=(ply + first_offset) % 2 == 1,
            ambiguous=named(ambiguous),
        )

    # choices[k]: the candidate moves of ply k, which one is on the board, and how many
    # texts name it
    choices: list[tuple[list[Move], int, int]] = []
    furthest: ReplayFailure | None = None
    furthest_moves: list[Move] = []
    budget = MAX_ALTERNATIVES
    backtracked = 0
    at = 0  # the text of the next move
    while at < len(texts):
        ply = len(choices)
        candidates, used, error = _moves_named(position, texts, at)
        ambiguous: list[Move] = []
        if len(candidates) > 1 and is_short_notation(texts[at]):
            ambiguous, candidates = candidates, []
        if at in marked and not turned:
            # the position it left decides (other pieces may have left the board than a
            # legal move of the same squares takes); a move that does not leave it fails
            let_stand = _irregular_move(position, texts[at], marked[at][1])
            candidates, used = ([let_stand], 1) if let_stand is not None else ([], used)
        if candidates:
            choices.append((candidates, 0, used))
            position.push(candidates[0])
            at += used
            continue
        if furthest is None or ply + 1 > furthest.ply:
            furthest = fail(ply, at, error, ambiguous)
            furthest_moves = [c[i] for c, i, _ in choices]
        resumed = False
        while choices and budget > 0:
            candidates, i, used = choices.pop()
            position.pop()
            at -= used
            if i + 1 < len(candidates):
                budget -= 1
                backtracked += 1
                choices.append((candidates, i + 1, used))
                position.push(candidates[i + 1])
                at += used
                resumed = True
                break
        if not resumed:
            position = start.copy()
            for move in furthest_moves:
                position.push(move)
            return ReplayResult(rules, furthest_moves, position, furthest, backtracked, turned)
    moves = [candidates[i] for candidates, i, _ in choices]
    return ReplayResult(rules, moves, position, None, backtracked, turned)
