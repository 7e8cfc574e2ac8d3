"""Fuzz entry point of the sensor board protocol: ``FrameParser.feed`` over any bytes, in
pieces of any size, and over lines that carry a right checksum around wrong fields.

Whatever arrives, the parser gives frames and bad lines (never an exception), counts each
once, and a frame it accepts is written back byte for byte as it came."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_dama.sensor.protocol import (
    BOARD_TYPES,
    HOST_TYPES,
    BadFrame,
    Frame,
    FrameParser,
    crc16,
    encode_frame,
)

from .budget import LONG, QUICK

FIELD = st.one_of(
    st.sampled_from([b"0", b"1", b"2", b"12", b"255", b"256", b"32", b"50", b"007", b"-1",
                     b"FFF00FFF", b"fff00fff", b"0000000000000", b"FFFFFFFFFFFFF", b"D", b"L",
                     b"CRC", b"LEN", b"SYN", b"DAMA-1", b"1.0", b"", b" ", b"\xff", b"$",
                     b"*", b"\r", "❸".encode(), b"9" * 90]),
    st.binary(max_size=6),
)


def _framed(kind: bytes, fields: list[bytes]) -> bytes:
    """A line whose checksum is right, whatever its fields: the body checks are reached."""
    text = b",".join([kind, *fields])
    return b"$" + text + b"*" + f"{crc16(text):04X}".encode() + b"\n"


# per frame type, what each field may be: mostly right, sometimes just wrong
SEQ = st.sampled_from([b"0", b"1", b"200", b"255", b"256", b"01", b"x"])
STATE = st.sampled_from([b"0", b"1", b"2"])
SHAPES = {
    b"H": [st.sampled_from([b"1", b"0", b"1000"]), st.sampled_from([b"DAMA-1", b"a b", b""]),
           st.sampled_from([b"32", b"50", b"64"]), st.sampled_from([b"1.0", b"v 1", b""])],
    b"S": [SEQ, st.sampled_from([b"FFF00FFF", b"0003FFFFFFFFF", b"FFFFFFFF", b"fff00fff",
                                 b"FFFFFFFFFFFFF", b"123"])],
    b"C": [SEQ, st.sampled_from([b"1", b"32", b"33", b"50", b"51", b"0"]), STATE],
    b"B": [SEQ, st.sampled_from([b"1", b"2", b"3"]), STATE],
    b"A": [st.sampled_from([b"D", b"L", b"Q"])],
    b"E": [st.sampled_from([b"CRC", b"LEN", b"SYN", b"BAD"])],
    b"D": [st.sampled_from([b"", b"FF", b"0102", b"F", b"ff", b"00" * 40])],
    b"L": [st.sampled_from([b"0", b"1", b"2", b"3"])],
    b"Q": [],
    b"R": [],
}
NEAR = st.sampled_from(sorted(SHAPES)).flatmap(
    lambda kind: st.tuples(*SHAPES[kind]).map(lambda fields: _framed(kind, list(fields))))

LINE = st.one_of(
    NEAR,
    NEAR,
    st.builds(_framed, st.sampled_from([*(t.encode() for t in BOARD_TYPES | HOST_TYPES), b"X",
                                        b"", b"HS"]),
              st.lists(FIELD, max_size=5)),
    st.binary(max_size=90).map(lambda b: b + b"\n"),
    st.binary(max_size=200),
)


def _fuzz(budget: object) -> None:
    @budget  # type: ignore[operator]
    @given(lines=st.lists(LINE, max_size=12), cuts=st.lists(st.integers(1, 40), max_size=30),
           host=st.booleans(), squares=st.sampled_from([None, 32, 50]))
    def run(lines: list[bytes], cuts: list[int], host: bool, squares: int | None) -> None:
        data = b"".join(lines)
        parser = FrameParser(accept=BOARD_TYPES if host else HOST_TYPES, squares=squares)
        got: list[Frame | BadFrame] = []
        at = 0
        for size in [*cuts, len(data)]:
            got += parser.feed(data[at:at + size])
            at += size
        assert all(isinstance(g, (Frame, BadFrame)) for g in got)
        frames = [g for g in got if isinstance(g, Frame)]
        assert parser.frames == len(frames) and parser.bad_total == len(got) - len(frames)
        for frame in frames:
            line = encode_frame(frame)
            assert line in data or line[:-1] + b"\r\n" in data, (frame, data)

    run()


def test_any_bytes_give_frames_or_bad_lines() -> None:
    _fuzz(QUICK)


@pytest.mark.slow
def test_any_bytes_give_frames_or_bad_lines_long_run() -> None:
    _fuzz(LONG)
