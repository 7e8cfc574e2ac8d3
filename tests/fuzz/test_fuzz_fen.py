"""Fuzz entry point of the position parsers: ``parse_fen`` (draughts) and the position
strings of the games on boards of points.

Any text gives a position or a ``FenError`` (never another exception), and a position
read is written back to a string that reads as the same position."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_dama.notation import FenError, parse_fen, write_fen
from accessible_dama.notation import points as point_notation
from accessible_dama.notation.squares import all_square_names
from accessible_dama.rules import VARIANTS, PointRules, Rules, find_game

from .budget import LONG, QUICK

POINT_GAMES = ("alquerque", "alquerque-modified", "mill", "vietnamese")
JUNK = st.sampled_from(["❸", "²1", "c❸", "፮", "٣", "9" * 4301, "32-1", "K", "k", "", "-",
                        "a1-", "H7,8", "H❸,9", "F1", "z9", "0", "\x00", "\u202e", " "])


def _names(rules: Rules | PointRules) -> list[str]:
    """What a position string may name on this board: its squares or points (both
    styles of a draughts board, and a few ranges)."""
    if isinstance(rules, PointRules):
        return list(rules.board.names)
    g = rules.geometry
    return [*all_square_names(g), *map(str, range(1, g.squares + 1)), "1-4", "21-24"]


def _fenlike(names: list[str]) -> st.SearchStrategy[str]:
    piece = st.builds(lambda king, p: ("K" if king else "") + p, st.booleans(),
                      st.one_of(*[st.sampled_from(names)] * 9, JUNK))
    field = st.builds(
        lambda side, pieces: side + ",".join(pieces),
        st.sampled_from(["W", "B", "W", "B", "W", "B", "w", "H", "F", "X", ""]),
        st.lists(piece, max_size=8, unique=True),
    )
    return st.builds(lambda turn, fields: ":".join([turn, *fields]),
                     st.sampled_from(["W", "B", "W", "B", "w", "?", ""]),
                     st.lists(field, min_size=1, max_size=3))


def _text(rules: Rules | PointRules) -> st.SearchStrategy[str]:
    fenlike = _fenlike(_names(rules))
    return st.one_of(fenlike, fenlike, fenlike, st.text(max_size=30),
                     st.text(st.characters(blacklist_categories=()), max_size=30))


def _fuzz(budget: object) -> None:
    @budget  # type: ignore[operator]
    @given(data=st.data(), game=st.sampled_from([*sorted(VARIANTS), *POINT_GAMES]))
    def run(data: st.DataObject, game: str) -> None:
        rules = find_game(game)
        text = data.draw(_text(rules))
        if isinstance(rules, PointRules):
            try:
                position = point_notation.parse_fen(text, rules)
            except FenError:
                return
            written = point_notation.write_fen(position)
            assert point_notation.write_fen(point_notation.parse_fen(written, rules)) == written
            return
        try:
            draughts = parse_fen(text, rules)
        except FenError:
            return
        written = write_fen(draughts)
        assert write_fen(parse_fen(written, rules)) == written

    run()


def test_any_text_gives_a_position_or_a_fen_error() -> None:
    _fuzz(QUICK)


@pytest.mark.slow
def test_any_text_gives_a_position_or_a_fen_error_long_run() -> None:
    _fuzz(LONG)
