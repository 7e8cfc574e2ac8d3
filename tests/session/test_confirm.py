"""The yes-or-no questions (session/confirm.py): asked, asked again, answered; the action
is done on yes only, and once."""

from __future__ import annotations

from functools import partial

from accessible_dama.rules import BLACK
from accessible_dama.session import events
from accessible_dama.session.confirm import Action, Confirmation
from tests.session.tables import FakeTable, table_of

DONE = events.Goodbye("done")


def confirmation(table: FakeTable) -> tuple[Confirmation, list[Action]]:
    done: list[Action] = []

    def doing(action: Action) -> list[events.Event]:
        done.append(action)
        return [DONE]

    actions: tuple[Action, ...] = ("resign", "offer", "draw", "new", "quit")
    return Confirmation(table, {a: partial(doing, a) for a in actions}), done


def test_yes_does_the_action_once_and_no_cancels_it() -> None:
    confirm, done = confirmation(table_of())
    assert confirm.quit(()) == [events.Confirm("quit")]
    assert confirm.answer(True) == [DONE]
    assert (done, confirm.action, confirm.question) == (["quit"], None, None)
    assert confirm.new(()) == [events.Confirm("new")]
    assert confirm.answer(False) == [events.Cancelled("new")]
    assert (done, confirm.action) == (["quit"], None)


def test_anything_but_yes_or_no_asks_the_same_question_again() -> None:
    confirm, done = confirmation(table_of())
    confirm.draw(())
    assert confirm.answer(None) == [events.AnswerYesOrNo(), events.DrawOffer(None)]
    assert confirm.answer(None) == [events.AnswerYesOrNo(), events.DrawOffer(None)]
    assert (done, confirm.action) == ([], "draw")
    assert confirm.answer(True) == [DONE] and done == ["draw"]


def test_a_draw_is_offered_to_the_computer_or_to_the_other_player() -> None:
    confirm, _ = confirmation(table_of(player=BLACK))
    assert confirm.draw(()) == [events.Confirm("offer")]
    confirm, _ = confirmation(table_of(player=None))
    assert confirm.draw(()) == [events.DrawOffer(None)]


def test_a_finished_game_cannot_be_resigned_or_drawn() -> None:
    table = table_of()
    table.game.resign(BLACK)
    confirm, _ = confirmation(table)
    assert confirm.resign(()) == [events.NotYourTurn(True)]
    assert confirm.draw(()) == [events.NotYourTurn(True)]
    assert confirm.action is None
    assert confirm.new(()) == [events.Confirm("new")]  # a new game may always be asked for
