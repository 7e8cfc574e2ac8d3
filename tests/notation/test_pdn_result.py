"""What a Result means: the first score is the side that moves first (White in Czech and
international draughts, Black in English draughts, as the English records write it),
match points and halves count, and what the program writes reads back the same."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_dama.notation.fen import write_fen
from accessible_dama.notation.pdn import read_pdn_file, read_result, replay_game, write_result
from accessible_dama.rules import BLACK, WHITE, Outcome, Reason, find_variant
from accessible_dama.rules.variants import VARIANTS
from tests.components import SHARED_PDN

ENGLISH_GAMES = SHARED_PDN / "OCA_2.0.pdn"


@pytest.mark.parametrize(("variant", "first"), [
    ("czech", WHITE), ("international", WHITE), ("english", BLACK)])
@pytest.mark.parametrize(("result", "first_won"), [
    ("1-0", True), ("0-1", False), ("2-0", True), ("0-2", False), ("1:0", True),
    (" 1 - 0 ", True), ("6-4", True), ("4-6", False), ("½-0", True)])
def test_the_first_score_is_the_side_that_moves_first(
        variant: str, first: bool, result: str, first_won: bool) -> None:
    rules = find_variant(variant)
    assert rules.first == first
    said = read_result(result, rules.first)
    assert said is not None
    assert said.winner == (first if first_won else not first)


@pytest.mark.parametrize("result", ["1/2-1/2", "1-1", "½-½", "2-2", "5-5"])
def test_equal_scores_are_a_draw(result: str) -> None:
    said = read_result(result, WHITE)
    assert said is not None and said.winner is None


@pytest.mark.parametrize("result", ["*", "", "?", "-", "white", "1-0-1", "100-0", "1--0"])
def test_a_result_that_says_nothing_known_is_none(result: str) -> None:
    assert read_result(result, WHITE) is None


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_what_is_written_reads_back_as_the_same_winner(variant: str) -> None:
    first = VARIANTS[variant].first
    for winner in (WHITE, BLACK, None):
        written = write_result(Outcome(winner, Reason.RESIGNATION), first)
        said = read_result(written, first)
        assert said is not None and said.winner == winner
    assert write_result(None, first) == "*"


def test_english_records_write_1_0_for_a_win_of_black() -> None:
    english, czech = find_variant("english"), find_variant("czech")
    assert write_result(Outcome(BLACK, Reason.NO_PIECES), english.first) == "1-0"
    assert write_result(Outcome(WHITE, Reason.NO_PIECES), english.first) == "0-1"
    assert write_result(Outcome(WHITE, Reason.NO_PIECES), czech.first) == "1-0"


@pytest.mark.parametrize(("event", "result", "end", "winner"), [
    # White's last move, 26x17x10x1, takes three men and crowns
    ("Manchester 1841", "0-1", "B:W8,12,31,32,K1:B3,9,20,27,28", WHITE),
    # White, a man on 6 a step from crowning, three pieces against two: Black gave up
    ("Edinburgh 1847, game 9", "0-1", "B:W6,20,30:B3,10", WHITE),
    # Black, four kings against two kings and two men: White gave up
    ("Edinburgh 1847, game 32", "1-0", "W:W21,29,K7,K8:BK14,K18,K19,K25", BLACK),
])
@pytest.mark.needs("records")
def test_the_english_records_results_agree_with_how_their_games_end(
        event: str, result: str, end: str, winner: bool) -> None:
    english = find_variant("english")
    [game] = [g for g in read_pdn_file(ENGLISH_GAMES) if g.tags.get("Event") == event]
    replayed = replay_game(game, english)
    assert replayed.failure is None
    assert write_fen(replayed.position) == end
    said = read_result(game.result, english.first)
    assert game.result == result and said is not None and said.winner == winner


@given(st.text(max_size=40))
def test_any_text_as_a_result_is_read_or_said_as_nothing_never_an_error(text: str) -> None:
    said = read_result(text, BLACK)
    if said is not None:
        again = read_result(write_result(Outcome(said.winner, Reason.AGREEMENT), BLACK), BLACK)
        assert again == said
