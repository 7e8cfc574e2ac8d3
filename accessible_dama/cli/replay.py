"""``dama replay FILE``: replay every game of a PDN file and check every move.

Each record is replayed in the game it names (``[Variant "mill"]`` and the like) or, as
``notation.text.detect_game`` finds it, in a draughts variant, through the one text of
every game (``notation.text``).
"""

from __future__ import annotations

from collections.abc import Iterator

from accessible_dama.cli.args import CommandError, game_arg
from accessible_dama.notation.pdn import PdnFileError, PdnGame, ReplayFailure, read_pdn_file
from accessible_dama.notation.text import detect_game, replay
from accessible_dama.rules import DEFAULT_VARIANT, AnyRules


def _who(game: PdnGame) -> str:
    tags = game.tags
    parts = [f"{name}: {tags[name]}" for name in ("White", "Black", "Date") if tags.get(name)]
    return f"game {game.index}" + (f" ({'; '.join(parts)})" if parts else "")


def _until_refused(games: Iterator[PdnGame], path: str) -> Iterator[PdnGame]:
    """The games of a file as they are read; a file found too large on the way is an
    error of the command."""
    try:
        yield from games
    except PdnFileError as e:
        raise CommandError(f"cannot read {path}: {e.detail}") from None


def replay_file(path: str, variant: str | None) -> int:
    """Prints one line per game and a total; 1 if any game failed, else 0."""
    forced: AnyRules | None = game_arg(variant) if variant else None
    try:
        games = read_pdn_file(path)
    except OSError as e:
        raise CommandError(f"cannot read {path}: {e.strerror or e}") from None
    except PdnFileError as e:
        raise CommandError(f"cannot read {path}: {e.detail}") from None
    ok = failed = 0
    for game in _until_refused(games, path):
        rules = forced or detect_game(game) or DEFAULT_VARIANT
        if game.errors:
            print(f"{_who(game)}: FAILED: {game.errors[0]}", flush=True)
            failed += 1
            continue
        done = replay(game, rules)
        if isinstance(done, ReplayFailure):
            print(f"{_who(game)}: FAILED ({rules.id}): {done}", flush=True)
            failed += 1
        else:
            print(f"{_who(game)}: OK ({rules.id}, {len(done[1])} moves)", flush=True)
            ok += 1
    print(f"{ok + failed} games, {ok} ok, {failed} failed", flush=True)
    return 1 if failed else 0
