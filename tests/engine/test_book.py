"""The opening book: made from the real records, every move legal where it stands, played
from level 6 up while no capture is forced, and never a crash when its file is bad."""

from __future__ import annotations

import importlib.util
import logging
import random
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from accessible_dama.engine import Engine, Limit, player
from accessible_dama.engine import book as book_module
from accessible_dama.engine.book import (
    BOOK_DIR,
    BOOK_FROM_LEVEL,
    BOOK_VARIANTS,
    Book,
    book_for,
    book_moves,
    forget_books,
    parse_book,
    position_key,
)
from accessible_dama.notation import parse_fen, write_fen
from accessible_dama.rules import Game, Move, Position, Rules, find_variant

ROOT = Path(__file__).resolve().parents[2]
CZECH = find_variant("czech")
INTERNATIONAL = find_variant("international")


@pytest.fixture(autouse=True)
def _fresh_books() -> Iterator[None]:
    """Each test reads the books anew, and leaves none read from elsewhere behind."""
    forget_books()
    yield
    forget_books()


def _no_clock() -> float:
    raise AssertionError("the engine searched: a book move needs no clock")


def _consulted(*_: object) -> list[tuple[Move, int]]:
    raise AssertionError("the book was consulted")


@pytest.mark.parametrize("variant", BOOK_VARIANTS)
def test_every_book_move_is_legal_in_its_position(variant: str) -> None:
    rules = find_variant(variant)
    text = (BOOK_DIR / f"{variant}.txt").read_text(encoding="utf-8")
    entries = parse_book(text)
    assert len(entries) > 100
    for key, moves in entries.items():
        position = parse_fen(key, rules)
        # the key is the notation's own FEN of the position
        assert position_key(position) == key == write_fen(position, ranges=True)
        legal = {m.path for m in position.legal_moves()}
        for entry in moves:
            assert entry.path in legal, (key, entry)


@pytest.mark.parametrize("variant", BOOK_VARIANTS)
def test_every_line_of_the_records_is_in_the_book_with_its_moves(variant: str) -> None:
    """Replaying the book's own lines: from the start, each position reached by a book
    move is in the book, and what the engine is offered there is legal and kept."""
    rules = find_variant(variant)
    book = book_for(rules)
    assert book is not None
    seen = 0
    frontier = [Position(rules)]
    visited: set[str] = set()
    while frontier:
        position = frontier.pop()
        if position_key(position) in visited:
            continue  # reached again by moves in another order
        visited.add(position_key(position))
        entries = book.entries.get(position_key(position), [])
        offered = book.moves(position)
        assert {m for m, _ in offered} <= set(position.legal_moves())
        assert all(weight > 0 for _, weight in offered)
        for entry in entries:
            seen += 1
            [move] = [m for m in position.legal_moves() if m.path == entry.path]
            assert (move, entry.count) in offered or not entry.kept
            after = position.copy()
            after.push(move)
            frontier.append(after)
    # every line comes from the start position: nothing in the book is out of reach
    assert seen == sum(len(moves) for moves in book.entries.values())


@pytest.mark.parametrize("rules", [CZECH, INTERNATIONAL], ids=["czech", "international"])
def test_a_seeded_engine_at_level_10_plays_a_book_move_from_the_start(rules: Rules) -> None:
    game = Game(rules)
    offered = {move for move, _ in book_moves(game.position)}
    assert offered
    chosen = [Engine(10, rng=random.Random(seed), clock=_no_clock).choose_move(game)
              for seed in range(40)]
    assert set(chosen) <= offered
    assert len(set(chosen)) > 1  # weighted at random: games vary
    again = [Engine(10, rng=random.Random(seed), clock=_no_clock).choose_move(game)
             for seed in range(40)]
    assert again == chosen  # a seeded engine is deterministic


def test_the_engine_plays_the_book_as_long_as_the_game_stays_in_it() -> None:
    game = Game(CZECH)
    engine = Engine(BOOK_FROM_LEVEL, rng=random.Random(3), clock=_no_clock)
    for _ in range(6):
        if game.position.must_capture() or not book_moves(game.position):
            break
        game.push(engine.choose_move(game))
    assert len(game.moves) >= 2


@pytest.mark.parametrize("number", range(1, BOOK_FROM_LEVEL))
def test_levels_1_to_5_never_consult_the_book(
    number: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(player, "book_moves", _consulted)
    game = Game(CZECH)
    move = Engine(number, rng=random.Random(1)).choose_move(game, Limit(depth=2))
    assert move in game.legal_moves()


def test_an_engine_without_the_book_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(player, "book_moves", _consulted)
    game = Game(CZECH)
    move = Engine(10, rng=random.Random(1), book=False).choose_move(game, Limit(depth=2))
    assert move in game.legal_moves()


def test_hints_and_analyses_do_not_use_the_book(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(player, "book_moves", _consulted)
    engine = Engine(10, rng=random.Random(1))
    game = Game(CZECH)
    hint = engine.hint(game, Limit(depth=2))
    assert hint is not None and hint.move in game.legal_moves()
    assert engine.analyse(game, Limit(depth=2)).depth >= 1


def test_the_book_is_not_used_when_a_capture_is_forced() -> None:
    book = book_for(CZECH)
    assert book is not None
    forced = [parse_fen(key, CZECH) for key in sorted(book.entries)]
    forced = [p for p in forced if p.must_capture() and book.moves(p)]
    assert forced, "the Czech book has positions with a capture to make"
    for position in forced[:5]:
        game = Game(CZECH, position)
        engine = Engine(10, rng=random.Random(0))
        assert engine.book_move(game) is None
        assert engine.choose_move(game, Limit(depth=2)).is_capture


@pytest.mark.parametrize(
    "content",
    [
        b"W:W21-32:B1-12\t22-18\tmany\t1\t0\t0\n",  # a count that is no number
        b"W:W21-32:B1-12\t22-18\t1\t1\t1\t1\n",  # more results than games
        b"W:W21-32:B1-12\t22-18\n",  # fields missing
        b"W:W21-32:B1-12\t22\t1\t1\t0\t0\n",  # one square is no move
        b"\xff\xfe\x00garbage\x00",  # not text
    ],
    ids=["count", "results", "fields", "move", "binary"],
)
def test_a_damaged_book_file_gives_no_book_and_no_crash(
    content: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    good = (BOOK_DIR / "czech.txt").read_bytes()
    (tmp_path / "czech.txt").write_bytes(good + content)
    monkeypatch.setattr(book_module, "BOOK_DIR", tmp_path)
    game = Game(CZECH)
    with caplog.at_level(logging.WARNING, logger=book_module.__name__):
        assert book_for(CZECH) is None
        assert book_moves(game.position) == []
        move = Engine(10, rng=random.Random(1)).choose_move(game, Limit(depth=2))
        Engine(10, rng=random.Random(2)).choose_move(game, Limit(depth=2))
    assert move in game.legal_moves()
    assert len(caplog.records) == 1  # said once
    assert "cannot be read" in caplog.records[0].getMessage()


def test_a_missing_book_file_gives_no_book_said_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(book_module, "BOOK_DIR", tmp_path)
    game = Game(INTERNATIONAL)
    with caplog.at_level(logging.WARNING, logger=book_module.__name__):
        for seed in range(2):
            move = Engine(10, rng=random.Random(seed)).choose_move(game, Limit(depth=1))
            assert move in game.legal_moves()
    assert len(caplog.records) == 1
    assert "missing" in caplog.records[0].getMessage()


def test_a_variant_without_a_book_plays_without_one_silently(
    caplog: pytest.LogCaptureFixture,
) -> None:
    russian = find_variant("russian")
    with caplog.at_level(logging.DEBUG, logger=book_module.__name__):
        assert book_for(russian) is None
        game = Game(russian)
        move = Engine(10, rng=random.Random(1)).choose_move(game, Limit(depth=1))
        assert move in game.legal_moves()
    assert caplog.records == []


def test_a_move_that_lost_more_than_it_won_and_drew_is_left_out() -> None:
    book = Book(parse_book(
        "# a comment\n"
        "W:W21-32:B1-12\t22-18\t4\t1\t1\t2\n"  # lost 2, won and drew 2: kept
        "W:W21-32:B1-12\t23-19\t5\t0\t1\t4\n"  # lost 4 of 5: left out
        "W:W21-32:B1-12\t24-20\t1\t0\t0\t0\n"  # no result known: kept
        "W:W21-32:B1-12\t22-13\t9\t9\t0\t0\n"  # not a legal move there: left out
    ))
    offered = {move.path: weight for move, weight in book.moves(Position(CZECH))}
    assert offered == {(22, 18): 4, (24, 20): 1}


def _make_book_script() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("make_book", ROOT / "scripts" / "make_book.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.needs("records")  # the script reads the tournament records
def test_the_committed_books_are_what_the_script_writes(tmp_path: Path) -> None:
    script = _make_book_script()
    assert script.main(["--out", str(tmp_path)]) == 0
    for variant in BOOK_VARIANTS:
        written = (tmp_path / f"{variant}.txt").read_text(encoding="utf-8")
        assert written == (BOOK_DIR / f"{variant}.txt").read_text(encoding="utf-8"), variant


def test_english_records_count_a_1_0_as_a_win_of_black_who_moves_first() -> None:
    script = _make_book_script()
    result_for = script.result_for
    english = find_variant("english")
    assert result_for("1-0", english, False) == script.WON
    assert result_for("1-0", CZECH, True) == script.WON
    assert result_for("0-2", CZECH, False) == script.WON
    assert result_for("1-1", CZECH, True) == script.DRAWN
    assert result_for("*", CZECH, True) is None


def test_the_book_writes_positions_as_the_notation_writes_fen() -> None:
    # the engine stands on the rules core only, so it writes the key itself: the same text
    from accessible_dama.notation.fen import write_fen

    rng = random.Random(4)
    for variant in ("czech", "international", "english"):
        game = Game(find_variant(variant))
        for _ in range(30):
            assert book_module.position_key(game.position) == write_fen(game.position,
                                                                        ranges=True)
            moves = game.legal_moves()
            if not moves:
                break
            game.push(rng.choice(moves))
