"""Bytes to text: a PDN file's bytes, once it is known to be a text file to read, and
their text, decoded however they were written (UTF-8, cp1251, cp1250, latin-1, UTF-16) in
pieces, so that a text of any length takes little memory."""

from __future__ import annotations

import codecs
import io
import os
import re
import stat
from collections.abc import Callable, Iterator
from typing import IO, cast

from accessible_dama.notation.squares import NotationError

#: text is read and decoded in pieces of about this many characters or bytes
PIECE = 1 << 16
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


_LETTERS = re.compile(r"[^\W\d_]+")


def _reads_as_russian(text: str) -> bool:
    """Whether text decoded as cp1251 is Cyrillic: each word with letters beyond ASCII
    is Cyrillic throughout, and one is longer than two letters. (A Czech or French word
    read as cp1251 mixes Latin and Cyrillic letters: "Dvořák" gives "Dvoшбk".)"""
    words = [word for word in _LETTERS.findall(text) if not word.isascii()]
    return (any(len(word) > 2 for word in words)
            and all("\u0400" <= letter <= "\u04ff" for word in words for letter in word))


def _decode_line(raw: bytes) -> str:
    """Text of a line that is not all UTF-8: cp1251 if it reads as Cyrillic, else cp1250,
    else latin-1 (which reads any byte)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        russian = raw.decode("cp1251")
        if _reads_as_russian(russian):
            return russian
    except UnicodeDecodeError:
        pass
    try:
        return raw.decode("cp1250")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def _decode_lines(block: bytes) -> str:
    """Text of whole lines: UTF-8, or line by line UTF-8, cp1251 (Cyrillic), cp1250 and
    then latin-1."""
    try:
        return block.decode("utf-8")
    except UnicodeDecodeError:
        return "\n".join(_decode_line(raw) for raw in block.split(b"\n"))


def _cut_before_sequence(block: bytes) -> int:
    """Where to cut a block without a line end so that no UTF-8 sequence is split."""
    end = len(block)
    for at in range(end - 1, max(end - 4, 0), -1):
        byte = block[at]
        if byte < 0x80:
            return end
        if byte >= 0xC0:
            return at  # the sequence goes to the next block whole
    return end


def _decoded_pieces(read: Callable[[int], bytes]) -> Iterator[str]:
    """The text of a byte stream in pieces, decoded as ``decode_pdn`` decodes: a UTF-16
    byte order mark decides for the whole stream; else whole lines are decoded as UTF-8,
    or each line as UTF-8, cp1251, cp1250 or latin-1. A line longer than a piece is cut."""
    data = read(PIECE)
    if data.startswith(_UTF16_BOMS):
        decoder = codecs.getincrementaldecoder("utf-16")(errors="replace")
        while data:
            yield decoder.decode(data)
            data = read(PIECE)
        yield decoder.decode(b"", final=True)
        return
    if data.startswith(codecs.BOM_UTF8):
        data = data[3:]
    pending = b""
    while data:
        block = pending + data
        cut = block.rfind(b"\n") + 1
        if cut == 0:
            if len(block) < PIECE:
                pending = block
                data = read(PIECE)
                continue
            cut = _cut_before_sequence(block)
        yield _decode_lines(block[:cut])
        pending = block[cut:]
        data = read(PIECE)
    if pending:
        yield _decode_lines(pending)


def decode_pdn(data: bytes) -> str:
    """Text of a PDN file: UTF-8, or line by line UTF-8, cp1251 (when it reads as
    Cyrillic), cp1250 and then latin-1 (UTF-16 when it starts with a byte order mark)."""
    return "".join(_decoded_pieces(io.BytesIO(data).read))


PdnSource = str | bytes | bytearray | IO[bytes] | IO[str]


def text_pieces(source: PdnSource) -> Iterator[str]:
    """The text of PDN text, bytes, or a binary or text stream, in pieces."""
    if isinstance(source, str):
        for at in range(0, len(source), PIECE):
            yield source[at : at + PIECE]
        return
    if isinstance(source, (bytes, bytearray)):
        yield from _decoded_pieces(io.BytesIO(source).read)
        return
    first = source.read(PIECE)
    if isinstance(first, str):
        text_stream = cast(IO[str], source)
        while first:
            yield first
            first = text_stream.read(PIECE)
        return
    stream = cast(IO[bytes], source)
    given = [first]

    def read(size: int) -> bytes:
        return given.pop() if given else stream.read(size)

    yield from _decoded_pieces(read)


# ---------------------------------------------------------------- files

#: a PDN file larger than this is not a game record (the largest real collections are a
#: few megabytes)
MAX_PDN_BYTES = 20_000_000
#: the start of a file that tells text from binary data
_SNIFF = 8192


class PdnFileError(NotationError):
    """A file that cannot be a PDN file. ``kind`` says why, for a sentence in the
    player's language: "too-large", "not-text" or "not-a-file"; ``detail`` says it in
    English, for a log."""

    def __init__(self, path: str, kind: str, detail: str) -> None:
        super().__init__(f"{path}: {detail}")
        self.path = path
        self.kind = kind
        self.detail = detail


def _looks_binary(head: bytes) -> bool:
    """Whether the start of a file is binary data: a NUL byte, or many control bytes
    (text has tabs and line ends, a DOS end-of-file mark at most)."""
    if head.startswith(_UTF16_BOMS):
        return False
    if b"\x00" in head:
        return True
    controls = sum(head.count(bytes([b])) for b in range(32) if b not in b"\t\n\r\f\v\x1a")
    return controls * 10 > len(head)


def pdn_file_bytes(path: str | os.PathLike[str], max_bytes: int = MAX_PDN_BYTES) -> bytes:
    """The bytes of a PDN file, once it is known to be one to read. Raises OSError when
    the file cannot be opened or read (FileNotFoundError when there is none; ValueError
    for a NUL in the name), PdnFileError when it is not a regular file (a folder,
    ``/dev/zero``, a pipe: these are never opened), is larger than ``max_bytes`` or is
    not text. Never reads more than ``max_bytes`` + 1 bytes."""
    name = os.fspath(path)
    info = os.stat(name)
    if not stat.S_ISREG(info.st_mode):
        raise PdnFileError(name, "not-a-file", "not a regular file")
    if info.st_size > max_bytes:
        raise PdnFileError(name, "too-large", f"{info.st_size} bytes, more than {max_bytes}")
    # non-blocking: if a pipe took the file's place since the stat, opening must not wait
    fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise PdnFileError(name, "not-a-file", "not a regular file")
        data = f.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise PdnFileError(name, "too-large", f"more than {max_bytes} bytes")
    if _looks_binary(data[:_SNIFF]):
        raise PdnFileError(name, "not-text", "binary data, not text")
    return data
