"""``dama endgame build`` and ``dama endgame info``: the endgame databases the computer
plays perfectly from (``engine.endgame``), made ahead so that no game waits for them."""

from __future__ import annotations

import argparse
import time

from accessible_dama.cli.args import CommandError, int_arg, variant_arg


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", choices=("build", "info"),
                   help="build: solve the database and keep it in the cache folder (a few "
                   "minutes); info: where it is and whether it is built")
    p.add_argument("--variant", default="czech")
    p.add_argument("--pieces", default=None,
                   help="every position with up to this many pieces (2 to 4; default 4)")
    p.add_argument("--force", action="store_true", help="solve it again even if it is built")


def _size(n: int) -> str:
    return f"{n / 1e6:.1f} MB" if n >= 1e5 else f"{n / 1e3:.0f} kB"


def endgame_command(args: argparse.Namespace) -> int:
    from accessible_dama.engine import endgame

    rules = variant_arg(args.variant)
    if rules.id not in endgame.SUPPORTED:
        raise CommandError(f"no endgame database for {rules.id} (only "
                           f"{', '.join(endgame.SUPPORTED)})")
    pieces = (endgame.DEFAULT_PIECES if args.pieces is None
              else int_arg("--pieces", args.pieces, 2, 4))
    selection = endgame.Selection(pieces, ())
    path = endgame.path_for(rules, selection)
    if args.action == "info":
        db = endgame.load(rules, selection)
        if db is None:
            state = "damaged" if path.exists() else "not built"
            print(f"{path}: {state} (dama endgame build --variant {rules.id} --pieces {pieces})")
        else:
            print(f"{path}: {len(db.materials)} materials up to {db.pieces} pieces, "
                  f"{_size(path.stat().st_size)}")
        return 0
    started = time.monotonic()
    print(f"solving every {rules.id} position with up to {pieces} pieces"
          + ("; this takes a minute or two" if pieces >= 4 else ""), flush=True)
    try:
        db = endgame.build(rules, selection, force=args.force,
                           progress=lambda line: print(line, flush=True))
    except OSError as e:
        raise CommandError(f"cannot write {path}: {e.strerror or e}") from None
    print(f"{path}: {len(db.materials)} materials up to {db.pieces} pieces, "
          f"{_size(path.stat().st_size)}, {time.monotonic() - started:.0f} s", flush=True)
    return 0
