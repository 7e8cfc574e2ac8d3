"""Answers that help, as a player asks them in their own words, in Czech and in English:
who won (during a game, after it, in a record gone through), who the opponent is, the
threats on the board and whether one piece is safe, the last N moves, stepping back and
forward through a game that goes on and back to it (a move typed meanwhile returns
first), and the short commands of lichess's blind mode (l, c, p, p w, s 3, s c, s c3)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_dama.notation import parse_fen
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import find_variant
from accessible_dama.session.core import Session
from accessible_dama.session.settings import Settings

#: White's men on c3 and e3 (a1 behind c3) and h4, Black's man on d4: Black, were it its
#: move, could take c3 (and a1 takes back) or e3 (and nothing takes back), not h4 (20)
THREATENED = "W:Wc3,e3,a1,h4:Bd4"
#: two moves of each side of an opening: 1. c3-d4 f6-e5 2. d4xf6 g7xe5
OPENING = ("c3 d4", "f6 e5", "d4 f6", "g7 e5")


def make(tmp_path: Path, lang: str, opponent: str = "human", fen: str | None = None) -> Session:
    position = parse_fen(fen, find_variant("czech")) if fen else None
    return Session(Settings(lang=lang, opponent=opponent, output="silent"), position=position,
                   save_path=tmp_path / "game.pdn", rng=random.Random(1), engine_depth=1)


def say(session: Session, line: str) -> list[str]:
    r = Renderer(session.settings.lang)
    return [text for e in session.handle(line) for text in r.render(e).lines]


def opened(tmp_path: Path, lang: str) -> Session:
    s = make(tmp_path, lang)
    for move in OPENING:
        say(s, move)
    return s


# ---------------------------------------------------------------- result


@pytest.mark.parametrize(("lang", "line", "answer"), [
    ("cs", "kdo vyhrál?", "Partie ještě neskončila: 3. tah, na tahu: Bílý."),
    ("cs", "jak to skončilo", "Partie ještě neskončila: 3. tah, na tahu: Bílý."),
    ("cs", "výsledek", "Partie ještě neskončila: 3. tah, na tahu: Bílý."),
    ("en", "who won", "The game is not over yet: move 3, White to move."),
    ("en", "what is the result", "The game is not over yet: move 3, White to move."),
])
def test_result_during_a_game_says_it_goes_on_and_whose_move(
        tmp_path: Path, lang: str, line: str, answer: str) -> None:
    assert say(opened(tmp_path, lang), line) == [answer]


@pytest.mark.parametrize(("lang", "line", "answer"), [
    ("cs", "kdo vyhrál?", "Vyhráli jste. Bílý vyhrává: Černý už nemá žádné figury."),
    ("en", "who won", "You win. White wins: Black has no pieces left."),
])
def test_result_after_a_game_says_who_won_and_why(tmp_path: Path, lang: str, line: str,
                                                  answer: str) -> None:
    s = make(tmp_path, lang, opponent="computer", fen="W:Wc3:Bd4")
    say(s, "c3 e5")
    assert s.game.outcome is not None
    assert say(s, line) == [answer]


def record(tmp_path: Path) -> Path:
    """A record of this project's own making: two named players, Black won."""
    path = tmp_path / "klub.pdn"
    path.write_text('[Event "Klubový turnaj"]\n[White "Nováková, J."]\n[Black "Dvořák, P."]\n'
                    '[Result "0-1"]\n[GameType "29"]\n\n1. c3-d4 f6-e5 2. d4xf6 g7xe5 0-1\n',
                    encoding="utf-8")
    return path


@pytest.mark.parametrize(("lang", "result", "players"), [
    ("cs", ("kdo vyhrál", "Výsledek záznamu: vyhrál černý."),
     ("s kým hraju", "Bílý: Nováková, J.; Černý: Dvořák, P.")),
    ("en", ("who won", "The record's result: Black won."),
     ("who is my opponent", "White: Nováková, J.; Black: Dvořák, P.")),
])
def test_result_and_opponent_in_a_record_gone_through_are_the_records(
        tmp_path: Path, lang: str, result: tuple[str, str], players: tuple[str, str]) -> None:
    s = make(tmp_path, lang)
    s.review_file(record(tmp_path))
    assert s.reviewing
    assert say(s, result[0]) == [result[1]]
    assert say(s, players[0]) == [players[1]]


# ---------------------------------------------------------------- opponent


@pytest.mark.parametrize(("lang", "opponent", "line", "answer"), [
    ("cs", "computer", "s kým hraju?", "Počítač na úrovni 3 (vidí 2 tahy dopředu, občas "
                                      "nepozorně); hrajete bílými."),
    ("cs", "computer", "kdo je můj soupeř", "Počítač na úrovni 3 (vidí 2 tahy dopředu, "
                                           "občas nepozorně); hrajete bílými."),
    ("cs", "human", "s kým hraju?", "Dva hráči u jedné klávesnice; počítač nehraje."),
    ("en", "computer", "who am I playing", "The computer at level 3 (looks 2 moves ahead, "
                                          "sometimes careless); you play White."),
    ("en", "human", "opponent", "Two players at one keyboard; the computer does not play."),
])
def test_opponent_is_the_computer_and_its_level_or_nobody(
        tmp_path: Path, lang: str, opponent: str, line: str, answer: str) -> None:
    assert say(make(tmp_path, lang, opponent=opponent), line) == [answer]


# ---------------------------------------------------------------- threats


@pytest.mark.parametrize(("lang", "line", "answer"), [
    ("cs", "hrozí mi něco?", "Černý by mohl brát c3, e3; nekryté: e3."),
    ("cs", "co může černý brát", "Černý by mohl brát c3, e3; nekryté: e3."),
    ("en", "any threats?", "Black could take c3, e3; unprotected: e3."),
    ("en", "what can black take", "Black could take c3, e3; unprotected: e3."),
])
def test_threats_are_the_opponents_captures_and_the_unprotected_pieces(
        tmp_path: Path, lang: str, line: str, answer: str) -> None:
    assert say(make(tmp_path, lang, fen=THREATENED), line) == [answer]


@pytest.mark.parametrize(("lang", "line", "answer"), [
    ("cs", "je můj kámen na e3 v bezpečí?",
     "Černý může brát na e3 (bílý kámen): d4 přes e3 na f2, a zpět brát nelze."),
    ("cs", "je můj kámen na c3 v bezpečí",
     "Černý může brát na c3 (bílý kámen): d4 přes c3 na b2, ale pak lze brát zpět."),
    ("cs", "co napadá a1", "Na a1 je bílý kámen v bezpečí: Černý tam nemá co brát."),
    # the numbers of the squares, as Czech draughts numbers them: 23 is e3, 22 c3
    ("en", "is my man on 23 safe?",
     "Black can take on e3 (white man): d4 over e3 to f2, and there is no capture back."),
    ("en", "is my man on 22 safe",
     "Black can take on c3 (white man): d4 over c3 to b2, but a capture back follows."),
    ("en", "is my man on a1 safe", "On a1 the white man is safe: Black cannot take it."),
    ("en", "is my man on 20 safe?", "On h4 the white man is safe: Black cannot take it."),
    ("cs", "je můj kámen na 20 v bezpečí?", "Na h4 je bílý kámen v bezpečí: Černý tam nemá "
                                           "co brát."),
])
def test_is_my_man_safe_names_the_capture_of_it_and_whether_one_takes_back(
        tmp_path: Path, lang: str, line: str, answer: str) -> None:
    assert say(make(tmp_path, lang, fen=THREATENED), line) == [answer]


def test_threats_with_nothing_to_take_say_so(tmp_path: Path) -> None:
    assert say(make(tmp_path, "cs"), "hrozby") == ["Černý nemá co brát."]
    assert say(make(tmp_path, "en"), "threats") == ["Black has nothing to take."]


# ---------------------------------------------------------------- the last N moves


@pytest.mark.parametrize(("lang", "line", "answer"), [
    ("cs", "poslední tři tahy", "Poslední 3 tahy: f6-e5, d4xf6, g7xe5."),
    ("cs", "řekni poslední dva tahy", "Poslední 2 tahy: d4xf6, g7xe5."),
    ("en", "last three moves", "The last 3 moves: f6-e5, d4xf6, g7xe5."),
    ("en", "history 2", "The last 2 moves: d4xf6, g7xe5."),
])
def test_history_n_says_the_last_n_moves_as_the_record_writes_them(
        tmp_path: Path, lang: str, line: str, answer: str) -> None:
    assert say(opened(tmp_path, lang), line) == [answer]


# ---------------------------------------------------------------- stepping through a game


@pytest.mark.parametrize(("lang", "back", "forward", "present", "said"), [
    ("cs", "předchozí tah", "další", "zpět do hry",
     ["Zpět před tah 2: Černý, g7 přes f6 na e5.",
      "Zpět před tah 2: Bílý, d4 přes e5 na f6.",
      "Tah 2: Bílý, d4 přes e5 na f6.",
      "Zpět ve hře, 3. tah, na tahu: Bílý."]),
    ("en", "previous move", "next", "back to the game",
     ["Back before move 2: Black, g7 over f6 to e5.",
      "Back before move 2: White, d4 over e5 to f6.",
      "Move 2: White, d4 over e5 to f6.",
      "Back in the game, move 3: White to move."]),
])
def test_stepping_back_and_forward_during_a_game_looks_and_present_returns(
        tmp_path: Path, lang: str, back: str, forward: str, present: str,
        said: list[str]) -> None:
    s = opened(tmp_path, lang)
    moves = list(s.game.moves)
    assert say(s, back) == said[:1]
    assert len(s.game.moves) == 3 and s.stepping
    assert say(s, back) == said[1:2]
    assert say(s, forward) == said[2:3]
    assert len(s.game.moves) == 3
    assert say(s, present) == said[3:]
    assert s.game.moves == moves and not s.stepping


@pytest.mark.parametrize(("lang", "back", "said"), [
    ("cs", "předchozí", ["Zpět ve hře, 3. tah, na tahu: Bílý.", "Bílý: b2 na c3."]),
    ("en", "previous", ["Back in the game, move 3: White to move.", "White: b2 to c3."]),
])
def test_a_move_typed_while_stepping_returns_to_the_game_first_and_is_said(
        tmp_path: Path, lang: str, back: str, said: list[str]) -> None:
    s = opened(tmp_path, lang)
    say(s, back)
    say(s, back)
    assert say(s, "b2 c3") == said
    assert len(s.game.moves) == 5 and not s.stepping


def test_stepping_forward_past_the_last_move_is_back_in_the_game(tmp_path: Path) -> None:
    s = opened(tmp_path, "en")
    say(s, "back")
    assert say(s, "forward") == ["Move 2: Black, g7 over f6 to e5.",
                                 "Back in the game, move 3: White to move."]
    assert not s.stepping and len(s.game.moves) == 4


# ---------------------------------------------------------------- the short commands


@pytest.mark.parametrize(("lang", "line", "answer"), [
    ("en", "l", ["Black captures g7 over f6 to e5."]),
    ("cs", "l", ["Černý bere g7 přes f6 na e5."]),
    ("en", "c", ["No clock in this game."]),
    ("cs", "c", ["Tato hra je bez hodin."]),
    ("en", "p w", ["White has 11 men: a3, e3, g3, b2, d2, f2, h2, a1, c1, e1, g1."]),
    ("en", "p b", ["Black has 11 men: b8, d8, f8, h8, a7, c7, e7, b6, d6, h6, e5."]),
    ("cs", "p b", ["Bílý má 11 kamenů: a3, e3, g3, b2, d2, f2, h2, a1, c1, e1, g1."]),
    ("cs", "p č", ["Černý má 11 kamenů: b8, d8, f8, h8, a7, c7, e7, b6, d6, h6, e5."]),
    ("en", "s 3", ["Rank 3: a3 white man, c3 empty, e3 white man, g3 white man."]),
    ("cs", "s 3", ["Řada 3: a3 bílý kámen, c3 prázdné, e3 bílý kámen, g3 bílý kámen."]),
    ("en", "s c", ["File c: c1 white man, c3 empty, c5 empty, c7 black man."]),
    ("cs", "s c", ["Sloupec c: c1 bílý kámen, c3 prázdné, c5 prázdné, c7 černý kámen."]),
    ("en", "s c3", ["Diagonal a1 to h8: a1 white man, b2 white man, c3 empty, d4 empty, "
                    "e5 black man, f6 empty, g7 empty, h8 black man.",
                    "Diagonal e1 to a5: e1 white man, d2 white man, c3 empty, b4 empty, "
                    "a5 empty."]),
    ("en", "diagonal a1 h8", ["Diagonal a1 to h8: a1 white man, b2 white man, c3 empty, "
                              "d4 empty, e5 black man, f6 empty, g7 empty, h8 black man."]),
    ("cs", "diagonála e1 a5", ["Diagonála e1 až a5: e1 bílý kámen, d2 bílý kámen, c3 "
                               "prázdné, b4 prázdné, a5 prázdné."]),
])
def test_lichess_short_commands_last_clock_pieces_and_scans(
        tmp_path: Path, lang: str, line: str, answer: list[str]) -> None:
    assert say(opened(tmp_path, lang), line) == answer


def test_p_alone_says_the_pieces_of_both_sides(tmp_path: Path) -> None:
    for lang in ("cs", "en"):
        said = say(opened(tmp_path, lang), "p")
        assert len(said) == 2 and said[0].startswith(("White has 11", "Bílý má 11"))


# ---------------------------------------------------------------- the sensor board


@pytest.mark.parametrize(("lang", "line", "answer"), [
    ("cs", "je připojená deska se senzory?",
     "V této hře není deska se senzory. Chcete-li hrát na ní, spusťte program příkazem: "
     "dama play --board"),
    ("en", "can I play on a real board?",
     "No sensor board is in this game. To play on one, start the program with: "
     "dama play --board"),
])
def test_the_sensor_board_asked_about_at_the_keyboard_says_how_to_play_on_one(
        tmp_path: Path, lang: str, line: str, answer: str) -> None:
    assert say(make(tmp_path, lang), line) == [answer]


@pytest.mark.parametrize(("lang", "line", "answers"), [
    ("cs", "kdo je na tahu a kolik mám času?",
     ["Na tahu: Bílý, 1. tah (vy).", "Tato hra je bez hodin."]),
    ("en", "what level is it? and whose turn is it?",
     ["level: 3 (looks 2 moves ahead, sometimes careless).", "White to move, move 1 (you)."]),
    ("en", "do I have to take?",
     ["No captures.", "Czech draughts: Capturing is compulsory: when you can capture, you must."]),
])
def test_two_questions_in_one_line_are_both_answered_in_their_order(
        tmp_path: Path, lang: str, line: str, answers: list[str]) -> None:
    assert say(make(tmp_path, lang, opponent="computer"), line) == answers
