"""The display's settings, without a BRLTTY (the games with one are in test_braille_brltty)."""

from __future__ import annotations

import pytest

from accessible_dama.braille import BrailleDisplay, BrailleUnavailable, parse_url


def test_the_brlapi_address_comes_from_a_url_or_a_bare_host() -> None:
    assert parse_url("brlapi://127.0.0.1:7?auth=none") == ("127.0.0.1:7", "none")
    assert parse_url("brlapi:") == (None, None)  # BrlAPI's own defaults ($BRLAPI_HOST)
    assert parse_url("127.0.0.1:7") == ("127.0.0.1:7", None)
    display = BrailleDisplay.from_url("brlapi://localhost:3?auth=none", lang="cs")
    assert (display.host, display.auth, display.lang) == ("localhost:3", "none", "cs")


def test_a_display_with_a_table_liblouis_lacks_does_not_start() -> None:
    display = BrailleDisplay("127.0.0.1:1", "none", table="no-such-table.ctb")
    with pytest.raises(BrailleUnavailable):
        display.start()
    assert not display.connected
