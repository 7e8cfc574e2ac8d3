"""Help for the ear: a short first answer, the rest by topic on "more", and one command
explained with an example, every word in the player's language and accepted as typed."""

from __future__ import annotations

import re

import pytest

from accessible_dama.guides import guide_path
from accessible_dama.phrases.help import command_example, command_words
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import find_game
from accessible_dama.rules.interface import start_position
from accessible_dama.session import events
from accessible_dama.understand import COMMANDS, CommandIntent, interpret
from accessible_dama.understand import en as english
from accessible_dama.understand.lexicon import plain

GAMES = ("czech", "english", "international", "mill", "alquerque", "vietnamese")
#: what the option words of the help mean, as the session takes them
OPTIONS = {"brief", "normal", "full", "algebraic", "numeric", "nato", "cs", "en", "white",
           "black", "mine", "opponent"}
#: the names of file formats, the same in every language
FORMAT_NAMES = {"fen", "pdn"}
#: words of English phrases that are Czech words too ("by button"; "co by soupeř mohl brát")
CZECH_TOO = {"by"}


def help_of(lang: str, game: str = "czech", command: str = "") -> tuple[list[str], list[str]]:
    shown = Renderer(lang).render(
        events.HelpShown((command,) if command else (), rules=find_game(game)))
    return shown.lines, shown.more


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.?!])\s+", text.strip()) if s]


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_the_first_help_is_at_most_three_short_sentences(lang: str, game: str) -> None:
    lines, more = help_of(lang, game)
    assert len(lines) == 1
    assert len(sentences(lines[0])) <= 3
    assert len(lines[0]) < 300
    assert more  # the rest waits for "more"


def test_the_first_help_says_how_to_move_what_to_ask_and_how_to_hear_more() -> None:
    assert help_of("cs")[0] == [
        "Táhněte dvěma poli, například c3 d4. Nejčastější otázky: deska, kameny, tahy, "
        "poslední tah, rada. Všechny příkazy řekne víc, jeden příkaz vysvětlí nápověda s jeho "
        "jménem, například nápověda tahy."]
    assert help_of("en")[0] == [
        "Type a move as two squares, for example c3 d4. Most asked: board, pieces, moves, "
        "last, hint. Say more for all the commands, or help and a command's name, for "
        "example help moves."]


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_more_after_help_lists_every_command_by_topic(lang: str) -> None:
    r = Renderer(lang)
    more = help_of(lang)[1]
    titles = {"cs": ["Tahy", "Deska", "Partie", "Řeč a nastavení", "Soubory a záznamy"],
              "en": ["Moves", "The board", "The game", "Speech and settings",
                     "Files and records"]}[lang]
    assert [line.split(":")[0] for line in more[:5]] == titles
    listed = " ".join(more)
    for name in COMMANDS:
        assert command_words(r, name) in listed, name


def test_more_after_help_in_czech_reads_as_czech() -> None:
    more = help_of("cs")[1]
    assert more[1] == ("Deska: deska, celá deska, kameny [moje|soupeře|bílé|černé], pole POLE, "
                       "řada N, sloupec PÍSMENO, diagonála POLE, materiál, brajl, senzorová deska.")
    assert more[3] == (
        "Řeč a nastavení: znovu, víc, nastavení [rychlost N | hlas JMÉNO | jazyk "
        "čeština|angličtina | upovídanost stručně|normálně|podrobně | notace "
        "algebraická|číselná|hláskovací].")


def english_words() -> set[str]:
    """The English lexicon's command and option words (two letters or more: single letters
    are files and Czech words too)."""
    v = english.VOCABULARY
    phrases = [p for texts in v.commands.values() for p in texts]
    phrases += [*v.settings, *v.setting_values, *v.qualifiers, *v.pieces_words]
    return {w.casefold() for p in phrases for w in re.findall(r"[^\W\d_]+", p) if len(w) > 1}


def test_the_czech_help_has_no_english_word() -> None:
    text = " ".join([*help_of("cs")[0], *help_of("cs")[1]]
                    + [help_of("cs", command=name)[0][0] for name in COMMANDS])
    text = text.replace(str(guide_path("cs")), "")  # a file's path is no word
    words = {w.casefold() for w in re.findall(r"[^\W\d_]+", text)}  # "materiál" is Czech
    assert words & english_words() - FORMAT_NAMES - CZECH_TOO == set()


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("name", list(COMMANDS))
def test_help_with_a_command_explains_it_with_an_example_that_works(lang: str,
                                                                     name: str) -> None:
    r = Renderer(lang)
    lines, _ = help_of(lang, command=name)
    assert len(lines) == 1
    example = command_example(r, name)
    words = command_words(r, name)
    assert lines[0].startswith(f"{words}: ")
    assert lines[0].endswith(f" {example}.")
    # its own explanation, not the command's name said again
    what = lines[0].removeprefix(f"{words}: ").split(". ")[0]
    assert plain(what) not in {plain(w) for w in COMMANDS[name].words[lang]}
    assert len(what.split()) >= 3
    intent = interpret(example, start_position(find_game("czech")), lang)
    assert isinstance(intent, CommandIntent) and intent.name == name, (example, intent)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_option_the_help_shows_is_accepted_as_typed(lang: str) -> None:
    """``kameny [moje|soupeře|bílé|černé]``, ``nastavení [... | jazyk čeština|angličtina
    | ...]``: each word between the bars, after the command's word, is read as that
    command with that option."""
    r = Renderer(lang)
    position = start_position(find_game("czech"))
    checked = 0
    for name in COMMANDS:
        word, _, args = command_words(r, name).partition(" ")
        for part in args.strip("[]").split(" | "):
            setting, _, values = part.rpartition(" ")
            if "|" not in values:
                continue
            for value in values.split("|"):
                line = f"{word} {setting} {value}".replace("  ", " ")
                intent = interpret(line, position, lang)
                assert isinstance(intent, CommandIntent) and intent.name == name, line
                assert intent.args[-1:] and intent.args[-1] in OPTIONS, (line, intent)
                checked += 1
    assert checked == 12  # four whose pieces, two languages, three verbosities and notations


def test_help_for_an_unknown_command_says_so_then_helps() -> None:
    lines, _ = help_of("cs", command="xyz")
    assert lines[0].startswith("Příkaz „xyz“ neznám. Táhněte dvěma poli")
