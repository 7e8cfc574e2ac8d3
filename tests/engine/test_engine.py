"""The computer opponent: forced wins found, legal moves only, deadlines kept,
progress reported, hints and analysis, and strength against a random mover."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_dama.engine import Engine, Limit, Progress, Search, SearchOptions, Why
from accessible_dama.engine.match import random_mover_match
from accessible_dama.engine.state import DraughtsState
from accessible_dama.notation.fen import parse_fen
from accessible_dama.rules import VARIANTS, Game, Move, Position, find_variant
from tests.clocks import StepClock


def _wins(p: Position, depth: int) -> bool:
    """Naive reference: the side to move forces a win within ``depth`` plies."""
    moves = p.legal_moves()
    if not moves or depth <= 0:
        return False
    for m in moves:
        p.push(m)
        won = _loses(p, depth - 1)
        p.pop()
        if won:
            return True
    return False


def _loses(p: Position, depth: int) -> bool:
    moves = p.legal_moves()
    if not moves:
        return True
    if depth <= 0:
        return False
    for m in moves:
        p.push(m)
        held = not _wins(p, depth - 1)
        p.pop()
        if held:
            return False
    return True


# Positions where exactly one first move wins by force within 7 plies (shots of 2 to 4
# moves; all but the first give a piece away, so that the opponent must capture). Each
# is checked again below by the naive reference search before the engine is asked.
SHOTS = [
    ("czech", "W:Wb4,d2:Bb6,a5", "d2-c3"),
    ("czech", "W:Wb6,d6,d4,b2:Ba7,b4,c3,f2", "b6-c7"),
    ("czech", "W:Wc7,f4,b2,d2:Bc5,a3", "c7-d8"),
    ("czech", "W:We7,g3:Bc7,g7,f6,b4,h4", "e7-d8"),
    ("czech", "W:Wa7,b6,b4:Bd6,c5,b2", "a7-b8"),
    ("international", "W:Wb8,g5,j4,h2:Bh8,g7", "g5-h6"),
    ("international", "W:Wc9,e7:Bd8,g7,h6", "c9-b10"),
    ("international", "W:We9,i9,j8,b4:Bj4,a3", "i9-h10"),
    ("international", "W:Wa9,i7,i5,b2:Bj8,g5", "a9-b10"),
]


def _path_text(rules_id: str, move_path: tuple[int, ...]) -> str:
    from accessible_dama.notation.squares import square_name

    g = find_variant(rules_id).geometry
    return "-".join(square_name(g, s) for s in move_path)


@pytest.mark.parametrize(("variant", "fen", "winning"), SHOTS)
def test_engine_finds_the_only_winning_shot(variant: str, fen: str, winning: str) -> None:
    rules = find_variant(variant)
    position = parse_fen(fen, rules)
    winners = []
    for m in position.legal_moves():
        position.push(m)
        if _loses(position, 6):
            winners.append(_path_text(variant, m.path))
        position.pop()
    assert winners == [winning], "the reference search disagrees with the test's premise"
    game = Game(rules, position)
    engine = Engine(10, rng=random.Random(0))
    move = engine.choose_move(game, Limit(depth=7))  # the win is 7 plies deep at most
    assert _path_text(variant, move.path) == winning
    hint = engine.hint(game, Limit(depth=7))
    assert hint is not None and hint.why is Why.WINS_GAME


def _random_position(variant: str, seed: int, plies: int) -> Game:
    rng = random.Random(seed)
    game = Game(find_variant(variant))
    for _ in range(plies):
        moves = game.legal_moves()
        if not moves:
            break
        game.push(rng.choice(moves))
    return game


@settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    variant=st.sampled_from(sorted(VARIANTS)),
    seed=st.integers(0, 10_000),
    plies=st.integers(0, 80),
    level_number=st.integers(1, 10),
)
def test_engine_never_returns_an_illegal_move(
    variant: str, seed: int, plies: int, level_number: int
) -> None:
    game = _random_position(variant, seed, plies)
    if game.is_over:
        return
    move = Engine(level_number, rng=random.Random(seed)).choose_move(game, Limit(nodes=3000))
    assert move in game.legal_moves()



@pytest.mark.parametrize("seconds", [0.3, 1.0])
def test_search_respects_the_deadline(seconds: float) -> None:
    # the search reads its clock every 256 nodes: here each read is 10 ms later, so the
    # time it takes is counted in nodes, the same on a busy machine
    clock = StepClock(0.01)
    game = _random_position("international", 7, 20)
    engine = Engine(10, rng=random.Random(1), clock=clock)
    engine.choose_move(game, Limit(seconds=seconds))
    # it stops before a depth it cannot finish, never before 5/8 of its time
    assert seconds * 0.6 <= clock.now <= seconds * 1.1 + 0.05


def test_search_on_the_real_clock_ends_near_its_deadline() -> None:
    game = _random_position("international", 7, 20)
    start = time.thread_time()
    Engine(10, rng=random.Random(1)).choose_move(game, Limit(seconds=0.3))
    # CPU time, which a busy machine does not stretch: never more than the 0.3 s of real
    # time it may use, with room for the clock's granularity; depth 10 unbounded is minutes
    assert time.thread_time() - start <= 0.3 + 2.0


@pytest.mark.parametrize(("depth", "nodes"), [(4, None), (None, 20_000)], ids=["depth", "nodes"])
def test_a_search_limited_by_depth_or_nodes_does_not_depend_on_the_clock(
    depth: int | None, nodes: int | None,
) -> None:
    game = _random_position("international", 7, 20)
    found = []
    for clock in (time.monotonic, StepClock(3600.0)):  # the second: an hour per look
        engine = Engine(10, rng=random.Random(1), clock=clock)
        found.append((engine.choose_move(game, Limit(depth=depth, nodes=nodes)),
                      engine.analyse(game, Limit(depth=depth, nodes=nodes))))
    assert found[0] == found[1]
    if depth is not None:
        assert found[0][1].depth == depth


def test_a_depth_cut_short_still_gives_the_better_move_it_proved() -> None:
    # Czech, after g3-f4 d6-c5 c3-d4 h6-g5 f4xh6 c7-d6: depth 5 prefers e3-f4, depth 6
    # finds it worse. Stopped early in depth 6 the search answers depth 5's move; stopped
    # later, a move depth 6 has already proved better, with depth 5 the last completed
    czech = find_variant("czech")
    position = parse_fen(
        "W:W12,18,21,23,25,26,27,28,29,30,31,32:B1,2,3,4,5,7,8,9,10,11,14", czech)

    def search(p: Position, depth: int, nodes: int | None = None) -> Progress[Move]:
        result = Search(DraughtsState(p), deadline=None, clock=time.monotonic,
                        options=SearchOptions(max_depth=depth, node_limit=nodes)).run()
        assert result is not None
        return result

    def after(move: Move) -> int:  # the move's worth, searched to depth 6 in all
        p = position.copy()
        p.push(move)
        return -search(p, 5).score

    done = {r.depth: r for r in Search(DraughtsState(position), deadline=None,
                                       clock=time.monotonic,
                                       options=SearchOptions(max_depth=6))}
    first = done[5].best
    assert first is not None and first != done[6].best
    answers = [search(position, 6, limit)
               for limit in range(done[5].nodes + 256, done[6].nodes, 256)]
    assert (answers[0].depth, answers[0].best) == (5, first)
    better = {r.best for r in answers if r.best != first}
    assert better and all(r.depth == 5 for r in answers)
    assert all(after(move) > after(first) for move in better if move is not None)


def test_search_yields_progress_by_depth_and_stops_when_asked() -> None:
    state = DraughtsState(Position(find_variant("czech")))
    search: Search[object] = Search(
        state, deadline=None, clock=time.monotonic, options=SearchOptions(max_depth=30)
    )
    depths = []
    for progress in search:
        depths.append(progress.depth)
        assert progress.best in Position(find_variant("czech")).legal_moves()
        if progress.depth == 5:
            break  # the caller decides when to stop
    assert depths == [1, 2, 3, 4, 5]
    assert state.position.key() == Position(find_variant("czech")).key()


def test_search_uses_only_the_clock_it_is_given() -> None:
    ticks = iter(range(10**9))
    fake_now = [0.0]

    def clock() -> float:
        next(ticks)
        fake_now[0] += 0.001
        return fake_now[0]

    game = _random_position("czech", 3, 10)
    engine = Engine(10, rng=random.Random(2), clock=clock)
    result = engine.search(game, Limit(seconds=0.5)).run()
    assert result is not None and result.best in game.legal_moves()
    assert fake_now[0] <= 0.5 + 0.01 + 0.001 * 4


def test_hint_names_a_capture_when_it_takes_pieces() -> None:
    # White a1 king can take b2, d2 and g3 in one move (brazilian text, clause 6)
    rules = find_variant("brazilian")
    game = Game(rules, parse_fen("W:WKa1,h2:Bb2,d2,g3,a7", rules))
    hint = Engine(5).hint(game, Limit(depth=4))
    assert hint is not None
    assert hint.why in (Why.CAPTURES, Why.ONLY_MOVE, Why.WINS_GAME)
    assert hint.move.path == (29, 22, 31, 20)  # a1xc3xe1xh4
    assert hint.move.captured == {25, 26, 24}  # b2, d2, g3


def test_analysis_sees_who_is_a_man_up() -> None:
    rules = find_variant("czech")
    game = Game(rules, parse_fen("W:Wc3,e3,g3,a3:Bb6,d6,f6", rules))
    analysis = Engine(6).analyse(game, Limit(depth=4))
    assert analysis.men_white - analysis.men_black == 1
    assert analysis.score_white > 50


@pytest.mark.parametrize("variant", ["czech", "international"])
def test_level_10_beats_a_random_mover_in_every_game(variant: str) -> None:
    # level 10's search to depth 3, to keep the suite short (and the same on any machine)
    records = list(random_mover_match(find_variant(variant), 10, 4, seed=5, depth=3))
    assert [r.a_score for r in records] == [1.0] * 4
