"""``dama replay FILE``: replay every game of a PDN file and check every move."""

from __future__ import annotations

from pathlib import Path

from accessible_dama.cli.tools import CommandError, variant_arg
from accessible_dama.notation import PdnGame, detect_variant, read_pdn, replay_game
from accessible_dama.rules import DEFAULT_VARIANT, Rules


def _who(game: PdnGame) -> str:
    tags = game.tags
    parts = [f"{name}: {tags[name]}" for name in ("White", "Black", "Date") if tags.get(name)]
    return f"game {game.index}" + (f" ({'; '.join(parts)})" if parts else "")


def replay_file(path: str, variant: str | None) -> int:
    """Prints one line per game and a total; 1 if any game failed, else 0."""
    forced: Rules | None = variant_arg(variant) if variant else None
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise CommandError(f"cannot read {path}: {e.strerror or e}") from None
    games = read_pdn(data)
    ok = failed = 0
    for game in games:
        rules = forced or detect_variant(game) or DEFAULT_VARIANT
        if game.errors:
            print(f"{_who(game)}: FAILED: {game.errors[0]}", flush=True)
            failed += 1
            continue
        result = replay_game(game, rules)
        if result.failure is None:
            print(f"{_who(game)}: OK ({rules.id}, {len(result.moves)} moves)", flush=True)
            ok += 1
        else:
            print(f"{_who(game)}: FAILED ({rules.id}): {result.failure}", flush=True)
            failed += 1
    print(f"{len(games)} games, {ok} ok, {failed} failed", flush=True)
    return 1 if failed else 0
