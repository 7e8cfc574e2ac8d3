"""The other games of the texts from the command line: ``dama --variant NAME`` as a real
process with piped input, and the tools (interpret, replay, show, match, hint)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from dama_process import dama, env_for

from accessible_dama.cli.main import main


@pytest.mark.parametrize(
    ("args", "text", "expected"),
    [
        (["--variant", "mill", "--lang", "en"],
         "d7\na1\ng7\nd1\na7\na1\na1\nb6\ng1\nturn\nquit\nyes\n",
         ["New game: nine men's morris, two players. White moves first. Say help for the "
          "commands.",
          "White places on d7.",
          "Black places on a1.",
          "White places on g7.",
          "Black places on d1.",
          "Which man do you take: a1, d1?",
          "White places on a7 and closes a mill, taking a1.",
          "Black places on a1.",
          "White places on b6.",
          # the men of a mill stay: b6 is the one man a mill may take
          "Black places on g1 and closes a mill, taking b6.",
          "White to move, move 5. White has 5 men in hand.",
          "Quit? The game is saved and can go on next time. Yes or no.",
          "Goodbye. The game is saved and can go on next time."]),
        (["--variant", "alquerque", "--lang", "cs"],
         "cé dva cé tři\nc4 c2\nc1 c3\nkonec\nano\n",
         ["Nová hra: alquerque, dva hráči. Bílý začíná. Příkazy vám řekne nápověda.",
          "Bílý: c2 na c3.",
          "Černý musí brát: c4 přes c3 na c2.",
          "Černý bere c4 přes c3 na c2.",
          "Bílý musí brát: c1 přes c2 na c3.",
          "Bílý bere c1 přes c2 na c3.",
          "Černý musí brát: a3 přes b2 na c1.",
          "Skončit? Hra je uložená a příště může pokračovat. Ano, nebo ne.",
          "Na shledanou. Hra je uložená a příště může pokračovat."]),
        (["--variant", "alquerque-modified", "--lang", "en", "--fen", "W:Wa5,d5,e5:Ba2,c3"],
         "c3 c2\nc2 c1\na2 a1\n",
         ["New game: alquerque with the recommended modification, two players. White moves "
          "first. Say help for the commands.",
          "White cannot move and passes.",
          "Black: c3 to c2.",
          "White cannot move and passes.",
          "Black: c2 to c1.",
          "White cannot move and passes.",
          "Black: a2 to a1.",
          "Game over. White wins: neither side can move, and White has more men.",
          "Goodbye. The game is kept with your other games."]),
        (["--variant", "vietnamese", "--lang", "cs"],
         "bé dva bé tři\na4 a3\nb1 b2\nb4 c3\nc1 a3\nc3 d3\nb3 b4\n",
         ["Nová hra: vietnamské šachy, dva hráči. Bílý začíná. Příkazy vám řekne nápověda.",
          "Bílý: b2 na b3.",
          "Černý: a4 na a3.",
          "Bílý: b1 na b2.",
          "Černý: b4 na c3.",
          "Bílý král skáče z c1 přes b2 a bere a3.",
          "Černý: c3 na d3.",
          "Bílý: b3 na b4, šach.",
          "Konec hry. Bílý vyhrává: Černý dostal mat.",
          "Na shledanou. Partie je uložená mezi ostatními."]),
    ],
    ids=["mill", "alquerque", "alquerque-modified", "vietnamese"],
)
def test_a_piped_game_of_each_of_the_other_games(
    tmp_path: Path, args: list[str], text: str, expected: list[str]
) -> None:
    done = dama(tmp_path, [*args, "--opponent", "human", "--silent"], text)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == expected


def test_a_piped_game_against_the_computer_and_its_resumption(tmp_path: Path) -> None:
    done = dama(tmp_path, ["--variant", "vietnamese", "--lang", "en", "--level", "1",
                           "--silent"], "b2 b3\n")
    lines = done.stdout.splitlines()
    assert lines[0] == ("New game: Vietnamese chess against the computer, level 1 (careless "
                        "in most moves). You play White. Say help for the commands.")
    assert lines[1] == "White: b2 to b3."
    assert lines[2].startswith("Black: ")
    saved = (tmp_path / "data" / "accessible_dama" / "autosave.pdn").read_text()
    assert '[Variant "vietnamese"]' in saved
    # the next start offers the saved game; yes goes on with it, in its own game
    again = dama(tmp_path, ["--lang", "en", "--silent"], "yes\nhistory\n")
    lines = again.stdout.splitlines()
    assert lines[0].startswith("Continue the saved game? Vietnamese chess against the computer "
                               "at level 1, you play White; 2 moves played, white to move, "
                               "started ")
    assert lines[1].startswith("The saved game goes on: Vietnamese chess, 2 moves played.")
    assert lines[2].startswith("Moves: 1. b2-b3 ")


def test_the_settings_keep_the_game_chosen_in_the_game_not_on_the_command_line(
        tmp_path: Path) -> None:
    settings = tmp_path / "config" / "accessible_dama" / "settings.toml"
    dama(tmp_path, ["--variant", "mlýn", "--lang", "en", "--silent", "--opponent", "human"], "")
    assert 'variant = "czech"' in settings.read_text()
    done = dama(tmp_path, ["--silent", "--opponent", "human"], "variant mlýn\n")
    assert "Set: variant nine men's morris, kept for the next games." in done.stdout
    assert 'variant = "mill"' in settings.read_text()


def test_an_unknown_game_is_one_line_on_standard_error(tmp_path: Path) -> None:
    done = dama(tmp_path, ["--variant", "chess", "--silent"], "")
    assert done.returncode == 2
    assert done.stderr.startswith("dama: ")


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (["b2 c3", "--variant", "alquerque"], "move b2-c3"),
        (["bé dva cé tři", "--variant", "alquerque", "--lang", "cs"], "move b2-c3"),
        (["c3", "--variant", "alquerque"], "ambiguous b2-c3 c2-c3 d2-c3 d3-c3"),
        (["a1 c3 c5", "--variant", "alquerque", "--fen", "W:Wa1:Bb2,c4,c2"], "move a1xc3xc5"),
        (["b3 b2", "--variant", "alquerque-modified", "--fen", "W:Wb3:Be5"],
         "illegal b3-b2: a man steps only forward or diagonally forward."),
        (["d7 takes b6", "--variant", "mill", "--fen", "W:Wa7,g7:Bb6,d6:H5,6"], "move d7xb6"),
        (["dé sedm bere bé šest", "--variant", "mill", "--fen", "W:Wa7,g7:Bb6,d6:H5,6",
          "--lang", "cs"], "move d7xb6"),
        (["d7", "--variant", "mill", "--fen", "W:Wa7,g7:Bb6,d6:H5,6"], "ambiguous d7xb6 d7xd6"),
        (["a1-a4 x b6", "--variant", "mill", "--fen", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5"],
         "illegal a1-a4xb6: that move closes no mill, so it takes nothing."),
        (["a1 a4", "--variant", "mill", "--lang", "cs"],
         "illegal a1-a4: ještě máte v ruce 9 kamenů: nejdřív je položte na volné body."),
        (["alpha one", "--variant", "mill"], "move a1"),
        (["c2 c3", "--variant", "vietnamese"], "move c2-c3"),
        (["c1 c3", "--variant", "vietnamese"],
         "illegal c1-c3: the king captures only by jumping over its own soldier onto an enemy "
         "piece."),
        (["e4 takes c4", "--variant", "vietnamese", "--fen", "B:Wc4,a1,Kc1:Bd4,b4,Ke4"],
         "move e4xc4"),
        (["board", "--variant", "vietnamese"], "command board"),
    ],
)
def test_interpret_reads_each_game(
    args: list[str], line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["interpret", *args]) == 0
    assert capsys.readouterr().out == line + "\n"


def test_replay_checks_a_saved_game_of_each_kind(tmp_path: Path) -> None:
    from accessible_dama.session.core import Session
    from accessible_dama.session.settings import Settings

    files = []
    for variant, moves in (("mill", ["d7", "a1", "g7", "d1", "a7 x d1", "g1"]),
                           ("alquerque", ["b2 c3", "d4 b2", "a1 c3"]),
                           ("alquerque-modified", ["c2 c3", "c4 c2"]),
                           ("vietnamese", ["b2 b3", "d4 d3", "c1 b2"])):
        path = tmp_path / f"{variant}.pdn"
        s = Session(Settings(lang="en", opponent="human", output="silent", variant=variant),
                    save_path=path)
        s.start()
        for move in moves:
            s.handle(move)
        files.append(path.read_text())
    joined = tmp_path / "all.pdn"
    joined.write_text("\n".join(files))
    done = subprocess.run([sys.executable, "-m", "accessible_dama", "replay", str(joined),
                           "--lang", "en"],
                          capture_output=True, text=True, env=env_for(tmp_path), timeout=60,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert all(": OK (" in line for line in lines[:-1])
    assert [line.rsplit("(", 1)[1] for line in lines[:-1]] == [
        "mill, 6 moves)", "alquerque, 3 moves)", "alquerque-modified, 2 moves)",
        "vietnamese, 3 moves)"]
    assert lines[-1] == "4 games, 4 ok, 0 failed"


def test_replay_names_the_first_move_that_cannot_be_played(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdn = tmp_path / "bad.pdn"
    pdn.write_text('[Variant "mill"]\n1. d7 d7 *\n')
    assert main(["replay", str(pdn), "--lang", "en"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("game 1: FAILED (mill): ")
    assert "d7" in out[0]
    assert out[-1] == "1 games, 0 ok, 1 failed"


def test_show_prints_a_point_board_in_braille_and_in_words(
    capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["show", "mill", "--braille", "--fen", "W:Wa1,d1:Bg7:H7,8"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "⠼⠛⠀⠤⠒⠒⠤⠒⠒⠛",
        "⠼⠋⠀⠇⠤⠒⠤⠒⠤⠇",
        "⠼⠑⠀⠇⠇⠤⠤⠤⠇⠇",
        "⠼⠙⠀⠤⠤⠤⠀⠤⠤⠤",
        "⠼⠉⠀⠇⠇⠤⠤⠤⠇⠇",
        "⠼⠃⠀⠇⠤⠒⠤⠒⠤⠇",
        "⠼⠁⠀⠉⠒⠒⠉⠒⠒⠤",
        "⠀⠀⠀⠁⠃⠉⠙⠑⠋⠛",
    ]
    assert main(["show", "vietnamese", "--text", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == (
        "Rank 5: a5 black soldier, b5 black soldier, c5 black king, d5 black soldier, "
        "e5 black soldier.")


def test_match_plays_the_other_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--variant", "mill", "--level", "2", "--vs-level", "random",
                 "--games", "2", "--depth", "2"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "game 1: level 2 - random: 1-0 (too_few_men, 35 plies)",
        "game 2: random - level 2: 0-1 (too_few_men, 38 plies)",
        "level 2: 2 wins, 0 draws, 0 losses",
    ]


def test_hint_and_analyse_take_the_other_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hint", "mill", "--fen", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "--lang", "cs",
                 "--depth", "3"]) == 0
    assert capsys.readouterr().out == "g4-g1xb6: uzavírá mlýn.\n"
    # the check is the best move once the search sees five plies
    assert main(["hint", "vietnamese", "--fen", "W:Wc3,a1,Kc1:Be5,Kc4", "--lang", "en",
                 "--depth", "7"]) == 0
    assert capsys.readouterr().out == "c1-c2: it gives check.\n"
    assert main(["analyse", "alquerque", "--lang", "en", "--depth", "3"]) == 0
    assert capsys.readouterr().out == "The position is equal.\n"


def test_the_braille_command_prints_a_point_board(tmp_path: Path) -> None:
    from accessible_dama.cli.app import App
    from accessible_dama.session.core import Session
    from accessible_dama.session.settings import Settings

    session = Session(Settings(lang="en", opponent="human", output="silent",
                               variant="vietnamese"), save_path=tmp_path / "g.pdn")
    lines: list[str] = []
    app = App(session, lines.append)
    app.say(session.start())
    app.handle("c2 c3")
    lines.clear()
    app.handle("braille")
    assert lines == [
        "⠼⠑⠀⠛⠛⠿⠛⠛",
        "⠼⠙⠀⠛⠛⠛⠛⠛",
        "⠼⠉⠀⠤⠤⢉⠤⠤",  # c3: where the last move landed
        "⠼⠃⠀⠉⠉⡤⠉⠉",  # c2: where it started
        "⠼⠁⠀⠉⠉⠭⠉⠉",
        "⠀⠀⠀⠁⠃⠉⠙⠑",
    ]


def test_resign_draw_and_new_game_ask_first_in_the_other_games(tmp_path: Path) -> None:
    done = dama(tmp_path, ["--variant", "alquerque", "--lang", "en", "--opponent", "human",
                           "--silent"],
                "b2 c3\ndraw\nno\nnew game\nyes\nresign\nyes\nb2 c3\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "New game: alquerque, two players. White moves first. Say help for the commands.",
        "White: b2 to c3.",
        "Black must capture: d4 over c3 to b2.",
        "A draw is offered. Accept? Yes or no.",
        "All right, the game goes on.",
        "Start a new game? The current one stays saved. Yes or no.",
        "New game: alquerque, two players. White moves first. Say help for the commands.",
        "Resign this game? Yes or no.",
        "Game over. Black wins: White resigned.",
        "The game is over. Say new game to play another.",
        "Goodbye.",  # the new game had no move: nothing of it to keep
    ]
