"""PDN game records: a forgiving reader, variant detection, replay and a writer.

The reader is a tokenizer (``tokenize``) and a visitor (``GameBuilder``) that turns the
tokens of one game into a ``PdnGame``. It never lets junk end in a traceback: what it
cannot read becomes a ``PdnError`` on the game (or is raised, in strict mode). Files from
the wild write CRLF or LF, mix UTF-8 with cp1250, cp1251 and latin-1 (or are UTF-16),
skip the result or write a score for it (``1-1``, ``4-6``), pad squares with spaces for
columns (``1- 6``), nest comments; all of that is read.
"""

from __future__ import annotations

import codecs
import io
import os
import re
import stat
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import IO, NamedTuple, Protocol, cast

from accessible_dama.notation.fen import parse_fen, write_fen
from accessible_dama.notation.movetext import (
    IllegalMoveText,
    full_move_text,
    is_short_notation,
    matching_moves,
    move_text,
    parse_move_squares,
)
from accessible_dama.notation.squares import FILES, NotationError, Style, Unreadable, usual_style
from accessible_dama.rules.board import Color
from accessible_dama.rules.explain import explain_illegal
from accessible_dama.rules.move import Move
from accessible_dama.rules.outcome import Outcome
from accessible_dama.rules.position import Position
from accessible_dama.rules.registry import OtherGameError, UnknownVariantError, find_variant
from accessible_dama.rules.variants import (
    DEFAULT_VARIANT,
    Rules,
    variant_for_gametype,
    with_draw_rules,
)

# ---------------------------------------------------------------- errors and games


class Problem(Enum):
    """What the reader found it cannot read, for a sentence in the player's language."""

    UNEXPECTED_TOKEN = "unexpected_token"
    UNREADABLE_TAG = "unreadable_tag"
    COMMENT_NEVER_CLOSED = "comment_never_closed"
    VARIATION_NEVER_CLOSED = "variation_never_closed"
    TOO_MANY_TAGS = "too_many_tags"  # more than MAX_TAGS_PER_GAME
    TOO_MANY_MOVES = "too_many_moves"  # more than MAX_MOVES_PER_GAME
    TOO_MANY_COMMENTS = "too_many_comments"  # more than MAX_COMMENTS_PER_GAME
    LINE_TOO_LONG = "line_too_long"  # a line of more than MAX_LINE_CHARS characters


def _described(problem: Problem, shown: str) -> str:
    """The problem in English, for a log and ``str``; ``shown``: the text it is about."""
    return {
        Problem.UNEXPECTED_TOKEN: f'unexpected token "{shown}"',
        Problem.UNREADABLE_TAG: f'unreadable tag "{shown}"',
        Problem.COMMENT_NEVER_CLOSED: "comment never closed",
        Problem.VARIATION_NEVER_CLOSED: "variation never closed",
        Problem.TOO_MANY_TAGS: f"more than {MAX_TAGS_PER_GAME} tags; the rest are not read",
        Problem.TOO_MANY_MOVES: f"more than {MAX_MOVES_PER_GAME} moves; the rest are not read",
        Problem.TOO_MANY_COMMENTS:
            f"more than {MAX_COMMENTS_PER_GAME} comments; the rest are not read",
        Problem.LINE_TOO_LONG:
            f"a line of more than {MAX_LINE_CHARS} characters; the rest of it is not read",
    }[problem]


class PdnError(NotationError):
    """Something in a PDN file that cannot be read (``problem``, about the text
    ``shown``), with where it is: the game, the line and the move read before it
    (``after``, as written: ``17. 43-39``); ``description`` says it in English."""

    def __init__(
        self,
        problem: Problem,
        *,
        shown: str = "",
        game_index: int = 0,
        token: str = "",
        line: int = 0,
        game_label: str = "",
        after: str = "",
    ) -> None:
        description = _described(problem, shown)
        where = f"game {game_index}" if game_index else "PDN"
        if game_label:
            where += f" ({game_label})"
        at = f" at line {line}" if line else ""
        super().__init__(f"{where}: {description}{at}")
        self.problem = problem
        self.shown = shown
        self.description = description
        self.game_index = game_index
        self.token = token
        self.line = line
        self.after = after


@dataclass(frozen=True)
class PdnComment:
    """A comment and where it stood: after ``ply`` moves (0: before the first move)."""

    ply: int
    text: str


#: a score, the way real files write results besides the standard ones: match points
#: (``2-0``, ``1-1``), Dutch match scores (``4-6``), halves, ``:`` (``1:0``)
_SCORE_RE = re.compile(r"([0-9]{1,2}|1/2|½)[-:]([0-9]{1,2}|1/2|½)")


def _is_result(text: str) -> bool:
    """Whether a word of movetext is a result in any game: ``*``, or a score that cannot
    be a move: a half, a nought or the same number twice (``1-0``, ``2-0``, ``1-1``,
    ``1/2-1/2``, ``½-½``). A score that could be a move (``4-6``) is a result where it
    is the game's Result tag (``iter_pdn``)."""
    score = _SCORE_RE.fullmatch(text)
    if score is None:
        return text == "*"
    first, second = score.groups()
    if not (first.isascii() and first.isdigit() and second.isascii() and second.isdigit()):
        return True  # a half
    return int(first) == int(second) or int(first) * int(second) == 0


@dataclass(frozen=True)
class ResultSaid:
    """What a Result says: who won, or None for a draw."""

    winner: Color | None


def read_result(result: str, first: Color) -> ResultSaid | None:
    """What a Result (tag or movetext) says, or None when it says nothing (``*``, ``?``,
    anything else). The first score is the side that moves first: White in Czech and
    international draughts, Black in English draughts, whose records write ``1-0`` for
    a win of Black. Match points count (``2-0``, ``1-1``, ``4-6``), halves too."""
    score = _SCORE_RE.fullmatch("".join(result.split()))
    if score is None:
        return None
    mover, other = (0.5 if s in ("1/2", "½") else float(s) for s in score.groups())
    if mover == other:
        return ResultSaid(None)
    return ResultSaid(first if mover > other else not first)


def write_result(outcome: Outcome | None, first: Color) -> str:
    """The Result of a game that ended so (``*`` while it goes on): ``1-0`` when the side
    that moves first won, as ``read_result`` reads it."""
    if outcome is None:
        return "*"
    if outcome.winner is None:
        return "1/2-1/2"
    return "1-0" if outcome.winner == first else "0-1"


@dataclass
class PdnGame:
    """One game as written in a PDN file.

    ``moves`` are the move texts as written (annotation glyphs stripped and kept in
    ``annotations``, keyed by the index of the move); ``move_lines`` gives the line of
    each move token. ``result`` is the result token, else the Result tag, else ``*``;
    nonstandard results are kept as written. ``index`` is the 1-based number of the game
    in its file; ``errors`` collects what the forgiving reader skipped.
    """

    tags: dict[str, str] = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    result: str = "*"
    comments: list[PdnComment] = field(default_factory=list)
    annotations: dict[int, list[str]] = field(default_factory=dict)
    index: int = 0
    line: int = 0
    move_lines: list[int] = field(default_factory=list)
    errors: list[PdnError] = field(default_factory=list)
    #: problems found beyond the caps (``MAX_ERRORS_PER_GAME``, ``MAX_ERRORS_PER_FILE``)
    skipped_errors: int = 0

    @property
    def label(self) -> str:
        """``Krista - Bajusz, 2007.11.24``: the players' surnames and the date, if known."""
        return game_label(self.tags)


def _surname(name: str) -> str:
    name = name.strip()
    if "," in name:
        return name.split(",", 1)[0].strip()
    words = name.split()
    return words[-1] if words else ""


def game_label(tags: Mapping[str, str]) -> str:
    """A short name for a game from its tags: ``White - Black, Date``."""
    white = _surname(tags.get("White", ""))
    black = _surname(tags.get("Black", ""))
    players = f"{white} - {black}" if white or black else ""
    date = tags.get("Date", "").strip()
    if date and set(date) <= set("?.-"):
        date = ""
    return ", ".join(p for p in (players, date) if p)


# ---------------------------------------------------------------- decoding

#: text is read and decoded in pieces of about this many characters or bytes
_PIECE = 1 << 16
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
    data = read(_PIECE)
    if data.startswith(_UTF16_BOMS):
        decoder = codecs.getincrementaldecoder("utf-16")(errors="replace")
        while data:
            yield decoder.decode(data)
            data = read(_PIECE)
        yield decoder.decode(b"", final=True)
        return
    if data.startswith(codecs.BOM_UTF8):
        data = data[3:]
    pending = b""
    while data:
        block = pending + data
        cut = block.rfind(b"\n") + 1
        if cut == 0:
            if len(block) < _PIECE:
                pending = block
                data = read(_PIECE)
                continue
            cut = _cut_before_sequence(block)
        yield _decode_lines(block[:cut])
        pending = block[cut:]
        data = read(_PIECE)
    if pending:
        yield _decode_lines(pending)


def decode_pdn(data: bytes) -> str:
    """Text of a PDN file: UTF-8, or line by line UTF-8, cp1251 (when it reads as
    Cyrillic), cp1250 and then latin-1 (UTF-16 when it starts with a byte order mark)."""
    return "".join(_decoded_pieces(io.BytesIO(data).read))


PdnSource = str | bytes | bytearray | IO[bytes] | IO[str]


def _text_pieces(source: PdnSource) -> Iterator[str]:
    """The text of PDN text, bytes, or a binary or text stream, in pieces."""
    if isinstance(source, str):
        for at in range(0, len(source), _PIECE):
            yield source[at : at + _PIECE]
        return
    if isinstance(source, (bytes, bytearray)):
        yield from _decoded_pieces(io.BytesIO(source).read)
        return
    first = source.read(_PIECE)
    if isinstance(first, str):
        text_stream = cast(IO[str], source)
        while first:
            yield first
            first = text_stream.read(_PIECE)
        return
    stream = cast(IO[bytes], source)
    given = [first]

    def read(size: int) -> bytes:
        return given.pop() if given else stream.read(size)

    yield from _decoded_pieces(read)


# ---------------------------------------------------------------- tokens


class Kind(Enum):
    """What a token is."""

    TAG = "tag"
    COMMENT = "comment"
    MOVE_NUMBER = "move number"
    MOVE = "move"
    NAG = "NAG"
    GLYPH = "glyph"
    RESULT = "result"
    VARIATION = "variation"
    ERROR = "error"


class Token(NamedTuple):
    """One token of PDN text; ``value`` is the tag value, the comment text, a move's
    annotation glyph or an ERROR token's text as a problem shows it; ``problem`` says why
    an ERROR token is wrong."""

    kind: Kind
    text: str
    line: int
    name: str = ""
    value: str = ""
    problem: Problem | None = None


_SQUARE = r"(?:[a-jA-J](?:10|[1-9])|[0-9]{1,2})"
#: what stands between the squares of a move
_SEPARATORS = "-xX:×"
_MOVE_RE = re.compile(rf"({_SQUARE}(?:[{_SEPARATORS}]{_SQUARE})+)([!?]{{0,2}}\*?|\*)")
# the other games (notation.points): a mill placement names one point; "--" is a pass
_POINT_MOVE_RE = re.compile(r"([a-jA-J](?:10|[1-9])|--)([!?]{0,2})")
# short notation (notation.movetext): the file a man comes from, then its landing square
_SHORT_MOVE_RE = re.compile(r"([a-jA-J][xX:×]?[a-jA-J](?:10|[1-9]))([!?]{0,2})")
_MOVE_NUMBER = r"[0-9]+(?:\.+|…)"
_MOVE_NUMBER_RE = re.compile(_MOVE_NUMBER)
_NAG_RE = re.compile(r"\$[0-9]+")
_GLYPH_RE = re.compile(r"[!?]{1,2}")
_TAG_RE = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]')
_LOOSE_TAG_RE = re.compile(r"\[\s*([A-Za-z0-9_]+)\s+([^\]\n]*)\]")
_WORD_END = re.compile(r"[\s{}\[\]();]")
_PART = rf"(?:{_SQUARE}|1/2|½)"
#: a few spaces in a line, as a move padded for columns holds
_PADDING = r"[^\S\n]{0,4}+"
#: a move or a result written with spaces inside, as columns of squares are padded
#: (``1- 6``, ``28x 6``, ``c3 - d4``, ``1 - 0``): read as one word without them. At most
#: 40 landing squares, so that a run of ``1- 1- 1-`` costs linear time.
_SPACED_RE = re.compile(
    rf"(?:{_MOVE_NUMBER})?{_PART}(?:{_PADDING}[{_SEPARATORS}]{_PADDING}{_PART}){{1,40}}"
    r"[!?]{0,2}\*?(?=[\s{}\[\]();]|\Z)"
)
#: a separator after spaces: the word before them may go on past them
_SEPARATOR_AHEAD = re.compile(rf"[^\S\n]{{1,4}}+[{_SEPARATORS}]")


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def _word_tokens(word: str, line: int) -> list[Token]:
    """The tokens of one word; move numbers may be glued to what follows (``12.c3-d4``)."""
    tokens = []
    at = 0
    while number := _MOVE_NUMBER_RE.match(word, at):
        tokens.append(Token(Kind.MOVE_NUMBER, number[0], line))
        at = number.end()
    if at < len(word):
        tokens.append(_word_token(word[at:], line))
    return tokens


def _word_token(word: str, line: int) -> Token:
    if _is_result(word):
        return Token(Kind.RESULT, word, line)
    move = (_MOVE_RE.fullmatch(word) or _POINT_MOVE_RE.fullmatch(word)
            or _SHORT_MOVE_RE.fullmatch(word))
    if move:
        return Token(Kind.MOVE, move[1], line, value=move[2])
    if _NAG_RE.fullmatch(word):
        return Token(Kind.NAG, word, line)
    if _GLYPH_RE.fullmatch(word):
        return Token(Kind.GLYPH, word, line)
    if set(word) <= {".", "…"}:
        # "1. ..." writes the dots apart from the number
        return Token(Kind.MOVE_NUMBER, word, line)
    shown = word if len(word) <= 40 else word[:40] + "..."
    return Token(Kind.ERROR, word, line, value=shown, problem=Problem.UNEXPECTED_TOKEN)


#: a tag, a word or a line longer than this is read in parts (no real file has one)
_LOOKAHEAD = 1 << 16
#: a line longer than this is not a game record's (the longest game, written on one line,
#: is a tenth of it): the rest of it is skipped unread, so that a file of one line of
#: megabytes is answered in a moment
MAX_LINE_CHARS = 100_000
#: a comment or a side line not closed within this many characters is never closed
_WINDOW = 1 << 17
_SPACES = re.compile(r"[^\S\n]+")


class _Window:
    """The stretch of a text being read: read on in pieces, forgotten behind, so that a
    text of any length takes memory of a few pieces."""

    def __init__(self, pieces: Iterator[str]) -> None:
        self.pieces = pieces
        self.text = ""
        self.base = 0  # where text[0] stands in the whole text
        self.done = False  # the whole text is read
        self._cr = False  # the last piece ended with "\r", and a "\n" may follow it

    def read_on(self, i: int, wanted: int) -> int:
        """Read until ``text[i:]`` holds ``wanted`` characters or the text ends; what lies
        more than one character before ``i`` is forgotten. Returns where ``i`` now is."""
        if self.done or len(self.text) - i >= wanted:
            return i
        if i > _PIECE:
            drop = i - 1  # the character before i tells whether i starts a line
            self.text = self.text[drop:]
            self.base += drop
            i -= drop
        parts = [self.text]
        have = len(self.text) - i
        while have < wanted:
            piece = next(self.pieces, None)
            if piece is None:
                self.done = True
                if self._cr:
                    parts.append("\n")
                break
            if self._cr:
                piece = "\r" + piece
            self._cr = piece.endswith("\r")
            if self._cr:
                piece = piece[:-1]
            piece = piece.replace("\r\n", "\n").replace("\r", "\n")
            parts.append(piece)
            have += len(piece)
        self.text = "".join(parts)
        return i


def _match_variations(text: str, i: int, ends: dict[int, int]) -> int:
    """Where the variation opened at ``text[i]`` closes (-1: not in ``text``); ``ends``
    gets where each variation opened inside it closes, if it does.

    One pass with a stack, so that a text of unclosed parentheses costs linear time.
    """
    opened: list[int] = []
    n = len(text)
    while i < n:
        c = text[i]
        if c == "(":
            opened.append(i)
        elif c == ")" and opened:
            start = opened.pop()
            if not opened:
                return i + 1
            ends[start] = i + 1
        elif c == "{":
            close = text.find("}", i + 1)
            i = n if close < 0 else close
        elif c == ";":
            close = text.find("\n", i)
            i = n if close < 0 else close
        i += 1
    return -1


#: a brace, or a tag at the start of a line: a comment never reaches into a tag section
_COMMENT_MARKS = re.compile(r'[{}]|\n(?=\[\s*[A-Za-z0-9_]+\s*")')


def _match_comment(text: str, i: int, ends: dict[int, int]) -> tuple[int, int, int]:
    """Where the comment opened at ``text[i]`` closes, counting the braces opened inside
    it (-1: not before the next tag section), where its first ``}`` is (-1: none before
    it), and where the next tag section or the text ends; ``ends`` gets where each
    comment opened inside it closes, if it does. One pass with a stack."""
    opened: list[int] = []
    first = -1
    for mark in _COMMENT_MARKS.finditer(text, i):
        at = mark.start()
        if mark[0] == "{":
            opened.append(at)
        elif mark[0] == "}":
            first = at if first < 0 else first
            start = opened.pop()
            if not opened:
                return at + 1, first, at + 1
            ends[start] = at + 1
        else:
            return -1, first, at
    return -1, first, len(text)


def _lines_after(text: str, start: int, end: int, line: int, line_start: int, base: int
                 ) -> tuple[int, int]:
    """The line number and where the line starts (in the whole text) after ``text[start:end]``."""
    last = text.rfind("\n", start, end)
    if last < 0:
        return line, line_start
    return line + text.count("\n", start, end), base + last + 1


def tokenize(source: str | Iterable[str]) -> Iterator[Token]:
    """The tokens of PDN text (any line ends), with their line numbers; ``source`` is
    the text or its pieces, read as the tokens are taken (memory stays small however
    long the text is).

    Variations come out as one VARIATION token; what cannot be read comes out as an
    ERROR token, and reading goes on after it. Comments nest (``{a {b} c}``); one whose
    inner braces never close ends at its first ``}``, and one never closed ends before
    the next tag section. A comment or variation that does not close within 128k
    characters is never closed. A line longer than ``MAX_LINE_CHARS`` gives an ERROR
    token (``Problem.LINE_TOO_LONG``) and the rest of it is skipped.
    """
    window = _Window(_text_pieces(source) if isinstance(source, str) else iter(source))
    # where each side line inside an unclosed one closes (whole-text positions); a "("
    # before never_closed_before that is not here never closes
    ends: dict[int, int] = {}
    never_closed_before = 0
    # the same for comments: where each comment inside an unclosed one closes; a "{"
    # before comments_unclosed_before that is not here closes at its first "}" if any
    comment_ends: dict[int, int] = {}
    comments_unclosed_before = 0
    text = ""
    n = i = 0
    line = 1
    line_start = 0  # where the line being read starts in the whole text
    while True:
        if n - i < _LOOKAHEAD and not window.done:
            i = window.read_on(i, _LOOKAHEAD)
            text = window.text
            n = len(text)
        if i >= n:
            return
        if window.base + i - line_start > MAX_LINE_CHARS:
            yield Token(Kind.ERROR, "", line, problem=Problem.LINE_TOO_LONG)
            while (end := text.find("\n", i)) < 0 and not window.done:
                i = window.read_on(n, _PIECE)
                text = window.text
                n = len(text)
            i = n if end < 0 else end
            line_start = window.base + i  # no other token is read on this line
            continue
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
            line_start = window.base + i
        elif c.isspace():
            spaces = _SPACES.match(text, i)
            i = spaces.end() if spaces else i + 1
        elif c == "%" and ((i == 0 and window.base == 0) or text[i - 1] == "\n"):
            # escape line (PGN convention): ignored to its end
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif c == "[":
            match = _TAG_RE.match(text, i) or _LOOSE_TAG_RE.match(text, i)
            if match:
                value = match[2]
                if match.re is _LOOSE_TAG_RE:
                    value = value.strip().strip('"')
                yield Token(Kind.TAG, match[0], line, name=match[1], value=_unescape(value))
                line, line_start = _lines_after(text, i, match.end(), line, line_start,
                                                window.base)
                i = match.end()
            else:
                end = text.find("\n", i)
                end = n if end < 0 else end
                yield Token(Kind.ERROR, text[i:end], line, value=text[i:end].strip()[:40],
                            problem=Problem.UNREADABLE_TAG)
                i = end
        elif c == "{":
            at = window.base + i
            closes_at = comment_ends.pop(at, -1)
            first = stop = -1
            if closes_at < 0 and at >= comments_unclosed_before:
                while True:
                    nested: dict[int, int] = {}
                    close, first, stop = _match_comment(text, i, nested)
                    if close >= 0 or stop < n or window.done or n - i >= _WINDOW:
                        break
                    i = window.read_on(i, n - i + _PIECE)
                    text = window.text
                    n = len(text)
                if close >= 0:
                    closes_at = window.base + close
                else:
                    comments_unclosed_before = window.base + stop
                    comment_ends = {window.base + k: window.base + v for k, v in nested.items()}
            if closes_at >= 0:
                end, closed = closes_at - window.base, True
            else:
                # a stray "{" inside: the comment ends at its first "}", if any
                if stop < 0:
                    stop = comments_unclosed_before - window.base
                    first = text.find("}", i + 1, stop)
                closed = first >= 0
                end = first + 1 if closed else stop
                if not closed:
                    yield Token(Kind.ERROR, "{", line, problem=Problem.COMMENT_NEVER_CLOSED)
            body = text[i + 1 : end - 1 if closed else end]
            yield Token(Kind.COMMENT, text[i:end], line, value=" ".join(body.split()))
            line, line_start = _lines_after(text, i, end, line, line_start, window.base)
            i = end
        elif c == ";":
            end = text.find("\n", i)
            end = n if end < 0 else end
            yield Token(Kind.COMMENT, text[i:end], line, value=text[i + 1 : end].strip())
            i = end
        elif c == "(":
            at = window.base + i
            closes_at = ends.pop(at, -1)
            if closes_at < 0 and at >= never_closed_before:
                while True:
                    inside: dict[int, int] = {}
                    close = _match_variations(text, i, inside)
                    if close >= 0 or window.done or n - i >= _WINDOW:
                        break
                    i = window.read_on(i, n - i + _PIECE)
                    text = window.text
                    n = len(text)
                if close >= 0:
                    closes_at = window.base + close
                else:
                    never_closed_before = window.base + n
                    ends = {window.base + k: window.base + v for k, v in inside.items()}
            if closes_at < 0:
                yield Token(Kind.ERROR, "(", line, problem=Problem.VARIATION_NEVER_CLOSED)
                i += 1
            else:
                end = closes_at - window.base
                yield Token(Kind.VARIATION, text[i:end], line)
                line, line_start = _lines_after(text, i, end, line, line_start, window.base)
                i = end
        elif c in ")]}":
            yield Token(Kind.ERROR, c, line, value=c, problem=Problem.UNEXPECTED_TOKEN)
            i += 1
        else:
            match = _WORD_END.search(text, i)
            end = n if match is None else match.start()
            goes_on = text[end - 1] in _SEPARATORS or _SEPARATOR_AHEAD.match(text, end)
            spaced = _SPACED_RE.match(text, i) if goes_on else None
            if spaced and spaced.end() > end:
                end = spaced.end()
                yield from _word_tokens(_SPACES.sub("", spaced[0]), line)
            else:
                yield from _word_tokens(text[i:end], line)
            i = end


# ---------------------------------------------------------------- the builder

#: what one game keeps at most: real games are far smaller, so more is junk, and the
#: reader's memory stays bounded on any file
MAX_MOVES_PER_GAME = 5000
MAX_COMMENTS_PER_GAME = 1000
MAX_COMMENT_CHARS = 2000
MAX_TAGS_PER_GAME = 200
MAX_ERRORS_PER_GAME = 20
#: problems kept over a whole file; later ones are only counted (``PdnGame.skipped_errors``)
MAX_ERRORS_PER_FILE = 200
#: a problem's token is kept to this length
_TOKEN_KEPT = 200


class ErrorBudget:
    """How many more problems a file's games may keep."""

    def __init__(self, left: int = MAX_ERRORS_PER_FILE) -> None:
        self.left = left


class GameBuilder:
    """Visitor that builds one ``PdnGame`` from its tokens.

    Forgiving by default: problems are collected on ``game.errors`` and reading goes on;
    with ``strict`` the first problem is raised as ``PdnError``. A game keeps at most
    ``MAX_ERRORS_PER_GAME`` problems (and the file's ``budget``), moves, comments and
    tags up to their caps; what is left out is said once as a problem, and problems left
    out are counted in ``skipped_errors``. Subclasses may override the ``visit_*``
    methods to collect something else.
    """

    def __init__(self, index: int, line: int, strict: bool = False,
                 budget: ErrorBudget | None = None) -> None:
        self.game = PdnGame(index=index, line=line)
        self.strict = strict
        self.result_seen = False
        self.budget = budget or ErrorBudget()
        self._annotations = 0
        self._said: set[Problem] = set()  # the caps already said
        self._number = ""  # the last move number written, and the moves read since it
        self._since_number = 0
        self._last_numbered = ("", 0)  # the same when the last move was read
        self._result_tag = ""  # the Result tag, without spaces

    def _over(self, what: Problem, line: int) -> None:
        """Something is left out because a cap is reached: said once per game."""
        if what not in self._said:
            self._said.add(what)
            self.visit_error(what, "", line)

    def visit_tag(self, name: str, value: str, line: int) -> None:
        if len(self.game.tags) >= MAX_TAGS_PER_GAME and name not in self.game.tags:
            self._over(Problem.TOO_MANY_TAGS, line)
            return
        self.game.tags[name] = value
        if name == "Result":
            self._result_tag = "".join(value.split())

    def visit_move(self, text: str, glyph: str, line: int) -> None:
        if len(self.game.moves) >= MAX_MOVES_PER_GAME:
            self._over(Problem.TOO_MANY_MOVES, line)
            return
        self.game.moves.append(sys.intern(text))
        self.game.move_lines.append(line)
        self._since_number += 1
        self._last_numbered = (self._number, self._since_number)
        if glyph:
            self.visit_annotation(glyph, line)

    def visit_move_number(self, text: str, line: int) -> None:
        """Move numbers are not checked (files number moves in many ways), only kept to
        say where a problem is."""
        number = text.rstrip(".…")
        if number:
            self._number = number
        # "12..." and a lone "..." number the second move of a pair
        self._since_number = 1 if text.endswith(("..", "…")) else 0

    def _after(self) -> str:
        """The last move read, with its number as written: ``17. 43-39``, ``17... 1-6``."""
        if not self.game.moves:
            return ""
        last = self.game.moves[-1]
        number, since = self._last_numbered
        if not number:
            return last
        return f"{number}{'.' if since <= 1 else '...'} {last}"

    def visit_annotation(self, text: str, line: int) -> None:
        if self.game.moves and self._annotations < MAX_MOVES_PER_GAME:
            self._annotations += 1
            self.game.annotations.setdefault(len(self.game.moves) - 1, []).append(
                sys.intern(text))

    def visit_comment(self, text: str, line: int) -> None:
        if len(self.game.comments) >= MAX_COMMENTS_PER_GAME:
            self._over(Problem.TOO_MANY_COMMENTS, line)
            return
        if len(text) > MAX_COMMENT_CHARS:
            text = text[:MAX_COMMENT_CHARS] + "..."
        self.game.comments.append(PdnComment(len(self.game.moves), text))

    def visit_result(self, text: str, line: int) -> None:
        self.game.result = text
        self.result_seen = True

    def is_tagged_result(self, text: str) -> bool:
        """Whether a word is the result the game's Result tag gives (``4-6``, which could
        be a move, or a result written in a way of its own): it ends the movetext."""
        return bool(self._result_tag) and text == self._result_tag

    def visit_error(self, problem: Problem, token: str, line: int, shown: str = "") -> None:
        if not self.strict and (len(self.game.errors) >= MAX_ERRORS_PER_GAME
                                or self.budget.left <= 0):
            self.game.skipped_errors += 1
            return
        error = PdnError(
            problem,
            shown=shown,
            game_index=self.game.index,
            token=token[:_TOKEN_KEPT],
            line=line,
            game_label=self.game.label,
            after=self._after(),
        )
        if self.strict:
            raise error
        self.budget.left -= 1
        self.game.errors.append(error)

    def finish(self) -> PdnGame:
        """The game, its result taken from the Result tag if no result token was read,
        and its players named White and Black when the record names them P1 and P2."""
        if not self.result_seen:
            self.game.result = self.game.tags.get("Result", "*").strip() or "*"
        _players_by_colour(self.game.tags)
        return self.game


def _players_by_colour(tags: dict[str, str]) -> None:
    """White and Black tags from P1 and P2 (playstrategy.org: P1 moves first, Black in
    English draughts), where the record has no White or Black tag."""
    if "White" in tags or "Black" in tags or not ("P1" in tags or "P2" in tags):
        return
    _, rules = _tagged_variant(PdnGame(tags=tags))
    first, second = ("White", "Black") if (rules or DEFAULT_VARIANT).first else ("Black", "White")
    for colour, player in ((first, "P1"), (second, "P2")):
        if player in tags:
            tags[colour] = tags[player]


def iter_pdn(source: PdnSource, strict: bool = False) -> Iterator[PdnGame]:
    """The games of PDN text, bytes or a stream (binary or text), one by one, read as
    they are taken: memory holds one game and a few pieces of the text, however long
    the source is.

    A new game starts at a tag section that follows movetext (or repeats a tag), and
    after a result: a result token, or a word that is the game's Result tag. Never
    raises on bad input unless ``strict``, when the first problem is raised as
    ``PdnError``. Problems are kept up to ``MAX_ERRORS_PER_GAME`` per game and
    ``MAX_ERRORS_PER_FILE`` in all; the rest are counted.
    """
    budget = ErrorBudget()
    builder: GameBuilder | None = None
    has_movetext = False
    pending_comments: list[Token] = []
    count = 0

    def start(line: int) -> GameBuilder:
        nonlocal count, has_movetext
        count += 1
        has_movetext = False
        new = GameBuilder(count, line, strict, budget)
        for comment in pending_comments:
            new.visit_comment(comment.value, comment.line)
        pending_comments.clear()
        return new

    for token in tokenize(_text_pieces(source)):
        kind = token.kind
        if kind is Kind.COMMENT and builder is None:
            if len(pending_comments) < MAX_COMMENTS_PER_GAME:
                pending_comments.append(token)
            continue
        if kind is Kind.TAG:
            if builder is not None and (has_movetext or token.name in builder.game.tags):
                yield builder.finish()
                builder = None
            if builder is None:
                builder = start(token.line)
            builder.visit_tag(token.name, token.value, token.line)
            continue
        if builder is None:
            builder = start(token.line)
        if kind in (Kind.MOVE, Kind.ERROR) and builder.is_tagged_result(token.text):
            kind = Kind.RESULT
        if kind is Kind.MOVE:
            has_movetext = True
            builder.visit_move(token.text, token.value, token.line)
        elif kind is Kind.MOVE_NUMBER:
            has_movetext = True
            builder.visit_move_number(token.text, token.line)
        elif kind in (Kind.NAG, Kind.GLYPH):
            builder.visit_annotation(token.text, token.line)
        elif kind is Kind.COMMENT:
            builder.visit_comment(token.value, token.line)
        elif kind is Kind.VARIATION:
            pass  # side lines are not part of the game played
        elif kind is Kind.RESULT:
            builder.visit_result(token.text, token.line)
            yield builder.finish()
            builder = None
        else:
            # junk does not end the tag section: the game it sits in keeps its tags
            assert token.problem is not None, token  # the tokenizer says why of every ERROR
            builder.visit_error(token.problem, token.text, token.line, token.value)
    if builder is not None:
        yield builder.finish()


def read_pdn(source: PdnSource, strict: bool = False) -> list[PdnGame]:
    """Every game of PDN text, bytes or a stream (see ``iter_pdn``)."""
    return list(iter_pdn(source, strict))


#: a PDN file larger than this is not a game record (the largest real collections are a
#: few megabytes)
MAX_PDN_BYTES = 20_000_000
#: a file of more games than this is not read whole
MAX_PDN_GAMES = 20_000
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


def read_pdn_file(path: str | os.PathLike[str], max_bytes: int = MAX_PDN_BYTES,
                  max_games: int = MAX_PDN_GAMES) -> Iterator[PdnGame]:
    """The games of a PDN file, one by one (``next`` gives the first without reading
    the rest). The file is checked at once, before the first game is asked for: raises
    what ``pdn_file_bytes`` raises. Taking more than ``max_games`` games raises
    PdnFileError "too-large"."""
    data = pdn_file_bytes(path, max_bytes)
    return _at_most(iter_pdn(data), max_games, os.fspath(path))


def _at_most(games: Iterator[PdnGame], limit: int, name: str) -> Iterator[PdnGame]:
    for count, game in enumerate(games, 1):
        if count > limit:
            raise PdnFileError(name, "too-large", f"more than {limit} games")
        yield game


# ---------------------------------------------------------------- variant detection


class GameRecord(Protocol):
    """What detection and the writer need of a game: tags, move texts and a result."""

    @property
    def tags(self) -> Mapping[str, str]: ...

    @property
    def moves(self) -> Sequence[str]: ...

    @property
    def result(self) -> str: ...



_GAMETYPE_RE = re.compile(r"\s*([0-9]{1,9})(?![0-9])")  # ASCII digits, int() takes them
_ALGEBRAIC_RE = re.compile(r"([a-jA-J])([0-9]{1,2})")
_NUMBER_RE = re.compile(r"(?<![A-Za-z0-9])([0-9]{1,2})(?![0-9])")


def _fen_squares(fen: str) -> list[str]:
    """The square names of a FEN (colour letters, ``K`` and counters left out)."""
    names = []
    for part in fen.strip().strip('"').split(":")[1:]:
        if part[:1].upper() not in ("W", "B"):
            continue
        for token in part[1:].split(","):
            names.extend(token.strip().lstrip("Kk").split("-"))
    return names


#: the names other programs write in a Variant tag (lidraughts.org, playstrategy.org,
#: pydraughts), in lower case without spaces or signs: the variant's id, or "" for a
#: draughts game not played here
VARIANT_SPELLINGS: dict[str, str] = {
    "standard": "international", "international": "international",
    "internationaldraughts": "international", "polish": "international",
    "english": "english", "americanenglish": "english", "englishamerican": "english",
    "american": "english", "americancheckers": "english", "englishdraughts": "english",
    "straightcheckers": "english",
    "russian": "russian", "russiandraughts": "russian",
    "brazilian": "brazilian", "braziliandraughts": "brazilian",
    "czech": "czech", "czechdraughts": "czech",
    "frisian": "", "frysk": "", "antidraughts": "", "breakthrough": "", "italian": "",
    "turkish": "", "pool": "", "americanpool": "", "portuguese": "", "spanish": "",
    "canadian": "", "thai": "", "spantsiretti": "",
}


def _spelling(name: str) -> str:
    return "".join(c for c in name.lower() if c.isalnum())


def _named_variant(named: str) -> tuple[bool, Rules | None]:
    """Whether a Variant tag names a game, and the variant if it is one of ours."""
    try:
        return True, find_variant(named)
    except OtherGameError:
        return True, None  # not draughts: notation.text.detect_game finds it
    except UnknownVariantError:
        pass
    spelled = VARIANT_SPELLINGS.get(_spelling(named))
    if spelled is None:
        return False, None
    return True, find_variant(spelled) if spelled else None


def _tagged_variant(game: GameRecord) -> tuple[bool, Rules | None]:
    """Whether the game's tags say what it was played in, and the variant they name if it
    is one of ours: the GameType tag's first number, else a ``Variant`` tag naming a
    game in any spelling of ``VARIANT_SPELLINGS`` (one of the other games, such as
    ``mill``, is not a variant)."""
    gametype = game.tags.get("GameType")
    if gametype is not None:
        match = _GAMETYPE_RE.match(gametype)
        if match:
            return True, variant_for_gametype(int(match[1]))
    named = game.tags.get("Variant", "").strip()
    if named:
        return _named_variant(named)
    return False, None


def unplayed_game(game: GameRecord) -> tuple[str, str] | None:
    """The tag and its value when the game's tags name a draughts game not played here
    (``("GameType", "22")``, ``("Variant", "Frisian")``), else None."""
    gametype = game.tags.get("GameType", "").strip()
    if gametype:
        match = _GAMETYPE_RE.match(gametype)
        if match is None or variant_for_gametype(int(match[1])) is None:
            return "GameType", gametype
        return None
    named = game.tags.get("Variant", "").strip()
    if named and VARIANT_SPELLINGS.get(_spelling(named)) == "":
        return "Variant", named
    return None


def _board_needed(game: GameRecord) -> tuple[Style, int] | None:
    """How the game's moves and FEN write squares, and the size of the smallest board
    that has them all: 10 for an algebraic ``i``, ``j`` or rank above 8, or a number
    above 32; else 8. None when the game names no square."""
    written = [*game.moves, *_fen_squares(game.tags.get("FEN", ""))]
    algebraic = [m for text in written for m in _ALGEBRAIC_RE.findall(text)]
    if algebraic:
        wide = any(f.lower() in "ij" or int(r) > 8 for f, r in algebraic)
        return Style.ALGEBRAIC, 10 if wide else 8
    numbers = [int(n) for text in written for n in _NUMBER_RE.findall(text)]
    if numbers:
        return Style.NUMERIC, 10 if max(numbers) > 32 else 8
    return None


#: the variant that squares written so on a board of this size mean, when no tag tells
_BY_SQUARES = {
    (Style.ALGEBRAIC, 8): "czech",
    (Style.ALGEBRAIC, 10): "international",
    (Style.NUMERIC, 8): "english",
    (Style.NUMERIC, 10): "international",
}


#: the tag that keeps draw rules other than the rule text's (``[DrawRules "FMJD"]``:
#: international draughts by FMJD's official rules, article 6); none: the rule text's
DRAW_RULES_TAG = "DrawRules"


def draw_rules_tags(rules: Rules) -> dict[str, str]:
    """The tag that names the draw rules the game was played by, when not its rule
    text's."""
    return {} if rules.draws == "text" else {DRAW_RULES_TAG: rules.draws.upper()}


def detect_variant(
    game: GameRecord, default: Rules | None = None, in_file: Rules | None = None
) -> Rules | None:
    """The variant a game was played in (``variant_of``), played by the draw rules its
    ``DrawRules`` tag names (an unknown name, or a variant without them: its own)."""
    rules = variant_of(game, default, in_file)
    draws = game.tags.get(DRAW_RULES_TAG, "").strip().lower()
    return rules if rules is None or not draws else with_draw_rules(rules, draws)


def variant_of(
    game: GameRecord, default: Rules | None = None, in_file: Rules | None = None
) -> Rules | None:
    """The variant a game was played in.

    The GameType tag decides when present (its first number: 20 international,
    21 english, 26 brazilian, 29 czech; an unknown number gives ``default``), then a
    ``Variant`` tag naming one of ours (one naming another game, such as ``mill``, gives
    ``default``: ``notation.text.detect_game`` finds those). Otherwise ``in_file``, the
    variant of the file the game comes from (``detect_file_variant``), if given; else
    the squares decide: algebraic 8x8 squares mean czech; numbers up to 32 english,
    numbers above 32 international.
    """
    named, rules = _tagged_variant(game)
    if named:
        return rules or default
    if in_file is not None:
        return in_file
    needed = _board_needed(game)
    return default if needed is None else find_variant(_BY_SQUARES[needed])


def detect_file_variant(games: Iterable[GameRecord], default: Rules | None = None) -> Rules | None:
    """The variant of the games of one file that have no tag to say theirs: a file is one
    collection, so one problem whose squares all fit 8x8 in a collection of international
    draughts is international draughts too.

    The variant most of the file's GameType (or ``Variant``) tags name decides, if its
    board has every square the untagged games write; else the squares of those games do:
    the board size they need and the way most of them write squares (algebraic or
    numeric), as ``detect_variant`` reads one game. ``default`` when nothing tells.
    Reads the games one by one, keeping only counts.
    """
    tagged: Counter[Rules] = Counter()
    styles: Counter[Style] = Counter()
    size = 0
    for game in games:
        named, rules = _tagged_variant(game)
        if named:
            if rules is not None:
                tagged[rules] += 1
            continue
        needed = _board_needed(game)
        if needed is not None:
            style, board = needed
            styles[style] += 1
            size = max(size, board)
    for rules, _ in tagged.most_common():
        if rules.size >= size:
            return rules
    if styles:
        [(style, _)] = styles.most_common(1)
        return find_variant(_BY_SQUARES[style, size])
    return default


# ---------------------------------------------------------------- replay


#: the reason of a move that reads but names no legal move
NO_MATCH = "no legal move matches"
#: the reason of a move in short notation that names several legal moves, before them
AMBIGUOUS = "ambiguous: it could be"


@dataclass(frozen=True)
class ReplayFailure:
    """The first move of a record that cannot be played, and where.

    ``ply`` counts moves from 1; ``move_number`` is the number the record gives the
    move; ``fen`` is the position before it (or the FEN tag that could not be read, at
    ply 0); ``legal`` lists the legal moves there. ``reason`` says why in English;
    ``unreadable`` says what the text that cannot be read should have been (None: the
    move reads, but no legal move matches it), ``part`` the piece of it that is wrong;
    ``ambiguous`` the legal moves a move in short notation could be, when it could be
    several (the record does not say which, and the reader does not guess).
    """

    ply: int
    move_number: int
    text: str
    fen: str
    reason: str
    legal: tuple[str, ...] = ()
    line: int = 0
    #: whether the move is the second of its numbered pair (written ``12...``)
    second_of_pair: bool = False
    unreadable: Unreadable | None = None
    part: str = ""
    ambiguous: tuple[str, ...] = ()

    @classmethod
    def at_start(cls, fen: str, error: ValueError) -> ReplayFailure:
        """The start (the FEN tag ``fen``) cannot be read: ``error`` says why."""
        unreadable, part = (
            (error.unreadable, error.part) if isinstance(error, NotationError)
            else (Unreadable.POSITION_NOT_ALLOWED, ""))
        return cls(0, 0, fen, fen, str(error), unreadable=unreadable, part=part)

    @classmethod
    def at_move(cls, error: NotationError | None, *, ply: int, move_number: int, text: str,
                fen: str, legal: tuple[str, ...], line: int, second_of_pair: bool,
                ambiguous: tuple[str, ...] = ()) -> ReplayFailure:
        """The move ``text`` cannot be played: ``error`` says why it cannot be read (None:
        it reads, but no legal move matches it, or it could be each of ``ambiguous``)."""
        if ambiguous:
            return cls(ply, move_number, text, fen, f"{AMBIGUOUS} {', '.join(ambiguous)}",
                       legal, line, second_of_pair, ambiguous=ambiguous)
        if error is None:
            return cls(ply, move_number, text, fen, NO_MATCH, legal, line, second_of_pair)
        return cls(ply, move_number, text, fen, str(error), legal, line, second_of_pair,
                   unreadable=error.unreadable, part=error.part)

    def __str__(self) -> str:
        if self.ply == 0:
            return f"cannot start: {self.reason}"
        dots = "..." if self.second_of_pair else "."
        legal = ", ".join(self.legal) or "none"
        return (
            f"move {self.move_number}{dots} {self.text} (ply {self.ply}"
            + (f", line {self.line}" if self.line else "")
            + f"): {self.reason}; position {self.fen}; legal moves: {legal}"
        )


@dataclass
class ReplayResult:
    """What replaying a record gave: the moves played and the position they reach, and
    the first move that failed, if any."""

    rules: Rules
    moves: list[Move]
    position: Position
    failure: ReplayFailure | None = None
    backtracked: int = 0
    #: the record names the squares from the other side of the board (a1 where we have h8)
    turned: bool = False

    @property
    def ok(self) -> bool:
        return self.failure is None


#: how many alternative readings of ambiguous move texts a replay may try
MAX_ALTERNATIVES = 2000


_ALGEBRAIC_SQUARE_RE = re.compile(r"([a-jA-J])(10|[1-9])(?![0-9])")
_SHORT_TEXT_RE = re.compile(r"([a-jA-J])(.*)")
_CAPTURE_TEXT_RE = re.compile(rf"{_SQUARE}(?:[xX:×]{_SQUARE})+")
_FIRST_SQUARE_RE = re.compile(_SQUARE)
_CAPTURE_SIGNS = re.compile("[xX:×]")


def _turned(text: str, size: int) -> str:
    """The text with every algebraic square named from the other side of the board (on
    8x8, a1 is h8 and c3 is f6), and the file of a move in short notation too."""

    def turn_file(file: str) -> str:
        return FILES[size - 1 - FILES.index(file.lower())]

    def turn(square: re.Match[str]) -> str:
        return f"{turn_file(square[1])}{size + 1 - int(square[2])}"

    if is_short_notation(text):
        short = _SHORT_TEXT_RE.fullmatch(text.strip())
        assert short is not None
        return turn_file(short[1]) + _ALGEBRAIC_SQUARE_RE.sub(turn, short[2])
    return _ALGEBRAIC_SQUARE_RE.sub(turn, text)


def _next_leg(move: str, leg: str) -> str | None:
    """The capture ``move`` with ``leg`` after it, when ``leg`` is the capture's next leg
    written as a move of its own (``c1xe3`` then ``e3xc5``: ``c1xe3xc5``), else None."""
    if not (_CAPTURE_TEXT_RE.fullmatch(move) and _CAPTURE_TEXT_RE.fullmatch(leg)):
        return None
    start = _FIRST_SQUARE_RE.match(leg)
    assert start is not None
    if _CAPTURE_SIGNS.split(move)[-1].lower() != start[0].lower():
        return None
    return move + leg[start.end():]


def _moves_named(position: Position, texts: Sequence[str], at: int
                 ) -> tuple[list[Move], int, NotationError | None]:
    """The legal moves ``texts[at]`` names, how many texts name them, and why the text
    cannot be read (if so). A leg of a multi-jump that a record writes as a move of its
    own (each leg numbered, as playstrategy.org does) is joined with the legs after it
    when it cannot end the move alone."""
    try:
        found = matching_moves(position, texts[at])
    except NotationError as e:
        return [], 1, e
    joined, used = texts[at], 1
    while not found and at + used < len(texts):
        longer = _next_leg(joined, texts[at + used])
        if longer is None:
            return [], 1, None
        joined, used = longer, used + 1
        try:
            found = matching_moves(position, joined)
        except NotationError:
            return [], 1, None
    return found, (used if found else 1), None


def replay_game(game: PdnGame, rules: Rules | None = None) -> ReplayResult:
    """Play every move of ``game`` from its start (the FEN tag, if any).

    Each move text is resolved with ``matching_moves``; when a text fits several legal
    moves, each is tried and the one with which the rest of the game replays is kept
    (depth first, at most ``MAX_ALTERNATIVES`` alternatives); a move in short notation
    (``ab4``) that fits several is a failure that names them. The legs of a multi-jump
    written as moves of their own are joined. A record whose algebraic squares are named
    from the other side of the board (playstrategy.org names them from the side that
    moves first, Black in English draughts) is read so when its moves are legal only so.
    Never raises on bad input: the result tells the first move that cannot be played
    (the furthest one reached).
    """
    if rules is None:
        rules = detect_variant(game) or DEFAULT_VARIANT
    needed = _board_needed(game)
    # a failure names squares as the record does
    style = needed[0] if needed is not None else usual_style(rules)
    done = _replay(game, rules, style, turned=False)
    if done.ok or needed != (Style.ALGEBRAIC, rules.size):
        return done
    turned = _replay(game, rules, style, turned=True)
    return turned if turned.ok or len(turned.moves) > len(done.moves) else done


_IRREGULAR_RE = re.compile(r"\s*\[%position ([^\]]*)\]")


def irregular_notes(game: PdnGame) -> dict[int, tuple[str, str]]:
    """The irregular moves left to stand in ``game`` (as ``game_from_moves`` writes
    them): the index of each one's text, and what its comment says and the FEN of the
    position it left."""
    found: dict[int, tuple[str, str]] = {}
    for comment in game.comments:
        marked = _IRREGULAR_RE.search(comment.text)
        if marked is not None and comment.ply > 0:
            note = _IRREGULAR_RE.sub("", comment.text).strip()
            found[comment.ply - 1] = (note, marked[1].strip())
    return found


def _irregular_move(position: Position, text: str, fen: str) -> Move | None:
    """The irregular move ``text`` that leaves the position ``fen``: its piece along the
    squares written, the opponent's pieces gone from the board captured; None when it
    does not leave that position."""
    try:
        squares = parse_move_squares(position.rules.geometry, text)
        after = parse_fen(fen, position.rules)
    except ValueError:  # NotationError included
        return None
    there = after.pieces()
    gone = frozenset(s for s, piece in position.pieces().items()
                     if piece.color != position.turn and s not in there)
    move = Move(tuple(squares), gone)
    trial = position.copy()
    trial.push(move)
    return move if trial == after else None


def _replay(game: PdnGame, rules: Rules, style: Style, *, turned: bool) -> ReplayResult:
    """``replay_game`` with the squares read as written, or ``turned`` (named from the
    other side of the board); a failure writes squares in ``style``."""

    def view(text: str) -> str:
        return _turned(text, rules.size) if turned else text

    fen = view(game.tags.get("FEN", "").strip())
    try:
        start = parse_fen(fen, rules) if fen else Position(rules)
    except ValueError as e:  # NotationError included
        failure = ReplayFailure.at_start(game.tags.get("FEN", ""), e)
        return ReplayResult(rules, [], Position(rules), failure)
    position = start.copy()
    first_offset = 0 if position.turn == rules.first else 1
    written = game.moves
    texts = [view(text) for text in written] if turned else written
    lines = game.move_lines
    marked = irregular_notes(game)

    def fail(ply: int, at: int, error: NotationError | None,
             ambiguous: Sequence[Move] = ()) -> ReplayFailure:
        def named(moves: Iterable[Move]) -> tuple[str, ...]:
            return tuple(view(full_move_text(position, m, style)) for m in moves)

        return ReplayFailure.at_move(
            error,
            ply=ply + 1,
            move_number=(ply + first_offset) // 2 + 1,
            text=written[at],
            fen=view(write_fen(position, style)),
            legal=named(position.legal_moves()),
            line=lines[at] if at < len(lines) else 0,
            second_of_pair=(ply + first_offset) % 2 == 1,
            ambiguous=named(ambiguous),
        )

    # choices[k]: the candidate moves of ply k, which one is on the board, and how many
    # texts name it
    choices: list[tuple[list[Move], int, int]] = []
    furthest: ReplayFailure | None = None
    furthest_moves: list[Move] = []
    budget = MAX_ALTERNATIVES
    backtracked = 0
    at = 0  # the text of the next move
    while at < len(texts):
        ply = len(choices)
        candidates, used, error = _moves_named(position, texts, at)
        ambiguous: list[Move] = []
        if len(candidates) > 1 and is_short_notation(texts[at]):
            ambiguous, candidates = candidates, []
        if at in marked and not turned:
            # the position it left decides (other pieces may have left the board than a
            # legal move of the same squares takes); a move that does not leave it fails
            let_stand = _irregular_move(position, texts[at], marked[at][1])
            candidates, used = ([let_stand], 1) if let_stand is not None else ([], used)
        if candidates:
            choices.append((candidates, 0, used))
            position.push(candidates[0])
            at += used
            continue
        if furthest is None or ply + 1 > furthest.ply:
            furthest = fail(ply, at, error, ambiguous)
            furthest_moves = [c[i] for c, i, _ in choices]
        resumed = False
        while choices and budget > 0:
            candidates, i, used = choices.pop()
            position.pop()
            at -= used
            if i + 1 < len(candidates):
                budget -= 1
                backtracked += 1
                choices.append((candidates, i + 1, used))
                position.push(candidates[i + 1])
                at += used
                resumed = True
                break
        if not resumed:
            position = start.copy()
            for move in furthest_moves:
                position.push(move)
            return ReplayResult(rules, furthest_moves, position, furthest, backtracked, turned)
    moves = [candidates[i] for candidates, i, _ in choices]
    return ReplayResult(rules, moves, position, None, backtracked, turned)


# ---------------------------------------------------------------- writing

ROSTER = ("Event", "Site", "Date", "Round", "White", "Black", "Result")
LINE_WIDTH = 80


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _wrap(tokens: Iterable[str], width: int = LINE_WIDTH) -> list[str]:
    lines: list[str] = []
    current = ""
    for token in tokens:
        if current and len(current) + 1 + len(token) > width:
            lines.append(current)
            current = token
        else:
            current = f"{current} {token}" if current else token
    if current:
        lines.append(current)
    return lines


def _write_one(game: GameRecord) -> str:
    tags = dict(game.tags)
    tags["Result"] = game.result
    ordered = [name for name in ROSTER if name in tags]
    ordered += [name for name in tags if name not in ROSTER]
    lines = [f'[{name} "{_escape(tags[name])}"]' for name in ordered]

    rules = detect_variant(game) or DEFAULT_VARIANT
    fen = tags.get("FEN", "").strip().strip('"')
    second_first = bool(fen) and (fen[:1].upper() == "W") != rules.first
    offset = 1 if second_first else 0
    comments: dict[int, list[str]] = {}
    annotations: Mapping[int, list[str]] = {}
    if isinstance(game, PdnGame):
        for comment in game.comments:
            comments.setdefault(comment.ply, []).append(comment.text)
        annotations = game.annotations

    tokens: list[str] = [f"{{{c.replace('}', ')')}}}" for c in comments.get(0, [])]
    after_break = True
    for k, text in enumerate(game.moves):
        number = (k + offset) // 2 + 1
        if (k + offset) % 2 == 0:
            tokens.append(f"{number}.")
        elif after_break:
            tokens.append(f"{number}...")
        glyphs = [a for a in annotations.get(k, []) if not a.startswith("$")]
        nags = [a for a in annotations.get(k, []) if a.startswith("$")]
        tokens.append(text + "".join(glyphs))
        tokens.extend(nags)
        after_break = False
        for remark in comments.get(k + 1, []):
            tokens.append(f"{{{remark.replace('}', ')')}}}")
            after_break = True
    tokens.append(game.result)
    return "\n".join([*lines, "", *_wrap(tokens)]) + "\n"


def write_pdn(games: GameRecord | Iterable[GameRecord]) -> str:
    """PDN text of one game or several: tags in the standard order (Event, Site, Date,
    Round, White, Black, Result, then the others as given), then the movetext wrapped
    at 80 columns and ending with the result. ``read_pdn`` reads back the same tags
    (a Result tag is always written), moves and result."""
    records: list[GameRecord]
    if hasattr(games, "moves") and hasattr(games, "tags"):
        records = [cast(GameRecord, games)]
    else:
        records = list(games)
    return "\n".join(_write_one(g) for g in records)


def game_from_moves(
    start: Position,
    moves: Sequence[Move],
    tags: Mapping[str, str] | None = None,
    result: str = "*",
    style: Style | None = None,
    irregular: Mapping[int, str] | None = None,
) -> PdnGame:
    """A ``PdnGame`` of ``moves`` played from ``start``, each written with ``move_text``
    in the variant's usual style (numeric for English and international draughts).

    Adds a GameType tag when the variant is not the default (a ``Variant`` tag for
    variants that have no PDN number), a DrawRules tag when its draw rules are not its
    rule text's (``draw_rules_tags``) and a FEN tag when ``start`` is not the initial
    position. ``irregular``: the plies that are irregular moves left to stand on a board
    (``Game.irregular``), each written as played (every landing square) with a comment:
    what it was, and the position it left (``[%position FEN]``), from which
    ``replay_game`` plays it again. Raises ``IllegalMoveError`` if another move is not
    legal where it is played.
    """
    rules = start.rules
    style = style or usual_style(rules)
    game_tags = dict(tags or {})
    if rules is not DEFAULT_VARIANT:
        if rules.pdn_gametype is not None:
            game_tags.setdefault("GameType", str(rules.pdn_gametype))
        else:
            game_tags.setdefault("Variant", rules.id)
    game_tags.update(draw_rules_tags(rules))
    if start.key() != Position(rules).key():
        game_tags["FEN"] = write_fen(start, style)
    game_tags["Result"] = result
    position = start.copy()
    texts = []
    comments = []
    for ply, move in enumerate(moves):
        note = (irregular or {}).get(ply)
        if note is not None:
            texts.append(full_move_text(position, move, style))
            position.push(move)
            comments.append(PdnComment(ply + 1, f"{note} [%position {write_fen(position, style)}]"))
            continue
        if move not in position.legal_moves():
            raise IllegalMoveText(full_move_text(position, move, style),
                                  explain_illegal(position, move.path))
        texts.append(move_text(position, move, style))
        position.push(move)
    return PdnGame(tags=game_tags, moves=texts, result=result, comments=comments, index=1)
