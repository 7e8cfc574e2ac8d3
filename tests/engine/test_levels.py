"""Levels that mean something: level 1 loses to a beginner's plan, level 4 beats it, a
careless move is a glance one move deep, a board of ten squares a side has its own
levels, and every level has a name in both languages (the ladder of levels is measured in
benchmarks/strength_ladder.py, not here)."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from accessible_dama.engine import Engine, levels
from accessible_dama.engine.levels import LARGE_BOARD_LEVELS, LEVELS, Level
from accessible_dama.engine.match import beginners_plan, player_match
from accessible_dama.notation import parse_fen
from accessible_dama.phrases import Phrases
from accessible_dama.rules import Game, Move, find_variant

GAMES = 8  # colours alternate; the games are the same on any machine (depth, not time)


def score(variant: str, level: int) -> float:
    records = list(player_match(find_variant(variant), level, GAMES, beginners_plan, seed=3,
                                depth=8))
    return sum(r.a_score for r in records) / GAMES


def test_level_1_loses_to_a_beginners_plan_and_level_2_does_not_beat_it() -> None:
    # over 40 games the plan scores 84% against level 1 and 51% against level 2
    assert score("czech", 1) <= 0.25
    assert score("czech", 2) <= 0.5


def test_level_1_of_the_large_board_is_weaker_than_level_4_against_a_beginners_plan() -> None:
    # on ten squares a side a careless move loses a man so often that a level 1 as weak
    # as a beginner would be many steps of 75% below the next: level 1 there beats a
    # beginner who keeps his men out of reach (about 65% over 80 games), not always
    assert score("international", 1) < 1.0
    assert score("international", 1) < score("international", 4)


@pytest.mark.parametrize("variant", ["czech", "international"])
def test_level_4_already_beats_a_beginners_plan(variant: str) -> None:
    assert score(variant, 4) >= 0.75


def test_the_beginners_plan_takes_the_most_and_keeps_its_men_safe() -> None:
    czech = find_variant("czech")
    # a3xc5 takes one, c3xe5xg7 two: the plan takes two (the rules leave the choice)
    game = Game(czech, parse_fen("W:Wa3,c3:Bb4,d4,f6,h8", czech))
    assert {len(m.captured) for m in game.legal_moves()} == {1, 2}
    for seed in range(5):
        assert len(beginners_plan(game, random.Random(seed)).captured) == 2
    # h2-g3 walks into f4's capture; g1-f2 and the others are safe
    game = Game(czech, parse_fen("W:Wh2,a1:Bf4,a7", czech))
    for seed in range(10):
        move = beginners_plan(game, random.Random(seed))
        game.position.push(move)
        assert not game.position.must_capture()
        game.position.pop()


@pytest.mark.parametrize("variant", ["czech", "international"])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_level_has_its_own_name(lang: str, variant: str) -> None:
    rules = find_variant(variant)
    names = [Phrases(lang).level_name(number, rules) for number in range(1, 11)]
    assert len(set(names)) == 10 and all(names)


@pytest.mark.parametrize("table", [LEVELS, LARGE_BOARD_LEVELS])
def test_higher_levels_look_deeper_and_think_longer(table: tuple[Level, ...]) -> None:
    for lower, higher in itertools.pairwise(table):
        assert higher.max_depth >= lower.max_depth and higher.seconds >= lower.seconds
        assert higher.noise <= lower.noise


def test_international_draughts_plays_and_names_the_levels_of_its_large_board() -> None:
    international, czech = find_variant("international"), find_variant("czech")
    engine = Engine(1)
    assert engine.level_of(Game(international)) == LARGE_BOARD_LEVELS[0]
    assert engine.level_of(Game(czech)) == LEVELS[0]
    assert LARGE_BOARD_LEVELS[0] != LEVELS[0]
    assert Phrases("en").level_name(1, international) != Phrases("en").level_name(1, czech)
    assert Phrases("en").level_name(1) == Phrases("en").level_name(1, czech)



def test_a_careless_move_is_a_glance_one_move_deep_that_follows_no_capture(
        monkeypatch: pytest.MonkeyPatch) -> None:
    czech = find_variant("czech")
    careful = Level(1, 1.0, 2, True, 0, 0, 0)
    glance = Level(1, 1.0, 1, False, 0, 0, 0)
    careless = replace(careful, careless=100)

    def choices(table: Level, lines: list[list[Move]]) -> list[object]:
        monkeypatch.setattr(levels, "LEVELS", (table,))
        chosen = []
        for line in lines:
            game = Game(czech)
            for move in line:
                game.push(move)
            chosen.append(Engine(1, rng=random.Random(7), book=False).choose_move(game).path)
        return chosen

    # the positions of a game of random moves, each as the moves that lead to it
    rng, game, games = random.Random(5), Game(czech), []
    while game.outcome is None and len(games) < 40:
        games.append(list(game.moves))
        game.push(rng.choice(game.legal_moves()))
    assert choices(careless, games) == choices(glance, games)
    assert choices(careless, games) != choices(careful, games)
