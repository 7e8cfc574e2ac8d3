"""The words of the answers that help need their context: a threat or a result word is
read only by the requests that are about threats or the result ("hrozí mi něco?", "who
won"), and a line that uses it about something else ("a safe move", "I won!", "zapněte
upozornění, když mi něco hrozí") is read as that, or left unread, never as threats or
the result. "Kdo" beside the opponent asks who stands better, not who plays; "undo the
last two moves" takes back, it does not read them."""

from __future__ import annotations

import pytest

from accessible_dama.rules import Position
from accessible_dama.rules.variants import CZECH
from accessible_dama.understand import (
    AskBackIntent,
    CommandIntent,
    MoveIntent,
    QuestionsIntent,
    UnknownIntent,
    interpret,
)


def read(line: str, lang: str) -> tuple[str, ...] | str:
    said = interpret(line, Position(CZECH), lang)
    if isinstance(said, CommandIntent):
        return (said.name, *said.args)
    if isinstance(said, AskBackIntent):
        return "asked " + ", ".join(o.name for o in said.options)
    if isinstance(said, QuestionsIntent):
        return "both " + ", ".join(q.name for q in said.questions)
    return "unread" if isinstance(said, UnknownIntent) else type(said).__name__


@pytest.mark.parametrize(("lang", "line", "meant"), [
    ("cs", "hrozí mi něco?", ("threats",)),
    ("cs", "co mi hrozí", ("threats",)),
    ("cs", "ohrožené kameny", ("threats",)),
    ("cs", "co může černý vzít", ("threats", "black")),
    ("cs", "je kámen na e5 v bezpečí", ("threats", "e5")),
    ("cs", "co napadá f4", ("threats", "f4")),
    ("cs", "kdo vyhrál", ("result",)),
    ("cs", "jak to dopadlo", ("result",)),
    ("cs", "jaký byl výsledek", ("result",)),
    ("cs", "s kým hraju?", ("opponent",)),
    ("cs", "kdo je můj soupeř", ("opponent",)),
    ("cs", "poslední tři tahy", ("history", "3")),
    ("cs", "zpět do hry", ("present",)),
    ("en", "any threats?", ("threats",)),
    ("en", "is the king in danger", ("threats",)),
    ("en", "what can black take", ("threats", "black")),
    ("en", "is my man on 20 safe?", ("threats", "h4")),
    ("en", "can the computer take my piece on c3", ("threats", "c3")),
    # his captures, not my man's moves
    ("en", "can he eat my piece on f4", ("threats", "f4")),
    ("en", "can he jump me next move", ("threats",)),
    ("en", "who won the game", ("result",)),
    ("en", "what is my result", ("result",)),
    ("en", "who am I playing", ("opponent",)),
    ("en", "show the last two moves", ("history", "2")),
    ("en", "back to the game", ("present",)),
])
def test_threats_result_opponent_last_moves_and_present_in_players_words(
        lang: str, line: str, meant: tuple[str, ...]) -> None:
    assert read(line, lang) == meant


@pytest.mark.parametrize(("lang", "line", "meant"), [
    # a statement of a win asks for nothing
    ("cs", "vyhrál jsem!", "unread"),
    ("cs", "skončil jsem", "unread"),
    ("en", "yay i won", "unread"),
    ("en", "well played, you won", "unread"),
    # a safe move is a hint, not the threats
    ("cs", "bezpečný tah", "unread"),
    ("cs", "jaký tah je bezpečný?", "unread"),
    ("en", "give me a safe move", "unread"),
    ("en", "any good shots for me?", "unread"),
    # how to keep pieces safe is a lesson, not the list of the pieces
    ("en", "how do I keep my pieces safe", "unread"),
    ("en", "final answer", "unread"),
    ("en", "what's the result of that move", "unread"),
    # "co tě napadá" is "what comes to your mind": the computer's idea of a move
    ("cs", "co tě napadá?", ("hint",)),
    # the warnings about threats are a setting
    ("cs", "Zapněte prosím upozornění, když mi něco hrozí.", ("settings", "warnings", "on")),
    ("en", "turn on warnings when my piece is in danger", ("settings", "warnings", "on")),
    # who stands better, the computer or I: the evaluation
    ("cs", "kdo vede, já nebo počítač?", ("analysis",)),
    ("cs", "kdo je lepší, já nebo počítač", ("analysis",)),
    # taking back the last moves is an undo of that many, not reading them
    ("cs", "vrať poslední dva tahy", ("undo", "2")),
    ("en", "take back my last two moves", ("undo", "2")),
    ("en", "undo the last two moves", ("undo", "2")),
    # "what can you take": mine or the computer's, both answered
    ("en", "what can you take", "both captures, threats"),
])
def test_threat_and_result_words_about_something_else_are_not_threats_or_result(
        lang: str, line: str, meant: tuple[str, ...] | str) -> None:
    assert read(line, lang) == meant


@pytest.mark.parametrize(("lang", "line", "meant"), [
    ("en", "l", ("last",)),
    ("en", "c", ("clock",)),
    ("en", "p", ("pieces",)),
    ("en", "p w", ("pieces", "white")),
    ("en", "p b", ("pieces", "black")),
    ("en", "p k", ("pieces", "kings")),
    ("en", "s 3", ("rank", "3")),
    ("en", "s c", ("file", "c")),
    ("en", "s c3", ("diagonal", "c3")),
    ("en", "diagonal a1 h8", ("diagonal", "a1", "h8")),
    ("cs", "l", ("last",)),
    ("cs", "c", ("clock",)),
    ("cs", "p b", ("pieces", "white")),
    ("cs", "p č", ("pieces", "black")),
    ("cs", "p d", ("pieces", "kings")),
    ("cs", "s 3", ("rank", "3")),
    ("cs", "s c", ("file", "c")),
    ("cs", "s c3", ("diagonal", "c3")),
    ("cs", "diagonála e1 a5", ("diagonal", "e1", "a5")),
])
def test_lichess_short_commands_are_read_as_their_commands(
        lang: str, line: str, meant: tuple[str, ...]) -> None:
    assert read(line, lang) == meant


@pytest.mark.parametrize(("lang", "line"), [
    ("cs", "c tři d čtyři"),  # a one-letter command takes a short word only
    ("cs", "c3 d4"),
    ("en", "c 3 d 4"),
])
def test_a_one_letter_command_leaves_a_move_a_move(lang: str, line: str) -> None:
    assert isinstance(interpret(line, Position(CZECH), lang), MoveIntent)
