"""PDN text to tokens: tags, moves, move numbers, annotations, comments, side lines
(variations), results, and ERROR tokens for what cannot be read, with their line numbers.

``tokenize_pdn`` reads the text in pieces as the tokens are taken. Comments and side lines
nest; where one opened inside an unclosed one closes is found in the same pass that finds
the outer one unclosed, so that a text of unclosed brackets costs linear time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from enum import Enum
from typing import NamedTuple

from accessible_dama.notation.pdn.decode import PIECE, text_pieces
from accessible_dama.notation.pdn.game import is_result
from accessible_dama.notation.pdn.problems import MAX_LINE_CHARS, Problem


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


class PdnToken(NamedTuple):
    """One token of PDN text; ``value`` is the tag value, the comment text, a move's
    annotation glyph or an ERROR token's text as a problem shows it; ``problem`` says why
    an ERROR token is wrong."""

    kind: Kind
    text: str
    line: int
    name: str = ""
    value: str = ""
    problem: Problem | None = None


SQUARE = r"(?:[a-jA-J](?:10|[1-9])|[0-9]{1,2})"
#: what stands between the squares of a move
_SEPARATORS = "-xX:×"
_MOVE_RE = re.compile(rf"({SQUARE}(?:[{_SEPARATORS}]{SQUARE})+)([!?]{{0,2}}\*?|\*)")
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
_PART = rf"(?:{SQUARE}|1/2|½)"
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


def _word_tokens(word: str, line: int) -> list[PdnToken]:
    """The tokens of one word; move numbers may be glued to what follows (``12.c3-d4``)."""
    tokens = []
    at = 0
    while number := _MOVE_NUMBER_RE.match(word, at):
        tokens.append(PdnToken(Kind.MOVE_NUMBER, number[0], line))
        at = number.end()
    if at < len(word):
        tokens.append(_word_token(word[at:], line))
    return tokens


def _word_token(word: str, line: int) -> PdnToken:
    if is_result(word):
        return PdnToken(Kind.RESULT, word, line)
    move = (_MOVE_RE.fullmatch(word) or _POINT_MOVE_RE.fullmatch(word)
            or _SHORT_MOVE_RE.fullmatch(word))
    if move:
        return PdnToken(Kind.MOVE, move[1], line, value=move[2])
    if _NAG_RE.fullmatch(word):
        return PdnToken(Kind.NAG, word, line)
    if _GLYPH_RE.fullmatch(word):
        return PdnToken(Kind.GLYPH, word, line)
    if set(word) <= {".", "…"}:
        # "1. ..." writes the dots apart from the number
        return PdnToken(Kind.MOVE_NUMBER, word, line)
    shown = word if len(word) <= 40 else word[:40] + "..."
    return PdnToken(Kind.ERROR, word, line, value=shown, problem=Problem.UNEXPECTED_TOKEN)


#: a tag, a word or a line longer than this is read in parts (no real file has one)
_LOOKAHEAD = 1 << 16
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
        if i > PIECE:
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


def _match_variation(text: str, i: int, ends: dict[int, int]) -> tuple[int, int, int]:
    """Where the variation opened at ``text[i]`` closes (-1: not in ``text``), -1 (as
    ``_match_comment`` says where a comment's first ``}`` is) and where the text ends;
    ``ends`` gets where each variation opened inside it closes, if it does.

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
                return i + 1, -1, n
            ends[start] = i + 1
        elif c == "{":
            close = text.find("}", i + 1)
            i = n if close < 0 else close
        elif c == ";":
            close = text.find("\n", i)
            i = n if close < 0 else close
        i += 1
    return -1, -1, n


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


#: how a kind of bracket is matched: ``_match_variation`` or ``_match_comment``
_Matcher = Callable[[str, int, dict[int, int]], tuple[int, int, int]]


class _Brackets:
    """Where the brackets of one kind (comments or side lines) that open inside an
    unclosed one close, found in the one pass that found the outer one unclosed."""

    def __init__(self, match: _Matcher) -> None:
        self.match = match
        #: where each bracket opened inside an unclosed one closes (whole-text positions)
        self.ends: dict[int, int] = {}
        #: a bracket that opens before this and is not in ``ends`` is inside an unclosed
        #: one: a side line never closes, a comment closes at its first "}" if any
        self.unclosed_before = 0


class _Tokenizer:
    """The state of reading one text: where reading is (``i`` in the window's ``text``),
    the line, and what is known of the brackets ahead. Each ``_read_*`` method reads one
    token (or a few) at ``i`` and moves ``i`` past it."""

    def __init__(self, pieces: Iterator[str]) -> None:
        self.window = _Window(pieces)
        self.text = ""
        self.n = 0  # len(text)
        self.i = 0
        self.line = 1
        self.line_start = 0  # where the line being read starts in the whole text
        self.variations = _Brackets(_match_variation)
        self.comments = _Brackets(_match_comment)

    def tokens(self) -> Iterator[PdnToken]:
        window = self.window
        while True:
            i = self.i
            if self.n - i < _LOOKAHEAD and not window.done:
                self._read_on(i, _LOOKAHEAD)
                i = self.i
            if i >= self.n:
                return
            if window.base + i - self.line_start > MAX_LINE_CHARS:
                yield self._skip_long_line()
                continue
            c = self.text[i]
            if c == "\n":
                self.line += 1
                self.i = i + 1
                self.line_start = window.base + i + 1
            elif c.isspace():
                spaces = _SPACES.match(self.text, i)
                self.i = spaces.end() if spaces else i + 1
            elif c == "%" and self._at_line_start():
                self.i = self._line_end()  # an escape line (PGN convention) is ignored
            elif c == "[":
                yield self._read_tag()
            elif c == "{":
                yield from self._read_comment()
            elif c == ";":
                yield self._read_line_comment()
            elif c == "(":
                yield self._read_variation()
            elif c in ")]}":
                yield PdnToken(Kind.ERROR, c, self.line, value=c, problem=Problem.UNEXPECTED_TOKEN)
                self.i = i + 1
            else:
                yield from self._read_words()

    # ------------------------------------------------------------ moving on

    def _read_on(self, at: int, wanted: int) -> None:
        """Read the text on until ``text[at:]`` holds ``wanted`` characters or the text
        ends; ``i`` becomes where ``at`` now is."""
        self.i = self.window.read_on(at, wanted)
        self.text = self.window.text
        self.n = len(self.text)

    def _pass_to(self, end: int) -> None:
        """Move ``i`` to ``end``, counting the lines of the token read."""
        last = self.text.rfind("\n", self.i, end)
        if last >= 0:
            self.line += self.text.count("\n", self.i, end)
            self.line_start = self.window.base + last + 1
        self.i = end

    def _line_end(self) -> int:
        end = self.text.find("\n", self.i)
        return self.n if end < 0 else end

    def _at_line_start(self) -> bool:
        return (self.i == 0 and self.window.base == 0) or self.text[self.i - 1] == "\n"

    def _skip_long_line(self) -> PdnToken:
        """A line longer than ``MAX_LINE_CHARS``: said, and the rest of it skipped."""
        said = PdnToken(Kind.ERROR, "", self.line, problem=Problem.LINE_TOO_LONG)
        while (end := self.text.find("\n", self.i)) < 0 and not self.window.done:
            self._read_on(self.n, PIECE)
        self.i = self.n if end < 0 else end
        self.line_start = self.window.base + self.i  # no other token is read on this line
        return said

    def _closing(self, brackets: _Brackets) -> tuple[int, int, int]:
        """Where the bracket at ``i`` closes (in the whole text; -1: it does not close
        where its kind was matched), and what matching it said besides (for a comment:
        where its first "}" is and where the next tag section is, in ``text``; -1 when it
        was not matched here). Reads on while it is not closed, within ``_WINDOW``."""
        at = self.window.base + self.i
        closes_at = brackets.ends.pop(at, -1)
        first = stop = -1
        if closes_at < 0 and at >= brackets.unclosed_before:
            while True:
                inside: dict[int, int] = {}
                close, first, stop = brackets.match(self.text, self.i, inside)
                if (close >= 0 or stop < self.n or self.window.done
                        or self.n - self.i >= _WINDOW):
                    break
                self._read_on(self.i, self.n - self.i + PIECE)
            base = self.window.base
            if close >= 0:
                closes_at = base + close
            else:
                brackets.unclosed_before = base + stop
                brackets.ends = {base + k: base + v for k, v in inside.items()}
        return closes_at, first, stop

    # ------------------------------------------------------------ tokens

    def _read_tag(self) -> PdnToken:
        """A tag (``[Event "Open"]``, or loosely ``[Event Open]``), else the rest of the
        line as an ERROR token."""
        text, i = self.text, self.i
        match = _TAG_RE.match(text, i) or _LOOSE_TAG_RE.match(text, i)
        if match is None:
            end = self.i = self._line_end()
            return PdnToken(Kind.ERROR, text[i:end], self.line, value=text[i:end].strip()[:40],
                         problem=Problem.UNREADABLE_TAG)
        value = match[2]
        if match.re is _LOOSE_TAG_RE:
            value = value.strip().strip('"')
        tag = PdnToken(Kind.TAG, match[0], self.line, name=match[1], value=_unescape(value))
        self._pass_to(match.end())
        return tag

    def _read_comment(self) -> Iterator[PdnToken]:
        """A comment in braces, which nest (``{a {b} c}``): one whose inner braces never
        close ends at its first "}"; one never closed ends before the next tag section,
        after an ERROR token."""
        closes_at, first, stop = self._closing(self.comments)
        text, i, base = self.text, self.i, self.window.base
        if closes_at >= 0:
            end, closed = closes_at - base, True
        else:
            if stop < 0:  # inside an unclosed comment: it ends at its first "}", if any
                stop = self.comments.unclosed_before - base
                first = text.find("}", i + 1, stop)
            closed = first >= 0
            end = first + 1 if closed else stop
            if not closed:
                yield PdnToken(Kind.ERROR, "{", self.line, problem=Problem.COMMENT_NEVER_CLOSED)
        body = text[i + 1 : end - 1 if closed else end]
        yield PdnToken(Kind.COMMENT, text[i:end], self.line, value=" ".join(body.split()))
        self._pass_to(end)

    def _read_line_comment(self) -> PdnToken:
        """A comment from ``;`` to the end of the line."""
        text, i = self.text, self.i
        end = self.i = self._line_end()
        return PdnToken(Kind.COMMENT, text[i:end], self.line, value=text[i + 1 : end].strip())

    def _read_variation(self) -> PdnToken:
        """A side line in parentheses, which nest, as one token; one never closed is an
        ERROR token of its "(" alone, and reading goes on inside it."""
        closes_at, _, _ = self._closing(self.variations)
        if closes_at < 0:
            self.i += 1
            return PdnToken(Kind.ERROR, "(", self.line, problem=Problem.VARIATION_NEVER_CLOSED)
        end = closes_at - self.window.base
        side_line = PdnToken(Kind.VARIATION, self.text[self.i : end], self.line)
        self._pass_to(end)
        return side_line

    def _read_words(self) -> list[PdnToken]:
        """The tokens of a word (``12.c3-d4``), or of a move or result written with spaces
        inside (``1- 6``); the spaces after it are passed too."""
        text, i = self.text, self.i
        match = _WORD_END.search(text, i)
        end = self.n if match is None else match.start()
        goes_on = text[end - 1] in _SEPARATORS or _SEPARATOR_AHEAD.match(text, end)
        spaced = _SPACED_RE.match(text, i) if goes_on else None
        if spaced and spaced.end() > end:
            word, end = _SPACES.sub("", spaced[0]), spaced.end()
        else:
            word = text[i:end]
        spaces = _SPACES.match(text, end)
        self.i = spaces.end() if spaces else end
        return _word_tokens(word, self.line)


def tokenize_pdn(source: str | Iterable[str]) -> Iterator[PdnToken]:
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
    return _Tokenizer(text_pieces(source) if isinstance(source, str) else iter(source)).tokens()
