"""A hint names what the move does in a player's words: on real middle-game positions
(the tournament records beside the checkout), "it improves the position" is at most one
hint in five. Depth-limited, so the same reasons on a busy machine."""

from __future__ import annotations

from collections import Counter

import pytest

from accessible_dama.engine import Engine, Limit, Why
from accessible_dama.notation import read_pdn, replay_game
from accessible_dama.rules import Game, find_variant, new_game
from tests.components import SHARED_PDN

#: the records and how many games of each give a position
RECORDS = (("mrcd2007.pdn", "czech", 34), ("OCA_2.0.pdn", "english", 14),
           ("wk2003.pdn", "international", 10))
MIDDLE_FROM = 20  # the first ply that counts as the middle game
HINT_DEPTH = 6


def middle_game_positions() -> list[tuple[str, Game]]:
    """From each game, the first position from ply ``MIDDLE_FROM`` on where the side to
    move has a choice and no capture is forced."""
    found: list[tuple[str, Game]] = []
    for name, variant, games in RECORDS:
        rules = find_variant(variant)
        for number, pdn in enumerate(read_pdn((SHARED_PDN / name).read_bytes())[:games], 1):
            done = replay_game(pdn, rules)
            if pdn.tags.get("FEN"):
                continue
            game = new_game(rules)
            for ply, move in enumerate(done.moves):
                if (ply >= MIDDLE_FROM and len(game.legal_moves()) > 1
                        and not game.position.must_capture()):
                    found.append((f"{name} game {number} ply {ply + 1}", game))
                    break
                game.push(move)
    return found


@pytest.mark.needs("records")
def test_improves_the_position_is_at_most_one_hint_in_five_in_real_middle_games() -> None:
    positions = middle_game_positions()
    assert len(positions) >= 50
    reasons = Counter()
    for _, game in positions:
        hint = Engine(10).hint(game, Limit(depth=HINT_DEPTH))
        assert hint is not None
        reasons[hint.why] += 1
    share = reasons[Why.POSITIONAL] / len(positions)
    print(f"{len(positions)} positions; improves the position: {share:.0%};",
          ", ".join(f"{why.value} {n}" for why, n in reasons.most_common()))
    assert share <= 0.2
