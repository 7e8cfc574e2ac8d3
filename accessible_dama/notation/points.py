"""Names, move text, position strings and PDN records of the games on boards of points.

Points are named by file letter and rank number on the board's grid: ``a1`` .. ``e5`` on
the alquerque board (alquerque, Vietnamese chess), ``a1, d1, g1, b2 ... g7`` on the mill
board.

Move text:

- alquerque and Vietnamese chess: ``b2-c3`` for a step, ``c3xa1`` for a jump or a chain
  of jumps (start and end only; landing points are added, ``a1xc3xe5``, when another
  legal move has the same start and end), ``c1xc3`` for a Vietnamese king's capture (it
  lands where the taken piece stood); ``--`` for the modified alquerque's pass (``pass``
  is read too).
- mill: ``d7`` for a placement, ``a1-a4`` for a step or a flight, and a move that closes
  a mill names the man it removes after an ``x``: ``d7xb6``, ``a1-a4xb6``. Reading also
  accepts spaces (``d7 x b6``); a mill named without its removal gives every possible
  removal (``AmbiguousMoveError``, so that the player can be asked which man to take).

Position strings, shaped like PDN FEN (side to move, then each side's points):

- alquerque: ``W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:Ba3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5``
- Vietnamese chess: ``K`` marks the king:
  ``W:Wa1,b1,d1,e1,a2,b2,c2,d2,e2,Kc1:Ba4,b4,c4,d4,e4,a5,b5,d5,e5,Kc5``
- mill: ``H`` gives the men still in hand, White's then Black's (omitted: none), so the
  start is ``W:W:B:H9,9`` and ``B:Wa1,d1:Bg7:H7,8`` is a position of the placing phase.

PDN: a record carries ``[Variant "alquerque"]`` (or ``alquerque-modified``, ``mill``,
``vietnamese``) and, when it does not start from the initial position, a ``FEN`` tag
with the position string above.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from accessible_dama.notation.fen import FenError
from accessible_dama.notation.movetext import AmbiguousMoveError, IllegalMoveText
from accessible_dama.notation.pdn import PdnGame, ReplayFailure
from accessible_dama.notation.squares import NotationError, Unreadable, ascii_number, shown
from accessible_dama.rules.board import BLACK, WHITE, Color
from accessible_dama.rules.move import Move, Piece, is_subsequence
from accessible_dama.rules.pointgame import PASS, PointPosition, PointRules
from accessible_dama.rules.points import Point, PointBoard

PASS_TEXT = "--"
_PASS_WORDS = frozenset({"--", "pass", "pas"})
_STEP_SEPARATORS = re.compile(r"\s*[-:–]\s*")
_ANY_SEPARATORS = re.compile(r"\s*[-xX:×–]\s*")
_MILL_MOVE = re.compile(
    r"\s*([a-z][0-9]{1,2})\s*(?:[-:–]\s*([a-z][0-9]{1,2}))?\s*(?:[x×]\s*([a-z][0-9]{1,2}))?\s*"
)


# ---------------------------------------------------------------- names


def point_name(board: PointBoard, point: Point) -> str:
    """``a1``."""
    return board.name(point)


def parse_point(board: PointBoard, text: str) -> Point:
    """The point named by ``text`` (``c3``, ``C3``); raises NotationError."""
    try:
        return board.point(text)
    except ValueError:
        raise NotationError(f"{shown(text.strip())} is not a point of the {board.id} board",
                            unreadable=Unreadable.NOT_A_POINT, part=text.strip()) from None


# ---------------------------------------------------------------- move text


def full_move_text(rules: PointRules, move: Move) -> str:
    """The move with every landing point: ``c3xa1xa3``, ``b2-c3``, ``d7xb6``, ``--``."""
    b = rules.board
    path = move.path
    if not path:
        return PASS_TEXT
    if rules.captures_by_removal:
        text = "-".join(b.names[p] for p in path)
        for r in sorted(move.captured):
            text += "x" + b.names[r]
        return text
    separator = "x" if move.captured else "-"
    return separator.join(b.names[p] for p in path)


def move_text(position: PointPosition, move: Move) -> str:
    """The shortest text that names ``move`` (legal in ``position``) unambiguously; read
    back by ``parse_move`` to the same move."""
    if not move.path or position.rules.captures_by_removal:
        return full_move_text(position.rules, move)
    b = position.board
    start, end = move.path[0], move.path[-1]
    rivals = [
        m for m in position.legal_moves()
        if m != move and m.path[:1] == (start,) and m.path[-1] == end
    ]
    separator = "x" if move.captured else "-"
    middle = move.path[1:-1]
    if rivals:
        for size in range(1, len(middle)):
            for chosen in combinations(middle, size):
                if not any(r.named_by(start, chosen, end) for r in rivals):
                    return separator.join(b.names[p] for p in (start, *chosen, end))
        return full_move_text(position.rules, move)
    return f"{b.names[start]}{separator}{b.names[end]}"


def _points(board: PointBoard, parts: Sequence[str], text: str) -> list[Point]:
    if len(parts) < 2 or not all(parts):
        raise NotationError(
            f"{shown(text.strip())} is not a move; write it as start and end point, e.g. b2-c3",
            unreadable=Unreadable.NOT_A_MOVE, part=text.strip())
    return [parse_point(board, p) for p in parts]


def matching_moves(position: PointPosition, text: str) -> list[Move]:
    """Every legal move that ``text`` can name, the likeliest first. Raises NotationError
    for text that is not a move; an empty list means no legal move matches."""
    t = text.strip().lower()
    legal = position.legal_moves()
    if t in _PASS_WORDS:
        return [m for m in legal if m == PASS]
    b = position.board
    if position.rules.captures_by_removal:
        found = _MILL_MOVE.fullmatch(t)
        if found is None:
            raise NotationError(
                f"{shown(text.strip())} is not a move; write a placement as d7, a step as a1-a4, "
                "and the man a mill removes after x: d7xb6, a1-a4xb6",
                unreadable=Unreadable.NOT_A_MOVE, part=text.strip())
        route = tuple(parse_point(b, p) for p in found.groups()[:2] if p)
        removed = found[3]
        taken = frozenset({parse_point(b, removed)}) if removed else None
        return [
            m for m in legal
            if m.path == route and (taken is None or m.captured == taken)
        ]
    named = _points(b, _ANY_SEPARATORS.split(t), text)
    start, end, middle = named[0], named[-1], named[1:-1]
    same_ends = [m for m in legal if m.path[:1] == (start,) and m.path[-1:] == (end,)]
    exact = [m for m in same_ends if list(m.path) == named]
    landed = [
        m for m in same_ends if m not in exact and is_subsequence(middle, m.path[1:-1])
    ]
    return exact + landed


def parse_move(position: PointPosition, text: str) -> Move:
    """The one legal move that ``text`` names.

    Raises ``IllegalMoveError`` when none matches, ``AmbiguousMoveError`` (with the
    candidates) when several do, and ``NotationError`` for text that is not a move.
    """
    found = matching_moves(position, text)
    if not found:
        raise IllegalMoveText(text.strip())
    if len(found) == 1 or found[0].path == _exact_path(position, text):
        return found[0]
    names = [full_move_text(position.rules, m) for m in found]
    raise AmbiguousMoveError(text.strip(), found, names)


def _exact_path(position: PointPosition, text: str) -> tuple[Point, ...] | None:
    if position.rules.captures_by_removal:
        return None
    try:
        parts = _ANY_SEPARATORS.split(text.strip().lower())
        return tuple(parse_point(position.board, p) for p in parts)
    except NotationError:
        return None


# ---------------------------------------------------------------- position strings


def write_fen(position: PointPosition) -> str:
    """The position string: ``W:Wa1,b1:Bd5,Ke5``; a mill position ends with ``:Hw,b``
    when a side still has men in hand."""
    names = position.board.names
    parts = ["W" if position.turn else "B"]
    for color, letter in ((WHITE, "W"), (BLACK, "B")):
        men = [names[p] for p in position.squares_of(Piece.of(color, False))]
        kings = [f"K{names[p]}" for p in position.squares_of(Piece.of(color, True))]
        parts.append(letter + ",".join(men + kings))
    white, black = position.in_hand(WHITE), position.in_hand(BLACK)
    if white or black:
        parts.append(f"H{white},{black}")
    return ":".join(parts)


def _side(letter: str, fen: str) -> Color:
    if letter == "W":
        return WHITE
    if letter == "B":
        return BLACK
    raise FenError(f"bad position {shown(fen)}: expected W or B, found {shown(letter)}", letter)


def parse_fen(fen: str, rules: PointRules) -> PointPosition:
    """The position of a position string (see the module's docstring). Raises FenError."""
    text = "".join(fen.split()).strip('"').rstrip(".")
    if not text:
        raise FenError("empty position")
    fields = text.split(":")
    if len(fields) < 2:
        raise FenError(
            f"bad position {shown(fen)}: expected the side to move, then the pieces, e.g. W:Wa1:Be5"
        )
    board = rules.board
    turn = _side(fields[0].upper(), fen)
    pieces: dict[Point, Piece] = {}
    seen: set[str] = set()
    in_hand: tuple[int, int] | None = None
    for part in fields[1:]:
        if not part:
            continue
        letter = part[0].upper()
        if letter in seen:
            raise FenError(f"bad position {shown(fen)}: {letter} given twice", part)
        seen.add(letter)
        if letter == "H" and rules.has_hand:
            counts = [ascii_number(c) for c in part[1:].split(",")]
            if len(counts) != 2 or counts[0] is None or counts[1] is None:
                raise FenError(f"bad position {shown(fen)}: write the men in hand as H7,8", part)
            in_hand = (counts[0], counts[1])
            continue
        color = _side(letter, fen)
        for token in part[1:].split(","):
            if not token:
                continue
            king = token[0] in "Kk" and len(token) > 1 and token[1].isalpha()
            try:
                point = parse_point(board, token[1:] if king else token)
            except NotationError as e:
                raise FenError(f"bad position {shown(fen)}: {e}", token) from None
            if point in pieces:
                raise FenError(f"bad position {shown(fen)}: point {shown(token)} given twice",
                               token)
            pieces[point] = Piece.of(color, king)
    try:
        return rules.setup(pieces, turn, in_hand)
    except ValueError as e:
        raise FenError(f"bad position {shown(fen)}: {e}", impossible=True) from None


# ---------------------------------------------------------------- PDN records


def game_record(
    start: PointPosition,
    moves: Sequence[Move],
    tags: Mapping[str, str] | None = None,
    result: str = "*",
    irregular: Mapping[int, str] | None = None,
) -> PdnGame:
    """A ``PdnGame`` of ``moves`` played from ``start``, each written with ``move_text``,
    with a ``Variant`` tag and, unless ``start`` is the initial position, a ``FEN`` tag.
    Raises ``IllegalMoveError`` if a move is not legal where it is played (a game on
    points has no irregular moves left to stand: ``irregular`` is empty)."""
    rules = start.rules
    game_tags = dict(tags or {})
    game_tags.setdefault("Variant", rules.id)
    if start.key() != rules.start_position().key():
        game_tags["FEN"] = write_fen(start)
    game_tags["Result"] = result
    position = start.copy()
    texts = []
    for move in moves:
        if move not in position.legal_moves():
            raise IllegalMoveText(full_move_text(rules, move))
        texts.append(move_text(position, move))
        position.push(move)
    return PdnGame(tags=game_tags, moves=texts, result=result, index=1)


@dataclass
class PointReplay:
    """What replaying a record of one of the point games gave (as ``pdn.ReplayResult``)."""

    rules: PointRules
    moves: list[Move]
    position: PointPosition
    failure: ReplayFailure | None = None

    @property
    def ok(self) -> bool:
        return self.failure is None


def replay_game(record: PdnGame, rules: PointRules) -> PointReplay:
    """Play every move of ``record`` from its start (its FEN tag, if any). Never raises on
    bad input: the result tells the first move that cannot be played. A text that names
    several moves (a mill written without its removal) takes the first."""
    fen = record.tags.get("FEN", "").strip()
    try:
        position = parse_fen(fen, rules) if fen else rules.start_position()
    except NotationError as e:
        failure = ReplayFailure.at_start(fen, e)
        return PointReplay(rules, [], rules.start_position(), failure)
    first_offset = 0 if position.turn == rules.first else 1
    played: list[Move] = []
    for ply, text in enumerate(record.moves):
        error: NotationError | None = None
        try:
            found = matching_moves(position, text)
        except NotationError as e:
            found, error = [], e
        if not found:
            failure = ReplayFailure.at_move(
                error,
                ply=ply + 1,
                move_number=(ply + first_offset) // 2 + 1,
                text=text,
                fen=write_fen(position),
                legal=tuple(full_move_text(rules, m) for m in position.legal_moves()),
                line=record.move_lines[ply] if ply < len(record.move_lines) else 0,
                second_of_pair=(ply + first_offset) % 2 == 1,
            )
            return PointReplay(rules, played, position, failure)
        position.push(found[0])
        played.append(found[0])
    return PointReplay(rules, played, position)


__all__ = [
    "PASS_TEXT",
    "PointReplay",
    "full_move_text",
    "game_record",
    "matching_moves",
    "move_text",
    "parse_fen",
    "parse_move",
    "parse_point",
    "point_name",
    "replay_game",
    "write_fen",
]
