"""The yes-or-no questions asked before anything that cannot be taken back: resign, a new
game, quit, a draw offered to the computer or to the other player, a move that loses
material (with warnings on).

While a question waits, a line is read as its answer only; anything but yes or no asks
it again, never taken as no.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Literal

from accessible_dama.session import events as ev
from accessible_dama.session.table import Table

#: what a question asks to do: ``offer`` a draw to the computer, agree the ``draw`` the
#: other player offers, play a ``move`` that loses material
Action = Literal["resign", "offer", "draw", "new", "quit", "move"]


class Confirmation:
    """The question waiting for its answer, if any; ``on_yes`` does each action."""

    def __init__(self, table: Table,
                 on_yes: Mapping[Action, Callable[[], list[ev.Event]]]) -> None:
        self.table = table
        self.on_yes = on_yes
        self.action: Action | None = None
        self.question: ev.Event | None = None

    def resign(self, args: tuple[str, ...]) -> list[ev.Event]:
        if self.table.game.outcome is not None:
            return [ev.NotYourTurn(True)]
        return self.ask("resign")

    def new(self, args: tuple[str, ...]) -> list[ev.Event]:
        saving, problem = self.table.kept()  # what the question says of the game
        return self.ask("new", ev.Confirm("new", saving=saving, problem=problem))

    def quit(self, args: tuple[str, ...]) -> list[ev.Event]:
        saving, problem = self.table.kept()
        return self.ask("quit", ev.Confirm("quit", reviewing=self.table.reviewing,
                                           saving=saving, problem=problem))

    def draw(self, args: tuple[str, ...]) -> list[ev.Event]:
        if self.table.game.outcome is not None:
            return [ev.NotYourTurn(True)]
        if self.table.player is None:
            return self.ask("draw", ev.DrawOffer(None))  # the other player is asked
        return self.ask("offer")

    def answer(self, yes: bool | None) -> list[ev.Event]:
        """What follows the answer to the waiting question (None: not yes or no)."""
        action = self.action
        assert action is not None
        if yes is None:  # a yes-or-no question is asked again, never taken as no
            return [ev.AnswerYesOrNo(), self.question or ev.Confirm(action)]
        self.action = None
        self.question = None
        if not yes:
            return [ev.Cancelled(action)]
        return self.on_yes[action]()

    def ask(self, action: Action, question: ev.Event | None = None) -> list[ev.Event]:
        self.action = action
        self.question = question if question is not None else ev.Confirm(action)
        return [self.question]
