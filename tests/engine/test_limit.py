"""The one search-limit value (engine/limit.py): when a search must end, and that a limit
of plies or nodes never reads the clock (the same answer on a busy machine)."""

from __future__ import annotations

import pytest

from accessible_dama.engine import Limit


def _no_clock() -> float:
    raise AssertionError("the clock was read")


@pytest.mark.parametrize("limit", [Limit(depth=3), Limit(nodes=1000), Limit(depth=2, nodes=10)])
def test_a_limit_of_plies_or_nodes_has_no_deadline_and_reads_no_clock(limit: Limit) -> None:
    assert limit.until(_no_clock, 5.0) is None


def test_seconds_count_from_now_and_a_deadline_wins_over_them() -> None:
    assert Limit(seconds=2.0).until(lambda: 10.0, 5.0) == 12.0
    assert Limit(depth=4, seconds=2.0).until(lambda: 10.0, 5.0) == 12.0
    assert Limit(seconds=2.0, deadline=11.0).until(_no_clock, 5.0) == 11.0


def test_no_limit_given_is_the_callers_default_time() -> None:
    assert Limit().until(lambda: 10.0, 5.0) == 15.0


def test_the_position_after_a_move_is_searched_a_ply_less_deep_one_at_least() -> None:
    assert Limit(depth=6, nodes=100).after_a_move() == Limit(depth=5, nodes=100)
    assert Limit(depth=1).after_a_move() == Limit(depth=1)
    assert Limit(seconds=1.0).after_a_move() == Limit(seconds=1.0)
