"""Every game is sacred: what is saved, where, and what the player is told.

Each game with a move has its own file in the games folder; the autosave holds the game
in progress; nothing a player did is ever overwritten; yes-or-no questions are asked
again until the answer is yes or no; a failed save is said at once, every time.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.notation import read_pdn
from accessible_dama.phrases.render import Renderer
from accessible_dama.session.core import Session
from accessible_dama.session.events import Event, Loaded
from accessible_dama.session.settings import Settings


class Clock:
    """The injected game clock."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def make(folder: Path, lang: str = "en", *, clock: Clock | None = None,
         **settings: object) -> Session:
    base: dict[str, object] = {"lang": lang, "opponent": "human", "output": "silent"}
    base.update(settings)
    return Session(Settings(**base),  # type: ignore[arg-type]
                   save_path=folder / "autosave.pdn", rng=random.Random(1),
                   clock=clock or Clock(), wall_clock=lambda: 1_790_000_000.0)


def lines(session: Session, events: list[Event]) -> list[str]:
    s = session.settings
    r = Renderer(s.lang, s.verbosity, s.notation)
    return [text for e in events for text in r.render(e).lines]


def say(session: Session, line: str) -> list[str]:
    return lines(session, session.handle(line))


def kept(folder: Path) -> list[Path]:
    return sorted((folder / "games").glob("*.pdn"))


# ---------------------------------------------------------------- yes or no


@pytest.mark.parametrize(("lang", "again"), [
    ("en", "Please answer yes or no."), ("cs", "Odpovězte prosím ano, nebo ne.")])
@pytest.mark.parametrize("command", ["resign", "new", "quit"])
def test_every_yes_no_question_asks_again_on_anything_but_yes_or_no(
        tmp_path: Path, lang: str, again: str, command: str) -> None:
    s = make(tmp_path, lang)
    s.start()
    say(s, "c3 d4")
    words = {"en": {"resign": "resign", "new": "new game", "quit": "quit", "no": "no"},
             "cs": {"resign": "vzdávám", "new": "nová hra", "quit": "konec", "no": "ne"}}[lang]
    question = say(s, words[command])
    for answer in ("f6 g5", "board", "❸", "maybe"):
        assert say(s, answer) == [again, *question]
        assert len(s.game.moves) == 1 and s.game.outcome is None and not s.quit_requested
    said = say(s, words["no"])
    assert len(said) == 1 and len(s.game.moves) == 1 and s.game.outcome is None
    assert not s.quit_requested


def test_a_draw_offer_between_two_players_is_asked_again(tmp_path: Path) -> None:
    s = make(tmp_path)
    s.start()
    assert say(s, "draw") == ["A draw is offered. Accept? Yes or no."]
    assert say(s, "c3 d4") == ["Please answer yes or no.", "A draw is offered. Accept? Yes or no."]
    assert say(s, "yes")[0] == "The draw is accepted."
    assert s.game.outcome is not None


# ---------------------------------------------------------------- the games folder


def test_every_game_with_a_move_has_its_own_file(tmp_path: Path) -> None:
    s = make(tmp_path)
    s.start()
    assert kept(tmp_path) == []  # nothing played, nothing to keep
    say(s, "c3 d4")
    say(s, "f6 g5")
    [first] = kept(tmp_path)
    assert first.read_text() == (tmp_path / "autosave.pdn").read_text()
    assert read_pdn(first.read_text())[0].moves == ["c3-d4", "f6-g5"]


@pytest.mark.parametrize(("lang", "word", "yes"), [("en", "new game", "yes"),
                                                    ("cs", "nová hra", "ano")])
def test_a_new_game_keeps_the_old_one_in_its_own_file(
        tmp_path: Path, lang: str, word: str, yes: str) -> None:
    s = make(tmp_path, lang)
    s.start()
    say(s, "c3 d4")
    old = kept(tmp_path)
    say(s, word)
    say(s, yes)
    say(s, "e3 f4")
    say(s, "f6 g5")
    files = kept(tmp_path)
    assert len(files) == 2 and old[0] in files
    assert read_pdn(old[0].read_text())[0].moves == ["c3-d4"]
    games = sorted(tuple(read_pdn(f.read_text())[0].moves) for f in files)
    assert games == [("c3-d4",), ("e3-f4", "f6-g5")]


def test_another_variant_keeps_the_game_before_it(tmp_path: Path) -> None:
    s = make(tmp_path)
    s.start()
    say(s, "c3 d4")
    say(s, "variant international")
    say(s, "32 28")
    assert len(kept(tmp_path)) == 2


def test_save_without_a_name_writes_a_new_dated_file(tmp_path: Path) -> None:
    s = make(tmp_path)
    s.start()
    say(s, "c3 d4")
    autosave = (tmp_path / "autosave.pdn").read_bytes()
    first = say(s, "save")
    second = say(s, "save")
    copies = sorted((tmp_path / "saved").glob("*.pdn"))
    assert len(copies) == 2
    assert first != second and all(line.startswith("Game saved to ") for line in first + second)
    assert (tmp_path / "autosave.pdn").read_bytes() == autosave
    assert all(read_pdn(c.read_text())[0].moves == ["c3-d4"] for c in copies)


def test_the_library_lists_the_games_and_opens_one_by_number(tmp_path: Path) -> None:
    s = make(tmp_path)
    s.start()
    say(s, "c3 d4")
    say(s, "new game")
    say(s, "yes")
    say(s, "e3 f4")
    said = say(s, "games")
    assert said[0] == "2 games are kept. Say games and a number to open one."
    assert len(said) == 3 and said[1].startswith("Game 1: ") and "Czech draughts" in said[1]
    assert said[1].endswith("1 move, unfinished.")
    # game 2 was played before game 1; it goes on in its own file, not in a new one
    [older] = [f for f in kept(tmp_path) if read_pdn(f.read_text())[0].moves == ["c3-d4"]]
    assert s.handle("games 2")[0] == Loaded(older.name, 1)
    say(s, "f6 g5")
    assert len(kept(tmp_path)) == 2
    assert read_pdn(older.read_text())[0].moves == ["c3-d4", "f6-g5"]
    assert say(s, "games 9") == ['"9" is not a possible game number.']


def test_the_library_in_czech(tmp_path: Path) -> None:
    s = make(tmp_path, "cs")
    assert say(s, "partie") == ["Zatím není uložená žádná partie."]
    s.start()
    say(s, "c3 d4")
    said = say(s, "moje partie")
    assert said[0] == "Uložená je 1 partie. Partii otevřete slovem partie a jejím číslem."
    assert said[1].startswith("Partie 1: ") and said[1].endswith(", 1 tah, nedohraná.")


# ---------------------------------------------------------------- resuming


def test_the_resume_question_names_the_game(tmp_path: Path) -> None:
    s = make(tmp_path, opponent="computer", level=4)
    s.engine_depth = 1  # the computer's reply, whatever the clock says
    s.start()
    s.handle("c3 d4")
    s.close()  # the first program ends, and lets go of its game
    again = make(tmp_path)
    notices, offer = again.saved_game()
    assert notices == [] and offer is not None
    [question] = lines(again, [offer])
    assert question.startswith("Continue the saved game? Czech draughts against the computer "
                               "at level 4, you play White; 2 moves played, white to move, "
                               "started ")
    assert question.endswith(". Yes or no.")
    czech = make(tmp_path, "cs")
    [otazka] = lines(czech, [offer])
    assert otazka.startswith("Pokračovat v uložené hře? česká dáma proti počítači na úrovni 4, "
                             "hrajete bílými; odehráno 2 tahy, na tahu je bílý, začátek ")


def test_a_declined_game_stays_in_the_games_folder(tmp_path: Path) -> None:
    s = make(tmp_path)
    s.start()
    say(s, "c3 d4")
    say(s, "f6 g5")
    s.close()  # the first program ends, and lets go of its game
    again = make(tmp_path)
    _, offer = again.saved_game()
    assert offer is not None
    again.start()  # the player said no
    again.handle("e3 f4")
    games = sorted(tuple(read_pdn(f.read_text())[0].moves) for f in kept(tmp_path))
    assert games == [("c3-d4", "f6-g5"), ("e3-f4",)]


def test_a_save_from_an_older_version_is_kept_before_it_is_overwritten(tmp_path: Path) -> None:
    (tmp_path / "autosave.pdn").write_text(
        '[Event "accessible_dama"]\n[Opponent "human"]\n[Result "*"]\n\n1. c3-d4 f6-g5 *\n')
    s = make(tmp_path)
    s.start()
    [old] = kept(tmp_path)
    assert read_pdn(old.read_text())[0].moves == ["c3-d4", "f6-g5"]


def test_a_resumed_game_is_the_same_game(tmp_path: Path) -> None:
    clock = Clock()
    s = make(tmp_path, clock=clock, clock_minutes=5.0, clock_increment=2.0)
    s.start()
    clock.now += 30
    say(s, "c3 d4")
    clock.now += 12
    say(s, "f6 g5")
    clock.now += 7  # White thinks 7 s, then the program is closed
    say(s, "board")
    file_before = kept(tmp_path)
    later = Clock()
    s.close()  # the first program ends, and lets go of its game
    again = make(tmp_path, clock=later)  # no clock in the settings now: the game has one
    said = lines(again, again.resume())
    assert said[0].startswith("The saved game goes on: Czech draughts, 2 moves played.")
    assert said[1] == "Clock: White 4 min 32 s, Black 4 min 50 s, plus 2 s a move."
    assert say(again, "last") == say(s, "last") == ["Black: f6 to g5."]
    assert say(again, "clock") == ["White 4 min 32 s, Black 4 min 50 s."]
    assert say(again, "history") == say(s, "history")
    say(again, "d4 e5")
    assert kept(tmp_path) == file_before  # the same game, in its own file


def test_the_clock_is_said_at_the_start_of_every_game_that_has_one(tmp_path: Path) -> None:
    s = make(tmp_path, "cs", clock_minutes=10.0, clock_increment=5.0)
    said = lines(s, s.start())
    assert said[1] == "Hodiny: 10 min pro každého a 5 s navíc za každý tah."
    say(s, "nová hra")
    assert "Hodiny: 10 min pro každého a 5 s navíc za každý tah." in say(s, "ano")
    assert lines(make(tmp_path / "x", clock_minutes=3.0), make(
        tmp_path / "x", clock_minutes=3.0).start())[1] == "Clock: 3 min each."


@pytest.mark.parametrize("junk", [b"\x00\x01\x02" * 100, b"\xff\xfe garbage",
                                  b"[FEN \"W:W99:B5\"]\n1. c3-d4 *\n",
                                  b"1. a1-h8 *\n"])
def test_a_save_that_cannot_be_read_is_set_aside_and_said(tmp_path: Path, junk: bytes) -> None:
    (tmp_path / "autosave.pdn").write_bytes(junk)
    s = make(tmp_path, "cs")
    notices, offer = s.saved_game()
    assert offer is None
    assert lines(s, notices) == ["Uloženou hru nelze přečíst. Soubor je odložený stranou, nic "
                                 "se nepřepsalo; kde je, řekne příkaz víc."]
    [aside] = tmp_path.glob("autosave.pdn.broken-*")
    assert aside.read_bytes() == junk
    s.start()
    say(s, "c3 d4")
    assert aside.read_bytes() == junk


def test_stale_temporary_files_of_killed_writes_are_cleaned_at_start(tmp_path: Path) -> None:
    (tmp_path / "games").mkdir()
    dead = [tmp_path / ".autosave.pdn.999999999.tmp",
            tmp_path / "games" / ".2026-11-24_10-00-00_czech.pdn.999999998.tmp"]
    for path in dead:
        path.write_bytes(b"")
    other = tmp_path / "notes.tmp"
    other.write_text("mine")
    make(tmp_path).saved_game()
    assert not any(p.exists() for p in dead) and other.exists()


# ---------------------------------------------------------------- review


def test_review_never_touches_the_game_in_progress(tmp_path: Path) -> None:
    s = make(tmp_path)
    s.start()
    say(s, "c3 d4")
    before = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    record = tmp_path / "record.pdn"
    record.write_text('[Result "1-0"]\n\n1. c3-d4 f6-g5 2. g3-h4 1-0\n')
    before[record] = record.read_bytes()
    r = make(tmp_path)
    assert r.review(record) is None
    r.start()
    for line in ("forward", "forward", "back", "undo", "quit", "yes"):
        r.handle(line)
    assert lines(r, [r.goodbye()]) == ["Goodbye."]
    after = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    assert after == before


# ---------------------------------------------------------------- failures said


def test_goodbye_says_what_became_of_the_game(tmp_path: Path) -> None:
    s = make(tmp_path)
    s.start()
    assert lines(s, [s.goodbye()]) == ["Goodbye."]
    say(s, "c3 d4")
    assert lines(s, [s.goodbye()]) == ["Goodbye. The game is saved and can go on next time."]
    say(s, "resign")
    say(s, "yes")
    assert lines(s, [s.goodbye()]) == ["Goodbye. The game is kept with your other games."]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_save_into_a_folder_that_cannot_be_written_is_said_every_time(
        tmp_path: Path, lang: str) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    s = make(blocker / "data", lang)  # a folder inside a file: no write can succeed
    s.start()
    first = say(s, "c3 d4")
    second = say(s, "f6 g5")
    expected = {
        "en": "The game is not saved: part of the path is not a folder. Try save with a file "
              "name on another disk. The game goes on.",
        "cs": "Hra není uložená: část cesty není složka. Zkuste příkaz ulož se jménem souboru "
              "na jiném disku. Hra pokračuje.",
    }[lang]
    assert first[1:] == [expected] and second[1:] == [expected]
    assert len(s.game.moves) == 2  # the game goes on in memory
    bye = lines(s, [s.goodbye()])
    assert bye == [{"en": "Goodbye. The game could not be saved: part of the path is not a "
                          "folder.",
                    "cs": "Na shledanou. Hru se nepodařilo uložit: část cesty není složka."}[lang]]


def test_a_yes_or_no_answer_is_read_like_any_line(tmp_path: Path) -> None:
    s = make(tmp_path, "cs")
    assert s.yes_or_no("  ano\u202e ") is True
    assert s.yes_or_no("\x1b[2Jne") is False
    assert s.yes_or_no("ano" * 100_000) is None
    assert s.yes_or_no("\u200b") is None


@pytest.mark.parametrize(("lang", "name", "said"), [
    ("en", "/dev/zero", "Cannot use /dev/zero: it is not an ordinary file."),
    ("cs", "/dev/zero", "Soubor /dev/zero nelze použít: není to obyčejný soubor."),
    ("en", "binary.pdn", "Cannot use binary.pdn: it is not a text file."),
    ("en", "missing.pdn", "Cannot use missing.pdn: there is no such file."),
    ("cs", "empty.pdn", "Soubor empty.pdn nelze použít: není v něm žádná partie."),
    ("en", "illegal.pdn", "Cannot use illegal.pdn: move 1. a1-h8 cannot be played."),
])
def test_a_file_that_cannot_be_loaded_is_said_and_the_game_stays(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, name: str,
        said: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "binary.pdn").write_bytes(b"\x00\x01" * 1000)
    (tmp_path / "empty.pdn").write_text("\n")
    (tmp_path / "illegal.pdn").write_text("1. a1-h8 *\n")
    s = make(tmp_path, lang)
    s.start()
    say(s, "c3 d4")
    answer = say(s, f"{'nahraj' if lang == 'cs' else 'load'} {name}")
    assert answer == [said]
    assert len(s.game.moves) == 1
