"""The table of commands (session/commands.py and ``Session.commands``): every command the
input understanding can produce has a handler, and every handler is reached by a command
word; a name with no handler is not understood."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from accessible_dama import understand
from accessible_dama.session import events
from accessible_dama.session.commands import run_command
from accessible_dama.session.core import SensorBoardSession, Session
from accessible_dama.session.settings import Settings
from accessible_dama.understand import COMMANDS
from accessible_dama.understand.lexicon import LEXICONS


def reached_by_words() -> set[str]:
    """The commands a phrase of either language asks for."""
    return {p.command for lex in LEXICONS.values() for ps in lex.phrases.values() for p in ps}


def named_in_code() -> set[str]:
    """The commands the understanding names itself (``CommandIntent("help")``: a ``?``)."""
    names: set[str] = set()
    for path in Path(understand.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "CommandIntent" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                names.add(node.args[0].value)
    return names


@pytest.fixture(params=[Session, SensorBoardSession])
def handled(request: pytest.FixtureRequest, tmp_path: Path) -> set[str]:
    session = request.param(Settings(opponent="human", output="silent"),
                            save_path=tmp_path / "autosave.pdn")
    return set(session.commands)


def test_every_command_the_understanding_can_produce_has_a_handler(handled: set[str]) -> None:
    assert {"help", "square"} <= named_in_code()  # the scan finds what it looks for
    assert (set(COMMANDS) | reached_by_words() | named_in_code()) - handled == set()


def test_every_handler_is_reached_by_a_command_word(handled: set[str]) -> None:
    assert handled - reached_by_words() == set()


def test_a_name_with_no_handler_is_not_understood() -> None:
    handlers = {"say": lambda args: [events.NotUnderstood("|".join(args))]}
    assert run_command(handlers, "say", ("a", "b")) == [events.NotUnderstood("a|b")]
    assert run_command(handlers, "fly", ("to", "d4")) == [events.NotUnderstood("fly to d4")]
