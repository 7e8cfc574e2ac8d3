"""Answers about the game as a whole and the dangers on the board, changing nothing:
who won (``result``), who plays (``opponent``), and what the opponent could take were
it its move (``threats``).

While the player steps back through the moves of a game that goes on, the result and
the players are those of the game as it stands (``present``), and the threats those of
the position looked at.
"""

from __future__ import annotations

from collections.abc import Callable

from accessible_dama.notation import NotationError
from accessible_dama.notation.text import parse_square
from accessible_dama.rules import BLACK, WHITE, Color, Move, Square
from accessible_dama.rules.registry import AnyGame, AnyPosition
from accessible_dama.session import events
from accessible_dama.session.review import Review
from accessible_dama.session.table import Table


def threats_of(position: AnyPosition, attacker: Color) -> tuple[AnyPosition, tuple[Move, ...],
                                                                 tuple[Square, ...]]:
    """What ``attacker`` could take were it its move in ``position``: that position with
    ``attacker`` to move, its captures there, and the pieces they take of which some
    capture cannot be answered by a capture back (unprotected)."""
    turned = position.copy()
    turned.turn = attacker
    captures = tuple(m for m in turned.legal_moves() if m.captured)
    unprotected: set[Square] = set()
    for move in captures:
        after = turned.copy()
        after.push(move)
        if not any(reply.captured for reply in after.legal_moves()):
            unprotected.update(move.captured)
    return turned, captures, tuple(sorted(unprotected))


class GameFacts:
    """Each method answers the command of its name."""

    def __init__(self, table: Table, review: Review,
                 present: Callable[[], AnyGame]) -> None:
        self.table = table
        self.review = review
        self.present = present

    def result(self, args: tuple[str, ...]) -> list[events.Event]:
        table, review = self.table, self.review
        if table.reviewing:
            tags = review.tags
            if review.outcome is not None:
                return [events.ResultShown(review.outcome, review.player)]
            return [events.ResultShown(None, None, tags.get("Result", "*") or "*",
                                       table.rules.first)]
        game = self.present()
        if game.outcome is not None:
            return [events.ResultShown(game.outcome, table.player)]
        plies = len(game.moves) + (0 if game.start.turn == game.rules.first else 1)
        return [events.ResultShown(None, table.player, to_move=game.turn,
                                   move_number=plies // 2 + 1)]

    def opponent(self, args: tuple[str, ...]) -> list[events.Event]:
        table, review = self.table, self.review
        if table.reviewing and review.player is not None:
            return [events.OpponentShown(review.level, review.player, rules=table.rules)]
        if table.reviewing:
            tags = review.tags
            return [events.OpponentShown(0, None, record=True, white=tags.get("White", ""),
                                         black=tags.get("Black", ""), event=tags.get("Event", ""))]
        if table.player is None:
            return [events.OpponentShown(0, None)]
        return [events.OpponentShown(table.settings.level, table.player, rules=table.rules)]

    def threats(self, args: tuple[str, ...]) -> list[events.Event]:
        """``threats``: what the player's opponent could take; ``threats SQUARE``: what
        could take the piece there; ``threats white|black``: what that side could take."""
        game, player = self.table.game, self.table.player
        position = game.position
        word = args[0] if args else ""
        mine = player if player is not None else game.turn
        attacker: Color = not mine
        square: Square | None = None
        if word in ("white", "black"):
            attacker = WHITE if word == "white" else BLACK
        elif word == "mine":
            attacker = mine
        elif word and word != "opponent":
            try:
                square = parse_square(self.table.rules, word)
            except NotationError:
                return [events.NotUnderstood(" ".join(("threats", *args)))]
            piece = position.piece_at(square)
            if piece is None:
                return [events.MovesShown(position.copy(), (), square)]
            attacker = not piece.color
        turned, captures, unprotected = threats_of(position, attacker)
        if square is not None:
            captures = tuple(m for m in captures if square in m.captured)
            unprotected = tuple(s for s in unprotected if s == square)
        return [events.ThreatsShown(turned, attacker, captures, unprotected, square)]
