"""The PDN reader: tokens, game boundaries, encodings, and errors that never crash."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from accessible_dama.notation import PdnError, PdnGame, iter_pdn, read_pdn, replay_game
from accessible_dama.notation.pdn import Kind, decode_pdn, tokenize_pdn

GAME = """[Event "m-CR-q"]
[White "Krista,V."]
[Black "Bajusz,O."]
[Date "2007.11.24"]
[Result "1/2-1/2"]

1. c3-b4 b6-c5 2. b2-c3 f6-e5 1/2-1/2
"""


def only(text: str | bytes) -> PdnGame:
    (game,) = read_pdn(text)
    return game


def test_pdn_reader_reads_tags_moves_and_result() -> None:
    game = only(GAME)
    assert game.tags["White"] == "Krista,V."
    assert game.moves == ["c3-b4", "b6-c5", "b2-c3", "f6-e5"]
    assert game.result == "1/2-1/2"
    assert game.index == 1
    assert game.move_lines == [7, 7, 7, 7]
    assert game.errors == []
    assert game.label == "Krista - Bajusz, 2007.11.24"


def test_pdn_reader_reads_crlf_and_lf_alike() -> None:
    crlf = GAME.replace("\n", "\r\n")
    assert read_pdn(crlf) == read_pdn(GAME)
    assert read_pdn(crlf.encode()) == read_pdn(GAME)


def test_pdn_reader_decodes_latin1_bytes() -> None:
    game = only(b'[White "G\xe9rard Jansen"]\n1. 32-28 1-0\n')
    assert game.tags["White"] == "Gérard Jansen"


def test_pdn_reader_decodes_cp1250_bytes() -> None:
    game = only('[White "Řehák"]\n1. c3-d4 *\n'.encode("cp1250"))
    assert game.tags["White"] == "Řehák"


def test_pdn_reader_decodes_mixed_encodings_line_by_line() -> None:
    data = '[White "Gérard"]\n'.encode() + '[Black "Šťastný"]\n'.encode("cp1250") + b"*\n"
    game = only(data)
    assert (game.tags["White"], game.tags["Black"]) == ("Gérard", "Šťastný")


def test_pdn_reader_strips_a_utf8_byte_order_mark() -> None:
    assert only(b"\xef\xbb\xbf" + GAME.encode()).tags["Event"] == "m-CR-q"


def test_pdn_reader_skips_nested_variations() -> None:
    game = only("1. c3-d4 (1. a3-b4 (1. e3-f4 f6-g5) b6-a5 {a (comment}) f6-g5 2. d4xh8 *")
    assert game.moves == ["c3-d4", "f6-g5", "d4xh8"]
    assert game.errors == []


def test_pdn_reader_keeps_comments_with_brackets_inside() -> None:
    game = only('1. c3-d4 {see [Event "x"] and (this); ok} f6-g5 ; to the end [ ( {\n2. g3-h4 *')
    assert game.moves == ["c3-d4", "f6-g5", "g3-h4"]
    assert [(c.ply, c.text) for c in game.comments] == [
        (1, 'see [Event "x"] and (this); ok'),
        (2, "to the end [ ( {"),
    ]
    assert game.errors == []


def test_pdn_reader_skips_move_numbers_nags_and_glyphs() -> None:
    game = only("1. 32-28 $1 1... 19-23! 2.28x19?! 14x23 ?? 12. 33-28* 1-0")
    assert game.moves == ["32-28", "19-23", "28x19", "14x23", "33-28"]
    assert game.annotations == {0: ["$1"], 1: ["!"], 2: ["?!"], 3: ["??"], 4: ["*"]}
    assert game.errors == []


@pytest.mark.parametrize("result", ["1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0"])
def test_pdn_reader_keeps_every_result_as_written(result: str) -> None:
    games = read_pdn(f"1. c3-d4 f6-g5 {result}\n1. c3-b4 {result}")
    assert [g.result for g in games] == [result, result]
    assert [g.moves for g in games] == [["c3-d4", "f6-g5"], ["c3-b4"]]


def test_pdn_reader_takes_a_missing_result_from_the_tag_or_star() -> None:
    games = read_pdn('[Result "0-1"]\n1. c3-d4\n[Event "next"]\n1. a3-b4\n')
    assert [(g.result, g.moves) for g in games] == [("0-1", ["c3-d4"]), ("*", ["a3-b4"])]


def test_pdn_reader_starts_a_new_game_at_tags_after_moves_or_a_repeated_tag() -> None:
    text = '[Event "a"]\n[Event "b"]\n[Site "s"]\n1. c3-d4 *\n'
    games = read_pdn(text)
    assert [g.tags for g in games] == [{"Event": "a"}, {"Event": "b", "Site": "s"}]
    assert [g.index for g in games] == [1, 2]


def test_pdn_reader_keeps_a_game_without_moves() -> None:
    games = read_pdn('[White "A"]\n[Result "0-2"]\n0-2\n\n[White "B"]\n1. c3-d4 *')
    assert [(g.tags["White"], g.moves, g.result) for g in games] == [
        ("A", [], "0-2"),
        ("B", ["c3-d4"], "*"),
    ]


def test_pdn_reader_unescapes_tag_values_and_reads_loose_tags() -> None:
    game = only('[Event "the \\"big\\" one"]\n[Site Praha]\n*')
    assert game.tags == {"Event": 'the "big" one', "Site": "Praha"}


def test_pdn_reader_reports_junk_with_game_index_label_token_and_line() -> None:
    filler = "\n".join(f'[Round "{k}"]\n1. c3-d4 *\n' for k in range(1, 3))
    text = filler + "\n" + GAME.replace("2. b2-c3", "2. c3=d4 b2-c3")
    line = text.splitlines().index("1. c3-b4 b6-c5 2. c3=d4 b2-c3 f6-e5 1/2-1/2") + 1
    games = read_pdn(text)
    assert len(games) == 3
    (error,) = games[2].errors
    assert (
        str(error)
        == f'game 3 (Krista - Bajusz, 2007.11.24): unexpected token "c3=d4" at line {line}'
    )
    assert (error.game_index, error.token, error.line) == (3, "c3=d4", line)
    assert isinstance(error, PdnError)
    assert games[2].moves == ["c3-b4", "b6-c5", "b2-c3", "f6-e5"]


def test_pdn_reader_in_strict_mode_raises_the_first_error() -> None:
    with pytest.raises(PdnError, match='unexpected token "c3=d4"'):
        read_pdn("1. c3=d4 *", strict=True)


@pytest.mark.parametrize(
    "junk",
    [
        "\x00\x01\x02",
        "[[[",
        "{never closed",
        "(never closed",
        ")]}",
        "1. 2. 3.",
        "[Event",
        "%escape line\n*",
        "\ufffd\ufffd",
        "1-0 1-0 1-0",
    ],
)
def test_pdn_reader_never_raises_on_junk(junk: str) -> None:
    for game in read_pdn(junk):
        assert all(isinstance(e, PdnError) for e in game.errors)
    read_pdn(junk.encode("utf-8", "surrogatepass"))


def test_pdn_reader_keeps_junk_between_games_on_the_next_game() -> None:
    games = read_pdn('1. c3-d4 1-0\n@@ \n[Event "b"]\n1. c3-b4 *')
    assert [g.tags.get("Event") for g in games] == [None, "b"]
    assert [e.token for e in games[1].errors] == ["@@"]


def test_unclosed_comment_ends_before_the_next_tag_section() -> None:
    games = read_pdn('1. c3-d4 {oops\n1-0\n[Event "b"]\n1. c3-b4 *')
    assert [g.tags.get("Event") for g in games] == [None, "b"]
    assert "never closed" in str(games[0].errors[0])


def test_iter_pdn_yields_games_one_by_one() -> None:
    games = iter_pdn(GAME * 3)
    assert next(games).index == 1
    assert [g.index for g in games] == [2, 3]


def test_tokenizer_counts_lines_through_multiline_comments_and_variations() -> None:
    tokens = list(tokenize_pdn("{a\nb}\n(1. c3-d4\n(x)\n)\r\n22-18"))
    assert [(t.kind, t.line) for t in tokens] == [
        (Kind.COMMENT, 1),
        (Kind.VARIATION, 3),
        (Kind.MOVE, 6),
    ]


def test_decode_pdn_prefers_utf8() -> None:
    assert decode_pdn("Šťastný".encode()) == "Šťastný"


@pytest.mark.parametrize(
    "junk",
    ["(" * 100_000, "{" * 100_000, "( ( )" * 20_000, "1." * 100_000, ")" * 50_000,
     "1- " * 100_000, "{a{b}" * 40_000, '{ \n[E "x"]\n' * 20_000],
)
def test_pdn_reader_reads_pathological_input_in_linear_time(junk: str) -> None:
    # CPU time, which a busy machine does not stretch: under 1 s each (benchmarks/pdn_reading.py)
    start = time.thread_time()
    read_pdn(junk)
    assert time.thread_time() - start < 5


def test_pdn_reader_and_replay_survive_random_corruption_of_real_records(pdn_dir: Path) -> None:
    rng = random.Random(2024)
    data = b"".join(path.read_bytes() for path in sorted(pdn_dir.glob("*.pdn")))
    for _ in range(100):
        at = rng.randrange(len(data) - 2000)
        sample = bytearray(data[at : at + 2000])
        for _hit in range(20):
            sample[rng.randrange(len(sample))] = rng.randrange(256)
        for game in read_pdn(bytes(sample)):
            assert all(isinstance(e, PdnError) for e in game.errors)
            replay_game(game)
