"""``dama endgame build`` and ``dama endgame info``: the endgame databases the computer
plays perfectly from (``engine.endgame``), made ahead so that no game waits for them; and
the one build a game starts in the background while the database is not there."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

from accessible_dama.cli.args import CommandError, _, int_arg, variant_arg

#: set to 0, a game never starts building the database (the tests set it)
BACKGROUND_VARIABLE = "ACCESSIBLE_DAMA_BUILD_ENDGAME"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", choices=("build", "info"),
                   help=_("build: solve the database and keep it in the cache folder (a few "
                   "minutes); info: where it is and whether it is built"))
    p.add_argument("--variant", default="czech")
    p.add_argument("--pieces", default=None,
                   help=_("every position with up to this many pieces (2 to 4; default 4)"))
    p.add_argument("--force", action="store_true", help=_("solve it again even if it is built"))
    p.add_argument("--background", action="store_true",
                   help=_("at low priority, and not at all while another program builds it"))


def _size(n: int) -> str:
    return f"{n / 1e6:.1f} MB" if n >= 1e5 else f"{n / 1e3:.0f} kB"


def endgame_command(args: argparse.Namespace) -> int:
    from accessible_dama.engine import endgame

    rules = variant_arg(args.variant)
    if rules.id not in endgame.SUPPORTED:
        raise CommandError(_("no endgame database for {variant} (only {known})").format(
            variant=rules.id, known=", ".join(endgame.SUPPORTED)))
    pieces = (endgame.DEFAULT_PIECES if args.pieces is None
              else int_arg("--pieces", args.pieces, 2, 4))
    selection = endgame.Selection(pieces, ())
    path = endgame.path_for(rules, selection)
    if args.action == "info":
        db = endgame.Tables().load(rules, selection)
        if db is None:
            state = (_("being built") if endgame.being_built(rules, selection)
                     else _("damaged") if path.exists() else _("not built"))
            print(f"{path}: {state} (dama endgame build --variant {rules.id} --pieces {pieces})")
        else:
            print(_("{file}: {materials} materials up to {pieces} pieces, {size}").format(
                file=path, materials=len(db.materials), pieces=db.pieces,
                size=_size(path.stat().st_size)))
        return 0
    if args.background:
        _lower_priority()
    started = time.monotonic()
    print(_("solving every {variant} position with up to {pieces} pieces").format(
        variant=rules.id, pieces=pieces)
        + (_("; this takes a minute or two") if pieces >= 4 else ""), flush=True)
    try:
        db = endgame.build(rules, selection, force=args.force, wait=not args.background,
                           progress=lambda line: print(line, flush=True))
    except endgame.BuildRunning:
        print(_("another program is building it now"), flush=True)
        return 0
    except OSError as e:
        raise CommandError(_("cannot write {file}: {why}").format(
            file=path, why=e.strerror or e)) from None
    print(_("{file}: {materials} materials up to {pieces} pieces, {size}, {seconds} s").format(
        file=path, materials=len(db.materials), pieces=db.pieces,
        size=_size(path.stat().st_size), seconds=f"{time.monotonic() - started:.0f}"),
        flush=True)
    return 0


def _lower_priority() -> None:
    """Let the games and everything else go first (POSIX; on Windows the process is
    started at low priority, ``start_background_build``)."""
    if hasattr(os, "nice"):
        try:
            os.nice(10)
        except OSError:
            pass


def start_background_build() -> subprocess.Popen[bytes] | None:
    """Start building the default Czech endgame database in a process of its own at low
    priority, unless it is built, being built, or ``$ACCESSIBLE_DAMA_BUILD_ENDGAME`` is 0.
    The process when one was started (the caller says so, once), else None."""
    from accessible_dama.engine import endgame
    from accessible_dama.rules import find_variant

    if os.environ.get(BACKGROUND_VARIABLE, "") == "0":
        return None
    rules, selection = find_variant(endgame.SUPPORTED[0]), endgame.Selection()
    try:
        if endgame.path_for(rules, selection).exists() or endgame.being_built(rules, selection):
            return None
    except OSError:
        return None  # no cache folder to be had: the games go on without the database
    flags = 0
    if sys.platform == "win32":
        flags = (subprocess.BELOW_NORMAL_PRIORITY_CLASS | subprocess.CREATE_NO_WINDOW
                 | subprocess.CREATE_NEW_PROCESS_GROUP)
    try:
        return subprocess.Popen(
            [sys.executable, "-m", "accessible_dama", "endgame", "build", "--background",
             "--variant", rules.id],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=sys.platform != "win32", creationflags=flags, close_fds=True)
    except OSError:
        return None
