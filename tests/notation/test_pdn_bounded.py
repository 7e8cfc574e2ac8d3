"""The PDN reader on any file: games streamed one at a time, problems and game sizes capped,
and files that are no game record (too large, binary, a device) refused before reading."""

from __future__ import annotations

import io
import os
import random
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from accessible_dama.notation import iter_pdn, read_pdn
from accessible_dama.notation.pdn import (
    MAX_COMMENTS_PER_GAME,
    MAX_ERRORS_PER_FILE,
    MAX_ERRORS_PER_GAME,
    MAX_LINE_CHARS,
    MAX_MOVES_PER_GAME,
    MAX_TAGS_PER_GAME,
    PdnFileError,
    PdnToken,
    Problem,
    read_pdn_file,
    tokenize_pdn,
)

GAME = '[Event "e"]\n[White "Krista,V."]\n[Black "Bajusz,O."]\n\n1. c3-b4 b6-c5 2. b2-c3 *\n'


def _junk_file(path: Path, megabytes: int) -> None:
    """Random bytes with runs of the tokens that cost the reader most: unclosed
    parentheses and braces, stray closers, results (a game each), junk words, glyphs; the
    runs in lines shorter than ``MAX_LINE_CHARS``, so that all of them are read."""
    rng = random.Random(11)
    runs = [b"( ", b"{ ", b") ", b"1-0 ", b"junk ", b"!! ", b"[a1 \"b\"] ", b"a1-b2 "]
    with open(path, "wb") as f:
        for k in range(megabytes):
            if k % 2:
                f.write(rng.randbytes(1_000_000))
            else:
                run = runs[(k // 2) % len(runs)]
                line = run * (MAX_LINE_CHARS // 2 // len(run)) + b"\n"
                f.write((line * (1_000_000 // len(line) + 1))[:1_000_000])


_CHILD = """
import resource, sys, time
from accessible_dama.notation import iter_pdn
start = time.process_time()
games = errors = 0
with open(sys.argv[1], "rb") as f:
    for game in iter_pdn(f):
        games += 1
        errors += len(game.errors)
print(games, errors, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
      time.process_time() - start)
"""


def _read_in_child(path: Path) -> tuple[int, int, int, float]:
    out = subprocess.run([sys.executable, "-c", _CHILD, str(path)], capture_output=True,
                         text=True, timeout=600, check=True).stdout.split()
    return int(out[0]), int(out[1]), int(out[2]), float(out[3])


def test_a_16_mb_junk_file_is_read_in_bounded_memory_and_time(tmp_path: Path) -> None:
    """Read in a child process, whose peak resident memory (``ru_maxrss``) is compared
    with the same child reading an empty file: tracemalloc would slow the reading of
    millions of tokens tenfold (the smaller files below are measured with it). 16 MB hold
    every kind of run once and 250,000 games: a reader that kept them would need several
    hundred megabytes."""
    pytest.importorskip("resource")
    junk = tmp_path / "junk.pdn"
    _junk_file(junk, 16)
    empty = tmp_path / "empty.pdn"
    empty.write_bytes(b"")
    _, _, base_kb, _ = _read_in_child(empty)
    games, errors, peak_kb, seconds = _read_in_child(junk)
    assert games > 100_000  # the runs of results are games, each let go once read
    assert errors <= MAX_ERRORS_PER_FILE
    assert (peak_kb - base_kb) / 1000 < 100  # megabytes
    assert seconds < 100  # CPU seconds; linear: about 3 s


@pytest.mark.parametrize("run", ["( ", ") ", "{ ", "junk ", "1-0 ", "!! ", '[a1 "b"] ', "( ( ) "])
def test_the_reader_takes_memory_of_one_game_on_any_junk(run: str) -> None:
    data = run * (80_000 // len(run))  # the reader before the caps took 20 MB here
    tracemalloc.start()
    try:
        for _ in iter_pdn(data):
            pass
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 5_000_000


def test_problems_are_capped_per_game_and_per_file() -> None:
    (game,) = read_pdn("@@ " * 1000)
    assert len(game.errors) == MAX_ERRORS_PER_GAME
    assert game.skipped_errors == 1000 - MAX_ERRORS_PER_GAME
    games = read_pdn("@@ @@ @@ 1-0\n" * 1000)
    assert sum(len(g.errors) for g in games) == MAX_ERRORS_PER_FILE
    assert sum(len(g.errors) + g.skipped_errors for g in games) == 3000


def test_a_game_keeps_moves_comments_and_tags_up_to_their_caps_and_says_so() -> None:
    tags = "".join(f'[T{k} "v"]\n' for k in range(MAX_TAGS_PER_GAME + 5))
    moves = "a1-b2 " * (MAX_MOVES_PER_GAME + 5)
    comments = "{c} " * (MAX_COMMENTS_PER_GAME + 5)
    (game,) = read_pdn(tags + comments + moves + "{" + "x" * 10_000 + "} *")
    assert len(game.tags) == MAX_TAGS_PER_GAME
    assert len(game.moves) == MAX_MOVES_PER_GAME
    assert len(game.comments) == MAX_COMMENTS_PER_GAME
    said = " ".join(e.description for e in game.errors)
    assert "tags" in said and "moves" in said and "comments" in said
    assert game.result == "*"


def test_a_stream_is_read_as_the_whole_text_across_its_pieces() -> None:
    """Pieces of 64k characters: a CRLF, a comment, a variation and a tag cut by a
    piece's end read as if the text were whole, with the same line numbers."""
    pad = "\r\n" * 32767 + " " * 1  # the next "\r\n" straddles 65536 bytes
    text = pad + "\r\n" + GAME.replace("\n", "\r\n")
    for filler in (65536 - 3, 65536 - 10, 2 * 65536 - 7):
        text += " " * (filler - len(text) % 65536) + '{a\r\ncomment} (1. c3-d4 (x)) ' + GAME
    whole = read_pdn(text)
    for source in (io.BytesIO(text.encode()), io.StringIO(text), text.encode()):
        streamed = read_pdn(source)
        assert [(g.tags, g.moves, g.move_lines, g.comments) for g in streamed] == [
            (g.tags, g.moves, g.move_lines, g.comments) for g in whole]
    assert whole[0].move_lines[0] == 32769 + 4  # 32768 CRLFs before the game's first line
    assert len(whole) == 4


def test_a_line_over_the_bound_is_said_once_and_the_lines_after_it_are_read() -> None:
    line = "1. c3-d4 f6-g5 " * (3 * MAX_LINE_CHARS // 15)  # three times the bound
    game, after = read_pdn('[Event "long"]\n' + line + "\n{a\nb} *\n" + GAME)
    assert [e.problem for e in game.errors].count(Problem.LINE_TOO_LONG) == 1
    assert game.result == "*" and game.comments[-1].text == "a b"
    assert after.tags["White"] == "Krista,V." and after.moves == ["c3-b4", "b6-c5", "b2-c3"]
    assert after.move_lines == [9, 9, 9]  # the long line counts as one


@pytest.mark.parametrize("unit", ["1. c3-d4 f6-g5 ", "zz ", "1- ", "( ", "{ ", ") ", "a"])
def test_a_line_of_ten_megabytes_costs_what_a_line_of_one_does(unit: str) -> None:
    """A file of one line is read to the bound and the rest of the line skipped: the same
    tokens whatever its length (the reader before the bound took 61 s on 10 MB)."""

    def tokens(megabytes: int) -> list[PdnToken]:
        return list(tokenize_pdn(unit * (megabytes * 1_000_000 // len(unit)) + "\n1-0"))

    one, ten = tokens(1), tokens(10)
    assert one == ten
    assert [t.problem for t in one].count(Problem.LINE_TOO_LONG) == 1
    assert one[-1].text == "1-0"  # the next line is read


def test_reading_time_grows_linearly_with_a_file_of_short_lines() -> None:
    """CPU seconds of 1 MB against 0.1 MB of lines of moves: ten times as many, not a
    hundred (the same per megabyte; benchmarks/pdn_reading.py measures 1 to 10 MB)."""

    def cpu(megabytes: float) -> float:
        data = ("1. c3-d4 f6-g5 2. b2-c3 g5-h4 [Event \"e\"]\n") * int(megabytes * 25_000)
        start = time.process_time()
        for _ in iter_pdn(data):
            pass
        return time.process_time() - start

    cpu(0.05)  # the regular expressions compiled, the code warm
    assert cpu(1) / cpu(0.1) < 25


def test_line_numbers_stay_right_deep_in_a_long_file() -> None:
    tokens = list(tokenize_pdn("\n" * 500_000 + "{a\nb} 22-18"))
    assert [(t.text, t.line) for t in tokens][-1] == ("22-18", 500_002)


def test_a_utf16_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "utf16.pdn"
    path.write_bytes(GAME.replace("Krista", "Šťastný").encode("utf-16"))
    (game,) = read_pdn_file(path)
    assert game.tags["White"] == "Šťastný,V."
    assert game.moves == ["c3-b4", "b6-c5", "b2-c3"]


# ---------------------------------------------------------------- the file guard


def test_dev_zero_is_refused_without_being_read() -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    start = time.thread_time()
    with pytest.raises(PdnFileError) as refused:
        read_pdn_file("/dev/zero")
    assert refused.value.kind == "not-a-file"
    assert time.thread_time() - start < 5  # CPU time: reading /dev/zero would never end


def test_a_folder_and_a_pipe_are_refused_and_a_pipe_never_waited_on(tmp_path: Path) -> None:
    with pytest.raises(PdnFileError) as refused:
        read_pdn_file(tmp_path)
    assert refused.value.kind == "not-a-file"
    if not hasattr(os, "mkfifo"):
        return
    pipe = tmp_path / "pipe.pdn"
    os.mkfifo(pipe)  # nobody writes: opening it to read would wait forever
    with pytest.raises(PdnFileError) as refused:
        read_pdn_file(pipe)
    assert refused.value.kind == "not-a-file"


@pytest.mark.parametrize(
    "data",
    [
        b"\x1f\x8b\x08\x00" + bytes(range(256)) * 4,  # gzip
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
        bytes([1, 2, 3, 4, 5, 6, 7, 8, 14, 15]) * 100 + GAME.encode(),  # control bytes
    ],
)
def test_a_binary_file_is_refused_as_not_text(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "binary.pdn"
    path.write_bytes(data)
    with pytest.raises(PdnFileError) as refused:
        read_pdn_file(path)
    assert refused.value.kind == "not-text"


def test_a_file_over_the_limit_is_refused_and_one_at_the_limit_read(tmp_path: Path) -> None:
    path = tmp_path / "big.pdn"
    path.write_text(GAME)
    with pytest.raises(PdnFileError) as refused:
        read_pdn_file(path, max_bytes=len(GAME) - 1)
    assert refused.value.kind == "too-large"
    assert len(list(read_pdn_file(path, max_bytes=len(GAME)))) == 1


def test_a_50_mb_file_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "huge.pdn"
    with open(path, "wb") as f:
        f.truncate(50_000_000)  # sparse: the size is there, the bytes are not read
    tracemalloc.start()
    try:
        with pytest.raises(PdnFileError) as refused:
            read_pdn_file(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert refused.value.kind == "too-large"
    assert peak < 1_000_000


def test_a_file_of_too_many_games_is_refused_when_they_are_taken(tmp_path: Path) -> None:
    path = tmp_path / "many.pdn"
    path.write_text("1-0\n" * 11)
    assert len(list(read_pdn_file(path, max_games=11))) == 11
    games = read_pdn_file(path, max_games=10)
    assert next(games).index == 1  # the first game is there at once
    with pytest.raises(PdnFileError) as refused:
        list(games)
    assert refused.value.kind == "too-large"


def test_a_missing_file_raises_file_not_found(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_pdn_file(tmp_path / "none.pdn")
