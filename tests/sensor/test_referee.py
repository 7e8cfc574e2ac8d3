"""The referee: irregular moves seen on a settled board, and each variant's remedy as
RULES.md ("Irregularities on a physical board") gives it."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_dama.notation.fen import parse_fen
from accessible_dama.notation.squares import parse_square
from accessible_dama.rules import VARIANTS, Move, Piece, Position, Rules, find_variant
from accessible_dama.rules.movegen import generator_for
from accessible_dama.rules.variants import IrregularityRemedy
from accessible_dama.sensor.recognize import (
    Ambiguous,
    CrownRequest,
    Mismatch,
    MoveRecognized,
    PutBack,
    Recognizer,
    Unchanged,
    board_after,
    board_of,
)
from accessible_dama.sensor.referee import (
    Irregular,
    IrregularKind,
    Referee,
    RemedyKind,
    capture_steps,
)


def sq(rules: Rules, name: str) -> int:
    return parse_square(rules.geometry, name)


def move(rules: Rules, *names: str, captured: tuple[str, ...] = ()) -> Move:
    return Move(tuple(sq(rules, n) for n in names), frozenset(sq(rules, n) for n in captured))


def legal(position: Position, start: str, end: str) -> Move:
    g = position.rules.geometry
    a, b = parse_square(g, start), parse_square(g, end)
    found = [m for m in position.legal_moves() if (m.path[0], m.path[-1]) == (a, b)]
    assert len(found) == 1, found
    return found[0]


def judge_move(position: Position, done: Move, removed: tuple[str, ...] | None = None) -> Irregular:
    """Judge the board after ``done`` (with ``removed`` taken off instead of its captures)."""
    rules = position.rules
    taken = None if removed is None else [sq(rules, n) for n in removed]
    board = board_after(board_of(position), done, taken)
    found = Referee(rules).judge(position, board, {done.path[0], done.path[-1]})
    assert isinstance(found, Irregular), found
    return found


def kinds(found: Irregular) -> list[RemedyKind]:
    return [r.kind for r in found.options]


# ---------------------------------------------------------------- czech (5.4, 5.7)

CZECH = find_variant("czech")


def test_referee_czech_lets_opponent_choose_after_a_missed_capture() -> None:
    before = parse_fen("W:Wc3,g3:Bd4,h8", CZECH)
    found = judge_move(before, move(CZECH, "g3", "h4"))
    assert found.kind is IrregularKind.MISSED_CAPTURE
    assert found.offenders == (sq(CZECH, "c3"),)
    assert found.decided_by == "opponent" and found.confirmed_by_next_move
    assert found.clause == "5.4, 5.7"
    assert kinds(found) == [RemedyKind.CORRECT, RemedyKind.LET_STAND]
    correct, stand = found.options
    assert correct.position == before
    assert correct.moves == (legal(before, "c3", "e5"),)
    assert stand.position == parse_fen("B:Wc3,h4:Bd4,h8", CZECH)
    assert found.kind.illegal_kind is not None and found.kind.illegal_kind.value == "must_capture"


def test_referee_czech_man_captured_where_the_king_could() -> None:
    before = parse_fen("W:We3,Kh8:Bd4,f6", CZECH)
    found = judge_move(before, move(CZECH, "e3", "c5", captured=("d4",)))
    assert found.kind is IrregularKind.KING_MUST_CAPTURE
    assert found.offenders == (sq(CZECH, "h8"),)
    assert kinds(found) == [RemedyKind.CORRECT, RemedyKind.LET_STAND]
    assert set(found.options[0].moves) == set(before.legal_moves())
    assert found.options[1].position == parse_fen("B:Wc5,Kh8:Bf6", CZECH)


def test_referee_czech_capture_stopped_early() -> None:
    before = parse_fen("W:Wc3,a1:Bd4,f6,h8,a7", CZECH)
    found = judge_move(before, move(CZECH, "c3", "e5", captured=("d4",)))
    assert found.kind is IrregularKind.CAPTURE_NOT_FINISHED
    assert found.offenders == (sq(CZECH, "e5"),)
    correct, stand = found.options
    assert correct.moves == (legal(before, "c3", "g7"),)
    assert stand.position == parse_fen("B:We5,a1:Bf6,h8,a7", CZECH)


def test_referee_czech_too_few_pieces_removed() -> None:
    before = parse_fen("W:Wc3,a1:Bd4,f6,h8,a7", CZECH)
    capture = legal(before, "c3", "g7")
    found = judge_move(before, capture, removed=("f6",))
    assert found.kind is IrregularKind.WRONG_PIECES_REMOVED
    assert found.move == capture and found.removed == {sq(CZECH, "f6")}
    assert found.decided_by == "opponent"  # 5.4 k: fewer pieces removed than jumped
    correct, stand = found.options
    assert correct.moves == (capture,)
    # let stand: the jumped piece left on d4 stays in the game
    assert stand.position == parse_fen("B:Wg7,a1:Bd4,h8,a7", CZECH)


def test_referee_czech_wrong_piece_removed() -> None:
    before = parse_fen("W:Wc3,a1:Bd4,f6,h8,a7", CZECH)
    found = judge_move(before, legal(before, "c3", "g7"), removed=("d4", "a7"))
    assert found.kind is IrregularKind.WRONG_PIECES_REMOVED
    assert found.options[1].position == parse_fen("B:Wg7,a1:Bf6,h8", CZECH)


def test_referee_czech_irregular_move_to_the_last_row_crowns_when_it_stands() -> None:
    before = parse_fen("W:Wc7,g3:Bf4,h8", CZECH)  # g3 must take f4; c7 goes to d8
    found = judge_move(before, move(CZECH, "c7", "d8"))
    assert found.crown == CrownRequest(sq(CZECH, "d8"))
    stand = found.option(RemedyKind.LET_STAND)
    assert stand is not None
    assert stand.position.piece_at(sq(CZECH, "d8")) is Piece.WHITE_KING


# ---------------------------------------------------------------- czech-8 (6.3.3, 8.3)

CZECH_8 = find_variant("czech-8")


def test_referee_czech8_opponent_may_take_the_piece_that_forgot_to_capture() -> None:
    """ "Zapomněl jsi skákat!": the piece that should have captured may be taken."""
    before = parse_fen("B:Wd4,h2:Bc5,g7", CZECH_8)
    found = judge_move(before, move(CZECH_8, "g7", "h6"))
    assert found.kind is IrregularKind.MISSED_CAPTURE
    assert found.clause == "6.3.3, 8.3" and found.decided_by == "opponent"
    assert kinds(found) == [RemedyKind.REMOVE_PIECE, RemedyKind.CORRECT, RemedyKind.LET_STAND]
    take = found.options[0]
    assert take.square == sq(CZECH_8, "c5")
    # the move stands, the piece is gone, and the removal is not a move: White to move
    assert take.position == parse_fen("W:Wd4,h2:Bh6", CZECH_8)


def test_referee_czech8_the_piece_that_moved_instead_is_taken_where_it_stands() -> None:
    before = parse_fen("B:Wd4,h2:Bc5,g7", CZECH_8)
    found = judge_move(before, move(CZECH_8, "c5", "b4"))
    assert found.offenders == (sq(CZECH_8, "b4"),)
    assert found.options[0].position == parse_fen("W:Wd4,h2:Bg7", CZECH_8)


def test_referee_czech8_multiple_capture_not_completed() -> None:
    before = parse_fen("B:Wd4,b4,d2:Bc5,h8", CZECH_8)
    found = judge_move(before, move(CZECH_8, "c5", "e3", captured=("d4",)))
    assert found.kind is IrregularKind.CAPTURE_NOT_FINISHED
    assert found.offenders == (sq(CZECH_8, "e3"),)
    take, correct, _ = found.options
    assert take.position == parse_fen("W:Wb4,d2:Bh8", CZECH_8)
    assert correct.moves == (legal(before, "c5", "c1"),)


def test_referee_czech8_single_capture_where_a_multiple_one_exists() -> None:
    before = parse_fen("B:Wd4,b4,d2:Bc5,h8", CZECH_8)
    found = judge_move(before, move(CZECH_8, "c5", "a3", captured=("b4",)))
    assert found.kind is IrregularKind.MUST_TAKE_MORE_THAN_ONE
    assert found.offenders == (sq(CZECH_8, "a3"),)
    assert found.options[0].kind is RemedyKind.REMOVE_PIECE


# ---------------------------------------------------------------- opálecká

OPALECKA = find_variant("opalecka")


def test_referee_opalecka_removes_the_piece_that_failed_to_capture() -> None:
    before = parse_fen("W:Wc3,g3:Bd4,h8", OPALECKA)
    found = judge_move(before, move(OPALECKA, "g3", "h4"))
    assert found.decided_by == "rule" and not found.confirmed_by_next_move
    assert kinds(found) == [RemedyKind.REMOVE_PIECE]
    (removal,) = found.options
    assert removal.square == sq(OPALECKA, "c3")
    assert removal.position == parse_fen("B:Wh4:Bd4,h8", OPALECKA)


def test_referee_opalecka_removes_the_king_that_should_have_captured() -> None:
    before = parse_fen("W:We3,Kh8:Bd4,f6", OPALECKA)
    found = judge_move(before, move(OPALECKA, "e3", "c5", captured=("d4",)))
    assert found.kind is IrregularKind.KING_MUST_CAPTURE
    (removal,) = found.options
    assert removal.square == sq(OPALECKA, "h8")
    assert removal.position == parse_fen("B:Wc5:Bf6", OPALECKA)


def test_referee_opalecka_opponent_names_which_piece_when_several_failed() -> None:
    before = parse_fen("W:Wc3,e3,g3:Bd4,h8", OPALECKA)
    found = judge_move(before, move(OPALECKA, "g3", "h4"))
    assert found.decided_by == "opponent"
    assert [r.square for r in found.options] == [sq(OPALECKA, "c3"), sq(OPALECKA, "e3")]


# ---------------------------------------------------------------- english

ENGLISH = find_variant("english")


def test_referee_english_takes_the_move_back_and_no_piece_is_lost() -> None:
    before = parse_fen("B:Wd4,h2:Bc5,g7", ENGLISH)
    found = judge_move(before, move(ENGLISH, "g7", "h6"))
    assert found.kind is IrregularKind.MISSED_CAPTURE
    assert kinds(found) == [RemedyKind.CORRECT, RemedyKind.LET_STAND]
    assert found.decided_by == "opponent"
    correct = found.options[0]
    assert correct.position == before and correct.moves == (legal(before, "c5", "e3"),)
    assert all(r.kind is not RemedyKind.REMOVE_PIECE for r in found.options)


def test_referee_english_captured_piece_left_on_the_board_must_be_taken_off() -> None:
    before = parse_fen("B:Wd4,h2:Bc5,g7", ENGLISH)
    found = judge_move(before, legal(before, "c5", "e3"), removed=())
    assert found.kind is IrregularKind.WRONG_PIECES_REMOVED
    assert found.decided_by == "rule" and kinds(found) == [RemedyKind.CORRECT]


# ------------------------------------------------------- brazilian (3), international (3.4)

BRAZILIAN = find_variant("brazilian")
INTERNATIONAL = find_variant("international")


def test_referee_brazilian_fewer_pieces_than_the_majority_rule_demands() -> None:
    before = parse_fen("W:Wc3,a3:Bd4,f6,b4", BRAZILIAN)
    found = judge_move(before, move(BRAZILIAN, "c3", "a5", captured=("b4",)))
    assert found.kind is IrregularKind.MUST_TAKE_MOST
    assert found.clause == "3" and found.decided_by == "opponent"
    assert found.confirmed_by_next_move
    assert found.offenders == (sq(BRAZILIAN, "a5"), sq(BRAZILIAN, "a3"))
    correct, stand = found.options
    assert set(correct.moves) == set(before.legal_moves())
    assert stand.position == parse_fen("B:Wa5,a3:Bd4,f6", BRAZILIAN)


def test_referee_international_missed_capture_is_taken_back_on_claim() -> None:
    before = parse_fen("W:Wc3,g3:Bd4,h8", INTERNATIONAL)
    found = judge_move(before, move(INTERNATIONAL, "g3", "h4"))
    assert found.kind is IrregularKind.MISSED_CAPTURE and found.clause == "3.4"
    assert kinds(found) == [RemedyKind.CORRECT, RemedyKind.LET_STAND]


def test_referee_international_capture_not_completed() -> None:
    before = parse_fen("W:Wc3,a1:Bd4,f6", INTERNATIONAL)
    found = judge_move(before, move(INTERNATIONAL, "c3", "e5", captured=("d4",)))
    assert found.kind is IrregularKind.CAPTURE_NOT_FINISHED
    assert found.options[0].moves == (legal(before, "c3", "g7"),)


# ---------------------------------------------------------------- the other readings


def test_referee_judges_a_legal_move_legal() -> None:
    before = parse_fen("W:Wc3,g3:Bd4,h8", CZECH)
    capture = legal(before, "c3", "e5")
    referee = Referee(CZECH)
    assert referee.judge(before, board_after(board_of(before), capture)) == MoveRecognized(capture)
    assert isinstance(referee.judge(before, board_of(before)), Unchanged)


def test_referee_no_capture_due_means_no_irregular_move() -> None:
    before = Position(CZECH)
    board = (board_of(before) - {sq(CZECH, "c3")}) | {sq(CZECH, "c5")}
    found = Referee(CZECH).judge(before, board)
    assert isinstance(found, Mismatch)
    # a plain move, and an opponent's piece knocked off: not a capture with wrong removals
    c3, d4, f6 = (sq(CZECH, n) for n in ("c3", "d4", "f6"))
    board = ((board_of(before) - {c3}) | {d4}) - {f6}
    found = Referee(CZECH).judge(before, board)
    assert found == Mismatch((PutBack(f6),), legal(before, "c3", "d4"))


def test_referee_mismatch_is_counted_against_the_likeliest_irregular_move() -> None:
    before = parse_fen("W:Wc3,g3:Bd4,h8", CZECH)
    plain = move(CZECH, "g3", "h4")
    h8 = sq(CZECH, "h8")
    board = board_after(board_of(before), plain) - {h8}  # and h8 knocked off
    found = Referee(CZECH).judge(before, board, {sq(CZECH, "g3"), sq(CZECH, "h4"), h8})
    assert found == Mismatch((PutBack(h8),), plain)


def test_referee_follows_a_recognizer_mismatch() -> None:
    before = parse_fen("W:Wc3,g3:Bd4,h8", CZECH)
    rec = Recognizer(before)
    rec.feed(sq(CZECH, "g3"), False)
    rec.feed(sq(CZECH, "h4"), True)
    assert isinstance(rec.settle(), Mismatch)
    found = Referee(CZECH).judge(rec.position, rec.board, rec.touched)
    assert isinstance(found, Irregular) and found.kind is IrregularKind.MISSED_CAPTURE
    # the opponent lets it stand: the recogniser goes on from that position
    stand = found.option(RemedyKind.LET_STAND)
    assert stand is not None
    assert isinstance(rec.expect(stand.position), Unchanged)


def test_referee_refuses_a_position_of_another_variant() -> None:
    with pytest.raises(ValueError):
        Referee(CZECH).judge(Position(ENGLISH), board_of(Position(ENGLISH)))


def test_every_variant_has_its_remedy() -> None:
    remedy = {v: r.irregularity_remedy for v, r in VARIANTS.items()}
    assert remedy["czech"] is IrregularityRemedy.OPPONENT_CHOOSES
    assert remedy["czech-8"] is IrregularityRemedy.OPPONENT_MAY_TAKE_PIECE
    assert remedy["opalecka"] is IrregularityRemedy.PIECE_REMOVED
    for variant in ("english", "brazilian", "international"):
        assert remedy[variant] is IrregularityRemedy.TAKE_BACK_ON_CLAIM
    assert all(r.irregularity_clause for r in VARIANTS.values())


# ---------------------------------------------------------------- random positions


def random_position(rules: Rules, rng: random.Random) -> Position:
    g = rules.geometry
    cells = list(range(1, g.squares + 1))
    rng.shuffle(cells)
    pieces: dict[int, Piece] = {}
    for color in (True, False):
        for _ in range(rng.randint(1, rules.men_per_side)):
            s = cells.pop()
            king = rng.random() < 0.3 or bool(g.promotion_rows[color] & g.bit[s])
            pieces[s] = Piece.of(color, king)
    return Position(rules, pieces, rng.random() < 0.5)


PROPS = settings(
    derandomize=True,
    deadline=None,
    max_examples=300,
    suppress_health_check=[HealthCheck.too_slow],
)


@PROPS
@given(st.sampled_from(sorted(VARIANTS)), st.integers(0, 2**32))
def test_referee_capture_steps_hold_every_complete_capture(variant: str, seed: int) -> None:
    position = random_position(VARIANTS[variant], random.Random(seed))
    steps = capture_steps(position)
    for m in position.capture_moves_ignoring_priority():
        assert (m.path[0], m.path[-1], m.captured) in steps


@PROPS
@given(st.sampled_from(sorted(VARIANTS)), st.integers(0, 2**32))
def test_referee_every_irregular_move_gets_its_variants_remedy(variant: str, seed: int) -> None:
    rules = VARIANTS[variant]
    rng = random.Random(seed)
    before = random_position(rules, rng)
    if not before.must_capture():
        return
    men, kings = (
        (before.white_men, before.white_kings) if before.turn
        else (before.black_men, before.black_kings)
    )
    empty = rules.geometry.mask & ~before.occupied
    plain = generator_for(rules).plain_moves(men, kings, empty, before.turn)
    steps = [Move(path, captured) for (_, _, captured), path in capture_steps(before).items()]
    pool = steps if steps and (rng.random() < 0.6 or not plain) else plain
    if not pool:
        return
    done = rng.choice(pool)
    shown = board_after(board_of(before), done)
    found = Referee(rules).judge(before, shown, {done.path[0], done.path[-1]})
    if isinstance(found, MoveRecognized | Ambiguous):
        legal_boards = {board_after(board_of(before), m) for m in before.legal_moves()}
        assert shown in legal_boards
        return
    assert isinstance(found, Irregular), (before, done, found)
    remedy = VARIANTS[variant].irregularity_remedy
    for option in found.options:
        if option.kind is RemedyKind.LET_STAND:
            assert board_of(option.position) == shown
            assert option.position.turn != before.turn
        elif option.kind is RemedyKind.REMOVE_PIECE:
            assert option.square is not None
            assert board_of(option.position) == shown - {option.square}
            assert option.position.turn != before.turn
        else:
            assert option.position == before
            assert option.moves and set(option.moves) <= set(before.legal_moves())
    offered = {r.kind for r in found.options}
    if remedy is IrregularityRemedy.PIECE_REMOVED:
        assert offered == {RemedyKind.REMOVE_PIECE}
    elif remedy is IrregularityRemedy.OPPONENT_MAY_TAKE_PIECE:
        assert offered == {RemedyKind.REMOVE_PIECE, RemedyKind.CORRECT, RemedyKind.LET_STAND}
    else:
        assert offered == {RemedyKind.CORRECT, RemedyKind.LET_STAND}


# ---------------------------------------------------------------- Russian draughts

RUSSIAN = find_variant("russian")


def test_referee_russian_capture_goes_on_as_a_king_after_crowning() -> None:
    # b6xd8 crowns the man; as a flying king it must go on and take g5, landing on h4
    before = parse_fen("W:Wb6:Bc7,g5", RUSSIAN)
    steps = capture_steps(before)
    whole = (sq(RUSSIAN, "b6"), sq(RUSSIAN, "h4"), frozenset({sq(RUSSIAN, "c7"),
                                                                sq(RUSSIAN, "g5")}))
    assert whole in steps
    assert steps[whole] == tuple(sq(RUSSIAN, n) for n in ("b6", "d8", "h4"))


def test_referee_russian_capture_stopped_on_the_crowning_square_crowns_when_it_stands() -> None:
    before = parse_fen("W:Wb6:Bc7,g5", RUSSIAN)
    found = judge_move(before, move(RUSSIAN, "b6", "d8", captured=("c7",)))
    assert found.kind is IrregularKind.CAPTURE_NOT_FINISHED
    assert found.offenders == (sq(RUSSIAN, "d8"),)
    assert found.crown == CrownRequest(sq(RUSSIAN, "d8"))
    correct, stand = found.options
    assert correct.moves == (legal(before, "b6", "h4"),)
    assert stand.position == parse_fen("B:WKd8:Bg5", RUSSIAN)


def test_referee_russian_crowned_on_the_way_is_a_king_when_the_move_stands() -> None:
    # the king's capture stopped after its second jump: crowned on d8 on the way
    before = parse_fen("W:Wb6,a3:Bc7,f6,e3,Kh8,b4", RUSSIAN)
    found = judge_move(before, move(RUSSIAN, "b6", "d8", "g5", captured=("c7", "f6")))
    assert found.kind is IrregularKind.CAPTURE_NOT_FINISHED
    assert found.crown == CrownRequest(sq(RUSSIAN, "g5"))
    stand = next(o for o in found.options if o.kind is RemedyKind.LET_STAND)
    assert stand.position.piece_at(sq(RUSSIAN, "g5")).is_king
