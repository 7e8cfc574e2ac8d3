"""The yes-or-no questions asked before anything that cannot be taken back: resign, a new
game, quit, a draw offered to the computer or to the other player, a move that loses
material (with warnings on), a move taken back on a sensor board.

While a question waits, a line is read as its answer only; anything but yes or no asks
it again, never taken as no. A question about the game in play (resign, a draw, a move
that loses material) is void once the game is over, however it ended (the flag, a move
made on a board while it waited): a yes or no to it says the game is over and does
nothing, and any other line is read as if nothing had been asked.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Literal

from accessible_dama.session import events
from accessible_dama.session.table import Table

#: what a question asks to do: ``offer`` a draw to the computer, agree the ``draw`` the
#: other player offers, play a ``move`` that loses material, ``takeback`` the last move
#: (its pieces were put back on a sensor board), play over the ``network`` (the game here
#: ends), wait for the opponent to ``rejoin``
Action = Literal["resign", "offer", "draw", "new", "quit", "move", "takeback", "network",
                 "rejoin"]
#: the questions about the game in play; a new game and quit may be asked at any time
ABOUT_THE_GAME: frozenset[Action] = frozenset({"resign", "offer", "draw", "move", "takeback",
                                               "rejoin"})


class Confirmation:
    """The question waiting for its answer, if any; ``on_yes`` does each action."""

    def __init__(self, table: Table,
                 on_yes: Mapping[Action, Callable[[], list[events.Event]]],
                 on_no: Mapping[Action, Callable[[], list[events.Event]]] | None = None) -> None:
        self.table = table
        self.on_yes = on_yes
        self.on_no = on_no or {}  # what a no does besides being said (an answer sent)
        self.asked: Action | None = None  # what the question waiting asks, void or not
        self.question: events.Event | None = None

    @property
    def action(self) -> Action | None:
        """What the question waiting for its answer asks to do; None when none waits, or
        when the game it was about is over."""
        if self.asked in ABOUT_THE_GAME and self.table.game.outcome is not None:
            return None
        return self.asked

    def resign(self, args: tuple[str, ...]) -> list[events.Event]:
        if self.table.game.outcome is not None:
            return [events.NotYourTurn(True)]
        return self.ask("resign")

    def new(self, args: tuple[str, ...]) -> list[events.Event]:
        saving, problem = self.table.kept()  # what the question says of the game
        return self.ask("new", events.Confirm("new", saving=saving, problem=problem))

    def quit(self, args: tuple[str, ...]) -> list[events.Event]:
        saving, problem = self.table.kept()
        return self.ask("quit", events.Confirm("quit", reviewing=self.table.reviewing,
                                               saving=saving, problem=problem))

    def draw(self, args: tuple[str, ...]) -> list[events.Event]:
        if self.table.game.outcome is not None:
            return [events.NotYourTurn(True)]
        if self.table.player is None:
            return self.ask("draw", events.DrawOffer(None))  # the other player is asked
        return self.ask("offer")

    def answer(self, yes: bool | None) -> list[events.Event] | None:
        """What follows the answer to the waiting question (``yes`` None: not yes or no).
        None when the question is void and the line is not yes or no: it is no answer, and
        is read as any other line."""
        assert self.asked is not None
        action = self.action
        if action is None:  # void: the game it asked about is over
            self.asked = None
            self.question = None
            return None if yes is None else [events.NotYourTurn(True)]
        if yes is None:  # a yes-or-no question is asked again, never taken as no
            return [events.AnswerYesOrNo(), self.question or events.Confirm(action)]
        self.asked = None
        self.question = None
        if not yes:
            told = self.on_no.get(action)
            return [*(told() if told is not None else []), events.Cancelled(action)]
        return self.on_yes[action]()

    def ask(self, action: Action, question: events.Event | None = None) -> list[events.Event]:
        self.asked = action
        self.question = question if question is not None else events.Confirm(action)
        return [self.question]
