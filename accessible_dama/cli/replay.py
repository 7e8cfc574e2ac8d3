"""``dama replay FILE``: replay every game of a PDN file and check every move.

Each record is replayed in the game it names (``[Variant "mill"]`` and the like) or, as
``notation.text.detect_game`` finds it, in a draughts variant, through the one text of
every game (``notation.text``). A file is one collection: a record whose tags name no
game is played in the variant of the whole file (``pdn.detect_file_variant``).
"""

from __future__ import annotations

from collections.abc import Iterator

from accessible_dama.cli.args import CommandError, game_arg
from accessible_dama.notation.pdn import (
    PdnFileError,
    PdnGame,
    ReplayFailure,
    detect_file_variant,
    read_pdn_file,
)
from accessible_dama.notation.text import detect_game, replay
from accessible_dama.rules import DEFAULT_VARIANT, AnyRules


def _who(game: PdnGame) -> str:
    tags = game.tags
    names = ("White", "Black", "Date") if tags.get("White") or tags.get("Black") else ("Event",)
    parts = [f"{name}: {tags[name]}" for name in names if tags.get(name)]
    return f"game {game.index}" + (f" ({'; '.join(parts)})" if parts else "")


def _until_refused(games: Iterator[PdnGame], path: str) -> Iterator[PdnGame]:
    """The games of a file as they are read; a file found too large on the way is an
    error of the command."""
    try:
        yield from games
    except PdnFileError as e:
        raise CommandError(f"cannot read {path}: {e.detail}") from None


def _games(path: str) -> Iterator[PdnGame]:
    """The games of a file, as they are read; a file that cannot be read is an error of
    the command."""
    try:
        return _until_refused(read_pdn_file(path), path)
    except OSError as e:
        raise CommandError(f"cannot read {path}: {e.strerror or e}") from None
    except PdnFileError as e:
        raise CommandError(f"cannot read {path}: {e.detail}") from None


def _not_replayed(game: PdnGame, rules: AnyRules | None) -> str | None:
    """Why a game is not replayed: the first problem of its text, or a GameType of a game
    not played here."""
    if game.errors:
        return game.errors[0].in_game
    gametype = game.tags.get("GameType", "").strip()
    if rules is None and gametype:
        return f"GameType {gametype} is not a game played here (name one with --variant)"
    return None


def replay_file(path: str, variant: str | None) -> int:
    """Prints one line per game and a total; 1 if any game failed, else 0."""
    forced: AnyRules | None = game_arg(variant) if variant else None
    in_file = None if forced else detect_file_variant(_games(path))
    ok = failed = 0
    for game in _games(path):
        rules = forced or detect_game(game, in_file=in_file)
        why = _not_replayed(game, rules)
        if why:
            print(f"{_who(game)}: FAILED: {why}", flush=True)
            failed += 1
            continue
        rules = rules or DEFAULT_VARIANT
        done = replay(game, rules)
        if isinstance(done, ReplayFailure):
            print(f"{_who(game)}: FAILED ({rules.id}): {done}", flush=True)
            failed += 1
        else:
            print(f"{_who(game)}: OK ({rules.id}, {len(done[1])} moves)", flush=True)
            ok += 1
    print(f"{ok + failed} games, {ok} ok, {failed} failed", flush=True)
    return 1 if failed else 0
