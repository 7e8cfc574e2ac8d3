"""The words every sentence is made of, in one language, verbosity and notation: the
names of squares, pieces, games, moves, a duration and a date (``Words``); what an event
becomes (``Rendered``) and the entry of a table that says which function says it
(``renders``).

Each module of ``phrases`` says the events of one topic with functions that take a
``Words`` and the event (``moves.py``: moves made; ``positions.py``: the board asked
about; ...) and lists them in its ``EVENTS``; ``render.py`` joins the tables.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, TypeVar

from accessible_dama.notation.squares import Style, ascii_number
from accessible_dama.notation.text import full_move_text, square_name
from accessible_dama.phrases.sentences import Phrases
from accessible_dama.rules import Move, MoveKind, Piece, Square
from accessible_dama.rules.registry import AnyPosition, AnyRules
from accessible_dama.session import events

NATO = {
    "en": ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
           "juliett"),
    "cs": ("Adam", "Božena", "Cyril", "David", "Emil", "František", "Gustav", "Helena", "Ivan",
           "Josef"),
}
_FILE_LETTER = re.compile(r"[a-j](?=\d)")  # the file of a written square: c in c3, c3-d4
LIST_AT_MOST = 4  # options read out before "and N more"
QUOTE_AT_MOST = 40  # characters of the player's own words said back


def known(tag: str) -> str:
    """A record's tag value, or "" for one that says nothing ("?", "????.??.??", "-")."""
    tag = tag.strip()
    return "" if set(tag) <= set("?.-") else tag


def quoted(text: str, at_most: int = QUOTE_AT_MOST) -> str:
    """What the player typed, to say back: one line, no control or format characters,
    and at most ``at_most`` characters (a longer text is cut, with an ellipsis)."""
    head = text[: at_most * 4]  # a megabyte is never walked through
    words = " ".join("".join(ch if ch.isprintable() else " " for ch in head).split())
    if len(words) <= at_most and len(head) == len(text):
        return words
    return words[: at_most - 1].rstrip() + "…"


@dataclass
class Rendered:
    """An event in words: ``lines`` said now, ``more`` on "more"."""

    lines: list[str] = field(default_factory=list)
    more: list[str] = field(default_factory=list)


E = TypeVar("E", bound=events.Event)
W = TypeVar("W", bound="Words")
#: which function says each type of event (``Any``: each takes its own type, which
#: ``renders`` checks as the table is made)
EventTable = Mapping[type[events.Event], Callable[[Any, Any], Rendered]]


def renders(
    event_type: type[E], render: Callable[[W, E], Rendered]
) -> tuple[type[events.Event], Callable[[W, Any], Rendered]]:
    """One entry of an event table: ``render`` says the events of ``event_type`` (mypy
    checks that it takes them)."""
    return event_type, render


class Words:
    """The names of things in one language, verbosity and notation."""

    def __init__(self, lang: str, verbosity: str = "normal", notation: str = "") -> None:
        self.p = Phrases(lang)
        self.lang = lang
        self._ = self.p._
        self._n = self.p._n
        self._p = self.p._p
        self.verbosity = verbosity
        self.notation = notation

    def style(self) -> Style | None:
        """How the settings write squares: None for the game's usual way (the NATO words
        are spelled from the algebraic names)."""
        if not self.notation:
            return None
        return Style.NUMERIC if self.notation == "numeric" else Style.ALGEBRAIC

    def spelled(self, written: str) -> str:
        """Written squares as the settings say them: in the NATO notation each file is a
        word (``c3-d4`` is ``charlie 3-delta 4``)."""
        if self.notation != "nato":
            return written
        words = NATO[self.lang]
        return _FILE_LETTER.sub(lambda file: f"{words[ord(file[0]) - ord('a')]} ", written)

    def sq(self, rules: AnyRules, square: Square) -> str:
        """The name of a square (or of a point, on a board of points) in the notation of
        the settings."""
        return self.spelled(square_name(rules, square, self.style()))

    def variant_name(self, rules: AnyRules) -> str:
        """The game's name in the player's language: the catalog's words for the rules'
        own name (``rules.name``, in English), in the context "game"."""
        return self._p("game", rules.name)

    def piece_name(self, piece: Piece | None, rules: AnyRules | None = None) -> str:
        """``white man``; in Vietnamese chess a soldier or a king (``rules`` says which
        game the piece is in)."""
        _ = self._
        if rules is not None and rules.pieces_called == "soldiers" and piece is not None:
            return {
                Piece.WHITE_MAN: self._p("vietnamese", "white soldier"),
                Piece.WHITE_KING: self._p("vietnamese", "white king"),
                Piece.BLACK_MAN: self._p("vietnamese", "black soldier"),
                Piece.BLACK_KING: self._p("vietnamese", "black king"),
            }[piece]
        return {
            None: _("empty"),
            Piece.WHITE_MAN: _("white man"),
            Piece.WHITE_KING: _("white king"),
            Piece.BLACK_MAN: _("black man"),
            Piece.BLACK_KING: _("black king"),
        }[piece]

    def move_words(self, position: AnyPosition, move: Move) -> str:
        """``c3 to d4``; a capture ``f6 over e5 to d4`` (each jump, then the next); a mill's
        placement is its point and the man it takes follows (``d7 and takes b6``); the
        Vietnamese king's capture ``c1 takes c3``; ``a pass``. ``move`` is legal in
        ``position``."""
        _ = self._
        rules = position.rules
        brief = self.verbosity == "brief"

        def named(square: Square) -> str:
            return self.sq(rules, square)

        kind = position.move_kind(move)
        if kind is MoveKind.PASS:
            return _("a pass")
        if kind is MoveKind.TAKE:
            return _("{start} takes {end}").format(start=named(move.start), end=named(move.end))
        if kind is MoveKind.JUMP:
            parts = []
            for a, b in pairwise(move.path):
                jumped = [x for x in rules.board.between(a, b) if x in move.captured]
                over = named(jumped[0]) if jumped else "?"
                parts.append(named(b) if brief
                             else _("over {square} to {end}").format(square=over, end=named(b)))
            if brief:
                return _("{start} takes {end}").format(start=named(move.start),
                                                       end=", ".join(parts))
            return f"{named(move.start)} " + ", ".join(parts)
        words = named(move.start) if kind is MoveKind.PLACE else self.step_words(rules, move)
        if rules.captures_by_removal:
            for taken in sorted(move.captured):
                words = _("{move} and takes {square}").format(move=words, square=named(taken))
        return words

    def step_words(self, rules: AnyRules, move: Move) -> str:
        """A step, from where to where: ``c3 to d4`` (brief: ``c3 d4``)."""
        start, end = self.sq(rules, move.path[0]), self.sq(rules, move.path[-1])
        if self.verbosity == "brief":
            return f"{start} {end}"
        return self._("{start} to {end}").format(start=start, end=end)

    def move_short(self, rules: AnyRules, move: Move) -> str:
        """The move as written: ``c3-d4``, ``c3xe5``; a mill's ``d7xb6``, a pass ``--``."""
        return self.spelled(full_move_text(rules, move, self.style()))

    def options(self, position: AnyPosition, moves: tuple[Move, ...]) -> tuple[str, list[str]]:
        """Up to a few moves (legal in ``position``) in words, and the rest for "more"."""
        words = [self.move_words(position, m) for m in moves]
        head = words[:LIST_AT_MOST]
        rest = len(words) - len(head)
        text = self.alternatives(head)
        if rest:
            text += " " + self._n("and {n} more", "and {n} more", rest).format(n=rest)
        return text, words

    def alternatives(self, items: list[str]) -> str:
        """``a, b, or c``: the player may say any one of ``items``."""
        if len(items) <= 1:
            return "".join(items)
        return self._(", or ").join([", ".join(items[:-1]), items[-1]])

    def squares(self, rules: AnyRules, squares: tuple[Square, ...] | list[Square]) -> str:
        """``c3, d4, e5``."""
        return ", ".join(self.sq(rules, x) for x in squares)

    def duration(self, seconds: float) -> str:
        """``2 min 5 s``, rounded to the second."""
        minutes, secs = divmod(int(seconds + 0.5), 60)
        if minutes and secs:
            return self._("{m} min {s} s").format(m=minutes, s=secs)
        if minutes:
            return self._("{m} min").format(m=minutes)
        return self._("{s} s").format(s=secs)

    def date(self, date: str) -> str:
        """A record's date (``2026.11.24``) as people of the language write it."""
        parts = date.strip().split(".")
        numbers = [ascii_number(x) for x in parts]
        if len(parts) != 3 or None in numbers:
            return quoted(date)  # a file's own text: short, and only what can be said
        y, m, d = parts
        return f"{numbers[2]}. {numbers[1]}. {y}" if self.lang == "cs" else f"{y}-{m}-{d}"
