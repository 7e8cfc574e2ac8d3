"""The lines of ``dama replay`` in the player's language: one per game of a PDN file (OK,
or FAILED with where and why) and the total.

Every reason is said from its kind: the reader's ``pdn.Problem``, a move that names no
legal move, and ``squares.Unreadable`` for a text that cannot be read. The English
catalog says an unreadable text in the reader's own words (``ReplayFailure.reason``,
``{detail}`` there), which name the part in more detail than its kind does.
"""

from __future__ import annotations

from accessible_dama.notation.pdn import (
    MAX_COMMENTS_PER_GAME,
    MAX_LINE_CHARS,
    MAX_MOVES_PER_GAME,
    MAX_TAGS_PER_GAME,
    PdnError,
    PdnGame,
    Problem,
    ReplayFailure,
)
from accessible_dama.notation.squares import Unreadable
from accessible_dama.phrases.catalog import translations
from accessible_dama.rules import AnyRules


class ReplayLines:
    """The lines of ``dama replay`` in one language."""

    def __init__(self, lang: str) -> None:
        t = translations(lang)
        self._n = t.ngettext
        self._p = t.pgettext

    def game(self, game: PdnGame) -> str:
        """``game 1 (White: A; Black: B; Date: D)``, or the game's event when no player
        is named."""
        _p = self._p
        tag_names = {"White": _p("PDN tag", "White"), "Black": _p("PDN tag", "Black"),
                     "Date": _p("PDN tag", "Date"), "Event": _p("PDN tag", "Event")}
        tags = game.tags
        names = ("White", "Black", "Date") if tags.get("White") or tags.get("Black") else ("Event",)
        said = "; ".join(f"{tag_names[name]}: {tags[name]}" for name in names if tags.get(name))
        if not said:
            return _p("replay", "game {number}").format(number=game.index)
        return _p("replay", "game {number} ({tags})").format(number=game.index, tags=said)

    def ok(self, game: PdnGame, rules: AnyRules, moves: int) -> str:
        """The game replays: its game and how many moves it has."""
        # the same words for one move as for many: scripts read the English line
        counted = self._n("{n} moves", "{n} moves", moves).format(n=moves)
        return self._p("replay", "{game}: OK ({id}, {moves})").format(
            game=self.game(game), id=rules.id, name=self._p("game", rules.name), moves=counted)

    def not_read(self, game: PdnGame, error: PdnError) -> str:
        """The game's text has a problem the reader could not read past."""
        _p = self._p
        where = (_p("replay", "after {move}").format(move=error.after) if error.after
                 else _p("replay", "before the first move"))
        if error.line:
            where = _p("replay", "{where} (line {line})").format(where=where, line=error.line)
        reasons = {
            Problem.UNEXPECTED_TOKEN: _p("replay", 'unexpected token "{shown}"'),
            Problem.UNREADABLE_TAG: _p("replay", 'unreadable tag "{shown}"'),
            Problem.COMMENT_NEVER_CLOSED: _p("replay", "comment never closed"),
            Problem.VARIATION_NEVER_CLOSED: _p("replay", "variation never closed"),
            Problem.TOO_MANY_TAGS: _p("replay", "more than {limit} tags; the rest are not read"),
            Problem.TOO_MANY_MOVES: _p("replay",
                                       "more than {limit} moves; the rest are not read"),
            Problem.TOO_MANY_COMMENTS: _p("replay",
                                          "more than {limit} comments; the rest are not read"),
            Problem.LINE_TOO_LONG: _p(
                "replay", "a line of more than {limit} characters; the rest of it is not read"),
        }
        limits = {Problem.TOO_MANY_TAGS: MAX_TAGS_PER_GAME,
                  Problem.TOO_MANY_MOVES: MAX_MOVES_PER_GAME,
                  Problem.TOO_MANY_COMMENTS: MAX_COMMENTS_PER_GAME,
                  Problem.LINE_TOO_LONG: MAX_LINE_CHARS}
        reason = reasons[error.problem].format(shown=error.shown,
                                               limit=limits.get(error.problem, 0))
        return _p("replay", "{game}: FAILED: {where}: {reason}").format(
            game=self.game(game), where=where, reason=reason)

    def not_played_here(self, game: PdnGame, tag: str, value: str) -> str:
        """The game's GameType (or Variant) tag names a game not played here."""
        if tag == "GameType":
            return self._p("replay", "{game}: FAILED: GameType {gametype} is not a game played "
                                     "here (name one with --variant)").format(
                game=self.game(game), gametype=value)
        return self._p("replay", "{game}: FAILED: {variant} is not a game played here (name "
                                 "one with --variant)").format(game=self.game(game), variant=value)

    def failed(self, game: PdnGame, rules: AnyRules, failure: ReplayFailure) -> str:
        """The game cannot be replayed in ``rules``: where it stops and why."""
        _p = self._p
        if failure.ambiguous:
            reason = _p("replay", "it could be {moves}; the record does not say which").format(
                moves=", ".join(failure.ambiguous))
        elif failure.unreadable is None:
            reason = _p("replay", "no legal move matches")
        else:
            reason = self._unreadable(failure)
        if failure.ply == 0:
            why = _p("replay", "cannot start: {reason}").format(reason=reason)
        else:
            where = (_p("replay", "move {number}{dots} {move} (ply {ply}, line {line}): "
                                  "{reason}; position {fen}; legal moves: {legal}")
                     if failure.line else
                     _p("replay", "move {number}{dots} {move} (ply {ply}): {reason}; "
                                  "position {fen}; legal moves: {legal}"))
            why = where.format(
                number=failure.move_number, dots="..." if failure.second_of_pair else ".",
                move=failure.text, ply=failure.ply, line=failure.line, reason=reason,
                fen=failure.fen, legal=", ".join(failure.legal) or _p("replay", "none"))
        return _p("replay", "{game}: FAILED ({id}): {why}").format(
            game=self.game(game), id=rules.id, name=self._p("game", rules.name), why=why)

    def _unreadable(self, failure: ReplayFailure) -> str:
        """Why a move or the start position cannot be read, from what it should have been."""
        _p = self._p
        kind = failure.unreadable
        if kind is Unreadable.POSITION and not failure.part:
            sentence = _p("replay", "the position {fen} cannot be read")
        else:
            sentence = {
                Unreadable.NOT_A_SQUARE: _p("replay", "{part} is not a square"),
                Unreadable.NO_SUCH_SQUARE: _p("replay", "there is no square {part} on this board"),
                Unreadable.LIGHT_SQUARE: _p("replay", "{part} is a light square"),
                Unreadable.NOT_A_POINT: _p("replay", "{part} is not a point of this board"),
                Unreadable.NOT_A_MOVE: _p("replay", "{part} is not a move"),
                Unreadable.POSITION: _p(
                    "replay", "the position {fen} cannot be read: {part} does not belong there"),
                Unreadable.POSITION_NOT_ALLOWED: _p(
                    "replay", "the rules do not allow the position {fen}"),
            }.get(kind or Unreadable.OTHER, _p("replay", "the text cannot be read"))
        return sentence.format(part=failure.part, fen=failure.fen, detail=failure.reason)

    def total(self, ok: int, failed: int) -> str:
        """``9 games, 9 ok, 0 failed``."""
        # the same words for one as for many: scripts read the English line
        games = self._n("{n} games", "{n} games", ok + failed).format(n=ok + failed)
        fine = self._n("{n} ok", "{n} ok", ok).format(n=ok)
        bad = self._n("{n} failed", "{n} failed", failed).format(n=failed)
        return self._p("replay", "{games}, {ok}, {failed}").format(games=games, ok=fine,
                                                                    failed=bad)
