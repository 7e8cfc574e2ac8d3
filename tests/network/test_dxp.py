"""DXP messages byte for byte against the layouts of the DamExchange specification
(docs/network.md names its pages), both ways, and what the reader refuses."""

from __future__ import annotations

import pytest

from accessible_dama.network.dxp import (
    MAX_MESSAGE,
    BackAccept,
    BackRequest,
    Chat,
    DxpError,
    GameAccept,
    GameEnd,
    GameRequest,
    Message,
    MessageProblem,
    MessageReader,
    MoveMessage,
    Setup,
    decode,
    encode,
)
from accessible_dama.network.moves import find_move, move_message, position_of, setup_of
from accessible_dama.notation import parse_fen
from accessible_dama.rules import BLACK, WHITE, Position, find_variant

START_50 = "z" * 20 + "e" * 10 + "w" * 20
NAME = "Tornado voor Windows 4.0".ljust(32)

#: (message, its bytes): the specification's own examples where it gives one
TABLE: list[tuple[Message, bytes]] = [
    (GameRequest("Tornado voor Windows 4.0", BLACK, 120, 75),
     b"R01" + NAME.encode() + b"Z120075A"),
    (GameRequest("dama", WHITE, 5, 0, Setup(WHITE, START_50)),
     b"R01" + b"dama".ljust(32) + b"W005000BW" + START_50.encode()),
    (GameRequest("dama", BLACK, 0, 0, Setup(BLACK, "z" * 12 + "e" * 8 + "w" * 12), "czech",
                 "X1"),
     b"RX1CZ" + b"dama".ljust(32) + b"Z000000BZ" + b"z" * 12 + b"e" * 8 + b"w" * 12),
    (GameRequest("dama", WHITE, 10, 0, None, "english", "X1"),
     b"RX1EN" + b"dama".ljust(32) + b"W010000A"),
    (GameAccept("Tornado voor Windows 4.0", 0), b"A" + NAME.encode() + b"0"),
    (GameAccept("dama", 3), b"A" + b"dama".ljust(32) + b"3"),
    (MoveMessage(12, 6, 11), b"M0012061100"),
    (MoveMessage(12, 5, 25, (12, 20, 22, 23)), b"M001205250412202223"),
    (GameEnd(0, 0), b"E00"),
    (GameEnd(1, 1), b"E11"),
    (Chat("What do you think about move 35?"), b"CWhat do you think about move 35?"),
    (BackRequest(5, BLACK), b"B005Z"),
    (BackAccept(0), b"K0"),
    (BackAccept(2), b"K2"),
]


@pytest.mark.parametrize(("message", "data"), TABLE)
def test_each_message_type_is_written_byte_for_byte_as_the_specification_lays_it_out(
        message: Message, data: bytes) -> None:
    assert encode(message) == data
    assert decode(data) == message


def test_move_read_in_the_specifications_example_order_keeps_the_captured_squares() -> None:
    # the specification's example lists the captured squares unsorted: read as they come
    assert decode(b"M001205250423221220") == MoveMessage(12, 5, 25, (23, 22, 12, 20))


@pytest.mark.parametrize("data", [
    b"", b"X123", b"R02" + NAME.encode() + b"Z120075A",  # unknown type, unknown version
    b"R01" + b" dama".ljust(32) + b"Z120075A",  # a name starting with a blank
    b"R01" + NAME.encode() + b"Q120075A",  # no such colour
    b"R01" + NAME.encode() + b"Z12a075A",  # a letter in the minutes
    b"R01" + NAME.encode() + b"Z120075B" + b"W" + b"e" * 49,  # a position one short
    b"R01" + NAME.encode() + b"Z120075BWx" + b"e" * 49,  # a square of no kind
    b"RX1XX" + b"dama".ljust(32) + b"W010000A",  # no such variant
    b"A" + NAME.encode() + b"4", b"A" + NAME.encode(),
    b"M001206110", b"M0012061101", b"M0012006100", b"M0012065100",  # short, odd, 0, 51
    b"M001205250322", b"M00120525022222",  # fewer squares than said, a square twice
    b"M0012051021" + b"01" * 21,  # more than 20 captured
    b"E0", b"E40", b"E02", b"C", b"C\x01", b"B000W", b"B005", b"B005X", b"K3", b"K",
    b"M\xff012061100", b"M0012061100\x00",
    b"C" + b"x" * MAX_MESSAGE,
])
def test_a_message_not_of_its_layout_is_refused_with_a_reason(data: bytes) -> None:
    with pytest.raises(DxpError):
        decode(data)


def test_reader_cuts_the_stream_at_each_nul_whatever_the_pieces() -> None:
    stream = b"E00\x00M0012061100\x00K0\x00"
    for size in (1, 2, 5, len(stream)):
        reader = MessageReader()
        got: list[object] = []
        for i in range(0, len(stream), size):
            got += reader.feed(stream[i:i + size], now=0.0)
        assert got == [GameEnd(0, 0), MoveMessage(12, 6, 11), BackAccept(0)]


def test_reader_drops_a_message_past_127_bytes_up_to_its_nul_and_reads_the_next() -> None:
    reader = MessageReader()
    got = reader.feed(b"C" + b"x" * 300 + b"\x00E00\x00", now=0.0)
    assert isinstance(got[0], DxpError) and got[0].problem is MessageProblem.TOO_LONG
    assert got[1:] == [GameEnd(0, 0)]


def test_reader_says_a_message_sent_a_byte_a_second_is_too_slow() -> None:
    reader = MessageReader(slow_seconds=10.0)
    for second in range(10):
        assert reader.feed(b"C", now=float(second)) == []
        assert not reader.too_slow(float(second))
    assert reader.too_slow(10.0)
    reader.feed(b"\x00", now=10.5)
    assert not reader.too_slow(11.0)  # a whole message: the count starts again


def test_a_move_goes_out_as_start_end_and_captured_and_comes_back_as_the_legal_move() -> None:
    rules = find_variant("international")
    position = parse_fen("W:W33:B28,18", rules)
    (capture,) = position.legal_moves()
    message = move_message(capture, 3.7)
    assert encode(message) == b"M0003331302" + b"1828"
    assert find_move(position.legal_moves(), decode(encode(message))) == capture
    assert find_move(position.legal_moves(), MoveMessage(0, 33, 22)) is None


def test_a_position_goes_out_square_by_square_and_comes_back_the_same() -> None:
    for name in ("international", "czech", "english"):
        rules = find_variant(name)
        start = Position(rules)
        assert position_of(setup_of(start), rules) == start
    assert setup_of(Position(find_variant("international"))).squares == START_50
    assert position_of(Setup(WHITE, "e" * 50), find_variant("international")) is None


def test_chat_in_czech_goes_out_as_ascii_without_accents() -> None:
    assert encode(Chat("Hodně štěstí!")) == b"CHodne stesti!"
