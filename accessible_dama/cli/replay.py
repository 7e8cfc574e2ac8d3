"""``dama replay FILE``: replay every game of a PDN file and check every move.

A record of one of the other games of the texts (``[Variant "mill"]`` and the like) is
replayed in that game's own notation (``notation.points``); any other in draughts.
"""

from __future__ import annotations

from collections.abc import Iterator

from accessible_dama.cli.args import CommandError, game_arg
from accessible_dama.notation import PdnGame, replay_game
from accessible_dama.notation import points as point_notation
from accessible_dama.notation.pdn import PdnFileError, read_pdn_file
from accessible_dama.rules import DEFAULT_VARIANT, PointRules, Rules


def _who(game: PdnGame) -> str:
    tags = game.tags
    parts = [f"{name}: {tags[name]}" for name in ("White", "Black", "Date") if tags.get(name)]
    return f"game {game.index}" + (f" ({'; '.join(parts)})" if parts else "")


def _replay(game: PdnGame, rules: Rules | PointRules) -> tuple[int, str | None]:
    """The moves replayed, and the first failure (None: every move is legal)."""
    if isinstance(rules, PointRules):
        done = point_notation.replay_game(game, rules)
        return len(done.moves), None if done.failure is None else str(done.failure)
    result = replay_game(game, rules)
    return len(result.moves), None if result.failure is None else str(result.failure)


def _until_refused(games: Iterator[PdnGame], path: str) -> Iterator[PdnGame]:
    """The games of a file as they are read; a file found too large on the way is an
    error of the command."""
    try:
        yield from games
    except PdnFileError as e:
        raise CommandError(f"cannot read {path}: {e.detail}") from None


def replay_file(path: str, variant: str | None) -> int:
    """Prints one line per game and a total; 1 if any game failed, else 0."""
    forced: Rules | PointRules | None = game_arg(variant) if variant else None
    try:
        games = read_pdn_file(path)
    except OSError as e:
        raise CommandError(f"cannot read {path}: {e.strerror or e}") from None
    except PdnFileError as e:
        raise CommandError(f"cannot read {path}: {e.detail}") from None
    ok = failed = 0
    for game in _until_refused(games, path):
        rules = forced or point_notation.detect_game(game) or DEFAULT_VARIANT
        if game.errors:
            print(f"{_who(game)}: FAILED: {game.errors[0]}", flush=True)
            failed += 1
            continue
        moves, failure = _replay(game, rules)
        if failure is None:
            print(f"{_who(game)}: OK ({rules.id}, {moves} moves)", flush=True)
            ok += 1
        else:
            print(f"{_who(game)}: FAILED ({rules.id}): {failure}", flush=True)
            failed += 1
    print(f"{ok + failed} games, {ok} ok, {failed} failed", flush=True)
    return 1 if failed else 0
