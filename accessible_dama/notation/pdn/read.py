"""Reading PDN: one pass over the tokens of a text, each game told to a visitor.

As python-chess reads a game with ``read_game(handle, Visitor=...)``, ``read_games``
tells the parts of each game, as they are read, to a visitor of its own (a
``BaseVisitor``) and yields what the visitor makes of them. ``GameBuilder`` keeps all a
game holds (a ``PdnGame``); ``HeadersBuilder`` only its tags and result, and skips its
moves; ``MovesBuilder`` its tags, moves and result. A caller that wants something else
(the side lines, a count) writes a visitor of its own. Where a game ends is the reader's
to say, whatever the visitor keeps.
"""

from __future__ import annotations

import os
import sys
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from enum import Enum
from functools import partial
from typing import Generic, TypeVar

from accessible_dama.notation.pdn.decode import (
    MAX_PDN_BYTES,
    PdnFileError,
    PdnSource,
    pdn_file_bytes,
    text_pieces,
)
from accessible_dama.notation.pdn.game import PdnComment, PdnGame
from accessible_dama.notation.pdn.problems import (
    MAX_COMMENT_CHARS,
    MAX_COMMENTS_PER_GAME,
    MAX_ERRORS_PER_FILE,
    MAX_ERRORS_PER_GAME,
    MAX_MOVES_PER_GAME,
    MAX_TAGS_PER_GAME,
    PdnError,
    Problem,
)
from accessible_dama.notation.pdn.tokens import Kind, PdnToken, tokenize_pdn
from accessible_dama.notation.pdn.variant import tagged_variant
from accessible_dama.rules.variants import DEFAULT_VARIANT

#: a file of more games than this is not read whole
MAX_PDN_GAMES = 20_000
#: a problem's token is kept to this length
_TOKEN_KEPT = 200

ResultT = TypeVar("ResultT")


class SkipType(Enum):
    """The answer of a visitor that wants no more of a game than its tags and result."""

    SKIP = "skip"


#: what ``BaseVisitor.end_tags`` answers when a game's moves are of no use to it
SKIP = SkipType.SKIP


class BaseVisitor(ABC, Generic[ResultT]):
    """What is told of one game, in the order it is written; each ``visit_*`` does
    nothing unless a subclass says otherwise, and ``result`` gives what the visitor made.

    ``begin_game`` comes first (with the comments written before the game's first tag,
    if any), then the tags, then ``end_tags`` before the first move, move number or
    result (or at the end of a game that has none). When ``end_tags`` answers ``SKIP``,
    nothing more of the game is told but its result. ``end_game`` comes last.
    """

    def begin_game(self, index: int, line: int) -> None:
        """Game ``index`` (from 1 in its file) starts at ``line``."""

    def visit_tag(self, name: str, value: str, line: int) -> None:
        """A tag (``[Event "Open"]``), its value unescaped."""

    def end_tags(self) -> SkipType | None:
        """The tags are all told; ``SKIP``: the moves, comments and problems are not
        wanted."""
        return None

    def visit_move_number(self, text: str, line: int) -> None:
        """A move number as written (``12.``, ``12...``, ``...``)."""

    def visit_move(self, text: str, glyph: str, line: int) -> None:
        """A move as written, and the annotation glyph written on it (``!?``), if any."""

    def visit_annotation(self, text: str, line: int) -> None:
        """An annotation glyph or NAG (``$3``) written apart, on the move before it."""

    def visit_comment(self, text: str, line: int) -> None:
        """A comment's text, its spaces joined."""

    def visit_variation(self, text: str, line: int) -> None:
        """A side line, as written with its parentheses (not part of the game played)."""

    def visit_result(self, text: str, line: int) -> None:
        """The result that ends the game in its movetext."""

    def visit_error(self, problem: Problem, token: str, line: int, shown: str = "") -> None:
        """Something that cannot be read: ``token`` as written, ``shown`` as a problem
        shows it."""

    def end_game(self) -> None:
        """The game is all told."""

    @abstractmethod
    def result(self) -> ResultT:
        """What the visitor made of the game, once ``end_game`` was called."""


class ErrorBudget:
    """How many more problems a file's games may keep."""

    def __init__(self, left: int = MAX_ERRORS_PER_FILE) -> None:
        self.left = left


class GameBuilder(BaseVisitor[PdnGame]):
    """Visitor that builds one ``PdnGame`` of all its game holds.

    Forgiving by default: problems are collected on ``game.errors`` and reading goes on;
    with ``strict`` the first problem is raised as ``PdnError``. A game keeps at most
    ``MAX_ERRORS_PER_GAME`` problems (and the file's ``budget``, shared by the builders
    of its games), moves, comments and tags up to their caps; what is left out is said
    once as a problem, and problems left out are counted in ``skipped_errors``.
    """

    def __init__(self, strict: bool = False, budget: ErrorBudget | None = None) -> None:
        self.game = PdnGame()
        self.strict = strict
        self.result_seen = False
        self.budget = budget or ErrorBudget()
        self._annotations = 0
        self._said: set[Problem] = set()  # the caps already said
        self._number = ""  # the last move number written, and the moves read since it
        self._since_number = 0
        self._last_numbered = ("", 0)  # the same when the last move was read

    def begin_game(self, index: int, line: int) -> None:
        self.game = PdnGame(index=index, line=line)

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

    def end_game(self) -> None:
        """The result is taken from the Result tag if no result token was read, and the
        players are named White and Black when the record names them P1 and P2."""
        if not self.result_seen:
            self.game.result = self.game.tags.get("Result", "*").strip() or "*"
        _players_by_colour(self.game.tags)

    def result(self) -> PdnGame:
        return self.game


class HeadersBuilder(GameBuilder):
    """A ``PdnGame`` of the game's tags, result and the problems of its tag section; its
    moves are skipped."""

    def end_tags(self) -> SkipType | None:
        return SKIP


class MovesBuilder(GameBuilder):
    """A ``PdnGame`` of the game's tags, moves and result: no comments, annotations or
    problems."""

    def visit_annotation(self, text: str, line: int) -> None:
        pass

    def visit_comment(self, text: str, line: int) -> None:
        pass

    def visit_error(self, problem: Problem, token: str, line: int, shown: str = "") -> None:
        pass


def _players_by_colour(tags: dict[str, str]) -> None:
    """White and Black tags from P1 and P2 (playstrategy.org: P1 moves first, Black in
    English draughts), where the record has no White or Black tag."""
    if "White" in tags or "Black" in tags or not ("P1" in tags or "P2" in tags):
        return
    _, rules = tagged_variant(PdnGame(tags=tags))
    first, second = ("White", "Black") if (rules or DEFAULT_VARIANT).first else ("Black", "White")
    for colour, player in ((first, "P1"), (second, "P2")):
        if player in tags:
            tags[colour] = tags[player]


# ---------------------------------------------------------------- the reader


class _GameRead(Generic[ResultT]):
    """One game being read: its visitor, and what tells where the game ends."""

    def __init__(self, visitor: BaseVisitor[ResultT], index: int, line: int,
                 comments_before: list[PdnToken]) -> None:
        self.visitor = visitor
        visitor.begin_game(index, line)
        for comment in comments_before:
            visitor.visit_comment(comment.value, comment.line)
        self.tag_names: set[str] = set()  # the tags a game keeps (``MAX_TAGS_PER_GAME``)
        self.result_tag = ""  # the Result tag, without spaces
        self.has_movetext = False  # a move or move number was read
        self.tags_ended = False
        self.skipping = False

    def ends_before(self, tag: PdnToken) -> bool:
        """Whether ``tag`` starts a new game: it follows movetext, or repeats a tag."""
        return self.has_movetext or tag.name in self.tag_names

    def read_tag(self, tag: PdnToken) -> None:
        """Tell a tag; the game's Result tag, if kept, is a word that ends its movetext."""
        name = tag.name
        if len(self.tag_names) < MAX_TAGS_PER_GAME or name in self.tag_names:
            self.tag_names.add(name)
            if name == "Result":
                self.result_tag = "".join(tag.value.split())
        self.visitor.visit_tag(name, tag.value, tag.line)

    def _end_tags(self) -> None:
        self.tags_ended = True
        self.skipping = self.visitor.end_tags() is SKIP

    def read(self, token: PdnToken) -> bool:
        """Tell a token of movetext; True when it ends the game (a result: a result token,
        or a word that is the game's Result tag)."""
        kind = token.kind
        if self.result_tag and token.text == self.result_tag and kind in (Kind.MOVE, Kind.ERROR):
            kind = Kind.RESULT
        visitor = self.visitor
        if kind is Kind.MOVE or kind is Kind.MOVE_NUMBER:
            if not self.has_movetext:
                self.has_movetext = True  # a tag from now on starts a new game
                self._end_tags()
            if self.skipping:
                pass
            elif kind is Kind.MOVE:
                visitor.visit_move(token.text, token.value, token.line)
            else:
                visitor.visit_move_number(token.text, token.line)
            return False
        if kind is Kind.RESULT:
            if not self.tags_ended:
                self._end_tags()
            visitor.visit_result(token.text, token.line)
            return True
        if self.skipping:
            pass
        elif kind is Kind.NAG or kind is Kind.GLYPH:
            visitor.visit_annotation(token.text, token.line)
        elif kind is Kind.COMMENT:
            visitor.visit_comment(token.value, token.line)
        elif kind is Kind.VARIATION:
            visitor.visit_variation(token.text, token.line)
        else:
            # junk does not end the tag section: the game it sits in keeps its tags
            assert token.problem is not None, token  # the tokenizer says why of every ERROR
            visitor.visit_error(token.problem, token.text, token.line, token.value)
        return False

    def finish(self) -> ResultT:
        """What the visitor made of the game, which ends here."""
        if not self.tags_ended:
            self._end_tags()
        self.visitor.end_game()
        return self.visitor.result()


def read_games(source: PdnSource, Visitor: Callable[[], BaseVisitor[ResultT]]
               ) -> Iterator[ResultT]:
    """What a new ``Visitor()`` makes of each game of PDN text, bytes or a stream (binary
    or text), one by one, read as they are taken: memory holds one game and a few pieces
    of the text, however long the source is.

    A new game starts at a tag section that follows movetext (or repeats a tag), and
    after a result: a result token, or a word that is the game's Result tag. Comments
    before a game's first tag are the game's.
    """
    game: _GameRead[ResultT] | None = None
    comments_before: list[PdnToken] = []
    count = 0
    for token in tokenize_pdn(text_pieces(source)):
        if token.kind is Kind.TAG:
            if game is not None and game.ends_before(token):
                yield game.finish()
                game = None
            if game is None:
                count += 1
                game = _GameRead(Visitor(), count, token.line, comments_before)
                comments_before.clear()
            game.read_tag(token)
            continue
        if game is None:
            if token.kind is Kind.COMMENT:
                if len(comments_before) < MAX_COMMENTS_PER_GAME:
                    comments_before.append(token)
                continue
            count += 1
            game = _GameRead(Visitor(), count, token.line, comments_before)
            comments_before.clear()
        if game.read(token):
            yield game.finish()
            game = None
    if game is not None:
        yield game.finish()


def iter_pdn(source: PdnSource, strict: bool = False) -> Iterator[PdnGame]:
    """The games of PDN text, bytes or a stream, one by one (``read_games`` with a
    ``GameBuilder``). Never raises on bad input unless ``strict``, when the first problem
    is raised as ``PdnError``. Problems are kept up to ``MAX_ERRORS_PER_GAME`` per game
    and ``MAX_ERRORS_PER_FILE`` in all; the rest are counted.
    """
    return read_games(source, partial(GameBuilder, strict, ErrorBudget()))


def read_pdn(source: PdnSource, strict: bool = False) -> list[PdnGame]:
    """Every game of PDN text, bytes or a stream (see ``iter_pdn``)."""
    return list(iter_pdn(source, strict))


def read_file_games(path: str | os.PathLike[str],
                    Visitor: Callable[[], BaseVisitor[ResultT]],
                    max_bytes: int = MAX_PDN_BYTES,
                    max_games: int = MAX_PDN_GAMES) -> Iterator[ResultT]:
    """What a new ``Visitor()`` makes of each game of a PDN file, one by one (``next``
    gives the first without reading the rest). The file is checked at once, before the
    first game is asked for: raises what ``pdn_file_bytes`` raises. Taking more than
    ``max_games`` games raises PdnFileError "too-large"."""
    data = pdn_file_bytes(path, max_bytes)
    return _at_most(read_games(data, Visitor), max_games, os.fspath(path))


def read_pdn_file(path: str | os.PathLike[str], max_bytes: int = MAX_PDN_BYTES,
                  max_games: int = MAX_PDN_GAMES) -> Iterator[PdnGame]:
    """The games of a PDN file, one by one, as ``read_file_games`` reads them with a
    ``GameBuilder`` (problems kept as ``iter_pdn`` keeps them)."""
    return read_file_games(path, partial(GameBuilder, False, ErrorBudget()), max_bytes,
                           max_games)


def _at_most(games: Iterator[ResultT], limit: int, name: str) -> Iterator[ResultT]:
    for count, game in enumerate(games, 1):
        if count > limit:
            raise PdnFileError(name, "too-large", f"more than {limit} games")
        yield game
