"""The board layout in cells, as ``docs/braille.md`` documents it, pinned cell by cell."""

from __future__ import annotations

import pytest

from accessible_dama.braille import BoardLayout, as_unicode, board_lines, dots_text, from_unicode
from accessible_dama.braille.cells import CURSOR, DARK_EMPTY, LAST_FROM, LAST_TO, PIECE_CELLS
from accessible_dama.notation import parse_fen
from accessible_dama.notation.squares import parse_square
from accessible_dama.rules import Move, Piece, Position, find_variant


def shown(lines: list[bytes]) -> list[str]:
    """Lines as Unicode braille, without the blank cells that pad them."""
    return [as_unicode(line.rstrip(b"\0")) for line in lines]


def test_the_czech_starting_position_rank_by_rank_on_40_cells() -> None:
    lines = board_lines(Position(find_variant("czech")))
    assert shown(lines) == [
        "⠼⠓⠀⠀⠛⠀⠛⠀⠛⠀⠛",
        "⠼⠛⠀⠛⠀⠛⠀⠛⠀⠛",
        "⠼⠋⠀⠀⠛⠀⠛⠀⠛⠀⠛",
        "⠼⠑⠀⠤⠀⠤⠀⠤⠀⠤",
        "⠼⠙⠀⠀⠤⠀⠤⠀⠤⠀⠤",
        "⠼⠉⠀⠉⠀⠉⠀⠉⠀⠉",
        "⠼⠃⠀⠀⠉⠀⠉⠀⠉⠀⠉",
        "⠼⠁⠀⠉⠀⠉⠀⠉⠀⠉",
        "⠀⠀⠀⠁⠃⠉⠙⠑⠋⠛⠓",
    ]
    assert all(len(line) == 40 for line in lines)


def test_the_international_board_has_ten_ranks_and_two_digit_numbers() -> None:
    lines = shown(board_lines(Position(find_variant("international"))))
    assert len(lines) == 11
    assert lines[0] == "⠼⠁⠚⠀⠀⠛⠀⠛⠀⠛⠀⠛⠀⠛"
    assert lines[1] == "⠼⠊⠀⠀⠛⠀⠛⠀⠛⠀⠛⠀⠛"
    assert lines[4] == "⠼⠋⠀⠀⠀⠤⠀⠤⠀⠤⠀⠤⠀⠤"
    assert lines[9] == "⠼⠁⠀⠀⠉⠀⠉⠀⠉⠀⠉⠀⠉"
    assert lines[10] == "⠀⠀⠀⠀⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚"


def test_the_four_pieces_differ_by_at_least_two_dots_from_each_other_and_the_squares() -> None:
    cells = [*PIECE_CELLS.values(), DARK_EMPTY, 0]
    for i, a in enumerate(cells):
        for b in cells[i + 1:]:
            assert (a ^ b).bit_count() >= 2, (as_unicode([a]), as_unicode([b]))
    assert as_unicode([PIECE_CELLS[p] for p in Piece]) == "⠉⠭⠛⠿"
    # no piece or square uses dots 7 and 8: they are left for the marks
    assert all(c & 0xC0 == 0 for c in cells)


def test_kings_and_the_last_move_are_marked() -> None:
    rules = find_variant("czech")
    position = parse_fen("B:WKc3,e1:Bd6,Kh8", rules)
    last = Move((parse_square(rules.geometry, "a1"), parse_square(rules.geometry, "c3")))
    lines = shown(board_lines(position, last_move=last))
    assert lines[0] == "⠼⠓⠀⠀⠤⠀⠤⠀⠤⠀⠿"
    assert lines[2] == "⠼⠋⠀⠀⠤⠀⠛⠀⠤⠀⠤"
    assert lines[5] == "⠼⠉⠀⠤⠀⢭⠀⠤⠀⠤"  # c3: white king, dot 8 (where the move ended)
    assert lines[7] == "⠼⠁⠀⡤⠀⠤⠀⠉⠀⠤"  # a1: empty, dot 7 (where it started)


def test_a_capture_marks_every_landing_square_and_the_cursor_marks_the_choice() -> None:
    rules = find_variant("czech")
    position = parse_fen("W:Wc3:Bd4,f6", rules)
    capture = position.legal_moves()[0]
    position.push(capture)
    lines = board_lines(position, last_move=capture, cursor=[parse_square(rules.geometry, "h8")])
    assert shown(lines)[5] == "⠼⠉⠀⠤⠀⡤⠀⠤⠀⠤"  # c3, the start
    assert shown(lines)[3] == "⠼⠑⠀⠤⠀⠤⠀⢤⠀⠤"  # e5, landed on
    assert shown(lines)[1] == "⠼⠛⠀⠤⠀⠤⠀⠤⠀⢉"  # g7, the end: the man with dot 8
    assert shown(lines)[0] == "⠼⠓⠀⠀⠤⠀⠤⠀⠤⠀⣤"  # h8, under the cursor (dots 7 8)
    assert (LAST_FROM, LAST_TO, CURSOR) == (0x40, 0x80, 0xC0)


def test_80_cells_show_two_ranks_a_line_each_in_its_own_half() -> None:
    lines = board_lines(Position(find_variant("czech")), width=80)
    assert len(lines) == 5
    assert all(len(line) == 80 for line in lines)
    assert as_unicode(lines[0][:11]) == "⠼⠓⠀⠀⠛⠀⠛⠀⠛⠀⠛"
    assert as_unicode(lines[0][40:51]) == "⠼⠛⠀⠛⠀⠛⠀⠛⠀⠛⠀"  # h7 is light: blank
    assert as_unicode(lines[4][40:51]) == "⠀⠀⠀⠁⠃⠉⠙⠑⠋⠛⠓"


@pytest.mark.parametrize(("variant", "width"), [("czech", 40), ("czech", 80), ("czech", 12),
                                                ("international", 40),
                                                ("international", 80)])
def test_every_square_has_one_routing_cell_and_the_cell_names_it_back(
    variant: str, width: int
) -> None:
    g = find_variant(variant).geometry
    layout = BoardLayout(g.size, width)
    cells = {layout.cell_of(g, s) for s in range(1, g.squares + 1)}
    assert len(cells) == g.squares
    for s in range(1, g.squares + 1):
        assert layout.square_at(g, *layout.cell_of(g, s)) == s
    hits = [layout.square_at(g, line, cell) for line in range(len(layout.line_ranks()) + 1)
            for cell in range(max(width, layout.rank_cells))]
    assert sorted(s for s in hits if s is not None) == list(range(1, g.squares + 1))


def test_a_rank_fits_a_40_cell_display_with_room_to_spare() -> None:
    assert BoardLayout(8).rank_cells == 11
    assert BoardLayout(10).rank_cells == 14
    assert BoardLayout(10, 40).ranks_per_line == 1


def test_unicode_and_dot_numbers_follow_the_brlapi_bit_order() -> None:
    cells = bytes([0x01, 0x03, 0x09, 0x00, 0xFF, 0x80])
    assert as_unicode(cells) == "⠁⠃⠉⠀⣿⢀"
    assert from_unicode(as_unicode(cells)) == cells
    assert dots_text(cells) == "1|12|14| |12345678|8"
    with pytest.raises(ValueError):
        from_unicode("a")
