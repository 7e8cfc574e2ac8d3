"""Fuzz entry point of the PDN reader: ``read_pdn`` over PDN-like text and over any bytes.

Whatever the file holds, reading gives games (never an exception), and each game can be
asked what it was played in and replayed (the replay tells the first move it cannot
play instead of raising), as ``load`` and ``dama replay`` do."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_dama.notation import ReplayFailure, detect_file_variant, read_pdn
from accessible_dama.notation.text import detect_game, replay

from .budget import LONG, QUICK

TAGS = st.builds(
    lambda name, value: f'[{name} "{value}"]\n',
    st.sampled_from(["Event", "White", "Black", "Result", "FEN", "GameType", "Variant",
                     "Date", "Level", "Opponent", "Annotator", "X"]),
    st.one_of(
        st.sampled_from(["W:W21-32:B1-12", "W:W²1:B5", "B:WKc3:Bd6", "W:Wa1,b2:Bd5",
                         "W:W:B:H9,9", "W:W:B:H❸,9", "20", "21,W,8,8,A0,0", "9" * 4301, "",
                         "mill", "alquerque", "vietnamese", "czech", "chess", "1-0", "*",
                         '\\"', "\\"]),
        st.text(max_size=12),
    ),
)
MOVETEXT = st.sampled_from([
    "1.", "2...", "12.", "c3-d4", "f6-g5", "d4xf6", "22-18", "11-15", "22x15", "a1xc3xe5",
    "d7", "a1-a4", "d7xb6", "a1-a4xb6", "--", "pass", "c3d4", "*", "1-0", "0-1", "1/2-1/2",
    "2-0", "0-2", "1-1", "{comment}", "{unclosed", "}", "(", ")", "(1. c3-d4)", "$1", "$",
    "!?", "??", ";line comment\n", "[", "]", '"', "\n", " ", "\t", "%escape\n", "❸", "²",
    "9" * 4301, "\x00", "\ufeff", "\u202e",
    # the layouts of real files: padded squares, spaced moves, scores, nested comments
    "1- 6", "28x 6", "c3 - d4", "c5:g5", "4-6", "1 - 0", "½-½", "01.", "1…", "{a {b} c}", "{a {",
])
PDN = st.lists(st.one_of(TAGS, MOVETEXT, MOVETEXT, st.text(max_size=6)), max_size=40).map(
    " ".join)
SOURCE = st.one_of(
    PDN,
    PDN.map(lambda text: text.encode("utf-8")),
    PDN.map(lambda text: text.encode("utf-16")),
    PDN.map(lambda text: b"\xef\xbb\xbf" + text.encode("utf-8", "replace")),
    st.binary(max_size=300),
)


def _fuzz(budget: object) -> None:
    @budget  # type: ignore[operator]
    @given(source=SOURCE)
    def run(source: str | bytes) -> None:
        games = read_pdn(source)
        in_file = detect_file_variant(games)
        for game in games:
            done = replay(game, detect_game(game, in_file=in_file))
            assert isinstance(done, ReplayFailure) or len(done[1]) == len(game.moves)

    run()


def test_any_pdn_text_or_bytes_reads_and_replays_without_an_exception() -> None:
    _fuzz(QUICK)


@pytest.mark.slow
def test_any_pdn_text_or_bytes_reads_and_replays_without_an_exception_long_run() -> None:
    _fuzz(LONG)
