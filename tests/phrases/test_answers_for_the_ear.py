"""Answers for the ear: no line said at once is longer than 300 characters. A longer one
(a scoresheet after forty moves, a mill's moves in spelled names, a file error quoting a
long name) is said in parts: the first part, then each "more" ("víc") the next, broken
after a sentence or a list item, never inside a word; after the last part "more" gives
the answer's details as before. The history file gets every line whole."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from accessible_dama.cli.app import App, LineOutput, open_history, plain_writer
from accessible_dama.phrases.parts import SAID_AT_MOST, in_parts
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import find_game
from accessible_dama.rules.registry import OTHER_GAMES, VARIANTS
from accessible_dama.session import events
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings

GAMES = [*VARIANTS, *OTHER_GAMES]
GOES_ON = {"en": " The rest: say more.", "cs": " Zbytek: řekněte víc."}
#: what is asked at each state of a game: every question about the board and the game
ASKED = ("board", "board all", "pieces", "pieces black", "moves", "captures", "last",
         "history", "turn", "material", "clock", "help", "more", "help moves", "settings",
         "games", "hint", "more", "analysis", "review", "more", "undo")
#: file errors quoting a long name: a folder of 200 characters, a name of 260
LONG_NAME = "/nonexistent/" + "d" * 200 + "/" + "partie-" * 37 + ".pdn"
PLIES_ASKED = (0, 12, 45, 90)


class Talk:
    """A session in the line app: what is written (and so said) line by line, and the
    history file's lines."""

    def __init__(self, tmp_path: Path, settings: Settings,
                 history: LineOutput | None = None) -> None:
        self.session = Session(settings, save_path=tmp_path / "game.pdn",
                               rng=random.Random(1), engine_depth=1)
        self.written: list[str] = []
        self.history: list[str] = []
        self.app = App(self.session, self.written.append,
                       history=history or self.history.append)
        self.app.say(self.session.start())

    def ask(self, line: str) -> list[str]:
        start = len(self.written)
        self.app.handle(line)
        return self.written[start:]


def letters(text: str) -> str:
    """The text without the spaces and list marks a break may drop."""
    return re.sub(r"[\s,;:]+", "", text)


def whole(parts: list[str], lang: str) -> str:
    """The letters of an answer's parts put back together."""
    return letters("".join(p.removesuffix(GOES_ON[lang]).removesuffix("…") for p in parts))


def test_a_short_line_is_one_part_as_it_is() -> None:
    line = "White: c3 to d4." * 18
    assert len(line) == 288 and in_parts(line, GOES_ON["en"].strip()) == [line]


def test_a_long_line_breaks_after_a_sentence_or_a_list_item_never_inside_a_word() -> None:
    sentences = " ".join(f"Sentence number {n} has seven words in it." for n in range(12))
    listed = "Moves: " + ", ".join(f"alpha {n} to bravo {n}" for n in range(40)) + "."
    scoresheet = "Moves: " + " ".join(f"{n}. c3-d4 f6-g5" for n in range(1, 40))
    for line, ends in ((sentences, "."), (listed, "…"), (scoresheet, "…")):
        parts = in_parts(line, "The rest: say more.")
        assert len(parts) > 1 and all(len(p) <= SAID_AT_MOST for p in parts)
        for part in parts[:-1]:
            said = part.removesuffix(" The rest: say more.")
            assert said.endswith(ends), said
            assert said.removesuffix("…").split()[-1] in line.split()  # a whole word
        assert whole(parts, "en") == letters(line)
    # a scoresheet's part ends after a move and the next begins with a move number
    assert all(re.match(r"\d+\. ", p) for p in in_parts(scoresheet, "more")[1:])


def test_a_long_file_name_breaks_after_a_folder() -> None:
    parts = in_parts(f"The file {LONG_NAME} cannot be read.", "The rest: say more.")
    assert parts[0].endswith("/… The rest: say more.") and len(parts[0]) <= SAID_AT_MOST
    assert all(len(p) <= SAID_AT_MOST for p in parts)


def _parts_of_every_long_line(talk: Talk, said: list[str], asked: str, lang: str) -> None:
    """Each line of ``said`` is at most 300 characters; a cut one goes on with "more",
    part by part, and its whole is in the history."""
    assert all(len(line) <= SAID_AT_MOST for line in said), (asked, said)
    cut = [line for line in said if line.endswith(GOES_ON[lang])]
    if not cut:
        return
    parts = [cut[0]]
    while parts[-1].endswith(GOES_ON[lang]):
        more = talk.ask("víc" if lang == "cs" else "more")
        assert len(more) == 1 and len(more[0]) <= SAID_AT_MOST, (asked, more)
        parts += more
    assert whole(parts, lang) in {letters(h) for h in talk.history}, asked


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("notation", ["", "nato"])
@pytest.mark.parametrize("game", GAMES)
def test_no_answer_is_longer_than_300_characters_in_any_game_and_more_says_the_rest(
        tmp_path: Path, game: str, lang: str, notation: str) -> None:
    rules = find_game(game)
    talk = Talk(tmp_path, Settings(lang=lang, variant=rules.id, opponent="human",
                                   output="silent", notation=notation))
    session = talk.session
    rng = random.Random(game)
    for ply in range(max(PLIES_ASKED) + 1):
        if ply in PLIES_ASKED:
            for asked in (*ASKED, f"load {LONG_NAME}", f"save {LONG_NAME}"):
                _parts_of_every_long_line(talk, talk.ask(asked), asked, lang)
        if session.game.outcome is not None:
            break
        move = rng.choice(session.game.legal_moves())
        talk.app.say(session.play(move))
    assert all(len(line) <= SAID_AT_MOST for line in talk.written)


def test_more_says_the_rest_of_a_long_answer_first_then_its_details(tmp_path: Path) -> None:
    # the scoresheet of 45 plies in NATO spelling is said in three parts; the hint's
    # details ("more" gives the line the computer sees) follow the parts of a long hint
    talk = Talk(tmp_path, Settings(lang="en", opponent="human", output="silent",
                                   notation="nato"))
    rng = random.Random(7)  # a game of 60 plies at least
    for _ in range(45):
        talk.app.say(talk.session.play(rng.choice(talk.session.game.legal_moves())))
    first = talk.ask("history")
    assert len(first) == 1 and first[0].startswith("Moves: 1. golf 3")
    parts = [first[0]]
    while parts[-1].endswith(GOES_ON["en"]):
        parts += talk.ask("more")
    assert len(parts) >= 3
    assert talk.history[-1].startswith("Moves: 1. golf 3")
    assert whole(parts, "en") == letters(talk.history[-1])
    assert talk.ask("more") == Renderer("en").render(events.NoMoreDetail()).lines  # none
    # "repeat" says the answer again from its first part, and "more" goes on again
    assert talk.ask("repeat") == first
    assert talk.ask("more") == parts[1:2]
    # a new answer has its own parts and details
    hint = talk.ask("hint")
    assert hint and talk.ask("more") != hint


def test_the_history_file_gets_every_line_whole(tmp_path: Path) -> None:
    # as the program writes it: a file in the folder for logs, made when missing
    path = tmp_path / "log" / "history.txt"
    stream = open_history(path)
    assert stream is not None
    talk = Talk(tmp_path, Settings(lang="cs", opponent="human", output="silent"),
                history=plain_writer(stream))
    said = talk.ask(f"nahrát {LONG_NAME}")
    assert said[0].endswith(GOES_ON["cs"]) and LONG_NAME not in said[0]
    talk.ask("víc")
    stream.close()
    kept = path.read_text(encoding="utf-8").splitlines()
    assert kept[0].startswith("Nová hra: česká dáma")
    assert [line for line in kept if LONG_NAME in line] == [kept[-1]]  # once, whole


def test_the_rest_of_a_long_answer_is_said_before_the_program_ends(tmp_path: Path) -> None:
    # the last answer before the program ends (no board found, a record that cannot be
    # opened) cannot be asked for with "more": its rest is said, without the call to say
    # more
    talk = Talk(tmp_path, Settings(lang="en", opponent="human", output="silent"))
    said = talk.ask(f"load {LONG_NAME}")
    assert said[0].endswith(GOES_ON["en"])
    start = len(talk.written)
    talk.app.say_the_rest()
    rest = talk.written[start:]
    assert rest and not any(line.endswith(GOES_ON["en"]) for line in rest)
    assert whole(said + rest, "en") == letters(talk.history[-1])
    talk.app.say_the_rest()
    assert len(talk.written) == start + len(rest)  # said once
