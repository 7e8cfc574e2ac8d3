"""Why a move is illegal (``rules.explain``): one test per kind, in several variants.

Positions are written as algebraic FEN; a path is the squares the player named, e.g.
``"c3 e5"`` or ``"a1 c3 e1 h4"``. Expected facts were worked out by hand from RULES.md.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_dama.notation.fen import parse_fen
from accessible_dama.notation.squares import parse_square, square_name
from accessible_dama.rules import Position, Rules, explain_square, named_moves
from accessible_dama.rules.explain import Illegal, IllegalKind, explain_illegal
from accessible_dama.rules.variants import (
    BRAZILIAN,
    CZECH,
    CZECH_8,
    ENGLISH,
    INTERNATIONAL,
    OPALECKA,
    VARIANTS,
    FreeChoice,
    Majority,
)

K = IllegalKind


def path(rules: Rules, text: str) -> list[int]:
    return [parse_square(rules.geometry, t) for t in text.split()]


def why(fen: str, rules: Rules, text: str) -> Illegal:
    return explain_illegal(parse_fen(fen, rules), path(rules, text))


def names(rules: Rules, squares: tuple[int, ...]) -> list[str]:
    return [square_name(rules.geometry, s) for s in squares]


# ------------------------------------------------------------------ the start square


@pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=list(VARIANTS))
def test_nothing_on_the_start_square(rules):
    # ranks 4 and 5 of 8x8 (5 and 6 of 10x10) are empty at the start in every variant
    text = "e5 f6" if rules.size == 10 else "d4 e5"
    found = explain_illegal(Position(rules), path(rules, text))
    assert found.kind is K.NOT_A_PIECE
    assert names(rules, found.squares) == [text.split()[0]]


@pytest.mark.parametrize(
    ("rules", "text"),
    [
        (CZECH, "f6 e5"),  # White moves first: f6 is Black's
        (OPALECKA, "g7 f6"),
        (BRAZILIAN, "f6 e5"),
        (INTERNATIONAL, "a7 b6"),
        (ENGLISH, "c3 d4"),  # Black moves first: c3 is White's
        (CZECH_8, "c1 d2"),
    ],
)
def test_opponents_piece_on_the_start_square(rules, text):
    found = explain_illegal(Position(rules), path(rules, text))
    assert found.kind is K.OPPONENTS_PIECE
    assert names(rules, found.squares) == [text.split()[0]]


# ------------------------------------------------------------------ plain moves


@pytest.mark.parametrize("rules", [CZECH, ENGLISH, INTERNATIONAL])
def test_destination_occupied(rules):
    found = why("W:Wc3,d4:Bh8" if rules.size == 8 else "W:Wc3,d4:Bj10", rules, "c3 d4")
    assert found.kind is K.DESTINATION_OCCUPIED
    assert names(rules, found.squares) == ["d4"]


@pytest.mark.parametrize("rules", [CZECH, BRAZILIAN, INTERNATIONAL])
def test_man_moves_forward_only_white(rules):
    # brazilian and international men capture backwards, but still move forward only
    found = why("W:Wd4:Ba7", rules, "d4 c3")
    assert found.kind is K.MAN_MOVES_FORWARD_ONLY
    assert names(rules, found.squares) == ["d4", "c3"]


def test_man_moves_forward_only_black_in_english():
    found = why("B:Wa1:Bd4", ENGLISH, "d4 c5")
    assert found.kind is K.MAN_MOVES_FORWARD_ONLY


@pytest.mark.parametrize("rules", [CZECH, OPALECKA, INTERNATIONAL])
def test_not_on_a_diagonal(rules):
    found = why("W:Wc3,Kf2:Ba7", rules, "c3 c5")
    assert found.kind is K.NOT_ON_A_DIAGONAL
    assert names(rules, found.squares) == ["c3", "c5"]
    assert why("W:Wc3,Kf2:Ba7", rules, "f2 f6").kind is K.NOT_ON_A_DIAGONAL


@pytest.mark.parametrize("rules", [CZECH, ENGLISH, BRAZILIAN])
def test_man_moves_one_square_only(rules):
    found = why("W:Wc3:Bh8", rules, "c3 e5")
    assert found.kind is K.TOO_FAR
    assert names(rules, found.squares) == ["c3", "e5"]
    assert found.count == 2


def test_short_king_moves_one_square_only_in_english():
    found = why("W:WKd4:Bh8", ENGLISH, "d4 f6")
    assert found.kind is K.TOO_FAR
    assert found.count == 2
    # a flying king may go the same way
    assert named_moves(parse_fen("W:WKd4:Bh8", CZECH), [18, 11]) != []


def test_man_named_with_two_steps_is_too_far():
    assert why("W:Wc3:Bh8", CZECH, "c3 d4 e5").kind is K.TOO_FAR


@pytest.mark.parametrize("rules", [CZECH, OPALECKA, BRAZILIAN, INTERNATIONAL])
def test_flying_king_path_blocked_by_own_piece(rules):
    found = why("W:WKa1,c3:Bh8" if rules.size == 8 else "W:WKa1,c3:Bj10", rules, "a1 e5")
    assert found.kind is K.PATH_BLOCKED
    assert names(rules, found.squares) == ["c3"]


def test_flying_king_path_blocked_by_two_pieces_side_by_side():
    found = why("W:WKa1:Bc3,d4,h8", BRAZILIAN, "a1 f6")
    assert found.kind is K.PATH_BLOCKED
    assert names(BRAZILIAN, found.squares) == ["c3", "d4"]


# ------------------------------------------------------------------ compulsory capture


@pytest.mark.parametrize("rules", [CZECH, CZECH_8, ENGLISH, BRAZILIAN, INTERNATIONAL])
def test_plain_move_while_a_capture_is_compulsory(rules):
    found = why("W:Wc3,g3:Bd4" if rules.size == 8 else "W:Wc3,g3:Bd4,j10", rules, "g3 h4")
    assert found.kind is K.MUST_CAPTURE
    assert names(rules, found.squares) == ["c3"]
    assert [m.path for m in found.moves] == [
        tuple(parse_square(rules.geometry, t) for t in ("c3", "e5"))
    ]


def test_plain_king_move_while_a_man_must_capture():
    found = why("W:Wc3,Kh2:Bd4,a7", CZECH, "h2 g1")
    assert found.kind is K.MUST_CAPTURE
    assert names(CZECH, found.squares) == ["c3"]


@pytest.mark.parametrize("rules", [CZECH, OPALECKA])
def test_king_must_capture_before_a_man(rules):
    # the man c3 could take d4, but the king h2 can take g3: the king must capture
    found = why("W:Wc3,Kh2:Bd4,g3", rules, "c3 e5")
    assert found.kind is K.KING_MUST_CAPTURE
    assert names(rules, found.squares) == ["h2"]
    assert all(m.path[0] == parse_square(rules.geometry, "h2") for m in found.moves)


@pytest.mark.parametrize("rules", [BRAZILIAN, INTERNATIONAL])
def test_majority_must_take_most(rules):
    # a3 can take one (b4); g3 can take two (f4, f6)
    found = why("W:Wa3,g3:Bb4,f4,f6", rules, "a3 c5")
    assert found.kind is K.MUST_TAKE_MOST
    assert found.count == 2
    assert names(rules, found.squares) == ["g3"]


def test_czech_8_must_take_more_than_one():
    found = why("W:Wa3,g3:Bb4,f4,f6", CZECH_8, "a3 c5")
    assert found.kind is K.MUST_TAKE_MORE_THAN_ONE
    assert found.count == 2
    assert names(CZECH_8, found.squares) == ["g3"]


def test_free_choice_allows_the_single_capture():
    pos = parse_fen("W:Wa3,g3:Bb4,f4,f6", ENGLISH)
    a3, c5 = parse_square(ENGLISH.geometry, "a3"), parse_square(ENGLISH.geometry, "c5")
    assert named_moves(pos, [a3, c5]) != []
    with pytest.raises(ValueError, match="legal move"):
        explain_illegal(pos, [a3, c5])


@pytest.mark.parametrize("rules", [CZECH, CZECH_8, ENGLISH, BRAZILIAN, INTERNATIONAL])
def test_capture_not_finished(rules):
    found = why("W:Wc3:Bd4,f6" if rules.size == 8 else "W:Wc3:Bd4,f6,j10", rules, "c3 e5")
    assert found.kind is K.CAPTURE_NOT_FINISHED
    assert names(rules, found.squares) == ["e5"]
    assert [names(rules, m.path) for m in found.moves] == [["c3", "e5", "g7"]]


def test_capture_not_finished_on_the_middle_of_a_named_route():
    # international men capture backwards: a1xc3xe1xg3, stopped on e1
    found = why("W:Wa1:Bb2,d2,f2,j10", INTERNATIONAL, "a1 c3 e1")
    assert found.kind is K.CAPTURE_NOT_FINISHED
    assert names(INTERNATIONAL, found.squares) == ["e1"]


@pytest.mark.parametrize("rules", [CZECH, BRAZILIAN])
def test_flying_king_must_land_where_it_can_go_on(rules):
    # after taking b2 the king must land on d4, from where it takes e3; e5 stops it
    found = why("W:WKa1:Bb2,e3", rules, "a1 e5")
    assert found.kind is K.CAPTURE_NOT_FINISHED
    assert {names(rules, m.path)[1] for m in found.moves} == {"d4"}


@pytest.mark.parametrize("rules", [CZECH, CZECH_8, OPALECKA, ENGLISH])
def test_man_cannot_capture_backwards(rules):
    found = why("W:Wd4:Bc3", rules, "d4 b2")
    assert found.kind is K.MAN_CANNOT_CAPTURE_BACKWARDS
    assert names(rules, found.squares) == ["d4", "b2"]


def test_black_man_cannot_capture_backwards_in_english():
    assert why("B:Wd4:Bc3", ENGLISH, "c3 e5").kind is K.MAN_CANNOT_CAPTURE_BACKWARDS


@pytest.mark.parametrize("rules", [BRAZILIAN, INTERNATIONAL])
def test_men_capture_backwards_where_the_rules_allow(rules):
    pos = parse_fen("W:Wd4:Bc3", rules)
    assert named_moves(pos, [parse_square(rules.geometry, t) for t in ("d4", "b2")])


@pytest.mark.parametrize("rules", [CZECH, ENGLISH, INTERNATIONAL])
def test_no_capture_over_own_piece(rules):
    found = why("W:Wc3,d4:Ba7", rules, "c3 e5")
    assert found.kind is K.NO_SUCH_CAPTURE
    assert names(rules, found.squares) == ["c3", "e5"]


def test_no_such_capture_along_the_named_route():
    # c3 takes d4 to e5; it cannot go on to g3 (f4 is empty)
    found = why("W:Wc3:Bd4,a7", CZECH, "c3 e5 g3")
    assert found.kind is K.NO_SUCH_CAPTURE
    assert names(CZECH, found.squares) == ["e5", "g3"]


def test_start_and_end_of_no_capture_of_a_capturing_piece():
    found = why("W:Wc3:Bd4", CZECH, "c3 g3")
    assert found.kind is K.NO_SUCH_CAPTURE
    assert [names(CZECH, m.path) for m in found.moves] == [["c3", "e5"]]


def test_not_legal_catch_all():
    assert why("W:Wc3:Ba7", CZECH, "c3 c3").kind is K.NOT_LEGAL
    # a king slides once: two slides in two directions are no move
    assert why("W:WKc3:Ba7", CZECH, "c3 d4 c5").kind is K.NOT_LEGAL


# ------------------------------------------------------------------ one square named


def test_explain_square_piece_without_moves():
    pos = parse_fen("W:Wa3:Bb4,c5", CZECH)
    found = explain_square(pos, parse_square(CZECH.geometry, "a3"))
    assert found.kind is K.PIECE_CANNOT_MOVE


def test_explain_square_no_move_ends_there():
    pos = parse_fen("W:Wc3:Ba7", CZECH)
    found = explain_square(pos, parse_square(CZECH.geometry, "f4"))
    assert found.kind is K.NO_MOVE_TO_SQUARE


def test_explain_square_opponents_piece_and_compulsory_capture():
    pos = parse_fen("W:Wc3,g3:Bd4", CZECH)
    g = CZECH.geometry
    assert explain_square(pos, parse_square(g, "d4")).kind is K.OPPONENTS_PIECE
    assert explain_square(pos, parse_square(g, "h4")).kind is K.MUST_CAPTURE


def test_explain_square_nothing_to_capture():
    pos = parse_fen("W:Wc3:Ba7", CZECH)
    assert explain_square(pos, 22, capture=True).kind is K.NOTHING_TO_CAPTURE
    pos = parse_fen("W:Wc3,g3:Bd4", CZECH)
    found = explain_square(pos, parse_square(CZECH.geometry, "h4"), capture=True)
    assert found.kind is K.NO_SUCH_CAPTURE
    assert [m.path for m in found.moves] == [(22, 15)]


def test_explain_square_named_as_start_or_as_destination():
    pos = parse_fen("W:Wc3,a3:Ba7,h8", CZECH)
    g = CZECH.geometry
    # "z d4": no piece there; "na c3": c3 is taken; "na e5": no move goes there
    assert explain_square(pos, parse_square(g, "d4"), start=True).kind is K.NOT_A_PIECE
    assert explain_square(pos, parse_square(g, "c3"), start=False).kind is K.DESTINATION_OCCUPIED
    assert explain_square(pos, parse_square(g, "e5"), start=False).kind is K.NO_MOVE_TO_SQUARE


# ------------------------------------------------------------------ rules fields, not ids


def test_kind_comes_from_the_rules_fields_not_the_id():
    # a made-up variant: Czech board and men, majority capture, men capturing backwards
    custom = replace(CZECH, id="custom", capture_priority=Majority(), men_capture_backwards=True)
    assert why("W:Wa3,g3:Bb4,f4,f6", custom, "a3 c5").kind is K.MUST_TAKE_MOST
    assert named_moves(parse_fen("W:Wd4:Bc3", custom), [18, 25])
    free = replace(CZECH, id="czech", capture_priority=FreeChoice())
    assert named_moves(parse_fen("W:Wc3,Kh2:Bd4,g3", free), [22, 15])


def test_named_moves_reads_landings_and_routes():
    pos = parse_fen("W:WKa1:Bb2,d4", CZECH)
    g = CZECH.geometry
    sq = {t: parse_square(g, t) for t in ("a1", "c3", "e5", "f6", "g7", "h8")}
    moves = named_moves(pos, [sq["a1"], sq["h8"]])
    assert len(moves) == 1 and moves[0].captured == {parse_square(g, "b2"), 18}
    # the king may pass e5 on the way: naming it still names the move
    assert named_moves(pos, [sq["a1"], sq["e5"], sq["h8"]]) == moves
    assert named_moves(pos, [sq["a1"]]) == []


# ------------------------------------------------------------------ any path, any position


def random_position(rules: Rules, seed: int, plies: int) -> Position:
    pos = Position(rules)
    rng = random.Random(seed)
    for _ in range(plies):
        moves = pos.legal_moves()
        if not moves:
            break
        pos.push(rng.choice(moves))
    return pos.copy()


@settings(max_examples=500, deadline=None)
@given(
    st.sampled_from(sorted(VARIANTS)),
    st.integers(0, 10**6),
    st.integers(0, 80),
    st.lists(st.integers(1, 50), min_size=2, max_size=5),
)
def test_every_path_is_legal_or_explained(variant, seed, plies, raw):
    rules = VARIANTS[variant]
    pos = random_position(rules, seed, plies)
    squares = [1 + (s - 1) % rules.geometry.squares for s in raw]
    own = sorted({m.path[0] for m in pos.legal_moves()})
    if own and raw[0] % 4:  # mostly start from a piece that can move
        squares[0] = own[raw[0] % len(own)]
    if named_moves(pos, squares):
        with pytest.raises(ValueError):
            explain_illegal(pos, squares)
    else:
        found = explain_illegal(pos, squares)
        assert isinstance(found.kind, IllegalKind)
        assert set(found.moves) <= set(pos.legal_moves())


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(sorted(VARIANTS)), st.integers(0, 10**6), st.integers(0, 80))
def test_every_legal_move_is_named_by_its_path_and_its_ends(variant, seed, plies):
    pos = random_position(VARIANTS[variant], seed, plies)
    for move in pos.legal_moves():
        assert named_moves(pos, move.path)[0] == move
        assert move in named_moves(pos, (move.path[0], move.path[-1]))


def test_whole_capture_of_too_few_is_majority_not_unfinished():
    # the king on 2 may take 17 and 27 (2x16x32), but it can take three (2x11x22x31):
    # taking two is a capture of its own, refused by the majority rule, not unfinished
    fen = "W:W28,29,30,36,39,42,43,46,47,49,50,K2:B7,10,17,27"
    found = explain_illegal(parse_fen(fen, INTERNATIONAL), [2, 16, 32])
    assert found.kind is K.MUST_TAKE_MOST
    assert found.count == 3
    assert found.squares == (2,)
