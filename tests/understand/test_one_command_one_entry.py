"""One command, one entry (``understand.COMMANDS``): every command has all its parts,
and the other tables of the commands are derived from it."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_dama.phrases.catalog import parse_po, po_path
from accessible_dama.phrases.help import HELP_TOPICS, command_example
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import find_game
from accessible_dama.rules.interface import start_position
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings
from accessible_dama.understand import COMMANDS, CommandIntent, interpret
from accessible_dama.understand.commands import HELP_TOPIC_NAMES
from accessible_dama.understand.lexicon import VOCABULARIES


@pytest.mark.parametrize("name", list(COMMANDS))
def test_every_command_has_its_words_its_help_and_its_example_in_both_languages(
        name: str) -> None:
    command = COMMANDS[name]
    position = start_position(find_game("czech"))
    for lang in ("cs", "en"):
        assert command.words[lang], (name, lang)
        catalog = parse_po(po_path(lang).read_text(encoding="utf-8"))
        assert catalog.get(command.description), (name, lang)
        assert catalog.get(f"example\x04{command.example}"), (name, lang)
        assert not command.on_points or catalog.get(command.on_points), (name, lang)
        example = command_example(Renderer(lang), name)
        intent = interpret(example, position, lang)
        assert isinstance(intent, CommandIntent) and intent.name == name, (example, intent)


def test_every_command_has_a_handler_named_in_its_entry(tmp_path: Path) -> None:
    session = Session(Settings(opponent="human", output="silent"),
                      save_path=tmp_path / "autosave.pdn")
    assert list(session.commands) == list(COMMANDS)
    for name, command in COMMANDS.items():
        assert callable(session.commands[name]), name
        assert command.handler.split(".")[-1], name


def test_help_lists_every_command_once_under_its_topic_but_help_itself() -> None:
    listed = [name for _, names in HELP_TOPICS for name in names]
    assert sorted(listed) == sorted(set(COMMANDS) - {"help"})
    assert all(COMMANDS[name].topic in HELP_TOPIC_NAMES for name in listed)
    assert COMMANDS["help"].topic == ""


def test_the_lexicons_read_the_words_of_the_entries() -> None:
    for lang, vocabulary in VOCABULARIES.items():
        assert dict(vocabulary.commands) == {
            name: command.words[lang] for name, command in COMMANDS.items()}
