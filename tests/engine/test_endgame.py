"""The endgame databases (engine/endgame.py): their values checked against plain
minimax over the rules core with the draw counts a ``Game`` keeps, the Czech endgame
counts, the engine playing won endings out, and the cache on disk.

The database used here holds every position with up to three pieces and three kings
against a king, built once into a temporary folder (a few seconds); the user's cache
folder is never touched.
"""

from __future__ import annotations

import itertools
import random
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from accessible_dama.engine import Engine, Limit, endgame
from accessible_dama.engine.endgame import Database, Selection
from accessible_dama.engine.state import DRAW, WIN, DraughtsState, game_draw_states
from accessible_dama.rules import BLACK, WHITE, Game, Piece, Position, Reason, find_variant

CZECH = find_variant("czech")
SMALL = Selection(3, ((3, 0, 1, 0),))
Key = tuple[tuple[int, int, int, int, bool], tuple[object, ...]]


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Database:
    folder = tmp_path_factory.mktemp("endgame")
    return endgame.build(CZECH, SMALL, folder=folder)


# ---------------------------------------------------------------- a plain referee


def start_states(position: Position) -> tuple[object, ...]:
    """The draw rules' states of a game that starts at ``position``."""
    return tuple(rule.start(position) for rule in CZECH.draw_rules)


def after(states: Sequence[object], position: Position, plain_man: bool,
          capture: bool) -> tuple[object, ...]:
    """The states after a move that led to ``position``, as ``Game`` advances them."""
    return tuple(rule.advance(state, position, plain_man, capture)
                 for rule, state in zip(CZECH.draw_rules, states, strict=True))


def king_moves_later(position: Position, plies: int) -> tuple[object, ...]:
    """The states ``plies`` plies of king moves after the material appeared."""
    states = start_states(position)
    for _ in range(plies):
        states = after(states, position, False, False)
    return states


def referee(position: Position, states: tuple[object, ...], memo: dict[Key, int]) -> int:
    """1, 0 or -1 for the side to move, with best play: minimax over the legal moves,
    the game judged after each move as ``Game`` judges it (no pieces or no move loses;
    then a draw count at zero draws). Repetitions are left out: the winner never needs
    one."""
    key = (position.key(), states)
    found = memo.get(key)
    if found is not None:
        return found
    men, kings = position.count(position.turn)
    moves = position.legal_moves() if men + kings else []
    if not moves:
        value = -1
    elif any(rule.plies_left(state) == 0
             for rule, state in zip(CZECH.draw_rules, states, strict=True)):
        value = 0
    else:
        value = -1
        for move in moves:
            plain_man = not move.captured and position.is_man_move(move)
            position.push(move)
            child = -referee(position, after(states, position, plain_man, bool(move.captured)),
                             memo)
            position.pop()
            if child > value:
                value = child
                if value == 1:
                    break
    memo[key] = value
    return value


def positions(pieces: int) -> Iterator[Position]:
    """Every position with ``pieces`` pieces, both sides having one at least, either side
    to move (no man on its own crowning row)."""
    for squares in itertools.combinations(CZECH.geometry.every_square(), pieces):
        for kinds in itertools.product(Piece, repeat=pieces):
            if len({k.color for k in kinds}) < 2:
                continue
            for turn in (WHITE, BLACK):
                try:
                    yield Position(CZECH, dict(zip(squares, kinds, strict=True)), turn)
                except ValueError:
                    break  # a man on its crowning row


def position_of(key: tuple[int, int, int, int, bool]) -> Position:
    p = Position(CZECH, {}, key[4])
    p.white_men, p.white_kings, p.black_men, p.black_kings = key[:4]
    return p


def follows_from_its_moves(db: Database, position: Position,
                           states: tuple[object, ...]) -> None:
    """The database's value agrees with one ply of minimax over the rules' moves and
    the database's values after them (with the counts advanced as the game does): with
    this true of every position and count, the values are exact by induction, as every
    count ends the game or restarts at a capture or a man move."""
    claimed = db.value(position, states)
    assert claimed is not None
    men, kings = position.count(position.turn)
    moves = position.legal_moves() if men + kings else []
    if not moves:
        assert claimed == (-1, 0), position
        return
    if any(rule.plies_left(state) == 0
           for rule, state in zip(CZECH.draw_rules, states, strict=True)):
        assert claimed[0] == 0, position
        return
    children = []
    for move in moves:
        plain_man = not move.captured and position.is_man_move(move)
        position.push(move)
        found = db.value(position, after(states, position, plain_man, bool(move.captured)))
        position.pop()
        assert found is not None
        children.append(found)
    best = max(-result for result, _ in children)
    assert claimed[0] == best, (position, states, claimed, children)
    if best == 1:  # a move to a lost position one ply nearer the end
        assert any(r == -1 and plies == claimed[1] - 1 for r, plies in children), position
    elif best == -1:  # the longest defence
        assert max(plies for _, plies in children) == claimed[1] - 1, position


# ---------------------------------------------------------------- (a) exact values


def test_every_two_piece_position_agrees_with_plain_minimax_under_every_count_reached(
        db: Database) -> None:
    memo: dict[Key, int] = {}
    roots = 0
    for p in positions(2):
        roots += 1
        found = db.value(p)
        assert found is not None and found[0] == referee(p, start_states(p), memo), p
    # and every position and count the minimax went through on the way
    for (key, states), value in memo.items():
        found = db.value(position_of(key), states)
        assert found is not None and found[0] == value, (key, states)
    assert roots == 6976 and len(memo) > 20_000


COUNTED = {(2, 0, 1, 0), (1, 0, 2, 0), (1, 1, 1, 0), (1, 0, 1, 1)}


@pytest.mark.parametrize("every_material", [
    pytest.param(False, id="the endgame count's materials"),
    pytest.param(True, id="every material", marks=pytest.mark.slow)])
def test_three_piece_positions_agree_with_plain_minimax(db: Database,
                                                        every_material: bool) -> None:
    """A plain minimax from seeded samples of three-piece positions; each position and
    count it goes through on the way is compared too (tens of thousands; about a million
    with ``-m slow``). By default: three positions of each material the endgame count
    governs, 6 plies into the count (from where captures and crownings lead to fresh
    counts); with ``-m slow`` also a position of every other material and both colours,
    at the start of its count (one takes the minimax through about 300,000 positions
    and counts: too slow for every run)."""
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 5000))
    rng = random.Random(2006)
    by_material: dict[tuple[int, int, int, int], list[Position]] = {}
    for p in positions(3):
        m = (p.white_kings.bit_count(), p.white_men.bit_count(),
             p.black_kings.bit_count(), p.black_men.bit_count())
        by_material.setdefault(m, []).append(p)
    compared = 0
    for m, found in sorted(by_material.items()):
        memo: dict[Key, int] = {}
        if m in COUNTED:
            roots = [(p, king_moves_later(p, 6)) for p in rng.sample(found, 3)]
        elif every_material:
            roots = [(p, start_states(p)) for p in rng.sample(found, 1)]
        else:
            continue
        for p, states in roots:
            value = db.value(p, states)
            assert value is not None and value[0] == referee(p, states, memo), p
        for (key, states), value in memo.items():
            claimed = db.value(position_of(key), states)
            assert claimed is not None and claimed[0] == value, (key, states)
        compared += len(memo)
    assert compared > (900_000 if every_material else 30_000)


@pytest.mark.parametrize("share", [pytest.param(0.02, id="a sample"),
                                   pytest.param(1.0, id="all", marks=pytest.mark.slow)])
def test_every_three_piece_position_follows_from_its_moves_under_every_count(
        db: Database, share: float) -> None:
    """Each position (a seeded sample by default; all with ``-m slow``) at the count of a
    game that starts there and after each number of king moves up to 12 plies."""
    rng = random.Random(33)
    checked = 0
    for p in positions(3):
        if share < 1 and rng.random() > share:
            continue
        for plies in range(12):
            states = king_moves_later(p, plies)
            follows_from_its_moves(db, p, states)
            if any(rule.plies_left(s) == 0 for rule, s in zip(CZECH.draw_rules, states,
                                                                strict=True)):
                break
        checked += 1
    assert checked > (300_000 if share == 1 else 6_000)


def test_three_kings_against_a_king_follow_from_their_moves(db: Database) -> None:
    rng = random.Random(7)
    squares = list(CZECH.geometry.every_square())
    for _ in range(300):
        a, b, c, k = rng.sample(squares, 4)
        pieces = {a: Piece.WHITE_KING, b: Piece.WHITE_KING, c: Piece.WHITE_KING,
                  k: Piece.BLACK_KING}
        p = Position(CZECH, pieces, rng.choice((WHITE, BLACK)))
        for plies in (0, 5, 9, 20, 29):
            states = king_moves_later(p, plies)
            follows_from_its_moves(db, p, states)


def random_position(rng: random.Random, material: tuple[int, int, int, int]) -> Position:
    """A position of ``material`` (white kings, white men, black kings, black men)."""
    kinds = ([Piece.WHITE_KING] * material[0] + [Piece.WHITE_MAN] * material[1]
             + [Piece.BLACK_KING] * material[2] + [Piece.BLACK_MAN] * material[3])
    squares = list(CZECH.geometry.every_square())
    while True:
        try:
            return Position(CZECH, dict(zip(rng.sample(squares, len(kinds)), kinds,
                                            strict=True)), rng.choice((WHITE, BLACK)))
        except ValueError:
            continue  # a man on its crowning row


@pytest.mark.slow
def test_every_four_piece_material_follows_from_its_moves_under_every_count(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """The default database (every material up to four pieces, about 90 s to build):
    200 positions of each material and colour at counts from fresh to nearly run out,
    and a plain minimax from two kings each with the 6.2 limit nearly run out."""
    full = endgame.build(CZECH, Selection(), folder=tmp_path_factory.mktemp("endgame4"))
    rng = random.Random(44)
    materials = [(wk, wm, bk, bm) for wk, wm, bk, bm in itertools.product(range(5), repeat=4)
                 if wk + wm + bk + bm == 4 and wk + wm and bk + bm]
    for m in materials:
        for _ in range(200):
            p = random_position(rng, m)
            for plies in (0, 1, 5, 9, 15, 25, 29):
                follows_from_its_moves(full, p, king_moves_later(p, plies))
    memo: dict[Key, int] = {}
    for _ in range(20):
        p = random_position(rng, (2, 0, 2, 0))
        states = king_moves_later(p, 26)
        value = full.value(p, states)
        assert value is not None and value[0] == referee(p, states, memo), p
    for (key, states), value in memo.items():
        claimed = full.value(position_of(key), states)
        assert claimed is not None and claimed[0] == value, (key, states)


# ---------------------------------------------------------------- (b) the counts


def _onto_the_diagonal(db: Database) -> tuple[Position, list[tuple[int, ...]], Position]:
    """Three white kings against a black king: a position with the black king off the
    main diagonal, Black to move, two moves (the black king steps onto the diagonal,
    a white king moves), and the position they lead to, where the black king on the
    diagonal must leave it and White wins in more than 10 plies (at most 26)."""
    g = CZECH.geometry
    rng = random.Random(4)
    squares = list(g.every_square())
    while True:
        a, b, c, k = rng.sample(squares, 4)
        if g.bit[k] & g.main_diagonal:
            continue
        start = Position(CZECH, {a: Piece.WHITE_KING, b: Piece.WHITE_KING,
                                 c: Piece.WHITE_KING, k: Piece.BLACK_KING}, BLACK)
        for first in start.legal_moves():
            if first.captured or not g.bit[first.path[-1]] & g.main_diagonal:
                continue
            start.push(first)
            for second in start.legal_moves():
                if second.captured:
                    continue
                start.push(second)
                entry = db.entry(start)
                end = start.copy()
                start.pop()
                if entry is not None and entry[0] == -1 and 10 < entry[1] <= 26:
                    start.pop()
                    return start, [first.path, second.path], end
            start.pop()


def _play_out(game: Game, db: Database, depth: int = 2, limit: int = 200) -> None:
    """The engine, given ``db``, plays both sides of ``game`` to its end."""
    engine = Engine(10, rng=random.Random(1), book=False, tables=endgame.Tables.of(db))
    while not game.is_over and len(game.moves) < limit:
        game.push(engine.choose_move(game, Limit(depth=depth)))


def test_three_kings_against_a_king_on_the_main_diagonal_draw_after_five_moves_each(
        db: Database) -> None:
    """The same position, won in more than 10 plies: drawn when the count starts with
    the lone king on the main diagonal (10 plies), won when it started off it (30)."""
    before, paths, on_diagonal = _onto_the_diagonal(db)
    fresh = Game(CZECH, on_diagonal)
    assert fresh.draw_counters()[0].plies_left == 10
    assert db.value(on_diagonal) == (0, 0)
    assert DraughtsState.from_game(fresh, db).probe() == DRAW
    _play_out(fresh, db)
    assert fresh.outcome is not None and fresh.outcome.winner is None
    assert fresh.outcome.reason is Reason.ENDGAME_COUNT

    counted = Game(CZECH, before)
    for path in paths:
        counted.push(next(m for m in counted.legal_moves() if m.path == path))
    assert counted.position == on_diagonal
    assert counted.draw_counters()[0].plies_left == 28
    found = db.value(on_diagonal, game_draw_states(counted))
    assert found is not None
    result, plies = found
    assert result == -1  # Black, to move, loses
    assert DraughtsState.from_game(counted, db).probe() == -WIN + plies
    _play_out(counted, db)
    assert counted.outcome is not None and counted.outcome.winner is WHITE
    assert counted.outcome.reason is not Reason.ENDGAME_COUNT


def test_three_kings_win_a_lone_king_off_the_diagonal_in_more_than_five_moves_each(
        db: Database) -> None:
    rng = random.Random(8)
    squares = list(CZECH.geometry.every_square())
    found = 0
    while found < 2:
        a, b, c, k = rng.sample(squares, 4)
        p = Position(CZECH, {a: Piece.WHITE_KING, b: Piece.WHITE_KING,
                             c: Piece.WHITE_KING, k: Piece.BLACK_KING}, WHITE)
        entry = db.entry(p)
        if entry is None or entry[0] != 1 or entry[1] <= 14:
            continue
        game = Game(CZECH, p)
        assert game.draw_counters()[0].plies_left == 30
        _play_out(game, db)
        assert game.outcome is not None and game.outcome.winner is WHITE
        assert len(game.moves) > 10
        found += 1


def test_two_kings_against_a_king_win_only_within_the_count(db: Database) -> None:
    """Two kings against a king: every win is found within the 10 plies of the count,
    or it is a draw; the wins that need more plies are draws once the count runs short."""
    counted = 0
    for p in positions(3):
        if p.white_men or p.black_men or p.white_kings.bit_count() != 2 or not p.turn:
            continue
        entry = db.entry(p)
        assert entry is not None
        result, d, _ = entry
        for plies in range(10):
            found = db.value(p, king_moves_later(p, plies))
            assert found is not None
            assert found[0] == (result if d <= 10 - plies else 0)
        counted += result != 0
    assert counted > 1000


# ---------------------------------------------------------------- (c) the engine


def test_the_engine_never_loses_a_won_position_of_the_database(db: Database) -> None:
    rng = random.Random(12)
    wanted = {(3, 0, 1, 0): 3, (1, 1, 1, 0): 2, (2, 0, 1, 0): 2, (2, 0, 0, 1): 1,
              (0, 2, 1, 0): 2, (1, 1, 0, 1): 2, (0, 1, 0, 2): 1, (0, 2, 0, 1): 1}
    played = 0
    squares = list(CZECH.geometry.every_square())
    while wanted:
        m = rng.choice(sorted(wanted))
        kinds = ([Piece.WHITE_KING] * m[0] + [Piece.WHITE_MAN] * m[1]
                 + [Piece.BLACK_KING] * m[2] + [Piece.BLACK_MAN] * m[3])
        try:
            p = Position(CZECH, dict(zip(rng.sample(squares, len(kinds)), kinds, strict=True)),
                         rng.choice((WHITE, BLACK)))
        except ValueError:
            continue
        found = db.value(p)
        if found is None or found[0] != 1 or found[1] < 6:
            continue
        game = Game(CZECH, p)
        _play_out(game, db)
        assert game.outcome is not None and game.outcome.winner is p.turn, (p, game.moves)
        wanted[m] -= 1
        if not wanted[m]:
            del wanted[m]
        played += 1
    assert played == 14


def test_the_search_keeps_the_draw_counts_as_the_game_does(db: Database) -> None:
    """Moves pushed on a search state leave it with the probe a game in the same place
    gets (captures, crownings and man moves included)."""
    rng = random.Random(3)
    p = Position(CZECH, {22: Piece.WHITE_MAN, 30: Piece.WHITE_KING, 7: Piece.BLACK_KING,
                         12: Piece.BLACK_MAN}, WHITE)
    for _ in range(20):
        game = Game(CZECH, p)
        state = DraughtsState.from_game(game, db)
        while not game.is_over:
            move = rng.choice(game.legal_moves())
            state.push(move)
            game.push(move)
            assert state.probe() == DraughtsState.from_game(game, db).probe()
        while game.moves:
            game.pop()
            state.pop()
            assert state.probe() == DraughtsState.from_game(game, db).probe()


def test_probe_knows_nothing_with_more_pieces_than_the_database(db: Database) -> None:
    state = DraughtsState(Position(CZECH), endgame=db)
    assert state.probe() is None
    two_each = Position(CZECH, {1: Piece.WHITE_KING, 2: Piece.WHITE_KING,
                                31: Piece.BLACK_KING, 32: Piece.BLACK_KING}, WHITE)
    # four pieces, not in this database
    assert DraughtsState(two_each, endgame=db).probe() is None


# ---------------------------------------------------------------- (d) the cache


def test_a_damaged_cache_file_is_rebuilt_not_trusted(tmp_path: Path) -> None:
    tiny = Selection(2, ())
    built = endgame.build(CZECH, tiny, folder=tmp_path)
    path = endgame.path_for(CZECH, tiny, tmp_path)
    whole = path.read_bytes()
    for damaged in (whole[: len(whole) // 2], whole[:100] + bytes([whole[100] ^ 1]) + whole[101:],
                    b"", b"not a database"):
        path.write_bytes(damaged)
        assert endgame.read(path, CZECH) is None
        assert endgame.Tables(tmp_path).load(CZECH, tiny) is None
        again = endgame.build(CZECH, tiny, folder=tmp_path)
        assert path.read_bytes() == whole
        assert again.tables.keys() == built.tables.keys()
        assert all(again.tables[m].dtc == built.tables[m].dtc for m in built.tables)
    # no temporary file left; the build lock's file stays (endgame.BuildLock)
    assert sorted(f.name for f in tmp_path.iterdir()) == [path.name, path.name + ".lock"]


def test_the_engine_finds_a_database_in_the_cache_folder(
        db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(endgame.CACHE_VARIABLE, str(tmp_path))
    tables = endgame.Tables()
    assert tables.available(CZECH) is None
    endgame.write(db, endgame.path_for(CZECH, Selection(3, ())))
    found = tables.available(CZECH)
    assert found is not None and (2, 0, 1, 0) in found.tables
    assert tables.available(find_variant("international")) is None
    kings = Position(CZECH, {1: Piece.WHITE_KING, 2: Piece.WHITE_KING, 32: Piece.BLACK_KING},
                     WHITE)
    assert DraughtsState(kings, endgame=found).probe() is not None
    kings = Position(CZECH, {1: Piece.WHITE_KING, 2: Piece.WHITE_KING, 28: Piece.BLACK_KING},
                     WHITE)  # won in 7 plies: deeper than the search looks
    line = Engine(10, tables=tables).best_line(Game(CZECH, kings), Limit(depth=2))
    assert line is not None and line.mate_in is not None and line.mate_in > 0


def test_an_engine_probes_the_tables_it_is_given_and_no_others(db: Database) -> None:
    """The databases are state an engine is given: one engine's tables change nothing
    for another's (the cache folder of the tests is empty)."""
    kings = Position(CZECH, {1: Piece.WHITE_KING, 2: Piece.WHITE_KING, 28: Piece.BLACK_KING},
                     WHITE)  # won in 7 plies: deeper than the search looks
    given = Engine(10, tables=endgame.Tables.of(db)).best_line(Game(CZECH, kings),
                                                              Limit(depth=2))
    plain = Engine(10).best_line(Game(CZECH, kings), Limit(depth=2))
    assert given is not None and given.mate_in is not None and given.mate_in > 0
    assert plain is not None and plain.mate_in is None


def test_dama_endgame_builds_into_the_cache_folder_and_says_where(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from accessible_dama.cli.main import main

    monkeypatch.setenv(endgame.CACHE_VARIABLE, str(tmp_path))
    assert main(["endgame", "info", "--pieces", "2"]) == 0
    assert "not built" in capsys.readouterr().out
    assert main(["endgame", "build", "--pieces", "2"]) == 0
    out = capsys.readouterr().out
    assert "KvK: 1984 positions" in out
    assert (tmp_path / "czech-endgame-2-v1.bin").is_file()
    assert main(["endgame", "info", "--pieces", "2"]) == 0
    assert "3 materials up to 2 pieces" in capsys.readouterr().out
    assert main(["endgame", "build", "--variant", "english"]) == 2
    assert main(["endgame", "build", "--pieces", "6"]) == 2
