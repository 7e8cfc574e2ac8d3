"""Announcements in braille through the real liblouis tables, pinned cell by cell.

The expected cells follow from the tables: Czech grade 1 (cs-g1.ctb: cs-chardefs.cti,
cs-translation.cti) and Unified English Braille grade 1 (en-ueb-g1.ctb). Both put dot 6
before a capital letter and the number sign 3456 before digits, which are the letters
a-j; so c3 is ``⠉⠼⠉``.
"""

from __future__ import annotations

import pytest

from accessible_dama.braille import LOUIS_TABLES, BrailleUnavailable, as_unicode, translate
from accessible_dama.braille.text import translate_unicode

pytestmark = pytest.mark.needs("liblouis")


def test_czech_move_announcement_in_grade_1() -> None:
    # ⠠ capital (6), ⠃ b (12), ⠌ í (34), ⠇ l (123), ⠯ ý (12346), ⠒ colon (25), blank,
    # ⠉ c, ⠼ number sign, ⠉ 3, blank, ⠝⠁ "na", blank, ⠙⠼⠙ d4, ⠄ full stop (3)
    cells = translate("Bílý: c3 na d4.", "cs")
    assert as_unicode(cells) == "⠠⠃⠌⠇⠯⠒⠀⠉⠼⠉⠀⠝⠁⠀⠙⠼⠙⠄"
    assert cells[:3] == bytes([0x20, 0x03, 0x0C])


def test_english_move_announcement_in_ueb_grade_1() -> None:
    # ⠠ capital, ⠺⠓⠊⠞⠑ white, ⠒ colon (25), c⠼c, ⠞⠕ to, d⠼d, ⠲ full stop (256)
    assert translate_unicode("White: c3 to d4.", "en") == "⠠⠺⠓⠊⠞⠑⠒⠀⠉⠼⠉⠀⠞⠕⠀⠙⠼⠙⠲"


def test_czech_letters_with_diacritics_of_a_capture() -> None:
    # ⠩ č (146), ⠏⠺⠑⠎ "přes" with ř (2456)
    assert translate_unicode("Černý bere d4 přes e5 na f6.", "cs") == (
        "⠠⠩⠑⠗⠝⠯⠀⠃⠑⠗⠑⠀⠙⠼⠙⠀⠏⠺⠑⠎⠀⠑⠼⠑⠀⠝⠁⠀⠋⠼⠋⠄")


def test_the_table_can_be_chosen() -> None:
    assert LOUIS_TABLES == {"cs": "cs-g1.ctb", "en": "en-ueb-g1.ctb"}
    # American grade 1 (EBAE) puts the letter sign 56 before a lone letter
    assert translate_unicode("White: c3 to d4.", "en", table="en-us-g1.ctb") == (
        "⠠⠺⠓⠊⠞⠑⠒⠀⠰⠉⠼⠉⠀⠞⠕⠀⠰⠙⠼⠙⠲")


def test_a_missing_table_or_language_is_a_clear_error() -> None:
    with pytest.raises(BrailleUnavailable, match=r"no-such-table\.ctb"):
        translate("a", "cs", table="no-such-table.ctb")
    with pytest.raises(BrailleUnavailable, match="'de'"):
        translate("a", "de")
