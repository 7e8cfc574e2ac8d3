"""The session: lines in, events out, rendered as exact Czech and English sentences."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_dama.notation import parse_fen, read_pdn
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import Move, find_variant
from accessible_dama.session import events
from accessible_dama.session.core import Session, resumable
from accessible_dama.session.settings import Settings


def make(tmp_path: Path, lang: str = "cs", fen: str | None = None, **kw: object) -> Session:
    s = Settings(lang=lang, opponent="human", output="silent")
    for k, v in kw.items():
        s = Settings(**{**s.__dict__, k: v})
    position = parse_fen(fen, find_variant(s.variant)) if fen else None
    return Session(s, position=position, save_path=tmp_path / "game.pdn", rng=random.Random(1),
                   engine_depth=3)


def say(session: Session, line: str) -> list[str]:
    r = Renderer(session.settings.lang, session.settings.verbosity, session.settings.notation)
    return [text for e in session.handle(line) for text in r.render(e).lines]


def test_a_game_between_two_players_in_czech(tmp_path: Path) -> None:
    s = make(tmp_path)
    r = Renderer("cs")
    assert [r.render(e).lines[0] for e in s.start()] == [
        "Nová hra: česká dáma, dva hráči. Bílý začíná. Příkazy vám řekne nápověda."
    ]
    assert say(s, "cé tři dé čtyři") == ["Bílý: c3 na d4."]
    assert say(s, "f6 g5") == ["Černý: f6 na g5."]
    assert say(s, "d4 c5") == [
        "Bílý: d4 na c5.", "Černý musí brát: b6 přes c5 na d4, nebo d6 přes c5 na b4."]
    assert say(s, "d6 b4") == ["Černý bere d6 přes c5 na b4.", "Bílý musí brát: a3 přes b4 na c5."]
    assert say(s, "a3 c5") == ["Bílý bere a3 přes b4 na c5.", "Černý musí brát: b6 přes c5 na d4."]
    assert say(s, "kdo je na tahu") == ["Na tahu: Černý, 3. tah."]
    assert say(s, "historie") == ["Zápis: 1. c3-d4 f6-g5 2. d4-c5 d6xb4 3. a3xc5"]


def test_a_game_between_two_players_in_english(tmp_path: Path) -> None:
    s = make(tmp_path, lang="en")
    s.start()
    assert say(s, "charlie three delta four") == ["White: c3 to d4."]
    assert say(s, "f6 g5") == ["Black: f6 to g5."]
    assert say(s, "material") == ["White: 12 men. Black: 12 men."]
    assert say(s, "d4 c5") == ["White: d4 to c5.",
                               "Black must capture: b6 over c5 to d4, or d6 over c5 to b4."]


def test_why_a_move_is_illegal_is_said_in_both_languages(tmp_path: Path) -> None:
    cs = make(tmp_path, fen="W:Wd4,Kh2:Bb6,g3")
    cs.start()
    assert say(cs, "d4 c3") == ["d4-c3 nelze zahrát: kámen táhne jen dopředu."]
    assert say(cs, "d4 e5") == ["d4-e5 nelze zahrát: braní je povinné, brát může h2."]
    king_first = make(tmp_path, fen="W:Wd4,Kh2:Bc5,g3")
    king_first.start()
    assert say(king_first, "d4 b6") == [
        "d4-b6 nelze zahrát: může-li brát dáma, musí brát dáma: h2."]
    en = make(tmp_path, lang="en", fen="W:Wd4,Kh2:Bb6,g3")
    en.start()
    assert say(en, "d4 c3") == ["d4-c3 is not possible: a man moves forward only."]


def test_an_ambiguous_move_asks_which_and_takes_the_answer(tmp_path: Path) -> None:
    s = make(tmp_path, lang="en")
    s.start()
    assert say(s, "b4") == ["Which piece: from a3, or from c3?"]
    assert say(s, "c3") == ["White: c3 to b4."]


def test_a_promotion_is_announced(tmp_path: Path) -> None:
    s = make(tmp_path, lang="cs", fen="W:Wc7:Ba5")
    s.start()
    assert say(s, "c7 d8") == ["Bílý: c7 na d8, mění se v dámu."]


def test_the_result_is_said_with_its_reason(tmp_path: Path) -> None:
    s = make(tmp_path, lang="cs", fen="W:Wc3:Bd4")
    s.start()
    assert say(s, "c3 e5") == ["Bílý bere c3 přes d4 na e5.",
                               "Konec hry. Bílý vyhrává: Černý už nemá žádné figury."]
    assert say(s, "e5 f6") == ["Hra skončila. Další začne příkaz nová hra."]


def test_destructive_commands_ask_first(tmp_path: Path) -> None:
    s = make(tmp_path, lang="en")
    s.start()
    assert say(s, "resign") == ["Resign this game? Yes or no."]
    assert say(s, "no") == ["All right, the game goes on."]
    assert say(s, "resign") == ["Resign this game? Yes or no."]
    # two players at one keyboard: the player to move resigns
    assert say(s, "yes") == ["Game over. Black wins: White resigned."]


def test_every_move_is_saved_and_the_game_resumes(tmp_path: Path) -> None:
    s = make(tmp_path, lang="en")
    s.start()
    for line in ("c3 d4", "f6 g5", "g3 f4"):
        say(s, line)
        saved = read_pdn((tmp_path / "game.pdn").read_bytes())[0]
        assert saved.moves == [m for m in ("c3-d4", "f6-g5", "g3-f4")][: len(saved.moves)]
    assert resumable(tmp_path / "game.pdn")
    s.close()  # the first program ends, and lets go of its game
    again = make(tmp_path, lang="en")
    assert again.load(tmp_path / "game.pdn") is None
    assert [m.path for m in again.game.moves] == [m.path for m in s.game.moves]


def test_undo_against_the_computer_takes_back_both_moves(tmp_path: Path) -> None:
    s = Session(Settings(lang="en", output="silent"), save_path=tmp_path / "g.pdn",
                rng=random.Random(3), engine_depth=3)
    s.start()
    lines = say(s, "c3 d4")
    assert lines[0] == "White: c3 to d4." and lines[1].startswith("Black")
    assert say(s, "undo") == ["Taken back: 2 moves."]
    assert len(s.game.moves) == 0


@pytest.mark.parametrize(("lang", "line", "said"), [
    ("en", "take back two moves", "Taken back: 4 moves."),
    ("cs", "vrať dva tahy", "Vráceno: 4 tahy."),
])
def test_undo_with_a_count_takes_back_that_many_of_the_players_moves(
        tmp_path: Path, lang: str, line: str, said: str) -> None:
    s = Session(Settings(lang=lang, output="silent"), save_path=tmp_path / "g.pdn",
                rng=random.Random(3), engine_depth=3)
    s.start()
    say(s, "c3 d4")
    move = s.game.legal_moves()[0]  # the computer has answered: the player's second move
    say(s, f"{move.path[0]}-{move.path[-1]}")
    assert len(s.game.moves) == 4
    assert say(s, line) == [said]
    assert len(s.game.moves) == 0


def test_the_computer_opens_when_the_player_has_black(tmp_path: Path) -> None:
    s = Session(Settings(lang="cs", play_white=False, output="silent"),
                save_path=tmp_path / "g.pdn", rng=random.Random(3), engine_depth=3)
    r = Renderer("cs")
    lines = [line for e in s.start() for line in r.render(e).lines]
    assert lines[0].endswith("Hrajete černými. Příkazy vám řekne nápověda.")
    assert lines[1].startswith("Bílý: ")


def test_going_through_a_loaded_game(tmp_path: Path) -> None:
    pdn = tmp_path / "g.pdn"
    pdn.write_text('[White "A"]\n[Black "B"]\n1. c3-d4 f6-g5 2. g3-f4 *\n')
    s = make(tmp_path, lang="en")
    assert s.review(pdn) is None
    assert say(s, "forward") == ["White: c3 to d4.", "Move 1 of 2, Black to move."]
    assert say(s, "forward") == ["Black: f6 to g5.", "Move 2 of 2, White to move."]
    assert say(s, "back") == ["Move 1 of 2, Black to move."]
    assert say(s, "goto 2") == ["Move 2 of 2, White to move: g3 to f4."]
    # "back 2" in a record: a step of two, not a move taken back
    assert say(s, "back 2") == ["Start of the game, 2 moves to go through."]
    assert say(s, "goto 2") == ["Move 2 of 2, White to move: g3 to f4."]
    assert say(s, "forward") == ["White: g3 to f4.", "Move 2 of 2. End of the record."]


def test_the_clock_warns_and_the_flag_ends_the_game(tmp_path: Path) -> None:
    now = [0.0]
    s = Session(Settings(lang="en", opponent="human", output="silent", clock_minutes=2.0),
                save_path=tmp_path / "g.pdn", clock=lambda: now[0])
    s.start()
    now[0] = 61.0
    r = Renderer("en")
    assert [r.render(e).lines[0] for e in s.tick()] == ["White has 59 s left."]
    now[0] = 121.0
    assert [r.render(e).lines[0] for e in s.tick()] == [
        "Game over. Black wins: White ran out of time."]


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(lines=st.lists(st.text(max_size=30), max_size=6), lang=st.sampled_from(["cs", "en"]))
def test_no_input_ever_raises_and_each_line_gets_a_sentence(
    tmp_path: Path, lines: list[str], lang: str
) -> None:
    s = make(tmp_path, lang=lang)
    s.start()
    r = Renderer(lang)
    for line in lines:
        if s.quit_requested:
            break
        out = s.handle(line)
        if line.strip():
            assert out, f"no answer to {line!r}"
        for e in out:
            if not isinstance(e, (events.RepeatAsked, events.MoreAsked)):
                assert all(text.strip() for text in r.render(e).lines)


def test_a_position_set_on_a_board_keeps_the_moves_before_it(tmp_path: Path) -> None:
    s = make(tmp_path, lang="en")
    s.start()
    say(s, "c3 d4")
    say(s, "f6 g5")
    # an irregular move left to stand: the pieces where they are, not reachable legally
    odd = parse_fen("W:W18,21,23,24,25,26,27,28,29,30,31,32:B1-11,16", find_variant("czech"))
    s.set_position(odd, "irregular move left to stand")
    say(s, "g3 h4")
    games = read_pdn((tmp_path / "game.pdn").read_bytes())
    assert [g.moves for g in games] == [["c3-d4", "f6-g5"], ["g3-h4"]]
    assert games[0].tags["Annotator"] == "irregular move left to stand"
    s.close()  # the first program ends, and lets go of its game
    again = make(tmp_path, lang="en")
    assert again.load(tmp_path / "game.pdn") is None
    assert [m.path for m in again.game.moves] == [(24, 20)]
    assert [len(moves) for _, moves, _, _ in again.earlier] == [2]
    assert resumable(tmp_path / "game.pdn")


def test_an_irregular_move_before_a_piece_taken_away_stays_in_the_earlier_part(
        tmp_path: Path) -> None:
    s = make(tmp_path, lang="en", fen="W:Wb2,c3,g3:Bd4,h8")
    s.start()
    # g3-h4 although c3 had to take d4: left to stand; then a piece is taken away
    s.let_stand(Move((24, 20)), "irregular move left to stand (missed_capture)")
    say(s, "h8 g7")
    taken = parse_fen("W:Wb2,h4:Bd4,g7", find_variant("czech"))
    s.set_position(taken, "irregular move: a piece taken away (missed_capture)")
    games = read_pdn((tmp_path / "game.pdn").read_bytes())
    assert [g.moves for g in games] == [["g3-h4", "h8-g7"], []]
    s.close()
    again = make(tmp_path, lang="en")
    assert again.load(tmp_path / "game.pdn") is None
    [(_, moves, _, irregular)] = again.earlier
    assert moves == [Move((24, 20)), Move((4, 8))]
    assert irregular == {0: "irregular move left to stand (missed_capture)"}
    assert again.game.position == taken


def test_start_without_reply_leaves_the_computers_first_move_for_the_board(
    tmp_path: Path,
) -> None:
    s = Session(Settings(lang="en", play_white=False, output="silent"),
                save_path=tmp_path / "g.pdn", rng=random.Random(3), engine_depth=3)
    s.start(reply=False)
    assert s.game.moves == [] and s.computer_to_move()


def test_a_draw_offer_to_the_computer_is_confirmed_first(tmp_path: Path) -> None:
    s = Session(Settings(lang="en", output="silent"), save_path=tmp_path / "g.pdn",
                rng=random.Random(3), engine_depth=3)
    s.start()
    assert say(s, "draw") == ["Offer the computer a draw? Yes or no."]
    assert say(s, "no") == ["All right, the game goes on."]
    assert say(s, "draw") == ["Offer the computer a draw? Yes or no."]
    # level 5's look at the start position, to depth 3 whatever the clock: all even
    assert say(s, "yes") == ["The draw is accepted.", "Game over. Draw by agreement."]


def test_the_computer_declines_a_draw_when_it_stands_better(tmp_path: Path) -> None:
    rules = find_variant("czech")
    s = Session(Settings(lang="en", output="silent"), save_path=tmp_path / "g.pdn",
                position=parse_fen("W:Wc3,e3:Bb6,d6,f6,h6", rules), rng=random.Random(3),
                engine_depth=3)
    s.start()
    say(s, "draw")
    assert say(s, "yes") == ["The computer declines the draw. Play on."]
    assert s.game.outcome is None


def test_the_opening_line_names_the_side_to_move_of_a_set_up_position(tmp_path: Path) -> None:
    s = make(tmp_path, lang="en", fen="B:Wc3:Bf6")
    r = Renderer("en")
    assert r.render(s.start()[0]).lines[0] == (
        "New game: Czech draughts, two players. Black to move. Say help for the commands.")


@pytest.mark.parametrize(
    ("notation", "verbosity", "lang", "expected"),
    [
        ("numeric", "normal", "en", "White: 22 to 18."),
        ("nato", "normal", "en", "White: charlie 3 to delta 4."),
        ("nato", "normal", "cs", "Bílý: Cyril 3 na David 4."),
        ("algebraic", "brief", "cs", "Bílý: c3 d4."),
    ],
)
def test_notation_and_verbosity_settings_change_the_announcement(
    tmp_path: Path, notation: str, verbosity: str, lang: str, expected: str
) -> None:
    s = make(tmp_path, lang=lang)
    s.start()
    word = "settings" if lang == "en" else "nastavení"
    say(s, f"{word} notation {notation}" if lang == "en" else f"{word} notace {notation}")
    say(s, f"settings verbosity {verbosity}")
    assert say(s, "c3 d4") == [expected]
