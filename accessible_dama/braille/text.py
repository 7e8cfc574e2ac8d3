"""Sentences in braille through liblouis: grade 1 Czech or English, the table settable.

liblouis comes from Debian's ``python3-louis`` (not on PyPI); it is imported when the
first sentence is translated, so the rest of the program runs without it.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from types import ModuleType

from accessible_dama.braille.cells import as_unicode, move_text_cells

#: the liblouis table of each language: grade 1 (uncontracted), as a learner reads
LOUIS_TABLES: Mapping[str, str] = {
    "cs": "cs-g1.ctb",
    "en": "en-ueb-g1.ctb",
}

_lock = threading.Lock()  # liblouis compiles tables lazily and is not safe to enter twice
_louis: ModuleType | None = None


class BrailleUnavailable(RuntimeError):
    """liblouis or BrlAPI is missing, or cannot do what was asked."""


def louis_module() -> ModuleType:
    """The liblouis binding; BrailleUnavailable with the Debian package to install."""
    global _louis
    if _louis is None:
        try:
            import louis  # type: ignore[import-untyped,unused-ignore]
        except ImportError as e:
            raise BrailleUnavailable(
                "liblouis for Python is not installed (Debian: apt install python3-louis; "
                "the virtual environment needs --system-site-packages)"
            ) from e
        _louis = louis
    return _louis


def table_for(lang: str, table: str | None = None) -> str:
    """The table to use: ``table`` when given, else the language's grade 1 table."""
    if table:
        return table
    try:
        return LOUIS_TABLES[lang]
    except KeyError:
        raise BrailleUnavailable(f"no braille table for language {lang!r}") from None


def translate(text: str, lang: str, table: str | None = None) -> bytes:
    """``text`` in braille cells (bit 0 = dot 1 ... bit 7 = dot 8), one byte per cell."""
    louis = louis_module()
    name = table_for(lang, table)
    with _lock:
        try:
            out: str = louis.translateString([name], text, mode=louis.dotsIO)
        except RuntimeError as e:  # liblouis cannot find or compile the table
            raise BrailleUnavailable(f"liblouis cannot use table {name}: {e}") from e
    # dotsIO gives each cell as 0x8000 | dots
    return bytes(ord(ch) & 0xFF for ch in out)


def move_cells(text: str, lang: str) -> bytes:
    """Move text (``c3-d4``, ``22x15``) in the language's grade 1 braille through liblouis,
    or in simple literary braille (``move_text_cells``, the same cells) where liblouis or
    its table is missing."""
    try:
        return translate(text, lang)
    except BrailleUnavailable:
        return move_text_cells(text)


def translate_unicode(text: str, lang: str, table: str | None = None) -> str:
    """``text`` as Unicode braille characters."""
    return as_unicode(translate(text, lang, table))


__all__ = ["LOUIS_TABLES", "BrailleUnavailable", "move_cells", "table_for", "translate",
           "translate_unicode"]
