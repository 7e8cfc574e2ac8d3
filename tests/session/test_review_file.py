"""Going through the games of a file as a player would (``dama --review FILE``): the
first game's start and who played it, where, when and the result; ``games`` lists the
file's games and ``games N`` opens one at its start; ``move N`` goes to where a player
means, White's N-th move and Black's answer to come; nothing is written. In Czech and in
English, on the games of a real tournament (../shared/pdn/mrcd2006.pdn)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.notation import read_pdn
from accessible_dama.notation.text import full_move_text
from accessible_dama.phrases.records import result_words
from accessible_dama.phrases.render import Rendered, Renderer
from accessible_dama.session.core import Session
from accessible_dama.session.events import Event, WhichMeaning
from accessible_dama.session.settings import Settings
from tests.components import SHARED_PDN

TOURNAMENT = SHARED_PDN / "mrcd2006.pdn"
#: the first game of the file, Baldangotov - Bajusz, as far as move 5
FIRST_GAME = ["a3-b4", "b6-c5", "b2-a3", "f6-e5", "b4-a5", "c5-d4", "e3xc5", "d6xb4"]


def make(folder: Path, lang: str) -> Session:
    return Session(Settings(lang=lang, opponent="human", output="silent"),
                   save_path=folder / "autosave.pdn", rng=random.Random(1))


def said(session: Session, events: list[Event]) -> Rendered:
    """The lines of ``events`` and their details (what "more" says)."""
    r = Renderer(session.settings.lang)
    out = Rendered()
    for e in events:
        rendered = r.render(e)
        out.lines += rendered.lines
        out.more += rendered.more
    return out


def say(session: Session, line: str) -> list[str]:
    return said(session, session.handle(line)).lines


def texts(session: Session) -> list[str]:
    """The moves on the board, as the record writes them."""
    return [full_move_text(session.rules, m) for m in session.game.moves]


@pytest.mark.parametrize(("lang", "header", "start", "details"), [
    ("en", "Game 1 of 44: Baldangotov - Bajusz, White won.",
     "Start of the game, 22 moves to go through.",
     ["White: Baldangotov,B.; Black: Bajusz,O.", "m-CR-q, Praha, 2006-12-02, round 1.",
      "Czech draughts."]),
    ("cs", "Partie 1 z 44: Baldangotov - Bajusz, vyhrál bílý.",
     "Začátek partie; záznam má 22 tahů.",
     ["Bílý: Baldangotov,B.; Černý: Bajusz,O.", "m-CR-q, Praha, 2. 12. 2006, kolo 1.",
      "česká dáma."]),
])
@pytest.mark.needs("records")
def test_a_file_is_gone_through_from_the_start_of_its_first_game(
        tmp_path: Path, lang: str, header: str, start: str, details: list[str]) -> None:
    s = make(tmp_path, lang)
    opened = said(s, s.review_file(TOURNAMENT))
    assert opened.lines == [header, start]
    assert opened.more == details  # where and when, on "more"
    assert s.reviewing and s.game.moves == [] and len(s.record) == 43
    first = say(s, "forward" if lang == "en" else "dopředu")
    assert texts(s) == ["a3-b4"] and len(first) == 2


@pytest.mark.parametrize(("lang", "line", "answer"), [
    ("en", "move 5", "Move 5 of 22, White to move: a3 over b4 to c5."),
    ("en", "go to move five", "Move 5 of 22, White to move: a3 over b4 to c5."),
    ("cs", "tah 5", "Tah 5 z 22, táhne Bílý: a3 přes b4 na c5."),
    ("cs", "jdi na tah pět", "Tah 5 z 22, táhne Bílý: a3 přes b4 na c5."),
])
@pytest.mark.needs("records")
def test_move_n_goes_to_where_white_plays_move_n_and_says_it(
        tmp_path: Path, lang: str, line: str, answer: str) -> None:
    s = make(tmp_path, lang)
    s.review_file(TOURNAMENT)
    assert say(s, line) == [answer]
    assert texts(s) == FIRST_GAME  # four moves of each side played, 5. a3xc5 to come
    forward = say(s, "forward" if lang == "en" else "dopředu")
    assert forward[1] == ("Move 5 of 22, Black to move." if lang == "en"
                          else "Tah 5 z 22, na tahu je Černý.")


@pytest.mark.parametrize(("lang", "games", "game_44", "head"), [
    ("en", "games", "game 44",
     "The file holds 44 games. Game 1 is open. Say games and a number to open one."),
    ("cs", "partie", "partie 44",
     "V souboru je 44 partií. Otevřená je partie 1. Partii otevřete slovem partie a jejím "
     "číslem."),
])
@pytest.mark.needs("records")
def test_games_lists_the_files_games_and_game_n_opens_one_at_its_start(
        tmp_path: Path, lang: str, games: str, game_44: str, head: str) -> None:
    s = make(tmp_path, lang)
    s.review_file(TOURNAMENT)
    listed = said(s, s.handle(games))
    assert listed.lines[0] == head
    assert listed.lines[1] == ("Game 1: Baldangotov - Bajusz, White won." if lang == "en"
                               else "Partie 1: Baldangotov - Bajusz, vyhrál bílý.")
    assert len(listed.lines) == 5 and len(listed.more) == 40  # the rest on "more"
    assert listed.more[-1] == ("Game 44: Kareta - Gatnar, White won." if lang == "en"
                               else "Partie 44: Kareta - Gatnar, vyhrál bílý.")
    say(s, "forward")
    opened = said(s, s.handle(game_44))
    assert opened.lines == (
        ["Game 44 of 44: Kareta - Gatnar, White won.",
         "Start of the game, 15 moves to go through."] if lang == "en" else
        ["Partie 44 z 44: Kareta - Gatnar, vyhrál bílý.", "Začátek partie; záznam má 15 tahů."])
    assert s.game.moves == [] and len(s.record) == 29
    assert said(s, s.handle(games)).lines[0].count("44") == 2  # game 44 is the open one


@pytest.mark.needs("records")
def test_a_game_number_the_file_does_not_have_is_said_and_changes_nothing(
        tmp_path: Path) -> None:
    s = make(tmp_path, "en")
    s.review_file(TOURNAMENT)
    say(s, "forward")
    assert say(s, "game 45") == ['"45" is not a possible game number.']
    assert texts(s) == ["a3-b4"]


def test_a_game_of_the_file_that_cannot_be_played_is_said_and_the_review_stays(
        tmp_path: Path) -> None:
    record = tmp_path / "two.pdn"
    record.write_text('[White "Novak"]\n[Black "Svoboda"]\n[Result "1-0"]\n\n'
                      "1. c3-d4 f6-g5 1-0\n\n"
                      '[White "Dvorak"]\n[Black "Cerny"]\n[Result "0-1"]\n\n'
                      "1. c3-d4 f6-g5 2. d4-h8 0-1\n")
    s = make(tmp_path, "en")
    assert said(s, s.review_file(record)).lines[0] == "Game 1 of 2: Novak - Svoboda, White won."
    say(s, "forward")
    assert say(s, "game 2") == [f"Cannot use {record}: move 2. d4-h8 cannot be played."]
    assert texts(s) == ["c3-d4"] and s.reviewing
    assert say(s, "games")[1] == "Game 1: Novak - Svoboda, White won."


def test_a_single_game_is_named_by_its_players_alone(tmp_path: Path) -> None:
    record = tmp_path / "one.pdn"
    record.write_text('[Event "Club night"]\n[Result "*"]\n\n1. c3-d4 *\n')
    s = make(tmp_path, "en")
    assert said(s, s.review_file(record)).lines == [
        "Club night, unfinished.", "Start of the game, 1 move to go through."]


def test_a_file_that_cannot_be_read_is_said_and_nothing_is_gone_through(
        tmp_path: Path) -> None:
    s = make(tmp_path, "cs")
    missing = tmp_path / "none.pdn"
    assert said(s, s.review_file(missing)).lines == [
        f"Soubor {missing} nelze použít: takový soubor neexistuje."]
    assert not s.reviewing


@pytest.mark.needs("records")
def test_outside_a_files_review_games_are_the_games_kept(tmp_path: Path) -> None:
    s = make(tmp_path, "en")
    assert say(s, "games") == ["No games are kept yet."]
    s.review_file(TOURNAMENT)
    assert say(s, "games")[0].startswith("The file holds 44 games.")
    say(s, "new")
    say(s, "yes")  # a new game leaves the file
    assert not s.reviewing
    assert say(s, "games") == ["No games are kept yet."]


@pytest.mark.parametrize(("lang", "lines", "question"), [
    ("en", ["forward", "move 5", "games", "game 44", "move 3", "back", "c3 d4", "undo",
            "quit"], "Quit? Yes or no."),
    ("cs", ["dopředu", "tah 5", "partie", "partie 44", "tah 3", "předchozí", "c3 d4", "zpět",
            "konec"], "Skončit? Ano, nebo ne."),
])
@pytest.mark.needs("records")
def test_going_through_a_file_writes_nothing(tmp_path: Path, lang: str, lines: list[str],
                                             question: str) -> None:
    s = make(tmp_path, lang)
    s.review_file(TOURNAMENT)
    answers = [say(s, line) for line in lines]
    assert answers[-1] == [question]  # no game is said to be saved
    say(s, "yes" if lang == "en" else "ano")
    assert s.quit_requested
    assert list(tmp_path.iterdir()) == []


def test_without_a_record_move_n_looks_at_the_game_and_takes_nothing_back(
        tmp_path: Path) -> None:
    s = make(tmp_path, "cs")
    s.start()
    say(s, "c3 d4")
    # a move not played yet: the game as it stands
    assert say(s, "tah 5") == ["Zpět ve hře, 1. tah, na tahu: Černý."]
    assert say(s, "tah 1") == ["Zpět před tah 1: Bílý, c3 na d4."]
    assert texts(s) == [] and s.stepping
    assert say(s, "zpět do hry") == ["Zpět ve hře, 1. tah, na tahu: Černý."]
    assert texts(s) == ["c3-d4"]



ENGLISH_MATCHES = SHARED_PDN / "OCA_2.0.pdn"


@pytest.mark.parametrize(("lang", "header", "listed"), [
    ("en", "Game 1 of 43: Wyllie - Moorhead, White won.",
     ["Game 1: Wyllie - Moorhead, White won.", "Game 6: Wyllie - Anderson, Black won."]),
    ("cs", "Partie 1 z 43: Wyllie - Moorhead, vyhrál bílý.",
     ["Partie 1: Wyllie - Moorhead, vyhrál bílý.",
      "Partie 6: Wyllie - Anderson, vyhrál černý."]),
])
@pytest.mark.needs("records")
def test_an_english_record_s_1_0_is_said_as_a_win_of_black_who_moves_first(
        tmp_path: Path, lang: str, header: str, listed: list[str]) -> None:
    # Game 1 is "0-1" and ends with White's 26x17x10x1; game 6 is "1-0"
    s = make(tmp_path, lang)
    assert said(s, s.review_file(ENGLISH_MATCHES)).lines[0] == header
    shown = said(s, s.handle("games" if lang == "en" else "partie"))
    every = shown.lines[1:] + shown.more
    assert [every[0], every[5]] == listed


def test_a_finished_english_game_is_kept_with_the_result_english_records_use(
        tmp_path: Path) -> None:
    s = Session(Settings(lang="en", variant="english", opponent="human", output="silent"),
                save_path=tmp_path / "autosave.pdn", rng=random.Random(1))
    s.start()
    s.handle("resign")  # Black moves first: Black resigns
    s.handle("yes")
    assert s.game.outcome is not None and s.game.outcome.winner is True  # White
    [record] = read_pdn((tmp_path / "autosave.pdn").read_bytes())
    assert record.result == "0-1"
    assert result_words(Renderer("en"), record.result, s.rules.first) == "White won"


@pytest.mark.parametrize(("lang", "line"), [("en", "back one"), ("cs", "vrať ta"),
                                            ("cs", "zpátky")])
def test_back_in_a_record_gone_through_steps_back_without_asking(
        tmp_path: Path, lang: str, line: str) -> None:
    # in a game "zpátky" may take the move back or look back, and is asked; in a record
    # there is nothing to take back
    record = tmp_path / "one.pdn"
    record.write_text('[White "Novak"]\n[Black "Svoboda"]\n[Result "1-0"]\n\n'
                      "1. c3-d4 f6-g5 2. g3-h4 1-0\n")
    s = make(tmp_path, lang)
    s.review_file(record)
    say(s, "forward")
    say(s, "forward")
    assert texts(s) == ["c3-d4", "f6-g5"]
    assert not any(isinstance(e, WhichMeaning) for e in s.handle(line))
    assert texts(s) == ["c3-d4"] and s.reviewing
