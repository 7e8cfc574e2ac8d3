"""The protocol codec, from line and hex dumps (docs/protocol.md, version 1)."""

from __future__ import annotations

import random

import pytest

from accessible_dama.sensor.protocol import (
    BOARD_TYPES,
    HOST_TYPES,
    MAX_FRAME,
    Ack,
    BadFrame,
    BadReason,
    Button,
    Change,
    Display,
    ErrorReport,
    Frame,
    FrameParser,
    Hello,
    Light,
    Query,
    SequenceTracker,
    SeqVerdict,
    Snapshot,
    SnapshotRequest,
    crc16,
    encode_frame,
    occupancy_hex,
)

CZECH_START = frozenset(range(1, 13)) | frozenset(range(21, 33))

# The example of docs/protocol.md, byte for byte.
DOC_HOST = b"$Q*AB24\n$D,0F1B00000000000000*EB73\n"
DOC_BOARD = (
    b"$H,1,DAMA-0001,32,1.0.0*0237\n"
    b"$S,0,FFF00FFF*60F3\n"
    b"$C,1,22,0*C529\n"
    b"$C,2,18,1*47F5\n"
    b"$A,D*ADCA\n"
)


def board_parser() -> FrameParser:
    return FrameParser(BOARD_TYPES)


def frames_of(data: bytes, parser: FrameParser | None = None) -> list[Frame | BadFrame]:
    return (parser or board_parser()).feed(data)


# ---------------------------------------------------------------- CRC


def test_crc_check_value_of_123456789_is_29b1() -> None:
    assert crc16(b"123456789") == 0x29B1


def test_crc_of_nothing_is_the_initial_value() -> None:
    assert crc16(b"") == 0xFFFF


# ---------------------------------------------------------------- the example


def test_doc_example_board_frames_decode() -> None:
    assert frames_of(DOC_BOARD) == [
        Hello(1, "DAMA-0001", 32, "1.0.0"),
        Snapshot(0, CZECH_START, 32),
        Change(1, 22, False),
        Change(2, 18, True),
        Ack("D"),
    ]


def test_doc_example_host_frames_decode_on_the_board_side() -> None:
    parser = FrameParser(HOST_TYPES)
    assert parser.feed(DOC_HOST) == [Query(), Display(bytes.fromhex("0F1B00000000000000"))]


def test_doc_example_encodes_byte_for_byte() -> None:
    frames: list[Frame] = [
        Hello(1, "DAMA-0001", 32, "1.0.0"),
        Snapshot(0, CZECH_START, 32),
        Change(1, 22, False),
        Change(2, 18, True),
        Ack("D"),
    ]
    assert b"".join(encode_frame(f) for f in frames) == DOC_BOARD
    host = encode_frame(Query()) + encode_frame(Display(bytes.fromhex("0F1B00000000000000")))
    assert host == DOC_HOST


def test_czech_start_occupancy_map_is_fff00fff() -> None:
    assert occupancy_hex(CZECH_START, 32) == "FFF00FFF"


@pytest.mark.parametrize(
    "frame",
    [
        Hello(1, "X", 50, "2.1.0-rc1"),
        Snapshot(255, frozenset({1, 50}), 50),
        Snapshot(7, frozenset(), 32),
        Change(0, 50, True),
        Button(9, 1, True),
        Button(10, 2, False),
        Ack("L"),
        ErrorReport("LEN"),
        ErrorReport("SYN"),
        SnapshotRequest(),
        Light(2),
        Display(bytes(8)),
        Display(b""),
    ],
    ids=repr,
)
def test_every_frame_round_trips(frame: Frame) -> None:
    parser = FrameParser(BOARD_TYPES | HOST_TYPES)
    assert parser.feed(encode_frame(frame)) == [frame]


def test_fifty_square_map_has_thirteen_digits() -> None:
    line = encode_frame(Snapshot(3, frozenset(range(1, 21)) | frozenset(range(31, 51)), 50))
    assert line.startswith(b"$S,3,3FFFFC00FFFFF*")


# ---------------------------------------------------------------- junk and framing


def test_junk_before_dollar_on_the_line_is_ignored() -> None:
    assert frames_of(b"\x00\xffboot v2 ok$C,1,22,0*C529\n") == [Change(1, 22, False)]


def test_line_without_dollar_is_junk_and_counted() -> None:
    p = board_parser()
    assert p.feed(b"hello from the bootloader\n") == [
        BadFrame(BadReason.JUNK, b"hello from the bootloader")]
    assert p.bad[BadReason.JUNK] == 1


def test_empty_lines_are_neither_frames_nor_bad() -> None:
    p = board_parser()
    assert p.feed(b"\n\r\n\n") == []
    assert p.bad_total == 0


def test_crlf_line_ending_is_accepted() -> None:
    assert frames_of(b"$C,1,22,0*C529\r\n$C,2,18,1*47F5\r\n") == [
        Change(1, 22, False), Change(2, 18, True)]


def test_frame_split_across_reads_byte_by_byte() -> None:
    p = board_parser()
    out: list[Frame | BadFrame] = []
    for i in range(len(DOC_BOARD)):
        out += p.feed(DOC_BOARD[i:i + 1])
    assert out == frames_of(DOC_BOARD)
    assert p.bad_total == 0


@pytest.mark.parametrize("seed", range(5))
def test_frames_split_at_random_places(seed: int) -> None:
    rng = random.Random(seed)
    data = DOC_BOARD * 3
    p = board_parser()
    out: list[Frame | BadFrame] = []
    i = 0
    while i < len(data):
        n = rng.randint(1, 17)
        out += p.feed(data[i:i + n])
        i += n
    assert out == frames_of(data)


def test_truncated_frame_then_the_next_frame_on_the_same_line() -> None:
    # the newline and the end of frame 1 were lost: frame 2 still arrives whole
    assert frames_of(b"$C,1,22$C,2,18,1*47F5\n") == [Change(2, 18, True)]


def test_truncated_frame_at_the_end_of_a_line_is_bad() -> None:
    p = board_parser()
    assert p.feed(b"$C,1,22,0*C5\n") == [BadFrame(BadReason.FIELDS, b"$C,1,22,0*C5")]


def test_incomplete_frame_waits_for_its_newline() -> None:
    p = board_parser()
    assert p.feed(b"$C,1,22,0*C529") == []
    assert p.feed(b"\n") == [Change(1, 22, False)]


def test_dropped_byte_inside_a_frame_fails_the_crc() -> None:
    # "$C,1,22,0*C529" with the "2" of 22 dropped: C,1,2,0 has another CRC
    p = board_parser()
    [bad] = p.feed(b"$C,1,2,0*C529\n")
    assert isinstance(bad, BadFrame) and bad.reason is BadReason.CRC


def test_one_flipped_bit_fails_the_crc() -> None:
    line = bytearray(b"$S,0,FFF00FFF*60F3\n")
    line[7] ^= 0x04  # F -> B
    [bad] = frames_of(bytes(line))
    assert isinstance(bad, BadFrame) and bad.reason is BadReason.CRC


def test_lower_case_crc_is_not_a_frame() -> None:
    [bad] = frames_of(b"$C,1,22,0*c529\n")
    assert isinstance(bad, BadFrame) and bad.reason is BadReason.FIELDS


def test_missing_star_is_not_a_frame() -> None:
    [bad] = frames_of(b"$C,1,22,0\n")
    assert isinstance(bad, BadFrame) and bad.reason is BadReason.FIELDS


def _framed(text: str) -> bytes:
    return f"${text}*{crc16(text.encode()):04X}\n".encode()


def test_eighty_byte_frame_is_the_longest_accepted() -> None:
    cells = bytes(range(35))
    line = encode_frame(Display(cells))
    assert len(line) == 79
    assert FrameParser(HOST_TYPES).feed(line) == [Display(cells)]
    eighty = _framed("D," + "00" * 35 + "0")  # 80 bytes, but an odd digit: bad fields
    assert len(eighty) == MAX_FRAME
    [bad] = FrameParser(HOST_TYPES).feed(eighty)
    assert isinstance(bad, BadFrame) and bad.reason is BadReason.FIELDS


def test_longest_frame_with_crlf_is_accepted() -> None:
    # the "\r" of a CRLF ending is not part of the frame's 80 bytes
    cells = bytes(range(35))
    line = encode_frame(Display(cells)).replace(b"\n", b"\r\n")
    assert len(line) == MAX_FRAME
    assert FrameParser(HOST_TYPES).feed(line) == [Display(cells)]


def test_eighty_one_bytes_is_too_long_even_with_a_good_crc() -> None:
    line = _framed("D," + "00" * 36)
    assert len(line) == MAX_FRAME + 1
    p = FrameParser(HOST_TYPES)
    [bad] = p.feed(line)
    assert isinstance(bad, BadFrame) and bad.reason is BadReason.TOO_LONG
    assert p.bad[BadReason.TOO_LONG] == 1


def test_endless_line_keeps_memory_bounded_and_the_next_frame_arrives() -> None:
    p = board_parser()
    out = p.feed(b"$" + b"7" * 100_000)
    out += p.feed(b"\n$C,1,22,0*C529\n")
    assert out == [BadFrame(BadReason.TOO_LONG, (b"$" + b"7" * 100_000)[:MAX_FRAME]),
                   Change(1, 22, False)]
    assert len(p._line) == 0


def test_encoder_refuses_a_frame_longer_than_eighty_bytes() -> None:
    with pytest.raises(ValueError):
        encode_frame(Display(bytes(36)))


# ---------------------------------------------------------------- types and fields


def test_host_frame_arriving_at_the_host_is_an_unknown_type() -> None:
    [bad] = frames_of(b"$Q*AB24\n")
    assert isinstance(bad, BadFrame) and bad.reason is BadReason.UNKNOWN_TYPE


def test_unknown_letter_is_an_unknown_type() -> None:
    [bad] = frames_of(_framed("Z,1"))
    assert isinstance(bad, BadFrame) and bad.reason is BadReason.UNKNOWN_TYPE


@pytest.mark.parametrize(
    "text",
    [
        "C,01,22,0",  # a leading zero
        "C,256,22,0",  # seq beyond 255
        "C,1,51,0",  # no square 51
        "C,1,0,0",  # no square 0
        "C,1,22,2",  # a state is 0 or 1
        "C,1,22",  # a field missing
        "C,1,22,0,0",  # a field too many
        "C,-1,22,0",
        "C,1, 22,0",  # no spaces
        "S,0,fff00fff",  # lower-case hex
        "S,0,FFF00FF",  # seven digits
        "S,0,FFFFFFFFFFFFF",  # 13 digits with bits 51 and 52 set
        "B,1,3,1",  # button 3
        "H,1,DAMA 1,32,1.0",  # a space in the id
        "H,1,DAMA-0001,64,1.0",  # a 64-square board
        "H,1,ABCDEFGHIJKLMNOPQ,32,1.0",  # 17 characters
        "A,Q",  # Q is never acknowledged
        "E,XYZ",
    ],
)
def test_bad_fields_are_counted_not_raised(text: str) -> None:
    p = board_parser()
    [bad] = p.feed(_framed(text))
    assert isinstance(bad, BadFrame) and bad.reason is BadReason.FIELDS
    assert p.bad[BadReason.FIELDS] == 1


def test_square_numbers_follow_the_board_size_once_known() -> None:
    p = FrameParser(BOARD_TYPES, squares=32)
    [bad] = p.feed(_framed("C,1,33,1"))
    assert isinstance(bad, BadFrame) and bad.reason is BadReason.FIELDS
    [bad] = p.feed(_framed("S,1,0000000000000"))  # a 50-square map from a 32-square board
    assert isinstance(bad, BadFrame)


def test_repeated_frames_are_all_delivered_for_the_tracker_to_judge() -> None:
    line = b"$C,1,22,0*C529\n"
    assert frames_of(line * 3) == [Change(1, 22, False)] * 3


@pytest.mark.parametrize("seed", range(20))
def test_parser_never_raises_on_random_bytes(seed: int) -> None:
    rng = random.Random(seed)
    p = board_parser()
    for _ in range(50):
        p.feed(bytes(rng.choice(b"$*,\r\n0123456789ABCDEFHSCBAEQ\x00\xff") for _ in
                     range(rng.randint(0, 40))))
    out = p.feed(b"\n" + DOC_BOARD)  # the newline ends whatever came before
    assert out[-5:] == frames_of(DOC_BOARD)
    assert len(out) <= 6


def test_counters_after_a_mixed_dump() -> None:
    dump = bytes.fromhex(
        "24432c312c32322c302a433532390a"  # $C,1,22,0*C529 good
        "24432c312c32322c302a433532380a"  # CRC wrong
        "6e6f6973650a"  # noise: junk
        "24512a414232340a"  # Q at the host: unknown type
    )
    p = board_parser()
    out = p.feed(dump)
    assert out[0] == Change(1, 22, False)
    assert p.frames == 1
    assert dict(p.bad) == {BadReason.CRC: 1, BadReason.JUNK: 1, BadReason.UNKNOWN_TYPE: 1}


# ---------------------------------------------------------------- sequence numbers


def test_sequence_next_gap_repeat_and_wrap() -> None:
    t = SequenceTracker()
    assert t.check(254) == (SeqVerdict.FIRST, 0)
    assert t.check(255) == (SeqVerdict.NEXT, 0)
    assert t.check(0) == (SeqVerdict.NEXT, 0)  # 255 then 0
    assert t.check(0) == (SeqVerdict.REPEAT, 0)
    assert t.check(3) == (SeqVerdict.GAP, 2)
    assert t.check(1) == (SeqVerdict.GAP, 253)  # backwards: most frames lost
    assert (t.gaps, t.lost, t.repeats) == (2, 255, 1)


def test_sequence_reset_after_hello_accepts_any_number() -> None:
    t = SequenceTracker()
    t.check(100)
    t.reset()
    assert t.check(0) == (SeqVerdict.FIRST, 0)
