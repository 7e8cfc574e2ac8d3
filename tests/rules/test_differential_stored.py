"""Our rules against pydraughts' answers, kept in tests/data/differential/.

The answers were written by ``scripts/regen-differential`` from pydraughts for the default
differential set (english, brazilian, international, russian; about 22,000 positions:
seeded random games from the start and from hand-made positions with kings, and random
placements). In
every position the SET of legal moves must be equal, each compared as (start, end,
captured squares), our one route per move must be one of pydraughts' routes, and after the
move chosen there the position reached must be the one pydraughts reached. pydraughts
itself is not needed; the live comparison runs under ``-m slow``
(test_differential_pydraughts.py).
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from accessible_dama.notation.fen import parse_fen, write_fen
from accessible_dama.rules import find_variant

DATA = Path(__file__).resolve().parent.parent / "data" / "differential"

Key = tuple[int, int, frozenset[int]]


def _stored(variant: str) -> tuple[dict[str, Any], list[list[Any]]]:
    path = DATA / f"{variant}.jsonl.gz"
    if not path.exists():
        pytest.fail(f"the stored answers are missing: {path} (scripts/regen-differential)")
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        head, *records = (json.loads(line) for line in lines)
    return head, records


def _route(written: list[int]) -> tuple[tuple[int, ...], frozenset[int]]:
    cut = written.index(-1)
    return tuple(written[:cut]), frozenset(written[cut + 1:])


@pytest.mark.parametrize("variant", ["brazilian", "english", "international", "russian"])
def test_same_legal_moves_as_pydraughts_answers(variant: str) -> None:
    head, records = _stored(variant)
    assert head["variant"] == variant and head["positions"] == len(records)
    rules = find_variant(variant)
    failures: list[str] = []
    positions = with_kings = multi_captures = crowned_on_the_way = pushes = 0
    for fen, written_routes, chosen, reached in records:
        position = parse_fen(fen, rules)
        theirs: dict[Key, list[tuple[int, ...]]] = {}
        for written in written_routes:
            path, captured = _route(written)
            theirs.setdefault((path[0], path[-1], captured), []).append(path)
        ours = position.legal_moves()
        mine = {(m.path[0], m.path[-1], m.captured): m for m in ours}
        positions += 1
        with_kings += bool(position.white_kings or position.black_kings)
        multi_captures += any(len(m.captured) > 1 for m in ours)
        crown = rules.geometry.promotion_rows[position.turn]
        crowned_on_the_way += any(position.is_promotion(m)
                                  and not crown & rules.geometry.bit[m.path[-1]] for m in ours)
        if len(mine) != len(ours) or position.count_legal_moves() != len(ours):
            failures.append(f"{fen}: duplicate moves or a wrong count in {ours}")
            continue
        if set(mine) != set(theirs):
            failures.append(f"{fen}: only ours {sorted(set(mine) - set(theirs), key=str)}; "
                            f"only pydraughts {sorted(set(theirs) - set(mine), key=str)}")
            continue
        for key, move in mine.items():
            if move.path not in theirs[key]:
                failures.append(f"{fen}: our route {move.path} is not among {theirs[key]}")
        if chosen is not None:
            move = next((m for m in ours if list(m.path) == chosen), None)
            if move is None:
                failures.append(f"{fen}: no move of ours goes {chosen}")
                continue
            position.push(move)
            pushes += 1
            if position.key() != parse_fen(reached, rules).key():
                failures.append(f"{fen}: after {move} ours {write_fen(position)}, "
                                f"pydraughts {reached}")
        if len(failures) >= 8:
            break
    assert not failures, "disagreements with pydraughts' stored answers:\n" + "\n".join(failures)
    # the stored set keeps reaching the interesting cases
    assert positions >= 4000
    assert with_kings >= 1500
    assert multi_captures >= 300
    assert pushes >= 2000
    if rules.crowns_mid_capture:
        assert crowned_on_the_way >= 30
