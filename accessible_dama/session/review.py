"""Going through a record move by move: ``forward``, ``back``, ``goto N``. While a record
is gone through nothing is written and nobody plays against the computer.

``mistakes`` (``rozbor``, ``review``) names the moves that lost most, of the game played
or of the record; a finished game is then gone through from the first of them.

Moves are numbered as players number them, a move of each side to a number: ``goto 12``
goes to where White's twelfth move begins and says that move (a record that starts with
Black to move numbers Black's first move 1...). The record may be one game of a file
whose games are gone through one by one (``file``, ``dama --review``).
"""

from __future__ import annotations

from collections.abc import Mapping

from accessible_dama.engine import mistakes
from accessible_dama.notation.squares import ascii_number
from accessible_dama.rules import Color, Move, Outcome, new_game
from accessible_dama.session import events
from accessible_dama.session.games import announced, push_move, steps
from accessible_dama.session.record import FileOfGames
from accessible_dama.session.table import Table

#: plies from which a review says how far it is (a short one is over before it could)
REVIEW_PROGRESS_FROM = 40


class Review:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.reviewing = False
        self.record: list[Move] = []  # the moves of the record gone through
        self.irregular: dict[int, str] = {}  # its irregular moves left to stand
        self.file: FileOfGames | None = None  # the file whose games are gone through
        self.number = 0  # which of the file's games is the record (from 1)
        self.tags: dict[str, str] = {}  # the record's tags (its players, its result)
        self.outcome: Outcome | None = None  # how the record ends on the board, if it does
        #: who played the computer, and at which level, in a game of this program's own
        self.player: Color | None = None
        self.level = 0

    def begin(self, file: FileOfGames | None = None, number: int = 0,
              tags: Mapping[str, str] | None = None) -> None:
        """Go through the game on the table from its start: its moves become the record
        (game ``number`` of ``file``, when it is one of a file's games, with its
        ``tags``)."""
        game = self.table.game
        self.tags = dict(tags or {})
        self.outcome = game.outcome
        self.player, self.level = self.table.player, self.table.settings.level
        self.reviewing = True
        self.record = list(game.moves)
        self.irregular = dict(game.irregular)
        self.file, self.number = file, number
        while game.moves:
            game.pop()

    def end(self) -> None:
        self.reviewing = False
        self.record = []
        self.irregular = {}
        self.file, self.number = None, 0
        self.tags, self.outcome, self.player, self.level = {}, None, None, 0

    def at(self, following: bool = False) -> events.ReviewAt:
        """Where the record stands, in moves as players count them; with ``following``,
        the record's next move too."""
        game = self.table.game
        ply, total = len(game.moves), len(self.record)
        offset = self._offset()
        coming = None
        if following and self._on_record() and ply < total:
            coming = announced(game.position.copy(), self.record[ply])
        return events.ReviewAt(ply, total, (min(ply, total - 1) + offset) // 2 + 1,
                               (total - 1 + offset) // 2 + 1 if total else 0, game.turn, coming)

    def _offset(self) -> int:
        """1 when the record starts with the second player to move (its first move is
        numbered 1...), else 0."""
        return 0 if self.table.game.start.turn == self.table.rules.first else 1

    def _on_record(self) -> bool:
        """Whether the game on the table is the record so far (the player may have
        played moves of their own from a position of it)."""
        moves = self.table.game.moves
        return moves == self.record[:len(moves)]

    def forward(self, args: tuple[str, ...]) -> list[events.Event]:
        if not self.reviewing:
            return [events.NothingToGoThrough()]
        game = self.table.game
        ply = len(game.moves)
        if ply >= len(self.record) or not self._on_record():
            return [self.at()]
        made = push_move(game, self.record[ply], irregular=self.irregular.get(ply))
        self.table.made.append(made)
        return [made, self.at()]

    def back(self, args: tuple[str, ...]) -> list[events.Event]:
        """One move back, or N ("back 3")."""
        if not self.reviewing:
            return [events.NothingToGoThrough()]
        game, made = self.table.game, self.table.made
        for _ in range(min(steps(args), len(game.moves))):
            game.pop()
            if made:
                made.pop()
        return [self.at()]

    def goto(self, args: tuple[str, ...]) -> list[events.Event]:
        """Go to the position where move N of the record begins, and say that move:
        moves are numbered as on a scoresheet, a pair per number, so move 12 begins
        before White's twelfth move."""
        if not self.reviewing:
            return [events.NothingToGoThrough()]
        number = ascii_number(args[0]) if args else None
        if number is None:
            return [events.NotUnderstood(" ".join(("goto", *args)))]
        self._to_ply(2 * (number - 1) - self._offset())
        return [self.at(following=True)]

    def _to_ply(self, target: int) -> None:
        """Go to the position before ply ``target`` of the record (0: its start)."""
        game = self.table.game
        target = min(max(0, target), len(self.record))
        while len(game.moves) > target:
            self.back(())
        while len(game.moves) < target:
            before = len(game.moves)
            self.forward(())
            if len(game.moves) == before:
                break

    def _progress(self, plies: int, total: int) -> None:
        """A long review says how far it is at each quarter of the game's moves."""
        say = self.table.say_now
        quarters = {total * q // 4 for q in (1, 2, 3)}
        if say is not None and total >= REVIEW_PROGRESS_FROM and plies in quarters:
            say(events.ReviewProgress((plies + 1) // 2, (total + 1) // 2))

    def mistakes(self, args: tuple[str, ...]) -> list[events.Event]:
        """The moves that lost most (the player's against the computer, else both
        sides'), of the record gone through or of the game so far. A finished game is
        then gone through, at the first of them; a record goes to it."""
        table = self.table
        game = table.game
        moves = self.record if self.reviewing else list(game.moves)
        notes = self.irregular if self.reviewing else game.irregular
        played = new_game(table.rules, game.start)
        for ply, move in enumerate(moves):
            played.push(move, notes.get(ply))
        player = table.player
        sides = (True, False) if player is None else (player,)
        found = mistakes(played, depth=table.engine_depth or None, sides=sides,
                         progress=self._progress)
        positions = [game.start.copy()]
        for move in moves:
            positions.append(positions[-1].copy())
            positions[-1].push(move)
        shown = events.MistakesShown(tuple(
            events.MistakeAt((m.ply + self._offset()) // 2 + 1, positions[m.ply], m)
            for m in found))
        if not found or not (self.reviewing or game.outcome is not None):
            return [shown]
        if not self.reviewing:
            self.begin()
            table.made.clear()
        self._to_ply(found[0].ply)
        return [shown, self.at(following=True)]
