"""The game in braille: the board as cells, sentences through liblouis, and a BrlAPI
(BRLTTY) display whose routing keys make moves. Stands on the rules and notation."""

from accessible_dama.braille.cells import (
    BoardLayout,
    as_unicode,
    board_lines,
    dots_text,
    from_unicode,
    rank_cells,
)
from accessible_dama.braille.display import BrailleDisplay, attach, parse_url
from accessible_dama.braille.selection import Selector
from accessible_dama.braille.text import (
    LOUIS_TABLES,
    BrailleUnavailable,
    translate,
    translate_unicode,
)
from accessible_dama.braille.view import Key, Pager

__all__ = [
    "LOUIS_TABLES",
    "BoardLayout",
    "BrailleDisplay",
    "BrailleUnavailable",
    "Key",
    "Pager",
    "Selector",
    "as_unicode",
    "attach",
    "board_lines",
    "dots_text",
    "from_unicode",
    "parse_url",
    "rank_cells",
    "translate",
    "translate_unicode",
]
