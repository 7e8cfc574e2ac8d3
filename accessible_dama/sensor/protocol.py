"""The sensor board protocol, version 1 (``docs/protocol.md``): frames as typed values.

Pure: bytes in, frames out, and frames back to bytes. ``FrameParser.feed`` takes bytes
as they arrive from any transport, in pieces of any size, and gives the frames that are
complete; a bad line becomes a ``BadFrame`` value (and is counted), never an exception.
"""

from __future__ import annotations

import binascii
import re
from collections import Counter
from dataclasses import dataclass, field
from enum import Enum

VERSION = 1
MAX_FRAME = 80  # bytes from "$" to "\n", both included (a "\r" before "\n" is not counted)
BOARD_SIZES = (32, 50)
OCCUPANCY_DIGITS = {32: 8, 50: 13}
SEQ_MODULO = 256
MAX_CELLS = (MAX_FRAME - len(b"$D,*0000\n")) // 2  # 35 braille cells fit in one frame
BUTTON_DONE = 1  # "done" / clock
BUTTON_REPEAT = 2


def crc16(data: bytes) -> int:
    """CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR
    (the standard library's CRC-CCITT started at 0xFFFF; the firmware computes the same)."""
    return binascii.crc_hqx(data, 0xFFFF)


# ---------------------------------------------------------------- frames


@dataclass(frozen=True)
class Frame:
    """Base of every frame; ``TYPE`` is its letter."""

    TYPE = ""


@dataclass(frozen=True)
class Hello(Frame):
    version: int
    board_id: str
    squares: int
    firmware: str
    TYPE = "H"


@dataclass(frozen=True)
class Snapshot(Frame):
    """The whole board: the squares with a piece on them."""

    seq: int
    occupancy: frozenset[int]
    squares: int = 32  # the board's size: how many digits the map is written with
    TYPE = "S"


@dataclass(frozen=True)
class Change(Frame):
    seq: int
    square: int
    occupied: bool
    TYPE = "C"


@dataclass(frozen=True)
class Button(Frame):
    seq: int
    button: int
    pressed: bool
    TYPE = "B"


@dataclass(frozen=True)
class Ack(Frame):
    acked: str  # the type of the host frame acknowledged: "D" or "L"
    TYPE = "A"


@dataclass(frozen=True)
class ErrorReport(Frame):
    code: str  # "CRC", "LEN" or "SYN"
    TYPE = "E"


@dataclass(frozen=True)
class Query(Frame):
    TYPE = "Q"


@dataclass(frozen=True)
class SnapshotRequest(Frame):
    TYPE = "R"


@dataclass(frozen=True)
class Display(Frame):
    cells: bytes  # one byte per braille cell: bit 0 = dot 1 ... bit 7 = dot 8
    TYPE = "D"


@dataclass(frozen=True)
class Light(Frame):
    level: int  # 0 off, 1 on, 2 blinking
    TYPE = "L"


BoardFrame = Hello | Snapshot | Change | Button | Ack | ErrorReport
HostFrame = Query | SnapshotRequest | Display | Light
SEQUENCED = (Snapshot, Change, Button)
BOARD_TYPES = frozenset("HSCBAE")
HOST_TYPES = frozenset("QRDL")
ERROR_CODES = ("CRC", "LEN", "SYN")
LIGHT_LEVELS = (0, 1, 2)


class BadReason(Enum):
    """Why a line was dropped (the counters of ``FrameParser.bad``)."""

    JUNK = "junk"  # no "$" on the line
    CRC = "crc"  # the checksum is wrong
    TOO_LONG = "too-long"  # more than 80 bytes
    UNKNOWN_TYPE = "unknown-type"  # a letter this receiver does not take
    FIELDS = "fields"  # wrong fields, or no "*CRC" where it belongs

    @property
    def error_code(self) -> str:
        """The code a board answers with (``E``)."""
        if self is BadReason.CRC:
            return "CRC"
        if self is BadReason.TOO_LONG:
            return "LEN"
        return "SYN"


@dataclass(frozen=True)
class BadFrame:
    """A dropped line, and why (what the receiver saw, cut to a readable length)."""

    reason: BadReason
    line: bytes = b""


class FieldError(ValueError):
    """A frame body whose fields do not follow the protocol."""


# ---------------------------------------------------------------- encoding


def body(frame: Frame) -> str:
    """The text between ``$`` and ``*``."""
    if isinstance(frame, Hello):
        fields = [str(frame.version), frame.board_id, str(frame.squares), frame.firmware]
    elif isinstance(frame, Snapshot):
        fields = [str(frame.seq), occupancy_hex(frame.occupancy, frame.squares)]
    elif isinstance(frame, Change):
        fields = [str(frame.seq), str(frame.square), "1" if frame.occupied else "0"]
    elif isinstance(frame, Button):
        fields = [str(frame.seq), str(frame.button), "1" if frame.pressed else "0"]
    elif isinstance(frame, Ack):
        fields = [frame.acked]
    elif isinstance(frame, ErrorReport):
        fields = [frame.code]
    elif isinstance(frame, Display):
        fields = [frame.cells.hex().upper()]
    elif isinstance(frame, Light):
        fields = [str(frame.level)]
    elif isinstance(frame, (Query, SnapshotRequest)):
        fields = []
    else:
        raise TypeError(f"not a protocol frame: {frame!r}")
    return ",".join([frame.TYPE, *fields])


def encode_frame(frame: Frame) -> bytes:
    """The frame as one line: ``$<body>*<CRC>\\n``. Raises ValueError for a frame that
    would break the protocol (too long, fields out of range): a programming error."""
    text = body(frame)
    line = f"${text}*{crc16(text.encode('ascii')):04X}\n".encode("ascii")
    if len(line) > MAX_FRAME:
        raise ValueError(f"frame longer than {MAX_FRAME} bytes: {line!r}")
    decode_body(text.encode("ascii"), frame.TYPE)  # the same checks a receiver makes
    return line


def occupancy_hex(occupancy: frozenset[int] | set[int], squares: int) -> str:
    """The occupancy map: bit ``s-1`` for square ``s``, 8 or 13 upper-case hex digits."""
    if squares not in OCCUPANCY_DIGITS:
        raise ValueError(f"a board has 32 or 50 squares, not {squares}")
    bits = 0
    for square in occupancy:
        if not 1 <= square <= squares:
            raise ValueError(f"no square {square} on a {squares}-square board")
        bits |= 1 << (square - 1)
    return f"{bits:0{OCCUPANCY_DIGITS[squares]}X}"


# ---------------------------------------------------------------- decoding

_NUMBER = re.compile(rb"(?:0|[1-9][0-9]*)\Z")
_HEX = re.compile(rb"[0-9A-F]*\Z")
_BOARD_ID = re.compile(rb"[A-Za-z0-9-]{1,16}\Z")
_FIRMWARE = re.compile(rb"[!-~]{1,16}\Z")  # printable, no spaces (commas are caught first)
_CRC = re.compile(rb"[0-9A-F]{4}\Z")


def _number(text: bytes, low: int, high: int) -> int:
    if not _NUMBER.match(text):
        raise FieldError(f"not a decimal number: {text!r}")
    value = int(text)
    if not low <= value <= high:
        raise FieldError(f"{value} is not within {low}..{high}")
    return value


def _state(text: bytes) -> bool:
    if text not in (b"0", b"1"):
        raise FieldError(f"a state is 0 or 1, not {text!r}")
    return text == b"1"


def _count(fields: list[bytes], n: int) -> None:
    if len(fields) != n:
        raise FieldError(f"{n} fields expected, {len(fields)} given")


def parse_occupancy(text: bytes, squares: int | None = None) -> tuple[frozenset[int], int]:
    """The squares of an occupancy map, and the board size its width says."""
    widths = {v: k for k, v in OCCUPANCY_DIGITS.items()}
    size = widths.get(len(text))
    if size is None or not _HEX.match(text):
        raise FieldError(f"an occupancy map is 8 or 13 upper-case hex digits: {text!r}")
    if squares is not None and size != squares:
        raise FieldError(f"a {squares}-square board writes {OCCUPANCY_DIGITS[squares]} digits")
    bits = int(text, 16)
    if bits >> size:
        raise FieldError(f"bits set beyond square {size}")
    return frozenset(s for s in range(1, size + 1) if bits >> (s - 1) & 1), size


def decode_body(text: bytes, kind: str, squares: int | None = None) -> Frame:
    """The frame of a body (``kind`` is its type letter). Raises FieldError."""
    fields = text.split(b",")[1:]
    last_square = squares or max(BOARD_SIZES)
    if kind in ("Q", "R"):
        _count(fields, 0)
        return Query() if kind == "Q" else SnapshotRequest()
    if kind == "H":
        _count(fields, 4)
        version = _number(fields[0], 0, 999)
        if not _BOARD_ID.match(fields[1]):
            raise FieldError(f"a board id is 1-16 letters, digits or '-': {fields[1]!r}")
        size = _number(fields[2], 0, 999)
        if size not in BOARD_SIZES:
            raise FieldError(f"a board has 32 or 50 squares, not {size}")
        if not _FIRMWARE.match(fields[3]):
            raise FieldError(f"bad firmware version {fields[3]!r}")
        return Hello(version, fields[1].decode(), size, fields[3].decode())
    if kind == "S":
        _count(fields, 2)
        occupancy, size = parse_occupancy(fields[1], squares)
        return Snapshot(_number(fields[0], 0, SEQ_MODULO - 1), occupancy, size)
    if kind == "C":
        _count(fields, 3)
        return Change(_number(fields[0], 0, SEQ_MODULO - 1), _number(fields[1], 1, last_square),
                      _state(fields[2]))
    if kind == "B":
        _count(fields, 3)
        return Button(_number(fields[0], 0, SEQ_MODULO - 1), _number(fields[1], 1, 2),
                      _state(fields[2]))
    if kind == "A":
        _count(fields, 1)
        if fields[0] not in (b"D", b"L"):
            raise FieldError(f"only D and L are acknowledged, not {fields[0]!r}")
        return Ack(fields[0].decode())
    if kind == "E":
        _count(fields, 1)
        if fields[0].decode("ascii", "replace") not in ERROR_CODES:
            raise FieldError(f"unknown error code {fields[0]!r}")
        return ErrorReport(fields[0].decode())
    if kind == "D":
        _count(fields, 1)
        if len(fields[0]) % 2 or not _HEX.match(fields[0]):
            raise FieldError(f"cells are pairs of upper-case hex digits: {fields[0]!r}")
        return Display(bytes.fromhex(fields[0].decode()))
    if kind == "L":
        _count(fields, 1)
        return Light(_number(fields[0], 0, max(LIGHT_LEVELS)))
    raise FieldError(f"unknown frame type {kind!r}")


def decode_line(line: bytes, accept: frozenset[str], squares: int | None = None
                ) -> Frame | BadFrame:
    """One line, without its ``\\n``: the frame, or why it is bad.

    The frame starts at the last ``$`` on the line (what comes before is junk, e.g. the
    tail of a frame whose newline was lost). ``accept`` is the set of type letters this
    receiver takes.
    """
    if line.endswith(b"\r"):
        line = line[:-1]
    start = line.rfind(b"$")
    if start < 0:
        return BadFrame(BadReason.JUNK, line[:MAX_FRAME])
    frame = line[start:]
    if len(frame) + 1 > MAX_FRAME:
        return BadFrame(BadReason.TOO_LONG, frame[:MAX_FRAME])
    text, star, crc_text = frame[1:].rpartition(b"*")
    if not star or not _CRC.match(crc_text) or not text:
        return BadFrame(BadReason.FIELDS, frame)
    if crc16(text) != int(crc_text, 16):
        return BadFrame(BadReason.CRC, frame)
    kind = text[:1].decode("ascii", "replace")
    if len(text) > 1 and text[1:2] != b",":
        return BadFrame(BadReason.UNKNOWN_TYPE, frame)
    if kind not in accept:
        return BadFrame(BadReason.UNKNOWN_TYPE, frame)
    try:
        return decode_body(text, kind, squares)
    except FieldError:
        return BadFrame(BadReason.FIELDS, frame)


@dataclass
class FrameParser:
    """Bytes in, frames out, whatever the bytes are.

    ``accept`` is the set of frame types this side receives (``BOARD_TYPES`` on the host,
    ``HOST_TYPES`` on a board). ``squares``, once known (from the board's hello), makes
    the checks of square numbers and occupancy widths exact. Memory stays bounded: a line
    longer than a frame is not kept, only counted.
    """

    accept: frozenset[str] = BOARD_TYPES
    squares: int | None = None
    bad: Counter[BadReason] = field(default_factory=Counter)
    frames: int = 0
    _line: bytearray = field(default_factory=bytearray)
    _overflow: bool = False

    def feed(self, data: bytes) -> list[Frame | BadFrame]:
        """The frames and bad lines completed by ``data`` (in order)."""
        out: list[Frame | BadFrame] = []
        start = 0
        while True:
            end = data.find(b"\n", start)
            piece = data[start:] if end < 0 else data[start:end]
            self._take(piece)
            if end < 0:
                return out
            result = self._finish_line()
            if result is not None:
                out.append(result)
            start = end + 1

    def _take(self, piece: bytes) -> None:
        dollar = piece.rfind(b"$")
        if dollar >= 0:
            # a new frame starts: what came before it on the line is junk
            self._line[:] = piece[dollar:]
            self._overflow = False
        elif not self._overflow:
            self._line += piece
        if len(self._line) > MAX_FRAME:  # "\r" may still come: MAX_FRAME - 1 + "\r"
            self._overflow = True
            del self._line[MAX_FRAME:]

    def _finish_line(self) -> Frame | BadFrame | None:
        line = bytes(self._line)
        overflow = self._overflow
        self._line.clear()
        self._overflow = False
        if overflow:
            reason = BadReason.TOO_LONG if line.startswith(b"$") else BadReason.JUNK
            result: Frame | BadFrame = BadFrame(reason, line)
        elif line in (b"", b"\r"):
            return None  # an empty line says nothing
        else:
            result = decode_line(line, self.accept, self.squares)
        if isinstance(result, BadFrame):
            self.bad[result.reason] += 1
        else:
            self.frames += 1
        return result

    @property
    def bad_total(self) -> int:
        return sum(self.bad.values())


# ---------------------------------------------------------------- sequence numbers


class SeqVerdict(Enum):
    FIRST = "first"  # nothing to compare with (after a hello, or at the start)
    NEXT = "next"  # the number that was due
    REPEAT = "repeat"  # the same number again: a frame heard twice
    GAP = "gap"  # frames were lost


@dataclass
class SequenceTracker:
    """Notices lost and repeated state frames (``S``, ``C``, ``B`` share one counter)."""

    last: int | None = None
    gaps: int = 0  # how many gaps so far
    lost: int = 0  # how many frames they lost, at least
    repeats: int = 0

    def reset(self) -> None:
        """Forget the count (the board was reset: it said hello)."""
        self.last = None

    def check(self, seq: int) -> tuple[SeqVerdict, int]:
        """The verdict on ``seq``, and how many frames are missing before it."""
        last, self.last = self.last, seq
        if last is None:
            return SeqVerdict.FIRST, 0
        if seq == last:
            self.repeats += 1
            return SeqVerdict.REPEAT, 0
        missing = (seq - last - 1) % SEQ_MODULO
        if missing:
            self.gaps += 1
            self.lost += missing
            return SeqVerdict.GAP, missing
        return SeqVerdict.NEXT, 0


__all__ = [
    "BOARD_SIZES",
    "BOARD_TYPES",
    "BUTTON_DONE",
    "BUTTON_REPEAT",
    "HOST_TYPES",
    "MAX_CELLS",
    "MAX_FRAME",
    "VERSION",
    "Ack",
    "BadFrame",
    "BadReason",
    "BoardFrame",
    "Button",
    "Change",
    "Display",
    "ErrorReport",
    "FieldError",
    "Frame",
    "FrameParser",
    "Hello",
    "HostFrame",
    "Light",
    "Query",
    "SnapshotRequest",
    "SeqVerdict",
    "SequenceTracker",
    "Snapshot",
    "crc16",
    "decode_line",
    "encode_frame",
    "occupancy_hex",
    "parse_occupancy",
]
