"""Fuzz entry point of the DXP message reader: ``MessageReader.feed`` over any bytes, in
pieces of any size, and ``decode`` over messages near the specification's layouts.

Whatever arrives, the reader gives messages and errors (never an exception), and a
message it accepts is written back byte for byte as it came."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_dama.network.dxp import DxpError, MessageReader, decode, encode

from .budget import LONG, QUICK

NAME = st.sampled_from([b"dama".ljust(32), b" dama".ljust(32), b"x" * 32, b"x" * 31, b""])
DIGITS = st.text("0123456789a -", min_size=0, max_size=5).map(str.encode)
NEAR = st.one_of(
    st.tuples(st.sampled_from([b"R01", b"RX1CZ", b"RX1IN", b"R02", b"RX1"]), NAME,
              st.sampled_from([b"W", b"Z", b"Q"]), DIGITS, DIGITS,
              st.sampled_from([b"A", b"BW", b"BZ" + b"e" * 50, b"BW" + b"z" * 32, b"B"]))
    .map(b"".join),
    st.tuples(st.just(b"A"), NAME, DIGITS).map(b"".join),
    st.tuples(st.just(b"M"), DIGITS, DIGITS, DIGITS, DIGITS, DIGITS).map(b"".join),
    st.tuples(st.sampled_from([b"E", b"B", b"K", b"C"]), DIGITS,
              st.sampled_from([b"", b"W", b"Z", b"x"])).map(b"".join),
)


def _check(data: bytes) -> None:
    try:
        message = decode(data)
    except DxpError:
        return
    assert encode(message) == data or data.startswith(b"M")  # captured squares' order


@pytest.mark.parametrize("budget", [QUICK, pytest.param(LONG, marks=pytest.mark.slow)])
def test_fuzz_dxp_reader_never_raises_and_keeps_its_bounds(budget: object) -> None:
    @budget  # type: ignore[operator]
    @given(st.lists(st.one_of(st.binary(max_size=200), NEAR, st.just(b"\x00")), max_size=12),
           st.integers(1, 64))
    def run(pieces: list[bytes], size: int) -> None:
        stream = b"".join(pieces)
        reader = MessageReader()
        for i in range(0, len(stream), size):
            for got in reader.feed(stream[i:i + size], now=float(i)):
                if not isinstance(got, DxpError):
                    assert len(encode(got)) <= 127
            assert len(reader._buffer) <= 127

    run()


@pytest.mark.parametrize("budget", [QUICK, pytest.param(LONG, marks=pytest.mark.slow)])
def test_fuzz_dxp_decode_accepts_only_what_it_writes_back(budget: object) -> None:
    @budget  # type: ignore[operator]
    @given(st.one_of(NEAR, st.binary(max_size=140)))
    def run(data: bytes) -> None:
        _check(data)

    run()
