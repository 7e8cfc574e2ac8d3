"""The DamExchange protocol (DXP) as bytes: messages in, typed values out, and back.

Pure: no sockets and no clock read here. ``decode`` reads one message (without its NUL)
and raises ``DxpError`` for anything that is not exactly of the specification's layout;
``encode`` writes one; ``MessageReader`` cuts a byte stream at the NULs, with a bound on
a message's length and on how long one may take to arrive (the time is passed in).

Layouts follow the DamExchange specification (docs/network.md names its pages); the one
extension, a game request for the 8x8 variants, is marked ``EXTENDED_VERSION``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from accessible_dama.rules import BLACK, WHITE, Color

#: a message is 1 to 127 ASCII characters (values 1 to 127) and ends with a NUL
MAX_MESSAGE = 127
NUL = b"\x00"
DEFAULT_PORT = 27531
NAME_LENGTH = 32
STANDARD_VERSION = "01"
#: the game request of an 8x8 variant between two copies of this program: a standard
#: peer answers it "version not as expected" (acceptance code 1) and reads nothing else
EXTENDED_VERSION = "X1"
#: the 8x8 variants' codes in an extended game request (two letters after the version)
VARIANT_CODES: dict[str, str] = {
    "czech": "CZ", "czech-8": "C8", "opalecka": "OP", "english": "EN",
    "brazilian": "BR", "russian": "RU", "international": "IN",
}
VARIANT_OF_CODE = {code: name for name, code in VARIANT_CODES.items()}
MAX_CAPTURED = 20
SLOW_SECONDS = 10.0  # a message must arrive whole this long after its first byte


class MessageProblem(Enum):
    """What is wrong with a message, for the log and the one sentence said."""

    TOO_LONG = "too long"
    NOT_ASCII = "not ASCII"
    EMPTY = "empty"
    UNKNOWN = "unknown type"
    LAYOUT = "wrong layout"
    TOO_SLOW = "too slow"


class DxpError(ValueError):
    """A message not of the specification's layout (or a stream that breaks its bounds)."""

    def __init__(self, problem: MessageProblem, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = problem
        self.detail = detail


@dataclass(frozen=True)
class Setup:
    """A starting position in a game request: the side to move and each square's
    content, square 1 first: ``e`` empty, ``w``/``z`` a white/black man, ``W``/``Z`` a
    white/black king (50 squares; 32 in the 8x8 extension)."""

    turn: Color
    squares: str


@dataclass(frozen=True)
class GameRequest:
    """``R``: the initiator asks for a game."""

    initiator: str
    follower_color: Color
    minutes: int
    moves: int
    setup: Setup | None = None  # None: the normal starting position, White to move
    variant: str | None = None  # None: international draughts (standard DXP)
    version: str = STANDARD_VERSION


@dataclass(frozen=True)
class GameAccept:
    """``A``: the follower's answer: 0 accepts, 1 wrong version, 2 not this game, 3 no
    game at all."""

    follower: str
    code: int


@dataclass(frozen=True)
class MoveMessage:
    """``M``: a move: seconds used, from, to, and the squares of the pieces taken."""

    seconds: int
    start: int
    end: int
    captured: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameEnd:
    """``E``: the game ends: reason 0 none given, 1 I give up, 2 draw, 3 I win; stop 0
    another game may follow, 1 no more games."""

    reason: int
    stop: int


@dataclass(frozen=True)
class Chat:
    """``C``: free text, 1 to 126 characters."""

    text: str


@dataclass(frozen=True)
class BackRequest:
    """``B``: go back to move ``move_number`` with ``color`` to move."""

    move_number: int
    color: Color


@dataclass(frozen=True)
class BackAccept:
    """``K``: the answer to a back request: 0 yes, 1 not supported, 2 no."""

    code: int


Message = GameRequest | GameAccept | MoveMessage | GameEnd | Chat | BackRequest | BackAccept


def _color_letter(color: Color) -> str:
    return "W" if color == WHITE else "Z"


def _color(letter: str) -> Color:
    if letter == "W":
        return WHITE
    if letter == "Z":
        return BLACK
    raise DxpError(MessageProblem.LAYOUT, f"colour {letter!r}")


def _number(text: str, width: int, low: int, high: int, what: str) -> int:
    if len(text) != width or not text.isascii() or not text.isdigit():
        raise DxpError(MessageProblem.LAYOUT, f"{what} {text!r}")
    value = int(text)
    if not low <= value <= high:
        raise DxpError(MessageProblem.LAYOUT, f"{what} {value} out of {low}..{high}")
    return value


def _name(text: str) -> str:
    if len(text) != NAME_LENGTH or text.startswith(" "):
        raise DxpError(MessageProblem.LAYOUT, f"name {text!r}")
    return text.rstrip(" ")


def squares_of(variant: str | None) -> int:
    """How many squares a position of ``variant`` has (None: international)."""
    return 50 if variant in (None, "international") else 32


def _setup(text: str, squares: int) -> Setup:
    if len(text) != 1 + squares or any(ch not in "ewzWZ" for ch in text[1:]):
        raise DxpError(MessageProblem.LAYOUT, f"position {text!r}")
    return Setup(_color(text[0]), text[1:])


def decode(data: bytes) -> Message:
    """One message (its bytes without the NUL); ``DxpError`` unless it is exactly of its
    type's layout."""
    if len(data) > MAX_MESSAGE:
        raise DxpError(MessageProblem.TOO_LONG, f"{len(data)} bytes")
    if not data:
        raise DxpError(MessageProblem.EMPTY)
    if any(b == 0 or b > 127 for b in data):
        raise DxpError(MessageProblem.NOT_ASCII)
    text = data.decode("ascii")
    kind, body = text[0], text[1:]
    if kind == "R":
        return _game_request(body)
    if kind == "A":
        if len(body) != NAME_LENGTH + 1:
            raise DxpError(MessageProblem.LAYOUT, f"game accept of {len(text)} characters")
        return GameAccept(_name(body[:NAME_LENGTH]), _number(body[NAME_LENGTH:], 1, 0, 3, "code"))
    if kind == "M":
        return _move(body)
    if kind == "E":
        if len(body) != 2:
            raise DxpError(MessageProblem.LAYOUT, f"game end of {len(text)} characters")
        return GameEnd(_number(body[0], 1, 0, 3, "reason"), _number(body[1], 1, 0, 1, "stop"))
    if kind == "C":
        if not body or not body.isprintable():
            raise DxpError(MessageProblem.LAYOUT, "chat text")
        return Chat(body)
    if kind == "B":
        if len(body) != 4:
            raise DxpError(MessageProblem.LAYOUT, f"back request of {len(text)} characters")
        return BackRequest(_number(body[:3], 3, 1, 999, "move number"), _color(body[3]))
    if kind == "K":
        if len(body) != 1:
            raise DxpError(MessageProblem.LAYOUT, f"back accept of {len(text)} characters")
        return BackAccept(_number(body, 1, 0, 2, "code"))
    raise DxpError(MessageProblem.UNKNOWN, repr(kind))


def _game_request(body: str) -> GameRequest:
    version, rest = body[:2], body[2:]
    variant: str | None = None
    if version == EXTENDED_VERSION:
        variant = VARIANT_OF_CODE.get(rest[:2])
        if variant is None:
            raise DxpError(MessageProblem.LAYOUT, f"variant {rest[:2]!r}")
        rest = rest[2:]
    elif version != STANDARD_VERSION:
        raise DxpError(MessageProblem.LAYOUT, f"version {version!r}")
    if len(rest) < NAME_LENGTH + 8:
        raise DxpError(MessageProblem.LAYOUT, "game request too short")
    name = _name(rest[:NAME_LENGTH])
    rest = rest[NAME_LENGTH:]
    follower = _color(rest[0])
    minutes = _number(rest[1:4], 3, 0, 999, "minutes")
    moves = _number(rest[4:7], 3, 0, 999, "moves")
    start, position = rest[7], rest[8:]
    if start == "A" and not position:
        setup = None
    elif start == "B":
        setup = _setup(position, squares_of(variant))
    else:
        raise DxpError(MessageProblem.LAYOUT, f"starting position {start!r}")
    return GameRequest(name, follower, minutes, moves, setup, variant, version)


def _move(body: str) -> MoveMessage:
    if len(body) < 10 or len(body) % 2:
        raise DxpError(MessageProblem.LAYOUT, f"move of {len(body) + 1} characters")
    seconds = _number(body[:4], 4, 0, 9999, "seconds")
    start = _number(body[4:6], 2, 1, 50, "from")
    end = _number(body[6:8], 2, 1, 50, "to")
    count = _number(body[8:10], 2, 0, MAX_CAPTURED, "count")
    taken = body[10:]
    if len(taken) != 2 * count:
        raise DxpError(MessageProblem.LAYOUT, f"{count} captured but {len(taken)} digits")
    captured = tuple(_number(taken[i:i + 2], 2, 1, 50, "captured") for i in range(0, len(taken), 2))
    if len(set(captured)) != len(captured):
        raise DxpError(MessageProblem.LAYOUT, "a square captured twice")
    return MoveMessage(seconds, start, end, captured)


def _padded(name: str) -> str:
    """A name in its 32 characters: ASCII, no leading space, cut or padded."""
    clean = "".join(ch if " " <= ch <= "~" else "?" for ch in ascii_text(name)).strip()
    return (clean or "?")[:NAME_LENGTH].ljust(NAME_LENGTH)


def ascii_text(text: str) -> str:
    """``text`` in printable ASCII, as DXP carries it: letters lose their accents
    (``Řekni`` is ``Rekni``), other characters become ``?``."""
    import unicodedata

    plain = unicodedata.normalize("NFKD", text)
    return "".join(ch if " " <= ch <= "~" else ("?" if not unicodedata.combining(ch) else "")
                   for ch in plain)


def encode(message: Message) -> bytes:
    """The message's bytes, without the NUL; ``ValueError`` for a value it cannot carry."""
    text: str
    if isinstance(message, GameRequest):
        text = "R" + message.version
        if message.version == EXTENDED_VERSION:
            text += VARIANT_CODES[message.variant or "international"]
        text += (_padded(message.initiator) + _color_letter(message.follower_color)
                 + f"{_check(message.minutes, 999):03d}{_check(message.moves, 999):03d}")
        if message.setup is None:
            text += "A"
        else:
            text += "B" + _color_letter(message.setup.turn) + message.setup.squares
    elif isinstance(message, GameAccept):
        text = f"A{_padded(message.follower)}{_check(message.code, 3)}"
    elif isinstance(message, MoveMessage):
        text = (f"M{_check(message.seconds, 9999):04d}{_check(message.start, 50):02d}"
                f"{_check(message.end, 50):02d}{_check(len(message.captured), MAX_CAPTURED):02d}"
                + "".join(f"{_check(s, 50):02d}" for s in message.captured))
    elif isinstance(message, GameEnd):
        text = f"E{_check(message.reason, 3)}{_check(message.stop, 1)}"
    elif isinstance(message, Chat):
        text = "C" + (ascii_text(message.text)[:MAX_MESSAGE - 1] or "?")
    elif isinstance(message, BackRequest):
        text = f"B{_check(message.move_number, 999):03d}{_color_letter(message.color)}"
    else:
        text = f"K{_check(message.code, 2)}"
    data = text.encode("ascii")
    decode(data)  # what is sent is what the peer must read: the same checks
    return data


def _check(value: int, high: int) -> int:
    if not 0 <= value <= high:
        raise ValueError(f"{value} out of 0..{high}")
    return value


class MessageReader:
    """Cuts a byte stream into messages at each NUL: ``feed(data, now)`` gives the
    messages complete so far and a ``DxpError`` for each bad one (never raises). A
    message longer than ``MAX_MESSAGE`` is dropped up to its NUL; ``too_slow(now)`` says
    when a message begun more than ``SLOW_SECONDS`` ago is not whole yet."""

    def __init__(self, slow_seconds: float = SLOW_SECONDS) -> None:
        self.slow_seconds = slow_seconds
        self._buffer = bytearray()
        self._began: float | None = None  # when the message being read began
        self._dropping = False  # past a too-long message's bound, until its NUL

    def feed(self, data: bytes, now: float) -> list[Message | DxpError]:
        out: list[Message | DxpError] = []
        for piece in _split_keep(data):
            if piece == NUL:
                if self._dropping:
                    self._dropping = False
                else:
                    try:
                        out.append(decode(bytes(self._buffer)))
                    except DxpError as e:
                        out.append(e)
                self._buffer.clear()
                self._began = None
                continue
            if self._began is None:
                self._began = now
            if self._dropping:
                continue
            self._buffer += piece
            if len(self._buffer) > MAX_MESSAGE:
                out.append(DxpError(MessageProblem.TOO_LONG, f"over {MAX_MESSAGE} bytes"))
                self._buffer.clear()
                self._dropping = True
        return out

    def too_slow(self, now: float) -> bool:
        """Whether a message begun ``slow_seconds`` ago or earlier is still not whole."""
        return self._began is not None and now - self._began >= self.slow_seconds


def _split_keep(data: bytes) -> list[bytes]:
    """``data`` cut before and after each NUL, the NULs kept as pieces of their own."""
    pieces: list[bytes] = []
    for i, part in enumerate(data.split(NUL)):
        if i:
            pieces.append(NUL)
        if part:
            pieces.append(part)
    return pieces
