"""The other games of the texts (alquerque, its modification, mill, Vietnamese chess)
played through the session: lines in, events out, rendered as exact Czech and English
sentences, saved after every move and resumed."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_dama.notation import points as notation
from accessible_dama.notation import read_pdn
from accessible_dama.phrases.render import Renderer
from accessible_dama.rules import PASS, PointGame, PointRules, Reason, find_game
from accessible_dama.session.core import Session, resumable
from accessible_dama.session.events import Event, FileProblem, FileTrouble, MoreAsked, RepeatAsked
from accessible_dama.session.settings import Settings


def make(tmp_path: Path, variant: str, lang: str = "cs", fen: str | None = None,
         engine_depth: int = 3, **kw: object) -> Session:
    s = Settings(lang=lang, opponent="human", output="silent", variant=variant)
    for k, v in kw.items():
        s = Settings(**{**s.__dict__, k: v})
    rules = find_game(variant)
    assert isinstance(rules, PointRules)
    position = notation.parse_fen(fen, rules) if fen else None
    return Session(s, position=position, save_path=tmp_path / "game.pdn", rng=random.Random(1),
                   engine_depth=engine_depth)


def said(session: Session, events: list[Event]) -> list[str]:
    r = Renderer(session.settings.lang, session.settings.verbosity, session.settings.notation)
    return [text for e in events for text in r.render(e).lines]


def say(session: Session, line: str) -> list[str]:
    return said(session, session.handle(line))


def play(session: Session, script: list[tuple[str, list[str]]]) -> None:
    """Each line typed, and exactly the sentences that must follow it."""
    for line, expected in script:
        assert say(session, line) == expected, line


# ---------------------------------------------------------------- whole games


ALQUERQUE_CS = [
    ("cé dva cé tři", ["Bílý: c2 na c3.", "Černý musí brát: c4 přes c3 na c2."]),
    ("c4 c2", ["Černý bere c4 přes c3 na c2.", "Bílý musí brát: c1 přes c2 na c3."]),
    ("c1 c3", ["Bílý bere c1 přes c2 na c3.", "Černý musí brát: a3 přes b2 na c1."]),
    ("a3 c1", ["Černý bere a3 přes b2 na c1.", "Bílý musí brát: c3 přes b3 na a3."]),
    ("c3 bere a3", ["Bílý bere c3 přes b3 na a3."]),
    ("c1 b2", ["Černý: c1 na b2.", "Bílý musí brát: a1 přes b2 na c3, b1 přes b2 na b3, a2 přes "
               "b2 na c2, nebo a3 přes b2 na c1."]),
    ("a2 c2", ["Bílý bere a2 přes b2 na c2.", "Černý musí brát: a4 přes a3 na a2."]),
    ("a4 a2", ["Černý bere a4 přes a3 na a2.", "Bílý musí brát: a1 přes a2 na a3."]),
    ("a1 a3", ["Bílý bere a1 přes a2 na a3."]),
    ("c5 c4", ["Černý: c5 na c4.", "Bílý musí brát: a3 přes b4 na c5, a3 přes b4 na c5, přes c4 "
               "na c3, e3 přes d4 na c5, nebo e3 přes d4 na c5, přes c4 na c3."]),
    ("e3 c3", ["Bílý bere e3 přes d4 na c5, přes c4 na c3."]),
    ("a5 a4", ["Černý: a5 na a4.", "Bílý musí brát: a3 přes a4 na a5, a3 přes b4 na c5, a3 přes "
               "b4 na c5, přes b5 na a5, nebo a3 přes b4 na c5, přes b5 na a5, přes a4 na a3 a "
               "3 další."]),
    # a chain named by its landing points
    ("a3 a5 c5", ["Bílý bere a3 přes a4 na a5, přes b5 na c5.",
                  "Černý musí brát: d5 přes c5 na b5."]),
    ("d5 b5", ["Černý bere d5 přes c5 na b5.",
               "Bílý musí brát: c3 přes b4 na a5, nebo c3 přes b4 na a5, přes b5 na c5."]),
    # start and end: the whole chain, not its first jump
    ("c3 c5", ["Bílý bere c3 přes b4 na a5, přes b5 na c5."]),
    ("e5 d5", ["Černý: e5 na d5.",
               "Bílý musí brát: c5 přes d5 na e5, nebo c5 přes d5 na e5, přes e4 na e3."]),
    ("c5 e3", ["Bílý bere c5 přes d5 na e5, přes e4 na e3.",
               "Konec hry. Bílý vyhrává: Černý už nemá žádné figury."]),
]


def test_a_whole_game_of_alquerque_in_czech(tmp_path: Path) -> None:
    s = make(tmp_path, "alquerque")
    assert said(s, s.start()) == [
        "Nová hra: alquerque, dva hráči. Bílý začíná. Příkazy vám řekne nápověda."]
    play(s, ALQUERQUE_CS)
    assert s.game.outcome is not None and s.game.outcome.reason is Reason.NO_PIECES
    assert say(s, "historie") == [
        "Zápis: 1. c2-c3 c4xc2 2. c1xc3 a3xc1 3. c3xa3 c1-b2 4. a2xc2 a4xa2 5. a1xa3 c5-c4 "
        "6. e3xc3 a5-a4 7. a3xa5xc5 d5xb5 8. c3xc5 e5-d5 9. c5xe3"]


def test_a_whole_game_of_alquerque_in_english(tmp_path: Path) -> None:
    s = make(tmp_path, "alquerque", lang="en")
    assert said(s, s.start()) == [
        "New game: alquerque, two players. White moves first. Say help for the commands."]
    play(s, [
        ("charlie two charlie three", ["White: c2 to c3.",
                                       "Black must capture: c4 over c3 to c2."]),
        ("c4 c2", ["Black captures c4 over c3 to c2.", "White must capture: c1 over c2 to c3."]),
        ("c1 c3", ["White captures c1 over c2 to c3.", "Black must capture: a3 over b2 to c1."]),
        ("a3 c1", ["Black captures a3 over b2 to c1.", "White must capture: c3 over b3 to a3."]),
        ("c3 takes a3", ["White captures c3 over b3 to a3."]),
        ("c1 b2", ["Black: c1 to b2.", "White must capture: a1 over b2 to c3, b1 over b2 to b3, "
                   "a2 over b2 to c2, or a3 over b2 to c1."]),
        ("a2xc2", ["White captures a2 over b2 to c2.", "Black must capture: a4 over a3 to a2."]),
        ("a4 a2", ["Black captures a4 over a3 to a2.", "White must capture: a1 over a2 to a3."]),
        ("a1 a3", ["White captures a1 over a2 to a3."]),
        ("c5 c4", ["Black: c5 to c4.", "White must capture: a3 over b4 to c5, a3 over b4 to c5, "
                   "over c4 to c3, e3 over d4 to c5, or e3 over d4 to c5, over c4 to c3."]),
        ("e3 c3", ["White captures e3 over d4 to c5, over c4 to c3."]),
        ("a5 a4", ["Black: a5 to a4.", "White must capture: a3 over a4 to a5, a3 over b4 to c5, "
                   "a3 over b4 to c5, over b5 to a5, or a3 over b4 to c5, over b5 to a5, over a4 "
                   "to a3 and 3 more."]),
        ("a3 a5 c5", ["White captures a3 over a4 to a5, over b5 to c5.",
                      "Black must capture: d5 over c5 to b5."]),
        ("d5 b5", ["Black captures d5 over c5 to b5.",
                   "White must capture: c3 over b4 to a5, or c3 over b4 to a5, over b5 to c5."]),
        ("c3 c5", ["White captures c3 over b4 to a5, over b5 to c5."]),
        ("e5 d5", ["Black: e5 to d5.",
                   "White must capture: c5 over d5 to e5, or c5 over d5 to e5, over e4 to e3."]),
        ("c5 e3", ["White captures c5 over d5 to e5, over e4 to e3.",
                   "Game over. White wins: Black has no pieces left."]),
    ])


def test_a_whole_game_of_modified_alquerque_with_a_circular_capture(tmp_path: Path) -> None:
    s = make(tmp_path, "alquerque-modified", lang="en")
    assert said(s, s.start()) == [
        "New game: alquerque with the recommended modification, two players. White moves "
        "first. Say help for the commands."]
    play(s, [
        ("c2 c3", ["White: c2 to c3.", "Black must capture: c4 over c3 to c2."]),
        ("c4 c2", ["Black captures c4 over c3 to c2.", "White must capture: c1 over c2 to c3."]),
        ("c1 c3", ["White captures c1 over c2 to c3.", "Black must capture: a3 over b2 to c1."]),
        ("a3 c1", ["Black captures a3 over b2 to c1.", "White must capture: c3 over b3 to a3."]),
        ("c3 a3", ["White captures c3 over b3 to a3."]),
        ("d4 c3", ["Black: d4 to c3.", "White must capture: d3 over c3 to b3."]),
        ("d3 b3", ["White captures d3 over c3 to b3.", "Black must capture: b4 over b3 to b2."]),
        ("b4 b2", ["Black captures b4 over b3 to b2.", "White must capture: a1 over b2 to c3, "
                   "b1 over b2 to b3, or a2 over b2 to c2."]),
        ("b1 b3", ["White captures b1 over b2 to b3."]),
        ("a5 b4", ["Black: a5 to b4.", "White must capture: d1 over c1 to b1, a3 over a4 to a5, "
                   "or a3 over a4 to a5, over b4 to c3."]),
        ("a3 a5", ["White captures a3 over a4 to a5.", "Black must capture: b4 over b3 to b2."]),
        ("b4 b2", ["Black captures b4 over b3 to b2.", "White must capture: a1 over b2 to c3, "
                   "d1 over c1 to b1, d1 over c1 to b1, over b2 to b3, or a2 over b2 to c2."]),
        ("d1 b3", ["White captures d1 over c1 to b1, over b2 to b3."]),
        ("c5 c4", ["Black: c5 to c4.", "White must capture: a5 over b5 to c5, or a5 over b5 to "
                   "c5, over c4 to c3."]),
        ("a5 c3", ["White captures a5 over b5 to c5, over c4 to c3."]),
    ])
    play(s, [
        ("e5 d4", ["Black: e5 to d4.", "White must capture: c3 over d4 to e5, c3 over d4 to e5, "
                   "over d5 to c5, e3 over d4 to c5, or e3 over e4 to e5 and 3 more."]),
        # the chain that comes back where it began
        ("e3 e3", ["White captures e3 over e4 to e5, over d5 to c5, over d4 to e3.",
                   "Game over. White wins: Black has no pieces left."]),
    ])


def test_modified_alquerque_passes_for_a_blocked_player_and_says_so(tmp_path: Path) -> None:
    s = make(tmp_path, "alquerque-modified", fen="W:Wa5,d5,e5:Ba2,c3")
    assert said(s, s.start()) == [
        "Nová hra: alquerque s doporučenou úpravou pravidel, dva hráči. Bílý začíná. Příkazy "
        "vám řekne nápověda.",
        "Bílý nemůže táhnout a vynechává tah."]
    play(s, [
        ("cé tři cé dva", ["Černý: c3 na c2.", "Bílý nemůže táhnout a vynechává tah."]),
        ("historie", ["Zápis: 1. pas c3-c2 2. pas"]),
        ("c2 c1", ["Černý: c2 na c1.", "Bílý nemůže táhnout a vynechává tah."]),
        ("tahy", ["Možné tahy (1): a2-a1."]),
        ("á dva á jedna", ["Černý: a2 na a1.",
                           "Konec hry. Bílý vyhrává: nikdo nemůže táhnout a Bílý má víc kamenů."]),
    ])
    en = make(tmp_path, "alquerque-modified", lang="en", fen="W:Wd5,e5:Bc2,a1")
    assert said(en, en.start())[-1] == "White cannot move and passes."
    assert say(en, "c2 c1") == [
        "Black: c2 to c1.", "Game over. Draw: neither side can move, and both have as many men."]


def test_the_pass_is_taken_back_with_the_move_before_it(tmp_path: Path) -> None:
    s = make(tmp_path, "alquerque-modified", lang="en", fen="B:Wa5,d5,e5:Ba2,c3")
    s.start()
    assert say(s, "c3 c2") == ["Black: c3 to c2.", "White cannot move and passes."]
    assert say(s, "undo") == ["Taken back: 2 moves."]
    assert s.game.moves == [] and s.game.turn is False


MILL_CS = [
    ("á jedna", ["Bílý klade na a1."]),
    ("bé šest", ["Černý klade na b6."]),
    ("d1", ["Bílý klade na d1."]),
    ("d2", ["Černý klade na d2."]),
    ("g1 bere d2", ["Bílý klade na g1 a uzavírá mlýn, bere d2."]),
    ("g4", ["Černý klade na g4."]),
    ("d2", ["Bílý klade na d2."]),
    ("f4", ["Černý klade na f4."]),
    ("d3 x f4", ["Bílý klade na d3 a uzavírá mlýn, bere f4."]),
    ("c3", ["Černý klade na c3."]),
    ("b2", ["Bílý klade na b2."]),
    ("d5", ["Černý klade na d5."]),
    ("f2 bere d5", ["Bílý klade na f2 a uzavírá mlýn, bere d5."]),
    ("f4", ["Černý klade na f4."]),
    ("e4", ["Bílý klade na e4."]),
    ("e5", ["Černý klade na e5."]),
    ("c4", ["Bílý klade na c4."]),
    ("f6", ["Černý klade na f6."]),
    ("a1 a4", ["Bílý: a1 na a4."]),
    ("g4 g7", ["Černý: g4 na g7."]),
    ("b2 b4 bere b6", ["Bílý: b2 na b4 a uzavírá mlýn, bere b6."]),
    ("f4 g4", ["Černý: f4 na g4."]),
    ("b4-b2xc3", ["Bílý: b4 na b2 a uzavírá mlýn, bere c3."]),
    ("g4 f4", ["Černý: g4 na f4."]),
    ("b2 b4 bere f4", ["Bílý: b2 na b4 a uzavírá mlýn, bere f4."]),
    # three men left: Black flies
    ("g7 f4", ["Černý přenáší kámen z g7 na f4."]),
    ("a4 a1 bere f4", ["Bílý: a4 na a1 a uzavírá mlýn, bere f4.",
                       "Konec hry. Bílý vyhrává: Černý má už jen dva kameny."]),
]


def test_a_whole_game_of_mill_in_czech(tmp_path: Path) -> None:
    s = make(tmp_path, "mill")
    assert said(s, s.start()) == [
        "Nová hra: mlýn, dva hráči. Bílý začíná. Příkazy vám řekne nápověda."]
    play(s, MILL_CS[:18])
    assert say(s, "materiál") == ["Bílý: 9 kamenů. Černý: 6 kamenů."]
    play(s, MILL_CS[18:])
    assert s.game.outcome is not None and s.game.outcome.reason is Reason.TOO_FEW_MEN


def test_a_whole_game_of_mill_in_english_asks_which_man_a_mill_takes(tmp_path: Path) -> None:
    s = make(tmp_path, "mill", lang="en")
    assert said(s, s.start()) == [
        "New game: nine men's morris, two players. White moves first. Say help for the "
        "commands."]
    play(s, [
        ("alpha one", ["White places on a1."]),
        ("b6", ["Black places on b6."]),
        ("d1", ["White places on d1."]),
        ("d2", ["Black places on d2."]),
        ("g1", ["Which man do you take: d2, b6?"]),
        ("d2", ["White places on g1 and closes a mill, taking d2."]),
        ("g4", ["Black places on g4."]),
        ("turn", ["White to move, move 4. White has 6 men in hand."]),
        ("d2", ["White places on d2."]),
        ("f4", ["Black places on f4."]),
        ("d3", ["Which man do you take: f4, g4, b6?"]),
        ("the first one", ["White places on d3 and closes a mill, taking f4."]),
        ("c3", ["Black places on c3."]),
        ("b2", ["White places on b2."]),
        ("d5", ["Black places on d5."]),
        ("f2 takes d5", ["White places on f2 and closes a mill, taking d5."]),
        ("f4", ["Black places on f4."]),
        ("material", ["White: 7 men on the board, 2 in hand. Black: 4 men on the board, "
                      "2 in hand."]),
        ("e4", ["White places on e4."]),
        ("e5", ["Black places on e5."]),
        ("c4", ["White places on c4."]),
        ("f6", ["Black places on f6."]),
        ("a1 a4", ["White: a1 to a4."]),
        ("g4 g7", ["Black: g4 to g7."]),
        ("b2 b4", ["Which man do you take: c3, f4, e5, b6, f6, g7?"]),
        ("take b6", ["White: b2 to b4 and closes a mill, taking b6."]),
        ("f4 g4", ["Black: f4 to g4."]),
        ("b4 b2 takes c3", ["White: b4 to b2 and closes a mill, taking c3."]),
        ("g4 f4", ["Black: g4 to f4."]),
        ("b2 b4 f4", ["White: b2 to b4 and closes a mill, taking f4."]),
        ("g7 f4", ["Black flies from g7 to f4."]),
        ("a4 a1 x f4", ["White: a4 to a1 and closes a mill, taking f4.",
                        "Game over. White wins: Black has only two men left."]),
    ])


VIETNAMESE_CS = [
    ("bé dva bé tři", ["Bílý: b2 na b3."]),
    ("a4 a3", ["Černý: a4 na a3."]),
    ("b1 b2", ["Bílý: b1 na b2."]),
    ("b4 c3", ["Černý: b4 na c3."]),
    ("c1 bere a3", ["Bílý král skáče z c1 přes b2 a bere a3."]),
    ("c3 d3", ["Černý: c3 na d3."]),
    ("b3 b4", ["Bílý: b3 na b4, šach.", "Konec hry. Bílý vyhrává: Černý dostal mat."]),
]


def test_a_whole_game_of_vietnamese_chess_ends_in_mate(tmp_path: Path) -> None:
    s = make(tmp_path, "vietnamese")
    assert said(s, s.start()) == [
        "Nová hra: vietnamské šachy, dva hráči. Bílý začíná. Příkazy vám řekne nápověda."]
    play(s, VIETNAMESE_CS)
    assert s.game.outcome is not None and s.game.outcome.reason is Reason.CHECKMATE
    en = make(tmp_path, "vietnamese", lang="en")
    en.start()
    play(en, [
        ("bravo two bravo three", ["White: b2 to b3."]),
        ("a4 a3", ["Black: a4 to a3."]),
        ("b1 b2", ["White: b1 to b2."]),
        ("b4 c3", ["Black: b4 to c3."]),
        ("c1 takes a3", ["White's king jumps from c1 over b2 and takes a3."]),
        ("c3 d3", ["Black: c3 to d3."]),
        ("b3 b4", ["White: b3 to b4, check.", "Game over. White wins: Black is checkmated."]),
    ])


def test_vietnamese_check_king_steps_and_the_repetition_that_loses(tmp_path: Path) -> None:
    s = make(tmp_path, "vietnamese", lang="en", fen="W:Wa1,Kc1:Be5,Kc5")
    s.start()
    play(s, [
        ("c1 d1", ["White: king c1 to d1."]),
        ("c5 d5", ["Black: king c5 to d5."]),
        ("d1 c1", ["White: king d1 to c1."]),
        ("d5 c5", ["Black: king d5 to c5.",
                   "One more repetition of this position and the player who makes it loses."]),
        ("c1 d1", ["White: king c1 to d1.",
                   "One more repetition of this position and the player who makes it loses."]),
        ("c5 d5", ["Black: king c5 to d5.",
                   "One more repetition of this position and the player who makes it loses."]),
        ("d1 c1", ["White: king d1 to c1.",
                   "One more repetition of this position and the player who makes it loses."]),
        ("d5 c5", ["Black: king d5 to c5.",
                   "Game over. White wins: Black repeated the position for the third time."]),
    ])
    cs = make(tmp_path, "vietnamese", fen="W:Wc3,a1,Kc1:Be5,Kc4")
    cs.start()
    play(cs, [
        ("c1 c2", ["Bílý: král c1 na c2, šach."]),
        ("e5 e4", ["e5-e4 nelze zahrát: král by zůstal v šachu; ze šachu se dostane jen tahem "
                   "krále."]),
        ("c4 d4", ["Černý: král c4 na d4."]),
    ])


# ---------------------------------------------------------------- asking about the board


def test_the_board_pieces_and_a_point_with_its_neighbours(tmp_path: Path) -> None:
    s = make(tmp_path, "mill", lang="en", fen="W:Wa1,d1,g4,b4:Bb6,d6,f4,e5:H1,2")
    s.start()
    assert say(s, "board") == [
        "Rank 7: empty.",
        "Rank 6: b6 black man, d6 black man.",
        "Rank 5: e5 black man.",
        "Rank 4: b4 white man, f4 black man, g4 white man.",
        "Rank 3: empty.",
        "Rank 2: empty.",
        "Rank 1: a1 white man, d1 white man.",
        "Men in hand: White 1, Black 2.",
    ]
    assert say(s, "square a1") == ["a1: white man; joined to d1, a4."]
    assert say(s, "d2?") == ["d2: empty; joined to d1, b2, f2, d3."]
    assert say(s, "pieces") == ["White has 4 men: a1, d1, b4, g4; 1 man in hand.",
                                "Black has 4 men: f4, e5, b6, d6; 2 men in hand."]
    assert say(s, "rank 4") == [
        "Rank 4: a4 empty, b4 white man, c4 empty, e4 empty, f4 black man, g4 white man."]
    assert say(s, "diagonal d2") == ["No diagonal line passes through d2."]
    a = make(tmp_path, "alquerque")
    a.start()
    assert say(a, "pole á jedna") == ["a1: bílý kámen; sousedí s b1, a2, b2."]
    assert say(a, "co je na b3") == ["b3: černý kámen; sousedí s b2, a3, c3, b4."]
    assert say(a, "diagonála c1") == [
        "Diagonála c1 až a3: c1 bílý kámen, b2 bílý kámen, a3 černý kámen.",
        "Diagonála c1 až e3: c1 bílý kámen, d2 bílý kámen, e3 bílý kámen."]
    assert say(a, "sloupec c") == [
        "Sloupec c: c1 bílý kámen, c2 bílý kámen, c3 prázdné, c4 černý kámen, c5 černý kámen."]
    assert say(a, "tahy") == ["Možné tahy (4): b2-c3, c2-c3, d2-c3, d3-c3."]
    v = make(tmp_path, "vietnamese")
    v.start()
    assert say(v, "kameny bílé") == [
        "Bílý má 9 vojáků: a1, b1, d1, e1, a2, b2, c2, d2, e2; krále na c1."]
    assert say(v, "materiál") == ["Bílý: 9 vojáků a král. Černý: 9 vojáků a král."]
    assert say(v, "pole c5") == ["c5: černý král; sousedí s b4, c4, d4, b5, d5."]


def test_help_says_how_each_game_takes_its_moves(tmp_path: Path) -> None:
    mill = make(tmp_path, "mill", lang="en")
    r = Renderer("en")
    help_shown = r.render(mill.handle("help")[0])
    assert help_shown.lines[0].startswith(
        "Place a man by naming a point, for example d7; move one by two points, for example "
        "a1 a4. ")
    assert help_shown.more[0] == (
        "A closed mill takes a man: say takes and its point after the move, for example d7 "
        "takes b6.")
    assert say(mill, "help square") == [
        "square SQUARE: what stands on a point, and the points joined to it. For example: "
        "square c3."]
    assert say(make(tmp_path, "vietnamese"), "nápověda")[0].startswith(
        "Táhněte dvěma body, například c2 c3. ")
    assert say(make(tmp_path, "alquerque", lang="en"), "help")[0].startswith(
        "Type a move as two points, for example b2 c3. ")


def test_more_after_the_start_tells_the_rules_in_brief(tmp_path: Path) -> None:
    s = make(tmp_path, "mill", lang="en")
    r = Renderer("en")
    assert [line for e in s.start() for line in r.render(e).more] == [
        "Nine men's morris: each player places 9 men, then moves them along the lines; "
        "three in a line are a mill, and a mill takes a man of the opponent.",
        "To learn the game, say rules: a lesson step by step."]


# ---------------------------------------------------------------- why a move is not legal


@pytest.mark.parametrize(
    ("variant", "fen", "line", "lang", "expected"),
    [
        ("alquerque", None, "c3 d4", "en", "c3-d4 is not possible: there is no piece on c3."),
        ("alquerque", None, "b4 c3", "en", "b4-c3 is not possible: the piece on b4 is not yours."),
        ("alquerque", None, "b2 b3", "cs", "b2-b3 nelze zahrát: bod b3 je obsazený."),
        ("alquerque", "W:Wb3:Be5", "b3 c5", "en",
         "b3-c5 is not possible: no line joins b3 and c5."),
        ("alquerque", "W:Wb3:Be5", "b3 b5", "en",
         "b3-b5 is not possible: a piece steps only to a neighbouring point."),
        ("alquerque", "W:Wb3,d1:Bc3,e5", "d1 d2", "en",
         "d1-d2 is not possible: a capture is compulsory, with b3."),
        ("alquerque", "W:Wb3,d1:Bc3,e5", "d1 d2", "cs",
         "d1-d2 nelze zahrát: braní je povinné, brát může b3."),
        ("alquerque-modified", "W:Wb3:Be5", "b3 b2", "en",
         "b3-b2 is not possible: a man steps only forward or diagonally forward."),
        ("alquerque-modified", "W:Wb3:Be5", "b3 a3", "cs",
         "b3-a3 nelze zahrát: kámen táhne jen vpřed nebo šikmo vpřed."),
        ("vietnamese", None, "c4 c3", "en", "c4-c3 is not possible: the piece on c4 is not yours."),
        ("vietnamese", "W:Wc3,a1,Kc1:Bc4,Kc5", "c3 c4", "en",
         "c3-c4 is not possible: only the king captures."),
        ("vietnamese", "W:Wc3,a1,Kc1:Bc4,Kc5", "a1 a3", "cs",
         "a1-a3 nelze zahrát: kámen táhne jen na sousední bod."),
        ("vietnamese", "W:Wa1,Kc1:Bc2,Kc5", "c1 c3", "en",
         "c1-c3 is not possible: the king captures only by jumping over its own soldier onto "
         "an enemy piece."),
        ("vietnamese", "W:Wa1,Kb2:Bc4,Kc5", "b2 c3", "en",
         "b2-c3 is not possible: your king would stand in check on c3."),
        ("vietnamese", "W:Wa1,Kb2:Bc4,Kc5", "b2 c3", "cs",
         "b2-c3 nelze zahrát: král by na c3 stál v šachu."),
        ("vietnamese", "B:Wc3,Kc2:Be5,Kc4", "e5 e4", "en",
         "e5-e4 is not possible: it would leave your king in check; only a king move gets out "
         "of check."),
        ("mill", None, "a1 a4", "en",
         "a1-a4 is not possible: you still have 9 men to place: name an empty point."),
        ("mill", "W:Wa1:Bd1:H8,8", "d1", "cs", "d1 nelze zahrát: bod d1 je obsazený."),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "c3", "en",
         "c3 is not possible: all your men are on the board: move one along a line."),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "a1 g7", "en",
         "a1-g7 is not possible: no line joins a1 and g7."),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "a1 a7", "en",
         "a1-a7 is not possible: a piece steps only to a neighbouring point."),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "b4 b2 x b6", "en",
         "b4-b2xb6 is not possible: that move closes no mill, so it takes nothing."),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5", "g4 g1 x a1", "cs",
         "g4-g1xa1 nelze zahrát: na a1 nestojí soupeřův kámen; vzít můžete f4, e5, b6, nebo "
         "d6."),
        ("mill", "W:Wa1,d1,g4,b4:Bb6,d6,f6,e5", "g4 g1 x d6", "en",
         "g4-g1xd6 is not possible: the man on d6 stands in a mill; you may take e5."),
    ],
)
def test_an_illegal_move_is_refused_with_its_reason(
    tmp_path: Path, variant: str, fen: str | None, line: str, lang: str, expected: str
) -> None:
    s = make(tmp_path, variant, lang=lang, fen=fen)
    s.start()
    before = list(s.game.moves)
    assert say(s, line) == [expected]
    assert s.game.moves == before


def test_the_mill_question_takes_a_number_a_point_or_a_new_move(tmp_path: Path) -> None:
    fen = "W:Wa1,d1,g4,b4:Bb6,d6,f4,e5"
    s = make(tmp_path, "mill", fen=fen)
    s.start()
    assert say(s, "g4 g1") == ["Který kámen berete: f4, e5, b6, d6?"]
    assert say(s, "druhý") == ["Bílý: g4 na g1 a uzavírá mlýn, bere e5."]
    s = make(tmp_path, "mill", fen=fen)
    s.start()
    assert say(s, "gé čtyři gé jedna") == ["Který kámen berete: f4, e5, b6, d6?"]
    assert say(s, "bé šest") == ["Bílý: g4 na g1 a uzavírá mlýn, bere b6."]
    s = make(tmp_path, "mill", lang="en", fen=fen)
    s.start()
    assert say(s, "g4 g1") == ["Which man do you take: f4, e5, b6, d6?"]
    assert say(s, "b4 c4") == ["White: b4 to c4."]  # another move instead


# ---------------------------------------------------------------- saving and resuming


@pytest.mark.parametrize(
    ("variant", "lines", "texts"),
    [
        ("alquerque", ["b2 c3", "d4 b2", "a1 c3"], ["b2-c3", "d4xb2", "a1xc3"]),
        ("alquerque-modified", ["c2 c3", "c4 c2"], ["c2-c3", "c4xc2"]),
        ("mill", ["d7", "a1", "g7", "d1", "a7 x d1"], ["d7", "a1", "g7", "d1", "a7xd1"]),
        ("vietnamese", ["b2 b3", "d4 d3", "c1 b2"], ["b2-b3", "d4-d3", "c1-b2"]),
    ],
)
def test_every_move_is_saved_with_its_variant_and_the_game_resumes(
    tmp_path: Path, variant: str, lines: list[str], texts: list[str]
) -> None:
    s = make(tmp_path, variant, lang="en")
    s.start()
    for line in lines:
        assert say(s, line)[0].startswith(("White", "Black")), line
    saved = read_pdn((tmp_path / "game.pdn").read_bytes())[0]
    assert saved.tags["Variant"] == variant
    assert saved.moves == texts
    assert resumable(tmp_path / "game.pdn")
    again = Session(Settings(lang="en", opponent="human", output="silent"),
                    save_path=tmp_path / "other.pdn", rng=random.Random(1))
    assert again.rules.id == "czech"
    assert again.load(tmp_path / "game.pdn") is None
    assert again.rules.id == variant and again.settings.variant == variant
    assert again.game.moves == s.game.moves
    assert said(again, again.start(resumed_moves=len(again.game.moves)))[0].startswith(
        "The saved game goes on: ")


def test_a_mill_position_set_up_is_saved_with_its_position_string(tmp_path: Path) -> None:
    s = make(tmp_path, "mill", lang="en", fen="B:Wa1,d1:Bg7:H7,8")
    s.start()
    assert say(s, "g1") == ["Black places on g1."]
    saved = read_pdn((tmp_path / "game.pdn").read_bytes())[0]
    assert saved.tags["FEN"] == "B:Wa1,d1:Bg7:H7,8"
    s.close()  # the first program ends, and lets go of its game
    again = make(tmp_path, "mill", lang="en")
    assert again.load(tmp_path / "game.pdn") is None
    assert notation.write_fen(again.game.position) == "W:Wa1,d1:Bg1,g7:H7,7"


def test_a_point_game_cannot_be_loaded_into_a_draughts_only_session(tmp_path: Path) -> None:
    from accessible_dama.session.core import SensorBoardSession

    s = make(tmp_path, "mill", lang="en")
    s.start()
    say(s, "d7")
    board = SensorBoardSession(Settings(lang="en", output="silent"), save_path=tmp_path / "b.pdn")
    assert board.load(tmp_path / "game.pdn") == FileProblem(str(tmp_path / "game.pdn"), "mill",
                                                          FileTrouble.NOT_DRAUGHTS)
    assert board.rules.id == "czech"
    with pytest.raises(ValueError, match="not a draughts variant"):
        SensorBoardSession(Settings(variant="mill"), save_path=tmp_path / "c.pdn")


def test_the_variant_command_switches_to_another_game(tmp_path: Path) -> None:
    s = Session(Settings(lang="cs", opponent="human", output="silent"),
                save_path=tmp_path / "g.pdn", rng=random.Random(1))
    s.start()
    assert say(s, "varianta mlýn") == [
        "Nastaveno: varianta mlýn.",
        "Nová hra: mlýn, dva hráči. Bílý začíná. Příkazy vám řekne nápověda."]
    assert say(s, "dé sedm") == ["Bílý klade na d7."]


# ---------------------------------------------------------------- the computer


def test_the_computer_answers_and_hints_in_every_game(tmp_path: Path) -> None:
    s = Session(Settings(lang="en", output="silent", variant="mill", level=1),
                save_path=tmp_path / "g.pdn", rng=random.Random(2), engine_depth=1)
    s.start()
    assert say(s, "d7") == ["White places on d7.", "Black places on e3."]  # seeded, depth 1
    hint = make(tmp_path, "mill", lang="en", fen="W:Wa1,d1,g4,b4:Bb6,d6,f4,e5")
    hint.start()
    assert say(hint, "hint")[0].endswith(": it closes a mill.")
    # the check is the best move once the search sees five plies (c1-d2 looks as good
    # to four): a depth, not a time, so a busy machine gives the same hint
    check = make(tmp_path, "vietnamese", lang="cs", fen="W:Wc3,a1,Kc1:Be5,Kc4", engine_depth=7)
    check.start()
    assert say(check, "rada") == ["c1-c2: dává šach."]
    mate = make(tmp_path, "vietnamese", lang="en", fen="W:Wa2,b2,c2,d1,d2,e1,e2,b3,Ka3:"
                "Ba4,c4,d4,e4,a5,b5,d5,e5,d3,Kc5")
    mate.start()
    assert say(mate, "hint") == ["b3-b4: it mates."]
    captures = make(tmp_path, "alquerque", lang="en", fen="W:Wa1,e1:Bb2,e2,a5")
    captures.start()
    assert say(captures, "hint") == ["a1xc3: it captures 1 piece."]


@pytest.mark.parametrize("variant", ["alquerque", "alquerque-modified", "mill", "vietnamese"])
def test_the_computer_beats_a_random_mover_through_the_session(
    tmp_path: Path, variant: str
) -> None:
    s = Session(Settings(lang="en", output="silent", variant=variant, level=3),
                save_path=tmp_path / "g.pdn", rng=random.Random(5), engine_depth=3)
    s.start()
    chooser = random.Random(11)
    r = Renderer("en")
    lines: list[str] = []
    while s.game.outcome is None and len(s.game.moves) < 300:
        moves = [m for m in s.game.legal_moves() if m.path]
        text = notation.move_text(s.game.position, chooser.choice(moves))
        lines += [line for e in s.handle(text) for line in r.render(e).lines]
    assert s.game.outcome is not None, f"no result after {len(s.game.moves)} plies"
    assert s.game.outcome.winner is False  # the computer plays Black
    assert lines[-1].startswith("Game over. You lose. Black wins: ")
    assert isinstance(s.game, PointGame) and PASS not in s.game.moves[:1]


@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(lines=st.lists(st.text(alphabet="abcdefgx1234567 -?áéčbere", max_size=20), max_size=5),
       variant=st.sampled_from(["alquerque", "alquerque-modified", "mill", "vietnamese"]),
       lang=st.sampled_from(["cs", "en"]))
def test_no_input_ever_raises_in_the_other_games(
    tmp_path: Path, lines: list[str], variant: str, lang: str
) -> None:
    s = make(tmp_path, variant, lang=lang)
    s.start()
    r = Renderer(lang)
    for line in lines:
        if s.quit_requested:
            break
        out = s.handle(line)
        if line.strip():
            assert out, f"no answer to {line!r}"
        for e in out:
            if not isinstance(e, (RepeatAsked, MoreAsked)):
                assert all(text.strip() for text in r.render(e).lines)


def test_going_through_a_saved_game_of_mill(tmp_path: Path) -> None:
    pdn = tmp_path / "mill.pdn"
    pdn.write_text('[Variant "mill"]\n1. d7 a1 2. g7 d1 3. a7xd1 *\n')
    s = make(tmp_path, "alquerque", lang="en")
    assert s.review(pdn) is None
    assert s.rules.id == "mill"
    assert say(s, "forward") == ["White places on d7.", "Move 1 of 3, Black to move."]
    assert say(s, "goto 3") == ["Move 3 of 3, White to move: a7 and takes d1."]
    assert say(s, "forward") == ["White places on a7 and closes a mill, taking d1.",
                                 "Move 3 of 3. End of the record."]
