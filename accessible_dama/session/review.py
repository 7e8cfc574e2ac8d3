"""Going through a record move by move: ``forward``, ``back``, ``goto N``. While a record
is gone through nothing is written and nobody plays against the computer."""

from __future__ import annotations

from accessible_dama.notation.squares import ascii_number
from accessible_dama.rules import Move
from accessible_dama.session import events as ev
from accessible_dama.session.games import push_move
from accessible_dama.session.table import Table


class Review:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.reviewing = False
        self.record: list[Move] = []  # the moves of the record gone through

    def begin(self) -> None:
        """Go through the game on the table from its start: its moves become the record."""
        game = self.table.game
        self.reviewing = True
        self.record = list(game.moves)
        while game.moves:
            game.pop()

    def end(self) -> None:
        self.reviewing = False
        self.record = []

    def forward(self, args: tuple[str, ...]) -> list[ev.Event]:
        game = self.table.game
        ply = len(game.moves)
        if ply >= len(self.record) or game.moves != self.record[:ply]:
            return [ev.ReviewAt(ply, len(self.record))]
        made = push_move(game, self.record[ply])
        self.table.made.append(made)
        return [made, ev.ReviewAt(ply + 1, len(self.record))]

    def back(self, args: tuple[str, ...]) -> list[ev.Event]:
        game, made = self.table.game, self.table.made
        if game.moves:
            game.pop()
            if made:
                made.pop()
        return [ev.ReviewAt(len(game.moves), len(self.record))]

    def goto(self, args: tuple[str, ...]) -> list[ev.Event]:
        """Go to the position where move N of the record begins (``forward`` then plays
        move N); moves are numbered as on a scoresheet, a pair per number."""
        number = ascii_number(args[0]) if args else None
        if number is None:
            return [ev.NotUnderstood(" ".join(("goto", *args)))]
        game = self.table.game
        offset = 0 if game.start.turn == self.table.rules.first else 1
        target = min(max(0, 2 * (number - 1) - offset), len(self.record))
        while len(game.moves) > target:
            self.back(())
        while len(game.moves) < target:
            before = len(game.moves)
            self.forward(())
            if len(game.moves) == before:
                break
        return [ev.ReviewAt(len(game.moves), len(self.record))]
