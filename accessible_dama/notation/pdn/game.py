"""One game as a PDN file writes it (``PdnGame``), what any record offers (``GameRecord``),
its label, and its result as written and as read."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from accessible_dama.notation.pdn.problems import PdnError
from accessible_dama.rules.board import Color
from accessible_dama.rules.outcome import Outcome


class GameRecord(Protocol):
    """What detection and the writer need of a game: tags, move texts and a result."""

    @property
    def tags(self) -> Mapping[str, str]: ...

    @property
    def moves(self) -> Sequence[str]: ...

    @property
    def result(self) -> str: ...


@dataclass(frozen=True)
class PdnComment:
    """A comment and where it stood: after ``ply`` moves (0: before the first move)."""

    ply: int
    text: str


@dataclass
class PdnGame:
    """One game as written in a PDN file.

    ``moves`` are the move texts as written (annotation glyphs stripped and kept in
    ``annotations``, keyed by the index of the move); ``move_lines`` gives the line of
    each move token. ``result`` is the result token, else the Result tag, else ``*``;
    nonstandard results are kept as written. ``index`` is the 1-based number of the game
    in its file; ``errors`` collects what the forgiving reader skipped.
    """

    tags: dict[str, str] = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    result: str = "*"
    comments: list[PdnComment] = field(default_factory=list)
    annotations: dict[int, list[str]] = field(default_factory=dict)
    index: int = 0
    line: int = 0
    move_lines: list[int] = field(default_factory=list)
    errors: list[PdnError] = field(default_factory=list)
    #: problems found beyond the caps (``MAX_ERRORS_PER_GAME``, ``MAX_ERRORS_PER_FILE``)
    skipped_errors: int = 0

    @property
    def label(self) -> str:
        """``Krista - Bajusz, 2007.11.24``: the players' surnames and the date, if known."""
        return game_label(self.tags)


def _surname(name: str) -> str:
    name = name.strip()
    if "," in name:
        return name.split(",", 1)[0].strip()
    words = name.split()
    return words[-1] if words else ""


def game_label(tags: Mapping[str, str]) -> str:
    """A short name for a game from its tags: ``White - Black, Date``."""
    white = _surname(tags.get("White", ""))
    black = _surname(tags.get("Black", ""))
    players = f"{white} - {black}" if white or black else ""
    date = tags.get("Date", "").strip()
    if date and set(date) <= set("?.-"):
        date = ""
    return ", ".join(p for p in (players, date) if p)


# ---------------------------------------------------------------- results

#: a score, the way real files write results besides the standard ones: match points
#: (``2-0``, ``1-1``), Dutch match scores (``4-6``), halves, ``:`` (``1:0``)
_SCORE_RE = re.compile(r"([0-9]{1,2}|1/2|½)[-:]([0-9]{1,2}|1/2|½)")


def is_result(text: str) -> bool:
    """Whether a word of movetext is a result in any game: ``*``, or a score that cannot
    be a move: a half, a nought or the same number twice (``1-0``, ``2-0``, ``1-1``,
    ``1/2-1/2``, ``½-½``). A score that could be a move (``4-6``) is a result where it
    is the game's Result tag (``read_games``)."""
    score = _SCORE_RE.fullmatch(text)
    if score is None:
        return text == "*"
    first, second = score.groups()
    if not (first.isascii() and first.isdigit() and second.isascii() and second.isdigit()):
        return True  # a half
    return int(first) == int(second) or int(first) * int(second) == 0


@dataclass(frozen=True)
class ResultSaid:
    """What a Result says: who won, or None for a draw."""

    winner: Color | None


def read_result(result: str, first: Color) -> ResultSaid | None:
    """What a Result (tag or movetext) says, or None when it says nothing (``*``, ``?``,
    anything else). The first score is the side that moves first: White in Czech and
    international draughts, Black in English draughts, whose records write ``1-0`` for
    a win of Black. Match points count (``2-0``, ``1-1``, ``4-6``), halves too."""
    score = _SCORE_RE.fullmatch("".join(result.split()))
    if score is None:
        return None
    mover, other = (0.5 if s in ("1/2", "½") else float(s) for s in score.groups())
    if mover == other:
        return ResultSaid(None)
    return ResultSaid(first if mover > other else not first)


def write_result(outcome: Outcome | None, first: Color) -> str:
    """The Result of a game that ended so (``*`` while it goes on): ``1-0`` when the side
    that moves first won, as ``read_result`` reads it."""
    if outcome is None:
        return "*"
    if outcome.winner is None:
        return "1/2-1/2"
    return "1-0" if outcome.winner == first else "0-1"
